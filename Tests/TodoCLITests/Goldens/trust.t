# A todo.cfg in the current folder is not "beside the binary": a todo started through PATH
# (argv[0] is "todo") reads the one beside its executable, never ./todo.cfg.
$ mkdir cloned; printf 'touch "$HOME/ran"\n' > cloned/todo.cfg
$ cd cloned && todo ls
--
TODO: 0 of 0 tasks shown
$ test -e ran && echo ran || echo 'not run'
not run
# A configuration is code: one that another user could change is refused, as ssh refuses its
# own files. The file must not be writable by the group or others…
$ printf 'export TODO_DIR="$HOME"\ntouch "$HOME/ran"\n' > mine.cfg; chmod g+w mine.cfg
$ todo -d mine.cfg ls
! Fatal Error: Refusing to read configuration file mine.cfg: other users can change $HOME/mine.cfg. A configuration is run as code; remove their write permission (chmod go-w $HOME/mine.cfg).
[1]
$ chmod g-w,o+w mine.cfg; TODOTXT_CFG_FILE=$HOME/mine.cfg todo ls
! Fatal Error: Refusing to read configuration file $HOME/mine.cfg: other users can change $HOME/mine.cfg. A configuration is run as code; remove their write permission (chmod go-w $HOME/mine.cfg).
[1]
$ mkdir -p .todo; cp mine.cfg .todo/config; chmod g+w .todo/config; todo ls
! Fatal Error: Refusing to read configuration file $HOME/.todo/config: other users can change $HOME/.todo/config. A configuration is run as code; remove their write permission (chmod go-w $HOME/.todo/config).
[1]
$ rm .todo/config; test -e ran && echo ran || echo 'not run'
not run
# …nor in a folder others can write to (they could replace it), unless the folder is sticky
# like /tmp, where others cannot replace what is yours.
$ mkdir open; chmod 777 open; cp mine.cfg open/; chmod 644 open/mine.cfg; todo -d open/mine.cfg ls
! Fatal Error: Refusing to read configuration file open/mine.cfg: other users can change $HOME/open. A configuration is run as code; remove their write permission (chmod go-w $HOME/open).
[1]
$ chmod 1777 open; todo -d open/mine.cfg ls; rm ran
--
TODO: 0 of 0 tasks shown
# /dev/null, which everyone can write, holds no code: `-d /dev/null` is no configuration.
$ todo -d /dev/null ls
--
TODO: 0 of 0 tasks shown
# A symlinked configuration: the target and the folder of the link are checked.
$ chmod 664 mine.cfg; ln -s mine.cfg link.cfg; todo -d link.cfg ls
! Fatal Error: Refusing to read configuration file link.cfg: other users can change $HOME/mine.cfg. A configuration is run as code; remove their write permission (chmod go-w $HOME/mine.cfg).
[1]
$ chmod 644 mine.cfg; mkdir shared; chmod g+w shared; ln -s ../mine.cfg shared/link.cfg; todo -d shared/link.cfg ls
! Fatal Error: Refusing to read configuration file shared/link.cfg: other users can change $HOME/shared. A configuration is run as code; remove their write permission (chmod go-w $HOME/shared).
[1]
$ todo -d link.cfg ls; rm ran
--
TODO: 0 of 0 tasks shown
# An add-on is code too: one that others can change is not run, nor its usage, and listaddons
# says why it leaves it out.
$ mkdir -p .todo/actions; printf '#!/bin/sh\ntouch "$HOME/ran"\necho "    $1"\n' > .todo/actions/hi; cp .todo/actions/hi .todo/actions/ok; chmod 775 .todo/actions/hi; chmod 755 .todo/actions/ok
$ todo hi
! Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: other users can change $HOME/.todo/actions/hi. Remove their write permission (chmod go-w $HOME/.todo/actions/hi).
[1]
$ TODOTXT_DEFAULT_ACTION=hi todo
! Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: other users can change $HOME/.todo/actions/hi. Remove their write permission (chmod go-w $HOME/.todo/actions/hi).
[1]
$ todo help hi
! Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: other users can change $HOME/.todo/actions/hi. Remove their write permission (chmod go-w $HOME/.todo/actions/hi).
[1]
$ todo shorthelp | grep -x '    usage'
    usage
! Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: other users can change $HOME/.todo/actions/hi. Remove their write permission (chmod go-w $HOME/.todo/actions/hi).
$ todo listaddons
ok
--
TODO: 1 valid addon actions found.
! Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: other users can change $HOME/.todo/actions/hi. Remove their write permission (chmod go-w $HOME/.todo/actions/hi).
$ rm ran; chmod g+w .todo/actions; todo ok
! Fatal Error: Refusing to run add-on $HOME/.todo/actions/ok: other users can change $HOME/.todo/actions. Remove their write permission (chmod go-w $HOME/.todo/actions).
[1]
$ test -e ran && echo ran || echo 'not run'
not run
$ chmod g-w .todo/actions .todo/actions/hi; todo hi there; rm ran
    hi
