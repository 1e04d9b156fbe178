# agenda and due take ls's filter terms (-TERM excludes, --all shows hidden tasks) and --json
# (issue 15).
$ printf '%s\n' '(A) call mom @phone due:2026-11-29' 'report +work due:2026-11-30' 'plan +work @phone due:2026-12-03' 'later +work t:2026-12-20 due:2026-12-24' 'no date +work' > todo.txt
$ todo agenda +work
Today
  2 [ ] 2026-11-30 Mon  today      report +work due:2026-11-30

This week
  3 [ ] 2026-12-03 Thu  in 3 days  plan +work @phone due:2026-12-03

No due date
  5 [ ]                            no date +work
$ todo agenda +work -@phone --all
Today
  2 [ ] 2026-11-30 Mon  today       report +work due:2026-11-30

Later
  4 [ ] 2026-12-24 Thu  in 24 days  later +work t:2026-12-20 due:2026-12-24

No due date
  5 [ ]                             no date +work
$ todo due 7 @phone
Overdue:
1 (A) call mom @phone due:2026-11-29 (yesterday, 1 day overdue)
Due in the next 7 days:
3 plan +work @phone due:2026-12-03 (in 3 days)
--
TODO: 1 overdue, 0 due today, 1 due within 7 days.
$ todo due +work
Due today:
2 report +work due:2026-11-30
Due in the next 7 days:
3 plan +work @phone due:2026-12-03 (in 3 days)
--
TODO: 0 overdue, 1 due today, 1 due within 7 days.
! TODO: 1 more matching task hidden (start date ahead, or h:1); --all shows it.
$ todo due 1 --json @phone
{"line":1,"text":"(A) call mom @phone due:2026-11-29","validUTF8":true,"done":false,"completed":null,"priority":"A","created":null,"subject":"call mom @phone due:2026-11-29","projects":[],"contexts":["phone"],"tags":[{"key":"due","value":"2026-11-29"}],"due":"2026-11-29","threshold":null,"recurrence":null,"hidden":false,"note":null,"section":"overdue"}
$ todo agenda --json 'mom\|no'
{"line":1,"text":"(A) call mom @phone due:2026-11-29","validUTF8":true,"done":false,"completed":null,"priority":"A","created":null,"subject":"call mom @phone due:2026-11-29","projects":[],"contexts":["phone"],"tags":[{"key":"due","value":"2026-11-29"}],"due":"2026-11-29","threshold":null,"recurrence":null,"hidden":false,"note":null,"section":"overdue"}
{"line":5,"text":"no date +work","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"no date +work","projects":["work"],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null,"section":"none"}
$ todo agenda nothing-matches
$ todo agenda '\('
! TODO: '\(' is not a valid search pattern: Unmatched ( or \(. Correct it and try again (in a search, . [ ] * ^ $ and \ are special characters).
[1]
$ todo due 3 --sort due
! usage: todo due [DAYS] [TERM...] [--all] [--json]
[1]
$ todo agenda --sort due
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
[1]
