$ todo help | head -n 5
  Usage: todo [-fhpantvV] [-d todo_config] action [task_number]
                [task_description]

  Options:
    -@
$ todo help | grep -c '^    [a-z]'
74
$ todo --help | head -n 3
  Usage: todo [-fhpantvV] [-d todo_config] action [task_number]
                [task_description]

$ todo help do undo
    do NR [NR ...]
      Marks task(s) on line NR as done in todo.txt.

    undo NR [NR ...]
      Marks done task(s) on line NR as not done again, restoring a
      priority kept as pri:X. A task do archived to done.txt (auto-archive,
      -A) comes back to its blank line NR as it was, and out of done.txt.
      undo alone: todo revert takes back the last command.

# An alias todo.sh's help does not show gives its action's paragraph.
$ todo help done
    done NR [NR ...]
      Marks task(s) on line NR as done in todo.txt.

$ todo command --help
    command [ACTIONS]
      Runs the remaining arguments using only todo.sh builtins.
      Will not call any .todo.actions.d scripts.

$ todo help nope
! TODO: No action "nope" exists.
[1]
$ todo shorthelp | head -n 4
  Usage: todo [-fhpantvV] [-d todo_config] action [task_number]
                [task_description]

  Actions:
$ todo -vv help | grep -A 2 'Environment variables'
  Environment variables:
    TODOTXT_AUTO_ARCHIVE            is same as option -a (0)/-A (1)
    TODOTXT_CFG_FILE=CONFIG_FILE    is same as option -d CONFIG_FILE
