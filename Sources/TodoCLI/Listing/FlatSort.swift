import TodoTxt

/// todo.sh's list order (``ListSort/todoShOrder(_:)``) on lines given as byte ranges of one
/// buffer, without a value per line: a flat array of 16-byte records (an 8-byte key, the
/// line's index, its length) sorted by an MSD radix sort on keys of 8 folded bytes, computed
/// once per depth, with an insertion sort for small groups.
///
/// The order: every line with a leading priority (``TodoLine/leadingPriority``) before every
/// line without one, then the bytes with ASCII `a`-`z` folded to upper case, compared unsigned,
/// then the length (a prefix first), then the index. Source: todo.sh's `sort -f -k2` in the C
/// locale, with ``ListSort``'s priority fix; the C floor `lsfloor.c` sorts the same way.
enum FlatSort {
  /// The indices `0..<starts.count` in list order.
  ///
  /// - Parameters:
  ///   - bytes: The buffer the lines lie in.
  ///   - starts: Each line's first byte, an offset into `bytes`.
  ///   - lengths: Each line's length in bytes (`starts.count` of them).
  /// - Returns: The line indices, sorted; equal lines keep their index order (stable).
  static func order(
    bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>,
    lengths: UnsafeBufferPointer<UInt32>
  ) -> [UInt32] {
    let n = starts.count
    precondition(lengths.count == n)
    guard n > 0 else { return [] }
    let dummy = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
    defer { dummy.deallocate() }
    let sorter = Sorter(
      base: bytes.baseAddress ?? UnsafePointer(dummy), starts: starts.baseAddress!,
      lengths: lengths.baseAddress!)
    let records = UnsafeMutablePointer<Record>.allocate(capacity: n)
    let scratch = UnsafeMutablePointer<Record>.allocate(capacity: n)
    defer {
      records.deallocate()
      scratch.deallocate()
    }
    for i in 0..<n {
      (records + i).initialize(
        to: Record(key: sorter.head(i), index: UInt32(i), length: lengths[i]))
    }
    sorter.sort(records, scratch, n, depth: 0, digit: 0)
    return [UInt32](unsafeUninitializedCapacity: n) { buffer, count in
      for i in 0..<n { buffer[i] = records[i].index }
      count = n
    }
  }

