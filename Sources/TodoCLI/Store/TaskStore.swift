import TodoLocalization
import TodoTxt

/// The todo files as the actions reach them: an edit session (one transaction) on todo.txt or
/// another file of the todo folder, the task numbers typed, the text of a task as it is
/// stored, the links the files may follow, and the other programs writing them.
struct TaskStore: ConsoleUser {
  let console: Console
  let settings: Settings
  let environment: [String: String]
  /// Today, and the time a command runs at (`TODO_TEST_TIME` pins it).
  let clock: Clock
  /// The task a change is for as `todo ui` showed it: every edit session refuses the change
  /// when its line no longer holds those bytes (``EditSession/seen``).
  var seen: SeenTask? = nil
  /// The command as typed (`do 2`), recorded with each change for `revert` to name.
  var command: String? = nil
  /// For `--dry-run`: where each edit session records what it would write, writing nothing.
  var previews: DryRunPreviews? = nil
  /// The names of the conflict copies beside the files when the command started, recorded
  /// with each change (``Backups/Version/copiesSeen``).
  var copiesSeen: [String] = []

  /// The other programs writing the todo files.
  var writers: LiveWriters {
    LiveWriters(console: console, settings: settings, environment: environment)
  }

  /// What the user types, made into task text and numbers.
  var input: TaskInput {
    TaskInput(console: console, settings: settings, environment: environment, clock: clock)
  }

  /// The notes of tasks (archiving a task moves its note).
  var notes: Notes {
    Notes(console: console, settings: settings, environment: environment)
  }
}

extension TaskStore {
  /// Opens an edit session on `path` (todo.txt by default) under the lock of todo.txt's
  /// folder, waiting at most `TODOTXT_LOCK_TIMEOUT` seconds; after about 2 s of waiting it says
  /// once on standard error who it is waiting for.
  ///
  /// - Throws: ``CLIError`` when the setting is not a number of seconds, or when the lock
  ///   stayed held (then nothing was read or changed).
  func editSession(editing path: String? = nil) throws -> EditSession {
    guard let timeout = settings.lockTimeout else {
      throw CLIError(message: l(.lockTimeoutInvalid, settings.lockTimeoutText ?? ""))
    }
    let seconds = Self.seconds(timeout)
    // A dry run does not settle what a killed command left: the next real command does.
    if previews != nil,
      EditSession.hasJournal(lockFile: settings.todoFile, environment: environment)
    {
      throw CLIError(message: l(.dryRunJournal, settings.programName))
    }
    do {
      let session = try EditSession(
        editing: path ?? settings.todoFile, lockFile: settings.todoFile, lockTimeout: timeout,
        environment: environment,
        confine: { [self] path in sessionConfinement(for: path) }, dryRun: previews,
        waiting: { [self] directory in output.error(l(.lockWaiting, directory, seconds)) })
      session.writerWaiting = { [self] file in output.error(l(.writerWaiting, file, seconds)) }
      session.otherVersionNotice = { [self] file, copy in
        copy.map { l(.otherVersionKept, file, $0) } ?? l(.otherVersionUnsaved, file)
      }
      session.historyNotKeptNotice = { [self] folder in l(.historyNotKept, folder) }
      session.historyNotWrittenNotice = { [self] folder in l(.historyNotWritten, folder) }
      session.watched = [settings.doneFile]
      session.seen = seen
      session.command = command
      session.copiesSeen = copiesSeen
      session.syncRecord = { [settings, environment] in
        SyncRecord.forFolder(
          System.dirName(settings.todoFile), enabled: settings.syncRecord,
          environment: environment)
      }
      for path in session.finished {
        let shown = [settings.todoFile, settings.doneFile].first { System.realPath($0) == path }
        output.error(l(.journalFinished, shown ?? path))
      }
      return session
    } catch .timedOut(let directory) {
      throw CLIError(message: l(.lockTimedOut, directory, seconds))
    }
  }

