# Real-world bug reports against todo.txt tools, end to end (auto-archive off).
# 01: a symlinked todo.txt stays a link to its target; mode and hard links survive.
$ mkdir synced; printf 'Water the plants\n' > synced/todo.txt; : > synced/done.txt; ln -s synced/todo.txt todo.txt; ln -s synced/done.txt done.txt; chmod 600 synced/todo.txt
$ todo -a add "Renew library card" >/dev/null; todo -a do 1 >/dev/null; todo -a pri 2 B >/dev/null; todo -a archive >/dev/null
$ readlink todo.txt done.txt; stat -c %a synced/todo.txt; ls -A synced
synced/todo.txt
synced/done.txt
600
done.txt
todo.txt
$ cat synced/todo.txt synced/done.txt
(B) Renew library card
x 2026-11-30 Water the plants
$ rm -r synced todo.txt done.txt; mkdir synced; printf 'Water the plants\n' > todo.txt; ln todo.txt synced/todo.txt
$ todo -a add "Renew library card" >/dev/null; todo -a do 1 >/dev/null; todo -a pri 2 B >/dev/null
$ [ "$(stat -c %i todo.txt)" = "$(stat -c %i synced/todo.txt)" ] && cat synced/todo.txt
x 2026-11-30 Water the plants
(B) Renew library card
$ rm -r synced todo.txt
# 05: CRLF: one @work, no \r in output, the file keeps CRLF.
$ printf 'move @work notes to the wiki +reorg\r\ntell the board about +reorg progress @work\r\n' > todo.txt
$ todo listcon; todo listproj
@work
+reorg
$ todo ls @work | od -c | grep -c '\\r' || true
0
$ todo add "third task +reorg" >/dev/null; todo -a do 1 >/dev/null
$ cat -A todo.txt
x 2026-11-30 move @work notes to the wiki +reorg^M$
tell the board about +reorg progress @work^M$
third task +reorg^M$
# 08: blank lines are not tasks and keep their place.
$ printf 'Renew car insurance\n\nBuy printer paper\n\n' > todo.txt
$ todo ls
3 Buy printer paper
1 Renew car insurance
--
todo.txt：顯示 2 項，共 2 項
$ todo pri 2 A
! todo.txt：找不到第 2 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo -a do 3 >/dev/null; todo add "new task"; cat -A todo.txt
5 new task
todo.txt：已新增第 5 項。
Renew car insurance$
$
x 2026-11-30 Buy printer paper$
$
new task$
# 09: e-mail addresses and 2+2 are not tags.
$ printf '%s\n' 'Send the report to someone@example.com' 'Ask support@example.org about +billing' 'Compare item+notaproject prices @store' 'Learn how to add 2+2' > todo.txt
$ todo listcon; todo listproj; todo ls @store; todo ls +billing
@store
+billing
3 Compare item+notaproject prices @store
--
todo.txt：顯示 1 項，共 4 項
2 Ask support@example.org about +billing
--
todo.txt：顯示 1 項，共 4 項
# 12: do drops the priority, keeps the creation date; pri:X when asked.
$ printf '%s\n' '(A) 2021-09-19 Water the garden due:2021-09-26 @home' '(B) Reply to the landlord' > todo.txt
$ todo -a do 1 >/dev/null; TODOTXT_PRESERVE_PRIORITY=1 todo -a do 2 >/dev/null; cat todo.txt
x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home
x 2026-11-30 Reply to the landlord pri:B
# 14: an `x ` line without a date is done; do refuses, archive moves both.
$ printf '%s\n' 'x Sent the birthday card' 'Buy bread' > todo.txt; rm -f done.txt
$ todo -a do 1
! todo：第 1 項已經標示為已完成。
[1]
$ todo -a do 2 >/dev/null; todo -a archive >/dev/null; cat done.txt; wc -c < todo.txt
x Sent the birthday card
x 2026-11-30 Buy bread
0
# 17: metacharacters are stored literally.
$ printf '%s\n' Research 'Plan trip' > todo.txt
$ todo append 1 '& development' >/dev/null; todo replace 2 'Plan trip a|b \1 c/d & e $HOME' >/dev/null; todo prepend 1 '[draft]' >/dev/null; todo add 'Use regex ^a.*b$ in the \n filter' >/dev/null; cat todo.txt
[draft] Research & development
Plan trip a|b \1 c/d & e $HOME
Use regex ^a.*b$ in the \n filter
$ todo ls 'a|b'; todo ls '$HOME'
2 Plan trip a|b \1 c/d & e $HOME
--
todo.txt：顯示 1 項，共 3 項
2 Plan trip a|b \1 c/d & e $HOME
--
todo.txt：顯示 1 項，共 3 項
# 19: every prioritised task before every other one.
$ printf '%s\n' '(A) Pay the invoice' '(B) Book train tickets' '"Quoted" reminder' 'Water plants' '(A) "Quoted" urgent note' '#tagged idea' "'single' quoted note" > todo.txt
$ todo ls
5 (A) "Quoted" urgent note
1 (A) Pay the invoice
2 (B) Book train tickets
3 "Quoted" reminder
6 #tagged idea
7 'single' quoted note
4 Water plants
--
todo.txt：顯示 7 項，共 7 項
# 22: invalid due dates are listed as text and never rewritten.
$ printf '%s\n' 'Buy a gift due:tomorrow' 'Pay rent due:2023-02-30' 'File taxes due:2023-13-01' 'Call home due:' 'Book dentist due:2023-04-05' 'Renew visa due:2023-4-5' > todo.txt; cp todo.txt orig.txt
$ todo ls; cmp todo.txt orig.txt
5 Book dentist due:2023-04-05
1 Buy a gift due:tomorrow
4 Call home due:
3 File taxes due:2023-13-01
2 Pay rent due:2023-02-30
6 Renew visa due:2023-4-5
--
todo.txt：顯示 6 項，共 6 項
$ todo add "Test due:2023-02-29" >/dev/null; tail -n 1 todo.txt
Test due:2023-02-29
! todo：無法辨識日期「due:2023-02-29」，已保留原文。可用的寫法如 2026-12-25、2026/12/25、明天、週五、三天後。
# 26: non-Latin project and context names are whole tokens.
$ printf '%s\n' '2024-01-01 купить хлеб +Дача' 'позвонить в банк @Телефон' '2025-11-27 report the highlighting problem +проектАльфа' 'νέα εργασία +εύρηκα' 'Visit the theatre +Москва' '买水果 +首都' 'Catch white nights in June +Санкт-Петербург @travel' 'Pack bags +trip' > todo.txt
$ todo listproj; todo listcon
+trip
+εύρηκα
+Дача
+Москва
+Санкт-Петербург
+проектАльфа
+首都
@travel
@Телефон
$ todo ls +首都; todo ls +Санкт-Петербург; todo ls @Телефон
6 买水果 +首都
--
todo.txt：顯示 1 項，共 8 項
7 Catch white nights in June +Санкт-Петербург @travel
--
todo.txt：顯示 1 項，共 8 項
2 позвонить в банк @Телефон
--
todo.txt：顯示 1 項，共 8 項
# 41: a Latin-1 line (not valid UTF-8) is listed with its bytes; do, pri, depri, append change only their own bytes.
$ printf 'Caf\xe9 mit M\xfcller @B\xfcro\n(B) Stra\xdfe fegen +Haus\nNormal task\nx 2024-01-02 Alte Rechnung f\xfcr Januar\n(A) 2024-01-05 R\xe9sum\xe9 schicken\n' > todo.txt
$ todo -a ls | head -n 5 | LC_ALL=C sed -n l; todo -a ls Caf | LC_ALL=C sed -n 1l; todo -a listcon | LC_ALL=C sed -n l
5 (A) 2024-01-05 R\351sum\351 schicken$
2 (B) Stra\337e fegen +Haus$
1 Caf\351 mit M\374ller @B\374ro$
3 Normal task$
4 x 2024-01-02 Alte Rechnung f\374r Januar$
1 Caf\351 mit M\374ller @B\374ro$
@B\374ro$
$ todo -a do 1 >/dev/null; todo -a pri 2 A >/dev/null; todo -a depri 5 >/dev/null; todo -a do 3 >/dev/null; todo -a append 2 bald >/dev/null; echo $?
0
$ printf 'x 2026-11-30 Caf\xe9 mit M\xfcller @B\xfcro\n(A) Stra\xdfe fegen +Haus bald\nx 2026-11-30 Normal task\nx 2024-01-02 Alte Rechnung f\xfcr Januar\n2024-01-05 R\xe9sum\xe9 schicken\n' | cmp - todo.txt && echo same
same
# Case 35, part B: a phone's conflict copy still has a task completed and archived on the
# laptop since; merge-conflicts does not bring it back, adds the new task, takes the completed
# version in place, and moves the copy away.
$ rm -f todo.txt done.txt; printf '(A) Pay rent\nCall the bank\nWater the plants\nx 2024-03-01 Sort the mail\n' > todo.txt; printf 'x 2024-03-01 2024-02-20 Renew the passport\n' > done.txt
$ printf '(A) Pay rent\n2024-02-20 Renew the passport\nx 2024-03-02 Call the bank\nWater the plants\nBuy stamps\n' > "todo (Phone's conflicted copy 2024-03-02).txt"
$ todo merge-conflicts | sed 's|conflicts/[0-9T:-]*/|conflicts/TIME/|'; cat todo.txt done.txt; compgen -G 'todo (*' || echo 'no conflict copy left'
正在把 $HOME/todo (Phone's conflicted copy 2024-03-02).txt 合併到 $HOME/todo.txt：
  找不到副本產生前保留的版本，因此只會新增事項，不會刪除
  已存在：(A) Pay rent
  已完成並封存到 done.txt，不會再加回來：2024-02-20 Renew the passport
  第 2 項改為已完成的版本：x 2024-03-02 Call the bank
  已存在：Water the plants
  新增為第 5 項：Buy stamps
衝突副本已移到 $HOME/.local/state/todo/conflicts/TIME/todo (Phone's conflicted copy 2024-03-02).txt。
(A) Pay rent
x 2024-03-02 Call the bank
Water the plants
x 2024-03-01 Sort the mail
Buy stamps
x 2024-03-01 2024-02-20 Renew the passport
no conflict copy left
