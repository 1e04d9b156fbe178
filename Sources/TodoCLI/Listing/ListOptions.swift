/// The options list commands take after the action (`--sort KEYS`, `--all`, `--json`) and the
/// filter terms, read from the words without changing the settings.
struct ListOptions {
  /// The filter terms, in order (`-TERM` excludes).
  var terms: [String] = []
  /// `--sort KEYS` (or `--sort=KEYS`): replaces todo.sh's order.
  var sortKeys: [SortKey]?
  /// `--json`: one JSON object per task instead of the human output (README, "JSON").
  var json = false
  /// `--all`: as `-x`, tasks hidden until later (`t:` ahead, `h:1`) are shown too.
  var showsAll = false

  /// A word that is not a sort key, or a `--sort` without keys.
  struct BadSortKey: Error, Equatable {
    /// The word as given (empty for a missing value).
    var word: String
  }

  /// A word that starts with `--` and is no list option (`--jsn`, `--ALL`): a typo, never
  /// a search (issue 17).
  struct UnknownOption: Error, Equatable {
    /// The word as given.
    var word: String
  }

  /// The options list actions read, for suggestions.
  static let names = ["--sort", "--all", "--json"]

  /// No options, no terms.
  init() {}

  /// Reads `--sort KEYS` (or `--sort=KEYS`), `--all` and `--json` among the terms; after a
  /// `--`, every word is a term that includes (`-x` there searches for `-x`).
  ///
  /// - Throws: ``BadSortKey`` for an unknown key or a `--sort` without keys;
  ///   ``UnknownOption`` for another word starting with `--` (before any `--`).
  init(parsing arguments: [String]) throws {
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if word == "--" {
        // A word after `--` is searched for as written, a leading `-` too (todo.sh would
        // exclude what follows it): `[-]` is the same character in grep's syntax.
        terms += arguments[(index + 1)...].map { $0.hasPrefix("-") ? "[-]" + $0.dropFirst() : $0 }
        break
      } else if word == "--sort" || word.hasPrefix("--sort=") {
        var value = String(word.dropFirst(7))
        if word == "--sort" {
          index += 1
          value = index < arguments.count ? arguments[index] : ""
        }
        switch SortKey.parse([value]) {
        case .success(let keys) where !keys.isEmpty: sortKeys = keys
        case .success: throw BadSortKey(word: value)
        case .failure(let bad): throw BadSortKey(word: bad.word)
        }
      } else if word == "--all" {
        showsAll = true
      } else if word == "--json" {
        json = true
      } else if word.hasPrefix("--") {
        throw UnknownOption(word: word)
      } else {
        terms.append(word)
      }
      index += 1
    }
  }
}
