/// The task-by-task decisions of ``ThreeWayMerge``: which version of each task is kept, where
/// it goes, and which tasks are conflicts.
struct MergeResolution {
  /// A line to write.
  struct OutputLine {
    var bytes: [UInt8]
    var ending: TodoList.LineEnding
    /// The ending written when ``ending`` is none and a line follows: its file's first.
    var fallback: TodoList.LineEnding
  }

  /// A conflict region: each version's lines of the tasks in conflict.
  struct Region {
    var ours: [OutputLine]
    var base: [OutputLine]
    var theirs: [OutputLine]
    /// The markers' line ending: the base line's the region stands on.
    var ending: TodoList.LineEnding
  }

  /// A piece of a merged file.
  enum Item {
    case line(OutputLine)
    case region(Region)
  }

  let base: [MergeFile]
  let ours: [MergeFile]
  let theirs: [MergeFile]
  /// Whether a conflict region leaves out the lines a side has of the task in the other file
  /// (``ThreeWayMerge/regionsKeepToTheirFile``).
  var regionsKeepToTheirFile = false
  /// Whether each side's done.txt is its own (``ThreeWayMerge/eachSideHasItsOwnDone``): then
  /// a completion a side added tells what it did.
  var eachSideHasItsOwnDone = true
  /// Whether a line at the end of a side's todo.txt was put there by that side's commands
  /// (``ThreeWayMerge/appendedLinesAreAdded``).
  var appendedLinesAreAdded = true

  /// What the merge decided and the caller reports.
  struct Outcome {
    /// The merged files' pieces in order, per file.
    var files: [[Item]]
    /// The tasks one side archived while the other deleted them (kept archived).
    var archivedAndDeleted: [ThreeWayMerge.ArchivedAndDeleted]
    /// The tasks one side deleted while the other put a new line in their place (kept).
    var replacedAndDeleted: [ThreeWayMerge.ReplacedAndDeleted]
  }

