import TodoTxt

/// `listproj` and `listcon`: the distinct `+project` or `@context` tokens of the lines given,
/// in byte order, as todo.sh prints them.
///
/// Tokens are read by ``TodoTokens``, so a CRLF file gives no `@work\r` twin and names in any
/// script are whole; `me@example.com` and a lone `+` are not names.
///
/// With any `TODOTXT_SIGIL_*_PATTERN` set, the names are found as todo.sh's
/// `listWordsWithSigil` finds them: every token holding the sigil with a byte after it
/// (`grep -o "[^ ]*SIGIL[^ ]\+"`) loses its first match of `^BEFORE` and then of `AFTER$`
/// (sed's `s###`, once each), and is kept when `^SIGIL VALID$` matches what is left. So
/// `\(w:\)\{0,1\}` before finds `@OtherContributors` in `w:@OtherContributors`, and `(\{0,1\}`
/// with `)\{0,1\}` after finds `@school` in `(@school)`.
struct TokenNames {
  /// The kind collected: ``TodoToken/Kind/project`` for `+`, ``TodoToken/Kind/context`` for
  /// `@`.
  let kind: TodoToken.Kind
  private let sigil: UInt8
  private let before: Regex?
  private let after: Regex?
  private let valid: Regex?
  /// Whether a pattern is set: todo.sh's word scan instead of the token kinds.
  private let patterned: Bool
  private var found = Set<[UInt8]>()

  /// A collector for `sigil` with todo.sh's `TODOTXT_SIGIL_*_PATTERN` settings.
  ///
  /// - Parameters:
  ///   - sigil: `+` or `@`.
  ///   - before: Removed where it matches at the start of each word (`^` + pattern); empty
  ///     for none.
  ///   - after: Removed where it matches at the end of each word (pattern + `$`).
  ///   - valid: A word is kept only when the sigil and this pattern match it whole; `.*` keeps
  ///     every word.
  /// - Throws: ``Regex/Invalid`` for a pattern that is not a valid regular expression.
  init(sigil: Character, before: String, after: String, valid: String) throws(Regex.Invalid) {
    kind = sigil == "+" ? .project : .context
    self.sigil = sigil == "+" ? 0x2B : 0x40
    self.before = before.isEmpty ? nil : try Regex("^" + before)
    self.after = after.isEmpty ? nil : try Regex(after + "$")
    self.valid = valid == ".*" ? nil : try Regex("^" + String(sigil) + valid + "$")
    patterned = self.before != nil || self.after != nil || self.valid != nil
  }

  /// Collects the names of ``kind`` in `line`.
  mutating func add(tokensOf line: UnsafeBufferPointer<UInt8>) {
    for token in TodoTokens(line) {
      if patterned {
        let word = line[token.range]
        // grep's `[^ ]*SIGIL[^ ]\+`: the sigil somewhere before the word's last byte.
        guard word.dropLast().contains(sigil) else { continue }
        var name = Array(word)
        if let before { name = Self.removingFirstMatch(of: before, in: name) }
        if let after { name = Self.removingFirstMatch(of: after, in: name) }
        if let valid {
          guard name.withUnsafeBufferPointer({ valid.matches($0) }) else { continue }
        } else {
          // `^SIGIL.*$`: what is left must start with the sigil.
          guard name.first == sigil else { continue }
        }
        found.insert(name)
      } else if token.kind == kind {
        found.insert(Array(line[token.range]))
      }
    }
  }

  /// sed's `s/PATTERN//` (no `g`): `name` without the first match of `pattern`.
  private static func removingFirstMatch(of pattern: Regex, in name: [UInt8]) -> [UInt8] {
    let whole = name.withUnsafeBufferPointer {
      pattern.firstMatch(in: $0, from: 0, notAtLineStart: false)?[0]
    }
    guard let whole else { return name }
    return Array(name[..<whole.lowerBound] + name[whole.upperBound...])
  }

  /// The distinct names collected, in byte order.
  var names: [[UInt8]] { found.sorted { $0.lexicographicallyPrecedes($1) } }
}
