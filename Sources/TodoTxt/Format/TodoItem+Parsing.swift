extension TodoItem {
  /// Parses one line of a todo.txt file; every string is a valid line.
  ///
  /// The header is read as a small state machine over the UTF-8 bytes:
  /// 1. `x ` (lowercase x, one space) marks a completed task (spec, complete tasks rule 1).
  /// 2. On a completed task, an optional `(A) ` (the spec's description.svg form), then an
  ///    optional completion date, then (only after a completion date) an optional creation date.
  /// 3. On an open task, an optional `(A) ` (uppercase ASCII letter, then a space), then an
  ///    optional creation date.
  ///
  /// A date counts only when it is a real calendar day in `YYYY-MM-DD` form followed by a space
  /// or the end of the line. Anything that does not fit stays in the subject: `(a)`, `(B)x`,
  /// `（A）`, `X 2020-01-01`, `2020-31-03` are text. Tokens split at whitespace (ASCII and Unicode
  /// spaces such as U+3000); `+`/`@` count only at the start of a token, so `me@example.com` and
  /// `2+2` are words.
  ///
  /// - Parameter text: One line without its line ending. A `\r` left at the end (a lone CR) is
  ///   kept in ``text`` and treated as whitespace by the tokenizer.
  public init(parsing text: String) {
    var text = text
    let parsed = text.withUTF8 { TodoItem.parseHeader($0) }
    self.text = text
    self.isCompleted = parsed.isCompleted
    self.completionDate = parsed.completionDate
    self.priority = parsed.priority
    self.creationDate = parsed.creationDate
    self.priorityOffset = parsed.priorityOffset
    self.creationDateOffset = parsed.creationDateOffset
    self.subjectOffset = parsed.subjectOffset
    self.spans = parsed.spans
  }

  private struct Header {
    var isCompleted = false
    var completionDate: TodoDate?
    var priority: Priority?
    var creationDate: TodoDate?
    var priorityOffset = -1
    var creationDateOffset = -1
    var subjectOffset = 0
    var spans: [Span] = []
  }

  private static func parseHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Header {
    var header = Header()
    var pos = 0
    let count = bytes.count

    /// `(X) ` at `at`.
    func priority(at: Int) -> Priority? {
      guard at + 4 <= count, bytes[at] == 0x28, bytes[at + 2] == 0x29, bytes[at + 3] == 0x20
      else { return nil }
      return Priority(ascii: bytes[at + 1])
    }
    /// A date at `at` followed by a space or the end; returns it and the offset after it.
    func date(at: Int) -> (TodoDate, Int)? {
      guard let d = TodoDate.parse(bytes, at: at) else { return nil }
      let end = at + 10
      if end == count { return (d, end) }
      if bytes[end] == 0x20 { return (d, end + 1) }
      return nil
    }

    if TodoLine(bytes).isDone {
      header.isCompleted = true
      pos = 2
      if let p = priority(at: pos) {
        header.priority = p
        header.priorityOffset = pos
        pos += 4
      }
      if let (done, next) = date(at: pos) {
        header.completionDate = done
        pos = next
        if let (created, after) = date(at: pos) {
          header.creationDate = created
          header.creationDateOffset = pos
          pos = after
        }
      }
    } else {
      if let p = priority(at: 0) {
        header.priority = p
        header.priorityOffset = 0
        pos = 4
      }
      if let (created, next) = date(at: pos) {
        header.creationDate = created
        header.creationDateOffset = pos
        pos = next
      }
    }
    header.subjectOffset = pos
    header.spans = tokenize(bytes, from: pos)
    return header
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
