import Testing
import TodoTestSupport

@testable import TodoTxt

/// The bytes of `text`, escaped as the token descriptions show them.
private func e(_ text: String) -> String { escaped(utf8(text)) }

/// The token view: kinds and byte ranges read in place, and the line-level rules (done, blank).
@Suite struct TodoTokensTests {
  /// The tokens of `bytes` as `kind:bytes` strings, the space before each as `[bytes]`, and
  /// what follows the last token.
  static func describeTokens(_ bytes: [UInt8], from start: Int = 0) -> [String] {
    bytes.withUnsafeBufferPointer { buffer in
      var out: [String] = []
      var end = TodoTokens(buffer, from: start).start
      for token in TodoTokens(buffer, from: start) {
        let kind: String
        switch token.kind {
        case .word: kind = "w"
        case .project: kind = "p"
        case .context: kind = "c"
        case .tag: kind = "t"
        }
        var text = escaped(Array(buffer[token.range]))
        if let colon = token.colon {
          text =
            escaped(Array(buffer[token.range.lowerBound..<colon])) + "="
            + escaped(Array(buffer[(colon + 1)..<token.range.upperBound]))
        }
        if !token.spaceBefore.isEmpty {
          out.append("[" + escaped(Array(buffer[token.spaceBefore])) + "]")
        }
        out.append(kind + ":" + text)
        end = token.range.upperBound
      }
      if end < buffer.count { out.append("[" + escaped(Array(buffer[end...])) + "]") }
      return out
    }
  }

  @Test(
    arguments: [
      ("plain", utf8("call mom"), ["w:call", "[ ]", "w:mom"]),
      ("CRLF leftover", utf8("a @work\r"), ["w:a", "[ ]", "c:@work", "[\\r]"]),
      ("tabs", utf8("\ta\t\t+p\t"), ["[\\t]", "w:a", "[\\t\\t]", "p:+p", "[\\t]"]),
      (
        "ideographic space", utf8("買菜\u{3000}@家裡\u{3000}"),
        ["w:" + e("買菜"), "[" + e("\u{3000}") + "]", "c:" + e("@家裡"), "[" + e("\u{3000}") + "]"]
      ),
      ("no-break space", utf8("a\u{A0}b"), ["w:a", "[" + e("\u{A0}") + "]", "w:b"]),
      ("lone sigils", utf8("+ @ x"), ["w:+", "[ ]", "w:@", "[ ]", "w:x"]),
      ("e-mail and sums", utf8("me@example.com 2+2"), ["w:me@example.com", "[ ]", "w:2+2"]),
      ("sigil then sigil", utf8("+@y @+z"), ["p:+@y", "[ ]", "c:@+z"]),
      (
        "tags, times, URLs", utf8("due:2026-01-01 12:30 https://x.org a:"),
        ["t:due=2026-01-01", "[ ]", "w:12:30", "[ ]", "w:https://x.org", "[ ]", "w:a:"]
      ),
      ("first colon splits", utf8("k:v:w"), ["t:k=v:w"]),
      (
        "header words", utf8("x (A) 2026-01-01 done"),
        ["w:x", "[ ]", "w:(A)", "[ ]", "w:2026-01-01", "[ ]", "w:done"]
      ),
      ("full-width plus", utf8("＋首都"), ["w:" + e("＋首都")]),
      ("invalid UTF-8", [0x61, 0xFF, 0x20, 0x2B, 0xC2], ["w:a\\xFF", "[ ]", "p:+\\xC2"]),
      ("cut-off ideographic space", [0x61, 0xE3, 0x80], ["w:a\\xE3\\x80"]),
      ("empty", [], []),
      ("only spaces", utf8(" \u{3000}\r"), ["[" + e(" \u{3000}\r") + "]"]),
    ] as [(String, [UInt8], [String])])
  func tokensAndSpaces(name: String, line: [UInt8], expected: [String]) {
    #expect(Self.describeTokens(line) == expected, "\(name)")
  }

  @Test func scanStartsAtTheGivenOffset() {
    let line = utf8("(A) 2026-01-01 +p")
    #expect(Self.describeTokens(line, from: 15) == ["p:+p"])
    #expect(Self.describeTokens(line, from: 14) == ["[ ]", "p:+p"])
    #expect(Self.describeTokens(line, from: 99) == [])
  }

  @Test func iteratorStaysDoneAfterTheLastToken() {
    utf8("a b").withUnsafeBufferPointer { buffer in
      var iterator = TodoTokens(buffer).makeIterator()
      #expect(iterator.next()?.range == 0..<1)
      #expect(iterator.next()?.range == 2..<3)
      #expect(iterator.next() == nil)
      #expect(iterator.next() == nil)
    }
  }

  /// The whitespace characters, as bytes, written out independently of the tokenizer's table.
  static let whitespace: [[UInt8]] =
    [[0x09], [0x0A], [0x0B], [0x0C], [0x0D], [0x20]]
    + ["\u{85}", "\u{A0}", "\u{1680}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}"]
    .map { utf8($0) } + (0x2000...0x200A).map { utf8(String(Unicode.Scalar($0)!)) }

  /// A byte-at-a-time tokenizer written from the rules: whitespace by the table above, kind
  /// from the token's own bytes.
  static func reference(_ bytes: [UInt8]) -> [(Range<Int>, TodoToken.Kind)] {
    func space(at i: Int) -> Int {
      for w in whitespace where bytes[i...].starts(with: w) { return w.count }
      return 0
    }
    var tokens: [(Range<Int>, TodoToken.Kind)] = []
    var i = 0
    while i < bytes.count {
      let n = space(at: i)
      if n > 0 {
        i += n
        continue
      }
      let start = i
      while i < bytes.count && space(at: i) == 0 { i += 1 }
      let t = Array(bytes[start..<i])
      var kind = TodoToken.Kind.word
      if t.count >= 2 && t[0] == 0x2B {
        kind = .project
      } else if t.count >= 2 && t[0] == 0x40 {
        kind = .context
      } else if let colon = t.firstIndex(of: 0x3A), colon > 0, colon < t.count - 1,
        !t[..<colon].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        !t[(colon + 1)...].starts(with: [0x2F, 0x2F])
      {
        kind = .tag
      }
      tokens.append((start..<i, kind))
    }
    return tokens
  }

