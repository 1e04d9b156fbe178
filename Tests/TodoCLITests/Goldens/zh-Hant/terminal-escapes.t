# Task text with control characters (from a shared file) is shown escaped on a terminal, as
# cat -v shows it: ESC as ^[, a C1 control as M-^[; tab and a CRLF ending stay. A pipe gets the
# bytes as they are. (script gives todo a terminal; the terminal turns \n into \r\n.)
$ printf 'evil \033]0;pwned\007 \033[2J +proj\n(A) c1 \302\233 and \233 lone \344\270\255 tab\tx\rhidden\n' > todo.txt
$ script -qec 'todo -p ls' /dev/null | tr -d '\r'
2 (A) c1 M-^[ and M-^[ lone 中 tab	x^Mhidden
1 evil ^[]0;pwned^G ^[[2J +proj
--
todo.txt：顯示 2 項，共 2 項
$ todo ls | od -An -c | head -n 2
   2       (   A   )       c   1     302 233       a   n   d    
 233       l   o   n   e     344 270 255       t   a   b  \t   x
# Colours stay colours; only the text is escaped.
$ script -qec 'todo -c ls proj' /dev/null | tr -d '\r' | od -An -c | head -n 2
   1       e   v   i   l       ^   [   ]   0   ;   p   w   n   e
   d   ^   G       ^   [   [   2   J       +   p   r   o   j  \n
$ script -qec 'todo -c ls c1' /dev/null | tr -d '\r' | head -n 1 | od -An -c | head -n 1
 033   [   1   ;   3   3   m   2       (   A   )       c   1    
# Confirmations, agenda and listfile are escaped the same way.
$ script -qec "todo add \"$(printf 'new \033[31mred')\"" /dev/null | tr -d '\r'
todo：文字含有控制字元（U+001B），todo 不會把它存進待辦事項，沒有做任何變更。請去掉它再輸入一次。
$ printf 'due \033[5m due:2026-11-30\n' > todo.txt; script -qec 'todo agenda' /dev/null | tr -d '\r' | grep due
  1 [ ] 2026-11-30 週一  今天  due ^[[5m due:2026-11-30
$ printf 'x\n' > "$(printf 'bad\033[2Jname.txt')"; script -qec 'todo lf' /dev/null | tr -d '\r' | grep name
bad\x1B[2Jname.txt
