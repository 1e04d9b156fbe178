import TodoTestSupport

@testable import TodoTxt

/// Random todo.txt-ish lines and files for the property tests, built mostly from fragments
/// that sit on the format's edges.
enum Generators {
  static let headers = [
    "x ", "x ", "x ", "x", "X ", "(A) ", "(Z) ", "(A) ", "(b) ", "(B)", "(B)->", "（A） ",
    "2026-11-30 ", "2024-02-29 ", "2026-11-30", "2023-02-30 ", "2023-13-01 ", "2023-4-5 ",
    "1900-02-29 ", "2000-02-29 ", "x (A) ", "xylophone ", "x  ", " ", "\t", "0000-01-01 ",
  ]

  static let words = [
    "Call", "Mom", "buy", "x", "X", "(A)", "(a)", "2026-01-01", "+proj", "@ctx", "+", "@", "++",
    "@@", "+首都", "+Санкт-Петербург", "@家裡", "@Телефон", "+εύρηκα", "due:2026-01-01",
    "due:2023-02-30", "due:tomorrow", "due:", "t:2026-12-01", "rec:1w", "rec:+1m", "rec:3b",
    "rec:0d", "h:1", "h:0", "pri:A", "pri:b", "pri:Z", "a:b:c", "http://x.org/a:b",
    "https://example.com/票/123", "url:https://x", "12:30", ":x", "x:", ":", "someone@example.com",
    "2+2", "item+x", "👨‍👩‍👧", "🇹🇼", "👍🏽", "é", "e\u{301}", "\u{301}", "買水果", "（A）", "ｘ",
    "\0", "\u{FFFD}", "\u{200B}", "\u{200D}", "&", "\\", "$HOME", "^a.*b$", "|", "\\1", "期限:二",
    "DUE:1", "k:v", "Foo:Bar",
  ]

  static let separators = [
    " ", " ", " ", " ", "  ", "\t", "\u{3000}", "\u{A0}", "\r", "", "\u{2028}", "\u{85}",
    "\u{202F}", "\u{1680}", "\u{0B}",
  ]

  /// Scalars from ranges that stress UTF-8 handling.
  static func scalar(_ rng: inout SeededRandom, allowNewline: Bool) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
      0x00...0x7F, 0x20...0x7E, 0x20...0x7E, 0x80...0x2FF, 0x300...0x36F, 0x370...0x52F,
      0x2000...0x206F, 0x3000...0x303F, 0x4E00...0x9FFF, 0xFF00...0xFFEF, 0xFFF0...0xFFFF,
      0x1F300...0x1FAFF, 0xE0000...0xE007F, 0x10FFF0...0x10FFFF,
    ]
    while true {
      let range = rng.pick(ranges)
      let value = range.lowerBound + UInt32(rng.below(Int(range.upperBound - range.lowerBound) + 1))
      guard let s = Unicode.Scalar(value) else { continue }
      if !allowNewline && s == "\n" { continue }
      return s
    }
  }

  /// A random line. Without `allowNewline` it holds no `\n` and does not end with `\r`, so
  /// ``TodoList`` accepts it.
  static func line(_ rng: inout SeededRandom, allowNewline: Bool = false) -> String {
    var s = ""
    if rng.chance(15) {
      for _ in 0..<rng.below(40) {
        s.unicodeScalars.append(scalar(&rng, allowNewline: allowNewline))
      }
    } else {
      for _ in 0..<rng.below(4) { s += rng.pick(headers) }
      for _ in 0..<rng.below(9) {
        if rng.chance(10) {
          for _ in 0..<(1 + rng.below(4)) {
            s.unicodeScalars.append(scalar(&rng, allowNewline: allowNewline))
          }
        } else {
          s += rng.pick(words)
        }
        s += rng.pick(separators)
      }
    }
    if !allowNewline { s = lineSafe(s) }
    return s
  }

  /// Drops `\n` and trailing `\r`, which a single line cannot hold.
  static func lineSafe(_ s: String) -> String {
    var scalars = String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "\n" })
    while scalars.last == "\r" { scalars.removeLast() }
    return String(scalars)
  }

  static let byteFragments: [[UInt8]] = [
    [0x0A], [0x0A], [0x0A], [0x0D, 0x0A], [0x0D, 0x0A], [0x0D], [0x0A, 0x0A], [0xEF, 0xBB, 0xBF],
    [0xFF], [0xFE], [0xC0, 0xAF], [0x80], [0xE4, 0xB8], [0xED, 0xA0, 0x80],
    [0xF4, 0x90, 0x80, 0x80],
    [0xC2], [0xE3, 0x80], [0x00], [0x09], [0x20], [0x0D, 0x0D, 0x0A],
  ]

  /// A random file: lines, line endings of every kind, a BOM now and then, and bytes that are
  /// not valid UTF-8.
  static func file(_ rng: inout SeededRandom) -> [UInt8] {
    var bytes: [UInt8] = []
    if rng.chance(20) { bytes += [0xEF, 0xBB, 0xBF] }
    for _ in 0..<rng.below(40) {
      switch rng.below(10) {
      case 0...3: bytes += rng.pick(byteFragments)
      case 4...6: bytes += utf8(rng.pick(words)) + utf8(rng.pick(separators))
      case 7: bytes += utf8(rng.pick(headers))
      case 8: bytes += utf8(line(&rng, allowNewline: true))
      default: bytes.append(UInt8(truncatingIfNeeded: rng.next()))
      }
    }
    return bytes
  }

  static let dates = ["2026-11-30", "2024-02-29", "2000-01-01", "9999-12-31"]
  static let tagKeys = ["due", "t", "rec", "pri", "h", "k", "期限", "DUE"]
  static let tagValues = ["2026-01-01", "1", "0", "x:y", "A", "值", "2023-02-30"]

  /// A random edit with line-safe arguments.
  static func edit(_ rng: inout SeededRandom) -> Edit {
    switch rng.below(8) {
    case 0: return .complete(rng.pick(dates), keepPriority: rng.chance(50))
    case 1: return .markNotDone
    case 2:
      return .setPriority(rng.chance(30) ? nil : String(UnicodeScalar(UInt8(0x41 + rng.below(26)))))
    case 3: return .append(words(&rng), separator: rng.chance(80) ? " " : "")
    case 4: return .prepend(words(&rng))
    case 5: return .replace(line(&rng))
    case 6: return .setTag(rng.pick(tagKeys), rng.pick(tagValues))
    default: return .removeTag(rng.pick(tagKeys))
    }
  }

  /// One to three words joined by spaces.
  static func words(_ rng: inout SeededRandom) -> String {
    (0..<(1 + rng.below(3))).map { _ in rng.pick(words) }.joined(separator: " ")
  }
}

