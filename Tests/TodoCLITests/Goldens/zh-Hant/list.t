$ printf '%s\n' '(B) Book train tickets' 'water plants @home' '' 'x 2026-11-01 done thing' '(A) Pay the invoice +money' '"Quoted" reminder' 'call Mom +family' '12' '   ' 'zebra' > todo.txt
# Numbers are zero-padded to the width of the line count; blank, space-only and digit-only lines are hidden and not counted.
$ todo ls
05 (A) Pay the invoice +money
01 (B) Book train tickets
06 "Quoted" reminder
07 call Mom +family
02 water plants @home
04 x 2026-11-01 done thing
10 zebra
--
todo.txt：顯示 7 項，共 7 項
$ todo list
05 (A) Pay the invoice +money
01 (B) Book train tickets
06 "Quoted" reminder
07 call Mom +family
02 water plants @home
04 x 2026-11-01 done thing
10 zebra
--
todo.txt：顯示 7 項，共 7 項
# Terms are case-insensitive POSIX basic regular expressions, ANDed; -TERM excludes.
$ todo ls mom
07 call Mom +family
--
todo.txt：顯示 1 項，共 7 項
$ todo ls MOM +family
07 call Mom +family
--
todo.txt：顯示 1 項，共 7 項
$ todo ls -mom
05 (A) Pay the invoice +money
01 (B) Book train tickets
06 "Quoted" reminder
02 water plants @home
04 x 2026-11-01 done thing
10 zebra
--
todo.txt：顯示 6 項，共 7 項
$ todo ls 'mom\|water'
07 call Mom +family
02 water plants @home
--
todo.txt：顯示 2 項，共 7 項
$ todo ls '^ 5'
05 (A) Pay the invoice +money
--
todo.txt：顯示 1 項，共 7 項
$ todo ls 'p.*s$'
--
todo.txt：顯示 0 項，共 7 項
$ todo ls -
--
todo.txt：顯示 0 項，共 7 項
$ todo ls 'x 2026'
04 x 2026-11-01 done thing
--
todo.txt：顯示 1 項，共 7 項
# An invalid pattern is an error.
$ todo ls 'a\{'
! todo：「a\{」不是有效的規則運算式（\{ 沒有對應的 \}）。搜尋時 . [ ] * ^ $ \ 是特殊字元；要搜尋字元本身，請在前面加上 \。
[1]
# listpri
$ todo lsp
05 (A) Pay the invoice +money
01 (B) Book train tickets
--
todo.txt：顯示 2 項，共 7 項
$ todo listpri a
05 (A) Pay the invoice +money
--
todo.txt：顯示 1 項，共 7 項
$ todo lsp B-Z
01 (B) Book train tickets
--
todo.txt：顯示 1 項，共 7 項
$ todo lsp A invoice
05 (A) Pay the invoice +money
--
todo.txt：顯示 1 項，共 7 項
$ todo lsp a money
05 (A) Pay the invoice +money
--
todo.txt：顯示 1 項，共 7 項
# listall shows done.txt lines numbered 0.
$ printf 'x 2026-10-01 archived one\n' > done.txt
$ todo lsa
05 (A) Pay the invoice +money
01 (B) Book train tickets
06 "Quoted" reminder
07 call Mom +family
02 water plants @home
00 x 2026-10-01 archived one
04 x 2026-11-01 done thing
10 zebra
--
todo.txt：顯示 7 項，共 7 項
done.txt：顯示 1 項，共 1 項
總計：顯示 8 項，共 8 項
$ todo listall one
05 (A) Pay the invoice +money
00 x 2026-10-01 archived one
04 x 2026-11-01 done thing
--
todo.txt：顯示 2 項，共 7 項
done.txt：顯示 1 項，共 1 項
總計：顯示 3 項，共 8 項
# -vv prints the filter command.
$ todo -vv ls mom -water
07 call Mom +family
todo 除錯：使用的篩選指令是 grep -i 'mom' | grep -v -i 'water'
--
todo.txt：顯示 1 項，共 7 項
$ todo -vv lsp A
05 (A) Pay the invoice +money
todo 除錯：使用的篩選指令是 grep '^ *[0-9]\+ ([A]) '
--
todo.txt：顯示 1 項，共 7 項
# --json: one object per task (README, "For todo.sh users"); listproj/listcon give names.
$ printf '%s\n' '(A) 2026-11-01 call "mom" +family @phone due:2026-12-01' 'x 2026-11-02 done' > todo.txt
$ todo ls --json
{"line":1,"text":"(A) 2026-11-01 call \"mom\" +family @phone due:2026-12-01","validUTF8":true,"done":false,"completed":null,"priority":"A","created":"2026-11-01","subject":"call \"mom\" +family @phone due:2026-12-01","projects":["family"],"contexts":["phone"],"tags":[{"key":"due","value":"2026-12-01"}],"due":"2026-12-01","threshold":null,"recurrence":null,"hidden":false,"note":null}
{"line":2,"text":"x 2026-11-02 done","validUTF8":true,"done":true,"completed":"2026-11-02","priority":null,"created":null,"subject":"done","projects":[],"contexts":[],"tags":[],"due":null,"threshold":null,"recurrence":null,"hidden":false,"note":null}
$ todo lsp --json
{"line":1,"text":"(A) 2026-11-01 call \"mom\" +family @phone due:2026-12-01","validUTF8":true,"done":false,"completed":null,"priority":"A","created":"2026-11-01","subject":"call \"mom\" +family @phone due:2026-12-01","projects":["family"],"contexts":["phone"],"tags":[{"key":"due","value":"2026-12-01"}],"due":"2026-12-01","threshold":null,"recurrence":null,"hidden":false,"note":null}
$ todo listproj --json; todo listcon --json
"+family"
"@phone"
