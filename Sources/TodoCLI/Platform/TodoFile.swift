import Glibc
import TodoTxt

/// A failed file operation: which file, what was being done, and `errno`.
struct FileError: Error {
  enum Operation {
    case read, write, notRegular, changed
    /// Another program still had the file open for writing (or kept changing it) for the
    /// whole wait (see ``WriterProbe``).
    case beingWritten
    /// Another program changed the file while it was being replaced; its version is in place,
    /// and a version with both changes mixed was kept at ``FileError/target``.
    case changedKeptCopy
    /// Larger than todo reads (1 GiB).
    case tooLarge
    /// Larger than the memory the process may still use (`RLIMIT_AS`) lets it read and work
    /// on; ``FileError/target`` is the limit in MiB.
    case tooLargeForMemory
    /// A folder of todo's own state that is not the user's private folder (`path`).
    case notPrivate
    /// A file of todo's own state (`path`) written by a newer todo, in a format this one
    /// cannot read (``StateRecord/currentFormat``).
    case newerState
    /// The file leads out of the folder it must stay in (``TodoFile/confinement``), to
    /// ``FileError/target``.
    case outsideFolder
    /// The folder the file was reached in (held since its first use in the command) is no
    /// longer at its path: it was moved or replaced meanwhile; ``FileError/target`` is where
    /// it is now.
    case folderMoved
    /// The task a change was for (``FileError/target``, its number) is no longer on its line
    /// as it was shown (`todo ui`): another program changed it, moved it or removed it.
    case taskChanged
  }
  var path: String
  var operation: Operation
  var code: Int32
  /// Where the file really is, for ``Operation/outsideFolder``.
  var target: String = ""

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
  /// The most a todo file may hold (1 GiB): a larger one is refused as
  /// ``FileError/Operation/tooLarge`` before its contents are kept, so a file that keeps
  /// growing (or a device that slipped through) cannot use up the memory.
  static let maximumSize = 1 << 30

  /// The memory a command may need per byte of a file it reads (the bytes, the line index,
  /// the entries sorted and rendered): measured on a 13 MB file of 200,000 tasks, `ls` needs
  /// about 3 bytes per byte above the process's own, `ls --sort` 6, `lsa` 9; the largest,
  /// rounded up, so that no command runs out half-way.
  static let memoryPerByte = 10
  /// The memory kept free besides, for the output and the messages (2 MiB).
  static let memoryMargin = 2 << 20

  /// The path as configured; messages show it like this (todo.sh does not canonicalize).
  let path: String
  /// Whether the file is read and replaced through a symlink; `false` for a file that arrived
  /// through a synced folder or a repository (a conflict copy, `.gitattributes`) and must be
  /// a regular file itself: ``read()`` then refuses a link, and a replacement refuses a link or
  /// a file with another hard link, and renames over the name itself (a rename replaces a
  /// link put there meanwhile, never what it points to).
  var followsLinks = true
  /// The real folders the file must be in when it is opened (the todo folder, and where
  /// `TODOTXT_ALLOW_LINKS` allows links to lead), or `nil` when it may be anywhere.
  ///
  /// The rule: whoever can write the todo folder can swap a file in it for a symlink at any
  /// moment, without taking todo's lock. So what is checked is the file actually opened: every
  /// descriptor is checked after `open` (its real path, from the kernel), reads and appends
  /// then go through that descriptor, and a rewrite renames into the checked folder's open
  /// descriptor.
  var confinement: [String]? = nil
  /// Whether ``read()`` refuses a regular file with another hard link, as
  /// ``FileError/Operation/notRegular``: a file that arrived through a synced folder (a
  /// conflict copy) and was checked when it was found may have been swapped since for a link
  /// to a file of the user's that must not be read into the todo files.
  var unlinkedOnly = false
  /// When set, an ``append(_:)`` is checked afterwards: once no other program has the file open
  /// for writing (waiting at most this many seconds), the appended bytes must still be where
  /// they were written, in the same file at the name; another program that rewrote the file
  /// from an older read (a sync client, `scp`) dropped them, and they are appended again.
  var appendCheckTimeout: Double? = nil

  /// Opens `file` (the file itself, or a path it resolves to) with `flags`; with a
  /// ``confinement``, a descriptor that leads out of it is closed and refused.
  ///
  /// - Returns: The descriptor, or a negative number when `open` failed (`errno` says why).
  /// - Throws: ``FileError/Operation/outsideFolder``.
  private func openChecked(
    _ file: String, _ flags: Int32, _ mode: mode_t = 0
  ) throws(FileError) -> Int32 {
    let fd = TodoFile.openPastLeases(file, flags, mode)
    guard fd >= 0, confinement != nil else { return fd }
    do throws(FileError) {
      try checkConfined(fd, opened: file)
    } catch {
      close(fd)
      throw error
    }
    return fd
  }

  /// `open(file, flags, mode)`; an open for writing that fails with `EWOULDBLOCK` is tried
  /// again for up to 1 s: a non-blocking open for writing fails so while another process holds
  /// a lease on the file, as another `todo`'s probe (``WriterProbe``) does for microseconds.
  ///
  /// The file is opened by its name in its folder as the run holds it
  /// (``HeldFolders/entry(_:_:)``): every file of a command in one folder is reached in the
  /// folder first reached, never by its path again.
  static func openPastLeases(_ file: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    HeldFolders.entry(file) { folder, name in
      var fd = openat(folder, name, flags, mode)
      var tries = 0
      while fd < 0 && errno == EWOULDBLOCK && flags & O_ACCMODE != O_RDONLY && tries < 1000 {
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        _ = nanosleep(&pause, nil)
        tries += 1
        fd = openat(folder, name, flags, mode)
      }
      return fd
    }
  }

