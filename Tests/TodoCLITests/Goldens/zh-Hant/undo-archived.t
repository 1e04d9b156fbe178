# undo after done (issue 33, item 1): with auto-archive, do moves the task to done.txt and
# leaves its line blank; undo N brings it back there, as it was, and takes it out of done.txt.
$ printf '%s\n' '(A) pay rent' 'call mom due:2026-12-01 rec:1w' 'buy milk' > todo.txt; printf 'x 2026-11-01 old\n' > done.txt
$ todo -A do 1 2 >/dev/null; cat todo.txt


buy milk
2026-11-30 call mom due:2026-12-07 rec:1w
$ todo undo 1
1 (A) pay rent
todo：已從 done.txt 取回第 1 項，並標示為未完成。
$ todo undo 2
2 call mom due:2026-12-01 rec:1w
todo：已從 done.txt 取回第 2 項，並標示為未完成。
todo：已移除第 4 項（第 2 項下一次的待辦事項，尚未修改過）。
$ cat todo.txt; echo ---; cat done.txt
(A) pay rent
call mom due:2026-12-01 rec:1w
buy milk
---
x 2026-11-01 old
# Each undo is one revert step; revert puts the completion line back in done.txt.
$ todo revert >/dev/null; cat todo.txt; echo ---; cat done.txt
(A) pay rent

buy milk
2026-11-30 call mom due:2026-12-07 rec:1w
---
x 2026-11-01 old
x 2026-11-30 call mom due:2026-12-01 rec:1w
# Refused, nothing changed: another program edited todo.txt since the archive; the line
# was taken out of done.txt elsewhere; a line del emptied; a line blank from the start.
$ todo -A do 3 >/dev/null; echo 'added elsewhere' >> todo.txt; todo undo 3
! todo：無法取回第 3 項。todo.txt 在 todo 上次寫入後被其他程式改過，無法判斷那一行封存的是哪一項；沒有任何變更。要撤銷上一個指令，請執行 todo revert。
[1]
$ printf '%s\n' 'pay rent' 'call mom' > todo.txt; printf 'x 2026-11-01 old\n' > done.txt; todo -A do 2 >/dev/null; printf 'x 2026-11-01 old\n' > done.txt; todo undo 2
! todo：第 2 項已封存到 done.txt，但 $HOME/done.txt 裡找不到 todo 寫入的那一行，或它出現不只一次；沒有任何變更。
[1]
$ todo -f del 1 >/dev/null; todo undo 1
! todo：找不到第 1 項。那一行是空的，todo 也找不到從那裡封存的事項（可能被刪除了、之後行的位置有變動，或原本就是空行）；要撤銷上一個指令，請執行 todo revert。
[1]
$ printf '\nnot me\n' > todo.txt; todo undo 1
! todo：無法取回第 1 項。todo.txt 在 todo 上次寫入後被其他程式改過，無法判斷那一行封存的是哪一項；沒有任何變更。要撤銷上一個指令，請執行 todo revert。
[1]
$ cat todo.txt; cat done.txt

not me
x 2026-11-01 old
# No number: what revert is for.
$ todo undo
! 用法：todo undo 編號 [編號 ...]
! todo：請指定已完成事項的編號；要撤銷上一個指令，請執行 todo revert。
[1]
