/// The three-way path of ``ConflictCopyMerge`` (a proven base): ``ThreeWayMerge`` decides task
/// by task, and these steps place its result in todo.txt as it is, line by line, so that a
/// task keeps its number, and say each change.
extension ConflictCopyMerge {
  /// The versions of both files that the three-way path merges: ours is todo.txt as it is and
  /// done.txt as its side has it, theirs the copies (done.txt as the copy's side has it).
  struct ThreeWayInputs {
    var base: Base
    var todoCopy: [UInt8]
    var doneCopy: [UInt8]?
    /// todo.txt as it is.
    var oursTodo: [UInt8]
    /// done.txt as it is.
    var currentDone: [UInt8]
    /// done.txt as todo.txt's side has it.
    var oursDone: [UInt8]
    /// done.txt as the copy's side has it.
    var theirsDone: [UInt8]

    init(todoCopy: [UInt8], doneCopy: [UInt8]?, todo: TodoList, done: TodoList, base: Base) {
      self.base = base
      self.todoCopy = todoCopy
      self.doneCopy = doneCopy
      oursTodo = todo.serialized()
      currentDone = done.serialized()
      oursDone = base.fileSideDone ?? (base.doneCopyIsFileSide ? doneCopy : nil) ?? currentDone
      theirsDone = (base.doneCopyIsFileSide ? nil : doneCopy) ?? base.copySideDone ?? currentDone
    }
  }

  /// One conflict region of the merged todo.txt, sorted: the copy's lines that go to the end of
  /// todo.txt or (archived there) to done.txt; ours stay in place (``MergedTodo/plain``) or go
  /// to done.txt.
  struct CopyRegion {
    var copy: [[UInt8]] = []
    var copyArchived: [[UInt8]] = []
    var hereLines: [[UInt8]] = []
    var hereDone: [[UInt8]] = []
  }

  /// The merged todo.txt as the lines that stay in (or come into) todo.txt, in order, and the
  /// regions' other lines.
  struct MergedTodo {
    var plain: [[UInt8]] = []
    /// The line ending the merge gave each line (the first of equal lines).
    var endings: [[UInt8]: TodoList.LineEnding] = [:]
    var regions: [CopyRegion] = []
    /// Region lines that a side archived: they go to done.txt.
    var toDone: [[UInt8]] = []
  }

  /// The changes that turn todo.txt into the merged lines: lines replaced in place (by line
  /// number), lines removed, lines added at the end.
  struct Placement {
    var replacements: [(line: Int, bytes: [UInt8])] = []
    var removals = Set<Int>()
    var additions: [[UInt8]] = []
  }

  static func threeWay(
    todoCopy: [UInt8], doneCopy: [UInt8]?, into todo: inout TodoList, done: TodoList, base: Base,
    report: (Step) -> Void
  ) throws -> [[UInt8]] {
    let inputs = ThreeWayInputs(
      todoCopy: todoCopy, doneCopy: doneCopy, todo: todo, done: done, base: base)
    var merge = ThreeWayMerge()
    // Without a copy of done.txt, both sides' done.txt may be the one the sync client kept,
    // unless the history tells which side's done.txt differs.
    merge.eachSideHasItsOwnDone =
      doneCopy != nil || base.fileSideDone != nil || base.copySideDone != nil
    merge.appendedLinesAreAdded = false
    let result = merge.merge(
      todo: .init(base: base.todo, ours: inputs.oursTodo, theirs: todoCopy),
      done: .init(base: base.done, ours: inputs.oursDone, theirs: inputs.theirsDone))
    var merged = sortedTodo(result.todo.pieces, inputs)
    merged.plain = withoutSecondAdditions(merged.plain, inputs)
    let completions = completionsComing(result.done.pieces, toDone: merged.toDone, inputs)
    let ours = todo.lineNumbers.map { todo.bytes(ofLine: $0) }
    var placement = placement(ours: ours, merged: merged.plain, completions: completions)
    let copyEndings = lineEndings(todoCopy)
    keepInPlace(
      &placement, ours: ours, todo: todo, endings: { merged.endings[$0] ?? copyEndings[$0] },
      completions: completions)
    return try apply(
      placement, merged: merged, copyEndings: copyEndings, completions: completions,
      result: result, inputs: inputs, to: &todo, report: report)
  }

