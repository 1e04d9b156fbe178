import TodoLocalization
import TodoTxt

/// What a command prints while it edits, in order, held until its changes are written: a
/// confirmation is never shown for an edit that did not happen.
struct Transcript {
  enum Entry {
    /// Bytes for standard output.
    case output([UInt8])
    /// A line for standard error.
    case error(String)
  }

  private(set) var entries: [Entry] = []

  /// `text` and a newline, for standard output (a byte that is not UTF-8, held as an escape,
  /// shown as `\xHH`: ``Output/readable(_:)``).
  mutating func line(_ text: String) { entries.append(.output(Output.readable(text) + [0x0A])) }

  /// Raw bytes for standard output (a line that is not valid UTF-8 is shown as it is).
  mutating func raw(_ bytes: [UInt8]) { entries.append(.output(bytes)) }

  /// `text` and a newline, for standard error.
  mutating func error(_ text: String) { entries.append(.error(text)) }

  /// What `other` says, after what this one says.
  mutating func append(_ other: Transcript) { entries += other.entries }
}

/// One command's transaction: the lock, the edited file as it was read, what the command
/// changes in it and appends to other files, and one commit.
///
/// A command reads the file it edits (todo.txt, or a move's source, or `addto`'s destination)
/// through ``load()``, changes ``list`` or stages lines with ``appendLines(_:)``, stages lines
/// for other files (done.txt, a move's destination, report.txt) with
/// ``append(_:to:)``, and its caller commits once:
///
/// 1. Each staged append to another file is first written to the journal (``Journal``: the
///    edited file's signature and content hashes, its new content, and the exact bytes to
///    append with the other file's real path, identity and offset), then appended and synced.
/// 2. The edited file is kept as a backup version, then rewritten atomically (or appended to),
///    refusing if anyone changed it since it was read.
/// 3. The backup version records the file's new signature and content hash, the other files'
///    appends (their bytes) and done.txt's content, so one `todo revert` takes the whole
///    command back; the journal is removed.
///
/// If step 2 fails, the appended bytes are found and removed again, exactly (other writers'
/// lines stay); a file is never cut back by size. If the process is killed between 1 and 2,
/// the next session on the same file, whatever its command, settles the journal: the edited
/// file still as it was read → the appends are taken back exactly, or, when one cannot be
/// found exactly, the command is finished instead (its new content written). A task never
/// ends up both open in todo.txt and done in done.txt.
final class EditSession {
  /// The edited file.
  let file: TodoFile
  /// The edited file's lines; read by ``load()``.
  var list = TodoList(bytes: [])
  /// What the command prints, shown once the commit succeeded.
  var transcript = Transcript()
  /// Whether what this session writes is a version the other machines will have too (the
  /// result of `merge-conflicts`, which the sync client uploads): recorded in its version, a
  /// floor for later merges' common ancestor (``Backups/ancestor(before:doneFile:copy:current:)``).
  var writesSharedVersion = false
  /// This machine's sync record (``SyncRecord``), made when the first version is recorded;
  /// `nil` when none is kept.
  var syncRecord: () -> SyncRecord? = { nil }
  /// The conflict copies of todo.txt that `merge-conflicts` merged, by content: the version it
  /// writes is recorded as written from them too (and from the file).
  var mergedCopies: [ContentHash] = []
  /// The number of the version this session recorded in the history (its `revert` step),
  /// once it committed a change.
  private(set) var recordedNumber: Int?

  private let backups: Backups
  /// The edited file's real path when it is not the todo file whose history ``backups`` keeps.
  private let otherFile: String?
  /// The folder's lock; `nil` for a dry run, which writes nothing.
  private let lock: FileLock?
  /// Set for `--dry-run` (see ``init(editing:lockFile:lockTimeout:environment:confine:dryRun:waiting:)``):
  /// the commit records what it would write here and writes nothing.
  private(set) var previews: DryRunPreviews?
  /// The real folders a file of this session must be in when it is opened (see
  /// ``TodoFile/confinement``), by its path; `nil` for a file that may lead anywhere.
  private let confine: (String) -> [String]?
  private var original: [UInt8]?
  /// The edited file's bytes as ``load()`` read them; `nil` before.
  var loadedBytes: [UInt8]? { original }
  private var before: FileSignature?
  private var appendInfo: (lines: Int, endsWithNewline: Bool, crlf: Bool)?
  /// What ``appendLines(_:)`` found reading the file: its hash so far and its signature, so
  /// the commit records the new content's hash without reading the file again.
  private var appendScan: TodoFile.AppendScan?
  private var pendingAppend: [UInt8] = []
  /// A line staged for another file: its bytes, and its own ending (`nil`: the file's).
  private typealias StagedLine = (bytes: [UInt8], ending: [UInt8]?)
  private var otherAppends: [(file: TodoFile, lines: [StagedLine], fallback: TodoList.LineEnding)] =
    []
  /// Set when a test's fault plan stopped the commit as a kill would.
  private var killed = false
  /// Other files the command may leave a task in (done.txt): each version records them as the
  /// command left them, so `revert` can tell when they changed since.
  var watched: [String] = []
  /// The task the change is for, as it was shown (`todo ui`): ``load()`` refuses the change
  /// when that line no longer holds those bytes.
  var seen: SeenTask?
  /// The command as typed (`do 2`), recorded in its version for `revert` to name.
  var command: String?
  /// The names of the conflict copies beside the files when the command started, recorded in
  /// its version (``Backups/Version/copiesSeen``).
  var copiesSeen: [String] = []
  /// The note the command made, recorded in its version: `revert` removes it.
  var createdNote: Backups.CreatedNote?
  /// The lines the command takes out of other files after its commit (``commit(takingOut:)``),
  /// recorded in its version: `revert` puts them back.
  var takenOut: [Backups.SideAppend] = []
  /// When the command runs by todo's clock (seconds since the epoch), recorded in its version.
  private let now: Int

