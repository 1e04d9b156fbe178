# Date filters and OR (issue 34, items 1-3): --due, --threshold, --created and --completed
# take a date, a date word, A..B, ..B, A.., overdue, today, week, month, none or any; --or
# joins groups of terms, each group ANDed as todo.sh's terms are. Today is Mon 2026-11-30.
$ printf '%s\n' '(A) 2026-11-01 call mom @phone due:2026-12-01' '2026-11-20 email bob @email due:2026-12-03' 'buy milk +home due:2026-12-06 t:2026-12-05' 'pay rent due:2027-01-05' 'x 2026-11-29 2026-11-02 file taxes due:2026-11-27' 'plan trip @phone' 'renew passport due:2026-11-28' 'bad date due:2026-02-30' > todo.txt
$ todo ls @phone --or @email
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
6 plan trip @phone
--
todo.txt：顯示 3 項，共 8 項
# A -TERM excludes within its own group: (phone and not mom) or email.
$ todo ls phone -mom --or email
2 2026-11-20 email bob @email due:2026-12-03
6 plan trip @phone
--
todo.txt：顯示 2 項，共 8 項
$ todo -vv ls @phone --or email -bob | tail -3
todo 除錯：使用的篩選指令是 { grep -i '@phone'; } || { grep -i 'email' | grep -v -i 'bob'; }
--
todo.txt：顯示 2 項，共 8 項
# After --, --or is a word to search for.
$ todo ls -- --or
--
todo.txt：顯示 0 項，共 8 項
$ todo ls --due ..2026-12-06
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
7 renew passport due:2026-11-28
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
todo.txt：顯示 4 項，共 8 項
! todo：另有 1 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
$ todo ls --due overdue
7 renew passport due:2026-11-28
--
todo.txt：顯示 1 項，共 8 項
$ todo ls --due week --all
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
3 buy milk +home due:2026-12-06 t:2026-12-05
--
todo.txt：顯示 3 項，共 8 項
$ TODOTXT_WEEK_START=sun todo ls --due week --all
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
todo.txt：顯示 2 項，共 8 項
$ todo ls --due month
7 renew passport due:2026-11-28
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
todo.txt：顯示 2 項，共 8 項
$ todo ls --due tomorrow..fri
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
todo.txt：顯示 2 項，共 8 項
# none: no such date (a due: that is no real day counts as none); any: a real day.
$ todo ls --due none
8 bad date due:2026-02-30
6 plan trip @phone
--
todo.txt：顯示 2 項，共 8 項
$ todo ls --threshold any --all
3 buy milk +home due:2026-12-06 t:2026-12-05
--
todo.txt：顯示 1 項，共 8 項
$ todo ls --created 2026-11-01..2026-11-15
1 (A) 2026-11-01 call mom @phone due:2026-12-01
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
todo.txt：顯示 2 項，共 8 項
$ todo ls --completed yesterday
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
todo.txt：顯示 1 項，共 8 項
# Filters, terms and --or together; the other listings take them too.
$ todo ls --due ..12/3 @phone --or @email
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
todo.txt：顯示 2 項，共 8 項
$ todo lsp call --or trip
1 (A) 2026-11-01 call mom @phone due:2026-12-01
--
todo.txt：顯示 1 項，共 8 項
$ todo lsp A --due none
--
todo.txt：顯示 0 項，共 8 項
$ todo lsc @phone --or @email
@email
@phone
$ todo archive >/dev/null; todo lsa --completed ..today
0 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
todo.txt：顯示 0 項，共 7 項
done.txt：顯示 1 項，共 1 項
總計：顯示 1 項，共 8 項
$ todo agenda --due ..sun
逾期
  6 [ ] 2026-11-28 週六  前天，逾期 2 天  renew passport due:2026-11-28

明天
  1 [ ] 2026-12-01 週二  明天             (A) 2026-11-01 call mom @phone due:2026-12-01

