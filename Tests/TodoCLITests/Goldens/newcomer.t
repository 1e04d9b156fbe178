# A newcomer's first hour (issue 17): typos get an answer, help is help.
$ printf '%s\n' '(A) call mom +family' 'buy --json sticker @store' 'pay rent due:2026-12-01' > todo.txt
# An unknown action: todo.sh's usage on standard output, then the word and the closest name.
$ todo lst
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: No action 'lst'; did you mean 'list'? todo help lists them all.
[1]
$ todo dn 1
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: No action 'dn'; did you mean 'done'? todo help lists them all.
[1]
$ todo frobnicate
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! TODO: No action "frobnicate" exists.
[1]
# An unknown option before the action, likewise.
$ todo -z ls
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '-z'; todo -h lists the options.
[1]
$ todo --verbose ls
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '--verbose'; did you mean '-v'? todo -h lists the options.
[1]
$ todo -F add x
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '-F'; did you mean '-f'? todo -h lists the options.
[1]
$ todo --versoin
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '--versoin'; did you mean '--version'? todo -h lists the options.
[1]
# add --help and a -h show the help; nothing is added.
$ todo add --help
    add "THING I NEED TO DO +project @context"
    a "THING I NEED TO DO +project @context"
      Adds THING I NEED TO DO to your todo.txt file on its own line.
      Project and context notation optional.
      Quotes optional.
      due: and t: take words too (due:tomorrow, t:mon, due:3d, and Chinese
      ones), stored as dates; rec:1w repeats the task when it is done.

$ todo a -h
    a "THING I NEED TO DO +project @context"
      Adds THING I NEED TO DO to your todo.txt file on its own line.
      Project and context notation optional.
      Quotes optional.
      due: and t: take words too (due:tomorrow, t:mon, due:3d, and Chinese
      ones), stored as dates; rec:1w repeats the task when it is done.

$ todo addm --help
    addm "FIRST THING I NEED TO DO +project1 @context
    SECOND THING I NEED TO DO +project2 @context"
      Adds FIRST THING I NEED TO DO to your todo.txt on its own line and
      Adds SECOND THING I NEED TO DO to you todo.txt on its own line.
      Project and context notation optional.

$ cat todo.txt
(A) call mom +family
buy --json sticker @store
pay rent due:2026-12-01
# List options: --opt=value, and a typo of an option is an error with the option meant.
$ todo ls --sort=due
3 pay rent due:2026-12-01
1 (A) call mom +family
2 buy --json sticker @store
--
TODO: 3 of 3 tasks shown
$ todo ls --jsn
! TODO: '--jsn' is not an option here; did you mean '--json'? To search for it, put it after --.
[1]
$ todo ls --alll
! TODO: '--alll' is not an option here; did you mean '--all'? To search for it, put it after --.
[1]
$ todo ls --ALL
! TODO: '--ALL' is not an option here; did you mean '--all'? To search for it, put it after --.
[1]
$ todo ls --srt due
! TODO: '--srt' is not an option here; did you mean '--sort'? To search for it, put it after --.
[1]
$ todo lsp --frob
! TODO: '--frob' is not an option here (--sort, --all, --json, --or, --due, --threshold, --created, --completed, --blocked); to search for it, put it after --.
[1]
# A literal search for such a word goes after --.
$ todo ls -- --json
2 buy --json sticker @store
--
TODO: 1 of 3 tasks shown
$ todo ls sticker -- --json
2 buy --json sticker @store
--
TODO: 1 of 3 tasks shown
# Tasks hidden until later (t: ahead, h:1): the hint goes to standard error, so the footer stays
# the last line; it counts only the hidden tasks that match, and names commands that show them.
$ printf '%s\n' 'later t:2027-01-01 call mom' 'h:1 hidden thing' >> todo.txt
$ todo ls | tail -n 1
TODO: 3 of 5 tasks shown
! TODO: 2 more matching tasks hidden (start date ahead, or h:1); --all shows them.
$ todo ls mom
1 (A) call mom +family
--
TODO: 1 of 5 tasks shown
! TODO: 1 more matching task hidden (start date ahead, or h:1); --all shows it.
$ todo ls sticker
2 buy --json sticker @store
--
TODO: 1 of 5 tasks shown
$ todo ls --all mom
1 (A) call mom +family
4 later t:2027-01-01 call mom
--
TODO: 2 of 5 tasks shown
$ todo -x ls mom
1 (A) call mom +family
4 later t:2027-01-01 call mom
--
TODO: 2 of 5 tasks shown
$ todo lsp
1 (A) call mom +family
--
TODO: 1 of 5 tasks shown
$ todo due 2
Due in the next 2 days:
3 pay rent due:2026-12-01 (tomorrow)
--
TODO: 0 overdue, 0 due today, 1 due within 2 days.
! TODO: 2 more matching tasks hidden (start date ahead, or h:1); --all shows them.
# Colour: -c/-p first, then an explicit TODOTXT_PLAIN (0 = colour on, as todo.sh exports it to
# nested calls), NO_COLOR, TERM=dumb, and last whether standard output is a terminal.
$ todo lsp | cat -v
1 (A) call mom +family
--
TODO: 1 of 5 tasks shown
$ TODOTXT_PLAIN=0 todo lsp | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
TODO: 1 of 5 tasks shown
$ TODOTXT_PLAIN=0 NO_COLOR=1 todo lsp | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
TODO: 1 of 5 tasks shown
$ TODOTXT_PLAIN=1 todo -c lsp | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
TODO: 1 of 5 tasks shown
$ TODOTXT_PLAIN=0 todo -p lsp | cat -v
1 (A) call mom +family
--
TODO: 1 of 5 tasks shown
$ script -qec 'todo lsp' /dev/null | tr -d '\r' | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
TODO: 1 of 5 tasks shown
$ script -qec 'TERM=dumb todo lsp' /dev/null | tr -d '\r' | cat -v
1 (A) call mom +family
--
TODO: 1 of 5 tasks shown
$ script -qec 'NO_COLOR=1 todo lsp' /dev/null | tr -d '\r' | cat -v
1 (A) call mom +family
--
TODO: 1 of 5 tasks shown
$ script -qec 'TERM=dumb TODOTXT_PLAIN=0 todo lsp' /dev/null | tr -d '\r' | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
TODO: 1 of 5 tasks shown
# An action's own options are suggested too.
$ todo agenda --dnoe
! TODO: '--dnoe' is not an option here; did you mean '--done'? To search for it, put it after --.
[1]
