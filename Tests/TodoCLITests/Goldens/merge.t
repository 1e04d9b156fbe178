# merge-conflicts folds sync conflict copies into the files and moves them out of the folder.
$ printf '%s\n' '(A) call mom' 'buy milk' 'water plants' > todo.txt
$ printf '%s\n' '(A) call mom' 'x 2026-11-30 buy milk' 'water plants due:2026-12-01' 'new task from the phone' > 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'
$ printf 'x 2026-11-01 old\n' > done.txt; printf 'x 2026-11-01 old\nx 2026-11-02 other\n' > done.sync-conflict-20261130-120000-ABCDEF7.txt
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'
Merging $HOME/done.sync-conflict-20261130-120000-ABCDEF7.txt into $HOME/done.txt:
  already there: x 2026-11-01 old
  added to done.txt: x 2026-11-02 other
Merging $HOME/todo (Bob's conflicted copy 2026-11-30).txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  already there: (A) call mom
  2 is now the completed version: x 2026-11-30 buy milk
  CONFLICT, both versions kept, delete the one you do not want: 3: water plants (this machine) / 4: water plants due:2026-12-01 (the other machine)
  added as 5: new task from the phone
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/done.sync-conflict-20261130-120000-ABCDEF7.txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2026-11-30).txt.
$ cat todo.txt done.txt; ls
(A) call mom
x 2026-11-30 buy milk
water plants
water plants due:2026-12-01
new task from the phone
x 2026-11-01 old
x 2026-11-02 other
done.txt
todo.txt
$ todo merge-conflicts
! TODO: No conflict copies beside the todo files.
[1]
# A second copy of the same name, merged in the same second, does not overwrite the first one kept.
$ printf 'from the tablet\n' > 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'; todo merge-conflicts >/dev/null; ls ~/.local/state/todo/conflicts/*/
2-todo (Bob's conflicted copy 2026-11-30).txt
done.sync-conflict-20261130-120000-ABCDEF7.txt
todo (Bob's conflicted copy 2026-11-30).txt
