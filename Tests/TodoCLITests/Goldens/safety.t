# Moving a task within one file moves it to the end; nothing is lost.
$ printf 'keep me\nother\n' > todo.txt
$ todo -f mv 1 todo.txt; cat -A todo.txt
1 keep me
TODO: 1 moved to 3 in TODO.
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
TODO: 0 of 0 tasks shown
# Empty input is a usage error, never an empty edit.
$ printf 'one\n' > todo.txt
$ todo -f replace 1 ''
! usage: todo replace NR "UPDATED ITEM"
[1]
$ todo append 1 ''
! usage: todo append NR "TEXT TO APPEND"
[1]
$ todo prepend 1 ''
! usage: todo prepend NR "TEXT TO PREPEND"
[1]
$ todo add ''
! usage: todo add "TODO ITEM"
[1]
$ todo -f add '' x
! usage: todo add "TODO ITEM"
[1]
$ todo addm ''
! usage: todo addm "TODO ITEM"
[1]
$ cat todo.txt
one
# addm splits on LF and CRLF and skips empty lines.
$ todo addm "$(printf 'a\r\nb\n\nc')"
2 a
TODO: 2 added.
3 b
TODO: 3 added.
4 c
TODO: 4 added.
# undo restores one pri: tag and keeps any other.
$ printf 'x 2026-01-01 pri:C four pri:D\n' > todo.txt; todo undo 1
1 (C) four pri:D
TODO: 1 marked as not done.
# A whitespace-only line is not a task.
$ printf 'a\n   \nb\n' > todo.txt; todo do 2
! TODO: No task 2.
[1]
# Only ASCII letters are priorities.
$ todo pri 1 ı
! usage: todo pri NR PRIORITY [NR PRIORITY ...]
! note: PRIORITY must be anywhere from A to Z.
[1]
# A bad argument anywhere changes nothing.
$ todo -a do 1 -f; todo depri 1 x; cat todo.txt
a
   
b
! usage: todo do NR [NR ...]
! usage: todo depri NR [NR ...]
# -n compacts after the auto-archive too.
$ printf 'one\ntwo\n' > todo.txt; todo -n do 1 >/dev/null; cat -A todo.txt
two$
# Replace with text that reads as done keeps the priority and date (todo.sh master).
$ printf '(A) 2026-03-03 t\n' > todo.txt; todo replace 1 'x 2026-02-02 n' | tail -n 1
1 (A) 2026-03-03 x 2026-02-02 n
# A FIFO is not a todo file.
$ rm todo.txt; mkfifo todo.txt; todo ls; todo add x; rm todo.txt
! TODO: $HOME/todo.txt is not a regular file; todo reads and writes only regular files.
! TODO: $HOME/todo.txt is not a regular file; todo reads and writes only regular files.
# TODO_DIR that cannot be a directory.
$ TODO_DIR=/dev/null/x todo ls
! Fatal Error: /dev/null/x is not a directory
[1]
# Output that cannot be written is an error.
$ todo ls > /dev/full
! TODO: Cannot write the output: No space left on device.
[1]
# A full disk (file size limit): the file, hard-linked here, is left as it was and no
# confirmation is shown.
$ seq -f 'task number %g' 399 > todo.txt; ln todo.txt hard.txt; cp todo.txt orig.txt
$ (ulimit -f 1; todo -f pri 1 a; todo -f -n del 1); cmp todo.txt orig.txt && echo unchanged
unchanged
! TODO: Cannot write $HOME/todo.txt: File too large. The file was not changed; check the permissions and the free disk space.
! TODO: Cannot write $HOME/todo.txt: File too large. The file was not changed; check the permissions and the free disk space.
$ rm hard.txt; echo 'x 2026-01-01 done one' >> todo.txt; cp todo.txt orig.txt
$ (ulimit -f 1; todo -f archive); cmp todo.txt orig.txt && echo unchanged; wc -c < done.txt
unchanged
17
! TODO: Cannot write $HOME/todo.txt: File too large. The file was not changed; check the permissions and the free disk space.
# One command is one transaction: when done.txt or report.txt cannot be read, the command
# fails and no file changes (not even the task marked done before the archive).
$ rm -rf done.txt report.txt; printf 'call mom\nx 2026-11-01 old\n\n' > todo.txt; cp todo.txt t0; mkdir done.txt
$ todo do 1; cmp todo.txt t0 && echo unchanged
unchanged
! TODO: Cannot read $HOME/done.txt: Is a directory. Check that the file exists and that you may read it.
$ todo archive; cmp todo.txt t0 && echo unchanged
unchanged
! TODO: Cannot read $HOME/done.txt: Is a directory. Check that the file exists and that you may read it.
$ rmdir done.txt; mkdir report.txt; todo report; cmp todo.txt t0 && test ! -e done.txt && echo 'unchanged, no done.txt'
unchanged, no done.txt
! TODO: Cannot read $HOME/report.txt: Is a directory. Check that the file exists and that you may read it.
# A device other than /dev/null is not a todo file: it could be read forever.
$ rm -rf done.txt report.txt; DONE_FILE=/dev/zero todo do 1; cmp todo.txt t0 && echo unchanged
unchanged
! TODO: /dev/zero is not a regular file; todo reads and writes only regular files.
$ TODO_FILE=/dev/zero todo ls
! TODO: /dev/zero is not a regular file; todo reads and writes only regular files.
[1]
$ TODOTXT_CFG_FILE=/dev/zero todo ls
! Fatal Error: Cannot read configuration file /dev/zero
[1]
# The merge driver: a missing version is an error, not an empty file; an absurd marker size
# (a repository's conflict-marker-size) is not taken.
$ printf 'a\nb\n' > base; printf 'a\nb\nc\n' > ours; todo git-merge-driver base ours typo; cat ours
a
b
c
! TODO: Cannot read typo: No such file or directory. Check that the file exists and that you may read it.
$ printf 'call mom\n' > base; printf 'call mom today\n' > ours; printf 'call mom tonight\n' > theirs
$ todo git-merge-driver base ours theirs 9223372036854775807 todo.txt; grep -c '^<<<<<<< ' ours
1
