/// The shell helpers todo.sh exports to add-ons (`export -f`, todo.sh:1079), written for `todo`
/// as bash functions and handed to add-ons through the environment, the way bash exports
/// functions (`BASH_FUNC_name%%=() { … }`): a bash add-on can call `getTodo "$2"`, `die`,
/// `_list "$TODO_FILE" +garden` or `_format` as under todo.sh.
///
/// Behaviour follows todo.sh's documented contract (`todo-sh-behaviour.md`, sections 4-6):
/// `getTodo N [FILE]` sets `todo` to line N or dies with `PREFIX: No task N.`; `_format FILE
/// [WIDTH] [TERM…]` numbers, filters (case-insensitive BRE, `-TERM` excludes, with
/// `pre_filter_command`/`post_filter_command`), pads, sorts with `TODOTXT_SORT_COMMAND`,
/// colours with the `PRI_*`/`COLOR_*` variables, hides what `-+`/`-@`/`-P` hide, applies
/// `TODOTXT_FINAL_FILTER`, and sets `NUMTASKS`/`TOTALTASKS`.
enum AddonFunctions {
  /// The functions, by name, as bash function bodies (the text between the braces).
  static let bodies: [(name: String, body: String)] = [
    (
      "die",
      #"""
        printf '%s\n' "$*" >&2
        exit 1
      """#
    ),
    (
      "cleaninput",
      #"""
        input=${input//$'\r'/ }
        input=${input//$'\n'/ }
        if [ "$1" = "for sed" ]; then
          input=${input//\\/\\\\}
          input=${input//|/\\|}
          input=${input//&/\\&}
        fi
      """#
    ),
    (
      "getPrefix",
      #"""
        local name
        name=${1:-$TODO_FILE}
        name=${name##*/}
        name=${name%%.[^.]*}
        printf '%s\n' "$name" | tr '[:lower:]' '[:upper:]'
      """#
    ),
    (
      "getTodo",
      #"""
        local n=$1
        if [ -z "$n" ] || [ -n "${n//[0-9]/}" ]; then die "$errmsg"; fi
        todo=$(sed "$n!d" "${2:-$TODO_FILE}")
        [ -n "$todo" ] || die "$(getPrefix "$2"): No task $n."
      """#
    ),
    (
      "getNewtodo",
      #"""
        local n=$1
        newtodo=$(sed "$n!d" "${2:-$TODO_FILE}")
        [ -n "$newtodo" ] || die "$(getPrefix "$2"): No updated task $n."
      """#
    ),
    (
      "shellquote",
      #"""
        local q="'"
        printf "'%s'\n" "${1//$q/$q\\$q$q}"
      """#
    ),
    (
      "filtercommand",
      #"""
        local command=${1:-} after=${2:-} term
        shift 2 2>/dev/null || shift $#
        for term in "$@"; do
          if [ "${term:0:1}" = - ]; then
            command="${command}${command:+ | }grep -v -i $(shellquote "${term:1}")"
          else
            command="${command}${command:+ | }grep -i $(shellquote "$term")"
          fi
        done
        if [ -n "$after" ]; then command="${command}${command:+ | }${after}"; fi
        printf '%s' "$command"
      """#
    ),
    (
      "getPadding",
      #"""
        local count
        count=$(sed -n '$ =' "${1:-$TODO_FILE}")
        printf '%s' "${#count}"
      """#
    ),
    (
      "_list",
      #"""
        local FILE=$1 src
        if [ "${FILE:0:1}" = / ]; then src=$FILE
        elif [ -f "$TODO_DIR/$FILE" ]; then src=$TODO_DIR/$FILE
        elif [ -f "$FILE" ]; then src=$FILE
        elif [ -f "$TODO_DIR/$FILE.txt" ]; then src=$TODO_DIR/$FILE.txt
        else die "TODO: File $FILE does not exist."
        fi
        shift
        _format "$src" '' "$@"
        if [ "${TODOTXT_VERBOSE:-1}" -gt 0 ]; then
          echo "--"
          echo "$(getPrefix "$src"): ${NUMTASKS:-0} of ${TOTALTASKS:-0} tasks shown"
        fi
      """#
    ),
    (
      "_format",
      #"""
        local FILE=$1 width numbered shown filter_command
        shift
        width=${1:-$(getPadding "$FILE")}
        shift
        numbered=$(
          if [ -n "$FILE" ]; then sed = "$FILE"; else sed =; fi |
            sed -e 'N' -e 's/^/     /' -e 's/ *\([ 0-9]\{'"$width"',\}\)\n/\1 /' \
              -e '/^[ 0-9]\{1,\} *$/d'
        )
        filter_command=$(filtercommand "${pre_filter_command:-}" "${post_filter_command:-}" "$@")
        if [ -n "$filter_command" ]; then
          shown=$(printf '%s' "$numbered" | eval "$filter_command")
        else
          shown=$numbered
        fi
        shown=$(
          printf '%s' "$shown" |
            sed -e 's/^     /00000/' -e 's/^    /0000/' -e 's/^   /000/' -e 's/^  /00/' \
              -e 's/^ /0/' |
            eval "${TODOTXT_SORT_COMMAND:-env LC_COLLATE=C sort -f -k2}" |
            awk '
              function colour(name,   c) { c = ENVIRON[name]; gsub(/\\+033/, "\033", c); return c }
              {
                line = ""
                if ($0 ~ /^[0-9]+ x /) {
                  line = colour("COLOR_DONE")
                } else if (match($0, /^[0-9]+ \([A-Z]\) /)) {
                  line = colour("PRI_" substr($0, RLENGTH - 2, 1))
                  if (line == "") line = colour("PRI_X")
                  if (ENVIRON["HIDE_PRIORITY_SUBSTITUTION"] != "")
                    $0 = substr($0, 1, RLENGTH - 4) substr($0, RLENGTH + 1)
                }
                reset = colour("DEFAULT")
                n = split("COLOR_PROJECT COLOR_CONTEXT COLOR_DATE COLOR_NUMBER COLOR_META", roles, " ")
                for (r = 1; r <= n; r++) {
                  start[r] = colour(roles[r])
                  stop[r] = start[r] == "" ? "" : reset line
                }
                text = $0
                gsub(/[ \t]+/, "\n&\n", text)
                count = split(text, words, "\n")
                out = ""
                for (i = 1; i <= count; i++) {
                  w = words[i]; r = 0
                  if (w ~ /^[+].*[A-Za-z0-9_]$/) r = 1
                  else if (w ~ /^@.*[A-Za-z0-9_]$/) r = 2
                  else if (w ~ /^(19|20)[0-9][0-9]-(0[1-9]|1[012])-(0[1-9]|[12][0-9]|3[01])$/) r = 3
                  else if (i == 1 && w ~ /^[0-9]+$/) r = 4
                  else if (w ~ /^[A-Za-z0-9]+:[^ ]+$/) r = 5
                  out = out (r ? start[r] w stop[r] : w)
                }
                print line out (line == "" ? "" : reset)
              }' |
            sed -e "s/${HIDE_PROJECTS_SUBSTITUTION:-^}//g" \
              -e "s/${HIDE_CONTEXTS_SUBSTITUTION:-^}//g" \
              -e "s/${HIDE_CUSTOM_SUBSTITUTION:-^}//g" |
            eval "${TODOTXT_FINAL_FILTER:-cat}"
        )
        if [ -n "$shown" ]; then printf '%s\n' "$shown"; fi
        if [ "${TODOTXT_VERBOSE:-1}" -gt 0 ]; then
          NUMTASKS=$(printf '%s' "$shown" | sed -n '$ =')
          TOTALTASKS=$(printf '%s' "$numbered" | sed -n '$ =')
        fi
        if [ "${TODOTXT_VERBOSE:-1}" -gt 1 ]; then
          echo "TODO DEBUG: Filter Command was: ${filter_command:-cat}"
        fi
      """#
    ),
    (
      "listWordsWithSigil",
      #"""
        local sigil=$1 files
        shift
        files=("$TODO_FILE")
        if [ -n "${TODOTXT_SOURCEVAR:-}" ]; then eval "files=($TODOTXT_SOURCEVAR)"; fi
        cat "${files[@]}" |
          eval "$(filtercommand '' '' "$@")${*:+ | }cat" |
          grep -o "[^ ]*${sigil}[^ ]\\+" |
          sed -n -e "s/^${TODOTXT_SIGIL_BEFORE_PATTERN:-}//" \
            -e "s/${TODOTXT_SIGIL_AFTER_PATTERN:-}\$//" \
            -e "/^${sigil}${TODOTXT_SIGIL_VALID_PATTERN:-.*}\$/p" |
          sort -u
      """#
    ),
  ]

  /// The environment entries exporting ``bodies`` to bash children
  /// (`BASH_FUNC_name%%` = `() { body }`, bash's own format since 4.3).
  static let environment: [String: String] = {
    var entries: [String: String] = [:]
    for (name, body) in bodies { entries["BASH_FUNC_\(name)%%"] = "() {\n\(body)\n}" }
    return entries
  }()
}
