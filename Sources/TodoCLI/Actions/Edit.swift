import TodoLocalization
import TodoTxt

// MARK: - edit

extension EditAction {
  /// `edit NR [--inline]` and `edit`: a task, or the whole todo.txt, edited from its current
  /// text.
  ///
  /// The editor (`$VISUAL`, else `$EDITOR`) runs on a private temporary file outside the
  /// synced folder (``editFolder()``), without the lock held; the task is checked again under
  /// the lock before anything is written. Without an editor, or with `--inline`, the task is
  /// edited on the command line (``promptLine(_:initial:)``'s line editor).
  func edit(_ args: ActionArguments) throws -> Int32 {
    let usage = l(.usageEdit, settings.programName)
    let inline = args.has(.inline)
    let words = args.words
    guard words.count <= 1 else { throw CLIError(message: usage) }
    guard let typed = words.first else {
      guard !inline else { throw CLIError(message: usage) }
      return try editWholeFile()
    }
    let number = try store.lineNumber(typed, usage: usage)
    let todoBytes = try TodoFile(path: settings.todoFile).read()
    // Refused now, not after the editor: what the user typed would be thrown away.
    try store.refuseConflictMarkers(inBytes: todoBytes, path: settings.todoFile)
    let preview = TodoList(bytes: todoBytes)
    _ = try store.task(in: preview, number, typed: typed)
    let original = preview.bytes(ofLine: number)
    var edited: [UInt8]
    if let editor = inline ? nil : editorCommand {
      edited = try runEditor(editor, on: original + [0x0A], name: "task")
    } else {
      edited = try editInline(original, typed: typed)
    }
    // The line ending the editor saved (and any empty lines after it) is not part of the task.
    while let last = edited.last, last == 0x0A || last == 0x0D { edited.removeLast() }
    if edited.contains(0x0A) || edited.contains(0x0D) {
      throw CLIError(message: l(.editMultiline, typed))
    }
    if String(decoding: edited, as: UTF8.self).trimmingWhitespace().isEmpty {
      throw CLIError(message: l(.editEmpty, typed))
    }
    if edited == original {
      output.line(l(.editUnchanged, typed))
      return 0
    }
    edited = try checkedEdit(edited)
    // A task needs words: a priority, dates or tags alone are no task.
    if let text = String(validating: edited, as: UTF8.self), !TodoItem(parsing: text).hasWords {
      throw CLIError(message: l(.taskNeedsWords, text))
    }
    let line = edited
    return try store.editTodo { list, transcript in
      _ = try store.task(in: list, number, typed: typed)
      // An editor does not hold the lock: another todo or a sync client may have changed the
      // task meanwhile.
      guard list.bytes(ofLine: number) == original else {
        throw CLIError(message: l(.editTaskChanged, typed))
      }
      let old = store.taskLine(typed, list, number)
      try list.replaceBytes(line: number, with: line)
      if settings.verbose > 0 {
        transcript.raw(old)
        transcript.line(l(.replacedWith))
        transcript.raw(store.taskLine(typed, list, number))
      }
      store.warnAboutDuplicateTags(
        TodoItem(parsing: String(decoding: line, as: UTF8.self)), number: typed, into: &transcript)
      return 0
    }
  }

  /// The task edited on the command line: bash's `read -e -i` on a terminal, a plain line
  /// from a pipe.
  ///
  /// - Throws: ``CLIError``: cancelled (Ctrl-C, Ctrl-D, the end of input, `-f`), a line that
  ///   is not valid UTF-8 (the line editor edits text), no bash.
  private func editInline(_ original: [UInt8], typed: String) throws -> [UInt8] {
    guard !settings.force else { throw CLIError(message: l(.editCancelled, typed)) }
    guard let text = String(validating: original, as: UTF8.self) else {
      throw CLIError(message: l(.invalidUTF8Line, typed))
    }
    if System.isTerminal(streams.input), streams.input == 0 {
      switch editLine(initial: text, prompt: typed + " ") {
      case .line(let line): return Array(line.utf8)
      case .cancelled, .left: throw CLIError(message: l(.editCancelled, typed))
      case .unavailable: throw CLIError(message: l(.editNoLineEditor))
      }
    }
    guard let line = System.readLine(streams.input) else {
      throw CLIError(message: l(.editCancelled, typed))
    }
    return Array(line.utf8)
  }

