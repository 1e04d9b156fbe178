import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// The edit session, driven in process with failures and pauses injected at precise moments
/// of the commit (``FaultPlan``): what must hold when the disk, or another program, gets in the
/// way between a command's read and its rename.
@Suite struct EditSessionTests {
  /// One in-process run: exit status, standard output and standard error.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `todo arguments` in process in `sandbox`, with `faults` injected.
  func run(_ sandbox: Sandbox, _ arguments: [String], faults: FaultPlan? = nil) throws -> Run {
    let out = sandbox.directory.appendingPathComponent(".stdout")
    let err = sandbox.directory.appendingPathComponent(".stderr")
    let outFD = open(out.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errFD = open(err.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let inFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { for fd in [outFD, errFD, inFD] { close(fd) } }
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path
    let status = TodoCommand.run(
      arguments: ["todo"] + arguments, environment: environment,
      streams: StandardStreams(input: inFD, output: outFD, error: errFD), faults: faults)
    return Run(
      status: status, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  func bytes(_ sandbox: Sandbox, _ name: String) -> [UInt8] {
    Array((try? Data(contentsOf: sandbox.directory.appendingPathComponent(name))) ?? Data())
  }

  func write(_ sandbox: Sandbox, _ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: sandbox.directory.appendingPathComponent(name))
  }

  /// An editor saves todo.txt after `todo` read it, while `todo` writes its new version: the
  /// last check before the rename sees it, and the editor's text is kept.
  @Test func aChangeJustBeforeTheRenameIsKept() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    let faults = FaultPlan()
    faults.beforeFinalCheck = {
      try? self.write(sandbox, "todo.txt", "call mom\nbuy milk\ntyped in an editor\n")
    }
    let result = try run(sandbox, ["pri", "1", "A"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("changed"))
    #expect(bytes(sandbox, "todo.txt") == Array("call mom\nbuy milk\ntyped in an editor\n".utf8))
    // Nothing to revert: the refused write left no version behind.
    #expect(try run(sandbox, ["revert"]).status == 1)
  }

  /// `do` with auto-archive, and the rename of todo.txt fails: done.txt gets its old bytes
  /// back, todo.txt is untouched, no confirmation is printed, and no version is kept.
  @Test func aFailedRenameTakesTheArchiveBack() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "(A) call mom\r\nbuy milk")
    try write(sandbox, "done.txt", "x 2026-11-01 old")
    let faults = FaultPlan()
    faults.failRename = 1
    faults.errno = ENOSPC
    let result = try run(sandbox, ["do", "1"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("TODO: "))
    #expect(result.stderr.contains(String(cString: strerror(ENOSPC))))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(bytes(sandbox, "todo.txt") == Array("(A) call mom\r\nbuy milk".utf8))
    #expect(bytes(sandbox, "done.txt") == Array("x 2026-11-01 old".utf8))
    #expect(faults.renames == 1)
    #expect(try run(sandbox, ["revert"]).status == 1)
  }

  /// The append to done.txt fails to sync: nothing is changed anywhere.
  @Test func aFailedSyncOfDoneTxtChangesNothing() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "call mom\n")
    try write(sandbox, "done.txt", "x 2026-11-01 old\n")
    let faults = FaultPlan()
    faults.failFsync = 1
    let result = try run(sandbox, ["do", "1"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(bytes(sandbox, "todo.txt") == Array("call mom\n".utf8))
    #expect(bytes(sandbox, "done.txt") == Array("x 2026-11-01 old\n".utf8))
    #expect(faults.renames == 0)
  }

  /// Without failures, `do` with auto-archive is one commit: one rename, and one `revert`
  /// gives both files back byte for byte.
  @Test func doAndItsArchiveAreOneStep() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "(A) call mom\r\nbuy milk")
    try write(sandbox, "done.txt", "x 2026-11-01 old")
    let faults = FaultPlan()
    let done = try run(sandbox, ["do", "1"], faults: faults)
    #expect(done.status == 0)
    #expect(faults.renames == 1)
    // The task keeps its own line ending (CRLF), as todo.sh's `sed … >>` keeps the line.
    #expect(
      bytes(sandbox, "done.txt") == Array("x 2026-11-01 old\nx 2026-11-30 call mom\r\n".utf8))
    let reverted = try run(sandbox, ["revert"])
    #expect(reverted.status == 0)
    #expect(bytes(sandbox, "todo.txt") == Array("(A) call mom\r\nbuy milk".utf8))
    #expect(bytes(sandbox, "done.txt") == Array("x 2026-11-01 old".utf8))
  }

  /// `addm` is one append: one revert takes all its lines back.
  @Test func addMultipleIsOneStep() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "call mom\n")
    let added = try run(sandbox, ["addm", "buy milk\nwater plants"])
    #expect(added.status == 0)
    #expect(
      added.stdout
        == "2 buy milk\nTODO: 2 added.\n3 water plants\nTODO: 3 added.\n")
    #expect(try run(sandbox, ["revert"]).status == 0)
    #expect(bytes(sandbox, "todo.txt") == Array("call mom\n".utf8))
  }

  /// A failed write of the new todo.txt (the disk is full) leaves the file and the move's
  /// destination as they were.
  @Test func aFailedWriteTakesTheMoveBack() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    try write(sandbox, "garden.txt", "water plants\n")
    let faults = FaultPlan()
    // The first write is the append to garden.txt; the second, the new todo.txt.
    faults.failWrite = 2
    faults.errno = ENOSPC
    let result = try run(sandbox, ["-f", "mv", "2", "garden.txt"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(bytes(sandbox, "todo.txt") == Array("call mom\nbuy milk\n".utf8))
    #expect(bytes(sandbox, "garden.txt") == Array("water plants\n".utf8))
  }

  /// A sync client appends to done.txt while `todo do` writes, then the rename fails: taking
  /// the archive back removes exactly the archived line and keeps the client's line after it
  /// (the task is open in todo.txt only, and nothing else is lost).
  @Test func takingAnAppendBackNeverCutsAnotherProgramsLines() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "call mom\n")
    try write(sandbox, "done.txt", "x 2026-11-01 old\n")
    let faults = FaultPlan()
    var appended = false
    faults.beforeFinalCheck = {
      // Once: the seam is the whole run's, and the take-back's own rewrite passes here too.
      guard !appended else { return }
      appended = true
      let done = sandbox.directory.appendingPathComponent("done.txt")
      if let handle = try? FileHandle(forWritingTo: done) {
        handle.seekToEndOfFile()
        handle.write(Data("x 2026-11-30 from the phone\n".utf8))
        try? handle.close()
      }
    }
    faults.failRename = 1
    let result = try run(sandbox, ["do", "1"], faults: faults)
    #expect(result.status == 1)
    #expect(bytes(sandbox, "todo.txt") == Array("call mom\n".utf8))
    #expect(
      bytes(sandbox, "done.txt")
        == Array("x 2026-11-01 old\nx 2026-11-30 from the phone\n".utf8))
  }

  /// Another program rewrites todo.txt between two commands, keeping its size: the second
  /// `revert` refuses instead of throwing that edit away.
  @Test func revertStopsAtAnotherProgramsEditOfTheSameSize() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "(A) one\ntwo\nthree\n")
    #expect(try run(sandbox, ["pri", "2", "B"]).status == 0)
    try write(sandbox, "todo.txt", "(C) one\n(B) two\nthree\n")
    #expect(try run(sandbox, ["pri", "3", "A"]).status == 0)
    #expect(try run(sandbox, ["revert"]).status == 0)
    let second = try run(sandbox, ["revert"])
    #expect(second.status == 1)
    #expect(second.stderr.contains("changed since todo last wrote it"))
    #expect(bytes(sandbox, "todo.txt") == Array("(C) one\n(B) two\nthree\n".utf8))
  }

  /// An archive on a full disk, with no done.txt yet: the failed append makes no empty
  /// done.txt, and todo.txt is untouched.
  @Test func aFailedArchiveLeavesNoEmptyDoneTxt() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try write(sandbox, "todo.txt", "x 2026-11-01 call mom\nbuy milk\n")
    let faults = FaultPlan()
    faults.failWrite = 1
    faults.errno = ENOSPC
    let result = try run(sandbox, ["archive"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(bytes(sandbox, "todo.txt") == Array("x 2026-11-01 call mom\nbuy milk\n".utf8))
    #expect(
      !FileManager.default.fileExists(
        atPath: sandbox.directory.appendingPathComponent("done.txt").path))
  }
}
