import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

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
      let left: String
      switch 100 - step {
      case 0: left = "That was the oldest version kept: there is nothing more to revert."
      case 1: left = "You can revert once more."
      case let count: left = "You can revert \(count) more times."
      }
      // The change taken back, and its task: the one added, or line 1 as it comes back.
      let change = 102 - step
      let tookBack =
        change % 2 == 1
        ? "TODO: took back `add task \(change)`: task \(change)"
        : "TODO: took back `replace 1 version \(change)`: "
          + (change == 2 ? "start" : "version \(change - 2)")
      #expect(
        result.stdout == [
          tookBack, "TODO: $HOME/todo.txt is back as it was before the last change. " + left,
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

  /// A command killed right after its new file took the old one's place (or its append was
  /// written), before its history record was finished, or right before the switch: the next command finishes the
  /// record (the change happened) or drops it (it did not), and `revert` then goes back
  /// through every version, byte for byte.
  @Test(arguments: [
    ("afterRewrite", "pri 3 B", 3), ("beforeSwap", "pri 3 B", 2),
    ("afterRewrite", "add 'feed cat'", 3),
  ])
  func aKillAroundTheSwitchLeavesTheHistoryWhole(
    step: String, killed: String, kept: Int
  ) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      printf '%s\\n' 'pay rent' 'call mom' 'buy milk' 'water plants' > todo.txt; cp todo.txt v0
      todo pri 1 A >/dev/null; cp todo.txt v1
      todo do 2 >/dev/null; cp todo.txt v2
      TODO_TEST_STOP_AT=\(step) todo \(killed) >/dev/null &
      command=$!
      until [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] \\
        || ! kill -0 $command 2>/dev/null; do sleep 0.01; done
      [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] && echo stopped
      kill -9 $command; wait $command 2>/dev/null; cp todo.txt v3
      todo add 'walk dog' >/dev/null
      for step in 1 2 3 4 5; do todo revert >/dev/null 2>&1 || break; echo "reverted $step"; done
      cmp todo.txt v0 && echo "back to the start"
      """)
    var expected = ["stopped"] + (1...(kept + 1)).map { "reverted \($0)" }
    expected.append("back to the start")
    #expect(result.stdout == expected, "\(result.stderr)")
  }

  /// A `revert` killed right after it restored the file, for a command that appended to no
  /// other file (so no journal): the next command finishes it (the version goes), and later
  /// reverts go on from there, byte for byte.
  @Test(arguments: ["revert", "add 'walk dog'"])
  func aRevertKilledAfterItsRestoreIsFinished(next: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      printf '%s\\n' 'pay rent' 'call mom' 'buy milk' > todo.txt; cp todo.txt v0
      todo pri 1 A >/dev/null; cp todo.txt v1
      todo replace 2 'call dad' >/dev/null
      TODO_TEST_STOP_AT=afterRestore todo revert >/dev/null &
      command=$!
      until [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] \\
        || ! kill -0 $command 2>/dev/null; do sleep 0.01; done
      [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] && echo stopped
      kill -9 $command; wait $command 2>/dev/null
      cmp todo.txt v1 && echo "restored"
      todo \(next) >/dev/null
      for step in 1 2 3; do todo revert >/dev/null 2>&1 || break; echo "reverted $step"; done
      cmp todo.txt v0 && echo "back to the start"
      """)
    // The next `revert` takes back `pri 1 A`: the one killed had finished its own.
    let reverts = next == "revert" ? [] : ["reverted 1", "reverted 2"]
    #expect(
      result.stdout == ["stopped", "restored"] + reverts + ["back to the start"],
      "\(result.stderr)")
  }

  /// A damaged record in the history (a size below zero, one so large that a difference
  /// overflows) is no record: `revert` refuses and `merge-conflicts` merges without it, neither
  /// crashes, and todo.txt keeps its bytes.
  @Test(arguments: [
    "s/from=[0-9]*/from=-1/",
    "s/after=\\([0-9]*\\):\\([0-9]*\\):[0-9]*:/after=\\1:\\2:-9223372036854775808:/",
  ])
  func damagedRecordIsNoRecord(_ edit: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      printf 'a\\nb\\n' > todo.txt; todo add c >/dev/null
      record=$(find .local/state/todo/backups -name '*.record'); sed -i '\(edit)' "$record"
      cp todo.txt before.txt
      todo revert >/dev/null 2>&1; echo "revert: $?"; cmp todo.txt before.txt && echo same
      printf 'a\\nb\\nc\\nd\\n' > todo.sync-conflict-20261130-235900-ABCDEF7.txt
      todo merge-conflicts >/dev/null 2>&1; echo "merge-conflicts: $?"; cat todo.txt
      """)
    #expect(
      result.stdout == ["revert: 1", "same", "merge-conflicts: 0", "a", "b", "c", "d"],
      "\(result)")
  }
}

/// The kept versions are bounded by bytes: three times the file's size, or 64 MiB when that is
/// more, the newest always kept. (Sparse files stand for large versions: only their sizes
/// count. Each starts with its own byte: one line each, no two alike, so none is kept as
/// changes against another.)
@Suite struct HistoryBudgetTests {
  /// The history of `todo.txt` in `sandbox`, kept under `state/`.
  private func history(in sandbox: Sandbox) -> Backups {
    let dir = sandbox.directory.path
    return Backups(
      for: dir + "/todo.txt", environment: ["HOME": dir, "XDG_STATE_HOME": dir + "/state"])
  }

  /// Completes version `number` of `backups`, of a file of `size` bytes after it.
  private func commit(_ backups: Backups, _ number: Int, size: Int) {
    let signature = FileSignature(device: 1, inode: 1, size: size, seconds: 0, nanoseconds: 0)
    backups.commit(number, Backups.Version(after: signature, before: signature))
  }

  private func keptNumbers(versions: Int, size: Int, fileSize: Int? = nil) throws -> [Int] {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let backups = history(in: sandbox)
    let folder = try #require(try backups.folder())
    for number in 1...versions {
      let copy = open(folder.path + "/\(number).txt", O_WRONLY | O_CREAT | O_EXCL, 0o600)
      try #require(copy >= 0)
      var first = UInt8(number)
      #expect(write(copy, &first, 1) == 1)
      ftruncate(copy, off_t(size))
      close(copy)
      commit(backups, number, size: fileSize ?? size)
    }
    return try backups.numbers()
  }

  @Test func aLargeFileKeepsThreeTimesItsSize() throws {
    // 40 MB versions: 120 MB fit, three of them.
    #expect(try keptNumbers(versions: 6, size: 40 << 20) == [4, 5, 6])
  }

  @Test func smallFilesShare64MiB() throws {
    // 10 MB versions: 3 × 10 MB is less than 64 MiB, so six fit.
    #expect(try keptNumbers(versions: 9, size: 10 << 20) == [4, 5, 6, 7, 8, 9])
  }

  /// A file larger than 640 KiB: each older version is kept as its changes against the one
  /// after it, the newest whole, and `revert` goes back through all of them byte for byte.
  @Test func aLargeFileKeepsItsOlderVersionsAsChanges() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.directory.appendingPathComponent("todo.txt")
    let tasks = (1...20000).map { "2026-11-\(10 + $0 % 20) call number \($0) +phone @home\r\n" }
    try Data(tasks.joined().utf8).write(to: file)
    try #require(try Data(contentsOf: file).count > Backups.changesAbove)
    var versions = [try Data(contentsOf: file)]
    for command in ["pri 5 A", "replace 100 'new words'", "do 7", "pri 8000 B", "archive"] {
      let result = try sandbox.run("todo " + command)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      versions.append(try Data(contentsOf: file))
    }
    let folder = try #require(
      try FileManager.default.subpathsOfDirectory(atPath: sandbox.directory.path + "/.local")
        .first { $0.hasSuffix("/1.record") }
        .map { sandbox.directory.path + "/.local/" + String($0.dropLast("/1.record".count)) })
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(names.filter { $0.hasSuffix(".txt") } == ["5.txt"], "\(names.sorted())")
    #expect(
      Set(names.filter { $0.hasSuffix(".diff") }) == ["1.diff", "2.diff", "3.diff", "4.diff"])
    for name in names where name.hasSuffix(".diff") {
      let size = try #require(
        try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int)
      #expect(size < 1000, "\(name): \(size) bytes")
    }
    for step in 1...5 {
      let result = try sandbox.run("todo revert")
      #expect(result.status == 0, "revert \(step): \(result.stderr)")
      #expect(try Data(contentsOf: file) == versions[5 - step], "revert \(step)")
    }
  }

  /// The newest version forgotten while the one kept as changes against it cannot be written
  /// whole (a full disk), twice: its file stays as that one's base (`4.base`), then the next
  /// one's changes stay as the base of the one before (`3.diff`, no longer a version), so no
  /// older version is lost and no number is given twice; forgetting the version kept against
  /// them later takes the bases with it.
  @Test func aBaseThatCannotBeReplacedStays() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let backups = history(in: sandbox)
    let folder = try #require(try backups.folder())
    let lines = (0..<20000).map { "2026-11-\(10 + $0 % 20) call number \($0) @phone\n" }
    var versions: [[UInt8]] = []
    for number in 1...4 {
      var edited = lines
      edited[number * 10] = "changed in version \(number)\n"
      let bytes = Array(edited.joined().utf8)
      versions.append(bytes)
      #expect(folder.write("\(number).txt", bytes))
      commit(backups, number, size: bytes.count)
    }
    #expect(["1.diff", "2.diff", "3.diff", "4.txt"].allSatisfy { folder.contains($0) })
    let full = FaultPlan()
    full.stateUnwritable = ENOSPC
    FaultPlan.$current.withValue(full) { history(in: sandbox).remove(4) }
    #expect(folder.contains("4.base") && !folder.contains("4.record"))
    FaultPlan.$current.withValue(full) { history(in: sandbox).remove(3) }
    #expect(folder.contains("3.diff") && !folder.contains("3.record"))
    // Read as the next command reads them: through the kept bases, not a rebuilt copy in
    // memory; and the bases' numbers are never given to a new version.
    let next = history(in: sandbox)
    #expect(try next.numbers() == [1, 2])
    #expect(try next.nextNumber() == 5)
    #expect(next.read("2.txt") == versions[1])
    #expect(history(in: sandbox).read("1.txt") == versions[0])
    history(in: sandbox).remove(2)
    #expect(!["3.diff", "4.base", "2.diff"].contains { folder.contains($0) })
    #expect(history(in: sandbox).read("1.txt") == versions[0])
  }

  @Test func theNewestStaysWhateverItsSize() throws {
    // The file shrank to 1 MB; the kept 200 MB versions are over the budget, but the newest
    // stays (one revert).
    #expect(try keptNumbers(versions: 3, size: 200 << 20, fileSize: 1 << 20) == [3])
  }
}

/// A history folder that exists but takes no file (a full disk, a read-only file system; the
/// seam makes every write there fail, as a test running as root cannot): each change still
/// happens and says once that it was not kept, and `revert` says the history is missing
/// rather than that another program changed the file.
@Suite struct HistoryNotWrittenTests {
  private let session = EditSessionTests()

  @Test func changesSayOnceAndRevertSaysTheHistoryIsMissing() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    try session.write(sandbox, "todo.txt", "call mom\nbuy milk\n")
    #expect(try session.run(sandbox, ["pri", "1", "A"]).status == 0)
    let full = FaultPlan()
    full.stateUnwritable = ENOSPC
    let said = "cannot be written (a full disk or a read-only file system), so this change"
    for arguments in [["pri", "2", "B"], ["add", "walk dog"]] {
      let result = try session.run(sandbox, arguments, faults: full)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr.components(separatedBy: said).count == 2, "\(arguments): \(result.stderr)")
    }
    #expect(
      session.bytes(sandbox, "todo.txt") == Array("(A) call mom\n(B) buy milk\nwalk dog\n".utf8))
    // A change of two files needs its journal there (a kill half-way is finished from it): it
    // is refused, naming the journal, and nothing changes.
    let done = try session.run(sandbox, ["do", "1"], faults: full)
    #expect(done.status == 1)
    #expect(done.stderr.contains("appends-pending: No space left on device"), "\(done.stderr)")
    #expect(done.stderr.contains("The file was not changed"), "\(done.stderr)")
    #expect(
      session.bytes(sandbox, "todo.txt") == Array("(A) call mom\n(B) buy milk\nwalk dog\n".utf8))
    #expect(session.bytes(sandbox, "done.txt").isEmpty)
    let before = session.bytes(sandbox, "todo.txt")
    let refused = try session.run(sandbox, ["revert"], faults: full)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("cannot be written"), "\(refused.stderr)")
    #expect(refused.stderr.contains("were not kept; nothing was reverted"), "\(refused.stderr)")
    #expect(session.bytes(sandbox, "todo.txt") == before)
    // Written again (space freed): only the kept version is there, and the file changed since.
    let later = try session.run(sandbox, ["revert"])
    #expect(later.status == 1)
    #expect(later.stderr.contains("changed since todo last wrote it"), "\(later.stderr)")
  }
}
