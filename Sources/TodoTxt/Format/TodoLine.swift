import Glibc

/// One line of a todo.txt file read in place: the one definition of a done line, a blank line
/// and the line's tokens, for callers that work on bytes and never build a ``TodoItem``.
///
/// The view does not own the bytes: use it only while they are valid (inside
/// ``TodoList/withBytes(ofLine:_:)`` or `withUnsafeBufferPointer`).
public struct TodoLine {
  /// The line's bytes (valid UTF-8 or not), without its line ending.
  public let bytes: UnsafeBufferPointer<UInt8>

  /// A view of `bytes`.
  ///
  /// - Parameter bytes: One line, without its line ending.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The line's tokens, from its first byte (the `x`, priority and dates are tokens too).
  public var tokens: TodoTokens { TodoTokens(bytes) }

  /// Whether the line is a completed task: it starts with a lowercase `x` and a space (spec,
  /// complete tasks rule 1; todo.sh's `archive` moves the lines matching `^x `). `X 2020…`,
  /// `xylophone` and `(A) x …` are open. ``TodoItem/isCompleted`` reads the same rule.
  public var isDone: Bool {
    bytes.count >= 2 && bytes[0] == 0x78 && bytes[1] == 0x20
  }

  /// Whether the line holds no task: empty, or only whitespace as ``TodoTokens`` reads it
  /// (ASCII and Unicode White_Space, so `\r` and U+3000 count), that is, it has no token.
  ///
  /// A blank line has a number but is not a task: `do 5` on it says there is no task 5, and
  /// `doctor` and the merge skip it.
  public var isBlank: Bool {
    var i = 0
    while i < bytes.count {
      let n = TodoTokens.whitespaceLength(bytes, at: i)
      if n == 0 { return false }
      i += n
    }
    return true
  }

  /// Whether todo.sh's `deduplicate` leaves the line alone: empty or only `[[:space:]]` in the
  /// C locale (space, tab, LF, VT, FF, CR). Narrower than ``isBlank``: a line of U+3000 or
  /// U+00A0 is a task for `deduplicate`, and its second copy is removed.
  public var isBlankForDeduplicate: Bool {
    bytes.allSatisfy { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
  }

  /// Whether listings leave the line out: todo.sh's `_format` numbers the lines and deletes
  /// those matching `^[ 0-9]\{1,\} *$`, so a line of only spaces and ASCII digits goes, and so
  /// does any line that ``isBlank`` (whitespace of any kind, mixed with digits or not).
  public var isOmittedFromLists: Bool {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == 0x20 || (b >= 0x30 && b <= 0x39) {
        i += 1
        continue
      }
      let n = TodoTokens.whitespaceLength(bytes, at: i)
      if n == 0 { return false }
      i += n
    }
    return true
  }

  /// The `(A) `…`(Z) ` the line starts with, as todo.sh's colours and `listpri` read it
  /// (`^([A-Z]) `, spec incomplete tasks rule 1); `nil` for a done line's `x (A) …`, which
  /// ``TodoItem/priority`` does read.
  public var leadingPriority: Priority? {
    guard bytes.count >= 4, bytes[0] == 0x28, bytes[2] == 0x29, bytes[3] == 0x20 else {
      return nil
    }
    return Priority(ascii: bytes[1])
  }
}

// MARK: - The header: done mark, priority, dates

extension TodoLine {
  /// What a line's header holds: the done mark, the priority, the completion and creation
  /// dates, and where each starts (offsets in the line's bytes; -1 for none).
  public struct Header: Sendable, Equatable {
    public var isDone = false
    public var priority: Priority?
    public var completionDate: TodoDate?
    public var creationDate: TodoDate?
    public var priorityOffset = -1
    public var creationDateOffset = -1
    /// Where the subject (the task's words and tags) starts.
    public var subjectOffset = 0
  }

