import Glibc
import TodoTxt

/// Thin wrappers over the POSIX calls the CLI needs.
enum System {
  /// The process environment.
  ///
  /// A value that is not valid UTF-8 keeps each such byte as an escape
  /// (``TodoList/escapedText(_:)``), never U+FFFD: it is passed on to other programs as those
  /// bytes, and a path made of it names its own file (``PathBytes/init(escaped:)``).
  static func environment() -> [String: String] {
    var env: [String: String] = [:]
    var p = environ
    while let entry = p.pointee {
      let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
      let s = TodoList.escapedText(bytes)
      if let eq = s.firstIndex(of: "=") {
        env[String(s[..<eq])] = String(s[s.index(after: eq)...])
      }
      p += 1
    }
    return env
  }

  /// A copy of `text` as a C string for a child process (free it), escapes written as their
  /// bytes.
  static func cString(_ text: String) -> UnsafeMutablePointer<CChar>? {
    let bytes = TodoList.unescapedBytes(text) + [0]
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { strdup($0.baseAddress!) }
    }
  }

  /// Whether `fd` is a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// Whether `path` is a regular file (symlinks followed) this process may execute.
  static func isExecutableFile(_ path: String) -> Bool {
    isFile(path) && TodoFile.accessible(path, X_OK)
  }

  /// Whether a regular file (or /dev/null) exists at `path`: a device such as /dev/zero is
  /// not a file todo reads.
  static func isFile(_ path: String) -> Bool {
    var st = stat()
    guard TodoFile.status(path, &st) else { return false }
    return st.st_mode & S_IFMT == S_IFREG || TodoFile.isNullDevice(st)
  }

  /// Whether this user may read `path`.
  static func isReadable(_ path: String) -> Bool { TodoFile.accessible(path, R_OK) }

  /// Whether a directory exists at `path`.
  static func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return TodoFile.status(path, &st) && (st.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` is executable by this user.
  static func isExecutable(_ path: String) -> Bool { TodoFile.accessible(path, X_OK) }

  /// Whether `path` is a symbolic link whose target does not exist.
  static func isBrokenLink(_ path: String) -> Bool {
    var st = stat()
    return TodoFile.status(path, &st, noFollow: true) && (st.st_mode & S_IFMT) == S_IFLNK
      && !TodoFile.status(path, &st)
  }

  /// Whether anything (a file, a folder, a broken symlink aside) exists at `path`.
  static func exists(_ path: String) -> Bool { TodoFile.accessible(path, F_OK) }

  /// Deletes the file (or symlink) `path`; `false` when it could not.
  @discardableResult
  static func remove(_ path: String) -> Bool { unlink(path) == 0 }

  /// Deletes the folder `path` if it is empty; `false` otherwise.
  @discardableResult
  static func removeEmptyDirectory(_ path: String) -> Bool { rmdir(path) == 0 }

  /// Moves `from` to `to` on one file system (`rename`); `false` when it could not.
  static func move(_ from: String, to: String) -> Bool { rename(from, to) == 0 }

  /// Sets the permission bits of `path` (`chmod`); `false` when it could not.
  @discardableResult
  static func setPermissions(_ path: String, _ mode: UInt32) -> Bool {
    chmod(path, mode_t(mode)) == 0
  }

  /// Creates `path` and its parents (mode 0777 minus umask).
  static func makeDirectories(_ path: String) -> Bool {
    if isDirectory(path) { return true }
    let parent = dirName(path)
    if parent != path && !isDirectory(parent) { _ = makeDirectories(parent) }
    return mkdir(path, 0o777) == 0 || isDirectory(path)
  }

  /// The entries of a directory (without `.` and `..`), unsorted, or `nil`.
  ///
  /// The folder is listed as the run holds it (``HeldFolders/folder(_:)``).
  static func directoryEntries(_ path: String) -> [String]? {
    let fd = HeldFolders.folder(path)
    guard fd >= 0 else { return nil }
    guard let dir = fdopendir(fd) else {
      close(fd)
      return nil
    }
    // From the start: a descriptor of a held folder may share its offset (a `dup`).
    rewinddir(dir)
    return entries(closing: dir)
  }

  /// The entries of the folder `descriptor` has open (without `.` and `..`), unsorted, read
  /// through a copy of the descriptor; `nil` when it cannot be listed.
  static func directoryEntries(descriptor: Int32) -> [String]? {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { return nil }
    guard let dir = fdopendir(copy) else {
      close(copy)
      return nil
    }
    rewinddir(dir)
    return entries(closing: dir)
  }

  /// The entries of the open directory stream `dir` (without `.` and `..`), unsorted; the
  /// stream is closed.
  static func entries(closing dir: OpaquePointer) -> [String] {
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { System.escapedPath($0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The real path of the file that descriptor `fd` has open (the kernel's own record, in
  /// `/proc/self/fd`), or `nil` when it is not known (no `/proc`, a deleted file).
  static func descriptorPath(_ fd: Int32) -> String? {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = buffer.withUnsafeMutableBytes { raw in
      readlink(
        "/proc/self/fd/\(fd)", raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count - 1)
    }
    guard count > 0 else { return nil }
    // Bytes that are not UTF-8 stay escapes, as in ``realPath(_:)``: never another name.
    let path = TodoList.escapedText(buffer[0..<count])
    guard path.hasPrefix("/"), !path.hasSuffix(" (deleted)") else { return nil }
    return path
  }

  /// Whether the real path `path` is `folder` or inside it.
  ///
  /// Compared as bytes: `String` equality takes canonically equivalent names (`caf\u{E9}` and
  /// `cafe\u{301}`, two folders on Linux) for one.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let path = path.utf8
    var folder = Array(folder.utf8)
    if path.elementsEqual(folder) { return true }
    if folder.last != 0x2F { folder.append(0x2F) }
    return path.starts(with: folder)
  }

  /// The C string `path` as text, each byte that is not UTF-8 kept as an escape
  /// (``TodoList/escapedText(_:)``), as every path todo compares is: never another name.
  static func escapedPath(_ path: UnsafePointer<CChar>) -> String {
    TodoList.escapedText(UnsafeRawBufferPointer(start: path, count: strlen(path)))
  }

  /// `path` with symlinks resolved, or `path` itself when it cannot be resolved.
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    // Bytes that are not UTF-8 stay escapes (``environment()``): never another name.
    return escapedPath(resolved)
  }

  /// Where `path` leads: every symlink resolved, also when the last link's target does not
  /// exist yet (a write there would create it), so a dangling link is judged by where it points.
  /// `nil` when a link chain is too long (a loop).
  static func resolvedTarget(_ path: String) -> String? {
    var current = path
    for _ in 0..<40 {
      if let real = realpath(current, nil) {
        defer { free(real) }
        return System.escapedPath(real)
      }
      var st = stat()
      guard fstatat(AT_FDCWD, current, &st, AT_SYMLINK_NOFOLLOW) == 0,
        (st.st_mode & S_IFMT) == S_IFLNK
      else {
        // Missing: its folder's real location and its name.
        let parent = dirName(current)
        if parent == current { return current }
        guard let base = resolvedTarget(parent) else { return nil }
        return (base == "/" ? "" : base) + "/" + baseName(current)
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, buffer.count - 1)
      guard n > 0 else { return nil }
      let target = TodoList.escapedText(buffer[..<n].map { UInt8(bitPattern: $0) })
      current = target.hasPrefix("/") ? target : dirName(current) + "/" + target
    }
    return nil
  }

  /// Whether `path` itself is a symbolic link (`lstat`).
  static func isSymbolicLink(_ path: String) -> Bool {
    var st = stat()
    return TodoFile.status(path, &st, noFollow: true) && (st.st_mode & S_IFMT) == S_IFLNK
  }

  /// Whether `path` itself (`lstat`: not through a symlink) is a regular file.
  static func isRegularFileNoFollow(_ path: String) -> Bool {
    var st = stat()
    return TodoFile.status(path, &st, noFollow: true) && (st.st_mode & S_IFMT) == S_IFREG
  }

  /// The last path component.
  ///
  /// Split at the byte `/` (its scalar), never at a `Character`: `/` followed by a combining
  /// mark is one `Character`, and the name after it would take the folder along.
  static func baseName(_ path: String) -> String {
    var p = Substring(path).unicodeScalars
    while p.count > 1 && p.last == "/" { p = p.dropLast() }
    if let slash = p.lastIndex(of: "/") { return String(p[p.index(after: slash)...]) }
    return String(p)
  }

  /// The path without its last component (`.` when there is none), split at the scalar `/`.
  static func dirName(_ path: String) -> String {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return "." }
    if slash == scalars.startIndex { return "/" }
    return String(scalars[..<slash])
  }

  /// Reads one line from `fd` (standard input; without the newline), or `nil` at end of input;
  /// bytes that are not UTF-8 kept as escapes (``TodoList/escapedText(_:)``), as arguments are.
  static func readLine(_ fd: Int32 = 0) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let n = read(fd, &byte, 1)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return bytes.isEmpty ? nil : TodoList.escapedText(bytes) }
      if byte == 0x0A { return TodoList.escapedText(bytes) }
      bytes.append(byte)
    }
  }

}

/// The user's home folder, and whether code (a configuration, an add-on, a string table) is
/// only the user's to change: the file and every folder and link on its way, walked as bytes.
enum Ownership {
  /// The user's home folder, always an absolute path: `HOME` when it is one, else the password
  /// database's folder for the effective user (`getpwuid(geteuid())`), else `/nonexistent`.
  ///
  /// `HOME` is missing or empty under `env -i`, services and some CI runners; a relative
  /// fallback (`.`) would make the current folder the home, and its `.todo.cfg` code run. A
  /// relative `HOME` is ignored for the same reason.
  static func homeDirectory(environment: [String: String]) -> String {
    if let home = environment["HOME"], home.utf8.first == 0x2F { return home }
    if let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir {
      let home = System.escapedPath(dir)
      if home.utf8.first == 0x2F { return home }
    }
    // Debian's name for "no home folder": it does not exist, so nothing is read from it.
    return "/nonexistent"
  }

  /// A file or folder through which another user could change code todo would run.
  struct UnsafePath: Equatable {
    /// Why ``path`` is unsafe.
    enum Reason: Equatable {
      /// Owned by a user who is neither this user nor root.
      case otherOwner
      /// Writable by the group or by everyone (a folder without the sticky bit).
      case writableByOthers
      /// Could not be looked up or read (`lstat` or `readlink` failed with this `errno`, or
      /// the links looped: `ELOOP`): what cannot be checked is not trusted.
      case unresolvable(Int32)
    }
    /// The file, folder or symlink at fault, as todo holds a path (``PathBytes/escaped``): a
    /// message shows it with `\xHH` (``Output/readable(_:)``).
    let path: String
    let reason: Reason
    /// The same path as a shell word (``PathBytes/shellWord``), for a command the message
    /// suggests: pasted into bash, it names this path and runs nothing else.
    let shellWord: String

    init(path: String, reason: Reason, shellWord: String? = nil) {
      self.path = path
      self.reason = reason
      self.shellWord = shellWord ?? PathBytes(escaped: path).shellWord
    }

    /// Equal paths are equal bytes (not `String` equality, which joins canonically equivalent
    /// names).
    static func == (a: UnsafePath, b: UnsafePath) -> Bool {
      a.path.utf8.elementsEqual(b.path.utf8) && a.reason == b.reason
        && a.shellWord.utf8.elementsEqual(b.shellWord.utf8)
    }
  }

  /// Checks that only this user or root can change what runs from `path` (a configuration
  /// file or an add-on), as ssh's StrictModes checks its files; the first fault, or `nil`.
  ///
  /// Each thing met resolving `path` (``resolution(of:)``) must be owned by this user or root:
  /// - every folder a name is looked up in, up to `/`: whoever can write to it can replace the
  ///   entry, so it must not be writable by group or others, unless it has the sticky bit (as
  ///   `/tmp`), where others cannot replace an entry they do not own;
  /// - every symlink on the way (its owner chose where it points);
  /// - the file itself, never writable by group or others (`/dev/null` aside: it holds no code).
  /// The walk fails closed: a step that cannot be looked up or read (a name that does not
  /// exist, a folder that cannot be searched, a link loop) is the fault, named.
  static func unsafeComponent(of path: String) -> UnsafePath? {
    let me = geteuid()
    let (steps, failure) = resolution(of: PathBytes(escaped: path))
    for (index, step) in steps.enumerated() {
      let st = step.status
      if st.st_uid != me && st.st_uid != 0 {
        return UnsafePath(
          path: step.path.escaped, reason: .otherOwner, shellWord: step.path.shellWord)
      }
      let isLast = failure == nil && index == steps.count - 1
      if st.st_mode & S_IFMT == S_IFLNK || isLast && TodoFile.isNullDevice(st) { continue }
      guard st.st_mode & 0o022 != 0 else { continue }
      let isStickyFolder = st.st_mode & S_IFMT == S_IFDIR && st.st_mode & S_ISVTX != 0
      if !isStickyFolder || isLast {
        return UnsafePath(
          path: step.path.escaped, reason: .writableByOthers, shellWord: step.path.shellWord)
      }
    }
    if let failure {
      return UnsafePath(
        path: failure.path.escaped, reason: .unresolvable(failure.code),
        shellWord: failure.path.shellWord)
    }
    return nil
  }

  /// Every folder, symlink and file met resolving `path` as the kernel does: from `/` (or
  /// the current folder) down, following symlinks, each with its `lstat`, every name and link
  /// target kept as bytes. `failure` is the step that could not be looked up or read, with
  /// its `errno` (`ELOOP` after 40 links, as the kernel), and the steps stop before it.
  static func resolution(of path: PathBytes) -> (
    steps: [(path: PathBytes, status: stat)], failure: (path: PathBytes, code: Int32)?
  ) {
    var pending: [ArraySlice<UInt8>]
    if path.isAbsolute {
      pending = path.components
    } else {
      guard let current = getcwd(nil, 0) else { return ([], (path, errno)) }
      let cwd = PathBytes(Array(UnsafeRawBufferPointer(start: current, count: strlen(current))))
      free(current)
      pending = cwd.components + path.components
    }
    pending.reverse()  // popped from the end
    var directory = PathBytes.root
    var st = stat()
    guard directory.withCString({ fstatat(AT_FDCWD, $0, &st, AT_SYMLINK_NOFOLLOW) }) == 0 else {
      return ([], (directory, errno))
    }
    var steps = [(path: directory, status: st)]
    var links = 0
    while let name = pending.popLast() {
      if name.elementsEqual([0x2E]) { continue }
      if name.elementsEqual([0x2E, 0x2E]) {
        directory = directory.parent
        continue
      }
      let full = directory.appending(name)
      guard full.withCString({ fstatat(AT_FDCWD, $0, &st, AT_SYMLINK_NOFOLLOW) }) == 0 else {
        return (steps, (full, errno))
      }
      steps.append((full, st))
      guard st.st_mode & S_IFMT == S_IFLNK else {
        directory = full
        continue
      }
      links += 1
      guard links <= 40 else { return (steps, (full, ELOOP)) }
      var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = full.withCString { path in
        buffer.withUnsafeMutableBufferPointer { out in
          out.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count - 1) }
        }
      }
      guard n > 0 else { return (steps, (full, n == 0 ? ENOENT : errno)) }
      let target = PathBytes(Array(buffer[0..<n]))
      if target.isAbsolute { directory = .root }
      pending += target.components.reversed()
    }
    return (steps, nil)
  }
}

/// Running other programs: the user's configured commands, add-ons, git, the editor, bash's
/// line editor; each started as a shell starts one, in a folder given, with the environment
/// given.
enum Processes {
  /// Runs `arguments` (the first is the program, looked up in `PATH`) with `environment`,
  /// feeding `input` to its standard input and returning its standard output.
  ///
  /// Standard error is passed through (unless it is captured, or `discarding` it). Used only
  /// for what the user configured: the todo.cfg shell script, a sort command, a final filter;
  /// git; and bash's line editor, which keeps this process's standard input (`inheritsInput`,
  /// when `input` is nil) instead of `/dev/null`. The descriptors in `discarding` go to
  /// `/dev/null`. A child that `readsTerminal` (the line editor, which changes the terminal's
  /// settings) is recorded for the signal handler, which ends it before it gives the terminal
  /// back (``InterruptCleanup/removeRecorded()``).
  static func run(
    _ arguments: [String], environment: [String: String], directory: String? = nil,
    input: [UInt8]? = nil, captureFD: Int32 = 1, inheritsInput: Bool = false,
    discarding: [Int32] = [], readsTerminal: Bool = false
  ) -> (status: Int32, output: [UInt8])? {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&fromChild) == 0 else { return nil }
    if input != nil { guard pipe(&toChild) == 0 else { return nil } }
    // Keep the pipe ends clear of the descriptors the child gets (0, 1, 2, 3), and out of
    // other children.
    func raise(_ fd: inout Int32) {
      guard fd >= 0 else { return }
      let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
      close(fd)
      fd = high
    }
    raise(&fromChild[0])
    raise(&fromChild[1])
    raise(&toChild[0])
    raise(&toChild[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if input != nil {
      posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
      posix_spawn_file_actions_addclose(&actions, toChild[1])
      posix_spawn_file_actions_addclose(&actions, toChild[0])
    } else if !inheritsInput {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], captureFD)
    for fd in discarding where fd != captureFD {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addclose(&actions, fromChild[0])
    posix_spawn_file_actions_addclose(&actions, fromChild[1])
    // A child that reads the terminal is recorded as it starts (signals blocked meanwhile: the
    // handler must never find the terminal recorded without it).
    let pid = InterruptCleanup.withSignalsBlocked {
      let pid = spawn(arguments, environment: environment, directory: directory, actions: &actions)
      if readsTerminal, let pid { InterruptCleanup.recordTerminalChild(pid) }
      return pid
    }
    close(fromChild[1])
    if input != nil { close(toChild[0]) }
    guard let pid else {
      close(fromChild[0])
      if input != nil { close(toChild[1]) }
      return nil
    }
    var output: [UInt8] = []
    if let input {
      // Write the input from a second thread-free loop: poll both pipes.
      var offset = 0
      var writing = !input.isEmpty
      var reading = true
      if !writing { close(toChild[1]) }
      var chunk = [UInt8](repeating: 0, count: 65536)
      // A child that exits without reading all its input fails the write with EPIPE: the
      // process ignores SIGPIPE (set in `main`, or by whoever runs a command in process).
      while writing || reading {
        var fds: [pollfd] = []
        if writing { fds.append(pollfd(fd: toChild[1], events: Int16(POLLOUT), revents: 0)) }
        if reading { fds.append(pollfd(fd: fromChild[0], events: Int16(POLLIN), revents: 0)) }
        if poll(&fds, nfds_t(fds.count), -1) < 0 {
          if errno == EINTR { continue }
          break
        }
        for fd in fds where fd.revents != 0 {
          if fd.fd == toChild[1] {
            let n = input.withUnsafeBytes { raw in
              write(toChild[1], raw.baseAddress! + offset, min(raw.count - offset, 65536))
            }
            if n > 0 { offset += n }
            if n < 0 && errno != EINTR && errno != EAGAIN || offset >= input.count {
              close(toChild[1])
              writing = false
            }
          } else {
            let n = chunk.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
            if n > 0 {
              output.append(contentsOf: chunk[0..<n])
            } else if n == 0 || errno != EINTR {
              reading = false
            }
          }
        }
        if input.isEmpty && writing {
          close(toChild[1])
          writing = false
        }
      }
    } else {
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = chunk.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        output.append(contentsOf: chunk[0..<n])
      }
    }
    close(fromChild[0])
    if readsTerminal {
      // Forgotten once it has ended but before it is reaped: its pid is not yet anyone else's.
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
      InterruptCleanup.recordTerminalChild(0)
    }
    return (wait(pid), output)
  }

  /// Runs `arguments` with the terminal's standard streams and returns its exit status
  /// (add-ons, `TODOTXT_DEFAULT_ACTION`).
  static func runAttached(
    _ arguments: [String], environment: [String: String], directory: String? = nil
  ) -> Int32? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    guard
      let pid = spawn(arguments, environment: environment, directory: directory, actions: &actions)
    else {
      return nil
    }
    return wait(pid)
  }

  private static func spawn(
    _ arguments: [String], environment: [String: String], directory: String?,
    actions: inout posix_spawn_file_actions_t
  ) -> pid_t? {
    if let directory {
      // The child starts there; this process's own directory is never changed.
      guard let addChdir = addChdirAction,
        TodoList.withUnescapedCString(directory, { addChdir(&actions, $0) }) == 0
      else { return nil }
    }
    var pid = pid_t()
    // The child searches the same folders (a shell would take an empty or relative entry as
    // the current folder, and run a planted `env` or `sed` from there).
    var environment = environment
    environment["PATH"] = searchPath(environment)
    // Arguments and values with bytes that are not UTF-8 (kept as escapes, see
    // ``System/commandLineArguments()``) go to the child as those bytes.
    let argv = arguments.map(System.cString) + [nil]
    let envp = environment.map { System.cString($0.key + "=" + $0.value) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    guard let path = resolveInPath(arguments[0], environment: environment) else { return nil }
    // A child starts as it would from a shell. This process ignores SIGPIPE and SIGXFSZ (a
    // failed write is an error it reports): the child gets the default actions, so `yes |
    // head -1` in an add-on ends instead of writing into a closed pipe forever. And no signal
    // is blocked in the child, whatever mask this process was started with (a program that
    // starts todo from a worker thread passes that thread's mask on, often with SIGINT
    // blocked): Ctrl-C at a prompt reaches the line editor, and an add-on can be stopped.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    sigaddset(&defaults, SIGXFSZ)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var rc = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    if rc == ENOEXEC, let bash = resolveInPath("bash", environment: environment) {
      // A script without a `#!` line is not a program the kernel runs: a shell runs it
      // itself, and todo.sh (a bash script) runs such add-ons with bash. `$0` is the script.
      let bashArgv = (["bash", path] + arguments.dropFirst()).map(System.cString) + [nil]
      defer { for pointer in bashArgv { free(pointer) } }
      rc = posix_spawn(&pid, bash, &actions, &attributes, bashArgv, envp)
    }
    return rc == 0 ? pid : nil
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which the Swift Glibc
  /// module does not declare.
  static let addChdirAction:
    (
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>)
        -> Int32
    )? = {
      guard
        let symbol = dlsym(
          UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>)
          -> Int32).self)
    }()

  /// The folders other programs are looked up in: the absolute entries of `PATH`, or
  /// `/usr/bin:/bin` when it has none (unset, empty, or only relative entries).
  ///
  /// An empty or relative entry means the current folder, so a `bash` or `git` planted in any
  /// folder the user `cd`s into would run: such entries are dropped.
  static func searchPath(_ environment: [String: String]) -> String {
    let absolute = (environment["PATH"] ?? "").split(separator: ":").filter { $0.hasPrefix("/") }
    return absolute.isEmpty ? "/usr/bin:/bin" : absolute.joined(separator: ":")
  }

  /// The program `spawn` runs for `program`: a name with a slash as given (the caller's own
  /// path), a bare name searched in ``searchPath(_:)``, else `nil` (never the bare name, which
  /// `posix_spawn` would open relative to the current folder).
  static func resolveInPath(_ program: String, environment: [String: String]) -> String? {
    if program.contains("/") { return program }
    guard !program.isEmpty else { return nil }
    for dir in searchPath(environment).split(separator: ":") {
      let candidate = (dir == "/" ? "" : String(dir)) + "/" + program
      var st = stat()
      if fstatat(AT_FDCWD, candidate, &st, 0) == 0 && st.st_mode & S_IFMT == S_IFREG
        && access(candidate, X_OK) == 0
      {
        return candidate
      }
    }
    return nil
  }

  private static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      if errno != EINTR { return 1 }
    }
    if status & 0x7F == 0 { return (status >> 8) & 0xFF }
    return 128 + (status & 0x7F)
  }
}
