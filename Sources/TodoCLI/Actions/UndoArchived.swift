import TodoLocalization
import TodoTxt

// MARK: - undo of an archived task

/// Where the task an archive took from a blank line of todo.txt is: found in the history
/// (``Backups``), a pure function of the versions read into memory.
///
/// The rule: going back from todo.txt as it is, through the kept versions while each one's
/// recorded content is the next one's start (no change by another program in between) and
/// line N stays blank, the command that made line N blank must have archived it: a rewrite
/// that blanked lines (every line keeping its number; lines it added come after) and appended
/// exactly as many lines to done.txt, in line order. The Nth blanked line's append is the task.
enum ArchivedLine {
  /// One kept version: its number, what it says, and the file before its command (`nil` when
  /// not kept), read only when the walk gets there.
  typealias Step = (number: Int, version: Backups.Version, before: () -> [UInt8]?)

  /// Why there is none.
  enum Refusal: Error, Equatable {
    /// No kept command blanked the line (it was blank, or the history does not reach back).
    case noRecord
    /// The command that blanked it archived nothing, or not line by line (`del`, `-n`).
    case notArchived
    /// todo.txt changed by another program after the archive (its lines may have moved).
    case changedSince
  }

  /// The completion line (with its ending), where the archive put it in done.txt, and line N
  /// as it was before that command (without its ending).
  struct Found: Equatable {
    var line: [UInt8]
    var append: Backups.SideAppend
    var original: [UInt8]
  }

  /// The task archived from line `number` (blank in `current`, todo.txt as read now); the
  /// history newest first; `doneFile` done.txt's real path, and its device and inode (an
  /// append recorded under another path, done.txt moved since behind a link, is the same
  /// file when they match).
  static func find(
    line number: Int, current: [UInt8], history: some Sequence<Step>, doneFile: String,
    doneIdentity: (device: UInt64, inode: UInt64)? = nil
  ) -> Result<Found, Refusal> {
    var after = current
    for step in history {
      let version = step.version
      // Another file's command (`mv` out of done.txt, `addto`): todo.txt is as it was.
      if version.file != nil { continue }
      guard let hash = version.hash, ContentHash(after) == hash else {
        return .failure(.changedSince)
      }
      let before: [UInt8]
      if let size = version.appendedFrom {
        guard size <= after.count else { return .failure(.changedSince) }
        before = Array(after.prefix(size))
      } else {
        guard let kept = step.before() else { return .failure(.noRecord) }
        before = kept
      }
      let old = TodoList(bytes: before)
      let new = TodoList(bytes: after)
      guard number <= new.count, new.isBlank(line: number) else { return .failure(.noRecord) }
      guard number <= old.count, !old.isBlank(line: number) else {
        after = before
        continue
      }
      // The command that blanked the line: an archive that kept the line numbers (lines it
      // added, a recurrence's next task, come after them).
      guard old.count <= new.count,
        let append = version.sideAppends.first(where: { side in
          side.path == doneFile
            || (doneIdentity.map { side.device == $0.device && side.inode == $0.inode } ?? false)
        }),
        let bytes = append.bytes
      else { return .failure(.notArchived) }
      let blanked = old.lineNumbers.filter { !old.isBlank(line: $0) && new.isBlank(line: $0) }
      let lines = splitLines(Array(bytes.dropFirst(append.lead)))
      guard lines.count == blanked.count, let k = blanked.firstIndex(of: number) else {
        return .failure(.notArchived)
      }
      let offset = append.before + append.lead + lines[..<k].reduce(0) { $0 + $1.count }
      var one = append
      one.path = doneFile
      one.before = offset
      one.after = offset + lines[k].count
      one.bytes = lines[k]
      one.lead = 0
      one.created = false
      return .success(Found(line: lines[k], append: one, original: old.bytes(ofLine: number)))
    }
    return .failure(.noRecord)
  }

  /// `bytes` as lines, each with its ending.
  static func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
      lines.append(Array(bytes[start..<end]))
      start = end
    }
    return lines
  }
}