  /// How long to wait for another program that has a file of this session open for writing
  /// (or, without leases, keeps changing it), in seconds: the lock's timeout.
  private let writerTimeout: Double
  /// The files already waited for (see ``awaitWriters(_:)``), by path's bytes (canonically
  /// equivalent names are two files).
  private var awaited: Set<[UInt8]> = []
  /// Called once when a wait for another program writing the file (path given) lasts.
  var writerWaiting: (String) -> Void = { _ in }
  /// The message for another program's version of the file (path) kept as a conflict copy
  /// (its path, or `nil` when it could not be saved), added to the transcript.
  var otherVersionNotice: (String, String?) -> String = { _, _ in "" }
  /// The message that this command's change could not be kept in the history folder (path
  /// given), so `revert` cannot take it back; shown once per command.
  var historyNotKeptNotice: (String) -> String = { _ in "" }
  /// The message that this command's change could not be written to the history folder (path
  /// given; a full disk, a read-only file system), so `revert` cannot take it back.
  var historyNotWrittenNotice: (String) -> String = { _ in "" }
  /// Whether one of those two was said (once per command).
  private var historyGapSaid = false
  /// The files that a killed command's journal had this session finish (its new content
  /// written), for a notice: the user saw that command fail or stop.
  private(set) var finished: [String] = []

  /// The journal's name in the history folder (see ``Journal``).
  static let journalName = Journal.name

  /// Takes the lock for `lockFile` (every `todo` process editing a todo file in that folder
  /// waits for it), then takes back what a killed session appended elsewhere. The command's
  /// version goes into `lockFile`'s history, whichever file it edits, so `revert` finds it.
  ///
  /// - Parameters:
  ///   - path: The file the command edits, as configured (messages show it like this).
  ///   - lockFile: The todo.txt whose folder's lock serializes the command (also when `path`
  ///     is another file: done.txt, a `mv` or `addto` destination).
  ///   - lockTimeout: How long to wait for the lock at most, in seconds.
  ///   - confine: The real folders a file must be in when it is opened, by its path (judged
  ///     under the lock, see ``TodoFile/confinement``); `nil` for one that may lead anywhere.
  ///   - dryRun: For `--dry-run`: no lock is taken (it would make the lock file), a killed
  ///     command's journal is not settled (``hasJournal``: the caller refuses then), and the
  ///     commit records its changes in `dryRun` instead of writing.
  ///   - waiting: Called once when the lock is still held by another process after about 2 s,
  ///     with the locked folder's path.
  /// - Throws: ``FileLock/Failure`` when the lock stayed held for `lockTimeout`; nothing was
  ///   read or changed then.
  init(
    editing path: String, lockFile: String, lockTimeout: Double, environment: [String: String],
    confine: @escaping (String) -> [String]? = { _ in nil }, dryRun: DryRunPreviews? = nil,
    waiting: (String) -> Void = { _ in }
  ) throws(FileLock.Failure) {
    lock = dryRun == nil ? try FileLock(for: lockFile, timeout: lockTimeout, waiting: waiting) : nil
    previews = dryRun
    writerTimeout = lockTimeout
    self.confine = confine
    var file = TodoFile(path: path)
    file.confinement = confine(path)
    file.appendCheckTimeout = lockTimeout
    self.file = file
    backups = Backups(for: lockFile, environment: environment)
    now = Clock(environment: environment).epochSeconds
    let real = System.realPath(path)
    otherFile = real == System.realPath(lockFile) ? nil : real
    if dryRun == nil {
      recoverInterruptedAppends()
      backups.settlePending()
    }
  }

  /// Whether a killed command left its journal in `lockFile`'s history folder: the next
  /// command settles it, which a dry run must not do.
  static func hasJournal(lockFile: String, environment: [String: String]) -> Bool {
    guard
      let state = try? Backups(for: lockFile, environment: environment).folder(create: false)
    else { return false }
    return state.contains(Journal.name)
  }

