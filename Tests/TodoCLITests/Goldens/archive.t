$ printf '%s\n' 'x 2026-11-01 one' 'open' '' 'x two' 'open' 'open' > todo.txt
$ todo archive
x 2026-11-01 one
x two
TODO: $HOME/todo.txt archived.
$ cat todo.txt
open
open
open
$ cat done.txt
x 2026-11-01 one
x two
$ todo archive
TODO: $HOME/todo.txt does not contain any done tasks.
# deduplicate blanks later copies (or removes them with -n).
$ todo deduplicate
TODO: 2 duplicate task(s) removed
$ todo -n deduplicate
! TODO: No duplicate tasks found
[1]
$ cat todo.txt
open


$ todo deduplicate
! TODO: No duplicate tasks found
[1]
# report archives, then appends "DATE open done" once.
$ printf '%s\n' 'x 2026-11-30 finished' 'open' > todo.txt
$ todo report
x 2026-11-30 finished
TODO: $HOME/todo.txt archived.
2026-11-30T12:00:00 1 3
TODO: Report file updated.
$ todo report
TODO: $HOME/todo.txt does not contain any done tasks.
2026-11-30T12:00:00 1 3
TODO: Report file is up-to-date.
$ cat report.txt
2026-11-30T12:00:00 1 3
