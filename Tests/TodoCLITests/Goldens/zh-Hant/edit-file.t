# edit with no number: the whole todo.txt in the editor, merged with what changed meanwhile.
$ printf '%s\n' '(A) buy milk' 'call mom' 'water plants' > todo.txt
$ EDITOR='sed -i s/mom/dad/' todo edit
todo：已儲存 $HOME/todo.txt。
$ cat todo.txt
(A) buy milk
call dad
water plants
$ EDITOR=true todo edit
todo：$HOME/todo.txt 沒有變更。
# Another todo adds a task and completes one while the editor is open: both are kept.
$ printf '#!/bin/sh\ntodo add "buy bread" > /dev/null\ntodo -a do 3 > /dev/null\nsed -i s/milk/oat-milk/ "$1"\n' > meanwhile.sh; chmod +x meanwhile.sh
$ EDITOR=./meanwhile.sh todo edit
todo：已儲存 $HOME/todo.txt，並保留你編輯期間檔案中的其他變更。
$ cat todo.txt
(A) buy oat-milk
call dad
x 2026-11-30 water plants
buy bread
$ todo revert
todo：已撤銷「edit」（(A) buy milk）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。還可以再往前還原 3 次。
$ cat todo.txt
(A) buy milk
call dad
x 2026-11-30 water plants
buy bread
# The same task changed differently in the file and in the copy: nothing is written, the
# conflict is shown and the copy is kept.
$ printf '#!/bin/sh\ntodo replace 2 "call dad at noon" > /dev/null\nsed -i "s/call dad/call dad tonight/" "$1"\n' > clash.sh; chmod +x clash.sh
$ EDITOR=./clash.sh todo edit
! todo：你編輯時，$HOME/todo.txt 已被修改，其中 1 項在檔案和你的副本中改法不同，因此沒有寫入任何變更。你的副本保留在 $HOME/.local/state/todo/edit/todo-2026-11-30T12-00-00.txt。衝突如下：
!   檔案中現在是：call dad at noon
!   你的副本中是：call dad tonight
[1]
$ cat todo.txt
(A) buy milk
call dad at noon
x 2026-11-30 water plants
buy bread
$ cat .local/state/todo/edit/todo-2026-11-30T12-00-00.txt
(A) buy milk
call dad tonight
x 2026-11-30 water plants
buy bread
# A task completed and archived meanwhile (do with the auto-archive) stays archived.
$ printf '#!/bin/sh\ntodo do 1 > /dev/null\nsed -i s/noon/six/ "$1"\n' > archived.sh; chmod +x archived.sh
$ EDITOR=./archived.sh todo edit
todo：已儲存 $HOME/todo.txt，並保留你編輯期間檔案中的其他變更。
$ cat todo.txt

call dad at six

buy bread
$ cat done.txt
x 2026-11-30 buy milk
x 2026-11-30 water plants
# New lines typed in the copy may not hold control characters.
$ printf '#!/bin/sh\nprintf "bad \\033[31m\\n" >> "$1"\n' > escape.sh; chmod +x escape.sh
$ EDITOR=./escape.sh todo edit
! todo：文字含有控制字元（U+001B），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
[1]
$ cat todo.txt

call dad at six

buy bread
# Without an editor the whole file cannot be edited.
$ todo edit
! todo：沒有做任何變更。要編輯整個 todo.txt，請先設定 VISUAL 或 EDITOR；要在命令列上編輯單項待辦事項，請用「todo edit 編號」。
[1]
# A copy saved empty (an editor that crashed or truncated it) changes nothing.
$ printf '#!/bin/sh\n: > "$1"\n' > empty.sh; chmod +x empty.sh; EDITOR=./empty.sh todo edit
! todo：編輯後的 $HOME/todo.txt 副本是空的，沒有做任何變更。要刪除待辦事項，請用 del 或 archive。
[1]
$ wc -c < todo.txt
28
# A line changed in the copy gets the date words `add` reads written as dates, and the note says what was written (issue 33, item 11).
$ printf 'call mom\npay rent\n' > todo.txt; EDITOR='sed -i s/rent/rent\ due:tomorrow/' todo edit; cat todo.txt
todo：已儲存 $HOME/todo.txt。
call mom
pay rent due:2026-12-01
! todo：「due:tomorrow」已存為 2026-12-01（週二）。
