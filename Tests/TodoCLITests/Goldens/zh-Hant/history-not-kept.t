# When the history folder cannot be made (a full disk, a read-only file system, here a file in
# its place), the change still happens and says once that it was not kept; revert then says
# there is nothing to take back, not that the file changed.
$ touch notadir; printf 'call mom\n' > todo.txt
$ XDG_STATE_HOME="$HOME/notadir/state" todo -A do 1 2>&1 | sed "s|$HOME|\$HOME|g; s|backups/[0-9a-f]*|backups/…|"
1 x 2026-11-30 call mom
todo：已將第 1 項標示為已完成。
x 2026-11-30 call mom
todo：已將已完成的事項封存到 done.txt。
todo：無法建立歷史資料夾 $HOME/notadir/state/todo/backups/…，因此這次變更沒有保留，todo revert 無法還原它。
$ XDG_STATE_HOME="$HOME/notadir/state" todo revert
! todo：沒有 $HOME/todo.txt 的舊版本可以還原。
[1]
