$ printf 'one\n\nthree\n' > todo.txt
# Bad or missing numbers, a number past the end, a blank line's number.
$ todo do 0
! todo.txt：找不到第 0 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo do 2
! todo.txt：找不到第 2 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo do 4
! todo.txt：找不到第 4 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo append x text
! 用法：todo append 編號 "要附加的文字"
[1]
$ todo append
! 用法：todo append 編號 "要附加的文字"
[1]
$ todo prepend 99 x
! todo.txt：找不到第 99 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo replace
! 用法：todo replace 編號 "新的待辦事項"
[1]
$ todo pri 1 '#'
! 用法：todo pri 編號 優先順序 [編號 優先順序 ...]
! 注意：優先順序必須是 A 到 Z 的字母。
[1]
$ todo depri
! 用法：todo depri 編號 [編號 ...]
[1]
$ todo undo 3
! todo：第 3 項尚未標示為已完成。
[1]
# Full-width input from a Chinese input method is understood.
$ todo pri ３ ａ
3 (A) three
todo：已將第 3 項的優先順序設為 A。
$ todo -a do '１，３'
1 x 2026-11-30 one
todo：已將第 1 項標示為已完成。
3 x 2026-11-30 three
todo：已將第 3 項標示為已完成。
$ cat todo.txt
x 2026-11-30 one

x 2026-11-30 three
# A full-width number is echoed as the number it was read as.
$ todo do ９９
! todo.txt：找不到第 99 項。用「todo ls」查看所有待辦事項的編號。
[1]
# Unreadable files and directories give a message, not a crash.
$ mkdir dir; TODO_FILE=$PWD/dir todo ls
! todo：無法讀取 $HOME/dir（這是目錄，不是檔案）。請確認檔案存在且有讀取權限。
[1]
$ TODO_FILE=$PWD/todo.txt/inside todo ls
! todo：無法讀取 $HOME/todo.txt/inside（路徑中有一項不是目錄）。請確認檔案存在且有讀取權限。
[1]
$ ln -s loop loop; TODO_FILE=$PWD/loop todo ls
! todo：無法讀取 $HOME/loop（符號連結的層數過多）。請確認檔案存在且有讀取權限。
[1]
$ todo listfile nope
! todo：檔案 nope 不存在。用「todo listfile」查看目錄中有哪些檔案。
[1]
$ todo addto nope.txt text
! todo：目的檔案 $HOME/nope.txt 不存在。請先建立這個檔案，或檢查檔名是否正確。
[1]
$ todo mv 1 nope.txt
! todo：目的檔案 $HOME/nope.txt 不存在。請先建立這個檔案，或檢查檔名是否正確。
[1]
