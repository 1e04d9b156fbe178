# Notes as the todo.sh note add-on keeps them: note:NAME.txt, TODO_NOTES_DIR (default
# $TODO_DIR/notes), a "# title" first line, notes/archive.txt for archived ones. Note text is
# shown through `sed 's/^/| /'` (a transcript line starting with "# " is a comment).
$ printf '%s\n' '(A) 2026-11-20 buy   milk +shop' 'call mom' 'x 2026-11-29 filed taxes note:k3Q.txt' 'plan trip note:aB1.txt' > todo.txt
$ mkdir notes; printf '# filed taxes\nreceipt in the blue folder\n' > notes/k3Q.txt; printf '# plan trip\nbook trains\n' > notes/aB1.txt
$ todo note 1 "ask for oat milk"
1 (A) 2026-11-20 buy   milk +shop note:NtM.txt
todo：已為第 1 項加上備註。
$ cat todo.txt
(A) 2026-11-20 buy   milk +shop note:NtM.txt
call mom
x 2026-11-29 filed taxes note:k3Q.txt
plan trip note:aB1.txt
$ for f in notes/*.txt; do echo "$f:"; sed 's/^/| /' "$f"; done
notes/NtM.txt:
| # 2026-11-20 buy milk +shop
| ask for oat milk
notes/aB1.txt:
| # plan trip
| book trains
notes/k3Q.txt:
| # filed taxes
| receipt in the blue folder
$ todo note 1 "second line"
todo：已儲存第 1 項的備註（$HOME/notes/NtM.txt）。
$ EDITOR='sed -i s/second/2nd/' todo note 1
todo：已儲存第 1 項的備註（$HOME/notes/NtM.txt）。
$ sed 's/^/| /' notes/NtM.txt
| # 2026-11-20 buy milk +shop
| ask for oat milk
| 2nd line
$ EDITOR=true todo note 1
todo：第 1 項的備註沒有變更。
$ todo note 2
! todo：要編輯備註，請設定 VISUAL 或 EDITOR；或用「todo note 編號 文字」加上一行。
[1]
$ todo note 4 'hotel near the station'
todo：已儲存第 4 項的備註（$HOME/notes/aB1.txt）。
$ sed 's/^/| /' notes/aB1.txt
| # plan trip
| book trains
| hotel near the station
$ todo show 4
4 plan trip note:aB1.txt
      狀態：未完成
      備註：$HOME/notes/aB1.txt
    # plan trip
    book trains
    hotel near the station
$ todo ls --json plan
{"line":4,"text":"plan trip note:aB1.txt","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"plan trip note:aB1.txt","projects":[],"contexts":[],"tags":[{"key":"note","value":"aB1.txt"}],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":"$HOME/notes/aB1.txt"}
$ todo ls
1 (A) 2026-11-20 buy   milk +shop note:NtM.txt
2 call mom
4 plan trip note:aB1.txt
3 x 2026-11-29 filed taxes note:k3Q.txt
--
todo.txt：顯示 4 項，共 4 項
# archive appends each archived task's note to notes/archive.txt and removes it, as the add-on does.
$ todo archive
x 2026-11-29 filed taxes note:k3Q.txt
todo：已將已完成的事項封存到 done.txt。
todo：已將備註 $HOME/notes/k3Q.txt 移到 $HOME/notes/archive.txt 的結尾。
$ sed 's/^/| /' notes/archive.txt
| # filed taxes
| receipt in the blue folder
$ ls notes
NtM.txt
aB1.txt
archive.txt
# do with the auto-archive moves the note too; the next one of a rec: task keeps its note.
$ printf '%s\n' 'weekly review rec:1w note:wk1.txt' 'one-off note:one.txt' >> todo.txt; printf '# weekly review\n' > notes/wk1.txt; printf '# one-off\n' > notes/one.txt
$ todo do 4 5
4 x 2026-11-30 weekly review rec:1w note:wk1.txt
todo：已將第 4 項標示為已完成。
6 2026-11-30 weekly review rec:1w note:wk1.txt due:2026-12-07
todo：已依第 4 項的重複設定，新增下一次的待辦事項（第 6 項）。
5 x 2026-11-30 one-off note:one.txt
todo：已將第 5 項標示為已完成。
x 2026-11-30 weekly review rec:1w note:wk1.txt
x 2026-11-30 one-off note:one.txt
todo：已將已完成的事項封存到 done.txt。
todo：已將備註 $HOME/notes/one.txt 移到 $HOME/notes/archive.txt 的結尾。
$ ls notes
NtM.txt
aB1.txt
archive.txt
wk1.txt
$ sed 's/^/| /' notes/archive.txt
| # filed taxes
| receipt in the blue folder
| # one-off
# del asks whether to delete the note too; -f keeps it.
$ printf 'y\ny\n' | todo del 3


3 plan trip note:aB1.txt
todo：已刪除第 3 項。
todo：已刪除備註 $HOME/notes/aB1.txt。
$ todo -f del 1
1 (A) 2026-11-20 buy   milk +shop note:NtM.txt
todo：已刪除第 1 項。
todo：已保留備註 $HOME/notes/NtM.txt。
$ ls notes
NtM.txt
archive.txt
wk1.txt
# A note name is one path component; links in the notes folder are not followed.
$ printf '%s\n' 'bad note:../../.bashrc.txt' 'linked note:lnk.txt' >> todo.txt
$ ln -s ../todo.txt notes/lnk.txt
$ todo note 7 x
! todo：第 7 項的備註名稱「../../.bashrc.txt」不是備註資料夾 $HOME/notes 中的檔名，todo 不會開啟它。
[1]
$ todo note 8 x
! todo：備註 $HOME/notes/lnk.txt 是符號連結或不是一般檔案，todo 不會開啟它。
[1]
$ todo show 8
8 linked note:lnk.txt
      狀態：未完成
      備註：$HOME/notes/lnk.txt（是符號連結、指向備註資料夾以外的名稱，或不是一般檔案，因此不會開啟）
$ todo show 7
7 bad note:../../.bashrc.txt
      狀態：未完成
      備註：$HOME/notes/../../.bashrc.txt（是符號連結、指向備註資料夾以外的名稱，或不是一般檔案，因此不會開啟）
$ cat todo.txt

call mom



2026-11-30 weekly review rec:1w note:wk1.txt due:2026-12-07
bad note:../../.bashrc.txt
linked note:lnk.txt
# TODO_NOTES_DIR and TODO_NOTE_EXT move them.
$ TODO_NOTES_DIR=$HOME/mynotes TODO_NOTE_EXT=.md todo note 2 "pick a day"
2 call mom note:0BB.md
todo：已為第 2 項加上備註。
$ ls mynotes
0BB.md
$ todo note 9 x
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo note
! 用法：todo note 編號 ["文字"]
[1]
# An installed note add-on still takes precedence, as add-ons do; `command note` is ours.
$ mkdir -p .todo/actions; printf '#!/bin/sh\necho "add-on: $*"\n' > .todo/actions/note; chmod 755 .todo/actions/note
$ todo note 2 hi
add-on: note 2 hi
$ TODO_NOTES_DIR=$HOME/mynotes TODO_NOTE_EXT=.md todo command note 2 hi; sed 's/^/| /' mynotes/0BB.md
todo：已儲存第 2 項的備註（$HOME/mynotes/0BB.md）。
| # call mom
| pick a day
| hi
