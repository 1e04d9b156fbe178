import TodoLocalization
import TodoTxt

/// The run's terminal: where answers are read and output goes, in which language, and whether
/// listings are coloured.
struct Console {
  /// Where answers are read and output goes.
  let streams: StandardStreams
  let output: Output
  let localizer: Localizer
  /// Whether listings are coloured (a terminal, `-c`, no `NO_COLOR`).
  let colourEnabled: Bool
}

/// A type that speaks to the user through the run's ``Console``: its messages, questions and
/// editor, in the run's language, with the run's settings.
protocol ConsoleUser {
  var console: Console { get }
  /// The configuration in effect (options, environment, todo.cfg, in todo.sh's precedence).
  var settings: Settings { get }
  /// The process environment (for child processes: the editor, the line editor).
  var environment: [String: String] { get }
}

/// What every action speaks and reads with: the console, the settings and the environment.
struct RunBasics {
  let console: Console
  let settings: Settings
  let environment: [String: String]
}

/// A ``ConsoleUser`` that holds its console, settings and environment as one value.
protocol RunBasicsUser: ConsoleUser {
  var basics: RunBasics { get }
}

extension RunBasicsUser {
  var console: Console { basics.console }
  var settings: Settings { basics.settings }
  var environment: [String: String] { basics.environment }
}

extension ConsoleUser {
  var output: Output { console.output }
  var streams: StandardStreams { console.streams }
  var localizer: Localizer { console.localizer }
  var colourEnabled: Bool { console.colourEnabled }

  /// The uppercase file-name prefix todo.sh puts before messages (`getPrefix`): `TODO` for
  /// `todo.txt`, `GARDEN` for `garden.txt`. In Chinese the file name itself (`todo.txt：`):
  /// an upper-case English label reads as noise there.
  func prefix(_ path: String? = nil) -> String {
    let base = System.baseName(path ?? settings.todoFile)
    if localizer.language != .english { return base }
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

  /// The usage error todo.sh prints with `usage()`: to standard output, exit 1.
  func usageError() -> CLIError {
    CLIError(message: l(.usage, settings.programName), toStandardOutput: true)
  }

  /// The localized message for a failed read or write.
  func message(for error: FileError) -> String {
    switch error.operation {
    case .read: return l(.readFailed, error.path, systemErrorText(error.code))
    case .write: return l(.writeFailed, error.path, systemErrorText(error.code))
    case .notRegular: return l(.notRegularFile, error.path)
    case .changed: return l(.fileChanged, error.path)
    case .beingWritten:
      return l(.writerTimedOut, error.path, Self.seconds(settings.lockTimeout ?? 0))
    case .changedKeptCopy: return l(.changedKeptCopy, error.path, error.target)
    case .tooLarge: return l(.fileTooLarge, error.path)
    case .tooLargeForMemory: return l(.fileTooLargeForMemory, error.path, error.target)
    case .notPrivate: return l(.stateFolderNotPrivate, error.path)
    case .newerState: return l(.stateNewerFormat, error.path)
    case .outsideFolder:
      return l(
        .linkOutsideFolder, PathBytes.printable(error.path), PathBytes.printable(error.target),
        settings.todoDir)
    case .folderMoved: return l(.folderMoved, error.path, error.target)
    case .taskChanged: return l(.uiTaskChanged, error.target)
    }
  }

  /// The note that `count` matching tasks are hidden (a start date ahead, or h:1).
  func hiddenTasksNote(_ count: Int) -> String {
    l(count == 1 ? .hiddenTasksOne : .hiddenTasks, String(count))
  }

  /// Says on standard error how many matching tasks a listing left out (``HiddenCounts``):
  /// those hidden until later, then those waiting for another task, each in its own line.
  func hiddenNotes(_ counts: HiddenCounts) {
    if counts.later > 0 { output.error(hiddenTasksNote(counts.later)) }
    if counts.waiting > 0 {
      output.error(
        l(counts.waiting == 1 ? .waitingTasksOne : .waitingTasks, String(counts.waiting)))
    }
  }

  /// Localized text for `key` with `arguments`.
  func l(_ key: MessageKey, _ arguments: String...) -> String {
    Localizer.format(localizer.string(key), arguments)
  }

  /// ``SystemErrorText/text(for:_:)-(Regex.Invalid,_)`` in this run's language.
  func regexErrorText(_ error: Regex.Invalid) -> String {
    SystemErrorText.text(for: error, localizer)
  }

  /// ``SystemErrorText/text(for:_:)-(Int32,_)`` in this run's language.
  func systemErrorText(_ code: Int32) -> String { SystemErrorText.text(for: code, localizer) }

  /// `seconds` as the user wrote it: `30`, `2.5`.
  static func seconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
  }
}

