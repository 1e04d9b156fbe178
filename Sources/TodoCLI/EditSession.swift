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

  /// `text` and a newline, for standard output.
  mutating func line(_ text: String) { entries.append(.output(Array(text.utf8) + [0x0A])) }

  /// Raw bytes for standard output (a line that is not valid UTF-8 is shown as it is).
  mutating func raw(_ bytes: [UInt8]) { entries.append(.output(bytes)) }

  /// `text` and a newline, for standard error.
  mutating func error(_ text: String) { entries.append(.error(text)) }
}

/// One command's transaction: the lock, the edited file as it was read, what the command
/// changes in it and appends to other files, and one commit.
///
/// A command reads the file it edits (todo.txt, or a move's source, or `addto`'s destination)
/// through ``load()``, changes ``list`` or stages lines with ``appendLines(_:)``, stages lines
/// for other files (done.txt, a move's destination, report.txt) with
/// ``append(_:to:)``, and its caller commits once:
///
/// 1. Each staged append to another file is first written to a journal (the edited file's
///    signature, the other file's real path and size), then appended and synced.
/// 2. The edited file is kept as a backup version, then rewritten atomically (or appended to),
///    refusing if anyone changed it since it was read.
/// 3. The backup version records the file's new signature and the other files' appends, so
///    one `todo revert` takes the whole command back; the journal is removed.
///
/// If step 2 fails, the other files are cut back to their old length. If the process is killed
/// between 1 and 2, the next session on the same file finds the journal, sees the edited file
/// still as it was read, and cuts the other files back: a task never ends up in both files.
final class EditSession {
  /// The edited file.
  let file: TodoFile
  /// The edited file's lines; read by ``load()``.
  var list = TodoList(bytes: [])
  /// What the command prints, shown once the commit succeeded.
  var transcript = Transcript()

  private let backups: Backups
  /// The edited file's real path when it is not the todo file whose history ``backups`` keeps.
  private let otherFile: String?
  private let lock: FileLock
  /// The real folders a file of this session must be in when it is opened (see
  /// ``TodoFile/confinement``), by its path; `nil` for a file that may lead anywhere.
  private let confine: (String) -> [String]?
  private var original: [UInt8]?
  private var before: FileSignature?
  private var appendInfo: (lines: Int, endsWithNewline: Bool, crlf: Bool)?
  private var pendingAppend: [UInt8] = []
  private var otherAppends: [(file: TodoFile, lines: [[UInt8]], fallback: TodoList.LineEnding)] =
    []

  /// How long to wait for another program that has a file of this session open for writing
  /// (or, without leases, keeps changing it), in seconds: the lock's timeout.
  private let writerTimeout: Double
  /// The files already waited for (see ``awaitWriters(_:)``), by path.
  private var awaited: Set<String> = []
  /// Called once when a wait for another program writing the file (path given) lasts.
  var writerWaiting: (String) -> Void = { _ in }
  /// The message for another program's version of the file (path) kept as a conflict copy
  /// (its path, or `nil` when it could not be saved), added to the transcript.
  var otherVersionNotice: (String, String?) -> String = { _, _ in "" }

  /// The journal's name in the history folder.
  static let journalName = "appends-pending"

  /// Takes the lock for `lockFile` (every `todo` process editing a todo file in that folder
  /// waits for it), then takes back what a killed session appended elsewhere. The command's
  /// version goes into `lockFile`'s history, whichever file it edits, so `revert` finds it.
  ///
  /// - Parameters:
  ///   - path: The file the command edits, as configured (messages show it like this).
  ///   - lockFile: The todo.txt whose folder's lock serializes the command (also when `path`
  ///     is another file: done.txt, a `mv` or `addto` destination).
  ///   - lockTimeout: How long to wait for the lock at most, in seconds.
  ///   - faults: A test's injected failures, or `nil`.
  ///   - confine: The real folders a file must be in when it is opened, by its path (judged
  ///     under the lock, see ``TodoFile/confinement``); `nil` for one that may lead anywhere.
  ///   - waiting: Called once when the lock is still held by another process after about 2 s,
  ///     with the locked folder's path.
  /// - Throws: ``FileLock/Failure`` when the lock stayed held for `lockTimeout`; nothing was
  ///   read or changed then.
  init(
    editing path: String, lockFile: String, lockTimeout: Double, environment: [String: String],
    faults: FaultPlan?, confine: @escaping (String) -> [String]? = { _ in nil },
    waiting: (String) -> Void = { _ in }
  ) throws(FileLock.Failure) {
    lock = try FileLock(for: lockFile, timeout: lockTimeout, waiting: waiting)
    writerTimeout = lockTimeout
    self.confine = confine
    var file = TodoFile(path: path, faults: faults)
    file.confinement = confine(path)
    file.appendCheckTimeout = lockTimeout
    self.file = file
    backups = Backups(for: lockFile, environment: environment)
    let real = System.realPath(path)
    otherFile = real == System.realPath(lockFile) ? nil : real
    recoverInterruptedAppends()
  }

