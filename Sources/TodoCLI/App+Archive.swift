import TodoLocalization
import TodoTxt

// MARK: - archive, deduplicate, report

extension App {
  func archive() throws -> Int32 {
    try archiveDoneTasks(compacting: true)
    return 0
  }

  /// Moves done tasks (`x ` lines) to done.txt.
  ///
  /// done.txt is written (and synced) first: if that fails, todo.txt is not touched, so a
  /// task is never lost. An explicit `archive` (`compacting`) also removes empty lines and
  /// the archived ones, as todo.sh does; the auto-archive after `do` blanks the archived lines
  /// instead, so the numbers the user just saw stay valid.
  func archiveDoneTasks(compacting: Bool) throws {
    try editTodo { list in
      let untouched = list
      if compacting { list.removeEmptyLines() }
      var doneLines: [Int] = []
      for n in list.lineNumbers {
        if list.isDone(line: n) { doneLines.append(n) }
      }
      guard !doneLines.isEmpty else {
        if compacting, settings.verbose > 0 {
          output.line(l(.noDoneTasks, settings.todoFile))
        }
        return
      }
      let doneFile = TodoFile(path: settings.doneFile)
      let done = TodoList(bytes: try doneFile.read())
      let ending: [UInt8] =
        (done.count > 0 ? done.preferredLineEnding : list.preferredLineEnding) == .crlf
        ? [0x0D, 0x0A] : [0x0A]
      var bytes: [UInt8] = []
      if !done.endsWithNewline { bytes += ending }
      for n in doneLines {
        bytes += list.bytes(ofLine: n)
        bytes += ending
      }
      do {
        // If todo.txt then cannot be written (or todo is killed first), done.txt gets its
        // old length back: a retry must not archive the same tasks twice.
        try appendAlongside(doneFile, bytes)
      } catch {
        // done.txt could not take the tasks: leave todo.txt exactly as it was.
        list = untouched
        throw error
      }
      if settings.verbose > 0 {
        for n in doneLines { output.raw(list.bytes(ofLine: n) + [0x0A]) }
      }
      if compacting {
        let set = Set(doneLines)
        list.removeLines { set.contains($0) }
      } else {
        for n in doneLines { try list.blank(line: n) }
      }
      if settings.verbose > 0 {
        output.line(l(.archived, settings.todoFile))
      }
    }
  }

  func deduplicate() throws -> Int32 {
    let removed: Int = try editTodo { list in
      var seen = Set<[UInt8]>()
      var duplicates: [Int] = []
      for n in list.lineNumbers {
        if list.withBytes(ofLine: n, { TodoLine($0).isBlankForDeduplicate }) { continue }
        let bytes = list.bytes(ofLine: n)
        if !seen.insert(bytes).inserted { duplicates.append(n) }
      }
      if settings.preserveLineNumbers {
        for n in duplicates { try list.blank(line: n) }
      } else {
        let set = Set(duplicates)
        list.removeLines { set.contains($0) }
      }
      return duplicates.count
    }
    if removed == 0 {
      throw CLIError(message: l(.noDuplicates))
    }
    output.line(l(.duplicatesRemoved, String(removed)))
    return 0
  }

  func report() throws -> Int32 {
    try archiveDoneTasks(compacting: true)
    let lock = FileLock(for: settings.todoFile, environment: environment)
    defer { withExtendedLifetime(lock) {} }
    let total = TodoList(bytes: try TodoFile(path: settings.todoFile).read()).count
    let done = TodoList(bytes: try TodoFile(path: settings.doneFile).read()).count
    let data = "\(total) \(done)"
    let reportFile = TodoFile(path: settings.reportFile)
    let reports = TodoList(bytes: try reportFile.read())
    var last = ""
    if reports.count > 0 { last = reports.text(ofLine: reports.count) }
    let lastData = last.firstIndex(of: " ").map { String(last[last.index(after: $0)...]) } ?? last
    if !last.isEmpty && lastData == data {
      output.line(last)
      if settings.verbose > 0 { output.line(l(.reportUpToDate)) }
    } else {
      let line = clock.reportTimestamp + " " + data
      var bytes: [UInt8] = reports.endsWithNewline ? [] : [0x0A]
      bytes += Array(line.utf8) + [0x0A]
      try reportFile.append(bytes)
      output.line(line)
      if settings.verbose > 0 { output.line(l(.reportUpdated)) }
    }
    return 0
  }
}
