import TodoLocalization
import TodoTxt

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Shared steps

extension App {
  /// Joins arguments as todo.sh's `$*` and applies `cleaninput`: CR and LF become spaces.
  func cleanInput(_ words: [String]) -> String {
    var text = words.joined(separator: " ")
    if text.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) {
      text = String(
        text.unicodeScalars.map { $0 == "\r" || $0 == "\n" ? " " : Character($0) })
    }
    return text
  }

  /// Task numbers from arguments: `1 2`, `1,2`, and what a Chinese input method types
  /// (full-width digits, `，` and `、`, the ideographic space).
  func taskNumbers(_ words: [String]) -> [String] {
    normalizeNumbers(words.joined(separator: " "))
      .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      .map(String.init)
  }

  /// Full-width digits and letters to ASCII, `，`/`、` to `,`, U+3000 to a space.
  func normalizeNumbers(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      switch s.value {
      case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
        out.append(Unicode.Scalar(s.value - 0xFEE0)!)
      case 0xFF0C, 0x3001: out.append(",")
      case 0x3000: out.append(" ")
      default: out.append(s)
      }
    }
    return String(out)
  }

  /// Parses a task number as todo.sh's `getTodo`: digits only, else the action's usage error.
  /// Checks that every one of `numbers` is a task number before any is acted on, so a bad
  /// argument (`do 1 -f`) changes nothing.
  func validateNumbers(_ numbers: [String], usage: String) throws {
    for typed in numbers { _ = try lineNumber(typed, usage: usage) }
  }

  func lineNumber(_ typed: String?, usage: @autoclosure () -> String) throws -> Int {
    guard let typed else { throw CLIError(message: usage()) }
    let normalized = normalizeNumbers(typed)
    guard !normalized.isEmpty, normalized.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      throw CLIError(message: usage())
    }
    // Beyond Int's range is simply no such task.
    return Int(normalized) ?? Int.max
  }

  /// The task on line `number`, or todo.sh's `No task N.` for a missing or empty line.
  func task(
    in list: TodoList, _ number: Int, typed: String, file: String? = nil
  ) throws -> TodoItem {
    guard number >= 1, number <= list.count, !list.isBlank(line: number) else {
      throw CLIError(message: l(.noTask, prefix(file), typed))
    }
    return try list.item(atLine: number)
  }

  /// Like ``task(in:_:typed:file:)``, and refuses to edit a line that is not valid UTF-8 (the
  /// edit would have to replace its bytes).
  func editableTask(in list: TodoList, _ number: Int, typed: String) throws -> TodoItem {
    let item = try task(in: list, number, typed: typed)
    guard list.isValidUTF8(line: number) else {
      throw CLIError(message: l(.invalidUTF8Line, typed))
    }
    return item
  }

  /// Runs `body` in one edit session on `path` (todo.txt by default) under todo.txt's lock,
  /// commits what it changed, then prints what it recorded.
  ///
  /// Changes made before `body` throws are committed too, as todo.sh's per-item `sed -i`
  /// would have (`do 1 99`: task 1 is done, then `No task 99.`); the error then follows the
  /// confirmations.
  ///
  /// - Throws: What `body` throws, or ``FileError`` from the commit (then nothing was written
  ///   and nothing is printed).
  @discardableResult
  func withSession<R>(editing path: String? = nil, _ body: (EditSession) throws -> R) throws -> R {
    let session = EditSession(
      editing: path ?? settings.todoFile, lockFile: settings.todoFile, environment: environment,
      faults: faults)
    let result: Result<R, Error>
    do {
      result = .success(try body(session))
    } catch {
      result = .failure(error)
    }
    try session.commit()
    output.emit(session.transcript)
    return try result.get()
  }

  /// Runs `body` on the lines of `path` (todo.txt by default) in one edit session; see
  /// ``withSession(editing:_:)``.
  @discardableResult
  func editTodo<R>(
    file path: String? = nil, _ body: (inout TodoList, inout Transcript) throws -> R
  ) throws -> R {
    try withSession(editing: path) { session in
      try session.load()
      return try body(&session.list, &session.transcript)
    }
  }

  /// Asks a yes/no question as todo.sh's `confirm`: the prompt shows on a terminal only, one
  /// character is read from a terminal (a line otherwise), and a newline follows on standard
  /// output. `-f` answers yes without asking.
  func confirm(_ question: String) -> Bool {
    if settings.force { return true }
    let input = streams.input
    if System.isTerminal(input) {
      output.text(question)
      output.flush()
    }
    let answer =
      System.isTerminal(input)
      ? System.readCharacterFromTerminal(input) : System.readLine(input)
    output.line("")
    guard let answer else { return false }
    let trimmed = answer.trimmingWhitespace()
    return trimmed == "y"
      || localizer.language == .traditionalChinese
        && ["Y", "是", "好"].contains(trimmed)
  }

  /// Prompts for a line of input (todo.sh's `read -p`): the prompt only on a terminal.
  func prompt(_ text: String) -> String? {
    if System.isTerminal(streams.input) {
      output.text(text)
      output.flush()
    }
    return System.readLine(streams.input)
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}

