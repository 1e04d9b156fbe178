# done.txt that is todo.txt itself (a symbolic link to it, a hard link, the same path): the
# commands that move tasks between the two refuse up front, naming both, and nothing changes;
# doctor says so. (Before, archive read as "changed on disk".)
$ printf 'x 2026-11-01 filed taxes\ncall mom\n' > todo.txt; ln -s todo.txt done.txt
$ todo archive
! todo：$HOME/done.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱），無法把已完成的事項從其中一個移到另一個，沒有做任何變更。請把 DONE_FILE 設成獨立的檔案（或刪掉那個連結）。
[1]
$ todo do 2
! todo：$HOME/done.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱），無法把已完成的事項從其中一個移到另一個，沒有做任何變更。請把 DONE_FILE 設成獨立的檔案（或刪掉那個連結）。
[1]
$ todo report
! todo：$HOME/done.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱），無法把已完成的事項從其中一個移到另一個，沒有做任何變更。請把 DONE_FILE 設成獨立的檔案（或刪掉那個連結）。
[1]
$ printf 'buy milk\n' > todo.sync-conflict-20261130-140000.txt; todo merge-conflicts
! todo：$HOME/done.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱），無法把已完成的事項從其中一個移到另一個，沒有做任何變更。請把 DONE_FILE 設成獨立的檔案（或刪掉那個連結）。
[1]
$ rm todo.sync-conflict-20261130-140000.txt; cat todo.txt; ls
x 2026-11-01 filed taxes
call mom
done.txt
todo.txt
$ todo doctor | grep -a -i -e warning -e '警告'
警告：$HOME/done.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱）；在 DONE_FILE 設成獨立的檔案之前，archive、report、merge-conflicts 以及會自動封存的 do 都不會執行。
$ rm done.txt; ln todo.txt done.txt; todo archive
! todo：$HOME/done.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱），無法把已完成的事項從其中一個移到另一個，沒有做任何變更。請把 DONE_FILE 設成獨立的檔案（或刪掉那個連結）。
[1]
$ DONE_FILE=$HOME/todo.txt todo do 2
! todo：$HOME/todo.txt 和 $HOME/todo.txt 是同一個檔案（指向它的連結，或它的另一個名稱），無法把已完成的事項從其中一個移到另一個，沒有做任何變更。請把 DONE_FILE 設成獨立的檔案（或刪掉那個連結）。
[1]
# Without the auto-archive, do has nothing to move: it works.
$ todo -a do 2; cat todo.txt
2 x 2026-11-30 call mom
todo：已將第 2 項標示為已完成。
x 2026-11-01 filed taxes
x 2026-11-30 call mom
# A file of its own: archive works.
$ rm done.txt; todo archive >/dev/null; cat todo.txt done.txt
x 2026-11-01 filed taxes
x 2026-11-30 call mom
