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
    do {
      let session = try EditSession(
        editing: path ?? settings.todoFile, lockFile: settings.todoFile, lockTimeout: timeout,
        environment: environment,
        confine: { [self] path in sessionConfinement(for: path) },
        waiting: { [self] directory in output.error(l(.lockWaiting, directory, seconds)) })
      session.writerWaiting = { [self] file in output.error(l(.writerWaiting, file, seconds)) }
      session.otherVersionNotice = { [self] file, copy in
        copy.map { l(.otherVersionKept, file, $0) } ?? l(.otherVersionUnsaved, file)
      }
      session.historyNotKeptNotice = { [self] folder in l(.historyNotKept, folder) }
      session.watched = [settings.doneFile]
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
    var seen: Set<String> = []
    for file in [settings.todoFile, settings.doneFile] where seen.insert(file).inserted {
      let dir = System.dirName(file)
      let name = System.baseName(file)
      for entry in System.directoryEntries(dir) ?? []
      where entry != name && ConflictCopyName.matches(entry, copyOf: name) {
        let path = dir + "/" + entry
        guard System.isUnlinkedRegularFile(path) else { continue }
        found.append((path, file))
      }
    }
    return found.sorted { $0.copy < $1.copy }
  }

  /// Files beside todo.txt and done.txt that Dropbox, Syncthing or Nextcloud/ownCloud made
  /// when two machines changed the file at once (see ``conflictCopySources()``).
  func conflictCopies() -> [String] { conflictCopySources().map(\.copy) }
}