  /// Refuses descriptor `fd` (opened by the name `file`) when it is outside ``confinement``.
  private func checkConfined(_ fd: Int32, opened file: String) throws(FileError) {
    guard let roots = confinement else { return }
    var real = System.descriptorPath(fd)
    if real == nil {
      // No /proc: the file's resolved path, when it is still the open file.
      var open = stat()
      var named = stat()
      let resolved = System.realPath(file)
      if fstat(fd, &open) == 0, TodoFile.status(resolved, &named), open.st_dev == named.st_dev,
        open.st_ino == named.st_ino
      {
        real = resolved
      }
    }
    guard let real, roots.contains(where: { System.isInside(real, $0) }) else {
      throw outside(real ?? file, reached: file)
    }
  }

  /// The refusal of a file that leads out of ``confinement`` to `target`:
  /// ``FileError/Operation/folderMoved`` when the folder the command holds for `file` (the
  /// path it was reached by) is no longer where that path leads, else
  /// ``FileError/Operation/outsideFolder``.
  private func outside(_ target: String, reached file: String) -> FileError {
    if let now = TodoFile.movedFolder(of: file) {
      return FileError(path: path, operation: .folderMoved, code: 0, target: now)
    }
    return FileError(path: path, operation: .outsideFolder, code: 0, target: target)
  }

  /// Where the folder of `file` that the command holds is now, when that is no longer where
  /// its path leads (it was moved or replaced since the command first reached it); else `nil`.
  private static func movedFolder(of file: String) -> String? {
    guard HeldFolders.current != nil else { return nil }
    let directory = System.dirName(file)
    let fd = HeldFolders.folder(directory)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard let held = System.descriptorPath(fd), held != System.realPath(directory) else {
      return nil
    }
    return held
  }

  /// The whole file, or empty when it does not exist.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read.
  func read() throws(FileError) -> [UInt8] { try readWithSignature().bytes }

