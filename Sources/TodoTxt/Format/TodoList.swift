import Glibc

/// A todo.txt file as an ordered list of physical lines, written back byte for byte.
///
/// Built from the file's bytes, a `TodoList` keeps each line's original bytes and its own line
/// ending (LF, CRLF, or none on a last line without a newline), a leading UTF-8 byte order mark,
/// blank lines, and lines that are not valid UTF-8. ``serialized()`` on an unedited list returns
/// the input exactly; an edit changes only its own line. Line numbers are 1-based physical
/// line numbers, blank lines included, as todo.sh users know them.
public struct TodoList: Sendable {
  /// How a line ends.
  public enum LineEnding: Sendable, Hashable {
    /// `\n`.
    case lf
    /// `\r\n`.
    case crlf
    /// Nothing: the last line of a file that does not end with a newline.
    case none

    /// The ending's bytes (none for ``none``).
    public var bytes: [UInt8] {
      switch self {
      case .lf: return [0x0A]
      case .crlf: return [0x0D, 0x0A]
      case .none: return []
      }
    }
  }

  private enum Content: Sendable {
    /// A range of ``source``.
    case original(Range<Int>)
    /// New bytes from an edit or an append.
    case edited([UInt8])
  }

  private struct Line: Sendable {
    var content: Content
    var ending: LineEnding
  }

  /// The bytes the list was built from.
  private let source: [UInt8]
  private var lines: [Line]

  /// Whether any line was changed, added or removed since the list was built: when `false`,
  /// ``serialized()`` is the input and a writer has nothing to write.
  public private(set) var isModified = false

  /// Whether the file starts with a UTF-8 byte order mark (`EF BB BF`), kept on write and not
  /// part of line 1's text.
  public private(set) var hasByteOrderMark: Bool

  /// Builds the list from a file's bytes.
  ///
  /// A line ends at `\n`; a `\r` right before it makes the ending CRLF. A lone `\r` elsewhere is
  /// part of the line's text. An empty input has no lines; `"\n"` has one blank line.
  ///
  /// - Parameter bytes: The whole file.
  public init(bytes: [UInt8]) {
    source = bytes
    lines = []
    hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let start = hasByteOrderMark ? 3 : 0
    lines.reserveCapacity(bytes.count / 48 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      var lineStart = start
      while lineStart < count {
        let remaining = count - lineStart
        guard let hit = memchr(base + lineStart, 0x0A, remaining) else {
          lines.append(Line(content: .original(lineStart..<count), ending: .none))
          break
        }
        let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if newline > lineStart && buffer[newline - 1] == 0x0D {
          lines.append(Line(content: .original(lineStart..<(newline - 1)), ending: .crlf))
        } else {
          lines.append(Line(content: .original(lineStart..<newline), ending: .lf))
        }
        lineStart = newline + 1
      }
    }
  }

  /// Builds the list from text; see ``init(bytes:)``.
  ///
  /// - Parameter text: The whole file.
  public init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// The number of physical lines, blank ones included.
  public var count: Int { lines.count }

  /// The line numbers, `1..<count + 1` (empty for an empty file).
  public var lineNumbers: Range<Int> { 1..<(lines.count + 1) }

  /// Whether the file's last line ends with a newline (true for an empty file).
  public var endsWithNewline: Bool { lines.last.map { $0.ending != .none } ?? true }

  /// The line ending new lines get: that of the first line that has one, else LF.
  public var preferredLineEnding: LineEnding {
    for line in lines where line.ending != .none { return line.ending }
    return .lf
  }

