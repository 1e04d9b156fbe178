import Glibc

/// The temporary file of the rewrite in progress, for the `todo` executable's signal handler to
/// remove when Ctrl-C (SIGINT), SIGTERM or SIGHUP stops the process mid-write, so that no
/// `.todo.txt.todo-XXXXXX` is left in the (synced) todo folder.
///
/// The file's name sits in one fixed C buffer, allocated by ``prepare()`` before any handler
/// is installed, beside the descriptor of the folder it is in; ``TodoFile`` records both right
/// as the file is made and clears them after the rename. Both changes are made with those
/// signals blocked, so the handler (``removeRecorded()``) never sees half a name. The handler
/// makes only async-signal-safe calls: it reads the buffer and `unlinkat`s in that folder (the
/// folder todo checked, never a path looked up again). A process that installs no handler (a test running commands in process) only
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
  public static func prepare() {
    slot[0] = 0
    // Statics are made on first use, which is not async-signal-safe: made here, never in the
    // handler.
    recordTerminalChild(0)
  }

  /// The folder descriptor the recorded name is in.
  private nonisolated(unsafe) static var folder: Int32 = -1

  /// Removes the recorded temporary file, if any, and gives the terminal back the settings
  /// recorded by ``recordTerminal(_:)`` (the line editor's `stty intr undef` must not outlive
  /// this process). A child recorded with the terminal (bash's line editor) is ended first
  /// and waited for, at most 1 s: left running, it would keep reading the terminal, in its own
  /// settings, after this process is gone. Async-signal-safe: for the signal handler.
  public static func removeRecorded() {
    let buffer = slot
    if buffer[0] != 0 && folder >= 0 { unlinkat(folder, buffer, 0) }
    if terminalFD >= 0 {
      if terminalChild > 0 { endChild(terminalChild) }
      tcsetattr(terminalFD, TCSANOW, &terminal)
    }
  }

  /// Sends `child` SIGTERM and waits for it (`waitpid` and `nanosleep` only), at most 1 s,
  /// then SIGKILL and at most 1 s more.
  private static func endChild(_ child: pid_t) {
    var status: Int32 = 0
    for signal in [SIGTERM, SIGKILL] {
      kill(child, signal)
      for _ in 0..<100 {
        if waitpid(child, &status, WNOHANG) != 0 { return }
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        nanosleep(&pause, nil)
      }
    }
  }

  /// The process reading the recorded terminal (bash's line editor), or 0.
  private nonisolated(unsafe) static var terminalChild: pid_t = 0

  /// Records `child` (0: none) as the process that reads the terminal recorded by
  /// ``recordTerminal(_:)``, for the signal handler to end before it restores the terminal.
  static func recordTerminalChild(_ child: pid_t) {
    withSignalsBlocked { terminalChild = child }
  }

  /// The terminal's settings before the line editor changed them, and its descriptor (-1:
  /// none recorded).
  private nonisolated(unsafe) static var terminal = termios()
  private nonisolated(unsafe) static var terminalFD: Int32 = -1

  /// Records the settings of the terminal on `fd`, for the signal handler to restore when
  /// SIGTERM or SIGHUP ends this process while a child changed them; `nil` forgets them.
  static func recordTerminal(_ fd: Int32?) {
    withSignalsBlocked {
      guard let fd else {
        terminalFD = -1
        terminalChild = 0
        return
      }
      terminalFD = tcgetattr(fd, &terminal) == 0 ? fd : -1
    }
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

  /// Makes a new file `prefix` + six random letters or digits in the folder `folder` has open
  /// (mode 0600, `O_EXCL | O_NOFOLLOW`: never an existing file or a link), as `mkstemp`
  /// would but relative to the descriptor, and records it, with no moment where it exists
  /// unrecorded.
  ///
  /// - Returns: The open file descriptor and the name, or -1 with `errno` set.
  static func makeTemporaryFile(in folder: Int32, prefix: String) -> (fd: Int32, name: String) {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    for _ in 0..<100 {
      let name =
        prefix + String(decoding: (0..<6).map { _ in letters.randomElement()! }, as: UTF8.self)
      let fd = withSignalsBlocked {
        let fd = openat(folder, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        let saved = errno
        // The name's own bytes (``PathBytes/init(escaped:)``), as the handler's `unlinkat` needs.
        let bytes = PathBytes(escaped: name).bytes.map { CChar(bitPattern: $0) } + [0]
        // A name too long for the buffer is not recorded (no file system makes one).
        if fd >= 0 && bytes.count <= capacity {
          slot[0] = 0
          Self.folder = folder
          for index in 1..<bytes.count { slot[index] = bytes[index] }
          slot[0] = bytes[0]
        }
        errno = saved
        return fd
      }
      if fd >= 0 { return (fd, name) }
      if errno != EEXIST { return (-1, name) }
    }
    errno = EEXIST
    return (-1, prefix)
  }

  /// Forgets the recorded file (renamed into place, or removed).
  static func clear() {
    withSignalsBlocked {
      slot[0] = 0
      folder = -1
    }
  }
}
