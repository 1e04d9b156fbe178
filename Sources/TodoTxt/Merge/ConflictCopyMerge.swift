/// Merging the sync conflict copies of todo.txt and done.txt (Dropbox, Syncthing, Nextcloud)
/// into the files, with no I/O.
///
/// A conflict copy is the other machine's version of a file. The caller finds their common
/// ancestor: the one the machines' sync records prove (``Base/proven``), else a guess from its
/// revert history. Then there are two ways to merge:
///
/// **With a proven base**, a three-way merge of todo.txt and done.txt together by ``ThreeWayMerge``
/// (ours: the files; theirs: the copies, or done.txt as it is when there is no copy of it):
/// a task changed on one side takes that change (an edit, a completion, a priority), a task
/// deleted in the copy and unchanged here is removed, a task archived on one side stays
/// archived, tasks added on either side are kept. A task both sides changed differently is a
/// conflict: both versions are kept (ours where it was, the copy's at the end, or in done.txt
/// when that side archived it) and reported; a task deleted on one side and changed on the
/// other keeps the change, reported (also when the change is a completion in done.txt).
/// (A guessed base newer than what the other machine had seen would make a task added here
/// since look deleted there, an older one bring back what was deleted since: so a guess only
/// names, below.)
///
/// **Without a base, or with a guessed one**, two-way rules that never remove a task of the file (a deletion cannot
/// be told from an addition):
///
/// - A line already in todo.txt or done.txt, byte for byte, is dropped.
/// - The completed version of a task wins across both files: a completed line of the copy
///   replaces the same task's open line in todo.txt in place; an open line of the copy whose
///   completed version is in todo.txt or done.txt is not added (with a guessed base, unless
///   the copy's side has every such completion in done.txt and one the file's side lacks: that
///   side did the task and added it again); a completed line of a copy of
///   done.txt removes the same task's open line from todo.txt. "The same task" is the same
///   ``TaskIdentity`` (ignoring the header and `pri:`), and the same creation date when the
///   open one has one (none on the completed one when the open one has none, or a completion
///   on or after the open one's creation date when the completed one has none): a chore
///   created again after the last one was done is a new task.
/// - Two versions of one open task (another priority, creation date, `pri:`, `due:` or `t:`,
///   or a line of the file that the copy lacks with the same first word and half the words) are
///   both kept and reported as a conflict: without a base there is no telling which is newer,
///   nor whether they are two tasks.
/// - Anything else is added at the end, in the copy's order, byte for byte (lines that are not
///   valid UTF-8 included), and reported; the file's own order never changes. Two tasks with
///   the same words and another `due:` are two tasks.
///
/// - Lines are counted, not only looked up: a line the copy has more often than the file is
///   another task with the same words.
/// - With a guessed base, what the two-way rules keep is named where the guess says a side
///   may have removed or changed it (``Base/proven``).
///
/// Blank lines of the copies are skipped. done.txt is only ever appended to. A copy of
/// todo.txt without a single task (a file caught empty) is merged by the two-way rules even
/// with a base: it removes nothing.
public enum ConflictCopyMerge {
  /// Where a version of a task is after the merge.
  public enum Place: Sendable, Hashable {
    /// Line `line` of todo.txt, holding `text`.
    case line(Int, String)
    /// done.txt, holding `text`.
    case done(String)
  }