  /// The merged todo.txt's pieces sorted (``MergedTodo``): a region's line of ours stays in
  /// todo.txt unless ours has it in done.txt only (archived); the copy's go to the end, or to
  /// done.txt when the copy's side has them there only.
  static func sortedTodo(_ pieces: [ThreeWayMerge.Piece], _ inputs: ThreeWayInputs) -> MergedTodo {
    let oursTodoLines = Set(lines(inputs.oursTodo))
    let theirsTodoLines = Set(lines(inputs.todoCopy))
    let oursDoneLines = Set(lines(inputs.oursDone))
    let theirsDoneLines = Set(lines(inputs.theirsDone))
    var merged = MergedTodo()
    for piece in pieces {
      switch piece {
      case .line(let bytes, let ending):
        merged.plain.append(bytes)
        if ending != .none && merged.endings[bytes] == nil { merged.endings[bytes] = ending }
      case .conflict(let conflict):
        var region = CopyRegion()
        for line in conflict.ours {
          if oursTodoLines.contains(line) || !oursDoneLines.contains(line) {
            merged.plain.append(line)
            region.hereLines.append(line)
          } else {
            region.hereDone.append(line)
            merged.toDone.append(line)
          }
        }
        for line in conflict.theirs {
          if theirsTodoLines.contains(line) || !theirsDoneLines.contains(line) {
            region.copy.append(line)
          } else {
            region.copyArchived.append(line)
            merged.toDone.append(line)
          }
        }
        merged.regions.append(region)
      }
    }
    return merged
  }

  /// `plain` without the later copies of a line both sides added (the same bytes, not in the
  /// base): one task added on both, as git counts it, most often a task a previous
  /// `merge-conflicts` brought here that the other machine got too, at another place.
  static func withoutSecondAdditions(_ plain: [[UInt8]], _ inputs: ThreeWayInputs) -> [[UInt8]] {
    var allowed: [[UInt8]: Int] = [:]
    let (b, o, t) = (
      counts(lines(inputs.base.todo)), counts(lines(inputs.oursTodo)),
      counts(lines(inputs.todoCopy))
    )
    for (line, ours) in o where !isBlank(line) {
      let was = b[line] ?? 0
      let theirs = t[line] ?? 0
      if ours > was && theirs > was { allowed[line] = max(ours, theirs) }
    }
    var seen: [[UInt8]: Int] = [:]
    return plain.filter { line in
      guard let limit = allowed[line] else { return true }
      seen[line, default: 0] += 1
      return seen[line]! <= limit
    }
  }

  /// The lines done.txt gains, by task (the first of each): the merged done.txt's and the
  /// regions' archived lines that done.txt does not have, and done.txt's own lines new since
  /// the base (the copy is this machine's own and it archived the task: done.txt, which the
  /// sync client did not replace, has the completion). A task removed here whose completion is
  /// among them was completed there: said so, once, rather than as deleted and then added to
  /// done.txt.
  static func completionsComing(
    _ donePieces: [ThreeWayMerge.Piece], toDone: [[UInt8]], _ inputs: ThreeWayInputs
  ) -> [TaskIdentity: [UInt8]] {
    let currentDoneLines = Set(lines(inputs.currentDone))
    var coming: [TaskIdentity: [UInt8]] = [:]
    func note(_ bytes: [UInt8]) {
      let id = identity(of: bytes)
      if coming[id] == nil { coming[id] = bytes }
    }
    for piece in donePieces {
      guard case .line(let bytes, _) = piece else { continue }
      if !currentDoneLines.contains(bytes) && !isBlank(bytes) { note(bytes) }
    }
    for bytes in toDone where !currentDoneLines.contains(bytes) && !isBlank(bytes) { note(bytes) }
    let baseDoneLines = Set(lines(inputs.base.done))
    for bytes in lines(inputs.currentDone) where !baseDoneLines.contains(bytes) && !isBlank(bytes) {
      note(bytes)
    }
    return coming
  }