  /// Reads the edited file into ``list``, once; later calls return what was read.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read, or
  ///   ``FileError/Operation/beingWritten`` when another program kept writing it (see
  ///   ``awaitWriters(_:)``).
  @discardableResult
  func load() throws(FileError) -> TodoList {
    try requireSettledJournal()
    if original == nil {
      try awaitWriters(file)
      before = file.signature()
      let bytes = try file.read()
      original = bytes
      list = TodoList(bytes: bytes)
      try checkpoint("afterRead")
    }
    if let seen, seen.line > list.count || list.bytes(ofLine: seen.line) != seen.bytes {
      throw FileError(path: file.path, operation: .taskChanged, code: 0, target: String(seen.line))
    }
    return list
  }

  /// Stages lines to append to the edited file (`add`), without reading it all: a missing
  /// final newline is added first, and the file's line ending (CRLF or LF) is used.
  ///
  /// - Returns: The line number of each appended line.
  /// - Throws: ``FileError`` when the file cannot be read.
  func appendLines(_ lines: [String]) throws(FileError) -> [Int] {
    try requireSettledJournal()
    if appendInfo == nil {
      try awaitWriters(file)
      before = file.signature()
      let scan = try file.appendScan(hashing: true)
      appendScan = scan
      appendInfo = (scan.lines, scan.endsWithNewline, scan.crlf)
      try checkpoint("afterAppendScan")
    }
    guard var info = appendInfo else { return [] }
    let ending: [UInt8] = info.crlf ? [0x0D, 0x0A] : [0x0A]
    var numbers: [Int] = []
    for line in lines {
      if !info.endsWithNewline { pendingAppend += ending }
      // An argument's bytes that are not UTF-8 arrive escaped (``TodoCommand/arguments``):
      // written as those bytes.
      pendingAppend += TodoList.unescapedBytes(line) + ending
      info.lines += 1
      info.endsWithNewline = true
      numbers.append(info.lines)
    }
    appendInfo = info
    return numbers
  }

  /// Whether the edited file may hold conflict markers, as far as ``appendLines(_:)`` saw
  /// (`true` before it ran): when not, the exact check need not read the file again.
  var mayHaveConflictMarkers: Bool { appendScan?.mayHaveConflictMarkers ?? true }

  /// Stages `lines` (each without its line ending) to append to `other` when the session
  /// commits. A line given its own ending in `endings` keeps it (a task archived or moved out
  /// of a CRLF file keeps its CRLF, as todo.sh's `sed … >>` keeps the line's bytes); the others
  /// (and a line whose ending is `.none`, the last line of a file without a final newline)
  /// follow `other`'s own ending as it is at the commit, or `fallback` for an empty file. A
  /// missing final newline of `other` is added first, in its ending.
  ///
  /// - Returns: The line number the first appended line gets in `other`, as it is now.
  /// - Throws: ``FileError`` when `other` cannot be read.
  @discardableResult
  func append(
    lines: [[UInt8]], endings: [TodoList.LineEnding]? = nil, to other: String,
    fallback: TodoList.LineEnding = .lf
  ) throws(FileError) -> Int {
    try requireSettledJournal()
    var target = TodoFile(path: other)
    target.confinement = confine(other)
    target.appendCheckTimeout = writerTimeout
    try awaitWriters(target)
    let scan = try target.appendScan(hashing: false)
    if scan.mayHaveConflictMarkers && !appendTargetsWithMarkerLikeLines.contains(other) {
      appendTargetsWithMarkerLikeLines.append(other)
    }
    let own = lines.indices.map { i in
      endings.flatMap { i < $0.count && $0[i] != .none ? $0[i].bytes : nil }
    }
    otherAppends.append((target, Array(zip(lines, own)), fallback))
    return scan.lines + 1
  }

  /// The other files this session appends to that have a line starting with `<` (read while
  /// counting their lines): the ones to check for a merge's conflict markers before the
  /// commit (``TaskStore/refuseConflictMarkers(inAppendsOf:)``).
  private(set) var appendTargetsWithMarkerLikeLines: [String] = []

  /// Waits (at most the lock's timeout) until no other program has `target` open for writing
  /// before it is read to be written: a shell redirect, `cp` or `scp` paused half-way would
  /// otherwise have half a file read, rewritten, and then its second half written over it.
  /// Where leases are unavailable, until it has stayed unchanged for a quiet period (see
  /// ``WriterProbe``). Each file once per session.
  ///
  /// - Throws: ``FileError/Operation/beingWritten`` when it was still being written.
  private func awaitWriters(_ target: TodoFile) throws(FileError) {
    guard awaited.insert(Array(target.path.utf8)).inserted else { return }
    let result = WriterProbe.waitForWriters(
      target.path, followsLinks: target.followsLinks, timeout: writerTimeout,
      waiting: { writerWaiting(target.path) })
    if result == .stillWriting {
      awaited.remove(Array(target.path.utf8))
      throw FileError(path: target.path, operation: .beingWritten, code: 0)
    }
  }

