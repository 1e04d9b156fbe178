# Notes as the todo.sh note add-on keeps them: note:NAME.txt, TODO_NOTES_DIR (default
# $TODO_DIR/notes), a "# title" first line, notes/archive.txt for archived ones. Note text is
# shown through `sed 's/^/| /'` (a transcript line starting with "# " is a comment).
$ printf '%s\n' '(A) 2026-11-20 buy   milk +shop' 'call mom' 'x 2026-11-29 filed taxes note:k3Q.txt' 'plan trip note:aB1.txt' > todo.txt
$ mkdir notes; printf '# filed taxes\nreceipt in the blue folder\n' > notes/k3Q.txt; printf '# plan trip\nbook trains\n' > notes/aB1.txt
$ todo note 1 "ask for oat milk"
1 (A) 2026-11-20 buy   milk +shop note:NtM.txt
TODO: Note added to task 1.
$ cat todo.txt
(A) 2026-11-20 buy   milk +shop note:NtM.txt
call mom
x 2026-11-29 filed taxes note:k3Q.txt
plan trip note:aB1.txt
$ for f in notes/*.txt; do echo "$f:"; sed 's/^/| /' "$f"; done
notes/NtM.txt:
| # 2026-11-20 buy milk +shop
| ask for oat milk
notes/aB1.txt:
| # plan trip
| book trains
notes/k3Q.txt:
| # filed taxes
| receipt in the blue folder
$ todo note 1 "second line"
TODO: Note of task 1 saved ($HOME/notes/NtM.txt).
$ EDITOR='sed -i s/second/2nd/' todo note 1
TODO: Note of task 1 saved ($HOME/notes/NtM.txt).
$ sed 's/^/| /' notes/NtM.txt
| # 2026-11-20 buy milk +shop
| ask for oat milk
| 2nd line
$ EDITOR=true todo note 1
TODO: No change to the note of task 1.
$ todo note 2
! TODO: Set VISUAL or EDITOR to edit a note, or add a line to it with: todo note NR TEXT
[1]
$ todo note 4 'hotel near the station'
TODO: Note of task 4 saved ($HOME/notes/aB1.txt).
$ sed 's/^/| /' notes/aB1.txt
| # plan trip
| book trains
| hotel near the station
$ todo show 4
4 plan trip note:aB1.txt
  Status:     open
  Note:       $HOME/notes/aB1.txt
    # plan trip
    book trains
    hotel near the station
$ todo ls --json plan
{"line":4,"text":"plan trip note:aB1.txt","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"plan trip note:aB1.txt","projects":[],"contexts":[],"tags":[{"key":"note","value":"aB1.txt"}],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":"$HOME/notes/aB1.txt"}
$ todo ls
1 (A) 2026-11-20 buy   milk +shop note:NtM.txt
2 call mom
4 plan trip note:aB1.txt
3 x 2026-11-29 filed taxes note:k3Q.txt
--
TODO: 4 of 4 tasks shown
# archive appends each archived task's note to notes/archive.txt and removes it, as the add-on does.
$ todo archive
x 2026-11-29 filed taxes note:k3Q.txt
TODO: $HOME/todo.txt archived.
TODO: Note $HOME/notes/k3Q.txt moved to the end of $HOME/notes/archive.txt.
$ sed 's/^/| /' notes/archive.txt
| # filed taxes
| receipt in the blue folder
$ ls notes
NtM.txt
aB1.txt
archive.txt
# do with the auto-archive moves the note too; the next one of a rec: task keeps its note.
$ printf '%s\n' 'weekly review rec:1w note:wk1.txt' 'one-off note:one.txt' >> todo.txt; printf '# weekly review\n' > notes/wk1.txt; printf '# one-off\n' > notes/one.txt
$ todo do 4 5
4 x 2026-11-30 weekly review rec:1w note:wk1.txt
TODO: 4 marked as done.
6 2026-11-30 weekly review rec:1w note:wk1.txt due:2026-12-07
TODO: 4 is done; its next occurrence was added as 6.
5 x 2026-11-30 one-off note:one.txt
TODO: 5 marked as done.
x 2026-11-30 weekly review rec:1w note:wk1.txt
x 2026-11-30 one-off note:one.txt
TODO: $HOME/todo.txt archived.
TODO: Note $HOME/notes/one.txt moved to the end of $HOME/notes/archive.txt.
$ ls notes
NtM.txt
aB1.txt
archive.txt
wk1.txt
$ sed 's/^/| /' notes/archive.txt
| # filed taxes
| receipt in the blue folder
| # one-off
# del asks whether to delete the note too; -f keeps it.
$ printf 'y\ny\n' | todo del 3


3 plan trip note:aB1.txt
TODO: 3 deleted.
TODO: Note $HOME/notes/aB1.txt deleted.
$ todo -f del 1
1 (A) 2026-11-20 buy   milk +shop note:NtM.txt
TODO: 1 deleted.
TODO: Note $HOME/notes/NtM.txt kept.
$ ls notes
NtM.txt
archive.txt
wk1.txt
# A note name is one path component; links in the notes folder are not followed.
$ printf '%s\n' 'bad note:../../.bashrc.txt' 'linked note:lnk.txt' >> todo.txt
$ ln -s ../todo.txt notes/lnk.txt
$ todo note 7 x
! TODO: Task 7 names the note '../../.bashrc.txt', which is not a file name in the notes folder $HOME/notes; todo does not open it.
[1]
$ todo note 8 x
! TODO: The note $HOME/notes/lnk.txt is a symbolic link or not a regular file; todo does not open it.
[1]
$ todo show 8
8 linked note:lnk.txt
  Status:     open
  Note:       $HOME/notes/lnk.txt (a symbolic link, a name that leaves the notes folder, or not a regular file: not opened)
$ todo show 7
7 bad note:../../.bashrc.txt
  Status:     open
  Note:       $HOME/notes/../../.bashrc.txt (a symbolic link, a name that leaves the notes folder, or not a regular file: not opened)
$ cat todo.txt

call mom



2026-11-30 weekly review rec:1w note:wk1.txt due:2026-12-07
bad note:../../.bashrc.txt
linked note:lnk.txt
# TODO_NOTES_DIR and TODO_NOTE_EXT move them.
$ TODO_NOTES_DIR=$HOME/mynotes TODO_NOTE_EXT=.md todo note 2 "pick a day"
2 call mom note:0BB.md
TODO: Note added to task 2.
$ ls mynotes
0BB.md
$ todo note 9 x
! TODO: No task 9.
[1]
$ todo note
! usage: todo note NR ["TEXT"]
[1]
# An installed note add-on still takes precedence, as add-ons do; `command note` is ours.
$ mkdir -p .todo/actions; printf '#!/bin/sh\necho "add-on: $*"\n' > .todo/actions/note; chmod 755 .todo/actions/note
$ todo note 2 hi
add-on: note 2 hi
$ TODO_NOTES_DIR=$HOME/mynotes TODO_NOTE_EXT=.md todo command note 2 hi; sed 's/^/| /' mynotes/0BB.md
TODO: Note of task 2 saved ($HOME/mynotes/0BB.md).
| # call mom
| pick a day
| hi
