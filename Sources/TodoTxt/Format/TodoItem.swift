/// One line of a todo.txt file, parsed without losing a byte.
///
/// A `TodoItem` keeps the line's exact text (``text``) and exposes what the todo.txt spec
/// (github.com/todotxt/todo.txt, README and description.svg) reads from it: the completion
/// mark `x `, the completion date, the priority `(A)`...`(Z)`, the creation date, the subject and
/// its tokens (words, `+project`, `@context`, `key:value` tags). Parsing is total: every string
/// is a `TodoItem`, and whatever is not a valid marker stays in the subject. Edits change only
/// their own part of ``text``; spacing, token order, case and unknown tags stay as they were.
///
/// The text never holds the line ending; ``TodoList`` keeps that.
public struct TodoItem: Hashable, Sendable, CustomStringConvertible {
  /// The line exactly as written, without its line ending.
  public let text: String
  /// Whether the line starts with `x ` (lowercase x and a space: spec, complete tasks rule 1).
  public let isCompleted: Bool
  /// The date right after `x ` on a completed task (or after `x (A) `), if there is one.
  public let completionDate: TodoDate?
  /// The `(A) ` priority at the start of an open task, or right after `x ` on a completed one
  /// (the spec's description.svg form `x (A) 2016-05-20 2016-04-30 …`).
  public let priority: Priority?
  /// The creation date: the first date of an open task (after any priority), or the second
  /// date of a completed one.
  public let creationDate: TodoDate?

  /// UTF-8 offset of the `(` of the priority, or -1.
  let priorityOffset: Int
  /// UTF-8 offset of the creation date, or -1.
  let creationDateOffset: Int
  /// UTF-8 offset where the subject starts (after the header and its separating space).
  let subjectOffset: Int
  /// The subject's tokens as byte ranges into ``text``.
  let spans: [Span]

  /// The line itself: ``text``.
  public var description: String { text }

  /// Two items are equal when their text is equal; everything else derives from it.
  public static func == (lhs: TodoItem, rhs: TodoItem) -> Bool { lhs.text == rhs.text }

  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

// MARK: - Tokens

extension TodoItem {
  /// A whitespace-separated word of the subject, classified by the todo.txt spec.
  public enum Token: Hashable, Sendable {
    /// Plain text.
    case word(Substring)
    /// `+name` (spec rule 3: a `+` that starts a word, followed by non-whitespace); the name
    /// is stored without the `+`.
    case project(Substring)
    /// `@name`, stored without the `@`.
    case context(Substring)
    /// `key:value` ("Additional File Format Definitions"): the key up to the first colon, the
    /// value after it; neither is empty, the key is not all digits (so `12:30` stays a word)
    /// and the value does not start with `//` (so `https://…` stays a word).
    case tag(key: Substring, value: Substring)
  }

  /// A token as byte offsets into the text: cheap to store, turned into ``Token`` on demand.
  struct Span: Hashable, Sendable {
    typealias Kind = TodoToken.Kind
    var start: Int32
    var end: Int32
    /// For tags, the offset of the colon.
    var colon: Int32
    var kind: Kind
  }

  /// The subject: everything after the completion mark, priority and dates.
  public var subject: Substring { text.utf8Slice(subjectOffset, text.utf8.count) }

  /// The subject's tokens in line order.
  public var tokens: [Token] { spans.map(token(for:)) }

  /// Whether the task has words beyond its header and tags: a word, a `+project` or an
  /// `@context`. `(A)`, `x 2026-11-30`, `due:2026-12-01` alone are no task (the to-do apps
  /// disable Save for an empty subject), nor is `(A)` without the space a priority takes.
  public var hasWords: Bool {
    let words = tokens.filter { if case .tag = $0 { return false } else { return true } }
    // `(A)` with nothing after it is a priority without its space, not a word.
    if words.count == 1, case .word(let word) = words[0], word.hasPrefix("("),
      word.hasSuffix(")"), Priority(word.dropFirst().dropLast()) != nil
    {
      return false
    }
    return !words.isEmpty
  }