extension UndoAction {
  /// `undo N` where line N is the blank line the archive after `do` left: the task comes
  /// back at line N as it was before that `do` (or, when it was done already then, reopened,
  /// its priority back from `pri:`), and its completion line is taken out of done.txt, in one
  /// transaction and one `revert` step (``EditSession/commit(takingOut:)``).
  /// Refused, with the reason, when the history does not show todo archiving a task from that
  /// line, when todo.txt changed elsewhere since, or when done.txt no longer holds the line
  /// exactly once.
  func undoArchived(_ typed: String, _ number: Int) throws -> Int32 {
    // done.txt the same file as todo.txt (a link): taking a line out of it would take it
    // out of todo.txt.
    try store.refuseDoneFileIsTodoFile()
    let session = try store.editSession()
    try store.refuseConflictMarkers(in: session)
    try session.load()
    guard number <= session.list.count, session.list.isBlank(line: number) else {
      throw CLIError(message: l(.taskChanged, typed))
    }
    let backups = Backups(for: settings.todoFile, environment: environment)
    // Newest first; each kept file read only if the walk reaches it.
    let history = try backups.numbers().reversed().lazy.compactMap { n -> ArchivedLine.Step? in
      backups.version(n).map { (n, $0, { backups.read(String(n) + ".txt") }) }
    }
    let done = System.realPath(settings.doneFile)
    let identity = FileSignature(path: done).map { (device: $0.device, inode: $0.inode) }
    let found: ArchivedLine.Found
    switch ArchivedLine.find(
      line: number, current: session.list.serialized(), history: history, doneFile: done,
      doneIdentity: identity)
    {
    case .success(let result): found = result
    case .failure(.changedSince): throw CLIError(message: l(.undoArchivedChanged, typed))
    case .failure: throw CLIError(message: l(.undoNotArchived, typed))
    }
    // The line where the archive put it, and nowhere else: a second completion of the same
    // task (another machine's) would leave it open and done.
    let located = EditSession.locate(found.append)
    var body = found.line
    while let last = body.last, last == 0x0A || last == 0x0D { body.removeLast() }
    guard case .found = located.place,
      Journal.lines(located.content, 0..<located.content.count).count(where: {
        $0.bytes.elementsEqual(body)
      }) == 1
    else {
      throw CLIError(message: l(.undoArchivedGone, typed, settings.doneFile))
    }
    // The completion line, as a task of its own list (a line that is not UTF-8 keeps its
    // bytes): reopened, then put where it was.
    let completedList = TodoList(bytes: body)
    let completed = try completedList.editableItem(atLine: 1)
    guard completed.isCompleted else {
      throw CLIError(message: l(.undoNotArchived, typed))
    }
    // The task as it was before the command that archived it, when it was open then (its
    // priority and every byte as they were); else the completion line reopened.
    var item = completed
    try item.markNotDone()
    let original = TodoList(bytes: found.original)
    if try !original.editableItem(atLine: 1).isCompleted {
      try session.list.replaceBytes(line: number, with: found.original)
    } else {
      try session.list.replace(line: number, withEditable: item)
    }
    if settings.verbose > 0 {
      session.transcript.raw(store.taskLine(typed, session.list, number))
      session.transcript.line(l(.undoArchivedBack, typed, System.baseName(settings.doneFile)))
    }
    if let date = completed.completionDate,
      let expected = item.recurrenceSuccessor(completedOn: date)
    {
      try removeRecurrence(
        expected, of: typed, after: number, in: &session.list, transcript: &session.transcript)
    }
    let settled = try session.commit(takingOut: [found.append])
    output.emit(session.transcript)
    // done.txt kept changing (a sync client writing it): the task is back, and the next
    // command takes its line out of done.txt (or waits, saying so, until it can).
    guard settled else { throw CLIError(message: l(.undoArchivedPending, typed)) }
    return 0
  }
}