  /// The bytes that append `lines` to `file` as it is now, and how many of them are the line
  /// ending added first (a file without a final newline). A line with its own `ending` keeps
  /// it; the others get the file's.
  private static func appendBytes(
    _ lines: [StagedLine], to file: TodoFile,
    fallback: TodoList.LineEnding
  ) throws(FileError) -> (bytes: [UInt8], lead: Int) {
    let info = try file.appendInfo()
    let crlf = info.lines > 0 ? info.crlf : fallback == .crlf
    let ending: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
    var bytes: [UInt8] = info.endsWithNewline ? [] : ending
    let lead = bytes.count
    for line in lines { bytes += line.bytes + (line.ending ?? ending) }
    return (bytes, lead)
  }

  /// Stops the commit at `step` when a test's ``FaultPlan/killAt`` says so, as a `kill -9`
  /// would: nothing after it runs, nothing is cleaned up.
  private func checkpoint(_ step: String) throws(FileError) {
    if FaultPlan.current?.killAt?(step) == true {
      killed = true
      throw FileError(path: file.path, operation: .write, code: 0)
    }
  }

  /// The journal's head record for this commit (see ``Journal``), and the new content to keep
  /// beside it when the file is rewritten.
  private func journalHead() -> (head: StateRecord, pending: [UInt8]?) {
    var head = StateRecord(["kind": "commit", "file": System.realPath(file.path)])
    head["edited"] = before?.field
    if let original, list.isModified {
      var pending: [UInt8] = []
      list.withSerializedPieces { pending += $0 }
      head["old"] = ContentHash(original).field
      head["new"] = ContentHash(pending).field
      head["pending"] = "1"
      head["gone"] = Journal.linesField(Journal.goneLines(from: original, to: pending))
      return (head, pending)
    }
    return (head, nil)
  }

  /// Writes everything the command changed, as one transaction (see the type's description).
  ///
  /// - Throws: ``FileError``; then no file is changed (an append to another file is taken
  ///   back, exactly), or, when an append could not be taken back exactly, the journal stays
  ///   and the next session finishes the command.
  func commit() throws(FileError) {
    try requireSettledJournal()
    if let previews {
      try preview(into: previews)
      return
    }
    let rewriting = original != nil && list.isModified
    let writing = rewriting || !pendingAppend.isEmpty
    guard writing || !otherAppends.isEmpty else {
      // A merge that changed nothing here: the file now holds the copies too.
      if otherFile == nil, !mergedCopies.isEmpty, let original {
        let hash = ContentHash(original)
        noteSyncVersion(hash, from: hash)
      }
      return
    }
    // The history folder is made and checked first: one that is not private refuses the
    // command before any file changes; one that cannot be made is said once, and the command
    // goes on (its change cannot be reverted).
    let state = try backups.folder()
    if state == nil {
      transcript.error(historyNotKeptNotice(backups.directory))
      historyGapSaid = true
    }
    var done: [Backups.SideAppend] = []
    var journaled = false
    do throws(FileError) {
      try appendToOtherFiles(journalIn: writing ? state : nil, done: &done, journaled: &journaled)
      if rewriting, let original {
        try commitRewrite(of: original, sideAppends: done)
      } else if !pendingAppend.isEmpty {
        try commitAppend(sideAppends: done)
      } else if let number = try backups.nextNumber(), let after = file.signature() {
        // Only other files changed (`report` with nothing to archive): still one step back.
        var version = Backups.Version(
          file: otherFile, after: after, before: after, appendedFrom: after.size,
          sideAppends: done)
        version.hash = (try? file.read()).map { ContentHash($0) }
        record(version, as: number, from: version.hash)
      }
    } catch {
      // Killed (a test's stand-in for `kill -9`): nothing more happens in this process.
      if killed { throw error }
      // Taken back exactly, or not at all: then the journal stays, and the next session
      // finishes the command rather than leave a task in two files. Not while another
      // program writes one of the files: what it holds then is not what it will hold.
      if done.allSatisfy({ isQuiet($0.path) }), EditSession.takeBackAll(done), let state {
        Journal.clear(state)
      }
      throw error
    }
    if journaled, let state { Journal.clear(state) }
  }

