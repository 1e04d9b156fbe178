# Done tasks you can see (issue 15). On a pipe, lsa is todo.sh's one list and -c colours a done
# line in todo.sh's light grey.
$ printf '%s\n' '(A) call mom' 'x 2026-11-30 paid rent' 'buy milk' > todo.txt
$ printf '%s\n' 'x 2026-11-29 filed taxes' > done.txt
$ todo lsa
1 (A) call mom
3 buy milk
0 x 2026-11-29 filed taxes
2 x 2026-11-30 paid rent
--
todo.txt：顯示 3 項，共 3 項
done.txt：顯示 1 項，共 1 項
總計：顯示 4 項，共 4 項
$ todo -c ls paid | sed 's/\x1b/^[/g'
^[[0;37m2 x 2026-11-30 paid rent^[[0m
--
todo.txt：顯示 1 項，共 3 項
# On a terminal (script gives todo one), done lines are dim and struck through, and lsa lists
# the open tasks first, then the done ones under a heading.
$ script -qec 'stty -onlcr; todo lsa' /dev/null | sed 's/\x1b/^[/g'
^[[1;33m1 (A) call mom^[[0m
3 buy milk
已完成：
^[[2;9m0 x 2026-11-29 filed taxes^[[0m
^[[2;9m2 x 2026-11-30 paid rent^[[0m
--
todo.txt：顯示 3 項，共 3 項
done.txt：顯示 1 項，共 1 項
總計：顯示 4 項，共 4 項
$ script -qec 'stty -onlcr; todo lsa milk' /dev/null | sed 's/\x1b/^[/g'
3 buy milk
--
todo.txt：顯示 1 項，共 3 項
done.txt：顯示 0 項，共 1 項
總計：顯示 1 項，共 4 項
# COLOR_DONE set to anything else is used as it is; -p turns colour off.
$ printf '%s\n' 'export TODO_DIR=.' 'export COLOR_DONE=$BLUE' > blue.cfg
$ script -qec 'stty -onlcr; todo -d blue.cfg ls paid' /dev/null | sed 's/\x1b/^[/g' | head -n 1
^[[0;34m2 x 2026-11-30 paid rent^[[0m
$ script -qec 'stty -onlcr; todo -p ls paid' /dev/null | sed 's/\x1b/^[/g' | head -n 1
2 x 2026-11-30 paid rent
# agenda --done adds today's completed tasks as [x] rows; overdue rows are red on a terminal.
$ printf '%s\n' 'report +work due:2026-11-27' 'call mom due:2026-11-30' 'x 2026-11-30 paid rent due:2026-11-30' 'x 2026-11-29 yesterday' > todo.txt
$ printf '%s\n' 'x 2026-11-30 filed taxes +work' 'x 2026-11-20 old' > done.txt
$ todo agenda --done
逾期
  1 [ ] 2026-11-27 週五  逾期 3 天  report +work due:2026-11-27

今天
  2 [ ] 2026-11-30 週一  今天       call mom due:2026-11-30

今天完成
  3 [x]                             paid rent due:2026-11-30
  0 [x]                             filed taxes +work
$ script -qec 'stty -onlcr; todo agenda --done +work' /dev/null | sed 's/\x1b/^[/g'
逾期
^[[0;31m  1 [ ] 2026-11-27 週五  逾期 3 天  report +work due:2026-11-27^[[0m

今天完成
^[[2;9m  0 [x]                             filed taxes +work^[[0m
