# An argument that is not valid UTF-8 is stored as its bytes, as todo.sh does (never as U+FFFD);
# the line then follows the rules for lines that are not UTF-8. (Bytes shown with od.)
$ todo add "$(printf 'Stra\xdfe fegen')" | od -An -c
   1       S   t   r   a 337   e       f   e   g   e   n  \n   t
   o   d   o   .   t   x   t 357 274 232 345 267 262 346 226 260
 345 242 236 347 254 254       1     351 240 205 343 200 202  \n
$ todo add "$(printf 'call \xe4\xbd\xa0 mom')"; todo append 2 "$(printf 'caf\xe9')" >/dev/null; od -An -c todo.txt
2 call 你 mom
todo.txt：已新增第 2 項。
   S   t   r   a 337   e       f   e   g   e   n  \n   c   a   l
   l     344 275 240       m   o   m       c   a   f 351  \n
$ todo prepend 1 "$(printf '\xe4rger')" >/dev/null; od -An -c todo.txt
 344   r   g   e   r       S   t   r   a 337   e       f   e   g
   e   n  \n   c   a   l   l     344 275 240       m   o   m    
   c   a   f 351  \n
$ todo do 2 >/dev/null; od -An -c done.txt
   x       2   0   2   6   -   1   1   -   3   0       c   a   l
   l     344 275 240       m   o   m       c   a   f 351  \n
# An add-on gets the argument's bytes as typed.
$ mkdir -p .todo/actions; printf '#!/bin/sh\nprintf "%%s" "$2" | od -An -c\n' > .todo/actions/echoarg; chmod +x .todo/actions/echoarg
$ todo echoarg "$(printf 'caf\xe9')"
   c   a   f 351
# A character of U+10FF80–U+10FFFF (bytes F4 8F BF BC here) is stored as its bytes, never as the
# one byte its escape stands for; an edit that adds a byte that is not UTF-8 to a line holding
# one keeps both as they are.
$ printf 'plain\n' > todo.txt; todo add "$(printf 'pen \xf4\x8f\xbf\xbc')" >/dev/null; todo append 2 "$(printf 'B\xfcro')" >/dev/null; sed -n 2p todo.txt | od -An -c
   p   e   n     364 217 277 274       B 374   r   o  \n
