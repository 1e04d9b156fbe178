$ printf 'one\n\nthree\n' > todo.txt
# Bad or missing numbers, a number past the end, a blank line's number.
$ todo do 0
! TODO: No task 0.
[1]
$ todo do 2
! TODO: No task 2.
[1]
$ todo do 4
! TODO: No task 4.
[1]
$ todo append x text
! usage: todo append NR "TEXT TO APPEND"
[1]
$ todo append
! usage: todo append NR "TEXT TO APPEND"
[1]
$ todo prepend 99 x
! TODO: No task 99.
[1]
$ todo replace
! usage: todo replace NR "UPDATED ITEM"
[1]
$ todo pri 1 '#'
! usage: todo pri NR PRIORITY [NR PRIORITY ...]
! note: PRIORITY must be anywhere from A to Z.
[1]
$ todo depri
! usage: todo depri NR [NR ...]
[1]
$ todo undo 3
! TODO: 3 is not marked done.
[1]
# Full-width input from a Chinese input method is understood.
$ todo pri ３ ａ
3 (A) three
TODO: 3 prioritized (A).
$ todo -a do '１，３'
1 x 2026-11-30 one
TODO: 1 marked as done.
3 x 2026-11-30 three
TODO: 3 marked as done.
$ cat todo.txt
x 2026-11-30 one

x 2026-11-30 three
# A full-width number is echoed as the number it was read as.
$ todo do ９９
! TODO: No task 99.
[1]
# Unreadable files and directories give a message, not a crash.
$ mkdir dir; TODO_FILE=$PWD/dir todo ls
! TODO: Cannot read $HOME/dir: Is a directory. Check that the file exists and that you may read it.
[1]
$ TODO_FILE=$PWD/todo.txt/inside todo ls
! TODO: Cannot read $HOME/todo.txt/inside: Not a directory. Check that the file exists and that you may read it.
[1]
$ ln -s loop loop; TODO_FILE=$PWD/loop todo ls
! TODO: Cannot read $HOME/loop: Too many levels of symbolic links. Check that the file exists and that you may read it.
[1]
$ todo listfile nope
! TODO: File nope does not exist.
[1]
$ todo addto nope.txt text
! TODO: Destination file $HOME/nope.txt does not exist.
[1]
$ todo mv 1 nope.txt
! TODO: Destination file $HOME/nope.txt does not exist.
[1]
