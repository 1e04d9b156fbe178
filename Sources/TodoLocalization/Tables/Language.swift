/// A language the tool ships string tables for.
public enum Language: String, CaseIterable, Sendable {
  /// English, the fallback.
  case english = "en"
  /// Traditional Chinese as written in Taiwan.
  case traditionalChinese = "zh-Hant"

  /// The folder of the string table under `Resources/`, e.g. `zh-Hant.lproj`.
  public var tableFolder: String { rawValue + ".lproj" }

  /// Maps one locale or language name to a shipped language, or `nil`.
  ///
  /// `en*` → English; `zh`/`yue` with script `Hant`, `zh` with region TW, HK or MO, and `yue` →
  /// Traditional Chinese; everything else (Simplified Chinese, bare `zh`, other languages) is not
  /// shipped. Accepts POSIX (`zh_TW.UTF-8@x`) and BCP 47 (`zh-Hant-TW`) forms, any case.
  ///
  /// - Parameter name: A name such as `zh_TW.UTF-8`, `zh-Hant`, `en_US`.
  public static func shipped(matching name: String) -> Language? {
    var base = Substring(name)
    if let cut = base.firstIndex(where: { $0 == "." || $0 == "@" }) { base = base[..<cut] }
    let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    guard let language = parts.first else { return nil }
    let rest = parts.dropFirst()
    let script = rest.first(where: { $0.count == 4 })
    let region = rest.first(where: { $0.count == 2 || $0.count == 3 })
    switch language {
    case "en":
      return .english
    case "yue":
      return script == "hans" ? nil : .traditionalChinese
    case "zh":
      if let script { return script == "hant" ? .traditionalChinese : nil }
      if let region, ["tw", "hk", "mo"].contains(region) { return .traditionalChinese }
      return nil
    default:
      return nil
    }
  }

  /// Chooses the UI language from the environment, in the order gettext reads it, after the
  /// tool's own settings.
  ///
  /// Order: `override` (a `--lang` option), `TODO_LANG`, then the message locale (the first
  /// non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`): C/POSIX without a codeset → English and
  /// `LANGUAGE` ignored; a codeset other than UTF-8 (from `LC_ALL`, `LC_CTYPE`, `LANG`) →
  /// English; otherwise the first `LANGUAGE` item that is shipped, else the message locale
  /// itself, else English. Installed locales never matter, so a bare container gives the same
  /// answer. Two choices differ from glibc's gettext on purpose: a locale without a codeset
  /// counts as UTF-8 (glibc assumes Big5 for a bare `zh_TW`), and `en` in `LANGUAGE` picks
  /// English (gettext skips it, having no English catalog; this tool ships an English table).
  ///
  /// - Parameters:
  ///   - environment: The process environment.
  ///   - override: A value from the command line, if any.
  /// - Returns: The language and the name of the setting that decided it.
  public static func resolve(
    environment: [String: String], override: String? = nil
  ) -> (language: Language, decidedBy: String) {
    func value(_ key: String) -> String? {
      guard let v = environment[key], !v.isEmpty else { return nil }
      return v
    }
    if let override, let language = shipped(matching: override) ?? explicit(override) {
      return (language, "--lang")
    }
    if let tool = value("TODO_LANG"), let language = shipped(matching: tool) ?? explicit(tool) {
      return (language, "TODO_LANG")
    }
    let messageKey = ["LC_ALL", "LC_MESSAGES", "LANG"].first { value($0) != nil }
    guard let messageKey, let message = value(messageKey) else { return (.english, "default") }
    let (name, codeset) = splitCodeset(message)
    if (name == "C" || name == "POSIX") && codeset == nil { return (.english, messageKey) }
    let ctypeKey = ["LC_ALL", "LC_CTYPE", "LANG"].first { value($0) != nil }
    if let ctypeKey, let charset = splitCodeset(value(ctypeKey)!).codeset {
      let normalized = charset.lowercased().replacingOccurrences("-", "")
      if normalized != "utf8" { return (.english, ctypeKey) }
    }
    if let languageList = value("LANGUAGE") {
      for item in languageList.split(separator: ":") {
        if let language = shipped(matching: String(item)) { return (language, "LANGUAGE") }
      }
    }
    return (shipped(matching: message) ?? .english, messageKey)
  }

  /// A language named on purpose (`--lang`, `TODO_LANG`): a shipped name, or `zh`, `中文`,
  /// `繁體中文`, `正體中文` for Traditional Chinese (the only Chinese shipped; a bare `zh` in a
  /// locale stays unshipped, as it may mean Simplified).
  private static func explicit(_ name: String) -> Language? {
    if let language = Language(rawValue: name) { return language }
    switch name.lowercased() {
    case "zh", "中文", "繁體中文", "正體中文", "繁中", "zh-hant": return .traditionalChinese
    case "english", "英文": return .english
    default: return nil
    }
  }

  /// Whether `name`, given as `--lang` or `TODO_LANG`, names a shipped language; an unknown
  /// one (`fr`) is ignored by ``resolve(environment:override:)``, and the caller warns.
  ///
  /// - Parameter name: The value as given.
  public static func recognises(_ name: String) -> Bool {
    shipped(matching: name) ?? explicit(name) != nil
  }

  private static func splitCodeset(_ locale: String) -> (name: String, codeset: String?) {
    var name = Substring(locale)
    if let at = name.firstIndex(of: "@") { name = name[..<at] }
    if let dot = name.firstIndex(of: ".") {
      return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
    return (String(name), nil)
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var out = ""
    for c in self { if c == target { out += replacement } else { out.append(c) } }
    return out
  }
}
