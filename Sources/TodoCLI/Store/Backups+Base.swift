import TodoTxt

/// The kept versions as common ancestors for `merge-conflicts`.
extension Backups {
  /// A version of the todo file that a conflict copy may have started from.
  struct Ancestor {
    /// todo.txt's bytes as they were.
    var todo: [UInt8]
    /// When the command that followed them ran (seconds since the epoch, by todo's clock when
    /// its record has it, else the file's modification time then).
    var replacedAt: Int
    /// done.txt's size then, when a later command recorded appending to it (`nil`: no command
    /// of the history appended to it since).
    var doneSize: Int?
    /// done.txt's content hash then, as this machine's history has it (the command before the
    /// version, or the one that left it, watched it), when it does: the caller takes the start
    /// of done.txt as it is now for the base only when it has that hash.
    var doneThen: ContentHash? = nil
    /// Whether the copy is this machine's own version (Dropbox renames the local file to the
    /// copy and puts the other machine's in its place): the side the last command left.
    var copyIsLocal = false
    /// The lines (without endings) ``todo`` has more often than this machine's previous
    /// command left the file, when another program changed the file in between: they came
    /// with the sync client's download or from an editor here, which cannot be told apart.
    /// Empty when there was no such change or the version before it is not kept.
    var arrived: [[UInt8]: Int] = [:]
    /// Whether the machines' sync records prove it the common version (else it is the
    /// nearest by the scores).
    var known = false
    /// todo.txt as the first of this machine's commands since the copy was made found it (what
    /// this machine had then, with what arrived or an editor changed before that command), when
    /// one ran since (empty when its start is not known); `nil` when none did (the file as
    /// `merge-conflicts` reads it is then that version). A command ran since when it ran at or
    /// after the copy's moment, or saw the copy beside the file (``Version/copiesSeen``). A
    /// task added by a later command, such as the one that noticed the copy, is not in it: the
    /// other machine never had that one.
    var atCopy: [UInt8]? = nil
  }

  /// The version of the todo file that the conflict copy `copy` and the file as it is now,
  /// `current`, most likely both descend from: the last version the two machines shared.
  /// `nil` when the history has none from before `moment` (or cannot be read), or when it
  /// cannot tell which side is this machine's.
  ///
  /// The candidates are the versions this machine's commands started from: the file each
  /// rewrite replaced (kept whole), and the file before each append, which is a later version
  /// with exactly the appended bytes taken off its end (from the copy and from the file as
  /// they are now: one of them is this machine's newest version, the other the other
  /// machine's). Walking this machine's history forward, each change the other machine's
  /// version also has brings the versions nearer to it, and each change it has not takes them
  /// away: the shared version is the one nearest the other machine's (the side, copy or file,
  /// that the last command did not leave), counting each task that differs (by
  /// ``TaskKey``: a task the other machine completed or reprioritized is still
  /// there, and so is one its done.txt has, archived; one added again without its creation
  /// date is not) and each line that differs once. Of equal ones, the one nearer by
  /// priorities (a task prioritized here that the other machine has with that priority and
  /// edited otherwise), then the oldest wins: a newer one may hold a change of this machine
  /// the other never had, which would read as the other machine undoing it (but for a newer
  /// one that only added lines to the oldest, some of which both sides have: the other
  /// machine had it). None is older than the result of the
  /// last `merge-conflicts` (``Version/shared``): the sync client uploaded it, so both machines
  /// had it, whatever the line counts say (a machine whose own merge went astray can be nearer
  /// an old version than the one it shared). Only versions that existed before
  /// `moment` count: a command's starting version from the command before it on; and none
  /// that has no line in common with the other side.
  ///
  /// - Parameters:
  ///   - moment: The time the conflict copy was made, seconds since the epoch.
  ///   - doneFile: done.txt's path, to find its size then in the later versions' records.
  ///   - copy: The conflict copy of todo.txt.
  ///   - current: todo.txt as it is now.
  ///   - copyDone: The conflict copy of done.txt, when there is one.
  ///   - currentDone: done.txt as it is now.
  ///   - known: What the machines' sync records prove (``SyncLineage/base(copy:current:)``):
  ///     when this machine's history has the content of one of its candidates, that version is
  ///     the common one, and nothing is scored.
  func ancestor(
    before moment: Int, doneFile: String, copy: [UInt8], current: [UInt8],
    copyDone: [UInt8]? = nil, currentDone: [UInt8] = [], known: SyncLineage.Base? = nil,
    copyName: String? = nil
  ) -> Ancestor? {
    guard let numbers = try? numbers() else { return nil }
    var versions: [(number: Int, version: Version)] = []
    for number in numbers {
      if let recorded = self.version(number), recorded.file == nil {
        versions.append((number, recorded))
      }
    }
    let history = History(versions: versions, file: { self.read($0) })
    return Backups.ancestor(
      in: history, before: moment, done: System.realPath(doneFile), copy: copy, current: current,
      copyDone: copyDone, currentDone: currentDone, known: known, copyName: copyName)
  }

