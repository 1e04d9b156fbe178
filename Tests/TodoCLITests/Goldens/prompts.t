# Prompts on a terminal (at-prompt, in Goldens/bin, gives todo a pseudo-terminal and types the
# keys once the line editor reads them) go through bash's line editor (read -e, LC_ALL=C.UTF-8): arrow keys move the cursor
# instead of writing ESC [ D into todo.txt. Only the files and todo's messages are compared.
$ printf '%s\n' 'call mom' '打電話給媽媽' > todo.txt
$ at-prompt 'abc\033[Dx\r' todo add | tr -d '\r' | grep -a '^TODO'
TODO: 3 added.
$ at-prompt 'mom\033[D\033[D\033[Ddad \r' todo replace 1 > /dev/null
$ at-prompt '\033[D\033[D\033[D\033[D\033[D\033[D\033[D\033[D\033[D\033[Dtoday \r' todo append 1 > /dev/null
$ cat -A todo.txt
dad mom today $
M-fM-^IM-^SM-iM-^[M-;M-hM-)M-1M-gM-5M-&M-eM-*M-=M-eM-*M-=$
abxc$
# edit --inline: the prompt holds the current text; Ctrl-A goes to its start, Backspace deletes
# a whole CJK character, Enter saves.
$ at-prompt '\001please \r' todo edit 1 --inline | tr -d '\r' | grep -a '^TODO'
TODO: Replaced task with:
$ at-prompt '\177\177爸爸\r' todo edit 2 --inline | tr -d '\r' | grep -a '^TODO'
TODO: Replaced task with:
$ cat todo.txt
please dad mom today 
打電話給爸爸
abxc
# Ctrl-C before typing leaves the task unchanged and says so; todo itself is not killed by it.
# At replace's prompt it says the command was cancelled, not its usage. (Ctrl-C or Esc after
# typing asks whether to discard: LineEditTerminalTests, in tmux.)
$ at-prompt '\003' todo edit 2 --inline | tr -d '\r' | grep -ao '\(TODO:\|todo：\).*'
TODO: Editing cancelled; task 2 stays as it was.
$ at-prompt '\003' todo replace 2 | tr -d '\r' | grep -ao '\(TODO:\|todo：\|usage\|用法\).*'
TODO: Cancelled; nothing changed.
$ cat todo.txt
please dad mom today 
打電話給爸爸
abxc
# Without EDITOR, edit N uses the same prompt.
$ at-prompt '\001\033[3~\033[3~\033[3~\033[3~\033[3~\033[3~\033[3~call \r' todo edit 1 > /dev/null; cat todo.txt
call dad mom today 
打電話給爸爸
abxc
# ls marks tasks with a note on a terminal; a pipe gets the file's bytes.
$ printf '%s\n' 'plan trip note:aB1.txt' 'call mom' > todo.txt; mkdir notes; echo x > notes/aB1.txt
$ script -qec 'todo ls' /dev/null | tr -d '\r'
2 call mom
1 plan trip note:aB1.txt ✎
--
TODO: 2 of 2 tasks shown
$ todo ls
2 call mom
1 plan trip note:aB1.txt
--
TODO: 2 of 2 tasks shown