  /// What happened to one task; line numbers are todo.txt's after the merge.
  public enum Step: Sendable, Hashable {
    /// The copy's line `text` was already in todo.txt or done.txt.
    case alreadyThere(text: String)
    /// Line `line` was an open task; it is now the copy's completed version `text`.
    case progressed(line: Int, text: String)
    /// Line `line` was `was`, the open task with a priority, which the copy's completed
    /// version `text` does not show (todo.sh's `do` drops it): it is now `text`, and what it
    /// was is said (of several versions of a task, the one completed is then a guess).
    case progressedFrom(line: Int, text: String, was: String)
    /// Line `line` was `was`, another version of the open task than the one the copy
    /// completed (the completion shows another priority); it is now the copy's completed
    /// version `text`, and the user may want the version `was` back.
    case progressedOther(line: Int, text: String, was: String)
    /// Line `line` is now the copy's version of that task, `text` (an edit made on the other
    /// machine; with a base only).
    case changed(line: Int, text: String)
    /// The task `text` was deleted on the other machine and is removed (with a base only).
    case removed(text: String)
    /// The copy's line `text` was added to todo.txt as line `line`.
    case added(line: Int, text: String)
    /// The copy's line `text` was added to done.txt.
    case addedToDone(text: String)
    /// The copy's open line `text` is not added: line `line` is its completed version.
    case alreadyCompleted(line: Int, text: String)
    /// The copy's open line `text` is not added: done.txt has its completed version.
    case archived(text: String)
    /// The open task `text` was removed from todo.txt: the copy of done.txt has its
    /// completed version, which is added there.
    case completedThere(text: String)
    /// Two versions of one task (changed differently on each side; or without a base, two
    /// versions whose order cannot be known): both are kept, the user picks one.
    case bothKept(here: Place, copy: Place)
    /// The task was deleted in the copy but changed here: it stays, at `place`.
    case keptChangeHere(place: Place)
    /// The task was deleted here but changed in the copy: the change is kept, at `place`.
    case keptChangeThere(place: Place)
    /// The task at `place` is missing from the copy, but the base is not proven (see
    /// ``Base/proven``): it stays, for the user to delete if it was done or deleted there.
    case keptUnproven(place: Place)
    /// The copy's line `text`, which todo.txt lacks and the base had, was added as line
    /// `line`: the base is not proven, so the task is not taken as deleted here.
    case addedUnproven(line: Int, text: String)
    /// Two versions of one task, and the base is not proven (``Base/proven``): both are kept,
    /// as nothing tells which is newer; the user picks one.
    case bothKeptUnproven(here: Place, copy: Place)
    /// The task at `open` is open, and done.txt gained its completion `completed` since the
    /// base, which is not proven: completed and archived on one side, maybe reopened on the
    /// other; both stay, the user picks.
    case openAndCompleted(open: Place, completed: String)
  }

  /// Whether `step` leaves something for the user to decide: two versions of a task kept, or
  /// a task kept that one side changed and the other deleted, or that the base, a guess,
  /// cannot tell added from deleted (`merge-conflicts` then exits 1).
  public static func leavesToDecide(_ step: Step) -> Bool {
    switch step {
    case .bothKept, .keptChangeHere, .keptChangeThere, .keptUnproven, .addedUnproven,
      .bothKeptUnproven, .openAndCompleted, .progressedOther:
      return true
    case .alreadyThere, .progressed, .progressedFrom, .changed, .removed, .added, .addedToDone,
      .alreadyCompleted, .archived, .completedThere:
      return false
    }
  }

  /// The common ancestor of the files and the copies: whole files' bytes.
  public struct Base: Sendable, Hashable {
    /// todo.txt as it was.
    public var todo: [UInt8]
    /// done.txt as it was.
    public var done: [UInt8]
    /// done.txt as the side of the todo.txt copy has it, when there is no copy of done.txt
    /// and it is not done.txt as it is now (`nil`: as it is now). Without a copy of done.txt,
    /// only one side changed it, and done.txt as it is now is that side's.
    public var copySideDone: [UInt8]?
    /// done.txt as the side of todo.txt as it is now has it, when that is not done.txt as it
    /// is now (`nil`: as it is now; see ``copySideDone``).
    public var fileSideDone: [UInt8]?
    /// Whether the copy of done.txt is the done.txt of todo.txt's side as it is now, and
    /// done.txt as it is now the copy's side's: the sync client kept the other machine's
    /// version of one file and this machine's of the other (Syncthing keeps the newer file,
    /// file by file).
    public var doneCopyIsFileSide = false
    /// Whether the base is known to be the version both sides descend from (the machines' sync
    /// records prove it). When it is a guess, the merge follows the two-way rules, which
    /// remove, reopen and overwrite nothing, and the guess only says what to name: a task of
    /// todo.txt that the copy lacks and the base had stays, as ``Step/keptUnproven(place:)``;
    /// one of the copy that todo.txt lacks and the base had is added, as
    /// ``Step/addedUnproven(line:text:)``; two versions of a task are both kept, as
    /// ``Step/bothKeptUnproven(here:copy:)``. A completion is a fact: the completed version
    /// of an open task still takes its place, and an open task the copy lacks whose completion
    /// is new in done.txt since the base is taken out, as ``Step/completedThere(text:)``.
    public var proven = true
    /// todo.txt as this machine had it when the other machine's copy was made, when known.
    /// With a guessed base, a task of todo.txt the copy lacks that this version had (the same
    /// line, or the task changed since) is named too, as the other machine may have had it
    /// and deleted it since the version guessed; one added after the copy was made (not in
    /// it) is not: the other machine never had it. (`nil`: only the guessed base's tasks are
    /// named.)
    public var atCopy: [UInt8]?

