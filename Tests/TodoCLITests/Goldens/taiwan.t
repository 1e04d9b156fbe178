# Dates, recurrence and input as Taiwanese users type them (zh-Hant review). Today is Monday
# 2026-11-30 in Asia/Taipei (ROC year 115). A date typed in a command is stored as YYYY-MM-DD,
# with a note of the day chosen on standard error.
$ TZ=Asia/Taipei todo add "繳房租 due:2026/12/25"
1 繳房租 due:2026-12-25
TODO: 1 added.
! TODO: due:2026/12/25 is stored as 2026-12-25 (Fri).
$ TZ=Asia/Taipei todo add "交報告 due:12/25 t:12月20日"
2 交報告 due:2026-12-25 t:2026-12-20
TODO: 2 added.
! TODO: due:12/25 is stored as 2026-12-25 (Fri).
! TODO: t:12月20日 is stored as 2026-12-20 (Sun).
$ todo add "年終 due:民國115年12月31日 t:115/12/1"
3 年終 due:2026-12-31 t:2026-12-01
TODO: 3 added.
! TODO: due:民國115年12月31日 is stored as 2026-12-31 (Thu).
! TODO: t:115/12/1 is stored as 2026-12-01 (Tue).
$ todo add "回診 due:下個禮拜一 t:大後天"
4 回診 due:2026-12-07 t:2026-12-03
TODO: 4 added.
! TODO: due:下個禮拜一 is stored as 2026-12-07 (Mon).
! TODO: t:大後天 is stored as 2026-12-03 (Thu).
$ todo add "續約 due:半個月後 t:三天後"
5 續約 due:2026-12-15 t:2026-12-03
TODO: 5 added.
! TODO: due:半個月後 is stored as 2026-12-15 (Tue).
! TODO: t:三天後 is stored as 2026-12-03 (Thu).
$ todo add "結帳 due:月底"
6 結帳 due:2026-11-30
TODO: 6 added.
! TODO: due:月底 is stored as 2026-11-30 (Mon).
$ todo add "規劃 due:下個月 t:下週"
7 規劃 due:2026-12-01 t:2026-12-07
TODO: 7 added.
! TODO: due:下個月 is stored as 2026-12-01 (Tue).
! TODO: t:下週 is stored as 2026-12-07 (Mon).
$ todo add "盤點 due:年底。"
8 盤點 due:2026-12-31
TODO: 8 added.
! TODO: due:年底。 is stored as 2026-12-31 (Thu).
$ todo add "全形 due:２０２６－１２－２５"
9 全形 due:2026-12-25
TODO: 9 added.
! TODO: due:２０２６－１２－２５ is stored as 2026-12-25 (Fri).
$ todo add "閏日 due:2/29"
10 閏日 due:2028-02-29
TODO: 10 added.
! TODO: due:2/29 is stored as 2028-02-29 (Tue).
$ todo add "沒有這天 due:2/30"
11 沒有這天 due:2/30
TODO: 11 added.
! TODO: 'due:2/30' is not a date todo understands; kept as typed. Dates can be written as 2026-12-25, 12/25, tomorrow, fri or 3d.
$ todo add "太模糊 due:26/12/25"
12 太模糊 due:26/12/25
TODO: 12 added.
! TODO: 'due:26/12/25' is not a date todo understands; kept as typed. Dates can be written as 2026-12-25, 12/25, tomorrow, fri or 3d.
# Text already in the file is never rewritten.
$ printf '%s\n' 'old due:12/25' >> todo.txt
$ todo -a do 1
1 x 2026-11-30 繳房租 due:2026-12-25
TODO: 1 marked as done.
$ tail -n 1 todo.txt
old due:12/25
# Recurrence in words is stored in the todo.txt form; one that cannot repeat is said at add.
$ todo add "倒垃圾 due:明天 rec:每週"
14 倒垃圾 due:2026-12-01 rec:1w
TODO: 14 added.
! TODO: due:明天 is stored as 2026-12-01 (Tue).
! TODO: 'rec:每週' is stored as 'rec:1w'.
$ todo add "繳卡費 due:12/10 rec:每月"
15 繳卡費 due:2026-12-10 rec:1m
TODO: 15 added.
! TODO: due:12/10 is stored as 2026-12-10 (Thu).
! TODO: 'rec:每月' is stored as 'rec:1m'.
$ todo add "運動 rec:每2週"
16 運動 rec:2w
TODO: 16 added.
! TODO: 'rec:每2週' is stored as 'rec:2w'.
$ todo add "澆花 rec:1週"
17 澆花 rec:1w
TODO: 17 added.
! TODO: 'rec:1週' is stored as 'rec:1w'.
$ todo add "亂寫 rec:有空"
18 亂寫 rec:有空
TODO: 18 added.
! TODO: 'rec:有空' cannot repeat: write rec: as 1w, +1m or 每週, with real due: and t: dates. No next occurrence will be added when the task is done.
$ todo add "壞日期 due:someday rec:1w"
19 壞日期 due:someday rec:1w
TODO: 19 added.
! TODO: 'due:someday' is not a date todo understands; kept as typed. Dates can be written as 2026-12-25, 12/25, tomorrow, fri or 3d.
! TODO: 'rec:1w' cannot repeat: write rec: as 1w, +1m or 每週, with real due: and t: dates. No next occurrence will be added when the task is done.
# Relative days: 前天, 昨天, 今天, 明天, 後天.
$ printf '%s\n' 'a due:2026-11-28' 'b due:2026-11-29' 'c due:2026-11-30' 'd due:2026-12-01' 'e due:2026-12-02' 'f due:2026-12-03' > todo.txt
$ todo due 3
Overdue:
1 a due:2026-11-28 (2 days overdue)
2 b due:2026-11-29 (yesterday, 1 day overdue)
Due today:
3 c due:2026-11-30
Due in the next 3 days:
4 d due:2026-12-01 (tomorrow)
5 e due:2026-12-02 (in 2 days)
6 f due:2026-12-03 (in 3 days)
--
TODO: 2 overdue, 1 due today, 3 due within 3 days.
# What an input method types: a full-width colon after an ASCII key, ＋/＠ starting a word, the
# ideographic space inside one argument, a trailing 。 after numbers and priorities.
$ todo add "買牛奶 due：明天 ＋家事 ＠超市 注意：冷藏 Amy：確認"
7 買牛奶 due:2026-12-01 +家事 @超市 注意：冷藏 Amy：確認
TODO: 7 added.
! TODO: 'due：明天' is stored as 'due:明天'.
! TODO: '＋家事' is stored as '+家事'.
! TODO: '＠超市' is stored as '@超市'.
! TODO: due:明天 is stored as 2026-12-01 (Tue).
$ todo do　1
1 x 2026-11-30 a due:2026-11-28
TODO: 1 marked as done.
x 2026-11-30 a due:2026-11-28
TODO: $HOME/todo.txt archived.
$ todo pri 2 Ａ。
2 (A) b due:2026-11-29
TODO: 2 prioritized (A).
$ todo lsp ａ-ｃ
2 (A) b due:2026-11-29
--
TODO: 1 of 6 tasks shown
$ todo do 3。
3 x 2026-11-30 c due:2026-11-30
TODO: 3 marked as done.
x 2026-11-30 c due:2026-11-30
TODO: $HOME/todo.txt archived.
# append/prepend: Chinese punctuation joins without a space, as ,.:; do.
$ printf '%s\n' '開會' > todo.txt
$ todo append 1 "，改到下午 3 點"
1 開會，改到下午 3 點
$ todo prepend 1 "緊急："
1 緊急：開會，改到下午 3 點
$ todo append 1 "。"
1 緊急：開會，改到下午 3 點。
$ todo append 1 ", ok"
1 緊急：開會，改到下午 3 點。, ok
$ cat todo.txt
緊急：開會，改到下午 3 點。, ok
# Language choice: zh, zh-TW, zh_TW, zh-Hant and 繁體中文 are Traditional Chinese; an unknown
# one warns in English and the locale decides.
$ todo --lang zh ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ todo --lang zh-TW ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ TODO_LANG=zh todo ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ todo --lang zh_TW ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ todo --lang zh-Hant ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ TODO_LANG=繁體中文 todo ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ TODO_LANG=zh_TW.UTF-8 todo ls 不存在
--
todo.txt：顯示 0 項，共 1 項
$ todo --lang fr ls 不存在
--
TODO: 0 of 1 tasks shown
! todo: unknown language 'fr' in --lang (known: en, zh-Hant, zh, zh-TW); using the locale's language.
$ TODO_LANG=fr todo ls 不存在
--
TODO: 0 of 1 tasks shown
! todo: unknown language 'fr' in TODO_LANG (known: en, zh-Hant, zh, zh-TW); using the locale's language.
# An action that does not exist: todo.sh's usage in English; in Chinese, which name was meant.
$ todo lsit
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: No action 'lsit'; did you mean 'list'? todo help lists them all.
[1]
$ todo foo
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: No action "foo" exists.
[1]
# Output to a pipe is never wrapped, whatever COLUMNS says.
$ printf '%s\n' '很長的待辦事項：打電話給媽媽，討論下個月去台南看外婆的行程，還有要帶的伴手禮清單 due:2026-12-01' > todo.txt
$ COLUMNS=40 todo agenda
Tomorrow
  1 [ ] 2026-12-01 Tue  tomorrow  很長的待辦事項：打電話給媽媽，討論下個月去台南看外婆的行程，還有要帶的伴手禮清單 due:2026-12-01
