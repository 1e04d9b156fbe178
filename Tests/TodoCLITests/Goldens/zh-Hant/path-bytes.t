# A folder whose name is not UTF-8 is that folder, never another one: todo reaches it by its bytes
# (TODO_DIR naming it, or a UTF-8 link to it), lists, adds, rewrites, archives and reverts there,
# and makes nothing beside it. A message shows such a byte as \xHH.
$ d="Aufgaben-B$(printf '\xfc')ro"; mkdir "$d"; printf 'one\ntwo\n' > "$d/todo.txt"; ln -s "$d" link
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo ls
1 one
2 two
--
todo.txt：顯示 2 項，共 2 項
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo add three; ls | od -An -c
3 three
todo.txt：已新增第 3 項。
   A   u   f   g   a   b   e   n   -   B 374   r   o  \n   l   i
   n   k  \n
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo do 2
2 x 2026-11-30 two
todo：已將第 2 項標示為已完成。
x 2026-11-30 two
todo：已將已完成的事項封存到 done.txt。
$ TODO_DIR="$HOME/link" todo pri 1 A; cat link/todo.txt link/done.txt
1 (A) one
todo：已將第 1 項的優先順序設為 A。
(A) one

three
x 2026-11-30 two
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo revert; cat link/todo.txt
todo：已撤銷「pri 1 A」（one）。
todo：已將 $HOME/Aufgaben-B\xFCro/todo.txt 還原到上次變更前的狀態。還可以再往前還原 2 次。
one

