# Today is Monday 2026-11-30 (TODO_TEST_TIME). Relative dates in due: and t: are written as dates.
$ todo add "pay rent due:tomorrow"
1 pay rent due:2026-12-01
TODO: 1 added.
! TODO: due:tomorrow is stored as 2026-12-01 (Tue).
$ todo add "gym t:+2d due:fri"
2 gym t:2026-12-02 due:2026-12-04
TODO: 2 added.
! TODO: t:+2d is stored as 2026-12-02 (Wed).
! TODO: due:fri is stored as 2026-12-04 (Fri).
$ todo add "call mom due:週三"
3 call mom due:2026-12-02
TODO: 3 added.
! TODO: due:週三 is stored as 2026-12-02 (Wed).
$ todo add "plan trip t:下週一 due:2週後"
4 plan trip t:2026-12-07 due:2026-12-14
TODO: 4 added.
! TODO: t:下週一 is stored as 2026-12-07 (Mon).
! TODO: due:2週後 is stored as 2026-12-14 (Mon).
$ todo add "renew 1個月後 due:1個月後 t:3天後"
5 renew 1個月後 due:2026-12-30 t:2026-12-03
TODO: 5 added.
! TODO: due:1個月後 is stored as 2026-12-30 (Wed).
! TODO: t:3天後 is stored as 2026-12-03 (Thu).
$ todo add "weekday never today due:mon"
6 weekday never today due:2026-12-07
TODO: 6 added.
! TODO: due:mon is stored as 2026-12-07 (Mon).
$ todo add "unknown due:someday"
7 unknown due:someday
TODO: 7 added.
! TODO: 'due:someday' is not a date todo understands; kept as typed. Dates can be written as 2026-12-25, 12/25, tomorrow, fri or 3d.
$ todo add "not a real day due:2023-02-29"
8 not a real day due:2023-02-29
TODO: 8 added.
! TODO: 'due:2023-02-29' is not a date todo understands; kept as typed. Dates can be written as 2026-12-25, 12/25, tomorrow, fri or 3d.
# Threshold: future t: tasks are hidden from ls (-x or --all shows them); h:1 too.
$ todo add "secret h:1"
9 secret h:1
TODO: 9 added.
$ todo ls
3 call mom due:2026-12-02
8 not a real day due:2023-02-29
1 pay rent due:2026-12-01
7 unknown due:someday
6 weekday never today due:2026-12-07
--
TODO: 5 of 9 tasks shown
! TODO: 4 more matching tasks hidden (start date ahead, or h:1); --all shows them.
$ todo -x ls | tail -n 2
--
TODO: 9 of 9 tasks shown
$ todo ls --all | tail -n 2
--
TODO: 9 of 9 tasks shown
# Recurrence: do adds the next one on a new line; undo removes it while it is untouched.
$ printf '%s\n' '(A) pay rent due:2026-01-31 rec:+1m' 'water plants rec:3d' 'gym t:2026-11-28 due:2026-11-30 rec:1w' 'bills due:2026-12-05 rec:2b' > todo.txt
$ todo -a do 1 2 3 4
1 x 2026-11-30 pay rent due:2026-01-31 rec:+1m
TODO: 1 marked as done.
5 (A) 2026-11-30 pay rent due:2026-02-28 rec:+1m
TODO: 1 is done; its next occurrence was added as 5.
2 x 2026-11-30 water plants rec:3d
TODO: 2 marked as done.
6 2026-11-30 water plants rec:3d due:2026-12-03
TODO: 2 is done; its next occurrence was added as 6.
3 x 2026-11-30 gym t:2026-11-28 due:2026-11-30 rec:1w
TODO: 3 marked as done.
7 2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w
TODO: 3 is done; its next occurrence was added as 7.
4 x 2026-11-30 bills due:2026-12-05 rec:2b
TODO: 4 marked as done.
8 2026-11-30 bills due:2026-12-02 rec:2b
TODO: 4 is done; its next occurrence was added as 8.
$ todo undo 2
2 water plants rec:3d
TODO: 2 marked as not done.
TODO: Removed 6, the unchanged next occurrence of 2.
$ todo append 7 "(moved to the evening)"; todo undo 3
7 2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w (moved to the evening)
3 gym t:2026-11-28 due:2026-11-30 rec:1w
TODO: 3 marked as not done.
! TODO: The next occurrence made from 3 has changed since; check for a duplicate.
$ cat todo.txt
x 2026-11-30 pay rent due:2026-01-31 rec:+1m
water plants rec:3d
gym t:2026-11-28 due:2026-11-30 rec:1w
x 2026-11-30 bills due:2026-12-05 rec:2b
(A) 2026-11-30 pay rent due:2026-02-28 rec:+1m

