# merge-conflicts folds sync conflict copies into the files and moves them out of the folder.
$ printf '%s\n' '(A) call mom' 'buy milk' 'water plants' > todo.txt
$ printf '%s\n' '(A) call mom' 'x 2026-11-30 buy milk' 'water plants due:2026-12-01' 'new task from the phone' > 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'
$ printf 'x 2026-11-01 old\n' > done.txt; printf 'x 2026-11-01 old\nx 2026-11-02 other\n' > done.sync-conflict-20261130-120000-ABCDEF7.txt
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'
正在把 $HOME/done.sync-conflict-20261130-120000-ABCDEF7.txt 合併到 $HOME/done.txt：
  已存在：x 2026-11-01 old
  加到 done.txt：x 2026-11-02 other
正在把 $HOME/todo (Bob's conflicted copy 2026-11-30).txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  已存在：(A) call mom
  第 2 項改為已完成的版本：x 2026-11-30 buy milk
  衝突，兩個版本都保留了，請刪掉不要的那個：第 3 項「water plants」（這台機器）／第 4 項「water plants due:2026-12-01」（另一台機器）
  新增為第 5 項：new task from the phone
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/done.sync-conflict-20261130-120000-ABCDEF7.txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2026-11-30).txt。
$ cat todo.txt done.txt; ls
(A) call mom
x 2026-11-30 buy milk
water plants
water plants due:2026-12-01
new task from the phone
x 2026-11-01 old
x 2026-11-02 other
done.txt
todo.txt
$ todo merge-conflicts
! todo：todo.txt 與 done.txt 旁沒有衝突副本。
[1]
# A second copy of the same name, merged in the same second, does not overwrite the first one kept.
$ printf 'from the tablet\n' > 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'; todo merge-conflicts >/dev/null; ls ~/.local/state/todo/conflicts/*/
2-todo (Bob's conflicted copy 2026-11-30).txt
done.sync-conflict-20261130-120000-ABCDEF7.txt
todo (Bob's conflicted copy 2026-11-30).txt
