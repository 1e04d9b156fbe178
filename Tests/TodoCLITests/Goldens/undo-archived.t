# undo after done (issue 33, item 1): with auto-archive, do moves the task to done.txt and
# leaves its line blank; undo N brings it back there, as it was, and takes it out of done.txt.
$ printf '%s\n' '(A) pay rent' 'call mom due:2026-12-01 rec:1w' 'buy milk' > todo.txt; printf 'x 2026-11-01 old\n' > done.txt
$ todo -A do 1 2 >/dev/null; cat todo.txt


buy milk
2026-11-30 call mom due:2026-12-07 rec:1w
$ todo undo 1
1 (A) pay rent
TODO: 1 is back from done.txt and marked as not done.
$ todo undo 2
2 call mom due:2026-12-01 rec:1w
TODO: 2 is back from done.txt and marked as not done.
TODO: Removed 4, the unchanged next occurrence of 2.
$ cat todo.txt; echo ---; cat done.txt
(A) pay rent
call mom due:2026-12-01 rec:1w
buy milk
---
x 2026-11-01 old
# Each undo is one revert step; revert puts the completion line back in done.txt.
$ todo revert >/dev/null; cat todo.txt; echo ---; cat done.txt
(A) pay rent

buy milk
2026-11-30 call mom due:2026-12-07 rec:1w
---
x 2026-11-01 old
x 2026-11-30 call mom due:2026-12-01 rec:1w
# Refused, nothing changed: another program edited todo.txt since the archive; the line
# was taken out of done.txt elsewhere; a line del emptied; a line blank from the start.
$ todo -A do 3 >/dev/null; echo 'added elsewhere' >> todo.txt; todo undo 3
! TODO: No task 3 to bring back: todo.txt was changed by another program since todo last wrote it, so todo cannot tell which task was archived from that line; nothing changed. todo revert takes back the last command.
[1]
$ printf '%s\n' 'pay rent' 'call mom' > todo.txt; printf 'x 2026-11-01 old\n' > done.txt; todo -A do 2 >/dev/null; printf 'x 2026-11-01 old\n' > done.txt; todo undo 2
! TODO: Task 2 went to done.txt, but $HOME/done.txt no longer holds its line exactly once as todo wrote it; nothing changed.
[1]
$ todo -f del 1 >/dev/null; todo undo 1
! TODO: No task 1: its line is empty, and todo finds no task archived from it (the line was deleted, lines were moved or compacted since, or it was always empty); todo revert takes back the last command.
[1]
$ printf '\nnot me\n' > todo.txt; todo undo 1
! TODO: No task 1 to bring back: todo.txt was changed by another program since todo last wrote it, so todo cannot tell which task was archived from that line; nothing changed. todo revert takes back the last command.
[1]
$ cat todo.txt; cat done.txt

not me
x 2026-11-01 old
# No number: what revert is for.
$ todo undo
! usage: todo undo NR [NR ...]
! TODO: Give the number of a done task; todo revert takes back the last command.
[1]
