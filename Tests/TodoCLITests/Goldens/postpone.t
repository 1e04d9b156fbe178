# postpone (issue 34, item 4): due: moves by a period counted from it, or to a date or date
# word counted from today; t: moves by as many days; one revert step; a task without a real
# due date, a done task or a bad period changes nothing.
$ printf '%s\n' '(A) pay rent due:2026-11-30 t:2026-11-25' 'call mom' 'bills due:2026-01-31' 'x 2026-11-01 done due:2026-11-01' 'bad due:2026-02-30' 'plan due:2026-12-04' > todo.txt
$ todo postpone 1 1w
1 (A) pay rent due:2026-12-07 t:2026-12-02
TODO: 1 is now due 2026-12-07 (Mon); it was due 2026-11-30.
$ todo postpone 3 1m
3 bills due:2026-02-28
TODO: 3 is now due 2026-02-28 (Sat); it was due 2026-01-31.
$ todo postpone 6 3b
6 plan due:2026-12-09
TODO: 6 is now due 2026-12-09 (Wed); it was due 2026-12-04.
$ todo postpone 1 6 fri
1 (A) pay rent due:2026-12-04 t:2026-11-29
TODO: 1 is now due 2026-12-04 (Fri); it was due 2026-12-07.
6 plan due:2026-12-04
TODO: 6 is now due 2026-12-04 (Fri); it was due 2026-12-09.
$ todo postpone 3 2026-12-25
3 bills due:2026-12-25
TODO: 3 is now due 2026-12-25 (Fri); it was due 2026-02-28.
$ todo revert >/dev/null; cat todo.txt
(A) pay rent due:2026-12-04 t:2026-11-29
call mom
bills due:2026-02-28
x 2026-11-01 done due:2026-11-01
bad due:2026-02-30
plan due:2026-12-04
# Refused, nothing written: no due date, a done task, a due: that is no real day, a bad
# period, no such task, no period.
$ todo postpone 1 2 1d
! TODO: Task 2 has no due date (due:); postpone moves it. Nothing changed.
[1]
$ todo postpone 4 1d
! TODO: Task 4 is done; postpone moves open tasks. Nothing changed.
[1]
$ todo postpone 5 1d
! TODO: Task 5 has due:2026-02-30, which is not a real day; postpone does not rewrite it. Nothing changed.
[1]
$ todo postpone 1 soon
! TODO: 'soon' is neither a period (1d, 2w, 1m, 3b, 1y) nor a date or a date word (tomorrow, fri, 12/25). Nothing changed.
[1]
$ todo postpone 9 1d
! TODO: No task 9.
[1]
$ todo postpone 1
! usage: todo postpone NR [NR ...] PERIOD
[1]
$ cat todo.txt
(A) pay rent due:2026-12-04 t:2026-11-29
call mom
bills due:2026-02-28
x 2026-11-01 done due:2026-11-01
bad due:2026-02-30
plan due:2026-12-04
# Chinese date words and periods.
$ todo postpone 1 明天; todo postpone 1 下週一
1 (A) pay rent due:2026-12-01 t:2026-11-26
TODO: 1 is now due 2026-12-01 (Tue); it was due 2026-12-04.
1 (A) pay rent due:2026-12-07 t:2026-12-02
TODO: 1 is now due 2026-12-07 (Mon); it was due 2026-12-01.
