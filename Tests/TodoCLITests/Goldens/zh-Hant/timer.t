# Time tracking (issue 34, item 7), in ttdl's tags: start sets tmr:SECONDS, stop adds the time
# since then to spent: (seconds) and sets tmr:off; ls --sort spent orders by it; show says it.
# The clock is TODO_TEST_TIME (here 2026-11-30 12:00 UTC, then 85 minutes later).
$ printf '%s\n' 'write report +work' 'x 2026-11-01 filed taxes' 'read a book' 'plan trip spent:600' > todo.txt
$ todo start 1
1 write report +work tmr:1796040000
todo：第 1 項開始計時（目前共花了 0 秒）。
$ TODO_TEST_TIME=1796045100 todo show 1 | grep Spent
[1]
$ TODO_TEST_TIME=1796045100 todo stop
1 write report +work tmr:off spent:5100
todo：第 1 項停止計時，這次花了 1 小時 25 分鐘，共花了 1 小時 25 分鐘。
$ TODO_TEST_TIME=1796045200 todo start 1 >/dev/null; TODO_TEST_TIME=1796045230 todo stop 1
1 write report +work tmr:off spent:5130
todo：第 1 項停止計時，這次花了 30 秒，共花了 1 小時 25 分鐘。
$ todo ls --sort -spent
1 write report +work tmr:off spent:5130
4 plan trip spent:600
2 x 2026-11-01 filed taxes
3 read a book
--
todo.txt：顯示 4 項，共 4 項
# Refused, nothing changed: a done task, no timer running.
$ todo start 2
! todo：第 2 項已經完成，start 只能替未完成的事項計時；沒有任何變更。
[1]
$ todo stop 3
! todo：第 3 項沒有在計時；沒有任何變更。
[1]
$ todo stop
! todo：目前沒有事項在計時；沒有任何變更。
[1]
# Two timers stopped at once: one revert step.
$ todo start 3 >/dev/null; todo start 4 >/dev/null; TODO_TEST_TIME=1796040120 todo stop
3 read a book tmr:off spent:120
todo：第 3 項停止計時，這次花了 2 分鐘，共花了 2 分鐘。
4 plan trip spent:720 tmr:off
todo：第 4 項停止計時，這次花了 2 分鐘，共花了 12 分鐘。
$ todo revert >/dev/null; cat todo.txt
write report +work tmr:off spent:5130
x 2026-11-01 filed taxes
read a book tmr:1796040000
plan trip spent:600 tmr:1796040000
# A time todo cannot read is not overwritten; a spent: at the limit stays there (no overflow).
$ printf '%s\n' 'pter task spent:1h30m' 'huge spent:9223372036854775807' > todo.txt
$ todo start 1
! todo：第 1 項的 spent:1h30m 不是 start 與 stop 使用的秒數格式，請先修正或刪除；沒有任何變更。
[1]
$ todo start 2 >/dev/null; TODO_TEST_TIME=1796040060 todo stop 2
2 huge spent:9223372036854775807 tmr:off
todo：第 2 項停止計時，這次花了 1 分鐘，共花了 2562047788015215 小時 30 分鐘。
$ cat todo.txt
pter task spent:1h30m
huge spent:9223372036854775807 tmr:off
# Done while its timer runs: the timer stops, its time is kept; a repeat starts afresh.
$ printf '%s\n' 'water plants due:2026-11-30 rec:1w' > todo.txt; todo start 1 >/dev/null; TODO_TEST_TIME=1796040600 todo do 1 >/dev/null; cat todo.txt done.txt

2026-11-30 water plants due:2026-12-07 rec:1w
x 2026-11-30 water plants due:2026-11-30 rec:1w tmr:off spent:600
