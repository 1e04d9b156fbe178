import Glibc

extension System {
  /// Whether `path` itself (`lstat`: not through a symlink) is a regular file with no other
  /// hard link: a file with another name elsewhere may be someone's private file linked into
  /// a shared folder (a hard link needs no permission on the file's own folder).
  static func isUnlinkedRegularFile(_ path: String) -> Bool {
    var st = stat()
    return TodoFile.status(path, &st, noFollow: true) && st.st_mode & S_IFMT == S_IFREG
      && st.st_nlink == 1
  }
}
