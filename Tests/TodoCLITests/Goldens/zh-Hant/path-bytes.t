# A folder whose name is not UTF-8 is reached by its bytes, never taken for another one:
# TODO_DIR naming it lists, adds, completes, archives and reverts there, nothing is made beside
# it, and a message shows its name with \xHH; through a UTF-8 link a rewrite works too.
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
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo do 2; cat Aufgaben-B*ro/todo.txt Aufgaben-B*ro/done.txt
2 x 2026-11-30 two
todo：已將第 2 項標示為已完成。
x 2026-11-30 two
todo：已將已完成的事項封存到 done.txt。
one

three
x 2026-11-30 two
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo archive
todo：todo.txt 中沒有已完成的事項。
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo revert; cat Aufgaben-B*ro/todo.txt
todo：已撤銷「archive」。
todo：已將 $HOME/Aufgaben-B\xFCro/todo.txt 還原到上次變更前的狀態。還可以再往前還原 2 次。
one

three
$ TODO_DIR="$HOME/link" todo ls
1 one
3 three
--
todo.txt：顯示 2 項，共 2 項
$ TODO_DIR="$HOME/link" todo pri 1 A; cat link/todo.txt
1 (A) one
todo：已將第 1 項的優先順序設為 A。
(A) one

three
$ n="Aufgaben-B$(printf '\xfc')ro/N$(printf '\xf6')tizen"; mkdir "$n"; printf 'ring at 5\n' > "$n/mom.txt"; TODO_DIR="$HOME/link" todo append 1 note:mom.txt
1 (A) one note:mom.txt
$ TODO_NOTES_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro/N$(printf '\xf6')tizen" TODO_DIR="$HOME/link" todo show 1
1 (A) one note:mom.txt
      狀態：未完成
  優先順序：A
      備註：$HOME/Aufgaben-B\xFCro/N\xF6tizen/mom.txt
    ring at 5
$ TODO_NOTES_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro/N$(printf '\xf6')tizen" TODO_DIR="$HOME/link" todo do 1; ls Aufgaben-B*ro/N*tizen
1 x 2026-11-30 one note:mom.txt
todo：已將第 1 項標示為已完成。
x 2026-11-30 one note:mom.txt
todo：已將已完成的事項封存到 done.txt。
todo：已將備註 $HOME/Aufgaben-B\xFCro/N\xF6tizen/mom.txt 移到 $HOME/Aufgaben-B\xFCro/N\xF6tizen/archive.txt 的結尾。
archive.txt
