/// A line of one version of todo.txt (file 0) or done.txt (file 1).
struct MergeLineRef: Hashable, Comparable {
  var file: Int
  var index: Int

  static func < (a: MergeLineRef, b: MergeLineRef) -> Bool {
    (a.file, a.index) < (b.file, b.index)
  }
}

/// Lines of the base and of one side that are one task: the base line and what it became
/// (nothing when deleted, a line in the other file when archived); or, where the descent is
/// ambiguous, every base line it may be and every side line that may descend from them.
struct MergeUnit {
  var base: [MergeLineRef]
  var side: [MergeLineRef]
  /// One base line, kept byte for byte where it stood.
  var isUnchanged: Bool
  /// The base lines kept byte for byte elsewhere in their file (blank lines may stand where
  /// they were): the tasks moved, not changed.
  var isMoved = false
}

/// One side's lines of both files cut into units, with where each side line stands.
struct SideUnits {
  var units: [MergeUnit]
  /// The unit of each base line, per file.
  var unitOfBase: [[Int]]
  /// The unit of each side line, per file.
  var unitOfSide: [[Int]]
  /// Where each side line stands, per file, in base terms: `2b + 1` on base line b (the line
  /// it descends from in place), `2g` in the gap before base line g (after the base line of
  /// the nearest line before it that stands on one).
  var position: [[Int]]
  /// Per file, the last side line that stands on a base task (-1: none): a new line after it
  /// was appended (where `add` puts a task).
  var lastKept: [Int]
  /// Per file, the line endings the side converted: when every line it kept byte for byte
  /// (at least one) ends otherwise than in the base, and all of them ended one way in the
  /// base and end one way now, the base's ending and the side's.
  var conversion: [(from: TodoList.LineEnding, to: TodoList.LineEnding)?]
  /// Tasks gone from their place with one new line alone in that place (step 3): the task
  /// may have been rewritten there (`replace`, an editor) or deleted with another task
  /// inserted; which, the versions cannot tell.
  /// Also (step 3b) a task gone and a new line elsewhere that are each other's only close
  /// match (`inPlace` false).
  var rewrites: [(base: MergeLineRef, side: MergeLineRef, inPlace: Bool)] = []

