import TodoLocalization
import TodoTxt

/// One run of `todo`: settings, output, language and clock, and the commands.
final class App {
  let environment: [String: String]
  /// Where the command reads its answers and writes its output.
  let streams: StandardStreams
  let output: Output
  let localizer: Localizer
  var settings = Settings()
  let clock: Clock
  let programPath: String
  /// `--lang`, if given.
  let languageOverride: String?
  private(set) var colourEnabled = false

  /// The version `-V` prints.
  static let version = "0.1.0"

  init(
    arguments: [String], environment: [String: String], streams: StandardStreams = .init()
  ) {
    self.environment = environment
    self.streams = streams
    output = Output(output: streams.output, error: streams.error)
    self.programPath = arguments.first ?? "todo"
    let options = try? Options(parsing: Array(arguments.dropFirst()))
    languageOverride = options?.language
    let language = Language.resolve(environment: environment, override: options?.language)
    localizer = Localizer(
      language: language.language,
      directories: Localizer.searchDirectories(environment: environment),
      trusting: { Ownership.unsafeComponent(of: $0) == nil })
    clock = Clock(environment: environment)
  }

  /// Localized text for `key` with `arguments`.
  func l(_ key: MessageKey, _ arguments: String...) -> String {
    Localizer.format(localizer.string(key), arguments)
  }

  /// A `--lang` or `TODO_LANG` that names no shipped language is ignored (the locale
  /// decides, as before); say so, in English, as the reader's language is unknown.
  private func warnAboutUnknownLanguage() {
    if let value = languageOverride, !value.isEmpty, !Language.recognises(value) {
      output.error(Localizer.format(localizer.english(.languageUnknown), [value, "--lang"]))
    }
    if let value = environment["TODO_LANG"], !value.isEmpty, !Language.recognises(value) {
      output.error(Localizer.format(localizer.english(.languageUnknown), [value, "TODO_LANG"]))
    }
  }

  /// The action word of a command line (program name dropped): the first word that is not an
  /// option or the value of `-d`.
  static func actionWord(_ arguments: ArraySlice<String>) -> String? {
    var skipValue = false
    for word in arguments {
      if skipValue {
        skipValue = false
        continue
      }
      if word == "-d" {
        skipValue = true
        continue
      }
      if !word.hasPrefix("-") || word == "-" { return word }
    }
    return nil
  }

  /// Runs the command line and returns the exit status.
  func run(_ arguments: [String]) -> Int32 {
    defer { output.flush() }
    // An error that stops todo before the action runs (a bad option, a configuration that
    // cannot be read) has the action's failure status (`remind`'s 2).
    let failure =
      App.actionWord(arguments.dropFirst()).flatMap(ActionRegistry.action(named:))?.failureStatus
      ?? 1
    if !localizer.hasTables { return answerWithoutTables(arguments, failure: failure) }
    if let problem = localizer.problem {
      output.error("todo: " + problem)
    }
    warnAboutUnknownLanguage()
    guard let options = parsedOptions(arguments) else { return failure }
    if let bad = clock.badTestTime {
      output.error(l(.badTestTime, bad))
      return failure
    }
    if options.showVersion {
      output.line(l(.version, App.version))
      return 0
    }
    if let status = loadSettings(options, failure: failure) { return status }
    // todo.sh creates TODO_DIR (mkdir -p) and stops when it cannot; a dry run makes nothing
    // (a missing folder reads as empty files).
    if !settings.todoDir.isEmpty && !settings.dryRun && !System.makeDirectories(settings.todoDir) {
      output.error(l(.notADirectory, settings.todoDir))
      return failure
    }
    chooseColour()
    let context = CommandContext(
      settings: settings, environment: environment,
      console: Console(
        streams: streams, output: output, localizer: localizer, colourEnabled: colourEnabled),
      clock: clock, programPath: programPath, languageOverride: languageOverride)
    // The folders the command reaches are held from their first use to its end.
    return HeldFolders.holding { run(context, options) }
  }

