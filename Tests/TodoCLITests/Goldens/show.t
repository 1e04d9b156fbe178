# show N: the detail view (today is Mon 2026-11-30).
$ printf '%s\n' '(A) 2026-11-20 buy milk due:2026-12-01 +購物 @store id:7' 'x 2026-11-29 2026-11-28 filed taxes pri:B' 'water plants due:2026-11-27 rec:1w t:2026-11-25 @home' 'pay rent due:2026-12-02 rec:+1m' 'later t:2026-12-24 rec:3b' 'odd due:2026-02-30 rec:0x' > todo.txt
$ todo show 1
1 (A) 2026-11-20 buy milk due:2026-12-01 +購物 @store id:7
  Status:     open
  Priority:   A
  Projects:   +購物
  Contexts:   @store
  Tags:       id:7
  Created:    2026-11-20 (Fri), 10 days ago
  Due:        2026-12-01 (Tue), tomorrow
$ todo show 2
2 x 2026-11-29 2026-11-28 filed taxes pri:B
  Status:     done
  Priority:   B
  Tags:       pri:B
  Created:    2026-11-28 (Sat), 2 days ago
  Completed:  2026-11-29 (Sun), yesterday
$ todo show 3
3 water plants due:2026-11-27 rec:1w t:2026-11-25 @home
  Status:     open
  Contexts:   @home
  Due:        2026-11-27 (Fri), 3 days overdue
  Starts:     2026-11-25 (Wed), 5 days ago
  Repeats:    every week, counted from completion
$ todo show 4
4 pay rent due:2026-12-02 rec:+1m
  Status:     open
  Due:        2026-12-02 (Wed), in 2 days
  Repeats:    every month, counted from the due date (strict)
$ todo show 5
5 later t:2026-12-24 rec:3b
  Status:     open, hidden from lists until its start date
  Starts:     2026-12-24 (Thu), in 24 days
  Repeats:    every 3 business days, counted from completion
$ todo show 6
6 odd due:2026-02-30 rec:0x
  Status:     open
  Due:        2026-02-30 (not a real date)
  Repeats:    0x (not a repeat todo understands)
# An overdue due date is red on a terminal (-c stands in for one here).
$ todo -c show 3 | cat -v
3 water plants due:2026-11-27 rec:1w t:2026-11-25 @home
  Status:     open
  Contexts:   @home
  Due:        ^[[0;31m2026-11-27 (Fri), 3 days overdue^[[0m
  Starts:     2026-11-25 (Wed), 5 days ago
  Repeats:    every week, counted from completion
$ todo show 1 --json
{"line":1,"text":"(A) 2026-11-20 buy milk due:2026-12-01 +購物 @store id:7","validUTF8":true,"done":false,"completed":null,"priority":"A","created":"2026-11-20","subject":"buy milk due:2026-12-01 +購物 @store id:7","projects":["購物"],"contexts":["store"],"tags":[{"key":"due","value":"2026-12-01"},{"key":"id","value":"7"}],"due":"2026-12-01","threshold":null,"recurrence":null,"hidden":false,"note":null,"noteText":null}
$ todo show 9
! TODO: No task 9.
[1]
$ todo show
! usage: todo show NR [--json]
[1]
$ todo show x
! usage: todo show NR [--json]
[1]