    /// Creates a base.
    ///
    /// - Parameters:
    ///   - todo: todo.txt's bytes as they were.
    ///   - done: done.txt's bytes as they were.
    ///   - copySideDone: done.txt as the copy's side has it, when not as it is now.
    ///   - fileSideDone: done.txt as todo.txt's side has it, when not as it is now.
    public init(
      todo: [UInt8], done: [UInt8], copySideDone: [UInt8]? = nil, fileSideDone: [UInt8]? = nil
    ) {
      self.todo = todo
      self.done = done
      self.copySideDone = copySideDone
      self.fileSideDone = fileSideDone
    }
  }

  /// Merges the other machine's copies of todo.txt and done.txt (either may be missing) into
  /// the files, by the rules of ``ConflictCopyMerge``.
  ///
  /// - Parameters:
  ///   - todoCopy: The conflict copy of todo.txt, or `nil`.
  ///   - doneCopy: The conflict copy of done.txt made at the same time, or `nil`.
  ///   - todo: todo.txt; edited in place (only the lines the merge changes).
  ///   - done: done.txt as it is now (never edited: what it gains is returned).
  ///   - base: The common ancestor, or `nil` for the two-way rules.
  ///   - report: Gets the steps, in order: todo.txt's line by line, then added lines, then
  ///     conflicts, then done.txt's.
  /// - Returns: The lines to append to done.txt (without line endings), in order.
  /// - Throws: ``TodoTxtError/containsLineBreak`` when a line of a copy ends with `\r` and
  ///   would be written to a file whose lines end with LF (it would read back as a CRLF line).
  public static func merge(
    todoCopy: [UInt8]?, doneCopy: [UInt8]?, into todo: inout TodoList, done: TodoList,
    base: Base?, report: (Step) -> Void
  ) throws -> [[UInt8]] {
    // A copy without a single task is a file caught empty (a save cut short), not a machine
    // that deleted every task: it is merged by the two-way rules, which remove nothing.
    if let base, let todoCopy, hasTask(todoCopy), base.proven {
      return try threeWay(
        todoCopy: todoCopy, doneCopy: doneCopy, into: &todo, done: done, base: base,
        report: report)
    }
    // A guessed base (not proven) only names what the two-way rules keep.
    let guess = base.flatMap { base in todoCopy.map { hasTask($0) ? base : nil } } ?? nil
    var doneNow = done
    var appended: [[UInt8]] = []
    if let doneCopy {
      appended += try foldDone(TodoList(bytes: doneCopy), into: &todo, done: &doneNow, report)
    }
    if let todoCopy {
      // done.txt as the copy's side has it: the copy of it, else the copy side's when it is
      // known not to be done.txt as it is now, else done.txt as it is now when that is known
      // to be the copy side's (this side's is known); else the base's, so that a completion
      // new here is named rather than taken for the other side's.
      // (A copy of done.txt that goes with todo.txt as it is leaves done.txt as it is now the
      // copy side's.)
      let crossed = base?.doneCopyIsFileSide ?? false
      let copySideDone =
        ((crossed ? nil : doneCopy) ?? base?.copySideDone
        ?? (base?.fileSideDone == nil && !crossed ? base?.done : nil))
        .map { counts(lines($0)) }
        ?? counts(done.lineNumbers.map { done.bytes(ofLine: $0) })
      // done.txt as the file's side has it, when a kept version tells it apart from done.txt
      // as it is now.
      let fileSideDone =
        guess != nil && !crossed && doneCopy == nil
        ? base?.fileSideDone.map { counts(lines($0)) } : nil
      appended += try foldTodo(
        TodoList(bytes: todoCopy), into: &todo, done: &doneNow, guess: guess,
        copySideDone: copySideDone, fileSideDone: fileSideDone, report)
    }
    return appended
  }

  // MARK: - Two-way rules

  static func identity(_ item: TodoItem) -> TaskIdentity {
    item.identity(ignoring: .priorityTag)
  }

  /// Whether `completed` is the completed version of the open task `open` (same identity
  /// assumed): see the creation-date rule of ``ConflictCopyMerge``.
  static func completes(_ completed: TodoItem, _ open: TodoItem) -> Bool {
    guard completed.isCompleted, !open.isCompleted else { return false }
    guard let created = open.creationDate else { return completed.creationDate == nil }
    if let other = completed.creationDate { return other == created }
    return completed.completionDate.map { $0 >= created } ?? false
  }

