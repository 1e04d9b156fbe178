# A newcomer's first hour (issue 17): typos get an answer, help is help.
$ printf '%s\n' '(A) call mom +family' 'buy --json sticker @store' 'pay rent due:2026-12-01' > todo.txt
# An unknown action: todo.sh's usage on standard output, then the word and the closest name.
$ todo lst
! todo：沒有「lst」這個動作，你是不是要用「list」？用「todo help」查看所有動作。
[1]
$ todo dn 1
! todo：沒有「dn」這個動作，你是不是要用「done」？用「todo help」查看所有動作。
[1]
$ todo frobnicate
! todo：沒有「frobnicate」這個動作。用「todo help」查看所有動作。
[1]
# An unknown option before the action, likewise.
$ todo -z ls
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「-z」這個選項；用「todo -h」查看所有選項。
[1]
$ todo --verbose ls
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「--verbose」這個選項，你是不是要用「-v」？用「todo -h」查看所有選項。
[1]
$ todo -F add x
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「-F」這個選項，你是不是要用「-f」？用「todo -h」查看所有選項。
[1]
$ todo --versoin
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「--versoin」這個選項，你是不是要用「--version」？用「todo -h」查看所有選項。
[1]
# add --help and a -h show the help; nothing is added.
$ todo add --help
    add "待辦事項 +專案 @情境"
    a "待辦事項 +專案 @情境"
      在 todo.txt 中新增一行待辦事項。
      專案與情境標記（+專案、@情境）可以省略，引號也可以省略。
      due: 與 t: 也可以寫成 due:明天、t:週一、due:12/25 或 due:三天後，
      存檔時會換成日期；加上 rec:1w（或 rec:每週），完成後會自動新增
      下一次的待辦事項。

$ todo a -h
    a "待辦事項 +專案 @情境"
      在 todo.txt 中新增一行待辦事項。
      專案與情境標記（+專案、@情境）可以省略，引號也可以省略。
      due: 與 t: 也可以寫成 due:明天、t:週一、due:12/25 或 due:三天後，
      存檔時會換成日期；加上 rec:1w（或 rec:每週），完成後會自動新增
      下一次的待辦事項。

$ todo addm --help
    addm "第一項待辦事項 +專案甲 @情境
    第二項待辦事項 +專案乙 @情境"
      在 todo.txt 中新增多項待辦事項，每一行各為一項。
      專案與情境標記可以省略。

$ cat todo.txt
(A) call mom +family
buy --json sticker @store
pay rent due:2026-12-01
# List options: --opt=value, and a typo of an option is an error with the option meant.
$ todo ls --sort=due
3 pay rent due:2026-12-01
1 (A) call mom +family
2 buy --json sticker @store
--
todo.txt：顯示 3 項，共 3 項
$ todo ls --jsn
! todo：這裡沒有「--jsn」這個選項，你是不是要用「--json」？要搜尋這個字，請放在 -- 後面。
[1]
$ todo ls --alll
! todo：這裡沒有「--alll」這個選項，你是不是要用「--all」？要搜尋這個字，請放在 -- 後面。
[1]
$ todo ls --ALL
! todo：這裡沒有「--ALL」這個選項，你是不是要用「--all」？要搜尋這個字，請放在 -- 後面。
[1]
$ todo ls --srt due
! todo：這裡沒有「--srt」這個選項，你是不是要用「--sort」？要搜尋這個字，請放在 -- 後面。
[1]
$ todo lsp --frob
! todo：這裡沒有「--frob」這個選項（可用 --sort、--all、--json、--or、--due、--threshold、--created、--completed、--blocked）；要搜尋這個字，請放在 -- 後面。
[1]
# A literal search for such a word goes after --.
$ todo ls -- --json
2 buy --json sticker @store
--
todo.txt：顯示 1 項，共 3 項
$ todo ls sticker -- --json
2 buy --json sticker @store
--
todo.txt：顯示 1 項，共 3 項
# Tasks hidden until later (t: ahead, h:1): the hint goes to standard error, so the footer stays
# the last line; it counts only the hidden tasks that match, and names commands that show them.
$ printf '%s\n' 'later t:2027-01-01 call mom' 'h:1 hidden thing' >> todo.txt
$ todo ls | tail -n 1
todo.txt：顯示 3 項，共 5 項
! todo：另有 2 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
$ todo ls mom
1 (A) call mom +family
--
todo.txt：顯示 1 項，共 5 項
! todo：另有 1 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
$ todo ls sticker
2 buy --json sticker @store
--
todo.txt：顯示 1 項，共 5 項
$ todo ls --all mom
1 (A) call mom +family
4 later t:2027-01-01 call mom
--
todo.txt：顯示 2 項，共 5 項
$ todo -x ls mom
1 (A) call mom +family
4 later t:2027-01-01 call mom
--
todo.txt：顯示 2 項，共 5 項
$ todo lsp
1 (A) call mom +family
--
todo.txt：顯示 1 項，共 5 項
$ todo due 2
2 天內到期：
3 pay rent due:2026-12-01（明天）
--
todo：逾期 0 項，今天到期 0 項，2 天內到期 1 項。
! todo：另有 2 項符合的事項尚未開始（t: 或 h:1），已隱藏；加上 --all 就會顯示。
# Colour: -c/-p first, then an explicit TODOTXT_PLAIN (0 = colour on, as todo.sh exports it to
# nested calls), NO_COLOR, TERM=dumb, and last whether standard output is a terminal.
$ todo lsp | cat -v
1 (A) call mom +family
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ TODOTXT_PLAIN=0 todo lsp | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ TODOTXT_PLAIN=0 NO_COLOR=1 todo lsp | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ TODOTXT_PLAIN=1 todo -c lsp | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ TODOTXT_PLAIN=0 todo -p lsp | cat -v
1 (A) call mom +family
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ script -qec 'todo lsp' /dev/null | tr -d '\r' | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ script -qec 'TERM=dumb todo lsp' /dev/null | tr -d '\r' | cat -v
1 (A) call mom +family
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ script -qec 'NO_COLOR=1 todo lsp' /dev/null | tr -d '\r' | cat -v
1 (A) call mom +family
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
$ script -qec 'TERM=dumb TODOTXT_PLAIN=0 todo lsp' /dev/null | tr -d '\r' | cat -v
^[[1;33m1 (A) call mom +family^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 1 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 5 M-iM- M-^E
# An action's own options are suggested too.
$ todo agenda --dnoe
! todo：這裡沒有「--dnoe」這個選項，你是不是要用「--done」？要搜尋這個字，請放在 -- 後面。
[1]