  /// Commits, then takes `lines` out of their files (each found as a take-back finds an
  /// append: at its place, or once elsewhere): `undo` of a task the archive moved to done.txt
  /// puts it back in todo.txt and takes its completion line out of done.txt, as one
  /// transaction. The journal (`kind=reopen`) is written first: a kill after todo.txt is
  /// written and before done.txt is has the next session take the line out, so the task is
  /// never open and done at once, nor lost. The lines are recorded in the version
  /// (``takenOut``): `revert` puts them back.
  ///
  /// - Returns: Whether every line was taken out; `false` leaves the journal, and the next
  ///   session takes them out (or stops, saying which file, until it can).
  /// - Throws: ``FileError`` when the history folder cannot keep the journal (nothing is
  ///   changed), or the commit fails.
  @discardableResult
  func commit(takingOut lines: [Backups.SideAppend]) throws(FileError) -> Bool {
    guard !lines.isEmpty else {
      try commit()
      return true
    }
    try requireSettledJournal()
    if let previews {
      try preview(into: previews, takingOut: lines)
      return true
    }
    guard let state = try backups.folder(), let original, list.isModified else {
      throw FileError(path: backups.directory, operation: .write, code: 0)
    }
    var pending: [UInt8] = []
    list.withSerializedPieces { pending += $0 }
    var head = StateRecord(["kind": "reopen", "file": System.realPath(file.path)])
    head["old"] = ContentHash(original).field
    head["new"] = ContentHash(pending).field
    try Journal.begin(state, [head] + lines.map(\.record), pending: nil)
    takenOut = lines
    do throws(FileError) {
      try commit()
    } catch {
      if !killed { Journal.clear(state) }
      throw error
    }
    try checkpoint("afterReopen")
    // Tried a few times: another program appending to done.txt meanwhile makes a take-back
    // find the file changed under it.
    var left = lines
    for _ in 0..<5 where !left.isEmpty {
      left = left.filter { EditSession.takeBack($0) == .failed }
    }
    guard left.isEmpty else { return false }
    // The version recorded done.txt as the commit left it: now as this command leaves it, so
    // `revert` sees it unchanged since.
    if let number = recordedNumber, var version = backups.version(number) {
      version.watched = watchedFiles()
      if !backups.commit(number, version) { sayHistoryNotWritten() }
    }
    Journal.clear(state)
    return true
  }

  /// Records in `previews` what ``commit()`` would write (the edited file first, then each
  /// other file with its staged lines appended as the commit would append them) and, for
  /// ``commit(takingOut:)``, each file with `lines` taken out where they are; writes nothing.
  private func preview(
    into previews: DryRunPreviews, takingOut lines: [Backups.SideAppend] = []
  ) throws(FileError) {
    if let original, list.isModified {
      var after: [UInt8] = []
      list.withSerializedPieces { after += $0 }
      previews.record(path: file.path, before: original, after: after)
    } else if !pendingAppend.isEmpty {
      let now = file.size() == nil ? nil : try file.read()
      previews.record(path: file.path, before: now, after: (now ?? []) + pendingAppend)
    }
    for (other, staged, fallback) in otherAppends {
      let (bytes, _) = try EditSession.appendBytes(staged, to: other, fallback: fallback)
      let now = other.size() == nil ? nil : try other.read()
      previews.record(path: other.path, before: now, after: (now ?? []) + bytes)
    }
    for line in lines {
      guard let bytes = line.bytes else { continue }
      var target = TodoFile(path: line.path)
      target.confinement = confine(line.path)
      let now = try target.read()
      // At its place, else its first copy: where a take-back finds it.
      let at =
        line.before + bytes.count <= now.count
          && now[line.before..<(line.before + bytes.count)].elementsEqual(bytes)
        ? line.before : now.firstRange(of: bytes)?.lowerBound
      guard let at else { continue }
      previews.record(
        path: line.path, before: now, after: Array(now[..<at] + now[(at + bytes.count)...]))
    }
  }

  /// Appends the staged lines to the other files (done.txt), each described in the journal in
  /// `state` first when the edited file changes too (synced before the append it describes;
  /// with the head, in one write, the first time); what was appended goes to `done`.
  private func appendToOtherFiles(
    journalIn state: PrivateFolder?, done: inout [Backups.SideAppend], journaled: inout Bool
  ) throws(FileError) {
    for (other, lines, fallback) in otherAppends {
      let (bytes, lead) = try EditSession.appendBytes(lines, to: other, fallback: fallback)
      if let state {
        let size = other.size()
        var planned = Backups.SideAppend(
          path: System.realPath(other.path), before: size ?? 0,
          after: (size ?? 0) + bytes.count, created: size == nil, bytes: bytes, lead: lead)
        // Recovery takes back only these bytes, in this file (or found once elsewhere).
        planned.setIdentity(other.signature().map { "\($0.device):\($0.inode)" })
        if journaled {
          try Journal.add(state, [planned.record])
        } else {
          let (head, pending) = journalHead()
          try Journal.begin(state, [head, planned.record], pending: pending)
          journaled = true
        }
      }
      let was = other.signature()
      let appended = try EditSession.append(bytes, to: other, creating: was == nil)
      done.append(
        .init(
          path: appended.realPath, before: appended.before,
          after: appended.before + bytes.count, created: was == nil, was: was,
          device: appended.device, inode: appended.inode, bytes: bytes, lead: lead))
      try checkpoint("afterAppend")
    }
  }

