extension TodoItem {
  /// Parses one line of a todo.txt file; every string is a valid line.
  ///
  /// The header is read as a small state machine over the UTF-8 bytes:
  /// 1. `x ` (lowercase x, one space) marks a completed task (spec, complete tasks rule 1).
  /// 2. On a completed task, an optional `(A) ` (the spec's description.svg form), then an
  ///    optional completion date, then (only after a completion date) an optional creation date.
  /// 3. On an open task, an optional `(A) ` (uppercase ASCII letter, then a space), then an
  ///    optional creation date.
  ///
  /// A date counts only when it is a real calendar day in `YYYY-MM-DD` form followed by a space
  /// or the end of the line. Anything that does not fit stays in the subject: `(a)`, `(B)x`,
  /// `（A）`, `X 2020-01-01`, `2020-31-03` are text. Tokens split at whitespace (ASCII and Unicode
  /// spaces such as U+3000); `+`/`@` count only at the start of a token, so `me@example.com` and
  /// `2+2` are words.
  ///
  /// - Parameter text: One line without its line ending. A `\r` left at the end (a lone CR) is
  ///   kept in ``text`` and treated as whitespace by the tokenizer.
  public init(parsing text: String) {
    var text = text
    let parsed = text.withUTF8 { TodoItem.parseHeader($0) }
    self.text = text
    self.isCompleted = parsed.isCompleted
    self.completionDate = parsed.completionDate
    self.priority = parsed.priority
    self.creationDate = parsed.creationDate
    self.priorityOffset = parsed.priorityOffset
    self.creationDateOffset = parsed.creationDateOffset
    self.subjectOffset = parsed.subjectOffset
    self.spans = parsed.spans
  }

  private struct Header {
    var isCompleted = false
    var completionDate: TodoDate?
    var priority: Priority?
    var creationDate: TodoDate?
    var priorityOffset = -1
    var creationDateOffset = -1
    var subjectOffset = 0
    var spans: [Span] = []
  }

  private static func parseHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Header {
    var header = Header()
    var pos = 0
    let count = bytes.count

    /// `(X) ` at `at`.
    func priority(at: Int) -> Priority? {
      guard at + 4 <= count, bytes[at] == 0x28, bytes[at + 2] == 0x29, bytes[at + 3] == 0x20
      else { return nil }
      return Priority(ascii: bytes[at + 1])
    }
    /// A date at `at` followed by a space or the end; returns it and the offset after it.
    func date(at: Int) -> (TodoDate, Int)? {
      guard let d = TodoDate.parse(bytes, at: at) else { return nil }
      let end = at + 10
      if end == count { return (d, end) }
      if bytes[end] == 0x20 { return (d, end + 1) }
      return nil
    }

    if count >= 2, bytes[0] == 0x78, bytes[1] == 0x20 {
      header.isCompleted = true
      pos = 2
      if let p = priority(at: pos) {
        header.priority = p
        header.priorityOffset = pos
        pos += 4
      }
      if let (done, next) = date(at: pos) {
        header.completionDate = done
        pos = next
        if let (created, after) = date(at: pos) {
          header.creationDate = created
          header.creationDateOffset = pos
          pos = after
        }
      }
    } else {
      if let p = priority(at: 0) {
        header.priority = p
        header.priorityOffset = 0
        pos = 4
      }
      if let (created, next) = date(at: pos) {
        header.creationDate = created
        header.creationDateOffset = pos
        pos = next
      }
    }
    header.subjectOffset = pos
    header.spans = tokenize(bytes, from: pos)
    return header
  }

  /// Splits `bytes[from...]` into classified spans.
  ///
  /// Tokens are the runs between whitespace characters. Rather than testing every byte, the
  /// scan reads eight bytes at a time and builds a bit mask of the few bytes that can matter: a
  /// colon, ASCII whitespace and controls (`00...20`), and the lead bytes `C2` and `E0...E3`
  /// of the non-ASCII whitespace characters. Only those positions are looked at; a token ends
  /// where one of them turns out to be whitespace. UTF-8 continuation bytes (`80...BF`) are never
  /// flagged, so a multi-byte whitespace character is seen once, at its lead byte.
  ///
  /// The spans are collected in a temporary buffer on the stack and copied into an array of
  /// the exact size: one allocation per line. A token takes at least one byte and a separator,
  /// so there are at most `(n + 1) / 2` of them; lines with more than 64 tokens are scanned
  /// again with a buffer of that size.
  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> [Span] {
    guard from < bytes.count else { return [] }
    let bound = (bytes.count - from + 1) / 2
    let small = min(bound, 64)
    if let spans = withUnsafeTemporaryAllocation(
      of: Span.self, capacity: small, { scan(bytes, from: from, into: $0) })
    {
      return spans
    }
    return withUnsafeTemporaryAllocation(of: Span.self, capacity: bound) {
      scan(bytes, from: from, into: $0) ?? []
    }
  }

