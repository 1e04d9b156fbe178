# Shared cases 32, 33, 34, 36 and 37 end to end (issue 17), with the inputs of ../shared/cases.
# 32: archive, -A do, addto and report terminate an unterminated last line first.
$ printf 'x 2024-06-01 Water the plants\nCall the bank\nx 2024-06-02 2024-05-30 Pay rent +home\n' > t32; printf 'x 2024-05-01 2024-04-20 Old task one\nx 2024-05-02 Old task two' > d32; printf '2024-05-31T18:00:00 4 2' > r32
$ cp t32 todo.txt; cp d32 done.txt; todo -a archive >/dev/null; cat done.txt; echo ==; cat todo.txt
x 2024-05-01 2024-04-20 Old task one
x 2024-05-02 Old task two
x 2024-06-01 Water the plants
x 2024-06-02 2024-05-30 Pay rent +home
==
Call the bank
$ cp t32 todo.txt; : > done.txt; todo -a archive >/dev/null; cat done.txt
x 2024-06-01 Water the plants
x 2024-06-02 2024-05-30 Pay rent +home
$ cp t32 todo.txt; rm done.txt; todo -a archive >/dev/null; cat done.txt
x 2024-06-01 Water the plants
x 2024-06-02 2024-05-30 Pay rent +home
$ cp t32 todo.txt; cp d32 done.txt; todo -A do 2 >/dev/null; cat done.txt; echo ==; tr -d '\n' < todo.txt | wc -c
x 2024-05-01 2024-04-20 Old task one
x 2024-05-02 Old task two
x 2024-06-01 Water the plants
x 2026-11-30 Call the bank
x 2024-06-02 2024-05-30 Pay rent +home
==
0
$ cp t32 todo.txt; cp d32 done.txt; todo -a addto done.txt "x 2024-06-03 Manual note" >/dev/null; cat done.txt
x 2024-05-01 2024-04-20 Old task one
x 2024-05-02 Old task two
x 2024-06-03 Manual note
$ cp t32 todo.txt; cp d32 done.txt; cp r32 report.txt; todo -a report >/dev/null; cat report.txt
2024-05-31T18:00:00 4 2
2026-11-30T12:00:00 1 4
$ rm t32 d32 r32 todo.txt done.txt report.txt
# 33: deduplicate removes only byte-identical repeats; archive keeps every copy.
$ printf '%s\n' 'Buy milk @store' 'Call Alex' 'Buy milk @store' 'buy milk @store' 'Buy milk @store ' '' 'x 2024-01-02 Buy milk @store' 'Call Alex' '(A) Call Alex' 'Call  Alex' 'Buy milk @store' > t33; cp t33 todo.txt
$ todo -a deduplicate
TODO: 3 duplicate task(s) removed
$ todo -a deduplicate
! TODO: No duplicate tasks found
[1]
$ cat -A todo.txt
Buy milk @store$
Call Alex$
$
buy milk @store$
Buy milk @store $
$
x 2024-01-02 Buy milk @store$
$
(A) Call Alex$
Call  Alex$
$
$ todo -a ls
09 (A) Call Alex
01 Buy milk @store
04 buy milk @store
05 Buy milk @store 
10 Call  Alex
02 Call Alex
07 x 2024-01-02 Buy milk @store
--
TODO: 7 of 7 tasks shown
$ cp t33 todo.txt; todo -a -n deduplicate >/dev/null; cat -A todo.txt
Buy milk @store$
Call Alex$
buy milk @store$
Buy milk @store $
$
x 2024-01-02 Buy milk @store$
(A) Call Alex$
Call  Alex$
$ printf 'x 2024-01-09 Water the plants\nx 2024-01-09 Water the plants\nFeed the cat\n' > todo.txt; printf 'x 2024-01-09 Water the plants\n' > done.txt; todo -a archive >/dev/null; cat done.txt; echo ==; cat todo.txt
x 2024-01-09 Water the plants
x 2024-01-09 Water the plants
x 2024-01-09 Water the plants
==
Feed the cat
$ rm t33 todo.txt done.txt
# 34: only (A)-(Z) and a space is a priority.
$ printf '%s\n' 'Water the plants' 'Call Alex' '(1) Numbered thing' '(AA) Two letters' '(a) lower case' '(Ä) umlaut' ' (B) leading space' '(C)no space' '(B) Real B' '（A） fullwidth parentheses' > todo.txt; cp todo.txt t34
$ for p in 1 AA Ä "(B)" - ""; do todo -a pri 1 "$p" >/dev/null 2>&1; echo "$p $?"; done; cmp t34 todo.txt && echo unchanged
1 1
AA 1
Ä 1
(B) 1
- 1
 1
unchanged
$ todo -a pri 1 a; todo -a pri 2 b
1 (A) Water the plants
TODO: 1 prioritized (A).
2 (B) Call Alex
TODO: 2 prioritized (B).
$ todo -a lsp; todo -a lsp a
01 (A) Water the plants
02 (B) Call Alex
09 (B) Real B
--
TODO: 3 of 10 tasks shown
01 (A) Water the plants
--
TODO: 1 of 10 tasks shown
$ todo -a ls
01 (A) Water the plants
02 (B) Call Alex
09 (B) Real B
07  (B) leading space
03 (1) Numbered thing
05 (a) lower case
04 (AA) Two letters
08 (C)no space
06 (Ä) umlaut
10 （A） fullwidth parentheses
--
TODO: 10 of 10 tasks shown
$ for n in 3 5 6 7 8; do todo -a depri $n; echo $?; done
1
1
1
1
1
! TODO: 3 is not prioritized.
! TODO: 5 is not prioritized.
! TODO: 6 is not prioritized.
! TODO: 7 is not prioritized.
! TODO: 8 is not prioritized.
$ todo -a do 4; todo -a add "(c) Pick up parcel"
4 x 2026-11-30 (AA) Two letters
TODO: 4 marked as done.
11 (C) Pick up parcel
TODO: 11 added.
$ cat todo.txt
(A) Water the plants
(B) Call Alex
(1) Numbered thing
x 2026-11-30 (AA) Two letters
(a) lower case
(Ä) umlaut
 (B) leading space