  /// Rewrites the edited file with ``list``, the version it replaces (`original`) kept first.
  private func commitRewrite(
    of original: [UInt8], sideAppends done: [Backups.SideAppend]
  ) throws(FileError) {
    let kept = try backups.keep(file: file.path, original: original)
    let hash = ContentHash(list)
    var watched: [Backups.Watched]?
    do throws(FileError) {
      let replaced = try file.replace(
        with: list, unchangedSince: before, backupLinks: kept?.linked == true ? 1 : 0
      ) { [self] after in
        // The record, ahead of the switch: a kill right after it still leaves a version.
        guard let kept else { return }
        var pending = Backups.Version(
          file: otherFile, after: after, before: before, sideAppends: done)
        pending.hash = hash
        watched = watchedFiles()
        backups.writePending(kept.number, completed(pending, watched: watched))
      }
      if case .otherVersionKept(let copy) = replaced {
        transcript.error(otherVersionNotice(file.path, copy))
      }
    } catch {
      if let kept, !killed { backups.remove(kept.number) }
      throw error
    }
    try checkpoint("afterRewrite")
    guard let kept else {
      sayHistoryNotWritten()
      return
    }
    guard let after = file.signature() else {
      backups.remove(kept.number)
      return
    }
    var version = Backups.Version(file: otherFile, after: after, before: before, sideAppends: done)
    version.hash = hash
    record(version, as: kept.number, from: ContentHash(original), watched: watched)
    if otherFile == nil && after.size <= Backups.appendCopyLimit {
      backups.keepLeft(kept.number, list.serialized())
    }
  }

  /// Appends the staged lines (``appendLines(_:)``) to the edited file. Another todo waits for
  /// the lock, but an editor does not: appending after the file changed is still right (an
  /// append loses nothing), but the line numbers shown are the ones counted when the session
  /// read the file.
  private func commitAppend(sideAppends done: [Backups.SideAppend]) throws(FileError) {
    let created = file.size() == nil
    // The file still as it was read: then its content is what the scan hashed.
    let read = appendScan.flatMap { scan in
      scan.signature != nil && scan.signature == before && file.signature() == before
        ? scan : nil
    }
    // Kept whole, as a rewrite keeps it, when it is small, so that `merge-conflicts` finds
    // the version a sync client had: an append's starting version is otherwise rebuilt from a
    // later version, which another program's change (a sync client, an editor) would have
    // altered. (Not a large file: an append must stay cheap.)
    var keptCopy: Int?
    if otherFile == nil, !created, (before?.size ?? Int.max) <= Backups.appendCopyLimit,
      let bytes = try? file.read()
    {
      keptCopy = try? backups.keepCopy(bytes)
    }
    // The record, ahead of the append (the file's time after it is not known yet: it is
    // settled by content), so that a kill right after the append still leaves a version.
    var watched: [Backups.Watched]?
    if let read, let was = read.signature, let number = keptCopy ?? (try? backups.nextNumber()) {
      var hasher = read.hasher
      pendingAppend.withUnsafeBytes { hasher.add($0) }
      let expected = FileSignature(
        device: was.device, inode: was.inode, size: was.size + pendingAppend.count, seconds: 0,
        nanoseconds: 0)
      var pending = Backups.Version(
        file: otherFile, after: expected, before: before, appendedFrom: was.size,
        sideAppends: done)
      pending.appended = pendingAppend
      pending.hash = hasher.hash
      watched = watchedFiles()
      backups.writePending(number, completed(pending, watched: watched))
    }
    let appended: TodoFile.Appended
    do throws(FileError) {
      appended = try EditSession.append(pendingAppend, to: file, creating: created)
    } catch {
      if let keptCopy, !killed { backups.remove(keptCopy) }
      throw error
    }
    let from = appended.before
    try checkpoint("afterRewrite")
    guard let number = try backups.nextNumber(), let after = file.signature() else { return }
    var version = Backups.Version(
      file: otherFile, after: after, before: before, appendedFrom: from, created: created,
      sideAppends: done)
    version.appended = pendingAppend
    var start: ContentHash?
    if var hasher = read?.hasher, let was = read?.signature, from == was.size,
      appended.device == was.device, appended.inode == was.inode
    {
      // Appended right after the bytes hashed, in the same file: no second read.
      start = hasher.hash
      pendingAppend.withUnsafeBytes { hasher.add($0) }
      version.hash = hasher.hash
    } else {
      version.hash = (try? file.read()).map { ContentHash($0) }
    }
    record(version, as: number, from: start, watched: watched)
  }

  /// Records `version` as history entry `number`, with what every version of this session
  /// records: the watched files as they are now, the command's time, and whether it is a
  /// version the other machines will have too (a merge's result, whichever files it changed).
  /// `start` is the todo file's content as the command read it, when known: the version is
  /// recorded in this machine's sync record as written from it (``noteSyncVersion(_:from:)``).
  /// `watched`: the watched files as a record ahead of the change already read them (the
  /// change does not touch them), so that they are read once.
  private func record(
    _ version: Backups.Version, as number: Int, from start: ContentHash?,
    watched: [Backups.Watched]? = nil
  ) {
    recordedNumber = number
    let version = completed(version, watched: watched)
    if !backups.commit(number, version) { sayHistoryNotWritten() }
    if otherFile == nil, let hash = version.hash { noteSyncVersion(hash, from: start) }
  }

