/// A filter term: a case-insensitive POSIX basic regular expression (grep -i), with a fast
/// path for the common case of plain ASCII words, which match the same as the pattern would.
enum TermMatcher {
  /// ASCII letters, digits and punctuation without BRE meaning, lower-cased.
  case literal([UInt8])
  case pattern(Regex)

  init(_ term: String) throws(Regex.Invalid) {
    let bytes = Array(term.utf8)
    let special: Set<UInt8> = [0x2E, 0x5B, 0x5D, 0x5C, 0x2A, 0x5E, 0x24]  // . [ ] \ * ^ $
    if !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !special.contains($0) }) {
      self = .literal(bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
    } else {
      self = .pattern(try Regex(term, ignoringCase: true))
    }
  }

  func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .pattern(let regex):
      return regex.matches(subject)
    case .literal(let needle):
      return Self.contains(subject, needle)
    }
  }

  /// Whether `line` contains `needle` (lower case, as ``literal(_:)`` holds it), ASCII letters
  /// in any case: a literal's match, here and on the flat path (``FlatListing``). Candidates
  /// for the first byte: a scan for both cases of a letter, `memchr` for any other byte.
  static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    let n = needle.count
    guard n > 0 else { return true }
    guard line.count >= n, let base = line.baseAddress else { return false }
    let last = line.count - n
    return needle.withUnsafeBufferPointer { needle in
      @inline(__always) func matches(at i: Int) -> Bool {
        var j = 1
        while j < n {
          var c = base[i + j]
          if c >= 0x41 && c <= 0x5A { c += 0x20 }
          if c != needle[j] { return false }
          j += 1
        }
        return true
      }
      let first = needle[0]
      if first >= 0x61 && first <= 0x7A {
        let upper = first - 0x20
        for i in 0...last where base[i] == first || base[i] == upper {
          if matches(at: i) { return true }
        }
        return false
      }
      var i = 0
      while let hit = firstIndex(of: first, in: base, from: i, to: last + 1) {
        if matches(at: hit) { return true }
        i = hit + 1
      }
      return false
    }
  }
}

/// The filter terms of a listing, in groups joined by `--or`: a line passes when it passes
/// every term of at least one group, and a `-TERM` excludes within its own group (`ls a -b --or
/// c` is (a and not b) or c). Without `--or` there is one group, todo.sh's terms.
struct FilterTerms: Equatable, Sendable {
  /// The groups, none of them empty; no group at all means no terms (every line passes).
  private(set) var groups: [[String]]

  /// One group of `terms` (todo.sh's `TERM...`).
  init(_ terms: [String] = []) {
    groups = terms.isEmpty ? [] : [terms]
  }

  /// `groups` as typed between the `--or`s; an empty group (`ls a --or`) is left out.
  init(groups: [[String]]) {
    self.groups = groups.filter { !$0.isEmpty }
  }

  /// Whether there are no terms.
  var isEmpty: Bool { groups.isEmpty }

  /// These terms and `other` both: each group of one joined with each group of the other, so
  /// (a or b) and c is (a and c) or (b and c) (a saved view and the terms typed after it).
  func and(_ other: FilterTerms) -> FilterTerms {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return FilterTerms(groups: groups.flatMap { mine in other.groups.map { mine + $0 } })
  }
}

/// The compiled terms of a listing (``FilterTerms``): each `TERM` is todo.sh's `grep -i TERM`
/// on the numbered line, each `-TERM` its `grep -v -i TERM`.
struct TermFilter {
  private var groups: [[(matcher: TermMatcher, negated: Bool)]] = []
  /// The `grep` stages todo.sh would build, for `-vv`'s debug line; the groups of `--or`
  /// joined by ` || `.
  private(set) var pipeline: [String] = []

  /// Compiles `terms`.
  ///
  /// - Throws: ``Regex/Invalid`` for a term that is not a valid regular expression.
  init(_ terms: FilterTerms) throws(Regex.Invalid) {
    var described: [[String]] = []
    for group in terms.groups {
      var matchers: [(matcher: TermMatcher, negated: Bool)] = []
      var stages: [String] = []
      for term in group {
        let negated = term.hasPrefix("-")
        let pattern = negated ? String(term.dropFirst()) : term
        matchers.append((try TermMatcher(pattern), negated))
        stages.append((negated ? "grep -v -i " : "grep -i ") + shellQuote(pattern))
      }
      groups.append(matchers)
      described.append(stages)
    }
    pipeline =
      described.count > 1
      ? [described.map { "{ " + $0.joined(separator: " | ") + "; }" }.joined(separator: " || ")]
      : described.first ?? []
  }

  /// ``init(_:)-(FilterTerms)`` for one group of terms.
  ///
  /// - Throws: ``Regex/Invalid`` for a term that is not a valid regular expression.
  init(_ terms: [String]) throws(Regex.Invalid) {
    try self.init(FilterTerms(terms))
  }

  /// Whether there are no terms: every line matches.
  var isEmpty: Bool { groups.isEmpty }

  /// Whether `subject` (the numbered line) passes every term of some group.
  func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    groups.isEmpty
      || groups.contains { group in
        group.allSatisfy { $0.matcher.matches(subject) != $0.negated }
      }
  }
}

/// Quotes `s` for a shell, as todo.sh's `shellquote`.
func shellQuote(_ s: String) -> String {
  "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
}
