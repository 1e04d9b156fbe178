# revert: back one change at a time (add, do, pri...), refusing if something else changed the file.
$ printf 'one\ntwo\n' > todo.txt
$ todo add three >/dev/null; todo -a do 1 >/dev/null; todo pri 2 A >/dev/null; cat todo.txt
x 2026-11-30 one
(A) two
three
$ todo revert; cat todo.txt
TODO: $HOME/todo.txt is back as it was before the last change. Earlier versions still kept: 2.
x 2026-11-30 one
two
three
$ todo revert; todo revert; cat todo.txt
TODO: $HOME/todo.txt is back as it was before the last change. Earlier versions still kept: 1.
TODO: $HOME/todo.txt is back as it was before the last change. Earlier versions still kept: 0.
one
two
$ todo revert
! TODO: No earlier version of $HOME/todo.txt is kept.
[1]
$ todo add four >/dev/null; echo "typed in an editor" >> todo.txt; todo revert 2>&1 | sed 's|backups/.*|backups/…|'
TODO: $HOME/todo.txt changed since todo last wrote it; not reverted. The kept versions are in $HOME/.local/state/todo/backups/…
$ cat todo.txt
one
two
four
typed in an editor
# The kept versions are outside the todo folder; nothing new appears beside todo.txt.
$ ls -A | grep -v -e '^\.' 
todo.txt
