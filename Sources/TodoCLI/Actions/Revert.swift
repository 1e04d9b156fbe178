import TodoLocalization
import TodoTxt

// MARK: - revert

extension RevertAction {
  /// `todo revert`: takes back the last command that changed the todo files, as one step:
  /// the file it rewrote or appended to gets its bytes back, what it appended to other files
  /// (done.txt, a move's destination, report.txt) is taken out again (exactly those bytes,
  /// found by content: other writers' lines stay), and a file it made is removed.
  ///
  /// Refuses, changing nothing, when the file changed since the command (its content, not
  /// its size or time, is compared), when done.txt changed since and the command appended
  /// nothing to it, or when an append cannot be found exactly as written: a revert never puts
  /// a task back in todo.txt while done.txt still has it, nor undoes another program's edit.
  /// One transaction (journaled, see ``Journal``): a revert killed half-way is finished by the
  /// next command. One step per run, up to ``Backups/kept`` (see ``Backups/keptBytes``).
  func revert(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw CLIError(message: l(.usageRevert, settings.programName)) }
    let path = settings.todoFile
    // A session on the todo file: its lock, held until the revert is done, and what a killed
    // command left in the journal is settled first.
    let session = try store.editSession()
    defer { withExtendedLifetime(session) {} }
    let backups = Backups(for: path, environment: environment)
    let numbers = try backups.numbers()
    guard let last = numbers.last else { throw CLIError(message: l(.revertNothing, path)) }
    func refused(_ real: String) -> CLIError {
      // The path as configured when it is one of the todo files.
      let shown =
        [path, settings.doneFile].first { System.realPath($0) == real } ?? real
      return CLIError(message: l(.revertChanged, shown, backups.directory))
    }
    guard let version = backups.version(last) else { throw refused(path) }
    var file = TodoFile(path: version.file ?? path)
    // Written back only inside the folder it must stay in, checked at open (a link swapped in
    // since is refused).
    file.confinement = store.sessionConfinement(for: file.path)
    // The file as the command left it: the same content (by hash; a record from before hashes
    // were kept compares the signature).
    let signature = file.signature()
    let current = signature == nil ? [] : try file.read()
    let unchanged =
      version.hash.map { signature != nil && ContentHash(current) == $0 }
      ?? (version.after == signature)
    guard unchanged else {
      // The history folder cannot be written now (a full disk, a read-only file system): the
      // changes since were most likely todo's own, not kept, rather than another program's.
      if let state = try backups.folder(create: false), !state.canWrite() {
        throw CLIError(message: l(.revertHistoryNotWritten, backups.directory, file.path))
      }
      throw CLIError(message: l(.revertChanged, file.path, backups.directory))
    }
    // done.txt (when the command appended nothing to it) as the command left it: restoring a
    // task while another machine's done.txt has it would leave it open and done.
    for watched in version.watched
    where !version.sideAppends.contains(where: { $0.path == watched.path }) {
      let exists = System.exists(watched.path)
      let bytes = exists ? try? TodoFile(path: watched.path).read() : nil
      guard exists == (bytes != nil), bytes.map({ ContentHash($0) }) == watched.hash else {
        throw refused(watched.path)
      }
    }
    // Each append must still be there exactly as written (in the file appended to, at its
    // place, or found once): all or nothing. A link or another file put there since is never
    // written through.
    for append in version.sideAppends {
      guard case .found = EditSession.locate(append).place else { throw refused(append.path) }
    }
    // Each line the command took out (an undo of an archived task) can go back: its file is a
    // regular file or missing, never a link put there since; else the task would be lost.
    for line in version.takenOut where EditSession.locate(line).place == .unknown {
      throw refused(line.path)
    }
    // The note the command made, changed since (`note N TEXT` again, an editor): taking the
    // tag back would leave it no one's, so nothing is taken back.
    let notes = store.notes
    if let note = version.createdNote, notes.notesFolder.contains(note.name),
      notes.notesFolder.identity(of: note.name) != note.identity
    {
      throw CLIError(message: l(.revertNoteKept, notes.notePath(note.name)))
    }
    // What the file gets back: nothing (the command made it), its bytes before an append, or
    // the kept copy.
    var restored: [UInt8]?
    if let size = version.appendedFrom {
      restored = version.created && size == 0 ? nil : Array(current.prefix(size))
    } else {
      guard let bytes = backups.read(String(last) + ".txt") else {
        throw CLIError(message: l(.revertNothing, path))
      }
      restored = bytes
    }
    // done.txt changed since the command (beyond what it appended): a task the revert would
    // open again must not be done there (another machine completed it meanwhile).
    if let restored, reopensADoneTask(restored, current, version) {
      throw refused(System.realPath(settings.doneFile))
    }
    // One transaction: a revert killed after the file is restored is finished by the next
    // command (its appends taken back), so no task stays in both files.
    let state = try backups.folder()
    // The lines the command took out of done.txt (an undo of an archived task) go back in.
    let putBack = version.takenOut.map { line in
      var line = line
      line.putBack = true
      return line
    }
    if let state, !version.sideAppends.isEmpty || !putBack.isEmpty {
      var head = StateRecord([
        "kind": "revert", "file": System.realPath(file.path), "number": String(last),
      ])
      head.setContentHash("restored", restored.map { ContentHash($0) })
      try Journal.begin(
        state, [head] + (version.sideAppends + putBack).map(\.record), pending: nil)
    }
    if version.sideAppends.isEmpty && putBack.isEmpty {
      // No journal: a kill after the restore is finished by the next command all the same.
      backups.markReverting(last, restored: restored.map { ContentHash($0) })
    }
    if let restored {
      if restored != current || signature == nil {
        try file.replace(with: TodoList(bytes: restored), unchangedSince: signature)
      }
    } else if let signature {
      // The file the command made, removed only while it is still the version checked.
      System.removeFile(System.realPath(file.path), ifStill: signature)
    }
    // A test's stand-in for `kill -9` between the two halves.
    if FaultPlan.current?.killAt?("afterRestore") == true { return 1 }
    var allTakenBack = true
    for append in version.sideAppends.reversed() where EditSession.takeBack(append) == .failed {
      allTakenBack = false
    }
    for line in putBack where !session.putBack(line) { allTakenBack = false }
    // One that could not be taken back after all (another writer in between): the journal
    // stays, and the next command tries again.
    if allTakenBack, let state { Journal.clear(state) }
    // A merge's conflict copies go back where they were, byte for byte, with the permissions
    // they had, unless a file of that name is there now (the copy then stays where it is
    // kept). What the record says is checked first, as a record changed by someone else could
    // name any file of the user's: only a stash in a merge's own folder of the conflicts
    // folder, reached as todo's private folder (not one others may write to, nor a link), and
    // only back to a conflict copy's place beside todo.txt or done.txt.
    let stateRoot = Backups.stateRoot(environment)
    var allCopiesBack = true
    for copy in version.stashedCopies {
      var outcome = PrivateFolder.PutBack.refused
      if isStash(copy.stash, in: stateRoot), store.isConflictCopy(copy.original) {
        do {
          outcome =
            try PrivateFolder.open(System.dirName(copy.stash), from: stateRoot, create: false)?
            .putBack(
              System.baseName(copy.stash), at: copy.original, permissions: copy.permissions)
            ?? .stays
        } catch {
          outcome = .refused
        }
      }
      let (stash, original) = (PathBytes.printable(copy.stash), PathBytes.printable(copy.original))
      switch outcome {
      case .back: output.line(l(.revertCopyBack, original))
      case .refused: output.error(l(.revertCopyNotPrivate, stash, original))
      case .stays: output.error(l(.revertCopyKept, stash, original))
      }
      if outcome != .back { allCopiesBack = false }
    }
    // The merge's stash folder goes once it is empty (another merge of the same second may
    // have copies there too).
    for folder in Set(version.stashedCopies.map { System.dirName($0.stash) }) {
      if let conflicts = try? PrivateFolder.open(
        System.dirName(folder), from: stateRoot, create: false)
      {
        conflicts.removeFolderIfEmpty(System.baseName(folder))
      }
    }
    if let command = version.command {
      output.line(tookBack(command, restored: restored ?? [], current: current))
    }
    // The note the command made goes with its tag, while it is still the file it wrote.
    if let note = version.createdNote {
      if notes.notesFolder.remove(note.name, ifStill: note.identity) {
        output.line(l(.revertNoteRemoved, notes.notePath(note.name)))
      } else if notes.notesFolder.contains(note.name) {
        output.error(l(.revertNoteKept, notes.notePath(note.name)))
      }
    }
    backups.remove(last)
    // The version before is now the file as it is: a later revert goes on from here (by
    // content, when the records have hashes). Unless something else changed the file between
    // that command and the one just undone (the undone command read another version than the
    // one the earlier command left): then a later revert refuses rather than lose that other
    // change.
    if let previous = numbers.dropLast().last, var earlier = backups.version(previous),
      earlier.hash == nil
    {
      let earlierFile = TodoFile(path: earlier.file ?? path)
      // What the undone command found that file as: read (its own file) or appended to.
      let found =
        earlier.file == version.file
        ? version.before
        : version.sideAppends.first { $0.path == System.realPath(earlierFile.path) }?.was
      if let found, found == earlier.after, let now = earlierFile.signature() {
        earlier.after = now
        backups.commit(previous, earlier)
      }
    }
    switch numbers.count - 1 {
    case 0: output.line(l(.revertedLast, path))
    case 1: output.line(l(.revertedOneLeft, path))
    case let left: output.line(l(.reverted, path, String(left)))
    }
    // A copy left in the stash holds tasks that are now nowhere in the folder: said, and 1.
    return allCopiesBack ? 0 : 1
  }

  /// Whether `path` is a file of a merge's own folder of the conflicts folder under `root`
  /// (`root/conflicts/STAMP/NAME`), with no `.` or `..` in it.
  private func isStash(_ path: String, in root: String) -> Bool {
    let prefix = root + "/conflicts/"
    guard path.utf8.starts(with: prefix.utf8) else { return false }
    let parts = Substring(path.utf8.dropFirst(prefix.utf8.count)).split(
      separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }
}