  /// How closely `completed` completes `open` (the same task assumed), by the priority it
  /// shows: 0 the same one (`x (A) …`, a `pri:A` tag, or none on either), 1 none shown where
  /// `open` has one (todo.sh's `do` and todo's own drop it), 2 another one: another version of
  /// the task was completed.
  static func completionDistance(_ completed: TodoItem, of open: TodoItem) -> Int {
    let shown = completed.priority ?? completed.priorityTag
    if shown == open.priority { return 0 }
    return shown == nil ? 1 : 2
  }

  /// The parsed task of a line, `nil` for a blank line or one that is not valid UTF-8.
  private static func task(_ list: TodoList, _ n: Int) -> TodoItem? {
    guard !list.isBlank(line: n), list.isValidUTF8(line: n) else { return nil }
    return try? list.item(atLine: n)
  }

  /// Folds a copy of done.txt: its new lines are appended to done.txt; each completed one
  /// removes the open task it completes from todo.txt.
  private static func foldDone(
    _ copy: TodoList, into todo: inout TodoList, done: inout TodoList, _ report: (Step) -> Void
  ) throws -> [[UInt8]] {
    // Lines are counted, not only looked up: two completions of two tasks with the same
    // words are two lines.
    var exact = counts(done.lineNumbers.map { done.bytes(ofLine: $0) })
    var appended: [[UInt8]] = []
    var gone = Set<Int>()
    var removedTexts: [String] = []
    // todo.txt's open tasks by identity, read once (the lookups below are per copy line).
    var open: [TaskIdentity: [(line: Int, item: TodoItem)]] = [:]
    for m in todo.lineNumbers {
      if let item = task(todo, m), !item.isCompleted {
        open[identity(item), default: []].append((m, item))
      }
    }
    for n in copy.lineNumbers where !copy.isBlank(line: n) {
      let bytes = copy.bytes(ofLine: n)
      if let count = exact[bytes], count > 0 {
        exact[bytes] = count - 1
        report(.alreadyThere(text: copy.text(ofLine: n)))
        continue
      }
      try done.appendLine(bytes)
      appended.append(bytes)
      report(.addedToDone(text: copy.text(ofLine: n)))
      guard let item = task(copy, n), item.isCompleted else { continue }
      let id = identity(item)
      if let line = open[id]?.first(where: { !gone.contains($0.line) && completes(item, $0.item) })?
        .line
      {
        gone.insert(line)
        removedTexts.append(todo.text(ofLine: line))
      }
    }
    for line in gone.sorted() { try todo.replaceBytes(line: line, with: []) }
    for text in removedTexts { report(.completedThere(text: text)) }
    return appended
  }

