import TodoLocalization
import TodoTxt

// MARK: - merge-conflicts

extension MergeConflictsAction {
  /// One merge of `merge-conflicts`: the other machine's copy of todo.txt, of done.txt made at
  /// the same time (the same client's name apart from the file's), or both.
  struct ConflictCopyGroup {
    var todo: String?
    var done: String?
    /// When the copy was made, seconds since the epoch (see ``copyMoment(_:of:)``).
    var moment: Int?
  }

  /// `todo merge-conflicts`: merges the sync conflict copies of todo.txt and done.txt (see
  /// ``TaskStore/conflictCopies()``) into the files, in one transaction (one `revert` step), and moves
  /// each copy out of the synced folder to `${XDG_STATE_HOME:-~/.local/state}/todo/conflicts/
  /// <time>/`.
  ///
  /// Each copy of todo.txt is merged by ``ConflictCopyMerge``, three-way with the version of
  /// this machine's history that the copy and the file most likely both descend from
  /// (``Backups/ancestor(before:doneFile:copy:current:)``) as the common ancestor, or by the
  /// two-way rules when there is none; what happened to each task is printed, conflicts with
  /// both versions.
  ///
  /// A copy arrived through the synced folder and may be hostile: each copy is read only once
  /// no other program writes it (``WriterProbe``, as todo.txt is waited for; after
  /// `TODOTXT_LOCK_TIMEOUT` the command refuses, naming the copy, and nothing changed), and
  /// its lines that must not reach the files are left out, one line each in the report (see
  /// ``mergeableCopy(_:)``). A copy with lines left out is merged without a base, so it can add
  /// tasks but never remove one. The copies, left-out lines included, are stashed as any other.
  func mergeConflicts(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let copies = store.conflictCopySources()
    guard !copies.isEmpty else { throw CLIError(message: l(.mergeNothing)) }
    try store.refuseDoneFileIsTodoFile()
    // Stashed copies hold tasks: they go to a private folder (see PrivateFolder), made and
    // checked before anything is merged.
    let root = Backups.stateRoot(environment)
    let away = root + "/conflicts/" + clock.reportTimestamp
    let stash = try PrivateFolder.make(away, from: root)
    let groups = conflictCopyGroups(copies)
    let backups = Backups(for: settings.todoFile, environment: environment)
    // Refused up front past what it merges in reasonable time and memory: every line of each
    // input is held and compared.
    let total = ([settings.todoFile, settings.doneFile] + copies.map(\.copy)).reduce(0) {
      $0 + (TodoFile(path: $1).size() ?? 0)
    }
    if total > Self.largestMerge {
      throw CLIError(
        message: l(
          .mergeTooLarge, String(Self.largestMerge >> 20), String((total + (1 << 20) - 1) >> 20)))
    }
    // The copies, todo.txt and done.txt are read and merged before the lock is taken: a large
    // copy does not hold other commands up. Under the lock the merge stands only while both
    // files are still as read; else it is done again there, on the files as they are.
    // A copy the sync client is still writing is waited for, as todo.txt is.
    for (copy, _) in copies { try store.writers.awaitWriters(ofUntrusted: copy) }
    var doneFile = TodoFile(path: settings.doneFile)
    doneFile.confinement = store.sessionConfinement(for: settings.doneFile)
    var todoFile = TodoFile(path: settings.todoFile)
    todoFile.confinement = store.sessionConfinement(for: settings.todoFile)
    let todoRead = try todoFile.read()
    let doneRead = try doneFile.read()
    let recordRead = SyncRecord.forFolder(
      System.dirName(settings.todoFile), enabled: settings.syncRecord, environment: environment)
    var merged = try merge(
      groups, into: TodoList(bytes: todoRead), done: doneRead, lineage: recordRead?.lineage(),
      backups: backups)
    FaultPlan.current?.afterMergeRead?()
    var mergeSession: EditSession?
    try store.withSession { session in
      mergeSession = session
      session.writesSharedVersion = true
      try session.load()
      // done.txt is read under the lock, and only appended to.
      let doneBytes = try doneFile.read()
      if session.loadedBytes != todoRead || doneBytes != doneRead {
        merged = try merge(
          groups, into: session.list, done: doneBytes, lineage: session.syncRecord()?.lineage(),
          backups: backups)
      }
      session.list = merged.list
      session.transcript.append(merged.transcript)
      session.mergedCopies += merged.mergedCopies
      if !merged.appended.isEmpty {
        try session.append(
          lines: merged.appended, to: settings.doneFile, fallback: merged.doneEnding)
      }
    }
    let versions = merged.versions
    // The copies leave the synced folder only after the merge is written, and only the
    // version merged: one the sync client changed meanwhile stays for the next merge.
    var stashedCopies: [Backups.StashedCopy] = []
    defer {
      // The merge's `revert` step puts them back.
      if let number = mergeSession?.recordedNumber, !stashedCopies.isEmpty,
        var version = backups.version(number)
      {
        version.stashedCopies = stashedCopies
        backups.commit(number, version)
      }
    }
    for (copy, _) in copies {
      let name = System.baseName(copy)
      guard let version = versions[Array(copy.utf8)] else {
        output.error(l(.mergeCopyChanged, PathBytes.printable(copy)))
        continue
      }
      // A copy of the same name stashed in the same second is not overwritten.
      var stashed = name
      var attempt = 1
      while stash.contains(stashed) {
        attempt += 1
        stashed = String(attempt) + "-" + name
      }
      switch try stash.move(from: copy, as: stashed, ifStill: version) {
      case .moved(let permissions):
        output.line(l(.mergeMoved, PathBytes.printable(away + "/" + stashed)))
        stashedCopies.append(
          .init(stash: away + "/" + stashed, original: copy, permissions: permissions))
      case .changed: output.error(l(.mergeCopyChanged, PathBytes.printable(copy)))
      case .keptChanged:
        output.error(
          l(
            .mergeCopyChangedKept, PathBytes.printable(copy),
            PathBytes.printable(away + "/" + stashed)))
      }
    }
    return merged.leftToDecide ? 1 : 0
  }

