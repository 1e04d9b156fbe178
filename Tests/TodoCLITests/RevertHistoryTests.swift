import Foundation
import Testing

/// `todo revert` goes back through the last 100 changes of a file, one per run, and refuses
/// the 101st: the history is as long as the help says ("up to 100 steps").
@Suite struct RevertHistoryTests {
  @Test func hundredChangesRevertOneByOneAndNoMore() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.directory.appendingPathComponent("todo.txt")
    try Data("start\n".utf8).write(to: file)
    // 101 changes, appends and rewrites in turn; the file's bytes after each.
    var versions = [try Data(contentsOf: file)]
    for change in 1...101 {
      let command =
        change % 2 == 1 ? "todo add 'task \(change)'" : "todo replace 1 'version \(change)'"
      let result = try sandbox.run(command)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      versions.append(try Data(contentsOf: file))
    }
    #expect(Set(versions).count == versions.count)
    // Each revert takes the file one version back, down to the file before the 2nd change.
    for step in 1...100 {
      let result = try sandbox.run("todo revert")
      #expect(
        result.stdout == [
          "TODO: $HOME/todo.txt is back as it was before the last change; "
            + "\(100 - step) earlier version(s) left to restore."
        ], "revert \(step)")
      #expect(result.stderr.isEmpty, "revert \(step)")
      #expect(result.status == 0, "revert \(step)")
      #expect(try Data(contentsOf: file) == versions[101 - step], "revert \(step)")
    }
    // The version before the 1st change is the 101st back: no longer kept.
    let refused = try sandbox.run("todo revert")
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr == ["TODO: No earlier version of $HOME/todo.txt is kept."])
    #expect(refused.status == 1)
    #expect(try Data(contentsOf: file) == versions[1])
  }
}
