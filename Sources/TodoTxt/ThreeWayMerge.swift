/// A three-way merge of a todo.txt file and its done.txt by task, on bytes, with no I/O.
///
/// Git's line merge pairs lines by position, so completing one task on a laptop and editing
/// the next one on a phone conflicts, and a task's new text meets the wrong old line. This
/// merge pairs lines by task instead (``TaskIdentity`` ignoring `pri:`, so completing or
/// prioritizing a task keeps it), and marks a conflict only around a task both sides changed
/// differently. Each file's merge follows these rules:
///
/// - A task changed on one side only takes that side's version; one changed the same way on
///   both sides is kept once; one changed differently on each side is a conflict region.
/// - A task deleted on one side and unchanged on the other is gone; deleted on one side and
///   changed on the other, it is a conflict region with an empty side.
/// - A new line in the place of a task that is gone (the task is missing from that side, the
///   line is new, and both follow the same surviving task) is that task edited, so a rewording
///   on one side meets a change on the other.
/// - Lines both sides add are kept: ours where they are, theirs after the line that comes
///   before them in their file (at the end when none does). Blank lines of ours stay where
///   they are; blank lines of theirs are not carried over.
/// - Lines are compared and written byte for byte, so lines that are not valid UTF-8 survive.
///   Every line is written with the line ending of ours' first line (LF when it has none), a
///   UTF-8 byte order mark at the start of ours is kept, and when ours does not end with a
///   newline and there is no conflict, neither does the result.
/// - A conflict region is written as git writes one with `merge.conflictStyle=diff3`:
///   `<<<<<<< ours`, ours' lines, `||||||| base`, the base's lines, `=======`, theirs' lines,
///   `>>>>>>> theirs`.
///
/// Both files are taken together because a task moves between them (`do` with auto-archive
/// moves it to done.txt), and a task archived on one side and changed in todo.txt on the other
/// is one task: its conflict region in todo.txt shows the archived line as the archiving
/// side's version, and done.txt does not get that line as well, so whichever version the user
/// keeps, the task is in one file only. (An archived line is a line that side's done.txt has
/// and the base's does not, completed or moved there open, with the identity of the task's
/// base line.) A caller that has only one file's versions passes ``Versions/empty`` for the
/// other and ignores that file's result; each file then merges on its own by the rules above.
public struct ThreeWayMerge: Sendable {
  /// The three versions of one file: the common ancestor, ours and theirs, as whole files.
  public struct Versions: Sendable, Hashable {
    /// The common ancestor's bytes.
    public var base: [UInt8]
    /// Our side's bytes: the version the merge result replaces.
    public var ours: [UInt8]
    /// The other side's bytes.
    public var theirs: [UInt8]

    /// Creates the three versions of a file.
    ///
    /// - Parameters:
    ///   - base: The common ancestor's bytes.
    ///   - ours: Our side's bytes.
    ///   - theirs: The other side's bytes.
    public init(base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
      self.base = base
      self.ours = ours
      self.theirs = theirs
    }

    /// A file that is empty in all three versions, for a file the caller does not have.
    public static let empty = Versions(base: [], ours: [], theirs: [])
  }

  /// The labels written after the conflict markers.
  public struct Labels: Sendable, Hashable {
    /// After `<<<<<<<`.
    public var ours: String
    /// After `|||||||`.
    public var base: String
    /// After `>>>>>>>`.
    public var theirs: String

    /// Creates the labels; git's own default names by default.
    ///
    /// - Parameters:
    ///   - ours: After `<<<<<<<`.
    ///   - base: After `|||||||`.
    ///   - theirs: After `>>>>>>>`.
    public init(ours: String = "ours", base: String = "base", theirs: String = "theirs") {
      self.ours = ours
      self.base = base
      self.theirs = theirs
    }
  }

  /// One conflict region: the lines of one task in each version, without line endings.
  ///
  /// A side that deleted the task has no lines; a side that archived it has its done.txt
  /// line.
  public struct Conflict: Sendable, Hashable {
    /// Our side's lines.
    public var ours: [[UInt8]]
    /// The common ancestor's lines.
    public var base: [[UInt8]]
    /// The other side's lines.
    public var theirs: [[UInt8]]
  }

  /// The merge of one file.
  public struct MergedFile: Sendable, Hashable {
    /// The merged file's bytes, conflict regions included.
    public var bytes: [UInt8]
    /// The conflict regions written into ``bytes``, in file order.
    public var conflicts: [Conflict]
    /// Whether the merge has no conflict region.
    public var isClean: Bool { conflicts.isEmpty }
  }

  /// The merge of both files.
  public struct Result: Sendable, Hashable {
    /// The merged todo.txt.
    public var todo: MergedFile
    /// The merged done.txt.
    public var done: MergedFile
    /// Whether neither file has a conflict region.
    public var isClean: Bool { todo.isClean && done.isClean }
  }

  /// The length of each conflict marker, 7 as git writes them by default.
  public var markerSize: Int
  /// The labels after the conflict markers.
  public var labels: Labels

