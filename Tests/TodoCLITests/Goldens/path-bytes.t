# A folder whose name is not UTF-8 is never taken for another one: TODO_DIR naming it is refused
# by name (shown with \xHH), nothing is made beside it; through a UTF-8 link, listing and adding
# work, and a rewrite is refused by name instead of a false "changed on disk".
$ d="Aufgaben-B$(printf '\xfc')ro"; mkdir "$d"; printf 'one\ntwo\n' > "$d/todo.txt"; ln -s "$d" link
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo ls
! TODO: TODO_DIR is $HOME/Aufgaben-B\xFCro (\xHH marks a byte that is not UTF-8); todo reaches files only by UTF-8 names, so it stops here. Rename it (convmv -f latin1 -t utf8 --notest), or set TODO_DIR to a UTF-8 name.
[1]
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo add three; ls | od -An -c
   A   u   f   g   a   b   e   n   -   B 374   r   o  \n   l   i
   n   k  \n
! TODO: TODO_DIR is $HOME/Aufgaben-B\xFCro (\xHH marks a byte that is not UTF-8); todo reaches files only by UTF-8 names, so it stops here. Rename it (convmv -f latin1 -t utf8 --notest), or set TODO_DIR to a UTF-8 name.
$ TODO_DIR="$HOME/link" todo ls
1 one
2 two
--
TODO: 2 of 2 tasks shown
$ TODO_DIR="$HOME/link" todo pri 1 A; cat link/todo.txt
one
two
! TODO: $HOME/link/todo.txt leads to $HOME/Aufgaben-B\xFCro/todo.txt (\xHH marks a byte that is not UTF-8); todo writes only through UTF-8 names, so nothing was changed. Rename it (convmv -f latin1 -t utf8 --notest).
# The configuration named by such a name is refused before it is read: taken as text it would
# be another file, checked and run in the named one's place.
$ printf 'export TODO_DIR=$HOME/elsewhere\n' > "cfg$(printf '\xf4\x8f\xbf\xa9')"; ln -s /dev/null "cfg$(printf '\xe9')"; todo -d "$HOME/cfg$(printf '\xe9')" ls
! TODO: -d is $HOME/cfg\xE9 (\xHH marks a byte that is not UTF-8); todo reaches files only by UTF-8 names, so it stops here. Rename it (convmv -f latin1 -t utf8 --notest), or set -d to a UTF-8 name.
[1]
$ TODOTXT_CFG_FILE="$HOME/cfg$(printf '\xe9')" todo ls
! TODO: TODOTXT_CFG_FILE is $HOME/cfg\xE9 (\xHH marks a byte that is not UTF-8); todo reaches files only by UTF-8 names, so it stops here. Rename it (convmv -f latin1 -t utf8 --notest), or set TODOTXT_CFG_FILE to a UTF-8 name.
[1]
$ XDG_CONFIG_HOME="$HOME/conf$(printf '\xe9')" todo ls
! TODO: XDG_CONFIG_HOME is $HOME/conf\xE9 (\xHH marks a byte that is not UTF-8); todo reaches files only by UTF-8 names, so it stops here. Rename it (convmv -f latin1 -t utf8 --notest), or set XDG_CONFIG_HOME to a UTF-8 name.
[1]
