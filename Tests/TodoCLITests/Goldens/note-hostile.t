# Notes arrive through the synced folder too. A note whose lines end in CRLF gets CRLF lines
# (note text is shown through `sed 's/^/| /'`: a transcript line starting with "# " is a comment).
$ printf '%s\n' 'call mom note:crl.txt' 'big note:big.txt' 'plan trip note:wip.txt' > todo.txt; mkdir notes
$ printf '# call mom\r\nask about sunday\r\n' > notes/crl.txt
$ todo note 1 "bring cake"; cat -A notes/crl.txt | sed 's/^/| /'
TODO: Note of task 1 saved ($HOME/notes/crl.txt).
| # call mom^M$
| ask about sunday^M$
| bring cake^M$
$ printf '# call mom\r\ncut short' > notes/crl.txt; todo note 1 "bring cake"; cat -A notes/crl.txt | sed 's/^/| /'
TODO: Note of task 1 saved ($HOME/notes/crl.txt).
| # call mom^M$
| cut short^M$
| bring cake^M$
# A note larger than 16 MiB is refused, never read whole (a sparse 3 GiB file, under a 200 MB
# address-space limit): note and show say so, nothing changes.
$ truncate -s 3G notes/big.txt; (ulimit -v 200000; todo note 2 "one more"); echo "status $?"; stat -c %s notes/big.txt
status 1
3221225472
! TODO: The note $HOME/notes/big.txt is larger than 16 MiB; todo does not open a note that large. Shorten it with another program.
$ (ulimit -v 200000; todo show 2); echo "status $?"
2 big note:big.txt
  Status:     open
  Note:       $HOME/notes/big.txt (larger than 16 MiB: not opened)
status 0
$ (ulimit -v 200000; EDITOR=true todo note 2); echo "status $?"
status 1
! TODO: The note $HOME/notes/big.txt is larger than 16 MiB; todo does not open a note that large. Shorten it with another program.
# A note another program is still writing (held open for writing here) is waited for; after
# TODOTXT_LOCK_TIMEOUT the command refuses, naming the note, and nothing changed.
$ printf '# plan trip\nbook tr' > notes/wip.txt
$ TODOTXT_LOCK_TIMEOUT=0.2 todo note 3 "pack bags" 3>>notes/wip.txt
! TODO: $HOME/notes/wip.txt is still being written by another program (a copy, a sync client or an editor) after 0.2 s; nothing was changed. Run the command again when it has finished, or set TODOTXT_LOCK_TIMEOUT to wait longer.
[1]
$ cat -A notes/wip.txt | sed 's/^/| /'
| # plan trip$
| book tr (no-eol)
$ printf 'ains\n' >> notes/wip.txt; todo note 3 "pack bags"; sed 's/^/| /' notes/wip.txt
TODO: Note of task 3 saved ($HOME/notes/wip.txt).
| # plan trip
| book trains
| pack bags
