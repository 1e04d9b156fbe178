# todo's state files say their format: a journal a newer todo left is neither read nor dropped, and the command stops before it changes anything.
$ printf 'call mom\n' > todo.txt
$ todo pri 1 A >/dev/null; head -1 .local/state/todo/backups/*/1.record
format=2
$ history=$(echo .local/state/todo/backups/*); printf 'format=3\nkind=commit\tfile=/x\n' > $history/appends-pending
$ todo add buy milk 2>&1 | sed 's#backups/[0-9a-f]*/#backups/…/#'; echo "exit ${PIPESTATUS[0]}"
TODO: $HOME/.local/state/todo/backups/…/appends-pending was written by a newer version of todo, which this one cannot read; nothing was changed. Run the newer todo once: it finishes or takes back the command that was interrupted.
exit 1
$ cat todo.txt; cat .local/state/todo/backups/*/appends-pending
(A) call mom
format=3
kind=commit	file=/x
