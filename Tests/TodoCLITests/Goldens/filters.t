# Date filters and OR (issue 34, items 1-3): --due, --threshold, --created and --completed
# take a date, a date word, A..B, ..B, A.., overdue, today, week, month, none or any; --or
# joins groups of terms, each group ANDed as todo.sh's terms are. Today is Mon 2026-11-30.
$ printf '%s\n' '(A) 2026-11-01 call mom @phone due:2026-12-01' '2026-11-20 email bob @email due:2026-12-03' 'buy milk +home due:2026-12-06 t:2026-12-05' 'pay rent due:2027-01-05' 'x 2026-11-29 2026-11-02 file taxes due:2026-11-27' 'plan trip @phone' 'renew passport due:2026-11-28' 'bad date due:2026-02-30' > todo.txt
$ todo ls @phone --or @email
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
6 plan trip @phone
--
TODO: 3 of 8 tasks shown
# A -TERM excludes within its own group: (phone and not mom) or email.
$ todo ls phone -mom --or email
2 2026-11-20 email bob @email due:2026-12-03
6 plan trip @phone
--
TODO: 2 of 8 tasks shown
$ todo -vv ls @phone --or email -bob | tail -3
TODO DEBUG: Filter Command was: { grep -i '@phone'; } || { grep -i 'email' | grep -v -i 'bob'; }
--
TODO: 2 of 8 tasks shown
# After --, --or is a word to search for.
$ todo ls -- --or
--
TODO: 0 of 8 tasks shown
$ todo ls --due ..2026-12-06
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
7 renew passport due:2026-11-28
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
TODO: 4 of 8 tasks shown
! TODO: 1 more matching task hidden (start date ahead, or h:1); --all shows it.
$ todo ls --due overdue
7 renew passport due:2026-11-28
--
TODO: 1 of 8 tasks shown
$ todo ls --due week --all
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
3 buy milk +home due:2026-12-06 t:2026-12-05
--
TODO: 3 of 8 tasks shown
$ TODOTXT_WEEK_START=sun todo ls --due week --all
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
TODO: 2 of 8 tasks shown
$ todo ls --due month
7 renew passport due:2026-11-28
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
TODO: 2 of 8 tasks shown
$ todo ls --due tomorrow..fri
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
TODO: 2 of 8 tasks shown
# none: no such date (a due: that is no real day counts as none); any: a real day.
$ todo ls --due none
8 bad date due:2026-02-30
6 plan trip @phone
--
TODO: 2 of 8 tasks shown
$ todo ls --threshold any --all
3 buy milk +home due:2026-12-06 t:2026-12-05
--
TODO: 1 of 8 tasks shown
$ todo ls --created 2026-11-01..2026-11-15
1 (A) 2026-11-01 call mom @phone due:2026-12-01
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
TODO: 2 of 8 tasks shown
$ todo ls --completed yesterday
5 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
TODO: 1 of 8 tasks shown
# Filters, terms and --or together; the other listings take them too.
$ todo ls --due ..12/3 @phone --or @email
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
TODO: 2 of 8 tasks shown
$ todo lsp call --or trip
1 (A) 2026-11-01 call mom @phone due:2026-12-01
--
TODO: 1 of 8 tasks shown
$ todo lsp A --due none
--
TODO: 0 of 8 tasks shown
$ todo lsc @phone --or @email
@email
@phone
$ todo archive >/dev/null; todo lsa --completed ..today
0 x 2026-11-29 2026-11-02 file taxes due:2026-11-27
--
TODO: 0 of 7 tasks shown
DONE: 1 of 1 tasks shown
total 1 of 8 tasks shown
$ todo agenda --due ..sun
Overdue
  6 [ ] 2026-11-28 Sat  2 days overdue  renew passport due:2026-11-28

Tomorrow
  1 [ ] 2026-12-01 Tue  tomorrow        (A) 2026-11-01 call mom @phone due:2026-12-01

This week
  2 [ ] 2026-12-03 Thu  in 3 days       2026-11-20 email bob @email due:2026-12-03
$ todo agenda +home --all
This week
  3 [ ] 2026-12-06 Sun  in 6 days  buy milk +home due:2026-12-06 t:2026-12-05
$ TODOTXT_WEEK_START=sun todo agenda +home --all
Later
  3 [ ] 2026-12-06 Sun  in 6 days  buy milk +home due:2026-12-06 t:2026-12-05
$ TODO_TEST_GENERAL_DATES=1 TODOTXT_WEEK_START=sun todo agenda +home --all
Later
  3 [ ] 2026-12-06 Sun  in 6 days  buy milk +home due:2026-12-06 t:2026-12-05
# Nothing in the range: nothing listed, and no hint to add a task to an empty list.
$ todo agenda --due 2030-01-01
$ todo due 40 mom --or rent --due 2026-12-01..
Due in the next 40 days:
1 (A) 2026-11-01 call mom @phone due:2026-12-01 (tomorrow)
4 pay rent due:2027-01-05 (in 36 days)
--
TODO: 0 overdue, 0 due today, 2 due within 40 days.
# Refused: a RANGE that names no day, one that ends before it starts, no RANGE.
$ todo ls --due someday
! TODO: --due someday: not a date range; use a date or date word (2026-12-25, today, fri, 12/25), A..B, ..B, A.., overdue, week, month, none or any.
[1]
$ todo ls --created 2026-12-31..2026-01-01
! TODO: --created 2026-12-31..2026-01-01: not a date range; use a date or date word (2026-12-25, today, fri, 12/25), A..B, ..B, A.., overdue, week, month, none or any.
[1]
$ todo ls --due
! TODO: '--due' needs a value after it.
[1]
# Saved views: TODOTXT_VIEW_NAME in todo.cfg or the environment; more terms narrow them.
$ todo view
No saved views yet. Add one to todo.cfg, for example:
  export TODOTXT_VIEW_CALLS="@phone --or @email"
then run: todo view calls
$ printf '%s\n' "export TODOTXT_VIEW_CALLS='@phone --or @email'" "export TODOTXT_VIEW_SOON='--due ..fri --sort due'" "export TODOTXT_VIEW_BROKEN='--sortt due'" > todo.cfg
$ todo view
broken: --sortt due
calls: @phone --or @email
soon: --due ..fri --sort due
$ todo view calls
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
5 plan trip @phone
--
TODO: 3 of 7 tasks shown
$ todo view CALLS -mom
2 2026-11-20 email bob @email due:2026-12-03
5 plan trip @phone
--
TODO: 2 of 7 tasks shown
$ todo view soon
6 renew passport due:2026-11-28
1 (A) 2026-11-01 call mom @phone due:2026-12-01
2 2026-11-20 email bob @email due:2026-12-03
--
TODO: 3 of 7 tasks shown
$ TODOTXT_VIEW_CALLS=@email todo view calls
2 2026-11-20 email bob @email due:2026-12-03
--
TODO: 1 of 7 tasks shown
# Names that differ only in case: the upper-case one, the same every run.
$ TODOTXT_VIEW_calls=@nothing todo view calls | tail -1
TODO: 3 of 7 tasks shown
$ todo view later
! TODO: No view named 'later'; the views are: broken, calls, soon.
[1]
$ todo view broken
! TODO: The view 'broken' (TODOTXT_VIEW_BROKEN) cannot be read at '--sortt': a view takes the terms and options of list.
[1]
# An add-on named view runs instead of the built-in, as for every action.
$ mkdir -p .todo.actions.d; printf '%s\n' '#!/bin/sh' 'echo "add-on view: $*"' > .todo.actions.d/view; chmod +x .todo.actions.d/view
$ todo view calls
add-on view: view calls
