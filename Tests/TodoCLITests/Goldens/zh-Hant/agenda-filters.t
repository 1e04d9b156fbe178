# agenda and due take ls's filter terms (-TERM excludes, --all shows hidden tasks) and --json
# (issue 15).
$ printf '%s\n' '(A) call mom @phone due:2026-11-29' 'report +work due:2026-11-30' 'plan +work @phone due:2026-12-03' 'later +work t:2026-12-20 due:2026-12-24' 'no date +work' > todo.txt
$ todo agenda +work
今天
  2 [ ] 2026-11-30 週一  今天    report +work due:2026-11-30

本週
  3 [ ] 2026-12-03 週四  3 天後  plan +work @phone due:2026-12-03

沒有到期日
  5 [ ]                          no date +work
$ todo agenda +work -@phone --all
今天
  2 [ ] 2026-11-30 週一  今天     report +work due:2026-11-30

之後
  4 [ ] 2026-12-24 週四  24 天後  later +work t:2026-12-20 due:2026-12-24

沒有到期日
  5 [ ]                           no date +work
$ todo due 7 @phone
逾期：
1 (A) call mom @phone due:2026-11-29（昨天，逾期 1 天）
7 天內到期：
3 plan +work @phone due:2026-12-03（3 天後）
--
todo：逾期 1 項，今天到期 0 項，7 天內到期 1 項。
$ todo due +work
今天到期：
2 report +work due:2026-11-30
7 天內到期：
3 plan +work @phone due:2026-12-03（3 天後）
--
todo：逾期 0 項，今天到期 1 項，7 天內到期 1 項。
! todo：另有 1 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
$ todo due 1 --json @phone
{"line":1,"text":"(A) call mom @phone due:2026-11-29","validUTF8":true,"done":false,"completed":null,"priority":"A","created":null,"subject":"call mom @phone due:2026-11-29","projects":[],"contexts":["phone"],"tags":[{"key":"due","value":"2026-11-29"}],"due":"2026-11-29","threshold":null,"recurrence":null,"hidden":false,"note":null,"section":"overdue"}
$ todo agenda --json 'mom\|no'
{"line":1,"text":"(A) call mom @phone due:2026-11-29","validUTF8":true,"done":false,"completed":null,"priority":"A","created":null,"subject":"call mom @phone due:2026-11-29","projects":[],"contexts":["phone"],"tags":[{"key":"due","value":"2026-11-29"}],"due":"2026-11-29","threshold":null,"recurrence":null,"hidden":false,"note":null,"section":"overdue"}
{"line":5,"text":"no date +work","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"no date +work","projects":["work"],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null,"section":"none"}
$ todo agenda nothing-matches
$ todo agenda '\('
! todo：「\(」不是有效的規則運算式（( 或 \( 沒有對應的結尾）。搜尋時 . [ ] * ^ $ \ 是特殊字元；要搜尋字元本身，請在前面加上 \。
[1]
$ todo due 3 --sort due
! 用法：todo due [天數] [關鍵字 ...] [--all] [--json]
[1]
$ todo agenda --sort due
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
[1]
