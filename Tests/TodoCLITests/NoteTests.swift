import Foundation
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// Notes as the todo.sh `note` add-on keeps them, and the input rules of task text.
@Suite struct NoteTests {
  @Test(
    arguments: [
      ("call mom note:ab3.txt", "ab3.txt"),
      ("call mom note:ab3.md", nil),
      ("call mom note:../../.bashrc.txt", "../../.bashrc.txt"),
      ("call mom", nil),
      ("note:x.txt and note:y.txt", "x.txt"),
    ] as [(String, String?)])
  func noteNameFromTheTag(line: String, expected: String?) {
    let location = NoteLocation(directory: "/notes")
    #expect(location.name(of: TodoItem(parsing: line)) == expected)
  }

  @Test(arguments: [
    ("ab3.txt", true), ("../x.txt", false), ("a/b.txt", false), (".", false), ("..", false),
    ("", false), (".hidden.txt", true), ("筆記.txt", true),
  ])
  func aNoteNameIsOnePathComponent(name: String, plain: Bool) {
    #expect(NotesFolder.isPlainName(name) == plain)
  }

  /// A note that is a symbolic link is never read through, nor written through.
  @Test func linksInTheNotesFolderAreNotFollowed() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let notes = sandbox.directory.appendingPathComponent("notes")
    try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
    let secret = sandbox.directory.appendingPathComponent("secret.txt")
    try "secret\n".write(to: secret, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: notes.appendingPathComponent("lnk.txt").path, withDestinationPath: secret.path)
    let folder = NotesFolder(path: notes.path)
    #expect(throws: NotesFolder.Failure.notRegular) { try folder.read("lnk.txt") }
    #expect(throws: NotesFolder.Failure.notRegular) {
      try folder.append(Array("x\n".utf8), to: "lnk.txt")
    }
    #expect(throws: NotesFolder.Failure.notRegular) {
      try folder.replace("lnk.txt", with: Array("x\n".utf8))
    }
    #expect(throws: NotesFolder.Failure.badName) { try folder.read("../secret.txt") }
    #expect(try String(contentsOf: secret, encoding: .utf8) == "secret\n")
    try folder.append(Array("one\n".utf8), to: "n.txt")
    try folder.append(Array("two\n".utf8), to: "n.txt")
    #expect(try folder.read("n.txt") == Array("one\ntwo\n".utf8))
    try folder.replace("n.txt", with: Array("new\n".utf8))
    #expect(try folder.read("n.txt") == Array("new\n".utf8))
    #expect(try folder.read("missing.txt") == nil)
  }

  /// A note is removed only while its name still leads to the file that was read: one put in
  /// its place meanwhile (a sync client's replacement) stays.
  @Test func removeChecksTheIdentityOfWhatWasRead() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let notes = sandbox.directory.appendingPathComponent("notes")
    try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
    let folder = NotesFolder(path: notes.path)
    try folder.append(Array("first\n".utf8), to: "n.txt")
    let read = try #require(try folder.readWithIdentity("n.txt"))
    try "second\n".write(
      to: notes.appendingPathComponent(".n.new"), atomically: false, encoding: .utf8)
    try #require(rename(notes.path + "/.n.new", notes.path + "/n.txt") == 0)
    #expect(!folder.remove("n.txt", ifStill: read.identity))
    #expect(try folder.read("n.txt") == Array("second\n".utf8))
    let again = try #require(try folder.readWithIdentity("n.txt"))
    #expect(folder.remove("n.txt", ifStill: again.identity))
    #expect(try folder.read("n.txt") == nil)
  }

  /// A file is removed only while its name, looked up in its folder's descriptor, is still
  /// the file checked: a folder on the way swapped for a link to another folder with a file
  /// of that name removes nothing there.
  @Test func removeFileChecksTheFileInTheFolderItOpened() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    mkdir(dir + "/sub", 0o755)
    mkdir(dir + "/victim", 0o700)
    try Data("made\n".utf8).write(to: URL(fileURLWithPath: dir + "/sub/done.txt"))
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: dir + "/victim/done.txt"))
    let signature = try #require(FileSignature(path: dir + "/sub/done.txt"))
    rename(dir + "/sub", dir + "/sub.old")
    symlink(dir + "/victim", dir + "/sub")
    #expect(!System.removeFile(dir + "/sub/done.txt", ifStill: signature))
    #expect(FileManager.default.fileExists(atPath: dir + "/victim/done.txt"))
    #expect(System.removeFile(dir + "/sub.old/done.txt", ifStill: signature))
    #expect(!FileManager.default.fileExists(atPath: dir + "/sub.old/done.txt"))
  }

  /// The notes folder is opened and checked once per command and held: swapped for another
  /// folder (another user's, in a shared parent) between the read of an archived task's note
  /// and the append to the notes archive, the note's text still goes to the archive of the
  /// folder it was read from, and nothing is written in the other one.
  @Test func theNotesFolderIsHeldForTheWholeCommand() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      mkdir notes; printf 'secret note\\n' > notes/n.txt
      printf 'call mom note:n.txt\\n' > todo.txt
      TODO_TEST_STOP_AT=afterNoteRead todo do 1 >/dev/null &
      command=$!
      until [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] \\
        || ! kill -0 $command 2>/dev/null; do sleep 0.01; done
      [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] && echo stopped
      mv notes checked; mkdir notes
      kill -CONT $command; wait $command; echo "status $?"
      ls -A notes; ls -A checked; cat checked/archive.txt
      """)
    #expect(
      result.stdout == ["stopped", "status 0", "archive.txt", "secret note"], "\(result.stderr)")
  }

  /// A notes folder several missing levels deep is made, as `mkdir -p` would.
  @Test func aDeepNotesFolderIsMade() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let folder = NotesFolder(path: sandbox.directory.path + "/a/b/notes")
    try folder.append(Array("text\n".utf8), to: "n.txt")
    #expect(try folder.read("n.txt") == Array("text\n".utf8))
  }

  /// todo's own files are never notes, by name (hidden, archive, reserved, conflict copies).
  @Test func ownNamesAreNotNotes() {
    var folder = NotesFolder(path: "/nonexistent")
    folder.reservedNames = ["todo.txt", "done.txt"]
    for name in [
      ".x.txt", "archive.txt", "todo.txt", "done.txt", "done.sync-conflict-20261201-101010.txt",
      "todo (phone's conflicted copy 2026-12-01).txt", "archive (phone's conflicted copy).txt",
    ] {
      #expect(!folder.isNoteName(name), "\(name)")
    }
    // In another case too: on a folder that ignores case it is the same file.
    for name in ["ARCHIVE.txt", "Todo.TXT", "DONE.txt"] {
      #expect(!folder.isNoteName(name), "\(name)")
    }
    for name in ["a.txt", "todo list.txt", "done-today.txt", "archive2.txt"] {
      #expect(folder.isNoteName(name), "\(name)")
    }
  }

  @Test(
    arguments: [
      (0x1B, true), (0x00, true), (0x09, false), (0x7F, true), (0x9B, true), (0x85, true),
      (0x41, false), (0xA0, false), (0x3000, false),
    ] as [(UInt32, Bool)])
  func controlCharactersTaskTextMayNotHold(value: UInt32, refused: Bool) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(TaskInput.isRefusedControl(scalar) == refused)
  }
}
