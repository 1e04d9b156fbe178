# Conflict markers of an unfinished git merge in todo.txt: listed with a warning, edits refused.
$ printf 'pay rent\n<<<<<<< ours\nx 2026-11-30 buy milk\n||||||| base\nbuy milk\n=======\nbuy milk and eggs\n>>>>>>> theirs\n' > todo.txt; cp todo.txt before
$ todo ls
2 <<<<<<< ours
6 =======
8 >>>>>>> theirs
5 buy milk
7 buy milk and eggs
1 pay rent
3 x 2026-11-30 buy milk
4 ||||||| base
--
TODO: 8 of 8 tasks shown
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8): each version of those tasks is listed, the common ancestor's too. Edits are refused until the merge is finished (edit the file or run git mergetool, then git add and commit, or git rebase --continue during a rebase; or git merge --abort, git rebase --abort).
$ printf "call mom +family\n" >> todo.txt; todo lsprj; cp todo.txt before
+family
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8): each version of those tasks is listed, the common ancestor's too. Edits are refused until the merge is finished (edit the file or run git mergetool, then git add and commit, or git rebase --continue during a rebase; or git merge --abort, git rebase --abort).
$ todo do 2
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ todo add "new task"
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ todo pri 1 A
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ todo archive
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ cmp todo.txt before && ls
before
todo.txt
# edit and del refuse before the editor opens or the question is asked.
$ todo del 1 < /dev/null
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ VISUAL=false todo edit 1
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ VISUAL=false todo edit
! TODO: $HOME/todo.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/todo.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ cmp todo.txt before
$ todo doctor | sed -n 3,4p
  9 lines, 0 blank; line endings: LF
  conflict markers of an unfinished merge on lines: 2, 4, 6, 8
# A lone ======= a user typed between tasks is no marker.
$ printf 'a\n=======\nb\n' > todo.txt; todo add c
4 c
TODO: 4 added.
# Markers in done.txt (both machines completed a task on other days): a command that would
# archive into it is refused, nothing changed; one that leaves done.txt alone runs.
$ printf 'pay rent\ncall mom\n' > todo.txt; printf 'x 2026-11-01 old\n<<<<<<< ours\nx 2026-11-30 a\n||||||| base\na\n=======\nx 2026-12-01 a\n>>>>>>> theirs\n' > done.txt; cp todo.txt before; cp done.txt done.before
$ todo do 1
! TODO: $HOME/done.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/done.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
[1]
$ cmp todo.txt before && cmp done.txt done.before && todo archive
TODO: $HOME/todo.txt does not contain any done tasks.
$ todo -a do 2; cmp done.txt done.before && cat todo.txt
2 x 2026-11-30 call mom
TODO: 2 marked as done.
pay rent
x 2026-11-30 call mom
$ todo archive; cmp done.txt done.before && cat todo.txt
pay rent
x 2026-11-30 call mom
! TODO: $HOME/done.txt still has the conflict markers of an unfinished merge (lines 2, 4, 6, 8); nothing was changed. Finish the merge first: in an editor, keep the right version of each task between <<<<<<< and >>>>>>> and delete the marker lines (or run git mergetool), then git add $HOME/done.txt and commit (during a rebase: git rebase --continue); git merge --abort (git rebase --abort) abandons the merge.
