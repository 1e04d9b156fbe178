import Glibc

/// An exclusive advisory lock (`flock`) on the folder that holds a todo file: it serializes the
/// `todo` processes that edit that file, whoever runs them.
///
/// The lock is taken on the todo file's real parent directory (symlinks resolved), as the
/// command holds it (``HeldFolders``), opened read-only in a description of its own: no file
/// is created anywhere, so nothing piles up and there is nothing another
/// user can plant, pre-create or redirect; every user who can open the folder shares one lock,
/// whatever their environment (a cron job, `sudo`). `flock` on a directory works on Linux, and
/// the descriptor is close-on-exec, so an editor or add-on started meanwhile does not hold it.
///
/// Consequences of locking the folder:
/// - Two todo files in one folder share a lock (commands are short, so one waits briefly).
/// - A todo.txt that is a symlink locks the folder of its target, where every user of that
///   file meets.
/// - A command that also writes a file elsewhere (done.txt, a `mv` or `addto` destination) is
///   still serialized by its todo.txt's folder only.
///
/// Anyone who can open the folder can also hold the lock (`flock DIR sleep 1000`), so a wait
/// is bounded: after `noticeAfter` seconds the caller is told once (to say so), after
/// `timeout` seconds the lock is not taken and ``Failure/timedOut(directory:)`` is thrown. The
/// wait polls `flock(LOCK_EX | LOCK_NB)`; no signal or signal handler is involved, so sessions
/// in several threads of one process (the tests) each wait on their own.
///
/// A folder this user cannot open (no read permission on it) cannot be locked; the command
/// then goes on unlocked, as any file operation it makes there reports its own error.
final class FileLock {
  /// Why the lock was not taken.
  enum Failure: Error {
    /// Another process held the lock on `directory` for the whole timeout.
    case timedOut(directory: String)
  }

  /// The folder whose lock is held (the todo file's real parent directory).
  let directory: String
  private var fd: Int32 = -1

  /// How often a held lock is tried again, in nanoseconds.
  private static let pollInterval = 50_000_000

  /// Takes the lock for `file`, waiting for other processes.
  ///
  /// - Parameters:
  ///   - file: The todo file (it need not exist; its folder is locked).
  ///   - timeout: How long to wait at most, in seconds (0: try once).
  ///   - noticeAfter: After how many seconds of waiting `waiting` is called (once).
  ///   - waiting: Called once when the wait reaches `noticeAfter`, with the folder's path.
  /// - Throws: ``Failure/timedOut(directory:)`` when the lock stayed held for `timeout`.
  init(
    for file: String, timeout: Double, noticeAfter: Double = 2,
    waiting: (String) -> Void = { _ in }
  ) throws(Failure) {
    directory = FileLock.realParent(of: file)
    // The folder the command holds (its writes go there too), in a description of its own:
    // the lock ends when this closes it.
    let dirFD = HeldFolders.folder(directory, ownDescription: true)
    guard dirFD >= 0 else { return }
    var start = FileLock.now()
    var told = false
    var found = false
    while true {
      if flock(dirFD, LOCK_EX | LOCK_NB) == 0 { break }
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else {
        // Not lockable here (a file system without flock): go on unlocked.
        close(dirFD)
        return
      }
      if !found {
        found = true
        // A test stops here, to change the folder while this command waits; the time stopped
        // is not counted as waiting.
        if let stop = FaultPlan.current?.killAt {
          _ = stop("lockHeld")
          start = FileLock.now()
          continue
        }
      }
      let waited = FileLock.now() - start
      if waited >= timeout {
        close(dirFD)
        throw .timedOut(directory: directory)
      }
      if !told && waited >= noticeAfter {
        told = true
        waiting(directory)
      }
      // Never past the deadline by more than a poll.
      let rest = Swift.min(Double(FileLock.pollInterval), (timeout - waited) * 1e9)
      var pause = timespec(tv_sec: 0, tv_nsec: Swift.max(Int(rest), 1))
      _ = nanosleep(&pause, nil)
    }
    fd = dirFD
  }

  deinit {
    if fd >= 0 { close(fd) }
  }

  /// The real folder of `file`: its symlinks resolved when it exists (a symlinked todo.txt
  /// locks its target's folder), else the real path of the folder it would be created in.
  static func realParent(of file: String) -> String {
    if let real = realpath(file, nil) {
      defer { free(real) }
      return System.dirName(System.escapedPath(real))
    }
    return System.realPath(System.dirName(file))
  }

  /// Seconds on the monotonic clock (not moved by a change of the system time).
  private static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
