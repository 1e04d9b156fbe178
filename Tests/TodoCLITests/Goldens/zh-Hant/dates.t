# Today is Monday 2026-11-30 (TODO_TEST_TIME). Relative dates in due: and t: are written as dates.
$ todo add "pay rent due:tomorrow"
1 pay rent due:2026-12-01
todo.txt：已新增第 1 項。
! todo：「due:tomorrow」已存為 2026-12-01（週二）。
$ todo add "gym t:+2d due:fri"
2 gym t:2026-12-02 due:2026-12-04
todo.txt：已新增第 2 項。
! todo：「t:+2d」已存為 2026-12-02（週三）。
! todo：「due:fri」已存為 2026-12-04（週五）。
$ todo add "call mom due:週三"
3 call mom due:2026-12-02
todo.txt：已新增第 3 項。
! todo：「due:週三」已存為 2026-12-02（週三）。
$ todo add "plan trip t:下週一 due:2週後"
4 plan trip t:2026-12-07 due:2026-12-14
todo.txt：已新增第 4 項。
! todo：「t:下週一」已存為 2026-12-07（週一）。
! todo：「due:2週後」已存為 2026-12-14（週一）。
$ todo add "renew 1個月後 due:1個月後 t:3天後"
5 renew 1個月後 due:2026-12-30 t:2026-12-03
todo.txt：已新增第 5 項。
! todo：「due:1個月後」已存為 2026-12-30（週三）。
! todo：「t:3天後」已存為 2026-12-03（週四）。
$ todo add "weekday never today due:mon"
6 weekday never today due:2026-12-07
todo.txt：已新增第 6 項。
! todo：「due:mon」已存為 2026-12-07（週一）。
$ todo add "unknown due:someday"
7 unknown due:someday
todo.txt：已新增第 7 項。
! todo：無法辨識日期「due:someday」，已保留原文。可用的寫法如 2026-12-25、2026/12/25、明天、週五、三天後。
$ todo add "not a real day due:2023-02-29"
8 not a real day due:2023-02-29
todo.txt：已新增第 8 項。
! todo：無法辨識日期「due:2023-02-29」，已保留原文。可用的寫法如 2026-12-25、2026/12/25、明天、週五、三天後。
# Threshold: future t: tasks are hidden from ls (-x or --all shows them); h:1 too.
$ todo add "secret h:1"
9 secret h:1
todo.txt：已新增第 9 項。
$ todo ls
3 call mom due:2026-12-02
8 not a real day due:2023-02-29
1 pay rent due:2026-12-01
7 unknown due:someday
6 weekday never today due:2026-12-07
--
todo.txt：顯示 5 項，共 9 項
! todo：另有 4 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
$ todo -x ls | tail -n 2
--
todo.txt：顯示 9 項，共 9 項
$ todo ls --all | tail -n 2
--
todo.txt：顯示 9 項，共 9 項
# Recurrence: do adds the next one on a new line; undo removes it while it is untouched.
$ printf '%s\n' '(A) pay rent due:2026-01-31 rec:+1m' 'water plants rec:3d' 'gym t:2026-11-28 due:2026-11-30 rec:1w' 'bills due:2026-12-05 rec:2b' > todo.txt
$ todo -a do 1 2 3 4
1 x 2026-11-30 pay rent due:2026-01-31 rec:+1m
todo：已將第 1 項標示為已完成。
5 (A) 2026-11-30 pay rent due:2026-02-28 rec:+1m
todo：已依第 1 項的重複設定，新增下一次的待辦事項（第 5 項）。
2 x 2026-11-30 water plants rec:3d
todo：已將第 2 項標示為已完成。
6 2026-11-30 water plants rec:3d due:2026-12-03
todo：已依第 2 項的重複設定，新增下一次的待辦事項（第 6 項）。
3 x 2026-11-30 gym t:2026-11-28 due:2026-11-30 rec:1w
todo：已將第 3 項標示為已完成。
7 2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w
todo：已依第 3 項的重複設定，新增下一次的待辦事項（第 7 項）。
4 x 2026-11-30 bills due:2026-12-05 rec:2b
todo：已將第 4 項標示為已完成。
8 2026-11-30 bills due:2026-12-02 rec:2b
todo：已依第 4 項的重複設定，新增下一次的待辦事項（第 8 項）。
$ todo undo 2
2 water plants rec:3d
todo：已將第 2 項標示為未完成。
todo：已移除第 6 項（第 2 項下一次的待辦事項，尚未修改過）。
$ todo append 7 "(moved to the evening)"; todo undo 3
7 2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w (moved to the evening)
3 gym t:2026-11-28 due:2026-11-30 rec:1w
todo：已將第 3 項標示為未完成。
! todo：先前已為第 3 項新增下一次的待辦事項，而那一項之後又修改過；請檢查是否有相同的事項。
$ cat todo.txt
x 2026-11-30 pay rent due:2026-01-31 rec:+1m
water plants rec:3d
gym t:2026-11-28 due:2026-11-30 rec:1w
x 2026-11-30 bills due:2026-12-05 rec:2b
(A) 2026-11-30 pay rent due:2026-02-28 rec:+1m