  /// Folds a copy of todo.txt by the two-way rules; `guess`, a base that is not proven, only
  /// names what they keep (see ``Base/proven``).
  private static func foldTodo(
    _ copy: TodoList, into todo: inout TodoList, done: inout TodoList, guess: Base?,
    copySideDone: [[UInt8]: Int], fileSideDone: [[UInt8]: Int]? = nil,
    _ report: (Step) -> Void
  ) throws -> [[UInt8]] {
    let guessed = guess.map { Set(lines($0.todo)) } ?? []
    let ownLines = todo.lineNumbers
    // The file's lines a step names (so not named again as kept below).
    var named = Set<Int>()
    // Counted: a second line of the same bytes in the copy is another task (or the same task
    // twice), which this side has once.
    var exact = counts(
      todo.lineNumbers.map { todo.bytes(ofLine: $0) }
        + done.lineNumbers.map { done.bytes(ofLine: $0) })
    var doneByIdentity: [TaskIdentity: [TodoItem]] = [:]
    for n in done.lineNumbers {
      if let item = task(done, n), item.isCompleted {
        doneByIdentity[identity(item), default: []].append(item)
      }
    }
    var progressedLines = Set<Int>()
    let copyLines = Set(copy.lineNumbers.map { copy.bytes(ofLine: $0) })
    // The file's lines the copy has, counted: the ones left over are lines it lacks.
    let copyLineCounts = counts(copy.lineNumbers.map { copy.bytes(ofLine: $0) })
    var copyCounts = copyLineCounts
    let lacked = Set(
      todo.lineNumbers.filter { m in
        let bytes = todo.bytes(ofLine: m)
        guard let count = copyCounts[bytes], count > 0 else { return true }
        copyCounts[bytes] = count - 1
        return false
      })
    // The lines here that stand where a task of the guessed base stood, in place of it (the
    // task rewritten there, as `replace` or an editor does, or deleted with another put in
    // its place): by line number, the base line's bytes. Both files are read, so that a
    // task archived here (moved to done.txt) and another added where it was is no rewrite.
    // (Read only when a line here the copy lacks is not the guessed version's: else there is
    // nothing it could name.)
    var rewrittenHere: [Int: [UInt8]] = [:]
    if let guess,
      lacked.contains(where: {
        !todo.isBlank(line: $0) && !guessed.contains(todo.bytes(ofLine: $0))
      })
    {
      var interner = MergeInterner()
      let base = [guess.todo, guess.done].map { MergeFile(bytes: $0, interner: &interner) }
      let side = [todo.serialized(), done.serialized()].map {
        MergeFile(bytes: $0, interner: &interner)
      }
      let units = SideUnits(
        base: base, side: side, facts: MergeFactsTable(), ownDone: false,
        appendedAreAdded: false)
      // (Line numbers are 1-based.)
      for rewrite in units.rewrites
      where rewrite.inPlace && rewrite.base.file == 0 && rewrite.side.file == 0
        && rewrite.side.index < ownLines.count
      {
        rewrittenHere[rewrite.side.index + 1] = base[0].lines[rewrite.base.index].bytes
      }
    }
    /// The task's ``TaskKey`` identity, without its creation date: two versions of one open
    /// task may differ by one (no base tells which is newer).
    func loose(_ item: TodoItem) -> TaskIdentity { TaskKey(item).identity }
    /// The first word of a task's subject, to find rewordings.
    func firstWord(_ item: TodoItem) -> Substring { item.subject.split(separator: " ").first ?? "" }
    // Read once: the file's tasks by identity and by loose identity, and the ones the copy
    // lacks by first word.
    var byIdentity: [TaskIdentity: [Int]] = [:]
    var byLooseIdentity: [TaskIdentity: [(line: Int, item: TodoItem)]] = [:]
    // (With their words read once: a copy line is compared with every lacked line of its
    // first word, thousands in a large file.)
    var lackedByFirstWord:
      [Substring: [(line: Int, item: TodoItem, words: Set<Substring>, count: Int)]] = [:]
    for m in todo.lineNumbers {
      guard let item = task(todo, m) else { continue }
      byIdentity[identity(item), default: []].append(m)
      byLooseIdentity[loose(item), default: []].append((m, item))
      if !copyLines.contains(todo.bytes(ofLine: m)) {
        let words = item.subject.split(separator: " ")
        lackedByFirstWord[firstWord(item), default: []].append(
          (m, item, Set(words), words.count))
      }
    }
    for n in copy.lineNumbers where !copy.isBlank(line: n) {
      let bytes = copy.bytes(ofLine: n)
      let text = copy.text(ofLine: n)
      if let count = exact[bytes], count > 0 {
        exact[bytes] = count - 1
        report(.alreadyThere(text: text))
        continue
      }
      /// Added: said as restored when the guessed base had it (not taken as deleted here).
      func added(_ line: Int) -> Step {
        guessed.contains(bytes)
          ? .addedUnproven(line: line, text: text) : .added(line: line, text: text)
      }
      guard let item = task(copy, n) else {
        report(added(try todo.appendLine(bytes, ending: copy.lineEnding(ofLine: n))))
        continue
      }
      let id = identity(item)
      let same = byIdentity[id] ?? []
      let versions = same.compactMap { m in task(todo, m).map { (line: m, item: $0) } }
      if item.isCompleted {
        // Of several open versions it completes (a task kept twice by an earlier merge), one
        // the copy lacks (an open line the copy still has is not the one it completed), then
        // the closest by the priority the completion shows (another version's own change
        // would be lost), then the first.
        let candidates = versions.filter {
          !progressedLines.contains($0.line) && completes(item, $0.item)
        }
        func rank(_ open: (line: Int, item: TodoItem)) -> (Int, Int, Int) {
          (lacked.contains(open.line) ? 0 : 1, completionDistance(item, of: open.item), open.line)
        }
        if let open = candidates.min(by: { rank($0) < rank($1) }) {
          let old = todo.text(ofLine: open.line)
          try todo.replaceBytes(line: open.line, with: bytes)
          progressedLines.insert(open.line)
          switch completionDistance(item, of: open.item) {
          case 0: report(.progressed(line: open.line, text: text))
          case 1: report(.progressedFrom(line: open.line, text: text, was: old))
          default: report(.progressedOther(line: open.line, text: text, was: old))
          }
          continue
        }
      } else {
        if let completed = versions.first(where: { completes($0.item, item) }) {
          named.insert(completed.line)
          report(.alreadyCompleted(line: completed.line, text: text))
          continue
        }
        // (Not when the copy's side has every such completion and one of them is its own, which
        // the file's side lacks: that side did the task and has it open, added again, as a
        // chore is; the copy is then often this machine's own version, which the sync client
        // replaced.)
        let completions = counts(
          doneByIdentity[id]?.filter { completes($0, item) }.map { Array($0.text.utf8) } ?? [])
        let doneAndAddedAgain =
          fileSideDone.map { fileSide in
            completions.allSatisfy { line, count in count <= copySideDone[line] ?? 0 }
              && completions.contains { line, count in count > fileSide[line] ?? 0 }
          } ?? false
        if !completions.isEmpty && !doneAndAddedAgain {
          report(.archived(text: text))
          continue
        }
      }
      // Maybe another version of a task the file has (another priority, rescheduled, or a
      // line of the file the copy lacks reworded): no base tells which is newer, or whether
      // they are two tasks, so both stay, reported.
      func eligible(_ other: (line: Int, item: TodoItem)) -> Bool {
        !progressedLines.contains(other.line) && other.item.isCompleted == item.isCompleted
      }
      let sameTask = byLooseIdentity[loose(item)]?.first(where: eligible)
      let newWords = item.subject.split(separator: " ")
      let newSet = Set(newWords)
      let reworded = lackedByFirstWord[firstWord(item)]?.first { old in
        eligible((old.line, old.item)) && isRewording(old.words, old.count, newSet, newWords.count)
      }.map { (line: $0.line, item: $0.item) }
      let line = try todo.appendLine(bytes, ending: copy.lineEnding(ofLine: n))
      byIdentity[id, default: []].append(line)
      byLooseIdentity[loose(item), default: []].append((line, item))
      if let other = sameTask ?? reworded {
        named.insert(other.line)
        let here = Place.line(other.line, todo.text(ofLine: other.line))
        let copy = Place.line(line, text)
        report(
          guess == nil
            ? .bothKept(here: here, copy: copy) : .bothKeptUnproven(here: here, copy: copy))
      } else {
        report(added(line))
      }
    }
    guard let guess else { return [] }
    // The file's tasks the copy lacks that the guessed base had (the same line, or the task
    // changed here): kept and named, but for one whose completion is new in done.txt since
    // the base (a fact: completed on one side).
    let guessedTasks = Set(
      guessed.lazy.filter { !isBlank($0) }.map { loose(TodoItem(parsing: text($0))) })
    // This side's lines when the copy was made (see ``Base/atCopy``).
    let atCopyLines = guess.atCopy.map(lines) ?? []
    // done.txt's lines now and at the base, counted (read once for the rules below).
    let doneNow = counts(done.lineNumbers.map { done.bytes(ofLine: $0) })
    let doneAtBase = counts(lines(guess.done))
    // done.txt's lines new since the base, and the completions among them by task.
    var gained = doneNow
    for (line, count) in doneAtBase { gained[line] = (gained[line] ?? 0) - count }
    var completions: [TaskIdentity: [TodoItem]] = [:]
    for n in done.lineNumbers where (gained[done.bytes(ofLine: n)] ?? 0) > 0 {
      if let item = task(done, n), item.isCompleted {
        completions[identity(item), default: []].append(item)
      }
    }
    // The guessed base's tasks the copy lacks (deleted there, or changed there beyond
    // recognition, or added here after the copy was made), each parsed once; counted: a task
    // the base had twice and the copy once is gone there once. `copyLeft` keeps the copy's
    // lines beyond the base's (what it added, its completions among them).
    var copyLeft = copyLineCounts
    let goneFromCopy = unmatched(lines(guess.todo), in: &copyLeft).map {
      (bytes: $0, item: TodoItem(parsing: text($0)))
    }
    // Those tasks by word: a line here that is one of them reworded (`append`, `prepend`, an
    // editor) may be a change against a deletion. So may one of a task this side had when the
    // copy was made that the copy lacks.
    var copyLeftThen = copyLineCounts
    let goneThen = unmatched(atCopyLines, in: &copyLeftThen).map { TodoItem(parsing: text($0)) }
    let (goneIndex, goneThenIndex) = (
      RewordIndex(goneFromCopy.map(\.item)), RewordIndex(goneThen)
    )
    var completedThere: [Int] = []
    for m in ownLines
    where lacked.contains(m) && !named.contains(m) && !progressedLines.contains(m)
      && !todo.isBlank(line: m)
    {
      let bytes = todo.bytes(ofLine: m)
      let item = task(todo, m)
      // A line the base had, or a task it had that this side changed, or reworded.
      let guessedHad =
        guessed.contains(bytes) || item.map({ guessedTasks.contains(loose($0)) }) ?? false
        || goneIndex.hasRewording(of: bytes)
        || rewrittenHere[m].map({ !copyLines.contains($0) }) ?? false
      // Or one this side had when the copy was made that the copy lacks (the line as it was,
      // or changed or reworded since: the same words count; counted, so that a second line
      // of the same bytes added here since is not taken for it).
      let hadThen = goneThenIndex.hasRewording(of: bytes)
      guard guessedHad || hadThen else { continue }
      let completedInDone =
        item.map { item in
          !item.isCompleted
            && completions[identity(item)]?.contains(where: { completes($0, item) }) == true
        } ?? false
      if completedInDone {
        // Taken out only on the guessed base's word: a completion new in done.txt may be this
        // side's own (a chore done and added again before the copy was made); else named
        // below, open here and completed in done.txt.
        if guessedHad { completedThere.append(m) }
      } else {
        report(.keptUnproven(place: .line(m, todo.text(ofLine: m))))
      }
    }
    // The completions said below or here as another side's (not named again as kept).
    var saidCompletions = Set<String>()
    for m in completedThere {
      if let item = task(todo, m),
        let completion = completions[identity(item)]?.first(where: { completes($0, item) })
      {
        saidCompletions.insert(completion.text)
      }
      report(.completedThere(text: todo.text(ofLine: m)))
      try todo.replaceBytes(line: m, with: [])
    }
    // Then what is both in todo.txt and completed in done.txt since the base: a completed line
    // whose very bytes done.txt gained was archived there (taken out here, as archiving moves
    // it; counted, for tasks with the same words); an open task whose completion done.txt
    // gained may have been reopened on one side and archived on the other: both stay, named.
    for m in todo.lineNumbers where !todo.isBlank(line: m) {
      guard let item = task(todo, m) else { continue }
      let bytes = todo.bytes(ofLine: m)
      if item.isCompleted {
        guard let count = gained[bytes], count > 0 else { continue }
        gained[bytes] = count - 1
        report(.completedThere(text: todo.text(ofLine: m)))
        try todo.replaceBytes(line: m, with: [])
      } else if let completion = completions[identity(item)]?.first(where: {
        completes($0, item) && !saidCompletions.contains($0.text)
      }) {
        saidCompletions.insert(completion.text)
        report(
          .openAndCompleted(open: .line(m, todo.text(ofLine: m)), completed: completion.text))
      }
    }
    // Then a completed line done.txt already had at the base, in todo.txt though neither the
    // copy nor the base's todo.txt has it: archived on one side and back from the side that
    // never saw it archived, or completed again here the same day (a chore done twice): kept
    // and named, never taken out on the strength of the bytes. (Counted, for tasks with the
    // same words. An open task whose completion done.txt had is left alone: a chore added
    // again here looks the same.)
    // (Each line of done.txt both had then and has now, taken once.)
    var archived = doneAtBase
    for (line, count) in doneAtBase { archived[line] = min(count, doneNow[line] ?? 0) }
    for m in todo.lineNumbers where !todo.isBlank(line: m) {
      let bytes = todo.bytes(ofLine: m)
      guard !copyLines.contains(bytes), !guessed.contains(bytes),
        let count = archived[bytes], count > 0, let item = task(todo, m), item.isCompleted
      else { continue }
      archived[bytes] = count - 1
      report(.keptUnproven(place: .line(m, todo.text(ofLine: m))))
    }
    // A completion done.txt gained since the base that the copy's side does not have, of a
    // task of the base the copy lacks: completed (and archived) on one side, maybe deleted on
    // the other; it stays, named.
    var copySideGained = copySideDone
    for (line, count) in doneAtBase {
      copySideGained[line] = (copySideGained[line] ?? 0) - count
    }
    let goneTasks = Dictionary(grouping: goneFromCopy) { identity($0.item) }
    var doneCounts = doneAtBase
    for n in done.lineNumbers {
      let bytes = done.bytes(ofLine: n)
      if let count = doneCounts[bytes], count > 0 {
        doneCounts[bytes] = count - 1
        continue
      }
      if let count = copySideGained[bytes], count > 0 {
        copySideGained[bytes] = count - 1
        continue
      }
      // (A line the copy's todo.txt has, or a completion said above, is not lacked there.)
      if let count = copyLeft[bytes], count > 0 {
        copyLeft[bytes] = count - 1
        continue
      }
      if saidCompletions.contains(done.text(ofLine: n)) { continue }
      guard let item = task(done, n), item.isCompleted,
        goneTasks[identity(item)]?.contains(where: {
          $0.bytes == bytes || completes(item, $0.item)
        }) == true
      else { continue }
      report(.keptUnproven(place: .done(done.text(ofLine: n))))
    }
    return []
  }

