# A synced or shared todo folder: a link someone else put in it must not send todo's reads or
# writes out of it. The folder here is sync/todo; victim/ stands for the rest of your files.
$ mkdir -p sync/todo victim; printf 'secret\n' > victim/bashrc; printf 'task one\n' > sync/todo/todo.txt
$ ln -s ../../victim/bashrc sync/todo/done.txt; printf 'export TODO_DIR=$HOME/sync/todo\n' > .todo.cfg
$ todo do 1
! todo：$HOME/sync/todo/done.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ cat victim/bashrc sync/todo/todo.txt
secret
task one
# Every command refuses (an add-on gets the same files), but doctor lists such links.
$ todo ls
! todo：$HOME/sync/todo/done.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ todo doctor | grep -e 'Links out' -e '連結'
  是指向 $HOME/victim/bashrc 的連結
指向 todo 資料夾外的連結：$HOME/sync/todo/done.txt -> $HOME/victim/bashrc（已拒絕；可以用 TODOTXT_ALLOW_LINKS 允許）
# A link whose target does not exist yet is judged by where it points: nothing is created there.
$ rm sync/todo/done.txt; ln -s ../../victim/new.txt sync/todo/report.txt; todo report; ls victim
bashrc
! todo：$HOME/sync/todo/report.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/new.txt；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/new.txt。
# Once allowed (a file or a folder, colon-separated; in the environment or todo.cfg), it is followed.
$ rm sync/todo/report.txt; ln -s ../../victim/bashrc sync/todo/done.txt
$ TODOTXT_ALLOW_LINKS=/nowhere:$HOME/victim todo do 1 >/dev/null; cat victim/bashrc
secret
x 2026-11-30 task one
$ printf 'export TODO_DIR=$HOME/sync/todo TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc\n' > allow.cfg; todo -d allow.cfg doctor | grep 'Links out'
[1]
# A file named for mv, addto or listfile is checked the same way.
$ printf 'two\n' > sync/todo/todo.txt; ln -s ../../victim/bashrc sync/todo/evil.txt
$ todo -a addto evil.txt hi
! todo：$HOME/sync/todo/done.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ rm sync/todo/done.txt; todo addto evil.txt hi
! todo：$HOME/sync/todo/evil.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ todo lf evil.txt
! todo：$HOME/sync/todo/evil.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ todo -f mv 1 evil.txt
! todo：$HOME/sync/todo/evil.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ printf "kept\n" > sync/todo/other.txt; todo -f mv 1 other.txt evil.txt
! todo：$HOME/sync/todo/evil.txt 是連結，指向 todo 資料夾 $HOME/sync/todo 之外的 $HOME/victim/bashrc；共用這個資料夾的人都可能放入這種連結，所以 todo 不會使用它指向的檔案。若要允許，請在環境變數或 todo.cfg 中設定 TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc。
[1]
$ cat victim/bashrc sync/todo/todo.txt
secret
x 2026-11-30 task one
two
# A link that stays inside the folder is fine.
$ ln -s todo.txt sync/todo/inside.txt; todo lf inside.txt
1 two
--
inside.txt：顯示 1 項，共 1 項
# A path you configured yourself is followed wherever it leads.
$ printf 'mine\n' > victim/mine.txt; ln -s ../../victim/mine.txt sync/todo/mine.txt
$ TODO_FILE=$HOME/sync/todo/mine.txt todo add more; cat victim/mine.txt
2 more
mine.txt：已新增第 2 項。
mine
more
# TODO_DIR is yours too: the README's ~/todo.txt -> ~/Dropbox/todo/todo.txt with TODO_DIR=$HOME.
$ rm .todo.cfg; mkdir -p Dropbox/todo; printf 'x\n' > Dropbox/todo/todo.txt; ln -s Dropbox/todo/todo.txt todo.txt
$ todo add hello; cat Dropbox/todo/todo.txt; test -L todo.txt && echo still a link
2 hello
todo.txt：已新增第 2 項。
x
hello
still a link
