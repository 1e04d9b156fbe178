import Glibc

/// The folder of task notes as the todo.sh `note` add-on keeps them (`TODO_NOTES_DIR`), each
/// note a file named by one path component (`note:ab3.txt` in the task).
///
/// The folder may be synced, and a synced task may name any file (`note:../../.bashrc`), so
/// every note is opened relative to the folder's descriptor with `O_NOFOLLOW`: a name with a
/// slash, `.` or `..` is refused before anything is opened, and neither a symbolic link in the
/// folder, nor a note with a second hard link, nor a folder that is itself a symbolic link is
/// used (``Failure/notRegular``): each could lead to any file of the user's.
///
/// Nor is one of todo's own files a note, whatever the task says (`note:archive.txt`, or
/// `note:todo.txt` when the notes are kept in the todo folder): those names, their sync
/// conflict copies and hidden names are refused as ``Failure/ownFile``, and so is a note that is
/// one of ``protectedPaths`` under another name (the todo file linked into the notes folder). Only the notes archive is written under its own name, by
/// ``appendToArchive(_:)``.
struct NotesFolder {
  /// Why a note could not be read or written.
  enum Failure: Error, Equatable {
    /// The name is not one plain path component.
    case badName
    /// The name is hidden or one of todo's own files' (``NotesFolder/isOwnName(_:)``), or the
    /// file is one of ``NotesFolder/protectedPaths``.
    case ownFile
    /// The note is a symbolic link, a folder, another non-regular file or a file with another
    /// hard link, or the notes folder is a symbolic link.
    case notRegular
    /// The system call failed with `errno`.
    case failed(Int32)
    /// The note is larger than ``maximumSize``.
    case tooLarge
  }

  /// The most a note may hold (16 MiB), in bytes: a larger one is refused as
  /// ``Failure/tooLarge`` before its contents are kept, so a synced note of any size (or one
  /// that keeps growing) cannot use up the memory. A note is text written by hand; 16 MiB is
  /// thousands of pages.
  static let maximumSize = 16 << 20

  /// The folder's path, as configured.
  let path: String
  /// The notes archive's name (`archive.txt`): never a note, only appended to.
  var archiveName = "archive.txt"
  /// Names that are never notes: the todo folder's files (todo.txt, done.txt, report.txt);
  /// their conflict copies are refused too.
  var reservedNames: Set<String> = []
  /// Files that are never notes under any name (todo.txt, done.txt, report.txt), compared by
  /// device and inode with what the note's name opens.
  var protectedPaths: [String] = []
  /// Where the folder, once opened and checked, is held for the rest of the run (every
  /// operation then reaches that folder), or `nil` to open it for each operation.
  var held: HeldFolders?

  init(path: String) {
    self.path = path
  }

  /// Whether `name` can name a note: one plain component (``isPlainName(_:)``) that is not
  /// ``isOwnName(_:)``.
  func isNoteName(_ name: String) -> Bool { NotesFolder.isPlainName(name) && !isOwnName(name) }

  /// Whether `name` is hidden (a leading `.`, as todo's temporary files are), the notes
  /// archive, a reserved name, or a sync conflict copy of one of those.
  func isOwnName(_ name: String) -> Bool {
    if name.hasPrefix(".") { return true }
    // The names compared without case too: on a folder that ignores case (vfat, exFAT, SMB,
    // casefold ext4) `ARCHIVE.txt` is the archive. (Conflict copies named in another case are
    // caught by their inode: ``protectedIdentities(in:archive:)``.)
    let own = reservedNames.union([archiveName])
    return own.contains { $0.lowercased() == name.lowercased() }
      || own.contains { ConflictCopyName.matches(name, copyOf: $0) }
  }

  /// The failure for a name that cannot be a note, if it cannot.
  private func nameFailure(_ name: String) -> Failure? {
    !NotesFolder.isPlainName(name) ? .badName : isOwnName(name) ? .ownFile : nil
  }

  /// The device and inode of each file that is never a note: each of ``protectedPaths`` that
  /// exists (through a link: the file todo reads), and in the notes folder (`folder`) the
  /// notes archive (unless `archive`: it is being appended to) and every sync conflict copy of
  /// those names, as the folder lists them (only with `listing`: a read skips the listing),
  /// so that a name in another case reaching one of them on a folder that ignores case is
  /// caught too.
  private func protectedIdentities(
    in folder: Int32, archive: Bool = false, listing: Bool = true
  ) -> [(UInt, UInt)] {
    var found: [(UInt, UInt)] = protectedPaths.compactMap { path in
      var st = stat()
      return TodoFile.status(path, &st) ? (UInt(st.st_dev), UInt(st.st_ino)) : nil
    }
    guard listing else { return found }
    let own = reservedNames.union([archiveName])
    for entry in System.directoryEntries(descriptor: folder) ?? []
    where (entry == archiveName && !archive)
      || own.contains(where: { ConflictCopyName.matches(entry, copyOf: $0) })
    {
      var st = stat()
      if fstatat(folder, entry, &st, AT_SYMLINK_NOFOLLOW) == 0 {
        found.append((UInt(st.st_dev), UInt(st.st_ino)))
      }
    }
    return found
  }

