import Glibc
import TodoTxt

/// A file system path as the kernel sees it: bytes, never decoded, so a name that is not
/// UTF-8 (`caf\xE9`) stays the name it is instead of becoming U+FFFD and another path.
///
/// The small part of swift-system's `FilePath` todo needs: components, parent, appending,
/// a C string for system calls, and a form to show (``shown``) with each byte that is not
/// UTF-8 escaped as `\xHH`.
///
/// Above the system calls todo holds a path as text, escaped (``init(escaped:)``): each byte
/// that is not part of valid UTF-8 is one private-use scalar, as task text that is not UTF-8
/// is held (``TodoList/escapedText(_:)``, a one-to-one mapping), so paths compare, join and
/// go into messages as strings while every call that names a file (PathCalls.swift) gets
/// the path's own bytes back.
struct PathBytes: Hashable, Sendable {
  /// The bytes, without a terminating NUL.
  private(set) var bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The path of text as todo holds a path (``TodoList/escapedText(_:)``): each escape is
  /// its byte again, every other character its UTF-8.
  init(escaped text: String) {
    // Text with no scalar from U+100000 up (their first byte is 0xF4) holds no escape.
    bytes = text.utf8.contains(0xF4) ? TodoList.unescapedBytes(text) : Array(text.utf8)
  }

  /// The path as todo holds it in text: bytes that are not UTF-8 as escapes.
  var escaped: String { TodoList.escapedText(bytes) }

  /// The root folder, `/`.
  static let root = PathBytes([0x2F])

  /// Whether it starts with `/`.
  var isAbsolute: Bool { bytes.first == 0x2F }

  /// The names between slashes, empty ones left out (`a//b/` is `a`, `b`).
  var components: [ArraySlice<UInt8>] {
    bytes.split(separator: 0x2F, omittingEmptySubsequences: true)
  }

  /// This folder's entry `name` (one component).
  func appending(_ name: some Collection<UInt8>) -> PathBytes {
    PathBytes(bytes == [0x2F] ? [0x2F] + name : bytes + [0x2F] + name)
  }

  /// The folder holding it: `/` for `/` and for a name right under it, lexically.
  var parent: PathBytes {
    guard let slash = bytes.lastIndex(of: 0x2F) else { return PathBytes([0x2E]) }
    return slash == 0 ? .root : PathBytes(Array(bytes[..<slash]))
  }

  /// Calls `body` with the path as a NUL-terminated C string.
  func withCString<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// The path as one word of a bash command line that bash reads back as exactly these bytes,
  /// in any locale: as it is when every byte is a plain one (ASCII letters, digits,
  /// `/._-+,:@%=`); in single quotes when it is valid UTF-8 with no quote and no control
  /// character (nothing is special inside them, and no multibyte locale's character ends in a
  /// quote byte); else as `$'…'` with every byte but printable ASCII as `\xHH` (so that in
  /// GBK, Big5 or Shift_JIS no character swallows the backslash of a `\'`). A suggested
  /// command (`chmod go-w …`) with it runs nothing a hostile name holds (`$(…)`, `;`, `'`).
  /// The word is text as a message holds it (``TodoList/escapedText(_:)``).
  var shellWord: String {
    func plain(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
        || (0x61...0x7A).contains(byte) || Array("/._-+,:@%=".utf8).contains(byte)
    }
    if !bytes.isEmpty && bytes.allSatisfy(plain) { return String(decoding: bytes, as: UTF8.self) }
    if !bytes.contains(0x27), let text = String(validating: bytes, as: UTF8.self),
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      // Held as todo holds text for a message (a character of the escape range as escapes).
      return TodoList.escapedText(Array(("'" + text + "'").utf8))
    }
    var out = "$'"
    for byte in bytes {
      switch byte {
      case 0x5C, 0x27: out += "\\" + String(UnicodeScalar(byte))
      case 0x20...0x7E: out.unicodeScalars.append(UnicodeScalar(byte))
      default:
        let digits = String(byte, radix: 16, uppercase: true)
        out += "\\x" + (digits.count == 1 ? "0" : "") + digits
      }
    }
    return out + "'"
  }

  /// The path to show a reader: its UTF-8 as text, each byte that is not part of valid UTF-8
  /// as `\xHH`. For reading, not for naming: a name holding a real `\xE9` shows as the byte
  /// 0xE9 does, and canonically equivalent names alike (``shellWord`` names it exactly).
  var shown: String { PathBytes.shown(bytes) }

  /// A name that arrived from outside (a conflict copy's, from the synced folder) as it is
  /// safe to print: each control character (C0, DEL and C1, a tab and a line break too) as
  /// the `\xHH` of its UTF-8 bytes, as a byte that is not UTF-8 shows; the rest as it is. A
  /// name holding an escape sequence or a line break cannot then redraw or forge a line of
  /// the output, on a terminal or through a pipe.
  static func printable(_ name: String) -> String {
    guard name.unicodeScalars.contains(where: isControl) else { return name }
    var out = ""
    for scalar in name.unicodeScalars {
      guard isControl(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 {
        let digits = String(byte, radix: 16, uppercase: true)
        out += "\\x" + (digits.count == 1 ? "0" : "") + digits
      }
    }
    return out
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// ``shown`` for any bytes (a file name from a directory entry, a `readlink` target).
  static func shown(_ bytes: some Collection<UInt8>) -> String {
    var out = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var pending = Array(bytes)[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        pending = pending.dropFirst(encoded.count)
      case .error(let length):
        for byte in pending.prefix(length) {
          out += "\\x" + String(byte, radix: 16, uppercase: true)
        }
        pending = pending.dropFirst(length)
      case .emptyInput:
        return out
      }
    }
  }
}
