# doctor: what todo uses and what looks wrong in the files; always exit 0.
$ printf 'a\r\nb due:2026-02-30\n\nbad \xff\nc due: t:tomorrow\n' > todo.txt
$ touch "todo (Alice's conflicted copy 2026-11-30).txt" todo.sync-conflict-20261130-120000-ABCDEF7.txt "done (conflicted copy 2026-11-30 120000).txt"
# (The string tables' folder depends on where the package is; not shown.)
$ todo doctor | grep -v -e 'String tables' -e '字串表'
設定檔：無（使用預設值；TODO_DIR 是 $HOME）
todo.txt 檔案：$HOME/todo.txt
  共 5 行，其中 1 行空白；換行字元：混用（LF 4 行、CRLF 1 行）
  不是有效的 UTF-8：第 4 行（原本的位元組會完整保留）
  不是有效的日期：第 2 行（due:2026-02-30）、第 5 行（t:tomorrow）、第 5 行（due:）
  寫入偵測：用讀取租約（lease）得知其他程式是否以寫入模式開著 $HOME/todo.txt；會寫入的指令會等它寫完
done.txt 檔案：$HOME/done.txt
  還不存在（第一次寫入時會建立）
在 $HOME/todo.txt 裡尚未完成、在 $HOME/done.txt 裡卻已完成的事項：無
$HOME/done.txt 裡內容相同的行：無
語言：繁體中文（zh-Hant，由 LANG 決定）
色彩：關閉（標準輸出不是終端機）
todo 檔案旁的衝突副本：$HOME/done (conflicted copy 2026-11-30 120000).txt、$HOME/todo (Alice's conflicted copy 2026-11-30).txt、$HOME/todo.sync-conflict-20261130-120000-ABCDEF7.txt
指向 todo 資料夾外的連結：無
擴充動作目錄：$HOME/.todo/actions
$ ln -s todo.txt link.txt; TODO_FILE=$HOME/link.txt todo doctor | head -n 3
設定檔：無（使用預設值；TODO_DIR 是 $HOME）
link.txt 檔案：$HOME/link.txt
  是指向 $HOME/todo.txt 的連結
$ mkdir cfg; printf 'export TODO_DIR=%s\n' "$HOME/cfg" > cfg/todo.cfg; todo -d cfg/todo.cfg -c doctor | grep -e 'Configuration' -e 'Colour' -e '設定檔' -e '顏色'
設定檔：cfg/todo.cfg
# Every other command mentions conflict copies once, on standard error.
$ todo ls todo
--
todo.txt：顯示 0 項，共 4 項
! todo：同步軟體在 todo 檔案旁留下了衝突副本：$HOME/done (conflicted copy 2026-11-30 120000).txt、$HOME/todo (Alice's conflicted copy 2026-11-30).txt、$HOME/todo.sync-conflict-20261130-120000-ABCDEF7.txt。執行 todo merge-conflicts 可以把它們合併回去。
$ touch done.sync-conflict-20261130-130000-XYZ2345.txt; todo add "new" | tail -n 1
todo.txt：已新增第 6 項。
! todo：同步軟體在 todo 檔案旁留下了衝突副本：$HOME/done (conflicted copy 2026-11-30 120000).txt、$HOME/done.sync-conflict-20261130-130000-XYZ2345.txt、$HOME/todo (Alice's conflicted copy 2026-11-30).txt、$HOME/todo.sync-conflict-20261130-120000-ABCDEF7.txt。執行 todo merge-conflicts 可以把它們合併回去。
# Tasks in two places (an editor, a sync client or a merge can leave them): open in todo.txt
# and done in done.txt (same words and creation date), or a line twice in done.txt.
$ printf '(A) call mom\nbuy milk\n2026-11-01 water plants\n' > todo.txt; printf 'x 2026-11-29 call mom pri:A\nx 2026-11-30 2026-11-02 water plants\nx 2026-11-29 call mom pri:A\n' > done.txt
$ todo doctor | grep -e 'open in' -e 'twice' -e '尚未完成' -e '相同的行'
在 $HOME/todo.txt 裡尚未完成、在 $HOME/done.txt 裡卻已完成的事項：第 1 行（已完成：第 1、3 行）
$HOME/done.txt 裡內容相同的行：第 1、3 行
