import Foundation
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// The flat path of `agenda` and `due` (``FlatAgenda``) against their general path on random
/// lists: the same bytes on standard output and standard error, the same status. The general
/// path is forced with ``CommandContext/generalDatesVariable``.
@Suite struct FlatAgendaTests {
  /// 2026-11-30 12:00:00 UTC, a Monday (the goldens' day).
  static let monday = 1_796_040_000

  /// A random line: a header, then words (dates near 2026-11-30, thresholds, hidden tags,
  /// recurrences, tags that only look like dates) joined by ASCII and Unicode whitespace.
  static func randomLine(_ rng: inout SeededRandom) -> [UInt8] {
    let heads = [
      "", "", "(A) ", "(B) 2026-11-29 ", "2026-11-01 ", "x ", "x 2026-11-30 ", "x (A) 2026-11-30 ",
      "X ", "   ", "\u{3000}", "(a) ",
    ]
    func date(_ offset: Int) -> String {
      TodoDate(daysSinceEpoch: 20_787 + offset)!.description
    }
    let fixed = [
      "call", "mom", "Mom", "+work", "@home", "字", "é", "rec:1w", "rec:+1m", "12:30", "due:",
      "due://x", "due:tomorrow", "due:2026-02-30", "due:2026-1-1", "due:2026-11-300",
      "due:0000-01-01", "t:", "t:soon", "h:1", "h:0", "h:", "h:00", "x:due:2026-11-30",
      "+due:2026-11-30", "@due:2026-12-01", "Due:2026-12-01", "due:9999-12-31", "due:0001-01-01",
      "t:9999-12-31", "https://example.com/a:b", "1", "42", "字due:2026-12-01", "ét:2026-12-31",
      "\u{1}h:1", "\u{85}due:2026-12-02", "\u{2003}t:2026-12-31", "\u{2010}due:2026-12-03",
      "\u{200B}h:1", "a\u{A0}h:1",
    ]
    let separators = [
      " ", " ", " ", "  ", "\t", "\u{3000}", "\u{00A0}", "\r", "\u{85}", "\u{2003}", "\u{200B}",
      "\u{1}",
    ]
    var line = rng.pick(heads)
    for k in 0..<rng.below(7) {
      if k > 0 || rng.below(4) == 0 { line += rng.pick(separators) }
      switch rng.below(6) {
      case 0: line += "due:" + date(rng.below(60) - 30)
      case 1: line += "t:" + date(rng.below(20) - 10)
      case 2: line += "due:" + date(rng.below(400) - 200)
      default: line += rng.pick(fixed)
      }
    }
    var bytes = Array(line.utf8)
    switch rng.below(40) {
    case 0: bytes.insert(0xFF, at: rng.below(bytes.count + 1))
    case 1: bytes += [0xE5, 0xAD]
    case 2: bytes = Array("12 34".utf8)
    default: break
    }
    return bytes
  }

  /// A random file: lines joined by LF or CRLF, a final newline or not, a byte order mark or
  /// not, sometimes blank.
  static func randomFile(_ rng: inout SeededRandom, lines: Int) -> [UInt8] {
    let separator: [UInt8] = rng.below(4) == 0 ? [0x0D, 0x0A] : [0x0A]
    var file: [UInt8] = rng.below(6) == 0 ? [0xEF, 0xBB, 0xBF] : []
    for i in 0..<lines {
      if i > 0 { file += separator }
      file += rng.below(15) == 0 ? [] : randomLine(&rng)
    }
    if rng.below(2) == 0 { file += separator }
    return file
  }

  struct Run: Equatable, CustomTestStringConvertible {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]

