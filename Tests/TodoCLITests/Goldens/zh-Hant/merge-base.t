# merge-conflicts with a version todo kept from before the copy as its guess of the common ancestor
# (no sync record proves one): nothing is removed, reopened or overwritten on the guess, all named.
$ printf 'call mom\nbuy milk\nwater plants\npay rent\nfix bike\n' > todo.txt; printf 'x 2026-11-01 old\n' > done.txt
# `pri` rewrites todo.txt: the version before it is kept (the base); then an editor changes pay rent.
$ todo pri 1 A >/dev/null; sed -i 's/^pay rent$/pay rent by friday/' todo.txt
# The phone, from the base: buy milk done, fix bike deleted, pay rent changed otherwise, a new task.
$ printf 'call mom\nx 2026-11-30 buy milk\nwater plants\npay rent due:2026-12-01\nnew from the phone\n' > todo.sync-conflict-20991130-101010-ABCDEF7.txt
# (The copy's content was written then too: a sync client keeps its modification time.)
$ touch -d '2099-11-30 10:10:10' todo.sync-conflict-20991130-101010-ABCDEF7.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|; s/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}/TIME/'
正在把 $HOME/todo.sync-conflict-20991130-101010-ABCDEF7.txt 合併到 $HOME/todo.txt：
  沒有同步紀錄能證明共同祖先（todo 推測是它保留的 TIME 版本），因此不會依推測刪除或覆寫任何事項。只有一邊有的事項都會保留，同一事項的兩個版本也都會保留，並逐一列在下方
  兩個版本都保留了，因為沒有同步紀錄能證明哪個比較新，請刪掉不要的那個：第 1 項「(A) call mom」（這台機器）／第 6 項「call mom」（另一台機器）
  第 2 項改為已完成的版本：x 2026-11-30 buy milk
  已存在：water plants
  兩個版本都保留了，因為沒有同步紀錄能證明哪個比較新，請刪掉不要的那個：第 4 項「pay rent by friday」（這台機器）／第 7 項「pay rent due:2026-12-01」（另一台機器）
  新增為第 8 項：new from the phone
  保留：第 5 項「fix bike」。另一台機器的副本沒有這一項，但沒有同步紀錄能證明它在那裡已刪除；如果它在那裡已完成或刪除，請自行刪除。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20991130-101010-ABCDEF7.txt。
$ cat todo.txt done.txt
(A) call mom
x 2026-11-30 buy milk
water plants
pay rent by friday
fix bike
call mom
pay rent due:2026-12-01
new from the phone
x 2026-11-01 old
# One transaction: one revert takes the whole merge back, and puts the copy back.
$ todo revert >/dev/null; cat todo.txt; ls todo.sync-conflict-*; rm todo.sync-conflict-20991130-101010-ABCDEF7.txt
(A) call mom
buy milk
water plants
pay rent by friday
fix bike
todo.sync-conflict-20991130-101010-ABCDEF7.txt
# A copy made before every kept version (2001): the two-way rules, nothing removed.
$ printf 'call mom\n(B) buy milk\nnew from the tablet\n' > todo.sync-conflict-20010101-101010-ABCDEF7.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt
正在把 $HOME/todo.sync-conflict-20010101-101010-ABCDEF7.txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  衝突，兩個版本都保留了，請刪掉不要的那個：第 1 項「(A) call mom」（這台機器）／第 6 項「call mom」（另一台機器）
  衝突，兩個版本都保留了，請刪掉不要的那個：第 2 項「buy milk」（這台機器）／第 7 項「(B) buy milk」（另一台機器）
  新增為第 8 項：new from the tablet
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20010101-101010-ABCDEF7.txt。
(A) call mom
buy milk
water plants
pay rent by friday
fix bike
call mom
(B) buy milk
new from the tablet
# A copy of done.txt alone: its completion of an open task takes the task out of todo.txt.
$ printf 'x 2026-11-01 old\nx 2026-11-30 water plants\n' > 'done (conflicted copy 2026-11-30 101010).txt'
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt done.txt
正在把 $HOME/done (conflicted copy 2026-11-30 101010).txt 合併到 $HOME/done.txt：
  已存在：x 2026-11-01 old
  加到 done.txt：x 2026-11-30 water plants
  已在另一台機器上完成（現在在 done.txt），從 todo.txt 移除：water plants
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/done (conflicted copy 2026-11-30 101010).txt。
(A) call mom
buy milk

