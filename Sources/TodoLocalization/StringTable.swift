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
    var entries: [String: String] = [:]
    var scanner = Scanner(Array(text.unicodeScalars))
    while true {
      try scanner.skipTrivia()
      if scanner.isAtEnd { break }
      let key = try scanner.quoted()
      // A missing `=` or `;` is reported on the line of the entry, not of whatever follows.
      var entryLine = scanner.line
      try scanner.skipTrivia()
      guard scanner.take("=") else { throw StringTableError(line: entryLine) }
      try scanner.skipTrivia()
      let value = try scanner.quoted()
      entryLine = scanner.line
      try scanner.skipTrivia()
      guard scanner.take(";") else { throw StringTableError(line: entryLine) }
      entries[key] = value
    }
    self.entries = entries
  }

  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
      if scalars.first == "\u{FEFF}" { index = 1 }
    }

    var isAtEnd: Bool { index >= scalars.count }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard !isAtEnd, scalars[index] == scalar else { return false }
      index += 1
      return true
    }

    /// Skips white space and comments; an unterminated `/*` comment is an error on its line.
    mutating func skipTrivia() throws(StringTableError) {
      while !isAtEnd {
        let c = scalars[index]
        if c == "\n" {
          line += 1
          index += 1
        } else if c == " " || c == "\t" || c == "\r" {
          index += 1
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = line
          index += 2
          while !isAtEnd,
            !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/")
          {
            if scalars[index] == "\n" { line += 1 }
            index += 1
          }
          guard !isAtEnd else { throw StringTableError(line: start) }
          index += 2
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while !isAtEnd, scalars[index] != "\n" { index += 1 }
        } else {
          return
        }
      }
    }

    /// A quoted string; one that never ends is an error on the line where it starts.
    mutating func quoted() throws(StringTableError) -> String {
      guard take("\"") else { throw StringTableError(line: line) }
      let start = line
      var out = String.UnicodeScalarView()
      while !isAtEnd {
        let c = scalars[index]
        index += 1
        switch c {
        case "\"":
          return String(out)
        case "\\":
          guard !isAtEnd else { throw StringTableError(line: start) }
          let e = scalars[index]
          index += 1
          switch e {
          case "n": out.append("\n")
          case "t": out.append("\t")
          case "r": out.append("\r")
          case "0": out.append("\0")
          case "U", "u":
            var value: UInt32 = 0
            for _ in 0..<4 {
              guard !isAtEnd, let digit = UInt32(String(scalars[index]), radix: 16)
              else { throw StringTableError(line: line) }
              value = value * 16 + digit
              index += 1
            }
            guard let scalar = Unicode.Scalar(value) else { throw StringTableError(line: line) }
            out.append(scalar)
          default: out.append(e)
          }
        case "\n":
          line += 1
          out.append(c)
        default:
          out.append(c)
        }
      }
      throw StringTableError(line: start)
    }
  }
}

/// A `.strings` table that could not be parsed.
public struct StringTableError: Error, Equatable, Sendable {
  /// The 1-based line of the first malformed entry.
  public let line: Int
}
