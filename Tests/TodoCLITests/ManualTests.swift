import Foundation
import Testing

/// `todo man`: the manual page covers every action the help lists, in both languages, and
/// renders without a groff warning.
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

  private static let todo = Sandbox.binaryDirectory + "/todo"

  /// The action names `todo help` lists: the first word of each item line (4 spaces in) of the
  /// section whose items are described 6 spaces in. The options' descriptions are 8 spaces in
  /// and the examples have none, so this finds the actions in any language. A line that goes
  /// on with a quote the previous line opened (`addm`'s second task) is not an item.
  static func actions(inHelp help: String) -> [String] {
    var sections: [[(line: String, indent: Int)]] = []
    var openQuote = false
    for rawLine in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      let indent = line.prefix { $0 == " " }.count
      let continued = openQuote
      if line.filter({ $0 == "\"" }).count % 2 == 1 { openQuote.toggle() }
      if continued || indent == line.count { continue }
      if indent <= 2 {
        sections.append([])
      } else if !sections.isEmpty {
        sections[sections.count - 1].append((line, indent))
      }
    }
    let actionSection = sections.first { section in
      section.contains { $0.indent == 6 } && !section.contains { $0.indent > 6 }
    }
    return (actionSection ?? []).filter { $0.indent == 4 }.compactMap {
      $0.line.split(separator: " ").first.map(String.init)
    }
  }

  /// The text of each `.B` line of a roff page, with the escapes `todo man` writes undone.
  static func boldItems(inPage page: String) -> [String] {
    page.split(separator: "\n").filter { $0.hasPrefix(".B ") }.map { line in
      var text = String(line.dropFirst(3))
      for (escape, plain) in [("\\-", "-"), ("\\:", ""), ("\\&", ""), ("\\e", "\\")] {
        text = text.replacingOccurrences(of: escape, with: plain)
      }
      // \[uXXXX]: one Unicode scalar.
      while let start = text.range(of: "\\[u"),
        let end = text[start.upperBound...].firstIndex(of: "]"),
        let value = UInt32(text[start.upperBound..<end], radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        text.replaceSubrange(start.lowerBound...end, with: String(Character(scalar)))
      }
      return text
    }
  }

  @Test(arguments: ["en", "zh-Hant"])
  func coversEveryHelpAction(language: String) throws {
    let (page, _) = try run(Self.todo, ["--lang", language, "man"])
    let text = String(decoding: page, as: UTF8.self)
    #expect(text.hasPrefix(".TH TODO 1"))
    let (help, _) = try run(Self.todo, ["--lang", language, "help"])
    let actions = Self.actions(inHelp: String(decoding: help, as: UTF8.self))
    // The parse found the action section, not the options or the examples.
    #expect(Set(actions).isSuperset(of: ["add", "a", "addm", "do", "ls", "undo", "revert"]))
    #expect(!actions.contains { $0.hasPrefix("-") || $0 == "todo" || $0 != $0.lowercased() })
    let items = Set(Self.boldItems(inPage: text).compactMap { $0.split(separator: " ").first })
    let missing = actions.filter { !items.contains(Substring($0)) }
    #expect(missing.isEmpty, "in the help but not in the page: \(missing)")
  }

  // groff is what `man` renders with; `.ci/run` installs it, and without it the test is
  // reported as skipped.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"),
      "groff is not installed"),
    arguments: [("en", ""), ("zh-Hant", "-Tutf8")])
  func rendersWithoutWarnings(language: String, device: String) throws {
    let (page, _) = try run(Self.todo, ["--lang", language, "man"])
    // The Chinese page needs a device with CJK glyphs (what man uses on a terminal).
    let arguments = ["-ww", "-z", "-man"] + (device.isEmpty ? [] : [device])
    let (_, warnings) = try run("/usr/bin/groff", arguments, input: page)
    #expect(warnings.isEmpty, "groff: \(warnings)")
  }
}