  /// `version` with what every version of this session records (see
  /// ``record(_:as:from:watched:)``); the watched files read now unless given.
  private func completed(
    _ version: Backups.Version, watched: [Backups.Watched]? = nil
  ) -> Backups.Version {
    var version = version
    version.watched = watched ?? watchedFiles()
    version.at = now
    version.shared = writesSharedVersion
    version.command = command
    version.copiesSeen = copiesSeen
    version.createdNote = createdNote
    version.takenOut = takenOut
    return version
  }

  /// Says once that the command's change is not in the history (when its folder exists: a
  /// folder that could not be made was said already).
  private func sayHistoryNotWritten() {
    guard !historyGapSaid else { return }
    historyGapSaid = true
    transcript.error(historyNotWrittenNotice(backups.directory))
  }

  /// Records in this machine's sync record that the todo file's version `hash` was written
  /// from `start` (when known and another version) and the merged copies.
  private func noteSyncVersion(_ hash: ContentHash, from start: ContentHash?) {
    guard start != hash || !mergedCopies.isEmpty, let record = syncRecord() else { return }
    record.note(hash, from: start, copies: mergedCopies)
  }

  /// The watched files (done.txt) as they are now, for the version's record; the edited file
  /// itself is left out.
  private func watchedFiles() -> [Backups.Watched] {
    let edited = System.realPath(file.path)
    var seen: Set<[UInt8]> = [Array(edited.utf8)]  // bytes: NFC and NFD names are two files
    var result: [Backups.Watched] = []
    for path in watched {
      let real = System.realPath(path)
      guard seen.insert(Array(real.utf8)).inserted else { continue }
      if !System.exists(path) {
        result.append(Backups.Watched(path: real, hash: nil))
      } else if let bytes = try? TodoFile(path: path).read() {
        result.append(Backups.Watched(path: real, hash: ContentHash(bytes)))
      }
    }
    return result
  }

  /// Appends `bytes` to `file`; when that fails and the append was making the file, the
  /// empty file it left is removed (a full disk leaves no empty done.txt behind).
  private static func append(
    _ bytes: [UInt8], to file: TodoFile, creating: Bool
  ) throws(FileError) -> TodoFile.Appended {
    do throws(FileError) {
      return try file.append(bytes)
    } catch {
      // Only where the file must be: a folder on the way swapped for a link since leads
      // elsewhere, and nothing there is todo's to remove.
      let real = System.realPath(file.path)
      if creating && file.size() == 0
        && file.confinement.map({ roots in roots.contains { System.isInside(real, $0) } }) ?? true
      {
        System.removeFile(real, ifStill: file.signature())
      }
      throw error
    }
  }

  /// Settles what a killed session left in the journal (see ``Journal``); does nothing when
  /// there is none. Runs under the lock, before the session reads anything, whatever the
  /// command: the journal is always settled, never dropped unread.
  private func recoverInterruptedAppends() {
    // A history folder that is not private is never read (the commit refuses it).
    guard let state = try? backups.folder(create: false), state.contains(Journal.name) else {
      return
    }
    // A journal a newer todo wrote is left for it: read in another format it could be taken
    // for something else, and dropped unread a half-done command would stay half done.
    guard let groups = Journal.groups(state) else {
      unsettledJournal = FileError(
        path: state.path + "/" + Journal.name, operation: .newerState, code: 0)
      return
    }
    // Each file the journal names is read only once no other program is writing it, as a
    // command's first read waits: a half-written file would be judged as another writer's
    // version. One still being written after the lock's timeout leaves the journal for a
    // later command, and this one stops before it reads anything.
    for group in groups {
      let paths = [group.head["file"] ?? file.path] + group.sides.map(\.path)
      if let busy = paths.first(where: { !isQuiet($0) }) {
        unsettledJournal = FileError(path: busy, operation: .beingWritten, code: 0)
        return
      }
    }
    for group in groups {
      if group.head["kind"] == "revert" {
        finishRevert(group.head, group.sides)
      } else if group.head["kind"] == "reopen" {
        // Not settled (done.txt kept changing, or is no regular file now): the journal stays,
        // and this command stops before it reads anything, as for a file still being written.
        if let failure = finishReopen(group.head, group.sides) {
          unsettledJournal = failure
          return
        }
      } else {
        settleCommit(group.head, group.sides, pending: state.read(Journal.pendingName))
      }
    }
    Journal.clear(state)
  }

  /// Why a killed command's journal could not be settled: a file it names that another
  /// program was still writing (``FileError/Operation/beingWritten``), or a journal of a
  /// newer todo (``FileError/Operation/newerState``). The session then reads and writes
  /// nothing.
  private(set) var unsettledJournal: FileError?

  /// Throws ``unsettledJournal`` when the journal could not be settled.
  private func requireSettledJournal() throws(FileError) {
    if let unsettledJournal { throw unsettledJournal }
  }

  /// Whether no other program is writing `path` (waited for at most the lock's timeout, as
  /// ``awaitWriters(_:)`` waits, but every time it is asked: a take-back asks again after the
  /// command's own read).
  private func isQuiet(_ path: String) -> Bool {
    WriterProbe.waitForWriters(
      path, followsLinks: true, timeout: writerTimeout,
      waiting: { writerWaiting(path) }) != .stillWriting
  }

