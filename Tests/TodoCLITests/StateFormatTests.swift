import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// The state files carry their format (``StateRecord/currentFormat``): this todo reads its own,
/// brings older ones up to it in one place (``OlderRecords``), and never reads a newer one as
/// if it were its own.
@Suite struct StateFormatTests {
  let session = EditSessionTests()

  /// The history folder of the sandbox's todo.txt.
  private func history(_ sandbox: Sandbox) throws -> String {
    let root = sandbox.directory.path + "/.local/state/todo/backups"
    let folders = try FileManager.default.contentsOfDirectory(atPath: root)
    try #require(folders.count == 1)
    return root + "/" + folders[0]
  }

  private func text(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  /// A version's record starts with its format line.
  @Test func aVersionRecordSaysItsFormat() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    #expect(try session.run(sandbox, ["pri", "1", "A"]).status == 0)
    let record = text(try history(sandbox) + "/1.record")
    #expect(record.hasPrefix("format=\(StateRecord.currentFormat)\n"), "\(record)")
    #expect(record.contains("\tat=1796040000"), "\(record)")
  }

  /// A record of format 1 (no format line, no `at`) is read with the file's time after the
  /// command standing for the command's; the same head in the current format without `at` is
  /// damaged, and not a version.
  @Test func anOlderRecordIsBroughtUpToTheCurrentFormat() throws {
    let after = FileSignature(device: 1, inode: 2, size: 9, seconds: 1_700_000_000, nanoseconds: 5)
    var head = StateRecord(["kind": "rewrite"])
    head["after"] = after.field
    let older = Array(head.line.utf8)
    let records = try #require(StateRecord.document(in: older))
    let version = try #require(Backups.Version(records: records))
    #expect(version.at == 1_700_000_000)
    #expect(version.after == after)
    let current = StateRecord.documentBytes([head])
    let read = try #require(StateRecord.document(in: current))
    #expect(Backups.Version(records: read) == nil)
    // Written by this todo, it reads back as written.
    var written = try #require(Backups.Version(records: records))
    written.at = 42
    let again = try #require(StateRecord.document(in: StateRecord.documentBytes(written.records)))
    #expect(Backups.Version(records: again) == written)
  }

  /// A file of a newer format is not read as this one's: a version record of format 3 is no
  /// version.
  @Test func aNewerFormatIsNotRead() throws {
    var head = StateRecord(["kind": "rewrite", "at": "1"])
    head["after"] = FileSignature(device: 1, inode: 2, size: 0, seconds: 1, nanoseconds: 0).field
    let newer = Array(
      (StateRecord(["format": String(StateRecord.currentFormat + 1)]).line + head.line).utf8)
    #expect(StateRecord.document(in: newer) == nil)
  }

  /// A history written by the todo before formats (format 1) still reverts.
  @Test func revertReadsAnOlderHistory() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\n")
    #expect(try session.run(sandbox, ["pri", "1", "A"]).status == 0)
    let record = try history(sandbox) + "/1.record"
    // As format 1 wrote it: no format line, no `at`.
    let lines = text(record).split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t").filter { !$0.hasPrefix("at=") }.joined(separator: "\t")
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: record))
    let reverted = try session.run(sandbox, ["revert"])
    #expect(reverted.status == 0, "\(reverted.stderr)")
    #expect(session.bytes(sandbox, "todo.txt") == Array("call mom\n".utf8))
  }

  /// A journal a newer todo left (its command killed half-way) is neither settled nor dropped:
  /// the command stops before it reads or writes anything, and says why.
  @Test func aNewerJournalStopsTheCommand() throws {
    for language in ["en_US.UTF-8", "zh_TW.UTF-8"] {
      let sandbox = try Sandbox(language: language)
      defer { sandbox.remove() }
      try session.write(sandbox, "todo.txt", "call mom\n")
      #expect(try session.run(sandbox, ["pri", "1", "A"]).status == 0)
      let journal = try history(sandbox) + "/" + Journal.name
      let newer = "format=\(StateRecord.currentFormat + 1)\nkind=commit\tfile=/x\n"
      try Data(newer.utf8).write(to: URL(fileURLWithPath: journal))
      let before = session.bytes(sandbox, "todo.txt")
      let run = try session.run(sandbox, ["add", "buy milk"])
      #expect(run.status == 1)
      #expect(run.stdout == "")
      let expected = language.hasPrefix("en") ? "newer version of todo" : "較新版本的 todo"
      #expect(run.stderr.contains(journal) && run.stderr.contains(expected), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(session.bytes(sandbox, "todo.txt") == before)
      #expect(text(journal) == newer)
    }
  }
}