    var testDescription: String {
      "status \(status)\n" + String(decoding: stdout, as: UTF8.self) + "stderr:\n"
        + String(decoding: stderr, as: UTF8.self)
    }
  }

  /// Runs `todo arguments` in process in `sandbox` (standard output and error are files, so
  /// not a terminal), on the general path when `general`.
  static func run(
    _ sandbox: Sandbox, _ arguments: [String], general: Bool, day: Int
  ) throws -> Run {
    let out = sandbox.directory.appendingPathComponent(".stdout")
    let err = sandbox.directory.appendingPathComponent(".stderr")
    let outFD = open(out.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errFD = open(err.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let inFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { for fd in [outFD, errFD, inFD] { close(fd) } }
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path
    environment["TODO_TEST_TIME"] = String(monday + day * 86_400)
    if general { environment[Listing.generalDatesVariable] = "1" }
    let status = TodoCommand.run(
      arguments: ["todo"] + arguments, environment: environment,
      streams: StandardStreams(input: inFD, output: outFD, error: errFD))
    return Run(
      status: status, stdout: Array(try Data(contentsOf: out)),
      stderr: Array(try Data(contentsOf: err)))
  }

  static let commands: [[String]] = [
    ["-p", "agenda"], ["agenda"], ["-p", "agenda", "mom"], ["-p", "agenda", "-mom", "+work"],
    ["-p", "agenda", "--all"], ["-p", "-x", "agenda"], ["-p", "agenda", "1"],
    ["-p", "agenda", "m.m"], ["-p", "agenda", "nothing"], ["-p", "due"], ["due"],
    ["-p", "due", "1"], ["-p", "due", "0", "mom"], ["-p", "due", "400", "--all"],
    ["-p", "-v", "due", "3"], ["-p", "-vv", "due", "30", "-mom"], ["-p", "-x", "due"],
    ["-p", "-P", "due"],
  ]

  @Test(
    arguments: [
      (31, "en_US.UTF-8"), (32, "zh_TW.UTF-8"), (33, "en_US.UTF-8"), (34, "zh_TW.UTF-8"),
    ] as [(UInt64, String)])
  func flatPathWritesWhatTheGeneralPathWrites(seed: UInt64, language: String) throws {
    var rng = SeededRandom(state: seed)
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    let todo = sandbox.directory.appendingPathComponent("todo.txt")
    for iteration in 0..<12 {
      let size = iteration == 0 ? 0 : 1 + rng.below(iteration < 10 ? 40 : 1200)
      let file = Self.randomFile(&rng, lines: size)
      try Data(file).write(to: todo)
      // Every weekday, so "this week" is sometimes empty (a Sunday) and sometimes long.
      let day = rng.below(10) - 3
      for command in Self.commands {
        let flat = try Self.run(sandbox, command, general: false, day: day)
        let general = try Self.run(sandbox, command, general: true, day: day)
        #expect(
          flat == general,
          """
          seed \(seed) iteration \(iteration) day \(day) \(command)
          file: \(String(decoding: file, as: UTF8.self).debugDescription)
          """)
        if flat != general { return }
      }
    }
  }

  /// The tags the flat path reads from a line are ``TodoItem``'s.
  @Test func dateTagsAreTheParsersTags() {
    var rng = SeededRandom(state: 41)
    for _ in 0..<5000 {
      let line = Self.randomLine(&rng)
      guard let text = String(validating: line, as: UTF8.self) else { continue }
      let item = TodoItem(parsing: text)
      let tags = line.withUnsafeBufferPointer { FlatAgenda.dateTags($0) }
      let due: Int32 =
        if let date = item.dueDate {
          Int32(date.daysSinceEpoch)
        } else if item.dueValue != nil || item.tokens.contains(.word("due:")) {
          FlatAgenda.invalidDueDate
        } else {
          FlatAgenda.noDueDate
        }
      if !item.isCompleted { #expect(tags.due == due, "\(text.debugDescription)") }
      #expect(tags.threshold == item.thresholdDate.map { Int32($0.daysSinceEpoch) })
      #expect(tags.isHidden == item.isHidden, "\(text.debugDescription)")
    }
  }

  /// The flat path's UTF-8 check is the standard library's.
  @Test func utf8CheckIsTheStandardLibrarys() {
    var rng = SeededRandom(state: 42)
    let pieces: [[UInt8]] = [
      [0x61], Array("字".utf8), Array("é".utf8), Array("🎉".utf8), [0x80], [0xC0, 0x80],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE5, 0xAD], [0xFF], [0x00],
      Array("call mom ".utf8), [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80],
      [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xC1, 0xBF], [0xDF, 0xBF], [0xBF],
      [0xF0, 0x90, 0x80], [0xE1, 0x80, 0x41], [0xC2, 0xC2], Array("0123456".utf8),
    ]
    for _ in 0..<20000 {
      var bytes: [UInt8] = []
      for _ in 0..<rng.below(12) { bytes += rng.pick(pieces) }
      let expected = String(validating: bytes, as: UTF8.self) != nil
      #expect(bytes.withUnsafeBufferPointer { FlatAgenda.isValidUTF8($0) } == expected)
    }
  }
}
