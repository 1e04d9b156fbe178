# postpone (issue 34, item 4): due: moves by a period counted from it, or to a date or date
# word counted from today; t: moves by as many days; one revert step; a task without a real
# due date, a done task or a bad period changes nothing.
$ printf '%s\n' '(A) pay rent due:2026-11-30 t:2026-11-25' 'call mom' 'bills due:2026-01-31' 'x 2026-11-01 done due:2026-11-01' 'bad due:2026-02-30' 'plan due:2026-12-04' > todo.txt
$ todo postpone 1 1w
1 (A) pay rent due:2026-12-07 t:2026-12-02
todo：第 1 項改為 2026-12-07（週一）到期，原本是 2026-11-30。
$ todo postpone 3 1m
3 bills due:2026-02-28
todo：第 3 項改為 2026-02-28（週六）到期，原本是 2026-01-31。
$ todo postpone 6 3b
6 plan due:2026-12-09
todo：第 6 項改為 2026-12-09（週三）到期，原本是 2026-12-04。
$ todo postpone 1 6 fri
1 (A) pay rent due:2026-12-04 t:2026-11-29
todo：第 1 項改為 2026-12-04（週五）到期，原本是 2026-12-07。
6 plan due:2026-12-04
todo：第 6 項改為 2026-12-04（週五）到期，原本是 2026-12-09。
$ todo postpone 3 2026-12-25
3 bills due:2026-12-25
todo：第 3 項改為 2026-12-25（週五）到期，原本是 2026-02-28。
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
! todo：第 2 項沒有到期日（due:），無法延後；沒有任何變更。
[1]
$ todo postpone 4 1d
! todo：第 4 項已經完成，不必延後；沒有任何變更。
[1]
$ todo postpone 5 1d
! todo：第 5 項的 due:2026-02-30 不是有效的日期，todo 不會改寫它；沒有任何變更。
[1]
$ todo postpone 1 soon
! todo：看不懂「soon」。請用期間（1d、2w、1m、3b、1y）、日期或日期詞（明天、週五、12/25）；沒有任何變更。
[1]
$ todo postpone 9 1d
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo postpone 1
! 用法：todo postpone 編號 [編號 ...] 期間
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
todo：第 1 項改為 2026-12-01（週二）到期，原本是 2026-12-04。
1 (A) pay rent due:2026-12-07 t:2026-12-02
todo：第 1 項改為 2026-12-07（週一）到期，原本是 2026-12-01。
