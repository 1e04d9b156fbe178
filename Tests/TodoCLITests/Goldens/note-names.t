# A synced task's note: tag can name any file; only a note is ever read, moved or removed.
# todo's own files are refused by name (the notes archive, todo.txt, done.txt, report.txt, their
# conflict copies, hidden names) and by inode (one of them under another name).
$ mkdir notes; printf 'archived text\n' > notes/archive.txt; printf '%s\n' 'buy milk note:archive.txt' 'pay rent note:.hidden.txt' > todo.txt; printf 'secret\n' > notes/.hidden.txt
$ todo do 1
1 x 2026-11-30 buy milk note:archive.txt
TODO: 1 marked as done.
x 2026-11-30 buy milk note:archive.txt
TODO: $HOME/todo.txt archived.
$ cat notes/archive.txt; cat notes/.hidden.txt
archived text
secret
$ todo note 2 'more'
! TODO: Task 2 names the note '.hidden.txt', which is a hidden name or one of todo's own files (todo.txt, done.txt, report.txt, the notes archive, a conflict copy); todo does not use it as a note.
[1]
$ todo show 2 | grep '/notes/'
  Note:       $HOME/notes/.hidden.txt (a hidden name or one of todo's own files: not a note)
$ todo del 2 <<< y; ls -A notes

2 pay rent note:.hidden.txt
TODO: 2 deleted.
.hidden.txt
archive.txt
# With the notes kept in the todo folder, note:todo.txt, note:done.txt and a conflict copy's
# name are not notes: `do` archives the task and leaves the file.
$ printf '%s\n' 'call mom note:todo.txt' 'pay rent note:done.txt' 'water plants note:done.sync-conflict-20261201-101010-ABCDEFG.txt' > todo.txt; : > done.txt; : > done.sync-conflict-20261201-101010-ABCDEFG.txt
$ TODO_NOTES_DIR=$HOME todo do 1 2; cat todo.txt; wc -l < done.txt
1 x 2026-11-30 call mom note:todo.txt
TODO: 1 marked as done.
2 x 2026-11-30 pay rent note:done.txt
TODO: 2 marked as done.
x 2026-11-30 call mom note:todo.txt
x 2026-11-30 pay rent note:done.txt
TODO: $HOME/todo.txt archived.


water plants note:done.sync-conflict-20261201-101010-ABCDEFG.txt
2
! TODO: A sync client left conflict copies beside your todo files: $HOME/done.sync-conflict-20261201-101010-ABCDEFG.txt. todo merge-conflicts merges them back in.
$ TODO_NOTES_DIR=$HOME todo note 3 'more'; ls done.sync-conflict-*
done.sync-conflict-20261201-101010-ABCDEFG.txt
! TODO: A sync client left conflict copies beside your todo files: $HOME/done.sync-conflict-20261201-101010-ABCDEFG.txt. todo merge-conflicts merges them back in.
! TODO: Task 3 names the note 'done.sync-conflict-20261201-101010-ABCDEFG.txt', which is a hidden name or one of todo's own files (todo.txt, done.txt, report.txt, the notes archive, a conflict copy); todo does not use it as a note.
# todo.txt linked into the notes folder: a note of its other name is todo.txt, by its inode.
$ rm done.sync-conflict-*; printf '%s\n' 'feed cat note:list.txt' 'walk dog note:list.txt' > notes/list.txt; ln -sf notes/list.txt todo.txt
$ todo do 1; cat notes/list.txt
1 x 2026-11-30 feed cat note:list.txt
TODO: 1 marked as done.
x 2026-11-30 feed cat note:list.txt
TODO: $HOME/todo.txt archived.

walk dog note:list.txt
$ todo note 2 'more'; todo show 2 | grep '/notes/'
  Note:       $HOME/notes/list.txt (a hidden name or one of todo's own files: not a note)
! TODO: Task 2 names the note 'list.txt', which is a hidden name or one of todo's own files (todo.txt, done.txt, report.txt, the notes archive, a conflict copy); todo does not use it as a note.
# A notes folder that is a link is never used, however TODO_NOTES_DIR spells it (a trailing /
# or /. would have the kernel follow the link before O_NOFOLLOW looks).
$ rm todo.txt; mkdir docs; echo 'my thesis' > docs/thesis.txt; mv notes notes.real; ln -s docs notes; printf 'task note:thesis.txt\n' > todo.txt
$ TODO_NOTES_DIR="$HOME/notes/." todo show 1 | grep '/notes'; TODO_NOTES_DIR="$HOME/notes/" todo do 1 >/dev/null; ls docs; cat docs/thesis.txt
  Note:       $HOME/notes/./thesis.txt (a symbolic link, a name that leaves the notes folder, or not a regular file: not opened)
thesis.txt
my thesis
