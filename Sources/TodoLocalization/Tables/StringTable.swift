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
    // Scanned through a buffer pointer: every command loads a table at start-up, and the
    // unoptimized build the tests run (thousands of commands) pays for each array access.
    entries = try bytes.withUnsafeBufferPointer { buffer throws(StringTableError) in
      try Self.entries(of: buffer)
    }
  }

  /// The entries of the table in `bytes` (see ``init(parsing:)-([UInt8])``).
  private static func entries(
    of bytes: UnsafeBufferPointer<UInt8>
  ) throws(StringTableError) -> [String: String] {
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
    return entries
  }

  /// A cursor over the table's UTF-8 bytes; every syntax character is ASCII.
  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
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
          var at = index + 2
          while true {
            guard let star = find(UInt8(ascii: "*"), from: at) else {
              throw StringTableError(line: line)
            }
            if byte(at: star + 1) == UInt8(ascii: "/") {
              line += TableFiles.count(of: UInt8(ascii: "\n"), in: bytes, from: index, to: star)
              index = star + 2
              break
            }
            at = star + 1
          }
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
          index = find(UInt8(ascii: "\n"), from: index) ?? bytes.count
        default:
          return
        }
      }
    }

    /// The index of the first `byte` from `from` on (up to `to`, or the end), or `nil`.
    private func find(_ byte: UInt8, from: Int, to: Int? = nil) -> Int? {
      TableFiles.firstIndex(of: byte, in: bytes, from: from, to: to ?? bytes.count)
    }

    /// A quoted string; one that never ends is an error on the line where it starts. The runs
    /// between escapes are found with `memchr` and copied whole.
    mutating func quoted() throws(StringTableError) -> String {
      guard take(UInt8(ascii: "\"")) else { throw StringTableError(line: line) }
      let start = line
      var out: [UInt8] = []
      // The next quote, searched again only once an escape went past it (`\"`).
      var next: Int? = nil
      while true {
        if next.map({ $0 < index }) ?? true { next = find(UInt8(ascii: "\""), from: index) }
        guard let quote = next else { throw StringTableError(line: start) }
        let slash = find(UInt8(ascii: "\\"), from: index, to: quote)
        let runEnd = slash ?? quote
        line += TableFiles.count(of: UInt8(ascii: "\n"), in: bytes, from: index, to: runEnd)
        let run = UnsafeBufferPointer(rebasing: bytes[index..<runEnd])
        guard let slash else {
          index = quote + 1
          // Most strings have no escape: decoded in one piece.
          if out.isEmpty { return String(decoding: run, as: UTF8.self) }
          out.append(contentsOf: run)
          return String(decoding: out, as: UTF8.self)
        }
        out.append(contentsOf: run)
        guard let e = byte(at: slash + 1) else { throw StringTableError(line: start) }
        index = slash + 2
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
        case UInt8(ascii: "\n"):
          line += 1
          out.append(e)
        default: out.append(e)
        }
      }
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