  /// This machine's kept versions of the todo file as the common-version choice reads them:
  /// each command's record, oldest first, and the files kept with them by name (`N.txt`, the
  /// file a command started from; `N.left`, the one it left), which ``Backups`` reads from its
  /// folder on demand and a test gives from memory.
  struct History {
    /// The records, oldest first (the todo file's only).
    var versions: [(number: Int, version: Version)]
    /// A kept file's bytes by name, `nil` when it is not kept.
    var file: (String) -> [UInt8]?
  }

  /// ``ancestor(before:doneFile:copy:current:copyDone:currentDone:known:)`` on `history`, with
  /// no disk: `done` is done.txt's real path, as the records name it.
  static func ancestor(
    in history: History, before moment: Int, done: String, copy: [UInt8], current: [UInt8],
    copyDone: [UInt8]? = nil, currentDone: [UInt8] = [], known: SyncLineage.Base? = nil,
    copyName: String? = nil
  ) -> Ancestor? {
    let versions = history.versions
    let read = history.file
    let copyLines = Backups.lineCounts(copy)
    let currentLines = Backups.lineCounts(current)
    // Newest first: each start walks back through the history. A start rebuilt by taking
    // appended bytes off is the same bytes cut shorter, its line counts less those bytes'
    // (no copy of a large file per version).
    var starts: [Start?] = [
      Start(bytes: copy, end: copy.count, lines: copyLines),
      Start(bytes: current, end: current.count, lines: currentLines),
    ]
    func start(_ bytes: [UInt8]) -> Start {
      Start(bytes: bytes, end: bytes.count, lines: Backups.lineCounts(bytes))
    }
    // `key` orders them: 2 × index for the version a command started from, one more for the
    // one it left.
    var candidates: [(index: Int, key: Int, todo: ArraySlice<UInt8>, lines: [Line: Int])] = []
    func same(_ a: ArraySlice<UInt8>, _ b: some Collection<UInt8>) -> Bool {
      a.count == b.count && a.elementsEqual(b)
    }
    // The versions the sync records name as the common one, by hash: the newest kept version
    // of each (the walk goes from the newest back).
    let wanted = Set(known?.candidates ?? [])
    let wantedSizes = Set(wanted.map(\.size))
    var found: [ContentHash: (index: Int, key: Int, todo: [UInt8])] = [:]
    // The start of the oldest command from the moment on (the walk goes back to it); on the
    // file's chain (the last of `starts`), or kept whole.
    var atCopy: Start?
    var commandSinceCopy = false
    func offer(_ todo: ArraySlice<UInt8>, index: Int, key: Int) {
      guard wantedSizes.contains(todo.count) else { return }
      let hash = ContentHash(Array(todo))
      if wanted.contains(hash) && found[hash] == nil { found[hash] = (index, key, Array(todo)) }
    }
    func consider(_ version: Start, index: Int, key: Int) {
      // Either side itself is no candidate, nor a version with the same lines (blank lines
      // and line endings aside): as the base it would read as that side changing nothing
      // (both changed, or there would be no copy), and every change of the other side would
      // win.
      let todo = version.todo
      guard
        !same(todo, copy) && !same(todo, current)
          && !candidates.contains(where: { same($0.todo, todo) })
      else { return }
      guard version.lines != copyLines && version.lines != currentLines else { return }
      candidates.append((index, key, todo, version.lines))
    }
    for index in versions.indices.reversed() {
      let (number, version) = versions[index]
      // Another program changed the file between the command before and this one: what that
      // command left is not this one's start with appended bytes taken off.
      let changedBetween = index > 0 && version.before != versions[index - 1].version.after
      defer { if changedBetween { starts = starts.map { _ in nil } } }
      // A command from the copy's time on, or one that saw the copy beside the file (the other
      // machine's clock may be ahead of this one's).
      let sinceCopy = version.at >= moment || copyName.map(version.copiesSeen.contains) ?? false
      if sinceCopy {
        commandSinceCopy = true
        atCopy = nil
      }
      var befores: [Start] = []
      // The version the command left, when it is kept (a small file): a sync client may have
      // uploaded it before another program changed it here.
      var left: [UInt8]?
      if version.appendedFrom != nil, let kept = read(String(number) + ".txt") {
        // An append to a small file keeps the file it appended to.
        starts = [start(kept)]
        befores = [start(kept)]
        if let appended = version.appended, version.appendedFrom == kept.count {
          left = kept + appended
        }
      } else if let from = version.appendedFrom {
        if from == version.after.size {
          // Only other files changed: the todo file is what it was.
          befores = starts.compactMap { $0 }
        } else if let appended = version.appended {
          let appendedLines = Backups.lineCounts(appended)
          starts = starts.map { $0?.withoutEnd(appended, lines: appendedLines) }
          befores = starts.compactMap { $0 }
        } else {
          // A record from before the appended bytes were kept: the chain ends here.
          starts = [nil, nil]
          continue
        }
      } else if let kept = read(String(number) + ".txt") {
        starts = [start(kept)]
        befores = [start(kept)]
        left = read(String(number) + ".left")
      } else {
        starts = [nil]
      }
      if sinceCopy {
        atCopy = befores.count == 1 ? befores.first : starts.last ?? nil
      }
      if let left {
        offer(left[...], index: index, key: 2 * index + 1)
        if version.at < moment { consider(start(left), index: index, key: 2 * index + 1) }
      }
      for before in befores { offer(before.todo, index: index, key: 2 * index) }
      // A command's starting version existed from the command before it on: it is a
      // candidate when that was before the copy was made (the oldest, when it was).
      let since = index > 0 ? versions[index - 1].version : version
      guard since.at < moment else { continue }
      for before in befores { consider(before, index: index, key: 2 * index) }
    }
    if let known,
      let base = knownBase(
        known, found: found, versions: versions, copy: copy,
        current: current, moment: moment, doneFile: done)
    {
      return base
    }
    // The result of the last `merge-conflicts` is a version both machines had (the sync
    // client uploads it): the shared version is no older than it.
    if let floor = versions.lastIndex(where: { $0.version.shared }),
      candidates.contains(where: { $0.key > 2 * floor })
    {
      candidates.removeAll { $0.key <= 2 * floor }
    }
    // The copy is a version this machine's own command left, and another program put a
    // version in place after it (the sync client's swap, then this machine's commands on
    // top): the copy is this machine's side, whatever the last command left, and the shared
    // version is no newer than the copy (a version from after the swap is the other
    // machine's).
    let copyHash = ContentHash(copy)
    var copyIsOwnBeforeSwap = false
    if let own = versions.lastIndex(where: { $0.version.hash == copyHash }),
      versions.indices.contains(where: {
        $0 > own && versions[$0].version.before != versions[$0 - 1].version.after
      })
    {
      copyIsOwnBeforeSwap = true
      candidates.removeAll { $0.key > 2 * own + 1 }
    }
    guard let newest = candidates.first else { return nil }
    // This machine's side is the one its last command left (by content), else the one nearer
    // the newest candidate; the shared version is the one nearest the other side. When both
    // are as near (an editor changed this machine's side after its last command as much as
    // the other machine changed its own), there is no telling which is which: no base, and
    // the merge removes nothing.
    let left = versions.last?.version.hash
    let copyIsLocal: Bool
    if copyIsOwnBeforeSwap || left == copyHash {
      copyIsLocal = true
    } else if let left, ContentHash(current) == left {
      copyIsLocal = false
    } else {
      let newestLines = newest.lines
      let (toCopy, toCurrent) = (
        Backups.difference(newestLines, copyLines), Backups.difference(newestLines, currentLines)
      )
      guard toCopy != toCurrent else { return nil }
      copyIsLocal = toCopy < toCurrent
    }
    let other = copyIsLocal ? currentLines : copyLines
    // Each task that differs and each line that differs count once: an edit of a task (its
    // completion, its priority; the same task: TaskIdentity without the header, `pri:` and
    // the dates) is two lines, a task added or deleted a line and a task, a task reworded two
    // of each. A version without a task the other side completed is as near by this count
    // as one with it, and the priorities tell them apart. (Counting tasks twice made a
    // version with a line an editor added here look shared when the other machine's done.txt
    // had that task archived.)
    // Each distinct line's task, numbered once (hashing a TaskIdentity's strings for every
    // line of every version was most of the time on a large file).
    var taskNumbers: [TaskKey: Int] = [:]
    var identities: [Line: Int] = [:]
    func taskNumber(_ line: Line) -> Int {
      if let known = identities[line] { return known }
      let task = TaskKey(line: line.bytes)
      let identity = taskNumbers[task] ?? taskNumbers.count
      taskNumbers[task] = identity
      identities[line] = identity
      return identity
    }
    func tasks(_ lines: [Line: Int]) -> [Int: Int] {
      var counts: [Int: Int] = [:]
      for (line, count) in lines { counts[taskNumber(line), default: 0] += count }
      return counts
    }
    var otherTasks = tasks(other)
    // A task the other side completed and archived is still its task: a version from before
    // it was added lacks it there too (else the oldest versions, with fewer tasks, would look
    // nearer a side that archived many).
    let otherDone = copyIsLocal ? currentDone : copyDone ?? currentDone
    if !otherDone.isEmpty {
      var archived = tasks(Backups.lineCounts(otherDone))
      for (task, count) in otherTasks { archived[task] = max(0, (archived[task] ?? 0) - count) }
      otherTasks.merge(archived.filter { $0.value > 0 }) { $0 + $1 }
    }
    // Of versions as near by tasks and lines, the one nearer by priorities: a task this
    // machine prioritized that the other side has with that priority (and edited otherwise)
    // was shared prioritized.
    func prioritized(_ lines: [Line: Int]) -> [Int: Int] {
      var counts: [Int: Int] = [:]
      for (line, count) in lines {
        let priority = line.bytes.withUnsafeBufferPointer { TodoLine($0).leadingPriority?.ascii }
        counts[taskNumber(line) &* 256 &+ Int(priority ?? 0), default: 0] += count
      }
      return counts
    }
    let otherPrioritized = prioritized(other)
    // The lines both sides have (counted): each came from a version both had, unless both
    // machines wrote the very same line (see below).
    var shared: [Line: Int] = [:]
    for (line, count) in copyLines {
      let inBoth = min(count, currentLines[line] ?? 0)
      if inBoth > 0 { shared[line] = inBoth }
    }
    var scored:
      [(score: Int, fine: Int, key: Int, index: Int, todo: ArraySlice<UInt8>, lines: [Line: Int])] =
        []
    let otherCount = other.values.reduce(0, +)
    for (index, key, todo, lines) in candidates {
      let lineScore = Backups.difference(lines, other)
      // A version with no line in common with the other side is no ancestor of it that can
      // be told: taking it would read every line of it as deleted there.
      let count = lines.values.reduce(0, +)
      if count > 0 && lineScore == count + otherCount { continue }
      let score = Backups.difference(tasks(lines), otherTasks) + lineScore
      let fine = Backups.difference(prioritized(lines), otherPrioritized)
      scored.append((score, fine, key, index, todo, lines))
    }
    guard let oldest = scored.min(by: { ($0.score, $0.fine, $0.key) < ($1.score, $1.fine, $1.key) })
    else { return nil }
    // Of versions as near, a newer one that only added lines to the oldest, some of which
    // both sides have, is the one the other machine had: those lines were first written here
    // after the oldest (same-second adds made the oldest of equals lack a task both sides
    // have, and the other machine's deletion read as a task it never had). One that changed
    // or removed a line of it may hold a change the other machine never had: not taken.
    func lacking(_ lines: [Line: Int]) -> Int {
      shared.reduce(0) { $0 + max(0, $1.value - (lines[$1.key] ?? 0)) }
    }
    let best =
      scored.filter { candidate in
        candidate.score == oldest.score && candidate.fine == oldest.fine
          && candidate.key >= oldest.key
          && oldest.lines.allSatisfy { candidate.lines[$0.key] ?? 0 >= $0.value }
      }.min { (lacking($0.lines), $0.key) < (lacking($1.lines), $1.key) } ?? oldest
    var doneSize: Int?
    for (_, later) in versions[best.index...] {
      for side in later.sideAppends where side.path == done {
        doneSize = min(doneSize ?? side.before, side.before)
      }
    }
    let chosen = versions[best.index].version
    var arrived: [[UInt8]: Int] = [:]
    // The version a command started from, after another program changed what the command
    // before it left: the lines that change brought, when that command's result is kept.
    if best.key % 2 == 0, best.index > 0,
      chosen.before != versions[best.index - 1].version.after,
      let previous = leftVersion(of: versions[best.index - 1], in: history)
    {
      let before = Backups.lineCounts(previous)
      for (line, count) in Backups.lineCounts(Array(best.todo)) where count > before[line] ?? 0 {
        arrived[Array(line.bytes)] = count - (before[line] ?? 0)
      }
    }
    return Ancestor(
      todo: Array(best.todo), replacedAt: chosen.at, doneSize: doneSize,
      doneThen: doneHash(versions, index: best.index, key: best.key, done: done),
      copyIsLocal: copyIsLocal, arrived: arrived,
      atCopy: commandSinceCopy ? atCopy.map { Array($0.todo) } ?? [] : nil)
  }