/// A plain reimplementation of the line grammar over Unicode scalars, written from the spec
/// without looking at the byte-level parser, for differential testing.
enum ReferenceParser {
  static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 0x30 && s.value <= 0x39 }

  static func date(_ s: [Unicode.Scalar], at i: Int) -> TodoDate? {
    guard i + 10 <= s.count else { return nil }
    let part = Array(s[i..<i + 10])
    for (k, c) in part.enumerated() {
      if k == 4 || k == 7 {
        guard c == "-" else { return nil }
      } else {
        guard isDigit(c) else { return nil }
      }
    }
    func number(_ r: Range<Int>) -> Int { r.reduce(0) { $0 * 10 + Int(part[$1].value - 0x30) } }
    let (y, m, d) = (number(0..<4), number(5..<7), number(8..<10))
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard y >= 1, m >= 1, m <= 12, d >= 1, d <= lengths[m - 1] else { return nil }
    guard let date = TodoDate(year: y, month: m, day: d) else {
      fatalError("TodoDate rejects the real day \(y)-\(m)-\(d)")
    }
    return date
  }

  /// A date followed by a space or the end; returns it and the index after the space.
  static func headerDate(_ s: [Unicode.Scalar], at i: Int) -> (TodoDate, Int)? {
    guard let d = date(s, at: i) else { return nil }
    if i + 10 == s.count { return (d, i + 10) }
    return s[i + 10] == " " ? (d, i + 11) : nil
  }

  static func priority(_ s: [Unicode.Scalar], at i: Int) -> Priority? {
    guard i + 4 <= s.count, s[i] == "(", s[i + 2] == ")", s[i + 3] == " ",
      s[i + 1].value >= 0x41, s[i + 1].value <= 0x5A
    else { return nil }
    return Priority(ascii: UInt8(s[i + 1].value))
  }

  static func token(_ t: [Unicode.Scalar]) -> String {
    func bytes(_ part: ArraySlice<Unicode.Scalar>) -> String {
      var string = ""
      string.unicodeScalars.append(contentsOf: part)
      return escaped(utf8(string))
    }
    if t.count >= 2, t[0] == "+" { return "p:" + bytes(t[1...]) }
    if t.count >= 2, t[0] == "@" { return "c:" + bytes(t[1...]) }
    if let colon = t.firstIndex(of: ":"), colon > 0, colon < t.count - 1 {
      let value = t[(colon + 1)...]
      let isURL = value.count >= 2 && value.first == "/" && value.dropFirst().first == "/"
      let numericKey = t[..<colon].allSatisfy(isDigit)
      if !isURL && !numericKey { return "t:" + bytes(t[..<colon]) + "=" + bytes(value) }
    }
    return "w:" + bytes(t[...])
  }

  static func parse(_ line: String) -> ItemFields {
    var fields = ItemFields(TodoItem(parsing: ""))
    let s = Array(line.unicodeScalars)
    var i = 0
    fields.priorityOffset = -1
    fields.creationDateOffset = -1
    fields.isCompleted = s.count >= 2 && s[0] == "x" && s[1] == " "
    if fields.isCompleted {
      i = 2
      if let p = priority(s, at: i) {
        fields.priority = p
        fields.priorityOffset = i
        i += 4
      }
      if let (done, next) = headerDate(s, at: i) {
        fields.completionDate = done
        i = next
        if let (created, after) = headerDate(s, at: i) {
          fields.creationDate = created
          fields.creationDateOffset = i
          i = after
        }
      }
    } else {
      if let p = priority(s, at: 0) {
        fields.priority = p
        fields.priorityOffset = 0
        i = 4
      }
      if let (created, next) = headerDate(s, at: i) {
        fields.creationDate = created
        fields.creationDateOffset = i
        i = next
      }
    }
    // The header is ASCII, so scalar offsets are byte offsets.
    fields.subjectOffset = i
    var subject = ""
    subject.unicodeScalars.append(contentsOf: s[i...])
    fields.subject = utf8(subject)
    fields.text = utf8(line)
    fields.tokens = []
    var current: [Unicode.Scalar] = []
    for c in s[i...] {
      if c.properties.isWhitespace {
        if !current.isEmpty { fields.tokens.append(token(current)) }
        current = []
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { fields.tokens.append(token(current)) }
    return fields
  }
}