pay rent by friday
fix bike
call mom
(B) buy milk
new from the tablet
x 2026-11-01 old
x 2026-11-30 water plants
# Completed and archived here (auto-archive), still open in the other machine's copy: it does
# not come back; the task added here since and the other machine's edit are both kept. The task
# added here is named: it was added before the copy was made, so it may have been deleted there.
$ rm -rf .local/state/todo; printf 'pay rent\nbuy milk\n' > todo.txt; : > done.txt
$ todo do 2 >/dev/null; todo add 'call mom' >/dev/null; cat todo.txt done.txt
pay rent

call mom
x 2026-11-30 buy milk
$ printf 'pay rent due:2026-12-05\nbuy milk\n' > "todo (Bob's conflicted copy 2099-11-30).txt"; touch -d '2099-11-30 10:00' "todo (Bob's conflicted copy 2099-11-30).txt"
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|; s/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}/TIME/'; cat todo.txt done.txt
正在把 $HOME/todo (Bob's conflicted copy 2099-11-30).txt 合併到 $HOME/todo.txt：
  沒有同步紀錄能證明共同祖先（todo 推測是它保留的 TIME 版本），因此不會依推測刪除或覆寫任何事項。只有一邊有的事項都會保留，同一事項的兩個版本也都會保留，並逐一列在下方
  兩個版本都保留了，因為沒有同步紀錄能證明哪個比較新，請刪掉不要的那個：第 1 項「pay rent」（這台機器）／第 4 項「pay rent due:2026-12-05」（另一台機器）
  已完成並封存到 done.txt，不會再加回來：buy milk
  保留：第 3 項「call mom」。另一台機器的副本沒有這一項，但沒有同步紀錄能證明它在那裡已刪除；如果它在那裡已完成或刪除，請自行刪除。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2099-11-30).txt。
pay rent

call mom
pay rent due:2026-12-05
x 2026-11-30 buy milk
# The phone completed a prioritized task as `do` does (the priority dropped): that task, the
# line it was said. A task reworded here that the phone's copy lacks may have been deleted
# there: kept and named (exit 1).
$ rm -rf .local/state/todo; printf '(A) pay rent\ncall mom\nfix bike\n' > todo.txt; : > done.txt
$ todo append 2 tonight >/dev/null
$ printf 'x 2026-11-30 pay rent\nfix bike\n' > "todo (Bob's conflicted copy 2099-11-30).txt"; touch -d '2099-11-30 10:00' "todo (Bob's conflicted copy 2099-11-30).txt"
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|; s/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}/TIME/'; echo "exit ${PIPESTATUS[0]}"; cat todo.txt
正在把 $HOME/todo (Bob's conflicted copy 2099-11-30).txt 合併到 $HOME/todo.txt：
  沒有同步紀錄能證明共同祖先（todo 推測是它保留的 TIME 版本），因此不會依推測刪除或覆寫任何事項。只有一邊有的事項都會保留，同一事項的兩個版本也都會保留，並逐一列在下方
  第 1 項改為已完成的版本：x 2026-11-30 pay rent（原本是 (A) pay rent）
  已存在：fix bike
  保留：第 2 項「call mom tonight」。另一台機器的副本沒有這一項，但沒有同步紀錄能證明它在那裡已刪除；如果它在那裡已完成或刪除，請自行刪除。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2099-11-30).txt。
exit 1
x 2026-11-30 pay rent
call mom tonight
fix bike
