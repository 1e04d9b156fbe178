# A folder whose name is not UTF-8 is reached by its bytes, never taken for another one:
# TODO_DIR naming it lists, adds, completes, archives and reverts there, nothing is made beside
# it, and a message shows its name with \xHH; through a UTF-8 link a rewrite works too.
$ d="Aufgaben-B$(printf '\xfc')ro"; mkdir "$d"; printf 'one\ntwo\n' > "$d/todo.txt"; ln -s "$d" link
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo ls
1 one
2 two
--
TODO: 2 of 2 tasks shown
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo add three; ls | od -An -c
3 three
TODO: 3 added.
   A   u   f   g   a   b   e   n   -   B 374   r   o  \n   l   i
   n   k  \n
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo do 2; cat Aufgaben-B*ro/todo.txt Aufgaben-B*ro/done.txt
2 x 2026-11-30 two
TODO: 2 marked as done.
x 2026-11-30 two
TODO: $HOME/Aufgaben-B\xFCro/todo.txt archived.
one

three
x 2026-11-30 two
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo archive
TODO: $HOME/Aufgaben-B\xFCro/todo.txt does not contain any done tasks.
$ TODO_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro" todo revert; cat Aufgaben-B*ro/todo.txt
TODO: took back `archive`.
TODO: $HOME/Aufgaben-B\xFCro/todo.txt is back as it was before the last change. You can revert 2 more times.
one

three
$ TODO_DIR="$HOME/link" todo ls
1 one
3 three
--
TODO: 2 of 2 tasks shown
$ TODO_DIR="$HOME/link" todo pri 1 A; cat link/todo.txt
1 (A) one
TODO: 1 prioritized (A).
(A) one

three
$ n="Aufgaben-B$(printf '\xfc')ro/N$(printf '\xf6')tizen"; mkdir "$n"; printf 'ring at 5\n' > "$n/mom.txt"; TODO_DIR="$HOME/link" todo append 1 note:mom.txt
1 (A) one note:mom.txt
$ TODO_NOTES_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro/N$(printf '\xf6')tizen" TODO_DIR="$HOME/link" todo show 1
1 (A) one note:mom.txt
  Status:     open
  Priority:   A
  Note:       $HOME/Aufgaben-B\xFCro/N\xF6tizen/mom.txt
    ring at 5
$ TODO_NOTES_DIR="$HOME/Aufgaben-B$(printf '\xfc')ro/N$(printf '\xf6')tizen" TODO_DIR="$HOME/link" todo do 1; ls Aufgaben-B*ro/N*tizen
1 x 2026-11-30 one note:mom.txt
TODO: 1 marked as done.
x 2026-11-30 one note:mom.txt
TODO: $HOME/link/todo.txt archived.
TODO: Note $HOME/Aufgaben-B\xFCro/N\xF6tizen/mom.txt moved to the end of $HOME/Aufgaben-B\xFCro/N\xF6tizen/archive.txt.
archive.txt
