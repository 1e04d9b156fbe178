# No configuration at all: the todo file is $HOME/todo.txt.
$ todo add "no config"
1 no config
todo.txt：已新增第 1 項。
$ cat todo.txt
no config
# TODO_DIR from the environment.
$ mkdir elsewhere
$ TODO_DIR=$PWD/elsewhere todo add "in elsewhere"
1 in elsewhere
todo.txt：已新增第 1 項。
$ cat elsewhere/todo.txt
in elsewhere
# A todo.sh configuration file is a bash script, found in todo.sh's order.
$ mkdir -p .todo cfgdir
$ printf '%s\n' 'export TODO_DIR="$HOME/cfgdir"' 'export TODO_FILE="$TODO_DIR/todo.txt"' 'export DONE_FILE="$TODO_DIR/done.txt"' 'touch "$HOME/used_config"' 'export PRI_A=$RED' > .todo/config
$ todo add "via config"
1 via config
todo.txt：已新增第 1 項。
$ ls used_config cfgdir
used_config

cfgdir:
todo.txt
# The shipped template's `: ${TODO_DIR:=...}` lets the environment win.
$ printf '%s\n' ': ${TODO_DIR:="$HOME/cfgdir"}' 'export TODO_FILE="$TODO_DIR/todo.txt"' > .todo/config
$ TODO_DIR=$HOME/elsewhere todo ls
1 in elsewhere
--
todo.txt：顯示 1 項，共 1 項
# Flags beat the environment, the environment beats the config (TODOTXT_* OVR variables).
$ printf '%s\n' 'export TODO_DIR="$HOME/cfgdir"' 'export TODOTXT_VERBOSE=0' > .todo/config
$ todo ls
1 via config
$ TODOTXT_VERBOSE=1 todo ls
1 via config
--
todo.txt：顯示 1 項，共 1 項
# -d names another configuration.
$ printf 'export TODO_DIR=%s\n' "$HOME/elsewhere" > other.cfg
$ todo -d other.cfg ls
1 in elsewhere
--
todo.txt：顯示 1 項，共 1 項
$ todo -d missing.cfg ls
1 via config
# A bad TODOTXT_PRIORITY_ON_ADD stops every action.
$ TODOTXT_PRIORITY_ON_ADD=a todo ls
! TODOTXT_PRIORITY_ON_ADD 必須是 A 到 Z 的大寫字母（目前是「a」）。請修改設定檔或環境變數。
[1]
# A configuration that changes directory: relative paths and add-ons start from there, as when
# todo.sh sources it; the directory todo was started in stays the same.
$ mkdir -p moved/tasks; printf 'cd "$HOME/moved"\nexport TODO_DIR=tasks\n' > cd.cfg
$ mkdir -p .todo/actions; printf '#!/bin/sh\npwd\n' > .todo/actions/where; chmod +x .todo/actions/where
$ todo -d cd.cfg add "in moved"; cat moved/tasks/todo.txt; todo -d cd.cfg where; pwd
1 in moved
todo.txt：已新增第 1 項。
in moved
$HOME/moved
$HOME
