# An action's options come from its declaration in the registry and are read by one parser:
# `--name`, `--name VALUE` or `--name=VALUE`, anywhere among the words, until a `--`.
$ printf '%s\n' '(A) call mom +family due:2026-12-01' 'buy --json sticker @store' > todo.txt
$ todo ls --json=1
! TODO: '--json' takes no value; write it without =.
[1]
$ todo ls --sort
! TODO: '--sort' needs a value after it.
[1]
$ todo ls @store --sort=-line --all
2 buy --json sticker @store
--
TODO: 1 of 2 tasks shown
# listcon and listproj read --json and --or, nothing else.
$ todo lsc --sort=line
! TODO: '--sort=line' is not an option here (--json, --or); to search for it, put it after --.
[1]
$ todo lsc -- --json
@store
# remind's errors are status 2 (1 means nothing is due), an unknown option too.
$ todo remind --frob
! TODO: '--frob' is not an option here (--all); to search for it, put it after --.
[2]
# Actions whose usage line lists their options answer with it.
$ todo completion bash --alias
! usage: todo completion bash|zsh|fish [--alias NAME]
[1]
$ todo completion bash --alias=-x
! usage: todo completion bash|zsh|fish [--alias NAME]
[1]
$ todo completion bash --alias=t --alias td | grep 'complete -F'
complete -F _todo todo t td
$ todo show 1 --json=yes
! usage: todo show NR [--json]
[1]
$ todo export --ics extra
! usage: todo export --ics
[1]
$ todo install --prefix
! usage: todo install|uninstall [--prefix DIR]  (PREFIX=DIR also works; default ~/.local)
[1]
# Actions with no options take every word as typed, as todo.sh does.
$ todo add -- --json=1 --sort
3 -- --json=1 --sort
TODO: 3 added.
$ todo ls --sort=line
1 (A) call mom +family due:2026-12-01
2 buy --json sticker @store
3 -- --json=1 --sort
--
TODO: 3 of 3 tasks shown
# --help anywhere before a -- shows the action's help, never becomes task text.
$ todo replace 1 --help | head -1; todo note 1 --help | head -1; cat todo.txt
    replace NR "UPDATED TODO"
    note NR
(A) call mom +family due:2026-12-01
buy --json sticker @store
-- --json=1 --sort
# A typo of an action's own option is named, with the one probably meant.
$ todo show 1 --jsn
! TODO: '--jsn' is not an option of show; did you mean '--json'?
[1]
$ todo edit 1 --inlin
! TODO: '--inlin' is not an option of edit; did you mean '--inline'?
[1]
