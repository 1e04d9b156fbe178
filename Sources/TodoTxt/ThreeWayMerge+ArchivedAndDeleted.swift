/// A task one side completed and archived while the other side deleted it: a change on each
/// side that the line merge cannot see as a conflict (both sides took it out of todo.txt).
extension ThreeWayMerge {
  /// The side of a merge that did something.
  public enum Side: Sendable, Hashable {
    /// Our side (the version the result replaces).
    case ours
    /// The other side.
    case theirs
  }

  /// One task of the base that `archivedBy` completed and moved to done.txt, while the other
  /// side deleted it from todo.txt without completing it.
  public struct ArchivedAndDeleted: Sendable, Hashable {
    /// The completed line, as that side's done.txt has it (without its line ending).
    public var completed: [UInt8]
    /// The side that completed and archived it.
    public var archivedBy: Side
  }

  /// The tasks of the base's todo.txt that one side archived (its done.txt gained their
  /// completed version) and the other deleted (in neither of its files), in the base's order.
  /// The merge keeps the completion (done.txt only grows); the caller reports these, as the
  /// user would want to know that the other side had deleted the task.
  ///
  /// "The same task" is ``TaskIdentity`` ignoring completion and `pri:`; a done.txt line is a
  /// side's own when the base's done.txt does not have it.
  ///
  /// - Parameters:
  ///   - todo: todo.txt's three versions.
  ///   - done: done.txt's three versions.
  public static func archivedAndDeleted(todo: Versions, done: Versions) -> [ArchivedAndDeleted] {
    func lines(_ bytes: [UInt8]) -> [[UInt8]] {
      let list = TodoList(bytes: bytes)
      return list.lineNumbers.compactMap { list.isBlank(line: $0) ? nil : list.bytes(ofLine: $0) }
    }
    func identityOf(_ bytes: [UInt8]) -> TaskIdentity {
      TodoItem(parsing: String(decoding: bytes, as: UTF8.self)).identity(ignoring: .priorityTag)
    }
    let baseDone = Set(lines(done.base))
    func completed(_ bytes: [UInt8]) -> [TaskIdentity: [UInt8]] {
      var found: [TaskIdentity: [UInt8]] = [:]
      for line in lines(bytes) where !baseDone.contains(line) {
        let id = identityOf(line)
        if found[id] == nil { found[id] = line }
      }
      return found
    }
    let (oursDone, theirsDone) = (completed(done.ours), completed(done.theirs))
    let oursTodo = Set(lines(todo.ours).map(identityOf))
    let theirsTodo = Set(lines(todo.theirs).map(identityOf))
    var seen = Set<TaskIdentity>()
    var found: [ArchivedAndDeleted] = []
    // A side with a new line the task may have become (reworded: ``MergeAlignment/score``)
    // did not delete it; that is a conflict the merge shows, not this.
    var interner = MergeInterner()
    let facts = MergeFactsTable()
    func mergeLine(_ bytes: [UInt8]) -> MergeLine {
      MergeLine(bytes: bytes, ending: .lf, content: interner.content(bytes), isBlank: false)
    }
    let baseTodo = Set(lines(todo.base))
    let sideLines = [todo.ours, todo.theirs].map { side in
      lines(side).filter { !baseTodo.contains($0) }.map(mergeLine)
    }
    // Compared with at most a few thousand new lines: beyond, the task is taken as deleted
    // there (and said), rather than a quadratic search.
    func keeps(_ side: Int, _ line: MergeLine) -> Bool {
      sideLines[side].count <= 4096
        && sideLines[side].contains { MergeAlignment.score(line, $0, facts) != nil }
    }
    for line in lines(todo.base) {
      let id = identityOf(line)
      guard !oursTodo.contains(id), !theirsTodo.contains(id), seen.insert(id).inserted else {
        continue
      }
      switch (oursDone[id], theirsDone[id]) {
      case (let here?, nil) where !keeps(1, mergeLine(line)):
        found.append(.init(completed: here, archivedBy: .ours))
      case (nil, let there?) where !keeps(0, mergeLine(line)):
        found.append(.init(completed: there, archivedBy: .theirs))
      default: break
      }
    }
    return found
  }
}
