# Dates, recurrence and input as Taiwanese users type them (zh-Hant review). Today is Monday
# 2026-11-30 in Asia/Taipei (ROC year 115). A date typed in a command is stored as YYYY-MM-DD,
# with a note of the day chosen on standard error.
$ TZ=Asia/Taipei todo add "繳房租 due:2026/12/25"
1 繳房租 due:2026-12-25
todo.txt：已新增第 1 項。
! todo：「due:2026/12/25」已存為 2026-12-25（週五）。
$ TZ=Asia/Taipei todo add "交報告 due:12/25 t:12月20日"
2 交報告 due:2026-12-25 t:2026-12-20
todo.txt：已新增第 2 項。
! todo：「due:12/25」已存為 2026-12-25（週五）。
! todo：「t:12月20日」已存為 2026-12-20（週日）。
$ todo add "年終 due:民國115年12月31日 t:115/12/1"
3 年終 due:2026-12-31 t:2026-12-01
todo.txt：已新增第 3 項。
! todo：「due:民國115年12月31日」已存為 2026-12-31（週四）。
! todo：「t:115/12/1」已存為 2026-12-01（週二）。
$ todo add "回診 due:下個禮拜一 t:大後天"
4 回診 due:2026-12-07 t:2026-12-03
todo.txt：已新增第 4 項。
! todo：「due:下個禮拜一」已存為 2026-12-07（週一）。
! todo：「t:大後天」已存為 2026-12-03（週四）。
$ todo add "續約 due:半個月後 t:三天後"
5 續約 due:2026-12-15 t:2026-12-03
todo.txt：已新增第 5 項。
! todo：「due:半個月後」已存為 2026-12-15（週二）。
! todo：「t:三天後」已存為 2026-12-03（週四）。
$ todo add "結帳 due:月底"
6 結帳 due:2026-11-30
todo.txt：已新增第 6 項。
! todo：「due:月底」已存為 2026-11-30（週一）。
$ todo add "規劃 due:下個月 t:下週"
7 規劃 due:2026-12-01 t:2026-12-07
todo.txt：已新增第 7 項。
! todo：「due:下個月」已存為 2026-12-01（週二）。
! todo：「t:下週」已存為 2026-12-07（週一）。
$ todo add "盤點 due:年底。"
8 盤點 due:2026-12-31
todo.txt：已新增第 8 項。
! todo：「due:年底。」已存為 2026-12-31（週四）。
$ todo add "全形 due:２０２６－１２－２５"
9 全形 due:2026-12-25
todo.txt：已新增第 9 項。
! todo：「due:２０２６－１２－２５」已存為 2026-12-25（週五）。
$ todo add "閏日 due:2/29"
10 閏日 due:2028-02-29
todo.txt：已新增第 10 項。
! todo：「due:2/29」已存為 2028-02-29（週二）。
$ todo add "沒有這天 due:2/30"
11 沒有這天 due:2/30
todo.txt：已新增第 11 項。
! todo：無法辨識日期「due:2/30」，已保留原文。可用的寫法如 2026-12-25、2026/12/25、明天、週五、三天後。
$ todo add "太模糊 due:26/12/25"
12 太模糊 due:26/12/25
todo.txt：已新增第 12 項。
! todo：無法辨識日期「due:26/12/25」，已保留原文。可用的寫法如 2026-12-25、2026/12/25、明天、週五、三天後。
# Text already in the file is never rewritten.
$ printf '%s\n' 'old due:12/25' >> todo.txt
$ todo -a do 1
1 x 2026-11-30 繳房租 due:2026-12-25
todo：已將第 1 項標示為已完成。
$ tail -n 1 todo.txt
old due:12/25
# Recurrence in words is stored in the todo.txt form; one that cannot repeat is said at add.
$ todo add "倒垃圾 due:明天 rec:每週"
14 倒垃圾 due:2026-12-01 rec:1w
todo.txt：已新增第 14 項。
! todo：「due:明天」已存為 2026-12-01（週二）。
! todo：已將「rec:每週」改為「rec:1w」。
$ todo add "繳卡費 due:12/10 rec:每月"
15 繳卡費 due:2026-12-10 rec:1m
todo.txt：已新增第 15 項。
! todo：「due:12/10」已存為 2026-12-10（週四）。
! todo：已將「rec:每月」改為「rec:1m」。
$ todo add "運動 rec:每2週"
16 運動 rec:2w
todo.txt：已新增第 16 項。
! todo：已將「rec:每2週」改為「rec:2w」。
$ todo add "澆花 rec:1週"
17 澆花 rec:1w
todo.txt：已新增第 17 項。
! todo：已將「rec:1週」改為「rec:1w」。
$ todo add "亂寫 rec:有空"
18 亂寫 rec:有空
todo.txt：已新增第 18 項。
! todo：依「rec:有空」無法算出下一次的日期，完成時不會新增下一次的待辦事項。rec: 的寫法如 rec:1w、rec:+1m 或 rec:每週，due: 與 t: 也必須是有效日期。
$ todo add "壞日期 due:someday rec:1w"
19 壞日期 due:someday rec:1w
todo.txt：已新增第 19 項。
! todo：無法辨識日期「due:someday」，已保留原文。可用的寫法如 2026-12-25、2026/12/25、明天、週五、三天後。
! todo：依「rec:1w」無法算出下一次的日期，完成時不會新增下一次的待辦事項。rec: 的寫法如 rec:1w、rec:+1m 或 rec:每週，due: 與 t: 也必須是有效日期。
# Relative days: 前天, 昨天, 今天, 明天, 後天.
$ printf '%s\n' 'a due:2026-11-28' 'b due:2026-11-29' 'c due:2026-11-30' 'd due:2026-12-01' 'e due:2026-12-02' 'f due:2026-12-03' > todo.txt
$ todo due 3
逾期：
1 a due:2026-11-28（前天，逾期 2 天）
2 b due:2026-11-29（昨天，逾期 1 天）
今天到期：
3 c due:2026-11-30
3 天內到期：
4 d due:2026-12-01（明天）
5 e due:2026-12-02（後天）
6 f due:2026-12-03（3 天後）
--
todo：逾期 2 項，今天到期 1 項，3 天內到期 3 項。
# What an input method types: a full-width colon after an ASCII key, ＋/＠ starting a word, the
# ideographic space inside one argument, a trailing 。 after numbers and priorities.
$ todo add "買牛奶 due：明天 ＋家事 ＠超市 注意：冷藏 Amy：確認"
7 買牛奶 due:2026-12-01 +家事 @超市 注意：冷藏 Amy：確認
todo.txt：已新增第 7 項。
! todo：已將「due：明天」改為「due:明天」。
! todo：已將「＋家事」改為「+家事」。
! todo：已將「＠超市」改為「@超市」。
! todo：「due:明天」已存為 2026-12-01（週二）。
$ todo do　1
1 x 2026-11-30 a due:2026-11-28
todo：已將第 1 項標示為已完成。
x 2026-11-30 a due:2026-11-28
todo：已將已完成的事項封存到 done.txt。
$ todo pri 2 Ａ。
2 (A) b due:2026-11-29
todo：已將第 2 項的優先順序設為 A。
$ todo lsp ａ-ｃ
2 (A) b due:2026-11-29
--
todo.txt：顯示 1 項，共 6 項
$ todo do 3。
3 x 2026-11-30 c due:2026-11-30
todo：已將第 3 項標示為已完成。
x 2026-11-30 c due:2026-11-30
todo：已將已完成的事項封存到 done.txt。
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
todo.txt：顯示 0 項，共 1 項
! todo: unknown language 'fr' in --lang (known: en, zh-Hant, zh, zh-TW); using the locale's language.
$ TODO_LANG=fr todo ls 不存在
--
todo.txt：顯示 0 項，共 1 項
! todo: unknown language 'fr' in TODO_LANG (known: en, zh-Hant, zh, zh-TW); using the locale's language.
# An action that does not exist: todo.sh's usage in English; in Chinese, which name was meant.
$ todo lsit
! todo：沒有「lsit」這個動作，你是不是要用「list」？用「todo help」查看所有動作。
[1]
$ todo foo
! todo：沒有「foo」這個動作。用「todo help」查看所有動作。
[1]
# Output to a pipe is never wrapped, whatever COLUMNS says.
$ printf '%s\n' '很長的待辦事項：打電話給媽媽，討論下個月去台南看外婆的行程，還有要帶的伴手禮清單 due:2026-12-01' > todo.txt
$ COLUMNS=40 todo agenda
明天
  1 [ ] 2026-12-01 週二  明天  很長的待辦事項：打電話給媽媽，討論下個月去台南看外婆的行程，還有要帶的伴手禮清單 due:2026-12-01
