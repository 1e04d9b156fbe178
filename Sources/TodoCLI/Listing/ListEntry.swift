import TodoTxt

/// One line on its way to the screen: its number and its bytes (without line ending).
///
/// The bytes are a slice of one buffer shared by all entries of a listing, so building a list
/// of 100,000 lines allocates once, not 100,000 times.
struct ListEntry {
  var number: Int
  var text: ArraySlice<UInt8>

  /// The letter of the `(A) `…`(Z) ` the text starts with (``TodoLine/leadingPriority``).
  var priorityLetter: UInt8? {
    text.withUnsafeBufferPointer { TodoLine($0).leadingPriority?.ascii }
  }

  /// Whether the text is a done task (``TodoLine/isDone``).
  var isDone: Bool {
    text.withUnsafeBufferPointer { TodoLine($0).isDone }
  }
}

extension ListEntry {
  /// The entries of `list` that lists show (blank lines dropped).
  ///
  /// Every entry's text is a slice of one shared buffer, which ``ListSort/todoShOrder(_:)`` reads directly.
  /// Lines of `lists` after the first are numbered 0 (done.txt in `listall`).
  static func entries(of list: TodoList, readFrom bytes: [UInt8]) -> [ListEntry] {
    var entries: [ListEntry] = []
    entries.reserveCapacity(list.count)
    bytes.withUnsafeBufferPointer { all in
      for n in list.lineNumbers {
        guard let range = list.sourceRange(ofLine: n) else {
          // Not the case for a list just read; copy to stay correct anyway.
          entries = Self.entries(of: list)
          return
        }
        if !TodoLine(UnsafeBufferPointer(rebasing: all[range])).isOmittedFromLists {
          entries.append(ListEntry(number: n, text: bytes[range]))
        }
      }
    }
    return entries
  }

  /// The entries of `lists`, copied into one buffer; lines of lists after the first are
  /// numbered 0 (done.txt in `listall`).
  static func entries(of lists: TodoList...) -> [ListEntry] {
    var storage: [UInt8] = []
    var ranges: [(Int, Range<Int>)] = []
    for (index, list) in lists.enumerated() {
      ranges.reserveCapacity(ranges.count + list.count)
      for n in list.lineNumbers {
        list.withBytes(ofLine: n) { bytes in
          if !TodoLine(bytes).isOmittedFromLists {
            let start = storage.count
            storage.append(contentsOf: bytes)
            ranges.append((index == 0 ? n : 0, start..<storage.count))
          }
        }
      }
    }
    return ranges.map { ListEntry(number: $0.0, text: storage[$0.1]) }
  }

  /// Whether the task is hidden until later: a threshold date `t:` after `today`, or `h:` with
  /// a value other than `0` (``TodoItem/isHidden``, ``TodoItem/thresholdDate``). Only lines
  /// with `t:` or `h:` at a word start are parsed, so a long list without them costs one byte
  /// scan.
  func isHiddenUntilLater(today: TodoDate) -> Bool {
    text.withUnsafeBufferPointer { Self.isHiddenUntilLater($0, today: today) }
  }

  /// ``isHiddenUntilLater(today:)`` for the bytes of a line: only a line with `t:` or `h:` at a
  /// word start (after any byte <= 0x20 or >= 0x80, which are all the whitespace there is) is
  /// parsed; the search goes from colon to colon with `memchr`.
  static func isHiddenUntilLater(_ text: UnsafeBufferPointer<UInt8>, today: TodoDate) -> Bool {
    guard text.count >= 2, let base = text.baseAddress else { return false }
    var at = 1
    var found = false
    while let colon = firstIndex(of: 0x3A, in: base, from: at, to: text.count) {
      let key = base[colon - 1]
      if key == 0x74 || key == 0x68 {
        if colon == 1 {
          found = true
          break
        }
        let before = base[colon - 2]
        if before <= 0x20 || before >= 0x80 {
          found = true
          break
        }
      }
      at = colon + 1
    }
    guard found else { return false }
    let item = TodoItem(parsing: String(decoding: text, as: UTF8.self))
    if item.isHidden { return true }
    if let threshold = item.thresholdDate, threshold > today { return true }
    return false
  }
}

/// Appends `number` right-aligned in `width` columns, filled with `pad` (space or `0`).
func appendNumber(_ number: Int, width: Int, pad: UInt8, to out: inout [UInt8]) {
  // Digits right to left into a 32-byte scratch, padding in front, then one append.
  var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  withUnsafeMutableBytes(of: &scratch) { raw in
    var n = max(number, 0)
    var i = 32
    repeat {
      i -= 1
      raw[i] = UInt8(truncatingIfNeeded: 0x30 + n % 10)
      n /= 10
    } while n > 0
    let first = max(32 - min(width, 32), 0)
    while i > first {
      i -= 1
      raw[i] = pad
    }
    out.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[i...]))
  }
}

/// The number of decimal digits of `n` (todo.sh's `getPadding`).
func digitCount(_ n: Int) -> Int {
  var count = 1
  var v = n
  while v >= 10 {
    v /= 10
    count += 1
  }
  return count
}