  /// Whether `name` is one plain path component: not empty, no `/`, no NUL, not `.` or `..`.
  static func isPlainName(_ name: some StringProtocol) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(0x2F)
      && !name.utf8.contains(0)
  }

  /// Opens the notes folder itself, never through a link: its parent is opened, then the
  /// folder's own name in it with `O_NOFOLLOW` (a path ending in `/` or `/.` would otherwise
  /// have the kernel follow a link in its place before `O_NOFOLLOW` looks at the last name).
  private func openFolder(create: Bool) throws(Failure) -> Int32 {
    guard let held else { return try openFolderNow(create: create) }
    return try held.open(.notes, path) { () throws(Failure) in
      try openFolderNow(create: create)
    }
  }

  /// ``openFolder(create:)`` by its path, now.
  private func openFolderNow(create: Bool) throws(Failure) -> Int32 {
    var trimmed = Substring(path)
    while trimmed.count > 1 && (trimmed.hasSuffix("/") || trimmed.hasSuffix("/.")) {
      trimmed = trimmed.hasSuffix("/") ? trimmed.dropLast() : trimmed.dropLast(2)
    }
    let folder = String(trimmed)
    let name = System.baseName(folder)
    guard NotesFolder.isPlainName(name) else { throw .notRegular }
    var parent = open(System.dirName(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if parent < 0 && errno == ENOENT && create {
      // A notes folder deeper than one missing level, as `mkdir -p` makes it.
      _ = System.makeDirectories(System.dirName(folder))
      parent = open(System.dirName(folder), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    guard parent >= 0 else { throw .failed(errno) }
    defer { close(parent) }
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var fd = openat(parent, name, flags)
    if fd < 0 && errno == ENOENT && create {
      _ = mkdirat(parent, name, 0o777)
      fd = openat(parent, name, flags)
    }
    guard fd >= 0 else { throw errno == ELOOP || errno == ENOTDIR ? .notRegular : .failed(errno) }
    return fd
  }

  /// Opens the note `name` with `flags`, never through a link, and never one of todo's own
  /// files (`archive`: the notes archive, by its own name).
  private func openNote(
    _ name: String, _ flags: Int32, in folder: Int32, archive: Bool = false
  ) throws(Failure) -> Int32 {
    if !archive, let failure = nameFailure(name) { throw failure }
    let fd = openat(folder, name, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
    guard fd >= 0 else { throw errno == ELOOP ? .notRegular : .failed(errno) }
    var st = stat()
    guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_nlink <= 1 else {
      close(fd)
      throw .notRegular
    }
    // Reading needs the protected files themselves; writing or removing also the archive and
    // the conflict copies by inode (the folder listed), which a name in another case reaches on
    // a folder that ignores case.
    let writes = flags & O_ACCMODE != O_RDONLY
    if protectedIdentities(in: folder, archive: archive, listing: writes).contains(where: {
      $0 == (UInt(st.st_dev), UInt(st.st_ino))
    }) {
      close(fd)
      throw .ownFile
    }
    return fd
  }

  /// An opened note's device, inode, size and modification time, to remove it later only if
  /// its name still leads to the same file, unchanged (an append in place keeps the inode but
  /// not the size or the time).
  typealias Identity = FileSignature

  /// The bytes of note `name`, or `nil` when there is no such file.
  ///
  /// - Throws: ``Failure``; ``Failure/tooLarge`` for a note larger than ``maximumSize`` (by its
  ///   size, or by what is read when it grows meanwhile).
  func read(_ name: String) throws(Failure) -> [UInt8]? {
    try readWithIdentity(name)?.bytes
  }

  /// ``read(_:)``, with the device and inode of the file read.
  ///
  /// - Throws: ``Failure``, as ``read(_:)``.
  func readWithIdentity(_ name: String) throws(Failure) -> (bytes: [UInt8], identity: Identity)? {
    let folder: Int32
    do throws(Failure) {
      folder = try openFolder(create: false)
    } catch .failed(ENOENT) {
      return nil
    }
    defer { close(folder) }
    let fd: Int32
    do throws(Failure) {
      fd = try openNote(name, O_RDONLY, in: folder)
    } catch .failed(ENOENT) {
      return nil
    }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw .failed(errno) }
    if Int(st.st_size) > NotesFolder.maximumSize { throw .tooLarge }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { throw .failed(errno) }
      if n == 0 { break }
      bytes += chunk[0..<n]
      if bytes.count > NotesFolder.maximumSize { throw .tooLarge }
    }
    // The identity after the read: a write meanwhile shows as another size or time.
    var after = stat()
    guard fstat(fd, &after) == 0, after.st_size == bytes.count else { throw .failed(EAGAIN) }
    return (bytes, FileSignature(after))
  }

  /// Appends `bytes` to note `name`, making the folder and the note when missing (`>>`, as the
  /// add-on's `echo` and `cat` do).
  ///
  /// - Throws: ``Failure``.
  func append(_ bytes: [UInt8], to name: String) throws(Failure) {
    let folder = try openFolder(create: true)
    defer { close(folder) }
    let fd = try openNote(name, O_WRONLY | O_APPEND | O_CREAT, in: folder)
    defer { close(fd) }
    try NotesFolder.writeAll(fd, bytes)
  }

  /// Appends `bytes` to the notes archive (``archiveName``), made when missing; never through
  /// a link, never into another of todo's files.
  ///
  /// - Throws: ``Failure``.
  func appendToArchive(_ bytes: [UInt8]) throws(Failure) {
    let folder = try openFolder(create: true)
    defer { close(folder) }
    let fd = try openNote(archiveName, O_WRONLY | O_APPEND | O_CREAT, in: folder, archive: true)
    defer { close(fd) }
    try NotesFolder.writeAll(fd, bytes)
  }

  /// Replaces note `name` with `bytes`: written to a temporary name in the folder, then renamed
  /// over it (an existing link is replaced, never written through).
  ///
  /// - Returns: The identity of the file written (a rename keeps it).
  /// - Throws: ``Failure``.
  @discardableResult
  func replace(_ name: String, with bytes: [UInt8]) throws(Failure) -> Identity {
    if let failure = nameFailure(name) { throw failure }
    let folder = try openFolder(create: true)
    defer { close(folder) }
    // An existing note must be a regular file (never a link being replaced by our write).
    var st = stat()
    if fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0 {
      guard st.st_mode & S_IFMT == S_IFREG, st.st_nlink <= 1 else { throw .notRegular }
      if protectedIdentities(in: folder).contains(where: {
        $0 == (UInt(st.st_dev), UInt(st.st_ino))
      }) {
        throw .ownFile
      }
    }
    let temporary = "." + name + ".todo-\(getpid())"
    unlinkat(folder, temporary, 0)
    let fd = openat(
      folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
      st.st_mode & S_IFMT == S_IFREG ? st.st_mode & 0o777 : 0o644)
    guard fd >= 0 else { throw .failed(errno) }
    do throws(Failure) {
      try NotesFolder.writeAll(fd, bytes)
      guard fsync(fd) == 0 else { throw .failed(errno) }
      var written = stat()
      guard fstat(fd, &written) == 0 else { throw .failed(errno) }
      close(fd)
      guard renameat(folder, temporary, folder, name) == 0 else { throw .failed(errno) }
      return FileSignature(written)
    } catch {
      unlinkat(folder, temporary, 0)
      throw error
    }
  }

  /// Removes note `name` when it is a note (a regular file with one link, none of todo's
  /// own) and, when `identity` is given, still the file of that device and inode: checked with
  /// `fstatat` in the folder's descriptor right before `unlinkat` there.
  ///
  /// - Returns: Whether a file was removed.
  @discardableResult
  func remove(_ name: String, ifStill identity: Identity? = nil) -> Bool {
    guard isNoteName(name), let folder = try? openFolder(create: false) else { return false }
    defer { close(folder) }
    var st = stat()
    guard fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0,
      st.st_mode & S_IFMT == S_IFREG, st.st_nlink <= 1
    else { return false }
    let found = FileSignature(st)
    guard identity.map({ $0 == found }) ?? true,
      !protectedIdentities(in: folder).contains(where: {
        $0 == (UInt(found.device), UInt(found.inode))
      })
    else { return false }
    return unlinkat(folder, name, 0) == 0
  }

  /// The identity of what `name` is in the folder (not followed: a link's own), or `nil` when
  /// there is none or the name cannot be a note.
  func identity(of name: String) -> Identity? {
    guard isNoteName(name), let folder = try? openFolder(create: false) else { return nil }
    defer { close(folder) }
    var st = stat()
    return fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0 ? FileSignature(st) : nil
  }

  /// Whether a note (a file, a link, a folder) is named `name` in the folder; never for a name
  /// that cannot be a note.
  func contains(_ name: String) -> Bool {
    guard isNoteName(name), let folder = try? openFolder(create: false) else {
      return false
    }
    defer { close(folder) }
    var st = stat()
    return fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) == 0
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw .failed(errno) }
      offset += n
    }
  }
}
