# "Today" is the local calendar date: TZ decides it, around local midnight too.
# 2026-11-30 15:59:59 UTC is 23:59:59 in Taipei (CST-8); one second later it is December 1.
$ TZ=CST-8 TODO_TEST_TIME=1796054399 todo add "before midnight due:today t:tomorrow"
1 before midnight due:2026-11-30 t:2026-12-01
TODO: 1 added.
! TODO: due:today is stored as 2026-11-30 (Mon).
! TODO: t:tomorrow is stored as 2026-12-01 (Tue).
$ TZ=CST-8 TODO_TEST_TIME=1796054400 todo add "after midnight due:today t:tomorrow"
2 after midnight due:2026-12-01 t:2026-12-02
TODO: 2 added.
! TODO: due:today is stored as 2026-12-01 (Tue).
! TODO: t:tomorrow is stored as 2026-12-02 (Wed).
$ TZ=UTC TODO_TEST_TIME=1796054400 todo add "in UTC still November due:today"
3 in UTC still November due:2026-11-30
TODO: 3 added.
! TODO: due:today is stored as 2026-11-30 (Mon).
$ TZ=PST8 TODO_TEST_TIME=1796054400 todo add "in California morning due:today"
4 in California morning due:2026-11-30
TODO: 4 added.
! TODO: due:today is stored as 2026-11-30 (Mon).
# Completion dates and recurrence follow the same clock.
$ TZ=CST-8 TODO_TEST_TIME=1796054400 todo -a do 1
1 x 2026-12-01 before midnight due:2026-11-30 t:2026-12-01
TODO: 1 marked as done.
$ TZ=UTC TODO_TEST_TIME=1796054400 todo -a do 2
2 x 2026-11-30 after midnight due:2026-12-01 t:2026-12-02
TODO: 2 marked as done.
$ printf 'pay rent due:2026-12-31 rec:1m\n' > todo.txt
# New Year's Eve 23:30 UTC is already 2027 in Taipei.
$ TZ=CST-8 TODO_TEST_TIME=1798759800 todo -a do 1
1 x 2027-01-01 pay rent due:2026-12-31 rec:1m
TODO: 1 marked as done.
2 2027-01-01 pay rent due:2027-02-01 rec:1m
TODO: 1 is done; its next occurrence was added as 2.
$ TZ=UTC TODO_TEST_TIME=1798759800 todo due 1
--
TODO: 0 overdue, 0 due today, 0 due tomorrow.
# 2028-02-28 20:00 UTC: Feb 29 in Taipei (a leap year), still Feb 28 in UTC.
$ TZ=CST-8 TODO_TEST_TIME=1835380800 todo add "leap due:tomorrow"
3 leap due:2028-03-01
TODO: 3 added.
! TODO: due:tomorrow is stored as 2028-03-01 (Wed).
$ TZ=UTC TODO_TEST_TIME=1835380800 todo add "not yet leap due:tomorrow"
4 not yet leap due:2028-02-29
TODO: 4 added.
! TODO: due:tomorrow is stored as 2028-02-29 (Tue).
$ TZ=CST-8 TODO_TEST_TIME=1835380800 todo agenda
Overdue
  2 [ ] 2027-02-01 Mon  393 days overdue  2027-01-01 pay rent due:2027-02-01 rec:1m

Today
  4 [ ] 2028-02-29 Tue  today             not yet leap due:2028-02-29

Tomorrow
  3 [ ] 2028-03-01 Wed  tomorrow          leap due:2028-03-01
