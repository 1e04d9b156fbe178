import TodoLocalization
import TodoTxt

extension CommandContext {
  /// `text` with what a Chinese input method types in tag positions made ASCII, with a note
  /// on standard error for each word changed: a full-width colon after a key of ASCII letters
  /// (`due：明天` → `due:明天`; `注意：明天` stays), a full-width `＋`/`＠` starting a word
  /// (`＋工作` → `+工作`). Everything else is the user's text and is stored as typed
  /// (shared/docs/glossary-zh-Hant.md, "Input a Chinese user will type").
  func normalisingInput(_ text: String) -> String {
    var changed: [(String, String)] = []
    var out = ""
    var word = ""
    func flush() {
      let fixed = Self.normalisedWord(word)
      if fixed != word { changed.append((word, fixed)) }
      out += fixed
      word = ""
    }
    for c in text {
      if c == " " || c == "\u{3000}" || c == "\t" {
        flush()
        out.append(c)
      } else {
        word.append(c)
      }
    }
    flush()
    for (old, new) in changed { output.error(l(.inputNormalised, old, new)) }
    return out
  }

  /// One word of task text with its input-method forms in tag positions made ASCII.
  static func normalisedWord(_ word: String) -> String {
    var scalars = Array(word.unicodeScalars)
    guard let first = scalars.first else { return word }
    // ＋project, ＠context.
    if first == "\u{FF0B}" || first == "\u{FF20}" {
      guard scalars.count > 1 else { return word }
      scalars[0] = first == "\u{FF0B}" ? "+" : "@"
      return String(String.UnicodeScalarView(scalars))
    }
    // key：value with an ASCII-letter key.
    if let colon = scalars.firstIndex(of: "\u{FF1A}"), colon > 0, colon + 1 < scalars.count,
      scalars[..<colon].allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    {
      scalars[colon] = ":"
      return String(String.UnicodeScalarView(scalars))
    }
    return word
  }
}

extension CommandContext {
  /// `words` with an action word that holds the ideographic space split there: `todo do　6`
  /// typed with an input method is `do 6`. Later words are left to each action (task text
  /// keeps its U+3000; numbers and priorities are read through `normalizeNumbers`).
  func splittingIdeographicSpace(_ words: [String]) -> [String] {
    guard let first = words.first, first.contains("\u{3000}") else { return words }
    let parts = first.split(separator: "\u{3000}").map(String.init)
    return parts + words.dropFirst()
  }
}
