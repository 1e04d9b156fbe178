$ printf '%s\n' '(A) 2026-11-01 call mom +family' 'water plants' 'x 2026-11-29 filed taxes' 'Research' 'Plan trip' > todo.txt
# pri / p: set, change, same (error), several pairs, lowercase letter.
$ todo pri 2 b
2 (B) water plants
TODO: 2 prioritized (B).
$ todo p 2 C
2 (C) water plants
TODO: 2 re-prioritized from (B) to (C).
$ todo pri 2 c
2 (C) water plants
! TODO: 2 already prioritized (C).
[1]
$ todo pri 1 A 2 D
1 (A) 2026-11-01 call mom +family
2 (D) water plants
TODO: 2 re-prioritized from (C) to (D).
! TODO: 1 already prioritized (A).
[1]
$ todo pri 2
! usage: todo pri NR PRIORITY [NR PRIORITY ...]
! note: PRIORITY must be anywhere from A to Z.
[1]
$ todo pri 2 AA
! usage: todo pri NR PRIORITY [NR PRIORITY ...]
! note: PRIORITY must be anywhere from A to Z.
[1]
$ todo pri x A
! usage: todo pri NR PRIORITY [NR PRIORITY ...]
! note: PRIORITY must be anywhere from A to Z.
[1]
$ todo pri 9 A
! TODO: No task 9.
[1]
$ todo pri 3 A
! TODO: 3 is marked done; run undo first to give it a priority.
[1]
# depri / dp with several numbers.
$ todo depri 1 2
1 2026-11-01 call mom +family
TODO: 1 deprioritized.
2 water plants
TODO: 2 deprioritized.
$ todo dp 1
! TODO: 1 is not prioritized.
[1]
$ todo pri 1 A 2 B
1 (A) 2026-11-01 call mom +family
TODO: 1 prioritized (A).
2 (B) water plants
TODO: 2 prioritized (B).
$ todo dp 1,2
1 2026-11-01 call mom +family
TODO: 1 deprioritized.
2 water plants
TODO: 2 deprioritized.
# append / app: a leading , . : ; joins without a space.
$ todo append 4 '& development'
4 Research & development
$ todo app 4 ", quickly"
4 Research & development, quickly
$ todo append 4
! usage: todo append NR "TEXT TO APPEND"
[1]
# prepend / prep goes after priority and creation date.
$ todo pri 4 B
4 (B) Research & development, quickly
TODO: 4 prioritized (B).
$ todo prepend 4 '[draft]'
4 (B) [draft] Research & development, quickly
$ todo prep 1 urgent:
1 2026-11-01 urgent: call mom +family
# replace keeps priority and creation date unless the new text has its own.
$ todo replace 5 'Plan trip a|b \1 c/d & e $HOME'
5 Plan trip
TODO: Replaced task with:
5 Plan trip a|b \1 c/d & e $HOME
$ todo replace 1 'call dad'
1 2026-11-01 urgent: call mom +family
TODO: Replaced task with:
1 2026-11-01 call dad
$ todo replace 1 '(C) call dad'
1 2026-11-01 call dad
TODO: Replaced task with:
1 (C) 2026-11-01 call dad
$ todo replace 1 '2026-01-02 call dad again'
1 (C) 2026-11-01 call dad
TODO: Replaced task with:
1 (C) 2026-01-02 call dad again
$ todo replace 9 text
! TODO: No task 9.
[1]
$ todo replace 3 'not done anymore'
3 x 2026-11-29 filed taxes
TODO: Replaced task with:
3 not done anymore
$ cat todo.txt
(C) 2026-01-02 call dad again
water plants
not done anymore
(B) [draft] Research & development, quickly
Plan trip a|b \1 c/d & e $HOME