2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w (moved to the evening)
2026-11-30 bills due:2026-12-02 rec:2b
# due: overdue, today, the next N days, and invalid due dates flagged, never corrected.
$ printf '%s\n' 'Buy a gift due:tomorrow' 'Pay rent due:2023-02-30' 'File taxes due:2023-13-01' 'Call home due:' 'Book dentist due:2023-04-05' 'Renew visa due:2023-4-5' '(A) call mom due:2026-11-30' 'x 2026-11-29 done due:2026-11-30' 'report due:2026-12-03' 'later due:2027-01-10' > todo.txt
$ todo due
逾期：
05 Book dentist due:2023-04-05（逾期 1335 天）
今天到期：
07 (A) call mom due:2026-11-30
7 天內到期：
09 report due:2026-12-03（3 天後）
到期日無效（不是 YYYY-MM-DD 格式，或沒有這一天）：
01 Buy a gift due:tomorrow
02 Pay rent due:2023-02-30
03 File taxes due:2023-13-01
04 Call home due:
06 Renew visa due:2023-4-5
--
todo：逾期 1 項，今天到期 1 項，7 天內到期 1 項。
$ todo due 60 | tail -n 3
06 Renew visa due:2023-4-5
--
todo：逾期 1 項，今天到期 1 項，60 天內到期 2 項。
$ todo due 1 | tail -n 1
todo：逾期 1 項，今天到期 1 項，明天到期 0 項。
$ todo due 99999
! 用法：todo due [天數] [關鍵字 ...] [--all] [--json]
[1]
# Overdue due: in red, due today in bold, on a terminal or with -c.
$ todo -c ls due | cat -v | head -n 3
^[[1;33m07 (A) call mom ^[[1mdue:2026-11-30^[[0m^[[1;33m^[[0m
05 Book dentist ^[[0;31mdue:2023-04-05^[[0m
01 Buy a gift due:tomorrow
# The agenda, aligned by display width.
$ printf '%s\n' 'Book dentist due:2026-11-20' '(A) 2026-11-01 call mom due:2026-11-30' '買菜 @超市 due:2026-12-01' 'report +work due:2026-12-03' 'later due:2027-01-10' 'no date 🚲' 'hidden t:2027-01-01 due:2027-01-02' > todo.txt
$ todo agenda
逾期
  1 [ ] 2026-11-20 週五  逾期 10 天  Book dentist due:2026-11-20

今天
  2 [ ] 2026-11-30 週一  今天        (A) 2026-11-01 call mom due:2026-11-30

明天
  3 [ ] 2026-12-01 週二  明天        買菜 @超市 due:2026-12-01

本週
  4 [ ] 2026-12-03 週四  3 天後      report +work due:2026-12-03

之後
  5 [ ] 2027-01-10 週日  41 天後     later due:2027-01-10

沒有到期日
  6 [ ]                              no date 🚲
$ rm todo.txt; todo agenda
目前沒有待辦事項。可以用「todo add "買牛奶"」新增一項。
# ls --sort.
$ printf '%s\n' '(B) 2026-01-05 b due:2026-12-10' '(A) 2026-03-01 a' 'x 2026-11-01 2026-02-01 done' '2026-02-10 c due:2026-12-01 +zeta' 'd +alpha' > todo.txt
$ todo ls --sort due
4 2026-02-10 c due:2026-12-01 +zeta
1 (B) 2026-01-05 b due:2026-12-10
2 (A) 2026-03-01 a
3 x 2026-11-01 2026-02-01 done
5 d +alpha
--
todo.txt：顯示 5 項，共 5 項
$ todo ls --sort -created,priority | head -n 5
2 (A) 2026-03-01 a
4 2026-02-10 c due:2026-12-01 +zeta
3 x 2026-11-01 2026-02-01 done
1 (B) 2026-01-05 b due:2026-12-10
5 d +alpha
$ todo ls --sort=project | head -n 2
5 d +alpha
4 2026-02-10 c due:2026-12-01 +zeta
$ todo ls --sort nope
! todo：「nope」不是可以排序的欄位；請用 priority、due、threshold、created、completed、text、project、context 或 line（檔案中的順序，也可寫 file），或中文的優先、到期、開始、建立、完成、內容、專案、情境、編號（前面加 - 表示反向）。
[1]
# iCalendar export: VTODOs with DUE, PRIORITY, CATEGORIES, a stable UID, CRLF lines.
$ printf '%s\n' '(A) 2026-11-01 call mom +family @phone due:2026-12-01' 'no due date' 'x 2026-11-01 done due:2026-12-01' 'report, draft; final due:2026-12-03 rec:1w' > todo.txt
$ todo export --ics | tr -d '\r'
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//todo//todo.txt 0.1.0//EN
CALSCALE:GREGORIAN
BEGIN:VTODO
UID:f6490a18fdae9c89652ad6e455a97b3a-20261101@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:call mom +family @phone
DUE;VALUE=DATE:20261201
PRIORITY:1
CATEGORIES:+family,@phone
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:call mom +family @phone
TRIGGER;VALUE=DATE-TIME:20261201T090000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:273a6063d3fcfe0ba4d2a61201890c5e@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:report\, draft\; final
DUE;VALUE=DATE:20261203
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:report\, draft\; final
TRIGGER;VALUE=DATE-TIME:20261203T090000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:dc51fb6761fd6e915ad783fe3767c264@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:done
DUE;VALUE=DATE:20261201
STATUS:COMPLETED
COMPLETED:20261101T000000Z
PERCENT-COMPLETE:100
END:VTODO
END:VCALENDAR
$ todo export --ics | grep -c $'\r$'
40
$ todo export
! 用法：todo export --ics
[1]
# undo after the auto-archive brings the task back from done.txt.
$ printf 'one\n' > todo.txt; todo do 1 >/dev/null; todo undo 1
1 one
todo：已從 done.txt 取回第 1 項，並標示為未完成。
# A second due: is appended as typed, with a warning: the first one counts.
$ printf 'call due:2026-12-20\n' > todo.txt; todo append 1 due:tomorrow
1 call due:2026-12-20 due:2026-12-01
! todo：「due:tomorrow」已存為 2026-12-01（週二）。
! todo：第 1 項現在有兩個 due: 標籤，只有第一個有效；要修改請用 replace。
# The agenda flags a due: that is not a real day, as due does.
$ printf '%s\n' 'ok due:2026-12-01' 'bad due:2026-02-30' 'empty due:' 'none' > todo.txt; todo agenda
明天
  1 [ ] 2026-12-01 週二  明天  ok due:2026-12-01

沒有到期日
  4 [ ]                        none

到期日無效
  2 [ ]                        bad due:2026-02-30
  3 [ ]                        empty due:
# Numbers are the lines the user saw, not the repeat this command would add: 3 is no task,
# so nothing changes.
$ printf 'stretch rec:3d\nb\n' > todo.txt; todo -a do 1 3; cat todo.txt
stretch rec:3d
b
! todo.txt：找不到第 3 項。用「todo ls」查看所有待辦事項的編號。
# A rec: that cannot make a next date says so; an invalid due: is never rewritten by a repeat.
$ printf '%s\n' 'bad rec:0d' 'odd rec:1x' 'invalid due:2023-02-30 rec:1w' > todo.txt; todo -a do 1 2 3 >/dev/null; cat todo.txt
x 2026-11-30 bad rec:0d
x 2026-11-30 odd rec:1x
x 2026-11-30 invalid due:2023-02-30 rec:1w
! todo：第 1 項有 rec:0d，但無法算出下一次的日期（rec: 的格式是 [+]N 加上 d、b、w、m 或 y，例如 rec:1w；due: 也必須是有效日期），因此完成時不會新增下一次的待辦事項。
! todo：第 2 項有 rec:1x，但無法算出下一次的日期（rec: 的格式是 [+]N 加上 d、b、w、m 或 y，例如 rec:1w；due: 也必須是有效日期），因此完成時不會新增下一次的待辦事項。
! todo：第 3 項有 rec:1w，但無法算出下一次的日期（rec: 的格式是 [+]N 加上 d、b、w、m 或 y，例如 rec:1w；due: 也必須是有效日期），因此完成時不會新增下一次的待辦事項。
# undo removes a repeat only when exactly one line is it.
$ printf '%s\n' 'stretch rec:3d' '2026-11-30 stretch rec:3d due:2026-12-03' > todo.txt; todo -a do 1 >/dev/null; todo undo 1; cat todo.txt
1 stretch rec:3d
todo：已將第 1 項標示為未完成。
stretch rec:3d
2026-11-30 stretch rec:3d due:2026-12-03
2026-11-30 stretch rec:3d due:2026-12-03
! todo：先前已為第 1 項新增下一次的待辦事項，但有不只一行與它相同，因此沒有移除任何一行。
# Hidden tasks stay hidden in due and agenda too (-x shows them).
$ printf '%s\n' 'secret h:1 due:2026-11-29' 'later t:2026-12-24 due:2026-12-01' > todo.txt; todo due; todo agenda; todo -x due | head -n 2
--
todo：逾期 0 項，今天到期 0 項，7 天內到期 0 項。
逾期：
1 secret h:1 due:2026-11-29（昨天，逾期 1 天）
! todo：另有 2 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
! todo：另有 2 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
# Only the due: that counts is coloured, and not on a done task.
$ printf '%s\n' 'two due:2026-12-25 due:2026-11-01' 'x 2026-11-01 done due:2026-11-01' > todo.txt; todo -c ls | cat -v
1 two due:2026-12-25 due:2026-11-01
^[[0;37m2 x 2026-11-01 done due:2026-11-01^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 2 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 2 M-iM- M-^E
# Identical tasks with due dates get distinct UIDs.
$ printf '%s\n' 'call mom due:2026-12-01' 'call mom due:2026-12-08' > todo.txt; todo export --ics | grep UID | tr -d '\r'
UID:fbe1a285b8a652feab00070ba8bb4d7b@todo.txt
UID:fbe1a285b8a652feab00070ba8bb4d7b-2@todo.txt
# The last day a date can be, and a TODO_TEST_TIME that is not one.
$ printf 'end due:9999-12-31\n' > todo.txt; TODO_TEST_TIME=253402257600 todo agenda
今天
  1 [ ] 9999-12-31 週五  今天  end due:9999-12-31
$ TODO_TEST_TIME=abc todo ls
! todo：TODO_TEST_TIME 必須是從 1970 年起算的整數秒數，而且對應到西元 1 到 9999 年之間的日期（目前是「abc」）。
[1]
$ TODO_TEST_TIME=253402300800 todo ls
! todo：TODO_TEST_TIME 必須是從 1970 年起算的整數秒數，而且對應到西元 1 到 9999 年之間的日期（目前是「253402300800」）。
[1]
