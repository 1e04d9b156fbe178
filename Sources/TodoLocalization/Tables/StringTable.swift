/// A parsed Apple `.strings` table: `"key" = "value";` entries with `/* */` and `//` comments.
///
/// Escapes in keys and values: `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\Uxxxx` (the forms the
/// `.strings` format defines). The parser is total over well-formed tables and reports the
/// first malformed spot instead of trapping.
public struct StringTable: Sendable {
  /// The entries in the table.
  public let entries: [String: String]

  /// Parses a table from its UTF-8 text.
  ///
  /// - Parameter text: The file's contents.
  /// - Throws: ``StringTableError`` with the 1-based line of the first malformed entry.
  public init(parsing text: String) throws(StringTableError) {
    try self.init(parsing: Array(text.utf8))
  }

  /// Parses a table from the file's bytes: as ``init(parsing:)`` with the text decoded first
  /// (a sequence that is not UTF-8 becomes U+FFFD), without decoding the whole file.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Throws: ``StringTableError`` with the 1-based line of the first malformed entry.
  public init(parsing bytes: [UInt8]) throws(StringTableError) {
    var entries: [String: String] = [:]
    // About one entry per 64 bytes in the shipped tables: one allocation, no rehashing.
    entries.reserveCapacity(bytes.count / 64)
    var scanner = Scanner(bytes)
    while true {
      try scanner.skipTrivia()
      if scanner.isAtEnd { break }
      let key = try scanner.quoted()
      // A missing `=` or `;` is reported on the line of the entry, not of whatever follows.
      var entryLine = scanner.line
      try scanner.skipTrivia()
      guard scanner.take(UInt8(ascii: "=")) else { throw StringTableError(line: entryLine) }
      try scanner.skipTrivia()
      let value = try scanner.quoted()
      entryLine = scanner.line
      try scanner.skipTrivia()
      guard scanner.take(UInt8(ascii: ";")) else { throw StringTableError(line: entryLine) }
      entries[key] = value
    }
    self.entries = entries
  }

  /// A cursor over the table's UTF-8 bytes; every syntax character is ASCII.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var isAtEnd: Bool { index >= bytes.count }

    private func byte(at i: Int) -> UInt8? { i < bytes.count ? bytes[i] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
      guard !isAtEnd, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// Skips white space and comments; an unterminated `/*` comment is an error on its line.
    mutating func skipTrivia() throws(StringTableError) {
      while let c = byte(at: index) {
        switch c {
        case UInt8(ascii: "\n"):
          line += 1
          index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          index += 1
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
          let start = line
          index += 2
          while let d = byte(at: index),
            !(d == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/"))
          {
            if d == UInt8(ascii: "\n") { line += 1 }
            index += 1
          }
          guard !isAtEnd else { throw StringTableError(line: start) }
          index += 2
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
          while let d = byte(at: index), d != UInt8(ascii: "\n") { index += 1 }
        default:
          return
        }
      }
    }

    /// A quoted string; one that never ends is an error on the line where it starts.
    mutating func quoted() throws(StringTableError) -> String {
      guard take(UInt8(ascii: "\"")) else { throw StringTableError(line: line) }
      let start = line
      // Most strings have no escape: decoded in one piece.
      var end = index
      var newlines = 0
      while end < bytes.count {
        let c = bytes[end]
        if c == UInt8(ascii: "\"") {
          let text = String(decoding: bytes[index..<end], as: UTF8.self)
          line += newlines
          index = end + 1
          return text
        }
        if c == UInt8(ascii: "\\") { break }
        if c == UInt8(ascii: "\n") { newlines += 1 }
        end += 1
      }
      var out: [UInt8] = []
      while let c = byte(at: index) {
        index += 1
        switch c {
        case UInt8(ascii: "\""):
          return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard let e = byte(at: index) else { throw StringTableError(line: start) }
          index += 1
          switch e {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "0"): out.append(0x00)
          case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
              guard let h = byte(at: index), let digit = hexValue(h)
              else { throw StringTableError(line: line) }
              value = value * 16 + digit
              index += 1
            }
            guard let scalar = Unicode.Scalar(value) else { throw StringTableError(line: line) }
            out.append(contentsOf: String(Character(scalar)).utf8)
          default: out.append(e)
          }
        case UInt8(ascii: "\n"):
          line += 1
          out.append(c)
        default:
          out.append(c)
        }
      }
      throw StringTableError(line: start)
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
  }
}

/// A `.strings` table that could not be parsed.
public struct StringTableError: Error, Equatable, Sendable {
  /// The 1-based line of the first malformed entry.
  public let line: Int
}
