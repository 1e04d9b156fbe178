# order (issue 33, item 6): a task moves to another line of todo.txt, as a dragged row; the
# tasks in between move by one line; one revert step.
$ printf '(A) pay rent\ncall mom\nbuy milk\nwater plants\n' > todo.txt
$ todo order 4 top
1 water plants
todo：第 4 項已移到第 1 行（用 ls --sort file 可以照檔案裡的順序列出）。
$ todo order 1 after 3
3 water plants
todo：第 1 項已移到第 3 行（用 ls --sort file 可以照檔案裡的順序列出）。
$ todo order 3 before 1
1 water plants
todo：第 3 項已移到第 1 行（用 ls --sort file 可以照檔案裡的順序列出）。
$ todo order 1 bottom
4 water plants
todo：第 1 項已移到第 4 行（用 ls --sort file 可以照檔案裡的順序列出）。
$ todo ls --sort file
1 (A) pay rent
2 call mom
3 buy milk
4 water plants
--
todo.txt：顯示 4 項，共 4 項
$ cat todo.txt
(A) pay rent
call mom
buy milk
water plants
$ todo revert >/dev/null; cat todo.txt
water plants
(A) pay rent
call mom
buy milk
# Nothing to do, and bad input: nothing written.
$ todo order 2 before 3
todo：第 2 項已經在那裡，沒有變更。
$ todo order 2 after 2
todo：第 2 項已經在那裡，沒有變更。
$ todo order 9 top
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo order 1 after 9
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo order 1 sideways
! todo：「sideways」不是可以移動到的位置；請用 top、bottom、before 編號或 after 編號（或 最前、最後、之前、之後）。
[1]
$ todo order 1 top 2
! 用法：todo order 編號 top|bottom|before 編號|after 編號（也可以寫 最前、最後、之前、之後）
[1]
$ todo order 1
! 用法：todo order 編號 top|bottom|before 編號|after 編號（也可以寫 最前、最後、之前、之後）
[1]
$ cat todo.txt
water plants
(A) pay rent
call mom
buy milk
# A blank line (a task deleted or archived) is no task to move or to move next to.
$ printf 'one\n\nthree\n' > todo.txt
$ todo order 2 top
! todo.txt：找不到第 2 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo order 3 before 2
! todo.txt：找不到第 2 項。用「todo ls」查看所有待辦事項的編號。
[1]
# The places in Chinese; CRLF and a missing final newline are kept.
$ printf 'one\r\ntwo\r\nthree' > todo.txt
$ todo order 3 最前 >/dev/null; od -c todo.txt
0000000   t   h   r   e   e  \r  \n   o   n   e  \r  \n   t   w   o
0000017
$ todo order 1 之後 3 >/dev/null; od -c todo.txt
0000000   o   n   e  \r  \n   t   w   o  \r  \n   t   h   r   e   e
0000017
$ todo -v help order
    order 編號 top|bottom|before 編號|after 編號
      把第「編號」項移到 todo.txt 的最前面或最後面，或移到另一項的前面或後面，
      就像拖曳一列那樣；中間的事項會往上或往下挪一行。可用 revert 一次復原。
      位置也可以寫成 最前、最後、之前、之後。
      要照檔案裡的順序列出，請用 ls --sort file。