/// What a prompt for a line gave.
enum PromptedLine: Equatable {
  /// The line typed.
  case line(String)
  /// Ctrl-C, Esc or Ctrl-D on a terminal.
  case cancelled
  /// The end of input (a pipe).
  case ended
}

extension ConsoleUser {
  /// Prompts for a line of input (todo.sh's `read -p`): the prompt only on a terminal.
  func prompt(_ text: String) -> String? {
    if System.isTerminal(streams.input) {
      output.text(text)
      output.flush()
    }
    return System.readLine(streams.input)
  }

  /// Asks a yes/no question as todo.sh's `confirm`: the prompt shows on a terminal only, and a
  /// line is read — on a terminal too, where todo.sh reads one key: a `yes` typed there would
  /// leave `es` and its Enter to the next question or to the shell, which would run it. On a
  /// terminal yes is `y` or `yes` (any case; in Chinese also 是, 好, 對 and the full-width
  /// forms); from a pipe, `y` as todo.sh has it (and the Chinese forms). Anything else is no.
  /// From a pipe, a newline follows on standard output as todo.sh prints it (a terminal has
  /// echoed the Enter). `-f` answers yes without asking, and so does `--dry-run`.
  func confirm(_ question: String) -> Bool {
    // A dry run shows the change a yes would make; nothing is written either way.
    if settings.force || settings.dryRun { return true }
    let input = streams.input
    let terminal = System.isTerminal(input)
    if terminal {
      output.text(question)
      output.flush()
    }
    let answer = System.readLine(input)
    if !terminal || answer == nil { output.line("") }
    guard let answer else { return false }
    let trimmed = answer.trimmingWhitespace()
    let chinese = localizer.language == .traditionalChinese
    // From a pipe, todo.sh's rule (`[ "$answer" = "y" ]`), so a script's answers mean what
    // they meant there.
    guard terminal else {
      return trimmed == "y" || chinese && ["Y", "是", "好", "ｙ", "Ｙ"].contains(trimmed)
    }
    let lower = trimmed.lowercased()
    return lower == "y" || lower == "yes"
      || chinese && ["是", "好", "對", "ｙ", "Ｙ", "ｙｅｓ"].contains(trimmed)
  }

  /// Asks for a line after `text`: on a terminal through bash's line editor (`read -e -i`,
  /// see ``editLine(initial:prompt:)``), so arrow keys move the cursor instead of writing
  /// escape bytes and `initial` is there to edit; otherwise (a pipe, a file) the prompt is not
  /// shown and a line is read as todo.sh's `read` does.
  ///
  /// - Parameters:
  ///   - text: The prompt (`Add: `).
  ///   - initial: The text the line starts with.
  /// - Returns: The line; ``PromptedLine/cancelled`` when Ctrl-C, Esc or Ctrl-D ended it on a
  ///   terminal; ``PromptedLine/ended`` at the end of a pipe's input.
  func promptLine(_ text: String, initial: String = "") -> PromptedLine {
    let input = streams.input
    if System.isTerminal(input), input == 0 {
      switch editLine(initial: initial, prompt: text) {
      case .line(let line): return .line(line)
      case .cancelled, .left: return .cancelled
      case .unavailable: break
      }
    }
    return prompt(text).map { .line($0) } ?? .ended
  }

  /// A line edited on the terminal with bash's line editor
  /// (``Processes/editLine(initial:prompt:environment:keys:)``). Left with Esc or Ctrl-C after
  /// the text was changed, it asks whether to discard the change (as odot does): no goes back
  /// to the line as it was left, yes (or a line left unchanged) is a cancel.
  ///
  /// - Returns: The line, ``EditedLine/cancelled``, or ``EditedLine/unavailable``; never
  ///   ``EditedLine/left(_:)``.
  func editLine(initial: String, prompt: String) -> EditedLine {
    // A text that ends with the mark itself (a synced line can) is edited with readline's own
    // keys: Enter there must save it, not ask.
    let keys =
      Array(initial.utf8).reversed().starts(with: Processes.lineLeftMark.reversed())
      ? nil : lineEditorKeysFile()
    var text = initial
    while true {
      output.flush()
      let result = Processes.editLine(
        initial: text, prompt: prompt, environment: environment, keys: keys)
      guard case .left(let left) = result else { return result }
      if left == initial || confirm(l(.discardQuestion)) { return .cancelled }
      text = left
    }
  }

