import TodoTxt

/// The two orders of a listing, pure functions of the entries: todo.sh's, and `--sort KEYS`.
enum ListSort {
  /// todo.sh's order (`sort -f -k2` in the C locale: the text with ASCII letters folded to
  /// upper case, bytewise, then the line number), with one fix: every task with a priority
  /// comes before every task without one (todo.txt-cli#243, #279).
  ///
  /// Equal texts keep line order, then the order given (done.txt lines are all numbered 0).
  ///
  /// - Precondition: every entry's text is a slice of one array, as ``ListEntry`` builds them.
  static func todoShOrder(_ entries: inout [ListEntry]) {
    guard let first = entries.first else { return }
    @inline(__always) func fold(_ b: UInt8) -> UInt8 { b &- 0x61 < 26 ? b &- 0x20 : b }
    // Keys of plain integers: the priority group and the first 7 folded bytes in one word,
    // the next 8 and 8 in two more; ties fold and compare the rest in place (skipping equal 8-byte
    // words), then the length, then the line number. No copy of the texts: all entries are
    // slices of one buffer (``ListEntry/entries(of:readFrom:)``, ``ListEntry/entries(of:)``).
    struct Key {
      var head: UInt64
      var next: UInt64
      var third: UInt64
      var start: Int
      var count: Int32
      var index: Int32
    }
    var keys = [Key]()
    keys.reserveCapacity(entries.count)
    first.text.withUnsafeBufferPointer { firstText in
      let all = (firstText.baseAddress ?? UnsafePointer(bitPattern: 1)!) - first.text.startIndex
      for (index, entry) in entries.enumerated() {
        let start = entry.text.startIndex
        let count = entry.text.count
        assert(entry.text.withUnsafeBufferPointer { $0.baseAddress } == all + start || count == 0)
        let hasPriority =
          TodoLine(UnsafeBufferPointer(start: all + start, count: count))
          .leadingPriority != nil
        var head: UInt64 = hasPriority ? 0 : 1 << 63
        var next: UInt64 = 0
        var third: UInt64 = 0
        for i in 0..<min(count, 7) { head |= UInt64(fold(all[start + i])) << UInt64(48 - 8 * i) }
        if count > 7 {
          for i in 7..<min(count, 15) {
            next |= UInt64(fold(all[start + i])) << UInt64(56 - 8 * (i - 7))
          }
        }
        if count > 15 {
          // Bytes 15-22: past the common "(A) 2026-11-30 " head of a dated task.
          for i in 15..<min(count, 23) {
            third |= UInt64(fold(all[start + i])) << UInt64(56 - 8 * (i - 15))
          }
        }
        keys.append(
          Key(
            head: head, next: next, third: third, start: start, count: Int32(count),
            index: Int32(index)))
      }
      func isOrdered(_ a: Key, _ b: Key) -> Bool {
        if a.head != b.head { return a.head < b.head }
        if a.next != b.next { return a.next < b.next }
        if a.third != b.third { return a.third < b.third }
        let n = Int(min(a.count, b.count))
        var i = 23
        let x = all + a.start
        let y = all + b.start
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
        if a.count != b.count { return a.count < b.count }
        let first = entries[Int(a.index)].number
        let second = entries[Int(b.index)].number
        return first != second ? first < second : a.index < b.index
      }
      // A stable LSD radix sort on the three key words, 16 bits at a time (passes where every
      // key has the same digit are skipped), then a comparison sort inside each run of keys
      // equal in all three words.
      let n = keys.count
      var scratch = keys
      var counts = [Int](repeating: 0, count: 1 << 16)
      keys.withUnsafeMutableBufferPointer { keysBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
          counts.withUnsafeMutableBufferPointer { count in
            var from = keysBuffer.baseAddress!
            var to = scratchBuffer.baseAddress!
            for pass in 0..<12 {
              let shift = UInt64((pass % 4) * 16)
              let word = pass / 4
              @inline(__always) func digit(_ k: UnsafeMutablePointer<Key>) -> Int {
                let value =
                  word == 0 ? k.pointee.third : word == 1 ? k.pointee.next : k.pointee.head
                return Int(truncatingIfNeeded: (value >> shift) & 0xFFFF)
              }
              count.update(repeating: 0)
              for i in 0..<n { count[digit(from + i)] += 1 }
              if count[digit(from)] == n { continue }
              var total = 0
              for i in 0..<(1 << 16) {
                let c = count[i]
                count[i] = total
                total += c
              }
              for i in 0..<n {
                let d = digit(from + i)
                (to + count[d]).initialize(to: from[i])
                count[d] += 1
              }
              swap(&from, &to)
            }
            if from != keysBuffer.baseAddress! {
              keysBuffer.baseAddress!.update(from: from, count: n)
            }
          }
        }
      }
      var runStart = 0
      while runStart < n {
        var runEnd = runStart + 1
        while runEnd < n && keys[runEnd].head == keys[runStart].head
          && keys[runEnd].next == keys[runStart].next && keys[runEnd].third == keys[runStart].third
        {
          runEnd += 1
        }
        if runEnd - runStart > 1 { keys[runStart..<runEnd].sort(by: isOrdered) }
        runStart = runEnd
      }
    }
    entries = keys.map { entries[Int($0.index)] }
  }

  /// Sorts by `keys` (``SortKey``): for each key in turn, present values before missing ones,
  /// ascending or descending; ties in every key keep line order, then the order given, except
  /// with `-created` (newest first) among the keys: ties then go by line descending, the order
  /// given reversed, since a later line was added later (issue 15).
  static func byKeys(_ entries: inout [ListEntry], _ keys: [SortKey]) {
    let newestFirst = keys.contains { $0.field == .created && $0.descending }
    // Each task's values computed once, not in every comparison.
    let values = entries.map { entry -> [SortKey.Value?] in
      let item = TodoItem(parsing: String(decoding: entry.text, as: UTF8.self))
      return keys.map { $0.value(of: item, number: entry.number) }
    }
    var order = Array(entries.indices)
    order.sort { a, b in
      for (k, key) in keys.enumerated() {
        let x = values[a][k]
        let y = values[b][k]
        switch (x, y) {
        case (nil, nil): continue
        case (nil, _): return false  // missing last, ascending or not
        case (_, nil): return true
        case (let x?, let y?):
          if x == y { continue }
          return key.descending ? x > y : x < y
        }
      }
      if entries[a].number != entries[b].number {
        return (entries[a].number < entries[b].number) != newestFirst
      }
      return (a < b) != newestFirst
    }
    entries = order.map { entries[$0] }
  }
}
