# git-setup never writes through a .gitattributes that is a symlink (git does not read one in
# the work tree either): refused, and neither the link nor its target changes.
$ git -c init.defaultBranch=main init -q repo; printf '[user]\n\tname = me\n' > gitconfig; ln -s ../gitconfig repo/.gitattributes
$ TODO_DIR=$HOME/repo todo add task >/dev/null; TODO_DIR=$HOME/repo todo git-setup
! todo：$HOME/repo/.gitattributes 是符號連結或不是一般檔案；git 不會讀取這樣的 .gitattributes，todo 也不會透過它寫入，沒有修改任何檔案。請換成一般檔案，再執行一次 git-setup。
[1]
$ cat gitconfig; readlink repo/.gitattributes; git -C repo config --get merge.todotxt.driver
[user]
	name = me
../gitconfig
[1]
# A regular .gitattributes is still written, and stays a regular file.
$ rm repo/.gitattributes; TODO_DIR=$HOME/repo todo git-setup >/dev/null; cat repo/.gitattributes; test -L repo/.gitattributes || echo regular
todo.txt merge=todotxt
done.txt merge=todotxt
regular
# A program is never run by a relative name: with PATH empty or unset todo looks in
# /usr/bin:/bin, and never in the current folder (bash runs a todo.cfg that is more than plain
# assignments, as `${HOME%/}` is; a bash planted here must not run).
$ mkdir w; printf '#!/bin/sh\n/usr/bin/touch "$HOME/PLANTED"\n' > w/bash; chmod +x w/bash; cp w/bash w/env; printf 'export TODO_DIR="${HOME%%/}"\n' > .todo.cfg; printf 'a\n' > todo.txt
$ cd w && env -i HOME="$HOME" PATH= TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
1 a
--
todo.txt：顯示 1 項，共 1 項
planted bash not run
$ cd w && env -i HOME="$HOME" TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
1 a
--
todo.txt：顯示 1 項，共 1 項
planted bash not run
# Relative entries are dropped (the child gets the same PATH); a bash found nowhere else is
# the "could not run" error.
$ cd w && env -i HOME="$HOME" PATH=.:bin TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
1 a
--
todo.txt：顯示 1 項，共 1 項
planted bash not run
$ cd w && env -i HOME="$HOME" PATH=/nonexistent:. TZ=UTC LANG="$LANG" "$(command -v todo)" ls; if test -e "$HOME/PLANTED"; then echo planted bash ran; else echo planted bash not run; fi
planted bash not run
! 嚴重錯誤：無法解析設定檔 $HOME/.todo.cfg，需要 bash 才能讀取。請安裝 bash 後再試一次。
$ rm .todo.cfg
# A relative XDG_STATE_HOME is ignored (XDG's rule): the versions go to ~/.local/state.
$ cd w && XDG_STATE_HOME=relstate todo add b; ls; ls -d "$HOME/.local/state/todo/backups"
2 b
todo.txt：已新增第 2 項。
bash
env
$HOME/.local/state/todo/backups
# Conflict copies: a hard-linked file (another name of a file elsewhere) is not one, nor is a
# name whose date or time does not exist (every command names those as look-alikes, never
# merged).
$ printf 'PRIVATE KEY\n' > key; ln key "todo (Bob's conflicted copy 2026-01-01).txt"
$ printf 'c\n' > "todo (Bob's conflicted copy 2026-13-45).txt"; printf 'd\n' > "todo (conflicted copy 2026-02-29 120000).txt"; printf 'e\n' > todo.sync-conflict-20261130-256199-ABCDEF7.txt
$ printf 'f\n' > "todo (conflicted copy 2028-02-29 235959).txt"
$ todo merge-conflicts 2>/dev/null | sed 's|conflicts/[^/]*/|conflicts/TIME/|'; cat todo.txt key
正在把 $HOME/todo (conflicted copy 2028-02-29 235959).txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  新增為第 3 項：f
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (conflicted copy 2028-02-29 235959).txt。
a
b
f
PRIVATE KEY
# `todo .`, `todo ..` and other names that are no plain word are the usage error, never an
# add-on (here they would name the actions folder and the folder above it).
$ mkdir -p .todo/actions
$ todo .
! todo：todo 檔案旁有些檔案看起來像衝突副本，但檔名不符合 todo 認得的任何同步軟體的命名方式：$HOME/todo (Bob's conflicted copy 2026-13-45).txt、$HOME/todo (conflicted copy 2026-02-29 120000).txt、$HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt。merge-conflicts 不會處理這些檔案，請自行與 todo 檔案比對，把需要的內容複製過去。
! todo：沒有「.」這個動作。用「todo help」查看所有動作。
[1]
$ todo ..
! todo：todo 檔案旁有些檔案看起來像衝突副本，但檔名不符合 todo 認得的任何同步軟體的命名方式：$HOME/todo (Bob's conflicted copy 2026-13-45).txt、$HOME/todo (conflicted copy 2026-02-29 120000).txt、$HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt。merge-conflicts 不會處理這些檔案，請自行與 todo 檔案比對，把需要的內容複製過去。
! todo：沒有「..」這個動作。用「todo help」查看所有動作。
[1]
$ todo .hidden
! todo：todo 檔案旁有些檔案看起來像衝突副本，但檔名不符合 todo 認得的任何同步軟體的命名方式：$HOME/todo (Bob's conflicted copy 2026-13-45).txt、$HOME/todo (conflicted copy 2026-02-29 120000).txt、$HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt。merge-conflicts 不會處理這些檔案，請自行與 todo 檔案比對，把需要的內容複製過去。
! todo：沒有「.hidden」這個動作。用「todo help」查看所有動作。
[1]
# Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and the others) are shown as <U+202E>
# on a terminal, as the other control characters are escaped; a pipe and --json keep them.
$ printf 'pay \342\200\256fdp.exe\342\200\254 \342\201\247x\342\201\251 \330\234y \342\200\217z\n' > todo.txt
$ script -qec 'todo ls' /dev/null | tr -d '\r'
todo：todo 檔案旁有些檔案看起來像衝突副本，但檔名不符合 todo 認得的任何同步軟體的命名方式：$HOME/todo (Bob's conflicted copy 2026-13-45).txt、$HOME/todo (conflicted copy 2026-02-29 120000).txt、$HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt。merge-conflicts 不會處理這些檔案，請自行與 todo 檔案比對，把需要的內容複製過去。
1 pay <U+202E>fdp.exe<U+202C> <U+2067>x<U+2069> <U+061C>y <U+200F>z
--
todo.txt：顯示 1 項，共 1 項
$ todo ls | od -An -c | head -n 1
   1       p   a   y     342 200 256   f   d   p   .   e   x   e
! todo：todo 檔案旁有些檔案看起來像衝突副本，但檔名不符合 todo 認得的任何同步軟體的命名方式：$HOME/todo (Bob's conflicted copy 2026-13-45).txt、$HOME/todo (conflicted copy 2026-02-29 120000).txt、$HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt。merge-conflicts 不會處理這些檔案，請自行與 todo 檔案比對，把需要的內容複製過去。
$ todo ls --json
{"line":1,"text":"pay ‮fdp.exe‬ ⁧x⁩ ؜y ‏z","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"pay ‮fdp.exe‬ ⁧x⁩ ؜y ‏z","projects":[],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
! todo：todo 檔案旁有些檔案看起來像衝突副本，但檔名不符合 todo 認得的任何同步軟體的命名方式：$HOME/todo (Bob's conflicted copy 2026-13-45).txt、$HOME/todo (conflicted copy 2026-02-29 120000).txt、$HOME/todo.sync-conflict-20261130-256199-ABCDEF7.txt。merge-conflicts 不會處理這些檔案，請自行與 todo 檔案比對，把需要的內容複製過去。
# A folder outside any git repository: todo's own sentence first, then git's words (in git's
# language) on the lines after it, not before.
$ mkdir -p $HOME/plain; TODO_DIR=$HOME/plain todo git-setup 2>&1 | head -n 1
todo：$HOME/plain 不在 git 儲存庫裡。
$ TODO_DIR=$HOME/plain todo git-setup 2>&1 | tail -n +2 | grep -c 'git'; TODO_DIR=$HOME/plain todo git-setup >/dev/null 2>&1; echo $?
1
1
