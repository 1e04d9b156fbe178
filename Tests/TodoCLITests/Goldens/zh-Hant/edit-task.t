# edit N: the task in $EDITOR (a script here), one line in a private temporary file.
$ printf '%s\n' '(A) 2026-11-20 buy milk due:2026-12-01 +購物' 'call mom' > todo.txt
$ EDITOR='sed -i s/milk/oat-milk/' todo edit 1
1 (A) 2026-11-20 buy milk due:2026-12-01 +購物
todo：已將待辦事項取代為：
1 (A) 2026-11-20 buy oat-milk due:2026-12-01 +購物
$ cat todo.txt
(A) 2026-11-20 buy oat-milk due:2026-12-01 +購物
call mom
# VISUAL comes before EDITOR.
$ VISUAL='sed -i s/mom/dad/' EDITOR=false todo edit 2
2 call mom
todo：已將待辦事項取代為：
2 call dad
# Quitting without a change, or saving it empty, changes nothing and says so.
$ EDITOR=true todo edit 1
todo：沒有變更，第 1 項維持原樣。
$ EDITOR='sed -i s/.*//' todo edit 1
! todo：編輯後的第 1 項是空的，沒有做任何變更。要刪除待辦事項，請用 del。
[1]
# A multi-line result is refused.
$ printf '#!/bin/sh\nprintf "one\\ntwo\\n" > "$1"\n' > two-lines.sh; chmod +x two-lines.sh
$ EDITOR=./two-lines.sh todo edit 1
! todo：編輯後的第 1 項超過一行，沒有做任何變更。一項待辦事項只有一行；要新增多項，請用 addm。
[1]
# An editor that fails (vim's :cq) changes nothing.
$ EDITOR=false todo edit 1
! todo：編輯器（false）結束時的狀態碼是 1，沒有做任何變更。
[1]
# Control characters typed in the editor are refused; due: words become dates.
$ printf '#!/bin/sh\nprintf "bad\\033[A\\n" > "$1"\n' > escape.sh; chmod +x escape.sh
$ EDITOR=./escape.sh todo edit 2
! todo：文字含有控制字元（U+001B），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ printf '#!/bin/sh\nprintf "call dad due:tomorrow\\n" > "$1"\n' > due.sh; chmod +x due.sh
$ EDITOR=./due.sh todo edit 2
2 call dad
todo：已將待辦事項取代為：
2 call dad due:2026-12-01
! todo：「due:tomorrow」已存為 2026-12-01（週二）。
# The editor's file is not in the todo folder, and is removed afterwards.
$ printf '#!/bin/sh\ncase "$1" in "$HOME"/.local/state/todo/edit/*) echo private;; esac\nls -ld "$(dirname "$1")" | cut -c1-10\n' > where.sh; chmod +x where.sh
$ EDITOR=./where.sh todo edit 1
private
drwx------
todo：沒有變更，第 1 項維持原樣。
$ ls -A .local/state/todo/edit
# The task is checked again under the lock: changed meanwhile, nothing is written.
$ printf '#!/bin/sh\ntodo append 1 extra > /dev/null\nsed -i s/buy/get/ "$1"\n' > race.sh; chmod +x race.sh
$ EDITOR=./race.sh todo edit 1
! todo：你編輯時，第 1 項已被修改，因此沒有做任何變更。請再執行一次指令。
[1]
$ cat todo.txt
(A) 2026-11-20 buy oat-milk due:2026-12-01 +購物 extra
call dad due:2026-12-01
# Without an editor (or with --inline) the line is read: from a pipe, one line; nothing is a cancel.
$ echo 'call mom again' | todo edit 2
2 call dad due:2026-12-01
todo：已將待辦事項取代為：
2 call mom again
$ echo 'call mom' | EDITOR=false todo edit 2 --inline
2 call mom again
todo：已將待辦事項取代為：
2 call mom
$ todo edit 2 < /dev/null
! todo：已取消編輯，第 2 項維持原樣。
[1]
$ todo -f edit 2
! todo：已取消編輯，第 2 項維持原樣。
[1]
$ todo edit 9
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo edit x
! 用法：todo edit [編號] [--inline]
[1]
$ todo edit 1 2
! 用法：todo edit [編號] [--inline]
[1]
$ todo edit --inline
! 用法：todo edit [編號] [--inline]
[1]
$ cat todo.txt
(A) 2026-11-20 buy oat-milk due:2026-12-01 +購物 extra
call mom