  /// Random lines (text, sigils, every kind of whitespace, bytes that are not UTF-8) across
  /// the eight-byte chunks the scanner reads: the tokens with the whitespace between them give
  /// back the line exactly, each space is whitespace only, and the tokens are the reference's.
  @Test(arguments: [31, 32, 33] as [UInt64])
  func tokensRejoinedGiveBackTheLine(seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let pieces: [[UInt8]] =
      Self.whitespace + Generators.byteFragments.filter { !$0.contains(0x0A) }
      + ["a", "+", "@", ":", "+p", "@c", "k:v", "12:30", "x:/", "x://y", "é", "字", "\u{3001}"].map {
        utf8($0)
      }
    for iteration in 0..<3_000 {
      var line: [UInt8] = []
      if rng.chance(33) {
        line = utf8(Generators.line(&rng))
      } else {
        for _ in 0..<rng.below(24) { line += rng.pick(pieces) }
      }
      var rejoined: [UInt8] = []
      var spacesAreWhitespace = true
      var found: [(Range<Int>, TodoToken.Kind)] = []
      line.withUnsafeBufferPointer { buffer in
        var end = 0
        for token in TodoTokens(buffer) {
          #expect(token.spaceBefore.lowerBound == end)
          #expect(token.spaceBefore.upperBound == token.range.lowerBound)
          #expect((token.kind == .tag) == (token.colon != nil))
          rejoined += buffer[token.spaceBefore]
          rejoined += buffer[token.range]
          spacesAreWhitespace =
            spacesAreWhitespace && Self.reference(Array(buffer[token.spaceBefore])).isEmpty
          found.append((token.range, token.kind))
          end = token.range.upperBound
        }
        rejoined += buffer[end...]
        spacesAreWhitespace = spacesAreWhitespace && Self.reference(Array(buffer[end...])).isEmpty
      }
      let expected = Self.reference(line)
      let same =
        found.count == expected.count
        && zip(found, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
      #expect(rejoined == line, "seed \(seed) iteration \(iteration): \(escaped(line))")
      #expect(spacesAreWhitespace, "seed \(seed) iteration \(iteration): \(escaped(line))")
      #expect(same, "seed \(seed) iteration \(iteration): \(escaped(line))")
      if rejoined != line || !same || !spacesAreWhitespace { return }
    }
  }

  // MARK: - Line rules

  static func line<R>(_ text: [UInt8], _ body: (TodoLine) -> R) -> R {
    text.withUnsafeBufferPointer { body(TodoLine($0)) }
  }

  @Test(
    arguments: [
      ("x done", true), ("x 2026-01-01 done", true), ("x ", true), ("x", false), ("X done", false),
      ("xylophone", false), ("(A) x done", false), (" x done", false), ("x\tdone", false),
    ] as [(String, Bool)])
  func doneLine(text: String, isDone: Bool) {
    #expect(Self.line(utf8(text)) { $0.isDone } == isDone, "\(text)")
    #expect(TodoItem(parsing: text).isCompleted == isDone, "\(text)")
    #expect(TodoList(text: text).isDone(line: 1) == isDone, "\(text)")
  }

  /// Three rules that differ on purpose: blank (no token), blank for todo.sh's `deduplicate`
  /// (`[[:space:]]*` in the C locale) and left out of lists (`^[ 0-9]\{1,\} *$`, or blank).
  @Test(
    arguments: [
      ([], true, true, true),
      (utf8(" \t\r"), true, true, true),
      (utf8("\u{3000}"), true, false, true),
      (utf8("\u{A0} "), true, false, true),
      (utf8("12 3"), false, false, true),
      (utf8(" 7\u{3000}"), false, false, true),
      (utf8("a"), false, false, false),
      (utf8(" 1a"), false, false, false),
      ([0xC2], false, false, false),
      ([0xE3, 0x80], false, false, false),
      ([0x00], false, false, false),
    ] as [([UInt8], Bool, Bool, Bool)])
  func blankLines(text: [UInt8], isBlank: Bool, dedupe: Bool, omitted: Bool) {
    #expect(Self.line(text) { $0.isBlank } == isBlank, "\(escaped(text))")
    #expect(Self.line(text) { $0.isBlankForDeduplicate } == dedupe, "\(escaped(text))")
    #expect(Self.line(text) { $0.isOmittedFromLists } == omitted, "\(escaped(text))")
    #expect(Self.line(text) { Array($0.tokens).isEmpty } == isBlank, "\(escaped(text))")
  }

  @Test func leadingPriority() {
    #expect(Self.line(utf8("(A) x")) { $0.leadingPriority } == Priority("A"))
    #expect(Self.line(utf8("(Z) ")) { $0.leadingPriority } == Priority("Z"))
    #expect(Self.line(utf8("(a) x")) { $0.leadingPriority } == nil)
    #expect(Self.line(utf8("(A)x")) { $0.leadingPriority } == nil)
    #expect(Self.line(utf8("(A)")) { $0.leadingPriority } == nil)
    #expect(Self.line(utf8("x (A) done")) { $0.leadingPriority } == nil)
    #expect(TodoItem(parsing: "x (A) done").priority == Priority("A"))
  }
}