  /// The line's header, read as a small state machine over its bytes (spec, "Incomplete
  /// tasks" rules 1-2, "Complete tasks" rules 1-2):
  /// 1. `x ` (lowercase x, one space) marks a completed task (``isDone``).
  /// 2. On a completed task, an optional `(A) ` (the spec's description.svg form), then an
  ///    optional completion date, then (only after a completion date) an optional creation
  ///    date.
  /// 3. On an open task, an optional `(A) ` (uppercase ASCII letter, then a space), then an
  ///    optional creation date.
  ///
  /// A date counts only when it is a real calendar day in `YYYY-MM-DD` form followed by a
  /// space or the end of the line. Anything that does not fit is the subject's: `(a)`, `(B)x`,
  /// `（A）`, `X 2020-01-01`, `2020-31-03`. ``TodoItem/init(parsing:)`` reads its header here.
  public var header: Header {
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

    if isDone {
      header.isDone = true
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
    return header
  }
}

// MARK: - Conflict markers

extension TodoLine {
  /// A line git writes around a conflict in a file it could not merge.
  public enum ConflictMarker: Sendable, Hashable {
    /// `<<<<<<< ours`: the start of a region, then our side's lines.
    case start
    /// `||||||| base`: the common ancestor's lines follow (`merge.conflictStyle=diff3`).
    case base
    /// `=======`: the other side's lines follow.
    case separator
    /// `>>>>>>> theirs`: the end of a region.
    case end
  }

  /// The conflict marker the line is, as git writes them: at least 7 of one of `<`, `|`, `=`,
  /// `>` from the first byte (7 by default, git's `conflict-marker-size` may ask for more),
  /// then the end of the line or a space and a label (`=======` never has a label; trailing
  /// whitespace such as a `\r` is allowed). `nil` for any other line, `<<<<<< six`
  /// included.
  ///
  /// Source: git's `ll_merge`/`xdl_merge` output (`merge-file` documentation).
  public var conflictMarker: ConflictMarker? {
    guard let first = bytes.first else { return nil }
    let kind: ConflictMarker
    switch first {
    case 0x3C: kind = .start
    case 0x7C: kind = .base
    case 0x3D: kind = .separator
    case 0x3E: kind = .end
    default: return nil
    }
    var run = 0
    while run < bytes.count && bytes[run] == first { run += 1 }
    guard run >= 7 else { return nil }
    if run == bytes.count { return kind }
    if kind == .separator {
      // Only whitespace after `=======`.
      return bytes[run...].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } ? kind : nil
    }
    return bytes[run] == 0x20 || bytes[run] == 0x0D ? kind : nil
  }
}

extension TodoList {
  /// The numbers of the lines that are git conflict markers of an unfinished merge
  /// (``TodoLine/conflictMarker``), in order; empty when there is none.
  ///
  /// Only markers of a region count: a `<<<<<<<` line, and the `|||||||`, `=======` and
  /// `>>>>>>>` lines after it up to the region's end. A lone `=======` that a user typed as a
  /// separator between tasks is no marker. A region without its end (a file cut short) is
  /// still reported, up to the end of the file.
  public var conflictMarkerLines: [Int] {
    var found: [Int] = []
    var inRegion = false
    for n in lineNumbers {
      let marker = withBytes(ofLine: n) { TodoLine($0).conflictMarker }
      switch marker {
      case .start?:
        inRegion = true
        found.append(n)
      case .base?, .separator?:
        if inRegion { found.append(n) }
      case .end?:
        if inRegion { found.append(n) }
        inRegion = false
      case nil: break
      }
    }
    return found
  }
}

extension TodoList {
  /// ``conflictMarkerLines`` of the file `bytes`, without reading it into lines when no line
  /// starts with `<<<<<<<` (the usual case: a search for `<` with `memchr`, so a command that
  /// only appends pays little for the check on a large file).
  ///
  /// - Parameter bytes: A whole file.
  /// - Returns: The marker lines' numbers, in order; empty when there is none.
  public static func conflictMarkerLines(inFile bytes: [UInt8]) -> [Int] {
    let mayHaveStart = bytes.withUnsafeBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      var at = 0
      while at < buffer.count {
        guard let hit = memchr(base + at, 0x3C, buffer.count - at) else { return false }
        let p = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        let lineStart =
          p == 0 || buffer[p - 1] == 0x0A
          || (p == 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF)
        if lineStart && p + 7 <= buffer.count && buffer[p..<(p + 7)].allSatisfy({ $0 == 0x3C }) {
          return true
        }
        at = p + 1
      }
      return false
    }
    return mayHaveStart ? TodoList(bytes: bytes).conflictMarkerLines : []
  }
}
