import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// `todo man`: the manual page renders without a groff warning in both languages and covers
/// every action line the help shows (it is made from the same texts).
@Suite struct ManualTests {
  private func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> (
    Data, String
  ) {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = sandbox.environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (data, String(decoding: errors, as: UTF8.self))
  }

  /// Every action line of the help (`    add "THING I NEED TO DO +project @context"`) is an
  /// item of the page.
  @Test(arguments: ["en", "zh-Hant"])
  func coversTheHelp(language: String) throws {
    let todo = Sandbox.binaryDirectory + "/todo"
    let (page, _) = try run(todo, ["--lang", language, "man"])
    let items = Set(String(decoding: page, as: UTF8.self).split(separator: "\n").map(String.init))
    #expect(
      items.contains {
        $0.hasPrefix(".TH TODO 1 \"\" \"todo \(App.version)\" \"") && $0.hasSuffix("\"")
      })
    let (help, _) = try run(todo, ["--lang", language, "help"])
    var checked = 0
    // The sections up to "Examples", the last one, which the page leaves out.
    let lines = String(decoding: help, as: UTF8.self).split(separator: "\n")
    let examples = try #require(lines.lastIndex { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    // An action line: four spaces, then a lower-case letter.
    for line in lines[..<examples]
    where line.hasPrefix("    ")
      && line.dropFirst(4).first.map({ $0.isASCII && $0.isLowercase }) == true
    {
      let item = ManAction.roffItemLine(String(line.dropFirst(4)))
      #expect(items.contains(item), "\(language): no \(item)")
      checked += 1
    }
    #expect(checked >= ActionRegistry.all.count)
  }

  /// groff renders the page without a warning; the Chinese page needs a device with CJK
  /// glyphs (what man uses on a terminal).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"),
    arguments: [("en", ""), ("zh-Hant", "-Tutf8")])
  func rendersWithoutWarnings(language: String, device: String) throws {
    let todo = Sandbox.binaryDirectory + "/todo"
    let (page, _) = try run(todo, ["--lang", language, "man"])
    #expect(String(decoding: page, as: UTF8.self).hasPrefix(".TH TODO 1"))
    let arguments = ["-ww", "-z", "-man"] + (device.isEmpty ? [] : [device])
    let (_, warnings) = try run("/usr/bin/groff", arguments, input: page)
    #expect(warnings.isEmpty, "groff: \(warnings)")
  }

  /// The page as `man -l` shows it on a terminal `width` columns wide (UTF-8, no pager).
  private func rendered(_ page: Data, width: Int) throws -> String {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.directory.path + "/todo.1"
    try page.write(to: URL(fileURLWithPath: file))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
    process.arguments = ["-l", "-P", "cat", file]
    var environment = sandbox.environment
    environment["MANWIDTH"] = String(width)
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Environment variables todo reads (Settings, App, Backups, Install, add-ons): the page
  /// lists each one.
  static let environmentVariables = [
    "TODOTXT_AUTO_ARCHIVE", "TODOTXT_CFG_FILE", "TODOTXT_FORCE", "TODOTXT_PRESERVE_LINE_NUMBERS",
    "TODOTXT_PLAIN", "TODOTXT_DATE_ON_ADD", "TODOTXT_PRIORITY_ON_ADD", "TODOTXT_VERBOSE",
    "TODOTXT_DISABLE_FILTER", "TODOTXT_DEFAULT_ACTION", "TODOTXT_SORT_COMMAND",
    "TODOTXT_FINAL_FILTER", "TODOTXT_SOURCEVAR", "TODOTXT_SIGIL_BEFORE_PATTERN",
    "TODOTXT_SIGIL_VALID_PATTERN", "TODOTXT_SIGIL_AFTER_PATTERN", "TODOTXT_PRESERVE_PRIORITY",
    "TODOTXT_GLOBAL_CFG_FILE", "TODOTXT_LOCK_TIMEOUT", "TODOTXT_ALLOW_LINKS", "TODO_LANG",
    "TODO_TEST_TIME", "NO_COLOR", "TODO_DIR", "TODO_FILE", "DONE_FILE", "REPORT_FILE",
    "TODO_ACTIONS_DIR", "TODO_STRINGS_DIR", "XDG_STATE_HOME", "PREFIX", "TODO_SH",
    "TODO_FULL_SH", "SENTENCE_DELIMITERS", "COLOR_OVERDUE", "COLOR_DUE_TODAY",
  ]

  /// As `man -l` renders it at 80 and 120 columns: no line starts with closing punctuation,
  /// no space appears between two Chinese characters unless the help itself has it there (a
  /// source line break is no space), the quotes of the action lines are kept, each alias is a
  /// line of its own, and every environment variable is listed (zh-Hant review, "Layout and
  /// rendering" 2).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed"),
    arguments: [("en", 80), ("en", 120), ("zh-Hant", 80), ("zh-Hant", 120)])
  func rendersOnATerminal(language: String, width: Int) throws {
    let todo = Sandbox.binaryDirectory + "/todo"
    let (page, _) = try run(todo, ["--lang", language, "man"])
    let text = try rendered(page, width: width)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 100)
    let closing: Set<Character> = ["，", "。", "、", "；", "：", "！", "？", "）", "」", "』"]
    let opening: Set<Character> = ["（", "「", "『", "《", "〈"]
    for line in lines {
      let body = line.drop { $0 == " " }
      if let first = body.first {
        #expect(!closing.contains(first), "starts with \(first): \(line)")
      }
      if let last = body.last {
        #expect(!opening.contains(last), "ends with \(last): \(line)")
      }
    }
    // No paragraph ends in a line of one character (and its punctuation): 「碼。」 alone on the
    // last line of a paragraph reads as a mistake (zh-Hant review round 3, the man page).
    for (index, line) in lines.enumerated().dropFirst() {
      let body = line.drop { $0 == " " }
      let previous = lines[index - 1]
      let indent = line.count - body.count
      guard !body.isEmpty, !previous.isEmpty,
        previous.count - previous.drop(while: { $0 == " " }).count == indent
      else { continue }
      let letters = body.filter { !closing.contains($0) }
      if letters.count == 1, letters.unicodeScalars.first?.properties.isIdeographic == true {
        Issue.record(
          "\(language) \(width): a paragraph ends in one character: \(previous)\n\(line)")
      }
    }
    // The header names the manual in the page's language (groff's default is English).
    let manual = language == "en" ? "General Commands Manual" : "使用者指令"
    #expect(lines.first?.contains(manual) == true, "\(lines.first ?? "")")
    // A short second tag (a bare `edit`) is a line of its own: the description starts below.
    let edit = lines.firstIndex { $0.drop { $0 == " " } == "edit" }
    #expect(edit.map { lines[$0 + 1].contains("$VISUAL") } == true, "\(text)")
    // Han, space, Han as the help prints it on one line.
    func spacedPairs(_ text: Substring) -> Set<String> {
      let scalars = Array(text.unicodeScalars)
      guard scalars.count >= 3 else { return [] }
      var pairs = Set<String>()
      for i in 1..<(scalars.count - 1)
      where scalars[i] == " " && scalars[i - 1].properties.isIdeographic
        && scalars[i + 1].properties.isIdeographic
      {
        pairs.insert(String(Character(scalars[i - 1])) + " " + String(Character(scalars[i + 1])))
      }
      return pairs
    }
    let (help, _) = try run(todo, ["--lang", language, "help"])
    let allowed = String(decoding: help, as: UTF8.self).split(separator: "\n")
      .reduce(into: Set<String>()) { $0.formUnion(spacedPairs($1)) }
    for line in lines {
      for pair in spacedPairs(line) where !allowed.contains(pair) {
        Issue.record("\(language) \(width): a space inside Chinese: \(line)")
      }
    }
    let trimmed = Set(lines.map { String($0.drop { $0 == " " }) })
    let add = language == "en" ? "\"THING I NEED TO DO +project @context\"" : "\"待辦事項 +專案 @情境\""
    #expect(trimmed.contains("add " + add))
    #expect(trimmed.contains("a " + add))
    #expect(trimmed.contains("done NR [NR ...]") || trimmed.contains("done 編號 [編號 ...]"))
    let words = Set(text.split(whereSeparator: { " =,、\n".contains($0) }).map(String.init))
    for name in Self.environmentVariables {
      #expect(words.contains(name), "\(language): \(name) missing")
    }
  }
}
