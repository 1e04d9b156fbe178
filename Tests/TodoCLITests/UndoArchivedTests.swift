import Foundation
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `undo N` of a task the auto-archive after `do` moved to done.txt (issue 33, item 1): the
/// rule that finds it in the history (``ArchivedLine/find(line:current:history:doneFile:)``),
/// row by row, and the transaction on the files: both changed or neither, one `revert` step,
/// a kill between the two files finished by the next command.
@Suite struct UndoArchivedTests {
  let session = EditSessionTests()
  static let done = "/todo/done.txt"

  /// A kept version of a rewrite: the file before, the content after, what went to done.txt.
  static func step(
    _ number: Int, before: String, after: String, appended: String? = nil
  ) -> ArchivedLine.Step {
    var version = Backups.Version(
      after: FileSignature(device: 1, inode: 1, size: after.utf8.count, seconds: 0, nanoseconds: 0),
      before: nil)
    version.hash = ContentHash(Array(after.utf8))
    if let appended {
      version.sideAppends = [
        Backups.SideAppend(
          path: done, before: 10, after: 10 + appended.utf8.count, bytes: Array(appended.utf8))
      ]
    }
    return (number, version, { Array(before.utf8) })
  }

  static func find(_ number: Int, _ current: String, _ history: [ArchivedLine.Step])
    -> Result<ArchivedLine.Found, ArchivedLine.Refusal>
  {
    ArchivedLine.find(line: number, current: Array(current.utf8), history: history, doneFile: done)
  }