  /// Whether `completions` has the completed version of the task on line `bytes`.
  private static func isCompletedThere(
    _ bytes: [UInt8], _ completions: [TaskIdentity: [UInt8]]
  ) -> Bool {
    completions[identity(of: bytes)].map { TodoItem(parsing: text($0)).isCompleted } ?? false
  }

  /// The ``identity`` of the task on line `bytes`.
  static func identity(of bytes: [UInt8]) -> TaskIdentity {
    TodoItem(parsing: text(bytes)).identity(ignoring: .priorityTag)
  }

  /// Aligns the merged lines with todo.txt's: in-order matches stay, the rest in between are
  /// edits in place (the same task first, then a rewording, then the closest as the merge
  /// pairs lines), removals, or additions at the end. The in-order matches are the merge's own
  /// alignment of the two line sequences (a longest common subsequence, tasks before blank
  /// lines) restricted to equal lines: a first-come match would pair a blank line at the top
  /// with one far below and read every line in between as removed and added again.
  static func placement(
    ours: [[UInt8]], merged plain: [[UInt8]], completions: [TaskIdentity: [UInt8]]
  ) -> Placement {
    var interner = MergeInterner()
    func mergeLines(_ lines: [[UInt8]]) -> [MergeLine] {
      lines.map {
        MergeLine(bytes: $0, ending: .lf, content: interner.content($0), isBlank: isBlank($0))
      }
    }
    let (oursLines, plainLines) = (mergeLines(ours), mergeLines(plain))
    let facts = MergeFactsTable()
    let alignment = MergeAlignment.align(base: oursLines, side: plainLines, facts: facts)
    var match = [Int?](repeating: nil, count: ours.count)
    for (i, j) in alignment.sideOfBase.enumerated() {
      if let j, oursLines[i].content == plainLines[j].content { match[i] = j }
    }
    // The lines of each side with no in-order match anywhere, by bytes: a removed line whose
    // bytes are added elsewhere stays in place (``keepInPlace``), so neither is a rewording.
    var matchedPlain = [Bool](repeating: false, count: plain.count)
    for case let j? in match { matchedPlain[j] = true }
    let addedAnywhere = Set(plain.indices.lazy.filter { !matchedPlain[$0] }.map { plain[$0] })
    let removedAnywhere = Set(ours.indices.lazy.filter { match[$0] == nil }.map { ours[$0] })
    var placement = Placement()
    var i = 0
    var j = 0
    while i < ours.count || j < plain.count {
      var gapOurs: [Int] = []
      while i < ours.count && match[i] == nil {
        gapOurs.append(i)
        i += 1
      }
      let stop = i < ours.count ? match[i]! : plain.count
      let gapPlain = Array(j..<stop)
      j = stop + 1
      i += 1
      // The gap's merged lines read once, indexed by identity and by first word.
      let words = gapPlain.map { subjectWords(plain[$0]) }
      var byIdentity: [TaskIdentity: [Int]] = [:]
      var byFirstWord: [Substring: [Int]] = [:]
      for (k, p) in gapPlain.enumerated() {
        byIdentity[identity(of: plain[p]), default: []].append(k)
        if let first = words[k].first { byFirstWord[first, default: []].append(k) }
      }
      var used = Set<Int>()
      var unpaired: [Int] = []
      for o in gapOurs {
        if let k = byIdentity[identity(of: ours[o])]?.first(where: { !used.contains($0) }) {
          used.insert(k)
          placement.replacements.append((o + 1, plain[gapPlain[k]]))
        } else {
          unpaired.append(o)
        }
      }
      // Then a reworded task (the same first word, half of the words); then, the closest
      // first, as the merge pairs a task reworded (words only added or removed, two thirds
      // kept, the same creation date: `maybe buy milk` for `buy milk`); anything else was
      // removed or added.
      var left: [Int] = []
      for o in unpaired {
        let old = subjectWords(ours[o])
        if let first = old.first,
          let k = byFirstWord[first]?.first(where: {
            !used.contains($0) && isRewording(old, words[$0])
          })
        {
          used.insert(k)
          placement.replacements.append((o + 1, plain[gapPlain[k]]))
        } else {
          left.append(o)
        }
      }
      if !left.isEmpty && left.count * gapPlain.count <= 10_000 {
        // Not a line whose bytes the other side has elsewhere (it stays in place), nor a task
        // completed there (said so).
        var pairs: [(score: Int32, o: Int, k: Int)] = []
        for o in left
        where !oursLines[o].isBlank && !addedAnywhere.contains(ours[o])
          && (completions[identity(of: ours[o])].map { !TodoItem(parsing: text($0)).isCompleted }
            ?? true)
        {
          for k in gapPlain.indices
          where !used.contains(k) && !plainLines[gapPlain[k]].isBlank
            && !removedAnywhere.contains(plain[gapPlain[k]])
          {
            if let score = MergeAlignment.score(oursLines[o], plainLines[gapPlain[k]], facts) {
              pairs.append((score, o, k))
            }
          }
        }
        pairs.sort { ($0.score, -$0.o, -$0.k) > ($1.score, -$1.o, -$1.k) }
        var taken = Set<Int>()
        for pair in pairs where !taken.contains(pair.o) && !used.contains(pair.k) {
          taken.insert(pair.o)
          used.insert(pair.k)
          placement.replacements.append((pair.o + 1, plain[gapPlain[pair.k]]))
        }
        left.removeAll { taken.contains($0) }
      }
      for o in left { placement.removals.insert(o + 1) }
      for (k, p) in gapPlain.enumerated() where !used.contains(k) {
        placement.additions.append(plain[p])
      }
    }
    return placement
  }

