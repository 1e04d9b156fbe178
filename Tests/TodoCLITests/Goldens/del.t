$ printf '%s\n' 'smell the roses' '(A) pay rent' 'call mom' 'last one' > todo.txt
# del asks; a non-interactive run reads the answer from standard input and echoes a newline.
$ echo y | todo del 1

1 smell the roses
TODO: 1 deleted.
$ echo n | todo rm 3

! TODO: No tasks were deleted.
[1]
$ todo del 3

! TODO: No tasks were deleted.
[1]
$ todo -f del 3
3 call mom
TODO: 3 deleted.
$ cat todo.txt

(A) pay rent

last one
# del N TERM removes TERM (a case-sensitive basic regular expression).
$ todo del 2 rent
2 (A) pay rent
TODO: Removed 'rent' from task.
2 (A) pay
$ todo del 2 zzz
2 (A) pay
! TODO: 'zzz' not found; no removal done.
[1]
$ todo del 2 'p.y'
2 (A) pay
TODO: Removed 'p.y' from task.
2 (A) 
$ todo del 4 'last one'
! TODO: No updated task 4.
[1]
$ cat todo.txt

(A) 


# -n removes the blank lines.
$ printf '%s\n' a b c > todo.txt
$ todo -f -n del 2
2 b
TODO: 2 deleted.
$ cat todo.txt
a
c
$ todo del
! usage: todo del NR [TERM]
[1]
$ todo del 9
! TODO: No task 9.
[1]
