import TodoLocalization

// MARK: - completion

extension App {
  /// The actions completion offers, aliases included.
  static let actionNames = [
    "add", "a", "addm", "addto", "agenda", "append", "app", "archive", "command", "completion",
    "deduplicate", "del", "rm", "depri", "dp", "do", "done", "doctor", "due", "export", "help",
    "list", "ls", "listall", "lsa", "listaddons", "listcon", "lsc", "listfile", "lf", "listpri",
    "lsp", "listproj", "lsprj", "move", "mv", "prepend", "prep", "pri", "p", "replace", "report",
    "shorthelp", "undo",
  ]

  /// The actions whose arguments start with a task number.
  static let numberedActions = [
    "append", "app", "prepend", "prep", "replace", "pri", "p", "depri", "dp", "do", "done",
    "undo", "del", "rm", "move", "mv",
  ]

  static let optionNames = [
    "-@", "-+", "-c", "-d", "-f", "-h", "-p", "-P", "-n", "-N", "-t", "-T", "-v", "-vv", "-V",
    "-x", "-a", "-A", "--help", "--version", "--lang",
  ]

  /// `todo completion bash|zsh|fish`: the completion script for that shell, on standard
  /// output. Completes actions and their aliases, options, task numbers (with the task as the
  /// description where the shell shows one), `+projects` and `@contexts` from the current file,
  /// and priorities after `pri N`. The data comes from running `todo` itself, so the user's
  /// todo.cfg and environment apply.
  func completion(_ args: [String]) throws -> Int32 {
    guard args.count == 1, let shell = args.first else {
      throw CLIError(message: l(.usageCompletion, settings.programName))
    }
    let actions = App.actionNames.joined(separator: " ")
    let numbered = App.numberedActions.joined(separator: " ")
    let options = App.optionNames.joined(separator: " ")
    switch shell {
    case "bash":
      output.text(
        """
        # bash completion for todo: eval "$(todo completion bash)"
        _todo() {
          local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} todo=${COMP_WORDS[0]}
          local i action= at=0
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
          case $cur in
            +*) COMPREPLY=($(compgen -W "$("$todo" -p listproj 2>/dev/null)" -- "$cur")); return ;;
            @*) COMPREPLY=($(compgen -W "$("$todo" -p listcon 2>/dev/null)" -- "$cur")); return ;;
          esac
          local position=$((COMP_CWORD - at))
          case " \(numbered) " in
            *" $action "*)
              if [[ ($action == pri || $action == p) && $((position % 2)) == 0 ]]; then
                COMPREPLY=($(compgen -W "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z" -- "${cur^^}"))
              elif [[ $position == 1 || $action == do || $action == done || $action == undo || $action == depri || $action == dp || $action == pri || $action == p ]]; then
                COMPREPLY=($(compgen -W "$("$todo" -p -x ls 2>/dev/null | awk '/^[0-9]+ /{ print $1 + 0 }')" -- "$cur"))
              fi
              return ;;
          esac
          case $action in
            help) COMPREPLY=($(compgen -W "\(actions)" -- "$cur")) ;;
            completion) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")) ;;
            export) COMPREPLY=($(compgen -W "--ics" -- "$cur")) ;;
            list|ls|listall|lsa|listpri|lsp) COMPREPLY=($(compgen -W "--sort --all --json" -- "$cur")) ;;
          esac
        }
        complete -F _todo todo

        """)
    case "zsh":
      output.text(
        """
        #compdef todo
        # zsh completion for todo: todo completion zsh > "${fpath[1]}/_todo"
        _todo() {
          local -a words_after tasks
          local i action at=0
          for ((i = 2; i < CURRENT; i++)); do
            case ${words[i]} in
              -d|--lang) ((i++)) ;;
              -*) ;;
              *) action=${words[i]}; at=$i; break ;;
            esac
          done
          if [[ -z $action ]]; then
            compadd -- \(actions) \(options)
            return
          fi
          case ${words[CURRENT]} in
            +*) compadd -- ${(f)"$(${words[1]} -p listproj 2>/dev/null)"}; return ;;
            @*) compadd -- ${(f)"$(${words[1]} -p listcon 2>/dev/null)"}; return ;;
          esac
          local position=$((CURRENT - at))
          if (( ${${(s: :)${:-\(numbered)}}[(Ie)$action]} )); then
            if [[ ( $action == pri || $action == p ) && $((position % 2)) == 0 ]]; then
              compadd -- {A..Z}
              return
            fi
            local line
            for line in ${(f)"$(${words[1]} -p -x ls 2>/dev/null)"}; do
              [[ $line == <->' '* ]] || continue
              tasks+=("$(( ${line%% *} )):${${line#* }//:/\\\\:}")
            done
            _describe -t tasks task tasks
            return
          fi
          case $action in
            help) compadd -- \(actions) ;;
            completion) compadd -- bash zsh fish ;;
            export) compadd -- --ics ;;
          esac
        }
        compdef _todo todo 2>/dev/null || true

        """)
    case "fish":
      output.text(
        """
        # fish completion for todo: todo completion fish > ~/.config/fish/completions/todo.fish
        function __todo_action
            set -l words (commandline -opc)
            set -e words[1]
            while set -q words[1]
                switch $words[1]
                    case -d --lang
                        set -e words[1]
                    case '-*'
                    case '*'
                        echo $words[1]
                        return 0
                end
                set -e words[1]
            end
            return 1
        end
        function __todo_arguments
            # How many words follow the action.
            set -l words (commandline -opc)
            set -l seen 0
            set -l n 0
            for word in $words[2..-1]
                if test $seen -eq 1
                    set n (math $n + 1)
                else if not string match -q -- '-*' $word
                    set seen 1
                end
            end
            echo $n
        end
        function __todo_tasks
            command todo -p -x ls 2>/dev/null | string match -r '^[0-9]+ .*' | string replace -r '^0*([0-9]+) (.*)$' '$1\\t$2'
        end
        complete -c todo -f
        complete -c todo -n 'not __todo_action' -a '\(actions)'
        complete -c todo -n 'not __todo_action' -a '\(options)'
        complete -c todo -n 'contains -- (__todo_action) \(numbered); and not contains -- (__todo_action) pri p' -a '(__todo_tasks)'
        complete -c todo -n 'contains -- (__todo_action) pri p; and test (math (__todo_arguments) % 2) -eq 0' -a '(__todo_tasks)'
        complete -c todo -n 'contains -- (__todo_action) pri p; and test (math (__todo_arguments) % 2) -eq 1' -a 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z'
        complete -c todo -n 'string match -q -- "+*" (commandline -ct)' -a '(command todo -p listproj 2>/dev/null)'
        complete -c todo -n 'string match -q -- "@*" (commandline -ct)' -a '(command todo -p listcon 2>/dev/null)'
        complete -c todo -n 'contains -- (__todo_action) help' -a '\(actions)'
        complete -c todo -n 'contains -- (__todo_action) completion' -a 'bash zsh fish'

        """)
    default:
      throw CLIError(message: l(.usageCompletion, settings.programName))
    }
    return 0
  }
}
