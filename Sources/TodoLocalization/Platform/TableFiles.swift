import Glibc
import TodoTxt

/// The system calls that finding and reading the string tables make; the only file of this
/// module that imports Glibc (as `TodoCLI/Platform/` is for the commands).
enum TableFiles {
  /// The index of the first `byte` in `bytes[from..<to]` (`memchr`), or `nil`.
  static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int
  ) -> Int? {
    guard from < to, let base = bytes.baseAddress,
      let hit = memchr(base + from, Int32(byte), to - from)
    else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// How many times `byte` is in `bytes[from..<to]` (`memchr`, once per hit).
  static func count(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int
  ) -> Int {
    var count = 0
    var at = from
    while let hit = firstIndex(of: byte, in: bytes, from: at, to: to) {
      count += 1
      at = hit + 1
    }
    return count
  }

  /// Calls `body` with `path` as the kernel takes it: text as todo holds a path (a byte that
  /// is not UTF-8 as an escape) turned back into its bytes.
  private static func withPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
    TodoList.withUnescapedCString(path, body)
  }

  /// Whether something exists at `path` (`access(F_OK)`).
  static func exists(_ path: String) -> Bool { withPath(path) { access($0, F_OK) } == 0 }

  /// Whether this process may read `path` (`access(R_OK)`).
  static func isReadable(_ path: String) -> Bool { withPath(path) { access($0, R_OK) } == 0 }

  /// Where the symbolic link `path` points (`readlink`), or `nil`; a byte that is not UTF-8
  /// kept as an escape, never U+FFFD (another path).
  static func link(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = withPath(path) { readlink($0, &buffer, buffer.count - 1) }
    guard n > 0 else { return nil }
    return TodoList.escapedText(buffer[0..<n].map { UInt8(bitPattern: $0) })
  }

  /// A whole file's bytes, or `nil` when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    let fd = withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return bytes
  }
}
