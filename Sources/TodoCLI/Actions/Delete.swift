import TodoLocalization
import TodoTxt

// MARK: - del

extension DelAction {
  func delete(_ args: [String]) throws -> Int32 {
    let usage = l(.usageDel, settings.programName)
    let typed = args.first
    let number = try store.lineNumber(typed, usage: usage)
    if args.count >= 2 && !args[1].isEmpty {
      return try deleteTerm(args[1], number: number, typed: typed!)
    }
    // Ask before taking the lock, so a waiting prompt does not block other commands.
    let todoBytes = try TodoFile(path: settings.todoFile).read()
    // An unfinished merge's markers refuse before the question, not after the answer.
    try store.refuseConflictMarkers(inBytes: todoBytes, path: settings.todoFile)
    let preview = TodoList(bytes: todoBytes)
    let shown = try store.task(in: preview, number, typed: typed!)
    guard confirm(l(.deleteQuestion, shown.text)) else {
      throw CLIError(message: l(.noTasksDeleted))
    }
    // Its note (the add-on's `note:NAME.txt`): asked about, kept with -f.
    let note = self.notes.noteName(ofLine: preview.bytes(ofLine: number)).flatMap {
      self.notes.notesFolder.contains($0) ? $0 : nil
    }
    let deletesNote =
      note.map { !settings.force && confirm(l(.noteDeleteQuestion, self.notes.notePath($0))) }
      ?? false
    let status: Int32 = try store.editTodo { list, transcript in
      let item = try store.task(in: list, number, typed: typed!)
      // Another process may have changed the file while the question was open.
      guard item == shown else { throw CLIError(message: l(.taskChanged, typed!)) }
      let old = store.taskLine(typed!, list, number)
      try list.blank(line: number)
      if !settings.preserveLineNumbers { list.removeEmptyLines() }
      if settings.verbose > 0 {
        transcript.raw(old)
        transcript.line(l(.deleted, typed!))
      }
      return 0
    }
    // The task is gone: now its note, if asked.
    if let note {
      if deletesNote && self.notes.notesFolder.remove(note) {
        if settings.verbose > 0 { output.line(l(.noteDeleted, self.notes.notePath(note))) }
      } else if settings.verbose > 0 {
        output.line(l(.noteKept, self.notes.notePath(note)))
      }
    }
    return status
  }

  /// `del N TERM`: todo.sh's five sed substitutions, with TERM as a case-sensitive basic
  /// regular expression: TERM with the spaces around it is removed at the start (a priority
  /// kept), at the end, between words (one space left), and finally anywhere.
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
        throw CLIError(message: l(.invalidPattern, term, regexErrorText(error)))
      }
    }
    // todo.sh's outcomes that are not edits: the term is not there (the task is shown, then
    // the error), or nothing is left of the task (the line is emptied, then the error).
    let unchanged: [UInt8]? = try store.editTodo { list, transcript in
      // The rules match bytes (as todo.sh's sed), so a line that is not valid UTF-8 works too
      // and keeps every byte they do not remove.
      _ = try store.task(in: list, number, typed: typed)
      let original = list.bytes(ofLine: number)
      var bytes = original
      for (regex, replacement) in regexes {
        bytes = regex.replacingAll(in: bytes, with: replacement)
      }
      if bytes == original { return store.taskLine(typed, list, number) }
      let old = store.taskLine(typed, list, number)
      try list.replaceBytes(line: number, with: bytes)
      if settings.verbose > 0 && !bytes.isEmpty {
        transcript.raw(old)
        transcript.line(l(.removedTerm, term))
        transcript.raw(store.taskLine(typed, list, number))
      }
      return bytes.isEmpty ? [] : nil
    }
    switch unchanged {
    case nil: return 0
    case []?: throw CLIError(message: l(.noUpdatedTask, prefix(), typed))
    case let line?:
      if settings.verbose > 0 { output.raw(line) }
      throw CLIError(message: l(.termNotFound, term))
    }
  }
}

/// `todo del NR [TERM]`: deletes the task on line NR in todo.txt.
struct DelAction: TodoAction {
  static let declaration = ActionDeclaration(
    "del", aliases: ["rm"], .actionSummaryDel, .actionHelpDel, arguments: ActionRegistry.number,
    writes: true, previewable: true
  )

  let basics: RunBasics
  let store: TaskStore
  let notes: Notes

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
    notes = context.notes
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try delete(arguments.words)
  }
}
