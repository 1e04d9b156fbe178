# Cancel means nothing changed, and revert says what it took back (issue 33, items 4 and 7).
$ printf 'pay rent\ncall mom\n' > todo.txt
# note 99: no such task, before any word about an editor.
$ env -u EDITOR -u VISUAL todo note 99
! TODO: No task 99.
[1]
# A new note the editor leaves as offered: no file, no tag.
$ EDITOR=true todo note 1
TODO: The new note for task 1 was not saved; nothing changed.
$ test -e notes; echo $?; cat todo.txt
1
pay rent
call mom
# edit N the editor leaves as it was: nothing changed.
$ EDITOR=true todo edit 2
TODO: No change; task 2 stays as it was.
# revert names the command and the task it took back.
$ todo -A do 2 >/dev/null; todo revert
TODO: took back `do 2`: call mom
TODO: $HOME/todo.txt is back as it was before the last change. That was the oldest version kept: there is nothing more to revert.
$ todo add "buy milk" >/dev/null; todo revert
TODO: took back `add buy milk`: buy milk
TODO: $HOME/todo.txt is back as it was before the last change. That was the oldest version kept: there is nothing more to revert.
$ todo pri 1 A >/dev/null; todo revert
TODO: took back `pri 1 A`: pay rent
TODO: $HOME/todo.txt is back as it was before the last change. That was the oldest version kept: there is nothing more to revert.
$ todo archive >/dev/null 2>&1; todo -a do 1 2 >/dev/null; todo archive >/dev/null; todo revert
TODO: took back `archive`: x 2026-11-30 pay rent and 1 more
TODO: $HOME/todo.txt is back as it was before the last change. You can revert once more.
$ todo revert
TODO: took back `do 1 2`: pay rent and 1 more
TODO: $HOME/todo.txt is back as it was before the last change. That was the oldest version kept: there is nothing more to revert.
# revert of a note takes the note file it made with the tag.
$ todo note 1 "the landlord wants a check" >/dev/null; ls notes | wc -l; todo revert; ls notes | wc -l; cat todo.txt
1
TODO: took back `note 1 the landlord wants a check`: pay rent
TODO: The note $HOME/notes/ces.txt that command made is removed.
TODO: $HOME/todo.txt is back as it was before the last change. That was the oldest version kept: there is nothing more to revert.
0
pay rent
call mom
# ... but when the note changed since (another note line, an editor), revert takes nothing
# back: the tag stays with its note.
$ todo note 1 "first line" >/dev/null; for f in notes/*.txt; do printf 'more\n' >> "$f"; done; todo revert; ls notes | wc -l; cat todo.txt
1
pay rent note:ces.txt
call mom
! TODO: The note $HOME/notes/ces.txt that the last command made was changed since; revert would leave it without its task, so nothing was taken back.