  /// An edited line as it is stored: refused when it holds a control character; `due:`/`t:`
  /// words become dates in a line of valid UTF-8 (one that is not keeps its bytes).
  private func checkedEdit(_ line: [UInt8]) throws -> [UInt8] {
    guard let text = String(validating: line, as: UTF8.self) else {
      if let bad = line.first(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
        throw CLIError(
          message: l(.controlCharacterRefused, TaskInput.codePoint(Unicode.Scalar(bad))))
      }
      return line
    }
    try input.refuseControlCharacters(in: text)
    return Array(input.resolvingDates(in: text).utf8)
  }

  // MARK: - The whole file

  /// `edit` with no number: the whole todo.txt in the editor, as a copy; the saved copy is
  /// merged (``ThreeWayMerge``, base: the copy as opened) with todo.txt as it is then, so what
  /// a sync client or another `todo` changed meanwhile is kept. When a task was changed
  /// differently on both sides, nothing is written: the conflicts are shown and the copy is
  /// kept in the private edit folder.
  private func editWholeFile() throws -> Int32 {
    guard let editor = editorCommand else { throw CLIError(message: l(.editFileNeedsEditor)) }
    let base = try TodoFile(path: settings.todoFile).read()
    try store.refuseConflictMarkers(inBytes: base, path: settings.todoFile)
    let doneBase = try TodoFile(path: settings.doneFile).read()
    let edited = try runEditor(editor, on: base, name: "todo")
    if edited == base {
      output.line(l(.editFileUnchanged, settings.todoFile))
      return 0
    }
    // A copy left with no task (an editor that crashed or truncated it) is not "delete all".
    let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    if edited.allSatisfy(isBlank) && !base.allSatisfy(isBlank) {
      throw CLIError(message: l(.editFileEmpty, settings.todoFile))
    }
    // New lines are typed text: no control characters, and the date words `add` reads
    // written as dates (the note on standard error says which); lines already in the file
    // stay as they are.
    let known = TodoList(bytes: base)
    let knownLines = Set(known.lineNumbers.map { known.bytes(ofLine: $0) })
    var copy = TodoList(bytes: edited)
    var resolved = false
    for n in copy.lineNumbers where !knownLines.contains(copy.bytes(ofLine: n)) {
      let line = copy.bytes(ofLine: n)
      let stored = try checkedEdit(line)
      if stored != line {
        try copy.replaceBytes(line: n, with: stored)
        resolved = true
      }
    }
    let saved = resolved ? copy.serialized() : edited
    var conflicts: [ThreeWayMerge.Conflict] = []
    let merged: Bool = try store.withSession { session in
      try session.load()
      let ours = session.list.serialized()
      let doneNow = try TodoFile(path: settings.doneFile).read()
      let result = ThreeWayMerge().merge(
        todo: .init(base: base, ours: ours, theirs: saved),
        done: .init(base: doneBase, ours: doneNow, theirs: doneBase))
      guard result.todo.isClean else {
        conflicts = result.todo.conflicts
        return false
      }
      session.list.replaceAll(with: result.todo.bytes)
      if settings.verbose > 0 {
        session.transcript.line(
          l(ours == base ? .editFileSaved : .editFileMerged, settings.todoFile))
      }
      return true
    }
    if merged { return 0 }
    // Never lost: the copy stays in the private folder, the conflicts are shown.
    let folder = try editFolder()
    let kept = "todo-" + clock.reportTimestamp.replacingColons() + ".txt"
    folder.write(kept, edited, sync: true)
    var lines = [
      l(
        conflicts.count == 1 ? .editFileConflictsOne : .editFileConflicts, settings.todoFile,
        String(conflicts.count), folder.path + "/" + kept)
    ]
    func side(_ key: MessageKey, _ side: [[UInt8]]) {
      if side.isEmpty { lines.append(l(key, l(.editConflictDeleted))) }
      for line in side { lines.append(l(key, String(decoding: line, as: UTF8.self))) }
    }
    for conflict in conflicts {
      side(.editConflictNow, conflict.ours)
      side(.editConflictYours, conflict.theirs)
    }
    throw CLIError(message: lines.joined(separator: "\n"))
  }
}

extension String {
  /// `2026-11-30T12:00:00` as `2026-11-30T12-00-00`, for a file name.
  fileprivate func replacingColons() -> String {
    String(map { $0 == ":" ? "-" : $0 })
  }
}

/// `todo edit NR [--inline]`: opens task NR in $VISUAL or $EDITOR, as one line; the saved line
/// replaces it.
struct EditAction: TodoAction {
  static let declaration = ActionDeclaration(
    "edit", .actionSummaryEdit, .actionHelpEdit, arguments: ActionRegistry.number,
    flags: [ActionFlag(.inline)], usage: .usageEdit, writes: true
  )

  let basics: RunBasics
  let input: TaskInput
  let clock: Clock
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    clock = context.clock
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try edit(arguments)
  }
}