  /// What merging the copies comes to: todo.txt (``list``), what is said, the lines for
  /// done.txt, and each copy as it was read.
  struct Merged {
    var list: TodoList
    var transcript = Transcript()
    /// The lines to append to done.txt, each without its line ending.
    var appended: [[UInt8]] = []
    /// The line ending they get when done.txt has none yet.
    var doneEnding = TodoList.LineEnding.lf
    /// The content of each copy of todo.txt as it arrived (the sync records know it so).
    var mergedCopies: [ContentHash] = []
    /// Each copy as it was read: only that version is moved away once merged. Keyed by the
    /// path's bytes: two copies whose names are canonically equivalent are two files.
    var versions: [[UInt8]: PrivateFolder.ReadVersion] = [:]
    /// Whether the merge left a task for the user to decide (kept on a guessed base): exit 1.
    var leftToDecide = false
  }

  /// Merges each group of copies into `list` (todo.txt as read) and `doneBytes` (done.txt as
  /// read), with the common version `lineage` proves or this machine's history suggests.
  ///
  /// - Throws: ``FileError`` when a copy cannot be read; ``CLIError`` from the merge.
  private func merge(
    _ groups: [ConflictCopyGroup], into list: TodoList, done doneBytes: [UInt8],
    lineage: SyncLineage?, backups: Backups
  ) throws -> Merged {
    var merged = Merged(list: list)
    var done = TodoList(bytes: doneBytes)
    // todo.txt before any copy is merged: what this machine had when a copy was made, when no
    // command of its history ran since (the copies merged before it are not).
    let asRead = list.serialized()
    for group in groups {
      let names = [group.todo, group.done].compactMap { $0 }.map(PathBytes.printable)
        .joined(separator: l(.listSeparator))
      let targets = [
        group.todo.map { _ in settings.todoFile }, group.done.map { _ in settings.doneFile },
      ].compactMap { $0 }.joined(separator: l(.listSeparator))
      merged.transcript.line(l(.mergeFrom, names, targets))
      var leftOut = false
      // The todo.txt copy's content as it arrived, by which the sync records know it.
      var copyHash: ContentHash?
      func mergeable(_ path: String) throws -> [UInt8] {
        // A regular file with no other link, as when it was found (it may have been swapped
        // since for a link to a file of the user's).
        var file = TodoFile(path: path, followsLinks: false)
        file.unlinkedOnly = true
        let (bytes, signature) = try file.readWithSignature()
        if let signature {
          merged.versions[Array(path.utf8)] = PrivateFolder.ReadVersion(
            signature: signature, hash: FNV1a.hash(bytes))
        }
        if let todo = group.todo, path.utf8.elementsEqual(todo.utf8) {
          copyHash = ContentHash(bytes)
        }
        let copy = Self.mergeableCopy(bytes)
        leftOut = leftOut || !copy.leftOut.isEmpty
        // A line left out that neither file has is in the stashed copy only: the user decides
        // what becomes of it (one the files have already is not lost).
        if !copy.leftOut.isEmpty {
          let whole = TodoList(bytes: bytes)
          let here = Set(
            merged.list.lineNumbers.map { merged.list.bytes(ofLine: $0) }
              + done.lineNumbers.map { done.bytes(ofLine: $0) })
          if copy.leftOut.contains(where: { !here.contains(whole.bytes(ofLine: $0.line)) }) {
            merged.leftToDecide = true
          }
        }
        let name = PathBytes.printable(System.baseName(path))
        for (line, reason) in copy.leftOut.prefix(Self.leftOutShown) {
          switch reason {
          case .marker: merged.transcript.line(l(.mergeLeftOutMarker, String(line), name))
          case .control(let scalar):
            merged.transcript.line(
              l(.mergeLeftOutControl, String(line), name, TaskInput.codePoint(scalar)))
          case .replacement:
            merged.transcript.line(l(.mergeLeftOutReplacement, String(line), name))
          }
        }
        if copy.leftOut.count > Self.leftOutShown {
          merged.transcript.line(
            l(.mergeLeftOutMore, String(copy.leftOut.count - Self.leftOutShown), name))
        }
        return copy.bytes
      }
      let todoCopy = try group.todo.map(mergeable)
      let current = merged.list.serialized()
      if let copyHash { merged.mergedCopies.append(copyHash) }
      let known = copyHash.flatMap { lineage?.base(copy: $0, current: ContentHash(current)) }
      let doneCopy = try group.done.map(mergeable)
      var base: ConflictCopyMerge.Base?
      var uncertain = Set<[UInt8]>()
      // Which done.txt goes with which todo.txt (the sync client may have kept one
      // machine's todo.txt and the other's done.txt).
      let doneCrossed =
        todoCopy.flatMap { todoCopy in
          doneCopy.map { doneCopy in
            MergeConflictsAction.doneCopyIsFileSide(
              todoCopy: todoCopy, current: current, doneCopy: doneCopy, done: doneBytes)
          }
        } ?? false
      let ancestor =
        leftOut
        ? nil
        : todoCopy.flatMap { copy in
          group.moment.flatMap { moment in
            backups.ancestor(
              before: moment, doneFile: settings.doneFile, copy: copy,
              current: current, copyDone: doneCrossed ? doneBytes : doneCopy,
              currentDone: doneCrossed ? doneCopy ?? doneBytes : doneBytes, known: known,
              copyName: group.todo.map(System.baseName))
          }
        }
      if leftOut {
        // What the copy lacks now may be a line left out: nothing is taken as deleted.
        if todoCopy != nil { merged.transcript.line(l(.mergeLeftOutNoBase)) }
      } else if let todoCopy, let ancestor,
        MergeConflictsAction.looksCut(
          todoCopy, base: ancestor.todo,
          // The copy's own done.txt: the copy of done.txt, unless it goes with the file.
          done: doneCrossed ? doneBytes : doneCopy ?? doneBytes,
          since: String(LocalTime.text(ancestor.replacedAt).prefix(10)))
      {
        // Caught half-written or cut short: what it lacks is not taken as deleted.
        merged.transcript.line(l(.mergeCopyLooksCut))
      } else if let ancestor {
        let doneSides = MergeConflictsAction.doneSides(
          done: doneBytes, doneCopy: doneCopy, ancestor: ancestor,
          other: ancestor.copyIsLocal ? current : todoCopy ?? [])
        let doneBase = doneSides.base
        // Lines another program brought just before the base (the sync client's download,
        // or an editor here) that the other machine's side lacks: left out of the base, so
        // the merge keeps them, and said.
        let (baseTodo, arrived) = try MergeConflictsAction.leavingOutArrived(
          ancestor, other: ancestor.copyIsLocal ? current : todoCopy ?? [],
          done: [doneBytes, doneCopy ?? []])
        uncertain = arrived
        base = .init(todo: baseTodo, done: doneBase)
        base?.doneCopyIsFileSide = doneCrossed
        base?.proven = ancestor.known
        base?.fileSideDone = doneSides.fileSide
        base?.copySideDone = doneSides.copySide
        // (When the copy is this machine's own version, the file is the other machine's.)
        if !ancestor.copyIsLocal { base?.atCopy = ancestor.atCopy ?? asRead }
        merged.transcript.line(
          l(ancestor.known ? .mergeBaseKnown : .mergeBase, LocalTime.text(ancestor.replacedAt)))
        if ancestor.copyIsLocal { merged.transcript.line(l(.mergeCopyIsLocal)) }
      } else if todoCopy != nil {
        merged.transcript.line(l(.mergeNoBase))
      }
      let copyIsLocal = ancestor?.copyIsLocal ?? false
      // The list apart while the steps are said (one access to `merged` at a time).
      var list = merged.list
      merged.list = TodoList(bytes: [])
      var same = 0
      let added = try ConflictCopyMerge.merge(
        todoCopy: todoCopy, doneCopy: doneCopy, into: &list, done: done, base: base
      ) { step in
        if ConflictCopyMerge.leavesToDecide(step) { merged.leftToDecide = true }
        if case .alreadyThere = step {
          same += 1
          if same > Self.sameShown { return }
        }
        merged.transcript.line(mergeStepText(step, copyIsLocal: copyIsLocal))
      }
      merged.list = list
      if same > Self.sameShown {
        merged.transcript.line(l(.mergeSameMore, String(same - Self.sameShown)))
      }
      for n in merged.list.lineNumbers
      where !uncertain.isEmpty && uncertain.contains(merged.list.bytes(ofLine: n)) {
        uncertain.remove(merged.list.bytes(ofLine: n))
        merged.transcript.line(
          l(.mergeKeptArrived, l(.mergePlaceLine, String(n), merged.list.text(ofLine: n))))
      }
      for line in added { try done.appendLine(line) }
      merged.appended += added
    }
    merged.doneEnding = done.preferredLineEnding
    return merged
  }

