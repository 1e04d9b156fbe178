import TodoLocalization
import TodoTxt

// MARK: - doctor

extension DoctorAction {
  /// `todo doctor`: what todo is using and what in the files looks wrong, localized; exits 0.
  ///
  /// Reports the configuration file, the todo and done files (symlink targets, line counts,
  /// line endings, lines that are not valid UTF-8, `due:`/`t:` values that are not real days),
  /// the language and the setting that chose it, where the string tables are, the colour
  /// decision and why, conflict copies from sync clients beside the files, and the add-on
  /// directory.
  func doctor(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    if let config = settings.configFile {
      output.line(l(.doctorConfig, config))
      if settings.derivesFolderFromProgram {
        output.line(l(.doctorFolderFromProgram, settings.todoDir))
      }
    } else {
      output.line(l(.doctorNoConfig, settings.todoDir))
    }
    for path in [settings.todoFile, settings.doneFile] {
      output.line(l(.doctorFile, prefix(path), path))
      let real = System.realPath(path)
      // A link at the name or in a folder on the way; a relative path (`TODO_DIR=.`) is not.
      let absolute = (path.hasPrefix("/") ? path : System.realPath(".") + "/" + path)
        .split(separator: "/", omittingEmptySubsequences: false).filter { $0 != "." }
        .joined(separator: "/")
      if real != absolute && System.isFile(path) { output.line(l(.doctorLinkTarget, real)) }
      guard System.isFile(path) else {
        output.line(l(.doctorMissingFile))
        continue
      }
      let list = TodoList(bytes: try TodoFile(path: path).read())
      var lf = 0
      var crlf = 0
      var blank = 0
      var invalidUTF8: [String] = []
      var invalidDates: [String] = []
      for n in list.lineNumbers {
        switch list.lineEnding(ofLine: n) {
        case .lf: lf += 1
        case .crlf: crlf += 1
        case .none: break
        }
        if list.isBlank(line: n) {
          blank += 1
          continue
        }
        guard list.isValidUTF8(line: n) else {
          invalidUTF8.append(String(n))
          continue
        }
        let item = try list.item(atLine: n)
        for (key, value) in item.tags where (key == "due" || key == "t") {
          if TodoDate(parsing: value) == nil {
            invalidDates.append(l(.doctorLineItem, String(n), String(key) + ":" + String(value)))
          }
        }
        if item.tokens.contains(.word("due:")) {
          invalidDates.append(l(.doctorLineItem, String(n), "due:"))
        }
      }
      let endings =
        lf > 0 && crlf > 0
        ? l(.doctorMixedEndings, String(lf), String(crlf)) : (crlf > 0 ? "CRLF" : "LF")
      output.line(
        l(
          list.count == 1 ? .doctorLinesOne : .doctorLines, String(list.count), String(blank),
          endings))
      if !invalidUTF8.isEmpty {
        output.line(l(.doctorInvalidUTF8, invalidUTF8.joined(separator: l(.listSeparator))))
      }
      if !invalidDates.isEmpty {
        output.line(l(.doctorInvalidDates, invalidDates.joined(separator: l(.listSeparator))))
      }
      let markers = list.conflictMarkerLines
      if !markers.isEmpty {
        output.line(
          l(.doctorConflictMarkers, markers.map(String.init).joined(separator: l(.listSeparator))))
      }
      // How another program writing the file is noticed (lease or quiet period, and why).
      output.line(store.writers.writerCheckLine(for: path))
    }
    if System.isSameFile(settings.todoFile, settings.doneFile) {
      output.line(l(.doctorDoneIsTodo, settings.doneFile, settings.todoFile))
    }
    doctorOpenAndDone()
    let choice = Language.resolve(environment: environment, override: languageOverride)
    output.line(l(.doctorLanguage, localizer.language.rawValue, choice.decidedBy))
    output.line(
      l(.doctorTables, localizer.directory ?? l(.doctorNone))
        + (localizer.problem.map { " (" + $0 + ")" } ?? ""))
    let reason: String
    if settings.colourForced != nil {
      reason = l(.doctorColourForced)
    } else if !(environment["NO_COLOR"] ?? "").isEmpty {
      reason = l(.doctorColourNoColor)
    } else {
      reason = System.isTerminal(1) ? l(.doctorColourTerminal) : l(.doctorColourPipe)
    }
    output.line(l(.doctorColour, colourEnabled ? l(.doctorOn) : l(.doctorOff), reason))
    let copies = store.conflictCopies()
    output.line(
      l(
        .doctorConflicts,
        copies.isEmpty
          ? l(.doctorNone) : copies.map(PathBytes.printable).joined(separator: l(.listSeparator))))
    let lookalikes = store.conflictLookalikes()
    if !lookalikes.isEmpty {
      output.line(
        l(
          .doctorConflictLookalikes,
          lookalikes.map(PathBytes.printable).joined(separator: l(.listSeparator))))
    }
    let links = store.outsideLinks().map { link in
      l(
        link.allowed ? .doctorLinkAllowed : .doctorLinkRefused, PathBytes.printable(link.path),
        PathBytes.printable(link.target))
    }
    output.line(
      l(
        .doctorOutsideLinks,
        links.isEmpty ? l(.doctorNone) : links.joined(separator: l(.listSeparator))))
    output.line(l(.doctorActions, settings.actionsDir ?? l(.doctorNone)))
    if let driver = gitMergeDriverProgram() {
      // A bare name (set by hand) is found on PATH, as git's shell finds it.
      let found =
        driver.contains("/")
        ? System.isExecutableFile(driver)
        : (settings.childEnvironment["PATH"] ?? "").split(separator: ":").contains {
          System.isExecutableFile(String($0) + "/" + driver)
        }
      output.line(l(found ? .doctorMergeDriver : .doctorMergeDriverGone, driver))
    }
    return 0
  }

