$ printf '%s\n' '(A) call mom +family @phone' 'email someone@example.com about 2+2 +family' 'x 2026-11-01 done +old @home' 'item+x @phone +work' 'lone + and @ signs' > todo.txt
$ todo listproj
+family
+old
+work
$ todo lsprj mom
+family
$ todo listcon
@home
@phone
$ todo lsc -phone
@home
$ printf 'x +done @later\n' > done.txt
$ TODOTXT_SOURCEVAR='$DONE_FILE' todo listproj
+done
