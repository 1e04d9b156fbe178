import Glibc

/// Why a folder of todo's own state cannot be used.
struct PrivateFolderError: Error, Equatable {
  enum Reason: Equatable {
    /// A symbolic link, not a folder, another user's, or writable by others: never used.
    case notPrivate
    /// It could not be made or opened (`code` says why).
    case failed
  }
  /// The folder in question.
  var path: String
  var reason: Reason
  var code: Int32 = 0
}

/// A folder of todo's own state (the kept versions, the journal, stashed conflict copies):
/// the user's alone, so that nothing in it is readable by, or planted by, anyone else.
///
/// Rules, checked when a run first opens the folder (``open(_:from:create:)``; the run then holds
/// it):
/// - every folder from `root` down to it is made with mode 0700; an existing one must be a
///   real folder (never a symbolic link: each is opened with `O_NOFOLLOW` relative to the one
///   above), owned by the effective user, and not writable by group or others (someone else
///   could have put files in it). One that is only readable by others (0755, as todo made them
///   before) is tightened to 0700, its own files to 0600;
/// - every file is opened relative to the checked folder, with `O_NOFOLLOW`, and written with
///   mode 0600. A file is replaced through a temporary name and `renameat`, never written
///   through: a hard link to the user's file (a kept version) is never written to.
final class PrivateFolder {
  /// The folder's path (for messages).
  let path: String
  private let fd: Int32

  private init(path: String, fd: Int32) {
    self.path = path
    self.fd = fd
  }

  deinit { close(fd) }

  /// Opens the private folder `path`, which is `root` or below it: `root`'s parents are made
  /// when missing (mode 0700) and used as they are; `root` and every folder below it are made
  /// or checked as the type's description says.
  ///
  /// Walked and checked once per run: later opens in the run get the folder held since
  /// (``HeldFolders``).
  ///
  /// - Parameters:
  ///   - path: The folder to open.
  ///   - root: The first folder that is todo's own (`…/state/todo`).
  ///   - create: Whether missing folders are made; when `false`, a missing folder is `nil`.
  /// - Returns: The open folder, or `nil` when it does not exist and `create` is `false`.
  /// - Throws: ``PrivateFolderError``.
  static func open(
    _ path: String, from root: String, create: Bool = true
  ) throws(PrivateFolderError) -> PrivateFolder? {
    let walk = { () throws(PrivateFolderError) -> Int32 in
      try openWalking(path, from: root, create: create)
    }
    let fd: Int32
    if let held = HeldFolders.current {
      fd = try held.open(.private, path, walk)
    } else {
      fd = try walk()
    }
    if fd < 0 {
      if errno == ENOENT && !create { return nil }
      throw PrivateFolderError(path: path, reason: .failed, code: errno)
    }
    return PrivateFolder(path: path, fd: fd)
  }

