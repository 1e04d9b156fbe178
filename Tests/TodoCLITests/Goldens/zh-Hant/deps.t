# Dependencies (issue 34, item 6), in topydo's convention: `dep N M` (N waits for M) gives N an
# id: (a new number: none that todo.txt or done.txt holds as an id: or p:) and M a p: with it.
# A task waiting for an open task is left out of ls, agenda and due, counted on standard
# error; --blocked, --all, -x or TODOTXT_HIDE_BLOCKED=0 shows it; done, it comes back.
$ printf '%s\n' 'paint the walls @home due:2026-12-05' 'buy paint +reno' 'tape the windows +reno' 'call mom' > todo.txt; printf '%s\n' 'x 2026-11-01 old task id:1 p:3' > done.txt
$ todo dep 1 2
1 paint the walls @home due:2026-12-05 id:2
2 buy paint +reno p:2
todo：第 1 項現在要等第 2 項完成。
$ todo dep add 1 3
1 paint the walls @home due:2026-12-05 id:2
3 tape the windows +reno p:2
todo：第 1 項現在要等第 3 項完成。
$ todo ls
2 buy paint +reno p:2
4 call mom
3 tape the windows +reno p:2
--
todo.txt：顯示 3 項，共 4 項
! todo：另有 1 項符合的事項在等其他事項完成（dep），已隱藏；加上 --blocked 就會顯示。
# The general listing (sort keys, JSON, colour) leaves it out too.
$ todo ls --sort line --json
{"line":2,"text":"buy paint +reno p:2","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"buy paint +reno p:2","projects":["reno"],"contexts":[],"tags":[{"key":"p","value":"2"}],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
{"line":3,"text":"tape the windows +reno p:2","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"tape the windows +reno p:2","projects":["reno"],"contexts":[],"tags":[{"key":"p","value":"2"}],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
{"line":4,"text":"call mom","validUTF8":true,"done":false,"completed":null,"priority":null,"created":null,"subject":"call mom","projects":[],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
$ todo ls --blocked @home
1 paint the walls @home due:2026-12-05 id:2
--
todo.txt：顯示 1 項，共 4 項
$ TODOTXT_HIDE_BLOCKED=0 todo ls paint
2 buy paint +reno p:2
1 paint the walls @home due:2026-12-05 id:2
--
todo.txt：顯示 2 項，共 4 項
$ todo agenda 2>&1 >/dev/null
todo：另有 1 項符合的事項在等其他事項完成（dep），已隱藏；加上 --blocked 就會顯示。
$ todo agenda
沒有到期日
  2 [ ]                    buy paint +reno p:2
  3 [ ]                    tape the windows +reno p:2
  4 [ ]                    call mom
! todo：另有 1 項符合的事項在等其他事項完成（dep），已隱藏；加上 --blocked 就會顯示。
$ todo -x agenda @home
本週
  1 [ ] 2026-12-05 週六  5 天後  paint the walls @home due:2026-12-05 id:2
$ todo due
--
todo：逾期 0 項，今天到期 0 項，7 天內到期 0 項。
! todo：另有 1 項符合的事項在等其他事項完成（dep），已隱藏；加上 --blocked 就會顯示。
# remind still reminds of a waiting task that is due (ls leaves it out that day too).
$ TODO_TEST_TIME=1796472000 TODOTXT_NOTIFY_COMMAND= todo remind
1 paint the walls @home due:2026-12-05 id:2（今天）
$ todo dep ls 1
第 1 項的前置事項：
2 buy paint +reno p:2
3 tape the windows +reno p:2
$ todo dep ls 3
第 3 項的後續事項：
1 paint the walls @home due:2026-12-05 id:2
$ todo dep ls 4
todo：第 4 項沒有前置事項，也沒有後續事項。
$ todo show 1 | grep -v Tags
1 paint the walls @home due:2026-12-05 id:2
      狀態：未完成
      情境：@home
      標籤：id:2
  前置事項：2 buy paint +reno p:2、3 tape the windows +reno p:2
    到期日：2026-12-05（週六），5 天後
# Refused, nothing changed: a circle, itself, a done task, a wait that is not there.
$ todo dep 2 1
! todo：第 1 項已經（直接或間接）在等第 2 項，再讓第 2 項等它，兩項就會永遠互等；沒有任何變更。
[1]
$ todo dep 4 4
! todo：事項不能等待自己（第 4 項）；沒有任何變更。
[1]
$ todo dep rm 4 1
! todo：第 4 項沒有在等第 1 項；沒有任何變更。
[1]
$ todo dep 1
! 用法：todo dep [add] 編號 編號 | dep rm 編號 編號 | dep ls 編號
[1]
$ todo dep 1 2
todo：第 1 項已經在等第 2 項。
# An id two tasks share would make both wait: refused.
$ cp todo.txt saved.txt; printf '%s\n' 'twin id:2' >> todo.txt; todo dep 1 4
! todo：第 5 項與第 1 項的 id: 相同，它也會跟著等待，請先替其中一項換個 id；沒有任何變更。
[1]
$ cp saved.txt todo.txt
# Done one by one: the waiting task comes back when the last is done (archived, p: kept).
$ todo do 2 >/dev/null; todo ls @home
--
todo.txt：顯示 0 項，共 3 項
! todo：另有 1 項符合的事項在等其他事項完成（dep），已隱藏；加上 --blocked 就會顯示。
$ todo do 3 >/dev/null; todo ls @home
1 paint the walls @home due:2026-12-05 id:2
--
todo.txt：顯示 1 項，共 2 項
$ cat done.txt
x 2026-11-01 old task id:1 p:3
x 2026-11-30 buy paint +reno p:2
x 2026-11-30 tape the windows +reno p:2
# A new id is none done.txt holds either; rm takes the p: out, and the id: when no task
# names it any more; one revert step each.
$ todo dep 4 1
4 call mom id:4
1 paint the walls @home due:2026-12-05 id:2 p:4
todo：第 4 項現在要等第 1 項完成。
$ todo dep rm 4 1
4 call mom
1 paint the walls @home due:2026-12-05 id:2
todo：第 4 項不再等第 1 項。
$ todo revert >/dev/null; cat todo.txt
paint the walls @home due:2026-12-05 id:2 p:4


call mom id:4
