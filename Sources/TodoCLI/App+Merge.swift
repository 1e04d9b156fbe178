import TodoLocalization
import TodoTxt

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - merge-conflicts

extension App {
  /// `todo merge-conflicts`: folds the sync conflict copies of todo.txt and done.txt (see
  /// ``conflictCopies()``) into the files, line by line, and moves each copy out of the synced
  /// folder to `${XDG_STATE_HOME:-~/.local/state}/todo/conflicts/<time>/`.
  ///
  /// A line already in the file is dropped. A line that is the same task apart from its
  /// completion, dates (`due:`, `t:` too) and priority keeps the most progressed version: a
  /// completed one replaces an open one in place; otherwise the file's version stays. Any other
  /// line is added at the end, in the copy's order; the file's own order never changes.
  func mergeConflicts(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let copies = conflictCopies()
    guard !copies.isEmpty else { throw CLIError(message: l(.mergeNothing)) }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/state"
    let away = state + "/todo/conflicts/" + clock.reportTimestamp
    for copy in copies {
      let name = System.baseName(copy)
      let doneStem = System.baseName(settings.doneFile).split(separator: ".").first.map(String.init)
      let target =
        doneStem.map { name.hasPrefix($0) } == true ? settings.doneFile : settings.todoFile
      output.line(l(.mergeFrom, copy, target))
      let incoming = TodoList(bytes: try TodoFile(path: copy).read())
      try editTodo(file: target) { list, transcript in
        // The task apart from its completion, dates and priority.
        func subject(_ item: TodoItem) -> String {
          var copy = item
          for key in ["pri", "due", "t"] { copy.removeTag(key) }
          return String(copy.subject)
        }
        var exact = Set<[UInt8]>()
        var bySubject: [String: Int] = [:]
        for n in list.lineNumbers where !list.isBlank(line: n) {
          exact.insert(list.bytes(ofLine: n))
          if list.isValidUTF8(line: n), let item = try? list.item(atLine: n) {
            bySubject[subject(item)] = bySubject[subject(item)] ?? n
          }
        }
        for n in incoming.lineNumbers where !incoming.isBlank(line: n) {
          let bytes = incoming.bytes(ofLine: n)
          let text = incoming.text(ofLine: n)
          if exact.contains(bytes) {
            transcript.line(l(.mergeSame, text))
            continue
          }
          if incoming.isValidUTF8(line: n), let item = try? incoming.item(atLine: n),
            let line = bySubject[subject(item)], let mine = try? list.item(atLine: line)
          {
            if item.isCompleted && !mine.isCompleted {
              try list.replace(line: line, with: item)
              transcript.line(l(.mergeProgressed, String(line), item.text))
            } else {
              transcript.line(l(.mergeKept, String(line), text))
            }
            exact.insert(bytes)
            continue
          }
          let added = try list.appendLine(bytes)
          exact.insert(bytes)
          transcript.line(l(.mergeAdded, String(added), text))
        }
      }
      // The copy leaves the synced folder only after the merge is written.
      _ = System.makeDirectories(away)
      // A copy of the same name stashed in the same second is not overwritten.
      var destination = away + "/" + name
      var attempt = 1
      while access(destination, F_OK) == 0 {
        attempt += 1
        destination = away + "/" + String(attempt) + "-" + name
      }
      if rename(copy, destination) != 0 {
        try TodoFile(path: destination).replace(with: try TodoFile(path: copy).read())
        unlink(copy)
      }
      output.line(l(.mergeMoved, destination))
    }
    return 0
  }
}
