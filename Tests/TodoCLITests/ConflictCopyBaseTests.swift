import Foundation
import Testing

@testable import TodoCLI

/// What `merge-conflicts` takes as a copy's time and as its common ancestor.
@Suite struct ConflictCopyBaseTests {
  @Test(arguments: [
    ("todo.sync-conflict-20261130-101112-ABCDEF7.txt", [2026, 11, 30, 10, 11, 12]),
    ("todo.sync-conflict-20261130-101112.txt", [2026, 11, 30, 10, 11, 12]),
    ("todo_conflict-20261130-101112.txt", [2026, 11, 30, 10, 11, 12]),
    ("todo (conflicted copy 2026-11-30 101112).txt", [2026, 11, 30, 10, 11, 12]),
    ("todo (Bob's conflicted copy 2026-11-30).txt", [2026, 11, 30]),
    ("todo (Bob's conflicted copy 2026-11-30) (2).txt", [2026, 11, 30]),
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

  /// The base is the newest kept version a command replaced before the copy's time, and the
  /// version kept before it comes along (a task the copy lacks is removed only if it was there).
  @Test func newestVersionReplacedBeforeTheCopy() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("todo.txt").path
    try Data("a\n".utf8).write(to: URL(fileURLWithPath: path))
    for command in ["todo replace 1 b", "todo add c", "todo replace 1 d"] {
      #expect(try sandbox.run(command).status == 0, "\(command)")
    }
    let backups = Backups(for: path, environment: sandbox.environment)
    let done = sandbox.directory.appendingPathComponent("done.txt").path
    let later = Int(Date().timeIntervalSince1970) + 3600
    let base = try #require(backups.ancestor(before: later, doneFile: done))
    // Before the last `replace`: b and c (the `add` kept no copy of its own).
    #expect(base.todo == Array("b\nc\n".utf8))
    #expect(base.older == Array("a\n".utf8))
    // A copy older than every kept version has no base.
    #expect(backups.ancestor(before: 1_000_000_000, doneFile: done) == nil)
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
    let base = try #require(backups.ancestor(before: pinned + 1, doneFile: done))
    #expect(base.todo == Array("a\n".utf8))
    #expect(base.replacedAt == pinned)
    #expect(backups.ancestor(before: pinned, doneFile: done) == nil)
  }
}
