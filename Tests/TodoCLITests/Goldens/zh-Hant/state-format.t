# todo's state files say their format: a journal a newer todo left is neither read nor dropped, and the command stops before it changes anything.
$ printf 'call mom\n' > todo.txt
$ todo pri 1 A >/dev/null; head -1 .local/state/todo/backups/*/1.record
format=2
$ history=$(echo .local/state/todo/backups/*); printf 'format=3\nkind=commit\tfile=/x\n' > $history/appends-pending
$ todo add buy milk 2>&1 | sed 's#backups/[0-9a-f]*/#backups/…/#'; echo "exit ${PIPESTATUS[0]}"
todo：$HOME/.local/state/todo/backups/…/appends-pending 是由較新版本的 todo 寫入的，目前這個版本無法解讀，因此沒有修改任何檔案。請改用較新版本的 todo 執行任一指令，它會把先前中斷的指令做完或取回。
exit 1
$ cat todo.txt; cat .local/state/todo/backups/*/appends-pending
(A) call mom
format=3
kind=commit	file=/x
