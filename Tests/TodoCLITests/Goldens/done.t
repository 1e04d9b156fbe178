$ printf '%s\n' '(A) 2021-09-19 Water the garden due:2021-09-26 @home' '(B) Reply to the landlord' 'x Sent the birthday card' 'Buy bread' 'Task 5' > todo.txt
# do drops the priority and keeps the creation date after the completion date; auto-archive is off here.
$ todo -a do 1
1 x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
TODO: 1 marked as done.
$ todo -a done 2,4
2 x 2026-11-30 Reply to the landlord
TODO: 2 marked as done.
4 x 2026-11-30 Buy bread
TODO: 4 marked as done.
$ todo -a do 3
! TODO: 3 is already marked done.
[1]
$ todo -a do 99
! TODO: No task 99.
[1]
$ cat todo.txt
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x 2026-11-30 Reply to the landlord
x Sent the birthday card
x 2026-11-30 Buy bread
Task 5
# Several numbers: an unknown one changes nothing (one command, one transaction).
$ todo -a do 5 77
! TODO: No task 77.
[1]
$ cat todo.txt
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x 2026-11-30 Reply to the landlord
x Sent the birthday card
x 2026-11-30 Buy bread
Task 5
# undo marks done tasks not done again.
$ todo undo 1 2
1 2021-09-19 Water the garden due:2021-09-26 @home
TODO: 1 marked as not done.
2 Reply to the landlord
TODO: 2 marked as not done.
$ todo undo 1
! TODO: 1 is not marked done.
[1]
$ todo undo
! usage: todo undo NR [NR ...]
! TODO: Give the number of a done task; todo revert takes back the last command.
[1]
$ cat todo.txt
2021-09-19 Water the garden due:2021-09-26 @home
Reply to the landlord
x Sent the birthday card
x 2026-11-30 Buy bread
Task 5
# The priority can be kept as pri:X and restored by undo.
$ todo pri 2 B
2 (B) Reply to the landlord
TODO: 2 prioritized (B).
$ TODOTXT_PRESERVE_PRIORITY=1 todo -a do 2
2 x 2026-11-30 Reply to the landlord pri:B
TODO: 2 marked as done.
$ todo undo 2
2 (B) Reply to the landlord
TODO: 2 marked as not done.
# With auto-archive (the default, -A) done tasks go to done.txt and their lines stay blank.
$ todo do 1
1 x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
TODO: 1 marked as done.
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x Sent the birthday card
x 2026-11-30 Buy bread
TODO: $HOME/todo.txt archived.
$ cat todo.txt

(B) Reply to the landlord


Task 5
$ cat done.txt
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x Sent the birthday card
x 2026-11-30 Buy bread
$ todo ls
2 (B) Reply to the landlord
5 Task 5
--
TODO: 2 of 2 tasks shown
$ todo do x
! usage: todo do NR [NR ...]
[1]
$ todo do
! usage: todo do NR [NR ...]
[1]
