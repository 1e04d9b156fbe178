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
Merging $HOME/todo (conflicted copy 2026-11-30 140500).txt, $HOME/done.sync-conflict-20261130-140500.txt into $HOME/todo.txt, $HOME/done.txt:
  no version kept from before the copy was made: tasks are added, never removed
  added to done.txt: x 2026-11-02 f
  added as 2: e
Merging $HOME/todo.sync-conflict-20261130-140500-ABCDEF7.txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  added as 3: d
Merging $HOME/todo.sync-conflict-20261130-140501-ABCDEF7.txt into $HOME/todo.txt:
  not merged: line 1 of todo.sync-conflict-20261130-140501-ABCDEF7.txt holds the control character U+0000 (the copy keeps it)
  lines were left out, so nothing the copy lacks is taken as deleted: tasks are added, never removed
Merging $HOME/todo (Jane Doe's conflicted copy 2026-11-30) (1).txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  added as 4: c
Merging $HOME/todo (Jane Doe's conflicted copy 2026-11-30).txt into $HOME/todo.txt:
  no version kept from before the copy was made: tasks are added, never removed
  added as 5: b
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/done.sync-conflict-20261130-140500.txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (Jane Doe's conflicted copy 2026-11-30) (1).txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (Jane Doe's conflicted copy 2026-11-30).txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo (conflicted copy 2026-11-30 140500).txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140500-ABCDEF7.txt.
The conflict copy is now in $HOME/.local/state/todo/conflicts/TIME/todo.sync-conflict-20261130-140501-ABCDEF7.txt.
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
! TODO: No conflict copies beside the todo files.
[1]
# Files that are not todo files: a device other than /dev/null, a FIFO, a file over 1 GiB.
$ TODO_FILE=/dev/urandom todo ls
! TODO: /dev/urandom is not a regular file; todo reads and writes only regular files.
[1]
$ mkfifo fifo.txt; TODO_FILE=$HOME/fifo.txt todo add x
! TODO: $HOME/fifo.txt is not a regular file; todo reads and writes only regular files.
[1]
$ truncate -s 1100M big.txt; TODO_FILE=$HOME/big.txt todo ls
! TODO: $HOME/big.txt is larger than 1 GiB; todo does not read a file that large.
[1]
$ TODO_FILE=$HOME/big.txt todo add x; stat -c %s big.txt
1153433600
! TODO: $HOME/big.txt is larger than 1 GiB; todo does not read a file that large.