// MARK: - add, addm, addto

extension App {
  /// Two due: (t:, rec:) tags: only the first counts, which is rarely what was meant.
  func warnAboutDuplicateTags(
    _ item: TodoItem, number: String, into transcript: inout Transcript
  ) {
    for key in ["due", "t", "rec"] where item.tags.filter({ $0.key == key }).count > 1 {
      transcript.error(l(.duplicateTag, number, key + ":"))
    }
  }
}

extension App {
  /// The text of `add`/`addm`: the arguments joined, or a line read after the `Add: ` prompt
  /// (never with `-f`); nothing at all is the usage error (todo.sh: `[ -z "$2" ]`; for an
  /// empty answer todo.sh would add an empty line).
  private func textToAdd(_ args: [String], usage: String) throws -> String {
    var text = args.joined(separator: " ")
    if args.isEmpty {
      guard !settings.force, let line = prompt(l(.promptAdd)) else {
        throw CLIError(message: usage)
      }
      text = line
    }
    guard !(args.first ?? text).isEmpty, !text.isEmpty else { throw CLIError(message: usage) }
    return text
  }

  func add(_ args: [String]) throws -> Int32 {
    let text = try textToAdd(args, usage: l(.usageAdd, settings.programName))
    try addLines([cleanInput([text])], to: settings.todoFile)
    return 0
  }

  func addMultiple(_ args: [String]) throws -> Int32 {
    let text = try textToAdd(args, usage: l(.usageAddm, settings.programName))
    // One task per line (LF or CRLF); empty lines are skipped, as todo.sh's IFS splitting does.
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    guard !lines.isEmpty else { throw CLIError(message: l(.usageAddm, settings.programName)) }
    try addLines(lines.map { cleanInput([$0]) }, to: settings.todoFile)
    return 0
  }

  func addTo(_ args: [String]) throws -> Int32 {
    guard let dest = args.first, args.count >= 2 else {
      throw CLIError(message: l(.usageAddto, settings.programName))
    }
    let path = settings.todoDir + "/" + dest
    guard System.isFile(path) else { throw CLIError(message: l(.destinationMissing, path)) }
    try addLines([cleanInput(Array(args.dropFirst()))], to: path)
    return 0
  }

  /// todo.sh's `_addto`: upper-case a leading `(x)`, apply `TODOTXT_PRIORITY_ON_ADD` and `-t`,
  /// then append (ending an unterminated last line first), echo `N text` and
  /// `PREFIX: N added.`. All of `inputs` are one append: one commit, one `revert` step.
  func addLines(_ inputs: [String], to path: String) throws {
    let texts = inputs.map(lineToAdd)
    if !System.isDirectory(System.dirName(path)) {
      _ = System.makeDirectories(System.dirName(path))
    }
    try withSession(editing: path) { session in
      let numbers = try session.appendLines(texts)
      for (text, number) in zip(texts, numbers.map(String.init)) {
        if settings.verbose > 0 {
          session.transcript.line(number + " " + text)
          session.transcript.line(l(.added, prefix(path), number))
        }
        warnAboutDuplicateTags(TodoItem(parsing: text), number: number, into: &session.transcript)
      }
    }
  }

