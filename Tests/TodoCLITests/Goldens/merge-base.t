# merge-conflicts with a version todo kept from before the copy as its guess of the common ancestor
# (no sync record proves one): nothing is removed, reopened or overwritten on the guess, all named.
$ printf 'call mom\nbuy milk\nwater plants\npay rent\nfix bike\n' > todo.txt; printf 'x 2026-11-01 old\n' > done.txt
# `pri` rewrites todo.txt: the version before it is kept (the base); then an editor changes pay rent.
$ todo pri 1 A >/dev/null; sed -i 's/^pay rent$/pay rent by friday/' todo.txt
# The phone, from the base: buy milk done, fix bike deleted, pay rent changed otherwise, a new task.
$ printf 'call mom\nx 2026-11-30 buy milk\nwater plants\npay rent due:2026-12-01\nnew from the phone\n' > todo.sync-conflict-20991130-101010-ABCDEF7.txt
# (The copy's content was written then too: a sync client keeps its modification time.)
$ touch -d '2099-11-30 10:10:10' todo.sync-conflict-20991130-101010-ABCDEF7.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|; s/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}/TIME/'
Merging $HOME/todo.sync-conflict-20991130-101010-ABCDEF7.txt into $HOME/todo.txt:
  no sync record proves the common version (todo's best guess: the version it kept from TIME), so nothing is removed or overwritten on a guess: what only one side has is kept, and two versions of a task are both kept, each named below
  two versions kept, as no sync record proves which is newer; delete the one you do not want: 1: (A) call mom (this machine) / 6: call mom (the other machine)
  2 is now the completed version: x 2026-11-30 buy milk
  already there: water plants
  two versions kept, as no sync record proves which is newer; delete the one you do not want: 4: pay rent by friday (this machine) / 7: pay rent due:2026-12-01 (the other machine)
  added as 8: new from the phone
  kept: 5: fix bike — the other machine's copy does not have it, and no sync record proves it was deleted there: delete it if it was done or deleted there
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20991130-101010-ABCDEF7.txt.
$ cat todo.txt done.txt
(A) call mom
x 2026-11-30 buy milk
water plants
pay rent by friday
fix bike
call mom
pay rent due:2026-12-01
new from the phone
x 2026-11-01 old
# One transaction: one revert takes the whole merge back, and puts the copy back.
$ todo revert >/dev/null; cat todo.txt; ls todo.sync-conflict-*; rm todo.sync-conflict-20991130-101010-ABCDEF7.txt
(A) call mom
buy milk
water plants
pay rent by friday
fix bike
todo.sync-conflict-20991130-101010-ABCDEF7.txt
# A copy made before every kept version (2001): the two-way rules, nothing removed.
$ printf 'call mom\n(B) buy milk\nnew from the tablet\n' > todo.sync-conflict-20010101-101010-ABCDEF7.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt
Merging $HOME/todo.sync-conflict-20010101-101010-ABCDEF7.txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  CONFLICT, both versions kept, delete the one you do not want: 1: (A) call mom (this machine) / 6: call mom (the other machine)
  CONFLICT, both versions kept, delete the one you do not want: 2: buy milk (this machine) / 7: (B) buy milk (the other machine)
  added as 8: new from the tablet
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20010101-101010-ABCDEF7.txt.
(A) call mom
buy milk
water plants
pay rent by friday
fix bike
call mom
(B) buy milk
new from the tablet
# A copy of done.txt alone: its completion of an open task takes the task out of todo.txt.
$ printf 'x 2026-11-01 old\nx 2026-11-30 water plants\n' > 'done (conflicted copy 2026-11-30 101010).txt'
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt done.txt
Merging $HOME/done (conflicted copy 2026-11-30 101010).txt into $HOME/done.txt:
  already there: x 2026-11-01 old
  added to done.txt: x 2026-11-30 water plants
  completed on the other machine (now in done.txt), removed from todo.txt: water plants
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/done (conflicted copy 2026-11-30 101010).txt.
(A) call mom
buy milk

pay rent by friday
fix bike
call mom
(B) buy milk
new from the tablet
x 2026-11-01 old
x 2026-11-30 water plants
# Completed and archived here (auto-archive), still open in the other machine's copy: it does
# not come back; the task added here since and the other machine's edit are both kept. The task
# added here is named: it was added before the copy was made, so it may have been deleted there.
$ rm -rf .local/state/todo; printf 'pay rent\nbuy milk\n' > todo.txt; : > done.txt
$ todo do 2 >/dev/null; todo add 'call mom' >/dev/null; cat todo.txt done.txt
pay rent

call mom
x 2026-11-30 buy milk
$ printf 'pay rent due:2026-12-05\nbuy milk\n' > "todo (Bob's conflicted copy 2099-11-30).txt"; touch -d '2099-11-30 10:00' "todo (Bob's conflicted copy 2099-11-30).txt"
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|; s/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}/TIME/'; cat todo.txt done.txt
Merging $HOME/todo (Bob's conflicted copy 2099-11-30).txt into $HOME/todo.txt:
  no sync record proves the common version (todo's best guess: the version it kept from TIME), so nothing is removed or overwritten on a guess: what only one side has is kept, and two versions of a task are both kept, each named below
  two versions kept, as no sync record proves which is newer; delete the one you do not want: 1: pay rent (this machine) / 4: pay rent due:2026-12-05 (the other machine)
  already done and archived in done.txt, not brought back: buy milk
  kept: 3: call mom — the other machine's copy does not have it, and no sync record proves it was deleted there: delete it if it was done or deleted there
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2099-11-30).txt.
pay rent

call mom
pay rent due:2026-12-05
x 2026-11-30 buy milk
# The phone completed a prioritized task as `do` does (the priority dropped): that task, the
# line it was said. A task reworded here that the phone's copy lacks may have been deleted
# there: kept and named (exit 1).
$ rm -rf .local/state/todo; printf '(A) pay rent\ncall mom\nfix bike\n' > todo.txt; : > done.txt
$ todo append 2 tonight >/dev/null
$ printf 'x 2026-11-30 pay rent\nfix bike\n' > "todo (Bob's conflicted copy 2099-11-30).txt"; touch -d '2099-11-30 10:00' "todo (Bob's conflicted copy 2099-11-30).txt"
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|; s/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}/TIME/'; echo "exit ${PIPESTATUS[0]}"; cat todo.txt
Merging $HOME/todo (Bob's conflicted copy 2099-11-30).txt into $HOME/todo.txt:
  no sync record proves the common version (todo's best guess: the version it kept from TIME), so nothing is removed or overwritten on a guess: what only one side has is kept, and two versions of a task are both kept, each named below
  1 is now the completed version: x 2026-11-30 pay rent (it was (A) pay rent)
  already there: fix bike
  kept: 2: call mom tonight — the other machine's copy does not have it, and no sync record proves it was deleted there: delete it if it was done or deleted there
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2099-11-30).txt.
exit 1
x 2026-11-30 pay rent
call mom tonight
fix bike