extension RevertAction {
  /// The line saying what `revert` took back: the command as typed (its line breaks shown as
  /// spaces) and the task on the first line it changed, as it comes back there (`do 2`: the
  /// open task) or, when that line comes back blank, as it goes (`undo 2`, `add`), with how
  /// many more tasks changed; no task for a command that only moved lines (`order`).
  func tookBack(_ command: String, restored: [UInt8], current: [UInt8]) -> String {
    let shownCommand = String(command.map { $0.isNewline ? " " : $0 })
    let (gone, back) = Journal.changedLines(from: current, to: restored)
    let changed = max(gone.count, back.count)
    let before = TodoList(bytes: restored)
    let after = TodoList(bytes: current)
    // The first line that differs, compared in place (no copy of each line of a large file).
    let shared = min(before.count, after.count)
    let firstDifference =
      (1..<(shared + 1)).first { n in
        before.withBytes(ofLine: n) { old in after.withBytes(ofLine: n) { !old.elementsEqual($0) } }
      } ?? shared + 1
    let first: [UInt8]? =
      firstDifference <= before.count && !before.isBlank(line: firstDifference)
      ? before.bytes(ofLine: firstDifference)
      : firstDifference <= after.count ? after.bytes(ofLine: firstDifference) : nil
    guard changed > 0, let first, !first.isEmpty else {
      return l(.revertTookBackCommand, shownCommand)
    }
    // Held as escapes: the message shows a byte that is not UTF-8 as `\xHH`, once.
    let shown = TodoList.escapedText(first)
    return changed == 1
      ? l(.revertTookBack, shownCommand, shown)
      : l(.revertTookBackMore, shownCommand, shown, String(changed - 1))
  }

