import TodoTxt

/// `listproj` and `listcon`: the distinct `+project` or `@context` tokens of the lines given,
/// in byte order, as todo.sh prints them.
///
/// Tokens are read by ``TodoTokens``, so a CRLF file gives no `@work\r` twin and names in any
/// script are whole; `me@example.com` and a lone `+` are not names.
struct TokenNames {
  /// The kind collected: ``TodoToken/Kind/project`` for `+`, ``TodoToken/Kind/context`` for
  /// `@`.
  let kind: TodoToken.Kind
  private let before: Regex?
  private let after: Regex?
  private let valid: Regex?
  private var found = Set<[UInt8]>()

  /// A collector for `sigil` with todo.sh's `TODOTXT_SIGIL_*_PATTERN` settings.
  ///
  /// - Parameters:
  ///   - sigil: `+` or `@`.
  ///   - before: Removed where it matches at the start of each token (`^` + pattern); empty
  ///     for none.
  ///   - after: Removed where it matches at the end of each token (pattern + `$`).
  ///   - valid: A token is kept only when the sigil and this pattern match it whole; `.*` keeps
  ///     every token.
  /// - Throws: ``Regex/Invalid`` for a pattern that is not a valid regular expression.
  init(sigil: Character, before: String, after: String, valid: String) throws(Regex.Invalid) {
    kind = sigil == "+" ? .project : .context
    self.before = before.isEmpty ? nil : try Regex("^" + before)
    self.after = after.isEmpty ? nil : try Regex(after + "$")
    self.valid = valid == ".*" ? nil : try Regex("^" + String(sigil) + valid + "$")
  }

  /// Collects the tokens of ``kind`` in `line`.
  mutating func add(tokensOf line: UnsafeBufferPointer<UInt8>) {
    for token in TodoTokens(line) where token.kind == kind {
      var name = Array(line[token.range])
      if let before { name = before.replacingAll(in: name, with: []) }
      if let after { name = after.replacingAll(in: name, with: []) }
      if let valid {
        guard name.withUnsafeBufferPointer({ valid.matches($0) }) else { continue }
      }
      found.insert(name)
    }
  }

  /// The distinct names collected, in byte order.
  var names: [[UInt8]] { found.sorted { $0.lexicographicallyPrecedes($1) } }
}
