import Glibc

/// What identifies one version of a file: device, inode, size and modification time (to the
/// nanosecond). Equal signatures before and after an edit mean nobody else wrote the file in
/// between (a writer that keeps the size and the time to the nanosecond is not caught; no
/// file system check can do better without a lock the writer honours).
struct FileSignature: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int
  var seconds: Int
  var nanoseconds: Int

  /// The signature of what `path` names now (symlinks followed), or `nil` when it does not
  /// exist; looked up by name in its folder as the run holds it (``HeldFolders/entry(_:_:)``).
  init?(path: String) {
    var st = stat()
    guard TodoFile.status(path, &st) else { return nil }
    self.init(st)
  }

  init(_ st: stat) {
    device = UInt64(st.st_dev)
    inode = UInt64(st.st_ino)
    size = Int(st.st_size)
    seconds = Int(st.st_mtim.tv_sec)
    nanoseconds = Int(st.st_mtim.tv_nsec)
  }

  init(device: UInt64, inode: UInt64, size: Int, seconds: Int, nanoseconds: Int) {
    self.device = device
    self.inode = inode
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  /// The signature as one record field: `device:inode:size:seconds:nanoseconds`.
  var field: String { "\(device):\(inode):\(size):\(seconds):\(nanoseconds)" }

  /// Parses ``field``; `nil` for anything else.
  init?(field: String) {
    let parts = field.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 5, let device = UInt64(parts[0]), let inode = UInt64(parts[1]),
      let size = Int(parts[2]), let seconds = Int(parts[3]), let nanoseconds = Int(parts[4])
    else { return nil }
    self.init(
      device: device, inode: inode, size: size, seconds: seconds, nanoseconds: nanoseconds)
  }
}

extension FileSignature {
  /// When the status of what `path` names last changed (`st_ctim`, in nanoseconds), or `nil`
  /// when it does not exist: `chmod` changes it, and nothing in a signature.
  static func changeTime(path: String) -> Int? {
    var st = stat()
    guard TodoFile.status(path, &st) else { return nil }
    return Int(st.st_ctim.tv_sec) * 1_000_000_000 + Int(st.st_ctim.tv_nsec)
  }
}