# A full-width ｙ answers yes at a Chinese prompt (in English only y does, as in todo.sh).
$ printf '%s\n' 'a' 'b' > todo.txt
$ printf 'ｙ\n' | todo del 1

! TODO: No tasks were deleted.
[1]
$ cat todo.txt
a
b
$ todo --lang 中文 ls 不存在
--
todo.txt：顯示 0 項，共 2 項
# listall's footer: todo.sh counts every line, blank ones too (English keeps it); in Chinese
# 「共 N 項」 counts the tasks, as ls does.
$ printf '%s\n' 'a' '' 'b' > todo.txt; printf '%s\n' 'x 2026-11-29 c' '' > done.txt
$ todo lsa
1 a
3 b
0 x 2026-11-29 c
--
TODO: 2 of 3 tasks shown
DONE: 1 of 2 tasks shown
total 3 of 5 tasks shown
$ todo ls
1 a
3 b
--
TODO: 2 of 2 tasks shown
# Round 3 of the review: this week's day, the week after next, a day of the month, month ends,
# a date without 日, in Chinese numerals or dotted, a month later on the same day, and rec: as
# 隔週, 每季, 每半年.
$ : > todo.txt; for w in 這週五 下下週一 下個月5號 5號 本月底 下個月底 12月25 十二月二十五日 2026.12.25 一個月後; do TZ=Asia/Taipei todo add "繳費 due:$w" 2>&1 >/dev/null; done; cut -d' ' -f2 todo.txt | sort | uniq -c | sort -k2
TODO: due:這週五 is stored as 2026-12-04 (Fri).
TODO: due:下下週一 is stored as 2026-12-14 (Mon).
TODO: due:下個月5號 is stored as 2026-12-05 (Sat).
TODO: due:5號 is stored as 2026-12-05 (Sat).
TODO: due:本月底 is stored as 2026-11-30 (Mon).
TODO: due:下個月底 is stored as 2026-12-31 (Thu).
TODO: due:12月25 is stored as 2026-12-25 (Fri).
TODO: due:十二月二十五日 is stored as 2026-12-25 (Fri).
TODO: due:2026.12.25 is stored as 2026-12-25 (Fri).
TODO: due:一個月後 is stored as 2026-12-30 (Wed).
      1 due:2026-11-30
      1 due:2026-12-04
      2 due:2026-12-05
      1 due:2026-12-14
      3 due:2026-12-25
      1 due:2026-12-30
      1 due:2026-12-31
