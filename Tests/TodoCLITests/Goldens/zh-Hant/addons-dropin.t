# Add-ons without a `#!` line run with bash, as todo.sh (a bash script) runs them, wherever
# the actions folder is and however the add-on is reached.
$ mkdir .todo.actions.d
$ printf 'if [ "$1" = usage ]; then echo "    nobang WORDS"; echo "      Has no #! line."; exit 0; fi\necho "bash=${BASH_VERSION:+yes} script=${0#$HOME/} args=$*"\n' > .todo.actions.d/nobang
$ chmod +x .todo.actions.d/nobang
$ todo nobang one 'two words'
bash=yes script=.todo.actions.d/nobang args=nobang one two words
$ todo NoBang
bash=yes script=.todo.actions.d/nobang args=NoBang
$ TODOTXT_DEFAULT_ACTION=nobang todo
bash=yes script=.todo.actions.d/nobang args=
$ todo help nobang
    nobang WORDS
      Has no #! line.
$ todo shorthelp | grep -A 1 nobang
    nobang WORDS

$ todo listaddons
nobang
--
todo：找到 1 個有效的擴充動作。
$ mkdir acts && cp .todo.actions.d/nobang acts/
$ TODO_ACTIONS_DIR="$HOME/acts" todo nobang here
bash=yes script=acts/nobang args=nobang here
$ mkdir -p .todo/actions/nobang && cp .todo.actions.d/nobang .todo/actions/nobang/
$ todo nobang folder
bash=yes script=.todo/actions/nobang/nobang args=nobang folder
$ rm -r .todo
# A broken symlink as an add-on is todo.sh's fatal error, for the action and for its help.
$ ln -s "$HOME/no/such/action" .todo.actions.d/gone
$ todo gone 1
! 嚴重錯誤：自訂動作的連結「$HOME/.todo.actions.d/gone」已失效。請修正或移除這個連結。
[1]
$ todo GONE
! 嚴重錯誤：自訂動作的連結「$HOME/.todo.actions.d/gone」已失效。請修正或移除這個連結。
[1]
$ todo help gone
! 嚴重錯誤：自訂動作的連結「$HOME/.todo.actions.d/gone」已失效。請修正或移除這個連結。
[1]
$ TODOTXT_DEFAULT_ACTION=gone todo
! 嚴重錯誤：自訂動作的連結「$HOME/.todo.actions.d/gone」已失效。請修正或移除這個連結。
[1]
$ mkdir .todo.actions.d/deep && ln -s "$HOME/no/such/action" .todo.actions.d/deep/deep
$ todo deep
! 嚴重錯誤：自訂動作的連結「$HOME/.todo.actions.d/deep/deep」已失效。請修正或移除這個連結。
[1]
$ rm -r .todo.actions.d/gone .todo.actions.d/deep
# Plain mode empties the colour variables add-ons print with (shared case 42).
$ printf 'export TODO_DIR=.\nexport TODO_FILE=$TODO_DIR/todo.txt\nexport DONE_FILE=$TODO_DIR/done.txt\nexport REPORT_FILE=$TODO_DIR/report.txt\n' > todo.cfg
$ printf 'Call the bank\n' > todo.txt
$ printf '#!/usr/bin/env bash\n[ "$1" = usage ] && { echo "    colorme"; echo "      Prints one word in each configured colour."; echo; exit 0; }\necho -e "${PRI_A}A${DEFAULT}|${PRI_B}B${DEFAULT}|${PRI_X}X${DEFAULT}|${COLOR_DONE}D${DEFAULT}|${COLOR_PROJECT}P${DEFAULT}|${COLOR_CONTEXT}C${DEFAULT}|${COLOR_DATE}T${DEFAULT}|${COLOR_NUMBER}N${DEFAULT}|${COLOR_META}M${DEFAULT}"\nprintf "plain=%%s\\n" "${TODOTXT_PLAIN:-unset}"\n' > .todo.actions.d/colorme
$ chmod +x .todo.actions.d/colorme
$ todo -d ./todo.cfg -p -a colorme | cat -v
A|B|X|D|P|C|T|N|M
plain=1
$ TODOTXT_PLAIN=1 todo -d ./todo.cfg colorme | cat -v
A|B|X|D|P|C|T|N|M
plain=1
$ cp todo.cfg plain.cfg && echo 'export TODOTXT_PLAIN=1' >> plain.cfg
$ todo -d ./plain.cfg colorme | cat -v
A|B|X|D|P|C|T|N|M
plain=1
$ todo -d ./todo.cfg -p -a listaddons
colorme
nobang
--
todo：找到 2 個有效的擴充動作。
# Without plain mode they keep todo.sh's values (escapes for awk, not for `echo -e`).
$ todo -d ./todo.cfg colorme | cat -v
\033[1;33mA\033[0m|\033[0;32mB\033[0m|\033[1;37mX\033[0m|\033[0;37mD\033[0m|P\033[0m|C\033[0m|T\033[0m|N\033[0m|M\033[0m
plain=1
# Children start with SIGPIPE and SIGXFSZ at their defaults: a writer into a closed pipe ends
# at once, without an error (the loops are bounded, so a regression fails instead of hanging).
$ printf '#!/bin/bash\nyes | head -n 1\nfor i in $(seq 300); do echo loop; done | head -n 1\n' > .todo.actions.d/pipes
$ chmod +x .todo.actions.d/pipes
$ timeout -s KILL 60 todo pipes
y
loop
$ TODOTXT_FINAL_FILTER='(for i in $(seq 300); do echo filter; done | head -n 1) >&2; cat' timeout -s KILL 60 todo -d ./todo.cfg ls
1 Call the bank
--
todo.txt：顯示 1 項，共 1 項
! filter
$ TODOTXT_SORT_COMMAND='(yes | head -n 1) >&2; cat' timeout -s KILL 60 todo -d ./todo.cfg ls
1 Call the bank
--
todo.txt：顯示 1 項，共 1 項
! y
