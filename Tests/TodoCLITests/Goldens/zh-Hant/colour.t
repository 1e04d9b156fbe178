$ printf '%s\n' '(A) top +proj @ctx' '(B) second' '(C) third' '(D) fourth' 'x 2026-11-01 done' 'plain 2026-01-02 due:2026-12-01 +首都 @Телефон' > todo.txt
# Piped output has no colour; -c forces it, -p turns it off.
$ todo ls | cat -v
1 (A) top +proj @ctx
2 (B) second
3 (C) third
4 (D) fourth
6 plain 2026-01-02 due:2026-12-01 +M-iM-&M-^VM-iM-^CM-= @M-PM-"M-PM-5M-PM-;M-PM-5M-QM-^DM-PM->M-PM-=
5 x 2026-11-01 done
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 6 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 6 M-iM- M-^E
$ todo -c ls | cat -v
^[[1;33m1 (A) top +proj @ctx^[[0m
^[[0;32m2 (B) second^[[0m
^[[1;34m3 (C) third^[[0m
^[[1;37m4 (D) fourth^[[0m
6 plain 2026-01-02 due:2026-12-01 +M-iM-&M-^VM-iM-^CM-= @M-PM-"M-PM-5M-PM-;M-PM-5M-QM-^DM-PM->M-PM-=
^[[0;37m5 x 2026-11-01 done^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 6 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 6 M-iM- M-^E
$ NO_COLOR=1 todo -c ls | head -n 1 | cat -v
^[[1;33m1 (A) top +proj @ctx^[[0m
# Colour variables from todo.cfg, whole tokens for non-Latin names.
$ printf '%s\n' 'export TODO_DIR=.' 'export COLOR_PROJECT=$PURPLE' 'export COLOR_CONTEXT=$CYAN' 'export COLOR_DATE=$BLUE' 'export COLOR_META=$RED' 'export COLOR_NUMBER=$DARK_GREY' 'export PRI_D=$BROWN' > c.cfg
$ todo -d c.cfg -c ls | cat -v
^[[1;33m^[[1;30m1^[[0m^[[1;33m (A) top ^[[0;35m+proj^[[0m^[[1;33m ^[[0;36m@ctx^[[0m^[[1;33m^[[0m
^[[0;32m^[[1;30m2^[[0m^[[0;32m (B) second^[[0m
^[[1;34m^[[1;30m3^[[0m^[[1;34m (C) third^[[0m
^[[0;33m^[[1;30m4^[[0m^[[0;33m (D) fourth^[[0m
^[[1;30m6^[[0m plain ^[[0;34m2026-01-02^[[0m ^[[0;31mdue:2026-12-01^[[0m ^[[0;35m+M-iM-&M-^VM-iM-^CM-=^[[0m ^[[0;36m@M-PM-"M-PM-5M-PM-;M-PM-5M-QM-^DM-PM->M-PM-=^[[0m
^[[0;37m^[[1;30m5^[[0m^[[0;37m x ^[[0;34m2026-11-01^[[0m^[[0;37m done^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 6 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 6 M-iM- M-^E
$ todo -d c.cfg -c -+ -@ ls | cat -v
^[[1;33m^[[1;30m1^[[0m^[[1;33m (A) top^[[0m
^[[0;32m^[[1;30m2^[[0m^[[0;32m (B) second^[[0m
^[[1;34m^[[1;30m3^[[0m^[[1;34m (C) third^[[0m
^[[0;33m^[[1;30m4^[[0m^[[0;33m (D) fourth^[[0m
^[[1;30m6^[[0m plain ^[[0;34m2026-01-02^[[0m ^[[0;31mdue:2026-12-01^[[0m
^[[0;37m^[[1;30m5^[[0m^[[0;37m x ^[[0;34m2026-11-01^[[0m^[[0;37m done^[[0m
--
todo.txtM-oM-<M-^ZM-iM-!M-/M-gM-$M-: 6 M-iM- M-^EM-oM-<M-^LM-eM-^EM-1 6 M-iM- M-^E
