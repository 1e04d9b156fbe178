# A task needs words: a priority, dates or tags alone are refused, as the to-do apps disable Save for an empty subject; nothing is written (issue 33, item 2).
$ printf 'call mom\n' > todo.txt
$ todo add "due:tomorrow"
! TODO: 'due:tomorrow' has no words, only a priority, dates or tags; a task needs words. Nothing was changed.
[1]
$ todo add "(A)"
! TODO: '(A)' has no words, only a priority, dates or tags; a task needs words. Nothing was changed.
[1]
$ todo add "x rec:0d"
! TODO: 'x rec:0d' has no words, only a priority, dates or tags; a task needs words. Nothing was changed.
[1]
$ todo replace 1 "(B) due:2026-12-01"
! TODO: '(B) due:2026-12-01' has no words, only a priority, dates or tags; a task needs words. Nothing was changed.
[1]
$ todo add "+work"
2 +work
TODO: 2 added.
$ cat todo.txt
call mom
+work
$ EDITOR='sed -i s/call\ mom/due:tomorrow/' todo edit 1; cat todo.txt
call mom
+work
! TODO: due:tomorrow is stored as 2026-12-01 (Tue).
! TODO: 'due:2026-12-01' has no words, only a priority, dates or tags; a task needs words. Nothing was changed.
