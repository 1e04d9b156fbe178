#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output and unbuffered standard error, in todo.sh's order.
///
/// Standard output is flushed before anything goes to standard error, so a script that merges
/// the two streams sees the order todo.sh gives (todo-sh-behaviour.md §7).
final class Output {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  /// Writes `text` and a newline to standard output.
  func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes raw bytes to standard output.
  func raw(_ bytes: [UInt8]) {
    if buffer.isEmpty && bytes.count >= 1 << 16 {
      writeAll(1, bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `text` to standard output without a newline.
  func text(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// Writes `text` and a newline to standard error, after flushing standard output.
  func error(_ text: String) {
    flush()
    var bytes = Array(text.utf8)
    bytes.append(0x0A)
    writeAll(2, bytes)
  }

  /// Writes everything buffered to standard output.
  func flush() {
    guard !buffer.isEmpty else { return }
    writeAll(1, buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return  // EPIPE and the like: the reader is gone.
        }
        offset += n
      }
    }
  }
}
