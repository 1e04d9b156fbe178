# Dependencies (issue 34, item 6), in topydo's convention: `dep N M` (N waits for M) gives N an
# id: (a new number: none that todo.txt or done.txt holds as an id: or p:) and M a p: with it.
# A task waiting for an open task is left out of ls, agenda and due, counted on standard
# error; --blocked, --all, -x or TODOTXT_HIDE_BLOCKED=0 shows it; done, it comes back.
$ printf '%s\n' 'paint the walls @home due:2026-12-05' 'buy paint +reno' 'tape the windows +reno' 'call mom' > todo.txt; printf '%s\n' 'x 2026-11-01 old task id:1 p:3' > done.txt
$ todo dep 1 2
1 paint the walls @home due:2026-12-05 id:2
2 buy paint +reno p:2
TODO: 1 now waits for 2.
$ todo dep add 1 3
1 paint the walls @home due:2026-12-05 id:2
3 tape the windows +reno p:2
TODO: 1 now waits for 3.
$ todo ls
2 buy paint +reno p:2
4 call mom
3 tape the windows +reno p:2
--
TODO: 3 of 4 tasks shown
! TODO: 1 more matching task waits for another task (dep); --blocked shows it.
# The general listing (sort keys, JSON, colour) leaves it out too.
$ todo ls --sort line --json
{"line":2,"text":"buy paint +reno p:2","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"buy paint +reno p:2","projects":["reno"],"contexts":[],"tags":[{"key":"p","value":"2"}],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
{"line":3,"text":"tape the windows +reno p:2","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"tape the windows +reno p:2","projects":["reno"],"contexts":[],"tags":[{"key":"p","value":"2"}],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
{"line":4,"text":"call mom","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"call mom","projects":[],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
$ todo ls --blocked @home
1 paint the walls @home due:2026-12-05 id:2
--
TODO: 1 of 4 tasks shown
$ TODOTXT_HIDE_BLOCKED=0 todo ls paint
2 buy paint +reno p:2
1 paint the walls @home due:2026-12-05 id:2
--
TODO: 2 of 4 tasks shown
$ todo agenda 2>&1 >/dev/null
TODO: 1 more matching task waits for another task (dep); --blocked shows it.
$ todo agenda
No due date
  2 [ ]                   buy paint +reno p:2
  3 [ ]                   tape the windows +reno p:2
  4 [ ]                   call mom
! TODO: 1 more matching task waits for another task (dep); --blocked shows it.
$ todo -x agenda @home
This week
  1 [ ] 2026-12-05 Sat  in 5 days  paint the walls @home due:2026-12-05 id:2
$ todo due
--
TODO: 0 overdue, 0 due today, 0 due within 7 days.
! TODO: 1 more matching task waits for another task (dep); --blocked shows it.
# remind still reminds of a waiting task that is due (ls leaves it out that day too).
$ TODO_TEST_TIME=1796472000 TODOTXT_NOTIFY_COMMAND= todo remind
1 paint the walls @home due:2026-12-05 id:2 (today)
$ todo dep ls 1
Task 1 waits for:
2 buy paint +reno p:2
3 tape the windows +reno p:2
$ todo dep ls 3
Waiting for task 3:
1 paint the walls @home due:2026-12-05 id:2
$ todo dep ls 4
TODO: Task 4 waits for no task, and no task waits for it.
$ todo show 1 | grep -v Tags
1 paint the walls @home due:2026-12-05 id:2
  Status:     open
  Contexts:   @home
  Waits for:  2 buy paint +reno p:2, 3 tape the windows +reno p:2
  Due:        2026-12-05 (Sat), in 5 days
# Refused, nothing changed: a circle, itself, a done task, a wait that is not there.
$ todo dep 2 1
! TODO: Task 1 already waits for task 2 (directly or through others); 2 waiting for it would leave both waiting forever. Nothing changed.
[1]
$ todo dep 4 4
! TODO: A task cannot wait for itself (4). Nothing changed.
[1]
$ todo dep rm 4 1
! TODO: Task 4 does not wait for task 1. Nothing changed.
[1]
$ todo dep 1
! usage: todo dep [add] NR NR | dep rm NR NR | dep ls NR
[1]
$ todo dep 1 2
TODO: Task 1 already waits for task 2.
# An id two tasks share would make both wait: refused.
$ cp todo.txt saved.txt; printf '%s\n' 'twin id:2' >> todo.txt; todo dep 1 4
! TODO: Task 5 has the same id: as task 1, so it would wait too; give one of them another id first. Nothing changed.
[1]
$ cp saved.txt todo.txt
# Done one by one: the waiting task comes back when the last is done (archived, p: kept).
$ todo do 2 >/dev/null; todo ls @home
--
TODO: 0 of 3 tasks shown
! TODO: 1 more matching task waits for another task (dep); --blocked shows it.
$ todo do 3 >/dev/null; todo ls @home
1 paint the walls @home due:2026-12-05 id:2
--
TODO: 1 of 2 tasks shown
$ cat done.txt
x 2026-11-01 old task id:1 p:3
x 2026-11-30 buy paint +reno p:2
x 2026-11-30 tape the windows +reno p:2
# A new id is none done.txt holds either; rm takes the p: out, and the id: when no task
# names it any more; one revert step each.
$ todo dep 4 1
4 call mom id:4
1 paint the walls @home due:2026-12-05 id:2 p:4
TODO: 4 now waits for 1.
$ todo dep rm 4 1
4 call mom
1 paint the walls @home due:2026-12-05 id:2
TODO: 4 no longer waits for 1.
$ todo revert >/dev/null; cat todo.txt
paint the walls @home due:2026-12-05 id:2 p:4


call mom id:4
