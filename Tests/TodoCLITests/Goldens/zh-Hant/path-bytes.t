# A folder whose name is not UTF-8 is never taken for another one: TODO_DIR naming it is refused
# by name (shown with \xHH), nothing is made beside it; through a UTF-8 link, listing and adding
# work, and a rewrite is refused by name instead of a false "changed on disk".
$ d="Aufgaben-B$(printf '\xfc')ro"; mkdir "$d"; printf 'one\ntwo\n' > "$d/todo.txt"; ln -s "$d" link
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo ls
! todo：TODO_DIR 是 $HOME/Aufgaben-B\xFCro（\xHH 表示不是 UTF-8 的位元組）；todo 只透過 UTF-8 名稱存取檔案，因此在這裡停止。請改名（convmv -f latin1 -t utf8 --notest），或把 TODO_DIR 設為 UTF-8 名稱。
[1]
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo add three; ls | od -An -c
   A   u   f   g   a   b   e   n   -   B 374   r   o  \n   l   i
   n   k  \n
! todo：TODO_DIR 是 $HOME/Aufgaben-B\xFCro（\xHH 表示不是 UTF-8 的位元組）；todo 只透過 UTF-8 名稱存取檔案，因此在這裡停止。請改名（convmv -f latin1 -t utf8 --notest），或把 TODO_DIR 設為 UTF-8 名稱。
$ TODO_DIR="$HOME/link" todo ls
1 one
2 two
--
todo.txt：顯示 2 項，共 2 項
$ TODO_DIR="$HOME/link" todo pri 1 A; cat link/todo.txt
one
two
! todo：$HOME/link/todo.txt 指向 $HOME/Aufgaben-B\xFCro/todo.txt（\xHH 表示不是 UTF-8 的位元組）；todo 只透過 UTF-8 名稱寫入，因此沒有做任何變更。請改名（convmv -f latin1 -t utf8 --notest）。
# The configuration named by such a name is refused before it is read: taken as text it would
# be another file, checked and run in the named one's place.
$ printf 'export TODO_DIR=$HOME/elsewhere\n' > "cfg$(printf '\xf4\x8f\xbf\xa9')"; ln -s /dev/null "cfg$(printf '\xe9')"; todo -d "$HOME/cfg$(printf '\xe9')" ls
! todo：-d 是 $HOME/cfg\xE9（\xHH 表示不是 UTF-8 的位元組）；todo 只透過 UTF-8 名稱存取檔案，因此在這裡停止。請改名（convmv -f latin1 -t utf8 --notest），或把 -d 設為 UTF-8 名稱。
[1]
$ TODOTXT_CFG_FILE="$HOME/cfg$(printf '\xe9')" todo ls
! todo：TODOTXT_CFG_FILE 是 $HOME/cfg\xE9（\xHH 表示不是 UTF-8 的位元組）；todo 只透過 UTF-8 名稱存取檔案，因此在這裡停止。請改名（convmv -f latin1 -t utf8 --notest），或把 TODOTXT_CFG_FILE 設為 UTF-8 名稱。
[1]
$ XDG_CONFIG_HOME="$HOME/conf$(printf '\xe9')" todo ls
! todo：XDG_CONFIG_HOME 是 $HOME/conf\xE9（\xHH 表示不是 UTF-8 的位元組）；todo 只透過 UTF-8 名稱存取檔案，因此在這裡停止。請改名（convmv -f latin1 -t utf8 --notest），或把 XDG_CONFIG_HOME 設為 UTF-8 名稱。
[1]
