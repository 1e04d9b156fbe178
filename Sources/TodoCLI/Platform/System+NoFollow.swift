import Glibc

extension System {
  /// Whether `path` itself (`lstat`: not through a symlink) is a regular file with no other
  /// hard link: a file with another name elsewhere may be someone's private file linked into
  /// a shared folder (a hard link needs no permission on the file's own folder).
  static func isUnlinkedRegularFile(_ path: String) -> Bool {
    var st = stat()
    return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG && st.st_nlink == 1
  }

  /// Puts the file `stash` (a stashed conflict copy, todo's own) back at `original`, byte for
  /// byte, only when nothing is at `original` now (a new hard link, or on another file system
  /// a new file made with `O_EXCL | O_NOFOLLOW`), then removes `stash`; `false` when
  /// `original` is taken or it could not be done (`stash` then stays).
  static func putBack(_ stash: String, at original: String) -> Bool {
    var st = stat()
    guard lstat(stash, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return false }
    if link(stash, original) == 0 {
      unlink(stash)
      return true
    }
    guard errno == EXDEV || errno == EPERM,
      let bytes = PrivateFolder.readRegularFile(stash, in: AT_FDCWD)
    else { return false }
    let target = open(original, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard target >= 0 else { return false }
    let written = PrivateFolder.writeOwnFile(target, bytes) && fsync(target) == 0
    close(target)
    guard written else {
      unlink(original)
      return false
    }
    unlink(stash)
    return true
  }
}