  // MARK: - Helpers

  /// Tasks by the words of their subjects, to find a line that rewords one of them
  /// (``isRewording(_:_:_:_:)``: `append`, `prepend`, an editor).
  struct RewordIndex {
    private var tasks: [(words: Set<Substring>, count: Int)] = []
    private var byWord: [Substring: [Int]] = [:]

    init(_ items: [TodoItem]) {
      for item in items {
        let words = item.subject.split(separator: " ")
        for word in Set(words) { byWord[word, default: []].append(tasks.count) }
        tasks.append((Set(words), words.count))
      }
    }

    /// Whether the line `bytes` rewords one of the tasks (of the first 64 that share a word
    /// with it: a line of common words is compared with a bounded number).
    func hasRewording(of bytes: [UInt8]) -> Bool {
      guard !tasks.isEmpty else { return false }
      let words = subjectWords(bytes)
      let set = Set(words)
      var tried = Set<Int>()
      for word in set {
        for k in byWord[word] ?? [] where tried.insert(k).inserted {
          if isRewording(tasks[k].words, tasks[k].count, set, words.count) { return true }
          if tried.count > 64 { return false }
        }
      }
      return false
    }
  }

  /// The lines of `lines` that are not blank and that `counts` does not have (counted: each
  /// line of `counts` matches one line); `counts` keeps what was not matched.
  static func unmatched(_ lines: [[UInt8]], in counts: inout [[UInt8]: Int]) -> [[UInt8]] {
    lines.filter { line in
      guard !isBlank(line) else { return false }
      guard let count = counts[line], count > 0 else { return true }
      counts[line] = count - 1
      return false
    }
  }

