import Foundation
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// `add` reads todo.txt once (issue 18): the one pass counts the lines, hashes the content and
/// tells whether the conflict-marker check must read the file. These check that pass against
/// what the separate reads gave before, across the 256 KiB pieces it reads in.
@Suite struct AddScanTests {
  /// A file of lines (LF or CRLF, a BOM or not, a last line terminated or not), some starting
  /// with `<` or being a conflict marker, one of them placed to start right at a piece's edge.
  private static func file(_ rng: inout SeededRandom, size: Int) -> [UInt8] {
    var bytes: [UInt8] = rng.below(4) == 0 ? [0xEF, 0xBB, 0xBF] : []
    let ending: [UInt8] = rng.below(3) == 0 ? [0x0D, 0x0A] : [0x0A]
    let lines: [[UInt8]] = [
      Array("(A) call mum +family".utf8), Array("x 2026-01-02 done".utf8),
      Array("<b>html</b>".utf8), Array("<<<<<<< ours".utf8), Array("=======".utf8),
      Array(">>>>>>> theirs".utf8), Array("待辦事項 @家".utf8), [],
    ]
    let edge = 1 << 18
    while bytes.count < size {
      if rng.below(200) == 0 && bytes.count < edge {
        // Fill up to the piece's edge, so that the next line starts at it.
        bytes += [UInt8](repeating: 0x61, count: max(0, edge - bytes.count - ending.count))
        bytes += ending
      }
      let pick = rng.below(lines.count * 4)
      bytes += (pick < lines.count ? lines[pick] : Array("task \(bytes.count)".utf8)) + ending
    }
    if rng.below(3) == 0, !bytes.isEmpty { bytes.removeLast() }
    return bytes
  }

  @Test(arguments: 0..<24)
  func oneReadGivesWhatTheSeparateReadsGave(seed: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.path + "/todo.txt"
    var rng = SeededRandom(state: UInt64(seed) &* 104_729)
    let sizes = [0, 1, 3, 4, 100, 5000, (1 << 18) - 1, 1 << 18, (1 << 18) + 7, 600_000]
    let bytes: [UInt8]
    switch seed {
    case 0: bytes = Array("<<<<<<< a\n".utf8)
    case 1: bytes = [0xEF, 0xBB, 0xBF] + Array("<<<<<<< a\nb\n".utf8)
    case 2: bytes = [0xEF, 0xBB, 0xBF]
    case 3:
      bytes = [UInt8](repeating: 0x61, count: (1 << 18) - 1) + [0x0A] + Array("<<<<<<< x\n".utf8)
    default: bytes = Self.file(&rng, size: sizes[seed % sizes.count])
    }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let file = TodoFile(path: path)
    let scan = try file.appendScan(hashing: true)
    let list = TodoList(bytes: bytes)
    #expect(scan.lines == list.count)
    if bytes.count > 3 { #expect(scan.endsWithNewline == list.endsWithNewline) }
    if list.count > 0 { #expect(scan.crlf == (list.preferredLineEnding == .crlf)) }
    #expect(scan.hasher.hash == ContentHash(bytes))
    #expect(scan.signature == file.signature())
    if !TodoList.conflictMarkerLines(inFile: bytes).isEmpty {
      #expect(scan.mayHaveConflictMarkers)
    }
    let info = try file.appendInfo()
    #expect(info.lines == scan.lines && info.endsWithNewline == scan.endsWithNewline)
  }

  /// The version `add` records has the hash of the file as it left it (what `revert`
  /// compares), made without reading the file again.
  @Test(arguments: ["", "a\n", "a", "a\r\nb\r\n", "\u{FEFF}x\n", "<b>\n"])
  func addRecordsTheHashOfWhatItLeft(_ content: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let home = sandbox.directory.path
    let todo = home + "/todo.txt"
    try Data(content.utf8).write(to: URL(fileURLWithPath: todo))
    let environment = ["HOME": home, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"]
    let null = open("/dev/null", O_RDWR)
    defer { close(null) }
    for text in ["first task", "second +p"] {
      let status = TodoCommand.run(
        arguments: ["todo", "add", text], environment: environment,
        streams: StandardStreams(input: null, output: null, error: null))
      #expect(status == 0)
      let backups = Backups(for: todo, environment: environment)
      let last = try #require(try backups.numbers().last)
      let version = try #require(backups.version(last))
      let now = try Array(Data(contentsOf: URL(fileURLWithPath: todo)))
      #expect(version.hash == ContentHash(now))
    }
  }
}
