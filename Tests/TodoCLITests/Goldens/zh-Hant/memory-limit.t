# A file too large for the memory the process may use (ulimit -v) is refused before it is read,
# with one line and status 1, never a runtime trap; the file is unchanged.
$ seq -f 'task %g +home @phone' 1 300000 > todo.txt; cksum < todo.txt
3241928919 7388895
$ (ulimit -v 40000; todo ls); echo "status $?"
status 1
! todo：$HOME/todo.txt 太大，無法在目前允許的記憶體（ulimit -v 39 MiB）內讀取，沒有做任何變更。請提高限制或縮小檔案。
$ (ulimit -v 40000; todo do 3); echo "status $?"; cksum < todo.txt
status 1
3241928919 7388895
! todo：$HOME/todo.txt 太大，無法在目前允許的記憶體（ulimit -v 39 MiB）內讀取，沒有做任何變更。請提高限制或縮小檔案。
