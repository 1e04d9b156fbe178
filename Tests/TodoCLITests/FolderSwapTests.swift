import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// A folder on the way to todo.txt swapped for a link to another of the user's folders (by
/// another member of a shared group folder) between todo's check and its use: todo creates,
/// renames and removes only in the folder it checked, and nothing in the other folder
/// changes. The seam stops right after the folder check while the test swaps it.
@Suite struct FolderSwapTests {
  private let session = EditSessionTests()

  /// The todo folder with `todo.txt -> sub/<name>` (a link that stays inside), and a victim
  /// folder outside it holding `precious` (and a file of that name when `victimHasList`).
  private func setUp(
    listName: String, list: String?, victimHasList: Bool = true
  ) throws -> (Sandbox, victim: Sandbox) {
    let sandbox = try Sandbox()
    let victim = try Sandbox()
    let dir = sandbox.directory.path
    mkdir(dir + "/sub", 0o755)
    if let list { try Data(list.utf8).write(to: URL(fileURLWithPath: dir + "/sub/" + listName)) }
    symlink("sub/" + listName, dir + "/todo.txt")
    if victimHasList {
      try Data("secret\n".utf8).write(
        to: URL(fileURLWithPath: victim.directory.path + "/" + listName))
    }
    try Data("keep\n".utf8).write(to: URL(fileURLWithPath: victim.directory.path + "/precious"))
    return (sandbox, victim)
  }

  /// Swaps `sub` for a link to `victim` (the real folder kept as `sub.real`), once, right
  /// after a rewrite (or, with `append`, an append that creates its file) checked its folder.
  private func swap(_ sandbox: Sandbox, to victim: Sandbox, append: Bool = false) -> FaultPlan {
    let faults = FaultPlan()
    var swapped = false
    let swap = {
      guard !swapped else { return }
      swapped = true
      let dir = sandbox.directory.path
      rename(dir + "/sub", dir + "/sub.real")
      symlink(victim.directory.path, dir + "/sub")
    }
    if append {
      faults.afterAppendFolderChecked = swap
    } else {
      faults.afterFolderChecked = swap
    }
    return faults
  }

  private func victimFiles(_ victim: Sandbox) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: victim.directory.path) {
      files[name] = try String(contentsOfFile: victim.directory.path + "/" + name, encoding: .utf8)
    }
    return files
  }

  /// A rewrite (`pri`): the new version goes into the folder checked, never the other one.
  @Test func aRewriteStaysInTheFolderItChecked() throws {
    let (sandbox, victim) = try setUp(listName: "list.txt", list: "call mom\n")
    defer {
      sandbox.remove()
      victim.remove()
    }
    let before = try victimFiles(victim)
    let result = try session.run(sandbox, ["pri", "1", "A"], faults: swap(sandbox, to: victim))
    #expect(try victimFiles(victim) == before, "\(result.stderr)")
    let real = try String(
      contentsOfFile: sandbox.directory.path + "/sub.real/list.txt", encoding: .utf8)
    #expect(result.status == 0 ? real == "(A) call mom\n" : real == "call mom\n")
  }

  /// An append that creates the file (`add` to a missing list): made in the folder checked,
  /// never in the other folder.
  @Test func anAppendCreatesOnlyInTheFolderItChecked() throws {
    let (sandbox, victim) = try setUp(listName: "new.txt", list: nil, victimHasList: false)
    defer {
      sandbox.remove()
      victim.remove()
    }
    let before = try victimFiles(victim)
    let result = try session.run(
      sandbox, ["add", "buy milk"], faults: swap(sandbox, to: victim, append: true))
    #expect(try victimFiles(victim) == before, "\(result.stderr)")
    let real = sandbox.directory.path + "/sub.real/new.txt"
    if result.status == 0 {
      #expect(try String(contentsOfFile: real, encoding: .utf8) == "buy milk\n")
    }
  }

  /// The todo folder moved away and another put at its path while a command is between its
  /// read and its write (stopped at the step by the seam): the command writes nothing, in
  /// neither folder, and says the folder was moved, naming where the folder it read is now
  /// (for `do`, at its first write: the archive's append to done.txt), in the run's language.
  @Test(
    arguments: [
      ("afterAppendScan", "add secret", "todo.txt", "list", "en_US.UTF-8"),
      ("afterRead", "do 1", "done.txt", "list", "en_US.UTF-8"),
      ("afterRead", "pri 1 A", "todo.txt", "list", "zh_TW.UTF-8"),
      ("afterRead", "pri 1 A", "todo.txt", "link", "en_US.UTF-8"),
      ("afterRead", "do 1", "done.txt", "link", "zh_TW.UTF-8"),
    ])
  func theTodoFolderIsHeldForTheWholeCommand(
    step: String, command: String, written: String, folder: String, language: String
  ) throws {
    let l = ScreenTerminalTests.words(language)
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    // `link`: TODO_DIR is a link to the folder, as `~/todo -> Dropbox/todo` is.
    let result = try sandbox.run(
      """
      mkdir list; ln -s list link; export TODO_DIR=$PWD/\(folder)
      printf 'pay rent\n' > list/todo.txt
      TODO_TEST_STOP_AT=\(step) todo \(command) >/dev/null 2>errors &
      command=$!
      until [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] \\
        || ! kill -0 $command 2>/dev/null; do sleep 0.01; done
      [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] && echo stopped
      mv list checked; mkdir list; printf 'other\n' > list/todo.txt
      kill -CONT $command; wait $command; echo "status $?"
      cat list/todo.txt checked/todo.txt; ls list checked; cat errors
      """)
    #expect(
      result.stdout == [
        "stopped", "status 1", "other", "pay rent", "checked:", "todo.txt", "", "list:",
        "todo.txt",
        l(.folderMoved, "$HOME/\(folder)/\(written)", "$HOME/checked"),
      ], "\(result.stderr)")
  }
}
