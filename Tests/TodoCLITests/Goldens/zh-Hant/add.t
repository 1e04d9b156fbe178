# add/a: echo "N text" and "TODO: N added."; N counts every line, blank ones too.
$ todo add call mom
1 call mom
todo.txt：已新增第 1 項。
$ todo a "buy milk"
2 buy milk
todo.txt：已新增第 2 項。
$ todo add '(b) pay rent'
3 (B) pay rent
todo.txt：已新增第 3 項。
$ todo add "  two  spaces   kept  "
4   two  spaces   kept  
todo.txt：已新增第 4 項。
$ todo -t add "(A) dated"
5 (A) 2026-11-30 dated
todo.txt：已新增第 5 項。
$ todo -t add undated
6 2026-11-30 undated
todo.txt：已新增第 6 項。
$ printf 'last line without newline' >> todo.txt
$ todo add after
8 after
todo.txt：已新增第 8 項。
$ cat todo.txt
call mom
buy milk
(B) pay rent
  two  spaces   kept  
(A) 2026-11-30 dated
2026-11-30 undated
last line without newline
after
# A newline inside the text becomes a space (todo.sh cleaninput).
$ todo add "$(printf 'one\ntwo')"
9 one two
todo.txt：已新增第 9 項。
$ tail -n 1 todo.txt
one two
# Text is stored literally: sed metacharacters, backslashes, $.
$ todo add 'Use regex ^a.*b$ in the \n filter & | /'
10 Use regex ^a.*b$ in the \n filter & | /
todo.txt：已新增第 10 項。
$ tail -n 1 todo.txt
Use regex ^a.*b$ in the \n filter & | /
# addm adds one task per line.
$ todo addm "$(printf 'first +p\nsecond @c')"
11 first +p
todo.txt：已新增第 11 項。
12 second @c
todo.txt：已新增第 12 項。
# -f with no text is a usage error; without -f the text is read from standard input.
$ todo -f add
! 用法：todo add "待辦事項"
[1]
$ echo "from stdin" | todo add
13 from stdin
todo.txt：已新增第 13 項。
$ TODOTXT_PRIORITY_ON_ADD=C todo add "gets C"
14 (C) gets C
todo.txt：已新增第 14 項。
$ TODOTXT_PRIORITY_ON_ADD=C todo add "(A) keeps A"
15 (A) keeps A
todo.txt：已新增第 15 項。
$ TODOTXT_PRIORITY_ON_ADD=1 todo ls
! TODOTXT_PRIORITY_ON_ADD 必須是 A 到 Z 的大寫字母（目前是「1」）。請修改設定檔或環境變數。
[1]
# -v 0 is quiet.
$ TODOTXT_VERBOSE=0 todo add quiet