  /// The common version the sync records prove (`known`), from the versions of this machine's
  /// history the walk found by their hash (`found`) or either side itself; `nil` when none of
  /// the candidates' content is here, or the records do not tell which side is this
  /// machine's and the history does not either.
  private static func knownBase(
    _ known: SyncLineage.Base, found: [ContentHash: (index: Int, key: Int, todo: [UInt8])],
    versions: [(number: Int, version: Version)], copy: [UInt8], current: [UInt8], moment: Int,
    doneFile done: String
  ) -> Ancestor? {
    let (copyHash, currentHash) = (ContentHash(copy), ContentHash(current))
    for candidate in known.candidates {
      let todo: [UInt8]
      var index: Int?
      if let kept = found[candidate] {
        todo = kept.todo
        index = kept.index
      } else if candidate == copyHash {
        todo = copy
      } else if candidate == currentHash {
        todo = current
      } else {
        continue
      }
      // This machine's side: as the records say, else the side its last command left.
      let left = versions.last?.version.hash
      guard
        let copyIsLocal = known.copyIsLocal
          ?? (left == copyHash ? true : left == currentHash ? false : nil)
      else { return nil }
      var doneSize: Int?
      if let index {
        for (_, later) in versions[index...] {
          for side in later.sideAppends where side.path == done {
            doneSize = min(doneSize ?? side.before, side.before)
          }
        }
      }
      let replacedAt =
        index.map { versions[$0].version.at }
        ?? versions.last { $0.version.hash == candidate }?.version.at ?? moment
      let doneThen = index.flatMap { index in
        found[candidate].flatMap { doneHash(versions, index: index, key: $0.key, done: done) }
      }
      return Ancestor(
        todo: todo, replacedAt: replacedAt, doneSize: doneSize, doneThen: doneThen,
        copyIsLocal: copyIsLocal, known: true)
    }
    return nil
  }

