import Foundation
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// What a command killed half-way (``FaultPlan/killAt``, a stand-in for `kill -9`), a failed
/// rename and `revert` leave when other writers (a sync client, another list sharing done.txt,
/// an editor) change the files meanwhile: an append is taken back only by finding exactly its
/// bytes, or the command is finished; no task ends up both open in todo.txt and done in
/// done.txt, or twice in done.txt.
@Suite struct JournalTests {
  let session = EditSessionTests()

  func run(
    _ sandbox: Sandbox, _ arguments: [String], faults: FaultPlan? = nil,
    environment extra: [String: String] = [:]
  ) throws -> EditSessionTests.Run {
    if extra.isEmpty { return try session.run(sandbox, arguments, faults: faults) }
    let out = sandbox.directory.appendingPathComponent(".stdout")
    let err = sandbox.directory.appendingPathComponent(".stderr")
    let outFD = open(out.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errFD = open(err.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let inFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { for fd in [outFD, errFD, inFD] { close(fd) } }
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path
    environment.merge(extra) { $1 }
    let status = TodoCommand.run(
      arguments: ["todo"] + arguments, environment: environment,
      streams: StandardStreams(input: inFD, output: outFD, error: errFD), faults: faults)
    return .init(
      status: status, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  func text(_ sandbox: Sandbox, _ name: String) -> String {
    String(decoding: session.bytes(sandbox, name), as: UTF8.self)
  }

  /// A plan that kills the command at `step` (the `count`th time it is reached).
  func kill(at step: String, _ count: Int = 1) -> FaultPlan {
    let faults = FaultPlan()
    var seen = 0
    faults.killAt = { name in
      guard name == step else { return false }
      seen += 1
      return seen == count
    }
    return faults
  }

  /// Another program writes `text` to the end of `name` (a sync client, another list).
  func append(_ sandbox: Sandbox, _ name: String, _ text: String) throws {
    let handle = try FileHandle(forWritingTo: sandbox.directory.appendingPathComponent(name))
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
    try handle.close()
  }

  /// Replaces `name` by a rename, as a sync client delivers another machine's version.
  func deliver(_ sandbox: Sandbox, _ name: String, _ text: String) throws {
    let temporary = sandbox.directory.appendingPathComponent(".sync-" + name)
    try Data(text.utf8).write(to: temporary)
    #expect(rename(temporary.path, sandbox.directory.appendingPathComponent(name).path) == 0)
  }

  /// Rewrites `name` in place (same inode) keeping its size and modification time, as
  /// `rsync --inplace -t` can.
  func rewriteInPlaceKeepingTime(_ sandbox: Sandbox, _ name: String, _ text: String) throws {
    let path = sandbox.directory.appendingPathComponent(name).path
    var st = stat()
    #expect(stat(path, &st) == 0)
    let fd = open(path, O_WRONLY | O_TRUNC)
    #expect(fd >= 0)
    _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    var times = [st.st_atim, st.st_mtim]
    #expect(futimens(fd, &times) == 0)
    close(fd)
    var now = stat()
    #expect(stat(path, &now) == 0)
    #expect(now.st_ino == st.st_ino && now.st_size == st.st_size)
    #expect(now.st_mtim.tv_sec == st.st_mtim.tv_sec && now.st_mtim.tv_nsec == st.st_mtim.tv_nsec)
  }

  // MARK: - Killed commands

  /// `do` killed after its archive's append; a sync client appends the phone's line; the next
  /// command takes back exactly the archived line, and the phone's line stays.
  @Test func aKilledArchiveIsTakenBackExactlyAndKeepsLaterLines() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    let killed = try run(sandbox, ["do", "1"], faults: kill(at: "afterAppend"))
    #expect(killed.status == 1)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call mom\n")
    try append(sandbox, "done.txt", "x 2026-11-30 from the phone\n")
    #expect(try run(sandbox, ["pri", "2", "A"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "call mom\n(A) buy milk\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 from the phone\n")
  }

  /// `do` killed after its archive's append, then another program rewrites todo.txt in place
  /// and is half-way (the file open for writing, half of it written) when the next command
  /// starts: that command waits for the writer, leaves the journal alone when the writer is
  /// still at it after the timeout, and changes nothing; once the writer is done, the next one
  /// settles the journal against the whole file: the task is open in todo.txt, not also done.
  @Test func recoveryWaitsForAWriterHalfWayThroughTodoTxt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "")
    #expect(try run(sandbox, ["do", "2"], faults: kill(at: "afterAppend")).status == 1)
    #expect(text(sandbox, "done.txt") == "x 2026-11-30 buy milk\n")
    // The editor saves the list as it was, in place: truncated, half written, still open.
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    let writer = open(path, O_WRONLY | O_TRUNC)
    try #require(writer >= 0)
    var writerOpen = true
    defer { if writerOpen { close(writer) } }
    _ = Array("call mom\n".utf8).withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
    let blocked = try run(
      sandbox, ["pri", "1", "A"], environment: ["TODOTXT_LOCK_TIMEOUT": "0.3"])
    #expect(blocked.status == 1)
    #expect(blocked.stderr.contains("todo.txt"), "\(blocked.stderr)")
    #expect(text(sandbox, "todo.txt") == "call mom\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-30 buy milk\n")
    _ = Array("buy milk\n".utf8).withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
    close(writer)
    writerOpen = false
    #expect(try run(sandbox, ["pri", "1", "A"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "(A) call mom\nbuy milk\n")
    #expect(text(sandbox, "done.txt") == "")
  }

  /// Two lists share one done.txt. List A's `do` is killed after its append; list B's `do`
  /// appends after it. A's next command takes back only A's line: B's done task stays.
  @Test func twoListsSharingDoneTxtKeepTheOthersDoneTask() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    try FileManager.default.createDirectory(
      atPath: dir + "/a", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: dir + "/b", withIntermediateDirectories: true)
    try session.write(sandbox, "a/todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "b/todo.txt", "water plants\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    let a = ["TODO_DIR": dir + "/a", "DONE_FILE": dir + "/done.txt"]
    let b = ["TODO_DIR": dir + "/b", "DONE_FILE": dir + "/done.txt"]
    #expect(
      try run(sandbox, ["do", "1"], faults: kill(at: "afterAppend"), environment: a).status == 1)
    #expect(try run(sandbox, ["do", "1"], environment: b).status == 0)
    #expect(
      text(sandbox, "done.txt")
        == "x 2026-11-01 old\nx 2026-11-30 call mom\nx 2026-11-30 water plants\n")
    #expect(try run(sandbox, ["pri", "2", "A"], environment: a).status == 0)
    #expect(text(sandbox, "a/todo.txt") == "call mom\n(A) buy milk\n")
    #expect(text(sandbox, "b/todo.txt") == "\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 water plants\n")
    // Done again: in done.txt once.
    #expect(try run(sandbox, ["do", "1"], environment: a).status == 0)
    #expect(
      text(sandbox, "done.txt")
        == "x 2026-11-01 old\nx 2026-11-30 water plants\nx 2026-11-30 call mom\n")
  }

  /// The killed archive's line is no longer where it was written and is twice in the
  /// version a sync client delivered: which one is ours is unknown, so the next command
  /// finishes the archive instead: the task leaves todo.txt, done.txt is not touched.
  @Test func anAppendThatCannotBeFoundExactlyFinishesTheCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["-f", "do", "1"], faults: kill(at: "afterAppend")).status == 1)
    let delivered = "x 2026-11-30 call mom\nx 2026-11-01 old\nx 2026-11-30 call mom\n"
    try deliver(sandbox, "done.txt", delivered)
    let next = try run(sandbox, ["add", "new task"])
    #expect(next.status == 0)
    #expect(next.stdout == "3 new task\nTODO: 3 added.\n")
    #expect(
      next.stderr
        == "TODO: An earlier command was interrupted after it had moved tasks to another file; "
        + "they could not be taken back exactly, so it was completed now: "
        + sandbox.directory.path + "/todo.txt is written as that command left it.\n")
    #expect(text(sandbox, "todo.txt") == "\nbuy milk\nnew task\n")
    #expect(text(sandbox, "done.txt") == delivered)
  }

  /// `report` killed after both its appends (done.txt, report.txt); then done.txt holds the
  /// archived line twice and report.txt lost its line: the report is finished (todo.txt
  /// written, report.txt's line appended again), nothing is done twice by todo.
  @Test func aFinishedCommandMakesTheAppendsThatWentMissing() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "x 2026-11-29 call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "")
    try session.write(sandbox, "report.txt", "2026-11-01T10:00:00 1 0")
    #expect(try run(sandbox, ["report"], faults: kill(at: "afterAppend", 2)).status == 1)
    let report = text(sandbox, "report.txt")
    #expect(report.hasPrefix("2026-11-01T10:00:00 1 0\n2026-11-30"))
    let delivered = "x 2026-11-29 call mom\nx 2026-11-29 call mom\n"
    try deliver(sandbox, "done.txt", delivered)
    try deliver(sandbox, "report.txt", "2026-11-01T10:00:00 1 0")
    #expect(try run(sandbox, ["pri", "1", "A"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "(A) buy milk\n")
    #expect(text(sandbox, "done.txt") == delivered)
    #expect(text(sandbox, "report.txt") == report)
  }

  /// The killed archive's line is gone from the delivered done.txt: nothing to take back, the
  /// task stays open (and not done).
  @Test func anAppendThatIsGoneLeavesTheTaskOpen() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["do", "1"], faults: kill(at: "afterAppend")).status == 1)
    try deliver(sandbox, "done.txt", "x 2026-11-01 old\nx 2026-11-29 from the phone\n")
    #expect(try run(sandbox, ["pri", "1", "B"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "(B) call mom\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-29 from the phone\n")
  }

  /// A sync client delivered a done.txt with the other machine's lines first and the
  /// archived line after them: the line is found once and only it is removed.
  @Test func anAppendFoundOnceElsewhereIsRemovedAlone() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old")
    #expect(try run(sandbox, ["do", "1"], faults: kill(at: "afterAppend")).status == 1)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call mom\n")
    try deliver(
      sandbox, "done.txt", "x 2026-11-29 remote\nx 2026-11-01 old\nx 2026-11-30 call mom\n")
    #expect(try run(sandbox, ["pri", "1", "B"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "(B) call mom\n")
    // The newline the archive added before its line goes with it.
    #expect(text(sandbox, "done.txt") == "x 2026-11-29 remote\nx 2026-11-01 old")
  }

  /// Killed after the rename, before the journal was cleared: the command happened, its
  /// archive stays; the next archive does not write the task again.
  @Test func aCommandKilledAfterItsRenameKeepsItsArchive() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "x 2026-11-29 call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "")
    #expect(try run(sandbox, ["archive"], faults: kill(at: "afterRewrite")).status == 1)
    #expect(text(sandbox, "todo.txt") == "buy milk\n")
    #expect(try run(sandbox, ["archive"]).status == 0)
    #expect(try run(sandbox, ["add", "x 2026-11-30 another"]).status == 0)
    #expect(try run(sandbox, ["archive"]).status == 0)
    #expect(text(sandbox, "done.txt") == "x 2026-11-29 call mom\nx 2026-11-30 another\n")
    #expect(text(sandbox, "todo.txt") == "buy milk\n")
  }

  /// A killed `do`, then an editor adds a line to todo.txt (still with the task open): the
  /// archive is taken back, so the task is open only.
  @Test func aKilledArchiveThenAnEditStillWithTheTaskIsTakenBack() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["do", "1"], faults: kill(at: "afterAppend")).status == 1)
    try append(sandbox, "todo.txt", "typed in an editor\n")
    #expect(try run(sandbox, ["pri", "2", "A"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "call mom\n(A) buy milk\ntyped in an editor\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\n")
  }

  /// Killed after its rename, and then a sync client delivers a todo.txt made from the new one
  /// (the task gone) with another edit: the command happened, its archive stays (taking it back
  /// would lose the task).
  @Test func aKilledArchiveWhoseChangeIsInAnotherVersionStays() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["do", "1"], faults: kill(at: "afterRewrite")).status == 1)
    #expect(text(sandbox, "todo.txt") == "\nbuy milk\n")
    try deliver(sandbox, "todo.txt", "\nbuy milk\nfrom the phone\n")
    #expect(try run(sandbox, ["pri", "2", "A"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "\n(A) buy milk\nfrom the phone\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call mom\n")
  }

  /// An `add` after a killed archive settles the journal (the archive taken back); the next
  /// archive writes the task to done.txt once.
  @Test func anAddAfterAKilledArchiveDoesNotLeadToADuplicate() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "x 2026-11-29 call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["archive"], faults: kill(at: "afterAppend")).status == 1)
    #expect(try run(sandbox, ["add", "new task"]).status == 0)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["archive"]).status == 0)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-29 call mom\n")
    #expect(text(sandbox, "todo.txt") == "buy milk\nnew task\n")
  }

  /// The rename of todo.txt fails after a sync client delivered a done.txt with a remote line
  /// before the archived one: the rollback finds the archived line once and removes only it.
  @Test func aFailedRenameRemovesOnlyTheArchivedLineFromADeliveredVersion() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    let faults = FaultPlan()
    faults.beforeFinalCheck = {
      try? self.deliver(
        sandbox, "done.txt", "x 2026-11-29 remote\nx 2026-11-01 old\nx 2026-11-30 call mom\n")
    }
    faults.failRename = 1
    #expect(try run(sandbox, ["do", "1"], faults: faults).status == 1)
    #expect(text(sandbox, "todo.txt") == "call mom\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-29 remote\nx 2026-11-01 old\n")
  }

  /// The rename fails and the archived line is twice in a delivered done.txt: the rollback
  /// cannot take it back exactly, so the journal stays and the next command finishes the
  /// archive: the task is done (in done.txt), not open.
  @Test func aRollbackThatCannotFindTheLineLeavesTheCommandToBeFinished() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "")
    let delivered = "x 2026-11-30 call mom\nx 2026-11-29 remote\nx 2026-11-30 call mom\n"
    let faults = FaultPlan()
    faults.beforeFinalCheck = { try? self.deliver(sandbox, "done.txt", delivered) }
    faults.failRename = 1
    #expect(try run(sandbox, ["-f", "do", "1"], faults: faults).status == 1)
    // The notice, in Traditional Chinese too.
    let next = try run(sandbox, ["pri", "2", "C"], environment: ["LANG": "zh_TW.UTF-8"])
    #expect(next.status == 0)
    #expect(
      next.stderr.hasPrefix("todo：先前有個指令在把事項移到其他檔案時被中斷")
        && next.stderr.contains(sandbox.directory.path + "/todo.txt 現在是"))
    #expect(text(sandbox, "todo.txt") == "\n(C) buy milk\n")
    #expect(text(sandbox, "done.txt") == delivered)
  }

  // MARK: - revert

  /// `revert` killed between restoring todo.txt and taking its archive out of done.txt: the
  /// next command finishes it, so the task is not both open and done, and the reverted
  /// version is gone from the history.
  @Test func aKilledRevertIsFinishedByTheNextCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["add", "water plants"]).status == 0)
    #expect(try run(sandbox, ["do", "1"]).status == 0)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call mom\n")
    #expect(try run(sandbox, ["revert"], faults: kill(at: "afterRestore")).status == 1)
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\nwater plants\n")
    try append(sandbox, "done.txt", "x 2026-11-30 from the phone\n")
    #expect(try run(sandbox, ["pri", "2", "A"]).status == 0)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 from the phone\n")
    #expect(text(sandbox, "todo.txt") == "call mom\n(A) buy milk\nwater plants\n")
    // The history goes on from there: the pri, then the add (done.txt changed since the add:
    // refused).
    #expect(try run(sandbox, ["revert"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\nwater plants\n")
    let refused = try run(sandbox, ["revert"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("done.txt changed since todo last wrote it"))
  }

  /// After `pri`, a pull changes only done.txt (another machine completed the task): `revert`
  /// refuses, changing nothing.
  @Test func revertRefusesWhenOnlyDoneTxtChangedSince() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["-f", "del", "1"]).status == 0)
    let deleted = text(sandbox, "todo.txt")
    #expect(!deleted.contains("call mom"))
    try deliver(sandbox, "done.txt", "x 2026-11-01 old\nx 2026-11-30 call mom\n")
    let refused = try run(sandbox, ["revert"])
    #expect(refused.status == 1)
    #expect(refused.stdout == "")
    #expect(refused.stderr.contains("done.txt changed since todo last wrote it; not reverted"))
    #expect(text(sandbox, "todo.txt") == deleted)
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call mom\n")
  }

  /// Another machine's change of todo.txt of the same size, in place, with the time kept:
  /// the size and the time match, the content does not: `revert` refuses.
  @Test func revertComparesContentNotSizeOrTime() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "one\ntwo\n")
    #expect(try run(sandbox, ["pri", "1", "A"]).status == 0)
    try rewriteInPlaceKeepingTime(sandbox, "todo.txt", "(B) one\ntwo\n")
    let refused = try run(sandbox, ["revert"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("todo.txt changed since todo last wrote it"))
    #expect(text(sandbox, "todo.txt") == "(B) one\ntwo\n")
  }

  /// The archived line was edited in done.txt in place, keeping the size, inode and time:
  /// `revert` does not find its bytes and refuses; the other machine's edit stays.
  @Test func revertDoesNotCutAnotherMachinesSameSizeChangeOfDoneTxt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["do", "1"]).status == 0)
    try rewriteInPlaceKeepingTime(
      sandbox, "done.txt", "x 2026-11-01 old\nx 2026-11-30 call MOM\n")
    let refused = try run(sandbox, ["revert"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("done.txt changed since todo last wrote it"))
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call MOM\n")
    #expect(text(sandbox, "todo.txt") == "\n")
  }

  /// done.txt got another line after the archive: the archived line is still there as
  /// written, so `revert` takes back exactly it and keeps the other line.
  @Test func revertTakesBackTheArchivedLineAndKeepsLaterOnes() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["do", "1"]).status == 0)
    try append(sandbox, "done.txt", "x 2026-11-30 from the phone\n")
    #expect(try run(sandbox, ["revert"]).status == 0)
    #expect(text(sandbox, "todo.txt") == "call mom\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 from the phone\n")
  }

  /// After `do`, another machine's done.txt arrives with the same task completed too: taking
  /// back only our line would still leave the task done there while the revert opens it
  /// again, so `revert` refuses.
  @Test(arguments: ["x 2026-11-30 call mom\n", "x 2026-11-29 call mom\n"])
  func revertRefusesToReopenATaskAnotherMachineCompleted(remote: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try session.write(sandbox, "done.txt", "x 2026-11-01 old\n")
    #expect(try run(sandbox, ["do", "1"]).status == 0)
    try append(sandbox, "done.txt", remote)
    let refused = try run(sandbox, ["revert"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("done.txt changed since todo last wrote it"))
    #expect(text(sandbox, "todo.txt") == "\nbuy milk\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\nx 2026-11-30 call mom\n" + remote)
  }

  // MARK: - Random kills

  /// Random commands (`do` with the archive, `archive`, `add`, `pri`, `revert`), each killed at
  /// a random step now and then, with a sync client appending or delivering other machines'
  /// done.txt lines in between: after every command that ran to the end, no task is both open
  /// in todo.txt and done in done.txt, no line is twice in done.txt, and no task is lost.
  @Test(arguments: 1...8)
  func randomKillsNeverLeaveATaskInTwoPlaces(seed: UInt64) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    var random = SeededRandom(seed: seed)
    try session.write(sandbox, "todo.txt", (1...6).map { "task \($0)\n" }.joined())
    try session.write(sandbox, "done.txt", "")
    var next = 7
    var remote = 0
    let steps = ["afterAppend", "afterRewrite", "afterRestore"]
    for step in 0..<40 {
      // Another machine's lines arrive: appended in place, or a new version by rename.
      switch random.next() % 4 {
      case 0:
        remote += 1
        try append(sandbox, "done.txt", "x 2026-11-29 remote \(remote)\n")
      case 1:
        remote += 1
        try deliver(
          sandbox, "done.txt",
          "x 2026-11-28 remote \(remote)\n" + text(sandbox, "done.txt"))
      default: break
      }
      let open = TodoList(bytes: session.bytes(sandbox, "todo.txt")).count
      var arguments: [String]
      switch random.next() % 6 {
      case 0:
        arguments = ["add", "task \(next)"]
        next += 1
      case 1: arguments = ["archive"]
      case 2: arguments = ["revert"]
      case 3: arguments = ["pri", String(1 + Int(random.next() % UInt64(max(open, 1)))), "B"]
      default: arguments = ["do", String(1 + Int(random.next() % UInt64(max(open, 1))))]
      }
      let killing = random.next() % 3 == 0
      let faults = killing ? kill(at: steps[Int(random.next() % 3)]) : nil
      let result = try run(sandbox, arguments, faults: faults)
      if killing { continue }
      let context = "seed \(seed) step \(step): \(arguments) \(result.stderr)"
      let todo = TodoList(bytes: session.bytes(sandbox, "todo.txt"))
      let done = TodoList(bytes: session.bytes(sandbox, "done.txt"))
      let doneKeys = OpenAndDone.doneLines(done)
      for (line, key) in OpenAndDone.openLines(todo) {
        #expect(doneKeys[key] == nil, "open and done: \(todo.text(ofLine: line)); \(context)")
      }
      var seen = Set<String>()
      for n in done.lineNumbers where !done.isBlank(line: n) {
        #expect(
          seen.insert(done.text(ofLine: n)).inserted, "twice: \(done.text(ofLine: n)); \(context)")
      }
      // The first tasks are never lost (a revert may take back a later task's `add`).
      let names = Set(
        (OpenAndDone.openLines(todo).map(\.key) + doneKeys.keys).map(\.identity.subject))
      for n in 1...6 { #expect(names.contains("task \(n)"), "task \(n) lost; \(context)") }
    }
  }

  // MARK: - Records

  /// The lines a command took out of its file, as the journal keeps them.
  @Test(arguments: [
    ("a\nb\nc\n", "a\n\nc\n", ["b"]),
    ("a\nb\n", "ab\n", ["a", "b"]),
    ("x\ny\nx\n", "x\ny\n", ["x"]),
    ("one\r\ntwo\r\n", "one\r\n", ["two"]),
    ("same\n", "same\nadded\n", []),
    ("a\n\nb", "a\nb", []),
    ("", "new\n", []),
    ("gone", "", ["gone"]),
  ])
  func goneLines(old: String, new: String, gone: [String]) {
    let lines = Journal.goneLines(from: Array(old.utf8), to: Array(new.utf8))
    #expect(lines == gone.map { Array($0.utf8) })
    // As the journal keeps them: still all in `old`, not all in `new` (when any went).
    let field = Journal.linesField(lines)
    let parsed = Journal.lines(field)
    #expect(parsed?.count == gone.count)
    if !gone.isEmpty {
      #expect(Journal.contains(parsed ?? [], in: Array(old.utf8)))
    }
    if !gone.isEmpty && !gone.contains(where: { new.contains($0) }) {
      #expect(!Journal.contains(parsed ?? [], in: Array(new.utf8)))
    }
  }

  /// The lines two versions differ by, both ways, counted (revert's question: which tasks does
  /// going back open again?). Equal lines pair off wherever they are; blank lines are no task.
  @Test(arguments: [
    ("a\nb\nc\n", "a\nc\nd\n", ["b"], ["d"]),
    ("x\ny\nx\n", "x\ny\n", ["x"], []),
    ("x\n", "x\nx\ny\nx\n", [], ["x", "y", "x"]),
    ("one\r\ntwo\r\n", "two\none\n", [], []),
    ("a\nb\n", "b\n\n  \na\n", [], []),
    ("keep\nold\nkeep\n", "keep\nnew\nkeep\n", ["old"], ["new"]),
    ("", "", [], []),
  ])
  func changedLines(old: String, new: String, gone: [String], added: [String]) {
    let changed = Journal.changedLines(from: Array(old.utf8), to: Array(new.utf8))
    #expect(changed.gone == gone.map { Array($0.utf8) })
    #expect(changed.added == added.map { Array($0.utf8) })
    // Each way round, the other way.
    let back = Journal.changedLines(from: Array(new.utf8), to: Array(old.utf8))
    #expect(back.gone == changed.added && back.added == changed.gone)
  }

  /// An append killed half-way leaves the start of its bytes at the end of the file: that
  /// start is ours and found (so it is taken back); the same start in another file, or bytes
  /// after it, or a different start, is not.
  @Test func aTornAppendAtTheEndIsFound() {
    let old = Array("x 2026-01-01 a\n".utf8)
    let ours = Array("x 2026-11-30 b\nx 2026-11-30 c\n".utf8)
    var append = Backups.SideAppend(path: "/nonexistent/done.txt", before: old.count, after: 0)
    append.bytes = ours
    for cut in 1..<ours.count {
      let torn = old + ours.prefix(cut)
      #expect(append.place(in: torn, sameFile: true) == .found(old.count..<torn.count))
      #expect(append.place(in: torn, sameFile: false) != .found(old.count..<torn.count))
      var other = torn
      other[other.count - 1] ^= 0x01
      #expect(append.place(in: other, sameFile: true) != .found(old.count..<other.count))
    }
    #expect(append.place(in: old, sameFile: true) == .absent)
  }

  /// Hex fields and content hashes read back as written.
  @Test func recordsKeepBytesAndHashes() throws {
    let bytes: [UInt8] = [0, 9, 10, 0x0D, 0x5C, 0xFF, 0x41]
    var record = StateRecord(["kind": "side"])
    record["bytes"] = StateRecord.hex(bytes)
    let line = Array(record.line.utf8)
    let parsed = try #require(StateRecord.records(in: line).first)
    #expect(parsed.bytes("bytes") == bytes)
    #expect(StateRecord(["b": "0g"]).bytes("b") == nil)
    #expect(StateRecord(["b": "abc"]).bytes("b") == nil)
    let hash = ContentHash(bytes)
    #expect(ContentHash(field: hash.field) == hash)
    #expect(hash != ContentHash([0, 9, 10, 0x0D, 0x5C, 0xFF, 0x42]))
    #expect(ContentHash(Array("ab".utf8)) != ContentHash(Array("ba".utf8)))
    #expect(ContentHash([]) != ContentHash([0]))
    // The same bytes in pieces of any size hash the same; one byte changed anywhere differs.
    let text = Array((0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) })
    let whole = ContentHash(text)
    for cut in [1, 3, 7, 8, 9, 50, 99] {
      var hasher = ContentHasher()
      text[..<cut].withUnsafeBytes { hasher.add($0) }
      text[cut...].withUnsafeBytes { hasher.add($0) }
      #expect(hasher.hash == whole)
      var changed = text
      changed[cut] ^= 1
      #expect(ContentHash(changed) != whole)
    }
  }
}