  @Test func theArchiveThatBlankedTheLineGivesItsLine() throws {
    // do 1 3 with auto-archive: two lines blanked, two appended, in line order.
    let archive = Self.step(
      7, before: "a\nb\nc\n", after: "\nb\n\n", appended: "x 2026-11-30 a\nx 2026-11-30 c\n")
    let found = try Self.find(3, "\nb\n\n", [archive]).get()
    #expect(found.line == Array("x 2026-11-30 c\n".utf8))
    #expect(found.original == Array("c".utf8))
    #expect(found.append.before == 10 + "x 2026-11-30 a\n".utf8.count)
    #expect(found.append.bytes == found.line)
    // A later command that left line 1 blank is gone through; its content must chain.
    let later = Self.step(8, before: "\nb\n\n", after: "\nb\n\nd\n")
    #expect(try Self.find(1, "\nb\n\nd\n", [later, archive]).get().original == Array("a".utf8))
    // A recurrence's next task added after the lines keeps the numbers.
    let recurring = Self.step(
      9, before: "a rec:1d\n", after: "\n2026-11-30 a rec:1d due:2026-12-01\n",
      appended: "x 2026-11-30 a rec:1d\n")
    #expect(
      try Self.find(1, "\n2026-11-30 a rec:1d due:2026-12-01\n", [recurring]).get().line
        == Array("x 2026-11-30 a rec:1d\n".utf8))
  }

  @Test func whatIsNoArchiveIsRefused() {
    // del N with line numbers kept: blank, nothing appended.
    let delete = Self.step(3, before: "a\nb\n", after: "\nb\n")
    #expect(Self.find(1, "\nb\n", [delete]) == .failure(.notArchived))
    // -n compacts: the numbers moved.
    let compact = Self.step(
      3, before: "a\nb\n\n", after: "b\n\n", appended: "x 2026-11-30 a\n")
    #expect(Self.find(2, "b\n\n", [compact]) == .failure(.notArchived))
    // Blank already before every kept version.
    let add = Self.step(3, before: "\nb\n", after: "\nb\nc\n")
    #expect(Self.find(1, "\nb\nc\n", [add]) == .failure(.noRecord))
    // Another program changed todo.txt after the archive: its lines may have moved.
    let archive = Self.step(3, before: "a\nb\n", after: "\nb\n", appended: "x 2026-11-30 a\n")
    #expect(Self.find(1, "\nb\nedited elsewhere\n", [archive]) == .failure(.changedSince))
    // Appended lines that do not pair with the blanked ones.
    let odd = Self.step(
      3, before: "a\nb\n", after: "\nb\n", appended: "x 2026-11-30 a\nx 2026-11-30 z\n")
    #expect(Self.find(1, "\nb\n", [odd]) == .failure(.notArchived))
  }

  /// A sandbox with `todo` (and `done`, when given) after `do N` with the auto-archive.
  func archived(_ todo: String, done: String? = "x 2026-11-01 old\n", doing number: String) throws
    -> Sandbox
  {
    let sandbox = try Sandbox()
    try session.write(sandbox, "todo.txt", todo)
    if let done { try session.write(sandbox, "done.txt", done) }
    #expect(try session.run(sandbox, ["-A", "do", number]).status == 0)
    return sandbox
  }

  /// `undo N` killed after todo.txt is written, before done.txt is.
  func killedUndo(_ sandbox: Sandbox, _ number: String) throws {
    let faults = FaultPlan()
    faults.killAt = { $0 == "afterReopen" }
    _ = try session.run(sandbox, ["undo", number], faults: faults)
  }

  @Test func undoAndRevertAreOneStepEach() throws {
    let sandbox = try archived("(A) pay rent\r\ncall mom\n", doing: "1")
    defer { sandbox.remove() }
    let undo = try session.run(sandbox, ["undo", "1"])
    #expect(undo.status == 0, "\(undo.stderr)")
    // The task as it was before the do, every byte, its CRLF too.
    #expect(session.bytes(sandbox, "todo.txt") == Array("(A) pay rent\r\ncall mom\n".utf8))
    #expect(session.bytes(sandbox, "done.txt") == Array("x 2026-11-01 old\n".utf8))
    let revert = try session.run(sandbox, ["revert"])
    #expect(revert.status == 0, "\(revert.stderr)")
    #expect(session.bytes(sandbox, "todo.txt") == Array("\r\ncall mom\n".utf8))
    #expect(
      session.bytes(sandbox, "done.txt")
        == Array("x 2026-11-01 old\nx 2026-11-30 pay rent\r\n".utf8))
  }

  /// The revert of an undo puts the completion line back; a done.txt that became a link since
  /// (to a file outside) is refused, and nothing changes: the task is never lost.
  @Test func aRevertThatCannotPutTheLineBackChangesNothing() throws {
    let sandbox = try archived("pay rent\ncall mom\n", doing: "2")
    defer { sandbox.remove() }
    // Outside, with the bytes done.txt has after the undo: done.txt "as the command left it"
    // by content, only not a file of its own now.
    try session.write(sandbox, "elsewhere.txt", "x 2026-11-01 old\n")
    #expect(try session.run(sandbox, ["undo", "2"]).status == 0)
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    #expect(unlink(done) == 0)
    #expect(symlink(sandbox.directory.appendingPathComponent("elsewhere.txt").path, done) == 0)
    let revert = try session.run(sandbox, ["revert"])
    #expect(revert.status == 1)
    #expect(session.bytes(sandbox, "todo.txt") == Array("pay rent\ncall mom\n".utf8))
    #expect(session.bytes(sandbox, "elsewhere.txt") == Array("x 2026-11-01 old\n".utf8))
  }

  /// A second completion of the task in done.txt (another machine's), after the archive's:
  /// taking out one would leave the task open and done, so nothing changes.
  @Test func aSecondCompletionInDoneTxtIsRefused() throws {
    let sandbox = try archived("call mom\nbuy milk\n", done: nil, doing: "2")
    defer { sandbox.remove() }
    let twice = "x 2026-11-30 buy milk\nx 2026-11-30 buy milk\n"
    try session.write(sandbox, "done.txt", twice)
    let undo = try session.run(sandbox, ["undo", "2"])
    #expect(undo.status == 1)
    #expect(session.bytes(sandbox, "todo.txt") == Array("call mom\n\n".utf8))
    #expect(session.bytes(sandbox, "done.txt") == Array(twice.utf8))
  }

  /// done.txt a hard link of todo.txt: a line taken out of it would be taken out of todo.txt.
  @Test func doneTxtThatIsTodoTxtIsRefused() throws {
    let sandbox = try archived("call mom\nbuy milk\n", done: nil, doing: "2")
    defer { sandbox.remove() }
    // A done line the user keeps in todo.txt, the same bytes as the archived one.
    #expect(try session.run(sandbox, ["add", "x 2026-11-30 buy milk"]).status == 0)
    let todo = sandbox.directory.appendingPathComponent("todo.txt").path
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    #expect(unlink(done) == 0)
    #expect(link(todo, done) == 0)
    let undo = try session.run(sandbox, ["undo", "2"])
    #expect(undo.status == 1)
    #expect(session.bytes(sandbox, "todo.txt") == Array("call mom\n\nx 2026-11-30 buy milk\n".utf8))
  }

  /// A kill after todo.txt, then done.txt swapped for a link (a file the take-back does not
  /// write through): the next command stops, naming done.txt, and keeps the journal; once
  /// done.txt is a file again, the command after takes the line out.
  @Test func aJournalThatCannotBeSettledIsKept() throws {
    let sandbox = try archived("pay rent\ncall mom\n", doing: "2")
    defer { sandbox.remove() }
    try killedUndo(sandbox, "2")
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    let moved = sandbox.directory.appendingPathComponent("sub.txt").path
    #expect(rename(done, moved) == 0)
    #expect(symlink("sub.txt", done) == 0)
    let stopped = try session.run(sandbox, ["add", "x"])
    #expect(stopped.status == 1)
    #expect(stopped.stderr.contains("done.txt is not a regular file"), "\(stopped.stderr)")
    #expect(session.bytes(sandbox, "todo.txt") == Array("pay rent\ncall mom\n".utf8))
    #expect(unlink(done) == 0)
    #expect(rename(moved, done) == 0)
    #expect(try session.run(sandbox, ["add", "x"]).status == 0)
    #expect(session.bytes(sandbox, "todo.txt") == Array("pay rent\ncall mom\nx\n".utf8))
    #expect(session.bytes(sandbox, "done.txt") == Array("x 2026-11-01 old\n".utf8))
  }

  @Test func aKillBetweenTheTwoFilesIsFinishedByTheNextCommand() throws {
    let sandbox = try archived("pay rent\ncall mom\n", doing: "2")
    defer { sandbox.remove() }
    try killedUndo(sandbox, "2")
    // Killed after todo.txt got the task back, before done.txt lost it.
    #expect(session.bytes(sandbox, "todo.txt") == Array("pay rent\ncall mom\n".utf8))
    #expect(
      session.bytes(sandbox, "done.txt") == Array("x 2026-11-01 old\nx 2026-11-30 call mom\n".utf8))
    // The next command that takes the lock settles it: the task is open, and only open.
    let next = try session.run(sandbox, ["pri", "1", "A"])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(session.bytes(sandbox, "todo.txt") == Array("(A) pay rent\ncall mom\n".utf8))
    #expect(session.bytes(sandbox, "done.txt") == Array("x 2026-11-01 old\n".utf8))
  }
}
