$ mkdir -p .todo/actions/hello
$ printf '#!/bin/sh\nif [ "$1" = usage ]; then echo "    hi NAME"; echo "      Says hi."; exit 0; fi\necho "action=$1 args=$2 dir=$([ "$TODO_DIR" = "$HOME" ] && echo HOME) file=${TODO_FILE##*/}"\nexit 3\n' > .todo/actions/hi
$ chmod +x .todo/actions/hi
$ printf '#!/bin/sh\necho "folder form $*"\n' > .todo/actions/hello/hello
$ chmod +x .todo/actions/hello/hello
$ printf '#!/bin/sh\necho "my own ls"\n' > .todo/actions/ls
$ chmod +x .todo/actions/ls
$ todo hi there
action=hi args=there dir=HOME file=todo.txt
[3]
$ todo HELLO x
folder form HELLO x
$ todo ls
my own ls
# `command` skips add-ons.
$ todo add task
1 task
TODO: 1 added.
$ todo command ls
1 task
--
TODO: 1 of 1 tasks shown
$ todo listaddons
hello
hi
ls
--
TODO: 3 valid addon actions found.
$ todo help hi
    hi NAME
      Says hi.
$ ln -s "$HOME/no/such/action" .todo/actions/broken
$ todo broken
! Fatal Error: Broken link to custom action: '$HOME/.todo/actions/broken'
[1]
$ rm .todo/actions/broken
$ todo shorthelp | tail -n 5
  directory.
  Add-on Actions:
    hi NAME

  See "help" for more details.
