# A synced or shared todo folder: a link someone else put in it must not send todo's reads or
# writes out of it. The folder here is sync/todo; victim/ stands for the rest of your files.
$ mkdir -p sync/todo victim; printf 'secret\n' > victim/bashrc; printf 'task one\n' > sync/todo/todo.txt
$ ln -s ../../victim/bashrc sync/todo/done.txt; printf 'export TODO_DIR=$HOME/sync/todo\n' > .todo.cfg
$ todo do 1
! TODO: $HOME/sync/todo/done.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ cat victim/bashrc sync/todo/todo.txt
secret
task one
# Every command refuses (an add-on gets the same files), but doctor lists such links.
$ todo ls
! TODO: $HOME/sync/todo/done.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ todo doctor | grep -e 'Links out' -e '連結'
Links out of the todo folder: $HOME/sync/todo/done.txt -> $HOME/victim/bashrc (refused; allow it with TODOTXT_ALLOW_LINKS)
# A link whose target does not exist yet is judged by where it points: nothing is created there.
$ rm sync/todo/done.txt; ln -s ../../victim/new.txt sync/todo/report.txt; todo report; ls victim
bashrc
! TODO: $HOME/sync/todo/report.txt is a link to $HOME/victim/new.txt, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/new.txt (in the environment or todo.cfg).
# Once allowed (a file or a folder, colon-separated; in the environment or todo.cfg), it is followed.
$ rm sync/todo/report.txt; ln -s ../../victim/bashrc sync/todo/done.txt
$ TODOTXT_ALLOW_LINKS=/nowhere:$HOME/victim todo do 1 >/dev/null; cat victim/bashrc
secret
x 2026-11-30 task one
$ printf 'export TODO_DIR=$HOME/sync/todo TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc\n' > allow.cfg; todo -d allow.cfg doctor | grep 'Links out'
Links out of the todo folder: $HOME/sync/todo/done.txt -> $HOME/victim/bashrc (allowed by TODOTXT_ALLOW_LINKS)
# A file named for mv, addto or listfile is checked the same way.
$ printf 'two\n' > sync/todo/todo.txt; ln -s ../../victim/bashrc sync/todo/evil.txt
$ todo -a addto evil.txt hi
! TODO: $HOME/sync/todo/done.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ rm sync/todo/done.txt; todo addto evil.txt hi
! TODO: $HOME/sync/todo/evil.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ todo lf evil.txt
! TODO: $HOME/sync/todo/evil.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ todo -f mv 1 evil.txt
! TODO: $HOME/sync/todo/evil.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ printf "kept\n" > sync/todo/other.txt; todo -f mv 1 other.txt evil.txt
! TODO: $HOME/sync/todo/evil.txt is a link to $HOME/victim/bashrc, outside the todo folder $HOME/sync/todo; a link there may come from whoever shares the folder, so todo does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the environment or todo.cfg).
[1]
$ cat victim/bashrc sync/todo/todo.txt
secret
x 2026-11-30 task one
two
# A link that stays inside the folder is fine.
$ ln -s todo.txt sync/todo/inside.txt; todo lf inside.txt
1 two
--
INSIDE: 1 of 1 tasks shown
# A path you configured yourself is followed wherever it leads.
$ printf 'mine\n' > victim/mine.txt; ln -s ../../victim/mine.txt sync/todo/mine.txt
$ TODO_FILE=$HOME/sync/todo/mine.txt todo add more; cat victim/mine.txt
2 more
MINE: 2 added.
mine
more
# TODO_DIR is yours too: the README's ~/todo.txt -> ~/Dropbox/todo/todo.txt with TODO_DIR=$HOME.
$ rm .todo.cfg; mkdir -p Dropbox/todo; printf 'x\n' > Dropbox/todo/todo.txt; ln -s Dropbox/todo/todo.txt todo.txt
$ todo add hello; cat Dropbox/todo/todo.txt; test -L todo.txt && echo still a link
2 hello
TODO: 2 added.
x
hello
still a link