  /// A binary copied away from its tables: `-V` still answers (the version needs no table),
  /// everything else says where the tables were looked for and how to put them in place, in
  /// this one built-in English line, as no table is there to translate it.
  private func answerWithoutTables(_ arguments: [String], failure: Int32) -> Int32 {
    if (try? Options(parsing: Array(arguments.dropFirst())))?.showVersion == true {
      output.line("todo " + App.version)
      return 0
    }
    output.error(
      "todo: " + (localizer.problem ?? "string tables not found")
        + "; `todo install` run from the build (.build/release/todo install) puts them in place")
    return failure
  }

  /// todo.sh's options before the action; for an option not understood, todo.sh's usage on
  /// standard output, then on standard error the option and the one probably meant, and `nil`.
  private func parsedOptions(_ arguments: [String]) -> Options? {
    do {
      return try Options(parsing: Array(arguments.dropFirst()))
    } catch {
      settings.programName = System.baseName(programPath)
      output.line(l(.usage, settings.programName))
      if case .unknown(let word) = error {
        if let near = CommandContext.closestGlobalOption(to: word) {
          output.error(l(.unknownOptionSuggest, word, near))
        } else {
          output.error(l(.unknownOption, word))
        }
      }
      return nil
    }
  }

  /// Reads the settings for `options`; the exit status when that fails (its message shown),
  /// else `nil`.
  private func loadSettings(_ options: Options, failure: Int32) -> Int32? {
    do throws(Settings.Problem) {
      settings = try Settings(options: options, environment: environment, programPath: programPath)
    } catch {
      switch error {
      case .cannotReadConfig(let path): output.error(l(.cannotReadConfig, path))
      case .configNeedsBash(let path): output.error(l(.configNeedsBash, path))
      case .badPriorityOnAdd(let value): output.error(l(.badPriorityOnAdd, value))
      case .notADirectory(let path): output.error(l(.notADirectory, path))
      case .untrustedConfig(let path, let unsafe):
        switch unsafe.reason {
        case .otherOwner: output.error(l(.configNotYours, path, unsafe.path))
        case .writableByOthers: output.error(l(.configUnsafe, path, unsafe.path, unsafe.shellWord))
        case .unresolvable(let code):
          output.error(
            l(.configUnresolvable, path, unsafe.path, SystemErrorText.text(for: code, localizer)))
        }
      case .configExited(let status): return status
      }
      return failure
    }
    return nil
  }

