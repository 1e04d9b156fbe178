import Testing

@testable import TodoLocalization

/// The tables are parsed from the file's bytes (issue 18, start-up): the same entries and the
/// same error lines as decoding the whole file first, on generated tables with escapes,
/// newlines in strings, comments and bytes that are not UTF-8.
@Suite struct StringTableBytesTests {
  private struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
  }

  private static let pieces: [[UInt8]] = [
    Array("plain".utf8), Array("two words".utf8), Array("\\\"".utf8), Array("\\n".utf8),
    Array("\\\\".utf8), Array("\\U00e9".utf8), Array("\\u5F85".utf8), Array("待辦".utf8),
    Array("\n".utf8), Array("%1$@".utf8), [0xE6, 0x97], [0xFF], [0xC3], Array("/* x */".utf8),
  ]

  private static func table(_ rng: inout Random) -> [UInt8] {
    var bytes: [UInt8] = rng.below(5) == 0 ? [0xEF, 0xBB, 0xBF] : []
    for index in 0..<rng.below(30) {
      switch rng.below(8) {
      case 0: bytes += Array("/* comment\n spanning */\n".utf8)
      case 1: bytes += Array("// line comment \u{E9}\n".utf8)
      default:
        var value: [UInt8] = []
        for _ in 0..<rng.below(5) { value += pieces[rng.below(pieces.count)] }
        bytes += Array("\"key\(index % 7)\" = \"".utf8) + value + Array("\";\n".utf8)
      }
    }
    // Sometimes damaged: a missing `;` or an unterminated string.
    switch rng.below(10) {
    case 0: bytes += Array("\"k\" = \"v\"\n".utf8)
    case 1: bytes += Array("\"k\" = \"never ends".utf8)
    default: break
    }
    return bytes
  }

  @Test func bytesParseAsTheDecodedText() {
    var rng = Random(state: 42)
    for _ in 0..<2000 {
      let bytes = Self.table(&rng)
      let text = String(decoding: bytes, as: UTF8.self)
      let fromText = Result { () throws(StringTableError) in
        try StringTable(parsing: Array(text.utf8))
      }
      let fromBytes = Result { () throws(StringTableError) in try StringTable(parsing: bytes) }
      switch (fromText, fromBytes) {
      case (.success(let a), .success(let b)): #expect(a.entries == b.entries)
      case (.failure(let a), .failure(let b)): #expect(a == b)
      default: Issue.record("one parsed, the other did not: \(bytes)")
      }
    }
  }
}
