$ printf '%s\n' '(A) 2021-09-19 Water the garden due:2021-09-26 @home' '(B) Reply to the landlord' 'x Sent the birthday card' 'Buy bread' 'Task 5' > todo.txt
# do drops the priority and keeps the creation date after the completion date; auto-archive is off here.
$ todo -a do 1
1 x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
todo：已將第 1 項標示為已完成。
$ todo -a done 2,4
2 x 2026-11-30 Reply to the landlord
todo：已將第 2 項標示為已完成。
4 x 2026-11-30 Buy bread
todo：已將第 4 項標示為已完成。
$ todo -a do 3
! todo：第 3 項已經標示為已完成。
[1]
$ todo -a do 99
! todo.txt：找不到第 99 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ cat todo.txt
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x 2026-11-30 Reply to the landlord
x Sent the birthday card
x 2026-11-30 Buy bread
Task 5
# Several numbers: an unknown one changes nothing (one command, one transaction).
$ todo -a do 5 77
! todo.txt：找不到第 77 項。用「todo ls」查看所有待辦事項的編號。
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
todo：已將第 1 項標示為未完成。
2 Reply to the landlord
todo：已將第 2 項標示為未完成。
$ todo undo 1
! todo：第 1 項尚未標示為已完成。
[1]
$ todo undo
! 用法：todo undo 編號 [編號 ...]
! todo：請指定已完成事項的編號；要撤銷上一個指令，請執行 todo revert。
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
todo：已將第 2 項的優先順序設為 B。
$ TODOTXT_PRESERVE_PRIORITY=1 todo -a do 2
2 x 2026-11-30 Reply to the landlord pri:B
todo：已將第 2 項標示為已完成。
$ todo undo 2
2 (B) Reply to the landlord
todo：已將第 2 項標示為未完成。
# With auto-archive (the default, -A) done tasks go to done.txt and their lines stay blank.
$ todo do 1
1 x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
todo：已將第 1 項標示為已完成。
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x Sent the birthday card
x 2026-11-30 Buy bread
todo：已將已完成的事項封存到 done.txt。
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
todo.txt：顯示 2 項，共 2 項
$ todo do x
! 用法：todo do 編號 [編號 ...]
[1]
$ todo do
! 用法：todo do 編號 [編號 ...]
[1]
