$ printf '%s\n' 'one' 'two' > todo.txt
$ printf 'garden task' > garden.txt
$ todo addto garden.txt "plant tulips"
2 plant tulips
GARDEN: 2 added.
$ cat garden.txt
garden task
plant tulips
$ todo -f mv 1 garden.txt
1 one
TODO: 1 moved to 3 in GARDEN.
$ cat todo.txt garden.txt

two
garden task
plant tulips
one
$ echo n | todo mv 2 garden.txt

! TODO: No tasks moved.
[1]
$ todo -f move 2 garden.txt nope.txt
! TODO: Source file $HOME/nope.txt does not exist.
[1]
$ todo -f mv 3 todo.txt garden.txt
3 one
GARDEN: 3 moved to 3 in TODO.
$ todo listfile
Files in the todo.txt directory:
garden.txt
todo.txt
$ todo lf garden
1 garden task
2 plant tulips
--
GARDEN: 2 of 2 tasks shown
$ todo lf garden.txt plant
2 plant tulips
--
GARDEN: 1 of 2 tasks shown
$ todo lf ./todo.txt
3 one
2 two
--
TODO: 2 of 2 tasks shown
# Moving out of another file names that file first, as todo.sh does.
$ printf 'x 2026-11-30 water plants\n' > done.txt
$ todo -f move 1 todo.txt done.txt
1 x 2026-11-30 water plants
DONE: 1 moved to 4 in TODO.