  /// The line `add` writes for `input`: dates resolved, a leading `(x)` upper-cased,
  /// `TODOTXT_PRIORITY_ON_ADD` and `-t` applied.
  private func lineToAdd(_ input: String) -> String {
    var text = resolvingDates(in: input)
    var utf8 = Array(text.utf8)
    if utf8.count >= 3, utf8[0] == 0x28, utf8[1] >= 0x61, utf8[1] <= 0x7A, utf8[2] == 0x29 {
      utf8[1] -= 0x20
      text = String(decoding: utf8, as: UTF8.self)
    }
    let hasPriority = TodoItem(parsing: text).priority != nil
    if !settings.priorityOnAdd.isEmpty && !hasPriority {
      text = "(" + settings.priorityOnAdd + ") " + text
    }
    if settings.dateOnAdd {
      let item = TodoItem(parsing: text)
      let date = clock.today.description
      if let p = item.priority {
        let rest =
          text.utf8.count >= 4 ? String(decoding: Array(text.utf8)[4...], as: UTF8.self) : ""
        text = "(" + p.letter + ") " + date + " " + rest
      } else {
        text = date + " " + text
      }
    }
    return text
  }
}

// MARK: - append, prepend, replace

extension App {
  /// The shared shape of `append`, `prepend` and `replace`: `N TEXT…`, or a prompt for the
  /// text (on a terminal; never with `-f`) asked before the file is locked; empty text is a
  /// usage error; due:/t: words become dates; `edit` changes the task, `report` prints.
  private func editText(
    _ args: [String], usage: String, prompt promptText: String,
    edit: (inout TodoItem, String) -> Void,
    report: (_ typed: String, _ old: String, TodoItem, inout Transcript) -> Void
  ) throws -> Int32 {
    let typed = args.first
    let number = try lineNumber(typed, usage: usage)
    var input = args.dropFirst().joined(separator: " ")
    if args.count < 2 && !settings.force {
      // Check the task exists before asking for text.
      _ = try task(
        in: TodoList(bytes: try TodoFile(path: settings.todoFile).read()), number, typed: typed!)
      input = prompt(promptText) ?? ""
    }
    // Nothing given: nothing to do (todo.sh would store an empty edit).
    if input.isEmpty { throw CLIError(message: usage) }
    input = resolvingDates(in: cleanInput([input]))
    return try editTodo { list, transcript in
      var item = try editableTask(in: list, number, typed: typed!)
      let old = item.text
      edit(&item, input)
      try list.replace(line: number, with: item)
      if settings.verbose > 0 { report(typed!, old, item, &transcript) }
      warnAboutDuplicateTags(item, number: typed!, into: &transcript)
      return 0
    }
  }

  func append(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usageAppend, settings.programName), prompt: l(.promptAppend),
      edit: { item, input in
        // todo.sh: no space before text that starts with one of SENTENCE_DELIMITERS (,.:;).
        let noSpace = input.first.map { settings.sentenceDelimiters.contains($0) } ?? false
        item.append(input, separator: noSpace ? "" : " ")
      },
      report: { typed, _, item, transcript in transcript.line(typed + " " + item.text) })
  }

  func prepend(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usagePrepend, settings.programName), prompt: l(.promptPrepend),
      edit: { item, input in item.prepend(input) },
      report: { typed, _, item, transcript in transcript.line(typed + " " + item.text) })
  }

  func replace(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usageReplace, settings.programName), prompt: l(.promptReplacement),
      edit: { item, input in item.replace(with: input) },
      report: { typed, old, item, transcript in
        transcript.line(typed + " " + old)
        transcript.line(l(.replacedWith))
        transcript.line(typed + " " + item.text)
      })
  }
}

// MARK: - pri, depri, do, undo

