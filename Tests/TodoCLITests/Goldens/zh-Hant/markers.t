# Conflict markers of an unfinished git merge in todo.txt: listed with a warning, edits refused.
$ printf 'pay rent\n<<<<<<< ours\nx 2026-11-30 buy milk\n||||||| base\nbuy milk\n=======\nbuy milk and eggs\n>>>>>>> theirs\n' > todo.txt; cp todo.txt before
$ todo ls
2 <<<<<<< ours
6 =======
8 >>>>>>> theirs
5 buy milk
7 buy milk and eggs
1 pay rent
3 x 2026-11-30 buy milk
4 ||||||| base
--
todo.txt：顯示 8 項，共 8 項
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），這些事項的每個版本（包括共同祖先的版本）都會列出。合併完成前無法修改（請編輯檔案或執行 git mergetool，再 git add 並提交，rebase 時改執行 git rebase --continue；或執行 git merge --abort、git rebase --abort 放棄合併）。
$ printf "call mom +family\n" >> todo.txt; todo lsprj; cp todo.txt before
+family
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），這些事項的每個版本（包括共同祖先的版本）都會列出。合併完成前無法修改（請編輯檔案或執行 git mergetool，再 git add 並提交，rebase 時改執行 git rebase --continue；或執行 git merge --abort、git rebase --abort 放棄合併）。
$ todo do 2
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ todo add "new task"
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ todo pri 1 A
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ todo archive
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ cmp todo.txt before && ls
before
todo.txt
# edit and del refuse before the editor opens or the question is asked.
$ todo del 1 < /dev/null
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ VISUAL=false todo edit 1
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ VISUAL=false todo edit
! todo：$HOME/todo.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/todo.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ cmp todo.txt before
$ todo doctor | sed -n 3,4p
  共 9 行，其中 0 行空白；換行字元：LF
  未完成合併的衝突標記在這些行：2、4、6、8
# A lone ======= a user typed between tasks is no marker.
$ printf 'a\n=======\nb\n' > todo.txt; todo add c
4 c
todo.txt：已新增第 4 項。
# Markers in done.txt (both machines completed a task on other days): a command that would
# archive into it is refused, nothing changed; one that leaves done.txt alone runs.
$ printf 'pay rent\ncall mom\n' > todo.txt; printf 'x 2026-11-01 old\n<<<<<<< ours\nx 2026-11-30 a\n||||||| base\na\n=======\nx 2026-12-01 a\n>>>>>>> theirs\n' > done.txt; cp todo.txt before; cp done.txt done.before
$ todo do 1
! todo：$HOME/done.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/done.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
[1]
$ cmp todo.txt before && cmp done.txt done.before && todo archive
todo：todo.txt 中沒有已完成的事項。
$ todo -a do 2; cmp done.txt done.before && cat todo.txt
2 x 2026-11-30 call mom
todo：已將第 2 項標示為已完成。
pay rent
x 2026-11-30 call mom
$ todo archive; cmp done.txt done.before && cat todo.txt
pay rent
x 2026-11-30 call mom
! todo：$HOME/done.txt 還留著未完成合併的衝突標記（第 2、4、6、8 行），沒有做任何變更。請先完成合併：用編輯器在 <<<<<<< 與 >>>>>>> 之間保留每項正確的版本並刪掉標記行（或執行 git mergetool），再執行 git add $HOME/done.txt 並提交（rebase 時改執行 git rebase --continue）；要放棄這次合併，執行 git merge --abort（rebase 時為 git rebase --abort）。
