# A file too large for the memory the process may use (ulimit -v) is refused before it is read,
# with one line and status 1, never a runtime trap; the file is unchanged.
$ seq -f 'task %g +home @phone' 1 300000 > todo.txt; cksum < todo.txt
3241928919 7388895
$ (ulimit -v 40000; todo ls); echo "status $?"
status 1
! TODO: $HOME/todo.txt is too large to read within the memory todo may use here (ulimit -v 39 MiB); nothing was changed. Raise the limit or make the file smaller.
$ (ulimit -v 40000; todo do 3); echo "status $?"; cksum < todo.txt
status 1
3241928919 7388895
! TODO: $HOME/todo.txt is too large to read within the memory todo may use here (ulimit -v 39 MiB); nothing was changed. Raise the limit or make the file smaller.