  /// The tokens of `bytes[from...]`, or `nil` when there are more than `scratch` can hold.
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, into scratch: UnsafeMutableBufferPointer<Span>
  ) -> [Span]? {
    let count = bytes.count
    guard let base = bytes.baseAddress, let out = scratch.baseAddress else { return [] }
    let capacity = scratch.count
    var found = 0
    // The current token starts at `start` (just after the last whitespace) and has its
    // first colon at `colon`; it is empty while the next special byte is at `start`.
    var start = from
    var colon = -1
    var chunk = from
    while chunk < count {
      let word: UInt64
      if chunk + 8 <= count {
        word = UInt64(littleEndian: UnsafeRawPointer(base + chunk).loadUnaligned(as: UInt64.self))
      } else {
        // The last few bytes, padded with `A`s, which are not special.
        var padded: UInt64 = 0x4141_4141_4141_4141
        withUnsafeMutableBytes(of: &padded) { raw in
          raw.baseAddress!.copyMemory(from: base + chunk, byteCount: count - chunk)
        }
        word = UInt64(littleEndian: padded)
      }
      var mask = specialBytes(word)
      while mask != 0 {
        let i = chunk + mask.trailingZeroBitCount >> 3
        mask &= mask &- 1
        // Inside a multi-byte whitespace character that started in the previous chunk.
        if i < start { continue }
        let b = base[i]
        if b == 0x3A {
          if colon < 0 { colon = i }
          continue
        }
        let ws = b == 0x20 ? 1 : whitespaceLength(bytes, at: i)
        guard ws > 0 else { continue }
        if i > start {
          guard found < capacity else { return nil }
          (out + found).initialize(to: classify(bytes, start: start, end: i, colon: colon))
          found += 1
        }
        start = i + ws
        colon = -1
      }
      chunk += 8
    }
    if start < count {
      guard found < capacity else { return nil }
      (out + found).initialize(to: classify(bytes, start: start, end: count, colon: colon))
      found += 1
    }
    return Array(UnsafeBufferPointer(start: out, count: found))
  }

  /// The high bit of each byte of `word` (eight bytes of the line, the first one lowest) that
  /// is `:`, `00...20`, `C2` or `E0...E3`; exact, with no borrow between bytes.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// The high bit of each zero byte of `x`.
    @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 {
      ~(((x & low7) &+ low7) | x) & highs
    }
    // A byte is below 0x21 when neither its own high bit nor that of (low 7 bits + 0x5F) is set.
    let control = ~(((word & low7) &+ (ones &* 0x5F)) | word) & highs
    let colon = zeroBytes(word ^ (ones &* 0x3A))
    let c2 = zeroBytes(word ^ (ones &* 0xC2))
    let e0 = zeroBytes((word & (ones &* 0xFC)) ^ (ones &* 0xE0))
    return control | colon | c2 | e0
  }

  /// How a single whitespace-free word reads as a token: the rule ``init(parsing:)`` uses.
  ///
  /// - Parameter word: The word's UTF-8 bytes, without surrounding whitespace.
  /// - Returns: `.word`, `.project`, `.context` or `.tag`.
  public static func kind(ofWord word: UnsafeBufferPointer<UInt8>) -> WordKind {
    guard !word.isEmpty else { return .word }
    var colon = -1
    for i in 0..<word.count where word[i] == 0x3A {
      colon = i
      break
    }
    switch classify(word, start: 0, end: word.count, colon: colon).kind {
    case .word: return .word
    case .project: return .project
    case .context: return .context
    case .tag: return .tag
    }
  }

  /// The kind of a word, as ``kind(ofWord:)`` reads it.
  public enum WordKind: Sendable, Hashable {
    /// Plain text.
    case word
    /// `+project`.
    case project
    /// `@context`.
    case context
    /// `key:value`.
    case tag
  }

  private static func classify(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, colon: Int
  ) -> Span {
    var span = Span(start: Int32(start), end: Int32(end), colon: -1, kind: .word)
    let first = bytes[start]
    if end - start >= 2, first == 0x2B {
      span.kind = .project
    } else if end - start >= 2, first == 0x40 {
      span.kind = .context
    } else if colon > start, colon < end - 1 {
      // Not a URL (`scheme://…`), and not a time such as `12:30`.
      let isURL = colon + 2 < end && bytes[colon + 1] == 0x2F && bytes[colon + 2] == 0x2F
      var allDigits = true
      for k in start..<colon where !(bytes[k] >= 0x30 && bytes[k] <= 0x39) {
        allDigits = false
        break
      }
      if !isURL && !allDigits {
        span.kind = .tag
        span.colon = Int32(colon)
      }
    }
    return span
  }

  /// The length in bytes of the whitespace character at `i`, or 0.
  ///
  /// ASCII space, tab, LF, VT, FF and CR, and the Unicode White_Space characters outside ASCII
  /// (U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - i: An offset in `bytes`.
  /// - Returns: 0 when the character at `i` is not whitespace, else its length: 1 to 3.
  @inline(__always)
  public static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let b = bytes[i]
    if b < 0x80 {
      return b == 0x20 || (b >= 0x09 && b <= 0x0D) ? 1 : 0
    }
    let count = bytes.count
    switch b {
    case 0xC2:
      guard i + 1 < count else { return 0 }
      return bytes[i + 1] == 0x85 || bytes[i + 1] == 0xA0 ? 2 : 0
    case 0xE1:
      guard i + 2 < count else { return 0 }
      return bytes[i + 1] == 0x9A && bytes[i + 2] == 0x80 ? 3 : 0
    case 0xE2:
      guard i + 2 < count else { return 0 }
      let b1 = bytes[i + 1]
      let b2 = bytes[i + 2]
      if b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) { return 3 }
      if b1 == 0x81 && b2 == 0x9F { return 3 }
      return 0
    case 0xE3:
      guard i + 2 < count else { return 0 }
      return bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80 ? 3 : 0
    default:
      return 0
    }
  }
}