  /// done.txt as the common version `ancestor` had it, and, without a copy of done.txt, which
  /// side changed it since (the other side's done.txt is then the base's).
  ///
  /// - With the other machine's copy of done.txt: what both files begin with (done.txt grows
  ///   at its end).
  /// - Else, when this machine's commands appended to it since: done.txt cut back to before
  ///   the first of those appends; this machine's side changed it.
  /// - Else, when done.txt begins with done.txt as this machine had it with the base (its
  ///   history has the hash): that beginning; the other machine's side changed it (copies soak,
  ///   seed 10, step 196: a task archived there and deleted here was neither, in silence).
  /// - Else the other machine's archiving as done.txt's end shows it
  ///   (``archivedElsewhere(_:base:other:since:)``, `other` being that side's todo.txt).
  ///
  /// - Parameters:
  ///   - done: done.txt as it is now.
  ///   - doneCopy: The conflict copy of done.txt, if any.
  ///   - ancestor: The common version.
  ///   - other: The other machine's todo.txt (the copy, or the file when the copy is this
  ///     machine's).
  /// - Returns: The base's done.txt, and done.txt as todo.txt's side (`fileSide`) or the copy's
  ///   side (`copySide`) has it when that is not done.txt as it is now.
  static func doneSides(
    done: [UInt8], doneCopy: [UInt8]?, ancestor: Backups.Ancestor, other: [UInt8]
  ) -> (base: [UInt8], fileSide: [UInt8]?, copySide: [UInt8]?) {
    if let doneCopy { return (commonLines(done, doneCopy), nil, nil) }
    let changedHere: Bool
    let base: [UInt8]
    if let size = ancestor.doneSize {
      (base, changedHere) = (Array(done.prefix(size)), true)
    } else if let hash = ancestor.doneThen, done.count >= hash.size,
      ContentHash(Array(done.prefix(hash.size))) == hash
    {
      (base, changedHere) = (Array(done.prefix(hash.size)), false)
    } else if let appended = archivedElsewhere(
      done, base: ancestor.todo, other: other,
      since: String(LocalTime.text(ancestor.replacedAt).prefix(10)))
    {
      (base, changedHere) = (appended, false)
    } else {
      return (done, nil, nil)
    }
    // This machine's side is the copy or the file: its done.txt is done.txt as it is now when
    // it changed it, else the base's.
    let thisSide = changedHere ? nil : base
    let otherSide = changedHere ? base : nil
    return ancestor.copyIsLocal
      ? (base, otherSide, thisSide) : (base, thisSide, otherSide)
  }

