# Text that is empty after trimming is refused (a task no listing shows); nothing is written.
$ printf '%s\n' '(A) 2026-11-20 buy milk due:2026-12-01 +shop' 'call mom' > todo.txt
$ todo add "   "
! usage: todo add "TODO ITEM"
[1]
$ todo add $'\t'
! usage: todo add "TODO ITEM"
[1]
$ todo replace 1 "   "
! usage: todo replace NR "UPDATED ITEM"
[1]
$ todo append 1 "  "
! usage: todo append NR "TEXT TO APPEND"
[1]
$ todo prepend 1 " "
! usage: todo prepend NR "TEXT TO PREPEND"
[1]
$ todo addm $'  \n \n'
! usage: todo addm "TODO ITEM"
[1]
$ cat todo.txt
(A) 2026-11-20 buy milk due:2026-12-01 +shop
call mom
# CR and LF become spaces, as todo.sh's cleaninput does; addm still splits on LF.
$ todo add $'first\rsecond\nthird'
3 first second third
TODO: 3 added.
$ todo addm $'one\n  \ntwo'
4 one
TODO: 4 added.
5 two
TODO: 5 added.
# Other control characters (an arrow key's ESC [ A, DEL, a C1 CSI) are refused.
$ todo add $'a\e[Ab'
! TODO: The text holds a control character (U+001B), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ todo append 2 $'x\x7f'
! TODO: The text holds a control character (U+007F), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ todo replace 2 $'y\u009b2J'
! TODO: The text holds a control character (U+009B), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ todo addto todo.txt $'z\x01'
! TODO: The text holds a control character (U+0001), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ cat -A todo.txt
(A) 2026-11-20 buy milk due:2026-12-01 +shop$
call mom$
first second third$
one$
two$
# A prompt read from a pipe is cleaned the same way.
$ printf '   \n' | todo add
! usage: todo add "TODO ITEM"
[1]
$ printf 'ok\x1b[D\n' | todo replace 2
! TODO: The text holds a control character (U+001B), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ printf 'fine\n' | todo replace 2
2 call mom
TODO: Replaced task with:
2 fine
