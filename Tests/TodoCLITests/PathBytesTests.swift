import Foundation
import Glibc
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// Paths are bytes: a name that is not UTF-8 is held as escaped text and every call that names
/// a file gives the kernel its own bytes (PathCalls.swift), so it is never another file.
@Suite struct PathBytesTests {
  /// The names in `folder` as the kernel has them, read without todo's layer.
  private func rawEntries(_ folder: String) -> Set<[UInt8]> {
    guard let dir = PathBytes(escaped: folder).withCString({ Glibc.opendir($0) }) else {
      return []
    }
    defer { closedir(dir) }
    var names = Set<[UInt8]>()
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { name in
          Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
        }
      }
      if name != [0x2E] && name != [0x2E, 0x2E] { names.insert(name) }
    }
    return names
  }

  /// Each call that names a file, given an escaped name, makes, finds, links, renames and
  /// removes the file of the name's bytes, and only that one.
  @Test func everyCallThatNamesAFileUsesTheNamesBytes() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    let latin1: [UInt8] = Array("B".utf8) + [0xFC] + Array("ro".utf8)
    let folder = dir + "/" + TodoList.escapedText(latin1)
    #expect(folder.unicodeScalars.contains(where: TodoList.isByteEscape))
    #expect(mkdir(folder, 0o755) == 0)
    #expect(rawEntries(dir) == [latin1])

    let fd = HeldFolders.holding { HeldFolders.folder(folder) }
    #expect(fd >= 0)
    defer { close(fd) }
    let name = TodoList.escapedText(Array("caf".utf8) + [0xE9])
    let file = openat(fd, name, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    #expect(file >= 0)
    close(file)
    #expect(rawEntries(folder) == [Array("caf".utf8) + [0xE9]])
    var st = stat()
    #expect(fstatat(AT_FDCWD, folder + "/" + name, &st, 0) == 0 && st.st_mode & S_IFMT == S_IFREG)
    #expect(fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0)
    #expect(faccessat(fd, name, R_OK, 0) == 0 && access(folder + "/" + name, R_OK) == 0)
    // The name with U+FFFD, and the one of the valid character U+10FFE9 (the scalar that holds
    // the byte 0xE9 in escaped text, held itself as four escapes), are others.
    #expect(fstatat(AT_FDCWD, folder + "/caf\u{FFFD}", &st, 0) != 0)
    #expect(
      fstatat(AT_FDCWD, folder + "/" + TodoList.escapedText(Array("caf\u{10FFE9}".utf8)), &st, 0)
        != 0)

    let linked = TodoList.escapedText(Array("l".utf8) + [0xE9])
    #expect(linkat(fd, name, fd, linked, 0) == 0)
    let moved = TodoList.escapedText(Array("m".utf8) + [0xE9])
    #expect(renameat(fd, linked, fd, moved) == 0)
    #expect(rename(folder + "/" + moved, folder + "/" + linked) == 0)
    #expect(
      rawEntries(folder) == [Array("caf".utf8) + [0xE9], Array("l".utf8) + [0xE9]])
    #expect(unlinkat(fd, linked, 0) == 0 && unlink(folder + "/" + name) == 0)
    #expect(rawEntries(folder).isEmpty)

    // Names read back (a listing, a link's target, a real path) are escaped the same way.
    #expect(mkdirat(fd, name, 0o700) == 0)
    #expect(System.directoryEntries(folder) == [name])
    // A link whose target is the name's bytes leads to it.
    let target = PathBytes(Array("caf".utf8) + [0xE9])
    #expect(target.withCString { Glibc.symlinkat($0, fd, "link") } == 0)
    let real = System.realPath(dir) + "/" + TodoList.escapedText(latin1)
    #expect(System.realPath(folder + "/link") == real + "/" + name)
    #expect(System.resolvedTarget(folder + "/link") == real + "/" + name)
    #expect(unlinkat(fd, "link", 0) == 0)
    #expect(rmdir(folder + "/" + name) == 0)
  }

  /// Text with escapes goes to a reader with each escaped byte as `\xHH`; a valid character of
  /// the escape range is shown as itself.
  @Test func aByteThatIsNotUTF8IsShownAsHex() {
    let text = "in " + TodoList.escapedText(Array("B".utf8) + [0xFC, 0x72, 0xF4, 0x8F, 0xBF, 0xA9])
    #expect(String(decoding: Output.readable(text), as: UTF8.self) == "in B\\xFCr\u{10FFE9}")
    #expect(Output.readable("plain ü") == Array("plain ü".utf8))
    #expect(
      PathBytes(escaped: text).bytes == Array("in B".utf8) + [0xFC, 0x72, 0xF4, 0x8F, 0xBF, 0xA9])
  }

  /// A path as one shell word: bash (in the C locale here; the `$'…'` form holds only ASCII,
  /// so no multibyte locale can join a byte to its backslash) reads back its exact bytes, and
  /// nothing in the name runs.
  @Test func aShellWordIsReadBackAsTheBytes() throws {
    let names: [[UInt8]] = [
      Array("/plain/path-1.txt".utf8),
      Array("/x/中 文".utf8),
      Array("/x/中'; echo INJECTED; #".utf8),
      Array("/x/a\\y $(touch PWNED)".utf8),
      Array("/x/caf".utf8) + [0xE9, 0x27, 0x0A, 0x1B, 0x7F, 0xC2, 0x85],
      Array("/x/wide".utf8) + [0xF4, 0x8F, 0xBF, 0xA9],
    ]
    for bytes in names {
      let word = PathBytes(bytes).shellWord
      if word.hasPrefix("$'") { #expect(word.utf8.allSatisfy { $0 < 0x80 }, "\(word)") }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let script = Array("printf %s ".utf8) + PathBytes(escaped: word).bytes
      process.arguments = ["-c", String(decoding: script, as: UTF8.self)]
      process.environment = ["LC_ALL": "C", "PATH": "/usr/bin:/bin"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let out = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(Array(out) == bytes, "\(word)")
    }
  }

  /// A path is split at the scalar `/`: one followed by a combining mark (one `Character`)
  /// still ends the folder's name.
  @Test func aPathIsSplitAtTheSlashNotACharacter() {
    let path = "/home/u/todo/\u{301}x.txt"
    #expect(System.baseName(path) == "\u{301}x.txt")
    #expect(System.dirName(path) == "/home/u/todo")
    #expect(System.baseName("/a/b/") == "b" && System.dirName("/a") == "/")
  }
}
