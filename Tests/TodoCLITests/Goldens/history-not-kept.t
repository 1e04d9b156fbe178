# When the history folder cannot be made (a full disk, a read-only file system, here a file in
# its place), the change still happens and says once that it was not kept; revert then says
# there is nothing to take back, not that the file changed.
$ touch notadir; printf 'call mom\n' > todo.txt
$ XDG_STATE_HOME="$HOME/notadir/state" todo -A do 1 2>&1 | sed "s|$HOME|\$HOME|g; s|backups/[0-9a-f]*|backups/…|"
1 x 2026-11-30 call mom
TODO: 1 marked as done.
x 2026-11-30 call mom
TODO: $HOME/todo.txt archived.
TODO: The history folder $HOME/notadir/state/todo/backups/… could not be made, so this change was not kept: todo revert cannot take it back.
$ XDG_STATE_HOME="$HOME/notadir/state" todo revert
! TODO: No earlier version of $HOME/todo.txt is kept.
[1]
