# order (issue 33, item 6): a task moves to another line of todo.txt, as a dragged row; the
# tasks in between move by one line; one revert step.
$ printf '(A) pay rent\ncall mom\nbuy milk\nwater plants\n' > todo.txt
$ todo order 4 top
1 water plants
TODO: 4 moved to line 1 (ls --sort file lists the tasks in file order).
$ todo order 1 after 3
3 water plants
TODO: 1 moved to line 3 (ls --sort file lists the tasks in file order).
$ todo order 3 before 1
1 water plants
TODO: 3 moved to line 1 (ls --sort file lists the tasks in file order).
$ todo order 1 bottom
4 water plants
TODO: 1 moved to line 4 (ls --sort file lists the tasks in file order).
$ todo ls --sort file
1 (A) pay rent
2 call mom
3 buy milk
4 water plants
--
TODO: 4 of 4 tasks shown
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
TODO: 2 is already there; nothing changed.
$ todo order 2 after 2
TODO: 2 is already there; nothing changed.
$ todo order 9 top
! TODO: No task 9.
[1]
$ todo order 1 after 9
! TODO: No task 9.
[1]
$ todo order 1 sideways
! TODO: 'sideways' is not a place to move a task to; use top, bottom, before NR or after NR.
[1]
$ todo order 1 top 2
! usage: todo order NR top|bottom|before NR|after NR
[1]
$ todo order 1
! usage: todo order NR top|bottom|before NR|after NR
[1]
$ cat todo.txt
water plants
(A) pay rent
call mom
buy milk
# A blank line (a task deleted or archived) is no task to move or to move next to.
$ printf 'one\n\nthree\n' > todo.txt
$ todo order 2 top
! TODO: No task 2.
[1]
$ todo order 3 before 2
! TODO: No task 2.
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
    order NR top|bottom|before NR|after NR
      Moves the task on line NR to the top or bottom of todo.txt, or just
      before or after the task on another line, as you would drag a row; the
      tasks in between move up or down by one line. One revert step.
      ls --sort file lists the tasks in file order.

