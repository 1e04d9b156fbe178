# Newest first (issue 15): --sort -created puts the latest creation date first; tasks created
# the same day, and undated ones (last), go by line descending: a later line was added later.
$ printf '%s\n' '2026-11-01 oldest' 'undated first' '2026-11-20 same day, added first' '(A) 2026-11-20 same day, added second' 'undated second' '2026-11-25 newest' 'x 2026-11-30 2026-11-20 same day, done' > todo.txt
$ todo ls --sort -created
6 2026-11-25 newest
7 x 2026-11-30 2026-11-20 same day, done
4 (A) 2026-11-20 same day, added second
3 2026-11-20 same day, added first
1 2026-11-01 oldest
5 undated second
2 undated first
--
TODO: 7 of 7 tasks shown
# Other keys keep line order for ties.
$ todo ls --sort created | head -n 4
1 2026-11-01 oldest
3 2026-11-20 same day, added first
4 (A) 2026-11-20 same day, added second
7 x 2026-11-30 2026-11-20 same day, done
$ todo ls --sort -created,priority | head -n 3
6 2026-11-25 newest
4 (A) 2026-11-20 same day, added second
7 x 2026-11-30 2026-11-20 same day, done
# TODOTXT_SORT sets the order used without --sort (environment or todo.cfg); --sort wins.
$ TODOTXT_SORT=-created todo ls 'newest\|undated'
6 2026-11-25 newest
5 undated second
2 undated first
--
TODO: 3 of 7 tasks shown
$ printf '%s\n' 'export TODO_DIR=.' 'export TODOTXT_SORT=due,-created' > sort.cfg
$ todo -d sort.cfg lsp
4 (A) 2026-11-20 same day, added second
--
TODO: 1 of 7 tasks shown
$ todo -d sort.cfg ls --sort line | head -n 2
1 2026-11-01 oldest
2 undated first
$ todo -d sort.cfg lsa same | head -n 3
7 x 2026-11-30 2026-11-20 same day, done
4 (A) 2026-11-20 same day, added second
3 2026-11-20 same day, added first
# A TODOTXT_SORT that is not a list of keys is named; agenda and due do not use it.
$ TODOTXT_SORT=newest todo ls
! TODO: 'newest' is not a sort key; use priority, due, threshold, created, completed, text, project, context or line (file order, also file) (a leading - reverses).
[1]
$ TODOTXT_SORT=newest todo due 0
--
TODO: 0 overdue, 0 due today, 0 due within 0 days.
# Help's example is what it says.
$ todo help | grep -e '--sort -created'
    todo ls --sort -created   newest first
# The keys in Chinese, as help ls lists them in Chinese, are the same keys; a key neither
# language has is refused.
$ todo ls --sort -建立,優先 | head -n 3 > zh.out; todo ls --sort -created,priority | head -n 3 | cmp - zh.out && echo same
same
$ todo ls --sort 到期 > zh.out; todo ls --sort due | cmp - zh.out && echo same
same
$ todo ls --sort 重要
! TODO: '重要' is not a sort key; use priority, due, threshold, created, completed, text, project, context or line (file order, also file) (a leading - reverses).
[1]
