# git-setup never writes through a .gitattributes that is a symlink (git does not read one in
# the work tree either): refused, and neither the link nor its target changes.
$ git -c init.defaultBranch=main init -q repo; printf '[user]\n\tname = me\n' > gitconfig; ln -s ../gitconfig repo/.gitattributes
$ TODO_DIR=$HOME/repo todo add task >/dev/null; TODO_DIR=$HOME/repo todo git-setup
! TODO: $HOME/repo/.gitattributes is a symbolic link or not a regular file; git does not read such a .gitattributes, and todo does not write through it. Nothing was changed. Replace it with a regular file and run git-setup again.
[1]
$ cat gitconfig; readlink repo/.gitattributes; git -C repo config --get merge.todotxt.driver
[user]
	name = me
../gitconfig
[1]
# A regular .gitattributes is still written, and stays a regular file.
$ rm repo/.gitattributes; TODO_DIR=$HOME/repo todo git-setup >/dev/null; cat repo/.gitattributes; test -L repo/.gitattributes || echo regular
todo.txt merge=todotxt
done.txt merge=todotxt
regular
# A program is never run by a relative name: with PATH empty or unset todo looks in
# /usr/bin:/bin, and never in the current folder (bash runs a todo.cfg that is more than plain
# assignments, as `${HOME%/}` is; a bash planted here must not run).
$ mkdir w; printf '#!/bin/sh\n/usr/bin/touch "$HOME/PLANTED"\n' > w/bash; chmod +x w/bash; cp w/bash w/env; printf 'export TODO_DIR="${HOME%%/}"\n' > .todo.cfg; printf 'a\n' > todo.txt
$ cd w && env -i HOME="$HOME" PATH= TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
1 a
--
TODO: 1 of 1 tasks shown
planted bash not run
$ cd w && env -i HOME="$HOME" TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
1 a
--
TODO: 1 of 1 tasks shown
planted bash not run
# Relative entries are dropped (the child gets the same PATH); a bash found nowhere else is
# the "could not run" error.
$ cd w && env -i HOME="$HOME" PATH=.:bin TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
1 a
--
TODO: 1 of 1 tasks shown
planted bash not run
$ cd w && env -i HOME="$HOME" PATH=/nonexistent:. TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
planted bash not run
! Fatal Error: Cannot evaluate configuration file $HOME/.todo.cfg: bash is needed to read it. Install bash and try again.
$ rm .todo.cfg
# A relative XDG_STATE_HOME is ignored (XDG's rule): the versions go to ~/.local/state.
$ cd w && XDG_STATE_HOME=relstate todo add b; ls; ls -d "$HOME/.local/state/todo/backups"
2 b
TODO: 2 added.
bash
env
$HOME/.local/state/todo/backups
# Conflict copies: a hard-linked file (another name of a file elsewhere) is not one, nor is a
# name whose date or time does not exist (every command names those as look-alikes, never
# merged).
$ printf 'PRIVATE KEY\n' > key; ln key "todo (Bob's conflicted copy 2026-01-01).txt"
$ printf 'c\n' > "todo (Bob's conflicted copy 2026-13-45).txt"; printf 'd\n' > "todo (conflicted copy 2026-02-29 120000).txt"; printf 'e\n' > todo.sync-conflict-20261130-256199-ABCDEF7.txt
$ printf 'f\n' > "todo (conflicted copy 2028-02-29 235959).txt"
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt key
Merging $HOME/todo (conflicted copy 2028-02-29 235959).txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  added as 3: f
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (conflicted copy 2028-02-29 235959).txt.
a
b
f
PRIVATE KEY
# `todo .`, `todo ..` and other names that are no plain word are the usage error, never an
# add-on (here they would name the actions folder and the folder above it).
$ mkdir -p .todo/actions
$ todo .
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo (Bob's conflicted copy 2026-13-45).txt, $HOME/todo (conflicted copy 2026-02-29 120000).txt, $HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.
! TODO: No action "." exists.
[1]
$ todo ..
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo (Bob's conflicted copy 2026-13-45).txt, $HOME/todo (conflicted copy 2026-02-29 120000).txt, $HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.
! TODO: No action ".." exists.
[1]
$ todo .hidden
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo (Bob's conflicted copy 2026-13-45).txt, $HOME/todo (conflicted copy 2026-02-29 120000).txt, $HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.
! TODO: No action ".hidden" exists.
[1]
# Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and the others) are shown as <U+202E>
# on a terminal, as the other control characters are escaped; a pipe and --json keep them.
$ printf 'pay \342\200\256fdp.exe\342\200\254 \342\201\247x\342\201\251 \330\234y \342\200\217z\n' > todo.txt
$ script -qec 'todo ls' /dev/null | tr -d '\r'
TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo (Bob's conflicted copy 2026-13-45).txt, $HOME/todo (conflicted copy 2026-02-29 120000).txt, $HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.
1 pay <U+202E>fdp.exe<U+202C> <U+2067>x<U+2069> <U+061C>y <U+200F>z
--
TODO: 1 of 1 tasks shown
$ todo ls | od -An -c | head -n 1
   1       p   a   y     342 200 256   f   d   p   .   e   x   e
! TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo (Bob's conflicted copy 2026-13-45).txt, $HOME/todo (conflicted copy 2026-02-29 120000).txt, $HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.
$ todo ls --json
{"line":1,"text":"pay ‮fdp.exe‬ ⁧x⁩ ؜y ‏z","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"pay ‮fdp.exe‬ ⁧x⁩ ؜y ‏z","projects":[],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
! TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo (Bob's conflicted copy 2026-13-45).txt, $HOME/todo (conflicted copy 2026-02-29 120000).txt, $HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.
# A folder outside any git repository: todo's own sentence first, then git's words (in git's
# language) on the lines after it, not before.
$ mkdir -p $HOME/plain; TODO_DIR=$HOME/plain todo git-setup 2>&1 | head -n 1
TODO: $HOME/plain is not in a git repository.
$ TODO_DIR=$HOME/plain todo git-setup 2>&1 | tail -n +2 | grep -c 'git'; TODO_DIR=$HOME/plain todo git-setup >/dev/null 2>&1; echo $?
1
1
