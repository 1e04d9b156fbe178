import Foundation
import Testing

/// cases/04: concurrent `todo` processes never lose each other's changes.
@Suite struct ConcurrencyTests {
  /// Starts `arguments` for every element at once and waits for all; returns the exit codes.
  private func runTogether(_ sandbox: Sandbox, _ commands: [[String]]) throws -> [Int32] {
    let processes = try commands.map { arguments -> Process in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Sandbox.binaryDirectory + "/todo")
      process.arguments = arguments
      process.currentDirectoryURL = sandbox.directory
      process.environment = sandbox.environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    return processes.map {
      $0.waitUntilExit()
      return $0.terminationStatus
    }
  }

  private func write(_ lines: [String], to sandbox: Sandbox) throws {
    let text = lines.map { $0 + "\n" }.joined()
    try text.write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
  }

  private func read(_ sandbox: Sandbox) throws -> String {
    try String(
      contentsOf: sandbox.directory.appendingPathComponent("todo.txt"), encoding: .utf8)
  }

  @Test func parallelAddsKeepEveryTask() throws {
    let initial = (1...10).map { String(format: "Task %02d", $0) }
    for _ in 0..<5 {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      try write(initial, to: sandbox)
      let statuses = try runTogether(
        sandbox, (1...20).map { ["add", String(format: "Parallel %02d", $0)] })
      let lines = try read(sandbox).split(separator: "\n").map(String.init)
      #expect(Array(lines.prefix(10)) == initial)
      let added = Set(lines.dropFirst(10))
      for (index, status) in statuses.enumerated() where status == 0 {
        #expect(added.contains(String(format: "Parallel %02d", index + 1)))
      }
      #expect(lines.count == 10 + statuses.filter { $0 == 0 }.count)
      #expect(statuses.allSatisfy { $0 == 0 })
    }
  }

  @Test func parallelCompletionsAllLand() throws {
    let initial = (1...10).map { String(format: "Task %02d", $0) }
    for _ in 0..<10 {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      try write(initial, to: sandbox)
      let statuses = try runTogether(sandbox, (1...10).map { ["-a", "do", String($0)] })
      let expected = (1...10).map { n in
        statuses[n - 1] == 0
          ? String(format: "x 2026-11-30 Task %02d", n) : String(format: "Task %02d", n)
      }
      #expect(try read(sandbox) == expected.map { $0 + "\n" }.joined())
      #expect(statuses.allSatisfy { $0 == 0 })
    }
  }
}