  /// The readline init file that binds Esc and Ctrl-C to leave a line
  /// (``Processes/lineEditorKeys(including:)``), written to the private edit folder; `nil`
  /// when that folder cannot be used (then readline's own keys apply: Ctrl-C cancels).
  private func lineEditorKeysFile() -> String? {
    // A dry run writes nothing, not even this file: readline's own keys apply.
    if settings.dryRun { return nil }
    let home = Ownership.homeDirectory(environment: environment)
    let own = environment["INPUTRC"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.inputrc"
    let include = System.exists(own) ? own : "/etc/inputrc"
    guard let folder = try? editFolder(),
      folder.write("keys.inputrc", Processes.lineEditorKeys(including: include), sync: false)
    else { return nil }
    return folder.path + "/keys.inputrc"
  }

  /// Runs `editor` on a private copy of `bytes` named after `name` and returns what was saved.
  ///
  /// - Throws: ``CLIError`` when the editor cannot run, or ends with a non-zero status (`:cq`
  ///   in vim), or removed the file: nothing is changed then.
  func runEditor(_ editor: String, on bytes: [UInt8], name: String) throws -> [UInt8] {
    let folder = try editFolder()
    let file = name + "-" + String(System.processID) + ".txt"
    guard folder.write(file, bytes, sync: false) else {
      let code = Errno.current.code
      throw CLIError(message: l(.writeFailed, folder.path + "/" + file, systemErrorText(code)))
    }
    defer { folder.remove(file) }
    output.flush()
    guard
      let status = Processes.runEditor(
        editor, file: folder.path + "/" + file, environment: settings.childEnvironment)
    else { throw CLIError(message: l(.editorNotRun, editor)) }
    guard status == 0 else { throw CLIError(message: l(.editorFailed, editor, String(status))) }
    guard let saved = folder.read(file) else { throw CLIError(message: l(.editorNotRun, editor)) }
    return saved
  }

  /// The private folder the editor's copies live in: `…/state/todo/edit`, never the synced
  /// todo folder (a sync client would upload, and another device could see, a half-edited
  /// copy).
  ///
  /// - Throws: ``FileError`` when it is not private or cannot be made.
  func editFolder() throws(FileError) -> PrivateFolder {
    let root = Backups.stateRoot(environment)
    return try PrivateFolder.make(root + "/edit", from: root)
  }

  /// `$VISUAL`, else `$EDITOR` (from the environment or an exporting todo.cfg), if set.
  var editorCommand: String? {
    for key in ["VISUAL", "EDITOR"] {
      if let value = settings.childEnvironment[key], !value.trimmingWhitespace().isEmpty {
        return value
      }
    }
    return nil
  }
}

extension ConsoleUser {
  func weekdayName(_ weekday: Weekday) -> String {
    let keys: [MessageKey] = [
      .weekday1, .weekday2, .weekday3, .weekday4, .weekday5, .weekday6, .weekday7,
    ]
    return l(keys[weekday.rawValue - 1])
  }

  /// "today", "tomorrow", "in 3 days", "yesterday (1 day overdue)", "3 days overdue", from the
  /// tool's own tables: Foundation's relative formatters are missing on Linux or follow the real
  /// clock, and none says "overdue".
  func relativePhrase(_ days: Int) -> String {
    switch days {
    case 0: return l(.relToday)
    case 1: return l(.relTomorrow)
    case -1: return l(.relYesterday)
    case 2: return l(.relDayAfterTomorrow)
    case -2: return l(.relDayBeforeYesterday)
    case 3...: return l(.relInDays, String(days))
    default: return l(.relOverdueDays, String(-days))
    }
  }
}

extension ConsoleUser {
  var oneLineUsage: String { l(.oneLineUsage, settings.programName) }
}

extension ConsoleUser {
  /// The message refusing the add-on at `path` when another user could change it (the file,
  /// a symlink or a folder on its way: ``Ownership/unsafeComponent(of:)``), else `nil`. An add-on
  /// is code run as you, so it is held to what ssh asks of its own files.
  func refusal(forAddon path: String) -> String? {
    guard let unsafe = Ownership.unsafeComponent(of: path) else { return nil }
    switch unsafe.reason {
    case .otherOwner: return l(.addonNotYours, path, unsafe.path)
    case .writableByOthers: return l(.addonUnsafe, path, unsafe.path, unsafe.shellWord)
    case .unresolvable(let code):
      return l(.addonUnresolvable, path, unsafe.path, systemErrorText(code))
    }
  }
}
