import Glibc

extension System {
  /// Replaces the file at `path` with `bytes` without following a symlink there: a new file is
  /// written beside it and renamed over the name (a rename replaces a link, never its target).
  /// An existing regular file keeps its mode; a new one gets `0666` minus the umask.
  ///
  /// - Throws: ``FileError`` (``FileError/Operation/notRegular`` when `path` is a symlink or
  ///   not a regular file); nothing is changed then.
  static func replaceWithoutFollowing(_ path: String, with bytes: [UInt8]) throws(FileError) {
    var st = stat()
    let existed = lstat(path, &st) == 0
    if existed && st.st_mode & S_IFMT != S_IFREG {
      throw FileError(path: path, operation: .notRegular, code: 0)
    }
    var template = Array((dirName(path) + "/." + baseName(path) + ".todo-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw FileError(path: path, operation: .write, code: errno) }
    let tempPath = String(
      decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      written += n
    }
    let mode = existed ? st.st_mode & 0o7777 : 0o666 & ~Syscalls.currentUmask()
    let ok = written == bytes.count && fchmod(fd, mode) == 0 && fsync(fd) == 0
    let code = ok ? 0 : errno == 0 ? EIO : errno
    close(fd)
    // The name is checked once more just before the switch: a symlink put there meanwhile
    // stays untouched (and so does what it points to).
    var now = stat()
    let stillSafe = lstat(path, &now) == 0 ? now.st_mode & S_IFMT == S_IFREG : !existed
    guard ok, stillSafe else {
      unlink(tempPath)
      throw FileError(path: path, operation: ok ? .notRegular : .write, code: code)
    }
    guard rename(tempPath, path) == 0 else {
      let failure = errno
      unlink(tempPath)
      throw FileError(path: path, operation: .write, code: failure)
    }
  }
}

extension System {
  /// Whether `path` itself (`lstat`: not through a symlink) is a regular file with no other
  /// hard link: a file with another name elsewhere may be someone's private file linked into
  /// a shared folder (a hard link needs no permission on the file's own folder).
  static func isUnlinkedRegularFile(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && st.st_nlink == 1
  }
}
