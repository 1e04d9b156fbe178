extension TodoItem {
  /// Parses one line of a todo.txt file; every string is a valid line.
  ///
  /// The header (done mark, priority, completion and creation dates) is read by
  /// ``TodoLine/header``. Tokens split at whitespace (ASCII and Unicode spaces such as U+3000);
  /// `+`/`@` count only at the start of a token, so `me@example.com` and `2+2` are words.
  ///
  /// - Parameter text: One line without its line ending. A `\r` left at the end (a lone CR) is
  ///   kept in ``text`` and treated as whitespace by the tokenizer.
  public init(parsing text: String) {
    var text = text
    let (header, spans) = text.withUTF8 { bytes in
      let header = TodoLine(bytes).header
      return (header, TodoItem.tokenize(bytes, from: header.subjectOffset))
    }
    self.text = text
    self.isCompleted = header.isDone
    self.completionDate = header.completionDate
    self.priority = header.priority
    self.creationDate = header.creationDate
    self.priorityOffset = header.priorityOffset
    self.creationDateOffset = header.creationDateOffset
    self.subjectOffset = header.subjectOffset
    self.spans = spans
  }

  /// Splits `bytes[from...]` into classified spans, read by ``TodoTokens``.
  ///
  /// The spans are collected in a temporary buffer on the stack and copied into an array of
  /// the exact size: one allocation per line. A token takes at least one byte and a separator,
  /// so there are at most `(n + 1) / 2` of them; lines with more than 64 tokens are scanned
  /// again with a buffer of that size.
  static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> [Span] {
    guard from < bytes.count else { return [] }
    let bound = (bytes.count - from + 1) / 2
    let small = min(bound, 64)
    if let spans = withUnsafeTemporaryAllocation(
      of: Span.self, capacity: small, { scan(bytes, from: from, into: $0) })
    {
      return spans
    }
    return withUnsafeTemporaryAllocation(of: Span.self, capacity: bound) {
      scan(bytes, from: from, into: $0) ?? []
    }
  }

  /// The tokens of `bytes[from...]`, or `nil` when there are more than `scratch` can hold.
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from: Int, into scratch: UnsafeMutableBufferPointer<Span>
  ) -> [Span]? {
    guard let out = scratch.baseAddress else { return [] }
    let capacity = scratch.count
    var found = 0
    var tokens = TodoTokens(bytes, from: from).makeIterator()
    while let token = tokens.next() {
      guard found < capacity else { return nil }
      (out + found).initialize(
        to: Span(
          start: Int32(token.range.lowerBound), end: Int32(token.range.upperBound),
          colon: Int32(token.colon ?? -1), kind: token.kind))
      found += 1
    }
    return Array(UnsafeBufferPointer(start: out, count: found))
  }

  /// The kind of a token, as ``TodoTokens`` reads it (the name this type had first).
  public typealias WordKind = TodoToken.Kind
}
