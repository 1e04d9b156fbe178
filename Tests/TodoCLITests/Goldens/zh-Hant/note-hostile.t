# Notes arrive through the synced folder too. A note whose lines end in CRLF gets CRLF lines
# (note text is shown through `sed 's/^/| /'`: a transcript line starting with "# " is a comment).
$ printf '%s\n' 'call mom note:crl.txt' 'big note:big.txt' 'plan trip note:wip.txt' > todo.txt; mkdir notes
$ printf '# call mom\r\nask about sunday\r\n' > notes/crl.txt
$ todo note 1 "bring cake"; cat -A notes/crl.txt | sed 's/^/| /'
todo：已儲存第 1 項的備註（$HOME/notes/crl.txt）。
| # call mom^M$
| ask about sunday^M$
| bring cake^M$
$ printf '# call mom\r\ncut short' > notes/crl.txt; todo note 1 "bring cake"; cat -A notes/crl.txt | sed 's/^/| /'
todo：已儲存第 1 項的備註（$HOME/notes/crl.txt）。
| # call mom^M$
| cut short^M$
| bring cake^M$
# A note larger than 16 MiB is refused, never read whole (a sparse 3 GiB file, under a 200 MB
# address-space limit): note and show say so, nothing changes.
$ truncate -s 3G notes/big.txt; (ulimit -v 200000; todo note 2 "one more"); echo "status $?"; stat -c %s notes/big.txt
status 1
3221225472
! todo：備註 $HOME/notes/big.txt 超過 16 MiB，todo 不開啟這麼大的備註。請用其他程式把它縮短。
$ (ulimit -v 200000; todo show 2); echo "status $?"
2 big note:big.txt
      狀態：未完成
      備註：$HOME/notes/big.txt（超過 16 MiB，因此不會開啟）
status 0
$ (ulimit -v 200000; EDITOR=true todo note 2); echo "status $?"
status 1
! todo：備註 $HOME/notes/big.txt 超過 16 MiB，todo 不開啟這麼大的備註。請用其他程式把它縮短。
# A note another program is still writing (held open for writing here) is waited for; after
# TODOTXT_LOCK_TIMEOUT the command refuses, naming the note, and nothing changed.
$ printf '# plan trip\nbook tr' > notes/wip.txt
$ TODOTXT_LOCK_TIMEOUT=0.2 todo note 3 "pack bags" 3>>notes/wip.txt
! todo：過了 0.2 秒，$HOME/notes/wip.txt 仍在被其他程式（複製程式、同步軟體或編輯器）寫入，因此沒有做任何變更。請等它寫完後再執行一次指令，或把 TODOTXT_LOCK_TIMEOUT 設得更長。
[1]
$ cat -A notes/wip.txt | sed 's/^/| /'
| # plan trip$
| book tr (no-eol)
$ printf 'ains\n' >> notes/wip.txt; todo note 3 "pack bags"; sed 's/^/| /' notes/wip.txt
todo：已儲存第 3 項的備註（$HOME/notes/wip.txt）。
| # plan trip
| book trains
| pack bags