  /// Whether the conflict copy `copy` looks cut short against `base`, the version it started
  /// from: its last line has no line ending and is the beginning of a longer line of the base
  /// (a file copied while it was being written), or it lacks more than half of the base's
  /// tasks (of six or more; a task completed, reprioritized or dated is not lacking, nor one
  /// `done`, the copy's side's done.txt, has completed on the day `since` (`YYYY-MM-DD`, the
  /// base's) or later: archived), less the tasks it has that the base has not (a copy whose
  /// machine reworded many tasks is not cut), or it lacks the base's last third (the tasks
  /// after the last one it has, less its own after that one), whatever it edited before. Such
  /// a copy is merged by the two-way rules, which remove nothing.
  static func looksCut(
    _ copy: [UInt8], base: [UInt8], done: [UInt8] = [], since: String = "9999-12-31"
  ) -> Bool {
    let copyLines = Backups.lineCounts(copy)
    let baseLines = Backups.lineCounts(base)
    if let last = copy.last, last != 0x0A {
      let tail = copy.split(separator: 0x0A, omittingEmptySubsequences: false).last ?? []
      var line = tail[...]
      if line.last == 0x0D { line = line.dropLast() }
      if !line.isEmpty && baseLines[Backups.Line(bytes: line)] == nil
        && baseLines.keys.contains(where: {
          $0.bytes.count > line.count && $0.bytes.starts(with: line)
        })
      {
        return true
      }
    }
    // Tasks, not lines: a machine that completed, reprioritized or dated many tasks changed
    // many lines and lost none.
    // Each distinct line parsed once (the order of the lines is read again below).
    var taskOf: [Backups.Line: TaskKey] = [:]
    func task(_ line: Backups.Line) -> TaskKey {
      if let known = taskOf[line] { return known }
      let parsed = TaskKey(line: line.bytes)
      taskOf[line] = parsed
      return parsed
    }
    func identities(_ lines: [Backups.Line: Int]) -> [TaskKey: Int] {
      var counts: [TaskKey: Int] = [:]
      for (line, count) in lines { counts[task(line), default: 0] += count }
      return counts
    }
    let (baseTasks, copyTasks) = (identities(baseLines), identities(copyLines))
    // A task archived (done.txt has it completed on the base's day or later) is not missing:
    // `archive` takes many tasks at once. An older completion (a recurring task's) says
    // nothing of the copy.
    let since = Array(since.utf8)
    let archived = identities(
      Backups.lineCounts(done).filter { line, _ in
        line.bytes.count >= 12 && line.bytes.starts(with: [0x78, 0x20])
          && !line.bytes.dropFirst(2).prefix(10).lexicographicallyPrecedes(since)
      })
    let tasks = baseLines.values.reduce(0, +)
    var missing = 0
    for (task, count) in baseTasks where archived[task] == nil {
      missing += max(0, count - (copyTasks[task] ?? 0))
    }
    // Each task the copy has more of than the base is one of the lacking ones edited (or one
    // added): a copy whose machine reworded many tasks is not cut short.
    var added = 0
    for (task, count) in copyTasks { added += max(0, count - (baseTasks[task] ?? 0)) }
    guard tasks >= 6 else { return false }
    if (missing - added) * 2 > tasks { return true }
    // But a file cut short lacks the end of the base, whatever it edited before the cut: the
    // base's tasks after the last one the copy has, less the copy's own tasks after it (the
    // ones there edited). A third of the tasks so lacking is a cut.
    func tasksInOrder(_ bytes: [UInt8]) -> [TaskKey] {
      bytes.split(separator: 0x0A).compactMap { line in
        let text = line.last == 0x0D ? line.dropLast() : line
        guard text.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        return task(Backups.Line(bytes: text))
      }
    }
    let (baseOrder, copyOrder) = (tasksInOrder(base), tasksInOrder(copy))
    guard let lastShared = baseOrder.lastIndex(where: { copyTasks[$0] != nil }),
      let copyLast = copyOrder.lastIndex(where: { baseTasks[$0] != nil })
    else { return false }
    let lackedAtEnd = baseOrder[(lastShared + 1)...].filter {
      archived[$0] == nil && copyTasks[$0] == nil
    }.count
    let ownAtEnd = copyOrder.count - copyLast - 1
    return (lackedAtEnd - ownAtEnd) * 3 > tasks
  }