  /// ``open(_:from:create:)`` by its path, now: the folder's descriptor, or -1 with `errno`
  /// `ENOENT` when it does not exist and `create` is `false`.
  private static func openWalking(
    _ path: String, from root: String, create: Bool
  ) throws(PrivateFolderError) -> Int32 {
    guard System.isInside(path, root) else {
      throw PrivateFolderError(path: path, reason: .failed, code: EINVAL)
    }
    let parent = System.dirName(root)
    if create && !System.isDirectory(parent) { makeParents(parent) }
    var fd = TodoCLI.open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT && !create { return -1 }
      throw PrivateFolderError(path: parent, reason: .failed, code: errno)
    }
    var current = root
    // Split at the scalar `/` (a `Character` may join it to a combining mark).
    let below = Substring(path.utf8.dropFirst(root.utf8.count)).unicodeScalars
      .split(separator: "/").map { String(String.UnicodeScalarView($0)) }
    // Only down from the root: a `.` or `..` would lead elsewhere.
    guard !below.contains(where: { $0 == "." || $0 == ".." }) else {
      throw PrivateFolderError(path: path, reason: .failed, code: EINVAL)
    }
    for (index, name) in ([System.baseName(root)] + below).enumerated() {
      if index > 0 { current += "/" + name }
      let next: Int32
      do throws(PrivateFolderError) {
        next = try openChecked(name, in: fd, path: current, create: create)
      } catch {
        close(fd)
        throw error
      }
      close(fd)
      if next < 0 {
        errno = ENOENT
        return -1
      }
      fd = next
    }
    return fd
  }

  /// Opens (making it when `create`) the folder `name` in `parent`, checked; -1 when missing.
  private static func openChecked(
    _ name: String, in parent: Int32, path: String, create: Bool
  ) throws(PrivateFolderError) -> Int32 {
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var fd = openat(parent, name, flags)
    if fd < 0 && errno == ENOENT {
      guard create else { return -1 }
      if mkdirat(parent, name, 0o700) != 0 && errno != EEXIST {
        throw PrivateFolderError(path: path, reason: .failed, code: errno)
      }
      fd = openat(parent, name, flags)
    }
    guard fd >= 0 else {
      // ELOOP: a symbolic link; ENOTDIR: not a folder.
      let code = errno
      let refused = code == ELOOP || code == ENOTDIR
      throw PrivateFolderError(path: path, reason: refused ? .notPrivate : .failed, code: code)
    }
    var st = stat()
    guard fstat(fd, &st) == 0, st.st_uid == geteuid(), st.st_mode & 0o022 == 0 else {
      close(fd)
      throw PrivateFolderError(path: path, reason: .notPrivate)
    }
    if st.st_mode & 0o077 != 0 {
      // Made by an earlier todo with the umask's mode: the user's, written by no one else.
      fchmod(fd, 0o700)
      tightenFiles(in: fd)
    }
    return fd
  }

  /// Makes `path` and its missing parents with mode 0700 (the XDG rule for a missing state or
  /// cache folder); best effort.
  private static func makeParents(_ path: String) {
    let parent = System.dirName(path)
    if parent != path && !System.isDirectory(parent) { makeParents(parent) }
    _ = mkdir(path, 0o700)
  }

  /// Sets the files of a folder being made private to 0600: only the user's own files with a
  /// single name (a hard link is the user's todo file itself, whose mode is theirs).
  private static func tightenFiles(in fd: Int32) {
    for name in entries(of: fd) {
      var st = stat()
      guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG,
        st.st_uid == geteuid(), st.st_nlink == 1, st.st_mode & 0o077 != 0
      else { continue }
      let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
      guard file >= 0 else { continue }
      fchmod(file, 0o600)
      close(file)
    }
  }

  private static func entries(of fd: Int32) -> [String] {
    let copy = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard copy >= 0 else { return [] }
    guard let dir = fdopendir(copy) else {
      close(copy)
      return []
    }
    return System.entries(closing: dir)
  }

  /// The names in the folder (without `.` and `..`), unsorted.
  func entries() -> [String] { PrivateFolder.entries(of: fd) }

  /// Whether anything is named `name` here (a symbolic link counts).
  func contains(_ name: String) -> Bool {
    var st = stat()
    return fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0
  }

  /// The size in bytes of the regular file `name`, or `nil` when there is none (or it is not
  /// one).
  func size(_ name: String) -> Int? {
    var st = stat()
    guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG
    else { return nil }
    return Int(st.st_size)
  }

  /// The bytes of the regular file `name`, or `nil` when there is none (or it is not one).
  func read(_ name: String) -> [UInt8]? { PrivateFolder.readRegularFile(name, in: fd) }

  /// The bytes of the regular file `name` in the folder `folder` (a descriptor, or
  /// `AT_FDCWD` for a path), opened without following a link; `nil` when there is none, it is
  /// not one, or it holds more than `limit` bytes (as it was looked at, or as it grew).
  static func readRegularFile(_ name: String, in folder: Int32, limit: Int = Int.max) -> [UInt8]? {
    let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var st = stat()
    guard fstat(file, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_size <= limit else {
      return nil
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: Swift.max(4096, Int(st.st_size) + 1))
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return nil }
      if n == 0 { break }
      bytes += chunk[0..<n]
      if bytes.count > limit { return nil }
    }
    return bytes
  }

  /// Writes the file `name` (mode 0600): replaces it (through a temporary name and
  /// `renameat`), or with `append` adds to it, synced to the disk when `sync`.
  ///
  /// - Returns: Whether all was written; a failed replacement leaves the old file.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8], append: Bool = false, sync: Bool = false) -> Bool {
    if let failure = FaultPlan.current?.stateUnwritable {
      errno = failure
      return false
    }
    let target = append ? name : "." + name + ".new"
    if !append { unlinkat(fd, target, 0) }
    let flags = append ? O_APPEND : O_EXCL
    let file = openat(fd, target, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | flags, 0o600)
    guard file >= 0 else { return false }
    var ok = false
    defer {
      close(file)
      if !append && !ok { unlinkat(fd, target, 0) }
    }
    // An appended file must be one of todo's own, never a name of another file.
    guard PrivateFolder.writeOwnFile(file, bytes, mode: 0o600) else { return false }
    if sync && fsync(file) != 0 { return false }
    if !append && renameat(fd, target, fd, name) != 0 { return false }
    ok = true
    return true
  }

  /// Writes all of `bytes` to the open file `file` when it is one of the user's own: a regular
  /// file with no other hard link, owned by the user (its mode set to `mode` first, when
  /// given); `false` when it is not, or a write failed.
  static func writeOwnFile(_ file: Int32, _ bytes: [UInt8], mode: mode_t? = nil) -> Bool {
    var st = stat()
    guard fstat(file, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_nlink == 1,
      st.st_uid == geteuid()
    else { return false }
    if let mode, st.st_mode & 0o7777 != mode { fchmod(file, mode) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        Glibc.write(file, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      offset += n
    }
    return true
  }

  /// Renames the file `name` to `new` in the folder (replacing a file of that name); `false`
  /// when it could not.
  @discardableResult
  func rename(_ name: String, to new: String) -> Bool { renameat(fd, name, fd, new) == 0 }

  /// Removes the file `name`; `false` when it could not.
  @discardableResult
  func remove(_ name: String) -> Bool { unlinkat(fd, name, 0) == 0 }

  /// Removes the folder `name` in this folder when it is empty (`rmdir`: never what it holds).
  func removeFolderIfEmpty(_ name: String) { unlinkat(fd, name, AT_REMOVEDIR) }

  /// Makes `name` a second name (hard link) of the file `path`, only when `path` is a regular
  /// file with no other name yet; `false` otherwise or when it could not.
  func link(from path: String, as name: String) -> Bool {
    var st = stat()
    guard TodoFile.status(path, &st), st.st_mode & S_IFMT == S_IFREG, st.st_nlink == 1,
      FaultPlan.current?.stateUnwritable == nil
    else { return false }
    return HeldFolders.entry(path) { folder, file in
      linkat(folder, file, fd, name, 0) == 0
    }
  }

  /// Whether a file can be written in the folder now: a probe file is made, given a byte and
  /// removed (a full disk may still make an empty file; a read-only file system makes none).
  func canWrite() -> Bool {
    let probe = ".probe-" + String(getpid())
    unlinkat(fd, probe, 0)
    defer { unlinkat(fd, probe, 0) }
    return write(probe, [0x0A], sync: false)
  }

  /// A version of a file as it was read: its signature and the hash of its bytes.
  struct ReadVersion: Equatable {
    var signature: FileSignature
    /// ``FNV1a`` of the bytes read.
    var hash: UInt64
  }

  /// What ``move(from:as:ifStill:)`` did.
  enum MoveOutcome: Equatable {
    /// The file is in the folder under the name; `permissions` are the permission bits it had
    /// where it was (it is the user's alone here).
    case moved(permissions: UInt32)
    /// The file was not the version read: it stays where it was (or was put back there).
    case changed
    /// The file changed after it was moved in and could not be put back (another file took
    /// its name): it is kept in the folder under the name, unmerged.
    case keptChanged
  }

  /// Moves the regular file `path` into this folder as `name` (no file of that name may be
  /// there), when it is still the version `read`: same device, inode, size and modification
  /// time just before the move, and the same signature and bytes once moved (a sync client
  /// replacing it in between is caught after the rename, and the file is put back with
  /// `linkat`, which never replaces a file of that name). Across file systems it is copied
  /// (synced) and the original removed only if it is still that version.
  ///
  /// - Throws: ``FileError``: `write` when the folder cannot take it, `notRegular` for a
  ///   link, folder or device in its place.
  func move(
    from path: String, as name: String, ifStill read: ReadVersion
  ) throws(FileError) -> MoveOutcome {
    let destination = self.path + "/" + name
    guard !contains(name) else {
      throw FileError(path: destination, operation: .write, code: EEXIST)
    }
    // Only a regular file: never a folder, a device or a link planted in the synced folder.
    var st = stat()
    guard TodoFile.status(path, &st, noFollow: true) else { return .changed }
    guard st.st_mode & S_IFMT == S_IFREG else {
      throw FileError(path: path, operation: .notRegular, code: 0)
    }
    guard FileSignature(st) == read.signature else { return .changed }
    FaultPlan.current?.beforeStash?()
    // In the folder the file was found in, as the run holds it.
    let moved = HeldFolders.entry(path) { folder, file -> MoveOutcome? in
      guard renameat(folder, file, fd, name) == 0 else { return nil }
      if isVersion(name, read) {
        tighten(name)
        return .moved(permissions: UInt32(st.st_mode & 0o777))
      }
      if linkat(fd, name, folder, file, 0) == 0 {
        unlinkat(fd, name, 0)
        return .changed
      }
      tighten(name)
      return .keptChanged
    }
    if let moved { return moved }
    guard errno == EXDEV else { throw FileError(path: destination, operation: .write, code: errno) }
    var file = TodoFile(path: path, followsLinks: false)
    file.unlinkedOnly = true
    let (bytes, signature) = try file.readWithSignature()
    guard signature == read.signature, FNV1a.hash(bytes) == read.hash else { return .changed }
    guard write(name, bytes, sync: true) else {
      throw FileError(path: destination, operation: .write, code: EIO)
    }
    guard System.removeFile(path, ifStill: read.signature) else {
      unlinkat(fd, name, 0)
      return .changed
    }
    return .moved(permissions: UInt32(st.st_mode & 0o777))
  }

  /// Puts this folder's file `name` (a stashed conflict copy) back at `original`, byte for
  /// byte, only when it is a regular file of this user's with no other link, and only when
  /// nothing is at `original` now (a new hard link, or on another file system a new file made
  /// with `O_EXCL | O_NOFOLLOW`), then removes it here. `original` is reached by name in its
  /// folder as the run holds it (``HeldFolders/entry(_:_:)``). The file gets `permissions`
  /// back, on the same inode only (the permission bits it had there; `nil`: as it is kept,
  /// 0600).
  ///
  /// - Returns: ``PutBack/back``; ``PutBack/refused`` for a file that is not this user's own
  ///   regular file with one link; ``PutBack/stays`` when it could not be put back.
  func putBack(_ name: String, at original: String, permissions: UInt32? = nil) -> PutBack {
    var st = stat()
    guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return .stays }
    guard st.st_mode & S_IFMT == S_IFREG, st.st_nlink == 1, st.st_uid == geteuid() else {
      return .refused
    }
    let back = HeldFolders.entry(original) { folder, target -> Bool in
      if linkat(fd, name, folder, target, 0) == 0 {
        unlinkat(fd, name, 0)
        if let permissions {
          // The file put back, opened without following a link: the same inode, or left.
          let file = openat(folder, target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
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
        let bytes = PrivateFolder.readRegularFile(name, in: fd)
      else { return false }
      let copy = openat(
        folder, target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard copy >= 0 else { return false }
      defer { close(copy) }
      guard PrivateFolder.writeOwnFile(copy, bytes) && fsync(copy) == 0 else {
        TodoFile.removeTemporary(target, in: folder, ifSameAs: copy)
        return false
      }
      if let permissions { fchmod(copy, mode_t(permissions & 0o777)) }
      unlinkat(fd, name, 0)
      return true
    }
    return back ? .back : .stays
  }

  /// What ``putBack(_:at:permissions:)`` did.
  enum PutBack {
    /// The file is back at its path.
    case back
    /// The file stays here (a file is at its path, or it could not be done).
    case stays
    /// The file is not this user's own regular file with one link: left alone.
    case refused
  }

  /// Whether `name` in this folder is the regular file of version `read`.
  private func isVersion(_ name: String, _ read: ReadVersion) -> Bool {
    let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { return false }
    defer { close(file) }
    var st = stat()
    guard fstat(file, &st) == 0, st.st_mode & S_IFMT == S_IFREG,
      FileSignature(st) == read.signature
    else { return false }
    var hash = FNV1a.offsetBasis
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { return false }
      if n == 0 { break }
      hash = FNV1a.hash(chunk[0..<n], seed: hash)
    }
    return hash == read.hash
  }

  /// Makes the moved file `name` the user's alone (0600), when it has one link.
  private func tighten(_ name: String) {
    let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard file >= 0 else { return }
    var st = stat()
    if fstat(file, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_nlink == 1 {
      fchmod(file, 0o600)
    }
    close(file)
  }

  /// Opens the private folder `path` (made when missing), as ``open(_:from:create:)``.
  ///
  /// - Returns: The open folder.
  /// - Throws: ``FileError``: ``FileError/Operation/notPrivate`` for a folder that is not
  ///   private, ``FileError/Operation/write`` when it cannot be made.
  static func make(_ path: String, from root: String) throws(FileError) -> PrivateFolder {
    do throws(PrivateFolderError) {
      guard let folder = try open(path, from: root) else {
        throw PrivateFolderError(path: path, reason: .failed, code: ENOENT)
      }
      return folder
    } catch {
      throw FileError(
        path: error.path, operation: error.reason == .notPrivate ? .notPrivate : .write,
        code: error.code)
    }
  }
}
