import Glibc

/// The temporary file of the rewrite in progress, for the `todo` executable's signal handler to
/// remove when Ctrl-C (SIGINT), SIGTERM or SIGHUP stops the process mid-write, so that no
/// `.todo.txt.todo-XXXXXX` is left in the (synced) todo folder.
///
/// The path sits in one fixed C buffer, allocated by ``prepare()`` before any handler is
/// installed; ``TodoFile`` records it right after `mkstemp` and clears it after the rename.
/// Both changes are made with those signals blocked, so the handler (``removeRecorded()``)
/// never sees half a path. The handler makes only async-signal-safe calls: it reads the buffer
/// and `unlink`s. A process that installs no handler (a test running commands in process) only
/// pays for the bookkeeping.
public enum InterruptCleanup {
  /// The signals whose default action ends the process and that a user or the system sends
  /// to stop it: each one's handler removes the temporary file.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Room for a path of `PATH_MAX` bytes and its terminating zero.
  private static let capacity = Int(PATH_MAX) + 1

  /// The buffer: an empty string when no rewrite is in progress.
  private nonisolated(unsafe) static let slot: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()

  /// Allocates the buffer; call once before installing the handlers (a handler must not be
  /// the first to touch it: that would allocate).
  public static func prepare() { slot[0] = 0 }

  /// Removes the recorded temporary file, if any. Async-signal-safe: for the signal handler.
  public static func removeRecorded() {
    let buffer = slot
    if buffer[0] != 0 { unlink(buffer) }
  }

  /// Runs `body` with the cleanup signals blocked in this thread: one that arrives meanwhile
  /// takes effect when `body` is done (an in-place rewrite, which has no temporary file to
  /// remove, is never stopped half-way by Ctrl-C).
  ///
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  static func withSignalsBlocked<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in signals { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
  }

  /// Makes a temporary file from the `mkstemp` template `template` (its `XXXXXX` replaced)
  /// and records it, with no moment where it exists unrecorded.
  ///
  /// - Returns: The open file descriptor, or -1 with `errno` set.
  static func makeTemporaryFile(_ template: inout [CChar]) -> Int32 {
    withSignalsBlocked {
      let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      let saved = errno
      if fd >= 0 {
        let length = template.firstIndex(of: 0) ?? template.count
        // A path too long for the buffer is not recorded (no file system makes one).
        if length > 0 && length < capacity {
          slot[0] = 0
          for index in 1..<length { slot[index] = template[index] }
          slot[length] = 0
          slot[0] = template[0]
        }
      }
      errno = saved
      return fd
    }
  }

  /// Forgets the recorded file (renamed into place, or removed).
  static func clear() {
    withSignalsBlocked { slot[0] = 0 }
  }
}