  /// done.txt's content hash (real path `done`) as this machine had it with the version `key`
  /// of command `index` (even: the one it started from, as the command before left done.txt;
  /// odd: the one it left), when the history watched it then.
  private static func doneHash(
    _ versions: [(number: Int, version: Version)], index: Int, key: Int, done: String
  ) -> ContentHash? {
    let command = key % 2 == 0 ? index - 1 : index
    guard versions.indices.contains(command) else { return nil }
    return versions[command].version.watched.first { $0.path == done }?.hash
  }

  /// The todo file as the command of `entry` left it, when it is kept: a small file's append
  /// (the file before it and the bytes appended) or rewrite (`N.left`).
  private static func leftVersion(
    of entry: (number: Int, version: Version), in history: History
  ) -> [UInt8]? {
    let read = history.file
    let (number, version) = entry
    if let from = version.appendedFrom {
      guard let kept = read(String(number) + ".txt"), let appended = version.appended,
        from == kept.count
      else { return nil }
      return kept + appended
    }
    return read(String(number) + ".left")
  }

  /// A version of the file as one of the chains ``ancestor(before:doneFile:copy:current:)``
  /// walks back: the first `end` bytes of `bytes`, and their line counts.
  struct Start {
    var bytes: [UInt8]
    var end: Int
    var lines: [Line: Int]

