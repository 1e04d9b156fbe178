/// A kept version of a file stored as its changes against a newer kept version (``Backups``):
/// a large file keeps many versions in the bytes a few whole copies would take.
///
/// The format (`N.diff` in the history folder), made and read only by todo:
///
///     todo-delta 1
///     base M                      the version whose content the changes apply to
///     hash SIZE:FIRST:SECOND      ``ContentHash`` of the result
///     c COUNT                     copy the base's next COUNT lines
///     s COUNT                     skip the base's next COUNT lines
///     i LENGTH                    then LENGTH bytes to insert, as they are
///
/// A line is what ends with a line feed (the last one may not): line endings and bytes that
/// are not UTF-8 come back exactly. A delta that does not parse, or whose result does not have
/// the recorded hash, gives no version at all, never another one.
enum VersionDelta {
  private static let magic = Array("todo-delta 1\n".utf8)

  /// The middles (after the common first and last lines) holding more lines than this
  /// together are not compared line by line (the comparison's time grows with their count
  /// times the lines changed, so with its square at worst): a middle of as many lines on both
  /// sides (lines changed in place, an archive that keeps line numbers), or one that only lost
  /// lines (an archive) or only gained some, is still found in one pass; any other is stored
  /// whole.
  static let comparedLines = 4000