extension App {
  func prioritize(_ args: [String]) throws -> Int32 {
    let usage = l(.usagePri, settings.programName)
    let words = args.flatMap { normalizeNumbers($0).split(separator: " ").map(String.init) }
    guard !words.isEmpty, words.count % 2 == 0 else { throw CLIError(message: usage) }
    for pair in stride(from: 0, to: words.count, by: 2) {
      _ = try lineNumber(words[pair], usage: usage)
      guard words[pair + 1].utf8.count == 1, Priority(words[pair + 1].uppercased()) != nil else {
        throw CLIError(message: usage)
      }
    }
    var status: Int32 = 0
    try editTodo { list, transcript in
      var index = 0
      while index < words.count {
        let typed = words[index]
        let word = words[index + 1]
        index += 2
        // One ASCII letter: `uppercased()` would turn `ı` into `I`.
        guard word.utf8.count == 1, let newPriority = Priority(word.uppercased()) else {
          throw CLIError(message: usage)
        }
        let number = try lineNumber(typed, usage: usage)
        var item = try editableTask(in: list, number, typed: typed)
        let old = item.priority
        if old != newPriority {
          do {
            try item.setPriority(newPriority)
          } catch {
            throw CLIError(message: l(.priorityOnDoneTask, typed))
          }
          try list.replace(line: number, with: item)
        }
        if settings.verbose > 0 {
          transcript.line(typed + " " + item.text)
          if let old, old != newPriority {
            transcript.line(l(.reprioritized, typed, old.letter, newPriority.letter))
          } else if old == nil {
            transcript.line(l(.prioritized, typed, newPriority.letter))
          }
        }
        if old == newPriority {
          transcript.error(l(.alreadyPrioritized, typed, newPriority.letter))
          status = 1
        }
      }
    }
    return status
  }

  /// The shared shape of `depri`, `do` and `undo`: `N [N…]` (or `1,2`), every number checked
  /// before any task changes, then `body` on each task in order, then `finish`, all in one
  /// edit session; a `false` from `body` (its message recorded) makes the exit status 1.
  private func editEach(
    _ args: [String], usage: String, blankLine: ((String) -> CLIError)? = nil,
    then finish: ((EditSession) throws -> Void)? = nil,
    _ body: (
      _ list: inout TodoList, _ transcript: inout Transcript, _ typed: String, _ number: Int,
      _ item: TodoItem
    ) throws -> Bool
  ) throws -> Int32 {
    let numbers = taskNumbers(args)
    guard !numbers.isEmpty else { throw CLIError(message: usage) }
    try validateNumbers(numbers, usage: usage)
    var status: Int32 = 0
    try withSession { session in
      try session.load()
      try eachTask(in: &session.list, &session.transcript)
      try finish?(session)
    }
    return status

    func eachTask(in list: inout TodoList, _ transcript: inout Transcript) throws {
      // Numbers mean the lines the user saw, not the repeats this command appends.
      let lines = list.count
      for typed in numbers {
        let number = try lineNumber(typed, usage: usage)
        if number > lines { throw CLIError(message: l(.noTask, prefix(), typed)) }
        if let blankLine, number >= 1, number <= list.count, list.isBlank(line: number) {
          throw blankLine(typed)
        }
        let item = try editableTask(in: list, number, typed: typed)
        if try !body(&list, &transcript, typed, number, item) {
          status = 1
        }
      }
    }
  }

  func deprioritize(_ args: [String]) throws -> Int32 {
    try editEach(args, usage: l(.usageDepri, settings.programName)) {
      list, transcript, typed, number, item in
      guard item.priority != nil else {
        transcript.error(l(.notPrioritized, typed))
        return false
      }
      var item = item
      try item.setPriority(nil)
      try list.replace(line: number, with: item)
      if settings.verbose > 0 {
        transcript.line(typed + " " + item.text)
        transcript.line(l(.deprioritized, typed))
      }
      return true
    }
  }

