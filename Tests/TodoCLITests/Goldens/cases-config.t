# Shared cases 32, 33, 34, 36 and 37 end to end (issue 17), with the inputs of ../shared/cases.
# 32: archive, -A do, addto and report terminate an unterminated last line first.
$ printf 'x 2024-06-01 Water the plants\nCall the bank\nx 2024-06-02 2024-05-30 Pay rent +home\n' > t32; printf 'x 2024-05-01 2024-04-20 Old task one\nx 2024-05-02 Old task two' > d32; printf '2024-05-31T18:00:00 4 2' > r32
$ cp t32 todo.txt; cp d32 done.txt; todo -a archive >/dev/null; cat done.txt; echo ==; cat todo.txt
$ cp t32 todo.txt; : > done.txt; todo -a archive >/dev/null; cat done.txt
$ cp t32 todo.txt; rm done.txt; todo -a archive >/dev/null; cat done.txt
$ cp t32 todo.txt; cp d32 done.txt; todo -A do 2 >/dev/null; cat done.txt; echo ==; tr -d '\n' < todo.txt | wc -c
$ cp t32 todo.txt; cp d32 done.txt; todo -a addto done.txt "x 2024-06-03 Manual note" >/dev/null; cat done.txt
$ cp t32 todo.txt; cp d32 done.txt; cp r32 report.txt; todo -a report >/dev/null; cat report.txt
$ rm t32 d32 r32 todo.txt done.txt report.txt
# 33: deduplicate removes only byte-identical repeats; archive keeps every copy.
$ printf '%s\n' 'Buy milk @store' 'Call Alex' 'Buy milk @store' 'buy milk @store' 'Buy milk @store ' '' 'x 2024-01-02 Buy milk @store' 'Call Alex' '(A) Call Alex' 'Call  Alex' 'Buy milk @store' > t33; cp t33 todo.txt
$ todo -a deduplicate
$ todo -a deduplicate
$ cat -A todo.txt
$ todo -a ls
$ cp t33 todo.txt; todo -a -n deduplicate >/dev/null; cat -A todo.txt
$ printf 'x 2024-01-09 Water the plants\nx 2024-01-09 Water the plants\nFeed the cat\n' > todo.txt; printf 'x 2024-01-09 Water the plants\n' > done.txt; todo -a archive >/dev/null; cat done.txt; echo ==; cat todo.txt
$ rm t33 todo.txt done.txt
# 34: only (A)-(Z) and a space is a priority.
$ printf '%s\n' 'Water the plants' 'Call Alex' '(1) Numbered thing' '(AA) Two letters' '(a) lower case' '(Ä) umlaut' ' (B) leading space' '(C)no space' '(B) Real B' '（A） fullwidth parentheses' > todo.txt; cp todo.txt t34
$ for p in 1 AA Ä "(B)" - ""; do todo -a pri 1 "$p" >/dev/null 2>&1; echo "$p $?"; done; cmp t34 todo.txt && echo unchanged
$ todo -a pri 1 a; todo -a pri 2 b
$ todo -a lsp; todo -a lsp a
$ todo -a ls
$ for n in 3 5 6 7 8; do todo -a depri $n; echo $?; done
$ todo -a do 4; todo -a add "(c) Pick up parcel"
$ cat todo.txt
$ rm t34 todo.txt
# 36: a todo folder and a configuration path with spaces, brackets, quotes, & and a literal $HOME.
$ D="./My Tasks (Sóttar Skrár) it's & \$HOME"; mkdir -p "$D" "conf dir"; printf 'Call the bank\n' > "$D/todo.txt"; : > "$D/inbox.txt"
$ printf '%s\n' 'export TODO_DIR="./My Tasks (Sóttar Skrár) it'"'"'s & \$HOME"' 'export TODO_FILE="$TODO_DIR/todo.txt"' 'export DONE_FILE="$TODO_DIR/done.txt"' 'export REPORT_FILE="$TODO_DIR/report.txt"' > "conf dir/todo cfg"
$ todo -d "./conf dir/todo cfg" -p -a add "Water the plants @home"; todo -d "./conf dir/todo cfg" -p -a do 1; todo -d "./conf dir/todo cfg" -p -a archive
$ todo -d "./conf dir/todo cfg" -p -a addto inbox.txt "Idea"; todo -d "./conf dir/todo cfg" -p -a -f mv 1 inbox.txt
$ todo -d "./conf dir/todo cfg" -p -a lf; todo -d "./conf dir/todo cfg" -p -a lf inbox.txt
$ todo -d "./conf dir/todo cfg" -p -a report >/dev/null; echo $?; wc -l < "./My Tasks (Sóttar Skrár) it's & \$HOME/report.txt"
$ TODOTXT_CFG_FILE="./conf dir/todo cfg" todo -p ls @home; TODOTXT_CFG_FILE="./conf dir/todo cfg" todo -p lf inbox.txt
$ D="./My Tasks (Sóttar Skrár) it's & \$HOME"; cat -A "$D/todo.txt"; echo ==; cat "$D/done.txt"; echo ==; cat "$D/inbox.txt"
$ ls -A | LC_ALL=C sort
$ rm -r "conf dir" ./My*
# 37: tabs and runs of spaces are kept byte for byte, end tags, and are not normalised by filters.
$ printf 'Call mom @phone\tsoon +family\nBuy  two  things @store\n(B) Plan\t\ttrip  +travel\tnext week\nx 2024-01-02 Done  with  double  spaces\nPack   the   bags\n' > todo.txt
$ todo -a ls | cat -A; todo -a lsa | cat -A
$ todo -a listcon; todo -a listproj
$ todo -a ls @phone; todo -a ls +travel; todo -a ls "two  things"; todo -a ls "Pack the"
$ todo -a pri 1 A >/dev/null; todo -a append 2 "and  more" >/dev/null; todo -a do 3 >/dev/null; todo -a prepend 5 "Now" >/dev/null; todo -a add "$(printf 'Tab\tinside  add')" >/dev/null
$ printf '(A) Call mom @phone\tsoon +family\nBuy  two  things @store and  more\nx %s Plan\t\ttrip  +travel\tnext week\nx 2024-01-02 Done  with  double  spaces\nNow Pack   the   bags\nTab\tinside  add\n' 2026-11-30 | cmp - todo.txt && echo same
