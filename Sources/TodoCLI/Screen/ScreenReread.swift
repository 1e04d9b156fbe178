import TodoTxt

/// todo.txt read again after a change: what changed is found by the bytes the two versions
/// share at the start and at the end, and only the lines between are parsed. A toggle on a
/// list of 100,000 tasks parses one line, not 100,000.
enum ScreenReread {
  /// The tasks of `new`, from `tasks` (read from `old` on the same day), changed in place:
  /// those wholly before the first byte that differs keep their place, those wholly after the
  /// last keep their bytes (their line numbers moved by the lines added or taken out), every
  /// slice moved to `new`; the lines between are parsed as ``ListEntry/entries(of:readFrom:)``
  /// parses a file and take the place of the tasks they replace.
  ///
  /// - Returns: The indexes of the tasks parsed again, whether the tasks after them moved to
  ///   other line numbers, and the tasks they replaced; `nil`, `tasks` untouched, when the
  ///   change cannot be read this way (a line between starts with what would read as a byte
  ///   order mark): read the whole file then.
  static func reread(
    _ tasks: inout [ScreenTask], from old: [UInt8], to new: [UInt8], today: TodoDate
  ) -> (changed: Range<Int>, linesMoved: Bool, replaced: [ScreenTask])? {
    let limit = min(old.count, new.count)
    let prefix = ByteScan.commonPrefix(old, new, limit: limit)
    let suffix = ByteScan.commonSuffix(old, new, limit: limit - prefix)
    // The changed part, widened to whole lines: from the start of the line the first
    // difference is on to the end of the line the last one is on (its line break included).
    var start = prefix
    while start > 0, old[start - 1] != 0x0A { start -= 1 }
    // The end: a line's start in both versions (from there on they are the same bytes).
    let shift = new.count - old.count
    func isLineStart(_ bytes: [UInt8], _ at: Int) -> Bool { at == 0 || bytes[at - 1] == 0x0A }
    var oldEnd = old.count - suffix
    while oldEnd < old.count, !(isLineStart(old, oldEnd) && isLineStart(new, oldEnd + shift)) {
      oldEnd += 1
    }
    let newEnd = oldEnd + shift
    guard newEnd >= start else { return nil }
    let middle = Array(new[start..<newEnd])
    // A line of the middle starting with U+FEFF would lose it, read on its own as a file.
    if start > 0, middle.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
    let movedBy =
      ByteScan.newlines(in: new[start..<newEnd]) - ByteScan.newlines(in: old[start..<oldEnd])
    let before = tasks.partitioningIndex { $0.text.startIndex >= start }
    let after = tasks.partitioningIndex { $0.text.startIndex >= oldEnd }
    // The line number at `start`: the last task before it, and the line breaks after that
    // task (its own and any blank lines').
    let firstLine =
      before > 0
      ? tasks[before - 1].line
        + ByteScan.newlines(in: old[tasks[before - 1].text.endIndex..<start])
      : 1 + ByteScan.newlines(in: old[..<start])
    var parsed: [ScreenTask] = []
    for entry in ListEntry.entries(of: TodoList(bytes: middle), readFrom: middle) {
      var task = ScreenTask(entry, today: today)
      task.line = firstLine - 1 + entry.number
      task.text = new[(start + entry.text.startIndex)..<(start + entry.text.endIndex)]
      parsed.append(task)
    }
    tasks.withUnsafeMutableBufferPointer { all in
      for index in 0..<before { all[index].text = new[all[index].text.indices] }
      for index in after..<all.count {
        all[index].line += movedBy
        let range = all[index].text.indices
        all[index].text = new[(range.lowerBound + shift)..<(range.upperBound + shift)]
      }
    }
    let replaced = Array(tasks[before..<after])
    tasks.replaceSubrange(before..<after, with: parsed)
    return (before..<(before + parsed.count), movedBy != 0, replaced)
  }

}

extension Collection {
  /// The first index whose element satisfies `belongs`, for a collection where every element
  /// that satisfies it comes after every one that does not (a binary search).
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if belongs(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
