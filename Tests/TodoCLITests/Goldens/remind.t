# todo remind (issue 15), for cron or a systemd user timer: the open tasks due today and
# overdue, and one notification per task per day through a notification command (here a fake
# one that logs its arguments). Exit status: 0 something is due, 1 nothing is, 2 an error.
$ printf '%s\n' '#!/bin/sh' 'printf "[%s] [%s]\n" "$1" "$2" >> notified.log' > notify; chmod +x notify
$ printf '%s\n' '(A) call mom due:2026-11-30' 'report +work due:2026-11-27' 'later +work due:2026-12-01' 'x 2026-11-30 paid rent due:2026-11-30' 'hidden t:2026-12-05 due:2026-11-29' 'no date' > todo.txt
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind
2 report +work due:2026-11-27 (3 days overdue)
1 (A) call mom due:2026-11-30 (today)
$ cat notified.log
[To do (3 days overdue)] [report +work]
[To do (today)] [call mom]
# Again the same day: the same list, no second notification.
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind | wc -l; wc -l < notified.log
2
2
# What was sent is kept in todo's private state folder (0700, files 0600).
$ stat -c '%a' .local/state/todo/remind; stat -c '%a' .local/state/todo/remind/*.sent
700
600
# The next day, again; a task that changed (a new due date) counts as a new one.
$ TODO_TEST_TIME=1796126400 TODOTXT_NOTIFY_COMMAND=./notify todo remind +work
2 report +work due:2026-11-27 (4 days overdue)
3 later +work due:2026-12-01 (today)
$ TODO_TEST_TIME=1796126400 TODOTXT_NOTIFY_COMMAND=./notify todo remind
2 report +work due:2026-11-27 (4 days overdue)
1 (A) call mom due:2026-11-30 (yesterday, 1 day overdue)
3 later +work due:2026-12-01 (today)
$ tail -n +3 notified.log
[To do (4 days overdue)] [report +work]
[To do (today)] [later +work]
[To do (yesterday, 1 day overdue)] [call mom]
# Nothing due: nothing printed, status 1.
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind +nothing
[1]
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind no
[1]
# A notification command that fails: status 2, and the task is tried again next time.
$ TODO_TEST_TIME=1796212800 TODOTXT_NOTIFY_COMMAND=false todo remind mom
1 (A) call mom due:2026-11-30 (2 days overdue)
! TODO: The notification command 'false' failed; the tasks not yet notified are tried again on the next run.
[2]
$ TODO_TEST_TIME=1796212800 TODOTXT_NOTIFY_COMMAND=./notify todo remind mom; tail -n 1 notified.log
1 (A) call mom due:2026-11-30 (2 days overdue)
[To do (2 days overdue)] [call mom]
# Without TODOTXT_NOTIFY_COMMAND, notify-send when it is installed; set but empty, none.
$ mkdir bin; printf '%s\n' '#!/bin/sh' 'echo "notify-send: $1 / $2" >> notified.log' > bin/notify-send; chmod +x bin/notify-send
$ PATH=$PWD/bin:$PATH TODO_TEST_TIME=1796299200 todo remind mom; tail -n 1 notified.log
1 (A) call mom due:2026-11-30 (3 days overdue)
notify-send: To do (3 days overdue) / call mom
$ PATH=$PWD/bin:$PATH TODO_TEST_TIME=1796385600 TODOTXT_NOTIFY_COMMAND= todo remind mom; tail -n 1 notified.log
1 (A) call mom due:2026-11-30 (4 days overdue)
notify-send: To do (3 days overdue) / call mom
# Errors are status 2: a word remind does not take, a file it cannot read, a state folder
# that is not private.
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind --json
! usage: todo remind [TERM...] [--all]
[2]
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind '\('
! TODO: '\(' is not a valid search pattern: Unmatched ( or \(. Correct it and try again (in a search, . [ ] * ^ $ and \ are special characters).
[2]
$ mkdir dir.txt; printf '%s\n' 'export TODO_DIR=.' 'export TODO_FILE=dir.txt' > dir.cfg
$ TODOTXT_NOTIFY_COMMAND=./notify todo -d dir.cfg remind
! TODO: Cannot read dir.txt: Is a directory. Check that the file exists and that you may read it.
[2]
$ chmod 777 .local/state/todo/remind; TODO_TEST_TIME=1796385600 TODOTXT_NOTIFY_COMMAND=./notify todo remind mom; s=$?; chmod 700 .local/state/todo/remind; exit $s
1 (A) call mom due:2026-11-30 (4 days overdue)
! TODO: $HOME/.local/state/todo/remind is not your private folder (a symbolic link, another user's, or writable by others), so todo keeps no versions or copies there; nothing was changed. Remove it, or make it yours with mode 700.
[2]
# An error before remind runs (a configuration that cannot be read, a bad option) is 2 too.
$ todo -d missing.cfg remind
! Fatal Error: Cannot read configuration file missing.cfg
[2]
$ todo -z remind
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '-z'; todo -h lists the options.
[2]
# A task with a time of day (at:HH:MM) is notified as its calendar alarm fires (issue 33, item
# 5): due today, it is listed from the morning (status 0) but notified only once its time has
# come, less TODOTXT_REMIND_BEFORE, and then once. The text is the task's words; the title
# says when.
$ printf '%s\n' '(B) 2026-11-20 call dentist due:2026-11-30 at:23:30 +health @phone' 'late call due:2026-12-01 at:00:30' > todo.txt; : > notified.log
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind; cat notified.log
1 (B) 2026-11-20 call dentist due:2026-11-30 at:23:30 +health @phone (today)
$ TODO_TEST_TIME=1796081340 TODOTXT_NOTIFY_COMMAND=./notify todo remind >/dev/null; cat notified.log
$ TODO_TEST_TIME=1796081400 TODOTXT_NOTIFY_COMMAND=./notify todo remind >/dev/null; cat notified.log
[To do (today at 23:30)] [call dentist +health @phone]
$ TODO_TEST_TIME=1796081700 TODOTXT_NOTIFY_COMMAND=./notify todo remind >/dev/null; wc -l < notified.log
1
# An hour before: the next day's 00:30 is listed and notified at 23:30.
$ TODO_TEST_TIME=1796081700 TODOTXT_REMIND_BEFORE=1h TODOTXT_NOTIFY_COMMAND=./notify todo remind; tail -n 1 notified.log
1 (B) 2026-11-20 call dentist due:2026-11-30 at:23:30 +health @phone (today)
2 late call due:2026-12-01 at:00:30 (tomorrow)
[To do (tomorrow at 00:30)] [late call]
$ TODOTXT_REMIND_BEFORE=soon todo remind
! TODO: TODOTXT_REMIND_BEFORE='soon' is not understood: TODOTXT_REMIND_AT takes a time of day such as 09:00, TODOTXT_REMIND_BEFORE a number followed by m, h or d (30m, 2h, 1d).
[2]
