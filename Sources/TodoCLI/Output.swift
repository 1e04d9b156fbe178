#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output and unbuffered standard error, in todo.sh's order.
///
/// Standard output is flushed before anything goes to standard error, so a script that merges
/// the two streams sees the order todo.sh gives (todo.sh writes both unbuffered).
final class Output {
  private var buffer: [UInt8] = []
  /// How many bytes have gone to standard output so far.
  private var flushed = 0
  /// The first error writing standard output other than a closed pipe, as `errno`.
  private(set) var writeError: Int32?

  /// A point to go back to with ``rollback(to:)``.
  var mark: (flushed: Int, pending: Int) { (flushed, buffer.count) }

  /// Drops what was printed since `mark`, if it has not reached standard output yet: the
  /// confirmation of an edit whose write then failed must not be shown.
  func rollback(to mark: (flushed: Int, pending: Int)) {
    if flushed == mark.flushed && buffer.count >= mark.pending {
      buffer.removeSubrange(mark.pending...)
    }
  }

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
      flushed += bytes.count
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
    flushed += buffer.count
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          // A closed pipe (`todo ls | head`) is normal; anything else is reported at exit.
          if errno != EPIPE && fd == 1 && writeError == nil { writeError = errno }
          return
        }
        offset += n
      }
    }
  }
}
