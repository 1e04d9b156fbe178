import Glibc
import TodoTxt

// Small questions about files, locales and this process that the actions and the
// configuration reader ask (their system calls live here, as every other one of `todo`'s).

extension System {
  /// Removes the file `path` only while its name still leads to the file of `signature` (same
  /// device, inode, size and modification time), checked with `fstatat` in its folder's
  /// descriptor right before `unlinkat` there: never by path, so a folder on the way swapped
  /// for a link since (another user's, in a shared folder) removes nothing elsewhere. (A
  /// missing `signature` checks the name is a regular file.)
  ///
  /// - Returns: Whether it was removed.
  @discardableResult
  static func removeFile(_ path: String, ifStill signature: FileSignature?) -> Bool {
    let folder = HeldFolders.folder(dirName(path))
    guard folder >= 0 else { return false }
    defer { close(folder) }
    let name = baseName(path)
    var st = stat()
    guard fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG,
      signature.map({ $0 == FileSignature(st) }) ?? true
    else { return false }
    return unlinkat(folder, name, 0) == 0
  }

  /// `argv` as text, each byte that is not part of valid UTF-8 kept as an escape
  /// (``TodoList/escapedText(_:)``), and so are the four bytes of a character of the escape
  /// range itself: every argument's bytes come back exactly.
  static func commandLineArguments() -> [String] {
    (0..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return "" }
      let bytes = UnsafeRawBufferPointer(start: argument, count: strlen(argument))
      return TodoList.escapedText(bytes)
    }
  }

  /// What the address-space limit (`getrlimit(RLIMIT_AS)`, `ulimit -v`) leaves: the limit less
  /// the process's size now (`/proc/self/statm`), in bytes, and the limit in MiB; `nil` when
  /// there is no limit or the size cannot be read.
  static func addressSpaceHeadroom() -> (bytes: Int, limitMiB: Int)? {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
      limit.rlim_cur != rlim_t.max,
      let statm = readSmallFile("/proc/self/statm", limit: 256),
      let pages = Int(String(decoding: statm.prefix(while: { $0 != 0x20 }), as: UTF8.self))
    else { return nil }
    let used = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    return (max(0, Int(limit.rlim_cur) - used), Int(limit.rlim_cur >> 20))
  }

  /// Whether `a` and `b` name the same file: the same device and inode, links followed
  /// (`stat`); `false` when either cannot be reached.
  static func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard TodoFile.status(a, &first), TodoFile.status(b, &second) else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  /// The current folder as the kernel has it (`getcwd`), or `nil` when it cannot say (the
  /// folder was removed).
  static func currentDirectory() -> String? {
    guard let current = getcwd(nil, 0) else { return nil }
    defer { free(current) }
    return System.escapedPath(current)
  }

  /// Whether the C library can load `name` for every locale category (`newlocale`): bash
  /// warns on standard error about an `LC_ALL` it cannot load.
  static func isInstalledLocale(_ name: String) -> Bool {
    // LC_ALL_MASK, a macro Swift does not import: every category.
    let every =
      LC_CTYPE_MASK | LC_NUMERIC_MASK | LC_TIME_MASK | LC_COLLATE_MASK | LC_MONETARY_MASK
      | LC_MESSAGES_MASK | LC_PAPER_MASK | LC_NAME_MASK | LC_ADDRESS_MASK
      | LC_TELEPHONE_MASK | LC_MEASUREMENT_MASK | LC_IDENTIFICATION_MASK
    guard let locale = newlocale(Int32(every), name, nil) else { return false }
    freelocale(locale)
    return true
  }

  /// The whole content of the file at `path`, read without waiting on a FIFO (`O_NONBLOCK`);
  /// `nil` when it cannot be opened or read, or is larger than `limit` bytes.
  static func readSmallFile(_ path: String, limit: Int) -> [UInt8]? {
    let fd = TodoFile.openPastLeases(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16384)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0, bytes.count + n <= limit else { return nil }
      if n == 0 { return bytes }
      bytes += chunk[0..<n]
    }
  }
}

/// Whether `a` and `b` hold the same bytes, compared in one call (`memcmp`).
@inline(__always)
func sameBytes(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Bool {
  a.count == b.count
    && a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
}
