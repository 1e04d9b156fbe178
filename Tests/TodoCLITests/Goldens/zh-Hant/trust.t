# A todo.cfg in the current folder is not "beside the binary": a todo started through PATH
# (argv[0] is "todo") reads the one beside its executable, never ./todo.cfg.
$ mkdir cloned; printf 'touch "$HOME/ran"\n' > cloned/todo.cfg
$ cd cloned && todo ls
--
todo.txt：顯示 0 項，共 0 項
目前沒有待辦事項。可以用「todo add "買牛奶"」新增一項。
$ test -e ran && echo ran || echo 'not run'
not run
# A configuration is code: one that another user could change is refused, as ssh refuses its
# own files. The file must not be writable by the group or others…
$ printf 'export TODO_DIR="$HOME"\ntouch "$HOME/ran"\n' > mine.cfg; chmod g+w mine.cfg
$ todo -d mine.cfg ls
! 嚴重錯誤：拒絕讀取設定檔 mine.cfg：其他使用者可以修改 $HOME/mine.cfg。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $HOME/mine.cfg）。
[1]
$ chmod g-w,o+w mine.cfg; TODOTXT_CFG_FILE=$HOME/mine.cfg todo ls
! 嚴重錯誤：拒絕讀取設定檔 $HOME/mine.cfg：其他使用者可以修改 $HOME/mine.cfg。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $HOME/mine.cfg）。
[1]
$ mkdir -p .todo; cp mine.cfg .todo/config; chmod g+w .todo/config; todo ls
! 嚴重錯誤：拒絕讀取設定檔 $HOME/.todo/config：其他使用者可以修改 $HOME/.todo/config。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $HOME/.todo/config）。
[1]
$ rm .todo/config; test -e ran && echo ran || echo 'not run'
not run
# …nor in a folder others can write to (they could replace it), unless the folder is sticky
# like /tmp, where others cannot replace what is yours.
$ mkdir open; chmod 777 open; cp mine.cfg open/; chmod 644 open/mine.cfg; todo -d open/mine.cfg ls
! 嚴重錯誤：拒絕讀取設定檔 open/mine.cfg：其他使用者可以修改 $HOME/open。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $HOME/open）。
[1]
$ chmod 1777 open; todo -d open/mine.cfg ls; rm ran
--
todo.txt：顯示 0 項，共 0 項
目前沒有待辦事項。可以用「todo add "買牛奶"」新增一項。
# /dev/null, which everyone can write, holds no code: `-d /dev/null` is no configuration.
$ todo -d /dev/null ls
--
todo.txt：顯示 0 項，共 0 項
目前沒有待辦事項。可以用「todo add "買牛奶"」新增一項。
# A symlinked configuration: the target and the folder of the link are checked.
$ chmod 664 mine.cfg; ln -s mine.cfg link.cfg; todo -d link.cfg ls
! 嚴重錯誤：拒絕讀取設定檔 link.cfg：其他使用者可以修改 $HOME/mine.cfg。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $HOME/mine.cfg）。
[1]
$ chmod 644 mine.cfg; mkdir shared; chmod g+w shared; ln -s ../mine.cfg shared/link.cfg; todo -d shared/link.cfg ls
! 嚴重錯誤：拒絕讀取設定檔 shared/link.cfg：其他使用者可以修改 $HOME/shared。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $HOME/shared）。
[1]
$ todo -d link.cfg ls; rm ran
--
todo.txt：顯示 0 項，共 0 項
目前沒有待辦事項。可以用「todo add "買牛奶"」新增一項。
# An add-on is code too: one that others can change is not run, nor its usage, and listaddons
# says why it leaves it out.
$ mkdir -p .todo/actions; printf '#!/bin/sh\ntouch "$HOME/ran"\necho "    $1"\n' > .todo/actions/hi; cp .todo/actions/hi .todo/actions/ok; chmod 775 .todo/actions/hi; chmod 755 .todo/actions/ok
$ todo hi
! 嚴重錯誤：拒絕執行擴充動作 $HOME/.todo/actions/hi：其他使用者可以修改 $HOME/.todo/actions/hi。請移除他們的寫入權限（chmod go-w $HOME/.todo/actions/hi）。
[1]
$ TODOTXT_DEFAULT_ACTION=hi todo
! 嚴重錯誤：拒絕執行擴充動作 $HOME/.todo/actions/hi：其他使用者可以修改 $HOME/.todo/actions/hi。請移除他們的寫入權限（chmod go-w $HOME/.todo/actions/hi）。
[1]
$ todo help hi
! 嚴重錯誤：拒絕執行擴充動作 $HOME/.todo/actions/hi：其他使用者可以修改 $HOME/.todo/actions/hi。請移除他們的寫入權限（chmod go-w $HOME/.todo/actions/hi）。
[1]
$ todo shorthelp | grep -x '    usage'
    usage
! 嚴重錯誤：拒絕執行擴充動作 $HOME/.todo/actions/hi：其他使用者可以修改 $HOME/.todo/actions/hi。請移除他們的寫入權限（chmod go-w $HOME/.todo/actions/hi）。
$ todo listaddons
ok
--
todo：找到 1 個有效的擴充動作。
! 嚴重錯誤：拒絕執行擴充動作 $HOME/.todo/actions/hi：其他使用者可以修改 $HOME/.todo/actions/hi。請移除他們的寫入權限（chmod go-w $HOME/.todo/actions/hi）。
$ rm ran; chmod g+w .todo/actions; todo ok
! 嚴重錯誤：拒絕執行擴充動作 $HOME/.todo/actions/ok：其他使用者可以修改 $HOME/.todo/actions。請移除他們的寫入權限（chmod go-w $HOME/.todo/actions）。
[1]
$ test -e ran && echo ran || echo 'not run'
not run
$ chmod g-w .todo/actions .todo/actions/hi; todo hi there; rm ran
    hi
