import Glibc
import TodoTxt

/// A failed file operation: which file, what was being done, and `errno`.
struct FileError: Error {
  enum Operation { case read, write, notRegular, changed }
  var path: String
  var operation: Operation
  var code: Int32

  /// `path` does not exist where it must.
  static func missing(_ path: String) -> FileError {
    FileError(path: path, operation: .read, code: ENOENT)
  }
}

/// Reads and writes one todo.txt-format file safely, in place.
///
/// - Reads take the whole file; a missing file reads as empty.
/// - ``replace(with:)`` writes the whole file atomically through symlinks: a temporary file
///   beside the link's target, `fsync`, `rename`, `fsync` of the directory; mode and owner are
///   kept. A file with several hard links is rewritten in place instead, so the links stay one
///   file (a synced folder or a backup tool may link it; replacing one link would split them).
/// - ``append(_:)`` appends without rewriting (todo.sh `add`).
struct TodoFile {
  /// The path as configured; messages show it like this (todo.sh does not canonicalize).
  let path: String
  /// Where a test injects failures into this file's writes; `nil` in normal runs.
  var faults: FaultPlan? = nil

  /// The whole file, or empty when it does not exist.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read.
  func read() throws(FileError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO must not hang; only regular files and devices are read.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      if errno == ENOENT { return [] }
      throw FileError(path: path, operation: .read, code: errno)
    }
    defer { close(fd) }
    var st = stat()
    var capacity = 65536
    if fstat(fd, &st) == 0 {
      switch st.st_mode & S_IFMT {
      case S_IFDIR: throw FileError(path: path, operation: .read, code: EISDIR)
      case S_IFREG: break
      // /dev/null reads as empty; any other device (/dev/zero, /dev/full, a terminal) could be
      // read forever.
      case S_IFCHR where TodoFile.isNullDevice(st): break
      default: throw FileError(path: path, operation: .notRegular, code: 0)
      }
    }
    if st.st_size > 0 { capacity = Int(st.st_size) + 1 }
    var bytes: [UInt8] = []
    var count = 0
    while true {
      if count == bytes.count {
        // Grow without zero-filling: read() fills what is used.
        let grown = Swift.max(capacity, bytes.count * 2)
        let old = bytes
        bytes = [UInt8](unsafeUninitializedCapacity: grown) { buffer, initialized in
          _ = buffer.initialize(from: old)
          initialized = grown
        }
      }
      let n = bytes.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress! + count, $0.count - count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, operation: .read, code: errno)
      }
      if n == 0 { break }
      count += n
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Whether `st` is the null device (what `/dev/null` is).
  static func isNullDevice(_ st: stat) -> Bool {
    var null = stat()
    return stat("/dev/null", &null) == 0 && (null.st_mode & S_IFMT) == S_IFCHR
      && st.st_rdev == null.st_rdev
  }

  /// What `add` needs to know without copying the file: the number of lines, whether the
  /// last one is terminated, and the line ending of the first line (CRLF or LF).
  ///
  /// The file is mapped read-only (its page-cache pages, no copy), so adding to a 13 MB file
  /// reads nothing but its newline bytes. Line counting follows ``TodoList``: a final
  /// unterminated line counts; an empty file has no lines.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read.
  func appendInfo() throws(FileError) -> (lines: Int, endsWithNewline: Bool, crlf: Bool) {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      if errno == ENOENT { return (0, true, false) }
      throw FileError(path: path, operation: .read, code: errno)
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw FileError(path: path, operation: .read, code: errno) }
    if (st.st_mode & S_IFMT) == S_IFDIR {
      throw FileError(path: path, operation: .read, code: EISDIR)
    }
    guard (st.st_mode & S_IFMT) == S_IFREG, st.st_size > 0 else {
      // Not a regular file (a FIFO, a device): read it the ordinary way.
      let list = TodoList(bytes: try read())
      return (list.count, list.endsWithNewline, list.preferredLineEnding == .crlf)
    }
    let size = Int(st.st_size)
    guard let map = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0),
      map != MAP_FAILED
    else {
      let list = TodoList(bytes: try read())
      return (list.count, list.endsWithNewline, list.preferredLineEnding == .crlf)
    }
    defer { munmap(map, size) }
    let bytes = map.assumingMemoryBound(to: UInt8.self)
    var newlines = 0
    var firstNewline = -1
    var offset = 0
    while offset < size, let hit = memchr(bytes + offset, 0x0A, size - offset) {
      let position = map.distance(to: hit)
      if firstNewline < 0 { firstNewline = position }
      newlines += 1
      offset = position + 1
    }
    let terminated = bytes[size - 1] == 0x0A
    let bom = size >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    // A file holding only a BOM has no lines.
    let lines = newlines + (terminated || (bom && size == 3) ? 0 : 1)
    let crlf = firstNewline > 0 && bytes[firstNewline - 1] == 0x0D
    return (lines, terminated || (bom && size == 3), crlf)
  }

  /// What identifies this version of the file, or `nil` when it does not exist.
  func signature() -> FileSignature? { FileSignature(path: path) }

  /// The file's size in bytes, or `nil` when it does not exist.
  func size() -> Int? {
    var st = stat()
    return stat(path, &st) == 0 ? Int(st.st_size) : nil
  }

  /// The file's real location: symlinks resolved (the link itself is never replaced).
  private func resolvedPath() -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// Replaces the file's contents with `bytes`, atomically where the file allows it.
  ///
  /// - Throws: ``FileError``; the original file is then unchanged (for a hard-linked file, a
  ///   failure mid-write can leave it partly written, the price of keeping the links).
  func replace(with bytes: [UInt8]) throws(FileError) {
    try replace(with: bytes.count) { write throws(FileError) in
      try bytes.withUnsafeBytes { raw in Result { () throws(FileError) in try write(raw) } }.get()
    }
  }

  /// Replaces the file's contents with `list`'s bytes, written piece by piece without a copy.
  ///
  /// - Throws: ``FileError``, as ``replace(with:)``.
  ///
  /// - Parameter expected: The file's ``signature()`` when it was read: if it differs just
  ///   before the new file replaces it (after the slow write and fsync), someone else wrote it
  ///   meanwhile and ``FileError/Operation/changed`` is thrown with nothing replaced.
  func replace(
    with list: TodoList, unchangedSince expected: FileSignature?, backupLinks: Int = 0
  ) throws(FileError) {
    var total = 0
    list.withSerializedPieces { total += $0.count }
    try replace(with: total, unchangedSince: expected, backupLinks: backupLinks) {
      write throws(FileError) in
      do {
        try list.withSerializedPieces { piece in try write(piece) }
      } catch let error as FileError {
        throw error
      } catch {
        throw FileError(path: path, operation: .write, code: EIO)
      }
    }
  }

  /// Replaces the file's contents with what `produce` writes (`count` bytes in all).
  private func replace(
    with count: Int, unchangedSince expected: FileSignature?? = .none, backupLinks: Int = 0,
    _ produce: ((UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
  ) throws(FileError) {
    func checkUnchanged() throws(FileError) {
      if case .some(let expected) = expected, signature() != expected {
        throw FileError(path: path, operation: .changed, code: 0)
      }
    }
    let target = resolvedPath()
    var st = stat()
    let existed = stat(target, &st) == 0
    if existed && (st.st_mode & S_IFMT) != S_IFREG && !TodoFile.isNullDevice(st) {
      throw FileError(path: path, operation: .notRegular, code: 0)
    }
    // A file this user may not write stays as it is: replacing it by rename would edit it
    // anyway. (As for every program, root may write anything.)
    if existed && access(target, W_OK) != 0 {
      throw FileError(path: path, operation: .write, code: EACCES)
    }
    // (A hard link that Backups made to keep the old version is not one of the user's.)
    if existed && ((st.st_mode & S_IFMT) == S_IFCHR || Int(st.st_nlink) > 1 + backupLinks) {
      // A device (/dev/null) or a file with several hard links: write in place.
      try checkUnchanged()
      try writeInPlace(to: target, count: count, produce)
      return
    }
    let dir = System.dirName(target)
    let tempPrefix = "." + System.baseName(target) + ".todo-"
    Self.removeAbandonedTemporaryFiles(in: dir, prefix: tempPrefix)
    var template = Array((dir + "/" + tempPrefix + "XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    // Held while the file is written: marks it as in use (see removeAbandonedTemporaryFiles).
    _ = flock(fd, LOCK_EX | LOCK_NB)
    let tempPath = String(
      decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var ok = false
    defer {
      if !ok { unlink(tempPath) }
    }
    // Closed only after the rename, so the lock marks the file as in use until then.
    defer { close(fd) }
    try produce { piece throws(FileError) in try writeAll(fd, piece) }
    if existed {
      fchmod(fd, st.st_mode & 0o7777)
      _ = fchown(fd, st.st_uid, st.st_gid)
    } else {
      fchmod(fd, 0o666 & ~Syscalls.currentUmask())
    }
    do throws(Errno) {
      try Syscalls.fsync(fd, faults: faults)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
    faults?.beforeFinalCheck?()
    // The last moment before the switch: an editor or sync client that wrote the file since
    // it was read keeps its change (a write in the microseconds between here and the rename
    // can still be lost; nothing closer is possible without a lock they honour).
    try checkUnchanged()
    do throws(Errno) {
      try Syscalls.rename(tempPath, target, faults: faults)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
    ok = true
    let dirFD = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if dirFD >= 0 {
      fsync(dirFD)
      close(dirFD)
    }
  }

  /// Deletes temporary files that a killed `todo` left beside the file it was replacing.
  ///
  /// A writer holds a `flock` on its temporary file until it has renamed it, so one
  /// whose lock can be taken belongs to a process that died mid-write (SIGKILL, power loss
  /// before the rename): the real file is intact and the leftover is only clutter in the
  /// user's (synced) folder. Only names `todo` itself makes (`.<name>.todo-XXXXXX`) are touched.
  private static func removeAbandonedTemporaryFiles(in dir: String, prefix: String) {
    guard let names = System.directoryEntries(dir) else { return }
    for name in names
    where name.utf8.count == prefix.utf8.count + 6 && name.hasPrefix(prefix) {
      let candidate = dir + "/" + name
      let fd = open(candidate, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { continue }
      var st = stat()
      if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_uid == getuid(),
        flock(fd, LOCK_EX | LOCK_NB) == 0
      {
        unlink(candidate)
      }
      close(fd)
    }
  }

  /// Overwrites `target` from its start with what `produce` writes, then cuts it to `count`
  /// bytes: the old bytes are cut off only after the write succeeded.
  private func writeInPlace(
    to target: String, count: Int,
    _ produce: ((UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
  ) throws(FileError) {
    let fd = open(target, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    defer { close(fd) }
    // A file size limit below the file's size makes any write past it fail half-way: refuse
    // before writing.
    var limit = rlimit()
    if getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0
      && limit.rlim_cur != rlim_t.max
      && UInt64(count) > UInt64(limit.rlim_cur)
    {
      throw FileError(path: path, operation: .write, code: EFBIG)
    }
    var st = stat()
    if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG && count > Int(st.st_size) {
      // Reserve the space first: a full disk or a file size limit then fails here, before a
      // byte of the file changed.
      let rc = posix_fallocate(fd, 0, off_t(count))
      if rc != 0 && rc != EOPNOTSUPP && rc != EINVAL {
        throw FileError(path: path, operation: .write, code: rc)
      }
    }
    try produce { piece throws(FileError) in try writeAll(fd, piece) }
    if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG {
      guard ftruncate(fd, off_t(count)) == 0 else {
        throw FileError(path: path, operation: .write, code: errno)
      }
      do throws(Errno) {
        try Syscalls.fsync(fd, faults: faults)
      } catch {
        throw FileError(path: path, operation: .write, code: error.code)
      }
    }
  }

  /// Appends `bytes` to the end of the file (creating it), then `fsync`s.
  ///
  /// - Returns: The file's size before, for ``truncate(to:)`` to take the append back.
  /// - Throws: ``FileError``.
  @discardableResult
  func append(_ bytes: [UInt8]) throws(FileError) -> Int {
    var st = stat()
    let before = stat(path, &st) == 0 ? Int(st.st_size) : 0
    if before > 0 || access(path, F_OK) == 0 {
      if (st.st_mode & S_IFMT) != S_IFREG && !TodoFile.isNullDevice(st) {
        throw FileError(path: path, operation: .notRegular, code: 0)
      }
      if access(path, W_OK) != 0 { throw FileError(path: path, operation: .write, code: EACCES) }
    }
    try appendRaw(bytes)
    return before
  }

  /// Cuts the file back to `size` bytes (undoing an append); best effort.
  func truncate(to size: Int) {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = ftruncate(fd, off_t(size))
    _ = fsync(fd)
    close(fd)
  }

  private func appendRaw(_ bytes: [UInt8]) throws(FileError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_APPEND, 0o666)
    guard fd >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    defer { close(fd) }
    var before = stat()
    let sizeBefore = fstat(fd, &before) == 0 ? before.st_size : -1
    do throws(FileError) {
      try writeAll(fd, bytes)
    } catch {
      // An append that failed half-way is taken back, so the file holds no partial line.
      if sizeBefore >= 0 { _ = ftruncate(fd, sizeBefore) }
      throw error
    }
    var st = stat()
    if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG {
      do throws(Errno) {
        try Syscalls.fsync(fd, faults: faults)
      } catch {
        // Not known to be on the disk: the append did not happen.
        if sizeBefore >= 0 { _ = ftruncate(fd, sizeBefore) }
        throw FileError(path: path, operation: .write, code: error.code)
      }
    }
  }

  private func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(FileError) {
    try bytes.withUnsafeBytes { raw in Result { () throws(FileError) in try writeAll(fd, raw) } }
      .get()
  }

  private func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) throws(FileError) {
    do throws(Errno) {
      try Syscalls.writeAll(fd, raw, faults: faults)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
  }
}

/// An exclusive advisory lock (`flock`) that serializes `todo` processes editing one file.
///
/// The lock file lives outside the synced folder, in one place every process agrees on
/// whatever its environment (a cron job has no `XDG_RUNTIME_DIR`, `sudo` another `HOME`):
/// `/tmp/.todo-locks/` (sticky and world-writable, like `/tmp`), named by a hash of the todo
/// file's real path, readable and writable by all. Only if that fails does it fall back to
/// `${XDG_CACHE_HOME:-$HOME/.cache}/todo/locks`; if no lock file can be made at all, the command
/// goes on unlocked rather than failing.
final class FileLock {
  private var fd: Int32 = -1

  /// Takes the lock for `file`, waiting for other processes.
  init(for file: String, environment: [String: String]) {
    let name = Backups.hash(System.realPath(file)) + ".lock"
    let shared = "/tmp/.todo-locks"
    if !System.isDirectory(shared) && mkdir(shared, 0o1777) == 0 {
      chmod(shared, 0o1777)  // past the umask
    }
    let cache =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? System.homeDirectory(environment: environment) + "/.cache"
    for dir in [shared, cache + "/todo/locks"] where System.makeDirectories(dir) {
      let path = dir + "/" + name
      // Never through a symlink another user planted in the shared folder, and only a
      // regular file (its mode is changed only when it is ours).
      let lockFD = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o666)
      guard lockFD >= 0 else { continue }
      var st = stat()
      guard fstat(lockFD, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
        close(lockFD)
        continue
      }
      // Past the umask, so another user's todo can lock it too.
      if st.st_uid == geteuid() { fchmod(lockFD, 0o666) }
      while flock(lockFD, LOCK_EX) != 0 {
        if errno != EINTR { break }
      }
      fd = lockFD
      return
    }
  }

  deinit {
    if fd >= 0 { close(fd) }
  }
}
