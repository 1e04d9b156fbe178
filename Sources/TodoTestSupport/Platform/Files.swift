import Glibc

// The system calls the tests and the benchmarks share: only this folder imports Glibc.

/// A new folder `/tmp/PREFIX-XXXXXX` (mode 0700, `mkdtemp`), for a benchmark's or a test's
/// files; `nil` when it cannot be made.
public func makeTemporaryFolder(prefix: String) -> String? {
  var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
  guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
    return nil
  }
  return String(cString: made)
}

/// The whole content of the small file at `path` (files in /proc report a size of 0), or `nil`
/// when it cannot be opened or read.
public func readSmallFile(_ path: String) -> [UInt8]? {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var result: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 && errno == EINTR { continue }
    if n < 0 { return nil }
    if n == 0 { return result }
    result += chunk[..<n]
  }
}