  /// Decides the merge.
  func resolve() -> Outcome {
    let facts = MergeFactsTable()
    let sides = [
      SideUnits(
        base: base, side: ours, facts: facts, ownDone: eachSideHasItsOwnDone,
        appendedAreAdded: appendedLinesAreAdded),
      SideUnits(
        base: base, side: theirs, facts: facts, ownDone: eachSideHasItsOwnDone,
        appendedAreAdded: appendedLinesAreAdded),
    ]
    let versions = [ours, theirs]
    let (components, order) = tasks(sides)

    var placed: [[(key: [Int], item: Item)]] = Array(repeating: [], count: base.count)
    var archivedAndDeleted: [ThreeWayMerge.ArchivedAndDeleted] = []
    /// Side `k`'s line as written: its bytes and ending, unless the other side converted the
    /// file's line endings and this one did not: then a line ending as the base's did ends as
    /// the other side's lines do.
    func output(_ k: Int, _ ref: MergeLineRef) -> OutputLine {
      let line = versions[k][ref.file].lines[ref.index]
      var ending = line.ending
      if sides[k].conversion[ref.file] == nil, let conversion = sides[1 - k].conversion[ref.file],
        ending == conversion.from, line.bytes.last != 0x0D
      {
        ending = conversion.to
      }
      return OutputLine(
        bytes: line.bytes, ending: ending, fallback: versions[k][ref.file].preferredEnding)
    }
    /// Places a side's line where that side has it.
    func place(_ k: Int, _ ref: MergeLineRef) {
      placed[ref.file].append(
        ([sides[k].position[ref.file][ref.index], k, ref.index], .line(output(k, ref))))
    }

    let rewrites = rewriteOutcome(sides, facts: facts)
    archivedAndDeleted += rewrites.archivedAndDeleted
    let (replacedAndDeleted, replaced) = (rewrites.replacedAndDeleted, rewrites.replaced)
    let modifiedAndGone = rewrites.modifiedAndGone
    var inRegion: [Set<MergeLineRef>] = [[], []]
    // Each side's rewrite of a base line, looked up (not searched) per task.
    let rewriteOf = (0..<2).map { k in
      Dictionary(sides[k].rewrites.map { ($0.base, $0) }, uniquingKeysWith: { first, _ in first })
    }
    // Each side's added lines (units without a base line), by file and content.
    let addedLines = (0..<2).map { k in
      var lines: [[Int]: [MergeLineRef]] = [:]
      for unit in sides[k].units where unit.base.isEmpty {
        for ref in unit.side {
          lines[[ref.file, versions[k][ref.file].lines[ref.index].content], default: []].append(ref)
        }
      }
      return lines
    }
    for root in order {
      let component = components[root]!
      let units = (0..<2).map { k in component.units[k].sorted().map { sides[k].units[$0] } }
      let changed = units.map { $0.contains { !$0.isUnchanged } }
      // Changed beyond a move: a side that only moved the task gives way to an edit.
      let edited = units.map { $0.contains { !$0.isUnchanged && !$0.isMoved } }
      var sideLines = units.map { $0.flatMap(\.side).sorted() }
      if !changed[0] && !changed[1] {
        for ref in component.base { keep(ref, sides: sides, into: &placed) }
        continue
      }
      let ambiguous = units.joined().contains { $0.base.count > 1 }
      let contents = (0..<2).map { k in
        sideLines[k].map { [$0.file, versions[k][$0.file].lines[$0.index].content] }
      }
      // Gone from todo.txt on both sides, into done.txt on one: archived (both agree the
      // task is no longer open; done.txt keeps the record).
      let archivedOnly = (0..<2).map { k in
        let lines = sideLines[k].filter { !versions[k][$0.file].lines[$0.index].isBlank }
        return lines.isEmpty
          ? 0
          : lines.allSatisfy { $0.file == 1 } && component.base.allSatisfy { $0.file == 0 }
            ? 1 : 2
      }
      let archiver: Int? =
        archivedOnly == [1, 0] ? 0 : archivedOnly == [0, 1] ? 1 : nil
      // The same lines on both sides, one in done.txt, the other still in todo.txt (completed
      // the same way, archived on one side only): archived, the furthest progress.
      var tasks = (0..<2).map { k in
        sideLines[k].filter { !versions[k][$0.file].lines[$0.index].isBlank }
      }
      let taskContents = (0..<2).map { k in
        tasks[k].map { versions[k][$0.file].lines[$0.index].content }.sorted()
      }
      let sameTasks: Int? =
        ambiguous || taskContents[0] != taskContents[1]
        ? nil : tasks[1].contains { $0.file == 1 } && !tasks[0].contains { $0.file == 1 } ? 1 : 0
      // Blank lines only (todo.sh leaves them in place of tasks; `archive` removes them):
      // never a conflict; the side with fewer keeps its line numbers' compaction.
      let blanksOnly =
        component.base.allSatisfy { base[$0.file].lines[$0.index].isBlank } && tasks[0].isEmpty
        && tasks[1].isEmpty
      let fewerBlanks: Int? =
        blanksOnly ? (sideLines[1].count < sideLines[0].count ? 1 : 0) : nil
      // One task that one side changed into one line, and the other into that very line with
      // more lines as close to the task beside it (which of them is the task, the alignment
      // cannot tell): the same change on both sides, and the other lines added there; taking
      // the side with more loses nothing either way.
      let sameChangeAndMore: Int? = {
        guard component.base.count == 1 else { return nil }
        let lines = (0..<2).map { k in
          tasks[k].map { [$0.file, versions[k][$0.file].lines[$0.index].content] }
        }
        for k in 0..<2
        where tasks[1 - k].count == 1 && tasks[k].count > 1 && lines[k].contains(lines[1 - k][0]) {
          return k
        }
        return nil
      }()
      // In git (``appendedLinesAreAdded``), a task gone from one side, which appended a line
      // with the very bytes the other side changed the task into in its place: the same
      // change, the task moved there too (`order N bottom`); kept once, in the changed place.
      // (Not where a line in the task's place makes it a conflict: the appended line stays.)
      var changedAlike: Int? = nil
      if appendedLinesAreAdded && component.base.count == 1
        && modifiedAndGone[component.base[0]] == nil
      {
        for k in 0..<2 where tasks[k].isEmpty && tasks[1 - k].count == 1 && changed[1 - k] {
          let line = tasks[1 - k][0]
          let content = versions[1 - k][line.file].lines[line.index].content
          if let again = addedLines[k][[line.file, content]]?.first(where: {
            !inRegion[k].contains($0)
          }) {
            inRegion[k].insert(again)
            changedAlike = 1 - k
          }
        }
      }
      var winner: Int? =
        changedAlike != nil
        ? changedAlike
        : !changed[1]
          ? 0
          : !changed[0]
            ? 1
            : !edited[1]
              ? 0
              : !edited[0]
                ? 1
                : !ambiguous && contents[0] == contents[1]
                  ? 0 : archiver ?? sameTasks ?? fewerBlanks ?? sameChangeAndMore
      // Both sides edited the task, one by archiving it, the other by deleting it: archived,
      // and said (the user may want to know it had been deleted there).
      var rewordedInPlace = false
      // A task replaced in place (modified) on one side, deleted, moved away or archived on
      // the other: a conflict region, the new line in its side's part.
      var modifiedConflict =
        component.base.count == 1 ? modifiedAndGone[component.base[0]] ?? [] : []
      if let archiver, edited[0], edited[1], winner == archiver,
        let line = tasks[archiver].first
      {
        // The deleting side's new line that may be the task reworded (a rewrite noted there).
        let other = 1 - archiver
        let rewrite = component.base.lazy.compactMap { rewriteOf[other][$0] }.first
        let reworded = rewrite.map { versions[other][$0.side.file].lines[$0.side.index].bytes }
        rewordedInPlace = rewrite?.inPlace ?? false
        if let rewrite, rewrite.inPlace, component.base.count == 1 {
          modifiedConflict = [(other, rewrite.side)]
        } else {
          archivedAndDeleted.append(
            .init(
              completed: versions[archiver][line.file].lines[line.index].bytes,
              archivedBy: archiver == 0 ? .ours : .theirs, reworded: reworded))
        }
      }
      if !modifiedConflict.isEmpty {
        // The blank line a `del` left stays where it is (the line numbers), out of the region.
        for k in 0..<2 {
          for ref in sideLines[k] where versions[k][ref.file].lines[ref.index].isBlank {
            place(k, ref)
          }
          sideLines[k].removeAll { versions[k][$0.file].lines[$0.index].isBlank }
        }
      }
      for (k, line) in modifiedConflict {
        sideLines[k] = (sideLines[k] + [line]).sorted()
        tasks[k] = (tasks[k] + [line]).sorted()
        inRegion[k].insert(line)
        winner = nil
      }
      if let winner {
        // A task completed on one side, moved as it was on the other (`add` puts a line at
        // the end), which also has that very completion line as a line it added: completed
        // there the same way and added again (a chore done and written down for next time);
        // the completion is kept once and the task added again stays. (Kept in its place
        // there, it is the task kept, beside a like task added and done.)
        let other = 1 - winner
        if eachSideHasItsOwnDone, changed[other], !edited[other], component.base.count == 1,
          tasks[winner].count == 1,
          let done = tasks[winner].first,
          facts.facts(versions[winner][done.file].lines[done.index]).completed,
          !facts.facts(base[component.base[0].file].lines[component.base[0].index]).completed,
          let again = addedLines[other][
            [done.file, versions[winner][done.file].lines[done.index].content]]?.first(where: {
              !inRegion[other].contains($0)
            })
        {
          inRegion[other].insert(again)
          for ref in sideLines[other] { place(other, ref) }
        }
        if component.base.count == 1, replaced.contains(component.base[0]),
          sideLines[winner].allSatisfy({ versions[winner][$0.file].lines[$0.index].isBlank })
        {
          continue
        }
        for ref in sideLines[winner] {
          // The blank line archiving left in todo.txt: the new line stands in its place.
          if rewordedInPlace && versions[winner][ref.file].lines[ref.index].isBlank { continue }
          place(winner, ref)
        }
        continue
      }
      let first = component.base[0]
      let firstLine = base[first.file].lines[first.index]
      // The region stands on the base line, in its file; but for a caller that writes one
      // file at a time (git), where both sides have the task only in the other file (both
      // archived it, differently), the region goes there, where ours has it: git may not
      // merge this file at all (the same on both sides, or changed on one), and the task's
      // lines would be in neither. Ours' blank lines left here stay.
      var regionFile = first.file
      var regionKey = [2 * first.index + 1, 0, 0]
      var regionEnding =
        firstLine.ending == .none ? base[first.file].preferredEnding : firstLine.ending
      let allTasks = tasks[0] + tasks[1]
      if regionsKeepToTheirFile, let other = allTasks.first?.file, other != first.file,
        allTasks.allSatisfy({ $0.file == other })
      {
        regionFile = other
        let k = tasks[0].isEmpty ? 1 : 0
        let anchor = tasks[k][0]
        regionKey = [sides[k].position[other][anchor.index], k, anchor.index]
        let line = versions[k][other].lines[anchor.index]
        regionEnding = line.ending == .none ? versions[k][other].preferredEnding : line.ending
        for ref in sideLines[0] where ref.file == first.file { place(0, ref) }
      }
      let regionLines = (0..<2).map { k in
        regionsKeepToTheirFile ? sideLines[k].filter { $0.file == regionFile } : sideLines[k]
      }
      // The archiving side's completed line stays in done.txt (for a caller writing one file
      // at a time): the region decides only whether the modified task stays open.
      if !modifiedConflict.isEmpty && regionsKeepToTheirFile {
        for k in 0..<2 {
          for ref in sideLines[k] where ref.file != regionFile { place(k, ref) }
        }
      }
      let region = Region(
        ours: regionLines[0].map { output(0, $0) },
        base: component.base.map { ref in
          let line = base[ref.file].lines[ref.index]
          return OutputLine(
            bytes: line.bytes, ending: line.ending, fallback: base[ref.file].preferredEnding)
        },
        theirs: regionLines[1].map { output(1, $0) }, ending: regionEnding)
      placed[regionFile].append((regionKey, .region(region)))
    }

    for (k, ref) in additions(sides, leavingOut: inRegion) { place(k, ref) }
    let files = placed.map { file in
      file.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.item)
    }
    return Outcome(
      files: files, archivedAndDeleted: archivedAndDeleted,
      replacedAndDeleted: replacedAndDeleted)
  }

  /// What each side's rewrites (a base line gone with a new line in its place, ``SideUnits``)
  /// come to where the other side deleted the task.
  private struct RewriteOutcome {
    /// Deleted on one side, a new line in its place on the other: both kept, said.
    var replacedAndDeleted: [ThreeWayMerge.ReplacedAndDeleted] = []
    /// Edited and archived on one side, deleted on the other: archived, said.
    var archivedAndDeleted: [ThreeWayMerge.ArchivedAndDeleted] = []
    /// The base lines whose new line stands in their place.
    var replaced = Set<MergeLineRef>()
    /// The tasks a side replaced in place (its new line) that the other side deleted or
    /// archived: conflict regions, the new line in its side's part (and not added apart).
    var modifiedAndGone: [MergeLineRef: [(side: Int, line: MergeLineRef)]] = [:]
  }

  /// ``RewriteOutcome`` of `sides`.
  private func rewriteOutcome(_ sides: [SideUnits], facts: MergeFactsTable) -> RewriteOutcome {
    let versions = [ours, theirs]
    // A task gone from one side with a new line in its place (which may be it rewritten),
    // deleted on the other side (or replaced there by another line): both sides' changes are
    // kept (the task gone, the new lines added) and said, as a rewrite would be a conflict.
    // The other side's blank line left for the task (`del`) is not kept: the new line stands
    // in its place.
    var outcome = RewriteOutcome()
    // Each side's new lines noted for a base line, by content: the same rewrite on both sides
    // is nothing to say.
    let rewritten = (0..<2).map { k in
      Dictionary(
        sides[k].rewrites.map { r in
          (r.base, [versions[k][r.side.file].lines[r.side.index].content])
        }, uniquingKeysWith: +)
    }
    for k in 0..<2 {
      for rewrite in sides[k].rewrites {
        let other = sides[1 - k].units[
          sides[1 - k].unitOfBase[rewrite.base.file][rewrite.base.index]]
        let replacement = versions[k][rewrite.side.file].lines[rewrite.side.index]
        let otherLines = other.side.filter { !versions[1 - k][$0.file].lines[$0.index].isBlank }
        let sameRewrite = rewritten[1 - k][rewrite.base]?.contains(replacement.content) ?? false
        guard other.base == [rewrite.base], otherLines.isEmpty, !sameRewrite else { continue }
        // A line replaced in place is the task modified: modified on one side and deleted (or
        // moved to another file) on the other is a conflict, whatever the words.
        // (Not a new line without the creation date the task had: another task.)
        let created = facts.facts(base[rewrite.base.file].lines[rewrite.base.index]).created
        if rewrite.inPlace && (created == nil || facts.facts(replacement).created == created) {
          outcome.modifiedAndGone[rewrite.base, default: []].append((k, rewrite.side))
          continue
        }
        // The new line stands in the task's place unless this side left a blank line there.
        let own = sides[k].units[sides[k].unitOfBase[rewrite.base.file][rewrite.base.index]]
        if rewrite.inPlace && own.side.isEmpty { outcome.replaced.insert(rewrite.base) }
        // A completed line new in done.txt: the task edited and archived there.
        if rewrite.base.file == 0 && rewrite.side.file == 1 {
          outcome.archivedAndDeleted.append(
            .init(completed: replacement.bytes, archivedBy: k == 0 ? .ours : .theirs))
          continue
        }
        outcome.replacedAndDeleted.append(
          .init(
            deleted: base[rewrite.base.file].lines[rewrite.base.index].bytes,
            replacement: replacement.bytes, replacedBy: k == 0 ? .ours : .theirs,
            inDone: rewrite.base.file == 1))
      }
    }
    return outcome
  }

  /// The lines each side added (of units with no base line), but for the ones `leavingOut`
  /// has (in a region): each where its side put it; a line of theirs equal to one ours added
  /// at the same place is kept once (in git, ``appendedLinesAreAdded``, the end of todo.txt,
  /// after every task a side kept, is one place whatever that side deleted before it), and so
  /// is a line both sides put in place of the same task (a rewrite, ``SideUnits/rewrites``,
  /// the same on both: the task edited the same way, which dropped what made it the task,
  /// such as its creation date), where ours put it.
  private func additions(
    _ sides: [SideUnits], leavingOut inRegion: [Set<MergeLineRef>]
  ) -> [(side: Int, line: MergeLineRef)] {
    let versions = [ours, theirs]
    var result: [(side: Int, line: MergeLineRef)] = []
    var oursAdded: [[Int]: Int] = [:]  // [file, position, content] → count
    // [base file, base index, file, content] of ours' rewrites → count.
    var oursRewrote: [[Int]: Int] = [:]
    for rewrite in sides[0].rewrites where !inRegion[0].contains(rewrite.side) {
      let line = ours[rewrite.side.file].lines[rewrite.side.index]
      oursRewrote[
        [rewrite.base.file, rewrite.base.index, rewrite.side.file, line.content], default: 0] += 1
    }
    var theirsRewrote: [MergeLineRef: [Int]] = [:]
    for rewrite in sides[1].rewrites {
      let line = theirs[rewrite.side.file].lines[rewrite.side.index]
      theirsRewrote[rewrite.side] = [
        rewrite.base.file, rewrite.base.index, rewrite.side.file, line.content,
      ]
    }
    for k in 0..<2 {
      for unit in sides[k].units where unit.base.isEmpty {
        for ref in unit.side where !inRegion[k].contains(ref) {
          let appended =
            appendedLinesAreAdded && ref.file == 0 && ref.index > sides[k].lastKept[0]
          let spot = [
            ref.file, appended ? Int.max : sides[k].position[ref.file][ref.index],
            versions[k][ref.file].lines[ref.index].content,
          ]
          if k == 1, let count = oursAdded[spot], count > 0 {
            oursAdded[spot] = count - 1
            continue
          }
          if k == 1, let rewrite = theirsRewrote[ref], let count = oursRewrote[rewrite], count > 0 {
            oursRewrote[rewrite] = count - 1
            continue
          }
          if k == 0 { oursAdded[spot, default: 0] += 1 }
          result.append((k, ref))
        }
      }
    }
    return result
  }

  /// The merge's tasks: the base lines that go together, because a unit of either side joins
  /// them (a task in conflict is whole units of both sides), each with the units of each side
  /// that hold them; and their order (the base's). Keyed by a root of ``DisjointSets``.
  private func tasks(
    _ sides: [SideUnits]
  ) -> (components: [Int: (base: [MergeLineRef], units: [Set<Int>])], order: [Int]) {
    var offset = [0]
    for f in base.indices { offset.append(offset[f] + base[f].lines.count) }
    var sets = DisjointSets(count: offset[base.count])
    for side in sides {
      for unit in side.units where unit.base.count > 1 {
        let first = offset[unit.base[0].file] + unit.base[0].index
        for ref in unit.base.dropFirst() { sets.union(first, offset[ref.file] + ref.index) }
      }
    }
    var components: [Int: (base: [MergeLineRef], units: [Set<Int>])] = [:]
    var order: [Int] = []
    for f in base.indices {
      for b in base[f].lines.indices {
        let root = sets.find(offset[f] + b)
        if components[root] == nil {
          components[root] = ([], [[], []])
          order.append(root)
        }
        components[root]!.base.append(MergeLineRef(file: f, index: b))
        for k in 0..<2 { components[root]!.units[k].insert(sides[k].unitOfBase[f][b]) }
      }
    }
    return (components, order)
  }

  /// Places a base line both sides kept, with the line ending a side changed it to.
  private func keep(
    _ ref: MergeLineRef, sides: [SideUnits], into placed: inout [[(key: [Int], item: Item)]]
  ) {
    let line = base[ref.file].lines[ref.index]
    let endings = [ours, theirs].enumerated().map { k, version in
      let side = sides[k].units[sides[k].unitOfBase[ref.file][ref.index]].side[0]
      return version[side.file].lines[side.index].ending
    }
    let ending = endings[0] != line.ending ? endings[0] : endings[1]
    placed[ref.file].append(
      (
        [2 * ref.index + 1, 0, 0],
        .line(
          OutputLine(bytes: line.bytes, ending: ending, fallback: ours[ref.file].preferredEnding))
      ))
  }
}
