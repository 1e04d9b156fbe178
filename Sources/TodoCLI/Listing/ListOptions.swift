import TodoTxt

/// The options list commands take after the action (`--sort KEYS`, `--all`, `--json`, the
/// date filters, `--or`) and the filter terms, read from the words without changing the
/// settings.
struct ListOptions {
  /// The filter terms, in their `--or` groups (`-TERM` excludes).
  var terms = FilterTerms()
  /// `--due RANGE`, `--threshold RANGE`, `--created RANGE`, `--completed RANGE`, in the order
  /// typed: a listed task passes every one.
  var dates: [DateFilter] = []
  /// `--sort KEYS` (or `--sort=KEYS`): replaces todo.sh's order.
  var sortKeys: [SortKey]?
  /// `--json`: one JSON object per task instead of the human output (docs/todo-sh.md, `--json`).
  var json = false
  /// `--all`: as `-x`, tasks hidden until later (`t:` ahead, `h:1`) and tasks waiting for
  /// another (``Dependencies``) are shown too.
  var showsAll = false
  /// `--blocked`: tasks waiting for another task are shown too.
  var showsWaiting = false

  /// A word the options cannot take.
  enum Problem: Error, Equatable {
    /// A word that is not a sort key, or a `--sort` without keys (empty `word`).
    case badSortKey(word: String)
    /// A date filter's value that names no range (``DateRange/init(_:today:weekStart:)``).
    case badDateRange(option: OptionName, word: String)
  }

  /// No options, no terms.
  init() {}

  /// Whether nothing narrows the listing: no term and no date filter (an empty result then
  /// means an empty list, and the hint says how to add a task).
  var isUnfiltered: Bool { terms.isEmpty && dates.isEmpty }

  /// The list options and filter terms of `arguments` (read against the action's declared
  /// options). A term after `--` is searched for as written, a leading `-` too (todo.sh would
  /// exclude what follows it): `[-]` is the same character in grep's syntax. Date words count
  /// from `today`; weeks start on `weekStart`.
  ///
  /// - Throws: ``Problem``.
  init(_ arguments: ActionArguments, today: TodoDate, weekStart: WeekStart) throws(Problem) {
    var groups: [[String]] = [[]]
    for (index, word) in arguments.words.enumerated() {
      if arguments.startsGroup(index) { groups.append([]) }
      groups[groups.count - 1].append(
        arguments.isLiteral(index) && word.hasPrefix("-") ? "[-]" + word.dropFirst() : word)
    }
    terms = FilterTerms(groups: groups)
    for (option, value) in arguments.orderedValues where option.dateField != nil {
      guard let field = option.dateField,
        let range = DateRange(value, today: today, weekStart: weekStart)
      else { throw .badDateRange(option: option, word: value) }
      dates.append(DateFilter(field: field, range: range))
    }
    if let keys = arguments.value(.sort) {
      do throws(BadSortKey) {
        sortKeys = try Self.sortKeys(keys)
      } catch {
        throw .badSortKey(word: error.word)
      }
    }
    showsAll = arguments.has(.all)
    showsWaiting = arguments.has(.blocked)
    json = arguments.has(.json)
  }

  /// A word that is not a sort key, or no key at all.
  struct BadSortKey: Error, Equatable {
    /// The word as given (empty for a missing value).
    var word: String
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

  /// These options and `more` both (a saved view and the words typed after its name): the
  /// terms of both (``FilterTerms/and(_:)``), every date filter, `more`'s sort keys when it has
  /// any, `--json` and `--all` when either has them.
  func and(_ more: ListOptions) -> ListOptions {
    var joined = self
    joined.terms = terms.and(more.terms)
    joined.dates += more.dates
    joined.sortKeys = more.sortKeys ?? sortKeys
    joined.json = json || more.json
    joined.showsAll = showsAll || more.showsAll
    joined.showsWaiting = showsWaiting || more.showsWaiting
    return joined
  }
}
