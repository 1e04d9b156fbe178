import Testing
import TodoLocalization

/// The zh-Hant table is Traditional Chinese as written in Taiwan: full-width punctuation in
/// Chinese text, one half-width space between Chinese and Latin letters or digits, Taiwan
/// vocabulary.
@Suite struct ZhHantStyleTests {
  /// Simplified-only characters, and Mainland words where Taiwan says something else.
  static let forbidden = [
    "们", "这", "个", "设", "档", "默认", "默認", "文件夹", "文件夾", "配置", "信息", "软件", "軟件", "网络",
    "網絡", "屏幕",
  ]

  /// ASCII punctuation that must not follow (or, for the parentheses and `;`, touch) a Han
  /// character: Chinese text uses ，。：？！；（）.
  static let afterHan: Set<Unicode.Scalar> = [",", ".", ":", "?", "!", ";", "(", ")"]
  static let beforeHan: Set<Unicode.Scalar> = ["(", ")", ";"]

  /// The zh-Hant messages with every placeholder replaced by `X`, so that a placeholder counts
  /// as Latin text: `第 %@ 項` needs its spaces just like `第 4 項`.
  static func messages() throws -> [(key: String, text: String)] {
    try tableEntries(.traditionalChinese).sorted { $0.key < $1.key }.map { entry in
      (entry.key, Localizer.format(entry.value, Array(repeating: "X", count: 9)))
    }
  }

  /// Each pair of neighbouring scalars in `text`, with a little context for messages.
  static func pairs(_ text: String) -> [(Unicode.Scalar, Unicode.Scalar, String)] {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 1 else { return [] }
    return (1..<scalars.count).map { i in
      let context = String(
        String.UnicodeScalarView(scalars[max(0, i - 6)..<min(scalars.count, i + 6)]))
      return (scalars[i - 1], scalars[i], context)
    }
  }

  @Test func noSimplifiedOrMainlandTerms() throws {
    for (key, text) in try Self.messages() {
      for word in Self.forbidden where text.contains(word) {
        Issue.record("\(key): 「\(word)」 is not Taiwan Traditional Chinese")
      }
    }
  }

  @Test func fullWidthPunctuationAfterChinese() throws {
    for (key, text) in try Self.messages() {
      for (a, b, context) in Self.pairs(text) {
        if a.isHan && Self.afterHan.contains(b) {
          Issue.record("\(key): ASCII \(b) after Chinese in 「\(context)」")
        }
        if Self.beforeHan.contains(a) && b.isHan {
          Issue.record("\(key): ASCII \(a) before Chinese in 「\(context)」")
        }
      }
    }
  }

  @Test func spaceBetweenChineseAndLatin() throws {
    for (key, text) in try Self.messages() {
      for (a, b, context) in Self.pairs(text)
      where (a.isHan && b.isASCIIAlphanumeric) || (a.isASCIIAlphanumeric && b.isHan) {
        Issue.record("\(key): no space between \(a) and \(b) in 「\(context)」")
      }
    }
  }

  /// Full-width punctuation carries its own spacing, so a half-width space never touches it.
  /// Exception: indentation at the start of a line (help text, `（邏輯 OR）` after a wrap).
  @Test func noSpaceNextToFullWidthPunctuation() throws {
    for (key, text) in try Self.messages() {
      for line in text.split(separator: "\n") {
        let body = String(line.drop { $0 == " " })
        for (a, b, context) in Self.pairs(body)
        where (a == " " && b.isFullWidthPunctuation) || (a.isFullWidthPunctuation && b == " ") {
          Issue.record("\(key): space next to full-width punctuation in 「\(context)」")
        }
      }
    }
  }

  /// Quotations use 「」, never ASCII or curly quotes around Chinese text.
  @Test func chineseQuotationMarks() throws {
    for (key, text) in try Self.messages() {
      for (a, b, context) in Self.pairs(text)
      where ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "'"].contains(a)
        || ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "'"].contains(b)
      {
        Issue.record("\(key): use 「」 instead of \(a)\(b) in 「\(context)」")
      }
    }
  }

  /// Every sentence-like message ends in full-width punctuation or in what it introduces
  /// (a prompt, a list, a question with `(y/n) `); none ends in ASCII `.` after Chinese.
  @Test func everyMessageIsChinese() throws {
    // showDate: an ISO date, the weekday and the words, all arguments.
    // viewLine: a saved view's name and its words, both as the user wrote them.
    let latinOnly: Set<String> = [
      "oneLineUsage", "dueAnnotation", "showDate", "listSeparator", "viewLine",
    ]
    for (key, text) in try Self.messages() where !latinOnly.contains(key) {
      // A `shorthelp` line without a quoted part is all syntax (HelpStructureTests).
      if key.hasPrefix("actionSummary") && !text.contains("\"") { continue }
      #expect(text.unicodeScalars.contains { $0.isHan }, "\(key) has no Chinese text")
    }
  }

  /// The program speaks as `todo：` and names files as they are named (`todo.txt：`), never
  /// with todo.sh's upper-case `TODO:` label, which reads as noise in Chinese (zh-Hant review,
  /// "TODO：/DONE： prefixes").
  @Test func noUpperCaseProgramLabel() throws {
    for (key, text) in try Self.messages()
    where text.contains("TODO：") || text.contains("TODO DEBUG") {
      Issue.record("\(key): 「TODO：」 — use 「todo：」 or the file name")
    }
  }
}
