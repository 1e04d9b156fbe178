# An action's options come from its declaration in the registry and are read by one parser:
# `--name`, `--name VALUE` or `--name=VALUE`, anywhere among the words, until a `--`.
$ printf '%s\n' '(A) call mom +family due:2026-12-01' 'buy --json sticker @store' > todo.txt
$ todo ls --json=1
! todo：「--json」後面不能接值，請單獨寫出這個選項。
[1]
$ todo ls --sort
! todo：「--sort」後面要接一個值。
[1]
$ todo ls @store --sort=-line --all
2 buy --json sticker @store
--
todo.txt：顯示 1 項，共 2 項
# listcon and listproj read --json and --or, nothing else.
$ todo lsc --sort=line
! todo：這裡沒有「--sort=line」這個選項（可用 --json、--or）；要搜尋這個字，請放在 -- 後面。
[1]
$ todo lsc -- --json
@store
# remind's errors are status 2 (1 means nothing is due), an unknown option too.
$ todo remind --frob
! todo：這裡沒有「--frob」這個選項（可用 --all）；要搜尋這個字，請放在 -- 後面。
[2]
# Actions whose usage line lists their options answer with it.
$ todo completion bash --alias
! 用法：todo completion bash|zsh|fish [--alias 名稱]
[1]
$ todo completion bash --alias=-x
! 用法：todo completion bash|zsh|fish [--alias 名稱]
[1]
$ todo completion bash --alias=t --alias td | grep 'complete -F'
complete -F _todo todo t td
$ todo show 1 --json=yes
! 用法：todo show 編號 [--json]
[1]
$ todo export --ics extra
! 用法：todo export --ics
[1]
$ todo install --prefix
! 用法：todo install|uninstall [--prefix 目錄]（也可以用 PREFIX=目錄；預設為 ~/.local）
[1]
# Actions with no options take every word as typed, as todo.sh does.
$ todo add -- --json=1 --sort
3 -- --json=1 --sort
todo.txt：已新增第 3 項。
$ todo ls --sort=line
1 (A) call mom +family due:2026-12-01
2 buy --json sticker @store
3 -- --json=1 --sort
--
todo.txt：顯示 3 項，共 3 項
# --help anywhere before a -- shows the action's help, never becomes task text.
$ todo replace 1 --help | head -1; todo note 1 --help | head -1; cat todo.txt
    replace 編號 "新的待辦事項"
    note 編號
(A) call mom +family due:2026-12-01
buy --json sticker @store
-- --json=1 --sort
# A typo of an action's own option is named, with the one probably meant.
$ todo show 1 --jsn
! todo：show 沒有「--jsn」這個選項，你是不是要用「--json」？
[1]
$ todo edit 1 --inlin
! todo：edit 沒有「--inlin」這個選項，你是不是要用「--inline」？
[1]
