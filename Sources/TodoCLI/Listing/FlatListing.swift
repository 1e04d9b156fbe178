import TodoTxt

/// `todo ls` on one file in its plain form (no colour, todo.sh's order, terms that are plain
/// words), from the file's bytes to the output without a value per line: the listed lines as
/// three flat arrays (offset, length, number), ``FlatSort``, and the numbered lines written
/// into large chunks. Its output is ``ListRenderer``'s for the same entries, byte for byte.
struct FlatListing {
  /// The shown lines' first bytes (offsets in the file), lengths and 1-based line numbers.
  private(set) var starts: [UInt32] = []
  private(set) var lengths: [UInt32] = []
  private(set) var numbers: [UInt32] = []
  /// The file's physical lines, blank ones included (``TodoList/count``).
  private(set) var lineCount = 0
  /// The lines lists consider at all (not ``TodoLine/isOmittedFromLists``).
  private(set) var listed = 0
  /// Those hidden until later (``ListEntry/isHiddenUntilLater(today:)``).
  private(set) var hidden = 0
  /// Those hidden until later that the terms match: the listing would have shown them (the
  /// hint on standard error counts these).
  private(set) var hiddenMatching = 0
  /// Those waiting for another task (and not hidden until later) that the terms match.
  private(set) var waitingMatching = 0

  /// The literal of a term the flat path can match on the task text alone: plain ASCII
  /// (``TermMatcher/literal(_:)``) without digits or spaces, which never match across the
  /// line number in front; `nil` for any other term.
  static func textLiteral(_ term: String) -> (needle: [UInt8], negated: Bool)? {
    let negated = term.hasPrefix("-")
    let pattern = negated ? String(term.dropFirst()) : term
    guard case .literal(let needle)? = try? TermMatcher(pattern),
      !needle.contains(where: { $0 == 0x20 || ($0 >= 0x30 && $0 <= 0x39) })
    else { return nil }
    return (needle, negated)
  }

  /// Splits `bytes` as ``TodoList/init(bytes:)`` does and keeps the lines a listing shows.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - today: Hide tasks whose `t:` is after this day and `h:` tasks; `nil` shows them.
  ///   - terms: Needles from ``textLiteral(_:)``, in the groups of ``FilterTerms``: a shown
  ///     line contains, for some group, every needle that is not negated and none that is
  ///     (ASCII letters in any case); no group shows every line.
  ///   - dates: A shown line passes every one of these.
  ///   - waiting: Leave out the tasks that wait for another (``Dependencies``); `nil` shows
  ///     them.
  init(
    bytes: UnsafeBufferPointer<UInt8>, today: TodoDate?,
    terms: [[(needle: [UInt8], negated: Bool)]], dates: [DateFilter] = [],
    waiting: Dependencies? = nil
  ) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    let count = bytes.count
    let estimate = count / 96 + 16
    starts.reserveCapacity(estimate)
    lengths.reserveCapacity(estimate)
    numbers.reserveCapacity(estimate)
    lineCount = Self.forEachLine(base, count: count) { number, lineStart, end in
      let line = UnsafeBufferPointer(start: base + lineStart, count: end - lineStart)
      if TodoLine(line).isOmittedFromLists { return }
      listed += 1
      let matches =
        (terms.isEmpty
          || terms.contains { group in
            group.allSatisfy { Self.contains(line, $0.needle) != $0.negated }
          }) && (dates.isEmpty || DateFilter.all(dates, match: line))
      if let today, ListEntry.isHiddenUntilLater(line, today: today) {
        hidden += 1
        if matches { hiddenMatching += 1 }
        return
      }
      if let waiting, waiting.isWaiting(line) {
        if matches { waitingMatching += 1 }
        return
      }
      if !matches { return }
      starts.append(UInt32(lineStart))
      lengths.append(UInt32(end - lineStart))
      numbers.append(UInt32(number))
    }
  }

  /// Calls `body` with each line of the file at `base` (`count` bytes) as ``TodoList/init(bytes:)``
  /// splits it: its 1-based number, its first byte's offset and the offset just past its text
  /// (a CR before the LF, the LF and a leading byte order mark left out). The flat paths' one
  /// line splitter.
  ///
  /// - Returns: The number of lines (``TodoList/count``).
  @inline(__always)
  static func forEachLine(
    _ base: UnsafePointer<UInt8>, count: Int,
    _ body: (_ number: Int, _ start: Int, _ end: Int) -> Void
  ) -> Int {
    let hasByteOrderMark = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
    var lineStart = hasByteOrderMark ? 3 : 0
    var number = 0
    while lineStart < count {
      var end = count
      var next = count
      if let newline = firstIndex(of: 0x0A, in: base, from: lineStart, to: count) {
        end = newline
        next = end + 1
        if end > lineStart && base[end - 1] == 0x0D { end -= 1 }
      }
      number += 1
      body(number, lineStart, end)
      lineStart = next
    }
    return number
  }

  /// Whether `line` contains `needle` (lower case), ASCII letters in any case: a literal's
  /// match, ``TermMatcher/contains(_:_:)``.
  @inline(__always)
  static func contains(_ line: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    TermMatcher.contains(line, needle)
  }

  /// Where ``write(bytes:width:emit:)``'s early loads go, so they are not optimized away.
  nonisolated(unsafe) private static var sinkStorage: UInt8 = 0
  private var sink: UInt8 {
    get { Self.sinkStorage }
    nonmutating set { Self.sinkStorage = newValue }
  }

  /// The shown lines in todo.sh's order, each as its number zero-padded to `width` digits, a
  /// space, its bytes and a newline, handed to `emit` in chunks of about 256 KiB.
  ///
  /// - Returns: The number of lines written.
  func write(bytes: UnsafeBufferPointer<UInt8>, width: Int, emit: ([UInt8]) -> Void) -> Int {
    let order = starts.withUnsafeBufferPointer { s in
      lengths.withUnsafeBufferPointer { l in FlatSort.order(bytes: bytes, starts: s, lengths: l) }
    }
    let chunkSize = 1 << 18
    var next = 0
    let total = order.count
    while next < total {
      let firstLength = Int(lengths[Int(order[next])]) + width + 2
      let capacity = max(chunkSize, firstLength)
      let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
        var o = 0
        var touched: UInt8 = 0
        defer { sink = touched }
        while next < total {
          // A load from the line 16 ahead starts its cache miss early (a prefetch in effect);
          // the copy below is what the listing spends most of its time waiting on.
          if next + 16 < total {
            let ahead = Int(order[next + 16])
            if lengths[ahead] > 0 { touched &+= bytes[Int(starts[ahead])] }
          }
          let index = Int(order[next])
          let length = Int(lengths[index])
          if o + length + width + 2 > capacity { break }
          var v = Int(numbers[index])
          var k = width
          while k > 0 {
            k -= 1
            out[o + k] = UInt8(truncatingIfNeeded: 0x30 + v % 10)
            v /= 10
          }
          o += width
          out[o] = 0x20
          o += 1
          if length > 0 {
            (out.baseAddress! + o).update(
              from: bytes.baseAddress! + Int(starts[index]), count: length)
          }
          o += length
          out[o] = 0x0A
          o += 1
          next += 1
        }
        written = o
      }
      emit(chunk)
    }
    return total
  }
}
