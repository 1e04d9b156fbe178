import TodoLocalization
import TodoTxt

// MARK: - merge-conflicts

extension CommandContext {
  /// One merge of `merge-conflicts`: the other machine's copy of todo.txt, of done.txt made at
  /// the same time (the same client's name apart from the file's), or both.
  struct ConflictCopyGroup {
    var todo: String?
    var done: String?
    /// When the copy was made, seconds since the epoch (see ``copyMoment(_:of:)``).
    var moment: Int?
  }

  /// `todo merge-conflicts`: merges the sync conflict copies of todo.txt and done.txt (see
  /// ``conflictCopies()``) into the files, in one transaction (one `revert` step), and moves
  /// each copy out of the synced folder to `${XDG_STATE_HOME:-~/.local/state}/todo/conflicts/
  /// <time>/`.
  ///
  /// Each copy of todo.txt is merged by ``ConflictCopyMerge``, three-way with the version of
  /// this machine's history that the copy and the file most likely both descend from
  /// (``Backups/ancestor(before:doneFile:copy:current:)``) as the common ancestor, or by the
  /// two-way rules when there is none; what happened to each task is printed, conflicts with
  /// both versions.
  func mergeConflicts(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let copies = conflictCopySources()
    guard !copies.isEmpty else { throw CLIError(message: l(.mergeNothing)) }
    // Stashed copies hold tasks: they go to a private folder (see PrivateFolder), made and
    // checked before anything is merged.
    let root = Backups.stateRoot(environment)
    let away = root + "/conflicts/" + clock.reportTimestamp
    let stash = try PrivateFolder.make(away, from: root)
    let groups = conflictCopyGroups(copies)
    let backups = Backups(for: settings.todoFile, environment: environment)
    try withSession { session in
      session.writesSharedVersion = true
      try session.load()
      // done.txt is read under the lock, and only appended to.
      var doneFile = TodoFile(path: settings.doneFile)
      doneFile.confinement = sessionConfinement(for: settings.doneFile)
      let doneBytes = try doneFile.read()
      var done = TodoList(bytes: doneBytes)
      var appended: [[UInt8]] = []
      for group in groups {
        let todoCopy = try group.todo.map { try TodoFile(path: $0, followsLinks: false).read() }
        let doneCopy = try group.done.map { try TodoFile(path: $0, followsLinks: false).read() }
        let names = [group.todo, group.done].compactMap { $0 }.joined(separator: ", ")
        let targets = [
          group.todo.map { _ in settings.todoFile }, group.done.map { _ in settings.doneFile },
        ].compactMap { $0 }.joined(separator: ", ")
        session.transcript.line(l(.mergeFrom, names, targets))
        var base: ConflictCopyMerge.Base?
        if let todoCopy, let moment = group.moment,
          let ancestor = backups.ancestor(
            before: moment, doneFile: settings.doneFile, copy: todoCopy,
            current: session.list.serialized())
        {
          // done.txt as it was then: with the other machine's copy of it, what both files
          // begin with (done.txt grows at its end); else todo's own appends since cut off.
          let doneBase =
            doneCopy.map { CommandContext.commonLines(doneBytes, $0) }
            ?? ancestor.doneSize.map { Array(doneBytes.prefix($0)) } ?? doneBytes
          base = .init(todo: ancestor.todo, done: doneBase)
          session.transcript.line(l(.mergeBase, LocalTime.text(ancestor.replacedAt)))
        } else if todoCopy != nil {
          session.transcript.line(l(.mergeNoBase))
        }
        let added = try ConflictCopyMerge.merge(
          todoCopy: todoCopy, doneCopy: doneCopy, into: &session.list, done: done, base: base
        ) { step in session.transcript.line(mergeStepText(step)) }
        for line in added { try done.appendLine(line) }
        appended += added
      }
      if !appended.isEmpty {
        try session.append(
          lines: appended, to: settings.doneFile, fallback: done.preferredLineEnding)
      }
    }
    // The copies leave the synced folder only after the merge is written.
    for (copy, _) in copies {
      let name = System.baseName(copy)
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

  /// The whole lines `a` and `b` both begin with (up to and including the last line ending
  /// before they differ).
  static func commonLines(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var end = 0
    for index in 0..<min(a.count, b.count) {
      guard a[index] == b[index] else { break }
      if a[index] == 0x0A { end = index + 1 }
    }
    if a.count == b.count && a == b { return a }
    return Array(a.prefix(end))
  }

  /// The line that reports one step of a merge.
  private func mergeStepText(_ step: ConflictCopyMerge.Step) -> String {
    func place(_ place: ConflictCopyMerge.Place) -> String {
      switch place {
      case .line(let line, let text): return l(.mergePlaceLine, String(line), text)
      case .done(let text): return l(.mergePlaceDone, text)
      }
    }
    switch step {
    case .alreadyThere(let text): return l(.mergeSame, text)
    case .progressed(let line, let text): return l(.mergeProgressed, String(line), text)
    case .changed(let line, let text): return l(.mergeChanged, String(line), text)
    case .removed(let text): return l(.mergeRemoved, text)
    case .added(let line, let text): return l(.mergeAdded, String(line), text)
    case .addedToDone(let text): return l(.mergeAddedToDone, text)
    case .alreadyCompleted(let line, let text):
      return l(.mergeAlreadyCompleted, String(line), text)
    case .archived(let text): return l(.mergeArchived, text)
    case .completedThere(let text): return l(.mergeCompletedThere, text)
    case .bothKept(let here, let copy): return l(.mergeBothKept, place(here), place(copy))
    case .keptChangeHere(let where_): return l(.mergeKeptChangeHere, place(where_))
    case .keptChangeThere(let where_): return l(.mergeKeptChangeThere, place(where_))
    }
  }

  /// The copies in merges, oldest first: a copy of todo.txt with the copy of done.txt whose
  /// name has the same client's part (the same time and machine), or else one made in the
  /// same second; each other copy alone.
  func conflictCopyGroups(_ copies: [(copy: String, file: String)]) -> [ConflictCopyGroup] {
    let todoName = System.baseName(settings.todoFile)
    let doneName = System.baseName(settings.doneFile)
    func clientPart(_ copy: String, of name: String) -> String {
      let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
      let ext = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
      return String(System.baseName(copy).dropFirst(stem.count).dropLast(ext.count))
    }
    let todoCopies = copies.filter { $0.file == settings.todoFile }.map(\.copy)
    var doneCopies = copies.filter { $0.file != settings.todoFile }.map(\.copy)
    var groups: [ConflictCopyGroup] = []
    for copy in todoCopies {
      var group = ConflictCopyGroup(todo: copy, moment: copyMoment(copy, of: todoName))
      let part = clientPart(copy, of: todoName)
      if let index = doneCopies.firstIndex(where: { clientPart($0, of: doneName) == part }) {
        group.done = doneCopies.remove(at: index)
      }
      groups.append(group)
    }
    // A copy of done.txt named otherwise but made in the same second goes with it too.
    for index in groups.indices where groups[index].done == nil {
      guard let moment = groups[index].moment,
        let match = doneCopies.firstIndex(where: { copyMoment($0, of: doneName) == moment })
      else { continue }
      groups[index].done = doneCopies.remove(at: match)
    }
    for copy in doneCopies {
      groups.append(ConflictCopyGroup(done: copy, moment: copyMoment(copy, of: doneName)))
    }
    // Copies of done.txt alone first: what they completed is known when a todo.txt copy comes.
    return groups.sorted {
      ($0.todo == nil ? 0 : 1, $0.moment ?? Int.max) < (
        $1.todo == nil ? 0 : 1, $1.moment ?? Int.max
      )
    }
  }

  /// When the conflict copy `copy` of the file named `name` was made, at the latest, in seconds
  /// since the epoch: the earlier of the time in its name (the sync client's local clock; for
  /// a name with a day only, as Dropbox's, the end of that day) and the copy's modification
  /// time (its content was written then: sync clients keep it). `nil` when neither can be read.
  /// The earlier the time, the older the base: an older base is still an ancestor, a newer one
  /// may not be.
  func copyMoment(_ copy: String, of name: String) -> Int? {
    let modified = FileSignature(path: copy)?.seconds
    guard let stamp = ConflictCopyName.stamp(System.baseName(copy), copyOf: name) else {
      return modified
    }
    let named =
      stamp.time.map { time in
        LocalTime.epochSeconds(
          year: stamp.year, month: stamp.month, day: stamp.day, hour: time.hour,
          minute: time.minute, second: time.second)
      } ?? LocalTime.epochSeconds(year: stamp.year, month: stamp.month, day: stamp.day + 1)
    guard let modified else { return named }
    return named.map { min($0, modified) } ?? modified
  }
}
