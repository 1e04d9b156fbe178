# help looks an add-on up by a plain name only, as running one does: a hidden file in the actions folder is no add-on, and neither help nor the action runs it.
$ mkdir -p .todo.actions.d; printf '#!/bin/sh\necho ran "$@"\n' > .todo.actions.d/.hidden; chmod 755 .todo.actions.d/.hidden
$ printf 'call mom\n' > todo.txt; todo help .hidden
! todo：沒有「.hidden」這個動作。用「todo help」查看所有動作。
[1]
$ todo .hidden
! todo：沒有「.hidden」這個動作。用「todo help」查看所有動作。
[1]
$ printf '#!/bin/sh\necho ran "$@"\n' > .todo.actions.d/visible; chmod 755 .todo.actions.d/visible; todo help visible
ran usage
