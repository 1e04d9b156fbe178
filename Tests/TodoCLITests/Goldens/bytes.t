# Untouched lines stay byte-identical: CRLF, BOM, no final newline, blank lines, invalid UTF-8.
$ printf '\xef\xbb\xbf(B) first\r\nsecond\r\n\r\nbad \xff\xfe byte\r\nlast' > todo.txt
$ todo ls | cat -v
1 (B) first
4 bad M-^?M-~ byte
5 last
2 second
--
TODO: 4 of 4 tasks shown
$ todo pri 2 A
2 (A) second
TODO: 2 prioritized (A).
$ od -c todo.txt
0000000 357 273 277   (   B   )       f   i   r   s   t  \r  \n   (   A
0000020   )       s   e   c   o   n   d  \r  \n  \r  \n   b   a   d    
0000040 377 376       b   y   t   e  \r  \n   l   a   s   t
0000055
$ todo add new
6 new
TODO: 6 added.
$ od -c todo.txt
0000000 357 273 277   (   B   )       f   i   r   s   t  \r  \n   (   A
0000020   )       s   e   c   o   n   d  \r  \n  \r  \n   b   a   d    
0000040 377 376       b   y   t   e  \r  \n   l   a   s   t  \r  \n   n
0000060   e   w  \r  \n
0000064
$ todo -a do 6
6 x 2026-11-30 new
TODO: 6 marked as done.
$ od -c todo.txt | tail -n 3
0000060       2   0   2   6   -   1   1   -   3   0       n   e   w  \r
0000100  \n
0000101
# A line that is not valid UTF-8 is edited byte for byte: only the bytes an edit adds or removes change.
$ todo append 4 more | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
4 bad \377\376 byte more$
$ od -c todo.txt | head -n 3
0000000 357 273 277   (   B   )       f   i   r   s   t  \r  \n   (   A
0000020   )       s   e   c   o   n   d  \r  \n  \r  \n   b   a   d    
0000040 377 376       b   y   t   e       m   o   r   e  \r  \n   l   a
# Latin-1 and Big5 lines (CRLF): do, pri, depri, undo, append, prepend, replace, del TERM, archive.
$ printf 'Caf\xe9 @B\xfcro\r\n(B) Stra\xdfe +Haus\r\n\xa4\xa4\xa4\xe5 \xb4\xfa\xb8\xd5 rec:1w\r\n(A) 2024-01-05 R\xe9sum\xe9\r\n' > todo.txt
$ todo -a do 1 | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
1 x 2026-11-30 Caf\351 @B\374ro$
TODO: 1 marked as done.
$ todo pri 2 A | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'; todo depri 4 | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
2 (A) Stra\337e +Haus$
TODO: 2 re-prioritized from (B) to (A).
4 2024-01-05 R\351sum\351$
TODO: 4 deprioritized.
$ od -c todo.txt
0000000   x       2   0   2   6   -   1   1   -   3   0       C   a   f
0000020 351       @   B 374   r   o  \r  \n   (   A   )       S   t   r
0000040   a 337   e       +   H   a   u   s  \r  \n 244 244 244 345    
0000060 264 372 270 325       r   e   c   :   1   w  \r  \n   2   0   2
0000100   4   -   0   1   -   0   5       R 351   s   u   m 351  \r  \n
0000120
$ todo undo 1 | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
1 Caf\351 @B\374ro$
TODO: 1 marked as not done.
$ todo -a do 3 | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
3 x 2026-11-30 \244\244\244\345 \264\372\270\325 rec:1w$
TODO: 3 marked as done.
5 2026-11-30 \244\244\244\345 \264\372\270\325 rec:1w due:2026-12-07$
TODO: 3 is done; its next occurrence was added as 5.
$ od -c todo.txt
0000000   C   a   f 351       @   B 374   r   o  \r  \n   (   A   )    
0000020   S   t   r   a 337   e       +   H   a   u   s  \r  \n   x    
0000040   2   0   2   6   -   1   1   -   3   0     244 244 244 345    
0000060 264 372 270 325       r   e   c   :   1   w  \r  \n   2   0   2
0000100   4   -   0   1   -   0   5       R 351   s   u   m 351  \r  \n
0000120   2   0   2   6   -   1   1   -   3   0     244 244 244 345    
0000140 264 372 270 325       r   e   c   :   1   w       d   u   e   :
0000160   2   0   2   6   -   1   2   -   0   7  \r  \n
0000174
$ todo undo 3 | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
3 \244\244\244\345 \264\372\270\325 rec:1w$
TODO: 3 marked as not done.
TODO: Removed 5, the unchanged next occurrence of 3.
$ todo append 2 "bald 好" | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'; todo prepend 4 "neu" | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'; todo del 2 +Haus | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
2 (A) Stra\337e +Haus bald \345\245\275$
4 2024-01-05 neu R\351sum\351$
2 (A) Stra\337e +Haus bald \345\245\275$
TODO: Removed '+Haus' from task.
2 (A) Stra\337e bald \345\245\275$
$ od -c todo.txt
0000000   C   a   f 351       @   B 374   r   o  \r  \n   (   A   )    
0000020   S   t   r   a 337   e       b   a   l   d     345 245 275  \r
0000040  \n 244 244 244 345     264 372 270 325       r   e   c   :   1
0000060   w  \r  \n   2   0   2   4   -   0   1   -   0   5       n   e
0000100   u       R 351   s   u   m 351  \r  \n
0000112
$ todo -f del 4 | LC_ALL=C sed -n '/^[0-9]/l;/^[0-9]/!p'
4 2024-01-05 neu R\351sum\351$
TODO: 4 deleted.
$ todo -a do 1 >/dev/null; todo replace 3 "ersetzt" >/dev/null; todo archive >/dev/null; od -c todo.txt; od -c done.txt
0000000   (   A   )       S   t   r   a 337   e       b   a   l   d    
0000020 345 245 275  \r  \n   e   r   s   e   t   z   t  \r  \n
0000036
0000000   x       2   0   2   6   -   1   1   -   3   0       C   a   f
0000020 351       @   B 374   r   o  \r  \n
0000031
# CRLF files: no carriage return in tags or output (a carriage return ends a tag).
$ printf 'move @work notes +reorg\r\ntell +reorg @work\r\n' > todo.txt
$ todo listcon
@work
$ todo listproj
+reorg
$ todo ls @work | od -c | grep -c '\\r'
0
[1]
# A command that changes nothing does not rewrite the file.
$ printf 'keep\n' > todo.txt; touch -d '2020-01-01 00:00:00' todo.txt
$ todo ls >/dev/null; todo pri 9 A; todo depri 1; stat -c %y todo.txt
2020-01-01 00:00:00.000000000 +0000
! TODO: No task 9.
! TODO: 1 is not prioritized.
