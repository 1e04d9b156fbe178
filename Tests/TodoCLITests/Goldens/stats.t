# stats (issue 34, item 8): open, overdue, done this week, done in each of the last 8 weeks
# (bars), and by project and context the open and done tasks and the time spent (spent:),
# from todo.txt and done.txt; TERMs filter. Today is Mon 2026-11-30.
$ printf '%s\n' '(A) call mom @phone due:2026-11-28' 'write report +work spent:5100' 'plan trip +travel @home' 'buy milk due:2026-11-30' 'x 2026-11-30 sent invoice +work spent:600' > todo.txt; printf '%s\n' 'x 2026-11-20 filed taxes +work' 'x 2026-11-18 called bank @phone' 'x 2026-10-12 fixed bike' 'x 2025-01-01 long ago' > done.txt
$ todo stats
Open:               4
Overdue:            1
Done this week:     1
Time spent:         1h 35m

Done per week (from the week of):
  2026-10-12  ███████████████ 1
  2026-10-19  0
  2026-10-26  0
  2026-11-02  0
  2026-11-09  0
  2026-11-16  ██████████████████████████████ 2
  2026-11-23  0
  2026-11-30  ███████████████ 1

Projects                  open    done  spent
  +travel                    1       0
  +work                      1       2  1h 35m
  (no project)               2       3

Contexts                  open    done  spent
  @home                      1       0
  @phone                     1       1
  (no context)               2       4  1h 35m
$ todo stats +work --or @phone
Open:               2
Overdue:            1
Done this week:     1
Time spent:         1h 35m

Done per week (from the week of):
  2026-10-12  0
  2026-10-19  0
  2026-10-26  0
  2026-11-02  0
  2026-11-09  0
  2026-11-16  ██████████████████████████████ 2
  2026-11-23  0
  2026-11-30  ███████████████ 1

Projects                  open    done  spent
  +work                      1       2  1h 35m
  (no project)               1       1

Contexts                  open    done  spent
  @phone                     1       1
  (no context)               1       2  1h 35m
$ TODOTXT_WEEK_START=sun todo stats --json
{"open":4,"overdue":1,"doneThisWeek":1,"spent":5700,"donePerWeek":[{"week":"2026-10-11","done":1},{"week":"2026-10-18","done":0},{"week":"2026-10-25","done":0},{"week":"2026-11-01","done":0},{"week":"2026-11-08","done":0},{"week":"2026-11-15","done":2},{"week":"2026-11-22","done":0},{"week":"2026-11-29","done":1}],"projects":[{"name":"travel","open":1,"done":0,"spent":0},{"name":"work","open":1,"done":2,"spent":5700},{"name":"","open":2,"done":3,"spent":0}],"contexts":[{"name":"home","open":1,"done":0,"spent":0},{"name":"phone","open":1,"done":1,"spent":0},{"name":"","open":2,"done":4,"spent":5700}]}
$ todo stats --sort due
! TODO: '--sort' is not an option here (--json, --or); to search for it, put it after --.
[1]
# A completion date after today is in no week; spent: sums stop at the limit.
$ printf '%s\n' 'x 2027-05-01 from the future' 'a spent:5000000000000000000' 'b spent:5000000000000000000' > todo.txt; : > done.txt; todo stats | sed -n 3,4p
Done this week:     0
Time spent:         2562047788015215h 30m