  /// Project names (without `+`) in line order, repeats included.
  public var projects: [Substring] {
    spans.lazy.filter { $0.kind == .project }.map { text.utf8Slice(Int($0.start) + 1, Int($0.end)) }
  }

  /// Context names (without `@`) in line order, repeats included.
  public var contexts: [Substring] {
    spans.lazy.filter { $0.kind == .context }.map { text.utf8Slice(Int($0.start) + 1, Int($0.end)) }
  }

  /// All `key:value` tags in line order.
  public var tags: [(key: Substring, value: Substring)] {
    spans.lazy.filter { $0.kind == .tag }.map {
      (text.utf8Slice(Int($0.start), Int($0.colon)), text.utf8Slice(Int($0.colon) + 1, Int($0.end)))
    }
  }

  /// The value of the first tag with `key` (case-sensitive), or `nil`.
  ///
  /// - Parameter key: The tag key without the colon, e.g. `"due"`.
  public func tagValue(forKey key: String) -> Substring? {
    guard let span = firstSpan(tag: key) else { return nil }
    return text.utf8Slice(Int(span.colon) + 1, Int(span.end))
  }

  /// The values of every tag with `key` (case-sensitive), in line order (`p:` of a task that
  /// several tasks wait for).
  ///
  /// - Parameter key: The tag key without the colon, e.g. `"p"`.
  public func tagValues(forKey key: String) -> [Substring] {
    tags.filter { $0.key == key }.map(\.value)
  }

  /// The raw value of `due:`, valid date or not.
  public var dueValue: Substring? { tagValue(forKey: "due") }

  /// The due date from `due:YYYY-MM-DD`, or `nil` when absent or not a real calendar day.
  public var dueDate: TodoDate? { dueValue.flatMap { TodoDate(parsing: $0) } }

  /// The threshold (start) date from `t:YYYY-MM-DD`, or `nil` when absent or invalid.
  public var thresholdDate: TodoDate? { tagValue(forKey: "t").flatMap { TodoDate(parsing: $0) } }

  /// The recurrence from `rec:`, or `nil` when absent or not of the form `[+]N{d,b,w,m,y}`.
  public var recurrence: Recurrence? { tagValue(forKey: "rec").flatMap { Recurrence(parsing: $0) } }

  /// The priority kept on a completed task as `pri:X` (spec, complete tasks rule 2), or `nil`.
  public var priorityTag: Priority? { tagValue(forKey: "pri").flatMap { Priority($0) } }

  /// Whether the task carries `h:` with a value other than `0` (the de-facto "hidden" tag).
  public var isHidden: Bool {
    guard let value = tagValue(forKey: "h") else { return false }
    return value != "0"
  }

  func firstSpan(tag key: String) -> Span? {
    let keyBytes = key.utf8
    return text.utf8.withContiguousBytes { raw -> Span? in
      for span in spans where span.kind == .tag {
        let keyRange = Int(span.start)..<Int(span.colon)
        if keyRange.count == keyBytes.count
          && raw[keyRange].elementsEqual(keyBytes)
        {
          return span
        }
      }
      return nil
    }
  }

  func token(for span: Span) -> Token {
    let start = Int(span.start)
    let end = Int(span.end)
    switch span.kind {
    case .word: return .word(text.utf8Slice(start, end))
    case .project: return .project(text.utf8Slice(start + 1, end))
    case .context: return .context(text.utf8Slice(start + 1, end))
    case .tag:
      let colon = Int(span.colon)
      return .tag(key: text.utf8Slice(start, colon), value: text.utf8Slice(colon + 1, end))
    }
  }
}

extension String.UTF8View {
  fileprivate func withContiguousBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
    if let result = withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
      return result
    }
    return Array(self).withUnsafeBytes(body)
  }
}

extension String {
  /// The substring between two UTF-8 offsets that fall on character boundaries.
  func utf8Slice(_ start: Int, _ end: Int) -> Substring {
    let u = utf8
    let from = u.index(u.startIndex, offsetBy: start)
    let to = u.index(from, offsetBy: end - start)
    // Through the scalar view, so a slice that starts at a combining mark is not widened to
    // the grapheme boundary.
    return Substring(unicodeScalars[from..<to])
  }
}
