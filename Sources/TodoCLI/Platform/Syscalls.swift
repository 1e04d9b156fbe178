import Glibc

// The platform layer: every system call of `todo` is made from a file of this folder, and only
// here is Glibc imported. The actions and the edit session go through `System` (paths, folders,
// other programs), `TodoFile` (the user's files), `Syscalls` (the calls that change them, with
// typed errors and the fault-injection seam of `FaultPlan`), `Output`, `Regex` and `Clock`.

/// An `errno` value from a failed system call.
struct Errno: Error, Equatable {
  var code: Int32

  /// The `errno` the last failed call left.
  static var current: Errno { Errno(code: errno) }

  /// `ENOENT`: no such file or folder.
  static let noSuchFile = Errno(code: ENOENT)
}

/// Where a test makes the file layer fail or pause at a precise moment: the one fault seam.
/// A test sets it for one run (``TodoCommand/run(arguments:environment:streams:faults:)``,
/// or `FaultPlan.$current.withValue(plan) { … }`); the file layer asks ``current`` at each
/// point it can fail or pause, and nothing else carries it. `nil` in normal runs.
///
/// Counting is per plan: `failWrite = 2` fails the second `write` made through ``Syscalls``
/// while this plan is in use, with `errno`.
final class FaultPlan: @unchecked Sendable {
  /// The plan of the run in this task, if a test set one (a task-local value: tests running
  /// in parallel each have their own).
  @TaskLocal static var current: FaultPlan?

  /// Fails the Nth `write` (1-based) with ``errno``.
  var failWrite: Int?
  /// Fails the Nth `fsync` of a file's data with ``errno``.
  var failFsync: Int?
  /// Fails the Nth `rename` with ``errno``.
  var failRename: Int?
  /// The `errno` an injected failure reports.
  var errno: Int32 = EIO
  /// Runs after a replacement's new content is written and synced, just before the last check
  /// that nobody else changed the file since it was read (then the rename).
  var beforeFinalCheck: (() -> Void)?
  /// Asked at the named steps of a command (`afterRead`, `afterAppendScan`, `afterAppend`,
  /// `beforeSwap`, `afterRewrite`, `afterRestore`, `afterNoteRead`, `lockHeld`, and
  /// `screenWaited` when a wait of `todo ui` read nothing; at `beforeSwap` and the last four it
  /// only stops, for a test): `true` makes the command
  /// stop right there as a `kill -9` would stop it, leaving its files, journal and history as
  /// they are (the lock is let go).
  var killAt: ((String) -> Bool)?

  /// A plan that stops the process (SIGSTOP) the first time a command reaches `step` (a name
  /// of ``killAt``), for a test to `kill -9` it there or change the files; the process goes on
  /// if it is continued, and does not stop again.
  static func stopping(at step: String) -> FaultPlan {
    let plan = FaultPlan()
    var stopped = false
    plan.killAt = { name in
      if name == step && !stopped {
        stopped = true
        raise(SIGSTOP)
      }
      return false
    }
    return plan
  }

  /// Simulates another program holding the file open for writing: that many lease probes
  /// (``WriterProbe``) report a writer, then they go back to the real probe.
  var openForWriting = 0
  /// Simulates a file where no lease can be taken (another user's file, NFS, FUSE): lease
  /// probes fail with this `errno`, so the quiet-period wait is used.
  var leaseUnavailable: Int32?
  /// The quiet period of the wait without leases, in seconds, instead of
  /// ``WriterProbe/quietPeriod``.
  var quietPeriod: Double?
  /// Runs at each look of a wait for writers, with its 0-based count (a test writes the file
  /// there, as a writer would between two looks).
  var onWriterPoll: ((Int) -> Void)?
  /// Runs after the last check that nobody changed the file, just before the new file is
  /// swapped (or renamed) in: a foreign write here lands in the window the swap closes.
  var beforeRename: (() -> Void)?
  /// Runs after `merge-conflicts` checked that a conflict copy is the version it merged, just
  /// before it moves the copy away: a sync client replacing the copy here is caught after the
  /// move.
  var beforeStash: (() -> Void)?
  /// Runs after `merge-conflicts` read and merged the copies and the files, before it takes
  /// the lock: another command may change the files here, as it may while a large copy is
  /// read.
  var afterMergeRead: (() -> Void)?
  /// Makes every write, link and probe in todo's private folders fail with this `errno`, as
  /// on a full disk or a read-only file system (which a test running as root cannot make).
  var stateUnwritable: Int32?
  /// Runs right after a write opened and checked the folder it creates a file in, before
  /// anything is made there: a folder on the way swapped for a link here must change nothing.
  var afterFolderChecked: (() -> Void)?
  /// The same moment for an append that creates its file: right after the folder it is made
  /// in was opened and checked, before the file is made.
  var afterAppendFolderChecked: (() -> Void)?
  /// Runs right after an append to a file whose appends are checked
  /// (``TodoFile/appendCheckTimeout``), before the check: a writer that rewrites the file from
  /// an older read here drops the appended lines.
  var afterAppend: (() -> Void)?
  /// Makes `renameat2` with flags fail with `EINVAL`, as on a file system without
  /// `RENAME_EXCHANGE`: the plain rename and its after-check are used.
  var exchangeUnsupported = false

