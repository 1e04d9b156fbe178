# todo remind (issue 15), for cron or a systemd user timer: the open tasks due today and
# overdue, and one notification per task per day through a notification command (here a fake
# one that logs its arguments). Exit status: 0 something is due, 1 nothing is, 2 an error.
$ printf '%s\n' '#!/bin/sh' 'printf "[%s] [%s]\n" "$1" "$2" >> notified.log' > notify; chmod +x notify
$ printf '%s\n' '(A) call mom due:2026-11-30' 'report +work due:2026-11-27' 'later +work due:2026-12-01' 'x 2026-11-30 paid rent due:2026-11-30' 'hidden t:2026-12-05 due:2026-11-29' 'no date' > todo.txt
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind
2 report +work due:2026-11-27（逾期 3 天）
1 (A) call mom due:2026-11-30（今天）
$ cat notified.log
[待辦事項（逾期 3 天）] [report +work]
[待辦事項（今天）] [call mom]
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
2 report +work due:2026-11-27（逾期 4 天）
3 later +work due:2026-12-01（今天）
$ TODO_TEST_TIME=1796126400 TODOTXT_NOTIFY_COMMAND=./notify todo remind
2 report +work due:2026-11-27（逾期 4 天）
1 (A) call mom due:2026-11-30（昨天，逾期 1 天）
3 later +work due:2026-12-01（今天）
$ tail -n +3 notified.log
[待辦事項（逾期 4 天）] [report +work]
[待辦事項（今天）] [later +work]
[待辦事項（昨天，逾期 1 天）] [call mom]
# Nothing due: nothing printed, status 1.
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind +nothing
[1]
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind no
[1]
# A notification command that fails: status 2, and the task is tried again next time.
$ TODO_TEST_TIME=1796212800 TODOTXT_NOTIFY_COMMAND=false todo remind mom
1 (A) call mom due:2026-11-30（前天，逾期 2 天）
! todo：通知指令「false」執行失敗；尚未通知的事項會在下次執行時再試。
[2]
$ TODO_TEST_TIME=1796212800 TODOTXT_NOTIFY_COMMAND=./notify todo remind mom; tail -n 1 notified.log
1 (A) call mom due:2026-11-30（前天，逾期 2 天）
[待辦事項（前天，逾期 2 天）] [call mom]
# Without TODOTXT_NOTIFY_COMMAND, notify-send when it is installed; set but empty, none.
$ mkdir bin; printf '%s\n' '#!/bin/sh' 'echo "notify-send: $1 / $2" >> notified.log' > bin/notify-send; chmod +x bin/notify-send
$ PATH=$PWD/bin:$PATH TODO_TEST_TIME=1796299200 todo remind mom; tail -n 1 notified.log
1 (A) call mom due:2026-11-30（逾期 3 天）
notify-send: 待辦事項（逾期 3 天） / call mom
$ PATH=$PWD/bin:$PATH TODO_TEST_TIME=1796385600 TODOTXT_NOTIFY_COMMAND= todo remind mom; tail -n 1 notified.log
1 (A) call mom due:2026-11-30（逾期 4 天）
notify-send: 待辦事項（逾期 3 天） / call mom
# Errors are status 2: a word remind does not take, a file it cannot read, a state folder
# that is not private.
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind --json
! 用法：todo remind [關鍵字 ...] [--all]
[2]
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind '\('
! todo：「\(」不是有效的規則運算式（( 或 \( 沒有對應的結尾）。搜尋時 . [ ] * ^ $ \ 是特殊字元；要搜尋字元本身，請在前面加上 \。
[2]
$ mkdir dir.txt; printf '%s\n' 'export TODO_DIR=.' 'export TODO_FILE=dir.txt' > dir.cfg
$ TODOTXT_NOTIFY_COMMAND=./notify todo -d dir.cfg remind
! todo：無法讀取 dir.txt（這是目錄，不是檔案）。請確認檔案存在且有讀取權限。
[2]
$ chmod 777 .local/state/todo/remind; TODO_TEST_TIME=1796385600 TODOTXT_NOTIFY_COMMAND=./notify todo remind mom; s=$?; chmod 700 .local/state/todo/remind; exit $s
1 (A) call mom due:2026-11-30（逾期 4 天）
! todo：$HOME/.local/state/todo/remind 不是你的私人目錄（是符號連結、屬於其他使用者，或其他人可以寫入），todo 不會在裡面保存版本或副本，也沒有修改任何檔案。請刪除它，或改成你擁有、權限為 700 的目錄。
[2]
# An error before remind runs (a configuration that cannot be read, a bad option) is 2 too.
$ todo -d missing.cfg remind
! 嚴重錯誤：無法讀取設定檔 missing.cfg。請確認檔案存在且可以讀取，或用 -d 指定其他設定檔。
[2]
$ todo -z remind
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「-z」這個選項；用「todo -h」查看所有選項。
[2]
# A task with a time of day (at:HH:MM) is notified as its calendar alarm fires (issue 33, item
# 5): due today, it is listed from the morning (status 0) but notified only once its time has
# come, less TODOTXT_REMIND_BEFORE, and then once. The text is the task's words; the title
# says when.
$ printf '%s\n' '(B) 2026-11-20 call dentist due:2026-11-30 at:23:30 +health @phone' 'late call due:2026-12-01 at:00:30' > todo.txt; : > notified.log
$ TODOTXT_NOTIFY_COMMAND=./notify todo remind; cat notified.log
1 (B) 2026-11-20 call dentist due:2026-11-30 at:23:30 +health @phone（今天）
$ TODO_TEST_TIME=1796081340 TODOTXT_NOTIFY_COMMAND=./notify todo remind >/dev/null; cat notified.log
$ TODO_TEST_TIME=1796081400 TODOTXT_NOTIFY_COMMAND=./notify todo remind >/dev/null; cat notified.log
[待辦事項（今天 23:30）] [call dentist +health @phone]
$ TODO_TEST_TIME=1796081700 TODOTXT_NOTIFY_COMMAND=./notify todo remind >/dev/null; wc -l < notified.log
1
# An hour before: the next day's 00:30 is listed and notified at 23:30.
$ TODO_TEST_TIME=1796081700 TODOTXT_REMIND_BEFORE=1h TODOTXT_NOTIFY_COMMAND=./notify todo remind; tail -n 1 notified.log
1 (B) 2026-11-20 call dentist due:2026-11-30 at:23:30 +health @phone（今天）
2 late call due:2026-12-01 at:00:30（明天）
[待辦事項（明天 00:30）] [late call]
$ TODOTXT_REMIND_BEFORE=soon todo remind
! todo：無法辨識 TODOTXT_REMIND_BEFORE 的設定值「soon」。TODOTXT_REMIND_AT 要寫時間，例如 09:00；TODOTXT_REMIND_BEFORE 要寫數字加上 m、h 或 d（30m、2h、1d）。
[2]
