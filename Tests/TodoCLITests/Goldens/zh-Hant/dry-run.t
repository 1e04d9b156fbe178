# --dry-run (issue 34, item 5): a global option before the action; a built-in action that
# edits the todo files shows its change as a unified diff of each file (diff -u, labelled for
# patch -p1 in the todo folder) and writes nothing: no file, no history, no lock, no note
# moved. The exit status is the command's own.
$ printf '%s\n' '(A) call mom' 'buy milk +home' 'pay rent due:2026-12-01' > todo.txt; ls -A
todo.txt
$ todo --dry-run do 2
--- a/todo.txt
+++ b/todo.txt
@@ -1,3 +1,3 @@
 (A) call mom
-buy milk +home
+
 pay rent due:2026-12-01
--- /dev/null
+++ b/done.txt
@@ -0,0 +1 @@
+x 2026-11-30 buy milk +home
! todo：這是試跑，沒有寫入任何內容。
$ ls -A; cat todo.txt
todo.txt
(A) call mom
buy milk +home
pay rent due:2026-12-01
$ todo --dry-run add "book dentist due:fri"
--- a/todo.txt
+++ b/todo.txt
@@ -1,3 +1,4 @@
 (A) call mom
 buy milk +home
 pay rent due:2026-12-01
+book dentist due:2026-12-04
! todo：「due:fri」會存為 2026-12-04（週五）。
! todo：這是試跑，沒有寫入任何內容。
$ todo --dry-run -a pri 3 B | patch -p1 --quiet; cat todo.txt
(A) call mom
buy milk +home
(B) pay rent due:2026-12-01
! todo：這是試跑，沒有寫入任何內容。
# A todo folder that is not there yet is not made either.
$ TODO_DIR=$PWD/fresh todo --dry-run add hello; test -e fresh || echo "no folder"
--- /dev/null
+++ b/todo.txt
@@ -0,0 +1 @@
+hello
no folder
! todo：這是試跑，沒有寫入任何內容。
# The command's own errors and exit status; nothing to show.
$ todo --dry-run do 9
! todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。
[1]
$ todo --dry-run deduplicate
! todo：沒有相同的事項。
[1]
# A listing under --dry-run is just the listing.
$ todo --dry-run ls +home
2 buy milk +home
--
todo.txt：顯示 1 項，共 3 項
# Done for real, archived; undo would take the line out of done.txt again.
$ todo do 2 >/dev/null; todo --dry-run undo 2
--- a/todo.txt
+++ b/todo.txt
@@ -1,3 +1,3 @@
 (A) call mom
-
+buy milk +home
 (B) pay rent due:2026-12-01
--- a/done.txt
+++ b/done.txt
@@ -1 +0,0 @@
-x 2026-11-30 buy milk +home
! todo：這是試跑，沒有寫入任何內容。
$ cat done.txt
x 2026-11-30 buy milk +home
$ touch later.txt; todo --dry-run mv 1 later.txt
--- a/todo.txt
+++ b/todo.txt
@@ -1,3 +1,3 @@
-(A) call mom
+
 
 (B) pay rent due:2026-12-01
--- a/later.txt
+++ b/later.txt
@@ -0,0 +1 @@
+(A) call mom
! todo：這是試跑，沒有寫入任何內容。
$ todo --dry-run archive
--- a/todo.txt
+++ b/todo.txt
@@ -1,3 +1,2 @@
 (A) call mom
-
 (B) pay rent due:2026-12-01
! todo：這是試跑，沒有寫入任何內容。
# After the action, --dry-run is no option of it: refused, nothing done (archive would have
# archived, add would have added the word).
$ todo archive --dry-run
! todo：--dry-run 要寫在動作前面，例如 todo --dry-run archive ...；沒有執行任何動作。
[1]
$ todo add buy eggs --dry-run
! todo：--dry-run 要寫在動作前面，例如 todo --dry-run add ...；沒有執行任何動作。
[1]
# Refused, nothing run: editor sessions, revert, merge-conflicts, remind, install, help (it
# runs add-ons for their usage), add-ons.
$ todo --dry-run help
! todo：--dry-run 只適用於修改待辦檔案的內建動作（add、do、pri、archive 等），不適用於「help」；沒有執行任何動作。
[1]
$ todo --dry-run edit 1
! todo：--dry-run 只適用於修改待辦檔案的內建動作（add、do、pri、archive 等），不適用於「edit」；沒有執行任何動作。
[1]
$ todo --dry-run revert
! todo：--dry-run 只適用於修改待辦檔案的內建動作（add、do、pri、archive 等），不適用於「revert」；沒有執行任何動作。
[1]
$ todo --dry-run install --prefix "$PWD/prefix"
! todo：--dry-run 只適用於修改待辦檔案的內建動作（add、do、pri、archive 等），不適用於「install」；沒有執行任何動作。
[1]
$ mkdir -p .todo.actions.d; printf '%s\n' '#!/bin/sh' 'echo "add-on ran" > ran.txt' > .todo.actions.d/tidy; chmod +x .todo.actions.d/tidy
$ todo --dry-run tidy; test -e ran.txt || echo "no add-on ran"
no add-on ran
! todo：--dry-run 只適用於修改待辦檔案的內建動作（add、do、pri、archive 等），不適用於「tidy」；沒有執行任何動作。
$ cat todo.txt
(A) call mom

(B) pay rent due:2026-12-01
