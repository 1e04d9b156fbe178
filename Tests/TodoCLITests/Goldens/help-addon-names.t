# help looks an add-on up by a plain name only, as running one does: a hidden file in the actions folder is no add-on, and neither help nor the action runs it.
$ mkdir -p .todo.actions.d; printf '#!/bin/sh\necho ran "$@"\n' > .todo.actions.d/.hidden; chmod 755 .todo.actions.d/.hidden
$ printf 'call mom\n' > todo.txt; todo help .hidden
! TODO: No action ".hidden" exists.
[1]
$ todo .hidden
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: No action ".hidden" exists.
[1]
$ printf '#!/bin/sh\necho ran "$@"\n' > .todo.actions.d/visible; chmod 755 .todo.actions.d/visible; todo help visible
ran usage
# Any single file name in the actions folder names an add-on, as todo.sh runs it: a published add-on is named `@`, others start with `+` (issue 33, item 17).
$ printf '#!/bin/sh\necho at-addon "$@"\n' > .todo.actions.d/@; chmod 755 .todo.actions.d/@; todo @ one two
at-addon @ one two
$ printf '#!/bin/sh\necho plus-addon "$@"\n' > .todo.actions.d/+p; chmod 755 .todo.actions.d/+p; todo +p three
plus-addon +p three
$ todo help @
at-addon usage
