# Conflict copies are only what a sync client makes: a regular file (never a link or a folder)
# named exactly as Dropbox, Syncthing or Nextcloud/ownCloud name them; whatever it holds, the
# lines that must not be merged (a NUL here) are left out and the copy is stashed.
$ mkdir -p victim; printf 'PRIVATE KEY\n' > victim/id_ed25519
$ printf 'a\n' > todo.txt; printf 'x 2026-11-01 done a\n' > done.txt
$ printf 'b\n' > "todo (Jane Doe's conflicted copy 2026-11-30).txt"
$ printf 'c\n' > "todo (Jane Doe's conflicted copy 2026-11-30) (1).txt"
$ printf 'd\n' > todo.sync-conflict-20261130-140500-ABCDEF7.txt
$ printf 'e\n' > "todo (conflicted copy 2026-11-30 140500).txt"
$ printf 'x 2026-11-02 f\n' > done.sync-conflict-20261130-140500.txt
$ ln -s victim/id_ed25519 "todo (conflicted copy 2026-11-30 150000).txt"
$ printf 'bin\0ary\n' > todo.sync-conflict-20261130-140501-ABCDEF7.txt
$ printf '%%PDF-1.4\n' > done_conflicts_report.pdf; mkdir todo-conflicts; printf 'z\n' > 'todo conflict notes.txt'
$ printf 'y\n' > 'todo (conflicted copy).txt'; printf 'w\n' > todo.sync-conflict-2026-ABC.txt
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'
正在把 $HOME/todo (conflicted copy 2026-11-30 140500).txt、$HOME/done.sync-conflict-20261130-140500.txt 合併到 $HOME/todo.txt、$HOME/done.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  加到 done.txt：x 2026-11-02 f
  新增為第 2 項：e
正在把 $HOME/todo.sync-conflict-20261130-140500-ABCDEF7.txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  新增為第 3 項：d
正在把 $HOME/todo.sync-conflict-20261130-140501-ABCDEF7.txt 合併到 $HOME/todo.txt：
  未合併：todo.sync-conflict-20261130-140501-ABCDEF7.txt 第 1 行含有控制字元 U+0000（副本裡仍保留）
  有些行沒有合併，因此副本中缺少的事項不會視為已刪除；只會新增事項，不會刪除
正在把 $HOME/todo (Jane Doe's conflicted copy 2026-11-30) (1).txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  新增為第 4 項：c
正在把 $HOME/todo (Jane Doe's conflicted copy 2026-11-30).txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  新增為第 5 項：b
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/done.sync-conflict-20261130-140500.txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Jane Doe's conflicted copy 2026-11-30) (1).txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Jane Doe's conflicted copy 2026-11-30).txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (conflicted copy 2026-11-30 140500).txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140500-ABCDEF7.txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140501-ABCDEF7.txt。
$ cat todo.txt done.txt victim/id_ed25519; ls
a
e
d
c
b
x 2026-11-01 done a
x 2026-11-02 f
PRIVATE KEY
done.txt
done_conflicts_report.pdf
todo (conflicted copy 2026-11-30 150000).txt
todo (conflicted copy).txt
todo conflict notes.txt
todo-conflicts
todo.sync-conflict-2026-ABC.txt
todo.txt
victim
$ todo merge-conflicts
! todo：todo.txt 與 done.txt 旁沒有衝突副本。
[1]
# Files that are not todo files: a device other than /dev/null, a FIFO, a file over 1 GiB.
$ TODO_FILE=/dev/urandom todo ls
! todo：/dev/urandom 不是一般檔案；todo 只能讀寫一般檔案。
[1]
$ mkfifo fifo.txt; TODO_FILE=$HOME/fifo.txt todo add x
! todo：$HOME/fifo.txt 不是一般檔案；todo 只能讀寫一般檔案。
[1]
$ truncate -s 1100M big.txt; TODO_FILE=$HOME/big.txt todo ls
! todo：$HOME/big.txt 超過 1 GiB；todo 不讀取這麼大的檔案。
[1]
$ TODO_FILE=$HOME/big.txt todo add x; stat -c %s big.txt
1153433600
! todo：$HOME/big.txt 超過 1 GiB；todo 不讀取這麼大的檔案。
