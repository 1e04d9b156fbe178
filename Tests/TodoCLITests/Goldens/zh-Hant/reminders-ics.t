# export --ics reminders (issue 15): a VALARM for every open task with a due date, at 09:00
# local time on the due day (TODOTXT_REMIND_AT, TODOTXT_REMIND_BEFORE, a task's at:HH:MM);
# tasks completed in the last 30 days as COMPLETED; the note in DESCRIPTION; a UID with the
# creation date, the same across due-date changes, new for a recurring task's next one.
$ mkdir notes; printf 'Ask about the trip;\nbring photos\n' > notes/mom.txt; ln -s mom.txt notes/link.txt
$ printf '%s\n' '(A) 2026-11-01 call mom due:2026-12-01 note:mom.txt' 'gym due:2026-12-02 at:7:30 note:link.txt' 'x 2026-11-30 2026-11-01 water plants due:2026-11-30 rec:1w' '2026-11-30 water plants due:2026-12-07 rec:1w' 'x 2026-10-30 long ago due:2026-10-30' > todo.txt
$ TZ=Asia/Taipei todo export --ics | tr -d '\r'
BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//todo//todo.txt 0.1.0//EN
CALSCALE:GREGORIAN
BEGIN:VTODO
UID:fbe1a285b8a652feab00070ba8bb4d7b-20261101@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:call mom
DESCRIPTION:Ask about the trip\;\nbring photos
DUE;VALUE=DATE:20261201
PRIORITY:1
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:call mom
TRIGGER;VALUE=DATE-TIME:20261201T010000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:d5414a18fafae4006c9734f7395ad257@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:gym
DUE:20261202T073000
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:gym
TRIGGER;VALUE=DATE-TIME:20261201T233000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:ac14dd569e4ca872323b0600f9e2640f-20261130@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:water plants
DUE;VALUE=DATE:20261207
STATUS:NEEDS-ACTION
BEGIN:VALARM
ACTION:DISPLAY
DESCRIPTION:water plants
TRIGGER;VALUE=DATE-TIME:20261207T010000Z
END:VALARM
END:VTODO
BEGIN:VTODO
UID:ac14dd569e4ca872323b0600f9e2640f-20261101@todo.txt
DTSTAMP:20261130T120000Z
SUMMARY:water plants
DUE;VALUE=DATE:20261130
STATUS:COMPLETED
COMPLETED:20261129T160000Z
PERCENT-COMPLETE:100
END:VTODO
END:VCALENDAR
# The settings move every alarm: 08:15, 30 minutes before (07:45 UTC); a task's own time too.
$ TODOTXT_REMIND_AT=8:15 TODOTXT_REMIND_BEFORE=30m todo export --ics | grep TRIGGER | tr -d '\r'
TRIGGER;VALUE=DATE-TIME:20261201T074500Z
TRIGGER;VALUE=DATE-TIME:20261202T070000Z
TRIGGER;VALUE=DATE-TIME:20261207T074500Z
$ TODOTXT_REMIND_BEFORE=1d todo export --ics | grep TRIGGER | tr -d '\r'
TRIGGER;VALUE=DATE-TIME:20261130T090000Z
TRIGGER;VALUE=DATE-TIME:20261201T073000Z
TRIGGER;VALUE=DATE-TIME:20261206T090000Z
# Settings that are not understood are named.
$ TODOTXT_REMIND_AT=25:00 todo export --ics
! todo：無法辨識 TODOTXT_REMIND_AT 的設定值「25:00」。TODOTXT_REMIND_AT 要寫時間，例如 09:00；TODOTXT_REMIND_BEFORE 要寫數字加上 m、h 或 d（30m、2h、1d）。
[1]
$ TODOTXT_REMIND_BEFORE=1x todo export --ics
! todo：無法辨識 TODOTXT_REMIND_BEFORE 的設定值「1x」。TODOTXT_REMIND_AT 要寫時間，例如 09:00；TODOTXT_REMIND_BEFORE 要寫數字加上 m、h 或 d（30m、2h、1d）。
[1]
$ TODOTXT_REMIND_BEFORE=-5m todo export --ics
! todo：無法辨識 TODOTXT_REMIND_BEFORE 的設定值「-5m」。TODOTXT_REMIND_AT 要寫時間，例如 09:00；TODOTXT_REMIND_BEFORE 要寫數字加上 m、h 或 d（30m、2h、1d）。
[1]
# A note name with a folder in it is not read.
$ printf '%s\n' 'secret due:2026-12-01 note:../todo.txt' 'nested due:2026-12-01 note:sub/x.txt' > todo.txt
$ mkdir notes/sub; echo 'nested text' > notes/sub/x.txt; todo export --ics | grep -e 'nested text' -e 'secret due'
[1]
# Nor is a note that is a hard link, or one in a notes folder that is a symbolic link.
$ printf '%s\n' 'linked due:2026-12-01 note:hard.txt' 'moved due:2026-12-01 note:mom.txt' > todo.txt; ln notes/mom.txt notes/hard.txt
$ todo export --ics | grep -c '^DESCRIPTION:Ask'
0
[1]
$ mv notes real-notes; ln -s real-notes notes; rm real-notes/hard.txt; todo export --ics | grep -c '^DESCRIPTION:Ask'
0
[1]
$ TODO_NOTES_DIR=real-notes todo export --ics | grep -c '^DESCRIPTION:Ask'
1
