import Foundation
import Testing

@testable import TodoLocalization

@Suite struct DisplayWidthTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var columns: Int
    var testDescription: String { "\(text.unicodeScalars.map { String($0.value, radix: 16) })" }
  }

  static let rows: [Row] = [
    Row(text: "abc", columns: 3),
    Row(text: "", columns: 0),
    Row(text: "買牛奶", columns: 6),
    Row(text: "todo 待辦", columns: 9),
    Row(text: "，。「」", columns: 8),  // full-width punctuation
    Row(text: "ＡＢＣ１２３", columns: 12),  // full-width letters and digits
    Row(text: "e\u{301}", columns: 1),  // e + combining acute: one column
    Row(text: "\u{301}", columns: 0),  // a lone combining mark
    Row(text: "한국어", columns: 6),  // precomposed Hangul
    Row(text: "\u{1100}\u{1161}\u{11A8}", columns: 2),  // Hangul jamo L V T: one wide cluster
    Row(text: "🚲", columns: 2),  // emoji presentation
    Row(text: "👍🏽", columns: 2),  // skin tone modifier
    Row(text: "👨‍👩‍👧", columns: 2),  // ZWJ family
    Row(text: "🇹🇼", columns: 2),  // flag: regional indicator pair
    Row(text: "❤️", columns: 2),  // text-default emoji + VS16
    Row(text: "❤", columns: 1),  // without VS16
    Row(text: "a\u{200B}b", columns: 2),  // zero width space
    Row(text: "…", columns: 1),  // ambiguous counts 1
    Row(text: "\u{00AD}", columns: 1),  // soft hyphen is visible
    Row(text: "\t", columns: 0),  // controls are not measured
  ]

  @Test(arguments: rows)
  func columns(_ row: Row) {
    #expect(DisplayWidth.columns(row.text) == row.columns)
  }

  @Test func padding() {
    #expect(DisplayWidth.padded("買", to: 4) == "買  ")
    #expect(DisplayWidth.padded("abc", to: 2) == "abc")
  }

  @Test func tableIsSortedAndMerged() {
    for (a, b) in zip(wideRanges, wideRanges.dropFirst()) {
      #expect(a.upperBound + 1 < b.lowerBound)
    }
  }

  /// Debian's unicode-data (which `.ci/run` installs) puts the Unicode data files here.
  static let eastAsianWidthPath = "/usr/share/unicode/EastAsianWidth.txt"

  /// The installed EastAsianWidth.txt, when it is of the Unicode version the table was made
  /// from (another version legitimately differs).
  static let eastAsianWidthFile: String? = {
    guard let text = try? String(contentsOfFile: eastAsianWidthPath, encoding: .utf8),
      text.contains("EastAsianWidth-\(DisplayWidth.unicodeVersion).txt")
    else { return nil }
    return text
  }()

  /// Re-derives the table from the installed EastAsianWidth.txt; reported as skipped when the
  /// file of the same Unicode version is not installed.
  @Test(
    .enabled(
      if: eastAsianWidthFile != nil,
      "\(eastAsianWidthPath) (Unicode \(DisplayWidth.unicodeVersion)) is not installed"))
  func tableMatchesEastAsianWidthFile() throws {
    let text = try #require(Self.eastAsianWidthFile)
    var ranges: [ClosedRange<UInt32>] = []
    for rawLine in text.split(separator: "\n") {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2, fields[1] == "W" || fields[1] == "F" else { continue }
      let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
      ranges.append(bounds[0]...(bounds.count > 1 ? bounds[1] : bounds[0]))
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<UInt32>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    #expect(merged == wideRanges)
  }

  /// A hanging indent at 20 columns after a 6-column prefix: words and whole tags stay on one
  /// line, Chinese breaks between characters but never before 。，, wide clusters (ZWJ
  /// sequences, flags) are never cut, escapes take no columns.
  struct WrapRow: Sendable, CustomTestStringConvertible {
    var text: String
    var lines: [String]
    var testDescription: String { text }
  }

  static let wrapRows: [WrapRow] = [
    WrapRow(text: "short", lines: ["short"]),
    WrapRow(text: "pay the rent due:2026-11-30", lines: ["pay the rent", "      due:2026-11-30"]),
    WrapRow(text: "打電話給媽媽討論行程安排", lines: ["打電話給媽媽討", "      論行程安排"]),
    // 。 would start the second line: the character before it moves down with it.
    WrapRow(text: "打電話給媽媽討。論行程", lines: ["打電話給媽媽", "      討。論行程"]),
    // An opening 「 stays with what follows.
    WrapRow(text: "打電話給媽媽「討論」行程", lines: ["打電話給媽媽", "      「討論」行程"]),
    WrapRow(
      text: "家庭 👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧🇹🇼 ok", lines: ["家庭 👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", "      🇹🇼 ok"]),
    WrapRow(
      text: "\u{1B}[1;33mpay the rent\u{1B}[0m due:2026-11-30",
      lines: ["\u{1B}[1;33mpay the rent\u{1B}[0m", "      due:2026-11-30"]),
    // A project or context moves down whole, never split after its sigil or inside.
    WrapRow(text: "打電話給媽媽 +工作", lines: ["打電話給媽媽", "      +工作"]),
    WrapRow(text: "打電話給媽媽討論 +工作 @家裡", lines: ["打電話給媽媽討", "      論 +工作 @家裡"]),
    WrapRow(text: "打電話給媽媽討論行程 @公司會議", lines: ["打電話給媽媽討", "      論行程", "      @公司會議"]),
    WrapRow(text: "call mom +工作計畫", lines: ["call mom", "      +工作計畫"]),
    // A word wider than a line is cut.
    WrapRow(text: "abcdefghijklmnopqrstuvwxyz", lines: ["abcdefghijklmn", "      opqrstuvwxyz"]),
  ]

  @Test(arguments: wrapRows)
  func wraps(_ row: WrapRow) {
    let lines = DisplayWidth.wrapped(row.text, width: 20, used: 6, indent: 6)
    #expect(lines == row.lines)
    for (i, line) in lines.enumerated() {
      let visible = line.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
      #expect(DisplayWidth.columns(visible) <= 20 - (i == 0 ? 6 : 0))
    }
  }

  /// Too narrow for a hanging indent: the text comes back as it is.
  @Test func narrowTerminalKeepsTheLine() {
    #expect(
      DisplayWidth.wrapped("a b c d e f g h", width: 10, used: 6, indent: 6) == ["a b c d e f g h"])
  }
}