  /// How many times each line occurs.
  static func counts(_ lines: [[UInt8]]) -> [[UInt8]: Int] {
    lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    let list = TodoList(bytes: bytes)
    return list.lineNumbers.map { list.bytes(ofLine: $0) }
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// The words of a line's subject (the task without its header).
  static func subjectWords(_ bytes: [UInt8]) -> [Substring] {
    TodoItem(parsing: text(bytes)).subject.split(separator: " ")
  }

  /// Whether words `b` look like words `a` reworded: at least half of the longer one's words
  /// are in both.
  static func isRewording(_ a: [Substring], _ b: [Substring]) -> Bool {
    isRewording(Set(a), a.count, Set(b), b.count)
  }

  /// ``isRewording(_:_:)`` on words already read: each side's distinct words and its count
  /// of words.
  static func isRewording(
    _ a: Set<Substring>, _ aCount: Int, _ b: Set<Substring>, _ bCount: Int
  ) -> Bool {
    guard aCount > 0, bCount > 0 else { return false }
    return a.intersection(b).count * 2 >= max(aCount, bCount)
  }

  /// Whether the file `bytes` has a line that is not blank.
  static func hasTask(_ bytes: [UInt8]) -> Bool {
    let list = TodoList(bytes: bytes)
    return list.lineNumbers.contains { !list.isBlank(line: $0) }
  }

  static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { TodoLine($0).isBlank }
  }

  /// Reports one conflict: the versions kept here and from the copy, paired in order.
  static func reportRegion(here: [Place], copy: [Place], _ report: (Step) -> Void) {
    for (h, c) in zip(here, copy) { report(.bothKept(here: h, copy: c)) }
    for c in copy.dropFirst(here.count) { report(.keptChangeThere(place: c)) }
    for h in here.dropFirst(copy.count) { report(.keptChangeHere(place: h)) }
  }
}
