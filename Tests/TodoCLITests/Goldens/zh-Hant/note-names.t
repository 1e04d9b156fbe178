# A synced task's note: tag can name any file; only a note is ever read, moved or removed.
# todo's own files are refused by name (the notes archive, todo.txt, done.txt, report.txt, their
# conflict copies, hidden names) and by inode (one of them under another name).
$ mkdir notes; printf 'archived text\n' > notes/archive.txt; printf '%s\n' 'buy milk note:archive.txt' 'pay rent note:.hidden.txt' > todo.txt; printf 'secret\n' > notes/.hidden.txt
$ todo do 1
1 x 2026-11-30 buy milk note:archive.txt
todo：已將第 1 項標示為已完成。
x 2026-11-30 buy milk note:archive.txt
todo：已將已完成的事項封存到 done.txt。
$ cat notes/archive.txt; cat notes/.hidden.txt
archived text
secret
$ todo note 2 'more'
! todo：第 2 項的備註名稱「.hidden.txt」是隱藏檔名或 todo 自己的檔案（todo.txt、done.txt、report.txt、備註封存檔、衝突副本），todo 不會把它當作備註。
[1]
$ todo show 2 | grep '/notes/'
      備註：$HOME/notes/.hidden.txt（是隱藏檔名或 todo 自己的檔案，不是備註）
$ todo del 2 <<< y; ls -A notes

2 pay rent note:.hidden.txt
todo：已刪除第 2 項。
.hidden.txt
archive.txt
# With the notes kept in the todo folder, note:todo.txt, note:done.txt and a conflict copy's
# name are not notes: `do` archives the task and leaves the file.
$ printf '%s\n' 'call mom note:todo.txt' 'pay rent note:done.txt' 'water plants note:done.sync-conflict-20261201-101010-ABCDEFG.txt' > todo.txt; : > done.txt; : > done.sync-conflict-20261201-101010-ABCDEFG.txt
$ TODO_NOTES_DIR=$HOME todo do 1 2; cat todo.txt; wc -l < done.txt
1 x 2026-11-30 call mom note:todo.txt
todo：已將第 1 項標示為已完成。
2 x 2026-11-30 pay rent note:done.txt
todo：已將第 2 項標示為已完成。
x 2026-11-30 call mom note:todo.txt
x 2026-11-30 pay rent note:done.txt
todo：已將已完成的事項封存到 done.txt。


water plants note:done.sync-conflict-20261201-101010-ABCDEFG.txt
2
! todo：同步軟體在 todo 檔案旁留下了衝突副本：$HOME/done.sync-conflict-20261201-101010-ABCDEFG.txt。執行 todo merge-conflicts 可以把它們合併回去。
$ TODO_NOTES_DIR=$HOME todo note 3 'more'; ls done.sync-conflict-*
done.sync-conflict-20261201-101010-ABCDEFG.txt
! todo：同步軟體在 todo 檔案旁留下了衝突副本：$HOME/done.sync-conflict-20261201-101010-ABCDEFG.txt。執行 todo merge-conflicts 可以把它們合併回去。
! todo：第 3 項的備註名稱「done.sync-conflict-20261201-101010-ABCDEFG.txt」是隱藏檔名或 todo 自己的檔案（todo.txt、done.txt、report.txt、備註封存檔、衝突副本），todo 不會把它當作備註。
# todo.txt linked into the notes folder: a note of its other name is todo.txt, by its inode.
$ rm done.sync-conflict-*; printf '%s\n' 'feed cat note:list.txt' 'walk dog note:list.txt' > notes/list.txt; ln -sf notes/list.txt todo.txt
$ todo do 1; cat notes/list.txt
1 x 2026-11-30 feed cat note:list.txt
todo：已將第 1 項標示為已完成。
x 2026-11-30 feed cat note:list.txt
todo：已將已完成的事項封存到 done.txt。

walk dog note:list.txt
$ todo note 2 'more'; todo show 2 | grep '/notes/'
      備註：$HOME/notes/list.txt（是隱藏檔名或 todo 自己的檔案，不是備註）
! todo：第 2 項的備註名稱「list.txt」是隱藏檔名或 todo 自己的檔案（todo.txt、done.txt、report.txt、備註封存檔、衝突副本），todo 不會把它當作備註。
# A notes folder that is a link is never used, however TODO_NOTES_DIR spells it (a trailing /
# or /. would have the kernel follow the link before O_NOFOLLOW looks).
$ rm todo.txt; mkdir docs; echo 'my thesis' > docs/thesis.txt; mv notes notes.real; ln -s docs notes; printf 'task note:thesis.txt\n' > todo.txt
$ TODO_NOTES_DIR="$HOME/notes/." todo show 1 | grep '/notes'; TODO_NOTES_DIR="$HOME/notes/" todo do 1 >/dev/null; ls docs; cat docs/thesis.txt
      備註：$HOME/notes/./thesis.txt（是符號連結、指向備註資料夾以外的名稱，或不是一般檔案，因此不會開啟）
thesis.txt
my thesis