    var todo: ArraySlice<UInt8> { bytes[..<end] }

    /// This version before an append of `appended` (whose line counts are `appendedLines`),
    /// or `nil` when it does not end with those bytes.
    func withoutEnd(_ appended: [UInt8], lines appendedLines: [Line: Int]) -> Start? {
      guard end >= appended.count, bytes[(end - appended.count)..<end].elementsEqual(appended)
      else { return nil }
      var result = self
      result.end = end - appended.count
      for (line, count) in appendedLines {
        guard let had = result.lines[line], had >= count else {
          // Not the lines counted (the bytes before join the first appended line): count
          // the shorter version afresh.
          result.lines = Backups.lineCounts(Array(result.todo))
          return result
        }
        result.lines[line] = had == count ? nil : had - count
      }
      return result
    }
  }

  /// A line's bytes as a dictionary key, hashed in one call rather than byte by byte (a
  /// merge compares up to a hundred versions of a file of 100,000 lines).
  struct Line: Hashable {
    var bytes: ArraySlice<UInt8>

    func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (a: Line, b: Line) -> Bool { sameBytes(a.bytes, b.bytes) }
  }

  /// How many times each line's text (its ending and blank lines left out) is in `bytes`.
  static func lineCounts(_ bytes: [UInt8]) -> [Line: Int] {
    var counts: [Line: Int] = [:]
    for var line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      if line.last == 0x0D { line = line.dropLast() }
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      counts[Line(bytes: line), default: 0] += 1
    }
    return counts
  }

  /// How many lines one of two files has that the other has not (each extra copy of a line
  /// counts).
  static func difference<Key: Hashable>(_ a: [Key: Int], _ b: [Key: Int]) -> Int {
    var total = 0
    for (line, count) in a { total += abs(count - (b[line] ?? 0)) }
    for (line, count) in b where a[line] == nil { total += count }
    return total
  }
}
