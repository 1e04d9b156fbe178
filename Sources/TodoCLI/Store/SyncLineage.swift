/// Where the versions of todo.txt came from, as the machines sharing a folder recorded it: the
/// value `merge-conflicts` finds the common version of a conflict copy in, by content hash.
///
/// Each machine that runs todo keeps a record in the synced folder (``SyncRecord``): for each
/// version of todo.txt that one of its commands wrote, the version (or versions, for a merge)
/// it was written from. Put together, the records are a graph of versions whose edges are
/// facts: a command read its parent and wrote its child. The common version of a copy and the
/// file is their nearest common ancestor in that graph: both machines had it (each side was
/// written from it, command by command). A version that arrived from a program that records
/// nothing (a phone's editor, another app) has no parent here: the graph then proves less, and
/// ``base(copy:current:)`` says nothing rather than guess.
///
/// No disk: the records are read by ``SyncRecord``, and the base's content is taken from this
/// machine's own history (``Backups``), never from a record.
struct SyncLineage: Equatable {
  /// One record entry: a version a command wrote and the versions it was written from, or a
  /// version a command found in place of the one this machine had (`replaced`), written by a
  /// program that records nothing (an editor, or another machine's, delivered by the sync
  /// client). A found version has no parent here: taking the version its finder had for one
  /// (an editor's change there) was wrong as often as not (the sync client delivers other
  /// machines' editors' changes too), and a wrong base loses tasks; it only tells that the
  /// machine had it.
  struct Entry: Equatable {
    var version: ContentHash
    var parents: [ContentHash]
    var replaced: ContentHash? = nil
  }

  /// This machine's entries, oldest first.
  var own: [Entry]
  /// The other machines' entries (each record's, oldest first).
  var others: [[Entry]]

  /// The common version of `copy` and `current`, as far as the records prove it.
  struct Base: Equatable {
    /// The versions that may be the common one, best first: of the common ancestors this
    /// machine had (or either side itself), the nearest (none an ancestor of another), the
    /// one it had last first. The caller takes the first whose content it has.
    var candidates: [ContentHash]
    /// Whether the copy is this machine's side: `true` when only this machine's commands
    /// wrote the copy's versions since the base and another machine wrote one of the file's
    /// (Dropbox renamed this machine's file to the copy), `false` for the reverse, `nil` when
    /// the records do not tell.
    var copyIsLocal: Bool?
  }

  /// The most common versions weighed as the base (the ones this machine had last).
  static let consideredCandidates = 16

  /// The common version of the conflict copy `copy` and the file `current` (their content
  /// hashes); `nil` when the records know no version both descend from.
  func base(copy: ContentHash, current: ContentHash) -> Base? {
    var parents: [ContentHash: Set<ContentHash>] = [:]
    for entry in ([own] + others).joined() {
      for parent in entry.parents where parent != entry.version {
        parents[entry.version, default: []].insert(parent)
      }
    }
    func ancestors(_ start: ContentHash) -> Set<ContentHash> {
      var seen: Set<ContentHash> = [start]
      var queue = [start]
      while let next = queue.popLast() {
        for parent in parents[next] ?? [] where seen.insert(parent).inserted {
          queue.append(parent)
        }
      }
      return seen
    }
    let fromCopy = ancestors(copy)
    let fromCurrent = ancestors(current)
    let common = fromCopy.intersection(fromCurrent)
    // Only a version this machine had can be the base (its content comes from this machine's
    // own history), or either side itself: the ones it had last (its record's order) first,
    // and no more than ``consideredCandidates`` (a hostile record can make thousands common,
    // and each is walked below).
    var lastHad: [ContentHash: Int] = [:]
    for (index, entry) in own.enumerated() {
      for version in [entry.version] + entry.parents { lastHad[version] = index }
    }
    let had = common.filter { lastHad[$0] != nil || $0 == copy || $0 == current }.sorted {
      let (a, b) = (lastHad[$0] ?? -1, lastHad[$1] ?? -1)
      return a != b ? a > b : ($0.size, $0.first, $0.second) < ($1.size, $1.first, $1.second)
    }.prefix(SyncLineage.consideredCandidates)
    guard !had.isEmpty else { return nil }
    // The nearest: a common ancestor of another common ancestor is further. (A version can
    // come back, a task added and deleted again: then two are each other's ancestors, and
    // neither is left out for it.)
    var lineages: [ContentHash: Set<ContentHash>] = [:]
    for version in had { lineages[version] = ancestors(version) }
    let candidates = had.filter { version in
      !had.contains { other in
        other != version && lineages[other]!.contains(version)
          && !lineages[version]!.contains(other)
      }
    }
    // Which side is this machine's: the one whose versions since the base this machine's
    // commands wrote, all of them, when another machine (or a program that records nothing)
    // wrote one of the other side's.
    let writtenHere = Set(own.filter { !$0.parents.isEmpty }.map(\.version))
    let shared = candidates.reduce(into: Set<ContentHash>()) { $0.formUnion(lineages[$1]!) }
    func foreign(_ side: Set<ContentHash>) -> Bool {
      side.contains { !shared.contains($0) && !writtenHere.contains($0) }
    }
    let (copyForeign, currentForeign) = (foreign(fromCopy), foreign(fromCurrent))
    let copyIsLocal: Bool? = copyForeign == currentForeign ? nil : currentForeign
    return Base(candidates: candidates, copyIsLocal: copyIsLocal)
  }
}
