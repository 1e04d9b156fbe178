/// The name of an option an action can declare; the word typed is `--` and the name.
enum OptionName: String, CaseIterable, Sendable {
  case alias, all, blocked, completed, created, done, due, ics, inline, json, or, prefix, sort,
    threshold

  /// The option as typed: `--json`.
  var word: String { "--" + rawValue }

  /// The date a date filter option reads (`--due RANGE`); `nil` for other options.
  var dateField: DateField? {
    DateField.allCases.first { $0.option == self }
  }

  /// Whether the option stands between groups of words rather than for a setting: `--or`
  /// (``ActionArguments/startsGroup(_:)``).
  var separatesGroups: Bool { self == .or }
}

/// What an action's words do with a word starting with `--` that it does not declare.
enum UnknownOptions: Sendable {
  /// It is an error naming the closest declared option: the action's words are filter terms,
  /// and a typo of an option is never a search (a literal search goes after `--`).
  case refused
  /// It stays a word; the action's own check of its words rejects it with its usage.
  case kept
}

/// The words after an action's name, read against its declaration: the options it declared
/// and the other words in order.
///
/// The grammar is the one swift-argument-parser gives a long option: `--name`, `--name VALUE`
/// or `--name=VALUE`, anywhere among the words, until a `--` after which every word is a
/// plain word (`ls -- -x` searches for `-x`). Words starting with a single `-` are always
/// words: todo.sh's filter terms use them for exclusion (`ls -@home`), and `due -5`, `pri 1 -`.
/// Actions that declare no option get every word as typed (todo.sh's `add -- text` adds
/// `-- text`).
struct ActionArguments: Equatable, Sendable {
  /// The words that are not options, in the order typed, without the `--`.
  private(set) var words: [String]
  /// How many of ``words`` came before the `--`; the rest are literal.
  private(set) var wordsBeforeSeparator: Int
  /// The options given without a value.
  private(set) var flags: Set<OptionName>
  /// The values given to options that take one, in the order typed.
  private(set) var values: [OptionName: [String]]
  /// Every option given with a value, with it, in the order typed (date filters keep theirs).
  private(set) var orderedValues: [(OptionName, String)]
  /// The indices in ``words`` where a group after `--or` starts.
  private var groupStarts: [Int]

  /// A problem reading the words.
  enum Problem: Error, Equatable {
    /// A word starting with `--` that the action does not declare (``UnknownOptions/refused``).
    case unknown(String)
    /// An option that takes a value came last.
    case missingValue(OptionName)
    /// `--name=VALUE` for an option that takes none.
    case unexpectedValue(OptionName)
  }

  /// Words with no options, as typed (for actions that declare none, and for tests).
  init(words: [String]) {
    self.words = words
    wordsBeforeSeparator = words.count
    flags = []
    values = [:]
    orderedValues = []
    groupStarts = []
  }

  static func == (lhs: ActionArguments, rhs: ActionArguments) -> Bool {
    lhs.words == rhs.words && lhs.wordsBeforeSeparator == rhs.wordsBeforeSeparator
      && lhs.flags == rhs.flags && lhs.values == rhs.values && lhs.groupStarts == rhs.groupStarts
      && lhs.orderedValues.map(\.0) == rhs.orderedValues.map(\.0)
      && lhs.orderedValues.map(\.1) == rhs.orderedValues.map(\.1)
  }

  /// Reads `typed` against `declared`.
  ///
  /// - Throws: ``Problem``.
  init(
    parsing typed: [String], declared: [ActionFlag], unknown: UnknownOptions
  ) throws(Problem) {
    self.init(words: [])
    guard !declared.isEmpty else {
      self.init(words: typed)
      return
    }
    var index = 0
    while index < typed.count {
      let word = typed[index]
      index += 1
      if word == "--" {
        wordsBeforeSeparator = words.count
        words += typed[index...]
        return
      }
      guard word.hasPrefix("--") else {
        words.append(word)
        continue
      }
      let equals = word.firstIndex(of: "=")
      let name = String(word[word.index(word.startIndex, offsetBy: 2)..<(equals ?? word.endIndex)])
      guard let option = OptionName(rawValue: name),
        let flag = declared.first(where: { $0.option == option })
      else {
        if unknown == .refused { throw .unknown(word) }
        words.append(word)
        continue
      }
      if flag.value == nil {
        guard equals == nil else { throw .unexpectedValue(option) }
        if option.separatesGroups {
          groupStarts.append(words.count)
        } else {
          flags.insert(option)
        }
        continue
      }
      let value: String
      if let equals {
        value = String(word[word.index(after: equals)...])
      } else {
        guard index < typed.count else { throw .missingValue(option) }
        value = typed[index]
        index += 1
      }
      values[option, default: []].append(value)
      orderedValues.append((option, value))
    }
    wordsBeforeSeparator = words.count
  }

  /// Whether the option `option` was given.
  func has(_ option: OptionName) -> Bool { flags.contains(option) }

  /// The last value given to `option`, if any (`--sort a --sort b` sorts by `b`).
  func value(_ option: OptionName) -> String? { values[option]?.last }

  /// Every value given to `option`, in order (`--alias t --alias td`).
  func allValues(_ option: OptionName) -> [String] { values[option] ?? [] }

  /// Whether ``words``[`index`] came after the `--`.
  func isLiteral(_ index: Int) -> Bool { index >= wordsBeforeSeparator }

  /// Whether an `--or` came right before ``words``[`index`] (after an earlier word).
  func startsGroup(_ index: Int) -> Bool { index > 0 && groupStarts.contains(index) }

  /// These arguments without the first `count` words (the file name of `listfile`, the days of
  /// `due`), the options kept.
  func droppingWords(_ count: Int) -> ActionArguments {
    var rest = self
    let dropped = min(count, words.count)
    rest.words.removeFirst(dropped)
    rest.wordsBeforeSeparator = max(0, wordsBeforeSeparator - dropped)
    rest.groupStarts = groupStarts.map { $0 - dropped }.filter { $0 > 0 }
    return rest
  }
}