# A full-width ｙ answers yes at a Chinese prompt (in English only y does, as in todo.sh).
$ printf '%s\n' 'a' 'b' > todo.txt
$ printf 'ｙ\n' | todo del 1

1 a
todo：已刪除第 1 項。
$ cat todo.txt

b
$ todo --lang 中文 ls 不存在
--
todo.txt：顯示 0 項，共 1 項
# listall's footer: todo.sh counts every line, blank ones too (English keeps it); in Chinese
# 「共 N 項」 counts the tasks, as ls does.
$ printf '%s\n' 'a' '' 'b' > todo.txt; printf '%s\n' 'x 2026-11-29 c' '' > done.txt
$ todo lsa
1 a
3 b
0 x 2026-11-29 c
--
todo.txt：顯示 2 項，共 2 項
done.txt：顯示 1 項，共 1 項
總計：顯示 3 項，共 3 項
$ todo ls
1 a
3 b
--
todo.txt：顯示 2 項，共 2 項
# Round 3 of the review: this week's day, the week after next, a day of the month, month ends,
# a date without 日, in Chinese numerals or dotted, a month later on the same day, and rec: as
# 隔週, 每季, 每半年.
$ : > todo.txt; for w in 這週五 下下週一 下個月5號 5號 本月底 下個月底 12月25 十二月二十五日 2026.12.25 一個月後; do TZ=Asia/Taipei todo add "繳費 due:$w" 2>&1 >/dev/null; done; cut -d' ' -f2 todo.txt | sort | uniq -c | sort -k2
todo：「due:這週五」已存為 2026-12-04（週五）。
todo：「due:下下週一」已存為 2026-12-14（週一）。
todo：「due:下個月5號」已存為 2026-12-05（週六）。
todo：「due:5號」已存為 2026-12-05（週六）。
todo：「due:本月底」已存為 2026-11-30（週一）。
todo：「due:下個月底」已存為 2026-12-31（週四）。
todo：「due:12月25」已存為 2026-12-25（週五）。
todo：「due:十二月二十五日」已存為 2026-12-25（週五）。
todo：「due:2026.12.25」已存為 2026-12-25（週五）。
todo：「due:一個月後」已存為 2026-12-30（週三）。
      1 due:2026-11-30
      1 due:2026-12-04
      2 due:2026-12-05
      1 due:2026-12-14
      3 due:2026-12-25
      1 due:2026-12-30
      1 due:2026-12-31
