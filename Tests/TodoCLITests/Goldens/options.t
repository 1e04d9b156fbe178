$ printf '%s\n' '(A) call mom +family @phone' '(B) 2026-11-01 buy milk @store' 'x 2026-11-02 old +family' > todo.txt
# -@ and -+ hide contexts and projects (twice shows them again); -P hides priorities.
$ todo -@ ls
1 (A) call mom +family
2 (B) 2026-11-01 buy milk
3 x 2026-11-02 old +family
--
TODO: 3 of 3 tasks shown
$ todo -+ ls
1 (A) call mom @phone
2 (B) 2026-11-01 buy milk @store
3 x 2026-11-02 old
--
TODO: 3 of 3 tasks shown
$ todo -@ -@ ls
1 (A) call mom +family @phone
2 (B) 2026-11-01 buy milk @store
3 x 2026-11-02 old +family
--
TODO: 3 of 3 tasks shown
$ todo -P ls
1 call mom +family @phone
2 2026-11-01 buy milk @store
3 x 2026-11-02 old +family
--
TODO: 3 of 3 tasks shown
$ todo -P -P ls
1 (A) call mom +family @phone
2 (B) 2026-11-01 buy milk @store
3 x 2026-11-02 old +family
--
TODO: 3 of 3 tasks shown
$ todo -+@P ls
1 call mom
2 2026-11-01 buy milk
3 x 2026-11-02 old
--
TODO: 3 of 3 tasks shown
# -v / TODOTXT_VERBOSE=0.
$ todo -v ls mom
1 (A) call mom +family @phone
--
TODO: 1 of 3 tasks shown
$ TODOTXT_VERBOSE=0 todo ls mom
1 (A) call mom +family @phone
# -V and --version print the version and exit 0.
$ todo -V | head -n 1
todo 0.1.0: the todo.txt command line, in English and Traditional Chinese
$ todo --version | head -n 1
todo 0.1.0: the todo.txt command line, in English and Traditional Chinese
# Unknown options print the usage on standard output and exit 1.
$ todo -k ls
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '-k'; todo -h lists the options.
[1]
$ todo --bogus
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
! todo: no option '--bogus'; todo -h lists the options.
[1]
# No action and no default action: usage.
$ todo
Usage: todo [-fhpantvV] [-d todo_config] action [task_number] [task_description]
Try 'todo -h' for more information.
[1]
$ TODOTXT_DEFAULT_ACTION='ls mom' todo
1 (A) call mom +family @phone
--
TODO: 1 of 3 tasks shown
# -h is shorthelp and ignores later options.
$ todo -h -k | head -n 3
  Usage: todo [-fhpantvV] [-d todo_config] action [task_number]
                [task_description]

# -x disables the final filter.
$ TODOTXT_FINAL_FILTER="sed 's/mom/MOM/'" todo ls mom
1 (A) call MOM +family @phone
--
TODO: 1 of 3 tasks shown
$ TODOTXT_FINAL_FILTER="sed 's/mom/MOM/'" todo -x ls mom
1 (A) call mom +family @phone
--
TODO: 1 of 3 tasks shown
# A configured sort command replaces the built-in sort.
$ TODOTXT_SORT_COMMAND='sort -r' todo ls
3 x 2026-11-02 old +family
2 (B) 2026-11-01 buy milk @store
1 (A) call mom +family @phone
--
TODO: 3 of 3 tasks shown
# -- ends the options.
$ todo -- ls buy
2 (B) 2026-11-01 buy milk @store
--
TODO: 1 of 3 tasks shown
