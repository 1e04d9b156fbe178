import Testing
import TodoTxt

@testable import TodoCLI

/// Which lines of a conflict copy `merge-conflicts` leaves out, byte by byte (the goldens
/// `merge-hostile.t` run the command end to end).
@Suite struct HostileCopyTests {
  @Test(
    arguments: [
      ("plain task +home @phone due:2026-12-01", nil),
      ("tab\tinside", nil),
      ("中文 事項 ＋工作", nil),
      ("caf\u{E9}", nil),
      ("bell \u{07}", "U+0007"),
      ("esc \u{1B}[31m", "U+001B"),
      ("nul \u{00}", "U+0000"),
      ("lone cr \r inside", "U+000D"),
      ("del \u{7F}", "U+007F"),
      ("c1 csi \u{9B}2J", "U+009B"),
      ("c1 nel \u{85}", "U+0085"),
      ("nbsp\u{A0}is text", nil),
      ("decoded badly \u{FFFD}", "U+FFFD"),
    ] as [(String, String?)])
  func validUTF8Line(_ line: String, _ expected: String?) {
    #expect(describe(Array(line.utf8)) == expected, "\(line.debugDescription)")
  }

  /// A line that is not valid UTF-8 is checked byte by byte: lone bytes 0x80–0x9F are text in
  /// Latin-1, Windows-1252, Big5, Shift-JIS or GBK, so only C0, DEL, and C1 or U+FFFD written
  /// in UTF-8 count.
  @Test(
    arguments: [
      ([0x63, 0x61, 0x66, 0xE9], nil),  // Latin-1 café
      ([0xA4, 0xA4, 0xA4, 0xE5], nil),  // Big5 中文
      ([0x82, 0xA0, 0x93, 0xFA], nil),  // Shift-JIS, lead bytes in 0x80–0x9F
      ([0x80, 0x9B, 0x41], nil),  // lone bytes
      ([0xE9, 0x1B, 0x5B], "U+001B"),
      ([0xE9, 0x7F], "U+007F"),
      ([0xE9, 0x00], "U+0000"),
      ([0xE9, 0xC2, 0x9B], "U+009B"),
      ([0xE9, 0xEF, 0xBF, 0xBD], "U+FFFD"),
    ] as [([UInt8], String?)])
  func invalidUTF8Line(_ bytes: [UInt8], _ expected: String?) {
    #expect(describe(bytes) == expected, "\(bytes)")
  }

  /// The kept lines keep their bytes and line endings; the left-out ones are listed by line.
  @Test func keptLinesAreByteForByte() {
    let copy: [UInt8] =
      Array("a\r\n<<<<<<< HEAD\r\nb\u{1B}\r\n".utf8) + [0x63, 0xE9, 0x0D, 0x0A]
      + Array("=======\n>>>>>>> x\nd\r".utf8)
    let result = MergeConflictsAction.mergeableCopy(copy)
    // (The last line's `\r` without `\n` is a line ending cut short, not a byte of the task.)
    #expect(result.bytes == Array("a\r\n".utf8) + [0x63, 0xE9, 0x0D, 0x0A] + Array("d".utf8))
    #expect(result.leftOut.map(\.line) == [2, 3, 5, 6])
    #expect(result.leftOut.map(\.reason) == [.marker, .control("\u{1B}"), .marker, .marker])
    // Nothing left out: the very bytes.
    let clean = Array("a\nb".utf8)
    #expect(MergeConflictsAction.mergeableCopy(clean).bytes == clean)
  }

  /// Hostile review: a copy line starting with a megabyte of `<` made every conflict
  /// marker a megabyte long (300 conflicts: 10 GB), when `merge-conflicts` read the merge's
  /// markers back. The merge now hands its lines and regions over as they are, so nothing
  /// grows with such a line: with a space after the run it is a marker as git writes one, left
  /// out as every marker line is; without, a line like any other.
  @Test func longRunsOfMarkerCharactersAreOnlyLines() throws {
    let marker = String(repeating: "<", count: 100_000) + " x"
    #expect(
      MergeConflictsAction.mergeableCopy(Array("(B) a\n\(marker)\n".utf8)).leftOut.map(\.line)
        == [2])
    let long = String(repeating: "<", count: 100_000) + "x"
    let copy = Array("(B) a\n\(long)\n(B) b\n".utf8)
    #expect(MergeConflictsAction.mergeableCopy(copy).leftOut.isEmpty)
    var todo = TodoList(bytes: Array("(A) a\n\(long)\n(A) b\n".utf8))
    var steps: [ConflictCopyMerge.Step] = []
    _ = try ConflictCopyMerge.merge(
      todoCopy: copy, doneCopy: nil, into: &todo, done: TodoList(bytes: []),
      base: .init(todo: Array("a\n\(long)\nb\n".utf8), done: [])
    ) { steps.append($0) }
    let lines = todo.lineNumbers.map { todo.text(ofLine: $0) }
    #expect(lines.filter { $0 == long }.count == 1)
    #expect(lines.allSatisfy { $0 == long || $0.count < 100 }, "\(lines.map(\.count))")
    #expect(steps.count == 2, "\(steps)")
  }

  private func describe(_ bytes: [UInt8]) -> String? {
    switch bytes.withUnsafeBufferPointer(MergeConflictsAction.leftOutReason) {
    case nil: return nil
    case .control(let scalar)?: return TaskInput.codePoint(scalar)
    case .replacement?: return "U+FFFD"
    case .marker?: return "marker"
    }
  }
}