  /// Colour: -c/-p, then an explicit TODOTXT_PLAIN (Settings), then NO_COLOR, TERM=dumb, and
  /// last whether standard output is a terminal.
  private func chooseColour() {
    colourEnabled =
      settings.colourForced
      ?? ((environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        && System.isTerminal(streams.output))
    // A nested `todo` run by an add-on or a filter decides as this one did: todo.sh exports
    // TODOTXT_PLAIN, and 0 there means colour on.
    if settings.colourForced == nil {
      settings.childEnvironment["TODOTXT_PLAIN"] = colourEnabled ? "0" : "1"
    }
  }

  /// Runs the action `options` names (or `--help`, or the default action) in `context`: the
  /// todo files' links checked first and the conflict copies mentioned.
  private func run(_ context: CommandContext, _ options: Options) -> Int32 {
    var context = context
    if options.longHelp {
      return finish(context) {
        // The help runs the add-ons for their usage: nothing a dry run may do.
        if options.dryRun { throw CLIError(message: l(.dryRunNotAvailable, "--help")) }
        return try HelpAction(context).help([])
      }
    }
    var words = options.arguments
    var defaultAddon: String?
    if words.isEmpty {
      guard !settings.defaultAction.isEmpty else {
        output.line(l(.usage, settings.programName))
        return 1
      }
      // todo.sh: the whole value naming an add-on runs it with no arguments; otherwise the
      // value is evaluated by the shell (`ls @$(echo home)`) as the command line.
      let found = finish(context) {
        defaultAddon = try context.defaultActionAddon(settings.defaultAction)
        return 0
      }
      if found != 0 { return found }
      words = defaultAddon.map { [$0] } ?? context.defaultActionWords()
    }
    // Conflict copies from Dropbox, Syncthing or Nextcloud: say so once, on standard error,
    // so the copy's tasks are not silently forgotten (doctor lists them itself).
    let named = ActionRegistry.action(named: words.first?.lowercased() ?? "")
    // A todo, done or report file in the todo folder that is a link out of it is refused
    // before any command (or add-on) uses it, unless the action's declaration says otherwise.
    if named?.checksLinks ?? true {
      let status = finish(context) {
        try context.store.checkDefaultFileLinks()
        return 0
      }
      if status != 0 { return status }
    }
    if named?.mentionsConflictCopies ?? true {
      let copies = context.store.conflictCopies()
      if !copies.isEmpty {
        output.error(
          l(
            .conflictCopiesFound,
            copies.map(PathBytes.printable).joined(separator: l(.listSeparator))))
      }
      // Recorded with the command's change: these copies were made before it ran, whatever
      // the other machine's clock put in their names and times. (At most 64: a synced folder
      // full of such names does not grow the private history; a copy past them is placed by
      // its time alone.)
      context.copiesSeen = copies.prefix(64).map(System.baseName)
      let lookalikes = context.store.conflictLookalikes()
      if !lookalikes.isEmpty {
        output.error(
          l(
            .conflictLookalikesFound,
            lookalikes.map(PathBytes.printable).joined(separator: l(.listSeparator))))
      }
    }
    if let defaultAddon {
      return finish(context) {
        if options.dryRun { throw CLIError(message: l(.dryRunNotAvailable, defaultAddon)) }
        return try context.runAddon(defaultAddon, [])
      }
    }
    guard options.dryRun else { return finish(context) { try context.dispatch(words) } }
    // `--dry-run`: the action's edit sessions record what they would write; it is shown as
    // diffs once the action is done, with the action's own exit status.
    var previewing = context
    let previews = DryRunPreviews()
    previewing.previews = previews
    return finish(previewing) {
      let status = try previewing.dispatch(words)
      try previewing.printPreviews(previews)
      return status
    }
  }

  /// Runs `body`, turning its errors into messages and an exit status.
  private func finish(_ context: CommandContext, _ body: () throws -> Int32) -> Int32 {
    do {
      return try body()
    } catch let error as CLIError {
      if !error.message.isEmpty {
        if error.toStandardOutput {
          output.line(error.message)
        } else {
          output.error(error.message)
        }
      }
      return error.status
    } catch let error as ExitStatus {
      return error.status
    } catch let error as FileError {
      output.error(context.message(for: error))
      return 1
    } catch {
      output.error(String(describing: error))
      return 1
    }
  }
}

/// Splits a string into words as a POSIX shell would (quotes and backslashes), for
/// `TODOTXT_DEFAULT_ACTION`.
enum ShellWords {
  static func split(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var chars = text.makeIterator()
    while let c = chars.next() {
      switch c {
      case " ", "\t", "\n":
        if inWord {
          words.append(current)
          current = ""
          inWord = false
        }
      case "'":
        inWord = true
        while let d = chars.next(), d != "'" { current.append(d) }
      case "\"":
        inWord = true
        while let d = chars.next(), d != "\"" {
          if d == "\\", let e = chars.next() {
            if e != "\"" && e != "\\" && e != "$" && e != "`" { current.append(d) }
            current.append(e)
          } else {
            current.append(d)
          }
        }
      case "\\":
        inWord = true
        if let d = chars.next() { current.append(d) }
      default:
        inWord = true
        current.append(c)
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
