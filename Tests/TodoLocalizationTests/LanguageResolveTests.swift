import Testing
import TodoLocalization

/// One row of the R1 table in l10n-and-sync.md: an environment and the language it picks.
struct R1Row: Sendable, CustomTestStringConvertible {
  let environment: [String: String]
  let expected: Language

  init(_ expected: Language, _ environment: [String: String]) {
    self.environment = environment
    self.expected = expected
  }

  var testDescription: String {
    let env = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return (env.isEmpty ? "(nothing set)" : env.joined(separator: " ")) + " → "
      + expected.rawValue
  }
}

@Suite struct LanguageResolveTests {
  /// Every environment of the R1 table, in the table's order.
  static let rows: [R1Row] = [
    // nothing set, LANG=, LANG=C, LANG=POSIX, LANG=C.UTF-8 → en
    R1Row(.english, [:]),
    R1Row(.english, ["LANG": ""]),
    R1Row(.english, ["LANG": "C"]),
    R1Row(.english, ["LANG": "POSIX"]),
    R1Row(.english, ["LANG": "C.UTF-8"]),
    // gettext rule: LANGUAGE is ignored in C/POSIX
    R1Row(.english, ["LANG": "C", "LANGUAGE": "zh_TW"]),
    // same as glibc 2.36
    R1Row(.traditionalChinese, ["LANG": "C.utf8", "LANGUAGE": "zh_TW"]),
    R1Row(.traditionalChinese, ["LANG": "zh_TW.UTF-8"]),
    R1Row(.traditionalChinese, ["LANG": "zh_TW"]),
    R1Row(.traditionalChinese, ["LANG": "zh_HK.UTF-8"]),
    R1Row(.traditionalChinese, ["LANG": "zh_MO.UTF-8"]),
    R1Row(.traditionalChinese, ["LANG": "zh_Hant_TW"]),
    R1Row(.traditionalChinese, ["LANG": "zh-Hant"]),
    // a non-UTF-8 codeset: ASCII-safe English
    R1Row(.english, ["LANG": "zh_TW.Big5"]),
    // Simplified Chinese is not shipped
    R1Row(.english, ["LANG": "zh_CN.UTF-8"]),
    R1Row(.english, ["LANG": "zh_SG.UTF-8"]),
    R1Row(.english, ["LANG": "zh"]),
    R1Row(.english, ["LANG": "zh_Hans_HK"]),
    R1Row(.english, ["LANG": "en_US.UTF-8"]),
    R1Row(.english, ["LANG": "en_GB.UTF-8"]),
    R1Row(.english, ["LANG": "fr_FR.UTF-8"]),
    R1Row(.english, ["LANG": "ja_JP.UTF-8"]),
    R1Row(.traditionalChinese, ["LANG": "en_US.UTF-8", "LANGUAGE": "zh_TW:en"]),
    R1Row(.traditionalChinese, ["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_TW"]),
    // deliberately unlike gettext: "en" is a real choice
    R1Row(.english, ["LANG": "en_US.UTF-8", "LANGUAGE": "en:zh_TW"]),
    R1Row(.english, ["LANG": "zh_TW.UTF-8", "LANGUAGE": "en"]),
    R1Row(.traditionalChinese, ["LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN:zh_TW"]),
    R1Row(.traditionalChinese, ["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"]),
    R1Row(.english, ["LANG": "zh_TW.UTF-8", "LC_MESSAGES": "C"]),
    R1Row(.english, ["LC_ALL": "C", "LANG": "zh_TW.UTF-8"]),
    R1Row(.english, ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"]),
    // empty counts as unset
    R1Row(.traditionalChinese, ["LC_ALL": "", "LANG": "zh_TW.UTF-8"]),
    // an explicit tool setting beats everything
    R1Row(.english, ["TODO_LANG": "en", "LANG": "zh_TW.UTF-8"]),
    R1Row(.traditionalChinese, ["TODO_LANG": "zh-Hant", "LANG": "C"]),
  ]

  @Test(arguments: rows)
  func r1Table(_ row: R1Row) {
    #expect(Language.resolve(environment: row.environment).language == row.expected)
  }

  /// R1.1: the `--lang` option comes first and accepts the usual spellings.
  @Test(arguments: [
    ("zh-Hant", Language.traditionalChinese), ("zh_Hant", .traditionalChinese),
    ("zh-TW", .traditionalChinese), ("zh_TW.UTF-8", .traditionalChinese),
    ("zh-Hant-TW", .traditionalChinese), ("en", .english), ("en_US", .english),
  ])
  func langOptionBeatsEverything(_ value: String, _ expected: Language) {
    let environment = [
      "TODO_LANG": expected == .english ? "zh-Hant" : "en",
      "LC_ALL": expected == .english ? "zh_TW.UTF-8" : "C",
    ]
    let result = Language.resolve(environment: environment, override: value)
    #expect(result.language == expected)
    #expect(result.decidedBy == "--lang")
  }

  /// An option value that names no shipped language is ignored, not an error.
  @Test func unknownLangOptionFallsThrough() {
    let result = Language.resolve(environment: ["LANG": "zh_TW.UTF-8"], override: "fr")
    #expect(result.language == .traditionalChinese)
    #expect(result.decidedBy == "LANG")
  }

  @Test func emptyToolVariableCountsAsUnset() {
    let result = Language.resolve(environment: ["TODO_LANG": "", "LANG": "zh_TW.UTF-8"])
    #expect(result.language == .traditionalChinese)
  }

  /// R1.5: the codeset comes from LC_ALL, then LC_CTYPE, then LANG, and only UTF-8 counts.
  @Test func codesetComesFromTheCharacterTypeLocale() {
    let big5 = ["LC_CTYPE": "zh_TW.Big5", "LC_MESSAGES": "zh_TW.UTF-8"]
    #expect(Language.resolve(environment: big5).language == .english)
    let utf8 = ["LC_CTYPE": "zh_TW.utf8", "LANG": "zh_TW.Big5"]
    #expect(Language.resolve(environment: utf8).language == .traditionalChinese)
  }

  /// R1.7: one name mapped to a shipped language.
  @Test(arguments: [
    ("zh_TW", Language?.some(.traditionalChinese)), ("zh-Hant-HK", .traditionalChinese),
    ("yue", .traditionalChinese), ("yue_Hant_HK", .traditionalChinese),
    ("ZH_tw", .traditionalChinese),
    ("zh_TW.UTF-8@stroke", .traditionalChinese), ("en", .english), ("en_AU.ISO-8859-1", .english),
    ("zh", nil), ("zh_CN", nil), ("zh_SG", nil), ("zh-Hans", nil), ("zh_Hans_TW", nil),
    ("yue_Hans", nil), ("fr", nil), ("C", nil), ("", nil),
  ])
  func shippedMatching(_ name: String, _ expected: Language?) {
    #expect(Language.shipped(matching: name) == expected)
  }
}
