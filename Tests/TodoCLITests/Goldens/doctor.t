# doctor: what todo uses and what looks wrong in the files; always exit 0.
$ printf 'a\r\nb due:2026-02-30\n\nbad \xff\nc due: t:tomorrow\n' > todo.txt
$ touch "todo (Alice's conflicted copy 2026-11-30).txt" todo.sync-conflict-20261130-120000-ABCDEF7.txt "done (conflicted copy 2026-11-30 120000).txt"
# (The string tables' folder depends on where the package is; not shown.)
$ todo doctor | grep -v -e 'String tables' -e '字串表'
Configuration file: none (defaults; TODO_DIR is $HOME)
TODO file: $HOME/todo.txt
  5 lines, 1 blank; line endings: mixed (4 LF, 1 CRLF)
  not valid UTF-8: line 4 (kept byte for byte)
  not a real date: line 2 (due:2026-02-30), line 5 (t:tomorrow), line 5 (due:)
  writers: a read lease shows when another program has $HOME/todo.txt open for writing; commands that write wait for it
DONE file: $HOME/done.txt
  does not exist yet (todo creates it when it first writes)
Tasks open in $HOME/todo.txt and also done in $HOME/done.txt: none
Lines twice in $HOME/done.txt: none
Language: English (en, decided by LANG)
Color: off (standard output is not a terminal)
Conflict copies beside the todo files: $HOME/done (conflicted copy 2026-11-30 120000).txt, $HOME/todo (Alice's conflicted copy 2026-11-30).txt, $HOME/todo.sync-conflict-20261130-120000-ABCDEF7.txt
Links out of the todo folder: none
Add-on actions directory: $HOME/.todo/actions
$ ln -s todo.txt link.txt; TODO_FILE=$HOME/link.txt todo doctor | head -n 3
Configuration file: none (defaults; TODO_DIR is $HOME)
LINK file: $HOME/link.txt
  a link to $HOME/todo.txt
$ mkdir cfg; printf 'export TODO_DIR=%s\n' "$HOME/cfg" > cfg/todo.cfg; todo -d cfg/todo.cfg -c doctor | grep -e 'Configuration' -e 'Colour' -e '設定檔' -e '顏色'
Configuration file: cfg/todo.cfg
# Every other command mentions conflict copies once, on standard error.
$ todo ls todo
--
TODO: 0 of 4 tasks shown
! TODO: A sync client left conflict copies beside your todo files: $HOME/done (conflicted copy 2026-11-30 120000).txt, $HOME/todo (Alice's conflicted copy 2026-11-30).txt, $HOME/todo.sync-conflict-20261130-120000-ABCDEF7.txt. todo merge-conflicts merges them back in.
$ touch done.sync-conflict-20261130-130000-XYZ2345.txt; todo add "new" | tail -n 1
TODO: 6 added.
! TODO: A sync client left conflict copies beside your todo files: $HOME/done (conflicted copy 2026-11-30 120000).txt, $HOME/done.sync-conflict-20261130-130000-XYZ2345.txt, $HOME/todo (Alice's conflicted copy 2026-11-30).txt, $HOME/todo.sync-conflict-20261130-120000-ABCDEF7.txt. todo merge-conflicts merges them back in.
# Tasks in two places (an editor, a sync client or a merge can leave them): open in todo.txt
# and done in done.txt (same words and creation date), or a line twice in done.txt.
$ printf '(A) call mom\nbuy milk\n2026-11-01 water plants\n' > todo.txt; printf 'x 2026-11-29 call mom pri:A\nx 2026-11-30 2026-11-02 water plants\nx 2026-11-29 call mom pri:A\n' > done.txt
$ todo doctor | grep -e 'open in' -e 'twice' -e '尚未完成' -e '相同的行'
Tasks open in $HOME/todo.txt and also done in $HOME/done.txt: line 1 (done: line 1, 3)
Lines twice in $HOME/done.txt: lines 1, 3