  /// Cuts `side` into units against `base`.
  ///
  /// 1. Each file is aligned on its own (``MergeAlignment``): pairs and ambiguous ties.
  /// 2. A base line gone from its place (or blanked there) and a new line of the same task
  ///    (same identity and creation date, or a completion that dropped the date) elsewhere,
  ///    in either file, are that task moved (archived, sorted); when several gone lines or new
  ///    lines share the identity, they are one unit.
  /// 3. A task gone from its place (or blanked there) and a new line in the same place
  ///    (between the same two kept tasks, blank lines aside, or after the last) may be that
  ///    task rewritten (`replace` keeps the task's place) or a task deleted and another
  ///    inserted: they stay two units (the deletion and the addition, which lose nothing
  ///    whatever the other side did) and are noted in ``rewrites``, for the merge to say so
  ///    when the other side deleted the task. Several of each are paired by
  ///    ``likeness(_:_:_:)`` (the tags kept count), then in order, as a line merge pairs a
  ///    hunk's lines; a new line with a creation date the task did not have is a task added;
  ///    in order only for a task gone (a blanked one is `del` then `add`) and like no new line
  ///    elsewhere (else step 3b decides).
  /// 3b. A task still gone and a new line anywhere (either file) that are each other's only
  ///    close match (the task moved and reworded, or edited and archived; or deleted, and a
  ///    like task added; in the same file, the same creation date and priority, as `replace`
  ///    keeps them) are noted the same way.
  /// 4. A task gone from its place next to identical base lines is one unit with them:
  ///    which of the identical lines went is unknown. (Which of several blank lines went
  ///    changes nothing.)
  ///
  /// With `appendedAreAdded` (a line at the end of todo.txt is where the side's `add` put it,
  /// ``ThreeWayMerge/appendedLinesAreAdded``), step 2 reads lines appended so: an open line
  /// appended to todo.txt with other bytes than a like task gone is a task added, not that
  /// task moved and edited; and with `ownDone` too (the side's done.txt is its own,
  /// ``ThreeWayMerge/eachSideHasItsOwnDone``), an open task gone from its place, with the one
  /// completion of it new and the same bytes appended, was completed and added again.
  init(
    base: [MergeFile], side: [MergeFile], facts: MergeFactsTable, ownDone: Bool,
    appendedAreAdded: Bool
  ) {
    let files = base.indices
    let alignments = files.map { f in
      var elsewhere: [Int: (base: Int, side: Int)] = [:]
      var movedKeys = Set<Int>()
      var archived = Set<ArchivedTask>()
      // The open tasks the side has fewer lines of there than the base.
      var left = Set<ArchivedTask>()
      for other in files where other != f {
        for line in base[other].lines { elsewhere[line.content, default: (0, 0)].base += 1 }
        for line in side[other].lines { elsewhere[line.content, default: (0, 0)].side += 1 }
        for line in side[other].lines where !line.isBlank {
          if let count = elsewhere[line.content], count.side > count.base {
            let task = facts.facts(line)
            movedKeys.insert(task.key)
            if task.completed {
              archived.insert(ArchivedTask(key: task.key, created: task.created))
            }
          }
        }
        for line in base[other].lines where !line.isBlank {
          guard let count = elsewhere[line.content], count.side < count.base else { continue }
          let task = facts.facts(line)
          if !task.completed { left.insert(ArchivedTask(key: task.key, created: task.created)) }
        }
      }
      return MergeAlignment.align(
        base: base[f].lines, side: side[f].lines, facts: facts, elsewhere: elsewhere,
        movedKeys: movedKeys, archived: archived, left: left)
    }
    var baseOffset: [Int] = []
    var sideOffset: [Int] = []
    var count = 0
    for f in files {
      baseOffset.append(count)
      count += base[f].lines.count
    }
    for f in files {
      sideOffset.append(count)
      count += side[f].lines.count
    }
    var sets = DisjointSets(count: count)
    for f in files {
      for (b, s) in alignments[f].sideOfBase.enumerated() {
        if let s { sets.union(baseOffset[f] + b, sideOffset[f] + s) }
      }
      for tie in alignments[f].ties {
        sets.union(baseOffset[f] + tie.base, sideOffset[f] + tie.side)
      }
    }
    // 2. Moved tasks.
    var gone: [Int: [Int]] = [:]  // identity → nodes
    var new: [Int: [Int]] = [:]
    for f in files {
      for (b, line) in base[f].lines.enumerated() where !line.isBlank {
        // Gone from its place, or blanked there (the blank line and the task's new line are
        // then both what it became).
        let blanked = alignments[f].sideOfBase[b].map { side[f].lines[$0].isBlank } ?? false
        if sets.isAlone(baseOffset[f] + b) || (blanked && sets.size(of: baseOffset[f] + b) == 2) {
          gone[facts.facts(line).key, default: []].append(baseOffset[f] + b)
        }
      }
      for (s, line) in side[f].lines.enumerated()
      where !line.isBlank && sets.isAlone(sideOffset[f] + s) {
        new[facts.facts(line).key, default: []].append(sideOffset[f] + s)
      }
    }
    func line(_ node: Int) -> MergeLine {
      for f in files.reversed() where node >= sideOffset[f] {
        return side[f].lines[node - sideOffset[f]]
      }
      for f in files.reversed() where node >= baseOffset[f] {
        return base[f].lines[node - baseOffset[f]]
      }
      preconditionFailure("no such line")
    }
    let lastKept = files.map { f in
      alignments[f].baseOfSide.indices.last {
        alignments[f].baseOfSide[$0] != nil && !side[f].lines[$0].isBlank
      } ?? -1
    }
    // The new lines of a task that are in todo.txt.
    func newNodes(inTodo key: Int) -> [Int] {
      (new[key] ?? []).filter { files.count < 2 || $0 < sideOffset[1] }
    }
    func isAppended(_ node: Int) -> Bool {
      guard let f = files.last(where: { node >= sideOffset[$0] }) else { return false }
      return node - sideOffset[f] > lastKept[f]
    }
    // A gone line and a new line with the same bytes are that line moved, before any other
    // line of the same task is considered; but an open task gone from its place, with the
    // one completion of it new (archived) and the same bytes appended, was completed and
    // added again (a chore done and written down for next time), not moved to the end
    // beside a like task added and done; unless the completion may be the other side's (a
    // done.txt the sync client kept for both).
    for key in gone.keys.sorted() {
      guard var newNodes = new[key] else { continue }
      var goneNodes = gone[key]!
      // The new lines by content, each taken once (in order): linear, not a search per line.
      var byContent: [Int: [Int]] = [:]
      for n in newNodes.reversed() { byContent[line(n).content, default: []].append(n) }
      // (Completions new in done.txt: archived. Counted only where the rule applies.)
      var completions: [TodoDate?: Int] = [:]
      if ownDone && appendedAreAdded && files.count > 1 {
        let goneContents = Set(goneNodes.map { line($0).content })
        for n in newNodes
        where n >= sideOffset[1] && facts.facts(line(n)).completed
          && !goneContents.contains(line(n).content)
        {
          completions[facts.facts(line(n)).created, default: 0] += 1
        }
      }
      var paired = Set<Int>()
      for g in goneNodes {
        if !completions.isEmpty, let n = byContent[line(g).content]?.last, isAppended(n),
          !facts.facts(line(g)).completed, completions[facts.facts(line(g)).created] == 1
        {
          continue
        }
        if let n = byContent[line(g).content]?.popLast() {
          sets.union(g, n)
          paired.insert(n)
          paired.insert(g)
        }
      }
      if !paired.isEmpty {
        newNodes.removeAll { paired.contains($0) }
        goneNodes.removeAll { paired.contains($0) }
      }
      // Then an open task and the one completed line of it with its creation date: archived
      // (a like open line beside it is the task added again; an older completion of it gone
      // too, deleted or moved, is not part of it).
      if newNodes.count > 1 || goneNodes.count > 1 {
        // The completed new lines by creation date, read once (not per gone line).
        var completedBy: [TodoDate?: [Int]] = [:]
        for n in newNodes where facts.facts(line(n)).completed {
          completedBy[facts.facts(line(n)).created, default: []].append(n)
        }
        var taken = Set<Int>()
        for g in goneNodes where !facts.facts(line(g)).completed {
          guard let found = completedBy[facts.facts(line(g)).created], found.count == 1,
            !taken.contains(found[0])
          else { continue }
          sets.union(g, found[0])
          taken.insert(found[0])
          taken.insert(g)
        }
        if !taken.isEmpty {
          newNodes.removeAll { taken.contains($0) }
          goneNodes.removeAll { taken.contains($0) }
        }
      }
      gone[key] = goneNodes
      new[key] = newNodes
    }
    for (key, goneNodes) in gone where !goneNodes.isEmpty {
      // A like open line appended to todo.txt (where `add` puts a task) with other bytes than
      // a task gone is a task added, not one of them moved to the end and edited (`order N
      // bottom` and `pri`). Read so, nothing is lost either way: the other side's edit of the
      // task gone is a conflict with a deletion, and the line appended stays; read as the
      // task moved, a task added would stand in that task's conflict region, and go with it.
      let goneContents = Set(goneNodes.map { line($0).content })
      let appendedTasks =
        !appendedAreAdded
        ? Set<Int>()
        : Set(
          newNodes(inTodo: key).filter {
            isAppended($0) && !facts.facts(line($0)).completed
              && !goneContents.contains(line($0).content)
          })
      guard let newNodes = new[key]?.filter({ !appendedTasks.contains($0) }), !newNodes.isEmpty
      else { continue }
      if goneNodes.count == 1 && newNodes.count == 1 {
        let (a, b) = (
          facts.facts(line(goneNodes[0])).created, facts.facts(line(newNodes[0])).created
        )
        // Another creation date, one where the task had none, or none where it had one (no
        // command removes it, but a completion written by hand may): another task.
        let completedByHand =
          b == nil && facts.facts(line(newNodes[0])).completed
          && !facts.facts(line(goneNodes[0])).completed
        if a != b && !completedByHand { continue }
      }
      for node in goneNodes + newNodes { sets.union(goneNodes[0], node) }
    }
    // A task blanked in its place (`del` keeps line numbers so) and nothing more: gone.
    func blanked(_ f: Int, _ b: Int) -> Bool {
      guard let s = alignments[f].sideOfBase[b], side[f].lines[s].isBlank,
        !base[f].lines[b].isBlank
      else { return false }
      return sets.size(of: baseOffset[f] + b) == 2
    }
    // 3. Rewritten in place: tasks gone (or blanked) and new lines between the same two kept
    // lines.
    var rewrites: [(base: MergeLineRef, side: MergeLineRef, inPlace: Bool)] = []
    // The new lines of both files, for a task whose place says nothing of it (no new line
    // there is like it): a like line elsewhere (the task archived, moved) is step 3b's.
    lazy var newLines = files.flatMap { f in
      side[f].lines.indices.lazy.filter {
        !side[f].lines[$0].isBlank && sets.isAlone(sideOffset[f] + $0)
      }.map { side[f].lines[$0] }
    }
    var likeElsewhereBudget = 1_000_000
    func likeElsewhere(_ gone: MergeLine) -> Bool {
      likeElsewhereBudget -= newLines.count
      guard likeElsewhereBudget >= 0 else { return false }
      return newLines.contains { MergeAlignment.score(gone, $0, facts) != nil }
    }
    for f in files {
      var (lastBase, lastSide) = (-1, -1)
      for b in 0...base[f].lines.count {
        let s = b < base[f].lines.count ? alignments[f].sideOfBase[b] : side[f].lines.count
        // Kept tasks bound a place; blank lines do not (they come and go around tasks).
        guard let s, b == base[f].lines.count || (!base[f].lines[b].isBlank && !blanked(f, b))
        else { continue }
        let goneHere = ((lastBase + 1)..<b).filter {
          !base[f].lines[$0].isBlank && (sets.isAlone(baseOffset[f] + $0) || blanked(f, $0))
        }
        let newHere = ((lastSide + 1)..<s).filter {
          !side[f].lines[$0].isBlank && sets.isAlone(sideOffset[f] + $0)
        }
        // Each with its closest new line, else in order, as a line merge pairs a hunk's lines.
        if !goneHere.isEmpty && !newHere.isEmpty && goneHere.count * newHere.count <= 10_000 {
          var free = newHere
          for g in goneHere where !free.isEmpty {
            // A line with another creation date (or one where the task had none) is a task
            // added: a rewrite keeps the date.
            let created = facts.facts(base[f].lines[g]).created
            var pick: Int? = nil
            var best: Int32 = -1
            for (k, n) in free.enumerated() {
              let date = facts.facts(side[f].lines[n]).created
              guard date == nil || date == created else { continue }
              let score = Self.likeness(base[f].lines[g], side[f].lines[n], facts)
              if score > best { (pick, best) = (k, score) }
            }
            // With nothing like it here, in order; not a task blanked here (`del` then `add`)
            // nor one like a line elsewhere (archived, moved): those need a likeness.
            guard let pick, best > 0 || (!blanked(f, g) && !likeElsewhere(base[f].lines[g]))
            else { continue }
            rewrites.append(
              (MergeLineRef(file: f, index: g), MergeLineRef(file: f, index: free[pick]), true))
            free.remove(at: pick)
          }
        }
        (lastBase, lastSide) = (b, s)
      }
    }
    // 3b. Reworded elsewhere: a task still gone and a new line (in either file) that are
    // each other's only close match (``MergeAlignment/score(_:_:_:)``, best by more than the
    // margin) may be the task moved and reworded (or edited and archived), or a task deleted
    // and a like one added: noted too, not joined.
    var goneLeft: [(ref: MergeLineRef, line: MergeLine)] = []
    var newLeft: [(ref: MergeLineRef, line: MergeLine)] = []
    let noted = Set(rewrites.map(\.base))
    let notedSide = Set(rewrites.map(\.side))
    for f in files {
      for (b, line) in base[f].lines.enumerated()
      where !line.isBlank && !noted.contains(MergeLineRef(file: f, index: b))
        && (sets.isAlone(baseOffset[f] + b) || blanked(f, b))
      {
        goneLeft.append((MergeLineRef(file: f, index: b), line))
      }
      for (s, line) in side[f].lines.enumerated()
      where !line.isBlank && sets.isAlone(sideOffset[f] + s)
        && !notedSide.contains(MergeLineRef(file: f, index: s))
      {
        newLeft.append((MergeLineRef(file: f, index: s), line))
      }
    }
    // Beyond a million comparisons, or about ten million words compared (a hostile or wholly
    // rewritten file), nothing is noted.
    let words = (
      gone: goneLeft.reduce(0) { $0 + facts.facts($1.line).words.count },
      new: newLeft.reduce(0) { $0 + facts.facts($1.line).words.count }
    )
    if !goneLeft.isEmpty && !newLeft.isEmpty && goneLeft.count * newLeft.count <= 1_000_000
      && words.gone * newLeft.count + words.new * goneLeft.count <= 10_000_000
    {
      var bestOfGone = Array(
        repeating: (index: -1, score: Int32(-1), second: Int32(-1)), count: goneLeft.count)
      var bestOfNew = Array(
        repeating: (index: -1, score: Int32(-1), second: Int32(-1)), count: newLeft.count)
      func offer(
        _ best: inout (index: Int, score: Int32, second: Int32), _ index: Int, _ score: Int32
      ) {
        if score > best.score {
          best.second = best.score
          best = (index, score, best.second)
        } else if score > best.second {
          best.second = score
        }
      }
      for (g, gone) in goneLeft.enumerated() {
        for (n, new) in newLeft.enumerated() {
          // Words in common; or, in the same file, the creation date and the priority
          // (`replace` keeps both), not the date alone: a task added the same day is no sign.
          let score =
            MergeAlignment.score(gone.line, new.line, facts, ids: false)
            ?? (gone.ref.file == new.ref.file
              && facts.facts(gone.line).priority == facts.facts(new.line).priority
              ? Self.sameCreationDate(gone.line, new.line, facts) : 0)
          guard score > 0 else { continue }
          offer(&bestOfGone[g], n, score)
          offer(&bestOfNew[n], g, score)
        }
      }
      for (g, best) in bestOfGone.enumerated() where best.index >= 0 {
        let back = bestOfNew[best.index]
        guard back.index == g, best.score - best.second > MergeAlignment.margin,
          back.score - back.second > MergeAlignment.margin
        else { continue }
        rewrites.append((goneLeft[g].ref, newLeft[best.index].ref, false))
      }
    }
    // 4. Identical neighbours.
    for f in files where base[f].lines.count > 1 {
      for b in 0..<(base[f].lines.count - 1)
      where !base[f].lines[b].isBlank && base[f].lines[b].content == base[f].lines[b + 1].content
        && (alignments[f].sideOfBase[b] == nil || alignments[f].sideOfBase[b + 1] == nil)
      {
        sets.union(baseOffset[f] + b, baseOffset[f] + b + 1)
      }
    }
    // Components → units.
    var unitOfRoot: [Int: Int] = [:]
    var units: [MergeUnit] = []
    func unit(of node: Int) -> Int {
      let root = sets.find(node)
      if let index = unitOfRoot[root] { return index }
      units.append(MergeUnit(base: [], side: [], isUnchanged: false))
      unitOfRoot[root] = units.count - 1
      return units.count - 1
    }
    var unitOfBase: [[Int]] = []
    var unitOfSide: [[Int]] = []
    for f in files {
      unitOfBase.append(
        base[f].lines.indices.map { b in
          let u = unit(of: baseOffset[f] + b)
          units[u].base.append(MergeLineRef(file: f, index: b))
          return u
        })
    }
    for f in files {
      unitOfSide.append(
        side[f].lines.indices.map { s in
          let u = unit(of: sideOffset[f] + s)
          units[u].side.append(MergeLineRef(file: f, index: s))
          return u
        })
    }
    for u in units.indices where units[u].base.count == 1 && units[u].side.count == 1 {
      let (b, s) = (units[u].base[0], units[u].side[0])
      units[u].isUnchanged =
        b.file == s.file && alignments[b.file].sideOfBase[b.index] == s.index
        && base[b.file].lines[b.index].content == side[s.file].lines[s.index].content
    }
    for u in units.indices where !units[u].base.isEmpty && !units[u].isUnchanged {
      let file = units[u].base[0].file
      let tasks = units[u].side.filter { !side[$0.file].lines[$0.index].isBlank }
      units[u].isMoved =
        units[u].base.allSatisfy { $0.file == file } && tasks.allSatisfy { $0.file == file }
        && tasks.map { side[file].lines[$0.index].content }.sorted()
          == units[u].base.map { base[file].lines[$0.index].content }.sorted()
    }
    var position: [[Int]] = []
    for f in files {
      var last = -1
      position.append(
        alignments[f].baseOfSide.map { b in
          if let b {
            last = max(last, b)
            return 2 * b + 1
          }
          return 2 * (last + 1)
        })
    }
    conversion = files.map { f in
      var seen: (from: TodoList.LineEnding, to: TodoList.LineEnding)? = nil
      for (b, s) in alignments[f].sideOfBase.enumerated() {
        guard let s, base[f].lines[b].content == side[f].lines[s].content else { continue }
        let pair = (from: base[f].lines[b].ending, to: side[f].lines[s].ending)
        // A last line without an ending says nothing about the others.
        if pair.from == .none || pair.to == .none { continue }
        if pair.from == pair.to { return nil }
        if let seen, seen != pair { return nil }
        seen = pair
      }
      return seen
    }
    self.units = units
    self.rewrites = rewrites
    self.unitOfBase = unitOfBase
    self.unitOfSide = unitOfSide
    self.position = position
    self.lastKept = lastKept
  }
}

