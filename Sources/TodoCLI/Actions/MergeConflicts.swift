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
    let copies = conflictCopySources()
    guard !copies.isEmpty else { throw CLIError(message: l(.mergeNothing)) }
    // Stashed copies hold tasks: they go to a private folder (see PrivateFolder), made and
    // checked before anything is merged.
    let root = Backups.stateRoot(environment)
    let away = root + "/conflicts/" + clock.reportTimestamp
    let stash = try PrivateFolder.make(away, from: root)
    for (copy, target) in copies {
      let name = System.baseName(copy)
      output.line(l(.mergeFrom, copy, target))
      let incoming = TodoList(bytes: try TodoFile(path: copy, followsLinks: false).read())
      try editTodo(file: target) { list, transcript in
        // A copy of todo.txt must not bring back a task archived since (read under the lock).
        var doneFile = TodoFile(path: settings.doneFile)
        doneFile.confinement = sessionConfinement(for: settings.doneFile)
        let archived =
          target == settings.todoFile ? TodoList(bytes: try doneFile.read()) : nil
        try ConflictCopyMerge.fold(incoming, into: &list, archived: archived) { step in
          switch step {
          case .alreadyThere(let text): transcript.line(l(.mergeSame, text))
          case .progressed(let line, let text):
            transcript.line(l(.mergeProgressed, String(line), text))
          case .kept(let line, let text): transcript.line(l(.mergeKept, String(line), text))
          case .added(let line, let text): transcript.line(l(.mergeAdded, String(line), text))
          case .archived(let text): transcript.line(l(.mergeArchived, text))
          }
        }
      }
      // The copy leaves the synced folder only after the merge is written.
      // A copy of the same name stashed in the same second is not overwritten.
      var stashed = name
      var attempt = 1
      while stash.contains(stashed) {
        attempt += 1
        stashed = String(attempt) + "-" + name
      }
      try stash.move(from: copy, as: stashed)
      output.line(l(.mergeMoved, away + "/" + stashed))
    }
    return 0
  }
}