three
# The history, notes and conflict copies work the same in folders with such names, and a copy
# with such a name is found, merged and moved; nothing anywhere is named with an escape's bytes.
$ printf 'one\nthree\nfive\n' > "Aufgaben-B$(printf '\xfc')ro/todo (Machine B$(printf '\xe9')'s conflicted copy 2026-11-30).txt"; XDG_STATE_HOME="$HOME/state$(printf '\xe9')" TODO_DIR="$HOME/link" todo merge-conflicts | sed 's/conflicts\/.*\//conflicts\/TIME\//'
正在把 $HOME/link/todo (Machine B\xE9's conflicted copy 2026-11-30).txt 合併到 $HOME/link/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  已存在：one
  已存在：three
  新增為第 4 項：five
衝突副本已移到 $HOME/state\xE9/todo/conflicts/TIME/todo (Machine B\xE9's conflicted copy 2026-11-30).txt。
$ XDG_STATE_HOME="$HOME/state$(printf '\xe9')" TODO_DIR="$HOME/link" todo pri 3 C; XDG_STATE_HOME="$HOME/state$(printf '\xe9')" TODO_DIR="$HOME/link" todo revert
3 (C) three
todo：已將第 3 項的優先順序設為 C。
todo：已撤銷「pri 3 C」（three）。
todo：已將 $HOME/link/todo.txt 還原到上次變更前的狀態。還可以再往前還原 1 次。
$ TODO_NOTES_DIR="$HOME/notes$(printf '\xe9')" TODO_DIR="$HOME/link" todo note 3 "first line"; TODO_NOTES_DIR="$HOME/notes$(printf '\xe9')" TODO_DIR="$HOME/link" todo do 3; ls "notes$(printf '\xe9')"
3 three note:djx.txt
todo：已為第 3 項加上備註。
3 x 2026-11-30 three note:djx.txt
todo：已將第 3 項標示為已完成。
x 2026-11-30 three note:djx.txt
todo：已將已完成的事項封存到 done.txt。
todo：已將備註 $HOME/notes\xE9/djx.txt 移到 $HOME/notes\xE9/archive.txt 的結尾。
archive.txt
$ find . | grep -c "$(printf '\xf4\x8f\xbf')"; ls "state$(printf '\xe9')/todo/conflicts"/* | od -An -c | head -n 2
0
   t   o   d   o       (   M   a   c   h   i   n   e       B 351
   '   s       c   o   n   f   l   i   c   t   e   d       c   o
# A file that cannot be read is named in the message with the byte shown as \xHH.
$ TODO_FILE="$HOME/Aufgaben-B$(printf '\xfc')ro" todo ls
! todo：無法讀取 $HOME/Aufgaben-B\xFCro（這是目錄，不是檔案）。請確認檔案存在且有讀取權限。
[1]
# A configuration in such a folder is read from it, checked as bytes like any other: the folder
# it names is the one used.
$ c="conf$(printf '\xe9')"; mkdir "$c"; printf 'export TODO_DIR="$HOME/Aufgaben-B\374ro"\n' > "$c/todo.cfg"; todo -d "$HOME/conf$(printf '\xe9')/todo.cfg" ls
4 five
1 one
--
todo.txt：顯示 2 項，共 2 項
# The same through bash (a configuration that is not plain assignments is sourced by bash).
$ printf 'export TODO_DIR=$HOME/Aufgaben-B$%s374%sro\n' "'\\" "'" > "conf$(printf '\xe9')/bash.cfg"; cat "conf$(printf '\xe9')/bash.cfg"; todo -d "$HOME/conf$(printf '\xe9')/bash.cfg" ls
export TODO_DIR=$HOME/Aufgaben-B$'\374'ro
4 five
1 one
--
todo.txt：顯示 2 項，共 2 項
# A name that is valid UTF-8 but holds a character of the escape range (U+10FFE9, bytes F4 8F BF A9)
# is its own name, never the one byte \xE9 its escape stands for: the two configurations stay two.
$ printf 'export TODO_DIR=$HOME/elsewhere\n' > "cfg$(printf '\xf4\x8f\xbf\xa9')"; printf 'export TODO_DIR=$HOME/link\n' > "cfg$(printf '\xe9')"; todo -d "$HOME/cfg$(printf '\xe9')" ls; test -e elsewhere || echo "no elsewhere"
4 five
1 one
--
todo.txt：顯示 2 項，共 2 項
no elsewhere
$ TODOTXT_CFG_FILE="$HOME/cfg$(printf '\xf4\x8f\xbf\xa9')" todo add four; ls elsewhere
1 four
todo.txt：已新增第 1 項。
todo.txt
# A configuration behind such a folder that others may write is refused, the step named as bytes.
$ mkdir -m 777 "open$(printf '\xe9')"; printf 'export TODO_DIR=$HOME/link\n' > "open$(printf '\xe9')/todo.cfg"; todo -d "$HOME/open$(printf '\xe9')/todo.cfg" ls
! 嚴重錯誤：拒絕讀取設定檔 $HOME/open\xE9/todo.cfg：其他使用者可以修改 $HOME/open\xE9。設定檔會當作指令碼執行，請移除他們的寫入權限（chmod go-w $'$HOME/open\xE9'）。
[1]
# An add-on in a folder with such a name is found and run by its bytes; it sees its own path.
$ mkdir -m 700 "act$(printf '\xe9')"; printf '#!/bin/sh\necho "run as $0"\n' > "act$(printf '\xe9')/hi"; chmod 700 "act$(printf '\xe9')/hi"; TODO_ACTIONS_DIR="$HOME/act$(printf '\xe9')" todo hi | sed "s|$HOME|~|" | od -An -c
   r   u   n       a   s       ~   /   a   c   t 351   /   h   i
  \n
# The command a refusal suggests names the folder as one shell word: pasted into bash, it fixes
# that folder and runs nothing its name holds.
$ d='x $(touch PWNED);#'; mkdir -m 777 "$d"; printf 'export TODO_DIR=$HOME/link\n' > "$d/todo.cfg"; todo -d "$HOME/$d/todo.cfg" ls 2>&1 | sed -n -e 's/.*(\(chmod go-w .*\))\.$/\1/p' -e 's/.*（\(chmod go-w .*\)）。$/\1/p' | tee fix.sh; bash fix.sh; test -e PWNED && echo "ran" || echo "not run"; stat -c %a "$d"
chmod go-w '$HOME/x $(touch PWNED);#'
not run
755
# A task's note: tag names its note byte for byte: names that differ in one byte that is not
# UTF-8, or in a character of the escape range, are three notes, each shown, added to and
# deleted as its own.
$ mkdir -p nb/notes; printf 'one note:caf\xf4\x8f\xbf\xa9.txt\ntwo note:caf\xe9.txt\nthree note:caf\xe8.txt\n' > nb/todo.txt; printf 'NOTE 1\n' > "nb/notes/caf$(printf '\xf4\x8f\xbf\xa9').txt"; printf 'NOTE 2\n' > "nb/notes/caf$(printf '\xe9').txt"; printf 'NOTE 3\n' > "nb/notes/caf$(printf '\xe8').txt"
$ TODO_DIR=$HOME/nb todo show 2 | tail -n 2
      備註：$HOME/nb/notes/caf\xE9.txt
    NOTE 2
$ TODO_DIR=$HOME/nb todo note 3 hi >/dev/null; cat "nb/notes/caf$(printf '\xe8').txt"; printf 'y\ny\n' | TODO_DIR=$HOME/nb todo del 1 >/dev/null; ls nb/notes | od -An -c
NOTE 3
hi
   c   a   f 350   .   t   x   t  \n   c   a   f 351   .   t   x
   t  \n
# A note extension that is not UTF-8 is written into the tag as its bytes.
$ printf 'task one\n' > nb/todo.txt; TODO_DIR=$HOME/nb TODO_NOTE_EXT=".n$(printf '\xe9')" todo note 1 hello >/dev/null; od -An -c nb/todo.txt; TODO_DIR=$HOME/nb TODO_NOTE_EXT=".n$(printf '\xe9')" todo show 1 | tail -n 2
   t   a   s   k       o   n   e       n   o   t   e   :   Q   E
   u   .   n 351  \n
    # task one
    hello
# Two folders whose names are canonically equivalent (NFC caf\xC3\xA9, NFD cafe\xCC\x81, as a Mac
# syncs them) are two folders: a link from one into the other leads outside the todo folder.
$ mkdir -p "ce/caf$(printf '\xc3\xa9')" "ce/cafe$(printf '\xcc\x81')"; printf 'victim\n' > "ce/cafe$(printf '\xcc\x81')/victim.txt"; ln -s "$HOME/ce/cafe$(printf '\xcc\x81')/victim.txt" "ce/caf$(printf '\xc3\xa9')/todo.txt"; TODO_DIR="$HOME/ce/caf$(printf '\xc3\xa9')" todo add pwned 2>/dev/null; echo "status $?"; cat "ce/cafe$(printf '\xcc\x81')/victim.txt"
status 1
victim
# ... and so are two conflict copies with such names: both merged, both moved away.
$ mkdir cc; printf 'task a\n' > cc/todo.txt; printf 'task a\ntask NFC\n' > "cc/todo (Caf$(printf '\xc3\xa9')'s conflicted copy 2026-11-30).txt"; printf 'task a\ntask NFD\n' > "cc/todo (Cafe$(printf '\xcc\x81')'s conflicted copy 2026-11-30).txt"; TODO_DIR=$HOME/cc todo merge-conflicts >/dev/null; cat cc/todo.txt; ls cc
task a
task NFD
task NFC
todo.txt
# TODOTXT_SOURCEVAR's files are read by their bytes.
$ mkdir sv; printf '+rawE9\n' > "sv/p$(printf '\xe9').txt"; printf '+fromEscapeRange\n' > "sv/p$(printf '\xf4\x8f\xbf\xa9').txt"; TODO_DIR=$HOME/nb TODOTXT_SOURCEVAR='("$HOME"/sv/p*.txt)' todo listproj
+fromEscapeRange
+rawE9
# A folder named by a valid character of the escape range (U+10FFE9) that others may write: the
# message names it, and the chmod it suggests fixes that folder, not the one of byte 0xE9.
$ d="wide$(printf '\xf4\x8f\xbf\xa9')"; mkdir -m 777 "$d" "wide$(printf '\xe9')"; printf 'export TODO_DIR=$HOME/link\n' > "$d/todo.cfg"; todo -d "$HOME/$d/todo.cfg" ls 2>&1 | sed -n -e 's/.*(\(chmod go-w .*\))\.$/\1/p' -e 's/.*（\(chmod go-w .*\)）。$/\1/p' > fix.sh; bash fix.sh; stat -c %a "$d" "wide$(printf '\xe9')"
755
777
# todo installed in a folder whose name is not UTF-8 finds itself there: the configuration beside
# it is read (not one in a folder named with U+FFFD), and it installs itself.
$ p="$HOME/B$(printf '\xfc')ro"; todo install --prefix "$p" >/dev/null; mkdir -p "B$(printf '\xef\xbf\xbd')ro/bin" mine evil; printf 'export TODO_DIR=$HOME/evil\n' > "B$(printf '\xef\xbf\xbd')ro/bin/todo.cfg"; printf 'export TODO_DIR=$HOME/mine\n' > "$p/bin/todo.cfg"; "$p/bin/todo" add hello; ls mine evil; "$p/bin/todo" install --prefix "$HOME/again" >/dev/null; cmp "$p/bin/todo" again/bin/todo && echo "installed itself"
1 hello
todo.txt：已新增第 1 項。
evil:

mine:
todo.txt
installed itself
# git-setup in a repository whose name is not UTF-8: the attributes go into that repository, a
# line of another tool that is not UTF-8 is kept as its bytes.
$ r="repo$(printf '\xe9')"; git init -q "$r"; printf 'caf\xe9.txt -diff\n' > "$r/.gitattributes"; TODO_DIR="$HOME/$r" todo git-setup >/dev/null; od -An -c "$r/.gitattributes"
   c   a   f 351   .   t   x   t       -   d   i   f   f  \n   t
   o   d   o   .   t   x   t       m   e   r   g   e   =   t   o
   d   o   t   x   t  \n   d   o   n   e   .   t   x   t       m
   e   r   g   e   =   t   o   d   o   t   x   t  \n
# ls --json names a note by its bytes: a byte that is not UTF-8 as U+FFFD, as in "text", never
# as another valid path.
$ mkdir -p js; printf 'one note:a.txt\n' > js/todo.txt; TODO_DIR=$HOME/js TODO_NOTES_DIR="$HOME/notes$(printf '\xe9')" todo ls --json | grep -o '"note":"[^"]*"' | sed "s|$HOME|~|" | od -An -c
   "   n   o   t   e   "   :   "   ~   /   n   o   t   e   s 357
 277 275   /   a   .   t   x   t   "  \n
# export --ics reads the note a task names, byte for byte.
$ mkdir -p ics/notes; printf 'pay rent due:2026-12-05 note:caf\xf4\x8f\xbf\xa9.txt\n' > ics/todo.txt; printf 'the wide one\n' > "ics/notes/caf$(printf '\xf4\x8f\xbf\xa9').txt"; printf 'the byte one\n' > "ics/notes/caf$(printf '\xe9').txt"; TODO_DIR=$HOME/ics todo export --ics | grep DESCRIPTION
DESCRIPTION:the wide one
DESCRIPTION:pay rent
 (no-eol)
