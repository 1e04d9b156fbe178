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
