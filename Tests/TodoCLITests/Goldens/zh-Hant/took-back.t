# Cancel means nothing changed, and revert says what it took back (issue 33, items 4 and 7).
$ printf 'pay rent\ncall mom\n' > todo.txt
# note 99: no such task, before any word about an editor.
$ env -u EDITOR -u VISUAL todo note 99
! todo.txt：找不到第 99 項。用「todo ls」查看所有待辦事項的編號。
[1]
# A new note the editor leaves as offered: no file, no tag.
$ EDITOR=true todo note 1
todo：第 1 項的新備註沒有存檔；沒有任何變更。
$ test -e notes; echo $?; cat todo.txt
1
pay rent
call mom
# edit N the editor leaves as it was: nothing changed.
$ EDITOR=true todo edit 2
todo：沒有變更，第 2 項維持原樣。
# revert names the command and the task it took back.
$ todo -A do 2 >/dev/null; todo revert
todo：已撤銷「do 2」（call mom）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。這是保留的最舊版本，無法再往前還原。
$ todo add "buy milk" >/dev/null; todo revert
todo：已撤銷「add buy milk」（buy milk）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。這是保留的最舊版本，無法再往前還原。
$ todo pri 1 A >/dev/null; todo revert
todo：已撤銷「pri 1 A」（pay rent）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。這是保留的最舊版本，無法再往前還原。
$ todo archive >/dev/null 2>&1; todo -a do 1 2 >/dev/null; todo archive >/dev/null; todo revert
todo：已撤銷「archive」（x 2026-11-30 pay rent，另有 1 項）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。還可以再往前還原 1 次。
$ todo revert
todo：已撤銷「do 1 2」（pay rent，另有 1 項）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。這是保留的最舊版本，無法再往前還原。
# revert of a note takes the note file it made with the tag.
$ todo note 1 "the landlord wants a check" >/dev/null; ls notes | wc -l; todo revert; ls notes | wc -l; cat todo.txt
1
todo：已撤銷「note 1 the landlord wants a check」（pay rent）。
todo：已刪除該指令建立的備註 $HOME/notes/ces.txt。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。這是保留的最舊版本，無法再往前還原。
0
pay rent
call mom
# ... but when the note changed since (another note line, an editor), revert takes nothing
# back: the tag stays with its note.
$ todo note 1 "first line" >/dev/null; for f in notes/*.txt; do printf 'more\n' >> "$f"; done; todo revert; ls notes | wc -l; cat todo.txt
1
pay rent note:ces.txt
call mom
! todo：上一個指令建立的備註 $HOME/notes/ces.txt 之後又改過了；若撤銷，這則備註就不再屬於任何事項，所以這次不撤銷。
