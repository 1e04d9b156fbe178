import TodoLocalization
import TodoTxt

// MARK: - merge-conflicts

extension CommandContext {
  /// `todo merge-conflicts`: folds the sync conflict copies of todo.txt and done.txt (see
  /// ``conflictCopies()``) into the files, line by line, and moves each copy out of the synced
  /// folder to `${XDG_STATE_HOME:-~/.local/state}/todo/conflicts/<time>/`.
  ///
  /// Each copy is folded into its file by ``ConflictCopyMerge``: a line already there is
  /// dropped, the same task keeps its most progressed version, anything else is added at the
  /// end; each line's fate is printed.
  func mergeConflicts(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let copies = conflictCopies()
    guard !copies.isEmpty else { throw CLIError(message: l(.mergeNothing)) }
    let home = System.homeDirectory(environment: environment)
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
        try ConflictCopyMerge.fold(incoming, into: &list) { step in
          switch step {
          case .alreadyThere(let text): transcript.line(l(.mergeSame, text))
          case .progressed(let line, let text):
            transcript.line(l(.mergeProgressed, String(line), text))
          case .kept(let line, let text): transcript.line(l(.mergeKept, String(line), text))
          case .added(let line, let text): transcript.line(l(.mergeAdded, String(line), text))
          }
        }
      }
      // The copy leaves the synced folder only after the merge is written.
      _ = System.makeDirectories(away)
      // A copy of the same name stashed in the same second is not overwritten.
      var destination = away + "/" + name
      var attempt = 1
      while System.exists(destination) {
        attempt += 1
        destination = away + "/" + String(attempt) + "-" + name
      }
      if !System.move(copy, to: destination) {
        try TodoFile(path: destination).replace(with: try TodoFile(path: copy).read())
        System.remove(copy)
      }
      output.line(l(.mergeMoved, destination))
    }
    return 0
  }
}