  /// The line ending of line `number`.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func lineEnding(ofLine number: Int) -> LineEnding {
    lines[number - 1].ending
  }

  /// Calls `body` with the bytes of line `number`, without its line ending.
  ///
  /// - Parameters:
  ///   - number: A 1-based line number in `1...count`.
  ///   - body: Receives the bytes; they are valid only during the call.
  /// - Returns: What `body` returns.
  public func withBytes<R>(ofLine number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch lines[number - 1].content {
    case .original(let range):
      return source.withUnsafeBufferPointer { buffer in
        body(UnsafeBufferPointer(rebasing: buffer[range]))
      }
    case .edited(let bytes):
      return bytes.withUnsafeBufferPointer(body)
    }
  }

  /// Where line `number`'s bytes (without the line ending) lie in the array the list was built
  /// from, or `nil` when the line was edited or added since.
  ///
  /// Lets a read-only pass over a large file slice that array instead of copying every line.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func sourceRange(ofLine number: Int) -> Range<Int>? {
    if case .original(let range) = lines[number - 1].content { return range }
    return nil
  }

  /// The bytes of line `number`, without its line ending.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func bytes(ofLine number: Int) -> [UInt8] {
    withBytes(ofLine: number) { Array($0) }
  }

  /// Whether line `number` is valid UTF-8.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func isValidUTF8(line number: Int) -> Bool {
    withBytes(ofLine: number) { String(validating: $0, as: UTF8.self) != nil }
  }

  /// The text of line `number`; invalid UTF-8 shows as U+FFFD (the file keeps the bytes).
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func text(ofLine number: Int) -> String {
    withBytes(ofLine: number) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether line `number` is empty or only whitespace: ``TodoLine/isBlank``.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func isBlank(line number: Int) -> Bool {
    withBytes(ofLine: number) { TodoLine($0).isBlank }
  }

  /// Whether line `number` is a completed task (starts with `x `): ``TodoLine/isDone``.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  public func isDone(line number: Int) -> Bool {
    withBytes(ofLine: number) { TodoLine($0).isDone }
  }

  /// The task on line `number`.
  ///
  /// - Parameter number: A 1-based line number in `1...count`.
  /// - Throws: ``TodoTxtError/lineOutOfRange(_:)`` when there is no such line.
  public func item(atLine number: Int) throws -> TodoItem {
    guard number >= 1, number <= lines.count else { throw TodoTxtError.lineOutOfRange(number) }
    return TodoItem(parsing: text(ofLine: number))
  }

  /// Replaces the text of line `number`, keeping its line ending.
  ///
  /// - Parameters:
  ///   - number: A 1-based line number.
  ///   - item: The new task.
  /// - Throws: ``TodoTxtError/lineOutOfRange(_:)``, or ``TodoTxtError/containsLineBreak`` when
  ///   the text holds `\n` (or ends with `\r` on a line that ends with LF, which would read back
  ///   as a CRLF ending).
  public mutating func replace(line number: Int, with item: TodoItem) throws {
    guard number >= 1, number <= lines.count else { throw TodoTxtError.lineOutOfRange(number) }
    try Self.checkSingleLine(item.text, ending: lines[number - 1].ending)
    let bytes = Array(item.text.utf8)
    if withBytes(ofLine: number, { $0.elementsEqual(bytes) }) { return }
    lines[number - 1].content = .edited(bytes)
    isModified = true
  }

  /// Replaces the bytes of line `number` (valid UTF-8 or not), keeping its line ending.
  ///
  /// - Parameters:
  ///   - number: A 1-based line number.
  ///   - bytes: The new line, without a line ending.
  /// - Throws: ``TodoTxtError/lineOutOfRange(_:)``, or ``TodoTxtError/containsLineBreak`` as
  ///   ``replace(line:with:)``.
  public mutating func replaceBytes(line number: Int, with bytes: [UInt8]) throws {
    guard number >= 1, number <= lines.count else { throw TodoTxtError.lineOutOfRange(number) }
    if bytes.contains(0x0A) || (lines[number - 1].ending == .lf && bytes.last == 0x0D) {
      throw TodoTxtError.containsLineBreak
    }
    if withBytes(ofLine: number, { $0.elementsEqual(bytes) }) { return }
    lines[number - 1].content = .edited(bytes)
    isModified = true
  }

  /// Replaces the whole list with the file `bytes` (an edit of the whole file, `todo edit`);
  /// the list counts as modified when they differ from what it serializes to now.
  ///
  /// - Parameter bytes: The whole new file.
  public mutating func replaceAll(with bytes: [UInt8]) {
    guard bytes != serialized() else { return }
    self = TodoList(bytes: bytes)
    isModified = true
  }

  /// Empties line `number`, keeping its line ending, so later line numbers stay valid
  /// (todo.sh `del` with line numbers preserved).
  ///
  /// - Parameter number: A 1-based line number.
  /// - Throws: ``TodoTxtError/lineOutOfRange(_:)``.
  public mutating func blank(line number: Int) throws {
    guard number >= 1, number <= lines.count else { throw TodoTxtError.lineOutOfRange(number) }
    if withBytes(ofLine: number, { $0.isEmpty }) { return }
    lines[number - 1].content = .edited([])
    isModified = true
  }

  /// Appends a task as a new last line and returns its line number.
  ///
  /// A last line without a newline first gets the file's preferred line ending; the new line
  /// gets it too.
  ///
  /// - Parameter item: The task.
  /// - Returns: The new line's 1-based number.
  /// - Throws: ``TodoTxtError/containsLineBreak`` when the text holds `\n`, or ends with `\r`
  ///   and the new line would end with LF.
  @discardableResult
  public mutating func append(_ item: TodoItem) throws -> Int {
    try appendLine(Array(item.text.utf8))
  }

  /// Appends a line of raw bytes (valid UTF-8 or not) and returns its line number, as
  /// ``append(_:)`` does; `move` uses it to carry a line to another file byte for byte.
  ///
  /// - Parameter bytes: The line, without a line ending.
  /// - Returns: The new line's 1-based number.
  /// - Throws: ``TodoTxtError/containsLineBreak`` when `bytes` holds `\n`, or ends with `\r`
  ///   and the new line would end with LF.
  @discardableResult
  public mutating func appendLine(_ bytes: [UInt8]) throws -> Int {
    try appendLine(bytes, ending: nil)
  }

  /// Appends a line of raw bytes with the line ending `ending` (another file's line keeps
  /// its own: a merge carries each line with its bytes), or the file's own when `nil` or
  /// ``LineEnding/none``; returns its line number.
  ///
  /// - Parameters:
  ///   - bytes: The line, without a line ending.
  ///   - ending: The ending it had where it came from, if any.
  /// - Returns: The new line's 1-based number.
  /// - Throws: ``TodoTxtError/containsLineBreak`` when `bytes` holds `\n`, or ends with `\r`
  ///   and the new line would end with LF.
  @discardableResult
  public mutating func appendLine(_ bytes: [UInt8], ending given: LineEnding?) throws -> Int {
    let preferred = preferredLineEnding
    let ending = given.flatMap { $0 == .none ? nil : $0 } ?? preferred
    if bytes.contains(0x0A) || (ending == .lf && bytes.last == 0x0D) {
      throw TodoTxtError.containsLineBreak
    }
    if let last = lines.indices.last, lines[last].ending == .none {
      lines[last].ending = preferred
    }
    lines.append(Line(content: .edited(bytes), ending: ending))
    isModified = true
    return lines.count
  }

  /// Removes the lines for which `shouldRemove` returns true; later lines move up.
  ///
  /// - Parameter shouldRemove: Gets each 1-based line number.
  public mutating func removeLines(where shouldRemove: (Int) -> Bool) {
    var kept: [Line] = []
    kept.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() where !shouldRemove(index + 1) {
      kept.append(line)
    }
    if kept.count != lines.count { isModified = true }
    lines = kept
  }

  /// Moves line `number` so that it becomes line `position`; the lines between move up or down
  /// by one (a dragged row in a to-do app). The line keeps its bytes and its ending; the file
  /// keeps whether it ends with a newline: a last line without one that moves gets the file's
  /// preferred ending, and the line that becomes the last one then goes without.
  ///
  /// - Parameters:
  ///   - number: A 1-based line number.
  ///   - position: Its 1-based number afterwards, in `1...count`.
  /// - Throws: ``TodoTxtError/lineOutOfRange(_:)`` for a number or position outside the file.
  public mutating func moveLine(_ number: Int, to position: Int) throws {
    guard number >= 1, number <= lines.count else { throw TodoTxtError.lineOutOfRange(number) }
    guard position >= 1, position <= lines.count else {
      throw TodoTxtError.lineOutOfRange(position)
    }
    guard number != position else { return }
    let endsWithoutNewline = lines[lines.count - 1].ending == .none
    let preferred = preferredLineEnding
    let line = lines.remove(at: number - 1)
    lines.insert(line, at: position - 1)
    if endsWithoutNewline {
      for index in lines.indices.dropLast() where lines[index].ending == .none {
        lines[index].ending = preferred
      }
      lines[lines.count - 1].ending = .none
    }
    isModified = true
  }

  /// Removes every blank line (empty or whitespace only), as todo.sh `archive` and `-n` do.
  public mutating func removeBlankLines() {
    let blank = lineNumbers.map { isBlank(line: $0) }
    removeLines { blank[$0 - 1] }
  }

  /// Removes every empty line (no bytes before its line ending), as todo.sh's `sed '/./!d'`
  /// does in `archive` and with `-n`; lines holding only spaces stay.
  public mutating func removeEmptyLines() {
    let empty = lineNumbers.map { n in withBytes(ofLine: n) { $0.isEmpty } }
    removeLines { empty[$0 - 1] }
  }

  /// Calls `body` with the file's bytes in order, in as few pieces as it can: runs of untouched
  /// lines come straight from the source bytes, so a writer never builds a copy of a large
  /// file. The pieces joined are ``serialized()``.
  ///
  /// - Parameter body: Gets each piece; the bytes are valid only during the call.
  public func withSerializedPieces(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
    try source.withUnsafeBytes { all in
      var run: Range<Int>? = nil  // a contiguous range of `source` not yet handed out
      func flush() throws {
        if let r = run, !r.isEmpty { try body(UnsafeRawBufferPointer(rebasing: all[r])) }
        run = nil
      }
      if hasByteOrderMark { run = 0..<3 }
      for line in lines {
        if case .original(let range) = line.content {
          // The line's ending is still the one in the source when those bytes follow it
          // (compared byte by byte: this runs for every line of a file being written).
          let at = range.upperBound
          let end: Int
          let endingIsOriginal: Bool
          switch line.ending {
          case .lf:
            end = at + 1
            endingIsOriginal = end <= all.count && all[at] == 0x0A
          case .crlf:
            end = at + 2
            endingIsOriginal = end <= all.count && all[at] == 0x0D && all[at + 1] == 0x0A
          case .none:
            end = at
            endingIsOriginal = true
          }
          if endingIsOriginal {
            if let r = run, r.upperBound == range.lowerBound {
              run = r.lowerBound..<end
            } else {
              try flush()
              run = range.lowerBound..<end
            }
            continue
          }
          try flush()
          try body(UnsafeRawBufferPointer(rebasing: all[range]))
        } else if case .edited(let bytes) = line.content {
          try flush()
          try bytes.withUnsafeBytes(body)
        }
        try flush()
        try line.ending.bytes.withUnsafeBytes(body)
      }
      try flush()
    }
  }

  /// The file's bytes: untouched lines exactly as read, edited ones with their line ending.
  public func serialized() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(source.count + 64)
    if hasByteOrderMark { out.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
    source.withUnsafeBufferPointer { buffer in
      for line in lines {
        switch line.content {
        case .original(let range): out.append(contentsOf: buffer[range])
        case .edited(let bytes): out.append(contentsOf: bytes)
        }
        switch line.ending {
        case .lf: out.append(0x0A)
        case .crlf:
          out.append(0x0D)
          out.append(0x0A)
        case .none: break
        }
      }
    }
    return out
  }

  /// A `\r` is fine at the end of a line that ends with CRLF or with nothing (`a\r\r\n` and
  /// `a\r` at the end of the file read back as `a\r`), but not before LF.
  private static func checkSingleLine(_ text: String, ending: LineEnding) throws {
    if text.utf8.contains(0x0A) || (ending == .lf && text.utf8.last == 0x0D) {
      throw TodoTxtError.containsLineBreak
    }
  }
}
