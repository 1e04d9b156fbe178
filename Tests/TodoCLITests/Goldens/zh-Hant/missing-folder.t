# A todo file in a folder that does not exist (a typo in TODO_FILE, a folder not mounted) is an error for a listing, as todo.sh's `_list` dies, never an empty list (issue 33, item 18).
$ TODO_FILE="$HOME/nope/todo.txt" todo ls
! todo：無法讀取 $HOME/nope/todo.txt（檔案或目錄不存在）。請確認檔案存在且有讀取權限。
[1]
$ TODO_FILE="$HOME/nope/todo.txt" todo lsa
! todo：無法讀取 $HOME/nope/todo.txt（檔案或目錄不存在）。請確認檔案存在且有讀取權限。
[1]
$ printf 'call mom\n' > todo.txt; todo ls
1 call mom
--
todo.txt：顯示 1 項，共 1 項
$ TODO_FILE="$HOME/nope/todo.txt" todo doctor 2>&1 | head -n 3
設定檔：無（使用預設值；TODO_DIR 是 $HOME）
todo.txt 檔案：$HOME/nope/todo.txt
  還不存在（第一次寫入時會建立）
