import TodoLocalization
import TodoTxt

// MARK: - archive, deduplicate, report

extension ArchiveAction {
  func archive() throws -> Int32 {
    try store.refuseDoneFileIsTodoFile()
    let notes = ArchivedNotes()
    try store.withSession { session in
      try session.load()
      try store.archiveDoneTasks(in: session, compacting: true, notes: notes)
    }
    self.notes.removeArchivedNotes(notes)
    return 0
  }

}

/// `todo archive`: moves all done tasks from todo.txt to done.txt and removes blank lines.
struct ArchiveAction: TodoAction {
  static let declaration = ActionDeclaration(
    "archive", .actionSummaryArchive, .actionHelpArchive, writes: true, previewable: true)

  let basics: RunBasics
  let store: TaskStore
  let notes: Notes

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
    notes = context.notes
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try archive()
  }
}

/// `todo deduplicate`: removes duplicate lines from todo.txt.
struct DeduplicateAction: TodoAction {
  static let declaration = ActionDeclaration(
    "deduplicate", .actionSummaryDeduplicate, .actionHelpDeduplicate, writes: true,
    previewable: true)

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try deduplicate()
  }
}

/// `todo report`: adds the number of open tasks and done tasks to report.txt.
struct ReportAction: TodoAction {
  static let declaration = ActionDeclaration(
    "report", .actionSummaryReport, .actionHelpReport, writes: true, previewable: true)

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
    try report()
  }
}

extension DeduplicateAction {
  func deduplicate() throws -> Int32 {
    let removed: Int = try store.editTodo { list, _ in
      var seen = Set<[UInt8]>()
      var duplicates: [Int] = []
      for n in list.lineNumbers {
        if list.withBytes(ofLine: n, { TodoLine($0).isBlankForDeduplicate }) { continue }
        let bytes = list.bytes(ofLine: n)
        if !seen.insert(bytes).inserted { duplicates.append(n) }
      }
      if settings.preserveLineNumbers {
        for n in duplicates { try list.blank(line: n) }
      } else {
        let set = Set(duplicates)
        list.removeLines { set.contains($0) }
      }
      return duplicates.count
    }
    if removed == 0 {
      throw CLIError(message: l(.noDuplicates))
    }
    output.line(l(.duplicatesRemoved, String(removed)))
    return 0
  }
}

extension ReportAction {
  /// todo.sh's `report`: archives, then appends `TIMESTAMP OPEN DONE` to report.txt unless the
  /// last line already says the same counts; one commit for all three files.
  func report() throws -> Int32 {
    try store.refuseDoneFileIsTodoFile()
    let notes = ArchivedNotes()
    try store.withSession { session in
      try session.load()
      let doneBefore = TodoList(bytes: try TodoFile(path: settings.doneFile).read()).count
      let archived = try store.archiveDoneTasks(in: session, compacting: true, notes: notes)
      let data = "\(session.list.count) \(doneBefore + archived)"
      let reports = TodoList(bytes: try TodoFile(path: settings.reportFile).read())
      var last = ""
      if reports.count > 0 { last = reports.text(ofLine: reports.count) }
      let lastData =
        last.firstIndex(of: " ").map { String(last[last.index(after: $0)...]) } ?? last
      if !last.isEmpty && lastData == data {
        session.transcript.line(last)
        if settings.verbose > 0 { session.transcript.line(l(.reportUpToDate)) }
      } else {
        let line = clock.reportTimestamp + " " + data
        try session.append(lines: [Array(line.utf8)], to: settings.reportFile)
        session.transcript.line(line)
        if settings.verbose > 0 { session.transcript.line(l(.reportUpdated)) }
      }
    }
    self.notes.removeArchivedNotes(notes)
    return 0
  }
}
