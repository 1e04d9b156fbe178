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

  /// No options, no terms.
  init() {}

  /// Reads `--sort KEYS` (or `--sort=KEYS`), `--all` and `--json` among the terms.
  ///
  /// - Throws: ``BadSortKey`` for an unknown key or a `--sort` without keys.
  init(parsing arguments: [String]) throws(BadSortKey) {
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if word == "--sort" || word.hasPrefix("--sort=") {
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
      } else {
        terms.append(word)
      }
      index += 1
    }
  }
}
