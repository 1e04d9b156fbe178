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

  /// The list options and filter terms of `arguments` (read against the action's declared
  /// `--sort KEYS`, `--all` and `--json`). A term after `--` is searched for as written, a
  /// leading `-` too (todo.sh would exclude what follows it): `[-]` is the same character in
  /// grep's syntax.
  ///
  /// - Throws: ``BadSortKey`` for an unknown key or an empty `--sort`.
  init(_ arguments: ActionArguments) throws(BadSortKey) {
    for (index, word) in arguments.words.enumerated() {
      terms.append(
        arguments.isLiteral(index) && word.hasPrefix("-") ? "[-]" + word.dropFirst() : word)
    }
    if let keys = arguments.value(.sort) { sortKeys = try Self.sortKeys(keys) }
    showsAll = arguments.has(.all)
    json = arguments.has(.json)
  }

  /// The sort keys of `text`, a `--sort` value or `TODOTXT_SORT` (``SortKey/parse(_:)``).
  ///
  /// - Throws: ``BadSortKey`` for an unknown key or no key at all.
  static func sortKeys(_ text: String) throws(BadSortKey) -> [SortKey] {
    switch SortKey.parse([text]) {
    case .success(let keys) where !keys.isEmpty: return keys
    case .success: throw BadSortKey(word: text)
    case .failure(let bad): throw BadSortKey(word: bad.word)
    }
  }
}
