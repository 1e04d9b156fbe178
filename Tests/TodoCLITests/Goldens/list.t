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
TODO: 7 of 7 tasks shown
$ todo list
05 (A) Pay the invoice +money
01 (B) Book train tickets
06 "Quoted" reminder
07 call Mom +family
02 water plants @home
04 x 2026-11-01 done thing
10 zebra
--
TODO: 7 of 7 tasks shown
# Terms are case-insensitive POSIX basic regular expressions, ANDed; -TERM excludes.
$ todo ls mom
07 call Mom +family
--
TODO: 1 of 7 tasks shown
$ todo ls MOM +family
07 call Mom +family
--
TODO: 1 of 7 tasks shown
$ todo ls -mom
05 (A) Pay the invoice +money
01 (B) Book train tickets
06 "Quoted" reminder
02 water plants @home
04 x 2026-11-01 done thing
10 zebra
--
TODO: 6 of 7 tasks shown
$ todo ls 'mom\|water'
07 call Mom +family
02 water plants @home
--
TODO: 2 of 7 tasks shown
$ todo ls '^ 5'
05 (A) Pay the invoice +money
--
TODO: 1 of 7 tasks shown
$ todo ls 'p.*s$'
--
TODO: 0 of 7 tasks shown
$ todo ls -
--
TODO: 0 of 7 tasks shown
$ todo ls 'x 2026'
04 x 2026-11-01 done thing
--
TODO: 1 of 7 tasks shown
# An invalid pattern is an error.
$ todo ls 'a\{'
! TODO: 'a\{' is not a valid search pattern: Unmatched \{. Correct it and try again (in a search, . [ ] * ^ $ and \ are special characters).
[1]
# listpri
$ todo lsp
05 (A) Pay the invoice +money
01 (B) Book train tickets
--
TODO: 2 of 7 tasks shown
$ todo listpri a
05 (A) Pay the invoice +money
--
TODO: 1 of 7 tasks shown
$ todo lsp B-Z
01 (B) Book train tickets
--
TODO: 1 of 7 tasks shown
$ todo lsp A invoice
05 (A) Pay the invoice +money
--
TODO: 1 of 7 tasks shown
$ todo lsp a money
05 (A) Pay the invoice +money
--
TODO: 1 of 7 tasks shown
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
TODO: 7 of 10 tasks shown
DONE: 1 of 1 tasks shown
total 8 of 11 tasks shown
$ todo listall one
05 (A) Pay the invoice +money
00 x 2026-10-01 archived one
04 x 2026-11-01 done thing
--
TODO: 2 of 10 tasks shown
DONE: 1 of 1 tasks shown
total 3 of 11 tasks shown
# -vv prints the filter command.
$ todo -vv ls mom -water
07 call Mom +family
TODO DEBUG: Filter Command was: grep -i 'mom' | grep -v -i 'water'
--
TODO: 1 of 7 tasks shown
$ todo -vv lsp A
05 (A) Pay the invoice +money
TODO DEBUG: Filter Command was: grep '^ *[0-9]\+ ([A]) '
--
TODO: 1 of 7 tasks shown
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
