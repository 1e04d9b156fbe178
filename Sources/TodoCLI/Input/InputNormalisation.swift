import TodoLocalization
import TodoTxt

extension CommandContext {
  /// `words` with an action word that holds the ideographic space split there: `todo do　6`
  /// typed with an input method is `do 6`. Later words are left to each action (task text
  /// keeps its U+3000; numbers and priorities are read through `normalizeNumbers`).
  func splittingIdeographicSpace(_ words: [String]) -> [String] {
    guard let first = words.first, first.contains("\u{3000}") else { return words }
    let parts = first.split(separator: "\u{3000}").map(String.init)
    return parts + words.dropFirst()
  }

  /// The error for an action name that is neither built in nor an add-on. In English,
  /// todo.sh's usage first (on standard output, byte for byte, as todo.sh prints it), then on
  /// standard error which word is unknown and the closest name when one is near (`todo lst`,
  /// `todo dn 1`); in Chinese only that line (todo.sh's English usage would be noise there).
  func unknownAction(_ name: String) -> CLIError {
    if localizer.language == .english {
      output.line(l(.usage, settings.programName))
    }
    if let near = Self.closestAction(to: name) {
      return CLIError(message: l(.noSuchActionSuggest, name, near))
    }
    return CLIError(message: l(.noSuchAction, name))
  }

  /// The action name (or alias, of three letters or more) at edit distance 1 or 2 from `name`
  /// (2 only for names of five characters or more; `name` of three or more), the nearest and
  /// then the first in registry order; `nil` when none is that near. A two-letter `name` is
  /// taken as an abbreviation: the one action name that starts with its first letter and has
  /// its second later on (`dn` → `done`).
  static func closestAction(to name: String) -> String? {
    let typed = Array(name.lowercased())
    if typed.count == 2 {
      let found = ActionRegistry.all.compactMap { action in
        action.names.first { candidate in
          candidate.first == typed[0] && candidate.dropFirst().contains(typed[1])
        }
      }
      return found.count == 1 ? found[0] : nil
    }
    // One letter matches too many names to guess from.
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

extension CommandContext {
  /// The closest of `options` to `word` (case ignored; edit distance 1, or 2 for words of
  /// five characters or more after the dashes), the first in `options` order on a tie; `nil`
  /// when none is that near.
  static func closest(to word: String, among options: [String]) -> String? {
    let typed = Array(word.lowercased())
    let limit = typed.count - 2 >= 5 ? 2 : 1
    var best: (String, Int)?
    for option in options {
      let distance = editDistance(typed, Array(option))
      if distance <= limit, best.map({ distance < $0.1 }) ?? true { best = (option, distance) }
    }
    return best?.0
  }

  /// The global option meant by an unknown one: a long name other programs use for one of
  /// todo.sh's letters (`--verbose` → `-v`), a near spelling of `--help`, `--version` or
  /// `--lang`, or a letter typed in the wrong case (`-F` → `-f`); `nil` when none fits.
  static func closestGlobalOption(to word: String) -> String? {
    let longNames = [
      "--help": "--help", "--version": "--version", "--lang": "--lang", "--verbose": "-v",
      "--force": "-f", "--plain": "-p", "--no-color": "-p", "--no-colour": "-p",
      "--color": "-c", "--colour": "-c", "--config": "-d",
    ]
    if word.hasPrefix("--") {
      let known =
        ["--help", "--version", "--lang", "--verbose", "--force", "--plain"]
        + ["--no-color", "--no-colour", "--color", "--colour", "--config"]
      return closest(to: word, among: known).flatMap { longNames[$0] }
    }
    guard word.count == 2, let letter = word.last else { return nil }
    let flipped = letter.isUppercase ? letter.lowercased() : letter.uppercased()
    return "fhpcnNaAtTvVxPd".contains(flipped) ? "-" + flipped : nil
  }
}

extension TaskInput {
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
      let fixed = TaskInput.normalisedWord(word)
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
    for (old, new) in changed {
      output.error(l(settings.dryRun ? .inputNormalisedDryRun : .inputNormalised, old, new))
    }
    return out
  }
}