  /// The changes that make `target` from `base` (the content of version `baseNumber`), or
  /// `nil` when they would hold half of `target` or more (it is then better kept whole).
  static func make(_ target: [UInt8], against base: [UInt8], baseNumber: Int) -> [UInt8]? {
    let a = lineRanges(base)
    let b = lineRanges(target)
    func same(_ i: Int, _ j: Int) -> Bool { sameBytes(base, a[i], target, b[j]) }
    var prefix = 0
    while prefix < a.count && prefix < b.count && same(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && same(a.count - 1 - suffix, b.count - 1 - suffix)
    {
      suffix += 1
    }
    let middleA = prefix..<(a.count - suffix)
    let middleB = prefix..<(b.count - suffix)
    let steps = middleSteps(base, a, middleA, target, b, middleB)
    var inserted = 0
    for case .insert(let j) in steps { inserted += b[j].count }
    guard inserted < target.count / 2 else { return nil }
    var ops = Ops()
    ops.copy(prefix)
    for step in steps {
      switch step {
      case .copy: ops.copy(1)
      case .skip: ops.skip(1)
      case .insert(let j): ops.insert(target[b[j]])
      }
    }
    ops.copy(suffix)
    var out = magic
    out += Array("base \(baseNumber)\nhash \(ContentHash(target).field)\n".utf8)
    out += ops.bytes()
    return out
  }

  /// The version `delta` describes, made from `base`; `nil` when it does not parse or its
  /// result is not the version it recorded.
  static func apply(_ delta: [UInt8], to base: [UInt8]) -> [UInt8]? {
    guard var reader = Reader(delta), let expected = reader.header()?.hash,
      expected.size >= 0, expected.size <= base.count + delta.count
    else { return nil }
    let lines = lineRanges(base)
    var next = 0
    var out: [UInt8] = []
    out.reserveCapacity(expected.size)
    while !reader.atEnd {
      guard let (kind, count) = reader.op() else { return nil }
      switch kind {
      case UInt8(ascii: "c"):
        guard count <= lines.count - next else { return nil }
        for line in lines[next..<(next + count)] { out += base[line] }
        next += count
      case UInt8(ascii: "s"):
        guard count <= lines.count - next else { return nil }
        next += count
      case UInt8(ascii: "i"):
        guard let bytes = reader.take(count) else { return nil }
        out += bytes
      default: return nil
      }
    }
    return ContentHash(out) == expected ? out : nil
  }

  /// The version number a delta's changes apply to, or `nil` when it does not parse.
  static func baseNumber(of delta: [UInt8]) -> Int? {
    var reader = Reader(delta)
    return reader?.header()?.base
  }

  /// The ranges of `bytes`' lines, each with its line feed.
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      while let end = firstIndex(of: 0x0A, in: base, from: start, to: buffer.count) {
        ranges.append(start..<(end + 1))
        start = end + 1
      }
    }
    if start < bytes.count { ranges.append(start..<bytes.count) }
    return ranges
  }

  /// One step over the middle lines: the base's next line kept (and the target's next is the
  /// same), the base's next line skipped, or the target's line `j` inserted.
  private enum Step {
    case copy, skip
    case insert(Int)
  }

  /// The steps from the base's middle lines to the target's: line by line when the middles
  /// are small enough (``comparedLines``), else one pass for lines changed in place or only
  /// removed or only added, else all of the base's skipped and all of the target's inserted.
  private static func middleSteps(
    _ base: [UInt8], _ a: [Range<Int>], _ middleA: Range<Int>,
    _ target: [UInt8], _ b: [Range<Int>], _ middleB: Range<Int>
  ) -> [Step] {
    let linesA = middleA.map { base[a[$0]] }
    let linesB = middleB.map { target[b[$0]] }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    if linesA.count + linesB.count <= comparedLines {
      for change in linesB.difference(from: linesA) {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
      }
    } else if linesA.count == linesB.count {
      for index in linesA.indices where linesA[index] != linesB[index] {
        removed.insert(index)
        inserted.insert(index)
      }
    } else if let kept = subsequence(linesB, of: linesA) {
      removed = Set(linesA.indices).subtracting(kept)
    } else if let kept = subsequence(linesA, of: linesB) {
      inserted = Set(linesB.indices).subtracting(kept)
    } else {
      removed = Set(linesA.indices)
      inserted = Set(linesB.indices)
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < linesA.count || j < linesB.count {
      if i < linesA.count && removed.contains(i) {
        steps.append(.skip)
        i += 1
      } else if j < linesB.count && inserted.contains(j) {
        steps.append(.insert(middleB.lowerBound + j))
        j += 1
      } else {
        steps.append(.copy)
        i += 1
        j += 1
      }
    }
    return steps
  }

  /// The indices of `whole` that `part` is made of, in order, when every line of `part` is
  /// found there in order (first match); `nil` otherwise.
  private static func subsequence(
    _ part: [ArraySlice<UInt8>], of whole: [ArraySlice<UInt8>]
  ) -> Set<Int>? {
    var kept = Set<Int>()
    var index = 0
    for line in part {
      while index < whole.count && whole[index] != line { index += 1 }
      guard index < whole.count else { return nil }
      kept.insert(index)
      index += 1
    }
    return kept
  }

  /// The operations being written, consecutive ones of a kind joined.
  private struct Ops {
    private var out: [UInt8] = []
    private var pending: (kind: UInt8, count: Int)?
    private var inserting: [UInt8] = []

    mutating func copy(_ count: Int) { add(UInt8(ascii: "c"), count) }
    mutating func skip(_ count: Int) { add(UInt8(ascii: "s"), count) }
    mutating func insert(_ bytes: ArraySlice<UInt8>) {
      if pending?.kind != UInt8(ascii: "i") { flush() }
      pending = (UInt8(ascii: "i"), 0)
      inserting += bytes
    }

    private mutating func add(_ kind: UInt8, _ count: Int) {
      guard count > 0 else { return }
      if let current = pending, current.kind == kind {
        pending = (kind, current.count + count)
        return
      }
      flush()
      pending = (kind, count)
    }

    private mutating func flush() {
      guard let current = pending else { return }
      let count = current.kind == UInt8(ascii: "i") ? inserting.count : current.count
      out.append(current.kind)
      out += Array(" \(count)\n".utf8)
      if current.kind == UInt8(ascii: "i") {
        out += inserting
        inserting = []
      }
      pending = nil
    }

    mutating func bytes() -> [UInt8] {
      flush()
      return out
    }
  }

  /// Reads a delta: its header, then one operation at a time.
  private struct Reader {
    let bytes: [UInt8]
    var position: Int

    init?(_ bytes: [UInt8]) {
      guard bytes.starts(with: VersionDelta.magic) else { return nil }
      self.bytes = bytes
      position = VersionDelta.magic.count
    }

    var atEnd: Bool { position >= bytes.count }

    /// The next line, without its line feed.
    mutating func line() -> String? {
      guard let end = bytes[position...].firstIndex(of: 0x0A) else { return nil }
      defer { position = end + 1 }
      return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    mutating func header() -> (base: Int, hash: ContentHash)? {
      guard let base = line(), base.hasPrefix("base "), let number = Int(base.dropFirst(5)),
        let hash = line(), hash.hasPrefix("hash "),
        let content = ContentHash(field: String(hash.dropFirst(5)))
      else { return nil }
      return (number, content)
    }

    mutating func op() -> (kind: UInt8, count: Int)? {
      guard let text = line(), text.count > 2, let kind = text.utf8.first,
        let count = Int(text.dropFirst(2)), count >= 0
      else { return nil }
      return (kind, count)
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
      guard count <= bytes.count - position else { return nil }
      defer { position += count }
      return bytes[position..<(position + count)]
    }
  }
}
