import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// What `merge-conflicts` takes as a copy's time and as its common ancestor.
@Suite struct ConflictCopyBaseTests {

  /// Runs `setup` in a new sandbox, checks that the common version `merge-conflicts` then
  /// guesses for the conflict copy named `copy` (``guessedBase(_:copy:)``) is `base`, and runs
  /// `merge` there.
  private func mergeOnAGuess(
    _ setup: String, copy: String, guessing base: String, then merge: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Sandbox.Result {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    #expect(try sandbox.run(setup).status == 0, sourceLocation: sourceLocation)
    // The version it guesses both machines had.
    #expect(guessedBase(sandbox, copy: copy)?.todo == base, sourceLocation: sourceLocation)
    return try sandbox.run(merge)
  }

  /// The common version `merge-conflicts` would guess for the conflict copy named `copy` in
  /// the sandbox's folder and todo.txt there, from the history todo kept there (as
  /// `merge-conflicts` calls it: done.txt as it is, no sync records): its content, and whether
  /// the copy is this machine's side. The choice decides what a merge on a guess names. The
  /// history is read into memory first, and the choice made on that value alone (no disk).
  private func guessedBase(_ sandbox: Sandbox, copy: String) -> (todo: String, copyIsLocal: Bool)? {
    let folder = sandbox.directory
    func bytes(_ name: String) -> [UInt8] {
      Array((try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data())
    }
    let path = folder.appendingPathComponent("todo.txt").path
    let backups = Backups(for: path, environment: sandbox.environment)
    var versions: [(number: Int, version: Backups.Version)] = []
    var files: [String: [UInt8]] = [:]
    for number in (try? backups.numbers()) ?? [] {
      guard let version = backups.version(number), version.file == nil else { continue }
      versions.append((number, version))
      for name in ["\(number).txt", "\(number).left"] { files[name] = backups.read(name) }
    }
    let history = Backups.History(versions: versions, file: { files[$0] })
    return Backups.ancestor(
      in: history, before: Int(Date().timeIntervalSince1970) + 3600,
      done: System.realPath(folder.appendingPathComponent("done.txt").path), copy: bytes(copy),
      current: bytes("todo.txt"), currentDone: bytes("done.txt")
    ).map { (String(decoding: $0.todo, as: UTF8.self), $0.copyIsLocal) }
  }

  @Test(arguments: [
    ("todo.sync-conflict-20261130-101112-ABCDEF7.txt", [2026, 11, 30, 10, 11, 12]),
    ("todo.sync-conflict-20261130-101112.txt", [2026, 11, 30, 10, 11, 12]),
    ("todo_conflict-20261130-101112.txt", [2026, 11, 30, 10, 11, 12]),
    ("todo (conflicted copy 2026-11-30 101112).txt", [2026, 11, 30, 10, 11, 12]),
    ("todo (Bob's conflicted copy 2026-11-30).txt", [2026, 11, 30]),
    ("todo (Bob's conflicted copy 2026-11-30) (2).txt", [2026, 11, 30]),
    ("todo (Bob's conflicted copy 2026-11-30 (1)).txt", [2026, 11, 30]),
    ("todo (Bob's conflicted copy).txt", []),
    ("todo-notes.txt", []),
  ])
  func timeInTheName(_ name: String, _ expected: [Int]) {
    let stamp = ConflictCopyName.stamp(name, copyOf: "todo.txt")
    let fields =
      stamp.map { s in
        [s.year, s.month, s.day] + (s.time.map { [$0.hour, $0.minute, $0.second] } ?? [])
      }
      ?? []
    #expect(fields == expected, "\(name)")
  }

  /// Which done.txt goes with which todo.txt: the one whose newly archived task is still open
  /// in a todo.txt is the other side's. Syncthing keeps the newer file, file by file, so the
  /// copies of todo.txt and done.txt can be different machines'.
  /// done.txt's common part and which side changed it, without a copy of done.txt, each rule
  /// on the case that motivated it.
  @Test func doneSidesComeFromTheHistoryThenFromDoneTxtsEnd() {
    let done = Array("x 2026-11-20 old\nx 2026-12-02 email Ann\n".utf8)
    let then = Array("x 2026-11-20 old\n".utf8)
    func ancestor(doneSize: Int? = nil, doneThen: [UInt8]?, copyIsLocal: Bool) -> Backups.Ancestor {
      var result = Backups.Ancestor(
        todo: Array("pay rent\nemail Ann\n".utf8), replacedAt: 1_796_040_000, doneSize: doneSize,
        copyIsLocal: copyIsLocal)
      result.doneThen = doneThen.map { ContentHash($0) }
      return result
    }
    let other = Array("pay rent\n".utf8)
    // Copies soak, seed 10, step 196: this machine had done.txt as `then` with the base and
    // appended nothing since; done.txt begins with it, so the rest came from the other
    // machine (which archived `email Ann`), and this machine's side (the file) is `then`. The
    // completion is dated before the base's day (the other machine completed the task before
    // it had the base's version): done.txt's end alone would not tell.
    let early = then + Array("x 2026-11-29 email Ann\n".utf8)
    var sides = MergeConflictsAction.doneSides(
      done: early, doneCopy: nil, ancestor: ancestor(doneThen: then, copyIsLocal: false),
      other: other)
    #expect(sides.base == then && sides.fileSide == then && sides.copySide == nil)
    sides = MergeConflictsAction.doneSides(
      done: early, doneCopy: nil, ancestor: ancestor(doneThen: nil, copyIsLocal: false),
      other: other)
    #expect(sides.base == early && sides.fileSide == nil && sides.copySide == nil)
    // The copy is this machine's: its side is the copy's.
    sides = MergeConflictsAction.doneSides(
      done: early, doneCopy: nil, ancestor: ancestor(doneThen: then, copyIsLocal: true),
      other: other)
    #expect(sides.base == then && sides.fileSide == nil && sides.copySide == then)
    // This machine appended since: done.txt cut back before its append; the other side's
    // done.txt is that.
    sides = MergeConflictsAction.doneSides(
      done: done, doneCopy: nil,
      ancestor: ancestor(doneSize: then.count, doneThen: nil, copyIsLocal: false), other: other)
    #expect(sides.base == then && sides.fileSide == nil && sides.copySide == then)
    // The history's done.txt is not how done.txt begins (replaced since): the other
    // machine's archiving, the completions at the end of tasks its todo.txt lacks.
    sides = MergeConflictsAction.doneSides(
      done: done, doneCopy: nil,
      ancestor: ancestor(doneThen: Array("x 2026-11-19 other\n".utf8), copyIsLocal: false),
      other: other)
    #expect(sides.base == then && sides.fileSide == then && sides.copySide == nil)
    // ...only when its todo.txt lacks the task: it still has it open, nothing was archived.
    sides = MergeConflictsAction.doneSides(
      done: done, doneCopy: nil, ancestor: ancestor(doneThen: nil, copyIsLocal: false),
      other: Array("pay rent\nemail Ann\n".utf8))
    #expect(sides.base == done && sides.fileSide == nil && sides.copySide == nil)
    // With a copy of done.txt: what both begin with.
    sides = MergeConflictsAction.doneSides(
      done: done, doneCopy: then + Array("x 2026-12-02 pay rent\n".utf8),
      ancestor: ancestor(doneThen: nil, copyIsLocal: false), other: other)
    #expect(sides.base == then && sides.fileSide == nil && sides.copySide == nil)
  }

  @Test func doneCopyPairsWithTheTodoItArchivedFrom() {
    let (phoneTodo, laptopTodo) = (Array("a task\n\nc task\n".utf8), Array("a task\nb task\n".utf8))
    let (phoneDone, laptopDone) = (
      Array("x 2026-11-30 b task\n".utf8), Array("x 2026-11-30 c task\n".utf8)
    )
    // The copies are both the laptop's: paired as they are.
    #expect(
      !MergeConflictsAction.doneCopyIsFileSide(
        todoCopy: laptopTodo, current: phoneTodo, doneCopy: laptopDone, done: phoneDone))
    // The laptop's todo.txt is the copy, the phone's done.txt is: crossed.
    #expect(
      MergeConflictsAction.doneCopyIsFileSide(
        todoCopy: laptopTodo, current: phoneTodo, doneCopy: phoneDone, done: laptopDone))
    // Nothing to tell them apart: paired as they are.
    #expect(
      !MergeConflictsAction.doneCopyIsFileSide(
        todoCopy: laptopTodo, current: laptopTodo, doneCopy: phoneDone, done: laptopDone))
  }

  /// A copy lacking most of the base's tasks looks cut short (merged without removing
  /// anything), unless its side archived them: `archive` takes many at once.
  @Test func copyThatArchivedMostTasksDoesNotLookCut() {
    let base = Array((1...8).map { "task \($0) +p\($0)\n" }.joined().utf8)
    let copy = Array("task 1 +p1\ntask 2 +p2\n".utf8)
    let done = Array((3...8).map { "x 2026-12-01 task \($0) +p\($0)\n" }.joined().utf8)
    #expect(MergeConflictsAction.looksCut(copy, base: base))
    #expect(!MergeConflictsAction.looksCut(copy, base: base, done: done, since: "2026-12-01"))
    #expect(
      MergeConflictsAction.looksCut(
        copy, base: base, done: Array(done.prefix(40)), since: "2026-12-01"))
    // Completions from before the base (a recurring task's older ones) say nothing: cut.
    #expect(MergeConflictsAction.looksCut(copy, base: base, done: done, since: "2026-12-02"))
  }

  /// The same, end to end (the soak's seed 13): the other machine reworded five of eight
  /// tasks; its copy is not taken as cut short. (With a guessed base each rewording is kept
  /// beside the task's line here, named: 5 more lines.)
  @Test func copyThatRewordedMostTasksIsNotCut() throws {
    let result = try Sandbox.run(
      """
      printf 't1\\nt2\\nt3\\nt4\\nt5\\nt6\\nt7\\nt8\\n' > todo.txt
      todo pri 1 A >/dev/null
      printf '(A) t1\\nt2\\nt3\\nt4 today\\nt5 today\\nt6 today\\nt7 today\\nt8 today\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c -e 'half-written'; grep -c 'today' todo.txt; grep -c . todo.txt
      """)
    #expect(result.stdout == ["0", "5", "13"], "\(result)")
  }

  /// The copy has a task at another place (an earlier merge on the other machine appended it
  /// there): the task stays where it is here, said as already there (copies soak, seed 1,
  /// step 295: it was removed, added at the end and said twice); the task prioritized here is
  /// kept in both versions, as the base is a guess.
  @Test func taskTheCopyHasElsewhereStaysInItsPlace() throws {
    let result = try Sandbox.run(
      """
      printf 'a task\nb task\nc task\n' > todo.txt
      todo pri 2 B >/dev/null
      printf 'b task\nc task\na task\nd task\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -v -e '^Merging' -e '^The conflict copy' -e 'common version'
      cat todo.txt
      """)
    #expect(
      result.stdout == [
        "  two versions kept, as no sync record proves which is newer; delete the one you do not want: 2: (B) b task (this machine) / 4: b task (the other machine)",
        "  already there: c task", "  already there: a task", "  added as 5: d task", "a task",
        "(B) b task", "c task", "b task", "d task",
      ], "\(result)")
  }

  /// The other machine put a word before a task (`prepend`). With the records proving the
  /// base the task changes in its place (copies soak, seed 11, step 449); with a guessed base
  /// nothing is overwritten: the new version is added, the old one kept, both named.
  @Test func taskRewordedThereIsKeptBesideItOnAGuess() throws {
    let result = try Sandbox.run(
      """
      printf 'a task\nb task\nc task\n' > todo.txt
      todo pri 3 B >/dev/null
      printf 'a task\nmaybe b task\nc task\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -v -e '^Merging' -e '^The conflict copy' -e 'common version'
      cat todo.txt
      """)
    #expect(
      result.stdout == [
        "  already there: a task", "  added as 4: maybe b task",
        "  two versions kept, as no sync record proves which is newer; delete the one you do not want: 3: (B) c task (this machine) / 5: c task (the other machine)",
        "  kept: 2: b task — the other machine's copy does not have it, and no sync record "
          + "proves it was deleted there: delete it if it was done or deleted there",
        "a task", "b task", "(B) c task", "maybe b task", "c task",
      ], "\(result)")
  }

  /// A hostile review's case: the other machine tagged three tasks, then its file was caught
  /// half-written after the fifth of ten. The tasks it edited offset the ones it lacks, but a
  /// file cut short lacks the end of the base: it is cut. One that reworded its last tasks in
  /// place has its own tasks at the end: not cut.
  @Test func copyCutAfterItsEditsLooksCut() {
    let base = Array((1...10).map { "t\($0) task\n" }.joined().utf8)
    let cut = Array("t1 task\nt2 task +home\nt3 task +home\nt4 task +home\nt5 task\n".utf8)
    #expect(MergeConflictsAction.looksCut(cut, base: base))
    let rewordedAtEnd = Array(
      (1...10).map { "t\($0) task\($0 > 6 ? " today" : "")\n" }.joined().utf8)
    #expect(!MergeConflictsAction.looksCut(rewordedAtEnd, base: base))
    let deletedAtEnd = Array((1...7).map { "t\($0) task\n" }.joined().utf8)
    #expect(!MergeConflictsAction.looksCut(deletedAtEnd, base: base))
  }

  /// The same, end to end: nothing after the cut is removed, and the output says why.
  @Test func copyCutAfterItsEditsRemovesNothing() throws {
    let result = try Sandbox.run(
      """
      printf 't1 a\\nt2 b\\nt3 c\\nt4 d\\nt5 e\\nt6 f\\nt7 g\\nt8 h\\nt9 i\\nt10 j\\n' > todo.txt
      todo pri 1 A >/dev/null
      printf '(A) t1 a\\nt2 b +home\\nt3 c +home\\nt4 d +home\\nt5 e\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c -e 'half-written' -e 'removed'; grep -c 't10 j' todo.txt
      """)
    #expect(result.stdout == ["1", "1"], "\(result)")
  }

  /// This machine completed and archived most tasks; Syncthing made its todo.txt the copy and
  /// the other machine's done.txt the copy (the older file of each). The tasks the copy lacks
  /// are in this machine's done.txt, the file beside it, not in the copy of done.txt: the copy
  /// is not cut short, and the tasks are not left open in todo.txt while done.txt has them.
  @Test func copyIsJudgedByItsOwnDoneTxtWhenTheDoneCopyIsTheOtherMachines() throws {
    let result = try Sandbox.run(
      """
      printf 'a1\na2\na3\na4\na5\na6\na7\na8\n' > todo.txt
      : > done.txt
      todo pri 1 A >/dev/null
      todo do 3 4 5 6 7 >/dev/null
      mv todo.txt todo.sync-conflict-20261130-235900-ABCDEF7.txt
      printf '(A) a1\na2\na3\na4\na5\na6\na7\n' > todo.txt
      printf 'x 2026-11-30 a8\n' > done.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c 'half-written'; grep -c . todo.txt; cat done.txt
      """)
    #expect(
      result.stdout == [
        "0", "2", "x 2026-11-30 a3", "x 2026-11-30 a4", "x 2026-11-30 a5", "x 2026-11-30 a6",
        "x 2026-11-30 a7", "x 2026-11-30 a8",
      ], "\(result)")
  }

  /// A copy whose machine reworded most of the base's tasks lacks them, but has as many tasks
  /// the base has not: edited, not cut short. A copy that lacks them and adds one is still cut.
  @Test func copyThatRewordedMostTasksDoesNotLookCut() {
    let base = Array((1...8).map { "task \($0) +p\($0)\n" }.joined().utf8)
    let reworded = Array(
      (1...8).map { "task \($0) +p\($0)\($0 > 3 ? " today" : "")\n" }.joined().utf8)
    #expect(!MergeConflictsAction.looksCut(reworded, base: base))
    #expect(MergeConflictsAction.looksCut(Array("task 1 +p1\nnew task\n".utf8), base: base))
  }

  /// The base is the version of this machine's history the other machine's side is nearest
  /// to, whichever side (the copy or the file) is the other machine's: kept rewrites and the
  /// files before appends (rebuilt from the appended bytes the records keep) are candidates.
  @Test func sharedVersionIsTheOneNearestTheOtherMachine() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    try Data("a\n".utf8).write(to: URL(fileURLWithPath: path))
    for command in ["todo add b", "todo add c", "todo replace 1 A"] {
      #expect(try sandbox.run(command).status == 0, "\(command)")
    }
    let local = Array("A\nb\nc\n".utf8)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == local)
    let backups = Backups(for: path, environment: sandbox.environment)
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    let later = Int(Date().timeIntervalSince1970) + 3600
    func base(_ other: String, otherIsCopy: Bool = true) -> String? {
      let other = Array(other.utf8)
      return backups.ancestor(
        before: later, doneFile: done, copy: otherIsCopy ? other : local,
        current: otherIsCopy ? local : other
      ).map { String(decoding: $0.todo, as: UTF8.self) }
    }
    // The other machine had "a b" (before `add c`), and added x.
    #expect(base("a\nb\nx\n") == "a\nb\n")
    #expect(base("a\nb\nx\n", otherIsCopy: false) == "a\nb\n")
    // It had everything before the `replace` (a kept rewrite), or only "a".
    #expect(base("a\nb\nc\nx\n") == "a\nb\nc\n")
    #expect(base("a\nx\n", otherIsCopy: false) == "a\n")
    // Equally near ("a" and "a b c"): the one with the lines both sides have, c, which was
    // added here after b (the other machine had b, and deleted it), then the oldest.
    #expect(base("a\nc\n") == "a\nb\nc\n")
    // The other machine completed the task added last: still that version (by task), not the
    // one before the task came (by lines it would be one line nearer).
    #expect(base("a\nb\nx c\n") == "a\nb\nc\n")
    #expect(base("a\nb\nx 2026-11-30 c\nd\n", otherIsCopy: false) == "a\nb\nc\n")
    // Nothing in common with any version: no base (every line would read as deleted there).
    #expect(base("x\n") == nil)
  }

  /// Dropbox renames this machine's todo.txt to the copy and puts the other machine's version
  /// in its place: the merge says so, and keeps both machines' changes (the other machine's
  /// completion is not undone by this machine's open line).
  @Test func copyThatIsThisMachinesOwnIsSaidAndMerged() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      printf 'buy milk\\ncall mom\\npay rent\\n' > todo.txt
      todo add 'laptop task' >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf 'buy milk\\nx 2026-11-30 call mom\\npay rent\\nphone task\\n' > todo.txt
      todo merge-conflicts | grep -v 'is now in'; cat todo.txt
      """)
    #expect(
      result.stdout == [
        "Merging $HOME/todo (laptop's conflicted copy 2026-11-30).txt into $HOME/todo.txt:",
        "  no sync record proves the common version (todo's best guess: the version it kept from "
          + "2026-11-30 12:00:00), so nothing is removed or overwritten on a guess: what only one "
          + "side has is kept, and two versions of a task are both kept, each named below",
        "  the copy is this machine's own todo.txt (the sync client put the other machine's "
          + "version in its place): below, \"this machine\" means the copy and \"the other "
          + "machine\" the file as it is now",
        "  already there: buy milk", "  already completed as 2, not added again: call mom",
        "  already there: pay rent", "  added as 5: laptop task",
        "buy milk", "x 2026-11-30 call mom", "pay rent", "phone task", "laptop task",
      ], "\(result)")
    #expect(result.status == 0)
  }

  /// This machine prioritized `call mom`; the other machine got that and then dated it. The
  /// versions before and after the `pri` are as near the other machine's by tasks and lines;
  /// by priorities the one after is nearer. (The base is a guess: the two versions of
  /// `call mom` are both kept, named, and `buy milk`, not in it, is added.)
  @Test func ofEquallyNearVersionsTheOneWithTheSharedPriorityIsTheBase() throws {
    let result = try mergeOnAGuess(
      """
      printf 'pay rent\ncall mom\n' > todo.txt
      todo pri 1 A >/dev/null
      todo pri 2 C >/dev/null
      todo add 'buy milk' >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf '(A) pay rent\n(C) call mom due:2026-12-25\n' > todo.txt
      """, copy: "todo (laptop's conflicted copy 2026-11-30).txt",
      guessing: "(A) pay rent\n(C) call mom\n",
      then: """
        todo merge-conflicts | grep -v 'is now in' | tail -n 1; cat todo.txt
        """)
    #expect(
      result.stdout == [
        "  added as 4: buy milk", "(A) pay rent", "(C) call mom due:2026-12-25", "(C) call mom",
        "buy milk",
      ], "\(result)")
  }

  /// This machine added four tasks, and a phone's editor got them, completed `pay rent`,
  /// deleted `buy milk` and added `walk dog`; this machine then added `read book` and
  /// prioritized `call mom`, and the sync client put the phone's file in place. The version
  /// with two tasks and the one with four are as near the phone's by tasks and lines, and the
  /// oldest of equals would be the first; but `fix bike`, which both sides have, was added
  /// here after `buy milk`: the phone had the version with four. So the phone's deletion of
  /// `buy milk` is named, not taken for a task it never had.
  @Test func ofEquallyNearVersionsTheOneWithTheTasksBothSidesHaveIsTheBase() throws {
    let result = try mergeOnAGuess(
      """
      for task in 'pay rent' 'call mom' 'buy milk' 'fix bike'; do todo add "$task" >/dev/null; done
      sed -e '/buy milk/d' -e 's/^pay rent/x 2026-11-30 pay rent/' todo.txt > phone
      echo 'walk dog' >> phone
      todo add 'read book' >/dev/null; todo pri 2 A >/dev/null
      mv todo.txt todo.sync-conflict-20991130-101010-LAPTOP7.txt; mv phone todo.txt
      """, copy: "todo.sync-conflict-20991130-101010-LAPTOP7.txt",
      guessing: "pay rent\ncall mom\nbuy milk\nfix bike\n",
      then: "todo merge-conflicts | grep 'buy milk'; cat todo.txt")
    #expect(
      result.stdout == [
        "  added as 6: buy milk — the other machine's todo.txt did not have it, and no sync "
          + "record proves it was deleted there: delete it if it was done or deleted there",
        "x 2026-11-30 pay rent", "call mom", "fix bike", "walk dog", "(A) call mom", "buy milk",
        "read book",
      ], "\(result)")
  }

  /// Of versions as near, a newer one that changed or removed a line of the oldest is not
  /// taken for the lines both sides have: it may hold a change the other machine never had.
  /// Here this machine replaced `a` with `c`, then added `d`, and the other side has `a`, `b`
  /// and `c`: it had the first version and added `c` itself, or the second and added `a`
  /// back; the oldest.
  @Test func aNewerVersionThatChangedALineIsNotTakenForTheLinesBothSidesHave() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try sandbox.run("todo replace 1 c && todo add d").status == 0)
    let local = Array("c\nb\nd\n".utf8)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == local)
    let backups = Backups(for: path, environment: sandbox.environment)
    let base = backups.ancestor(
      before: Int(Date().timeIntervalSince1970) + 3600,
      doneFile: sandbox.directory.appendingPathComponent("done.txt").path,
      copy: Array("a\nb\nc\n".utf8), current: local)
    #expect(base.map { String(decoding: $0.todo, as: UTF8.self) } == "a\nb\n")
  }

  /// An editor here added `buy milk @store` after the version both machines had, and the other
  /// machine's done.txt has an old `buy milk @store` archived. The version this machine's next
  /// command started from has the line, and as many of that task as the other machine counting
  /// its archive, but one line more than the shared one: a task that differs counts no more
  /// than a line, so it is not the base. (The base is a guess: `call mom`'s two versions are
  /// both kept; the copy's `buy milk @store` has a completion in done.txt and is not brought
  /// back, said: reopening it on a guess is what the rules never do.)
  @Test func anArchivedNamesakeDoesNotMakeAnEditorsLineShared() throws {
    let result = try mergeOnAGuess(
      """
      printf 'pay rent\ncall mom\n' > todo.txt
      printf 'x 2026-11-20 buy milk @store\n' > done.txt
      todo pri 1 A >/dev/null
      printf 'buy milk @store\n' >> todo.txt
      todo pri 2 B >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf '(A) pay rent\ncall mom\nwater plants\n' > todo.txt
      """, copy: "todo (laptop's conflicted copy 2026-11-30).txt",
      guessing: "(A) pay rent\ncall mom\n",
      then: """
        todo merge-conflicts | grep -v 'is now in' | tail -n 2; cat todo.txt
        """)
    #expect(
      result.stdout == [
        "  two versions kept, as no sync record proves which is newer; delete the one you do not want: 2: call mom (the other machine) / 4: (B) call mom (this machine)",
        "  already done and archived in done.txt, not brought back: buy milk @store",
        "(A) pay rent", "call mom", "water plants", "(B) call mom",
      ], "\(result)")
  }

  /// This machine added `water plants` with its creation date; the other machine added one
  /// without (an editor). The version after this machine's `add` is not the shared one: the
  /// other machine's line may be another task (a creation date is never taken away): both
  /// are kept, named.
  @Test func taskAddedAgainWithoutItsCreationDateIsAnotherTask() throws {
    let result = try mergeOnAGuess(
      """
      printf 'pay rent\ncall mom\n' > todo.txt
      todo pri 1 A >/dev/null
      todo -t add 'water plants' >/dev/null
      todo add 'buy milk' >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf '(A) pay rent\ncall mom\nwater plants\n' > todo.txt
      """, copy: "todo (laptop's conflicted copy 2026-11-30).txt",
      guessing: "(A) pay rent\ncall mom\n",
      then: """
        todo merge-conflicts | grep -v 'is now in' | tail -n 2; cat todo.txt
        """)
    #expect(
      result.stdout == [
        "  two versions kept, as no sync record proves which is newer; delete the one you do not want: 3: water plants (the other machine) / 4: 2026-11-30 water plants (this machine)",
        "  added as 5: buy milk",
        "(A) pay rent", "call mom", "water plants", "2026-11-30 water plants", "buy milk",
      ], "\(result)")
  }

  /// The copy is this machine's own: a task both machines reprioritized is said with the
  /// copy's version as this machine's and the file's as the other machine's.
  @Test func thisMachinesOwnCopyIsThisMachineInTheReport() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\ncall mom\n' > todo.txt
      todo pri 1 A >/dev/null
      todo pri 2 B >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf '(A) pay rent\n(C) call mom\n' > todo.txt
      todo merge-conflicts | grep -v 'is now in' | tail -n 1; cat todo.txt
      """)
    #expect(
      result.stdout == [
        "  two versions kept, as no sync record proves which is newer; delete the one you do not want: 2: (C) call mom (the other machine) / 3: (B) call mom (this machine)",
        "(A) pay rent", "(C) call mom", "(B) call mom",
      ], "\(result)")
  }

  /// The copy is this machine's own, and this machine completed and archived a task there:
  /// done.txt (which the sync client left alone) already has the completion. The task gone
  /// from todo.txt is said to be completed on this machine, not deleted.
  @Test func taskArchivedInThisMachinesOwnCopyIsSaidCompleted() throws {
    let result = try Sandbox.run(
      """
      printf 'buy milk\ncall mom\npay rent\n' > todo.txt
      todo do 2 >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf 'buy milk\ncall mom\npay rent\nphone task\n' > todo.txt
      todo merge-conflicts | grep -v 'is now in' | tail -n 1; cat todo.txt done.txt
      """)
    #expect(
      result.stdout == [
        "  completed on this machine (now in done.txt), removed from todo.txt: call mom",
        "buy milk", "", "pay rent", "phone task", "x 2026-11-30 call mom",
      ], "\(result)")
  }

  /// A copy cut short (its last line without an ending and in no version, or most tasks
  /// missing) is a file caught half-written: nothing is removed for what it lacks.
  @Test(arguments: ["head -c 20 todo.txt", "printf 'item 2\\n'"])
  func copyCutShortRemovesNothing(_ make: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      for i in 1 2 3 4 5 6 7 8; do echo "item $i"; done > todo.txt
      todo pri 1 A >/dev/null
      \(make) > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -v 'is now in'; wc -l < todo.txt
      """)
    #expect(
      result.stdout.contains(
        "  the copy lacks most of todo.txt's tasks, or its last line is cut: it may have been "
          + "caught half-written, so tasks are added, never removed"), "\(result)")
    #expect(!result.stdout.contains { $0.contains("removed:") }, "\(result)")
    #expect(
      result.stdout.last?.trimmingCharacters(in: .whitespaces).hasPrefix("8") == true
        || result.stdout.last?.trimmingCharacters(in: .whitespaces).hasPrefix("9") == true,
      "\(result)")
  }

  /// Copies soak: the sync client uploaded what a command left, then an editor changed the
  /// file before the next command. The version both machines had is what that command left
  /// (kept for a small file: here the file an append started from, with the appended line),
  /// not the file before the append (the other machine's completion of the appended task
  /// would read as a second task) nor the editor's version the next command started from.
  /// (The base is a guess: the editor's `call mom tonight` and the copy's `call mom` are both
  /// kept, named.)
  @Test func versionLeftBeforeAnEditorsChangeIsFound() throws {
    let result = try mergeOnAGuess(
      """
      printf 'buy milk\\ncall mom\\n' > todo.txt
      todo add 'pay rent' >/dev/null
      printf 'buy milk\\ncall mom tonight\\npay rent\\n' > edited && mv edited todo.txt
      todo add 'laptop task' >/dev/null
      printf 'buy milk\\ncall mom\\nx 2026-11-30 pay rent\\n' > "todo (phone's conflicted copy 2026-11-30).txt"
      """, copy: "todo (phone's conflicted copy 2026-11-30).txt",
      guessing: "buy milk\ncall mom\npay rent\n",
      then: """
        todo merge-conflicts >/dev/null; cat todo.txt
        """)
    #expect(
      result.stdout == [
        "buy milk", "call mom tonight", "x 2026-11-30 pay rent", "laptop task", "call mom",
      ], "\(result)")
  }

  /// This machine's history in the tests of lines that arrived before the base: `pay rent`
  /// added, then the sync client's download (`buy milk +store`) and an editor (`water
  /// plants`), which todo cannot tell apart, before `laptop task` is added.
  private static let afterADownload = """
    printf 'buy milk\\ncall mom\\n' > todo.txt
    todo add 'pay rent' >/dev/null
    printf 'buy milk +store\\ncall mom\\npay rent\\nwater plants\\n' > edited && mv edited todo.txt
    todo add 'laptop task' >/dev/null

    """

  /// Copies soak: the sync client brought the other machine's edit and an editor added a task
  /// before the next command, so the version that command started from (the base, nearest
  /// the other machine's) holds a task the other machine never had. It may as well have
  /// come with the download and been deleted there since: it is kept, and said.
  @Test func taskAnEditorAddedAfterTheDownloadIsKeptAndSaid() throws {
    let result = try Sandbox.run(
      Self.afterADownload + """
        printf 'buy milk +store\ncall mom\nx 2026-11-30 pay rent\n' > "todo (phone's conflicted copy 2026-11-30).txt"
        todo merge-conflicts | grep -v 'is now in'; cat todo.txt
        """)
    #expect(
      result.stdout.contains(
        "  kept, though the other machine does not have it: 4: water plants (it came just "
          + "before with the sync or from another program here, and todo cannot tell whether "
          + "the other machine deleted it)"), "\(result)")
    #expect(
      Array(result.stdout.suffix(5)) == [
        "buy milk +store", "call mom", "x 2026-11-30 pay rent", "water plants", "laptop task",
      ], "\(result)")
  }

  /// The same, but the task came with the download and the other machine has since completed
  /// and archived it (done.txt has it): it is not lacking there, and does not stay open here.
  @Test func taskTheDownloadBroughtAndTheOtherMachineArchivedIsNotKeptOpen() throws {
    let result = try Sandbox.run(
      Self.afterADownload + """
        printf 'x 2026-11-30 water plants\n' > done.txt
        printf 'buy milk +store\ncall mom\nx 2026-11-30 pay rent\n' > "todo (phone's conflicted copy 2026-11-30).txt"
        touch -d '2099-01-01' "todo (phone's conflicted copy 2026-11-30).txt"
        todo merge-conflicts | grep -c 'kept, though'; cat todo.txt
        """)
    #expect(
      result.stdout == [
        "0", "buy milk +store", "call mom", "x 2026-11-30 pay rent", "", "laptop task",
      ],
      "\(result)")
  }

  /// A new user's case: the other machine completed and archived most tasks. Counted as
  /// tasks it lacks, they made the oldest version (before they were added) look nearest it,
  /// and the merge then took them as added here: five completions reopened in silence. A task
  /// the other side's done.txt has is still its task. (`old one`, appended to here, is kept in
  /// both versions: the base is a guess.)
  @Test func tasksTheOtherMachineArchivedDoNotMakeAnOldVersionTheBase() throws {
    let result = try Sandbox.run(
      """
      printf 'old one\nold two\n' > todo.txt
      for t in t3 t4 t5 t6 t7 t8; do todo add "$t task" >/dev/null; done
      todo append 1 @home >/dev/null
      for t in t3 t4 t5 t6 t7; do echo "x 2026-11-30 $t task"; done > done.txt
      printf 'old one\nold two\n\n\n\n\n\nt8 task\n' > "todo (phone's conflicted copy 2026-11-30).txt"
      touch -d '2099-01-01' "todo (phone's conflicted copy 2026-11-30).txt"
      todo merge-conflicts >/dev/null; cat todo.txt
      """)
    #expect(
      result.stdout == ["old one @home", "old two", "", "", "", "", "", "t8 task", "old one"],
      "\(result)")
  }

  /// The same with a rewrite: what `replace` left is kept (a small file), so the other
  /// machine's completion of the new text is no conflict with the replacement.
  @Test func versionARewriteLeftBeforeAnEditorsChangeIsFound() throws {
    let result = try Sandbox.run(
      """
      printf 'buy milk\\ncall mom\\npay rent\\n' > todo.txt
      todo replace 3 'pay the rent' >/dev/null
      printf 'buy milk\\ncall mom tonight\\npay the rent\\n' > edited && mv edited todo.txt
      todo add 'laptop task' >/dev/null
      printf 'buy milk\\ncall mom\\nx 2026-11-30 pay the rent\\n' > "todo (phone's conflicted copy 2026-11-30).txt"
      todo merge-conflicts | grep -c 'pay the rent (this machine)'; cat todo.txt
      """)
    #expect(
      result.stdout == [
        "0", "buy milk", "call mom tonight", "x 2026-11-30 pay the rent", "laptop task",
        "call mom",
      ], "\(result)")
  }

  /// A new user's case: an editor changed this machine's file after its last command as much
  /// as the other machine changed its own, so neither side can be told to be this machine's.
  /// Guessing would drop one machine's priority in silence: no base, both versions kept and
  /// reported, nothing removed.
  @Test func sidesThatCannotBeToldApartGiveNoBase() throws {
    let result = try Sandbox.run(
      """
      printf 'call mom\\npay rent\\nbuy milk\\nfix bike\\n' > todo.txt
      todo pri 1 A >/dev/null
      sed 's/fix bike/fix bike brakes/' todo.txt > edited && mv edited todo.txt
      printf '(C) call mom\\npay rent\\nbuy milk\\nfix bike\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c 'CONFLICT'; cat todo.txt
      """)
    #expect(
      result.stdout == [
        "2", "(A) call mom", "pay rent", "buy milk", "fix bike brakes", "(C) call mom",
        "fix bike",
      ], "\(result)")
  }

  /// A hostile review's case: the other machine also added `buy bread`, this machine's last
  /// command, and an editor reworded it here since. The side with the last command's line is
  /// not this machine's for that: taken so, `book flights`, added here, read as deleted here.
  /// It stays, and is named: it was added before the copy was made, so the other machine may
  /// have had it and deleted it.
  @Test func taskAddedHereStaysWhenTheOtherMachineAlsoHasTheLastLineAdded() throws {
    let result = try Sandbox.run(
      """
      printf 'call mom\\npay rent\\nbuy milk\\nfix bike\\nwater plants\\n' > todo.txt
      : > done.txt
      todo add 'book flights' >/dev/null
      todo add 'buy bread' >/dev/null
      sed 's/buy bread/buy bread and eggs/' todo.txt > edited && mv edited todo.txt
      printf 'call mom\\npay rent\\nbuy milk\\n\\nwater the plants\\nbuy bread\\nphone task\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c '^  kept: [0-9]*: book flights'; grep -c 'book flights' todo.txt
      """)
    #expect(result.stdout == ["1", "1"], "\(result)")
  }

  /// A copy whose machine completed or reprioritized most tasks changed most lines and lost
  /// no task: it is not taken for a file caught half-written. (The base is a guess: `item 8`,
  /// deleted here, comes back from the copy, named.)
  @Test func copyWithMostTasksCompletedIsNotCut() throws {
    let result = try Sandbox.run(
      """
      for i in 1 2 3 4 5 6 7 8; do echo "item $i"; done > todo.txt
      todo pri 1 A >/dev/null
      todo -f del 8 >/dev/null
      ( echo '(A) item 1'; for i in 2 3 4 5 6; do echo "x 2026-11-30 item $i"; done; echo 'item 7'; echo 'item 8' ) > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c 'half-written'; cat todo.txt
      """)
    #expect(
      result.stdout == [
        "0", "(A) item 1", "x 2026-11-30 item 2", "x 2026-11-30 item 3", "x 2026-11-30 item 4",
        "x 2026-11-30 item 5", "x 2026-11-30 item 6", "item 7", "", "item 8",
      ], "\(result)")
  }

  /// Copies soak: this machine archived a completed task (done.txt changed here only, so it
  /// has no conflict copy) while the other machine reopened it. done.txt as it is now is this
  /// machine's; the other machine's is as it was. The base is a guess, so the task is not
  /// reopened, and that is said, not left both open and done in silence.
  @Test func archivedHereAndReopenedThereIsSaid() throws {
    let result = try Sandbox.run(
      """
      printf 'x 2026-11-29 pay rent\ncall mom\n' > todo.txt
      todo pri 2 B >/dev/null
      todo archive >/dev/null
      printf 'pay rent\ncall mom\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -c 'not brought back: pay rent'; grep -c 'pay rent' todo.txt
      """)
    #expect(result.stdout == ["1", "0"], "\(result)")
  }

  /// This machine deleted a task the other machine completed and archived; only the other
  /// machine changed done.txt (so there is no copy of it: the sync client brought its
  /// done.txt here). The completion stays, and the task does not come back. (With a guessed
  /// base, `buy milk`'s two versions are both kept.)
  @Test func archivedThereAndDeletedHereStaysArchived() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\\ncall mom\\nbuy milk\\n' > todo.txt
      todo pri 3 A >/dev/null
      todo -f -n del 2 >/dev/null
      printf 'x 2026-11-30 call mom\\n' > done.txt
      printf 'pay rent\\nbuy milk\\nphone task\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep -v 'is now in'; cat todo.txt done.txt
      """)
    #expect(
      Array(result.stdout.suffix(5)) == [
        "pay rent", "(A) buy milk", "buy milk", "phone task", "x 2026-11-30 call mom",
      ], "\(result)")
  }

  /// The copy is this machine's own: it deleted `call mom`; the other machine archived it and
  /// then `buy milk`, which this machine still has open (the sync client brought its
  /// done.txt). `buy milk` is completed, not left open here while done.txt has it, and
  /// `call mom` does not come back.
  @Test func archivedThereIsSeenWhenThisMachineStillHasTheLastOneOpen() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\ncall mom\nbuy milk\nfix bike\n' > todo.txt
      printf 'x 2026-11-20 old task\n' > done.txt
      todo pri 4 A >/dev/null
      todo -f del 2 >/dev/null
      mv todo.txt "todo (laptop's conflicted copy 2026-11-30).txt"
      printf 'pay rent\n\n\n(A) fix bike\nphone task\n' > todo.txt
      printf 'x 2026-11-20 old task\nx 2026-11-30 call mom\nx 2026-11-30 buy milk\n' > done.txt
      todo merge-conflicts >/dev/null; grep -c -e 'buy milk' -e 'call mom' todo.txt
      """)
    #expect(result.stdout == ["0"], "\(result)")
  }

  /// A hostile review's case: done.txt ends with an old completion of a recurring task, from
  /// before the base; the other machine deleted the task, which this machine reprioritized.
  /// The old completion is not the other machine's archive: the task stays, named as missing
  /// from the copy.
  @Test func oldCompletionAtTheEndOfDoneTxtIsNotTheOtherMachinesArchive() throws {
    let result = try Sandbox.run(
      """
      printf 'call mom\\nwater plants\\npay rent\\nbuy milk\\n' > todo.txt
      printf 'x 2026-11-20 old\\nx 2026-11-20 water plants\\n' > done.txt
      todo pri 2 B >/dev/null
      printf 'call mom\\n\\npay rent\\nbuy milk\\nphone task\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts | grep 'water plants'
      """)
    #expect(
      result.stdout == [
        "  kept: 2: (B) water plants — the other machine's copy does not have it, and no sync "
          + "record proves it was deleted there: delete it if it was done or deleted there"
      ],
      "\(result)")
  }

  /// A command that changed only other files (`report`) leaves todo.txt as it was: the
  /// versions before it are still found.
  @Test func commandsOnOtherFilesKeepTheChain() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    try Data("a\n".utf8).write(to: URL(fileURLWithPath: path))
    for command in ["todo add b", "todo report"] {
      #expect(try sandbox.run(command).status == 0, "\(command)")
    }
    let backups = Backups(for: path, environment: sandbox.environment)
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    let base = backups.ancestor(
      before: Int(Date().timeIntervalSince1970) + 3600, doneFile: done,
      copy: Array("a\nx\n".utf8), current: Array("a\nb\n".utf8))
    #expect(base.map { String(decoding: $0.todo, as: UTF8.self) } == "a\n")
  }

  /// Only versions that existed before the copy was made are candidates: the files the
  /// commands before it started from, and the one current at that moment.
  @Test func versionsFromBeforeTheCopy() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    try Data("a\n".utf8).write(to: URL(fileURLWithPath: path))
    let t = 1_796_040_000
    for (offset, command) in [(0, "todo add b"), (100, "todo add c"), (200, "todo add d")] {
      #expect(try sandbox.run("TODO_TEST_TIME=\(t + offset) \(command)").status == 0)
    }
    let backups = Backups(for: path, environment: sandbox.environment)
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    let local = Array("a\nb\nc\nd\n".utf8)
    let other = Array("a\nb\nc\nd\nx\n".utf8)
    func base(_ moment: Int) -> String? {
      backups.ancestor(before: moment, doneFile: done, copy: other, current: local)
        .map { String(decoding: $0.todo, as: UTF8.self) }
    }
    // "a b c" (before `add d`) is nearest, but it existed only from t + 100 on.
    #expect(base(t + 1000) == "a\nb\nc\n")
    #expect(base(t + 150) == "a\nb\nc\n")
    #expect(base(t + 50) == "a\nb\n")
    #expect(base(t + 100) == "a\nb\n")
    // A copy older than every command: no base.
    #expect(base(t) == nil)
  }

  /// A version's time is when its command ran by todo's clock (`TODO_TEST_TIME` pins it to
  /// 2026-11-30 12:00 here), not the file's modification time (the machine's clock): the copy's
  /// name is compared with the time todo's commands ran by.
  @Test func versionTimeIsTodosClock() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    try Data("a\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try sandbox.run("todo replace 1 b").status == 0)
    let backups = Backups(for: path, environment: sandbox.environment)
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    let pinned = try #require(sandbox.environment["TODO_TEST_TIME"].flatMap { Int($0) })
    let (copy, current) = (Array("a\nx\n".utf8), Array("b\n".utf8))
    let base = try #require(
      backups.ancestor(before: pinned + 1, doneFile: done, copy: copy, current: current))
    #expect(base.todo == Array("a\n".utf8))
    #expect(base.replacedAt == pinned)
    #expect(
      backups.ancestor(before: pinned, doneFile: done, copy: copy, current: current) == nil)
  }
}
