$ printf '%s\n' 'x 2026-11-01 one' 'open' '' 'x two' 'open' 'open' > todo.txt
$ todo archive
x 2026-11-01 one
x two
TODO：已封存 $HOME/todo.txt 中已完成的待辦事項。
$ cat todo.txt
open
open
open
$ cat done.txt
x 2026-11-01 one
x two
$ todo archive
TODO：$HOME/todo.txt 中沒有已完成的待辦事項。
# deduplicate blanks later copies (or removes them with -n).
$ todo deduplicate
TODO：已移除 2 項重複的待辦事項。
$ todo -n deduplicate
! TODO：沒有重複的待辦事項。
[1]
$ cat todo.txt
open


$ todo deduplicate
! TODO：沒有重複的待辦事項。
[1]
# report archives, then appends "DATE open done" once.
$ printf '%s\n' 'x 2026-11-30 finished' 'open' > todo.txt
$ todo report
x 2026-11-30 finished
TODO：已封存 $HOME/todo.txt 中已完成的待辦事項。
2026-11-30T12:00:00 1 3
TODO：已更新報告檔。
$ todo report
TODO：$HOME/todo.txt 中沒有已完成的待辦事項。
2026-11-30T12:00:00 1 3
TODO：報告檔已是最新狀態。
$ cat report.txt
2026-11-30T12:00:00 1 3