本週
  2 [ ] 2026-12-03 週四  3 天後           2026-11-20 email bob @email due:2026-12-03
$ todo agenda +home --all
本週
  3 [ ] 2026-12-06 週日  6 天後  buy milk +home due:2026-12-06 t:2026-12-05
$ TODOTXT_WEEK_START=sun todo agenda +home --all
之後
  3 [ ] 2026-12-06 週日  6 天後  buy milk +home due:2026-12-06 t:2026-12-05
$ TODO_TEST_GENERAL_DATES=1 TODOTXT_WEEK_START=sun todo agenda +home --all
之後
  3 [ ] 2026-12-06 週日  6 天後  buy milk +home due:2026-12-06 t:2026-12-05
# Nothing in the range: nothing listed, and no hint to add a task to an empty list.
$ todo agenda --due 2030-01-01
$ todo due 40 mom --or rent --due 2026-12-01..
40 天內到期：
1 (A) 2026-11-01 call mom @phone due:2026-12-01（明天）
4 pay rent due:2027-01-05（36 天後）
--
todo：逾期 0 項，今天到期 0 項，40 天內到期 2 項。
# Refused: a RANGE that names no day, one that ends before it starts, no RANGE.
$ todo ls --due someday
! todo：--due someday 不是日期範圍；請用日期或日期詞（2026-12-25、今天、週五、12/25）、A..B、..B、A..，或 overdue（逾期）、week（本週）、month（本月）、none（無）、any（任何）。
[1]
$ todo ls --created 2026-12-31..2026-01-01
! todo：--created 2026-12-31..2026-01-01 不是日期範圍；請用日期或日期詞（2026-12-25、今天、週五、12/25）、A..B、..B、A..，或 overdue（逾期）、week（本週）、month（本月）、none（無）、any（任何）。
[1]
$ todo ls --due
! todo：「--due」後面要接一個值。
[1]
# Saved views: TODOTXT_VIEW_NAME in todo.cfg or the environment; more terms narrow them.
$ todo view
還沒有儲存的檢視。可以在 todo.cfg 加上一行，例如：
  export TODOTXT_VIEW_CALLS="@phone --or @email"
之後執行：todo view calls
$ printf '%s\n' "export TODOTXT_VIEW_CALLS='@phone --or @email'" "export TODOTXT_VIEW_SOON='--due ..fri --sort due'" "export TODOTXT_VIEW_BROKEN='--sortt due'" > todo.cfg
$ todo view
broken：--sortt due
calls：@phone --or @email
soon：--due ..fri --sort due
$ todo view calls
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
5 plan trip @phone
--
todo.txt：顯示 3 項，共 7 項
$ todo view CALLS -mom
2 2026-11-20 email bob @email due:2026-12-03
5 plan trip @phone
--
todo.txt：顯示 2 項，共 7 項
$ todo view soon
6 renew passport due:2026-11-28
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
todo.txt：顯示 3 項，共 7 項
$ TODOTXT_VIEW_CALLS=@email todo view calls
2 2026-11-20 email bob @email due:2026-12-03
--
todo.txt：顯示 1 項，共 7 項
# Names that differ only in case: the upper-case one, the same every run.
$ TODOTXT_VIEW_calls=@nothing todo view calls | tail -1
todo.txt：顯示 3 項，共 7 項
$ todo view later
! todo：沒有名為「later」的檢視；目前有的檢視：broken、calls、soon。
[1]
$ todo view broken
! todo：檢視「broken」（TODOTXT_VIEW_BROKEN）裡的「--sortt」無法解讀；檢視裡只能用 list 的關鍵字與選項。
[1]
# An add-on named view runs instead of the built-in, as for every action.
$ mkdir -p .todo.actions.d; printf '%s\n' '#!/bin/sh' 'echo "add-on view: $*"' > .todo.actions.d/view; chmod +x .todo.actions.d/view
$ todo view calls
add-on view: view calls
