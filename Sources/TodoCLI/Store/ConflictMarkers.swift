import TodoLocalization
import TodoTxt

// MARK: - Conflict markers of an unfinished merge

extension TaskStore {
  /// Refuses an edit of a file that holds git conflict markers (an unfinished `git pull` or
  /// `git merge`, see ``TodoList/conflictMarkerLines``): the edited file, read under the lock,
  /// and todo.txt when the command edits another file. The tasks between the markers are two
  /// versions of the same tasks, and `do` on a marker line would archive the marker.
  ///
  /// - Throws: ``CLIError`` with the file, the marker lines and how to finish the merge; then
  ///   nothing was changed.
  func refuseConflictMarkers(in session: EditSession) throws {
    // Read on its own, not loaded into the session: `add` appends without reading the lines
    // (and its count of the lines saw whether any line can be a marker).
    if session.mayHaveConflictMarkers {
      let markers = TodoList.conflictMarkerLines(inFile: try session.file.read())
      if !markers.isEmpty { throw conflictMarkersError(session.file.path, markers) }
    }
    guard System.realPath(session.file.path) != System.realPath(settings.todoFile) else { return }
    var todo = TodoFile(path: settings.todoFile)
    todo.confinement = sessionConfinement(for: settings.todoFile)
    let todoMarkers = TodoList.conflictMarkerLines(inFile: try todo.read())
    if !todoMarkers.isEmpty { throw conflictMarkersError(settings.todoFile, todoMarkers) }
  }

  /// Refuses a command that would append to another file (done.txt, when `do` archives)
  /// holding git conflict markers: the completion would land after an unfinished merge's
  /// region, in a file git still calls unmerged. Checked before anything is written.
  ///
  /// - Throws: ``CLIError`` with the file, the marker lines and how to finish the merge.
  func refuseConflictMarkers(inAppendsOf session: EditSession) throws {
    for path in session.appendTargetsWithMarkerLikeLines {
      var file = TodoFile(path: path)
      file.confinement = sessionConfinement(for: path)
      let markers = TodoList.conflictMarkerLines(inFile: try file.read())
      if !markers.isEmpty { throw conflictMarkersError(path, markers) }
    }
  }

  /// Refuses before any work a user would lose (an editor opened on the task, a question
  /// asked) when `bytes`, the file at `path` as just read, holds conflict markers.
  ///
  /// - Throws: ``CLIError`` with the file, the marker lines and how to finish the merge.
  func refuseConflictMarkers(inBytes bytes: [UInt8], path: String) throws {
    let markers = TodoList.conflictMarkerLines(inFile: bytes)
    if !markers.isEmpty { throw conflictMarkersError(path, markers) }
  }

  private func conflictMarkersError(_ path: String, _ lines: [Int]) -> CLIError {
    CLIError(
      message: l(
        .conflictMarkersRefused, path, lines.map(String.init).joined(separator: l(.listSeparator))))
  }

  /// Says on standard error that `list` (the file at `path`) holds conflict markers, before a
  /// listing shows its lines as they are.
  func warnAboutConflictMarkers(_ list: TodoList, path: String) {
    let markers = list.conflictMarkerLines
    guard !markers.isEmpty else { return }
    output.error(
      l(
        .conflictMarkersWarning, path, markers.map(String.init).joined(separator: l(.listSeparator))
      ))
  }
}
