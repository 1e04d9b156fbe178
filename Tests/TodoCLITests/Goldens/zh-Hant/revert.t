# revert: back one change at a time (add, do, pri...), refusing if something else changed the file.
$ printf 'one\ntwo\n' > todo.txt
$ todo add three >/dev/null; todo -a do 1 >/dev/null; todo pri 2 A >/dev/null; cat todo.txt
x 2026-11-30 one
(A) two
three
$ todo revert; cat todo.txt
todo：已撤銷「pri 2 A」（two）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。還可以再往前還原 2 次。
x 2026-11-30 one
two
three
$ todo revert; todo revert; cat todo.txt
todo：已撤銷「do 1」（one）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。還可以再往前還原 1 次。
todo：已撤銷「add three」（three）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。這是保留的最舊版本，無法再往前還原。
one
two
$ todo revert
! todo：沒有 $HOME/todo.txt 的舊版本可以還原。
[1]
$ todo add four >/dev/null; echo "typed in an editor" >> todo.txt; todo revert 2>&1 | sed 's|backups/.*|backups/…|'
todo：$HOME/todo.txt 在 todo 上次寫入後又被修改過，因此沒有還原。保留的版本在 $HOME/.local/state/todo/backups/…
$ cat todo.txt
one
two
four
typed in an editor
# The kept versions are outside the todo folder; nothing new appears beside todo.txt.
$ ls -A | grep -v -e '^\.' 
todo.txt
# Reverting an archive takes its tasks back out of done.txt, so they are not archived twice.
$ printf 'x 2026-11-29 old\nkeep\n' > todo.txt; printf 'x 2026-11-01 earlier\n' > done.txt
$ todo archive >/dev/null; todo revert >/dev/null; cat todo.txt done.txt
x 2026-11-29 old
keep
x 2026-11-01 earlier
$ todo archive >/dev/null; cat done.txt
x 2026-11-01 earlier
x 2026-11-29 old
# With auto-archive, `do` and its archive are one command: one revert takes both back.
$ todo -f -A do 1 >/dev/null; cat done.txt
x 2026-11-01 earlier
x 2026-11-29 old
x 2026-11-30 keep
$ todo revert >/dev/null; cat todo.txt done.txt
keep
x 2026-11-01 earlier
x 2026-11-29 old
# Both files come back byte for byte: CRLF, no final newline, a priority.
$ printf '(A) call mom\r\nwater plants' > todo.txt; printf 'x 2026-11-01 old' > done.txt; cp todo.txt t0; cp done.txt d0
$ todo do 1
1 x 2026-11-30 call mom
todo：已將第 1 項標示為已完成。
x 2026-11-30 call mom
todo：已將已完成的事項封存到 done.txt。
$ todo revert >/dev/null; cmp todo.txt t0 && cmp done.txt d0 && echo identical
identical
# Another program edits the file between two changes: revert undoes the last change, then
# stops there instead of cutting the other program's lines with the older record.
$ printf 'one\n' > todo.txt; todo add two >/dev/null; printf 'one\ntwo\nthree, typed elsewhere\n' > todo.txt
$ todo pri 1 A >/dev/null; todo revert >/dev/null; todo revert 2>&1 | sed 's|backups/[0-9a-f]*|backups/HASH|'; cat todo.txt
todo：$HOME/todo.txt 在 todo 上次寫入後又被修改過，因此沒有還原。保留的版本在 $HOME/.local/state/todo/backups/HASH。
one
two
three, typed elsewhere
# A report that archives nothing still only appends to report.txt: one revert takes that back,
# and the command before it stays.
$ rm -f report.txt; printf 'a task\n' > todo.txt; todo add "new thing" >/dev/null; todo report >/dev/null; todo revert >/dev/null; cat todo.txt; test -e report.txt || echo 'no report.txt'
a task
new thing
no report.txt
# A file a command made (done.txt by the first archive, todo.txt by the first add) is removed
# again, not left empty.
$ rm -f done.txt; printf 'buy milk\n' > todo.txt; todo do 1 >/dev/null; todo revert >/dev/null; test -e done.txt || echo 'no done.txt'; cat todo.txt
no done.txt
buy milk
$ mkdir fresh; TODO_DIR=$PWD/fresh todo add "first" >/dev/null; TODO_DIR=$PWD/fresh todo revert >/dev/null; ls -A fresh
.todo-sync
# A move into todo.txt from another file of the folder is one step too.
$ printf 'one\n' > todo.txt; printf 'water plants\r\n' > garden.txt; cp garden.txt g0; todo -f mv 1 todo.txt garden.txt
1 water plants
garden.txt：第 1 項已移到 todo.txt，現在是第 2 項。
$ todo revert >/dev/null; cat todo.txt; cmp garden.txt g0 && echo identical
one
identical
# done.txt got another line after the archive (a sync client, an editor): revert takes back
# exactly the archived line, and the other line stays.
$ printf 'call mom\n' > todo.txt; printf '' > done.txt; todo do 1 >/dev/null; echo "x 2026-11-01 typed elsewhere" >> done.txt
$ todo revert 2>&1 | sed 's|backups/[0-9a-f]*|backups/HASH|'; cat todo.txt done.txt
todo：已撤銷「do 1」（call mom）。
todo：已將 $HOME/todo.txt 還原到上次變更前的狀態。還可以再往前還原 4 次。
call mom
x 2026-11-01 typed elsewhere
# done.txt got the same task's completion from another machine after the archive: the
# revert would open a task done there, so it refuses (the archived line counts once, as it
# is taken back; the other completion stays).
$ printf 'call mom\nbuy milk\n' > todo.txt; printf '' > done.txt; todo do 1 >/dev/null; echo "x 2026-11-30 call mom" >> done.txt
$ todo revert 2>&1 | sed 's|backups/[0-9a-f]*|backups/HASH|'; cat todo.txt; wc -l < done.txt
todo：$HOME/done.txt 在 todo 上次寫入後又被修改過，因此沒有還原。保留的版本在 $HOME/.local/state/todo/backups/HASH。

buy milk
2
# A pull changed done.txt after a command that did not touch it (another machine completed
# the task): revert refuses and changes nothing, rather than put the task back in todo.txt.
$ printf 'call mom\nbuy milk\n' > todo.txt; printf '' > done.txt; todo -f del 1 >/dev/null; printf 'x 2026-11-30 call mom\n' > done.txt
$ todo revert 2>&1 | sed 's|backups/[0-9a-f]*|backups/HASH|'; cat todo.txt done.txt
todo：$HOME/done.txt 在 todo 上次寫入後又被修改過，因此沒有還原。保留的版本在 $HOME/.local/state/todo/backups/HASH。

buy milk
x 2026-11-30 call mom
# The archived line was changed in done.txt (same size): it is not cut, revert refuses.
$ printf 'call mom\n' > todo.txt; printf '' > done.txt; todo do 1 >/dev/null; printf 'x 2026-11-30 call MOM\n' > done.txt
$ todo revert 2>&1 | sed 's|backups/[0-9a-f]*|backups/HASH|'; cat done.txt
todo：$HOME/done.txt 在 todo 上次寫入後又被修改過，因此沒有還原。保留的版本在 $HOME/.local/state/todo/backups/HASH。
x 2026-11-30 call MOM