  /// ``read()``, with the signature of the regular file read (`fstat` of the descriptor before
  /// the read: a write during the read makes it differ from the file's afterwards); `nil` for a
  /// missing file or a device.
  ///
  /// - Throws: ``FileError``, as ``read()``.
  func readWithSignature() throws(FileError) -> (bytes: [UInt8], signature: FileSignature?) {
    // O_NONBLOCK: opening a FIFO must not hang; only regular files and devices are read.
    let fd = try openChecked(
      path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW))
    if fd < 0 {
      if errno == ENOENT { return ([], nil) }
      throw FileError(path: path, operation: .read, code: errno)
    }
    defer { close(fd) }
    var st = stat()
    var capacity = 65536
    var signature: FileSignature?
    if fstat(fd, &st) == 0 {
      if st.st_mode & S_IFMT == S_IFREG { signature = FileSignature(st) }
      switch st.st_mode & S_IFMT {
      case S_IFDIR: throw FileError(path: path, operation: .read, code: EISDIR)
      case S_IFREG: break
      // /dev/null reads as empty; any other device (/dev/zero, /dev/full, a terminal) could be
      // read forever.
      case S_IFCHR where TodoFile.isNullDevice(st): break
      default: throw FileError(path: path, operation: .notRegular, code: 0)
      }
      if unlinkedOnly && st.st_mode & S_IFMT == S_IFREG && st.st_nlink != 1 {
        throw FileError(path: path, operation: .notRegular, code: 0)
      }
    }
    if Int(st.st_size) > TodoFile.maximumSize {
      throw FileError(path: path, operation: .tooLarge, code: 0)
    }
    // Refused before a byte is kept when the address space left (`ulimit -v`) cannot hold it
    // and the work on it: running out mid-way would end the process with a runtime trap.
    if let headroom = System.addressSpaceHeadroom(),
      Int(st.st_size) * TodoFile.memoryPerByte + TodoFile.memoryMargin > headroom.bytes
    {
      throw FileError(
        path: path, operation: .tooLargeForMemory, code: 0, target: String(headroom.limitMiB))
    }
    if st.st_size > 0 { capacity = Int(st.st_size) + 1 }
    var bytes: [UInt8] = []
    var count = 0
    var failure: Int32 = 0
    // One uninitialized buffer of the file's size plus one byte, read to its end (a file that
    // grew meanwhile goes on below); `count` bytes of it become the array, nothing is copied.
    let first = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      while count < capacity {
        let n = Glibc.read(fd, buffer.baseAddress! + count, capacity - count)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          break
        }
        if n == 0 { break }
        count += n
      }
      initialized = count
    }
    if failure != 0 { throw FileError(path: path, operation: .read, code: failure) }
    if count < capacity { return (first, signature) }
    bytes = first
    while true {
      if count > TodoFile.maximumSize {
        throw FileError(path: path, operation: .tooLarge, code: 0)
      }
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
    return (bytes, signature)
  }

  /// Whether `st` is the null device (what `/dev/null` is).
  static func isNullDevice(_ st: stat) -> Bool {
    var null = stat()
    return fstatat(AT_FDCWD, "/dev/null", &null, 0) == 0 && (null.st_mode & S_IFMT) == S_IFCHR
      && st.st_rdev == null.st_rdev
  }

  /// What `add` needs to know without keeping the file: the number of lines, whether the
  /// last one is terminated, and the line ending of the first line (CRLF or LF).
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read.
  func appendInfo() throws(FileError) -> (lines: Int, endsWithNewline: Bool, crlf: Bool) {
    let scan = try appendScan(hashing: false)
    return (scan.lines, scan.endsWithNewline, scan.crlf)
  }

  /// What one read of the file tells `add` (see ``appendScan(hashing:)``).
  struct AppendScan {
    /// The number of lines, as ``TodoList`` counts them.
    var lines = 0
    /// Whether the last line is terminated (an empty file counts as terminated).
    var endsWithNewline = true
    /// Whether the first line ends in CRLF.
    var crlf = false
    /// The content read, hashed so far (empty unless asked for): extended with the appended
    /// bytes, the hash of the file as the append leaves it, without reading it again.
    var hasher = ContentHasher()
    /// The file's signature when the read ended (`fstat` of the descriptor read), or `nil`
    /// when it is not a regular file read this way (missing, a FIFO, a device).
    var signature: FileSignature?
    /// Whether some line starts with `<` (a conflict marker's `<<<<<<<` would): only then
    /// does the exact check need to read the file (``TodoList/conflictMarkerLines(inFile:)``).
    var mayHaveConflictMarkers = false
  }

  /// Reads the file once for `add`: its lines counted, and optionally its content hashed.
  ///
  /// The file is read in 256 KiB pieces into one reused buffer and only its newline bytes are
  /// looked at (`memchr`). It is never memory-mapped: another program may truncate it
  /// meanwhile, and touching a mapped page past the new end kills the process with SIGBUS; a
  /// `read` just returns less. Line counting follows ``TodoList``: a final unterminated line
  /// counts; an empty file has no lines.
  ///
  /// - Parameter hashing: Whether to hash the content as it is read.
  /// - Throws: ``FileError`` when it exists but cannot be read.
  func appendScan(hashing: Bool) throws(FileError) -> AppendScan {
    let fd = try openChecked(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      if errno == ENOENT { return AppendScan() }
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
      let bytes = try read()
      let list = TodoList(bytes: bytes)
      var scan = AppendScan(
        lines: list.count, endsWithNewline: list.endsWithNewline,
        crlf: list.preferredLineEnding == .crlf)
      scan.mayHaveConflictMarkers = !TodoList.conflictMarkerLines(inFile: bytes).isEmpty
      if hashing { bytes.withUnsafeBytes { scan.hasher.add($0) } }
      if (st.st_mode & S_IFMT) == S_IFREG, fstat(fd, &st) == 0 {
        scan.signature = FileSignature(st)
      }
      return scan
    }
    if Int(st.st_size) > TodoFile.maximumSize {
      throw FileError(path: path, operation: .tooLarge, code: 0)
    }
    let chunk = 1 << 18
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    let bytes = buffer.assumingMemoryBound(to: UInt8.self)
    var scan = AppendScan()
    var size = 0
    var newlines = 0
    var firstNewline = -1
    // The first four bytes (a BOM, then a line's first byte?), the byte before the first
    // newline, the last byte.
    var head: [UInt8] = []
    var beforeFirstNewline: UInt8 = 0
    var last: UInt8 = 0
    var previous: UInt8 = 0
    while true {
      let n = Glibc.read(fd, buffer, chunk)
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, operation: .read, code: errno)
      }
      if n == 0 { break }
      if size > TodoFile.maximumSize - n {
        throw FileError(path: path, operation: .tooLarge, code: 0)
      }
      if head.count < 4 {
        head += UnsafeRawBufferPointer(start: buffer, count: min(4 - head.count, n))
      }
      if hashing { scan.hasher.add(UnsafeRawBufferPointer(start: buffer, count: n)) }
      // A line that starts in this piece after a newline that ended the last one.
      if size > 0 && previous == 0x0A && bytes[0] == 0x3C { scan.mayHaveConflictMarkers = true }
      var offset = 0
      while offset < n, let hit = memchr(bytes + offset, 0x0A, n - offset) {
        let position = buffer.distance(to: hit)
        if firstNewline < 0 {
          firstNewline = size + position
          beforeFirstNewline = position > 0 ? bytes[position - 1] : previous
        }
        if position + 1 < n && bytes[position + 1] == 0x3C { scan.mayHaveConflictMarkers = true }
        newlines += 1
        offset = position + 1
      }
      previous = bytes[n - 1]
      last = previous
      size += n
    }
    if fstat(fd, &st) == 0 { scan.signature = FileSignature(st) }
    guard size > 0 else { return scan }
    let terminated = last == 0x0A
    let bom = head.starts(with: [0xEF, 0xBB, 0xBF])
    // The first line's first byte (after a BOM).
    if head.first == 0x3C || (bom && head.count > 3 && head[3] == 0x3C) {
      scan.mayHaveConflictMarkers = true
    }
    // A file holding only a BOM has no lines.
    scan.lines = newlines + (terminated || (bom && size == 3) ? 0 : 1)
    scan.crlf = firstNewline > 0 && beforeFirstNewline == 0x0D
    scan.endsWithNewline = terminated || (bom && size == 3)
    return scan
  }

  /// What identifies this version of the file, or `nil` when it does not exist.
  func signature() -> FileSignature? { FileSignature(path: path) }

  /// The file's size in bytes, or `nil` when it does not exist.
  func size() -> Int? {
    var st = stat()
    return TodoFile.status(path, &st) ? Int(st.st_size) : nil
  }

  /// `stat` of `file` (links followed, or not with `noFollow`) by its name in its folder as
  /// the run holds it (``HeldFolders/entry(_:_:)``); whether it exists.
  static func status(_ file: String, _ st: inout stat, noFollow: Bool = false) -> Bool {
    HeldFolders.entry(file) { folder, name in
      fstatat(folder, name, &st, noFollow ? AT_SYMLINK_NOFOLLOW : 0) == 0
    }
  }

  /// `access(file, mode)` by its name in its folder as the run holds it.
  static func accessible(_ file: String, _ mode: Int32) -> Bool {
    HeldFolders.entry(file) { folder, name in faccessat(folder, name, mode, 0) == 0 }
  }

  /// The file's real location: symlinks resolved (the link itself is never replaced). A file
  /// that is no link is where the folder the command holds is now, even when that folder was
  /// moved since (``checkFolder(_:_:of:)`` then says so).
  private func resolvedPath() -> String {
    guard HeldFolders.current != nil else { return System.realPath(path) }
    let held = HeldFolders.entry(path) { folder, name -> String? in
      var st = stat()
      guard folder != AT_FDCWD, fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0,
        st.st_mode & S_IFMT != S_IFLNK, let directory = System.descriptorPath(folder)
      else { return nil }
      return (directory == "/" ? "" : directory) + "/" + name
    }
    return held ?? System.realPath(path)
  }

  /// Replaces the file's contents with `bytes`, atomically where the file allows it.
  ///
  /// - Throws: ``FileError``; the original file is then unchanged (for a hard-linked file, a
  ///   failure mid-write can leave it partly written, the price of keeping the links).
  func replace(with bytes: [UInt8]) throws(FileError) {
    _ = try replace(with: bytes.count) { write throws(FileError) in
      try bytes.withUnsafeBytes { raw in Result { () throws(FileError) in try write(raw) } }.get()
    }
  }

  /// Replaces the file's contents with `list`'s bytes, written piece by piece without a copy.
  ///
  /// - Throws: ``FileError``, as ``replace(with:)``.
  ///
  /// - Parameter expected: The file's ``signature()`` when it was read: if it differs just
  ///   before the new file replaces it (after the slow write and fsync), someone else wrote it
  ///   meanwhile and ``FileError/Operation/changed`` is thrown with nothing replaced. The new
  ///   file is then swapped in with `renameat2(RENAME_EXCHANGE)` and the version it took out
  ///   is checked again (same file, size and time, nobody writing it): a foreign write in the
  ///   moment between the check and the swap is swapped back out and refused the same way.
  ///   Where the file system has no such swap, a plain rename and a check afterwards.
  /// - Parameter beforeSwap: Called with the new version's signature (the written temporary
  ///   file's: a rename keeps it) right before it takes the file's place; not for a file
  ///   rewritten in place.
  /// - Returns: ``Replaced/otherVersionKept(copy:)`` when only the check after a plain rename
  ///   saw another writer (its version saved as a conflict copy); else ``Replaced/clean``.
  @discardableResult
  func replace(
    with list: TodoList, unchangedSince expected: FileSignature?, backupLinks: Int = 0,
    beforeSwap: ((FileSignature) -> Void)? = nil
  ) throws(FileError) -> Replaced {
    var total = 0
    list.withSerializedPieces { total += $0.count }
    return try replace(
      with: total, unchangedSince: expected, backupLinks: backupLinks, beforeSwap: beforeSwap
    ) {
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
    beforeSwap: ((FileSignature) -> Void)? = nil,
    _ produce: ((UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
  ) throws(FileError) -> Replaced {
    func checkUnchanged() throws(FileError) {
      if case .some(let expected) = expected, signature() != expected {
        throw FileError(path: path, operation: .changed, code: 0)
      }
    }
    let target = followsLinks ? resolvedPath() : path
    if let roots = confinement, !roots.contains(where: { System.isInside(target, $0) }) {
      throw outside(target, reached: path)
    }
    let targetName = System.baseName(target)
    let dirFD = try openTargetFolder(of: target)
    defer { close(dirFD) }
    FaultPlan.current?.afterFolderChecked?()
    var st = stat()
    let existed = try existingFile(targetName, in: dirFD, &st)
    // (A hard link that Backups made to keep the old version is not one of the user's.)
    if existed && ((st.st_mode & S_IFMT) == S_IFCHR || Int(st.st_nlink) > 1 + backupLinks) {
      // A device (/dev/null) or a file with several hard links: write in place.
      try checkUnchanged()
      // Ctrl-C waits for the end of the write: stopped half-way, the file would be torn.
      try InterruptCleanup.withSignalsBlocked { () throws(FileError) in
        try writeInPlace(to: target, count: count, produce)
      }
      return .clean
    }
    let tempPrefix = "." + targetName + ".todo-"
    Self.removeAbandonedTemporaryFiles(in: dirFD, prefix: tempPrefix)
    // Recorded for the signal handler of the `todo` executable, which removes it when the
    // process is stopped (Ctrl-C) before the rename.
    let (fd, tempName) = InterruptCleanup.makeTemporaryFile(in: dirFD, prefix: tempPrefix)
    guard fd >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    // Held while the file is written: marks it as in use (see removeAbandonedTemporaryFiles).
    _ = flock(fd, LOCK_EX | LOCK_NB)
    var ok = false
    defer {
      // Taken back only while the name is still the file made here.
      if !ok { Self.removeTemporary(tempName, in: dirFD, ifSameAs: fd) }
      InterruptCleanup.clear()
    }
    // Closed only after the rename, so the lock marks the file as in use until then.
    defer { close(fd) }
    try produce { piece throws(FileError) in try writeAll(fd, piece) }
    if existed {
      // Owner and group first (a change of owner clears the setuid and setgid bits), then the
      // mode. Only root may give the file away: anyone else keeps the group alone, which a
      // member of it may set, so the others of a shared group keep their access. A new file
      // in a setgid folder already has the folder's group (the kernel's rule); the old file's
      // group is the one kept.
      if fchown(fd, st.st_uid, st.st_gid) != 0 {
        _ = fchown(fd, uid_t.max, st.st_gid)
      }
      fchmod(fd, st.st_mode & 0o7777)
    } else {
      fchmod(fd, 0o666 & ~Syscalls.currentUmask())
    }
    do throws(Errno) {
      try Syscalls.fsync(fd)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
    FaultPlan.current?.beforeFinalCheck?()
    // The last check before the switch: an editor or sync client that wrote the file since it
    // was read keeps its change.
    try checkUnchanged()
    var written = stat()
    if let beforeSwap, fstat(fd, &written) == 0 { beforeSwap(FileSignature(written)) }
    // A test stops the command here, to kill it before the switch.
    _ = FaultPlan.current?.killAt?("beforeSwap")
    return try swapIn(
      tempName, for: targetName, in: dirFD, written: fd, unchangedSince: expected, done: &ok)
  }

  /// Opens the folder of `target` (its real path) and checks it: the folder is opened and
  /// checked once, first, and every name below it is reached through this descriptor, one
  /// component at a time: a folder on the way swapped for a link later (by another user of a
  /// shared folder) changes nothing todo creates, renames or removes.
  ///
  /// - Throws: ``FileError``: `outsideFolder` when it is not where ``confinement`` allows.
  private func openTargetFolder(of target: String) throws(FileError) -> Int32 {
    let dir = System.dirName(target)
    let dirFD = HeldFolders.folder(dir)
    guard dirFD >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    do throws(FileError) {
      try checkFolder(dirFD, dir, of: target)
    } catch {
      close(dirFD)
      throw error
    }
    return dirFD
  }

  /// With a ``confinement``, refuses the folder `dirFD` (opened as `dir`, the real folder of
  /// `target`) when it is not that folder now: ``FileError/Operation/folderMoved`` when the
  /// folder held since the command first reached it was moved or replaced,
  /// ``FileError/Operation/outsideFolder`` when it is outside the confinement.
  private func checkFolder(_ dirFD: Int32, _ dir: String, of target: String) throws(FileError) {
    guard let roots = confinement else { return }
    guard let now = System.descriptorPath(dirFD) else {
      do throws(FileError) {
        try checkConfined(dirFD, opened: dir)
      } catch {
        throw outside(target, reached: path)
      }
      return
    }
    guard now == dir, roots.contains(where: { System.isInside(now, $0) }) else {
      throw outside(target, reached: path)
    }
  }

  /// Whether `name` exists in the folder `dirFD` (its status in `st`), and may be replaced:
  /// a regular file (or `/dev/null`), with no second name when links are not followed, that
  /// this user may write (replacing it by rename would edit it anyway; root may write
  /// anything, as for every program).
  ///
  /// - Throws: ``FileError``: `notRegular`, or `write` with `EACCES`.
  private func existingFile(
    _ name: String, in dirFD: Int32, _ st: inout stat
  ) throws(FileError) -> Bool {
    guard fstatat(dirFD, name, &st, followsLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else {
      return false
    }
    if (st.st_mode & S_IFMT) != S_IFREG && !TodoFile.isNullDevice(st) {
      throw FileError(path: path, operation: .notRegular, code: 0)
    }
    if !followsLinks && (st.st_mode & S_IFMT != S_IFREG || st.st_nlink > 1) {
      throw FileError(path: path, operation: .notRegular, code: 0)
    }
    if faccessat(dirFD, name, W_OK, 0) != 0 {
      throw FileError(path: path, operation: .write, code: EACCES)
    }
    return true
  }

  /// Puts the written temporary file `tempName` (open as `fd`) in the place of `targetName`,
  /// both in the folder `dirFD`: when `expected` was given, swapped in with
  /// `renameat2(RENAME_EXCHANGE)` and the version taken out checked (``checkSwappedOut``), or
  /// renamed and checked where there is no such swap; else a plain rename. `done` is set once
  /// the temporary name is no longer ours to remove.
  private func swapIn(
    _ tempName: String, for targetName: String, in dirFD: Int32, written fd: Int32,
    unchangedSince expected: FileSignature??, done ok: inout Bool
  ) throws(FileError) -> Replaced {
    // The version about to be replaced, held open: what the swap (or the rename) takes out of
    // place is checked against it afterwards.
    let held = openat(dirFD, targetName, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    defer { if held >= 0 { close(held) } }
    // Not there is a missing file (or a link, not to be replaced); any other failure (no
    // descriptor left) is said as it is, not taken for another program's change.
    if held < 0 && errno != ENOENT && errno != ELOOP {
      throw FileError(path: path, operation: .write, code: errno)
    }
    var heldStat = stat()
    let heldOK = held >= 0 && fstat(held, &heldStat) == 0
    let checking: Bool
    if case .some(let expected) = expected {
      checking = true
      // The file at the name is still the version that was read (or still missing).
      if expected.map({ !heldOK || FileSignature(heldStat) != $0 }) ?? heldOK {
        throw FileError(path: path, operation: .changed, code: 0)
      }
    } else {
      checking = false
    }
    FaultPlan.current?.beforeRename?()
    if checking {
      do throws(Errno) {
        // Swapped in: the replaced version stays at the temporary name, to be checked.
        // A file made meanwhile where none was is never replaced.
        try Syscalls.rename(
          in: dirFD, tempName, targetName,
          flags: heldOK ? LinuxFlags.renameExchange : LinuxFlags.renameNoReplace)
      } catch {
        switch error.code {
        case EINVAL, ENOSYS, EOPNOTSUPP, ENOTTY, EPERM:
          // No such swap on this file system: the plain rename, then the check.
          break
        case ENOENT, EEXIST:
          throw FileError(path: path, operation: .changed, code: 0)
        default:
          throw FileError(path: path, operation: .write, code: error.code)
        }
        return try renameChecked(
          dirFD, tempName, targetName, held: heldOK ? held : -1, heldStat, done: &ok)
      }
      ok = true
      guard heldOK else {
        fsync(dirFD)
        return .clean
      }
      return try checkSwappedOut(
        dirFD, tempName, targetName, written: fd, held: held, heldStat)
    }
    do throws(Errno) {
      try Syscalls.rename(in: dirFD, tempName, targetName)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
    ok = true
    fsync(dirFD)
    return .clean
  }

  /// What a checked replacement found about other writers at the moment of the switch.
  enum Replaced: Equatable {
    /// Nobody else wrote the file.
    case clean
    /// Another program wrote the replaced version during the switch (a file system without
    /// `RENAME_EXCHANGE`: the plain rename had already happened). The new version is in place;
    /// the other program's version was saved at `copy` (`nil`: it could not be saved).
    case otherVersionKept(copy: String?)
  }

  /// After `RENAME_EXCHANGE` put the new file (`written`) in place: the version it took out,
  /// now at `tempName`, must be the one that was checked (`held`, `heldStat`: same file, size
  /// and modification time) with nobody still writing it. Then it is removed. Otherwise it is
  /// swapped back (the other writer's version stays) and ``FileError/Operation/changed`` is
  /// thrown; when the swap back is not possible, or the new version was written to meanwhile,
  /// that file is kept as a conflict copy beside the file and nothing is removed.
  private func checkSwappedOut(
    _ dirFD: Int32, _ tempName: String, _ targetName: String, written: Int32, held: Int32,
    _ heldStat: stat
  ) throws(FileError) -> Replaced {
    var out = stat()
    let same =
      fstatat(dirFD, tempName, &out, AT_SYMLINK_NOFOLLOW) == 0
      && out.st_dev == heldStat.st_dev && out.st_ino == heldStat.st_ino
      && out.st_size == heldStat.st_size && out.st_mtim.tv_sec == heldStat.st_mtim.tv_sec
      && out.st_mtim.tv_nsec == heldStat.st_mtim.tv_nsec
    if same && WriterProbe.probe(descriptor: held) != .writing {
      unlinkat(dirFD, tempName, 0)
      fsync(dirFD)
      return .clean
    }
    // Another program's version: back in place.
    do throws(Errno) {
      try Syscalls.rename(
        in: dirFD, tempName, targetName, flags: LinuxFlags.renameExchange)
    } catch {
      // Ours stays; theirs is kept beside it.
      let copy = keepAsConflictCopy(dirFD, tempName, like: targetName)
      fsync(dirFD)
      return .otherVersionKept(copy: copy)
    }
    var back = stat()
    var mine = stat()
    if fstatat(dirFD, tempName, &back, AT_SYMLINK_NOFOLLOW) == 0, fstat(written, &mine) == 0,
      back.st_dev == mine.st_dev, back.st_ino == mine.st_ino, back.st_size == mine.st_size,
      back.st_mtim.tv_sec == mine.st_mtim.tv_sec, back.st_mtim.tv_nsec == mine.st_mtim.tv_nsec
    {
      unlinkat(dirFD, tempName, 0)
      fsync(dirFD)
      throw FileError(path: path, operation: .changed, code: 0)
    }
    // Written to while it was in place: another program's change too, kept.
    let copy = keepAsConflictCopy(dirFD, tempName, like: targetName)
    fsync(dirFD)
    throw FileError(path: path, operation: .changedKeptCopy, code: 0, target: copy ?? "")
  }

  /// The plain rename where `RENAME_EXCHANGE` is not supported, then the check of the replaced
  /// version through the descriptor `held` kept on it: when it was written to in the moment
  /// before the rename (its size or time changed), or someone still has it open for writing,
  /// what it holds is saved as a conflict copy.
  private func renameChecked(
    _ dirFD: Int32, _ tempName: String, _ targetName: String, held: Int32, _ heldStat: stat,
    done: inout Bool
  ) throws(FileError) -> Replaced {
    do throws(Errno) {
      try Syscalls.rename(in: dirFD, tempName, targetName)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
    done = true
    fsync(dirFD)
    guard held >= 0 else { return .clean }
    var now = stat()
    let changed =
      fstat(held, &now) != 0 || now.st_size != heldStat.st_size
      || now.st_mtim.tv_sec != heldStat.st_mtim.tv_sec
      || now.st_mtim.tv_nsec != heldStat.st_mtim.tv_nsec
    guard changed || WriterProbe.probe(descriptor: held) == .writing else { return .clean }
    return .otherVersionKept(copy: saveConflictCopy(dirFD, from: held, like: targetName))
  }

  /// A conflict copy's name for `name` in the form Dropbox uses, which `doctor` lists and
  /// `merge-conflicts` merges: `todo (todo's conflicted copy 2026-12-01).txt`, then
  /// `… (2).txt` and so on when that name is taken.
  private static func conflictCopyName(_ name: String, number: Int) -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let day = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
    let stem = dot.map { String(name[..<$0]) } ?? name
    let ext = dot.map { String(name[$0...]) } ?? ""
    return stem + " (todo's conflicted copy " + day + ")" + (number > 1 ? " (\(number))" : "")
      + ext
  }

  /// Gives the file at `tempName` a conflict copy's name beside `name` (never replacing a
  /// file); its path, or `nil` when that failed (it then stays at `tempName`).
  private func keepAsConflictCopy(_ dirFD: Int32, _ tempName: String, like name: String) -> String?
  {
    for number in 1...99 {
      let copy = TodoFile.conflictCopyName(name, number: number)
      if linkat(dirFD, tempName, dirFD, copy, 0) == 0 {
        unlinkat(dirFD, tempName, 0)
        return System.dirName(path) + "/" + copy
      }
      if errno != EEXIST { return nil }
    }
    return nil
  }

  /// Writes what the descriptor `source` holds to a new conflict copy beside `name`; its path,
  /// or `nil` when it could not be written.
  private func saveConflictCopy(_ dirFD: Int32, from source: Int32, like name: String) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    var offset: off_t = 0
    while bytes.count <= TodoFile.maximumSize {
      let n = chunk.withUnsafeMutableBytes { pread(source, $0.baseAddress, $0.count, offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += chunk[0..<n]
      offset += off_t(n)
    }
    for number in 1...99 {
      let copy = TodoFile.conflictCopyName(name, number: number)
      let fd = openat(
        dirFD, copy, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
        0o666 & ~Syscalls.currentUmask())
      if fd < 0 {
        if errno == EEXIST { continue }
        return nil
      }
      defer { close(fd) }
      do throws(FileError) {
        try writeAll(fd, bytes)
        _ = Glibc.fsync(fd)
      } catch {
        unlinkat(dirFD, copy, 0)
        return nil
      }
      return System.dirName(path) + "/" + copy
    }
    return nil
  }

  /// Deletes temporary files that a killed `todo` left beside the file it was replacing.
  ///
  /// A writer holds a `flock` on its temporary file until it has renamed it, so one
  /// whose lock can be taken belongs to a process that died mid-write (SIGKILL, power loss
  /// before the rename): the real file is intact and the leftover is only clutter in the
  /// user's (synced) folder. Only names `todo` itself makes (`.<name>.todo-XXXXXX`) are touched.
  private static func removeAbandonedTemporaryFiles(in dirFD: Int32, prefix: String) {
    guard let names = System.directoryEntries(descriptor: dirFD) else { return }
    for name in names
    where name.utf8.count == prefix.utf8.count + 6 && name.hasPrefix(prefix) {
      let fd = openat(dirFD, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      guard fd >= 0 else { continue }
      var st = stat()
      if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_uid == getuid(),
        flock(fd, LOCK_EX | LOCK_NB) == 0
      {
        removeTemporary(name, in: dirFD, ifSameAs: fd)
      }
      close(fd)
    }
  }

  /// Removes `name` from the folder `dirFD` has open when it is still the file `fd` has open
  /// (same device and inode, by `fstatat` there just before `unlinkat`): never by path, and
  /// never another file put in its place.
  static func removeTemporary(_ name: String, in dirFD: Int32, ifSameAs fd: Int32) {
    var mine = stat()
    var named = stat()
    guard fstat(fd, &mine) == 0, fstatat(dirFD, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
      mine.st_dev == named.st_dev, mine.st_ino == named.st_ino
    else { return }
    unlinkat(dirFD, name, 0)
  }

  /// Overwrites `target` from its start with what `produce` writes, then cuts it to `count`
  /// bytes: the old bytes are cut off only after the write succeeded.
  private func writeInPlace(
    to target: String, count: Int,
    _ produce: ((UnsafeRawBufferPointer) throws(FileError) -> Void) throws(FileError) -> Void
  ) throws(FileError) {
    let fd = try openChecked(target, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
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
        try Syscalls.fsync(fd)
      } catch {
        throw FileError(path: path, operation: .write, code: error.code)
      }
    }
  }

  /// Which file an append went to, and how long it was before.
  struct Appended {
    /// The file's size before the append.
    var before: Int
    /// The appended file's real path, device and inode (the descriptor's, not the name's).
    var realPath: String
    var device: UInt64
    var inode: UInt64
  }

  /// Appends `bytes` to the end of the file (creating it), then `fsync`s.
  ///
  /// - Returns: The file's size before, for ``cut(from:expecting:device:inode:)`` to take the append
  ///   back, and which file it is.
  /// - Throws: ``FileError``.
  @discardableResult
  func append(_ bytes: [UInt8]) throws(FileError) -> Appended {
    var st = stat()
    if TodoFile.status(path, &st) {
      if (st.st_mode & S_IFMT) != S_IFREG && !TodoFile.isNullDevice(st) {
        throw FileError(path: path, operation: .notRegular, code: 0)
      }
      if !TodoFile.accessible(path, W_OK) {
        throw FileError(path: path, operation: .write, code: EACCES)
      }
    }
    var appended = try appendRaw(bytes)
    guard let timeout = appendCheckTimeout, !bytes.isEmpty else { return appended }
    for _ in 0..<3 {
      FaultPlan.current?.afterAppend?()
      _ = WriterProbe.waitForWriters(
        path, followsLinks: followsLinks, timeout: timeout, leasesOnly: true)
      if holds(bytes, as: appended) { break }
      appended = try appendRaw(bytes)
    }
    return appended
  }

  /// Whether the file at the name still holds `bytes`: where they were appended in the same
  /// file, or anywhere in it (another program that wrote back a version it read after the
  /// append has them elsewhere, or in a new file). Anything but a regular file counts as
  /// holding them.
  private func holds(_ bytes: [UInt8], as appended: Appended) -> Bool {
    let fd = TodoFile.openPastLeases(
      path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { return false }
    guard (st.st_mode & S_IFMT) == S_IFREG else { return true }
    func read(_ count: Int, at start: Int) -> [UInt8] {
      var found = [UInt8](repeating: 0, count: count)
      var offset = 0
      while offset < count {
        let n = found.withUnsafeMutableBytes {
          pread(fd, $0.baseAddress! + offset, $0.count - offset, off_t(start + offset))
        }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        offset += n
      }
      return Array(found[..<offset])
    }
    if UInt64(st.st_dev) == appended.device, UInt64(st.st_ino) == appended.inode,
      Int(st.st_size) >= appended.before + bytes.count,
      read(bytes.count, at: appended.before) == bytes
    {
      return true
    }
    guard Int(st.st_size) <= TodoFile.maximumSize else { return true }
    let whole = read(Int(st.st_size), at: 0)
    return whole.count >= bytes.count && whole.firstRange(of: bytes) != nil
  }

  /// Cuts the file back to `offset` bytes (taking an append back), only when it is still the
  /// file appended to and ends with exactly the appended bytes: not a link (the recorded path
  /// is a real path), a regular file of `offset + tail.count` bytes whose last bytes are
  /// `tail`, and, when recorded, the same device and inode. Never cuts by size alone: bytes
  /// another program wrote there instead are kept.
  ///
  /// - Returns: Whether the file was cut.
  func cut(from offset: Int, expecting tail: [UInt8], device: UInt64?, inode: UInt64?) -> Bool {
    let fd = TodoFile.openPastLeases(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG,
      Int(st.st_size) == offset + tail.count,
      device.map({ $0 == UInt64(st.st_dev) }) ?? true,
      inode.map({ $0 == UInt64(st.st_ino) }) ?? true
    else { return false }
    var found = [UInt8](repeating: 0, count: tail.count)
    var done = 0
    while done < tail.count {
      let n = found.withUnsafeMutableBytes {
        pread(fd, $0.baseAddress! + done, tail.count - done, off_t(offset + done))
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    guard found == tail, ftruncate(fd, off_t(offset)) == 0 else { return false }
    _ = fsync(fd)
    return true
  }

  /// Opens the file to append, creating it when missing; with a ``confinement``, only a file
  /// inside it is opened or made (a link to a missing file is made only where it may lead).
  private func openForAppend() throws(FileError) -> Int32 {
    let flags = O_WRONLY | O_CLOEXEC | O_APPEND | O_NONBLOCK
    guard let roots = confinement else {
      return TodoFile.openPastLeases(path, flags | O_CREAT, 0o666)
    }
    let fd = try openChecked(path, flags)
    guard fd < 0 && errno == ENOENT else { return fd }
    guard let target = System.resolvedTarget(path),
      roots.contains(where: { System.isInside(target, $0) })
    else {
      throw outside(System.resolvedTarget(path) ?? path, reached: path)
    }
    // Made new (never an existing file or link) in its folder, opened and checked first: every
    // step below is relative to that descriptor, so a folder on the way swapped for a link
    // meanwhile changes nothing; and the new file is checked again, removed from that same
    // folder only while its name is still the file made here.
    let dirFD = HeldFolders.folder(System.dirName(target))
    guard dirFD >= 0 else { return dirFD }
    defer { close(dirFD) }
    try checkFolder(dirFD, System.dirName(target), of: target)
    FaultPlan.current?.afterAppendFolderChecked?()
    let name = System.baseName(target)
    let made = openat(dirFD, name, flags | O_CREAT | O_EXCL | O_NOFOLLOW, 0o666)
    // Made by another program just now: that file, checked as any other.
    if made < 0 && errno == EEXIST { return try openChecked(path, flags) }
    guard made >= 0 else { return made }
    do throws(FileError) {
      try checkConfined(made, opened: target)
    } catch {
      TodoFile.removeTemporary(name, in: dirFD, ifSameAs: made)
      close(made)
      throw error
    }
    return made
  }

  private func appendRaw(_ bytes: [UInt8]) throws(FileError) -> Appended {
    let fd = try openForAppend()
    guard fd >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    defer { close(fd) }
    var before = stat()
    let sizeBefore = fstat(fd, &before) == 0 ? before.st_size : -1
    if sizeBefore >= 0 && (before.st_mode & S_IFMT) != S_IFREG && !TodoFile.isNullDevice(before) {
      throw FileError(path: path, operation: .notRegular, code: 0)
    }
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
        try Syscalls.fsync(fd)
      } catch {
        // Not known to be on the disk: the append did not happen.
        if sizeBefore >= 0 { _ = ftruncate(fd, sizeBefore) }
        throw FileError(path: path, operation: .write, code: error.code)
      }
    }
    return Appended(
      before: Int(Swift.max(sizeBefore, 0)),
      realPath: System.descriptorPath(fd) ?? System.realPath(path),
      device: UInt64(before.st_dev), inode: UInt64(before.st_ino))
  }

  private func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(FileError) {
    try bytes.withUnsafeBytes { raw in Result { () throws(FileError) in try writeAll(fd, raw) } }
      .get()
  }

  private func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) throws(FileError) {
    do throws(Errno) {
      try Syscalls.writeAll(fd, raw)
    } catch {
      throw FileError(path: path, operation: .write, code: error.code)
    }
  }
}
