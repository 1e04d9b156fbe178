import Glibc
import TodoTxt

/// Buffered standard output and unbuffered standard error, in todo.sh's order.
///
/// Standard output is flushed before anything goes to standard error, so a script that merges
/// the two streams sees the order todo.sh gives (todo.sh writes both unbuffered).
///
/// On a terminal, control characters are shown, never sent (``TerminalText``): task text comes
/// from a shared file, and an escape sequence in it could rewrite the screen or the terminal's
/// title. Everything written here is escaped; only ``painted(_:)`` lines, whose task text the
/// ``LinePainter`` escaped around its own colours, pass as they are. A pipe or a file gets the
/// bytes unchanged (todo.sh's output, byte for byte).
final class Output {
  private var buffer: [UInt8] = []
  /// The first error writing standard output other than a closed pipe, as `errno`.
  private(set) var writeError: Int32?
  /// Where standard output and standard error go.
  let outputFD: Int32
  let errorFD: Int32
  /// Whether standard output is a terminal, so control characters are escaped.
  let escapesControls: Bool
  /// Whether standard error is a terminal.
  private let errorEscapesControls: Bool

  init(output: Int32 = 1, error: Int32 = 2) {
    outputFD = output
    errorFD = error
    escapesControls = System.isTerminal(output)
    errorEscapesControls = System.isTerminal(error)
    buffer.reserveCapacity(1 << 16)
  }

  /// An output that writes nothing: standard output's bytes are kept in ``captured`` and each
  /// error line in ``capturedErrors`` (`todo ui` runs actions this way and shows what they
  /// say on its own screen). Nothing is escaped: the screen escapes what it draws.
  init(capturing: Void) {
    outputFD = -1
    errorFD = -1
    escapesControls = false
    errorEscapesControls = false
    capturedErrors = []
  }

  /// What was written to standard output, when capturing.
  private(set) var captured: [UInt8] = []
  /// The error lines, in order, when capturing (`nil` otherwise).
  private(set) var capturedErrors: [String]?

  /// Prints what a command recorded while it edited, in its order.
  func emit(_ transcript: Transcript) {
    for entry in transcript.entries {
      switch entry {
      case .output(let bytes): raw(bytes)
      case .error(let text): error(text)
      }
    }
  }

  /// Whether standard output is dropped (`--dry-run` while the action runs: its confirmations
  /// would tell of changes not made); standard error is not.
  var dropsOutput = false

  /// Writes `text` and a newline to standard output.
  func line(_ text: String) {
    if dropsOutput { return }
    append(Self.readable(text))
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes raw bytes to standard output.
  func raw(_ bytes: [UInt8]) {
    if dropsOutput { return }
    if escapesControls {
      append(bytes)
      if buffer.count >= 1 << 16 { flush() }
      return
    }
    painted(bytes)
  }

  /// Writes list lines from ``LinePainter`` (their task text already escaped on a terminal,
  /// their colours not) to standard output as they are.
  func painted(_ bytes: [UInt8]) {
    if dropsOutput { return }
    if buffer.isEmpty && bytes.count >= 1 << 16 {
      writeAll(outputFD, bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes `text` to standard output without a newline.
  func text(_ text: String) {
    if dropsOutput { return }
    append(Self.readable(text))
  }

  /// The bytes of a message: a byte that is not UTF-8, held in text as an escape (a folder's
  /// name, an argument: ``PathBytes/init(escaped:)``), shown as `\xHH`, never as the
  /// escape's private-use character or another name. Task lines go out as their bytes
  /// (``raw(_:)``).
  static func readable(_ text: String) -> [UInt8] {
    // Text with no scalar from U+100000 up (their first byte is 0xF4) holds no escape.
    guard text.utf8.contains(0xF4) else { return Array(text.utf8) }
    return Array(PathBytes(escaped: text).shown.utf8)
  }

  /// Adds `bytes` to the buffer, escaped on a terminal.
  private func append(_ bytes: some Collection<UInt8>) {
    if escapesControls {
      TerminalText.escape(bytes, into: &buffer)
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes `text` and a newline to standard error, after flushing standard output.
  func error(_ text: String) {
    flush()
    if capturedErrors != nil {
      capturedErrors?.append(text)
      return
    }
    var bytes: [UInt8] = []
    if errorEscapesControls {
      TerminalText.escape(Self.readable(text), into: &bytes)
    } else {
      bytes = Self.readable(text)
    }
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
    if fd < 0 {
      captured += bytes
      return
    }
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

/// How control characters in text are shown on a terminal: as `cat -v` shows them.
///
/// C0 controls other than tab and newline become `^@`…`^_` (ESC is `^[`), DEL `^?`, and a
/// carriage return too unless a newline follows it (a CRLF line ending stays as it is). C1
/// controls (U+0080…U+009F, which some terminals obey as 8-bit escapes, CSI among them) become
/// `M-^@`…`M-^_`, whether UTF-8 encoded or stray bytes. The invisible bidirectional controls
/// (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069), which reorder what follows on the
/// screen so a line can show other text than it holds, become `<U+202E>` and so on. All other
/// bytes, invalid UTF-8 included, are kept.
enum TerminalText {
  /// Appends `bytes` to `out` with control characters escaped.
  static func escape(_ bytes: some Collection<UInt8>, into out: inout [UInt8]) {
    var index = bytes.startIndex
    func caret(_ byte: UInt8, meta: Bool) {
      if meta { out += [0x4D, 0x2D] }  // "M-"
      out += byte == 0x7F ? [0x5E, 0x3F] : [0x5E, (byte & 0x1F) + 0x40]
    }
    while index != bytes.endIndex {
      let byte = bytes[index]
      let next = bytes.index(after: index)
      switch byte {
      case 0x09, 0x0A:
        out.append(byte)
      case 0x0D where next != bytes.endIndex && bytes[next] == 0x0A:
        out.append(byte)
      case 0x00..<0x20, 0x7F:
        caret(byte, meta: false)
      case 0x80..<0xA0:
        // A byte that no lead byte claimed.
        caret(byte, meta: true)
      case 0xC2 where next != bytes.endIndex && (0x80..<0xA0).contains(bytes[next]):
        caret(bytes[next], meta: true)
        index = bytes.index(after: next)
        continue
      case 0xD8 where next != bytes.endIndex && bytes[next] == 0x9C:
        out += Array("<U+061C>".utf8)
        index = bytes.index(after: next)
        continue
      case 0xE2 where next != bytes.endIndex && bytes.index(after: next) != bytes.endIndex:
        let second = bytes[next]
        let third = bytes[bytes.index(after: next)]
        let isBidi =
          second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third))
          || second == 0x81 && (0xA6...0xA9).contains(third)
        guard isBidi else { fallthrough }
        let scalar = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        out += Array("<U+\(String(scalar, radix: 16, uppercase: true))>".utf8)
        index = bytes.index(after: bytes.index(after: next))
        continue
      case 0xC0...0xF7:
        // A lead byte and the continuation bytes it takes, copied whole.
        let length = byte < 0xE0 ? 2 : (byte < 0xF0 ? 3 : 4)
        out.append(byte)
        var taken = 1
        index = next
        while taken < length, index != bytes.endIndex, (0x80..<0xC0).contains(bytes[index]) {
          out.append(bytes[index])
          index = bytes.index(after: index)
          taken += 1
        }
        continue
      default:
        out.append(byte)
      }
      index = next
    }
  }
}
