import Glibc
import TodoTxt

// Whether another program is still writing a file (a shell `>`, `cp`, `scp`, `rsync --inplace`
// paused half-way), before todo reads a file it will rewrite; and the atomic swap that puts a
// rewritten file in place (`renameat2`, which Glibc's module does not export).

/// Linux constants Glibc's Swift module leaves out (`_GNU_SOURCE` only); the same value on
/// every architecture Swift supports.
enum LinuxFlags {
  /// `fcntl` command: take (or release) a lease.
  static let setLease: Int32 = 1024
  /// `renameat2` flag: fail with `EEXIST` instead of replacing the destination.
  static let renameNoReplace: UInt32 = 1
  /// `renameat2` flag: swap the two names atomically (both must exist).
  static let renameExchange: UInt32 = 2
}

/// How todo tells whether another program has a file open for writing.
enum WriterCheckMethod: Equatable {
  /// A read lease (`fcntl(F_SETLEASE, F_RDLCK)`), taken as a probe and released at once: the
  /// kernel refuses it with `EAGAIN` while any process has the file open for writing.
  case lease
  /// Leases cannot be taken on this file (`errno` says why: `EACCES` when another user owns
  /// it, `EINVAL` on NFS, FUSE and other file systems without them): todo waits until the
  /// size and times have stayed the same for ``WriterProbe/quietPeriod`` instead.
  case quietPeriod(errno: Int32)
  /// The file does not exist (yet): nothing to wait for.
  case missing
}

/// Waits for other programs writing a file, with the probe of ``WriterCheckMethod``.
enum WriterProbe {
  /// What a lease probe found.
  enum State: Equatable {
    /// Nobody has the file open for writing.
    case free
    /// Another process has it open for writing.
    case writing
    /// A lease cannot be taken here (`errno`).
    case unavailable(Int32)
    /// The file does not exist.
    case missing
  }

  /// How long a file without leases must have stayed unchanged (size, modification and
  /// change time) to count as written, in seconds.
  static let quietPeriod = 1.0

  /// How often a file being written is looked at again, in seconds.
  private static let pollInterval = 0.05