  /// Each conflict copy beside todo.txt or done.txt, with the file it is a copy of.
  ///
  /// Only what a sync client makes is taken: a name of one of the patterns of
  /// ``ConflictCopyName`` for that file's name, a regular file itself (`lstat`: never a
  /// symlink, which could lead anywhere, nor a folder) without another hard link (which could
  /// be another name of a private file anywhere on the file system). Anything else is left
  /// alone and does not stop the others. The content is not looked at: the one list that
  /// `doctor`, every command's warning and `merge-conflicts` use, whatever the copy holds
  /// (`merge-conflicts` leaves out the lines that must not be merged, and stashes the copy).
  func conflictCopySources() -> [(copy: String, file: String)] {
    var found: [(copy: String, file: String)] = []
    var seen: Set<[UInt8]> = []  // bytes: canonically equivalent names are two files
    for file in [settings.todoFile, settings.doneFile] where seen.insert(Array(file.utf8)).inserted
    {
      let dir = System.dirName(file)
      for entry in System.directoryEntries(dir) ?? [] {
        let path = dir + "/" + entry
        guard isConflictCopy(path, of: file), System.isUnlinkedRegularFile(path) else { continue }
        found.append((path, file))
      }
    }
    // In byte order: `<` on `String` takes canonically equivalent names (two files) as equal,
    // and their order would be the order the folder lists them in.
    return found.sorted { $0.copy.utf8.lexicographicallyPrecedes($1.copy.utf8) }
  }

