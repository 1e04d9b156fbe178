import Glibc

/// The folders one run of todo opened and checked, held open until the run ends: a folder
/// reached again later in the run (a note read, then the notes archive appended to, then the
/// note removed) is the folder checked the first time, never what another user of a shared
/// parent put at its path meanwhile.
///
/// One per run (``Console/folders``). Each ``open(_:_:)`` gives a new descriptor of the held
/// folder (`openat(held, ".")`: its own offset for listing), for the caller to close. Not for a
/// descriptor that takes a `flock`: the lock would last as long as the hold.
final class HeldFolders: @unchecked Sendable {
  /// The held descriptors by the caller's key (the folder's path as configured).
  private var held: [String: Int32] = [:]
  /// Guards ``held``: a run is one thread, but nothing stops two from sharing a console.
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

  /// A descriptor of the folder held under `key`; the first time, what `first` opens and
  /// checks (a negative result, or an error, is not held: the next call tries again).
  ///
  /// - Returns: A descriptor the caller closes, or what `first` returned.
  /// - Throws: What `first` throws.
  func open<E: Error>(_ key: String, _ first: () throws(E) -> Int32) throws(E) -> Int32 {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let fd = held[key] {
      // Failing (no descriptor left), -1 with errno: never the path again.
      let copy = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      return copy >= 0 || errno != EACCES ? copy : fcntl(fd, F_DUPFD_CLOEXEC, 0)
    }
    let fd = try first()
    if fd >= 0 {
      let kept = fcntl(fd, F_DUPFD_CLOEXEC, 0)
      if kept >= 0 { held[key] = kept }
    }
    return fd
  }
}