$ TZ=Asia/Taipei todo add "報帳 rec:隔週" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "繳保費 rec:每季" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "健檢 rec:每半年" 2>&1 >/dev/null; tail -n 3 todo.txt
TODO: 'rec:隔週' is stored as 'rec:2w'.
TODO: 'rec:每季' is stored as 'rec:3m'.
TODO: 'rec:每半年' is stored as 'rec:6m'.
報帳 rec:2w
繳保費 rec:3m
健檢 rec:6m
# A time of day in or right after a due: value is kept as at:HH:MM (the hours chosen: 早上 09:00,
# 中午 12:00, 下午 15:00, 傍晚 18:00, 晚上 and 今晚 20:00); a task that has at: keeps it.
$ TZ=Asia/Taipei todo add "聚餐 due:今晚" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "開會 due:明天下午3點 +工作" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "交件 due:12/25 15:30 @公司" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "call mom due:tomorrow 5pm" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "早餐會 due:明天 at:07:30" 2>&1 >/dev/null; tail -n 5 todo.txt
TODO: due:今晚 is stored as 2026-11-30 at:20:00 (Mon).
TODO: due:明天下午3點 is stored as 2026-12-01 at:15:00 (Tue).
TODO: due:12/25 15:30 is stored as 2026-12-25 at:15:30 (Fri).
TODO: due:tomorrow 5pm is stored as 2026-12-01 at:17:00 (Tue).
TODO: due:明天 is stored as 2026-12-01 (Tue).
聚餐 due:2026-11-30 at:20:00
開會 due:2026-12-01 at:15:00 +工作
交件 due:2026-12-25 at:15:30 @公司
call mom due:2026-12-01 at:17:00
早餐會 due:2026-12-01 at:07:30
