import TodoTxt

/// The open tasks of one file as the date views (`agenda`, `due`) see them, read from the
/// file's bytes without a value per task: four flat arrays (first byte, length, line number,
/// due day), the tasks ``Listing/visibleOpenTasks(_:)`` selects, in file order.
///
/// A task is a line that is not blank (``TodoLine/isBlank``), not done (``TodoLine/isDone``)
/// and valid UTF-8; it is kept when it passes the filter terms (on the numbered line, as `ls`
/// filters) and, when hiding, is not hidden until later (the first `t:` a real day after today,
/// or the first `h:` other than `0`). Its due day is that of its first `due:` tag
/// (``TodoItem/dueDate``); a `due:` that is not a real day, or a bare `due:` word, makes the
/// date invalid (``invalidDueDate``).
struct FlatAgenda {
  /// The due day of a task without `due:`.
  static let noDueDate = Int32.max
  /// The due day of a task whose `due:` is not a real day, or that has a bare `due:` word.
  static let invalidDueDate = Int32.min

  /// The tasks' first bytes (offsets in the file), lengths and 1-based line numbers.
  private(set) var starts: [UInt32] = []
  private(set) var lengths: [UInt32] = []
  private(set) var numbers: [UInt32] = []
  /// The tasks' due days (``TodoDate/daysSinceEpoch``), ``noDueDate`` or ``invalidDueDate``.
  private(set) var dueDays: [Int32] = []
  /// The file's physical lines, blank ones included (``TodoList/count``).
  private(set) var lineCount = 0
  /// The tasks that passed the terms but are hidden until later, or wait for another task.
  private(set) var hidden = HiddenCounts()

  /// The number of tasks kept.
  var count: Int { starts.count }