$ TZ=Asia/Taipei todo add "報帳 rec:隔週" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "繳保費 rec:每季" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "健檢 rec:每半年" 2>&1 >/dev/null; tail -n 3 todo.txt
todo：已將「rec:隔週」改為「rec:2w」。
todo：已將「rec:每季」改為「rec:3m」。
todo：已將「rec:每半年」改為「rec:6m」。
報帳 rec:2w
繳保費 rec:3m
健檢 rec:6m
# A time of day in or right after a due: value is kept as at:HH:MM (the hours chosen: 早上 09:00,
# 中午 12:00, 下午 15:00, 傍晚 18:00, 晚上 and 今晚 20:00); a task that has at: keeps it.
$ TZ=Asia/Taipei todo add "聚餐 due:今晚" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "開會 due:明天下午3點 +工作" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "交件 due:12/25 15:30 @公司" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "call mom due:tomorrow 5pm" 2>&1 >/dev/null; TZ=Asia/Taipei todo add "早餐會 due:明天 at:07:30" 2>&1 >/dev/null; tail -n 5 todo.txt
todo：「due:今晚」已存為 2026-11-30 at:20:00（週一）。
todo：「due:明天下午3點」已存為 2026-12-01 at:15:00（週二）。
todo：「due:12/25 15:30」已存為 2026-12-25 at:15:30（週五）。
todo：「due:tomorrow 5pm」已存為 2026-12-01 at:17:00（週二）。
todo：「due:明天」已存為 2026-12-01（週二）。
聚餐 due:2026-11-30 at:20:00
開會 due:2026-12-01 at:15:00 +工作
交件 due:2026-12-25 at:15:30 @公司
call mom due:2026-12-01 at:17:00
早餐會 due:2026-12-01 at:07:30