  /// Reads the edited file into ``list``, once; later calls return what was read.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read, or
  ///   ``FileError/Operation/beingWritten`` when another program kept writing it (see
  ///   ``awaitWriters(_:)``).
  @discardableResult
  func load() throws(FileError) -> TodoList {
    if original == nil {
      try awaitWriters(file)
      before = file.signature()
      let bytes = try file.read()
      original = bytes
      list = TodoList(bytes: bytes)
    }
    return list
  }

  /// Stages lines to append to the edited file (`add`), without reading it all: a missing
  /// final newline is added first, and the file's line ending (CRLF or LF) is used.
  ///
  /// - Returns: The line number of each appended line.
  /// - Throws: ``FileError`` when the file cannot be read.
  func appendLines(_ lines: [String]) throws(FileError) -> [Int] {
    if appendInfo == nil {
      try awaitWriters(file)
      before = file.signature()
      appendInfo = try file.appendInfo()
    }
    guard var info = appendInfo else { return [] }
    let ending: [UInt8] = info.crlf ? [0x0D, 0x0A] : [0x0A]
    var numbers: [Int] = []
    for line in lines {
      if !info.endsWithNewline { pendingAppend += ending }
      pendingAppend += Array(line.utf8) + ending
      info.lines += 1
      info.endsWithNewline = true
      numbers.append(info.lines)
    }
    appendInfo = info
    return numbers
  }

  /// Stages `lines` (each without its line ending) to append to `other` when the session
  /// commits. Their line ending follows the file's own as it is at the commit (or `fallback` for
  /// an empty file), and a missing final newline is added first.
  ///
  /// - Returns: The line number the first appended line gets in `other`, as it is now.
  /// - Throws: ``FileError`` when `other` cannot be read.
  @discardableResult
  func append(
    lines: [[UInt8]], to other: String, fallback: TodoList.LineEnding = .lf
  ) throws(FileError) -> Int {
    var target = TodoFile(path: other, faults: file.faults)
    target.confinement = confine(other)
    target.appendCheckTimeout = writerTimeout
    try awaitWriters(target)
    let count = try target.appendInfo().lines
    otherAppends.append((target, lines, fallback))
    return count + 1
  }

  /// Waits (at most the lock's timeout) until no other program has `target` open for writing
  /// before it is read to be written: a shell redirect, `cp` or `scp` paused half-way would
  /// otherwise have half a file read, rewritten, and then its second half written over it.
  /// Where leases are unavailable, until it has stayed unchanged for a quiet period (see
  /// ``WriterProbe``). Each file once per session.
  ///
  /// - Throws: ``FileError/Operation/beingWritten`` when it was still being written.
  private func awaitWriters(_ target: TodoFile) throws(FileError) {
    guard awaited.insert(target.path).inserted else { return }
    let result = WriterProbe.waitForWriters(
      target.path, followsLinks: target.followsLinks, timeout: writerTimeout,
      faults: target.faults, waiting: { writerWaiting(target.path) })
    if result == .stillWriting {
      awaited.remove(target.path)
      throw FileError(path: target.path, operation: .beingWritten, code: 0)
    }
  }

