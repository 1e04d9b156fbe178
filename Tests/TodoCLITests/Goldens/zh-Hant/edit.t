$ printf '%s\n' '(A) 2026-11-01 call mom +family' 'water plants' 'x 2026-11-29 filed taxes' 'Research' 'Plan trip' > todo.txt
# pri / p: set, change, same (error), several pairs, lowercase letter.
$ todo pri 2 b
2 (B) water plants
todo：已將第 2 項的優先順序設為 B。
$ todo p 2 C
2 (C) water plants
todo：第 2 項的優先順序已從 B 改為 C。
$ todo pri 2 c
2 (C) water plants
! todo：第 2 項的優先順序已經是 C。
[1]
$ todo pri 1 A 2 D
1 (A) 2026-11-01 call mom +family
2 (D) water plants
todo：第 2 項的優先順序已從 C 改為 D。
! todo：第 1 項的優先順序已經是 A。
[1]
$ todo pri 2
! 用法：todo pri 編號 優先順序 [編號 優先順序 ...]
! 注意：優先順序必須是 A 到 Z 的字母。
[1]
$ todo pri 2 AA
! 用法：todo pri 編號 優先順序 [編號 優先順序 ...]
! 注意：優先順序必須是 A 到 Z 的字母。
[1]
$ todo pri x A
! 用法：todo pri 編號 優先順序 [編號 優先順序 ...]
! 注意：優先順序必須是 A 到 Z 的字母。
[1]
$ todo pri 9 A
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo pri 3 A
! todo：第 3 項已標示為已完成。請先用 undo 標示為未完成，再設定優先順序。
[1]
# depri / dp with several numbers.
$ todo depri 1 2
1 2026-11-01 call mom +family
todo：已移除第 1 項的優先順序。
2 water plants
todo：已移除第 2 項的優先順序。
$ todo dp 1
! todo：第 1 項沒有設定優先順序。
[1]
$ todo pri 1 A 2 B
1 (A) 2026-11-01 call mom +family
todo：已將第 1 項的優先順序設為 A。
2 (B) water plants
todo：已將第 2 項的優先順序設為 B。
$ todo dp 1,2
1 2026-11-01 call mom +family
todo：已移除第 1 項的優先順序。
2 water plants
todo：已移除第 2 項的優先順序。
# append / app: a leading , . : ; joins without a space.
$ todo append 4 '& development'
4 Research & development
$ todo app 4 ", quickly"
4 Research & development, quickly
$ todo append 4
! 用法：todo append 編號 "要附加的文字"
[1]
# prepend / prep goes after priority and creation date.
$ todo pri 4 B
4 (B) Research & development, quickly
todo：已將第 4 項的優先順序設為 B。
$ todo prepend 4 '[draft]'
4 (B) [draft] Research & development, quickly
$ todo prep 1 urgent:
1 2026-11-01 urgent: call mom +family
# replace keeps priority and creation date unless the new text has its own.
$ todo replace 5 'Plan trip a|b \1 c/d & e $HOME'
5 Plan trip
todo：已將待辦事項取代為：
5 Plan trip a|b \1 c/d & e $HOME
$ todo replace 1 'call dad'
1 2026-11-01 urgent: call mom +family
todo：已將待辦事項取代為：
1 2026-11-01 call dad
$ todo replace 1 '(C) call dad'
1 2026-11-01 call dad
todo：已將待辦事項取代為：
1 (C) 2026-11-01 call dad
$ todo replace 1 '2026-01-02 call dad again'
1 (C) 2026-11-01 call dad
todo：已將待辦事項取代為：
1 (C) 2026-01-02 call dad again
$ todo replace 9 text
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo replace 3 'not done anymore'
3 x 2026-11-29 filed taxes
todo：已將待辦事項取代為：
3 not done anymore
$ cat todo.txt
(C) 2026-01-02 call dad again
water plants
not done anymore
(B) [draft] Research & development, quickly
Plan trip a|b \1 c/d & e $HOME
