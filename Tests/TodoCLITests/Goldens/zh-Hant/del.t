$ printf '%s\n' 'smell the roses' '(A) pay rent' 'call mom' 'last one' > todo.txt
# del asks; a non-interactive run reads the answer from standard input and echoes a newline.
$ echo y | todo del 1

1 smell the roses
todo：已刪除第 1 項。
$ echo n | todo rm 3

! todo：沒有刪除任何待辦事項。
[1]
$ todo del 3

! todo：沒有刪除任何待辦事項。
[1]
$ todo -f del 3
3 call mom
todo：已刪除第 3 項。
$ cat todo.txt

(A) pay rent

last one
# del N TERM removes TERM (a case-sensitive basic regular expression).
$ todo del 2 rent
2 (A) pay rent
todo：已從待辦事項中移除「rent」。
2 (A) pay
$ todo del 2 zzz
2 (A) pay
! todo：找不到「zzz」，沒有刪除任何內容。
[1]
$ todo del 2 'p.y'
2 (A) pay
todo：已從待辦事項中移除「p.y」。
2 (A) 
$ todo del 4 'last one'
! todo.txt：移除後第 4 項會變成空白，因此沒有變更。要刪除整項，請用 del 4。
[1]
$ cat todo.txt

(A) 


# -n removes the blank lines.
$ printf '%s\n' a b c > todo.txt
$ todo -f -n del 2
2 b
todo：已刪除第 2 項。
$ cat todo.txt
a
c
$ todo del
! 用法：todo del 編號 [關鍵字]
[1]
$ todo del 9
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
