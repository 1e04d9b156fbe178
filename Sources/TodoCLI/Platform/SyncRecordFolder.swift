import Glibc

/// The folder of the machines' sync records in the todo folder, `.todo-sync/` (see
/// ``SyncRecord``): reached through the todo folder's descriptor, never through a symbolic
/// link, its files opened with `O_NOFOLLOW`.
///
/// The folder is synced, so whoever shares it can put anything there: a record is read only
/// when it is a regular file of at most ``maximumSize`` bytes, and written only in a folder
/// that is the user's and that no one else may write to, into a regular file of the user's
/// with no other hard link.
struct SyncRecordFolder {
  /// The folder's name in the todo folder.
  static let name = ".todo-sync"
  /// The largest record that is read, in bytes (1 MiB; a record is pruned well before).
  static let maximumSize = 1 << 20

  private let fd: Int32

  private init(fd: Int32) { self.fd = fd }

  /// Opens `.todo-sync` in the folder `directory` (as the run holds it), made (mode 0700) when `create` and missing;
  /// `nil` when it is missing, is not a folder (a link included) or cannot be opened.
  static func open(in directory: String, create: Bool) -> SyncRecordFolder? {
    let parent = HeldFolders.folder(directory)
    guard parent >= 0 else { return nil }
    defer { Glibc.close(parent) }
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var fd = openat(parent, name, flags)
    if fd < 0 && errno == ENOENT && create {
      _ = mkdirat(parent, name, 0o700)
      fd = openat(parent, name, flags)
    }
    return fd >= 0 ? SyncRecordFolder(fd: fd) : nil
  }

  /// Closes the folder.
  func close() { Glibc.close(fd) }

  /// Whether the folder may be written to: the user's, and no one else may write to it. A
  /// folder of the user's that others may write to (a sync client made it with the umask's
  /// mode) is made 0700 first; what is in it is checked file by file anyway.
  var isOwnAndPrivate: Bool {
    var st = stat()
    guard fstat(fd, &st) == 0, st.st_uid == geteuid() else { return false }
    return st.st_mode & 0o022 == 0 || fchmod(fd, 0o700) == 0
  }

  /// The names in the folder.
  func entries() -> [String] { System.directoryEntries(descriptor: fd) ?? [] }

  /// The bytes of the record `name`: `nil` when it is missing, not a regular file, or larger
  /// than ``maximumSize``.
  func read(_ name: String) -> [UInt8]? {
    PrivateFolder.readRegularFile(name, in: fd, limit: SyncRecordFolder.maximumSize)
  }

  /// Appends `bytes` to the record `name` (made 0600 when missing); `false` when the folder
  /// may not be written to, or the name is not a regular file of the user's with one link.
  @discardableResult
  func append(_ bytes: [UInt8], to name: String) -> Bool {
    write(name, bytes, flags: O_APPEND | O_CREAT)
  }

  /// Replaces the record `name` with `bytes`, through a temporary hidden name and `renameat`.
  @discardableResult
  func replace(_ name: String, with bytes: [UInt8]) -> Bool {
    let temporary = "." + name + ".new"
    unlinkat(fd, temporary, 0)
    guard write(temporary, bytes, flags: O_CREAT | O_EXCL) else {
      unlinkat(fd, temporary, 0)
      return false
    }
    guard renameat(fd, temporary, fd, name) == 0 else {
      unlinkat(fd, temporary, 0)
      return false
    }
    return true
  }

  private func write(_ name: String, _ bytes: [UInt8], flags: Int32) -> Bool {
    guard isOwnAndPrivate else { return false }
    let file = openat(fd, name, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | flags, 0o600)
    guard file >= 0 else { return false }
    defer { Glibc.close(file) }
    return PrivateFolder.writeOwnFile(file, bytes)
  }

  /// Whether `directory` is in a git work tree: it or a folder above it has a `.git` entry
  /// (a folder, or the file a linked work tree or submodule has).
  static func isInGitWorkTree(_ directory: String) -> Bool {
    var current = System.realPath(directory)
    while true {
      var st = stat()
      if fstatat(AT_FDCWD, current + "/.git", &st, AT_SYMLINK_NOFOLLOW) == 0 { return true }
      guard current != "/", !current.isEmpty else { return false }
      current = System.dirName(current)
    }
  }
}
