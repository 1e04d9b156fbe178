/// One token of a todo.txt line: a run of bytes between whitespace, and how the spec reads it.
///
/// Offsets are byte offsets into the buffer the token was read from (``TodoTokens``), so a
/// token costs no allocation and no copy.
public struct TodoToken: Hashable, Sendable {
  /// How a token reads (spec rule 3 and "Additional File Format Definitions").
  public enum Kind: UInt8, Sendable, Hashable {
    /// Plain text, including a lone `+` or `@`, `me@example.com`, `2+2`, `12:30` and URLs.
    case word
    /// `+project`: a `+` that starts the token, followed by at least one byte.
    case project
    /// `@context`: an `@` that starts the token, followed by at least one byte.
    case context
    /// `key:value`: a key and a value around the first colon, neither empty; the key is not
    /// all digits (a time such as `12:30`) and the value does not start with `//` (a URL).
    case tag
  }

  /// How the token reads.
  public let kind: Kind
  /// The token's bytes: never empty, never holding whitespace.
  public let range: Range<Int>
  /// The whitespace before the token: from the end of the previous token (or from where the
  /// scan started) to the token's start; empty only for a token at the scan's start.
  public let spaceBefore: Range<Int>
  /// For a ``Kind/tag``, the offset of its first colon (the key is
  /// `range.lowerBound..<colon`, the value `colon + 1..<range.upperBound`); `nil` otherwise.
  public let colon: Int?

  /// A token; ``TodoTokens`` makes them.
  init(kind: Kind, range: Range<Int>, spaceBefore: Range<Int>, colon: Int? = nil) {
    self.kind = kind
    self.range = range
    self.spaceBefore = spaceBefore
    self.colon = colon
  }
}

/// The tokens of one todo.txt line, read in place from its bytes: the one tokenizer of the
/// package (``TodoItem/init(parsing:)``, listings, colouring and `listproj` all use it).
///
/// Tokens are the runs between whitespace characters: ASCII space, tab, LF, VT, FF and CR, and
/// the Unicode White_Space characters outside ASCII (U+0085, U+00A0, U+1680, U+2000–U+200A,
/// U+2028, U+2029, U+202F, U+205F, U+3000), so a CRLF file's `\r` and a full-width space
/// separate tokens. Bytes that are not valid UTF-8 are token bytes like any other. A token's
/// kind depends only on its own bytes: `+`/`@` count only at its start (spec rule 3, "the sigil
/// must start a whitespace-delimited word").
///
/// The view does not own the bytes: use it only while they are valid (inside
/// ``TodoList/withBytes(ofLine:_:)`` or `withUnsafeBufferPointer`). Iterating allocates
/// nothing.
///
/// The tokens, each preceded by the bytes of its ``TodoToken/spaceBefore``, followed by the
/// bytes after the last token (whitespace only), are the scanned bytes exactly.
public struct TodoTokens: Sequence {
  /// The line's bytes.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// Where the scan starts.
  public let start: Int

