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
      // ASCII case-insensitive search; first byte candidates by memchr on both cases.
      let n = needle.count
      guard subject.count >= n, let base = subject.baseAddress else { return false }
      let first = needle[0]
      let firstUpper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
      var i = 0
      let last = subject.count - n
      while i <= last {
        let b = base[i]
        if b == first || b == firstUpper {
          var j = 1
          while j < n {
            var c = base[i + j]
            if c >= 0x41 && c <= 0x5A { c += 0x20 }
            if c != needle[j] { break }
            j += 1
          }
          if j == n { return true }
        }
        i += 1
      }
      return false
    }
  }
}

/// The terms of a listing: the numbered line must match every `TERM` (todo.sh's
/// `grep -i TERM`) and no `-TERM` (`grep -v -i TERM`).
struct TermFilter {
  private var matchers: [(matcher: TermMatcher, negated: Bool)] = []
  /// The `grep` stages todo.sh would build, for `-vv`'s debug line.
  private(set) var pipeline: [String] = []

  /// Compiles `terms`.
  ///
  /// - Throws: ``Regex/Invalid`` for a term that is not a valid regular expression.
  init(_ terms: [String]) throws(Regex.Invalid) {
    for term in terms {
      let negated = term.hasPrefix("-")
      let pattern = negated ? String(term.dropFirst()) : term
      matchers.append((try TermMatcher(pattern), negated))
      pipeline.append((negated ? "grep -v -i " : "grep -i ") + shellQuote(pattern))
    }
  }

  /// Whether there are no terms: every line matches.
  var isEmpty: Bool { matchers.isEmpty }

  /// Whether `subject` (the numbered line) passes every term.
  func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    matchers.allSatisfy { $0.matcher.matches(subject) != $0.negated }
  }
}

/// Quotes `s` for a shell, as todo.sh's `shellquote`.
func shellQuote(_ s: String) -> String {
  "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
}
