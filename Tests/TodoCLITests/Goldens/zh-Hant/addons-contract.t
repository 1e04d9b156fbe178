# The add-on contract (issue 17): what todo.sh gives an add-on, one small add-on or todo.cfg
# per point, with the output todo.sh gives.
$ printf 'export TODO_DIR=.\nexport TODO_FILE=$TODO_DIR/todo.txt\nexport DONE_FILE=$TODO_DIR/done.txt\nexport REPORT_FILE=$TODO_DIR/report.txt\n' > todo.cfg
$ printf 'buy milk\n(A) call mom @home +family\n' > todo.txt
$ mkdir .todo.actions.d
# getTodo and die: the task in `$todo`, todo.sh's message for a missing one.
$ printf '#!/bin/bash\nerrmsg="usage: $TODO_SH tag NR"\ngetTodo "$2"\nsed -i "$2s/.*/$todo +tagged/" "$TODO_FILE"\necho "$2 $todo +tagged"\n' > .todo.actions.d/tag
$ chmod +x .todo.actions.d/tag
$ todo -d ./todo.cfg tag 1
1 buy milk +tagged
$ todo -d ./todo.cfg tag 9
! TODO: No task 9.
[1]
$ todo -d ./todo.cfg tag x
! usage: todo tag NR
[1]
$ cat todo.txt
buy milk +tagged
(A) call mom @home +family
# cleaninput, getPrefix, getPadding, shellquote, filtercommand, getNewtodo.
$ printf '#!/bin/bash\ninput=$'"'"'a\\rb\\nc|d&e\\\\f'"'"'\ncleaninput; echo "[$input]"\ninput=$'"'"'a\\rb\\nc|d&e\\\\f'"'"'\ncleaninput "for sed"; echo "[$input]"\ngetPrefix; getPrefix /x/garden.list.txt\necho "pad=$(getPadding)"\necho "$(filtercommand sort "head -1" mom "-it'"'"'s")"\ngetNewtodo 2; echo "$newtodo"\ngetNewtodo 7\necho not reached\n' > .todo.actions.d/fns
$ chmod +x .todo.actions.d/fns
$ todo -d ./todo.cfg fns
[a b c|d&e\f]
[a b c\|d\&e\\f]
TODO
GARDEN
pad=1
sort | grep -i 'mom' | grep -v -i 'it'\''s' | head -1
(A) call mom @home +family
! TODO: No updated task 7.
[1]
# _list and _format: todo.sh's listing, its footer, NUMTASKS and TOTALTASKS.
$ printf '#!/bin/bash\nshift\n_list "$TODO_FILE" "$@"\nprintf "zeta\\n\\nalpha +p\\n" | _format "" ""\necho "shown=$NUMTASKS of $TOTALTASKS"\n' > .todo.actions.d/lst
$ chmod +x .todo.actions.d/lst
$ todo -d ./todo.cfg -p lst
2 (A) call mom @home +family
1 buy milk +tagged
--
TODO: 2 of 2 tasks shown
3 alpha +p
1 zeta
shown=2 of 2
$ todo -d ./todo.cfg -p lst mom
2 (A) call mom @home +family
--
TODO: 1 of 2 tasks shown
3 alpha +p
1 zeta
shown=1 of 2
$ todo -d ./todo.cfg lst -milk | cat -v
^[[1;33m2 (A) call mom @home +family^[[0m
--
TODO: 1 of 2 tasks shown
3 alpha +p
1 zeta
shown=1 of 2
# -P, -+ and -@ reach the add-on's listing.
$ todo -d ./todo.cfg -p -P -+ lst
2 call mom @home
1 buy milk
--
TODO: 2 of 2 tasks shown
3 alpha
1 zeta
shown=2 of 2
# listWordsWithSigil: the contexts and projects, as listcon and listproj find them.
$ printf '#!/bin/bash\nlistWordsWithSigil "+"\nlistWordsWithSigil "@" milk\necho end\n' > .todo.actions.d/words
$ chmod +x .todo.actions.d/words
$ todo -d ./todo.cfg words
+family
+tagged
end
# -x, -@, -p reach a nested call: no final filter, contexts hidden, no colour.
$ cp todo.cfg filtered.cfg && echo "export TODOTXT_FINAL_FILTER='sed s/milk/MILK/'" >> filtered.cfg
$ printf '#!/bin/bash\n"$TODO_FULL_SH" command ls\necho "disable=$TODOTXT_DISABLE_FILTER final=$TODOTXT_FINAL_FILTER plain=$TODOTXT_PLAIN"\n' > .todo.actions.d/nest
$ chmod +x .todo.actions.d/nest
$ todo -d ./filtered.cfg -p nest
2 (A) call mom @home +family
1 buy MILK +tagged
--
todo.txt：顯示 2 項，共 2 項
disable= final=sed s/milk/MILK/ plain=1
$ todo -d ./filtered.cfg -p -x -@ nest
2 (A) call mom +family
1 buy milk +tagged
--
todo.txt：顯示 2 項，共 2 項
disable=1 final=cat plain=1
# The files todo.sh creates before any action exist when an add-on runs.
$ mkdir fresh && printf 'export TODO_DIR=%s/fresh\n' "$HOME" > fresh.cfg
$ printf '#!/bin/bash\ncd "$TODO_DIR" && ls && grep -c . "$DONE_FILE"\n' > .todo.actions.d/files
$ chmod +x .todo.actions.d/files
$ todo -d ./fresh.cfg files
done.txt
report.txt
todo.txt
0
[1]
# The configuration runs as todo.sh sources it: `$0` the program, `$@` the command line,
# todo.sh's variables set, GREP_OPTIONS cleared.
$ printf 'echo "0=${0##*/} args=$* sh=$TODO_SH full=${TODO_FULL_SH##*/} cfg=$TODOTXT_CFG_FILE acts=${TODO_ACTIONS_DIR#$HOME/} grep=[$GREP_OPTIONS]" >&2\nexport TODO_DIR=.\n' > show.cfg
$ GREP_OPTIONS=-i todo -d ./show.cfg -p ls milk
1 buy milk +tagged
--
todo.txt：顯示 1 項，共 2 項
! 0=todo args=ls milk sh=todo full=todo cfg=./show.cfg acts=.todo.actions.d grep=[]
# extglob is on, and `case "$1"` shortcuts fire.
$ cp todo.cfg glob.cfg && printf 'case "$1" in @(ls|list)) export TODOTXT_VERBOSE=0;; esac\n' >> glob.cfg
$ todo -d ./glob.cfg -p ls
2 (A) call mom @home +family
1 buy milk +tagged
$ todo -d ./glob.cfg -p lsp
2 (A) call mom @home +family
--
todo.txt：顯示 1 項，共 2 項
# A configuration bash cannot parse is an error, with bash's message: two lines naming the file
# and line 5, in whatever language bash speaks on this machine.
$ cp todo.cfg bad.cfg && printf 'if then\n' >> bad.cfg
$ todo -d ./bad.cfg -p ls 2>&1 | grep -c '^\./bad\.cfg: .* 5: '; echo "todo exited ${PIPESTATUS[0]}"
2
todo exited 1
# A configuration's own TODO_SH names the program; TODOTXT_PRIORITY_ON_ADD is exported.
$ cp todo.cfg named.cfg && printf 'export TODO_SH=t\nTODOTXT_PRIORITY_ON_ADD=B\n' >> named.cfg
$ printf '#!/bin/bash\necho "sh=$TODO_SH pri=$TODOTXT_PRIORITY_ON_ADD"\n' > .todo.actions.d/env
$ chmod +x .todo.actions.d/env
$ todo -d ./named.cfg env
sh=t pri=B
$ todo -d ./named.cfg
用法：t [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「t -h」查看更多說明。
[1]
# The default action: an add-on gets no arguments; a command line is evaluated by the shell.
$ TODOTXT_DEFAULT_ACTION=env todo -d ./named.cfg
sh=t pri=B
$ printf '#!/bin/bash\necho "args=[$*]"\n' > .todo.actions.d/noargs
$ chmod +x .todo.actions.d/noargs
$ TODOTXT_DEFAULT_ACTION=noargs todo -d ./todo.cfg
args=[]
$ TODOTXT_DEFAULT_ACTION='ls @$(echo home)' todo -d ./todo.cfg -p
2 (A) call mom @home +family
--
todo.txt：顯示 1 項，共 2 項
# doctor warns when TODO_DIR is derived from the program's folder (todo.sh's sample todo.cfg).
$ mkdir bin && cp "$(command -v todo)" bin/todo
$ printf 'export TODO_DIR=$(dirname "$0")\n' > prog.cfg
$ bin/todo -d ./prog.cfg doctor | head -n 2
設定檔：./prog.cfg
  警告：TODO_DIR 是程式本身所在的資料夾（$HOME/bin），因為設定檔用 $0 推算它（todo.sh 範例設定檔的 TODO_DIR=$(dirname "$0")）；請把 TODO_DIR 設成 todo.txt 所在的資料夾。
$ bin/todo -d ./todo.cfg doctor | head -n 2
設定檔：./todo.cfg
todo.txt 檔案：./todo.txt
# pre_filter_command from the configuration: the numbered lines go through it first.
$ cp todo.cfg pre.cfg && printf 'pre_filter_command="grep -v milk"\n' >> pre.cfg
$ todo -d ./pre.cfg -p ls
2 (A) call mom @home +family
--
todo.txt：顯示 1 項，共 2 項
$ todo -d ./pre.cfg -p ls call
2 (A) call mom @home +family
--
todo.txt：顯示 1 項，共 2 項
# A sort command that drops the task number: COLOR_NUMBER never lands on the first word.
$ cp todo.cfg numbers.cfg && printf 'export COLOR_NUMBER=$RED\nexport TODOTXT_SORT_COMMAND="sort -k2 | cut -d\\" \\" -f2-"\n' >> numbers.cfg
$ todo -d ./numbers.cfg -c ls | cat -v
(A) call mom @home +family
buy milk +tagged
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 2 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 2 M-iM- M-^E
$ todo -d ./todo.cfg -c ls | cat -v
^[[1;33m2 (A) call mom @home +family^[[0m
1 buy milk +tagged
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 2 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 2 M-iM- M-^E
# TODOTXT_HIDE_FUTURE=0 lists future t: tasks as todo.sh does; an empty COLOR_OVERDUE leaves
# an overdue due: in the user's COLOR_META, as todo.sh colours it.
$ printf 'later t:2099-01-01\nlate due:2000-01-01\n' > future.txt
$ todo -d ./todo.cfg -p lf future.txt 2>/dev/null | head -n 3
2 late due:2000-01-01
--
future.txt：顯示 1 項，共 2 項
$ TODOTXT_HIDE_FUTURE=0 todo -d ./todo.cfg -p lf future.txt
2 late due:2000-01-01
1 later t:2099-01-01
--
future.txt：顯示 2 項，共 2 項
$ cp todo.cfg meta.cfg && printf 'export COLOR_META=$CYAN\n' >> meta.cfg
$ todo -d ./meta.cfg -c lf future.txt 2>/dev/null | head -n 1 | cat -v
2 late ^[[0;31mdue:2000-01-01^[[0m
$ COLOR_OVERDUE= todo -d ./meta.cfg -c lf future.txt 2>/dev/null | head -n 1 | cat -v
2 late ^[[0;36mdue:2000-01-01^[[0m