  /// The program of the git merge driver `todo git-setup` set in the repository of todo.txt's
  /// folder (`merge.todotxt.driver`: a full path, quoted as ``shellQuote(_:)`` quotes, then
  /// its arguments), or `nil` when the folder is in no repository or none is set. When that
  /// program is gone, git stops every merge of the two files without merging them.
  func gitMergeDriverProgram() -> String? {
    // A folder that does not exist is in no repository: git is not asked (it would print
    // "fatal: cannot change to …" before doctor's own first line).
    let folder = System.dirName(System.realPath(settings.todoFile))
    guard System.isDirectory(folder),
      let result = Processes.run(
        [
          "git", "-C", folder, "config", "--get", "merge.todotxt.driver",
        ],
        environment: settings.childEnvironment),
      result.status == 0
    else { return nil }
    return Self.firstShellWord(TodoList.escapedText(result.output))
  }

  /// The first word of a shell command line: a word in single quotes (`'\''` for a quote in
  /// it, as ``shellQuote(_:)`` writes one) or up to the first space; `nil` when there is none.
  static func firstShellWord(_ line: String) -> String? {
    var word = ""
    var (quoted, escaped, any) = (false, false, false)
    scan: for c in line {
      if escaped {
        word.append(c)
        escaped = false
      } else if quoted {
        if c == "'" { quoted = false } else { word.append(c) }
      } else {
        switch c {
        case "'": quoted = true
        case "\\": escaped = true
        case " ", "\t", "\n", "\r\n":
          if any { break scan }
          continue scan
        default: word.append(c)
        }
      }
      any = true
    }
    return word.isEmpty ? nil : word
  }

  /// Doctor's section on tasks in two places (branch `journal`): a task open in todo.txt that
  /// done.txt also has as done (the same words, priority and `pri:` aside, and the same
  /// creation date), and a line twice in done.txt. `todo` never leaves either (see
  /// ``EditSession``); an outside editor, a sync client or a merge can.
  func doctorOpenAndDone() {
    let todoPath = settings.todoFile
    let donePath = settings.doneFile
    guard System.realPath(todoPath) != System.realPath(donePath),
      !System.isSameFile(todoPath, donePath),
      let todo = try? TodoFile(path: todoPath).read(),
      let done = try? TodoFile(path: donePath).read()
    else { return }
    let doneList = TodoList(bytes: done)
    var seen: [[UInt8]: [Int]] = [:]
    for n in doneList.lineNumbers where !doneList.isBlank(line: n) {
      seen[doneList.bytes(ofLine: n), default: []].append(n)
    }
    let doneLines = OpenAndDone.doneLines(doneList)
    let todoList = TodoList(bytes: todo)
    var pairs: [String] = []
    for (n, key) in OpenAndDone.openLines(todoList) {
      guard let found = doneLines[key] else { continue }
      pairs.append(
        l(
          .doctorOpenAndDonePair, String(n),
          found.map(String.init).joined(separator: l(.listSeparator))))
    }
    output.line(
      l(
        .doctorOpenAndDone, todoPath, donePath,
        pairs.isEmpty ? l(.doctorNone) : pairs.joined(separator: "; ")))
    let twice = seen.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
      .map { l(.doctorDoneTwiceLines, $0.map(String.init).joined(separator: l(.listSeparator))) }
    output.line(
      l(.doctorDoneTwice, donePath, twice.isEmpty ? l(.doctorNone) : twice.joined(separator: "; ")))
  }

}

/// `todo doctor`: shows which files, configuration, language and colors todo uses, and what looks
/// wrong in the files (encoding, line endings, dates, conflict copies from sync clients).
struct DoctorAction: TodoAction {
  static let declaration = ActionDeclaration(
    "doctor", .actionSummaryDoctor, .actionHelpDoctor, mentionsConflictCopies: false,
    checksLinks: false)

  let basics: RunBasics
  let store: TaskStore
  let languageOverride: String?

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
    languageOverride = context.languageOverride
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try doctor(arguments.words)
  }
}
