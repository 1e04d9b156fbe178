import TodoLocalization

// MARK: - completion

/// A shell `todo completion` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish
}

extension CompletionAction {
  /// The global options completion offers before the action.
  static let optionNames = [
    "-@", "-+", "-c", "-d", "-f", "-h", "-p", "-P", "-n", "-N", "-t", "-T", "-v", "-vv", "-V",
    "-x", "-a", "-A", "--help", "--version", "--lang",
  ]

  /// `todo completion bash|zsh|fish [--alias NAME]...`: the completion script for that shell,
  /// on standard output, for `todo` and for each alias NAME (`alias t=todo`).
  func completion(_ args: ActionArguments) throws -> Int32 {
    let aliases = args.allValues(.alias)
    guard args.words.count == 1, let shell = CompletionShell(rawValue: args.words[0]),
      aliases.allSatisfy(CompletionAction.isCommandName)
    else { throw CLIError(message: l(.usageCompletion, settings.programName)) }
    output.text(CompletionAction.completionScript(for: shell, aliases: aliases))
    return 0
  }

  /// Whether `name` can be written into a script as a command name: letters, digits and
  /// `-_.+`, not starting with `-`.
  static func isCommandName(_ name: String) -> Bool {
    guard let first = name.utf8.first, first != UInt8(ascii: "-") else { return false }
    return name.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "+"):
        return true
      default: return false
      }
    }
  }

  /// The completion script for `shell`, made from ``ActionRegistry``: actions and their
  /// aliases, the global options, each action's arguments by kind (task numbers with the task
  /// as the description where the shell shows one, priorities, files of the todo directory,
  /// action and shell names, sort keys) and options, and `+projects` and `@contexts` in any
  /// argument. The data comes from running `todo` itself, so the user's todo.cfg and environment
  /// apply; under an alias the script runs `todo`.
  static func completionScript(for shell: CompletionShell, aliases: [String]) -> String {
    switch shell {
    case .bash: return bashScript(aliases: aliases, program: Localizer.executablePath())
    case .zsh: return zshScript(aliases: aliases)
    case .fish: return fishScript(aliases: aliases)
    }
  }

  /// The actions whose arguments complete as something other than free text, each with its
  /// names joined by `separator`.
  private static func argumentCases(
    separator: String
  ) -> [(names: String, action: ActionDeclaration)] {
    ActionRegistry.all.filter {
      !$0.arguments.leading.isEmpty || !$0.arguments.repeating.isEmpty || !$0.flags.isEmpty
    }.map { ($0.names.joined(separator: separator), $0) }
  }

  private static func words(_ kinds: [ArgumentKind]) -> String {
    kinds.map(\.rawValue).joined(separator: " ")
  }

  private static func flagNames(_ action: ActionDeclaration) -> String {
    action.flags.map(\.name).joined(separator: " ")
  }

  /// The options that take a value and the value's kind, as `flag kind` pairs (joined by
  /// `separator`).
  private static func valued(_ action: ActionDeclaration, separator: String = " ") -> [String] {
    action.flags.compactMap { flag in flag.value.map { flag.name + separator + $0.rawValue } }
  }

  /// The bash script; `program` is the `todo` that wrote it, run when the word typed is not a
  /// command bash can run (an alias such as `alias todo=~/src/todo/.build/release/todo`).
  private static func bashScript(aliases: [String], program: String?) -> String {
    let actions = ActionRegistry.names.joined(separator: " ")
    let options = optionNames.joined(separator: " ")
    var cases = ""
    for (names, action) in argumentCases(separator: "|") {
      let valuedPairs = valued(action, separator: "=")
      cases += """
            \(names)) lead="\(words(action.arguments.leading))" \
        repeat="\(words(action.arguments.repeating))" flags="\(flagNames(action))" \
        valued="\(valuedPairs.joined(separator: " "))" ;;

        """
    }
    var kinds = ""
    for kind in ArgumentKind.allCases {
      let body: String
      switch kind {
      case .task:
        body = #"words=$("$todo" -p -x ls 2>/dev/null | awk '/^[0-9]+ /{ print $1 + 0 }')"#
      case .priority: body = "words=\"\(kind.words.joined(separator: " "))\"; cur=${cur^^}"
      case .todoFile: body = #"words=$(TODOTXT_VERBOSE=0 "$todo" -p listfile 2>/dev/null)"#
      case .path: body = #"COMPREPLY=($(compgen -f -- "$cur")); return"#
      case .directory: body = #"COMPREPLY=($(compgen -d -- "$cur")); return"#
      case .text: continue
      case .action, .shell, .sortKey, .place, .dateRange:
        body = "words=\"\(kind.words.joined(separator: " "))\""
      }
      kinds += "    \(kind.rawValue)) \(body) ;;\n"
    }
    var aliasCase =
      aliases.isEmpty
      ? "" : "  case $todo in \(aliases.joined(separator: "|"))) todo=todo ;; esac\n"
    if let program {
      aliasCase += "  type -P \"$todo\" >/dev/null || todo=\(shellQuote(program))\n"
    }
    return """
      # bash completion for todo: eval "$(todo completion bash)"
      _todo() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} todo=${COMP_WORDS[0]}
      \(aliasCase)  local i action= at=0
        for ((i = 1; i < COMP_CWORD; i++)); do
          case ${COMP_WORDS[i]} in
            -d|--lang) ((i++)) ;;
            -*) ;;
            *) action=${COMP_WORDS[i]}; at=$i; break ;;
          esac
        done
        COMPREPLY=()
        if [[ -z $action ]]; then
          case $prev in
            -d) COMPREPLY=($(compgen -f -- "$cur")); return ;;
            --lang) COMPREPLY=($(compgen -W "en zh-Hant" -- "$cur")); return ;;
          esac
          COMPREPLY=($(compgen -W "\(actions) \(options)" -- "$cur"))
          return
        fi
        # `@` is in COMP_WORDBREAKS, so COMP_WORDS has `@` and `ph` apart; but bash hands
        # readline `@` as a special prefix, and readline replaces `@ph` whole: the replies
        # keep their `@`. (The word as typed is the line up to the cursor after its last blank.)
        local typed=${COMP_LINE:0:COMP_POINT}
        typed=${typed##*[[:space:]]}
        if [[ $typed == @* && $prev == @ ]]; then
          COMPREPLY=($(compgen -W "$("$todo" -p listcon 2>/dev/null)" -- "$typed"))
          return
        fi
        case $cur in
          +*) COMPREPLY=($(compgen -W "$("$todo" -p listproj 2>/dev/null)" -- "$cur")); return ;;
          @*) COMPREPLY=($(compgen -W "$("$todo" -p listcon 2>/dev/null)" -- "$cur")); return ;;
        esac
        local lead= repeat= flags= valued=
        case $action in
      \(cases)  esac
        # Count the arguments before the cursor; options and their values do not count.
        local position=0 kind=text skip=0 word
        for ((i = at + 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          if ((skip)); then skip=0; continue; fi
          case " $flags " in *" $word "*)
            case " $valued " in *" $word="*) skip=1 ;; esac
            continue ;;
          esac
          ((position++))
        done
        if ((skip)); then
          kind=${valued#*"$prev="}; kind=${kind%% *}; flags=
        else
          local kinds=($lead) repeats=($repeat)
          ((position++))
          if ((position <= ${#kinds[@]})); then
            kind=${kinds[position-1]}
          elif ((${#repeats[@]})); then
            kind=${repeats[(position - 1 - ${#kinds[@]}) % ${#repeats[@]}]}
          fi
        fi
        local words=
        case $kind in
      \(kinds)  esac
        COMPREPLY=($(compgen -W "$words $flags" -- "$cur"))
      }
      complete -F _todo \((["todo"] + aliases).joined(separator: " "))

      """
  }

  private static func zshScript(aliases: [String]) -> String {
    let actions = ActionRegistry.names.joined(separator: " ")
    let options = optionNames.joined(separator: " ")
    var cases = ""
    for (names, action) in argumentCases(separator: "|") {
      cases += """
            (\(names)) kinds=(\(words(action.arguments.leading))) \
        repeats=(\(words(action.arguments.repeating))) flags=(\(flagNames(action))) \
        valued=(\(valued(action).joined(separator: " "))) ;;

        """
    }
    var kinds = ""
    for kind in ArgumentKind.allCases {
      let body: String
      switch kind {
      case .task:
        body = """
          for line in ${(f)"$($todo -p -x ls 2>/dev/null)"}; do
                  [[ $line == <->' '* ]] || continue
                  tasks+=("$(( ${line%% *} )):${${line#* }//:/\\\\:}")
                done
                _describe -t tasks task tasks
          """
      case .todoFile:
        body = #"compadd -- ${(f)"$(TODOTXT_VERBOSE=0 $todo -p listfile 2>/dev/null)"}"#
      case .path: body = "_files"
      case .directory: body = "_files -/"
      case .text: continue
      case .priority, .action, .shell, .sortKey, .place, .dateRange:
        body = "compadd -- " + kind.words.joined(separator: " ")
      }
      kinds += "    (\(kind.rawValue)) \(body) ;;\n"
    }
    let names = (["todo"] + aliases).joined(separator: " ")
    let aliasCase =
      aliases.isEmpty
      ? "" : "  case $todo in (\(aliases.joined(separator: "|"))) todo=todo ;; esac\n"
    return """
      #compdef \(names)
      # zsh completion for todo: todo completion zsh > "${fpath[1]}/_todo"
      _todo() {
        local -a tasks kinds repeats flags valued
        local i action at=0 todo=${words[1]} position=0 kind=text line
      \(aliasCase)  for ((i = 2; i < CURRENT; i++)); do
          case ${words[i]} in
            (-d|--lang) ((i++)) ;;
            (-*) ;;
            (*) action=${words[i]}; at=$i; break ;;
          esac
        done
        if [[ -z $action ]]; then
          case ${words[CURRENT-1]} in
            (-d) _files; return ;;
            (--lang) compadd -- en zh-Hant; return ;;
          esac
          compadd -- \(actions) \(options)
          return
        fi
        case ${words[CURRENT]} in
          (+*) compadd -- ${(f)"$($todo -p listproj 2>/dev/null)"}; return ;;
          (@*) compadd -- ${(f)"$($todo -p listcon 2>/dev/null)"}; return ;;
        esac
        case $action in
      \(cases)  esac
        # Count the arguments before the cursor; options and their values do not count.
        local skip=0
        for ((i = at + 1; i < CURRENT; i++)); do
          if ((skip)); then skip=0; continue; fi
          if (( ${flags[(Ie)${words[i]}]} )); then
            (( ${valued[(Ie)${words[i]}]} )) && skip=1
            continue
          fi
          ((position++))
        done
        if ((skip)); then
          kind=${valued[${valued[(ie)${words[CURRENT-1]}]} + 1]}
          flags=()
        else
          ((position++))
          if ((position <= $#kinds)); then
            kind=$kinds[position]
          elif (($#repeats)); then
            kind=${repeats[1 + (position - 1 - $#kinds) % $#repeats]}
          fi
        fi
        case $kind in
      \(kinds)  esac
        (($#flags)) && compadd -- $flags
        return 0
      }
      # Autoloaded from fpath (the #compdef line registered it), this file is the first call of
      # _todo: complete now. Evaluated, it registers the names.
      if [[ $funcstack[1] == _todo ]]; then
        _todo "$@"
      else
        compdef _todo \(names) 2>/dev/null || true
      fi

      """
  }

  private static func fishScript(aliases: [String]) -> String {
    let actions = ActionRegistry.names.joined(separator: " ")
    let options = optionNames.joined(separator: " ")
    var cases = ""
    for (names, action) in argumentCases(separator: " ") {
      cases += """
                case \(names)
                    set kinds \(words(action.arguments.leading))
                    set repeats \(words(action.arguments.repeating))
                    set flags \(flagNames(action))
                    set valued \(valued(action).joined(separator: " "))

        """
    }
    var kinds = ""
    for kind in ArgumentKind.allCases {
      let body: String
      switch kind {
      case .task:
        body = #"""
          command $todo -p -x ls 2>/dev/null | string match -r '^[0-9]+ .*' | string replace -r '^0*([0-9]+) (.*)$' '$1\t$2'
          """#
      case .todoFile: body = "TODOTXT_VERBOSE=0 command $todo -p listfile 2>/dev/null"
      case .path: body = "__fish_complete_path $current"
      case .directory: body = "__fish_complete_directories $current"
      case .text: continue
      case .priority, .action, .shell, .sortKey, .place, .dateRange:
        body = "printf '%s\\n' " + kind.words.joined(separator: " ")
      }
      kinds += """
                case \(kind.rawValue)
                    \(body)

        """
    }
    let aliasLine =
      aliases.isEmpty
      ? "" : "    contains -- $todo \(aliases.joined(separator: " ")); and set todo todo\n"
    let registrations = (["todo"] + aliases).map { "complete -c \($0) -f -a '(__todo_complete)'" }
    return """
      # fish completion for todo: todo completion fish > ~/.config/fish/completions/todo.fish
      function __todo_complete
          set -l words (commandline -opc)
          set -l current (commandline -ct)
          set -l todo $words[1]
      \(aliasLine)    set -e words[1]
          set -l action
          while set -q words[1]
              switch $words[1]
                  case -d --lang
                      set -e words[1]
                  case '-*'
                  case '*'
                      set action $words[1]
                      set -e words[1]
                      break
              end
              set -e words[1]
          end
          if test -z "$action"
              printf '%s\\n' \(actions) \(options)
              return
          end
          switch $current
              case '+*'
                  command $todo -p listproj 2>/dev/null
                  return
              case '@*'
                  command $todo -p listcon 2>/dev/null
                  return
          end
          set -l kinds
          set -l repeats
          set -l flags
          set -l valued
          switch $action
      \(cases)    end
          # Count the arguments before the cursor; options and their values do not count.
          set -l position 0
          set -l kind text
          set -l skip 0
          for word in $words
              if test $skip -eq 1
                  set skip 0
                  continue
              end
              if contains -- $word $flags
                  contains -- $word $valued; and set skip 1
                  continue
              end
              set position (math $position + 1)
          end
          if test $skip -eq 1
              set kind $valued[(math (contains -i -- $words[-1] $valued) + 1)]
              set flags
          else
              set position (math $position + 1)
              set -l leading (count $kinds)
              set -l cycle (count $repeats)
              if test $position -le $leading
                  set kind $kinds[$position]
              else if test $cycle -gt 0
                  set kind $repeats[(math "($position - 1 - $leading) % $cycle + 1")]
              end
          end
          switch $kind
      \(kinds)    end
          printf '%s\\n' $flags
      end
      \(registrations.joined(separator: "\n"))

      """
  }
}

/// `todo completion bash|zsh|fish [--alias NAME]`: prints the completion script for that shell.
struct CompletionAction: TodoAction {
  static let declaration = ActionDeclaration(
    "completion", .actionSummaryCompletion, .actionHelpCompletion,
    arguments: ArgumentPattern(leading: [.shell]), flags: [ActionFlag(.alias, value: .text)],
    usage: .usageCompletion
  )

  let basics: RunBasics

  init(_ context: CommandContext) {
    basics = context.basics
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try completion(arguments)
  }
}
