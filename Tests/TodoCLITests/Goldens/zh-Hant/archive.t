$ printf '%s\n' 'x 2026-11-01 one' 'open' '' 'x two' 'open' 'open' > todo.txt
$ todo archive
x 2026-11-01 one
x two
todo：已將已完成的事項封存到 done.txt。
$ cat todo.txt
open
open
open
$ cat done.txt
x 2026-11-01 one
x two
$ todo archive
todo：todo.txt 中沒有已完成的事項。
# deduplicate blanks later copies (or removes them with -n).
$ todo deduplicate
todo：已移除 2 項相同的事項。
$ todo -n deduplicate
! todo：沒有相同的事項。
[1]
$ cat todo.txt
open


$ todo deduplicate
! todo：沒有相同的事項。
[1]
# report archives, then appends "DATE open done" once.
$ printf '%s\n' 'x 2026-11-30 finished' 'open' > todo.txt
$ todo report
x 2026-11-30 finished
todo：已將已完成的事項封存到 done.txt。
2026-11-30T12:00:00 1 3
todo：已更新報告檔。
$ todo report
todo：todo.txt 中沒有已完成的事項。
2026-11-30T12:00:00 1 3
todo：報告檔已是最新狀態。
$ cat report.txt
2026-11-30T12:00:00 1 3
