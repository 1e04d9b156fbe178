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

  /// Appends `bytes` to `other` (done.txt, a move's destination) as part of the edit under
  /// way, so that the append is taken back if the edited file is not written.
  ///
  /// A failed write runs the rollback at once. A process killed between the two writes
  /// cannot, so the append is first recorded in a journal beside the backups; the next edit
  /// of the file (`recoverInterruptedAppends`) cuts `other` back when the edited file is still
  /// the version this edit read. A task thus never ends up in both files, and a torn last line
  /// in done.txt is cut off.
  ///
  /// - Throws: ``FileError`` from the append; `other` is then unchanged.
  func appendAlongside(_ other: TodoFile, _ bytes: [UInt8]) throws(FileError) {
    let size = other.size() ?? 0
    if let (journal, signature) = editJournal, let signature,
      System.makeDirectories(System.dirName(journal))
    {
      let record =
        signature.map(String.init).joined(separator: " ") + "\u{1}" + String(size) + "\u{1}"
        + System.realPath(other.path) + "\u{0}"
      let fd = open(journal, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
      if fd >= 0 {
        _ = Array(record.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fsync(fd)
        close(fd)
      }
    }
    let before = try other.append(bytes)
    rollbacks.append { other.truncate(to: before) }
    editAppends.append(
      .init(path: System.realPath(other.path), before: before, after: before + bytes.count))
  }

  /// The journal's name in the file's backup folder.
  static let appendJournal = "appends-pending"

  /// Takes back the appends of an edit that was killed before it wrote its file (see
  /// `appendAlongside`); does nothing when there is no journal. Runs under the file's lock.
  func recoverInterruptedAppends(journal: String, file: TodoFile) {
    guard let bytes = try? TodoFile(path: journal).read(), !bytes.isEmpty else { return }
    let current = file.signature()?.map(String.init).joined(separator: " ")
    for record in bytes.split(separator: 0) {
      let fields = record.split(separator: 1, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 3, let size = Int(fields[1]) else { continue }
      // The edited file is still as that edit read it: its appends did not count.
      guard fields[0] == current else { continue }
      let other = TodoFile(path: fields[2])
      if let now = other.size(), now > size { other.truncate(to: size) }
    }
    unlink(journal)
  }

  /// Runs `body` on the todo file under the lock and writes the result back if it changed.
  ///
  /// Changes made before `body` throws are written too, as todo.sh's per-item `sed -i` would
  /// have (`do 1 99`: task 1 is done, then `No task 99.`).
  @discardableResult
  func editTodo<R>(
    file path: String? = nil, _ body: (inout TodoList) throws -> R
  ) throws -> R {
    let path = path ?? settings.todoFile
    let lock = FileLock(for: settings.todoFile, environment: environment)
    defer { withExtendedLifetime(lock) {} }
    let file = TodoFile(path: path)
    let journal = Backups(for: path, environment: environment).directory + "/" + App.appendJournal
    recoverInterruptedAppends(journal: journal, file: file)
    let before = file.signature()
    let original = try file.read()
    var list = TodoList(bytes: original)
    let mark = output.mark
    rollbacks = []
    editJournal = (journal, before)
    editAppends = []
    defer {
      editJournal = nil
      unlink(journal)
    }
    let result: Result<R, Error>
    do {
      result = .success(try body(&list))
    } catch {
      result = .failure(error)
    }
    if list.isModified {
      do {
        // Another todo waits for our lock, but an editor or a sync client does not: if the
        // file changed since it was read, writing now would lose that change.
        // Keep the version being replaced, for `todo revert`.
        let backups = Backups(for: path, environment: environment)
        let kept = backups.keep(file: path, original: original)
        do {
          try file.replace(
            with: list, unchangedSince: before, backupLinks: kept?.linked == true ? 1 : 0)
        } catch {
          if let kept { backups.remove(kept.number) }
          throw error
        }
        if let kept {
          backups.commit(kept.number, signature: file.signature(), sideAppends: editAppends)
        }
      } catch {
        // Undo what the body did elsewhere (done.txt, a move's destination) and take back
        // the confirmations it printed: nothing happened.
        for rollback in rollbacks.reversed() { rollback() }
        rollbacks = []
        output.rollback(to: mark)
        throw error
      }
    }
    rollbacks = []
    return try result.get()
  }

  /// Asks a yes/no question as todo.sh's `confirm`: the prompt shows on a terminal only, one
  /// character is read from a terminal (a line otherwise), and a newline follows on standard
  /// output. `-f` answers yes without asking.
  func confirm(_ question: String) -> Bool {
    if settings.force { return true }
    if System.isTerminal(0) {
      output.text(question)
      output.flush()
    }
    let answer = System.isTerminal(0) ? System.readCharacterFromTerminal() : System.readLine()
    output.line("")
    guard let answer else { return false }
    let trimmed = answer.trimmingWhitespace()
    return trimmed == "y"
      || localizer.language == .traditionalChinese
        && ["Y", "是", "好"].contains(trimmed)
  }

  /// Prompts for a line of input (todo.sh's `read -p`): the prompt only on a terminal.
  func prompt(_ text: String) -> String? {
    if System.isTerminal(0) {
      output.text(text)
      output.flush()
    }
    return System.readLine()
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
  func warnAboutDuplicateTags(_ item: TodoItem, number: String) {
    for key in ["due", "t", "rec"] where item.tags.filter({ $0.key == key }).count > 1 {
      output.error(l(.duplicateTag, number, key + ":"))
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
    try addLine(cleanInput([text]), to: settings.todoFile)
    return 0
  }

  func addMultiple(_ args: [String]) throws -> Int32 {
    let text = try textToAdd(args, usage: l(.usageAddm, settings.programName))
    // One task per line (LF or CRLF); empty lines are skipped, as todo.sh's IFS splitting does.
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    guard !lines.isEmpty else { throw CLIError(message: l(.usageAddm, settings.programName)) }
    for line in lines {
      try addLine(cleanInput([line]), to: settings.todoFile)
    }
    return 0
  }

  func addTo(_ args: [String]) throws -> Int32 {
    guard let dest = args.first, args.count >= 2 else {
      throw CLIError(message: l(.usageAddto, settings.programName))
    }
    let path = settings.todoDir + "/" + dest
    guard System.isFile(path) else { throw CLIError(message: l(.destinationMissing, path)) }
    try addLine(cleanInput(Array(args.dropFirst())), to: path)
    return 0
  }

  /// todo.sh's `_addto`: upper-case a leading `(x)`, apply `TODOTXT_PRIORITY_ON_ADD` and `-t`,
  /// append (ending an unterminated last line first), echo `N text` and `PREFIX: N added.`.
  func addLine(_ input: String, to path: String) throws {
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
    let lock = FileLock(for: settings.todoFile, environment: environment)
    defer { withExtendedLifetime(lock) {} }
    let file = TodoFile(path: path)
    if !System.isDirectory(System.dirName(path)) {
      _ = System.makeDirectories(System.dirName(path))
    }
    let info = try file.appendInfo()
    let ending: [UInt8] = info.crlf ? [0x0D, 0x0A] : [0x0A]
    var bytes: [UInt8] = []
    if !info.endsWithNewline { bytes += ending }
    bytes += Array(text.utf8)
    bytes += ending
    let size = try file.append(bytes)
    Backups(for: path, environment: environment).keepAppend(size: size, signature: file.signature())
    let number = String(info.lines + 1)
    if settings.verbose > 0 {
      output.line(number + " " + text)
      output.line(l(.added, prefix(path), number))
    }
    warnAboutDuplicateTags(TodoItem(parsing: text), number: number)
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
    report: (_ typed: String, _ old: String, TodoItem) -> Void
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
    return try editTodo { list in
      var item = try editableTask(in: list, number, typed: typed!)
      let old = item.text
      edit(&item, input)
      try list.replace(line: number, with: item)
      if settings.verbose > 0 { report(typed!, old, item) }
      warnAboutDuplicateTags(item, number: typed!)
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
      report: { typed, _, item in output.line(typed + " " + item.text) })
  }

  func prepend(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usagePrepend, settings.programName), prompt: l(.promptPrepend),
      edit: { item, input in item.prepend(input) },
      report: { typed, _, item in output.line(typed + " " + item.text) })
  }

  func replace(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usageReplace, settings.programName), prompt: l(.promptReplacement),
      edit: { item, input in item.replace(with: input) },
      report: { typed, old, item in
        output.line(typed + " " + old)
        output.line(l(.replacedWith))
        output.line(typed + " " + item.text)
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
    try editTodo { list in
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
          output.line(typed + " " + item.text)
          if let old, old != newPriority {
            output.line(l(.reprioritized, typed, old.letter, newPriority.letter))
          } else if old == nil {
            output.line(l(.prioritized, typed, newPriority.letter))
          }
        }
        if old == newPriority {
          output.error(l(.alreadyPrioritized, typed, newPriority.letter))
          status = 1
        }
      }
    }
    return status
  }

  /// The shared shape of `depri`, `do` and `undo`: `N [N…]` (or `1,2`), every number checked
  /// before any task changes, then `body` on each task in order under one lock; a `false`
  /// from `body` (its message already printed) makes the exit status 1.
  private func editEach(
    _ args: [String], usage: String, blankLine: ((String) -> CLIError)? = nil,
    _ body: (_ list: inout TodoList, _ typed: String, _ number: Int, _ item: TodoItem) throws ->
      Bool
  ) throws -> Int32 {
    let numbers = taskNumbers(args)
    guard !numbers.isEmpty else { throw CLIError(message: usage) }
    try validateNumbers(numbers, usage: usage)
    var status: Int32 = 0
    try editTodo { list in
      // Numbers mean the lines the user saw, not the repeats this command appends.
      let lines = list.count
      for typed in numbers {
        let number = try lineNumber(typed, usage: usage)
        if number > lines { throw CLIError(message: l(.noTask, prefix(), typed)) }
        if let blankLine, number >= 1, number <= list.count, list.isBlank(line: number) {
          throw blankLine(typed)
        }
        if try !body(&list, typed, number, try editableTask(in: list, number, typed: typed)) {
          status = 1
        }
      }
    }
    return status
  }

  func deprioritize(_ args: [String]) throws -> Int32 {
    try editEach(args, usage: l(.usageDepri, settings.programName)) { list, typed, number, item in
      guard item.priority != nil else {
        output.error(l(.notPrioritized, typed))
        return false
      }
      var item = item
      try item.setPriority(nil)
      try list.replace(line: number, with: item)
      if settings.verbose > 0 {
        output.line(typed + " " + item.text)
        output.line(l(.deprioritized, typed))
      }
      return true
    }
  }

  func markDone(_ args: [String]) throws -> Int32 {
    let keepPriority = settings.preservePriority
    let status = try editEach(args, usage: l(.usageDo, settings.programName)) {
      list, typed, number, open in
      guard !open.isCompleted else {
        output.error(l(.alreadyDone, typed))
        return false
      }
      var item = open
      try item.complete(on: clock.today, keepingPriorityAsTag: keepPriority)
      try list.replace(line: number, with: item)
      if settings.verbose > 0 {
        output.line(typed + " " + item.text)
        output.line(l(.markedDone, typed))
      }
      // rec: the next one goes on a new line, so no number the user has seen changes.
      if let next = open.recurrenceSuccessor(completedOn: clock.today) {
        let added = String(try list.append(next))
        if settings.verbose > 0 {
          output.line(added + " " + next.text)
          output.line(l(.recurred, typed, added))
        }
      } else if let rule = open.tagValue(forKey: "rec") {
        output.error(l(.noRecurrence, typed, "rec:" + rule))
      }
      return true
    }
    if settings.autoArchive {
      // Blank the archived lines so the numbers just shown stay valid, unless -n asked for
      // compact files.
      try archiveDoneTasks(compacting: !settings.preserveLineNumbers)
    }
    return status
  }

  func markNotDone(_ args: [String]) throws -> Int32 {
    // A line left blank by the auto-archive after do: say where the task went.
    let archived: ((String) -> CLIError)? =
      settings.autoArchive ? { CLIError(message: self.l(.undoArchived, $0)) } : nil
    return try editEach(args, usage: l(.usageUndo, settings.programName), blankLine: archived) {
      list, typed, number, completed in
      guard completed.isCompleted else {
        output.error(l(.notDone, typed))
        return false
      }
      var item = completed
      try item.markNotDone()
      try list.replace(line: number, with: item)
      if settings.verbose > 0 {
        output.line(typed + " " + item.text)
        output.line(l(.markedNotDone, typed))
      }
      if let date = completed.completionDate,
        let expected = item.recurrenceSuccessor(completedOn: date)
      {
        try removeRecurrence(expected, of: typed, after: number, in: &list)
      }
      return true
    }
  }
}