  /// The order of `lines` (the convenience form for tests): see
  /// ``order(bytes:starts:lengths:)``.
  static func order(of lines: [[UInt8]]) -> [Int] {
    var all: [UInt8] = []
    var starts: [UInt32] = []
    var lengths: [UInt32] = []
    for line in lines {
      starts.append(UInt32(all.count))
      lengths.append(UInt32(line.count))
      all += line
    }
    return all.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { s in
        lengths.withUnsafeBufferPointer { l in
          order(bytes: bytes, starts: s, lengths: l).map(Int.init)
        }
      }
    }
  }

  /// Whether line `x` goes before line `y` in this order (equal lines: `false`): the
  /// comparison the radix sort implements, for the standard library's sort where the radix
  /// sort cannot go (offsets past 32 bits) and for tests.
  static func precedes(_ x: ArraySlice<UInt8>, _ y: ArraySlice<UInt8>) -> Bool {
    x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in precedes(x, y) } }
  }

  /// ``precedes(_:_:)-(ArraySlice<UInt8>,ArraySlice<UInt8>)`` on the bytes of two lines.
  static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let xFirst = TodoLine(x).leadingPriority != nil
    if xFirst != (TodoLine(y).leadingPriority != nil) { return xFirst }
    for (a, b) in zip(x, y) {
      let p = fold(a)
      let q = fold(b)
      if p != q { return p < q }
    }
    return x.count < y.count
  }

  /// ASCII `a`-`z` to upper case; every other byte as it is.
  @inline(__always) static func fold(_ b: UInt8) -> UInt8 { b &- 0x61 < 26 ? b &- 0x20 : b }

  struct Record {
    /// 8 folded bytes from the current depth, big-endian (at depth 0: the priority flag and
    /// 7 bytes), zero-padded past the line's end.
    var key: UInt64
    var index: UInt32
    var length: UInt32
  }

  /// Where the early loads of ``Sorter/insertion(_:_:next:)`` go, so they are not optimized
  /// away.
  nonisolated(unsafe) static var sink: UInt8 = 0

  /// Groups this small are sorted by insertion.
  static let small = 24

  private struct Sorter {
    let base: UnsafePointer<UInt8>
    let starts: UnsafePointer<UInt32>
    let lengths: UnsafePointer<UInt32>

    @inline(__always) func fold(_ b: UInt8) -> UInt8 { FlatSort.fold(b) }

    /// Depth 0: 0 for a line with a leading priority (1 otherwise) in the top byte, then the
    /// first 7 folded bytes.
    func head(_ i: Int) -> UInt64 {
      let p = base + Int(starts[i])
      let n = Int(lengths[i])
      let priority = TodoLine(UnsafeBufferPointer(start: p, count: n)).leadingPriority != nil
      var key: UInt64 = priority ? 0 : 1
      for j in 0..<7 { key = key << 8 | (j < n ? UInt64(fold(p[j])) : 0) }
      return key
    }

    /// 8 folded bytes of line `i` from byte `d`, big-endian, zero-padded.
    @inline(__always) func chunk(_ i: Int, from d: Int) -> UInt64 {
      let p = base + Int(starts[i])
      let n = Int(lengths[i])
      if d + 8 <= n {
        var x = UnsafeRawPointer(p + d).loadUnaligned(as: UInt64.self)
        // a-z to A-Z in all 8 bytes at once (bytes >= 0x80 untouched).
        let h = x & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = h &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastZ = h &+ 0x0505_0505_0505_0505
        let mask = atLeastA & ~pastZ & ~x & 0x8080_8080_8080_8080
        x ^= mask >> 2
        return x.bigEndian
      }
      var key: UInt64 = 0
      for j in 0..<8 { key = key << 8 | (d + j < n ? UInt64(fold(p[d + j])) : 0) }
      return key
    }

    /// Whether `a` goes before `b` when their bytes before `next` are equal but for the key.
    @inline(__always) func less(_ a: Record, _ b: Record, next: Int) -> Bool {
      if a.key != b.key { return a.key < b.key }
      let x = base + Int(starts[Int(a.index)])
      let y = base + Int(starts[Int(b.index)])
      let na = Int(a.length)
      let nb = Int(b.length)
      let n = min(na, nb)
      var i = next
      while i + 8 <= n
        && UnsafeRawPointer(x + i).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(y + i).loadUnaligned(as: UInt64.self)
      {
        i += 8
      }
      while i < n {
        let p = fold(x[i])
        let q = fold(y[i])
        if p != q { return p < q }
        i += 1
      }
      if na != nb { return na < nb }
      return a.index < b.index
    }

    func insertion(_ r: UnsafeMutablePointer<Record>, _ n: Int, next: Int) -> UInt8 {
      guard n > 1 else { return 0 }
      // Loads of each line's byte at `next` first: their cache misses overlap (a prefetch in
      // effect) instead of coming one by one in the comparisons.
      var touched: UInt8 = 0
      for i in 0..<n where Int(r[i].length) > next {
        touched &+= base[Int(starts[Int(r[i].index)]) + next]
      }
      for i in 1..<n {
        let x = r[i]
        var j = i
        while j > 0 && less(x, r[j - 1], next: next) {
          r[j] = r[j - 1]
          j -= 1
        }
        r[j] = x
      }
      return touched
    }

    /// Sorts the `n` records at `r` (`t`: scratch of the same size) whose bytes before depth
    /// `d` are equal, on their keys from digit `b` (bytes of the key, 0 the most significant).
    /// Recurses on every bucket but the largest, which the loop goes on with, so the stack
    /// stays within log2(n) frames.
    func sort(
      _ r0: UnsafeMutablePointer<Record>, _ t0: UnsafeMutablePointer<Record>, _ n0: Int,
      depth d0: Int, digit b0: Int
    ) {
      var r = r0
      var t = t0
      var n = n0
      var d = d0
      var b = b0
      while true {
        let next = d == 0 ? 7 : d + 8
        if n <= FlatSort.small {
          FlatSort.sink &+= insertion(r, n, next: next)
          return
        }
        if b >= 8 {
          // Every key is equal: lines that end within the key come first (all their bytes are
          // equal, so by length, then index), the others go on with the next 8 bytes.
          var m = 0
          for i in 0..<n where Int(r[i].length) <= next {
            t[m] = r[i]
            m += 1
          }
          let ended = m
          if ended > 0 {
            for i in 0..<n where Int(r[i].length) > next {
              t[m] = r[i]
              m += 1
            }
            r.update(from: t, count: n)
            // Stable by length: the group is in index order already.
            for i in 1..<max(ended, 1) {
              let x = r[i]
              var j = i
              while j > 0 && r[j - 1].length > x.length {
                r[j] = r[j - 1]
                j -= 1
              }
              r[j] = x
            }
          }
          if ended == n { return }
          r += ended
          t += ended
          n -= ended
          d = next
          b = 0
          for i in 0..<n { r[i].key = chunk(Int(r[i].index), from: d) }
          continue
        }
        let wide = n >= 1 << 16 && b <= 6
        let bits = wide ? 16 : 8
        let buckets = 1 << bits
        let shift = UInt64(64 - bits - 8 * b)
        let mask = UInt64(buckets - 1)
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: buckets + 1)
        defer { counts.deallocate() }
        counts.initialize(repeating: 0, count: buckets + 1)
        for i in 0..<n { counts[Int((r[i].key >> shift) & mask)] += 1 }
        if counts[Int((r[0].key >> shift) & mask)] == n {
          b += bits / 8
          continue
        }
        // counts[i] becomes bucket i's start; counts[buckets] the end.
        var total = 0
        var largest = 0
        var largestCount = 0
        for i in 0..<buckets {
          let c = counts[i]
          if c > largestCount {
            largestCount = c
            largest = i
          }
          counts[i] = total
          total += c
        }
        counts[buckets] = total
        let position = UnsafeMutablePointer<Int>.allocate(capacity: buckets)
        position.update(from: counts, count: buckets)
        for i in 0..<n {
          let x = r[i]
          let digit = Int((x.key >> shift) & mask)
          t[position[digit]] = x
          position[digit] += 1
        }
        position.deallocate()
        r.update(from: t, count: n)
        for i in 0..<buckets where i != largest {
          let start = counts[i]
          let count = counts[i + 1] - start
          if count > 1 { sort(r + start, t + start, count, depth: d, digit: b + bits / 8) }
        }
        let start = counts[largest]
        r += start
        t += start
        n = largestCount
        b += bits / 8
        if n <= 1 { return }
      }
    }
  }
}
