# Another program writing todo.txt at the same moment: a shell redirect paused half-way.
$ seq 1 1000 | sed 's/^/task /' > full; head -n 500 full > half1; tail -n 500 full > half2; cp full todo.txt
# A command that writes waits until the writer has closed the file, then edits all of it. (The
# writer goes on 0.2 s after todo has taken its lock on the folder, well after todo would have
# read half the file and replaced it had it not waited: then todo.txt would end with 500 lines.)
$ ( cat half1; until ! flock -n . true; do sleep 0.01; done; sleep 0.2; cat half2 ) > todo.txt & until [ "$(wc -c < todo.txt)" -eq "$(wc -c < half1)" ]; do sleep 0.02; done; todo pri 1 A; wait; wc -l < todo.txt
1 (A) task 1
TODO: 1 prioritized (A).
1000
# A writer that outlasts the timeout (it goes on only once todo has ended): todo says it is
# waiting (after a second), then refuses and changes nothing.
$ cp full todo.txt; rm -f ended; ( cat half1; until [ -e ended ]; do sleep 0.02; done; cat half2 ) > todo.txt & until [ "$(wc -c < todo.txt)" -eq "$(wc -c < half1)" ]; do sleep 0.02; done; TODOTXT_LOCK_TIMEOUT=1.2 todo pri 1 A; echo "status $?"; touch ended; wait; cmp todo.txt full && echo unchanged
status 1
unchanged
! TODO: Waiting for another program to finish writing $HOME/todo.txt (it has the file open for writing). todo gives up after 1.2 s (TODOTXT_LOCK_TIMEOUT).
! TODO: $HOME/todo.txt is still being written by another program (a copy, a sync client or an editor) after 1.2 s; nothing was changed. Run the command again when it has finished, or set TODOTXT_LOCK_TIMEOUT to wait longer.
# Listings go on, with a warning.
$ rm -f ended; ( cat half1; until [ -e ended ]; do sleep 0.02; done; cat half2 ) > todo.txt & until [ "$(wc -c < todo.txt)" -eq "$(wc -c < half1)" ]; do sleep 0.02; done; todo ls | tail -n 1; touch ended; wait
TODO: 500 of 500 tasks shown
! TODO: Warning: $HOME/todo.txt is being written by another program right now; this list may be incomplete.
# doctor says how a writer is noticed here.
$ todo doctor | grep -e '  writers:' -e 寫入偵測
  writers: a read lease shows when another program has $HOME/todo.txt open for writing; commands that write wait for it