  /// The tokens of `bytes[start...]`.
  ///
  /// - Parameters:
  ///   - bytes: One line's UTF-8 bytes (valid or not), without its line ending.
  ///   - start: The offset to start at, `0...bytes.count`; ``TodoItem`` starts after the
  ///     header (completion mark, priority, dates).
  public init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
    self.bytes = bytes
    self.start = Swift.min(Swift.max(start, 0), bytes.count)
  }

  /// An iterator over the tokens, front to back.
  public func makeIterator() -> Iterator { Iterator(bytes, from: start) }

  /// Reads the tokens front to back.
  ///
  /// Rather than testing every byte, it reads eight bytes at a time and builds a bit mask of
  /// the few bytes that can matter: a colon, ASCII whitespace and controls (`00...20`), and the
  /// lead bytes `C2` and `E0...E3` of the non-ASCII whitespace characters. Only those positions
  /// are looked at; a token ends where one of them turns out to be whitespace. UTF-8
  /// continuation bytes (`80...BF`) are never flagged, so a multi-byte whitespace character is
  /// seen once, at its lead byte.
  public struct Iterator: IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next eight bytes are read from.
    private var chunk: Int
    /// The offset of the chunk `mask` describes.
    private var maskBase: Int
    /// The special bytes of that chunk not yet looked at.
    private var mask: UInt64 = 0
    /// Where the current token starts (just after the last whitespace).
    private var tokenStart: Int
    /// The current token's first colon, or -1.
    private var colon = -1
    /// Where the whitespace before the current token starts.
    private var spaceStart: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
      self.bytes = bytes
      chunk = start
      maskBase = start
      tokenStart = start
      spaceStart = start
    }

    /// The next token, or `nil` after the last.
    public mutating func next() -> TodoToken? {
      let count = bytes.count
      guard let base = bytes.baseAddress else { return nil }
      while true {
        while mask != 0 {
          let i = maskBase + mask.trailingZeroBitCount >> 3
          mask &= mask &- 1
          // Inside a multi-byte whitespace character that started in the previous chunk.
          if i < tokenStart { continue }
          let b = base[i]
          if b == 0x3A {
            if colon < 0 { colon = i }
            continue
          }
          let ws = b == 0x20 ? 1 : TodoTokens.whitespaceLength(bytes, at: i)
          guard ws > 0 else { continue }
          let start = tokenStart
          let tokenColon = colon
          tokenStart = i + ws
          colon = -1
          if i > start {
            let token = TodoTokens.classify(
              bytes, start: start, end: i, colon: tokenColon, spaceStart: spaceStart)
            spaceStart = i
            return token
          }
        }
        guard chunk < count else { break }
        let word: UInt64
        if chunk + 8 <= count {
          word = UInt64(
            littleEndian: UnsafeRawPointer(base + chunk).loadUnaligned(as: UInt64.self))
        } else {
          // The last few bytes, padded with `A`s, which are not special.
          var padded: UInt64 = 0x4141_4141_4141_4141
          withUnsafeMutableBytes(of: &padded) { raw in
            raw.baseAddress!.copyMemory(from: base + chunk, byteCount: count - chunk)
          }
          word = UInt64(littleEndian: padded)
        }
        mask = TodoTokens.specialBytes(word)
        maskBase = chunk
        chunk += 8
      }
      guard tokenStart < count else { return nil }
      let token = TodoTokens.classify(
        bytes, start: tokenStart, end: count, colon: colon, spaceStart: spaceStart)
      tokenStart = count
      spaceStart = count
      return token
    }
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

  /// The token `bytes[start..<end]` (whitespace-free, not empty) whose first colon is at
  /// `colon` (-1 for none), read by the rules of ``TodoToken/Kind``.
  @inline(__always)
  static func classify(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, colon: Int, spaceStart: Int
  ) -> TodoToken {
    let first = bytes[start]
    var kind = TodoToken.Kind.word
    var tagColon: Int? = nil
    if end - start >= 2, first == 0x2B {
      kind = .project
    } else if end - start >= 2, first == 0x40 {
      kind = .context
    } else if colon > start, colon < end - 1 {
      // Not a URL (`scheme://…`), and not a time such as `12:30`.
      let isURL = colon + 2 < end && bytes[colon + 1] == 0x2F && bytes[colon + 2] == 0x2F
      var allDigits = true
      for k in start..<colon where !(bytes[k] >= 0x30 && bytes[k] <= 0x39) {
        allDigits = false
        break
      }
      if !isURL && !allDigits {
        kind = .tag
        tagColon = colon
      }
    }
    return TodoToken(
      kind: kind, range: start..<end, spaceBefore: spaceStart..<start, colon: tagColon)
  }

  /// The length in bytes of the whitespace character at `i`, or 0: the whitespace of
  /// ``TodoTokens``, 1 to 3 bytes.
  @inline(__always)
  static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
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
