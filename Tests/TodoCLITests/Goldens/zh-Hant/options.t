$ printf '%s\n' '(A) call mom +family @phone' '(B) 2026-11-01 buy milk @store' 'x 2026-11-02 old +family' > todo.txt
# -@ and -+ hide contexts and projects (twice shows them again); -P hides priorities.
$ todo -@ ls
1 (A) call mom +family
2 (B) 2026-11-01 buy milk
3 x 2026-11-02 old +family
--
todo.txt：顯示 3 項，共 3 項
$ todo -+ ls
1 (A) call mom @phone
2 (B) 2026-11-01 buy milk @store
3 x 2026-11-02 old
--
todo.txt：顯示 3 項，共 3 項
$ todo -@ -@ ls
1 (A) call mom +family @phone
2 (B) 2026-11-01 buy milk @store
3 x 2026-11-02 old +family
--
todo.txt：顯示 3 項，共 3 項
$ todo -P ls
1 call mom +family @phone
2 2026-11-01 buy milk @store
3 x 2026-11-02 old +family
--
todo.txt：顯示 3 項，共 3 項
$ todo -P -P ls
1 (A) call mom +family @phone
2 (B) 2026-11-01 buy milk @store
3 x 2026-11-02 old +family
--
todo.txt：顯示 3 項，共 3 項
$ todo -+@P ls
1 call mom
2 2026-11-01 buy milk
3 x 2026-11-02 old
--
todo.txt：顯示 3 項，共 3 項
# -v / TODOTXT_VERBOSE=0.
$ todo -v ls mom
1 (A) call mom +family @phone
--
todo.txt：顯示 1 項，共 3 項
$ TODOTXT_VERBOSE=0 todo ls mom
1 (A) call mom +family @phone
# -V and --version print the version and exit 0.
$ todo -V | head -n 1
todo 0.1.0 是 todo.txt 的命令列工具，提供英文與繁體中文介面。
$ todo --version | head -n 1
todo 0.1.0 是 todo.txt 的命令列工具，提供英文與繁體中文介面。
# Unknown options print the usage on standard output and exit 1.
$ todo -k ls
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「-k」這個選項；用「todo -h」查看所有選項。
[1]
$ todo --bogus
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
! todo：沒有「--bogus」這個選項；用「todo -h」查看所有選項。
[1]
# No action and no default action: usage.
$ todo
用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]
輸入「todo -h」查看更多說明。
[1]
$ TODOTXT_DEFAULT_ACTION='ls mom' todo
1 (A) call mom +family @phone
--
todo.txt：顯示 1 項，共 3 項
# -h is shorthelp and ignores later options.
$ todo -h -k | head -n 3
  用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]

  動作：
# -x disables the final filter.
$ TODOTXT_FINAL_FILTER="sed 's/mom/MOM/'" todo ls mom
1 (A) call MOM +family @phone
--
todo.txt：顯示 1 項，共 3 項
$ TODOTXT_FINAL_FILTER="sed 's/mom/MOM/'" todo -x ls mom
1 (A) call mom +family @phone
--
todo.txt：顯示 1 項，共 3 項
# A configured sort command replaces the built-in sort.
$ TODOTXT_SORT_COMMAND='sort -r' todo ls
3 x 2026-11-02 old +family
2 (B) 2026-11-01 buy milk @store
1 (A) call mom +family @phone
--
todo.txt：顯示 3 項，共 3 項
# -- ends the options.
$ todo -- ls buy
2 (B) 2026-11-01 buy milk @store
--
todo.txt：顯示 1 項，共 3 項