  /// The line ending each line of `bytes` has (the first of equal lines).
  static func lineEndings(_ bytes: [UInt8]) -> [[UInt8]: TodoList.LineEnding] {
    var endings: [[UInt8]: TodoList.LineEnding] = [:]
    let list = TodoList(bytes: bytes)
    for n in list.lineNumbers where endings[list.bytes(ofLine: n)] == nil {
      endings[list.bytes(ofLine: n)] = list.lineEnding(ofLine: n)
    }
    return endings
  }

  /// A line removed here and the same bytes added is a task the copy has at another place (an
  /// earlier merge appended it there): it stays where it is, rather than moving to the end and
  /// being said as removed and added; and a version of the same task added is that task
  /// changed, in its place (not one completed there, which is said so; nor one of another
  /// creation date, which is another task). `endings`: the ending a line would be added with
  /// (a line keeps its bytes, ending included).
  static func keepInPlace(
    _ placement: inout Placement, ours: [[UInt8]], todo: TodoList,
    endings: ([UInt8]) -> TodoList.LineEnding?, completions: [TaskIdentity: [UInt8]]
  ) {
    var removedAt: [[UInt8]: [Int]] = [:]
    for line in placement.removals.sorted(by: >) {
      removedAt[ours[line - 1], default: []].append(line)
    }
    func sameEnding(_ bytes: [UInt8], _ line: Int) -> Bool {
      endings(bytes).map { $0 == todo.lineEnding(ofLine: line) } ?? true
    }
    placement.additions = placement.additions.filter { bytes in
      guard let line = removedAt[bytes]?.last, sameEnding(bytes, line) else { return true }
      removedAt[bytes]?.removeLast()
      placement.removals.remove(line)
      return false
    }
    var removedTask: [TaskIdentity: [Int]] = [:]
    for line in placement.removals.sorted(by: >) where !isBlank(ours[line - 1]) {
      if isCompletedThere(ours[line - 1], completions) { continue }
      removedTask[identity(of: ours[line - 1]), default: []].append(line)
    }
    func created(_ bytes: [UInt8]) -> TodoDate? { TodoItem(parsing: text(bytes)).creationDate }
    placement.additions = placement.additions.filter { bytes in
      guard !isBlank(bytes), let line = removedTask[identity(of: bytes)]?.last,
        sameEnding(bytes, line), created(bytes) == created(ours[line - 1])
      else {
        return true
      }
      removedTask[identity(of: bytes)]?.removeLast()
      placement.removals.remove(line)
      placement.replacements.append((line, bytes))
      return false
    }
  }

