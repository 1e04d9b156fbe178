import TodoLocalization
import TodoTxt

// MARK: - archive, deduplicate, report

extension CommandContext {
  func archive() throws -> Int32 {
    try refuseDoneFileIsTodoFile()
    let notes = ArchivedNotes()
    try store.withSession { session in
      try session.load()
      try archiveDoneTasks(in: session, compacting: true, notes: notes)
    }
    removeArchivedNotes(notes)
    return 0
  }

  /// Refuses a command that moves tasks between todo.txt and done.txt when they are one file
  /// (``System/isSameFile(_:_:)``: done.txt a symbolic link to todo.txt, a hard link of it, or the
  /// same path): an archive would append the tasks to the file it is rewriting, and then find
  /// the file "changed on disk".
  ///
  /// - Throws: ``CLIError`` naming both files and the setting to change; nothing changed.
  func refuseDoneFileIsTodoFile() throws {
    guard System.isSameFile(settings.todoFile, settings.doneFile) else { return }
    throw CLIError(message: l(.doneIsTodo, settings.doneFile, settings.todoFile))
  }

  /// Moves done tasks (`x ` lines) of the session's list to done.txt, in the same commit.
  ///
  /// At the commit, done.txt is appended to (and synced) first: if that fails, todo.txt is not
  /// touched, so a task is never lost. An explicit `archive` (`compacting`) also removes empty
  /// lines and the archived ones, as todo.sh does; the auto-archive after `do` blanks the
  /// archived lines instead, so the numbers the user just saw stay valid.
  ///
  /// The notes of archived tasks (`note:NAME.txt`) are named in `notes`: the caller moves them
  /// to the notes archive after the commit (``removeArchivedNotes(_:)``), as the todo.sh note
  /// add-on's archive does.
  ///
  /// - Returns: How many tasks were archived.
  /// - Throws: ``FileError`` when done.txt cannot be read.
  @discardableResult
  func archiveDoneTasks(
    in session: EditSession, compacting: Bool, notes: ArchivedNotes = ArchivedNotes()
  ) throws -> Int {
    try refuseDoneFileIsTodoFile()
    if compacting { session.list.removeEmptyLines() }
    var doneLines: [Int] = []
    for n in session.list.lineNumbers where session.list.isDone(line: n) { doneLines.append(n) }
    guard !doneLines.isEmpty else {
      if compacting, settings.verbose > 0 {
        session.transcript.line(l(.noDoneTasks, settings.todoFile))
      }
      return 0
    }
    let archived = doneLines.map { session.list.bytes(ofLine: $0) }
    try session.append(
      lines: archived, to: settings.doneFile, fallback: session.list.preferredLineEnding)
    stageNotes(ofLines: Set(doneLines), in: session.list, into: notes)
    if settings.verbose > 0 {
      for bytes in archived { session.transcript.raw(bytes + [0x0A]) }
    }
    if compacting {
      let set = Set(doneLines)
      session.list.removeLines { set.contains($0) }
    } else {
      for n in doneLines { try session.list.blank(line: n) }
    }
    if settings.verbose > 0 {
      // todo.sh prints the full path of todo.txt after every auto-archiving `do`; Chinese
      // names done.txt instead, where the tasks went.
      session.transcript.line(
        localizer.language == .english
          ? l(.archived, settings.todoFile)
          : l(.archivedInto, System.baseName(settings.doneFile)))
    }
    return doneLines.count
  }

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

  /// todo.sh's `report`: archives, then appends `TIMESTAMP OPEN DONE` to report.txt unless the
  /// last line already says the same counts; one commit for all three files.
  func report() throws -> Int32 {
    try refuseDoneFileIsTodoFile()
    let notes = ArchivedNotes()
    try store.withSession { session in
      try session.load()
      let doneBefore = TodoList(bytes: try TodoFile(path: settings.doneFile).read()).count
      let archived = try archiveDoneTasks(in: session, compacting: true, notes: notes)
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
    removeArchivedNotes(notes)
    return 0
  }
}
