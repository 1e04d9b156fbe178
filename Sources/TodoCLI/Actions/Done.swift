import TodoLocalization
import TodoTxt

// MARK: - do, undo

extension DoAction {
  func markDone(_ args: [String]) throws -> Int32 {
    let keepPriority = settings.preservePriority
    // With auto-archive, the done tasks move to done.txt in the same session: one commit, one
    // `revert` step. The archived lines are blanked so the numbers just shown stay valid,
    // unless -n asked for compact files.
    let notes = ArchivedNotes()
    let archive: ((EditSession) throws -> Void)? =
      settings.autoArchive
      ? {
        try self.store.archiveDoneTasks(
          in: $0, compacting: !self.settings.preserveLineNumbers, notes: notes)
      }
      : nil
    let status = try store.editEach(args, usage: l(.usageDo, settings.programName), then: archive) {
      list, transcript, typed, number, open in
      guard !open.isCompleted else {
        transcript.error(l(.alreadyDone, typed))
        return false
      }
      var item = open
      // A running timer stops at completion: its time goes to spent: (ttdl's tags).
      if TaskTimer.unreadable(item) == nil { _ = TaskTimer.stop(&item, at: clock.epochSeconds) }
      try item.complete(on: clock.today, keepingPriorityAsTag: keepPriority)
      let legacy = !list.isValidUTF8(line: number)
      try list.replace(line: number, withEditable: item)
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(typed, list, number))
        transcript.line(l(.markedDone, typed))
      }
      // rec: the next one goes on a new line, so no number the user has seen changes.
      if var next = open.recurrenceSuccessor(completedOn: clock.today) {
        // The next one starts with no timer and no time spent (ttdl's tags).
        if TaskTimer.started(next) != nil || next.tagValue(forKey: "spent") != nil {
          next.removeTag("tmr")
          next.removeTag("spent")
        }
        // The repeat of a line that is not valid UTF-8 keeps its bytes.
        let line =
          legacy ? try list.appendLine(TodoList.unescapedBytes(next.text)) : try list.append(next)
        let added = String(line)
        if settings.verbose > 0 {
          transcript.raw(store.taskLine(added, list, line))
          transcript.line(l(.recurred, typed, added))
        }
      } else if let rule = open.tagValue(forKey: "rec") {
        transcript.error(l(.noRecurrence, typed, "rec:" + rule))
      }
      return true
    }
    self.notes.removeArchivedNotes(notes)
    return status
  }

}

/// `todo do NR [NR ...]`: marks task(s) on line NR as done in todo.txt.
struct DoAction: TodoAction {
  static let declaration = ActionDeclaration(
    "do", aliases: ["done"], .actionSummaryDo, .actionHelpDo, arguments: ActionRegistry.numbers,
    writes: true, previewable: true
  )

  let basics: RunBasics
  let clock: Clock
  let store: TaskStore
  let notes: Notes

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    store = context.store
    notes = context.notes
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try markDone(arguments.words)
  }
}

/// `todo undo NR [NR ...]`: marks done task(s) on line NR as not done again, restoring a priority
/// kept as pri:X.
struct UndoAction: TodoAction {
  static let declaration = ActionDeclaration(
    "undo", .actionSummaryUndo, .actionHelpUndo, arguments: ActionRegistry.numbers, writes: true,
    previewable: true)

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try markNotDone(arguments.words)
  }
}

extension UndoAction {
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
    // Lines that are not valid UTF-8 compare escaped, as the repeat was made.
    for candidate in (number + 1)..<(list.count + 1) {
      let text = try list.editableItem(atLine: candidate).text
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
    // The last line (where `do` put it) goes whole, so a do and its undo leave no blank line
    // behind; another is blanked, so no number the user has seen changes.
    if line == list.count {
      list.removeLines { $0 == line }
    } else {
      try list.blank(line: line)
    }
    if !settings.preserveLineNumbers { list.removeEmptyLines() }
    transcript.line(l(.recurrenceRemoved, String(line), typed))
  }

  func markNotDone(_ args: [String]) throws -> Int32 {
    // No number: the usage, and that revert takes back the last command (an app's undo).
    if args.isEmpty {
      output.error(l(.usageUndo, settings.programName))
      throw CLIError(message: l(.undoNoNumber, settings.programName))
    }
    // One number whose line is the blank line an archive left: the task comes back from
    // done.txt.
    let numbers = store.input.taskNumbers(args)
    if numbers.count == 1, let typed = numbers.first,
      let number = try? store.lineNumber(typed, usage: ""),
      let list = try? TodoList(bytes: TodoFile(path: settings.todoFile).read()),
      number >= 1, number <= list.count, list.isBlank(line: number)
    {
      return try undoArchived(typed, number)
    }
    // A line left blank by the auto-archive after do: say where the task went.
    let archived: ((String) -> CLIError)? =
      settings.autoArchive ? { CLIError(message: self.l(.undoArchived, $0)) } : nil
    return try store.editEach(args, usage: l(.usageUndo, settings.programName), blankLine: archived)
    {
      list, transcript, typed, number, completed in
      guard completed.isCompleted else {
        transcript.error(l(.notDone, typed))
        return false
      }
      var item = completed
      try item.markNotDone()
      try list.replace(line: number, withEditable: item)
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(typed, list, number))
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
