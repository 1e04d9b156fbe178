import Glibc

/// The folders one run of todo opened and checked, held open until the run ends: a folder
/// reached again later in the run (a note read, then the notes archive appended to, then the
/// note removed) is the folder checked the first time, never what another user of a shared
/// parent put at its path meanwhile.
///
/// One per run (``current``, set by the command that runs, or by each change `todo ui` makes).
/// Each ``open(_:_:ownDescription:_:)`` gives a new descriptor of the held folder
/// (`openat(held, ".")`: its own offset for listing), for the caller to close. A folder this
/// user may no longer read (`EACCES`) is given as a `dup`, on which a `flock` would last as
/// long as the hold: ``FileLock`` asks for its own description (``folder(_:ownDescription:)``).
///
/// The folders held: the todo folder and the folder of each other file todo reads or writes
/// (done.txt, report.txt, where an allowed link leads), reached as ``entry(_:_:)``; the notes
/// folder (``NotesFolder``); the private state folders (``PrivateFolder``).
final class HeldFolders: @unchecked Sendable {
  /// The folders of the run in this task, or `nil` where nothing is held (each use then opens
  /// its folder by path again, as a screen waiting for keys does between its changes).
  @TaskLocal static var current: HeldFolders?

  /// The held descriptors by kind and path (``Kind``, then the folder's path as configured).
  /// Keyed by bytes, never by `String` equality, which takes canonically equivalent names
  /// (`caf\u{E9}` and `cafe\u{301}`, two folders) for one.
  private var held: [[UInt8]: Int32] = [:]
  /// Guards ``held``: a run is one thread, but nothing stops two threads from sharing a hold.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    return mutex
  }()

  deinit {
    for fd in held.values { close(fd) }
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// How a folder was opened and checked: a hold is only ever given to a use of the same kind
  /// (a folder opened through a link for a listing is never the notes folder, which takes no
  /// link).
  enum Kind: String {
    /// Opened by its path, links followed (``folder(_:)``); each file in it is checked itself.
    case plain
    /// The notes folder (``NotesFolder``): its parent opened, then its name with `O_NOFOLLOW`.
    case notes
    /// A private state folder (``PrivateFolder``): walked from its root, each step checked.
    case `private`
  }

  /// A descriptor of the folder held as `kind` under `path`; the first time, what `first`
  /// opens and checks (a negative result, or an error, is not held: the next call tries
  /// again).
  ///
  /// - Returns: A descriptor the caller closes, or what `first` returned.
  /// - Throws: What `first` throws.
  func open<E: Error>(
    _ kind: Kind, _ path: String, ownDescription: Bool = false, _ first: () throws(E) -> Int32
  ) throws(E) -> Int32 {
    let key = Array((kind.rawValue + ":" + path).utf8)
    if let copy = copyOfHeld(key, ownDescription: ownDescription) { return copy }
    // Not under the mutex: `first` may reach other folders (and so this hold) itself.
    let fd = try first()
    guard fd >= 0 else { return fd }
    pthread_mutex_lock(mutex)
    if held[key] == nil {
      held[key] = fd
    } else {
      // Held meanwhile by another use of this hold: that one stays the folder.
      close(fd)
    }
    pthread_mutex_unlock(mutex)
    // The caller's descriptor is never the held one itself: closing it must end what it
    // holds (a `flock`), and its offset is its own.
    return copyOfHeld(key, ownDescription: ownDescription) ?? -1
  }

  /// A new descriptor of the folder held under `key`, or `nil` when none is held: opened
  /// again from it, or a `dup` of it when it may no longer be read (not with
  /// `ownDescription`). Failing (no descriptor left), -1 with `errno`: never the path again.
  private func copyOfHeld(_ key: [UInt8], ownDescription: Bool) -> Int32? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    guard let fd = held[key] else { return nil }
    let copy = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard copy < 0 && errno == EACCES && !ownDescription else { return copy }
    return fcntl(fd, F_DUPFD_CLOEXEC, 0)
  }

  /// Runs `body` with a new hold as ``current``; the folders are closed when it returns.
  static func holding<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    let folders = HeldFolders()
    return try HeldFolders.$current.withValue(folders) {
      Result { () throws(E) -> R in try body() }
    }.get()
  }

  /// Runs `body` with nothing held (see ``current``).
  static func notHolding<R>(_ body: () -> R) -> R {
    HeldFolders.$current.withValue(nil, operation: body)
  }

  /// The file `path` as a folder descriptor and a name in it, for the `*at()` calls of `body`:
  /// its folder held for the run (opened the first time it is reached, readable, or only named
  /// with `O_PATH` when it may not be listed), the name its last component. Where nothing is
  /// held, or the folder cannot be opened (it is missing, or no descriptor is left: an open
  /// then fails as it would), `AT_FDCWD` and the path itself.
  static func entry<R>(_ path: String, _ body: (_ folder: Int32, _ name: String) -> R) -> R {
    guard current != nil, !path.isEmpty, !path.hasSuffix("/") else {
      return body(AT_FDCWD, path)
    }
    let fd = folder(System.dirName(path))
    guard fd >= 0 else { return body(AT_FDCWD, path) }
    defer { close(fd) }
    return body(fd, System.baseName(path))
  }

  /// A descriptor of the folder `directory` for the caller to close: as the run holds it
  /// (opened the first time it is reached), or opened now where nothing is held; readable, or
  /// only naming it (`O_PATH`) when this user may not list it. -1 (with `errno`) when it
  /// cannot be opened. With `ownDescription`, the descriptor is never a `dup` of the held one
  /// (a `flock` on it then ends when it is closed): -1 when the held folder can no longer be
  /// opened again.
  static func folder(_ directory: String, ownDescription: Bool = false) -> Int32 {
    func openNow() -> Int32 {
      let fd = TodoCLI.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if fd < 0 && errno == EACCES {
        return TodoCLI.open(directory, openPathOnly | O_DIRECTORY | O_CLOEXEC)
      }
      return fd
    }
    guard let current else { return openNow() }
    return current.open(.plain, directory, ownDescription: ownDescription, openNow)
  }

  /// Linux's `O_PATH` (the same value on every architecture Swift supports; Glibc's module
  /// does not export it): a descriptor that names a folder without reading it.
  static let openPathOnly: Int32 = 0o10_000_000
}
