# Time tracking (issue 34, item 7), in ttdl's tags: start sets tmr:SECONDS, stop adds the time
# since then to spent: (seconds) and sets tmr:off; ls --sort spent orders by it; show says it.
# The clock is TODO_TEST_TIME (here 2026-11-30 12:00 UTC, then 85 minutes later).
$ printf '%s\n' 'write report +work' 'x 2026-11-01 filed taxes' 'read a book' 'plan trip spent:600' > todo.txt
$ todo start 1
1 write report +work tmr:1796040000
TODO: 1 timer started (0s spent so far).
$ TODO_TEST_TIME=1796045100 todo show 1 | grep Spent
  Spent:      0s, and 1h 25m on the running timer
$ TODO_TEST_TIME=1796045100 todo stop
1 write report +work tmr:off spent:5100
TODO: 1 timer stopped: 1h 25m this time, 1h 25m in all.
$ TODO_TEST_TIME=1796045200 todo start 1 >/dev/null; TODO_TEST_TIME=1796045230 todo stop 1
1 write report +work tmr:off spent:5130
TODO: 1 timer stopped: 30s this time, 1h 25m in all.
$ todo ls --sort -spent
1 write report +work tmr:off spent:5130
4 plan trip spent:600
2 x 2026-11-01 filed taxes
3 read a book
--
TODO: 4 of 4 tasks shown
# Refused, nothing changed: a done task, no timer running.
$ todo start 2
! TODO: Task 2 is done; start times open tasks. Nothing changed.
[1]
$ todo stop 3
! TODO: Task 3 has no timer running. Nothing changed.
[1]
$ todo stop
! TODO: No timer is running. Nothing changed.
[1]
# Two timers stopped at once: one revert step.
$ todo start 3 >/dev/null; todo start 4 >/dev/null; TODO_TEST_TIME=1796040120 todo stop
3 read a book tmr:off spent:120
TODO: 3 timer stopped: 2m this time, 2m in all.
4 plan trip spent:720 tmr:off
TODO: 4 timer stopped: 2m this time, 12m in all.
$ todo revert >/dev/null; cat todo.txt
write report +work tmr:off spent:5130
x 2026-11-01 filed taxes
read a book tmr:1796040000
plan trip spent:600 tmr:1796040000
# A time todo cannot read is not overwritten; a spent: at the limit stays there (no overflow).
$ printf '%s\n' 'pter task spent:1h30m' 'huge spent:9223372036854775807' > todo.txt
$ todo start 1
! TODO: Task 1 has spent:1h30m, which is not in seconds as start and stop keep it; fix or remove it first. Nothing changed.
[1]
$ todo start 2 >/dev/null; TODO_TEST_TIME=1796040060 todo stop 2
2 huge spent:9223372036854775807 tmr:off
TODO: 2 timer stopped: 1m this time, 2562047788015215h 30m in all.
$ cat todo.txt
pter task spent:1h30m
huge spent:9223372036854775807 tmr:off
# Done while its timer runs: the timer stops, its time is kept; a repeat starts afresh.
$ printf '%s\n' 'water plants due:2026-11-30 rec:1w' > todo.txt; todo start 1 >/dev/null; TODO_TEST_TIME=1796040600 todo do 1 >/dev/null; cat todo.txt done.txt

2026-11-30 water plants due:2026-12-07 rec:1w
x 2026-11-30 water plants due:2026-11-30 rec:1w tmr:off spent:600
