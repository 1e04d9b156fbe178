# "Today" is the local calendar date: TZ decides it, around local midnight too.
# 2026-11-30 15:59:59 UTC is 23:59:59 in Taipei (CST-8); one second later it is December 1.
$ TZ=CST-8 TODO_TEST_TIME=1796054399 todo add "before midnight due:today t:tomorrow"
1 before midnight due:2026-11-30 t:2026-12-01
todo.txt：已新增第 1 項。
! todo：「due:today」已存為 2026-11-30（週一）。
! todo：「t:tomorrow」已存為 2026-12-01（週二）。
$ TZ=CST-8 TODO_TEST_TIME=1796054400 todo add "after midnight due:today t:tomorrow"
2 after midnight due:2026-12-01 t:2026-12-02
todo.txt：已新增第 2 項。
! todo：「due:today」已存為 2026-12-01（週二）。
! todo：「t:tomorrow」已存為 2026-12-02（週三）。
$ TZ=UTC TODO_TEST_TIME=1796054400 todo add "in UTC still November due:today"
3 in UTC still November due:2026-11-30
todo.txt：已新增第 3 項。
! todo：「due:today」已存為 2026-11-30（週一）。
$ TZ=PST8 TODO_TEST_TIME=1796054400 todo add "in California morning due:today"
4 in California morning due:2026-11-30
todo.txt：已新增第 4 項。
! todo：「due:today」已存為 2026-11-30（週一）。
# Completion dates and recurrence follow the same clock.
$ TZ=CST-8 TODO_TEST_TIME=1796054400 todo -a do 1
1 x 2026-12-01 before midnight due:2026-11-30 t:2026-12-01
todo：已將第 1 項標示為已完成。
$ TZ=UTC TODO_TEST_TIME=1796054400 todo -a do 2
2 x 2026-11-30 after midnight due:2026-12-01 t:2026-12-02
todo：已將第 2 項標示為已完成。
$ printf 'pay rent due:2026-12-31 rec:1m\n' > todo.txt
# New Year's Eve 23:30 UTC is already 2027 in Taipei.
$ TZ=CST-8 TODO_TEST_TIME=1798759800 todo -a do 1
1 x 2027-01-01 pay rent due:2026-12-31 rec:1m
todo：已將第 1 項標示為已完成。
2 2027-01-01 pay rent due:2027-02-01 rec:1m
todo：已依第 1 項的重複設定，新增下一次的待辦事項（第 2 項）。
$ TZ=UTC TODO_TEST_TIME=1798759800 todo due 1
--
todo：逾期 0 項，今天到期 0 項，明天到期 0 項。
# 2028-02-28 20:00 UTC: Feb 29 in Taipei (a leap year), still Feb 28 in UTC.
$ TZ=CST-8 TODO_TEST_TIME=1835380800 todo add "leap due:tomorrow"
3 leap due:2028-03-01
todo.txt：已新增第 3 項。
! todo：「due:tomorrow」已存為 2028-03-01（週三）。
$ TZ=UTC TODO_TEST_TIME=1835380800 todo add "not yet leap due:tomorrow"
4 not yet leap due:2028-02-29
todo.txt：已新增第 4 項。
! todo：「due:tomorrow」已存為 2028-02-29（週二）。
$ TZ=CST-8 TODO_TEST_TIME=1835380800 todo agenda
逾期
  2 [ ] 2027-02-01 週一  逾期 393 天  2027-01-01 pay rent due:2027-02-01 rec:1m

今天
  4 [ ] 2028-02-29 週二  今天         not yet leap due:2028-02-29

明天
  3 [ ] 2028-03-01 週三  明天         leap due:2028-03-01
