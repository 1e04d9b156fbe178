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
! TODO: Dry run: nothing was written.
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
! TODO: due:fri would be stored as 2026-12-04 (Fri).
! TODO: Dry run: nothing was written.
$ todo --dry-run -a pri 3 B | patch -p1 --quiet; cat todo.txt
(A) call mom
buy milk +home
(B) pay rent due:2026-12-01
! TODO: Dry run: nothing was written.
# A todo folder that is not there yet is not made either.
$ TODO_DIR=$PWD/fresh todo --dry-run add hello; test -e fresh || echo "no folder"
--- /dev/null
+++ b/todo.txt
@@ -0,0 +1 @@
+hello
no folder
! TODO: Dry run: nothing was written.
# The command's own errors and exit status; nothing to show.
$ todo --dry-run do 9
! TODO: No task 9.
[1]
$ todo --dry-run deduplicate
! TODO: No duplicate tasks found
[1]
# A listing under --dry-run is just the listing.
$ todo --dry-run ls +home
2 buy milk +home
--
TODO: 1 of 3 tasks shown
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
! TODO: Dry run: nothing was written.
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
! TODO: Dry run: nothing was written.
$ todo --dry-run archive
--- a/todo.txt
+++ b/todo.txt
@@ -1,3 +1,2 @@
 (A) call mom
-
 (B) pay rent due:2026-12-01
! TODO: Dry run: nothing was written.
# After the action, --dry-run is no option of it: refused, nothing done (archive would have
# archived, add would have added the word).
$ todo archive --dry-run
! TODO: --dry-run goes before the action: todo --dry-run archive ... Nothing was run.
[1]
$ todo add buy eggs --dry-run
! TODO: --dry-run goes before the action: todo --dry-run add ... Nothing was run.
[1]
# Refused, nothing run: editor sessions, revert, merge-conflicts, remind, install, help (it
# runs add-ons for their usage), add-ons.
$ todo --dry-run help
! TODO: --dry-run works only with the built-in actions that edit the todo files (add, do, pri, archive...), not with 'help'. Nothing was run.
[1]
$ todo --dry-run edit 1
! TODO: --dry-run works only with the built-in actions that edit the todo files (add, do, pri, archive...), not with 'edit'. Nothing was run.
[1]
$ todo --dry-run revert
! TODO: --dry-run works only with the built-in actions that edit the todo files (add, do, pri, archive...), not with 'revert'. Nothing was run.
[1]
$ todo --dry-run install --prefix "$PWD/prefix"
! TODO: --dry-run works only with the built-in actions that edit the todo files (add, do, pri, archive...), not with 'install'. Nothing was run.
[1]
$ mkdir -p .todo.actions.d; printf '%s\n' '#!/bin/sh' 'echo "add-on ran" > ran.txt' > .todo.actions.d/tidy; chmod +x .todo.actions.d/tidy
$ todo --dry-run tidy; test -e ran.txt || echo "no add-on ran"
no add-on ran
! TODO: --dry-run works only with the built-in actions that edit the todo files (add, do, pri, archive...), not with 'tidy'. Nothing was run.
$ cat todo.txt
(A) call mom

(B) pay rent due:2026-12-01
