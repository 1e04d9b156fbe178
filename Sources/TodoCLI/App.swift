import Glibc
import TodoLocalization
import TodoTxt

/// One run of `todo`: settings, output, language and clock, and the commands.
final class App {
  let environment: [String: String]
  /// Where the command reads its answers and writes its output.
  let streams: StandardStreams
  let output: Output
  /// A test's injected failures in the file layer; `nil` in normal runs.
  let faults: FaultPlan?
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
    arguments: [String], environment: [String: String], streams: StandardStreams = .init(),
    faults: FaultPlan? = nil
  ) {
    self.environment = environment
    self.streams = streams
    self.faults = faults
    output = Output(output: streams.output, error: streams.error)
    self.programPath = arguments.first ?? "todo"
    let options = try? Options(parsing: Array(arguments.dropFirst()))
    languageOverride = options?.language
    let language = Language.resolve(environment: environment, override: options?.language)
    localizer = Localizer(
      language: language.language,
      directories: Localizer.searchDirectories(environment: environment))
    clock = Clock(environment: environment)
  }

  /// Localized text for `key` with `arguments`.
  func l(_ key: MessageKey, _ arguments: String...) -> String {
    Localizer.format(localizer.string(key), arguments)
  }

  /// Runs the command line and returns the exit status.
  func run(_ arguments: [String]) -> Int32 {
    defer { output.flush() }
    if !localizer.hasTables {
      // Without any table there is no text to show but this one line.
      output.error("todo: " + (localizer.problem ?? "string tables not found"))
      return 1
    }
    if let problem = localizer.problem {
      output.error("todo: " + problem)
    }
    let options: Options
    do {
      options = try Options(parsing: Array(arguments.dropFirst()))
    } catch {
      settings.programName = System.baseName(programPath)
      output.line(l(.usage, settings.programName))
      return 1
    }
    if let bad = clock.badTestTime {
      output.error(l(.badTestTime, bad))
      return 1
    }
    if options.showVersion {
      output.line(l(.version, App.version))
      return 0
    }
    do throws(Settings.Problem) {
      settings = try Settings(options: options, environment: environment, programPath: programPath)
    } catch {
      switch error {
      case .cannotReadConfig(let path): output.error(l(.cannotReadConfig, path))
      case .configNeedsBash(let path): output.error(l(.configNeedsBash, path))
      case .badPriorityOnAdd(let value): output.error(l(.badPriorityOnAdd, value))
      case .notADirectory(let path): output.error(l(.notADirectory, path))
      case .configExited(let status): return status
      }
      return 1
    }
    // todo.sh creates TODO_DIR (mkdir -p) and stops when it cannot.
    if !settings.todoDir.isEmpty && !System.makeDirectories(settings.todoDir) {
      output.error(l(.notADirectory, settings.todoDir))
      return 1
    }
    colourEnabled =
      settings.colourForced
      ?? (System.isTerminal(streams.output) && (environment["NO_COLOR"] ?? "").isEmpty)
    if options.longHelp {
      return finish { try self.help([]) }
    }
    var words = options.arguments
    if words.isEmpty {
      guard !settings.defaultAction.isEmpty else {
        output.line(l(.usage, settings.programName))
        return 1
      }
      words = ShellWords.split(settings.defaultAction)
    }
    // Conflict copies from Dropbox, Syncthing or Nextcloud: say so once, on standard error,
    // so the copy's tasks are not silently forgotten (doctor lists them itself).
    if !["doctor", "git-merge-driver", "merge-conflicts"].contains(words.first?.lowercased() ?? "")
    {
      let copies = conflictCopies()
      if !copies.isEmpty { output.error(l(.conflictCopiesFound, copies.joined(separator: ", "))) }
    }
    return finish { try self.dispatch(words) }
  }

  /// Runs `body`, turning its errors into messages and an exit status.
  private func finish(_ body: () throws -> Int32) -> Int32 {
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
      output.error(message(for: error))
      return 1
    } catch {
      output.error(String(describing: error))
      return 1
    }
  }

  /// The localized message for a failed read or write.
  func message(for error: FileError) -> String {
    switch error.operation {
    case .read: return l(.readFailed, error.path, System.errorText(error.code))
    case .write: return l(.writeFailed, error.path, System.errorText(error.code))
    case .notRegular: return l(.notRegularFile, error.path)
    case .changed: return l(.fileChanged, error.path)
    }
  }

  /// The usage error todo.sh prints with `usage()`: to standard output, exit 1.
  func usageError() -> CLIError {
    CLIError(message: l(.usage, settings.programName), toStandardOutput: true)
  }

  /// The uppercase file-name prefix todo.sh puts before messages (`getPrefix`): `TODO` for
  /// `todo.txt`, `GARDEN` for `garden.txt`.
  func prefix(_ path: String? = nil) -> String {
    let base = System.baseName(path ?? settings.todoFile)
    var name = Substring(base)
    // ${base%%.[^.]*}: cut at the first dot that is followed by a non-dot.
    var index = name.startIndex
    while index < name.endIndex {
      if name[index] == "." {
        let next = name.index(after: index)
        if next < name.endIndex && name[next] != "." {
          name = name[..<index]
          break
        }
      }
      index = name.index(after: index)
    }
    return String(name.map { $0.isASCII && $0.isLowercase ? Character($0.uppercased()) : $0 })
  }

  // MARK: - Dispatch

  /// Runs the action `words[0]` names: an add-on of that name in the actions directory, else
  /// the built-in action (``ActionRegistry``), else the usage error. `command` is never an
  /// add-on: it is the way past them.
  func dispatch(_ words: [String]) throws -> Int32 {
    guard let first = words.first else { throw usageError() }
    let name = first.lowercased()
    if name != "command", let addon = try addonPath(for: name) {
      output.flush()
      guard let status = System.runAttached([addon] + words, environment: settings.childEnvironment)
      else { throw CLIError(message: l(.commandFailed, addon)) }
      return status
    }
    return try runBuiltIn(name, Array(words.dropFirst()))
  }

  /// Runs the built-in action `name` (a name or an alias) with `args`, add-ons aside, as
  /// `command` does; an unknown name is the usage error.
  func runBuiltIn(_ name: String, _ args: [String]) throws -> Int32 {
    guard let action = ActionRegistry.action(named: name) else { throw usageError() }
    // `todo ACTION --help`, as modern CLIs take it; `add --help` adds the text, as in todo.sh.
    if args == ["--help"] && action.name != "add" { return try help([name]) }
    return try action.run(self, args)
  }

  /// The add-on for `action` in the actions directory: `DIR/action/action`, then `DIR/action`.
  private func addonPath(for action: String) throws -> String? {
    guard let dir = settings.actionsDir, !action.isEmpty, !action.contains("/") else { return nil }
    let folderForm = dir + "/" + action + "/" + action
    if System.isDirectory(dir + "/" + action) && System.isExecutable(folderForm) {
      return folderForm
    }
    let fileForm = dir + "/" + action
    if System.isBrokenLink(fileForm) {
      throw CLIError(message: l(.brokenLink, fileForm))
    }
    if System.isFile(fileForm) && System.isExecutable(fileForm) { return fileForm }
    return nil
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
