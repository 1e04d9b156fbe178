# Untouched lines stay byte-identical: CRLF, BOM, no final newline, blank lines, invalid UTF-8.
$ printf '\xef\xbb\xbf(B) first\r\nsecond\r\n\r\nbad \xff\xfe byte\r\nlast' > todo.txt
$ todo ls | cat -v
1 (B) first
4 bad M-^?M-~ byte
5 last
2 second
--
TODOM-oM-<M-^ZM-eM-^EM-1 4 M-iM- M-^EM-eM->M-^EM-hM->M-&M-dM-:M-^KM-iM- M-^EM-oM-<M-^LM-iM-!M-/M-gM-$M-:M-eM-^EM-6M-dM-8M-- 4 M-iM- M-^E
$ todo pri 2 A
2 (A) second
TODO：已將第 2 項的優先順序設為 A。
$ od -c todo.txt
0000000 357 273 277   (   B   )       f   i   r   s   t  \r  \n   (   A
0000020   )       s   e   c   o   n   d  \r  \n  \r  \n   b   a   d    
0000040 377 376       b   y   t   e  \r  \n   l   a   s   t
0000055
$ todo add new
6 new
TODO：已新增第 6 項。
$ od -c todo.txt
0000000 357 273 277   (   B   )       f   i   r   s   t  \r  \n   (   A
0000020   )       s   e   c   o   n   d  \r  \n  \r  \n   b   a   d    
0000040 377 376       b   y   t   e  \r  \n   l   a   s   t  \r  \n   n
0000060   e   w  \r  \n
0000064
$ todo -a do 6
6 x 2026-11-30 new
TODO：已將第 6 項標示為已完成。
$ od -c todo.txt | tail -n 3
0000060       2   0   2   6   -   1   1   -   3   0       n   e   w  \r
0000100  \n
0000101
# A line that is not valid UTF-8 is listed as is but not edited.
$ todo append 4 more
! TODO：第 4 項不是有效的 UTF-8 文字，請先用文字編輯器修正。
[1]
$ od -c todo.txt | head -n 3
0000000 357 273 277   (   B   )       f   i   r   s   t  \r  \n   (   A
0000020   )       s   e   c   o   n   d  \r  \n  \r  \n   b   a   d    
0000040 377 376       b   y   t   e  \r  \n   l   a   s   t  \r  \n   x
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
! TODO：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
! TODO：第 1 項沒有設定優先順序。
