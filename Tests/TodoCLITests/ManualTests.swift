import Foundation
import Testing

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
    #expect(items.contains(".TH TODO 1 \"\" \"todo \(App.version)\""))
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
      let item = ".B " + CommandContext.roffText(String(line.dropFirst(4)))
      #expect(items.contains(item), "\(language): no \(item)")
      checked += 1
    }
    #expect(checked >= ActionRegistry.all.count)
  }

  /// groff renders the page without a warning; the Chinese page needs a device with CJK
  /// glyphs (what man uses on a terminal).
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")),
    arguments: [("en", ""), ("zh-Hant", "-Tutf8")])
  func rendersWithoutWarnings(language: String, device: String) throws {
    let todo = Sandbox.binaryDirectory + "/todo"
    let (page, _) = try run(todo, ["--lang", language, "man"])
    #expect(String(decoding: page, as: UTF8.self).hasPrefix(".TH TODO 1"))
    let arguments = ["-ww", "-z", "-man"] + (device.isEmpty ? [] : [device])
    let (_, warnings) = try run("/usr/bin/groff", arguments, input: page)
    #expect(warnings.isEmpty, "groff: \(warnings)")
  }
}