  /// done.txt without the lines at its end that complete a task of `base` (todo.txt's common
  /// ancestor) that `other`, the other machine's todo.txt, has no more: what
  /// the other machine appended when it archived them (done.txt grows at its end), whether
  /// this machine still has them open or deleted them, completed on the day `since`
  /// (`YYYY-MM-DD`, the base's) or later (an older one, a recurring task's, was there before);
  /// `nil` when there are none.
  static func archivedElsewhere(
    _ done: [UInt8], base: [UInt8], other: [UInt8], since: String
  ) -> [UInt8]? {
    func identities(_ bytes: [UInt8]) -> Set<TaskIdentity> {
      let list = TodoList(bytes: bytes)
      return Set(
        list.lineNumbers.compactMap { n in
          list.isBlank(line: n)
            ? nil : TodoItem(parsing: list.text(ofLine: n)).identity(ignoring: .priorityTag)
        })
    }
    let gone = identities(base).subtracting(identities(other))
    guard !gone.isEmpty else { return nil }
    let list = TodoList(bytes: done)
    var end = list.count
    while end >= 1 {
      let item = TodoItem(parsing: list.text(ofLine: end))
      guard item.isCompleted, gone.contains(item.identity(ignoring: .priorityTag)),
        item.completionDate.map({ $0.description >= since }) ?? false
      else { break }
      end -= 1
    }
    guard end < list.count else { return nil }
    var kept = list
    kept.removeLines { $0 > end }
    return kept.serialized()
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

  /// The ancestor's todo.txt without the lines another program brought just before it (the
  /// sync client's download or an editor here: ``Backups/Ancestor/arrived``) of which the
  /// other side has no version, in `other` (its todo.txt) or in any of `done` (an archived
  /// task is not lacking): the other machine may have deleted them or never had them, so
  /// the merge is to keep them. Each such line is left as a blank line (the numbers stay).
  ///
  /// - Returns: The base's bytes, and the lines left out (without endings).
  static func leavingOutArrived(
    _ ancestor: Backups.Ancestor, other: [UInt8], done: [[UInt8]]
  ) throws -> (todo: [UInt8], leftOut: Set<[UInt8]>) {
    guard !ancestor.arrived.isEmpty else { return (ancestor.todo, []) }
    var otherTasks = Set(Backups.lineCounts(other).keys.map { TaskKey(line: $0.bytes) })
    for file in done {
      for line in Backups.lineCounts(file).keys {
        otherTasks.insert(TaskKey(line: line.bytes))
      }
    }
    var list = TodoList(bytes: ancestor.todo)
    var arrived = ancestor.arrived
    var leftOut = Set<[UInt8]>()
    for n in list.lineNumbers.reversed() {
      let bytes = list.bytes(ofLine: n)
      guard let count = arrived[bytes], count > 0,
        !otherTasks.contains(TaskKey(line: bytes))
      else { continue }
      arrived[bytes] = count - 1
      try list.replaceBytes(line: n, with: [])
      leftOut.insert(bytes)
    }
    return (list.serialized(), leftOut)
  }

  /// Whether the copy of done.txt goes with todo.txt as it is now rather than with the copy
  /// of todo.txt: the sync client kept one machine's todo.txt and the other's done.txt
  /// (Syncthing keeps the newer file, file by file). A task newly archived in a done.txt is
  /// gone from its own side's todo.txt, so the pairing that leaves fewer such tasks open in
  /// the paired todo.txt is taken; the copies pair with each other when as many.
  static func doneCopyIsFileSide(
    todoCopy: [UInt8], current: [UInt8], doneCopy: [UInt8], done: [UInt8]
  ) -> Bool {
    func open(_ bytes: [UInt8]) -> Set<TaskKey> {
      var result = Set<TaskKey>()
      for line in Backups.lineCounts(bytes).keys where !line.bytes.starts(with: [0x78, 0x20]) {
        result.insert(TaskKey(line: line.bytes))
      }
      return result
    }
    let (copyLines, fileLines) = (Backups.lineCounts(doneCopy), Backups.lineCounts(done))
    let newInCopy = copyLines.keys.filter { fileLines[$0] == nil }.map {
      TaskKey(line: $0.bytes)
    }
    let newInFile = fileLines.keys.filter { copyLines[$0] == nil }.map {
      TaskKey(line: $0.bytes)
    }
    let (openCopy, openFile) = (open(todoCopy), open(current))
    let paired =
      newInCopy.filter(openCopy.contains).count + newInFile.filter(openFile.contains).count
    let crossed =
      newInCopy.filter(openFile.contains).count + newInFile.filter(openCopy.contains).count
    return crossed < paired
  }

  /// Why a line of a conflict copy is not merged (``mergeableCopy(_:)``).
  enum LeftOutReason: Equatable {
    /// A git conflict marker (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`,
    /// ``TodoLine/conflictMarker``): merged into todo.txt it would stop every edit.
    case marker
    /// The first control character of the line (C0 but tab, DEL, C1), as `add` refuses it
    /// (``TaskInput/isRefusedControl(_:)``).
    case control(Unicode.Scalar)
    /// U+FFFD: a program on the way could not decode the text and replaced it, so the line is
    /// not what the other machine wrote.
    case replacement
  }

  /// How many left-out lines of one copy the report names; the rest are counted in one line.
  static let leftOutShown = 20

  /// How many tasks of one copy that the file has already the report names; the rest are
  /// counted in one line (a copy of a large file would list every task).
  static let sameShown = 20

  /// The most `merge-conflicts` merges at once: the copies, todo.txt and done.txt together,
  /// 64 MiB (about 500,000 tasks). Each line of each is held and compared: about eight times
  /// the inputs in memory and 5 s at this size (measured, release build); larger inputs are
  /// refused up front.
  static let largestMerge = 64 << 20

  /// A conflict copy's bytes without the lines that must not reach the files, and which lines
  /// were left out (1-based line numbers of the copy) and why (``LeftOutReason``).
  ///
  /// Every other line is kept byte for byte with its line ending: a line that is not valid
  /// UTF-8 (Latin-1, Big5) stays as other commands keep it. Its bytes 0x80–0x9F on their own
  /// are text in those encodings; a C1 control is refused when written in UTF-8 (`C2 80`–
  /// `C2 9F`), as `add` refuses it. A `\r` that ends a last line without `\n` is a line
  /// ending cut short: it is dropped (merged, it would make that line end in `\r`).
  ///
  /// - Parameter bytes: The whole copy.
  static func mergeableCopy(
    _ bytes: [UInt8]
  ) -> (bytes: [UInt8], leftOut: [(line: Int, reason: LeftOutReason)]) {
    // A last line that ends in `\r` alone was cut between the two bytes of its CRLF (a copy
    // caught half-written): the `\r` is no byte of the task.
    var bytes = bytes
    if bytes.last == 0x0D { bytes.removeLast() }
    var list = TodoList(bytes: bytes)
    var leftOut: [(line: Int, reason: LeftOutReason)] = []
    for n in list.lineNumbers {
      let reason = list.withBytes(ofLine: n) { line -> LeftOutReason? in
        if TodoLine(line).conflictMarker != nil { return .marker }
        return Self.leftOutReason(line)
      }
      if let reason { leftOut.append((n, reason)) }
    }
    guard !leftOut.isEmpty else { return (bytes, []) }
    let lines = Set(leftOut.map(\.line))
    list.removeLines { lines.contains($0) }
    return (list.serialized(), leftOut)
  }

  /// The first control character or U+FFFD in `line`, read byte by byte so that a line that is
  /// not valid UTF-8 is checked too: C0 but tab, and DEL, are single bytes; a C1 control in
  /// UTF-8 is `C2 80`–`C2 9F`, U+FFFD is `EF BF BD` (`C2` and `EF` never continue a sequence,
  /// so these are found only where a character starts).
  static func leftOutReason(_ line: UnsafeBufferPointer<UInt8>) -> LeftOutReason? {
    var i = 0
    while i < line.count {
      let byte = line[i]
      if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
        return .control(Unicode.Scalar(byte))
      }
      if byte == 0xC2, i + 1 < line.count, (0x80...0x9F).contains(line[i + 1]) {
        return .control(Unicode.Scalar(line[i + 1]))
      }
      if byte == 0xEF, i + 2 < line.count, line[i + 1] == 0xBF, line[i + 2] == 0xBD {
        return .replacement
      }
      i += 1
    }
    return nil
  }

