# edit N: the task in $EDITOR (a script here), one line in a private temporary file.
$ printf '%s\n' '(A) 2026-11-20 buy milk due:2026-12-01 +購物' 'call mom' > todo.txt
$ EDITOR='sed -i s/milk/oat-milk/' todo edit 1
1 (A) 2026-11-20 buy milk due:2026-12-01 +購物
TODO: Replaced task with:
1 (A) 2026-11-20 buy oat-milk due:2026-12-01 +購物
$ cat todo.txt
(A) 2026-11-20 buy oat-milk due:2026-12-01 +購物
call mom
# VISUAL comes before EDITOR.
$ VISUAL='sed -i s/mom/dad/' EDITOR=false todo edit 2
2 call mom
TODO: Replaced task with:
2 call dad
# Quitting without a change, or saving it empty, changes nothing and says so.
$ EDITOR=true todo edit 1
TODO: No change; task 1 stays as it was.
$ EDITOR='sed -i s/.*//' todo edit 1
! TODO: The edited task 1 is empty; nothing was changed. To delete a task, use del.
[1]
# A multi-line result is refused.
$ printf '#!/bin/sh\nprintf "one\\ntwo\\n" > "$1"\n' > two-lines.sh; chmod +x two-lines.sh
$ EDITOR=./two-lines.sh todo edit 1
! TODO: The edited task 1 has more than one line; nothing was changed. A task is one line; to add several, use addm.
[1]
# An editor that fails (vim's :cq) changes nothing.
$ EDITOR=false todo edit 1
! TODO: The editor (false) ended with status 1; nothing was changed.
[1]
# Control characters typed in the editor are refused; due: words become dates.
$ printf '#!/bin/sh\nprintf "bad\\033[A\\n" > "$1"\n' > escape.sh; chmod +x escape.sh
$ EDITOR=./escape.sh todo edit 2
! TODO: The text holds a control character (U+001B), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ printf '#!/bin/sh\nprintf "call dad due:tomorrow\\n" > "$1"\n' > due.sh; chmod +x due.sh
$ EDITOR=./due.sh todo edit 2
2 call dad
TODO: Replaced task with:
2 call dad due:2026-12-01
! TODO: due:tomorrow is stored as 2026-12-01 (Tue).
# The editor's file is not in the todo folder, and is removed afterwards.
$ printf '#!/bin/sh\ncase "$1" in "$HOME"/.local/state/todo/edit/*) echo private;; esac\nls -ld "$(dirname "$1")" | cut -c1-10\n' > where.sh; chmod +x where.sh
$ EDITOR=./where.sh todo edit 1
private
drwx------
TODO: No change; task 1 stays as it was.
$ ls -A .local/state/todo/edit
# The task is checked again under the lock: changed meanwhile, nothing is written.
$ printf '#!/bin/sh\ntodo append 1 extra > /dev/null\nsed -i s/buy/get/ "$1"\n' > race.sh; chmod +x race.sh
$ EDITOR=./race.sh todo edit 1
! TODO: Task 1 changed while you were editing it; nothing was changed. Run the command again.
[1]
$ cat todo.txt
(A) 2026-11-20 buy oat-milk due:2026-12-01 +購物 extra
call dad due:2026-12-01
# Without an editor (or with --inline) the line is read: from a pipe, one line; nothing is a cancel.
$ echo 'call mom again' | todo edit 2
2 call dad due:2026-12-01
TODO: Replaced task with:
2 call mom again
$ echo 'call mom' | EDITOR=false todo edit 2 --inline
2 call mom again
TODO: Replaced task with:
2 call mom
$ todo edit 2 < /dev/null
! TODO: Editing cancelled; task 2 stays as it was.
[1]
$ todo -f edit 2
! TODO: Editing cancelled; task 2 stays as it was.
[1]
$ todo edit 9
! TODO: No task 9.
[1]
$ todo edit x
! usage: todo edit [NR] [--inline]
[1]
$ todo edit 1 2
! usage: todo edit [NR] [--inline]
[1]
$ todo edit --inline
! usage: todo edit [NR] [--inline]
[1]
$ cat todo.txt
(A) 2026-11-20 buy oat-milk due:2026-12-01 +購物 extra
call mom
