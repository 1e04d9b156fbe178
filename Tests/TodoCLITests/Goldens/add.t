# add/a: echo "N text" and "TODO: N added."; N counts every line, blank ones too.
$ todo add call mom
1 call mom
TODO: 1 added.
$ todo a "buy milk"
2 buy milk
TODO: 2 added.
$ todo add '(b) pay rent'
3 (B) pay rent
TODO: 3 added.
$ todo add "  two  spaces   kept  "
4   two  spaces   kept  
TODO: 4 added.
$ todo -t add "(A) dated"
5 (A) 2026-11-30 dated
TODO: 5 added.
$ todo -t add undated
6 2026-11-30 undated
TODO: 6 added.
$ printf 'last line without newline' >> todo.txt
$ todo add after
8 after
TODO: 8 added.
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
TODO: 9 added.
$ tail -n 1 todo.txt
one two
# Text is stored literally: sed metacharacters, backslashes, $.
$ todo add 'Use regex ^a.*b$ in the \n filter & | /'
10 Use regex ^a.*b$ in the \n filter & | /
TODO: 10 added.
$ tail -n 1 todo.txt
Use regex ^a.*b$ in the \n filter & | /
# addm adds one task per line.
$ todo addm "$(printf 'first +p\nsecond @c')"
11 first +p
TODO: 11 added.
12 second @c
TODO: 12 added.
# -f with no text is a usage error; without -f the text is read from standard input.
$ todo -f add
! usage: todo add "TODO ITEM"
[1]
$ echo "from stdin" | todo add
13 from stdin
TODO: 13 added.
$ TODOTXT_PRIORITY_ON_ADD=C todo add "gets C"
14 (C) gets C
TODO: 14 added.
$ TODOTXT_PRIORITY_ON_ADD=C todo add "(A) keeps A"
15 (A) keeps A
TODO: 15 added.
$ TODOTXT_PRIORITY_ON_ADD=1 todo ls
! TODOTXT_PRIORITY_ON_ADD should be a capital letter from A to Z (it is now "1").
[1]
# -v 0 is quiet.
$ TODOTXT_VERBOSE=0 todo add quiet
