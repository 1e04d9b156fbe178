# TODOTXT_SIGIL_*_PATTERN: listcon/listproj find names as todo.sh's listWordsWithSigil does.
$ printf '%s\n' 'thank w:@OtherContributors (@school) [+gardening] @phone' 'x 2026-11-01 mail me@example.com +old (+fix)' > todo.txt
$ todo listcon; todo listproj
@phone
+old
$ TODOTXT_SIGIL_BEFORE_PATTERN='\(w:\)\{0,1\}' todo listcon
@OtherContributors
@phone
$ export TODOTXT_SIGIL_BEFORE_PATTERN='(\{0,1\}' TODOTXT_SIGIL_AFTER_PATTERN=')\{0,1\}'; todo listcon; todo listproj
@phone
@school
+fix
+old
$ TODOTXT_SIGIL_BEFORE_PATTERN='\[\{0,1\}' TODOTXT_SIGIL_AFTER_PATTERN='\]\{0,1\}' todo listproj
+gardening
+old
$ TODOTXT_SIGIL_BEFORE_PATTERN= TODOTXT_SIGIL_AFTER_PATTERN= TODOTXT_SIGIL_VALID_PATTERN='[a-z]*' todo lsc
@phone
