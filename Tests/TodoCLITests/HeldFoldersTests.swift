import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// A command reaches each folder once and holds it (``HeldFolders``): a folder moved away and
/// replaced meanwhile is not reached again by its path, and a hold is given only to a use of
/// the kind that made it.
@Suite struct HeldFoldersTests {
  /// A private state folder replaced at its path after the command first opened it: the
  /// command's later opens still reach the folder it walked and checked; the next command
  /// reaches the new one.
  @Test func aPrivateFolderIsWalkedOncePerCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let root = sandbox.directory.path + "/state"
    let path = root + "/backups"
    try HeldFolders.holding { () throws in
      let first = try #require(try PrivateFolder.open(path, from: root))
      #expect(first.write("kept", Array("v1\n".utf8)))
      #expect(rename(root, root + ".moved") == 0)
      #expect(mkdir(root, 0o700) == 0 && mkdir(path, 0o700) == 0)
      let again = try #require(try PrivateFolder.open(path, from: root))
      #expect(again.contains("kept"))
    }
    let next = try HeldFolders.holding { () throws in
      try #require(try PrivateFolder.open(path, from: root)).contains("kept")
    }
    #expect(!next)
  }

  /// A notes folder that is a link: a listing of it first (which follows the link) does not
  /// make it usable as the notes folder, which never takes a link.
  @Test func aFolderOpenedThroughALinkIsNotTheNotesFolder() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    #expect(mkdir(dir + "/docs", 0o755) == 0)
    try Data("my thesis\n".utf8).write(to: URL(fileURLWithPath: dir + "/docs/thesis.txt"))
    #expect(symlink("docs", dir + "/notes") == 0)
    let outcome = HeldFolders.holding { () -> Result<[UInt8]?, NotesFolder.Failure> in
      #expect(System.directoryEntries(dir + "/notes") == ["thesis.txt"])
      var folder = NotesFolder(path: dir + "/notes")
      folder.held = HeldFolders.current
      return Result { () throws(NotesFolder.Failure) in try folder.read("thesis.txt") }
    }
    #expect(throws: NotesFolder.Failure.self) { try outcome.get() }
  }

  /// The lock on a held folder ends when the command lets it go, not when the hold ends (an
  /// editor started meanwhile must not keep other commands waiting), whether the lock or a
  /// read reached the folder first.
  @Test(arguments: [false, true])
  func aLockOnAHeldFolderEndsWhenLetGo(readFirst: Bool) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    let stillLocked = try HeldFolders.holding { () throws -> Bool in
      if readFirst { _ = System.directoryEntries(dir) }
      do {
        let lock = try FileLock(for: dir + "/todo.txt", timeout: 0)
        _ = lock
      }
      let other = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      defer { close(other) }
      return flock(other, LOCK_EX | LOCK_NB) != 0
    }
    #expect(!stillLocked)
  }

  /// Two folders whose names are canonically equivalent (NFC `caf\u{E9}`, NFD `cafe\u{301}`)
  /// are two holds: `String` equality, which takes them for one, is not the key.
  @Test func canonicallyEquivalentNamesAreTwoFolders() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    let composed = dir + "/caf\u{E9}"
    let decomposed = dir + "/cafe\u{301}"
    #expect(composed == decomposed)  // as Swift compares them
    #expect(mkdir(composed, 0o755) == 0 && mkdir(decomposed, 0o755) == 0)
    #expect(close(open(composed + "/composed.txt", O_WRONLY | O_CREAT, 0o644)) == 0)
    #expect(close(open(decomposed + "/decomposed.txt", O_WRONLY | O_CREAT, 0o644)) == 0)
    let listed = HeldFolders.holding {
      (System.directoryEntries(composed), System.directoryEntries(decomposed))
    }
    #expect(listed.0 == ["composed.txt"])
    #expect(listed.1 == ["decomposed.txt"])
  }
}
