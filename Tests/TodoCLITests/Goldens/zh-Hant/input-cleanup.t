# Text that is empty after trimming is refused (a task no listing shows); nothing is written.
$ printf '%s\n' '(A) 2026-11-20 buy milk due:2026-12-01 +shop' 'call mom' > todo.txt
$ todo add "   "
! 用法：todo add "待辦事項"
[1]
$ todo add $'\t'
! 用法：todo add "待辦事項"
[1]
$ todo replace 1 "   "
! 用法：todo replace 編號 "新的待辦事項"
[1]
$ todo append 1 "  "
! 用法：todo append 編號 "要附加的文字"
[1]
$ todo prepend 1 " "
! 用法：todo prepend 編號 "要加到開頭的文字"
[1]
$ todo addm $'  \n \n'
! 用法：todo addm "待辦事項"
[1]
$ cat todo.txt
(A) 2026-11-20 buy milk due:2026-12-01 +shop
call mom
# CR and LF become spaces, as todo.sh's cleaninput does; addm still splits on LF.
$ todo add $'first\rsecond\nthird'
3 first second third
todo.txt：已新增第 3 項。
$ todo addm $'one\n  \ntwo'
4 one
todo.txt：已新增第 4 項。
5 two
todo.txt：已新增第 5 項。
# Other control characters (an arrow key's ESC [ A, DEL, a C1 CSI) are refused.
$ todo add $'a\e[Ab'
! todo：文字含有控制字元（U+001B），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ todo append 2 $'x\x7f'
! todo：文字含有控制字元（U+007F），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ todo replace 2 $'y\u009b2J'
! todo：文字含有控制字元（U+009B），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ todo addto todo.txt $'z\x01'
! todo：文字含有控制字元（U+0001），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ cat -A todo.txt
(A) 2026-11-20 buy milk due:2026-12-01 +shop$
call mom$
first second third$
one$
two$
# A prompt read from a pipe is cleaned the same way.
$ printf '   \n' | todo add
! 用法：todo add "待辦事項"
[1]
$ printf 'ok\x1b[D\n' | todo replace 2
! todo：文字含有控制字元（U+001B），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ printf 'fine\n' | todo replace 2
2 call mom
todo：已將待辦事項取代為：
2 fine
