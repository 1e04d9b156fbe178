# Moving a task within one file moves it to the end; nothing is lost.
$ printf 'keep me\nother\n' > todo.txt
$ todo -f mv 1 todo.txt; cat -A todo.txt
1 keep me
todo.txt：第 1 項已移到 todo.txt，現在是第 3 項。
$
other$
keep me$
# A line that is not valid UTF-8 moves byte for byte.
$ printf 'caf\xe9 latin1\n' > todo.txt; : > x.txt; todo -f mv 1 x.txt >/dev/null; od -c x.txt | head -n 1
0000000   c   a   f 351       l   a   t   i   n   1  \n
# A configuration that exits ends todo with its status and nothing is written.
$ printf '%s\n' 'export TODO_DIR=$HOME/sync' 'echo "sync folder not mounted" >&2' 'exit 3' > guard.cfg
$ todo -d guard.cfg add secret; test -e sync || echo 'no sync folder'
no sync folder
! sync folder not mounted
# A configuration that closes or writes to file descriptor 3 does not break anything.
$ printf '%s\n' 'export TODO_DIR=$HOME' 'exec 3>&-' > fd.cfg; todo -d fd.cfg ls
--
todo.txt：顯示 0 項，共 0 項
目前沒有待辦事項。可以用「todo add "買牛奶"」新增一項。
# Empty input is a usage error, never an empty edit.
$ printf 'one\n' > todo.txt
$ todo -f replace 1 ''
! 用法：todo replace 編號 "新的待辦事項"
[1]
$ todo append 1 ''
! 用法：todo append 編號 "要附加的文字"
[1]
$ todo prepend 1 ''
! 用法：todo prepend 編號 "要加到開頭的文字"
[1]
$ todo add ''
! 用法：todo add "待辦事項"
[1]
$ todo -f add '' x
! 用法：todo add "待辦事項"
[1]
$ todo addm ''
! 用法：todo addm "待辦事項"
[1]
$ cat todo.txt
one
# addm splits on LF and CRLF and skips empty lines.
$ todo addm "$(printf 'a\r\nb\n\nc')"
2 a
todo.txt：已新增第 2 項。
3 b
todo.txt：已新增第 3 項。
4 c
todo.txt：已新增第 4 項。
# undo restores one pri: tag and keeps any other.
$ printf 'x 2026-01-01 pri:C four pri:D\n' > todo.txt; todo undo 1
1 (C) four pri:D
todo：已將第 1 項標示為未完成。
# A whitespace-only line is not a task.
$ printf 'a\n   \nb\n' > todo.txt; todo do 2
! todo.txt：找不到第 2 項。用「todo ls」查看所有待辦事項的編號。
[1]
# Only ASCII letters are priorities.
$ todo pri 1 ı
! 用法：todo pri 編號 優先順序 [編號 優先順序 ...]
! 注意：優先順序必須是 A 到 Z 的字母。
[1]
# A bad argument anywhere changes nothing.
$ todo -a do 1 -f; todo depri 1 x; cat todo.txt
a
   
b
! 用法：todo do 編號 [編號 ...]
! 用法：todo depri 編號 [編號 ...]
# -n compacts after the auto-archive too.
$ printf 'one\ntwo\n' > todo.txt; todo -n do 1 >/dev/null; cat -A todo.txt
two$
# Replace with text that reads as done keeps the priority and date (todo.sh master).
$ printf '(A) 2026-03-03 t\n' > todo.txt; todo replace 1 'x 2026-02-02 n' | tail -n 1
1 (A) 2026-03-03 x 2026-02-02 n
# A FIFO is not a todo file.
$ rm todo.txt; mkfifo todo.txt; todo ls; todo add x; rm todo.txt
! todo：$HOME/todo.txt 不是一般檔案；todo 只能讀寫一般檔案。
! todo：$HOME/todo.txt 不是一般檔案；todo 只能讀寫一般檔案。
# TODO_DIR that cannot be a directory.
$ TODO_DIR=/dev/null/x todo ls
! 嚴重錯誤：/dev/null/x 不是目錄。請在設定檔中把 TODO_DIR 設為存在的目錄。
[1]
# Output that cannot be written is an error.
$ todo ls > /dev/full
! todo：無法輸出結果：磁碟空間不足。
[1]
# A full disk (file size limit): the file, hard-linked here, is left as it was and no
# confirmation is shown.
$ seq -f 'task number %g' 399 > todo.txt; ln todo.txt hard.txt; cp todo.txt orig.txt
$ (ulimit -f 1; todo -f pri 1 a; todo -f -n del 1); cmp todo.txt orig.txt && echo unchanged
unchanged
! todo：無法寫入 $HOME/todo.txt（檔案太大），檔案沒有變更。請確認有寫入權限及足夠的磁碟空間。
! todo：無法寫入 $HOME/todo.txt（檔案太大），檔案沒有變更。請確認有寫入權限及足夠的磁碟空間。
$ rm hard.txt; echo 'x 2026-01-01 done one' >> todo.txt; cp todo.txt orig.txt
$ (ulimit -f 1; todo -f archive); cmp todo.txt orig.txt && echo unchanged; wc -c < done.txt
unchanged
17
! todo：無法寫入 $HOME/todo.txt（檔案太大），檔案沒有變更。請確認有寫入權限及足夠的磁碟空間。
# One command is one transaction: when done.txt or report.txt cannot be read, the command
# fails and no file changes (not even the task marked done before the archive).
$ rm -rf done.txt report.txt; printf 'call mom\nx 2026-11-01 old\n\n' > todo.txt; cp todo.txt t0; mkdir done.txt
$ todo do 1; cmp todo.txt t0 && echo unchanged
unchanged
! todo：無法讀取 $HOME/done.txt（這是目錄，不是檔案）。請確認檔案存在且有讀取權限。
$ todo archive; cmp todo.txt t0 && echo unchanged
unchanged
! todo：無法讀取 $HOME/done.txt（這是目錄，不是檔案）。請確認檔案存在且有讀取權限。
$ rmdir done.txt; mkdir report.txt; todo report; cmp todo.txt t0 && test ! -e done.txt && echo 'unchanged, no done.txt'
unchanged, no done.txt
! todo：無法讀取 $HOME/report.txt（這是目錄，不是檔案）。請確認檔案存在且有讀取權限。
# A device other than /dev/null is not a todo file: it could be read forever.
$ rm -rf done.txt report.txt; DONE_FILE=/dev/zero todo do 1; cmp todo.txt t0 && echo unchanged
unchanged
! todo：/dev/zero 不是一般檔案；todo 只能讀寫一般檔案。
$ TODO_FILE=/dev/zero todo ls
! todo：/dev/zero 不是一般檔案；todo 只能讀寫一般檔案。
[1]
$ TODOTXT_CFG_FILE=/dev/zero todo ls
! 嚴重錯誤：無法讀取設定檔 /dev/zero。請確認檔案存在且可以讀取，或用 -d 指定其他設定檔。
[1]
# The merge driver: a missing version is an error, not an empty file; an absurd marker size
# (a repository's conflict-marker-size) is not taken.
$ printf 'a\nb\n' > base; printf 'a\nb\nc\n' > ours; todo git-merge-driver base ours typo; cat ours
a
b
c
! todo：無法讀取 typo（檔案或目錄不存在）。請確認檔案存在且有讀取權限。
$ printf 'call mom\n' > base; printf 'call mom today\n' > ours; printf 'call mom tonight\n' > theirs
$ todo git-merge-driver base ours theirs 9223372036854775807 todo.txt; grep -c '^<<<<<<< ' ours
1
