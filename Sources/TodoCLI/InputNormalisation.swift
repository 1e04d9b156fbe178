import TodoLocalization
import TodoTxt

extension CommandContext {
  /// `text` with what a Chinese input method types in tag positions made ASCII, with a note
  /// on standard error for each word changed: a full-width colon after a key of lower-case
  /// ASCII letters, as tag keys are written (`due：明天` → `due:明天`; `注意：明天` and
  /// `Amy：確認` stay), a full-width `＋`/`＠` starting a word
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
    // key：value with a lower-case ASCII key.
    if let colon = scalars.firstIndex(of: "\u{FF1A}"), colon > 0, colon + 1 < scalars.count,
      scalars[..<colon].allSatisfy({ ("a"..."z").contains($0) })
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

extension CommandContext {
  /// The error for an action name that is neither built in nor an add-on: todo.sh's usage in
  /// English (byte for byte); in Chinese, that there is no such action, with the closest
  /// name when one is near (`todo dо`, `todo lsit`), as the review asks.
  func unknownAction(_ name: String) -> CLIError {
    guard localizer.language != .english else { return usageError() }
    if let near = Self.closestAction(to: name) {
      return CLIError(message: l(.noSuchActionSuggest, name, near))
    }
    return CLIError(message: l(.noSuchAction, name))
  }

  /// The action name (or alias, of three letters or more) at edit distance 1 or 2 from `name`
  /// (2 only for names of five characters or more; `name` of three or more), the nearest and
  /// then the first in registry order; `nil` when none is that near.
  static func closestAction(to name: String) -> String? {
    let typed = Array(name.lowercased())
    // Two letters or fewer match too many names to guess from.
    guard typed.count >= 3 else { return nil }
    var best: (String, Int)?
    for action in ActionRegistry.all {
      for candidate in action.names where candidate.count >= 3 {
        let distance = editDistance(typed, Array(candidate))
        let limit = typed.count >= 5 ? 2 : 1
        if distance <= limit, best.map({ distance < $0.1 }) ?? true {
          best = (candidate, distance)
        }
      }
    }
    return best?.0
  }

  /// Damerau–Levenshtein distance (adjacent swaps count 1): the number of edits between two
  /// words.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
