import TodoTxt

/// The two orders of a listing, pure functions of the entries: todo.sh's, and `--sort KEYS`.
enum ListSort {
  /// todo.sh's order (`sort -f -k2` in the C locale: the text with ASCII letters folded to
  /// upper case, bytewise, then the line number), with one fix: every task with a priority
  /// comes before every task without one (todo.sh sorts `"quoted` and `#tag` lines above
  /// `(A)` tasks, as its users have reported).
  ///
  /// Equal texts keep line order, then the order given (done.txt lines are all numbered 0).
  /// The sort is ``FlatSort``'s, on the entries' bytes in place: one definition of the order
  /// for both listing paths.
  ///
  /// Entries whose texts are slices of one array, as ``ListEntry`` builds them, are sorted in
  /// place by ``FlatSort``; any others (or a list of over 4 GiB) by the standard library's
  /// stable sort with the same comparison.
  static func todoShOrder(_ entries: inout [ListEntry]) {
    guard entries.count > 1, let first = entries.first else { return }
    // FlatSort breaks ties by position: hand it the entries by line number, then as given.
    var byNumber = Array(entries.indices)
    if zip(entries, entries.dropFirst()).contains(where: { $0.number > $1.number }) {
      byNumber.sort { a, b in
        entries[a].number != entries[b].number ? entries[a].number < entries[b].number : a < b
      }
    }
    let end = entries.reduce(0) { max($0, $1.text.endIndex) }
    var order: [UInt32] = []
    first.text.withUnsafeBufferPointer { firstText in
      let all = (firstText.baseAddress ?? UnsafePointer(bitPattern: 1)!) - first.text.startIndex
      // FlatSort reads every text at its offset from `all`: only right when all share it.
      let shared = entries.allSatisfy { entry in
        entry.text.isEmpty
          || entry.text.withUnsafeBufferPointer { $0.baseAddress! - entry.text.startIndex == all }
      }
      if shared && end <= Int(UInt32.max) {
        let starts = byNumber.map { UInt32(entries[$0].text.startIndex) }
        let lengths = byNumber.map { UInt32(entries[$0].text.count) }
        order = starts.withUnsafeBufferPointer { s in
          lengths.withUnsafeBufferPointer { l in
            FlatSort.order(
              bytes: UnsafeBufferPointer(start: all, count: end), starts: s, lengths: l)
          }
        }
      } else {
        // Texts in several buffers, or past FlatSort's 32-bit offsets (a list of over 4 GiB):
        // the standard library's stable sort by the same comparison.
        order = Array(0..<UInt32(byNumber.count))
        order.sort { a, b in
          FlatSort.precedes(entries[byNumber[Int(a)]].text, entries[byNumber[Int(b)]].text)
        }
      }
    }
    entries = order.map { entries[byNumber[Int($0)]] }
  }

  /// Sorts by `keys` (``SortKey``): for each key in turn, present values before missing ones,
  /// ascending or descending; ties in every key keep line order, then the order given, except
  /// with `-created` (newest first) among the keys: ties then go by line descending, the order
  /// given reversed, since a later line was added later.
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
