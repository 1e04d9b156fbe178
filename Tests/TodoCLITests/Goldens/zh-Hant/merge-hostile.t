# A conflict copy arrives through the synced folder and may be hostile: merge-conflicts leaves
# out its conflict-marker lines, lines with a control character (C0 but tab, DEL, C1 in UTF-8)
# and lines with U+FFFD, one report line each; the copy is stashed whole, byte for byte. A
# line that is not valid UTF-8 (Latin-1) is merged byte for byte, as other commands keep it.
$ printf '%s\n' 'call mom' 'buy milk' > todo.txt
$ printf 'call mom\n<<<<<<< HEAD\nfrom the phone\n=======\n>>>>>>> laptop\nbell \a ring\nesc \033[31mred\nc1 \302\233 csi\nbad \357\277\275 text\ncaf\351 latin-1\ndel \177 here\nnul \000 here\ntab\tok\n' > 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'; cp 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt' sent.bin
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'; echo "status ${PIPESTATUS[0]}"
正在把 $HOME/todo (Bob's conflicted copy 2026-11-30).txt 合併到 $HOME/todo.txt：
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 2 行是未完成的 git 合併留下的衝突標記（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 4 行是未完成的 git 合併留下的衝突標記（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 5 行是未完成的 git 合併留下的衝突標記（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 6 行含有控制字元 U+0007（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 7 行含有控制字元 U+001B（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 8 行含有控制字元 U+009B（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 9 行含有 U+FFFD，是程式無法解讀文字時換上的替代字元（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 11 行含有控制字元 U+007F（副本裡仍保留）
  未合併：todo (Bob's conflicted copy 2026-11-30).txt 第 12 行含有控制字元 U+0000（副本裡仍保留）
  有些行沒有合併，因此副本中缺少的事項不會視為已刪除；只會新增事項，不會刪除
  已存在：call mom
  新增為第 3 項：from the phone
  新增為第 4 項：caf� latin-1
  新增為第 5 項：tab	ok
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Bob's conflicted copy 2026-11-30).txt。
status 1
$ cat -v todo.txt
call mom
buy milk
from the phone
cafM-i latin-1
tab	ok
$ cmp sent.bin ~/.local/state/todo/conflicts/*/'todo (Bob'"'"'s conflicted copy 2026-11-30).txt' && echo stashed whole
stashed whole
$ todo ls
2 buy milk
4 caf� latin-1
1 call mom
3 from the phone
5 tab	ok
--
todo.txt：顯示 5 項，共 5 項
# A copy of done.txt is filtered too.
$ printf 'x 2026-11-29 fine\nx 2026-11-29 \033]0;title\007\n' > done.sync-conflict-20261130-120000-ABCDEF7.txt
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'; cat -v done.txt
正在把 $HOME/done.sync-conflict-20261130-120000-ABCDEF7.txt 合併到 $HOME/done.txt：
  未合併：done.sync-conflict-20261130-120000-ABCDEF7.txt 第 2 行含有控制字元 U+001B（副本裡仍保留）
  加到 done.txt：x 2026-11-29 fine
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/done.sync-conflict-20261130-120000-ABCDEF7.txt。
x 2026-11-29 fine
# With a kept version as the base, a copy with lines left out removes nothing: fix bike, not in
# the copy, stays (a line left out could have been its new version).
$ printf 'call mom\nfix bike\n' > todo.txt; todo pri 1 A >/dev/null
$ printf 'call mom\nfix bike \033[8mhidden\n' > todo.sync-conflict-20991130-101010-ABCDEF7.txt; touch -d '2099-11-30 10:10:10' todo.sync-conflict-20991130-101010-ABCDEF7.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt
正在把 $HOME/todo.sync-conflict-20991130-101010-ABCDEF7.txt 合併到 $HOME/todo.txt：
  未合併：todo.sync-conflict-20991130-101010-ABCDEF7.txt 第 2 行含有控制字元 U+001B（副本裡仍保留）
  有些行沒有合併，因此副本中缺少的事項不會視為已刪除；只會新增事項，不會刪除
  衝突，兩個版本都保留了，請刪掉不要的那個：第 1 項「(A) call mom」（這台機器）／第 3 項「call mom」（另一台機器）
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20991130-101010-ABCDEF7.txt。
(A) call mom
fix bike
call mom
# Many bad lines: twenty are named, the rest counted.
$ for i in $(seq 1 25); do printf 'line %s \001\n' $i; done > todo.sync-conflict-20261130-130000.txt
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'
正在把 $HOME/todo.sync-conflict-20261130-130000.txt 合併到 $HOME/todo.txt：
  未合併：todo.sync-conflict-20261130-130000.txt 第 1 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 2 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 3 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 4 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 5 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 6 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 7 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 8 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 9 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 10 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 11 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 12 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 13 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 14 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 15 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 16 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 17 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 18 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 19 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 第 20 行含有控制字元 U+0001（副本裡仍保留）
  未合併：todo.sync-conflict-20261130-130000.txt 還有 5 行屬於上述情況（副本裡仍保留）
  有些行沒有合併，因此副本中缺少的事項不會視為已刪除；只會新增事項，不會刪除
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-130000.txt。
# A one-line copy that is not valid UTF-8, or holds a NUL, is a copy all the same: doctor, the
# warning and merge-conflicts name the same copies, and the line is merged or left out.
$ printf 'a\n' > todo.txt; printf 'caf\351\n' > todo.sync-conflict-20261130-140000.txt; printf 'x\000y\n' > todo.sync-conflict-20261130-140001.txt
$ todo doctor | grep -a conflict; todo ls >/dev/null
todo 檔案旁的衝突副本：$HOME/todo.sync-conflict-20261130-140000.txt、$HOME/todo.sync-conflict-20261130-140001.txt
! todo：同步軟體在 todo 檔案旁留下了衝突副本：$HOME/todo.sync-conflict-20261130-140000.txt、$HOME/todo.sync-conflict-20261130-140001.txt。執行 todo merge-conflicts 可以把它們合併回去。
$ todo merge-conflicts | sed -E 's|conflicts/[^/]*/|conflicts/TIME/|'; cat -v todo.txt
正在把 $HOME/todo.sync-conflict-20261130-140000.txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  新增為第 2 項：caf�
正在把 $HOME/todo.sync-conflict-20261130-140001.txt 合併到 $HOME/todo.txt：
  未合併：todo.sync-conflict-20261130-140001.txt 第 1 行含有控制字元 U+0000（副本裡仍保留）
  有些行沒有合併，因此副本中缺少的事項不會視為已刪除；只會新增事項，不會刪除
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140000.txt。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140001.txt。
a
cafM-i
# A copy the sync client is still writing (held open for writing here) is waited for; after
# TODOTXT_LOCK_TIMEOUT the command refuses, naming the copy, and nothing changed.
$ printf 'half a co' > todo.sync-conflict-20261130-150000.txt
$ TODOTXT_LOCK_TIMEOUT=0.2 todo merge-conflicts 3>>todo.sync-conflict-20261130-150000.txt
! todo：過了 0.2 秒，$HOME/todo.sync-conflict-20261130-150000.txt 仍在被其他程式（複製程式、同步軟體或編輯器）寫入，因此沒有做任何變更。請等它寫完後再執行一次指令，或把 TODOTXT_LOCK_TIMEOUT 設得更長。
[1]
$ cat -v todo.txt; ls todo.sync*
a
cafM-i
todo.sync-conflict-20261130-150000.txt
$ printf 'py\n' >> todo.sync-conflict-20261130-150000.txt; todo merge-conflicts | grep -a 'half a copy'; ls | grep -a sync || echo 'copy moved away'
  新增為第 3 項：half a copy
copy moved away
# A copy too large to merge in reasonable time and memory (more than 64 MiB with the files) is
# refused up front, naming the limit; nothing changes and the copy stays.
$ printf 'a\n' > todo.txt; : > done.txt; yes 'a task of a very large conflict copy' | head -c 70000000 > 'todo (Ann'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts
! todo：merge-conflicts 一次最多合併 64 MiB 的衝突副本與 todo 檔案，這些共有 67 MiB，因此沒有做任何變更。請自行比對副本與你的檔案（例如使用 diff）。
[1]
$ cat todo.txt; ls | grep -c conflicted
a
1
$ rm 'todo (Ann'"'"'s conflicted copy 2026-11-30).txt'
# Of a copy's tasks the file has already, the first 20 are named, the rest counted.
$ seq 1 25 | sed 's/^/task /' > todo.txt; seq 1 26 | sed 's/^/task /' > 'todo (Ann'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts | grep -v 'task [0-9]*$'
正在把 $HOME/todo (Ann's conflicted copy 2026-11-30).txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  另有 5 項已存在
衝突副本已移到 $HOME/.local/state/todo/conflicts/2026-11-30T12:00:00/todo (Ann's conflicted copy 2026-11-30).txt。
# A copy whose last line ends in `\r` alone (cut between the two bytes of a CRLF) is merged,
# the `\r` left out (it is no byte of the task), beside another copy; both are merged.
$ printf 'a\nb\n' > todo.txt; printf 'a\r\nb\r\nnew\r' > todo.sync-conflict-20261130-160000-ABCDEF7.txt; printf 'a\nb\nother good task\n' > 'todo (B'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts >/dev/null; echo "status $?"; cat -v todo.txt; ls | grep conflict || echo 'no copy left'
status 0
a
b
new
other good task
no copy left
# A copy's name reaches the terminal with its control characters shown as bytes: an escape
# sequence or a line break in it cannot redraw or forge a line of the output (a control
# character that got through would show here as `?`).
$ printf 'a\n' > todo.txt; printf 'a\nb\n' > "$(printf 'todo (x\033[2K\r  already there: pay rent\nz'"'"'s conflicted copy 2026-11-30).txt')"
$ todo ls 2>&1 >/dev/null | tr '\033\r' '??'
todo：同步軟體在 todo 檔案旁留下了衝突副本：$HOME/todo (x\x1B[2K\x0D  already there: pay rent\x0Az's conflicted copy 2026-11-30).txt。執行 todo merge-conflicts 可以把它們合併回去。
$ todo merge-conflicts 2>&1 | sed 's|conflicts/[^/]*/|conflicts/TIME/|' | tr '\033\r' '??'
正在把 $HOME/todo (x\x1B[2K\x0D  already there: pay rent\x0Az's conflicted copy 2026-11-30).txt 合併到 $HOME/todo.txt：
  沒有同步紀錄能證明共同祖先（todo 推測是它保留的 2026-11-30 12:00:00 版本），因此不會依推測刪除或覆寫任何事項。只有一邊有的事項都會保留，同一事項的兩個版本也都會保留，並逐一列在下方
  這份副本其實是這台機器自己的 todo.txt（同步軟體把另一台機器的版本換了上來）。以下「這台機器」指這份副本，「另一台機器」指現在的檔案
  已存在：a
  新增為第 2 項：b。另一台機器的 todo.txt 原本沒有這一項，但沒有同步紀錄能證明它在那裡已刪除；如果它在那裡已完成或刪除，請自行刪除。
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (x\x1B[2K\x0D  already there: pay rent\x0Az's conflicted copy 2026-11-30).txt。
# A copy's line left out that todo.txt has already leaves nothing to decide: 0.
$ printf 'task one\nform\014feed task\n' > todo.txt; cp todo.txt 'todo (Bob'"'"'s conflicted copy 2026-11-30).txt'
$ todo merge-conflicts >/dev/null; echo "status $?"
status 0
# Other names from the synced folder are shown with their control characters as bytes too: a
# link out of the folder in doctor, a file in listfile.
$ rm -f todo.sync-conflict-*; ln -s /etc/hostname "$(printf 'x\033]0;PWNED\007\nTODO: all good')"; printf 'hi\n' > "$(printf 'n\033[31m\nFORGED.txt')"
$ todo doctor | grep -a '^Links' | sed "s|$HOME|HOME|g" | tr '\033\007\r' '???'
$ todo listfile | grep -a FORGED | tr '\033\r' '??'
n\x1B[31m\x0AFORGED.txt
