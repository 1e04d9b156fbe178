import Testing
import TodoLocalization

/// Both shipped tables hold exactly the `MessageKey` cases, with the same placeholders, and
/// every message renders completely: the tables are the single source of every user-facing
/// string, so a missing key or placeholder would reach a user.
@Suite struct TableCompletenessTests {
  @Test(arguments: Language.allCases)
  func tableParsesAndHoldsExactlyTheKeys(_ language: Language) throws {
    let entries = try tableEntries(language)
    let expected = Set(MessageKey.allCases.map(\.rawValue))
    let missing = expected.subtracting(entries.keys).sorted()
    let extra = Set(entries.keys).subtracting(expected).sorted()
    #expect(missing.isEmpty, "\(language.tableFolder) lacks \(missing)")
    #expect(extra.isEmpty, "\(language.tableFolder) has keys that are no MessageKey: \(extra)")
  }

  @Test(arguments: Language.allCases)
  func noKeyIsDefinedTwice(_ language: Language) throws {
    // The parser keeps the last of two equal keys; a duplicate is almost always a mistake.
    var seen: [String: Int] = [:]
    for (index, line) in try tableText(language).split(separator: "\n").enumerated() {
      guard line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\"") else { continue }
      let key = String(line[line.index(after: line.startIndex)..<end])
      if let first = seen[key] {
        Issue.record("\(language.tableFolder): \(key) on lines \(first) and \(index + 1)")
      }
      seen[key] = index + 1
    }
  }

  @Test(arguments: MessageKey.allCases)
  func placeholdersMatch(_ key: MessageKey) throws {
    let english = try #require(try tableEntries(.english)[key.rawValue])
    let chinese = try #require(try tableEntries(.traditionalChinese)[key.rawValue])
    let en = Placeholders(english)
    let zh = Placeholders(chinese)
    #expect(en.unsupported.isEmpty, "en \(key): \(en)")
    #expect(zh.unsupported.isEmpty, "zh-Hant \(key): \(zh)")
    #expect(en.sequential == zh.sequential, "\(key): en \(en), zh-Hant \(zh)")
    #expect(en.numbered == zh.numbered, "\(key): en \(en), zh-Hant \(zh)")
    // Numbered placeholders count from 1 without gaps, so every argument is shown.
    if !en.numbered.isEmpty {
      #expect(en.numbered == Set(1...en.numbered.count), "\(key): \(en)")
    }
  }

  /// One localizer per language for all the keys (each loads and parses its table).
  static let localizers = Language.allCases.map {
    Localizer(language: $0, directories: [resourcesDirectory])
  }

  @Test(arguments: MessageKey.allCases)
  func everyMessageRendersInBothLanguages(_ key: MessageKey) throws {
    for (language, localizer) in zip(Language.allCases, Self.localizers) {
      #expect(localizer.language == language)
      #expect(localizer.problem == nil)
      let template = localizer.string(key)
      #expect(template != key.rawValue, "\(language.rawValue) \(key) falls back to the key name")
      let placeholders = Placeholders(template)
      let arguments = (0..<placeholders.argumentCount).map { "‹arg\($0 + 1)›" }
      let rendered = Localizer.format(template, arguments)
      for argument in arguments {
        #expect(rendered.contains(argument), "\(language.rawValue) \(key) drops \(argument)")
      }
      let leftover = Placeholders(rendered)
      #expect(
        leftover.sequential == 0 && leftover.numbered.isEmpty,
        "\(language.rawValue) \(key) leaves a placeholder: \(rendered)")
      if !template.contains("%%") {
        #expect(!rendered.contains("%"), "\(language.rawValue) \(key): \(rendered)")
      }
    }
  }

  @Test func chineseTableIsNotAnEnglishCopy() throws {
    let english = try tableEntries(.english)
    let chinese = try tableEntries(.traditionalChinese)
    // Every message reads in Chinese, down to the synopsis of the command line; a `shorthelp`
    // line without a quoted part is all syntax, which stays as typed (HelpStructureTests).
    let same = MessageKey.allCases.filter {
      english[$0.rawValue] == chinese[$0.rawValue]
        && !($0.rawValue.hasPrefix("actionSummary")
          && english[$0.rawValue]?.contains("\"") == false)
    }
    #expect(same == [])
  }

  @Test func confirmationQuestionsKeepTheirShape() throws {
    let chinese = try tableEntries(.traditionalChinese)
    #expect(chinese["deleteQuestion"] == "要刪除「%@」嗎？(y/n) ")
    let move = try #require(chinese["moveQuestion"])
    #expect(move.hasPrefix("要將「%1$@」"))
    #expect(move.hasSuffix("嗎？(y/n) "))
  }
}

