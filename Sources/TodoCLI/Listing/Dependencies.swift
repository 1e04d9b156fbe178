import TodoTxt

/// Which tasks wait for others, in topydo's convention (its `dep add N to M`, which pter reads
/// too): the waiting task carries `id:ID`, and each task it waits for carries `p:ID`. A task
/// waits while an open task of the same file has a `p:` with its first `id:`'s value;
/// completing the last one brings it back. Read from a file's bytes, without a value per line.
struct Dependencies {
  /// The `p:` values of the file's open tasks: the ids of the tasks still waiting.
  private(set) var awaited: Set<[UInt8]> = []

  /// The `p:` values of every open task of `bytes` (one whole file, split as
  /// ``TodoList/init(bytes:)`` splits it).
  init(bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    _ = FlatListing.forEachLine(base, count: bytes.count) { _, start, end in
      let line = UnsafeBufferPointer(start: base + start, count: end - start)
      guard !TodoLine(line).isDone else { return }
      for value in Self.values(of: Self.parentKey, in: line) { awaited.insert(value) }
    }
  }

  /// The `p:` values of the open tasks among `texts` (lines, each without its ending).
  init(texts: some Sequence<String>) {
    for var text in texts {
      text.withUTF8 { line in
        guard !TodoLine(line).isDone else { return }
        for value in Self.values(of: Self.parentKey, in: line) { awaited.insert(value) }
      }
    }
  }

  /// ``isWaiting(_:)-(UnsafeBufferPointer<UInt8>)`` for a line as a string.
  func isWaiting(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isWaiting($0) }
  }

  /// Whether no task waits for another.
  var isEmpty: Bool { awaited.isEmpty }

  /// Whether the task `line` waits for an open task: it is open and its first `id:` is one an
  /// open task names in a `p:`.
  func isWaiting(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !awaited.isEmpty, !TodoLine(line).isDone,
      let id = Self.values(of: Self.idKey, in: line).first
    else { return false }
    return awaited.contains(id)
  }

  /// `id`, the key of a waiting task's id.
  static let idKey: [UInt8] = Array("id".utf8)
  /// `p`, the key a task it waits for names that id with.
  static let parentKey: [UInt8] = Array("p".utf8)

  /// The values of every `key:value` tag of `line`, in order, as ``TodoItem/tags`` reads them
  /// (a token that starts with the key and a colon, after whitespace or at the line's start,
  /// with a value): the search goes from colon to colon with `memchr`, and only a candidate is
  /// read as a token (``TodoTokens``).
  static func values(of key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
    guard let base = line.baseAddress, line.count > key.count + 1 else { return [] }
    var found: [[UInt8]] = []
    var at = key.count
    while let colon = firstIndex(of: 0x3A, in: base, from: at, to: line.count) {
      at = colon + 1
      let start = colon - key.count
      guard start >= 0,
        (0..<key.count).allSatisfy({ base[start + $0] == key[$0] }),
        start == 0 || Self.isBlankBefore(start, in: line)
      else { continue }
      var tokens = TodoTokens(line, from: start).makeIterator()
      guard let token = tokens.next(), token.kind == .tag, token.colon == colon,
        token.range.lowerBound == start
      else { continue }
      found.append(Array(line[(colon + 1)..<token.range.upperBound]))
    }
    return found
  }

  /// Whether the character that ends right before `offset` is whitespace (a byte <= 0x20, or a
  /// character of two or three bytes that ``TodoLine/isBlank`` counts).
  private static func isBlankBefore(_ offset: Int, in line: UnsafeBufferPointer<UInt8>) -> Bool {
    let before = line[offset - 1]
    guard before <= 0x20 || before >= 0x80 else { return false }
    for length in 1...min(3, offset) {
      let slice = UnsafeBufferPointer(rebasing: line[(offset - length)..<offset])
      if TodoLine(slice).isBlank { return true }
    }
    return false
  }
}

/// How many tasks a listing left out that its terms match: those hidden until later (`t:`
/// ahead, `h:1`) and those waiting for another task (``Dependencies``); each said on standard
/// error in a line of its own (``Console/hiddenNotes(_:)``).
struct HiddenCounts: Equatable {
  var later = 0
  var waiting = 0

  /// Counts one more task left out for `reason` (``FlatAgenda/Hidden/no`` counts nothing).
  mutating func count(_ reason: FlatAgenda.Hidden) {
    switch reason {
    case .no: break
    case .later: later += 1
    case .waiting: waiting += 1
    }
  }

  /// Whether no task was left out.
  var isEmpty: Bool { later == 0 && waiting == 0 }
}
