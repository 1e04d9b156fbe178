$ mkdir -p .todo/actions/hello
$ printf '#!/bin/sh\nif [ "$1" = usage ]; then echo "    hi NAME"; echo "      Says hi."; exit 0; fi\necho "action=$1 args=$2 dir=$([ "$TODO_DIR" = "$HOME" ] && echo HOME) file=${TODO_FILE##*/}"\nexit 3\n' > .todo/actions/hi
$ chmod +x .todo/actions/hi
$ printf '#!/bin/sh\necho "folder form $*"\n' > .todo/actions/hello/hello
$ chmod +x .todo/actions/hello/hello
$ printf '#!/bin/sh\necho "my own ls"\n' > .todo/actions/ls
$ chmod +x .todo/actions/ls
$ todo hi there
action=hi args=there dir=HOME file=todo.txt
[3]
$ todo HELLO x
folder form HELLO x
$ todo ls
my own ls
# `command` skips add-ons.
$ todo add task
1 task
todo.txt：已新增第 1 項。
$ todo command ls
1 task
--
todo.txt：顯示 1 項，共 1 項
$ todo listaddons
hello
hi
ls
--
todo：找到 3 個有效的擴充動作。
$ todo help hi
    hi NAME
      Says hi.
$ ln -s "$HOME/no/such/action" .todo/actions/broken
$ todo broken
! 嚴重錯誤：自訂動作的連結「$HOME/.todo/actions/broken」已失效。請修正或移除這個連結。
[1]
$ rm .todo/actions/broken
$ todo shorthelp | tail -n 5
  可以用 actions 目錄中的指令碼新增或覆寫動作。
  擴充動作：
    hi NAME

  執行 todo help 可查看完整說明。
