import TodoLocalization
import TodoTxt

/// What a run is given: the settings, environment, clock and terminal, and the services made
/// from them (``Console``, ``TaskStore``, ``TaskInput``, ``Listing``, ``Notes``); it finds the
/// action a command line names (an add-on, or a built-in ``TodoAction``) and runs it with the
/// services that action asks for.
struct CommandContext: ConsoleUser {
  /// The configuration in effect (options, environment, todo.cfg, in todo.sh's precedence).
  let settings: Settings
  let environment: [String: String]
  let console: Console
  let clock: Clock
  /// `argv[0]`.
  let programPath: String
  /// `--lang`, if given.
  let languageOverride: String?
  /// The task the action's change is for, as `todo ui` showed it (``TaskStore/seen``).
  var seen: SeenTask? = nil
  /// The built-in action being run and its words as typed (`do 2`), for its history record.
  var command: String? = nil
  /// For `--dry-run`: what the action would write (``TaskStore/previews``).
  var previews: DryRunPreviews? = nil
  /// The conflict copies beside the files when the command started (``TaskStore/copiesSeen``).
  var copiesSeen: [String] = []

  /// What the user types, made into task text and numbers.
  var input: TaskInput { store.input }

  /// Listing the tasks.
  var listing: Listing {
    Listing(
      console: console, settings: settings, environment: environment, clock: clock,
      store: store)
  }

  /// The notes of tasks.
  var notes: Notes { store.notes }

  /// The console, settings and environment every action speaks and reads with.
  var basics: RunBasics {
    RunBasics(console: console, settings: settings, environment: environment)
  }

  /// The todo files, for the actions that read or change them.
  var store: TaskStore {
    TaskStore(
      console: console, settings: settings, environment: environment, clock: clock, seen: seen,
      command: command, previews: previews, copiesSeen: copiesSeen)
  }

  // MARK: - Dispatch

  /// Runs the action `words[0]` names: an add-on of that name in the actions directory, else
  /// the built-in action (``ActionRegistry``), else the usage error. An action whose
  /// declaration says ``ActionDeclaration/neverAddon`` is never an add-on.
  func dispatch(_ typedWords: [String]) throws -> Int32 {
    let words = splittingIdeographicSpace(typedWords)
    guard let first = words.first else { throw usageError() }
    let name = first.lowercased()
    if ActionRegistry.action(named: name)?.neverAddon != true,
      let addon = try addonPath(for: name)
    {
      // An add-on's writes are its own: a dry run cannot show them.
      if previews != nil { throw CLIError(message: l(.dryRunNotAvailable, first)) }
      return try runAddon(addon, words)
    }
    return try runBuiltIn(name, Array(words.dropFirst()))
  }

  /// Runs the add-on at `path` with `arguments` (todo.sh passes the action name as typed
  /// first; none for the default action), after creating the todo, done and report files
  /// as todo.sh does before any action (todo.sh:809-811), with todo.sh's helper functions
  /// exported (``AddonFunctions``); returns its exit status.
  ///
  /// - Throws: ``CLIError`` when a file cannot be created or the add-on cannot be started.
  func runAddon(_ path: String, _ arguments: [String]) throws -> Int32 {
    for file in [settings.todoFile, settings.doneFile, settings.reportFile]
    where !System.exists(file) {
      do throws(FileError) {
        var created = TodoFile(path: file)
        created.confinement = store.confinement(for: file)
        _ = try created.append([])
      } catch {
        throw CLIError(message: message(for: error))
      }
    }
    output.flush()
    var environment = settings.childEnvironment
    environment.merge(AddonFunctions.environment) { _, function in function }
    guard
      let status = Processes.runAttached(
        [path] + arguments, environment: environment, directory: settings.workingDirectory)
    else { throw CLIError(message: l(.commandFailed, path)) }
    return status
  }