  func markDone(_ args: [String]) throws -> Int32 {
    let keepPriority = settings.preservePriority
    // With auto-archive, the done tasks move to done.txt in the same session: one commit, one
    // `revert` step. The archived lines are blanked so the numbers just shown stay valid,
    // unless -n asked for compact files.
    let archive: ((EditSession) throws -> Void)? =
      settings.autoArchive
      ? { try self.archiveDoneTasks(in: $0, compacting: !self.settings.preserveLineNumbers) }
      : nil
    return try editEach(args, usage: l(.usageDo, settings.programName), then: archive) {
      list, transcript, typed, number, open in
      guard !open.isCompleted else {
        transcript.error(l(.alreadyDone, typed))
        return false
      }
      var item = open
      try item.complete(on: clock.today, keepingPriorityAsTag: keepPriority)
      try list.replace(line: number, with: item)
      if settings.verbose > 0 {
        transcript.line(typed + " " + item.text)
        transcript.line(l(.markedDone, typed))
      }
      // rec: the next one goes on a new line, so no number the user has seen changes.
      if let next = open.recurrenceSuccessor(completedOn: clock.today) {
        let added = String(try list.append(next))
        if settings.verbose > 0 {
          transcript.line(added + " " + next.text)
          transcript.line(l(.recurred, typed, added))
        }
      } else if let rule = open.tagValue(forKey: "rec") {
        transcript.error(l(.noRecurrence, typed, "rec:" + rule))
      }
      return true
    }
  }

  func markNotDone(_ args: [String]) throws -> Int32 {
    // A line left blank by the auto-archive after do: say where the task went.
    let archived: ((String) -> CLIError)? =
      settings.autoArchive ? { CLIError(message: self.l(.undoArchived, $0)) } : nil
    return try editEach(args, usage: l(.usageUndo, settings.programName), blankLine: archived) {
      list, transcript, typed, number, completed in
      guard completed.isCompleted else {
        transcript.error(l(.notDone, typed))
        return false
      }
      var item = completed
      try item.markNotDone()
      try list.replace(line: number, with: item)
      if settings.verbose > 0 {
        transcript.line(typed + " " + item.text)
        transcript.line(l(.markedNotDone, typed))
      }
      if let date = completed.completionDate,
        let expected = item.recurrenceSuccessor(completedOn: date)
      {
        try removeRecurrence(
          expected, of: typed, after: number, in: &list, transcript: &transcript)
      }
      return true
    }
  }
}

extension App {
  /// After `undo` of a recurring task: removes the next repeat that `do` added if it is still
  /// as `do` wrote it (its priority aside: `do` may have dropped the original's), else warns.
  func removeRecurrence(
    _ expected: TodoItem, of typed: String, after number: Int, in list: inout TodoList,
    transcript: inout Transcript
  ) throws {
    func withoutPriority(_ text: String) -> String {
      var copy = TodoItem(parsing: text)
      try? copy.setPriority(nil)
      return copy.text
    }
    var exact: [Int] = []
    var loose: [Int] = []
    for candidate in (number + 1)..<(list.count + 1) where list.isValidUTF8(line: candidate) {
      let text = list.text(ofLine: candidate)
      if text == expected.text {
        exact.append(candidate)
      } else if expected.priority == nil && withoutPriority(text) == expected.text {
        // `do` dropped the original's priority but the repeat kept it.
        loose.append(candidate)
      }
    }
    let matches = exact.isEmpty ? loose : exact
    guard matches.count == 1, let line = matches.first else {
      transcript.error(l(matches.isEmpty ? .recurrenceKept : .recurrenceAmbiguous, typed))
      return
    }
    try list.blank(line: line)
    if !settings.preserveLineNumbers { list.removeEmptyLines() }
    transcript.line(l(.recurrenceRemoved, String(line), typed))
  }

}

// MARK: - del, move

extension App {
  func delete(_ args: [String]) throws -> Int32 {
    let usage = l(.usageDel, settings.programName)
    let typed = args.first
    let number = try lineNumber(typed, usage: usage)
    if args.count >= 2 && !args[1].isEmpty {
      return try deleteTerm(args[1], number: number, typed: typed!)
    }
    // Ask before taking the lock, so a waiting prompt does not block other commands.
    let preview = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    let shown = try task(in: preview, number, typed: typed!)
    guard confirm(l(.deleteQuestion, shown.text)) else {
      throw CLIError(message: l(.noTasksDeleted))
    }
    return try editTodo { list, transcript in
      let item = try task(in: list, number, typed: typed!)
      // Another process may have changed the file while the question was open.
      guard item == shown else { throw CLIError(message: l(.taskChanged, typed!)) }
      try list.blank(line: number)
      if !settings.preserveLineNumbers { list.removeEmptyLines() }
      if settings.verbose > 0 {
        transcript.line(typed! + " " + item.text)
        transcript.line(l(.deleted, typed!))
      }
      return 0
    }
  }