  /// Applies `placement` to todo.txt (edits in place, removals as blank lines, additions and
  /// the copy's sides of the regions at the end), says each step in todo.txt's order, then
  /// what done.txt gains.
  ///
  /// - Returns: The lines to append to done.txt.
  private static func apply(
    _ placement: Placement, merged: MergedTodo, copyEndings: [[UInt8]: TodoList.LineEnding],
    completions: [TaskIdentity: [UInt8]], result: ThreeWayMerge.Result, inputs: ThreeWayInputs,
    to todo: inout TodoList, report: (Step) -> Void
  ) throws -> [[UInt8]] {
    // (A line "replaced" by its own bytes, a blank line paired with a blank one, is no change.)
    let replacements = placement.replacements.filter { todo.bytes(ofLine: $0.line) != $0.bytes }
    let before = todo
    for (line, bytes) in replacements { try todo.replaceBytes(line: line, with: bytes) }
    // A task removed leaves a blank line, as `del` leaves one: the numbers shown before the
    // merge still name the same tasks.
    for line in placement.removals.sorted() where !todo.isBlank(line: line) {
      try todo.replaceBytes(line: line, with: [])
    }
    var present = Set(todo.lineNumbers.map { todo.bytes(ofLine: $0) })
    var added: [(line: Int, bytes: [UInt8])] = []
    for bytes in placement.additions where !isBlank(bytes) {
      let ending = merged.endings[bytes] ?? copyEndings[bytes]
      added.append((try todo.appendLine(bytes, ending: ending), bytes))
      present.insert(bytes)
    }
    func placeHere(_ bytes: [UInt8]) -> Place {
      let line = todo.lineNumbers.first { todo.bytes(ofLine: $0) == bytes }
      return line.map { .line($0, text(bytes)) } ?? .done(text(bytes))
    }
    var regionPlaces: [(here: [Place], copy: [Place])] = []
    for region in merged.regions {
      var copyPlaces: [Place] = []
      for bytes in region.copy where !isBlank(bytes) {
        if present.contains(bytes) {
          copyPlaces.append(placeHere(bytes))
        } else {
          copyPlaces.append(
            .line(try todo.appendLine(bytes, ending: copyEndings[bytes]), text(bytes)))
          present.insert(bytes)
        }
      }
      copyPlaces += region.copyArchived.filter { !isBlank($0) }.map { .done(text($0)) }
      let herePlaces =
        region.hereLines.filter { !isBlank($0) }.map(placeHere)
        + region.hereDone.filter { !isBlank($0) }.map { .done(text($0)) }
      regionPlaces.append((herePlaces, copyPlaces))
    }

    for (line, bytes) in replacements.sorted(by: { $0.line < $1.line }) {
      let old = TodoItem(parsing: before.text(ofLine: line))
      let new = TodoItem(parsing: text(bytes))
      if new.isCompleted && !old.isCompleted && identity(new) == identity(old) {
        report(.progressed(line: line, text: new.text))
      } else {
        report(.changed(line: line, text: text(bytes)))
      }
    }
    var saidDone = Set<[UInt8]>()
    for line in placement.removals.sorted() where !before.isBlank(line: line) {
      let bytes = before.bytes(ofLine: line)
      if let completed = completions[identity(of: bytes)], !saidDone.contains(completed),
        TodoItem(parsing: text(completed)).isCompleted
      {
        saidDone.insert(completed)
        report(.completedThere(text: before.text(ofLine: line)))
      } else {
        report(.removed(text: before.text(ofLine: line)))
      }
    }
    for (line, bytes) in added { report(.added(line: line, text: text(bytes))) }
    for (here, copy) in regionPlaces { reportRegion(here: here, copy: copy, report) }
    // A task deleted in the copy with a new line in its place here (the task rewritten here,
    // or another task put there): kept, and said (a new line from the copy is said as added).
    for task in result.replacedAndDeleted where task.replacedBy == .ours && !task.inDone {
      report(.keptChangeHere(place: placeHere(task.replacement)))
    }
    return doneAppends(
      result: result, toDone: merged.toDone, inputs: inputs, saidDone: saidDone,
      placeHere: placeHere, report: report)
  }