  /// Settles a killed commit: finished (its file has its new content) → kept; not finished
  /// (its file as it was read) → its appends taken back exactly, or, when one cannot be,
  /// the command finished (its new content written, the missing appends made); its file
  /// changed by someone else since → its appends taken back only while that file still has
  /// every line the command took out of it (the command's change is not there), else kept.
  private func settleCommit(
    _ head: StateRecord, _ sides: [Backups.SideAppend], pending: [UInt8]?
  ) {
    let path = head["file"] ?? file.path
    var edited = TodoFile(path: path)
    edited.confinement = confine(path)
    let now = FileSignature(path: path)
    guard let content = now == nil ? [] : try? edited.read() else { return }
    let hash = ContentHash(content)
    let new = head["new"].flatMap { ContentHash(field: $0) }
    if let new, hash == new { return }
    let asRead =
      now == head.signature("edited")
      || head["old"].flatMap { ContentHash(field: $0) }.map { $0 == hash } ?? false
    if asRead {
      if EditSession.takeBackAll(sides) { return }
      // Some append cannot be taken back exactly: the command is finished instead, when each
      // append's file can be read (its lines are there, or are appended again).
      let places = sides.map { EditSession.locate($0).place }
      guard !places.contains(.unknown) else { return }
      guard head["pending"] == "1", let pending, let new, ContentHash(pending) == new, let now
      else { return }
      do {
        try edited.replace(with: TodoList(bytes: pending), unchangedSince: now)
      } catch {
        return
      }
      finished.append(path)
      for (side, place) in zip(sides, places) where place == .absent {
        var target = TodoFile(path: side.path)
        target.confinement = confine(side.path)
        guard let info = try? target.appendInfo() else { continue }
        var bytes = side.lines
        if !info.endsWithNewline {
          let ending: [UInt8] = info.crlf ? [0x0D, 0x0A] : [0x0A]
          bytes = (side.lead > 0 ? Array((side.bytes ?? []).prefix(side.lead)) : ending) + bytes
        }
        _ = try? target.append(bytes)
      }
      return
    }
    // Changed by another writer since: undo the appends only when the command's change is
    // visibly not in the file.
    if let gone = Journal.lines(head["gone"]), Journal.contains(gone, in: content) {
      EditSession.takeBackAll(sides)
    }
  }

  /// Finishes a killed `revert` of version `number`: when its file already has the restored
  /// content, the appends it was taking back are taken back (those still there) and the
  /// version is forgotten; otherwise the revert did not happen and nothing is done.
  private func finishRevert(_ head: StateRecord, _ sides: [Backups.SideAppend]) {
    guard let path = head["file"], let restored = head.contentHash("restored"),
      let number = head.int("number")
    else { return }
    let now: ContentHash?
    if System.exists(path) {
      guard let bytes = try? TodoFile(path: path).read() else { return }
      now = ContentHash(bytes)
    } else {
      now = nil
    }
    guard now == restored else { return }
    for side in sides.reversed() where !side.putBack { EditSession.takeBack(side) }
    for side in sides where side.putBack { putBack(side) }
    if backups.version(number) != nil { backups.remove(number) }
  }

  /// Finishes a killed `undo` of an archived task: when todo.txt already has the task back
  /// (its new content), the task's completion line is taken out of done.txt (if still there);
  /// otherwise the undo did not happen and nothing is done.
  ///
  /// - Returns: Why it could not be finished (done.txt kept changing, or is a link or no
  ///   regular file now); `nil` when it is settled.
  private func finishReopen(_ head: StateRecord, _ sides: [Backups.SideAppend]) -> FileError? {
    guard let path = head["file"], let new = head.contentHash("new"),
      let bytes = try? TodoFile(path: path).read(), ContentHash(bytes) == new
    else { return nil }
    for side in sides where EditSession.takeBack(side) == .failed {
      let linked = EditSession.locate(side).place == .unknown
      return FileError(path: side.path, operation: linked ? .notRegular : .beingWritten, code: 0)
    }
    return nil
  }

  /// Puts `line` back into its file, a line a reverted command took out (``takenOut``): at
  /// the end (after a line ending when the file has no final newline), unless it is there
  /// already (found as the take-back would find it).
  ///
  /// - Returns: Whether the line is in the file now.
  @discardableResult
  func putBack(_ line: Backups.SideAppend) -> Bool {
    switch EditSession.locate(line).place {
    case .found, .ambiguous: return true
    case .unknown: return false
    case .absent: break
    }
    var target = TodoFile(path: line.path)
    target.confinement = confine(line.path)
    guard let info = try? target.appendInfo() else { return false }
    let ending: [UInt8] = info.crlf ? [0x0D, 0x0A] : [0x0A]
    let bytes = (info.endsWithNewline ? [] : ending) + line.lines
    return (try? target.append(bytes)) != nil
  }
}