(C)no space
(B) Real B
（A） fullwidth parentheses
(C) Pick up parcel
$ rm t34 todo.txt
# 36: a todo folder and a configuration path with spaces, brackets, quotes, & and a literal $HOME.
$ D="./My Tasks (Sóttar Skrár) it's & \$HOME"; mkdir -p "$D" "conf dir"; printf 'Call the bank\n' > "$D/todo.txt"; : > "$D/inbox.txt"
$ printf '%s\n' 'export TODO_DIR="./My Tasks (Sóttar Skrár) it'"'"'s & \$HOME"' 'export TODO_FILE="$TODO_DIR/todo.txt"' 'export DONE_FILE="$TODO_DIR/done.txt"' 'export REPORT_FILE="$TODO_DIR/report.txt"' > "conf dir/todo cfg"
$ todo -d "./conf dir/todo cfg" -p -a add "Water the plants @home"; todo -d "./conf dir/todo cfg" -p -a do 1; todo -d "./conf dir/todo cfg" -p -a archive
2 Water the plants @home
TODO: 2 added.
1 x 2026-11-30 Call the bank
TODO: 1 marked as done.
x 2026-11-30 Call the bank
TODO: ./My Tasks (Sóttar Skrár) it's & $HOME/todo.txt archived.
$ todo -d "./conf dir/todo cfg" -p -a addto inbox.txt "Idea"; todo -d "./conf dir/todo cfg" -p -a -f mv 1 inbox.txt
1 Idea
INBOX: 1 added.
1 Water the plants @home
TODO: 1 moved to 2 in INBOX.
$ todo -d "./conf dir/todo cfg" -p -a lf; todo -d "./conf dir/todo cfg" -p -a lf inbox.txt
Files in the todo.txt directory:
done.txt
inbox.txt
todo.txt
1 Idea
2 Water the plants @home
--
INBOX: 2 of 2 tasks shown
$ todo -d "./conf dir/todo cfg" -p -a report >/dev/null; echo $?; wc -l < "./My Tasks (Sóttar Skrár) it's & \$HOME/report.txt"
0
1
$ TODOTXT_CFG_FILE="./conf dir/todo cfg" todo -p ls @home; TODOTXT_CFG_FILE="./conf dir/todo cfg" todo -p lf inbox.txt
--
TODO: 0 of 0 tasks shown
1 Idea
2 Water the plants @home
--
INBOX: 2 of 2 tasks shown
$ D="./My Tasks (Sóttar Skrár) it's & \$HOME"; cat -A "$D/todo.txt"; echo ==; cat "$D/done.txt"; echo ==; cat "$D/inbox.txt"
==
x 2026-11-30 Call the bank
==
Idea
Water the plants @home
$ ls -A | LC_ALL=C sort
.local
.todo-sync
My Tasks (Sóttar Skrár) it's & $HOME
conf dir
$ rm -r "conf dir" ./My*
# 37: tabs and runs of spaces are kept byte for byte, end tags, and are not normalised by filters.
$ printf 'Call mom @phone\tsoon +family\nBuy  two  things @store\n(B) Plan\t\ttrip  +travel\tnext week\nx 2024-01-02 Done  with  double  spaces\nPack   the   bags\n' > todo.txt
$ todo -a ls | cat -A; todo -a lsa | cat -A
3 (B) Plan^I^Itrip  +travel^Inext week$
2 Buy  two  things @store$
1 Call mom @phone^Isoon +family$
5 Pack   the   bags$
4 x 2024-01-02 Done  with  double  spaces$
--$
TODO: 5 of 5 tasks shown$
3 (B) Plan^I^Itrip  +travel^Inext week$
2 Buy  two  things @store$
1 Call mom @phone^Isoon +family$
5 Pack   the   bags$
4 x 2024-01-02 Done  with  double  spaces$
--$
TODO: 5 of 5 tasks shown$
DONE: 0 of 0 tasks shown$
total 5 of 5 tasks shown$
$ todo -a listcon; todo -a listproj
@phone
@store
+family
+travel
$ todo -a ls @phone; todo -a ls +travel; todo -a ls "two  things"; todo -a ls "Pack the"
1 Call mom @phone	soon +family
--
TODO: 1 of 5 tasks shown
3 (B) Plan		trip  +travel	next week
--
TODO: 1 of 5 tasks shown
2 Buy  two  things @store
--
TODO: 1 of 5 tasks shown
--
TODO: 0 of 5 tasks shown
$ todo -a pri 1 A >/dev/null; todo -a append 2 "and  more" >/dev/null; todo -a do 3 >/dev/null; todo -a prepend 5 "Now" >/dev/null; todo -a add "$(printf 'Tab\tinside  add')" >/dev/null
$ printf '(A) Call mom @phone\tsoon +family\nBuy  two  things @store and  more\nx %s Plan\t\ttrip  +travel\tnext week\nx 2024-01-02 Done  with  double  spaces\nNow Pack   the   bags\nTab\tinside  add\n' 2026-11-30 | cmp - todo.txt && echo same
same
