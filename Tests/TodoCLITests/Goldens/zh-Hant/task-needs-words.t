# A task needs words: a priority, dates or tags alone are refused, as the to-do apps disable Save for an empty subject; nothing is written (issue 33, item 2).
$ printf 'call mom\n' > todo.txt
$ todo add "due:tomorrow"
! todo：「due:tomorrow」沒有文字，只有優先順序、日期或標籤，因此沒有做任何變更；事項需要文字內容。
[1]
$ todo add "(A)"
! todo：「(A)」沒有文字，只有優先順序、日期或標籤，因此沒有做任何變更；事項需要文字內容。
[1]
$ todo add "x rec:0d"
! todo：「x rec:0d」沒有文字，只有優先順序、日期或標籤，因此沒有做任何變更；事項需要文字內容。
[1]
$ todo replace 1 "(B) due:2026-12-01"
! todo：「(B) due:2026-12-01」沒有文字，只有優先順序、日期或標籤，因此沒有做任何變更；事項需要文字內容。
[1]
$ todo add "+work"
2 +work
todo.txt：已新增第 2 項。
$ cat todo.txt
call mom
+work
$ EDITOR='sed -i s/call\ mom/due:tomorrow/' todo edit 1; cat todo.txt
call mom
+work
! todo：「due:tomorrow」已存為 2026-12-01（週二）。
! todo：「due:2026-12-01」沒有文字，只有優先順序、日期或標籤，因此沒有做任何變更；事項需要文字內容。