  /// Whether restoring `restored` in place of `current` would open a task again that done.txt
  /// has as done, counting only when done.txt changed since `version`'s command left it (else
  /// the revert gives back a state that was already there) and leaving out the lines the
  /// command itself appended (the revert takes them back).
  fileprivate func reopensADoneTask(
    _ restored: [UInt8], _ current: [UInt8], _ version: Backups.Version
  ) -> Bool {
    let done = System.realPath(settings.doneFile)
    // A done.txt that is missing now and was missing then did not change.
    guard let watched = version.watched.first(where: { $0.path == done }),
      let (bytes, signature) = try? TodoFile(path: settings.doneFile).readWithSignature(),
      (signature == nil ? nil : ContentHash(bytes)) != watched.hash
    else { return false }
    // The tasks the revert opens: open in `restored`, not (as often) in `current`. A line both
    // have byte for byte is the same task on both sides: only the others are parsed.
    func openKeys(_ lines: [[UInt8]]) -> [OpenAndDone.Key] {
      OpenAndDone.openLines(TodoList(bytes: Array(lines.joined(separator: [0x0A])))).map(\.key)
    }
    let changed = Journal.changedLines(from: current, to: restored)
    var open: [OpenAndDone.Key: Int] = [:]
    for key in openKeys(changed.gone) { open[key, default: 0] += 1 }
    var reopened: Set<OpenAndDone.Key> = []
    for key in openKeys(changed.added) {
      if let count = open[key], count > 0 {
        open[key] = count - 1
      } else {
        reopened.insert(key)
      }
    }
    guard !reopened.isEmpty else { return false }
    // How often done.txt has each of them done, less what the command appended (the revert
    // takes that out).
    var doneNow: [OpenAndDone.Key: Int] = [:]
    func count(_ list: TodoList, _ step: Int) {
      for n in list.lineNumbers where list.isDone(line: n) {
        guard let item = try? list.item(atLine: n) else { continue }
        let key = OpenAndDone.Key(item)
        if reopened.contains(key) { doneNow[key, default: 0] += step }
      }
    }
    count(TodoList(bytes: bytes), 1)
    for append in version.sideAppends where append.path == done {
      count(TodoList(bytes: append.lines), -1)
    }
    return doneNow.values.contains { $0 > 0 }
  }
}

/// `todo revert`: takes back the last command that changed the todo files.
struct RevertAction: TodoAction {
  static let declaration = ActionDeclaration(
    "revert", .actionSummaryRevert, .actionHelpRevert, writes: true)

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try revert(arguments.words)
  }
}
