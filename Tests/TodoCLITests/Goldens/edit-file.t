# edit with no number: the whole todo.txt in the editor, merged with what changed meanwhile.
$ printf '%s\n' '(A) buy milk' 'call mom' 'water plants' > todo.txt
$ EDITOR='sed -i s/mom/dad/' todo edit
TODO: $HOME/todo.txt saved.
$ cat todo.txt
(A) buy milk
call dad
water plants
$ EDITOR=true todo edit
TODO: No change to $HOME/todo.txt.
# Another todo adds a task and completes one while the editor is open: both are kept.
$ printf '#!/bin/sh\ntodo add "buy bread" > /dev/null\ntodo -a do 3 > /dev/null\nsed -i s/milk/oat-milk/ "$1"\n' > meanwhile.sh; chmod +x meanwhile.sh
$ EDITOR=./meanwhile.sh todo edit
TODO: $HOME/todo.txt saved; the changes made to it while you were editing were kept.
$ cat todo.txt
(A) buy oat-milk
call dad
x 2026-11-30 water plants
buy bread
$ todo revert
TODO: took back `edit`: (A) buy milk
TODO: $HOME/todo.txt is back as it was before the last change. You can revert 3 more times.
$ cat todo.txt
(A) buy milk
call dad
x 2026-11-30 water plants
buy bread
# The same task changed differently in the file and in the copy: nothing is written, the
# conflict is shown and the copy is kept.
$ printf '#!/bin/sh\ntodo replace 2 "call dad at noon" > /dev/null\nsed -i "s/call dad/call dad tonight/" "$1"\n' > clash.sh; chmod +x clash.sh
$ EDITOR=./clash.sh todo edit
! TODO: $HOME/todo.txt changed while you were editing it, and 1 task was changed differently there and in your copy; nothing was written. Your copy is kept in $HOME/.local/state/todo/edit/todo-2026-11-30T12-00-00.txt. The conflict:
!   in the file now: call dad at noon
!   in your copy:    call dad tonight
[1]
$ cat todo.txt
(A) buy milk
call dad at noon
x 2026-11-30 water plants
buy bread
$ cat .local/state/todo/edit/todo-2026-11-30T12-00-00.txt
(A) buy milk
call dad tonight
x 2026-11-30 water plants
buy bread
# A task completed and archived meanwhile (do with the auto-archive) stays archived.
$ printf '#!/bin/sh\ntodo do 1 > /dev/null\nsed -i s/noon/six/ "$1"\n' > archived.sh; chmod +x archived.sh
$ EDITOR=./archived.sh todo edit
TODO: $HOME/todo.txt saved; the changes made to it while you were editing were kept.
$ cat todo.txt

call dad at six

buy bread
$ cat done.txt
x 2026-11-30 buy milk
x 2026-11-30 water plants
# New lines typed in the copy may not hold control characters.
$ printf '#!/bin/sh\nprintf "bad \\033[31m\\n" >> "$1"\n' > escape.sh; chmod +x escape.sh
$ EDITOR=./escape.sh todo edit
! TODO: The text holds a control character (U+001B), which todo does not store in a task; nothing was changed. Type the text without it.
[1]
$ cat todo.txt

call dad at six

buy bread
# Without an editor the whole file cannot be edited.
$ todo edit
! TODO: Set VISUAL or EDITOR to edit the whole todo.txt; nothing was changed. To edit one task on the command line, use edit NR.
[1]
# A copy saved empty (an editor that crashed or truncated it) changes nothing.
$ printf '#!/bin/sh\n: > "$1"\n' > empty.sh; chmod +x empty.sh; EDITOR=./empty.sh todo edit
! TODO: The edited copy of $HOME/todo.txt is empty; nothing was changed. To delete tasks, use del or archive.
[1]
$ wc -c < todo.txt
28
# A line changed in the copy gets the date words `add` reads written as dates, and the note says what was written (issue 33, item 11).
$ printf 'call mom\npay rent\n' > todo.txt; EDITOR='sed -i s/rent/rent\ due:tomorrow/' todo edit; cat todo.txt
TODO: $HOME/todo.txt saved.
call mom
pay rent due:2026-12-01
! TODO: due:tomorrow is stored as 2026-12-01 (Tue).
