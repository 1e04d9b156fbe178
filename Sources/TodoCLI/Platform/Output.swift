import Glibc

/// Buffered standard output and unbuffered standard error, in todo.sh's order.
///
/// Standard output is flushed before anything goes to standard error, so a script that merges
/// the two streams sees the order todo.sh gives (todo.sh writes both unbuffered).
final class Output {
  private var buffer: [UInt8] = []
  /// The first error writing standard output other than a closed pipe, as `errno`.
  private(set) var writeError: Int32?
  /// Where standard output and standard error go.
  let outputFD: Int32
  let errorFD: Int32

  init(output: Int32 = 1, error: Int32 = 2) {
    outputFD = output
    errorFD = error
    buffer.reserveCapacity(1 << 16)
  }

  /// Prints what a command recorded while it edited, in its order.
  func emit(_ transcript: Transcript) {
    for entry in transcript.entries {
      switch entry {
      case .output(let bytes): raw(bytes)
      case .error(let text): error(text)
      }
    }
  }

  /// Writes `text` and a newline to standard output.
  func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes raw bytes to standard output.
  func raw(_ bytes: [UInt8]) {
    if buffer.isEmpty && bytes.count >= 1 << 16 {
      writeAll(outputFD, bytes)
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
    writeAll(errorFD, bytes)
  }

  /// Writes everything buffered to standard output.
  func flush() {
    guard !buffer.isEmpty else { return }
    writeAll(outputFD, buffer)
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
          if errno != EPIPE && fd == outputFD && writeError == nil { writeError = errno }
          return
        }
        offset += n
      }
    }
  }
}