  /// `TODOTXT_DEFAULT_ACTION` split into words as todo.sh's `eval` does (quotes, `$(…)`,
  /// variables), by bash with the add-ons' environment; split by quoting alone when bash
  /// cannot run.
  func defaultActionWords() -> [String] {
    // Plain words (`ls`, `lsp A`) need no shell.
    if !settings.defaultAction.contains(where: { "$`\\\"'*?[~{;&|<>()#=".contains($0) }) {
      return settings.defaultAction.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        .map(String.init)
    }
    let script = "eval \"set -- $TODOTXT_DEFAULT_ACTION\" && printf '%s\\0' \"$@\""
    var environment = settings.childEnvironment
    environment["TODOTXT_DEFAULT_ACTION"] = settings.defaultAction
    guard
      let result = Processes.run(
        ["bash", "-c", script], environment: environment, directory: settings.workingDirectory),
      result.status == 0
    else { return ShellWords.split(settings.defaultAction) }
    return result.output.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
      TodoList.escapedText($0)
    }
  }

  /// The add-on the default action names when the whole of `TODOTXT_DEFAULT_ACTION` is one
  /// (todo.sh looks the value up as an action name first and runs it with no arguments).
  func defaultActionAddon(_ value: String) throws -> String? {
    let name = value.lowercased()
    guard ActionRegistry.action(named: name)?.neverAddon != true else { return nil }
    return try addonPath(for: name)
  }

  /// Runs the built-in action `name` (a name or an alias) with `args`, add-ons aside, as
  /// `command` does; an unknown name is the usage error.
  func runBuiltIn(_ name: String, _ args: [String]) throws -> Int32 {
    guard let type = ActionRegistry.type(named: name) else { throw unknownAction(name) }
    let action = type.declaration
    if previews != nil, !action.previewable {
      throw CLIError(message: l(.dryRunNotAvailable, name))
    }
    // `--dry-run` after a writing action is no option of it: the change would be made (or the
    // word added to a task). Refused, with where it goes.
    if action.writes, args.prefix(while: { $0 != "--" }).contains("--dry-run") {
      throw CLIError(message: l(.dryRunAfterAction, settings.programName, name))
    }
    // `todo ACTION --help`, as modern CLIs take it, anywhere among the words before a `--`
    // (`todo replace 1 --help` shows the help, never replaces the task with "--help"); for
    // the actions whose words are all task text, `-h` alone too: `todo add --help` shows the
    // help where todo.sh adds a task named "--help" (a deliberate difference, docs/todo-sh.md).
    // (`command`'s own words are another action's: only its first word is its own.)
    let own = args.prefix(while: { $0 != "--" }).prefix(action.ownWords ?? args.count)
    if own.contains("--help") || (args == ["-h"] && action.wordsAreTaskText) {
      return try HelpAction(self).help([name])
    }
    let parsed: ActionArguments
    do {
      parsed = try arguments(args, of: action)
    } catch var error as CLIError {
      error.status = action.failureStatus
      throw error
    }
    var context = self
    context.command = ([name] + args).joined(separator: " ")
    guard let previews, action.writes else { return try type.init(context).run(parsed) }
    previews.ranWritingAction = true
    // A dry run: the edit sessions record their changes, and the confirmations, which would
    // tell of changes not made, are not shown (errors are).
    output.dropsOutput = true
    defer { output.dropsOutput = false }
    return try type.init(context).run(parsed)
  }

  /// `words` read against `action`'s declared options (``ActionArguments``).
  ///
  /// - Throws: ``CLIError``: for an action that keeps unknown options as words, a typo of one
  ///   of its options named with the option meant, else its usage on any problem; for the
  ///   others, an unknown option named with the closest declared one (or all of them), an
  ///   option missing its value, or a value given to an option that takes none.
  func arguments(_ words: [String], of action: ActionDeclaration) throws -> ActionArguments {
    let parsed: ActionArguments
    do throws(ActionArguments.Problem) {
      parsed = try ActionArguments(
        parsing: words, declared: action.parsedFlags, unknown: action.unknownOptions)
    } catch {
      if let usage = action.usage { throw CLIError(message: l(usage, settings.programName)) }
      switch error {
      case .unknown(let word):
        let names = action.flags.map(\.name)
        if let near = Self.closest(to: word, among: names) {
          throw CLIError(message: l(.listOptionUnknownSuggest, word, near))
        }
        let list = names.joined(separator: localizer.string(.listSeparator))
        throw CLIError(message: l(.listOptionUnknown, word, list))
      case .missingValue(let option): throw CLIError(message: l(.optionNeedsValue, option.word))
      case .unexpectedValue(let option):
        throw CLIError(message: l(.optionTakesNoValue, option.word))
      }
    }
    // An action that keeps unknown `--words` (its usage rejects them): a typo of one of its
    // own options is named, with the option probably meant.
    if action.unknownOptions == .kept {
      let names = action.flags.map(\.name)
      for (index, word) in parsed.words.enumerated()
      where !parsed.isLiteral(index) && word.hasPrefix("--") {
        if let near = Self.closest(to: String(word.prefix(while: { $0 != "=" })), among: names) {
          throw CLIError(message: l(.actionOptionSuggest, word, action.name, near))
        }
      }
    }
    return parsed
  }

  /// The add-on for `action` in the actions directory: `DIR/action/action`, then `DIR/action`.
  ///
  /// - Throws: ``CLIError`` for a broken link, or for an add-on another user could change
  ///   (``refusal(forAddon:)``).
  /// Only a plain word names an add-on (``isPlainWord(_:)``): `.`, `..` or a path would name
  /// the actions folder itself, a folder above it, or a file elsewhere.
  private func addonPath(for action: String) throws -> String? {
    guard let dir = settings.actionsDir, Self.isPlainWord(action) else { return nil }
    let folderForm = dir + "/" + action + "/" + action
    let fileForm = dir + "/" + action
    var found: String?
    // A broken symlink, as the add-on itself or inside its folder, is todo.sh's fatal error
    // (never the usage, as if no add-on were there).
    if System.isDirectory(dir + "/" + action) && System.isBrokenLink(folderForm) {
      throw CLIError(message: l(.brokenLink, folderForm))
    } else if System.isDirectory(dir + "/" + action) && System.isFile(folderForm)
      && System.isExecutable(folderForm)
    {
      found = folderForm
    } else if System.isBrokenLink(fileForm) {
      throw CLIError(message: l(.brokenLink, fileForm))
    } else if System.isFile(fileForm) && System.isExecutable(fileForm) {
      found = fileForm
    }
    if let found, let refusal = refusal(forAddon: found) { throw CLIError(message: refusal) }
    return found
  }

  /// Whether `name` can name an add-on: any single file name in the actions folder, as
  /// todo.sh runs `$TODO_ACTIONS_DIR/$action` (published add-ons are named `@`, `+p`…) —
  /// never empty, `.`, `..`, a hidden file (a leading `.`), or a path (a `/`).
  static func isPlainWord(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
  }

}