  /// Files beside todo.txt and done.txt that look like conflict copies but are not named as a
  /// sync client names them: a `.txt` file whose name starts with the file's stem (`todo`,
  /// `done`) and says "conflict", in any case (`todo-CONFLICT-laptop.txt`). Every command and
  /// `doctor` name them; `merge-conflicts` never merges them (their content and who made them
  /// are unknown). Other files, such as `done_conflicts_report.pdf`, are left alone.
  func conflictLookalikes() -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    for file in [settings.todoFile, settings.doneFile] where seen.insert(file).inserted {
      let dir = System.dirName(file)
      let name = System.baseName(file)
      let stem = name.hasSuffix(".txt") ? String(name.dropLast(4)) : name
      for entry in System.directoryEntries(dir) ?? []
      where entry != name && entry.hasPrefix(stem) && entry.lowercased().hasSuffix(".txt")
        && entry.lowercased().contains("conflict")
        && !ConflictCopyName.matches(entry, copyOf: name)
      {
        let path = dir + "/" + entry
        if System.isRegularFileNoFollow(path) && !found.contains(path) { found.append(path) }
      }
    }
    return found.sorted()
  }

  /// Files beside todo.txt and done.txt that Dropbox, Syncthing or Nextcloud/ownCloud made
  /// when two machines changed the file at once (see ``conflictCopySources()``).
  func conflictCopies() -> [String] { conflictCopySources().map(\.copy) }

  /// Whether `path` is a conflict copy's place: beside todo.txt or done.txt (in the folder as
  /// configured), named as a sync client names a copy of it. The name alone: what is there is
  /// not looked at.
  func isConflictCopy(_ path: String) -> Bool {
    [settings.todoFile, settings.doneFile].contains { isConflictCopy(path, of: $0) }
  }

  /// Whether `path` is a conflict copy's place for `file`: in its folder, named as a sync
  /// client names a copy of it.
  private func isConflictCopy(_ path: String, of file: String) -> Bool {
    let name = System.baseName(path)
    return System.dirName(path).utf8.elementsEqual(System.dirName(file).utf8)
      && name != System.baseName(file)
      && ConflictCopyName.matches(name, copyOf: System.baseName(file))
  }

  /// Moves done tasks (`x ` lines) of the session's list to done.txt, in the same commit.
  ///
  /// At the commit, done.txt is appended to (and synced) first: if that fails, todo.txt is not
  /// touched, so a task is never lost. An explicit `archive` (`compacting`) also removes empty
  /// lines and the archived ones, as todo.sh does; the auto-archive after `do` blanks the
  /// archived lines instead, so the numbers the user just saw stay valid.
  ///
  /// The notes of archived tasks (`note:NAME.txt`) are named in `notes`: the caller moves them
  /// to the notes archive after the commit (``Notes/removeArchivedNotes(_:)``), as the todo.sh note
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
        // todo.sh's line names the whole path; the Chinese one names the file, as its other
        // messages do (the path is the same every time).
        let name =
          console.localizer.language == .english
          ? settings.todoFile : System.baseName(settings.todoFile)
        session.transcript.line(l(.noDoneTasks, name))
      }
      return 0
    }
    let archived = doneLines.map { session.list.bytes(ofLine: $0) }
    // Each moved line keeps its own bytes, its ending too (a CRLF file's tasks stay CRLF).
    try session.append(
      lines: archived, endings: doneLines.map { session.list.lineEnding(ofLine: $0) },
      to: settings.doneFile, fallback: session.list.preferredLineEnding)
    self.notes.stageNotes(ofLines: Set(doneLines), in: session.list, into: notes)
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
}
extension TaskStore {
  /// todo.sh's `_addto`: upper-case a leading `(x)`, apply `TODOTXT_PRIORITY_ON_ADD` and `-t`,
  /// then append (ending an unterminated last line first), echo `N text` and
  /// `PREFIX: N added.`. All of `inputs` are one append: one commit, one `revert` step.
  func addLines(_ inputs: [String], to path: String) throws {
    // A task of markers alone is refused before its date words are read: their notes ("stored
    // as …") would tell of a task that is not added.
    for text in inputs where !TodoItem(parsing: text).hasWords {
      throw CLIError(message: l(.taskNeedsWords, text))
    }
    let texts = inputs.map(input.lineToAdd)
    for text in texts where !TodoItem(parsing: text).hasWords {
      throw CLIError(message: l(.taskNeedsWords, text))
    }
    if !settings.dryRun, !System.isDirectory(System.dirName(path)) {
      _ = System.makeDirectories(System.dirName(path))
    }
    // As ``withSession(editing:_:)``, with the lines counted first: that one read of the file
    // also tells whether the conflict-marker check must read it.
    let session = try editSession(editing: path)
    let numbers = try session.appendLines(texts)
    try refuseConflictMarkers(in: session)
    for (text, number) in zip(texts, numbers.map(String.init)) {
      if settings.verbose > 0 {
        // The text's bytes as stored (an argument's bytes that are not UTF-8 as they are).
        session.transcript.raw(Array((number + " ").utf8) + TodoList.unescapedBytes(text) + [0x0A])
        session.transcript.line(l(.added, prefix(path), number))
      }
      warnAboutDuplicateTags(TodoItem(parsing: text), number: number, into: &session.transcript)
    }
    try session.commit()
    output.emit(session.transcript)
  }

}
extension TaskStore {
  /// The shared shape of `append`, `prepend` and `replace`: `N TEXT…`, or a prompt for the
  /// text (on a terminal through the line editor; never with `-f`) asked before the file is
  /// locked; text empty after trimming is a usage error, a control character is refused;
  /// due:/t: words become dates; `edit` changes the task, `report` prints.
  func editText(
    _ args: [String], usage: String, prompt promptText: String,
    edit: (inout TodoItem, String) -> Void,
    report: (_ old: [UInt8], _ new: [UInt8], inout Transcript) -> Void
  ) throws -> Int32 {
    let typed = args.first
    let number = try lineNumber(typed, usage: usage)
    var input = args.dropFirst().joined(separator: " ")
    if args.count < 2 && !settings.force {
      // Check the task exists before asking for text.
      _ = try task(
        in: TodoList(bytes: try TodoFile(path: settings.todoFile).read()), number, typed: typed!)
      switch promptLine(promptText) {
      case .line(let line): input = line
      case .cancelled: throw CLIError(message: l(.promptCancelled))
      case .ended: input = ""
      }
    }
    // Nothing given, or only spaces: nothing to do (todo.sh would store an empty edit, and
    // `replace` would blank the task without asking).
    input = self.input.resolvingDates(in: try self.input.cleanedTaskText(input, usage: usage))
    return try editTodo { list, transcript in
      var item = try editableTask(in: list, number, typed: typed!)
      let old = taskLine(typed!, list, number)
      edit(&item, input)
      // `replace 3 "due:tomorrow"` would leave a task of no words.
      guard item.hasWords else { throw CLIError(message: l(.taskNeedsWords, item.text)) }
      // Typed bytes that are not UTF-8 (an argument read as bytes) are stored as those bytes.
      try list.replace(line: number, withEditable: item)
      if settings.verbose > 0 { report(old, taskLine(typed!, list, number), &transcript) }
      warnAboutDuplicateTags(item, number: typed!, into: &transcript)
      return 0
    }
  }
}

/// A task as `todo ui` showed it: its line number in todo.txt and the line's bytes (without
/// the line ending). A change made from the screen is for that task only.
struct SeenTask: Equatable {
  var line: Int
  var bytes: [UInt8]
}