  /// The line that reports one step of a merge.
  ///
  /// - Parameter copyIsLocal: Whether the copy is this machine's own todo.txt (the sync
  ///   client put the other machine's in its place): then the copy's changes are this
  ///   machine's and the file's the other machine's, and the lines say so.
  private func mergeStepText(_ step: ConflictCopyMerge.Step, copyIsLocal: Bool) -> String {
    func place(_ place: ConflictCopyMerge.Place) -> String {
      switch place {
      case .line(let line, let text): return l(.mergePlaceLine, String(line), text)
      case .done(let text): return l(.mergePlaceDone, text)
      }
    }
    switch step {
    case .alreadyThere(let text): return l(.mergeSame, text)
    case .progressed(let line, let text): return l(.mergeProgressed, String(line), text)
    case .progressedFrom(let line, let text, let was):
      return l(.mergeProgressedFrom, String(line), text, was)
    case .progressedOther(let line, let text, let was):
      return l(.mergeProgressedOther, String(line), text, was)
    case .changed(let line, let text):
      return l(copyIsLocal ? .mergeChangedOwn : .mergeChanged, String(line), text)
    case .removed(let text): return l(copyIsLocal ? .mergeRemovedOwn : .mergeRemoved, text)
    case .added(let line, let text): return l(.mergeAdded, String(line), text)
    case .addedToDone(let text): return l(.mergeAddedToDone, text)
    case .alreadyCompleted(let line, let text):
      return l(.mergeAlreadyCompleted, String(line), text)
    case .archived(let text): return l(.mergeArchived, text)
    case .completedThere(let text):
      return l(copyIsLocal ? .mergeCompletedThereOwn : .mergeCompletedThere, text)
    case .bothKept(let here, let copy):
      return l(copyIsLocal ? .mergeBothKeptOwn : .mergeBothKept, place(here), place(copy))
    case .keptChangeHere(let where_):
      return l(copyIsLocal ? .mergeKeptChangeHereOwn : .mergeKeptChangeHere, place(where_))
    case .keptChangeThere(let where_):
      return l(copyIsLocal ? .mergeKeptChangeThereOwn : .mergeKeptChangeThere, place(where_))
    case .keptUnproven(let where_):
      return l(copyIsLocal ? .mergeKeptUnprovenOwn : .mergeKeptUnproven, place(where_))
    case .addedUnproven(let line, let text):
      return l(copyIsLocal ? .mergeAddedUnprovenOwn : .mergeAddedUnproven, String(line), text)
    case .openAndCompleted(let open, let completed):
      return l(.mergeOpenAndCompleted, place(open), completed)
    case .bothKeptUnproven(let here, let copy):
      return l(
        copyIsLocal ? .mergeBothKeptUnprovenOwn : .mergeBothKeptUnproven, place(here), place(copy))
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
    let isTodo = { (file: String) in file.utf8.elementsEqual(settings.todoFile.utf8) }
    let todoCopies = copies.filter { isTodo($0.file) }.map(\.copy)
    var doneCopies = copies.filter { !isTodo($0.file) }.map(\.copy)
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

/// `todo merge-conflicts`: merges the conflict copies a sync client left beside todo.txt and
/// done.txt into them, task by task, and reports the conflicts.
struct MergeConflictsAction: TodoAction {
  static let declaration = ActionDeclaration(
    "merge-conflicts", .actionSummaryMergeConflicts, .actionHelpMergeConflicts, writes: true,
    mentionsConflictCopies: false
  )

  let basics: RunBasics
  let clock: Clock
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try mergeConflicts(arguments.words)
  }
}
