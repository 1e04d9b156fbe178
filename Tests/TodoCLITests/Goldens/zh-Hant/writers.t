# Another program writing todo.txt at the same moment: a shell redirect paused half-way.
$ seq 1 1000 | sed 's/^/task /' > full; head -n 500 full > half1; tail -n 500 full > half2; cp full todo.txt
# A command that writes waits until the writer has closed the file, then edits all of it. (The
# writer goes on 0.2 s after todo has taken its lock on the folder, well after todo would have
# read half the file and replaced it had it not waited: then todo.txt would end with 500 lines.)
$ ( cat half1; until ! flock -n . true; do sleep 0.01; done; sleep 0.2; cat half2 ) > todo.txt & until [ "$(wc -c < todo.txt)" -eq "$(wc -c < half1)" ]; do sleep 0.02; done; todo pri 1 A; wait; wc -l < todo.txt
1 (A) task 1
todo：已將第 1 項的優先順序設為 A。
1000
# A writer that outlasts the timeout (it goes on only once todo has ended): todo says it is
# waiting (after a second), then refuses and changes nothing.
$ cp full todo.txt; rm -f ended; ( cat half1; until [ -e ended ]; do sleep 0.02; done; cat half2 ) > todo.txt & until [ "$(wc -c < todo.txt)" -eq "$(wc -c < half1)" ]; do sleep 0.02; done; TODOTXT_LOCK_TIMEOUT=1.2 todo pri 1 A; echo "status $?"; touch ended; wait; cmp todo.txt full && echo unchanged
status 1
unchanged
! todo：正在等候其他程式寫完 $HOME/todo.txt（它仍以寫入模式開著這個檔案）。等候超過 1.2 秒就會放棄（TODOTXT_LOCK_TIMEOUT）。
! todo：過了 1.2 秒，$HOME/todo.txt 仍在被其他程式（複製程式、同步軟體或編輯器）寫入，因此沒有做任何變更。請等它寫完後再執行一次指令，或把 TODOTXT_LOCK_TIMEOUT 設得更長。
# Listings go on, with a warning.
$ rm -f ended; ( cat half1; until [ -e ended ]; do sleep 0.02; done; cat half2 ) > todo.txt & until [ "$(wc -c < todo.txt)" -eq "$(wc -c < half1)" ]; do sleep 0.02; done; todo ls | tail -n 1; touch ended; wait
todo.txt：顯示 500 項，共 500 項
! todo：警告：$HOME/todo.txt 正在被其他程式寫入，列出的內容可能不完整。
# doctor says how a writer is noticed here.
$ todo doctor | grep -e '  writers:' -e 寫入偵測
  寫入偵測：用讀取租約（lease）得知其他程式是否以寫入模式開著 $HOME/todo.txt；會寫入的指令會等它寫完
