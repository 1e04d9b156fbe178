# CRLF files (issue 33, item 16): a task archived or moved keeps its own bytes, its line ending
# too, as todo.sh's `sed … >>` keeps them. Listings print no CR (shared case 05: the CR is part
# of the line's ending, not of its text), which the issue's item asked the other way; see the
# README.
$ printf '(A) call mom\r\nx 2026-11-20 buy milk\r\npay rent\r\n(B) plain lf\n' > todo.txt
$ todo ls | od -c | grep -c '\\r' || true
0
# archive moves the CRLF line with its CRLF into an LF done.txt; the rest stay as they were.
$ printf 'x 2026-11-01 old\n' > done.txt
$ todo archive
x 2026-11-20 buy milk
todo：已將已完成的事項封存到 done.txt。
$ od -c done.txt
0000000   x       2   0   2   6   -   1   1   -   0   1       o   l   d
0000020  \n   x       2   0   2   6   -   1   1   -   2   0       b   u
0000040   y       m   i   l   k  \r  \n
0000050
$ cat -v todo.txt
(A) call mom^M
pay rent^M
(B) plain lf
# The auto-archive after do keeps it too; an LF task moved into a CRLF done.txt stays LF.
$ printf 'x 2026-11-01 old\r\n' > done.txt; printf 'one\r\ntwo\n' > todo.txt
$ todo -A do 1 2 >/dev/null; od -c done.txt
0000000   x       2   0   2   6   -   1   1   -   0   1       o   l   d
0000020  \r  \n   x       2   0   2   6   -   1   1   -   3   0       o
0000040   n   e  \r  \n   x       2   0   2   6   -   1   1   -   3   0
0000060       t   w   o  \n
0000065
# move keeps the line's ending; the last line of a file without a final newline gets the
# destination's ending.
$ printf 'one\r\ntwo' > src.txt; printf 'keep\n' > dest.txt
$ todo -f move 1 dest.txt src.txt >/dev/null; todo -f move 2 dest.txt src.txt >/dev/null; od -c dest.txt
0000000   k   e   e   p  \n   o   n   e  \r  \n   t   w   o  \n
0000016
# revert takes the archive back byte for byte.
$ printf 'x 2026-11-01 old\n' > done.txt; printf 'x 2026-11-20 buy milk\r\nkeep\r\n' > todo.txt
$ todo archive >/dev/null; todo revert >/dev/null; od -c done.txt; cat -v todo.txt
0000000   x       2   0   2   6   -   1   1   -   0   1       o   l   d
0000020  \n
0000021
x 2026-11-20 buy milk^M
keep^M
# A pre_filter_command (even cat) keeps todo.sh's order, in ls, lsa, --json and --sort.
$ printf '(B) zeta\nalpha\n(A) beta\nmiddle thing\nx 2026-01-01 done one\n' > todo.txt; : > done.txt; printf 'export pre_filter_command=cat\n' > pre.cfg
$ todo -d ./pre.cfg ls
3 (A) beta
1 (B) zeta
2 alpha
4 middle thing
5 x 2026-01-01 done one
--
todo.txt：顯示 5 項，共 5 項
$ todo -d ./pre.cfg lsa
3 (A) beta
1 (B) zeta
2 alpha
4 middle thing
5 x 2026-01-01 done one
--
todo.txt：顯示 5 項，共 5 項
done.txt：顯示 0 項，共 0 項
總計：顯示 5 項，共 5 項
$ todo -d ./pre.cfg ls --sort priority
3 (A) beta
1 (B) zeta
2 alpha
4 middle thing
5 x 2026-01-01 done one
--
todo.txt：顯示 5 項，共 5 項
$ todo -d ./pre.cfg ls --json | cut -c1-30
{"line":3,"text":"(A) beta","v
{"line":1,"text":"(B) zeta","v
{"line":2,"text":"alpha","vali
{"line":4,"text":"middle thing
{"line":5,"text":"x 2026-01-01
