import Foundation
import Testing
import TodoTestSupport

/// `todo del N` asks before it takes the lock, so another writer may change the file while
/// the question waits: the answer then applies to the task that was shown, or to nothing.
@Suite struct DeletePromptTests {
  /// Whether `pid` is blocked reading its standard input (the kernel's view of the syscall
  /// it is in: `read`, file descriptor 0).
  private func isReadingStandardInput(_ pid: Int32) -> Bool {
    #if arch(x86_64)
      let read = "0"
    #else
      let read = "63"  // arm64 and the other generic-syscall architectures
    #endif
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)
    else { return false }
    return text.hasPrefix(read + " 0x0 ")
  }

  /// Runs `todo del 1` with a pipe as standard input (not a terminal: it reads a line),
  /// runs `meanwhile` once it waits for the answer, then answers `y`.
  private func deleteFirst(
    in sandbox: Sandbox, meanwhile: () throws -> Void
  ) throws -> (stdout: String, stderr: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binaryDirectory + "/todo")
    process.arguments = ["del", "1"]
    process.currentDirectoryURL = sandbox.directory
    process.environment = sandbox.environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var waited = 0
    while !isReadingStandardInput(process.processIdentifier) && waited < 1000 {
      usleep(10_000)
      waited += 1
    }
    #expect(waited < 1000, "todo del never waited for its answer")
    try meanwhile()
    input.fileHandleForWriting.write(Data("y\n".utf8))
    try input.fileHandleForWriting.close()
    // The outputs are a few lines: they fit in the pipes while the process runs.
    process.waitUntilExit()
    return (
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      process.terminationStatus
    )
  }

  @Test func taskChangedWhileAskingIsNotDeleted() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.directory.appendingPathComponent("todo.txt")
    try Data("call mom\npay rent\n".utf8).write(to: file)
    let result = try deleteFirst(in: sandbox) {
      // Another writer replaces line 1 while the question about "call mom" is open.
      let replaced = try sandbox.run("todo replace 1 'call dad'")
      #expect(replaced.status == 0)
    }
    #expect(result.stdout == "\n")
    #expect(
      result.stderr
        == "TODO: Task 1 changed while waiting for your answer; nothing was changed. "
        + "Run the command again.\n")
    #expect(result.status == 1)
    #expect(try Data(contentsOf: file) == Data("call dad\npay rent\n".utf8))
  }

  /// The same run with no other writer deletes the task: the answer was read and counted.
  @Test func unchangedTaskIsDeleted() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.directory.appendingPathComponent("todo.txt")
    try Data("call mom\npay rent\n".utf8).write(to: file)
    let result = try deleteFirst(in: sandbox) {}
    #expect(result.stdout == "\n1 call mom\nTODO: 1 deleted.\n")
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0)
    // todo.sh keeps line numbers by default: the line is emptied, not removed.
    #expect(try Data(contentsOf: file) == Data("\npay rent\n".utf8))
  }

  /// On a terminal the answer is a line: `yes` and Enter at `del`'s question deletes, leaves
  /// nothing for the shell, and the note's question waits for its own answer (issue 33,
  /// faults 10 and 12). In tmux, in both languages.
  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: [("en_US.UTF-8", "yes", "n"), ("zh_TW.UTF-8", "是", "不要")])
  func aTerminalAnswersWithALine(language: String, yes: String, no: String) async throws {
    try await onOwnThread {
      let sandbox = try Sandbox(language: language)
      defer { sandbox.remove() }
      try FileManager.default.createDirectory(
        at: sandbox.directory.appendingPathComponent("notes"), withIntermediateDirectories: true)
      try "the note\n".write(
        to: sandbox.directory.appendingPathComponent("notes/mom.txt"), atomically: true,
        encoding: .utf8)
      try "call mom note:mom.txt\npay rent\n".write(
        to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
      let pane = try ScreenTerminalTests.Pane(sandbox, "todo del 1; echo AFTER=$?")
      defer { pane.kill() }
      pane.wait("the question") { $0.contains("(y/n)") }
      pane.type(yes)
      pane.keys("Enter")
      // The second question waits: the Enter of the first answer is not its answer.
      let screen = pane.wait("the note's question") {
        $0.split(separator: "\n").filter { $0.contains("(y/n)") }.count == 2
      }
      #expect(!screen.contains("AFTER="), "\(screen)")
      pane.type(no)
      pane.keys("Enter")
      let after = pane.wait(for: "AFTER=0")
      #expect(!after.contains("command not found"), "\(after)")
      #expect(pane.todoLines == ["", "pay rent"])  // the line kept blank, as todo.sh keeps numbers
      #expect(pane.file("notes/mom.txt") == "the note\n")
    }
  }
}
