$ printf '%s\n' 'one' 'two' > todo.txt
$ printf 'garden task' > garden.txt
$ todo addto garden.txt "plant tulips"
2 plant tulips
garden.txt：已新增第 2 項。
$ cat garden.txt
garden task
plant tulips
$ todo -f mv 1 garden.txt
1 one
todo.txt：第 1 項已移到 garden.txt，現在是第 3 項。
$ cat todo.txt garden.txt

two
garden task
plant tulips
one
$ echo n | todo mv 2 garden.txt

! todo：沒有移動任何待辦事項。
[1]
$ todo -f move 2 garden.txt nope.txt
! todo：來源檔案 $HOME/nope.txt 不存在。請檢查檔名是否正確。
[1]
$ todo -f mv 3 todo.txt garden.txt
3 one
garden.txt：第 3 項已移到 todo.txt，現在是第 3 項。
$ todo listfile
todo.txt 所在目錄中的檔案：
garden.txt
todo.txt
$ todo lf garden
1 garden task
2 plant tulips
--
garden.txt：顯示 2 項，共 2 項
$ todo lf garden.txt plant
2 plant tulips
--
garden.txt：顯示 1 項，共 2 項
$ todo lf ./todo.txt
3 one
2 two
--
todo.txt：顯示 2 項，共 2 項
# Moving out of another file names that file first, as todo.sh does.
$ printf 'x 2026-11-30 water plants\n' > done.txt
$ todo -f move 1 todo.txt done.txt
1 x 2026-11-30 water plants
done.txt：第 1 項已移到 todo.txt，現在是第 4 項。
