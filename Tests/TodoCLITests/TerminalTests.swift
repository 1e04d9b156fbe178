import Foundation
import Testing

@testable import TodoCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The agenda in a real terminal: tmux at a fixed width, mixed Chinese, English and emoji
/// tasks; the task text column must start at the same screen column on every row, whatever
/// the mix of wide (CJK, emoji) and narrow characters before it. Skipped when tmux is not
/// installed (.ci/run installs it).
@Suite struct TerminalTests {
  /// glibc's wcwidth (an implementation independent of ours) for the columns before the task
  /// text, which hold only ASCII and CJK.
  private func screenColumns(_ text: Substring) -> Int {
    typealias WidthFunction = @convention(c) (Int32) -> Int32
    setlocale(LC_CTYPE, "C.UTF-8")
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return -1 }
    let wcwidth = unsafeBitCast(symbol, to: WidthFunction.self)
    return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32($1.value)))) }
  }

  private func run(_ arguments: [String], capture: Bool = true) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    // The tmux server that new-session starts must not hold our pipe open.
    let pipe = Pipe()
    process.standardOutput = capture ? pipe : FileHandle.nullDevice
    process.standardError = capture ? pipe : FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  // A real terminal emulator is the only independent judge of columns; `.ci/run` installs
  // tmux, and without it the test is reported as skipped.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func agendaColumnsLineUp(language: String) throws {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    let tasks = [
      "|Book dentist 🦷 due:2026-11-20", "|(A) 2026-11-01 打電話給媽媽 due:2026-11-30",
      "|買菜 @超市 👨‍👩‍👧 due:2026-12-01", "|report +work due:2026-12-03",
      "|整理書房 🇹🇼 due:2027-01-10", "|no date",
    ]
    try tasks.map { $0 + "\n" }.joined().write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let session = "todo-test-\(getpid())-\(language.prefix(2))"
    let environment = sandbox.environment.map { "\($0.key)=\($0.value)" }
    let command =
      "env " + environment.map { "'\($0)'" }.joined(separator: " ")
      + " todo agenda; sleep 30"
    // A server of its own (-L), without the user's configuration (-f /dev/null).
    let tmux = ["tmux", "-L", session, "-f", "/dev/null"]
    // Spawned with posix_spawn (TodoCLI's System): a tmux server forked from a Foundation
    // Process does not outlive it.
    let status =
      System.runAttached(
        tmux + [
          "new-session", "-d", "-s", session, "-x", "120", "-y", "40", "-c",
          sandbox.directory.path, command,
        ], environment: ProcessInfo.processInfo.environment) ?? -1
    #expect(status == 0)
    defer { _ = try? run(tmux + ["kill-server"]) }
    var screen = ""
    for _ in 0..<50 {
      usleep(100_000)
      screen = try run(tmux + ["capture-pane", "-p", "-t", session]).1
      if screen.contains("|no date") { break }
    }
    let rows = screen.split(separator: "\n").filter { $0.contains("|") }
    #expect(rows.count == tasks.count, "screen:\n\(screen)")
    let columns = rows.map { row in screenColumns(row[..<row.firstIndex(of: "|")!]) }
    #expect(Set(columns).count == 1, "task text starts at columns \(columns):\n\(screen)")
  }
}
