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
