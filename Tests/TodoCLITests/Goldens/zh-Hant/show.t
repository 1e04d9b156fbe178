# show N: the detail view (today is Mon 2026-11-30).
$ printf '%s\n' '(A) 2026-11-20 buy milk due:2026-12-01 +購物 @store id:7' 'x 2026-11-29 2026-11-28 filed taxes pri:B' 'water plants due:2026-11-27 rec:1w t:2026-11-25 @home' 'pay rent due:2026-12-02 rec:+1m' 'later t:2026-12-24 rec:3b' 'odd due:2026-02-30 rec:0x' > todo.txt
$ todo show 1
1 (A) 2026-11-20 buy milk due:2026-12-01 +購物 @store id:7
      狀態：未完成
  優先順序：A
      專案：+購物
      情境：@store
      標籤：id:7
  建立日期：2026-11-20（週五），10 天前
    到期日：2026-12-01（週二），明天
$ todo show 2
2 x 2026-11-29 2026-11-28 filed taxes pri:B
      狀態：已完成
  優先順序：B
      標籤：pri:B
  建立日期：2026-11-28（週六），前天
  完成日期：2026-11-29（週日），昨天
$ todo show 3
3 water plants due:2026-11-27 rec:1w t:2026-11-25 @home
      狀態：未完成
      情境：@home
    到期日：2026-11-27（週五），逾期 3 天
  開始日期：2026-11-25（週三），5 天前
  重複設定：每週，從完成那天起算
$ todo show 4
4 pay rent due:2026-12-02 rec:+1m
      狀態：未完成
    到期日：2026-12-02（週三），後天
  重複設定：每個月，從原本的到期日起算
$ todo show 5
5 later t:2026-12-24 rec:3b
      狀態：未完成，開始日期前不顯示
  開始日期：2026-12-24（週四），24 天後
  重複設定：每 3 個工作天，從完成那天起算
$ todo show 6
6 odd due:2026-02-30 rec:0x
      狀態：未完成
    到期日：2026-02-30（不是有效的日期）
  重複設定：0x（無法辨識的重複設定）
# An overdue due date is red on a terminal (-c stands in for one here).
$ todo -c show 3 | cat -v
3 water plants due:2026-11-27 rec:1w t:2026-11-25 @home
      M-gM-^KM-^@M-fM-^EM-^KM-oM-<M-^ZM-fM-^\M-*M-eM-.M-^LM-fM-^HM-^P
      M-fM-^CM-^EM-eM-"M-^CM-oM-<M-^Z@home
    M-eM-^HM-0M-fM-^\M-^_M-fM-^WM-%M-oM-<M-^Z^[[0;31m2026-11-27M-oM-<M-^HM-iM-^@M-1M-dM-:M-^TM-oM-<M-^IM-oM-<M-^LM-iM-^@M->M-fM-^\M-^_ 3 M-eM-$M-)^[[0m
  M-iM-^VM-^KM-eM-'M-^KM-fM-^WM-%M-fM-^\M-^_M-oM-<M-^Z2026-11-25M-oM-<M-^HM-iM-^@M-1M-dM-8M-^IM-oM-<M-^IM-oM-<M-^L5 M-eM-$M-)M-eM-^IM-^M
  M-iM-^GM-^MM-hM-$M-^GM-hM-(M--M-eM-.M-^ZM-oM-<M-^ZM-fM-/M-^OM-iM-^@M-1M-oM-<M-^LM-eM->M-^^M-eM-.M-^LM-fM-^HM-^PM-iM-^BM-#M-eM-$M-)M-hM-5M-7M-gM-.M-^W
$ todo show 1 --json
{"line":1,"text":"(A) 2026-11-20 buy milk due:2026-12-01 +購物 @store id:7","validUTF8":true,"done":false,"completed":null,"priority":"A","created":"2026-11-20","subject":"buy milk due:2026-12-01 +購物 @store id:7","projects":["購物"],"contexts":["store"],"tags":[{"key":"due","value":"2026-12-01"},{"key":"id","value":"7"}],"due":"2026-12-01","threshold":null,"recurrence":null,"hidden":false,"note":null,"noteText":null}
$ todo show 9
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo show
! 用法：todo show 編號 [--json]
[1]
$ todo show x
! 用法：todo show 編號 [--json]
[1]