2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w (moved to the evening)
2026-11-30 bills due:2026-12-02 rec:2b
# due: overdue, today, the next N days, and invalid due dates flagged, never corrected.
$ printf '%s\n' 'Buy a gift due:tomorrow' 'Pay rent due:2023-02-30' 'File taxes due:2023-13-01' 'Call home due:' 'Book dentist due:2023-04-05' 'Renew visa due:2023-4-5' '(A) call mom due:2026-11-30' 'x 2026-11-29 done due:2026-11-30' 'report due:2026-12-03' 'later due:2027-01-10' > todo.txt
$ todo due
Overdue:
05 Book dentist due:2023-04-05 (1335 days overdue)
Due today:
07 (A) call mom due:2026-11-30
Due in the next 7 days:
09 report due:2026-12-03 (in 3 days)
Invalid due dates (not YYYY-MM-DD or not a real day):
01 Buy a gift due:tomorrow
02 Pay rent due:2023-02-30
03 File taxes due:2023-13-01
04 Call home due:
06 Renew visa due:2023-4-5
--
TODO: 1 overdue, 1 due today, 1 due within 7 days.
$ todo due 60 | tail -n 3
06 Renew visa due:2023-4-5
--
TODO: 1 overdue, 1 due today, 2 due within 60 days.
$ todo due 1 | tail -n 1
TODO: 1 overdue, 1 due today, 0 due tomorrow.
$ todo due 99999
! usage: todo due [DAYS] [TERM...] [--all] [--json]
[1]
# Overdue due: in red, due today in bold, on a terminal or with -c.
$ todo -c ls due | cat -v | head -n 3
^[[1;33m07 (A) call mom ^[[1mdue:2026-11-30^[[0m^[[1;33m^[[0m
05 Book dentist ^[[0;31mdue:2023-04-05^[[0m
01 Buy a gift due:tomorrow
# The agenda, aligned by display width.
$ printf '%s\n' 'Book dentist due:2026-11-20' '(A) 2026-11-01 call mom due:2026-11-30' '買菜 @超市 due:2026-12-01' 'report +work due:2026-12-03' 'later due:2027-01-10' 'no date 🚲' 'hidden t:2027-01-01 due:2027-01-02' > todo.txt
$ todo agenda
Overdue
  1 [ ] 2026-11-20 Fri  10 days overdue  Book dentist due:2026-11-20

Today
  2 [ ] 2026-11-30 Mon  today            (A) 2026-11-01 call mom due:2026-11-30

Tomorrow
  3 [ ] 2026-12-01 Tue  tomorrow         買菜 @超市 due:2026-12-01

This week
  4 [ ] 2026-12-03 Thu  in 3 days        report +work due:2026-12-03

Later
  5 [ ] 2027-01-10 Sun  in 41 days       later due:2027-01-10

No due date
  6 [ ]                                  no date 🚲
$ rm todo.txt; todo agenda
No tasks yet. Add one with: todo add "buy milk"
# ls --sort.
$ printf '%s\n' '(B) 2026-01-05 b due:2026-12-10' '(A) 2026-03-01 a' 'x 2026-11-01 2026-02-01 done' '2026-02-10 c due:2026-12-01 +zeta' 'd +alpha' > todo.txt
$ todo ls --sort due
4 2026-02-10 c due:2026-12-01 +zeta
1 (B) 2026-01-05 b due:2026-12-10
2 (A) 2026-03-01 a
3 x 2026-11-01 2026-02-01 done
5 d +alpha
--
TODO: 5 of 5 tasks shown
$ todo ls --sort -created,priority | head -n 5
2 (A) 2026-03-01 a
4 2026-02-10 c due:2026-12-01 +zeta
3 x 2026-11-01 2026-02-01 done
1 (B) 2026-01-05 b due:2026-12-10
5 d +alpha
$ todo ls --sort=project | head -n 2
5 d +alpha
4 2026-02-10 c due:2026-12-01 +zeta
$ todo ls --sort nope
! TODO: 'nope' is not a sort key; use priority, due, threshold, created, completed, text, project, context or line (file order, also file) (a leading - reverses).
[1]
# iCalendar export: VTODOs with DUE, PRIORITY, CATEGORIES, a stable UID, CRLF lines.
$ printf '%s\n' '(A) 2026-11-01 call mom +family @phone due:2026-12-01' 'no due date' 'x 2026-11-01 done due:2026-12-01' 'report, draft; final due:2026-12-03 rec:1w' > todo.txt
$ todo export --ics | tr -d '\r'
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//todo//todo.txt 0.1.0//EN
CALSCALE:GREGORIAN
BEGIN:VTODO
UID:f6490a18fdae9c89652ad6e455a97b3a-20261101@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:call mom +family @phone
DUE;VALUE=DATE:20261201
PRIORITY:1
CATEGORIES:+family,@phone
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:call mom +family @phone
TRIGGER;VALUE=DATE-TIME:20261201T090000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:273a6063d3fcfe0ba4d2a61201890c5e@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:report\, draft\; final
DUE;VALUE=DATE:20261203
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:report\, draft\; final
TRIGGER;VALUE=DATE-TIME:20261203T090000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:dc51fb6761fd6e915ad783fe3767c264@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:done
DUE;VALUE=DATE:20261201
STATUS:COMPLETED
COMPLETED:20261101T000000Z
PERCENT-COMPLETE:100
END:VTODO
END:VCALENDAR
$ todo export --ics | grep -c $'\r$'
40
$ todo export
! usage: todo export --ics
[1]
# undo after the auto-archive brings the task back from done.txt.
$ printf 'one\n' > todo.txt; todo do 1 >/dev/null; todo undo 1
1 one
TODO: 1 is back from done.txt and marked as not done.
# A second due: is appended as typed, with a warning: the first one counts.
$ printf 'call due:2026-12-20\n' > todo.txt; todo append 1 due:tomorrow
1 call due:2026-12-20 due:2026-12-01
! TODO: due:tomorrow is stored as 2026-12-01 (Tue).
! TODO: 1 now has two due: tags and the first one counts; use replace to change it.
# The agenda flags a due: that is not a real day, as due does.
$ printf '%s\n' 'ok due:2026-12-01' 'bad due:2026-02-30' 'empty due:' 'none' > todo.txt; todo agenda
Tomorrow
  1 [ ] 2026-12-01 Tue  tomorrow  ok due:2026-12-01

No due date
  4 [ ]                           none

Invalid due date
  2 [ ]                           bad due:2026-02-30
  3 [ ]                           empty due:
# Numbers are the lines the user saw, not the repeat this command would add: 3 is no task,
# so nothing changes.
$ printf 'stretch rec:3d\nb\n' > todo.txt; todo -a do 1 3; cat todo.txt
stretch rec:3d
b
! TODO: No task 3.
# A rec: that cannot make a next date says so; an invalid due: is never rewritten by a repeat.
$ printf '%s\n' 'bad rec:0d' 'odd rec:1x' 'invalid due:2023-02-30 rec:1w' > todo.txt; todo -a do 1 2 3 >/dev/null; cat todo.txt
x 2026-11-30 bad rec:0d
x 2026-11-30 odd rec:1x
x 2026-11-30 invalid due:2023-02-30 rec:1w
! TODO: 1 has rec:0d but no next date can be made from it (a rec: of the form [+]N followed by d, b, w, m or y, such as rec:1w, and a real due: date); it does not repeat.
! TODO: 2 has rec:1x but no next date can be made from it (a rec: of the form [+]N followed by d, b, w, m or y, such as rec:1w, and a real due: date); it does not repeat.
! TODO: 3 has rec:1w but no next date can be made from it (a rec: of the form [+]N followed by d, b, w, m or y, such as rec:1w, and a real due: date); it does not repeat.
# undo removes a repeat only when exactly one line is it.
$ printf '%s\n' 'stretch rec:3d' '2026-11-30 stretch rec:3d due:2026-12-03' > todo.txt; todo -a do 1 >/dev/null; todo undo 1; cat todo.txt
1 stretch rec:3d
TODO: 1 marked as not done.
stretch rec:3d
2026-11-30 stretch rec:3d due:2026-12-03
2026-11-30 stretch rec:3d due:2026-12-03
! TODO: More than one line looks like the next occurrence made from 1; none was removed.
# Hidden tasks stay hidden in due and agenda too (-x shows them).
$ printf '%s\n' 'secret h:1 due:2026-11-29' 'later t:2026-12-24 due:2026-12-01' > todo.txt; todo due; todo agenda; todo -x due | head -n 2
--
TODO: 0 overdue, 0 due today, 0 due within 7 days.
Overdue:
1 secret h:1 due:2026-11-29 (yesterday, 1 day overdue)
! TODO: 2 more matching tasks hidden (start date ahead, or h:1); --all shows them.
! TODO: 2 more matching tasks hidden (start date ahead, or h:1); --all shows them.
# Only the due: that counts is coloured, and not on a done task.
$ printf '%s\n' 'two due:2026-12-25 due:2026-11-01' 'x 2026-11-01 done due:2026-11-01' > todo.txt; todo -c ls | cat -v
1 two due:2026-12-25 due:2026-11-01
^[[0;37m2 x 2026-11-01 done due:2026-11-01^[[0m
--
TODO: 2 of 2 tasks shown
# Identical tasks with due dates get distinct UIDs.
$ printf '%s\n' 'call mom due:2026-12-01' 'call mom due:2026-12-08' > todo.txt; todo export --ics | grep UID | tr -d '\r'
UID:fbe1a285b8a652feab00070ba8bb4d7b@todo.txt
UID:fbe1a285b8a652feab00070ba8bb4d7b-2@todo.txt
# The last day a date can be, and a TODO_TEST_TIME that is not one.
$ printf 'end due:9999-12-31\n' > todo.txt; TODO_TEST_TIME=253402257600 todo agenda
Today
  1 [ ] 9999-12-31 Fri  today  end due:9999-12-31
$ TODO_TEST_TIME=abc todo ls
! TODO: TODO_TEST_TIME must be whole seconds since 1970 giving a date in the years 1-9999 (it is now "abc").
[1]
$ TODO_TEST_TIME=253402300800 todo ls
! TODO: TODO_TEST_TIME must be whole seconds since 1970 giving a date in the years 1-9999 (it is now "253402300800").
[1]
