import Foundation
import Glibc

/// A child process started as a shell starts one: no signal blocked, the signals a test or a
/// terminal sends at their default actions, and no descriptor but its three streams.
///
/// Foundation's `Process` hands the child the signal mask of the thread that starts it, and
/// Swift's concurrency threads (where tests run) block SIGINT, SIGTERM, SIGHUP and most other
/// signals: a Ctrl-C typed at a prompt in a transcript then did nothing at all.
public enum ChildProcess {
  public struct Result {
    public var status: Int32
    public var stdout: Data
    public var stderr: Data
  }

  /// Starts `arguments` (the first a path) in `directory` with exactly `environment`:
  /// standard input from /dev/null, standard output and error to `output` and `error` (both
  /// /dev/null when nil), no other descriptor, no signal blocked but `blocked`.
  ///
  /// `blocked` are signals the child starts with blocked, for a test of what a program
  /// started that way does; none otherwise.
  ///
  /// - Returns: The child's process ID; wait for it with ``wait(_:)``.
  /// - Throws: `POSIXError` when the child cannot be started.
  public static func start(
    _ arguments: [String], environment: [String: String], directory: String,
    output: Int32? = nil, error: Int32? = nil, blocked: [Int32] = []
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (fd, target) in [(output, Int32(1)), (error, Int32(2))] {
      if let fd {
        posix_spawn_file_actions_adddup2(&actions, fd, target)
      } else {
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
      }
    }
    guard let addChdir, addChdir(&actions, directory) == 0 else {
      throw POSIXError(.ENOSYS)
    }
    _ = addClosefrom?(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in blocked { sigaddset(&mask, signal) }
    posix_spawnattr_setsigmask(&attributes, &mask)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGXFSZ, SIGTSTP] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let started = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .ENOENT) }
    return pid
  }

  /// Waits for `pid`: the signal that ended it, or `nil` and its exit status.
  public static func wait(_ pid: pid_t) -> (signal: Int32?, status: Int32) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which are macros in C.
    return status & 0x7F == 0 ? (nil, (status >> 8) & 0xFF) : (status & 0x7F, 0)
  }

  /// Runs `arguments` as ``start(_:environment:directory:output:error:blocked:)`` does and
  /// collects both streams. Standard error goes through a temporary file that has no name (it
  /// is removed as soon as it is made), so that a grandchild which keeps it open cannot make
  /// the read hang, and nothing is left behind.
  ///
  /// - Returns: The exit status (the signal's number when a signal ended it), and both
  ///   streams.
  /// - Throws: `POSIXError` when the child cannot be started.
  public static func run(
    _ arguments: [String], environment: [String: String], directory: String,
    blocked: [Int32] = []
  ) throws -> Result {
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/todo-test-stderr-XXXXXX").utf8CString)
    let errorFD = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard errorFD >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(errorFD) }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    _ = fcntl(errorFD, F_SETFD, FD_CLOEXEC)
    var pipeEnds: [Int32] = [-1, -1]
    // Close-on-exec at once (another test's child must not inherit them); the child gets the
    // write end as its standard output through dup2, which clears the flag.
    guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(pipeEnds[0]) }
    let pid: pid_t
    do {
      defer { close(pipeEnds[1]) }
      pid = try start(
        arguments, environment: environment, directory: directory, output: pipeEnds[1],
        error: errorFD, blocked: blocked)
    }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(pipeEnds[0], &buffer, buffer.count)
      if count > 0 {
        output.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    let ended = wait(pid)
    // The child shared the file's offset: read it from the start.
    var errors = Data()
    while true {
      let count = pread(errorFD, &buffer, buffer.count, off_t(errors.count))
      if count > 0 {
        errors.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    return Result(status: ended.signal ?? ended.status, stdout: output, stderr: errors)
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29), which the Swift Glibc module does
  /// not declare.
  private typealias ChdirAction =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
    Int32
  private static let addChdir: ChdirAction? = dlsym(
    dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np"
  ).map { unsafeBitCast($0, to: ChdirAction.self) }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which the Swift Glibc module
  /// does not declare.
  private typealias ClosefromAction =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  private static let addClosefrom: ClosefromAction? = dlsym(
    dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np"
  ).map { unsafeBitCast($0, to: ClosefromAction.self) }
}