  /// Creates a merge.
  ///
  /// - Parameters:
  ///   - markerSize: The length of each conflict marker (git's `%L`); at least 1.
  ///   - labels: The labels after the markers.
  public init(markerSize: Int = 7, labels: Labels = Labels()) {
    precondition(markerSize >= 1, "a conflict marker needs at least one character")
    self.markerSize = markerSize
    self.labels = labels
  }

  /// Merges todo.txt and done.txt; see ``ThreeWayMerge`` for the rules.
  ///
  /// - Parameters:
  ///   - todo: The three versions of todo.txt.
  ///   - done: The three versions of done.txt.
  /// - Returns: Each file's merged bytes and conflict regions.
  public func merge(todo: Versions, done: Versions) -> Result {
    var todoPieces = mergeLines(todo)
    var donePieces = mergeLines(done)
    Self.followArchivedTasks(todo: &todoPieces, done: &donePieces, doneVersions: done)
    return Result(todo: render(todoPieces), done: render(donePieces))
  }

  // MARK: - Across the two files

  /// The identity lines are paired by: ``TaskIdentity`` ignoring `pri:`, which `do` may add.
  private static func identity(of line: [UInt8]) -> TaskIdentity {
    TaskIdentity(TodoItem(parsing: String(decoding: line, as: UTF8.self)), ignoring: .priorityTag)
  }

  /// Puts a task's archived line into its todo.txt conflict region, in place of the empty side
  /// of the side that archived it, and takes that line out of the merged done.txt.
  private static func followArchivedTasks(
    todo: inout Pieces, done: inout Pieces, doneVersions: Versions
  ) {
    let doneBase = TodoList(bytes: doneVersions.base)
    let inBase = Set(doneBase.lineNumbers.map { doneBase.bytes(ofLine: $0) })
    /// The lines a side's done.txt added, with their identities.
    func archived(_ bytes: [UInt8]) -> [(line: [UInt8], identity: TaskIdentity)] {
      let list = TodoList(bytes: bytes)
      return list.lineNumbers.compactMap { n in
        let line = list.bytes(ofLine: n)
        guard !list.isBlank(line: n), !inBase.contains(line) else { return nil }
        return (line, TodoItem(parsing: list.text(ofLine: n)).identity(ignoring: .priorityTag))
      }
    }
    var oursArchived = archived(doneVersions.ours)
    var theirsArchived = archived(doneVersions.theirs)
    guard !oursArchived.isEmpty || !theirsArchived.isEmpty else { return }
    /// Removes the first merged done.txt line with these bytes; false when there is none.
    func takeFromDone(_ line: [UInt8]) -> Bool {
      let index = done.pieces.firstIndex {
        if case .line(let bytes, _) = $0 { return bytes == line }
        return false
      }
      guard let index else { return false }
      done.pieces.remove(at: index)
      return true
    }
    /// The archived line of the task whose base line is `base`, taken from `candidates`
    /// and from the merged done.txt.
    func take(
      _ base: [UInt8], from candidates: inout [(line: [UInt8], identity: TaskIdentity)]
    ) -> [UInt8]? {
      let id = identity(of: base)
      guard let index = candidates.firstIndex(where: { $0.identity == id }),
        takeFromDone(candidates[index].line)
      else { return nil }
      return candidates.remove(at: index).line
    }
    for index in todo.pieces.indices {
      guard case .conflict(var conflict) = todo.pieces[index], conflict.base.count == 1 else {
        continue
      }
      if conflict.ours.isEmpty, let line = take(conflict.base[0], from: &oursArchived) {
        conflict.ours = [line]
      } else if conflict.theirs.isEmpty, let line = take(conflict.base[0], from: &theirsArchived) {
        conflict.theirs = [line]
      } else {
        continue
      }
      todo.pieces[index] = .conflict(conflict)
    }
  }

  // MARK: - One file

  /// A piece of the merged file: a line (with its key, to place theirs' additions after it)
  /// or a conflict region.
  private enum Piece {
    case line([UInt8], key: String?)
    case conflict(Conflict)
  }

  /// One file merged into pieces, with what rendering needs of ours.
  private struct Pieces {
    var pieces: [Piece]
    var ours: TodoList
  }

  /// The key of each line of `list` (nil for blank ones): its identity, with repeats told
  /// apart by their count so far (the second `buy milk` is `buy milk`, 2).
  private static func keys(_ list: TodoList) -> [String?] {
    var seen: [String: Int] = [:]
    return list.lineNumbers.map { n in
      guard !list.isBlank(line: n) else { return nil }
      let identity = TaskIdentity(TodoItem(parsing: list.text(ofLine: n)), ignoring: .priorityTag)
      let count = seen[identity.subject, default: 0] + 1
      seen[identity.subject] = count
      return identity.subject + "\u{0}" + String(count)
    }
  }

