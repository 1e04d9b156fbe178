import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// `merge-conflicts` moves away only the version of a conflict copy it merged: the seam stops
/// right before the move while the test plays the sync client.
@Suite struct MergeStashRaceTests {
  private let session = EditSessionTests()

  private func setUp(_ sandbox: Sandbox) throws -> String {
    try session.write(sandbox, "todo.txt", "call mom\n")
    let copy = "todo (phone's conflicted copy 2026-11-29).txt"
    try session.write(sandbox, copy, "call mom\nbuy milk\n")
    return copy
  }

  /// A copy replaced (a new inode) between the merge's read and the move stays in the folder,
  /// with its new task, and the message says so.
  @Test func aCopyReplacedBeforeTheMoveStays() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let copy = try setUp(sandbox)
    let faults = FaultPlan()
    faults.beforeStash = {
      let dir = sandbox.directory.path
      try? Data("call mom\nbuy milk\nwalk dog\n".utf8).write(
        to: URL(fileURLWithPath: dir + "/.incoming"))
      rename(dir + "/.incoming", dir + "/" + copy)
    }
    let result = try session.run(sandbox, ["merge-conflicts"], faults: faults)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(String(decoding: session.bytes(sandbox, copy), as: UTF8.self).contains("walk dog"))
    #expect(result.stderr.contains("changed while it was being merged"), "\(result.stderr)")
    #expect(!result.stdout.contains("moved to"), "\(result.stdout)")
    #expect(
      String(decoding: session.bytes(sandbox, "todo.txt"), as: UTF8.self).contains("buy milk"))
    // The next merge takes the new task in and moves the copy away.
    let again = try session.run(sandbox, ["merge-conflicts"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      String(decoding: session.bytes(sandbox, "todo.txt"), as: UTF8.self).contains("walk dog"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.directory.path + "/" + copy))
  }

  /// A copy swapped, after it was found, for a hard link to a file of the user's elsewhere (a
  /// private one) is not read: nothing of that file reaches todo.txt, and the command says
  /// the copy is not a regular file of its own.
  @Test func aCopySwappedForAHardLinkAfterItWasFoundIsNotRead() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let copy = try setUp(sandbox)
    let dir = sandbox.directory.path
    try session.write(sandbox, "secret.txt", "SECRET api key 1234\n")
    #expect(chmod(dir + "/secret.txt", 0o600) == 0)
    let faults = FaultPlan()
    var swapped = false
    faults.onWriterPoll = { _ in
      guard !swapped else { return }
      swapped = true
      link(dir + "/secret.txt", dir + "/.swap")
      rename(dir + "/.swap", dir + "/" + copy)
    }
    let result = try session.run(sandbox, ["merge-conflicts"], faults: faults)
    #expect(swapped)
    #expect(result.status == 1)
    #expect(result.stderr.contains("is not a regular file"), "\(result.stderr)")
    #expect(String(decoding: session.bytes(sandbox, "todo.txt"), as: UTF8.self) == "call mom\n")
  }

  /// The copies are read and merged before the lock is taken (a large copy holds no other
  /// command up); a command that changes todo.txt meanwhile is not undone: the merge is done
  /// again under the lock, on the file as it is then.
  @Test func aChangeWhileTheCopiesAreReadIsKept() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let copy = try setUp(sandbox)
    let todo = sandbox.directory.path + "/todo.txt"
    let faults = FaultPlan()
    var lockWasFree = false
    faults.afterMergeRead = {
      lockWasFree = (try? FileLock(for: todo, timeout: 0, waiting: { _ in })) != nil
      let handle = FileHandle(forWritingAtPath: todo)
      handle?.seekToEndOfFile()
      handle?.write(Data("walk dog\n".utf8))
      try? handle?.close()
    }
    let result = try session.run(sandbox, ["merge-conflicts"], faults: faults)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(lockWasFree)
    #expect(session.bytes(sandbox, "todo.txt") == Array("call mom\nwalk dog\nbuy milk\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: sandbox.directory.path + "/" + copy))
  }

  /// A copy written in place (same inode, new size) after the read is not moved either.
  @Test func aCopyWrittenInPlaceStays() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let copy = try setUp(sandbox)
    let faults = FaultPlan()
    faults.beforeStash = {
      let handle = FileHandle(forWritingAtPath: sandbox.directory.path + "/" + copy)
      handle?.seekToEndOfFile()
      handle?.write(Data("walk dog\n".utf8))
      try? handle?.close()
    }
    let result = try session.run(sandbox, ["merge-conflicts"], faults: faults)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(String(decoding: session.bytes(sandbox, copy), as: UTF8.self).hasSuffix("walk dog\n"))
    #expect(result.stderr.contains("changed while it was being merged"), "\(result.stderr)")
  }

  /// The identity check itself: a file replaced after the rename's check is caught once moved,
  /// and put back under its name.
  @Test func aFileReplacedAfterTheCheckIsPutBack() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    try session.write(sandbox, "copy.txt", "one\n")
    let (bytes, signature) = try TodoFile(path: dir + "/copy.txt").readWithSignature()
    let version = PrivateFolder.ReadVersion(
      signature: try #require(signature), hash: FNV1a.hash(bytes))
    let stash = try PrivateFolder.make(dir + "/state/todo/stash", from: dir + "/state/todo")
    let faults = FaultPlan()
    faults.beforeStash = {
      try? Data("two\n".utf8).write(to: URL(fileURLWithPath: dir + "/.new"))
      rename(dir + "/.new", dir + "/copy.txt")
    }
    // An unchanged file is moved; the permissions it had are said.
    #expect(chmod(dir + "/copy.txt", 0o640) == 0)
    #expect(
      try stash.move(from: dir + "/copy.txt", as: "c", ifStill: version)
        == .moved(permissions: 0o640))
    try session.write(sandbox, "copy.txt", "one\n")
    let (bytes2, signature2) = try TodoFile(path: dir + "/copy.txt").readWithSignature()
    let version2 = PrivateFolder.ReadVersion(
      signature: try #require(signature2), hash: FNV1a.hash(bytes2))
    let outcome = try FaultPlan.$current.withValue(faults) {
      try stash.move(from: dir + "/copy.txt", as: "d", ifStill: version2)
    }
    #expect(outcome == .changed)
    #expect(session.bytes(sandbox, "copy.txt") == Array("two\n".utf8))
    #expect(!stash.contains("d"))
  }
}