extension SideUnits {
  /// How likely a new line is a task gone rewritten: ``MergeAlignment/score(_:_:_:)``, else
  /// 60 for the same creation date (`replace` keeps it), else up to 50 for the tags kept (an
  /// `id:`), else 0.
  static func likeness(_ gone: MergeLine, _ new: MergeLine, _ facts: MergeFactsTable) -> Int32 {
    if let score = MergeAlignment.score(gone, new, facts) { return score }
    let date = sameCreationDate(gone, new, facts)
    if date > 0 { return date }
    let share = MergeAlignment.tagShare(facts.facts(gone), facts.facts(new), of: 50)
    return share == 0 ? 0 : max(1, share)
  }

  /// 60 when both lines have the same creation date, else 0.
  static func sameCreationDate(_ a: MergeLine, _ b: MergeLine, _ facts: MergeFactsTable) -> Int32 {
    let created = facts.facts(a).created
    return created != nil && created == facts.facts(b).created ? 60 : 0
  }
}

/// Union–find over `0..<count`, with path halving and sizes.
struct DisjointSets {
  private var parent: [Int]
  private var size: [Int]

  init(count: Int) {
    parent = Array(0..<count)
    size = Array(repeating: 1, count: count)
  }

  mutating func find(_ x: Int) -> Int {
    var x = x
    while parent[x] != x {
      parent[x] = parent[parent[x]]
      x = parent[x]
    }
    return x
  }

  mutating func union(_ a: Int, _ b: Int) {
    var (ra, rb) = (find(a), find(b))
    guard ra != rb else { return }
    if size[ra] < size[rb] { swap(&ra, &rb) }
    parent[rb] = ra
    size[ra] += size[rb]
  }

  /// Whether `x` is in a set of its own.
  mutating func isAlone(_ x: Int) -> Bool { size[find(x)] == 1 }

  /// The size of `x`'s set.
  mutating func size(of x: Int) -> Int { size[find(x)] }
}