  /// `del N TERM`: todo.sh's five sed substitutions, with TERM as a case-sensitive basic
  /// regular expression (todo-sh-behaviour.md §4).
  private func deleteTerm(_ term: String, number: Int, typed: String) throws -> Int32 {
    let rules: [(String, String)] = [
      ("^\\(([A-Z]) \\)\\{0,1\\} *" + term + " *", "\\1"),
      (" *" + term + " *$", ""),
      ("  *" + term + " *", " "),
      (" *" + term + "  *", " "),
      (term, ""),
    ]
    var regexes: [(Regex, [UInt8])] = []
    for (pattern, replacement) in rules {
      do {
        regexes.append((try Regex(pattern), Array(replacement.utf8)))
      } catch {
        throw CLIError(message: l(.invalidPattern, term, error.reason))
      }
    }
    return try editTodo { list, transcript in
      let item = try editableTask(in: list, number, typed: typed)
      var bytes = Array(item.text.utf8)
      for (regex, replacement) in regexes {
        bytes = regex.replacingAll(in: bytes, with: replacement)
      }
      let updated = String(decoding: bytes, as: UTF8.self)
      if updated == item.text {
        if settings.verbose > 0 { transcript.line(typed + " " + item.text) }
        throw CLIError(message: l(.termNotFound, term))
      }
      try list.replace(line: number, with: TodoItem(parsing: updated))
      if updated.isEmpty {
        throw CLIError(message: l(.noUpdatedTask, prefix(), typed))
      }
      if settings.verbose > 0 {
        transcript.line(typed + " " + item.text)
        transcript.line(l(.removedTerm, term))
        transcript.line(typed + " " + updated)
      }
      return 0
    }
  }

  func move(_ args: [String]) throws -> Int32 {
    let usage = l(.usageMove, settings.programName)
    guard args.count >= 2 else { throw CLIError(message: usage) }
    let typed = args[0]
    let dest = settings.todoDir + "/" + args[1]
    let src =
      args.count >= 3 && !args[2].isEmpty ? settings.todoDir + "/" + args[2] : settings.todoFile
    guard System.isFile(src) else { throw CLIError(message: l(.sourceMissing, src)) }
    guard System.isFile(dest) else { throw CLIError(message: l(.destinationMissing, dest)) }
    let number = try lineNumber(typed, usage: usage)
    let preview = TodoList(bytes: try TodoFile(path: src).read())
    _ = try task(in: preview, number, typed: typed, file: src)
    // The line moves byte for byte, valid UTF-8 or not.
    let shown = preview.bytes(ofLine: number)
    guard confirm(l(.moveQuestion, preview.text(ofLine: number), src, dest)) else {
      throw CLIError(message: l(.noTasksMoved))
    }
    let sameFile = System.realPath(src) == System.realPath(dest)
    return try withSession(editing: src) { session in
      try session.load()
      _ = try task(in: session.list, number, typed: typed, file: src)
      guard session.list.bytes(ofLine: number) == shown else {
        throw CLIError(message: l(.taskChanged, typed))
      }
      var newNumber: Int
      if sameFile {
        // Moving within one file: to its end, as todo.sh's blank-then-append does.
        newNumber = try session.list.appendLine(shown)
        try session.list.blank(line: number)
        if !settings.preserveLineNumbers {
          session.list.removeEmptyLines()
          newNumber = session.list.count
        }
      } else {
        // Copied first at the commit: if the source then cannot be written, the copy is
        // taken back.
        newNumber = try session.append(lines: [shown], to: dest)
        try session.list.blank(line: number)
        if !settings.preserveLineNumbers { session.list.removeEmptyLines() }
      }
      if settings.verbose > 0 {
        session.transcript.raw(Array((typed + " ").utf8) + shown + [0x0A])
        session.transcript.line(l(.moved, typed, String(newNumber), prefix(dest)))
      }
      return 0
    }
  }
}
