# done.txt that is todo.txt itself (a symbolic link to it, a hard link, the same path): the
# commands that move tasks between the two refuse up front, naming both, and nothing changes;
# doctor says so. (Before, archive read as "changed on disk".)
$ printf 'x 2026-11-01 filed taxes\ncall mom\n' > todo.txt; ln -s todo.txt done.txt
$ todo archive
! TODO: $HOME/done.txt is the same file as $HOME/todo.txt (a link to it, or another name of it), so done tasks cannot be moved out of one into the other; nothing was changed. Set DONE_FILE to a file of its own (or remove the link).
[1]
$ todo do 2
! TODO: $HOME/done.txt is the same file as $HOME/todo.txt (a link to it, or another name of it), so done tasks cannot be moved out of one into the other; nothing was changed. Set DONE_FILE to a file of its own (or remove the link).
[1]
$ todo report
! TODO: $HOME/done.txt is the same file as $HOME/todo.txt (a link to it, or another name of it), so done tasks cannot be moved out of one into the other; nothing was changed. Set DONE_FILE to a file of its own (or remove the link).
[1]
$ printf 'buy milk\n' > todo.sync-conflict-20261130-140000.txt; todo merge-conflicts
! TODO: $HOME/done.txt is the same file as $HOME/todo.txt (a link to it, or another name of it), so done tasks cannot be moved out of one into the other; nothing was changed. Set DONE_FILE to a file of its own (or remove the link).
[1]
$ rm todo.sync-conflict-20261130-140000.txt; cat todo.txt; ls
x 2026-11-01 filed taxes
call mom
done.txt
todo.txt
$ todo doctor | grep -a -i -e warning -e '警告'
Warning: $HOME/done.txt is the same file as $HOME/todo.txt (a link to it, or another name of it); archive, report, merge-conflicts and do with auto-archive refuse to run until DONE_FILE is a file of its own.
$ rm done.txt; ln todo.txt done.txt; todo archive
! TODO: $HOME/done.txt is the same file as $HOME/todo.txt (a link to it, or another name of it), so done tasks cannot be moved out of one into the other; nothing was changed. Set DONE_FILE to a file of its own (or remove the link).
[1]
$ DONE_FILE=$HOME/todo.txt todo do 2
! TODO: $HOME/todo.txt is the same file as $HOME/todo.txt (a link to it, or another name of it), so done tasks cannot be moved out of one into the other; nothing was changed. Set DONE_FILE to a file of its own (or remove the link).
[1]
# Without the auto-archive, do has nothing to move: it works.
$ todo -a do 2; cat todo.txt
2 x 2026-11-30 call mom
TODO: 2 marked as done.
x 2026-11-01 filed taxes
x 2026-11-30 call mom
# A file of its own: archive works.
$ rm done.txt; todo archive >/dev/null; cat todo.txt done.txt
x 2026-11-01 filed taxes
x 2026-11-30 call mom