  /// The bytes that append `lines` to `file` as it is now.
  private static func appendBytes(
    _ lines: [[UInt8]], to file: TodoFile, fallback: TodoList.LineEnding
  ) throws(FileError) -> [UInt8] {
    let info = try file.appendInfo()
    let crlf = info.lines > 0 ? info.crlf : fallback == .crlf
    let ending: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]
    var bytes: [UInt8] = info.endsWithNewline ? [] : ending
    for line in lines { bytes += line + ending }
    return bytes
  }

  /// Writes everything the command changed, as one transaction (see the type's description).
  ///
  /// - Throws: ``FileError``; then no file is changed (an append to another file is cut back).
  func commit() throws(FileError) {
    let rewriting = original != nil && list.isModified
    let writing = rewriting || !pendingAppend.isEmpty
    guard writing || !otherAppends.isEmpty else { return }
    // The history folder is made and checked first: one that is not private refuses the
    // command before any file changes.
    let state = try backups.folder()
    var done: [Backups.SideAppend] = []
    do throws(FileError) {
      for (other, lines, fallback) in otherAppends {
        let bytes = try EditSession.appendBytes(lines, to: other, fallback: fallback)
        if writing, let before, let state {
          let size = other.size() ?? 0
          var record = StateRecord([
            "file": System.realPath(file.path), "edited": before.field,
            "path": System.realPath(other.path), "size": String(size),
            "after": String(size + bytes.count),
          ])
          record["created"] = other.size() == nil ? "1" : nil
          // Recovery cuts back only this file (a new one has none yet: it must be a regular
          // file of the appended length).
          record["id"] = other.signature().map { "\($0.device):\($0.inode)" }
          // Synced before the append it describes.
          state.write(EditSession.journalName, Array(record.line.utf8), append: true, sync: true)
        }
        let was = other.signature()
        let appended = try EditSession.append(bytes, to: other, creating: was == nil)
        done.append(
          .init(
            path: appended.realPath, before: appended.before,
            after: appended.before + bytes.count, created: was == nil, was: was,
            device: appended.device, inode: appended.inode))
      }
      if rewriting, let original {
        let kept = try backups.keep(file: file.path, original: original)
        do throws(FileError) {
          let replaced = try file.replace(
            with: list, unchangedSince: before, backupLinks: kept?.linked == true ? 1 : 0)
          if case .otherVersionKept(let copy) = replaced {
            transcript.error(otherVersionNotice(file.path, copy))
          }
        } catch {
          if let kept { backups.remove(kept.number) }
          throw error
        }
        if let kept {
          if let after = file.signature() {
            backups.commit(
              kept.number, .init(file: otherFile, after: after, before: before, sideAppends: done))
          } else {
            backups.remove(kept.number)
          }
        }
      } else if !pendingAppend.isEmpty {
        // Another todo waits for the lock, but an editor does not: appending after the file
        // changed is still right (an append loses nothing), but the line numbers shown are the
        // ones counted when the session read the file.
        let created = file.size() == nil
        let from = try EditSession.append(pendingAppend, to: file, creating: created).before
        if let number = try backups.nextNumber(), let after = file.signature() {
          backups.commit(
            number,
            .init(
              file: otherFile, after: after, before: before, appendedFrom: from,
              created: created, sideAppends: done))
        }
      } else if let number = try backups.nextNumber(), let after = file.signature() {
        // Only other files changed (`report` with nothing to archive): still one step back.
        backups.commit(
          number,
          .init(
            file: otherFile, after: after, before: after, appendedFrom: after.size,
            sideAppends: done))
      }
    } catch {
      for append in done.reversed() { EditSession.takeBack(append) }
      state?.remove(EditSession.journalName)
      throw error
    }
    if writing { state?.remove(EditSession.journalName) }
  }

  /// Appends `bytes` to `file`; when that fails and the append was making the file, the
  /// empty file it left is removed (a full disk leaves no empty done.txt behind).
  private static func append(
    _ bytes: [UInt8], to file: TodoFile, creating: Bool
  ) throws(FileError) -> TodoFile.Appended {
    do throws(FileError) {
      return try file.append(bytes)
    } catch {
      if creating && file.size() == 0 { System.remove(file.path) }
      throw error
    }
  }

  /// Takes back the appends of a session that was killed before it wrote its file; does
  /// nothing when there is no journal. Runs under the lock.
  private func recoverInterruptedAppends() {
    // A history folder that is not private is never read (the commit refuses it).
    guard let state = try? backups.folder(create: false),
      let bytes = state.read(EditSession.journalName), !bytes.isEmpty
    else { return }
    for record in StateRecord.records(in: bytes) {
      // The edited file is still as that session read it: its appends did not count.
      // And the other file ends where that append ended: lines another program added since
      // are never cut (the task then stays in both files, which loses nothing).
      guard let edited = record.signature("edited"), let path = record["path"],
        let size = record.int("size"), let end = record.int("after"),
        edited == FileSignature(path: record["file"] ?? file.path)
      else { continue }
      var append = Backups.SideAppend(
        path: path, before: size, after: end, created: record["created"] == "1")
      append.setIdentity(record["id"])
      EditSession.takeBack(append)
    }
    state.remove(EditSession.journalName)
  }

  /// Cuts `append` off its file again; a file the append made is removed. Only when the file
  /// still ends where the append ended: lines another program added since are never cut (the
  /// appended lines then stay, which loses nothing). And only the file appended to: never
  /// through a link (the recorded path is a real path), never another file put at that path
  /// since (its device and inode differ), so a link swapped in cannot have todo cut a file
  /// elsewhere.
  static func takeBack(_ append: Backups.SideAppend) {
    if append.created && append.before == 0 {
      if System.isAppendedFile(
        append.path, size: append.after, device: append.device, inode: append.inode)
      {
        System.remove(append.path)
      }
    } else {
      TodoFile(path: append.path).truncate(to: append.before, expecting: append)
    }
  }
}

extension CommandContext {
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
    do {
      let session = try EditSession(
        editing: path ?? settings.todoFile, lockFile: settings.todoFile, lockTimeout: timeout,
        environment: environment, faults: faults,
        confine: { [self] path in sessionConfinement(for: path) },
        waiting: { [self] directory in output.error(l(.lockWaiting, directory, seconds)) })
      session.writerWaiting = { [self] file in output.error(l(.writerWaiting, file, seconds)) }
      session.otherVersionNotice = { [self] file, copy in
        copy.map { l(.otherVersionKept, file, $0) } ?? l(.otherVersionUnsaved, file)
      }
      return session
    } catch .timedOut(let directory) {
      throw CLIError(message: l(.lockTimedOut, directory, seconds))
    }
  }

  /// `seconds` as the user wrote it: `30`, `2.5`.
  static func seconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
  }
}
