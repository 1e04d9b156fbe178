# A conflict copy arrives through the synced folder and may be hostile: merge-conflicts leaves
# out its conflict-marker lines, lines with a control character (C0 but tab, DEL, C1 in UTF-8)
# and lines with U+FFFD, one report line each; the copy is stashed whole, byte for byte. A
# line that is not valid UTF-8 (Latin-1) is merged byte for byte, as other commands keep it.
$ printf '%s\n' 'call mom' 'buy milk' > todo.txt
$ printf 'call mom\n<<<<<<< HEAD\nfrom the phone\n=======\n>>>>>>> laptop\nbell \a ring\nesc \033[31mred\nc1 \302\233 csi\nbad \357\277\275 text\ncaf\351 latin-1\ndel \177 here\nnul \000 here\ntab\tok\n' > 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'; cp 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt' sent.bin
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'; echo "status ${PIPESTATUS[0]}"
Merging $HOME/todo (Bob's conflicted copy 2026-11-30).txt into $HOME/todo.txt:
  not merged: line 2 of todo (Bob's conflicted copy 2026-11-30).txt is a conflict marker of an unfinished git merge (the copy keeps it)
  not merged: line 4 of todo (Bob's conflicted copy 2026-11-30).txt is a conflict marker of an unfinished git merge (the copy keeps it)
  not merged: line 5 of todo (Bob's conflicted copy 2026-11-30).txt is a conflict marker of an unfinished git merge (the copy keeps it)
  not merged: line 6 of todo (Bob's conflicted copy 2026-11-30).txt holds the control character U+0007 (the copy keeps it)
  not merged: line 7 of todo (Bob's conflicted copy 2026-11-30).txt holds the control character U+001B (the copy keeps it)
  not merged: line 8 of todo (Bob's conflicted copy 2026-11-30).txt holds the control character U+009B (the copy keeps it)
  not merged: line 9 of todo (Bob's conflicted copy 2026-11-30).txt holds U+FFFD, left where a program could not read the text (the copy keeps it)
  not merged: line 11 of todo (Bob's conflicted copy 2026-11-30).txt holds the control character U+007F (the copy keeps it)
  not merged: line 12 of todo (Bob's conflicted copy 2026-11-30).txt holds the control character U+0000 (the copy keeps it)
  lines were left out, so nothing the copy lacks is taken as deleted: tasks are added, never removed
  already there: call mom
  added as 3: from the phone
  added as 4: caf� latin-1
  added as 5: tab	ok
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2026-11-30).txt.
status 1
$ cat -v todo.txt
call mom
buy milk
from the phone
cafM-i latin-1
tab	ok
$ cmp sent.bin ~/.local/state/todo/conflicts/*/'todo (Bob'"'"'s conflicted copy 2026-11-30).txt' && echo stashed whole
stashed whole
$ todo ls
2 buy milk
4 caf� latin-1
1 call mom
3 from the phone
5 tab	ok
--
TODO: 5 of 5 tasks shown
# A copy of done.txt is filtered too.
$ printf 'x 2026-11-29 fine\nx 2026-11-29 \033]0;title\007\n' > done.sync-conflict-20261130-120000-ABCDEF7.txt
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'; cat -v done.txt
Merging $HOME/done.sync-conflict-20261130-120000-ABCDEF7.txt into $HOME/done.txt:
  not merged: line 2 of done.sync-conflict-20261130-120000-ABCDEF7.txt holds the control character U+001B (the copy keeps it)
  added to done.txt: x 2026-11-29 fine
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/done.sync-conflict-20261130-120000-ABCDEF7.txt.
x 2026-11-29 fine
# With a kept version as the base, a copy with lines left out removes nothing: fix bike, not in
# the copy, stays (a line left out could have been its new version).
$ printf 'call mom\nfix bike\n' > todo.txt; todo pri 1 A >/dev/null
$ printf 'call mom\nfix bike \033[8mhidden\n' > todo.sync-conflict-20991130-101010-ABCDEF7.txt; touch -d '2099-11-30 10:10:10' todo.sync-conflict-20991130-101010-ABCDEF7.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt
Merging $HOME/todo.sync-conflict-20991130-101010-ABCDEF7.txt into $HOME/todo.txt:
  not merged: line 2 of todo.sync-conflict-20991130-101010-ABCDEF7.txt holds the control character U+001B (the copy keeps it)
  lines were left out, so nothing the copy lacks is taken as deleted: tasks are added, never removed
  CONFLICT, both versions kept, delete the one you do not want: 1: (A) call mom (this machine) / 3: call mom (the other machine)
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20991130-101010-ABCDEF7.txt.
(A) call mom
fix bike
call mom
# Many bad lines: twenty are named, the rest counted.
$ for i in $(seq 1 25); do printf 'line %s \001\n' $i; done > todo.sync-conflict-20261130-130000.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'
Merging $HOME/todo.sync-conflict-20261130-130000.txt into $HOME/todo.txt:
  not merged: line 1 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 2 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 3 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 4 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 5 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 6 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 7 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 8 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 9 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 10 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 11 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 12 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 13 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 14 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 15 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 16 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 17 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 18 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 19 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: line 20 of todo.sync-conflict-20261130-130000.txt holds the control character U+0001 (the copy keeps it)
  not merged: 5 more lines of todo.sync-conflict-20261130-130000.txt like these (the copy keeps them)
  lines were left out, so nothing the copy lacks is taken as deleted: tasks are added, never removed
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-130000.txt.
# A one-line copy that is not valid UTF-8, or holds a NUL, is a copy all the same: doctor, the
# warning and merge-conflicts name the same copies, and the line is merged or left out.
$ printf 'a\n' > todo.txt; printf 'caf\351\n' > todo.sync-conflict-20261130-140000.txt; printf 'x\000y\n' > todo.sync-conflict-20261130-140001.txt
$ todo doctor | grep -a conflict; todo ls >/dev/null
Conflict copies beside the todo files: $HOME/todo.sync-conflict-20261130-140000.txt, $HOME/todo.sync-conflict-20261130-140001.txt
! TODO: A sync client left conflict copies beside your todo files: $HOME/todo.sync-conflict-20261130-140000.txt, $HOME/todo.sync-conflict-20261130-140001.txt. todo merge-conflicts merges them back in.
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat -v todo.txt
Merging $HOME/todo.sync-conflict-20261130-140000.txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  added as 2: caf�
Merging $HOME/todo.sync-conflict-20261130-140001.txt into $HOME/todo.txt:
  not merged: line 1 of todo.sync-conflict-20261130-140001.txt holds the control character U+0000 (the copy keeps it)
  lines were left out, so nothing the copy lacks is taken as deleted: tasks are added, never removed
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140000.txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140001.txt.
a
cafM-i
# A copy the sync client is still writing (held open for writing here) is waited for; after
# TODOTXT_LOCK_TIMEOUT the command refuses, naming the copy, and nothing changed.
$ printf 'half a co' > todo.sync-conflict-20261130-150000.txt
$ TODOTXT_LOCK_TIMEOUT=0.2 todo merge-conflicts 3>>todo.sync-conflict-20261130-150000.txt
! TODO: $HOME/todo.sync-conflict-20261130-150000.txt is still being written by another program (a copy, a sync client or an editor) after 0.2 s; nothing was changed. Run the command again when it has finished, or set TODOTXT_LOCK_TIMEOUT to wait longer.
[1]
$ cat -v todo.txt; ls todo.sync*
a
cafM-i
todo.sync-conflict-20261130-150000.txt
$ printf 'py\n' >> todo.sync-conflict-20261130-150000.txt; todo merge-conflicts | grep -a 'half a copy'; ls | grep -a sync || echo 'copy moved away'
  added as 3: half a copy
copy moved away
# A copy too large to merge in reasonable time and memory (more than 64 MiB with the files) is
# refused up front, naming the limit; nothing changes and the copy stays.
$ printf 'a\n' > todo.txt; : > done.txt; yes 'a task of a very large conflict copy' | head -c 70000000 > 'todo (Ann'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts
! TODO: merge-conflicts merges at most 64 MiB of conflict copies and todo files at once; these come to 67 MiB, so nothing was changed. Compare the copies with your files yourself (for example with diff).
[1]
$ cat todo.txt; ls | grep -c conflicted
a
1
$ rm 'todo (Ann'"'"'s conflicted copy 2026-11-30).txt'
# Of a copy's tasks the file has already, the first 20 are named, the rest counted.
$ seq 1 25 | sed 's/^/task /' > todo.txt; seq 1 26 | sed 's/^/task /' > 'todo (Ann'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts | grep -v 'task [0-9]*$'
Merging $HOME/todo (Ann's conflicted copy 2026-11-30).txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  already there: 5 more tasks
The conflict copy is now in $HOME/.local/state/todo/conflicts/2026-11-30T12:00:00/todo (Ann's conflicted copy 2026-11-30).txt.
# A copy whose last line ends in `\r` alone (cut between the two bytes of a CRLF) is merged,
# the `\r` left out (it is no byte of the task), beside another copy; both are merged.
$ printf 'a\nb\n' > todo.txt; printf 'a\r\nb\r\nnew\r' > todo.sync-conflict-20261130-160000-ABCDEF7.txt; printf 'a\nb\nother good task\n' > 'todo (B'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts >/dev/null; echo "status $?"; cat -v todo.txt; ls | grep conflict || echo 'no copy left'
status 0
a
b
new
other good task
no copy left
# A copy's name reaches the terminal with its control characters shown as bytes: an escape
# sequence or a line break in it cannot redraw or forge a line of the output (a control
# character that got through would show here as `?`).
$ printf 'a\n' > todo.txt; printf 'a\nb\n' > "$(printf 'todo (x\033[2K\r  already there: pay rent\nz'"'"'s conflicted copy 2026-11-30).txt')"
$ todo ls 2>&1 >/dev/null | tr '\033\r' '??'
TODO: A sync client left conflict copies beside your todo files: $HOME/todo (x\x1B[2K\x0D  already there: pay rent\x0Az's conflicted copy 2026-11-30).txt. todo merge-conflicts merges them back in.
$ todo merge-conflicts 2>&1 | sed 's|conflicts/[^/]*/|conflicts/TIME/|' | tr '\033\r' '??'
Merging $HOME/todo (x\x1B[2K\x0D  already there: pay rent\x0Az's conflicted copy 2026-11-30).txt into $HOME/todo.txt:
  no sync record proves the common version (todo's best guess: the version it kept from 2026-11-30 12:00:00), so nothing is removed or overwritten on a guess: what only one side has is kept, and two versions of a task are both kept, each named below
  the copy is this machine's own todo.txt (the sync client put the other machine's version in its place): below, "this machine" means the copy and "the other machine" the file as it is now
  already there: a
  added as 2: b — the other machine's todo.txt did not have it, and no sync record proves it was deleted there: delete it if it was done or deleted there
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (x\x1B[2K\x0D  already there: pay rent\x0Az's conflicted copy 2026-11-30).txt.
# A copy's line left out that todo.txt has already leaves nothing to decide: 0.
$ printf 'task one\nform\014feed task\n' > todo.txt; cp todo.txt 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts >/dev/null; echo "status $?"
status 0
# Other names from the synced folder are shown with their control characters as bytes too: a
# link out of the folder in doctor, a file in listfile.
$ rm -f todo.sync-conflict-*; ln -s /etc/hostname "$(printf 'x\033]0;PWNED\007\nTODO: all good')"; printf 'hi\n' > "$(printf 'n\033[31m\nFORGED.txt')"
$ todo doctor | grep -a '^Links' | sed "s|$HOME|HOME|g" | tr '\033\007\r' '???'
Links out of the todo folder: HOME/x\x1B]0;PWNED\x07\x0ATODO: all good -> /etc/hostname (refused; allow it with TODOTXT_ALLOW_LINKS)
$ todo listfile | grep -a FORGED | tr '\033\r' '??'
n\x1B[31m\x0AFORGED.txt