  /// What done.txt gains (it only grows): the merge's done.txt lines and the regions' archived
  /// lines it does not have, counted (two completions with the same bytes, two tasks with the
  /// same words completed on one day, are two lines, as many as the side with the most has;
  /// the same task archived on both sides, at other places, is one); then done.txt's conflicts
  /// and the tasks archived on one side and deleted or reworded on the other, said.
  private static func doneAppends(
    result: ThreeWayMerge.Result, toDone: [[UInt8]], inputs: ThreeWayInputs,
    saidDone: Set<[UInt8]>, placeHere: ([UInt8]) -> Place, report: (Step) -> Void
  ) -> [[UInt8]] {
    var doneHas = counts(lines(inputs.currentDone))
    var doneMost = doneHas
    for side in [inputs.oursDone, inputs.theirsDone] {
      for (line, count) in counts(lines(side)) { doneMost[line] = max(doneMost[line] ?? 0, count) }
    }
    var appended: [[UInt8]] = []
    var mergedDone: [[UInt8]] = []
    var doneConflicts: [(here: [Place], copy: [Place])] = []
    for piece in result.done.pieces {
      switch piece {
      case .line(let bytes, _): mergedDone.append(bytes)
      case .conflict(let conflict):
        mergedDone += conflict.ours + conflict.theirs
        doneConflicts.append(
          (
            conflict.ours.filter { !isBlank($0) }.map { .done(text($0)) },
            conflict.theirs.filter { !isBlank($0) }.map { .done(text($0)) }
          ))
      }
    }
    for bytes in mergedDone + toDone where !isBlank(bytes) {
      let count = doneHas[bytes] ?? 0
      if count >= max(doneMost[bytes] ?? 0, 1) { continue }
      doneHas[bytes] = count + 1
      appended.append(bytes)
      if !saidDone.contains(bytes) { report(.addedToDone(text: text(bytes))) }
    }
    // A task completed on one side and deleted (or completed differently) on the other: kept
    // in done.txt, reported.
    for (here, copy) in doneConflicts { reportRegion(here: here, copy: copy, report) }
    let base = inputs.base
    if inputs.doneCopy != nil || base.copySideDone != nil || base.fileSideDone != nil {
      for task in result.archivedAndDeleted {
        let place = Place.done(text(task.completed))
        // Completed on one side, maybe reworded on the other: both kept, the user picks.
        if let reworded = task.reworded {
          let other = placeHere(reworded)
          report(
            task.archivedBy == .ours
              ? .bothKept(here: place, copy: other) : .bothKept(here: other, copy: place))
          continue
        }
        report(
          task.archivedBy == .ours ? .keptChangeHere(place: place) : .keptChangeThere(place: place))
      }
    }
    return appended
  }
}
