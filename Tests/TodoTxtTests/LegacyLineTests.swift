import Testing

@testable import TodoTxt

/// Edits on lines that are not valid UTF-8: every byte the edit does not add or remove stays.
@Suite struct LegacyLineTests {
  static let today = day("2026-11-30")

  /// Runs `edit` on line `number` of `bytes` as the CLI does and returns the file's bytes.
  func edited(
    _ bytes: [UInt8], line number: Int = 1, _ edit: (inout TodoItem) throws -> Void
  ) throws -> [UInt8] {
    var list = TodoList(bytes: bytes)
    var item = try list.editableItem(atLine: number)
    try edit(&item)
    try list.replace(line: number, withEditable: item)
    return list.serialized()
  }

  let latin1: [UInt8] = utf8("(B) 2024-01-05 caf") + [0xE9] + utf8(" @B") + [0xFC] + utf8("ro\r\n")
  // 中文 測試 in Big5: the second byte of a Big5 character may be ASCII (0x40–0x7E).
  let big5: [UInt8] = [0xA4, 0xA4, 0xA4, 0xE5, 0x20, 0xB4, 0xFA, 0xB8, 0xD5, 0x20, 0xA5, 0x40]
  let latin1Text: [UInt8] = utf8("caf") + [0xE9] + utf8(" @B") + [0xFC] + utf8("ro")

  @Test func escapingRoundTripsEveryByte() throws {
    for bytes in [
      latin1, big5, [0xFF, 0xFE, 0x80], utf8("plain é 好"), [0xE4, 0xB8],
      // A valid scalar of the escape range, beside the byte it would be taken for.
      utf8("a \u{10FFE9}") + [0xE9], utf8("a \u{10FFE9}"), utf8("\u{10FF80}\u{10FFFF}"),
    ] {
      #expect(TodoList.unescapedBytes(TodoList.escapedText(bytes)) == bytes)
    }
    // Such a scalar is its four bytes escaped, never the escape of one byte.
    #expect(
      TodoList.escapedText(utf8("a\u{10FFE9}"))
        == "a\u{10FFF4}\u{10FF8F}\u{10FFBF}\u{10FFA9}")
    // A scalar just below the range is text.
    #expect(TodoList.escapedText(utf8("a \u{10FF7F} 😀")) == "a \u{10FF7F} 😀")
  }

  @Test func completeKeepsTheTextBytes() throws {
    #expect(
      try edited(latin1) { try $0.complete(on: Self.today) }
        == utf8("x 2026-11-30 2024-01-05 ") + latin1Text + utf8("\r\n"))
    #expect(
      try edited(latin1) { try $0.complete(on: Self.today, keepingPriorityAsTag: true) }
        == utf8("x 2026-11-30 2024-01-05 ") + latin1Text + utf8(" pri:B\r\n"))
    #expect(
      try edited(big5) { try $0.complete(on: Self.today) } == utf8("x 2026-11-30 ") + big5)
  }

  @Test func markNotDoneRestoresTheKeptPriority() throws {
    let done = utf8("x 2026-11-30 2024-01-05 ") + latin1Text + utf8(" pri:B\r\n")
    #expect(try edited(done) { try $0.markNotDone() } == latin1)
    #expect(try edited(utf8("x 2026-11-30 ") + big5) { try $0.markNotDone() } == big5)
  }

  @Test func setPriorityChangesOnlyTheMarker() throws {
    #expect(
      try edited(latin1) { try $0.setPriority(.init("A")) }
        == utf8("(A) 2024-01-05 ") + latin1Text + utf8("\r\n"))
    #expect(
      try edited(latin1) { try $0.setPriority(nil) } == utf8("2024-01-05 ") + latin1Text
        + utf8("\r\n"))
    #expect(try edited(big5) { try $0.setPriority(.init("C")) } == utf8("(C) ") + big5)
  }

  @Test func appendAndPrependJoinBytes() throws {
    #expect(try edited(big5) { $0.append("好") } == big5 + utf8(" 好"))
    #expect(
      try edited(latin1) { $0.prepend("neu") }
        == utf8("(B) 2024-01-05 neu ") + latin1Text + utf8("\r\n"))
  }

  @Test func recurrenceSuccessorKeepsTheBytes() throws {
    let list = TodoList(bytes: big5 + utf8(" rec:1w"))
    let item = try list.editableItem(atLine: 1)
    let next = try #require(item.recurrenceSuccessor(completedOn: Self.today))
    #expect(
      TodoList.unescapedBytes(next.text)
        == utf8("2026-11-30 ") + big5 + utf8(" rec:1w due:2026-12-07"))
  }

  @Test func otherLinesAndValidLinesAreUntouched() throws {
    var list = TodoList(bytes: latin1 + utf8("keep ") + [0xFF] + utf8("\nvalid é\n"))
    var item = try list.editableItem(atLine: 1)
    try item.complete(on: Self.today)
    try list.replace(line: 1, withEditable: item)
    // Editable text holds escapes: the character U+10FFE9 is added as its four bytes escaped,
    // the byte 0xE9 as its escape.
    var valid = try list.editableItem(atLine: 3)
    valid.append(TodoList.escapedText(utf8("\u{10FFE9}")) + TodoList.escapedText([0xE9]))
    try list.replace(line: 3, withEditable: valid)
    #expect(
      list.serialized()
        == utf8("x 2026-11-30 2024-01-05 ") + latin1Text + utf8("\r\nkeep ") + [0xFF]
        + utf8("\nvalid é \u{10FFE9}") + [0xE9, 0x0A])
  }

  @Test func replaceBytesKeepsTheLineEnding() throws {
    var list = TodoList(bytes: latin1 + utf8("b\n"))
    try list.replaceBytes(line: 1, with: [0xE9])
    #expect(list.serialized() == [0xE9] + utf8("\r\nb\n"))
    #expect(throws: TodoTxtError.containsLineBreak) {
      try list.replaceBytes(line: 2, with: utf8("a\r"))
    }
  }

  /// Escaped text reaches C as its bytes: each escape its byte, a character of the escape
  /// range (held as four escapes) its four bytes, text without escapes as it is.
  @Test func escapedTextIsACStringOfItsBytes() {
    for bytes: [UInt8] in [
      Array("plain ü".utf8), Array("caf".utf8) + [0xE9], [0xF4, 0x8F, 0xBF, 0xA9, 0x2F, 0xFF],
    ] {
      let text = TodoList.escapedText(bytes)
      let passed = TodoList.withUnescapedCString(text) { c in
        var out: [UInt8] = []
        var at = c
        while at.pointee != 0 {
          out.append(UInt8(bitPattern: at.pointee))
          at += 1
        }
        return out
      }
      #expect(passed == bytes)
    }
  }
}