extension App {
  /// After `undo` of a recurring task: removes the next repeat that `do` added if it is still
  /// as `do` wrote it (its priority aside: `do` may have dropped the original's), else warns.
  func removeRecurrence(
    _ expected: TodoItem, of typed: String, after number: Int, in list: inout TodoList
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
      output.error(l(matches.isEmpty ? .recurrenceKept : .recurrenceAmbiguous, typed))
      return
    }
    try list.blank(line: line)
    if !settings.preserveLineNumbers { list.removeEmptyLines() }
    output.line(l(.recurrenceRemoved, String(line), typed))
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
    return try editTodo { list in
      let item = try task(in: list, number, typed: typed!)
      // Another process may have changed the file while the question was open.
      guard item == shown else { throw CLIError(message: l(.taskChanged, typed!)) }
      try list.blank(line: number)
      if !settings.preserveLineNumbers { list.removeEmptyLines() }
      if settings.verbose > 0 {
        output.line(typed! + " " + item.text)
        output.line(l(.deleted, typed!))
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
    return try editTodo { list in
      let item = try editableTask(in: list, number, typed: typed)
      var bytes = Array(item.text.utf8)
      for (regex, replacement) in regexes {
        bytes = regex.replacingAll(in: bytes, with: replacement)
      }
      let updated = String(decoding: bytes, as: UTF8.self)
      if updated == item.text {
        if settings.verbose > 0 { output.line(typed + " " + item.text) }
        throw CLIError(message: l(.termNotFound, term))
      }
      try list.replace(line: number, with: TodoItem(parsing: updated))
      if updated.isEmpty {
        throw CLIError(message: l(.noUpdatedTask, prefix(), typed))
      }
      if settings.verbose > 0 {
        output.line(typed + " " + item.text)
        output.line(l(.removedTerm, term))
        output.line(typed + " " + updated)
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
    return try editTodo(file: src) { list in
      _ = try task(in: list, number, typed: typed, file: src)
      guard list.bytes(ofLine: number) == shown else {
        throw CLIError(message: l(.taskChanged, typed))
      }
      var newNumber: Int
      if sameFile {
        // Moving within one file: to its end, as todo.sh's blank-then-append does.
        newNumber = try list.appendLine(shown)
        try list.blank(line: number)
        if !settings.preserveLineNumbers {
          list.removeEmptyLines()
          newNumber = list.count
        }
      } else {
        // Copy first: if the source then cannot be written, the copy is taken back.
        let destFile = TodoFile(path: dest)
        let info = try destFile.appendInfo()
        let ending: [UInt8] = info.crlf ? [0x0D, 0x0A] : [0x0A]
        let bytes = (info.endsWithNewline ? [] : ending) + shown + ending
        try appendAlongside(destFile, bytes)
        newNumber = info.lines + 1
        try list.blank(line: number)
        if !settings.preserveLineNumbers { list.removeEmptyLines() }
      }
      if settings.verbose > 0 {
        output.raw(Array((typed + " ").utf8) + shown + [0x0A])
        output.line(l(.moved, typed, String(newNumber), prefix(dest)))
      }
      return 0
    }
  }
}