  /// Splits `bytes` as ``TodoList/init(bytes:)`` does and keeps the tasks the date views show.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - today: Hide tasks whose first `t:` is after this day and `h:` tasks; `nil` shows them.
  ///   - filter: The terms, matched against each task's line number (padded with spaces to the
  ///     file's digit count), a space and its text; `nil` keeps every task.
  ///   - dates: A kept task passes every one of these (a task that does not is not counted as
  ///     hidden either).
  ///   - waiting: Leave out (and count) the tasks that wait for another (``Dependencies``);
  ///     `nil` keeps them.
  init(
    bytes: UnsafeBufferPointer<UInt8>, today: TodoDate?, filter: TermFilter?,
    dates: [DateFilter] = [], waiting: Dependencies? = nil
  ) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    let count = bytes.count
    let estimate = count / 128 + 16
    starts.reserveCapacity(estimate)
    lengths.reserveCapacity(estimate)
    numbers.reserveCapacity(estimate)
    dueDays.reserveCapacity(estimate)
    // With terms, hidden tasks are kept (and marked) until the terms are applied: the count of
    // hidden tasks is that of the matching ones.
    let filter = filter.flatMap { $0.isEmpty ? nil : $0 }
    var hiddenMarks: [Hidden] = []
    let todayDays = today.map { Int32($0.daysSinceEpoch) }
    lineCount = FlatListing.forEachLine(base, count: count) { number, lineStart, end in
      let line = UnsafeBufferPointer(start: base + lineStart, count: end - lineStart)
      let view = TodoLine(line)
      if view.isDone || view.isBlank || !Self.isValidUTF8(line) { return }
      if !dates.isEmpty && !DateFilter.all(dates, match: line) { return }
      let tags = Self.dateTags(line)
      var mark = Hidden.no
      if let todayDays, tags.isHidden || (tags.threshold.map { $0 > todayDays } ?? false) {
        mark = .later
      } else if let waiting, waiting.isWaiting(line) {
        mark = .waiting
      }
      if filter == nil {
        if mark != .no {
          hidden.count(mark)
          return
        }
      } else {
        hiddenMarks.append(mark)
      }
      starts.append(UInt32(lineStart))
      lengths.append(UInt32(end - lineStart))
      numbers.append(UInt32(number))
      dueDays.append(tags.due)
    }
    if let filter { apply(filter, hiddenMarks: hiddenMarks, bytes: base) }
  }

  /// Why a task is left out, if it is.
  enum Hidden { case no, later, waiting }

  /// Keeps the tasks whose numbered line passes `filter` and that are not hidden
  /// (`hiddenMarks`), counting the hidden ones that pass.
  private mutating func apply(
    _ filter: TermFilter, hiddenMarks: [Hidden], bytes base: UnsafePointer<UInt8>
  ) {
    let width = digitCount(lineCount)
    var subject: [UInt8] = []
    var kept = 0
    for i in 0..<starts.count {
      subject.removeAll(keepingCapacity: true)
      appendNumber(Int(numbers[i]), width: width, pad: 0x20, to: &subject)
      subject.append(0x20)
      subject.append(
        contentsOf: UnsafeBufferPointer(start: base + Int(starts[i]), count: Int(lengths[i])))
      guard subject.withUnsafeBufferPointer({ filter.matches($0) }) else { continue }
      if hiddenMarks[i] != .no {
        hidden.count(hiddenMarks[i])
        continue
      }
      starts[kept] = starts[i]
      lengths[kept] = lengths[i]
      numbers[kept] = numbers[i]
      dueDays[kept] = dueDays[i]
      kept += 1
    }
    let removed = starts.count - kept
    starts.removeLast(removed)
    lengths.removeLast(removed)
    numbers.removeLast(removed)
    dueDays.removeLast(removed)
  }

  /// The tasks with a real due day, in the order of that day, then of the line: each as
  /// `day << 32 | index` (the index into the arrays).
  func datedOrder() -> [Int64] {
    var keys: [Int64] = []
    keys.reserveCapacity(count / 2)
    for i in 0..<count {
      let day = dueDays[i]
      if day != Self.noDueDate && day != Self.invalidDueDate {
        keys.append(Int64(day) << 32 | Int64(i))
      }
    }
    keys.sort()
    return keys
  }

  /// The indices of the tasks whose due day is `day` (``noDueDate`` or ``invalidDueDate``), in
  /// file order.
  func indices(withDueDay day: Int32) -> [Int] {
    (0..<count).filter { dueDays[$0] == day }
  }

  // MARK: - Reading a line

  /// What the date views read from a task's tags.
  struct DateTags {
    /// ``FlatAgenda/noDueDate``, ``FlatAgenda/invalidDueDate`` or the first `due:`'s day.
    var due = FlatAgenda.noDueDate
    /// The day of the first `t:`, when it is a real day (``TodoItem/thresholdDate``).
    var threshold: Int32?
    /// The first `h:` has a value other than `0` (``TodoItem/isHidden``).
    var isHidden = false
  }

  /// Whether `line` is valid UTF-8, as `String(validating:)` reads it: shortest forms only,
  /// no surrogates, nothing above U+10FFFF (Unicode 15, table 3-7). ASCII goes eight bytes at a
  /// time.
  static func isValidUTF8(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let p = line.baseAddress else { return true }
    let n = line.count
    var i = 0
    while i < n {
      if i + 8 <= n
        && UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        i += 8
        continue
      }
      let b = p[i]
      if b < 0x80 {
        i += 1
        continue
      }
      // The range of the second byte, and how many bytes the sequence has.
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      let length: Int
      switch b {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard i + length <= n, p[i + 1] >= low, p[i + 1] <= high else { return false }
      var k = 2
      while k < length {
        guard p[i + k] & 0xC0 == 0x80 else { return false }
        k += 1
      }
      i += length
    }
    return true
  }

  /// The `due:`, `t:` and `h:` of an open task's line, as ``TodoItem`` reads them (the first
  /// tag of each key); only a line with one of those keys at a word start is tokenized
  /// (``TodoTokens``).
  static func dateTags(_ line: UnsafeBufferPointer<UInt8>) -> DateTags {
    var tags = DateTags()
    guard let from = firstDateTagCandidate(line) else { return tags }
    var sawDue = false
    var sawThreshold = false
    var sawHidden = false
    var bareDue = false
    // From the first token that may be one: no token before it is `due:`, `t:` or `h:`, and
    // the header's tokens (a priority, a creation date) hold no colon, so the subject's tags
    // are the line's (a done line never comes here).
    for token in TodoTokens(line, from: from) {
      let start = token.range.lowerBound
      let end = token.range.upperBound
      guard token.kind == .tag, let colon = token.colon else {
        if token.kind == .word && end - start == 4 && line[start] == 0x64
          && line[start + 1] == 0x75 && line[start + 2] == 0x65 && line[start + 3] == 0x3A
        {
          bareDue = true
        }
        continue
      }
      switch colon - start {
      case 3 where line[start] == 0x64 && line[start + 1] == 0x75 && line[start + 2] == 0x65:
        if !sawDue {
          sawDue = true
          tags.due = day(line, from: colon + 1, to: end) ?? invalidDueDate
        }
      case 1 where line[start] == 0x74:
        if !sawThreshold {
          sawThreshold = true
          tags.threshold = day(line, from: colon + 1, to: end)
        }
      case 1 where line[start] == 0x68:
        if !sawHidden {
          sawHidden = true
          tags.isHidden = !(end - colon == 2 && line[colon + 1] == 0x30)
        }
      default: break
      }
    }
    if !sawDue && bareDue { tags.due = invalidDueDate }
    return tags
  }

  /// Where the first token of `line` that starts with `due:`, `t:` or `h:` starts, or `nil`
  /// when there is none: the search goes from colon to colon with `memchr`, as
  /// ``ListEntry/isHiddenUntilLater(_:today:)``'s, and a token starts at the line's start or
  /// after a whitespace character (``TodoTokens``). `line` is valid UTF-8.
  static func firstDateTagCandidate(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard line.count >= 2, let base = line.baseAddress else { return nil }
    var at = 1
    while let colon = firstIndex(of: 0x3A, in: base, from: at, to: line.count) {
      at = colon + 1
      let key = base[colon - 1]
      var keyStart = -1
      if key == 0x74 || key == 0x68 {
        keyStart = colon - 1
      } else if key == 0x65 && colon >= 3 && base[colon - 2] == 0x75 && base[colon - 3] == 0x64 {
        keyStart = colon - 3
      }
      guard keyStart >= 0 else { continue }
      if keyStart == 0 { return 0 }
      // Whitespace is a byte <= 0x20 or a character of two or three bytes (from 0xC2).
      let before = base[keyStart - 1]
      guard before <= 0x20 || before >= 0x80 else { continue }
      // The character that ends right before the key is whitespace: the bytes before the key
      // that are one whole whitespace character, or two or three of them (on valid UTF-8, a
      // slice that starts inside a character starts with a continuation byte: not blank).
      for length in 1...min(3, keyStart) {
        let slice = UnsafeBufferPointer(start: base + keyStart - length, count: length)
        if TodoLine(slice).isBlank { return keyStart }
      }
    }
    return nil
  }

  /// The day `line[from..<to]` names in the strict `YYYY-MM-DD` form
  /// (``TodoDate/init(parsing:)``), as ``TodoDate/daysSinceEpoch``; `nil` for anything else.
  static func day(_ line: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int32? {
    guard to - from == 10, let base = line.baseAddress else { return nil }
    let p = base + from
    guard p[4] == 0x2D, p[7] == 0x2D else { return nil }
    /// The number the digits `p[a..<b]` spell, or -1.
    func number(_ a: Int, _ b: Int) -> Int {
      var value = 0
      for i in a..<b {
        let d = p[i] &- 0x30
        if d >= 10 { return -1 }
        value = value * 10 + Int(d)
      }
      return value
    }
    return TodoDate(year: number(0, 4), month: number(5, 7), day: number(8, 10)).map {
      Int32($0.daysSinceEpoch)
    }
  }

}