  private(set) var writes = 0
  private(set) var fsyncs = 0
  private(set) var renames = 0

  init() {}

  fileprivate func shouldFailWrite() -> Bool {
    writes += 1
    return writes == failWrite
  }

  fileprivate func shouldFailFsync() -> Bool {
    fsyncs += 1
    return fsyncs == failFsync
  }

  fileprivate func shouldFailRename() -> Bool {
    renames += 1
    return renames == failRename
  }

  /// ``shouldFailRename()`` for the swap of ``WriterProbe``'s file (it counts as a rename).
  func shouldFailRenameForSeam() -> Bool { shouldFailRename() }

  /// The simulated result of the next lease probe, or `nil` for the real one.
  func simulatedWriterState() -> WriterProbe.State? {
    if openForWriting > 0 {
      openForWriting -= 1
      return .writing
    }
    return leaseUnavailable.map { .unavailable($0) }
  }
}

/// The system calls that change the user's files, with typed errors and the test seam of
/// ``FaultPlan``. Every write, fsync and rename of todo.txt, done.txt and the other files a
/// command edits goes through here.
enum Syscalls {
  /// Writes all of `raw` to `fd`, retrying after `EINTR` and short writes.
  ///
  /// - Throws: ``Errno``.
  static func writeAll(
    _ fd: Int32, _ raw: UnsafeRawBufferPointer
  ) throws(Errno) {
    if let faults = FaultPlan.current, faults.shouldFailWrite() { throw Errno(code: faults.errno) }
    var offset = 0
    while offset < raw.count {
      let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      offset += n
    }
  }

  /// `fsync(fd)`.
  ///
  /// - Throws: ``Errno``.
  static func fsync(_ fd: Int32) throws(Errno) {
    if let faults = FaultPlan.current, faults.shouldFailFsync() { throw Errno(code: faults.errno) }
    if Glibc.fsync(fd) != 0 { throw .current }
  }

  /// `rename(from, to)`: atomically puts `from` in the place of `to`.
  ///
  /// - Throws: ``Errno``.
  static func rename(_ from: String, _ to: String) throws(Errno) {
    if let faults = FaultPlan.current, faults.shouldFailRename() { throw Errno(code: faults.errno) }
    if TodoCLI.rename(from, to) != 0 { throw .current }
  }

  /// `renameat(dir, from, dir, to)`: atomically puts `from` in the place of `to`, both names
  /// in the folder that `dir` has open (a folder swapped for a link meanwhile is not followed).
  ///
  /// - Throws: ``Errno``.
  static func rename(in dir: Int32, _ from: String, _ to: String) throws(Errno) {
    if let faults = FaultPlan.current, faults.shouldFailRename() { throw Errno(code: faults.errno) }
    if TodoCLI.renameat(dir, from, dir, to) != 0 { throw .current }
  }

  /// The process's file mode creation mask, read without changing it (`umask` can only be
  /// read by setting it, which would race with other threads creating files).
  static func currentUmask() -> mode_t {
    if let status = try? TodoFile(path: "/proc/self/status").read() {
      for line in status.split(separator: 0x0A) where line.starts(with: Array("Umask:".utf8)) {
        let digits = line.dropFirst(6).filter { $0 >= 0x30 && $0 <= 0x37 }
        if let mask = mode_t(String(decoding: digits, as: UTF8.self), radix: 8) { return mask }
      }
    }
    return 0o022
  }
}
