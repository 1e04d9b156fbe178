import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// Every action of ``ActionRegistry``, and every alias, reaches its code, is in `help`,
/// `ACTION --help` and the manual page, and completes in real bash, zsh and fish, also under
/// `alias t=todo` (`todo completion SHELL --alias t`). The tests iterate the registry, so a new
/// action is covered as soon as it is declared.
@Suite struct ActionRegistryTests {
  /// Every name and alias with its action.
  static let names: [(name: String, action: ActionDeclaration)] = ActionRegistry.all.flatMap {
    action in
    action.names.map { ($0, action) }
  }
  static let allNames = names.map(\.name)

  /// Whether `tool` is installed (`.ci/run` installs zsh and fish; without them their tests
  /// are reported as skipped).
  static func isInstalled(_ tool: String) -> Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/" + tool)
  }

  /// A sandbox with tasks 1, 2 and 4 (3 is blank), a second file and a folder.
  static func sandbox() throws -> Sandbox {
    let sandbox = try Sandbox()
    let tasks = "(A) call mom +family @phone\nbuy: milk +shop\n\nx done +old @home\n"
    try tasks.write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    try "weed +garden\n".write(
      to: sandbox.directory.appendingPathComponent("garden.txt"), atomically: true,
      encoding: .utf8)
    try FileManager.default.createDirectory(
      at: sandbox.directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
    return sandbox
  }

  static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A word of `kind` that the action accepts, for running it.
  static func sample(_ kind: ArgumentKind) -> String {
    switch kind {
    case .task: return "1"
    case .priority: return "A"
    case .todoFile: return "garden.txt"
    case .path: return "todo.txt"
    case .directory: return "sub"
    case .dateRange: return "today"
    case .action: return "ls"
    case .shell: return "bash"
    case .sortKey: return "due"
    case .place: return "after"
    case .text: return "word"
    }
  }

  // MARK: - Dispatch

  /// The generic usage error todo.sh prints for an unknown action.
  static let usageLine = "Try 'todo -h' for more information."

  /// Each name runs its action with its leading arguments: whatever the action says (even
  /// its own usage), it is not the unknown-action usage error. `nope` shows that the check
  /// can fail.
  @Test(arguments: allNames + ["nope"])
  func dispatches(_ name: String) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let action = ActionRegistry.action(named: name)
    let leading = action?.arguments.leading ?? []
    let command = (["todo", name] + leading.map(Self.sample)).map(Self.quoted)
    let files = try Self.contents(of: sandbox)
    let result = try sandbox.run(command.joined(separator: " ") + " < /dev/null")
    #expect(result.stdout.contains(Self.usageLine) == (name == "nope"), "\(result)")
    // An action that does not write leaves the todo directory as it was.
    if action?.writes != true {
      #expect(try Self.contents(of: sandbox) == files, "\(name) changed a file")
    }
  }

  /// The files of the sandbox's top level (the todo directory) and their bytes; hidden ones
  /// (`.local`, where `install` writes and backups are kept, is HOME's) aside.
  static func contents(of sandbox: Sandbox) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
    where !name.hasPrefix(".") {
      let url = sandbox.directory.appendingPathComponent(name)
      files[name] = (try? Data(contentsOf: url)) ?? Data()
    }
    return files
  }

  // MARK: - Help and manual page

  /// `help` and `shorthelp` list every action under its name, in both languages.
  @Test(arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func helpListsEveryAction(language: String) throws {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    let help = try sandbox.run("todo help").stdout
    let short = try sandbox.run("todo shorthelp").stdout
    for action in ActionRegistry.all {
      #expect(
        help.contains { $0 == "    " + action.name || $0.hasPrefix("    " + action.name + " ") },
        "help lacks \(action.name)")
      let entry = "    " + action.name
      #expect(
        short.contains { $0 == entry || $0.hasPrefix(entry + " ") || $0.hasPrefix(entry + "|") },
        "shorthelp lacks \(action.name)")
    }
  }

  /// `help NAME` and `NAME --help` give the paragraph of NAME's action, for aliases too
  /// (`help done` is `do`'s).
  @Test(arguments: names.map(\.name))
  func helpOfEveryName(_ name: String) throws {
    let action = try #require(ActionRegistry.action(named: name))
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let help = try sandbox.run("todo help " + Self.quoted(name))
    #expect(help.status == 0)
    let first = try #require(help.stdout.first)
    #expect(
      [name, action.name].contains { first == "    " + $0 || first.hasPrefix("    " + $0 + " ") },
      "\(help.stdout)")
    #expect(help.stdout.count > 2 && help.stdout.last == "")
    // `add --help` adds the task "--help", as in todo.sh.
    if action.name != "add" {
      #expect(try sandbox.run("todo " + Self.quoted(name) + " --help").stdout == help.stdout)
    }
  }

  /// The manual page has an item for every name, aliases included, in both languages.
  @Test(arguments: ["en", "zh-Hant"])
  func manualPageNamesEveryAction(language: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let page = try sandbox.run("todo --lang \(language) man").stdout
    for name in Self.allNames {
      let item = ".B " + ManAction.roffText(name)
      #expect(page.contains { $0 == item || $0.hasPrefix(item + " ") }, "man lacks \(name)")
    }
  }

  // MARK: - Completion

  /// One completion request: the words on the line (the last is the word being completed)
  /// and candidates that must be among the answers.
  struct Query: CustomStringConvertible {
    var words: [String]
    var expected: [String]
    var description: String { words.joined(separator: " ") }
  }

  /// What every shell must complete, for the program name `program`.
  static func queries(program: String) -> [Query] {
    var queries: [Query] = []
    // Every name, typed in full, is offered.
    for name in allNames { queries.append(Query(words: [program, name], expected: [name])) }
    for action in ActionRegistry.all {
      let pattern = action.arguments
      // Each argument position of the pattern, once around the repeating part.
      for position in 1...max(1, pattern.leading.count + pattern.repeating.count) {
        let kind = pattern.kind(at: position)
        let before = (1..<position).map { sample(pattern.kind(at: $0)) }
        let (current, expected) = Self.completion(of: kind)
        guard !expected.isEmpty else { continue }
        queries.append(
          Query(words: [program, action.name] + before + [current], expected: expected))
      }
      for flag in action.flags {
        let before = pattern.leading.map(sample)
        queries.append(
          Query(
            words: [program, action.name] + before + [String(flag.name.prefix(3))],
            expected: [flag.name]))
        if let value = flag.value {
          let (current, expected) = Self.completion(of: value)
          if !expected.isEmpty {
            queries.append(
              Query(
                words: [program, action.name] + before + [flag.name, current], expected: expected))
          }
        }
      }
    }
    queries.append(Query(words: [program, "ls", "+"], expected: ["+family", "+old", "+shop"]))
    queries.append(Query(words: [program, "add", "@p"], expected: ["@phone"]))
    return queries
  }

  /// The word typed so far and what completing it must offer, for an argument of `kind`.
  static func completion(of kind: ArgumentKind) -> (String, [String]) {
    switch kind {
    case .task: return ("", ["1", "2", "4"])
    case .priority: return ("", ["A", "Z"])
    case .todoFile: return ("", ["garden.txt", "todo.txt"])
    case .path: return ("gar", ["garden.txt"])
    case .dateRange: return ("ov", ["overdue"])
    case .directory: return ("su", ["sub"])
    case .action: return ("", allNames)
    case .shell: return ("", CompletionShell.allCases.map(\.rawValue))
    case .sortKey: return ("", ["priority", "due", "created"])
    case .place: return ("", ["top", "bottom", "before", "after"])
    case .text: return ("", [])
    }
  }

  /// Compares the shell's answers, one group per query, with what each query expects.
  static func check(_ shell: String, _ queries: [Query], _ answers: [[String]]) {
    #expect(answers.count == queries.count, "\(shell): \(answers.count) answers")
    for (query, answer) in zip(queries, answers) {
      let offered = Set(answer.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
      let missing = query.expected.filter { !offered.contains($0) }
      #expect(missing.isEmpty, "\(shell) `\(query)` lacks \(missing); offered \(answer)")
    }
  }

  /// Splits output into the groups that end with a `<<END>>` line.
  static func groups(_ lines: [String]) -> [[String]] {
    var groups: [[String]] = []
    var current: [String] = []
    for line in lines {
      if line == "<<END>>" {
        groups.append(current)
        current = []
      } else if !line.hasPrefix("<<") {
        current.append(line)
      }
    }
    return groups
  }

  /// bash: the function `complete -p NAME` registered is called as bash calls it.
  @Test(arguments: ["todo", "t"])
  func bash(program: String) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let queries = Self.queries(program: program)
    let script =
      """
      eval "$(todo completion bash --alias t)"
      q() {
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
        local spec function=; spec=$(complete -p "$1" 2>/dev/null)
        [[ $spec == *" -F "* ]] && function=${spec##* -F } && function=${function%% *}
        COMPREPLY=()
        [[ -n $function ]] && "$function" "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}" '<<END>>'
      }

      """
      + queries.map { "q " + $0.words.map(Self.quoted).joined(separator: " ") }.joined(
        separator: "\n")
    try script.write(
      to: sandbox.directory.appendingPathComponent("queries.bash"), atomically: true,
      encoding: .utf8)
    let result = try sandbox.run("bash queries.bash")
    Self.check("bash", queries, Self.groups(result.stdout))
  }

  /// fish: `complete -C LINE`, as fish completes a typed line.
  @Test(
    .enabled(if: ActionRegistryTests.isInstalled("fish"), "fish is not installed"),
    arguments: ["todo", "t"])
  func fish(program: String) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let queries = Self.queries(program: program)
    let script =
      "todo completion fish --alias t | source\n"
      + queries.map {
        "complete -C " + Self.quoted($0.words.joined(separator: " ")) + "; echo '<<END>>'"
      }.joined(separator: "\n")
    try script.write(
      to: sandbox.directory.appendingPathComponent("queries.fish"), atomically: true,
      encoding: .utf8)
    let result = try sandbox.run("fish --no-config queries.fish")
    let answers = Self.groups(result.stdout).map { group in
      group.map { String($0.prefix { $0 != "\t" }) }
    }
    Self.check("fish", queries, answers)
  }

  /// zsh: an interactive zsh in a pseudo-terminal (zpty) loads compinit and the script, with
  /// `alias t=todo` and `complete_aliases` (so `t` needs its own registration); each query is
  /// typed and completed with Tab, and `compadd` records what it is asked to offer.
  @Test(
    .enabled(if: ActionRegistryTests.isInstalled("zsh"), "zsh is not installed"),
    arguments: ["todo", "t"])
  func zsh(program: String) throws {
    let sandbox = try Self.sandbox()
    defer { sandbox.remove() }
    let queries = Self.queries(program: program)
    try Self.zshDriver.write(
      to: sandbox.directory.appendingPathComponent("driver.zsh"), atomically: true,
      encoding: .utf8)
    let lines = queries.map { Self.quoted($0.words.joined(separator: " ")) }
    let result = try sandbox.run("zsh -f driver.zsh answers " + lines.joined(separator: " "))
    #expect(result.status == 0, "\(result.stderr)")
    Self.check("zsh", queries, Self.groups(result.stdout))
  }

  /// Drives an interactive zsh: `zsh -f driver.zsh OUT LINE...` types each LINE and a Tab, and
  /// prints what `compadd` offered for each, every group ending with `<<END>>`.
  static let zshDriver = #"""
    zmodload zsh/zpty || exit 3
    zmodload zsh/zselect || exit 3
    out=$1; shift
    : > $out
    zpty z zsh -f -i
    zpty -w z "PS1='' RPROMPT=''; unsetopt auto_list list_ambiguous list_beep beep; setopt complete_aliases; alias t=todo"
    zpty -w z 'autoload -Uz compinit && compinit -u -D && eval "$(todo completion zsh --alias t)"'
    # compadd -O/-A/-D only compute; every other call offers its words: record them.
    zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi; local -a __m; builtin compadd -O __m \"\$@\"; print -rl -- \$__m >> ${(q)out}; builtin compadd \"\$@\"; }"
    # _todo, whichever names the script registered it for, marks the end of each answer.
    zpty -w z "functions[_todo_real]=\$functions[_todo]; _todo() { _todo_real \"\$@\"; print -r -- '<<END>>' >> ${(q)out}; }; print -r -- '<<READY>>' >> ${(q)out}"
    wait_for() { # COUNT LINE: until OUT holds COUNT lines LINE, draining the terminal
      local i
      local -a lines hits
      for ((i = 0; i < 1000; i++)); do
        while zpty -rt z chunk 2>/dev/null; do :; done
        lines=(${(f)"$(<$out)"})
        hits=(${(M)lines:#$2})
        (( $#hits >= $1 )) && return 0
        zselect -t 1  # 10 ms, without a process
      done
      return 1
    }
    wait_for 1 '<<READY>>' || { echo "zsh did not start" >&2; exit 2 }
    n=0
    for q in "$@"; do
      ((n++))
      print -r -- "<<QUERY ${q}>>" >> $out
      zpty -w -n z "${q}"$'\t'
      wait_for $n '<<END>>' || { echo "no completion for: $q" >&2; exit 2 }
      zpty -w -n z $'\C-a\C-k'
    done
    zpty -d z
    cat $out
    """#

  /// The dispatch rules an action declares, and the actions that declare them: never an
  /// add-on (`command` is the way past add-ons; git runs the merge driver inside the
  /// repository), no link check first (those that touch no todo file, or list the links),
  /// `--help` read only in its first word (`command`), `-h` alone as help (task text).
  @Test func dispatchRulesAreDeclared() {
    func names(_ rule: (ActionDeclaration) -> Bool) -> [String] {
      ActionRegistry.all.filter(rule).map(\.name)
    }
    #expect(names(\.neverAddon) == ["command", "git-merge-driver"])
    #expect(names { !$0.checksLinks } == ["doctor", "git-merge-driver", "help", "shorthelp"])
    #expect(names { $0.ownWords != nil } == ["command"])
    #expect(names(\.wordsAreTaskText) == ["add", "addm"])
  }

}