/// `todo help ACTION` cuts the paragraph from the line `    ACTION …` to the next blank line,
/// so the translated help must keep those lines and the paragraph structure.
@Suite struct HelpStructureTests {
  /// Each action's `shorthelp` line and `help` paragraph.
  static let actionKeys = MessageKey.allCases.filter {
    $0.rawValue.hasPrefix("actionSummary") || $0.rawValue.hasPrefix("actionHelp")
  }
  static let helpKeys: [MessageKey] =
    [
      .shortHelpHeader, .shortHelpAddons, .helpOptions, .helpEnvironment, .helpActionsHeader,
      .helpShortFooter, .helpUsageHeader, .addonActionsHeader,
    ] + actionKeys

  /// The lines that introduce an action: four spaces, then a lower-case action name.
  static func actionLines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      line.hasPrefix("    ") && line.dropFirst(4).first.map { $0.isASCII && $0.isLowercase } == true
    }
  }

  /// The part of an action line that must not be translated: the literal words before the
  /// first quote (action names and aliases, options, shell names), never the placeholders
  /// (upper-case in English, Chinese in zh-Hant: glossary, "Placeholders in Chinese help").
  static func syntax(_ line: Substring) -> [Substring] {
    line.prefix { $0 != "\"" }.split(separator: " ").map {
      $0.filter { !"[]".contains($0) }.split(separator: ".").first.map(Substring.init) ?? ""
    }.filter { word in
      !word.isEmpty && word.allSatisfy { $0.isASCII } && !word.contains { $0.isUppercase }
    }
  }

  @Test(arguments: actionKeys)
  func actionLinesAreKept(_ key: MessageKey) throws {
    let english = Self.actionLines(try #require(try tableEntries(.english)[key.rawValue]))
    let chinese = Self.actionLines(
      try #require(try tableEntries(.traditionalChinese)[key.rawValue]))
    #expect(!english.isEmpty)
    #expect(english.count == chinese.count)
    #expect(english.map(Self.syntax) == chinese.map(Self.syntax))
  }

  /// A paragraph is one block: it ends with one newline and holds no blank line, so `help`
  /// can join them with blank lines as todo.sh prints them.
  @Test(arguments: actionKeys.filter { $0.rawValue.hasPrefix("actionHelp") })
  func actionParagraphsAreOneBlock(_ key: MessageKey) throws {
    for language in Language.allCases {
      let text = try #require(try tableEntries(language)[key.rawValue])
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(language.rawValue)")
      #expect(!text.contains("\n\n"), "\(language.rawValue)")
    }
  }

  @Test(arguments: Language.allCases)
  func helpFitsIn80Columns(_ language: Language) throws {
    let entries = try tableEntries(language)
    for key in Self.helpKeys {
      let text = try #require(entries[key.rawValue])
      for line in text.split(separator: "\n") where String(line).columns > 80 {
        Issue.record("\(language.rawValue) \(key): \(String(line).columns) columns: \(line)")
      }
    }
  }

  @Test(arguments: Language.allCases)
  func helpKeepsItsBlankLines(_ language: Language) throws {
    let english = try tableEntries(.english)
    let entries = try tableEntries(language)
    // Leading and trailing newlines are the layout between the help parts.
    for key in Self.helpKeys {
      let en = try #require(english[key.rawValue])
      let text = try #require(entries[key.rawValue])
      #expect(text.prefix { $0 == "\n" } == en.prefix { $0 == "\n" }, "\(key)")
      #expect(
        text.reversed().prefix { $0 == "\n" }.count == en.reversed().prefix { $0 == "\n" }.count,
        "\(key)")
    }
  }
}
