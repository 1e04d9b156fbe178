# cal (issue 34, item 9): a month as a calendar with the open tasks due each day; today
# marked *; weeks from Monday, or Sunday with TODOTXT_WEEK_START=sun; MONTH a YYYY-MM, a
# date or a date word. Today is Mon 2026-11-30.
$ printf '%s\n' 'pay rent due:2026-11-28' 'call mom due:2026-11-30' 'buy milk due:2026-11-30' 'x 2026-11-01 filed taxes due:2026-11-30' 'party due:2026-12-25' 'plan due:2026-11-03 t:2026-12-01' 'bad due:2026-11-31' > todo.txt
$ todo cal
                     2026 年 11 月
週一    週二    週三    週四    週五    週六    週日
                                                 1
 2       3 (1)   4       5       6       7       8
 9      10      11      12      13      14      15
16      17      18      19      20      21      22
23      24      25      26      27      28 (1)  29
30*(2)
--
todo：2026 年 11 月，到期的未完成事項有 4 項，其中 2 項已逾期。
$ TODOTXT_WEEK_START=sun todo cal 12/25
                     2026 年 12 月
週日    週一    週二    週三    週四    週五    週六
                 1       2       3       4       5
 6       7       8       9      10      11      12
13      14      15      16      17      18      19
20      21      22      23      24      25 (1)  26
27      28      29      30      31
--
todo：2026 年 12 月，到期的未完成事項有 1 項，其中 0 項已逾期。
$ todo cal 2027-02
                     2027 年 2 月
週一    週二    週三    週四    週五    週六    週日
 1       2       3       4       5       6       7
 8       9      10      11      12      13      14
15      16      17      18      19      20      21
22      23      24      25      26      27      28
--
todo：2027 年 2 月，到期的未完成事項有 0 項，其中 0 項已逾期。
$ todo cal 下個月 | head -2
                     2026 年 12 月
週一    週二    週三    週四    週五    週六    週日
$ todo cal --json | sed -n '28,30p'
{"date":"2026-11-28","due":1,"today":false}
{"date":"2026-11-29","due":0,"today":false}
{"date":"2026-11-30","due":2,"today":true}
# A day with a four-digit count widens every cell: the columns stay apart and aligned.
$ for i in $(seq 1234); do echo "task $i due:2026-11-05"; done >> todo.txt; todo cal | sed -n 2,4p
週一      週二      週三      週四      週五      週六      週日
                                                             1
 2         3 (1)     4         5 (1234)  6         7         8
# Month words: this, next and last month in both languages, month names, 12月.
$ for m in "this month" "last month" 上個月 december 12月 2027年2月 2026-012; do todo cal "$m" 2>&1 | head -1; done
                            2026 年 11 月
                     2026 年 10 月
                     2026 年 10 月
                     2026 年 12 月
                     2026 年 12 月
                     2027 年 2 月
todo：「2026-012」不是月份；請用 2026-12、日期或日期詞（例如 12/25、下個月）。
$ todo cal 2026-13
! todo：「2026-13」不是月份；請用 2026-12、日期或日期詞（例如 12/25、下個月）。
[1]
$ todo cal 2026-12 x
! 用法：todo cal [月份]
[1]
