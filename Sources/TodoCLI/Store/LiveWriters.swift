import TodoLocalization

// Other programs writing the todo files at the same moment as todo (a sync client, an editor, a
// copy paused half-way): what listings and `doctor` say about them. Commands that write wait
// for them in ``EditSession``.

/// The other programs writing the todo files: a file is read, or a note taken, only once no
/// other program is writing it (``WriterProbe``), waited for at most the lock's timeout.
struct LiveWriters: ConsoleUser {
  let console: Console
  let settings: Settings
  let environment: [String: String]
}

extension LiveWriters {
  /// Reads `path` for a listing; when another program is writing it (it has the file open for
  /// writing, or the file changed while it was read), warns on standard error and goes on.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read, or when its folder does not
  ///   exist.
  func readListed(_ path: String) throws(FileError) -> [UInt8] {
    let file = TodoFile(path: path)
    // A file whose folder does not exist is an error, not an empty list (todo.sh's `_list`
    // dies: "File … does not exist"): a typo in TODO_FILE, a folder not mounted.
    if file.signature() == nil && FileSignature(path: System.dirName(path)) == nil {
      throw FileError(path: path, operation: .read, code: Errno.noSuchFile.code)
    }
    var writing = WriterProbe.probe(path) == .writing
    let before = file.signature()
    let bytes = try file.read()
    if !writing && before != file.signature() { writing = true }
    if writing { output.error(l(.writerReading, path)) }
    return bytes
  }

  /// `doctor`'s line on how another program writing `path` is noticed (``WriterCheckMethod``).
  func writerCheckLine(for path: String) -> String {
    switch WriterProbe.method(for: path) {
    case .lease:
      return l(.doctorWriterLease, path)
    case .quietPeriod(let code):
      let quiet = FaultPlan.current?.quietPeriod ?? WriterProbe.quietPeriod
      return l(.doctorWriterQuiet, path, Self.seconds(quiet), systemErrorText(code))
    case .missing:
      return l(.doctorWriterUnknown, path)
    }
  }

  /// Waits (at most `TODOTXT_LOCK_TIMEOUT` seconds) until no other program writes `path`, a
  /// file that arrived through the synced folder (a conflict copy, a note), as ``EditSession``
  /// waits for todo.txt: a sync client still writing it would have half a file read. A link at
  /// `path` is not followed. After 1 s it says so on standard error.
  ///
  /// - Throws: ``CLIError`` naming the file when it is still being written (nothing changed),
  ///   or when `TODOTXT_LOCK_TIMEOUT` is not a number of seconds.
  func awaitWriters(ofUntrusted path: String) throws {
    guard let timeout = settings.lockTimeout else {
      throw CLIError(message: l(.lockTimeoutInvalid, settings.lockTimeoutText ?? ""))
    }
    let seconds = Self.seconds(timeout)
    let result = WriterProbe.waitForWriters(
      path, followsLinks: false, timeout: timeout,
      waiting: { output.error(l(.writerWaiting, PathBytes.printable(path), seconds)) })
    if result == .stillWriting {
      throw CLIError(message: l(.writerTimedOut, PathBytes.printable(path), seconds))
    }
  }
}
