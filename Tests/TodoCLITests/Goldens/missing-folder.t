# A todo file in a folder that does not exist (a typo in TODO_FILE, a folder not mounted) is an error for a listing, as todo.sh's `_list` dies, never an empty list (issue 33, item 18).
$ TODO_FILE="$HOME/nope/todo.txt" todo ls
! TODO: Cannot read $HOME/nope/todo.txt: No such file or directory. Check that the file exists and that you may read it.
[1]
$ TODO_FILE="$HOME/nope/todo.txt" todo lsa
! TODO: Cannot read $HOME/nope/todo.txt: No such file or directory. Check that the file exists and that you may read it.
[1]
$ printf 'call mom\n' > todo.txt; todo ls
1 call mom
--
TODO: 1 of 1 tasks shown
$ TODO_FILE="$HOME/nope/todo.txt" todo doctor 2>&1 | head -n 3
Configuration file: none (defaults; TODO_DIR is $HOME)
TODO file: $HOME/nope/todo.txt
  does not exist yet (todo creates it when it first writes)