/// Bytes gathered into chunks of about 256 KiB, each handed to `emit` when full and by
/// ``flush()``: large output without one buffer the size of the whole of it.
struct ChunkedOutput {
  private var bytes: [UInt8] = []
  private let emit: ([UInt8]) -> Void
  private static let chunkSize = 1 << 18

  /// An empty buffer that hands its chunks to `emit`.
  init(_ emit: @escaping ([UInt8]) -> Void) {
    self.emit = emit
    bytes.reserveCapacity(Self.chunkSize + 4096)
  }

  /// Appends `more`, handing the chunk on when it is full.
  mutating func append(_ more: some Collection<UInt8>) {
    bytes.append(contentsOf: more)
    if bytes.count >= Self.chunkSize { flush() }
  }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `number` right-aligned in `width` digits, filled with `0` (``appendNumber``).
  mutating func append(number: Int, width: Int) {
    appendNumber(number, width: width, pad: 0x30, to: &bytes)
  }

  /// Appends `text`'s UTF-8 and a newline.
  mutating func line(_ text: String) {
    bytes.append(contentsOf: text.utf8)
    bytes.append(0x0A)
    if bytes.count >= Self.chunkSize { flush() }
  }

  /// Hands on what is gathered.
  mutating func flush() {
    guard !bytes.isEmpty else { return }
    emit(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
