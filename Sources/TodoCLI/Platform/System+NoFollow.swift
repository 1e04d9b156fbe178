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

  /// Puts the file `stash` (a stashed conflict copy, todo's own) back at `original`, byte for
  /// byte, only when nothing is at `original` now (a new hard link, or on another file system
  /// a new file made with `O_EXCL | O_NOFOLLOW`), then removes `stash`; `false` when
  /// `original` is taken or it could not be done (`stash` then stays). Both are reached by
  /// name in their folders as the run holds them (``HeldFolders/entry(_:_:)``). The file gets
  /// `permissions` back (the permission bits it had there; `nil`: as it is kept, 0600).
  static func putBack(_ stash: String, at original: String, permissions: UInt32? = nil) -> Bool {
    HeldFolders.entry(stash) { stashFolder, stashName in
      HeldFolders.entry(original) { folder, name in
        var st = stat()
        guard fstatat(stashFolder, stashName, &st, AT_SYMLINK_NOFOLLOW) == 0,
          st.st_mode & S_IFMT == S_IFREG
        else { return false }
        if linkat(stashFolder, stashName, folder, name, 0) == 0 {
          unlinkat(stashFolder, stashName, 0)
          if let permissions {
            // The file put back, opened without following a link: the same inode, or left.
            let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            if file >= 0 {
              var now = stat()
              if fstat(file, &now) == 0, now.st_dev == st.st_dev, now.st_ino == st.st_ino {
                fchmod(file, mode_t(permissions & 0o777))
              }
              close(file)
            }
          }
          return true
        }
        guard errno == EXDEV || errno == EPERM,
          let bytes = PrivateFolder.readRegularFile(stashName, in: stashFolder)
        else { return false }
        let target = openat(
          folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard target >= 0 else { return false }
        defer { close(target) }
        guard PrivateFolder.writeOwnFile(target, bytes) && fsync(target) == 0 else {
          TodoFile.removeTemporary(name, in: folder, ifSameAs: target)
          return false
        }
        if let permissions { fchmod(target, mode_t(permissions & 0o777)) }
        unlinkat(stashFolder, stashName, 0)
        return true
      }
    }
  }
}