  /// `side`'s keys, with a line that took the place of a base task (the task is gone from
  /// `side`, the line is new, and both sit after the same surviving task) keyed as that task:
  /// an edit of its text is still the same task, so a change on the other side meets it.
  private static func pairingEdits(_ side: [String?], with base: [String?]) -> [String?] {
    let baseSet = Set(base.compactMap { $0 })
    let sideSet = Set(side.compactMap { $0 })
    var vanished: [String?: [String]] = [:]  // by the surviving task before them
    var anchor: String? = nil
    for case let key? in base {
      if sideSet.contains(key) { anchor = key } else { vanished[anchor, default: []].append(key) }
    }
    var result = side
    anchor = nil
    var taken: [String?: Int] = [:]
    for (index, key) in side.enumerated() {
      guard let key else { continue }
      if baseSet.contains(key) {
        anchor = key
        continue
      }
      let slot = taken[anchor, default: 0]
      if let candidates = vanished[anchor], slot < candidates.count {
        result[index] = candidates[slot]
        taken[anchor] = slot + 1
      }
    }
    return result
  }

  private func mergeLines(_ versions: Versions) -> Pieces {
    let base = TodoList(bytes: versions.base)
    let ours = TodoList(bytes: versions.ours)
    let theirs = TodoList(bytes: versions.theirs)
    func lines(_ list: TodoList) -> [[UInt8]] { list.lineNumbers.map { list.bytes(ofLine: $0) } }
    let (baseLines, oursLines, theirLines) = (lines(base), lines(ours), lines(theirs))
    let baseKeys = Self.keys(base)
    let oursKeys = Self.pairingEdits(Self.keys(ours), with: baseKeys)
    let theirKeys = Self.pairingEdits(Self.keys(theirs), with: baseKeys)
    var baseByKey: [String: [UInt8]] = [:]
    for (key, line) in zip(baseKeys, baseLines) { if let key { baseByKey[key] = line } }
    var theirsByKey: [String: [UInt8]] = [:]
    for (key, line) in zip(theirKeys, theirLines) { if let key { theirsByKey[key] = line } }
    let oursKeySet = Set(oursKeys.compactMap { $0 })

    var result: [Piece] = []
    for (key, line) in zip(oursKeys, oursLines) {
      guard let key, let original = baseByKey[key] else {
        result.append(.line(line, key: key))  // blank, or added by us
        continue
      }
      guard let their = theirsByKey[key] else {
        // Gone from theirs (deleted, or edited into another task): gone, unless we changed it.
        if line == original { continue }
        result.append(.conflict(Conflict(ours: [line], base: [original], theirs: [])))
        continue
      }
      if line == original || line == their {
        result.append(.line(their, key: key))
      } else if their == original {
        result.append(.line(line, key: key))
      } else {
        result.append(.conflict(Conflict(ours: [line], base: [original], theirs: [their])))
      }
    }
    // Deleted by us but changed by them: a conflict; deleted by us and unchanged: gone.
    for (key, original) in zip(baseKeys, baseLines) {
      guard let key, !oursKeySet.contains(key), let their = theirsByKey[key], their != original
      else { continue }
      result.append(.conflict(Conflict(ours: [], base: [original], theirs: [their])))
    }
    // Added by them: after the line that comes before it in their file.
    var previousKey: String?
    for (key, line) in zip(theirKeys, theirLines) {
      defer { previousKey = key ?? previousKey }
      guard let key, baseByKey[key] == nil, !oursKeySet.contains(key) else { continue }
      var at = result.count
      if let previousKey,
        let index = result.lastIndex(where: {
          if case .line(_, let k) = $0 { return k == previousKey }
          return false
        })
      {
        at = index + 1
      }
      result.insert(.line(line, key: key), at: at)
    }
    return Pieces(pieces: result, ours: ours)
  }

  /// The bytes of merged pieces: ours' line ending and byte order mark, markers as git
  /// writes them.
  private func render(_ merged: Pieces) -> MergedFile {
    let ours = merged.ours
    let ending: [UInt8] = ours.preferredLineEnding == .crlf ? [0x0D, 0x0A] : [0x0A]
    func marker(_ c: Character, _ label: String) -> [UInt8] {
      Array((String(repeating: c, count: markerSize) + (label.isEmpty ? "" : " " + label)).utf8)
        + ending
    }
    var out: [UInt8] = ours.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    var conflicts: [Conflict] = []
    for piece in merged.pieces {
      switch piece {
      case .line(let line, _): out += line + ending
      case .conflict(let conflict):
        conflicts.append(conflict)
        out += marker("<", labels.ours)
        for line in conflict.ours { out += line + ending }
        out += marker("|", labels.base)
        for line in conflict.base { out += line + ending }
        out += marker("=", "")
        for line in conflict.theirs { out += line + ending }
        out += marker(">", labels.theirs)
      }
    }
    // A BOM alone is not a line, so only a line's ending is taken back.
    if !ours.endsWithNewline && conflicts.isEmpty && out.count > (ours.hasByteOrderMark ? 3 : 0) {
      out.removeLast(ending.count)
    }
    return MergedFile(bytes: out, conflicts: conflicts)
  }
}
