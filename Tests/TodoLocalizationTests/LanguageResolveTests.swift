import Testing
import TodoLocalization

/// An environment and the language it picks.
struct EnvironmentRow: Sendable, CustomTestStringConvertible {
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
  /// Environments as shells and containers set them, with the language each must give.
  static let rows: [EnvironmentRow] = [
    // nothing set, LANG=, LANG=C, LANG=POSIX, LANG=C.UTF-8 → en
    EnvironmentRow(.english, [:]),
    EnvironmentRow(.english, ["LANG": ""]),
    EnvironmentRow(.english, ["LANG": "C"]),
    EnvironmentRow(.english, ["LANG": "POSIX"]),
    EnvironmentRow(.english, ["LANG": "C.UTF-8"]),
    // gettext rule: LANGUAGE is ignored in C/POSIX
    EnvironmentRow(.english, ["LANG": "C", "LANGUAGE": "zh_TW"]),
    // same as glibc 2.36
    EnvironmentRow(.traditionalChinese, ["LANG": "C.utf8", "LANGUAGE": "zh_TW"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh_TW.UTF-8"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh_TW"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh_HK.UTF-8"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh_MO.UTF-8"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh_Hant_TW"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh-Hant"]),
    // a non-UTF-8 codeset: ASCII-safe English
    EnvironmentRow(.english, ["LANG": "zh_TW.Big5"]),
    // Simplified Chinese is not shipped
    EnvironmentRow(.english, ["LANG": "zh_CN.UTF-8"]),
    EnvironmentRow(.english, ["LANG": "zh_SG.UTF-8"]),
    EnvironmentRow(.english, ["LANG": "zh"]),
    EnvironmentRow(.english, ["LANG": "zh_Hans_HK"]),
    EnvironmentRow(.english, ["LANG": "en_US.UTF-8"]),
    EnvironmentRow(.english, ["LANG": "en_GB.UTF-8"]),
    EnvironmentRow(.english, ["LANG": "fr_FR.UTF-8"]),
    EnvironmentRow(.english, ["LANG": "ja_JP.UTF-8"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "en_US.UTF-8", "LANGUAGE": "zh_TW:en"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_TW"]),
    // deliberately unlike gettext: "en" is a real choice
    EnvironmentRow(.english, ["LANG": "en_US.UTF-8", "LANGUAGE": "en:zh_TW"]),
    EnvironmentRow(.english, ["LANG": "zh_TW.UTF-8", "LANGUAGE": "en"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "zh_CN.UTF-8", "LANGUAGE": "zh_CN:zh_TW"]),
    EnvironmentRow(.traditionalChinese, ["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"]),
    EnvironmentRow(.english, ["LANG": "zh_TW.UTF-8", "LC_MESSAGES": "C"]),
    EnvironmentRow(.english, ["LC_ALL": "C", "LANG": "zh_TW.UTF-8"]),
    EnvironmentRow(.english, ["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"]),
    // empty counts as unset
    EnvironmentRow(.traditionalChinese, ["LC_ALL": "", "LANG": "zh_TW.UTF-8"]),
    // an explicit tool setting beats everything
    EnvironmentRow(.english, ["TODO_LANG": "en", "LANG": "zh_TW.UTF-8"]),
    EnvironmentRow(.traditionalChinese, ["TODO_LANG": "zh-Hant", "LANG": "C"]),
  ]

  @Test(arguments: rows)
  func r1Table(_ row: EnvironmentRow) {
    #expect(Language.resolve(environment: row.environment).language == row.expected)
  }

  /// The `--lang` option comes first and accepts the usual spellings.
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

  /// The codeset comes from LC_ALL, then LC_CTYPE, then LANG, and only UTF-8 counts (the
  /// output is UTF-8 whatever the locale, so another codeset gets ASCII-safe English).
  @Test func codesetComesFromTheCharacterTypeLocale() {
    let big5 = ["LC_CTYPE": "zh_TW.Big5", "LC_MESSAGES": "zh_TW.UTF-8"]
    #expect(Language.resolve(environment: big5).language == .english)
    let utf8 = ["LC_CTYPE": "zh_TW.utf8", "LANG": "zh_TW.Big5"]
    #expect(Language.resolve(environment: utf8).language == .traditionalChinese)
  }

  /// One name mapped to a shipped language: `en*` is English; `zh` or `yue` in the Hant script,
  /// `zh` of TW, HK or MO, and `yue` without a script are Traditional Chinese; nothing else is
  /// shipped.
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

  /// `--lang` and `TODO_LANG` name Traditional Chinese as people type it (zh-Hant review,
  /// "Language selection"); an unknown value is not recognised, so the caller warns.
  @Test(arguments: ["zh", "zh-TW", "zh_TW", "中文", "繁體中文", "zh-Hant", "ZH"])
  func chineseByName(_ value: String) {
    #expect(Language.recognises(value))
    #expect(
      Language.resolve(environment: ["LANG": "C.UTF-8"], override: value).language
        == .traditionalChinese)
    #expect(
      Language.resolve(environment: ["LANG": "C.UTF-8", "TODO_LANG": value]).language
        == .traditionalChinese)
  }

  @Test(arguments: ["fr", "de_DE", "klingon"])
  func unknownNamesAreNotRecognised(_ value: String) {
    #expect(!Language.recognises(value))
    #expect(
      Language.resolve(environment: ["LANG": "zh_TW.UTF-8"], override: value).language
        == .traditionalChinese)
  }
}