  /// Probes `path` with a read lease, taken and released at once (see ``WriterCheckMethod``).
  ///
  /// SIGIO is ignored meanwhile: a writer's `open` while the lease is held sends it to this
  /// process, and its default action would kill it.
  ///
  /// - Parameters:
  ///   - path: The file (`followsLinks`: its symlinks followed; otherwise a link is not).
  static func probe(_ path: String, followsLinks: Bool = true) -> State {
    if let faults = FaultPlan.current, let simulated = faults.simulatedWriterState() {
      return simulated
    }
    let fd = TodoFile.openPastLeases(
      path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else { return errno == ENOENT ? .missing : .unavailable(errno) }
    defer { close(fd) }
    return probe(descriptor: fd)
  }

  /// Probes the file open read-only as `fd` with a read lease (see ``probe(_:followsLinks:)``).
  static func probe(descriptor fd: Int32) -> State {
    var st = stat()
    guard fstat(fd, &st) == 0 else { return .unavailable(errno) }
    // Only a regular file is written in place by others (/dev/null has no writers to wait for).
    guard (st.st_mode & S_IFMT) == S_IFREG else { return .free }
    var ignore = sigaction()
    ignore.__sigaction_handler = unsafeBitCast(
      SIG_IGN, to: sigaction.__Unnamed_union___sigaction_handler.self)
    sigemptyset(&ignore.sa_mask)
    var previous = sigaction()
    sigaction(SIGIO, &ignore, &previous)
    defer { sigaction(SIGIO, &previous, nil) }
    if fcntl(fd, LinuxFlags.setLease, Int32(F_RDLCK)) == 0 {
      _ = fcntl(fd, LinuxFlags.setLease, Int32(F_UNLCK))
      return .free
    }
    let code = errno
    return code == EAGAIN ? .writing : .unavailable(code)
  }

  /// Which method applies to `path` (for `doctor`).
  static func method(for path: String) -> WriterCheckMethod {
    switch probe(path) {
    case .free, .writing: return .lease
    case .unavailable(let code): return .quietPeriod(errno: code)
    case .missing: return .missing
    }
  }

  /// The file's size, modification and change times, or `nil` when it does not exist.
  private static func stamp(_ path: String) -> [Int]? {
    var st = stat()
    guard TodoFile.status(path, &st) else { return nil }
    return [
      Int(st.st_dev), Int(st.st_ino), Int(st.st_size), st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
      st.st_ctim.tv_sec, st.st_ctim.tv_nsec,
    ]
  }

  /// Seconds since the file's last change (modification or status change) by the wall clock;
  /// `nil` when it does not exist or its times are ahead of this machine's clock (a server's).
  private static func secondsSinceChange(_ path: String) -> Double? {
    var st = stat()
    guard TodoFile.status(path, &st) else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    func seconds(_ t: timespec) -> Double { Double(t.tv_sec) + Double(t.tv_nsec) / 1e9 }
    let age = seconds(now) - Swift.max(seconds(st.st_mtim), seconds(st.st_ctim))
    return age >= 0 ? age : nil
  }

  /// How a wait for writers ended.
  enum WaitResult: Equatable {
    /// Nobody writes the file (any more), or it does not exist.
    case ready
    /// Another program was still writing it when `timeout` ran out.
    case stillWriting
  }

  /// Waits until no other program writes `path`: while a lease probe says someone has it open
  /// for writing, or (where leases are unavailable) until its size and times have stayed the
  /// same for ``quietPeriod`` (at once when its last change is already that old).
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most, in seconds (0: look once).
  ///   - noticeAfter: After how many seconds of waiting `waiting` is called (once).
  ///   - waiting: Called once when the wait reaches `noticeAfter`.
  ///   - leasesOnly: Where leases are unavailable, return at once instead of waiting for a
  ///     quiet period.
  static func waitForWriters(
    _ path: String, followsLinks: Bool = true, timeout: Double,
    noticeAfter: Double = 1, waiting: () -> Void = {}, leasesOnly: Bool = false
  ) -> WaitResult {
    let quiet = FaultPlan.current?.quietPeriod ?? quietPeriod
    let interval = Swift.min(pollInterval, quiet / 4)
    let start = monotonicNow()
    var told = false
    var poll = 0
    var lastStamp: [Int]?? = .none
    var stillSince = start
    while true {
      FaultPlan.current?.onWriterPoll?(poll)
      poll += 1
      let now = monotonicNow()
      switch probe(path, followsLinks: followsLinks) {
      case .free, .missing: return .ready
      case .writing: break
      case .unavailable:
        if leasesOnly { return .ready }
        let stamp = stamp(path)
        if stamp == nil { return .ready }
        if case .some(let previous) = lastStamp, previous == stamp {
          if now - stillSince >= quiet { return .ready }
        } else {
          if lastStamp == nil, let age = secondsSinceChange(path), age >= quiet { return .ready }
          lastStamp = .some(stamp)
          stillSince = now
        }
      }
      let waited = now - start
      if waited >= timeout { return .stillWriting }
      if !told && waited >= noticeAfter {
        told = true
        waiting()
      }
      let rest = Swift.min(interval, timeout - waited)
      var pause = timespec(tv_sec: 0, tv_nsec: Swift.max(Int(rest * 1e9), 1))
      _ = nanosleep(&pause, nil)
    }
  }

  /// Seconds on the monotonic clock.
  static func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

extension Syscalls {
  /// `renameat2(dir, from, dir, to, flags)` where the C library has it (glibc 2.28 and
  /// later), looked up at run time.
  ///
  /// - Throws: ``Errno``: `ENOSYS` without the call, `EINVAL` where the file system does not
  ///   support `flags`.
  static func rename(
    in dir: Int32, _ from: String, _ to: String, flags: UInt32
  ) throws(Errno) {
    if let faults = FaultPlan.current {
      if faults.shouldFailRenameForSeam() { throw Errno(code: faults.errno) }
      if faults.exchangeUnsupported { throw Errno(code: EINVAL) }
    }
    typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = renameAt2Symbol else { throw Errno(code: ENOSYS) }
    let call = unsafeBitCast(symbol, to: RenameAt2.self)
    let rc = TodoList.withUnescapedCString(from) { old in
      TodoList.withUnescapedCString(to) { new in call(dir, old, dir, new, flags) }
    }
    if rc != 0 { throw .current }
  }

  /// The C library's `renameat2`, or `nil`.
  nonisolated(unsafe) private static let renameAt2Symbol: UnsafeMutableRawPointer? = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
}
