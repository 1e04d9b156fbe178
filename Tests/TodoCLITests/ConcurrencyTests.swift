import Foundation
import Testing
import TodoTestSupport

/// Concurrent `todo` processes never lose each other's changes: a command that exits 0 has
/// its change in the file.
@Suite struct ConcurrencyTests {
  /// Starts the built `todo` with `arguments` in the sandbox, output discarded.
  private func start(_ sandbox: Sandbox, _ arguments: [String]) throws -> Process {
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

  /// Starts `arguments` for every element at once and waits for all; returns the exit codes.
  private func runTogether(_ sandbox: Sandbox, _ commands: [[String]]) throws -> [Int32] {
    let processes = try commands.map { try start(sandbox, $0) }
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

  /// A `todo` killed with SIGKILL at any moment of a rewrite leaves the old file or the new
  /// one, never a mix; the next write clears the temporary file it left behind.
  @Test func killedRewriteLeavesOldOrNewFile() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rest = (2...200_000).map { "Task \($0) +project @context due:2026-12-\($0 % 28 + 1)\n" }
      .joined()
    let plain = Data(("Task one\n" + rest).utf8)
    let prioritized = Data(("(A) Task one\n" + rest).utf8)
    let file = sandbox.directory.appendingPathComponent("todo.txt")
    try plain.write(to: file)
    func leftovers() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
        .filter { $0.hasPrefix(".todo.txt.todo-") }
    }
    // How long one uninterrupted rewrite takes here, to spread the kills over it.
    let timer = ContinuousClock()
    let full = try timer.measure {
      let process = try start(sandbox, ["pri", "1", "A"])
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    #expect(try Data(contentsOf: file) == prioritized)
    let microseconds =
      Double(full.components.seconds) * 1e6 + Double(full.components.attoseconds) / 1e12
    var generator = SystemRandomNumberGenerator()
    var prioritizedNow = true
    for round in 0..<16 {
      let process = try start(sandbox, prioritizedNow ? ["depri", "1"] : ["pri", "1", "A"])
      // Kill points spread over the whole run (start-up, read, write, rename), jittered.
      let fraction = (Double(round) + Double.random(in: 0..<1, using: &generator)) / 16
      usleep(UInt32(microseconds * fraction))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let bytes = try Data(contentsOf: file)
      #expect(bytes == plain || bytes == prioritized, "round \(round): a partial file")
      prioritizedNow = bytes == prioritized
    }
    // The next write removes what the killed ones left, and nothing else stays behind.
    let last = try start(sandbox, prioritizedNow ? ["depri", "1"] : ["pri", "1", "A"])
    last.waitUntilExit()
    #expect(last.terminationStatus == 0)
    #expect(try Data(contentsOf: file) == (prioritizedNow ? plain : prioritized))
    #expect(try leftovers().isEmpty)
  }

  /// A todo.txt the user may write, in a folder they may not: the atomic rewrite cannot make
  /// its temporary file, so the command fails with a message and the file keeps every byte.
  /// (Run as `nobody` through `setpriv` when the tests run as root, who may write anywhere.)
  @Test func readOnlyFolderLeavesFileIntact() throws {
    let sandbox = try Sandbox()
    defer {
      chmod(sandbox.directory.path + "/locked", 0o755)
      sandbox.remove()
    }
    let folder = sandbox.directory.path + "/locked"
    let file = folder + "/todo.txt"
    let original = Data("(B) Call mom\r\nPay rent\r\n".utf8)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try original.write(to: URL(fileURLWithPath: file))
    let asRoot = getuid() == 0
    if asRoot {
      chown(sandbox.directory.path, 65534, 65534)
      chown(folder, 65534, 65534)
      chown(file, 65534, 65534)
    }
    chmod(file, 0o644)
    chmod(folder, 0o555)
    let process = Process()
    var todo = Sandbox.binaryDirectory + "/todo"
    if asRoot {
      // `nobody` may not be able to reach the build folder (a clone under /root): run a copy,
      // with the string tables beside it, from the sandbox.
      let bin = sandbox.directory.path + "/bin"
      try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
      try FileManager.default.copyItem(atPath: todo, toPath: bin + "/todo")
      try Sandbox.copyFolder(
        Sandbox.packageResources, to: sandbox.directory.path + "/Resources")
      todo = bin + "/todo"
    }
    let arguments = ["-d", "/dev/null", "-t", "-a", "do", "1"]
    if asRoot {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=65534", "--regid=65534", "--clear-groups", todo] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: todo)
      process.arguments = arguments
    }
    var environment = sandbox.environment
    environment["TODO_FILE"] = file
    environment["TODO_DIR"] = folder
    process.environment = environment
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(message.hasPrefix("TODO: "))
    #expect(message.contains("Permission denied"))
    #expect(message.split(separator: "\n").count == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["todo.txt"])
  }

  /// `archive` killed at any moment, then any edit: every done task is in exactly one of
  /// todo.txt and done.txt, and done.txt has no torn line (the edit takes the killed run's
  /// append back when todo.txt was not rewritten).
  @Test func killedArchiveKeepsEveryTaskInOnePlace() throws {
    try killedArchive(tasks: 40_000)
  }

  /// An `archive` of `count` lines killed at spread-out moments, then an edit (see
  /// ``killedArchiveKeepsEveryTaskInOnePlace()``; ``LongStressTests`` runs it on 200,000).
  func killedArchive(tasks count: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let tasks = (0..<count).map { ($0 % 3 == 0 ? "x 2026-01-01 " : "") + "task \($0)" }
    let doneTasks = tasks.filter { $0.hasPrefix("x ") }
    let todoURL = sandbox.directory.appendingPathComponent("todo.txt")
    let doneURL = sandbox.directory.appendingPathComponent("done.txt")
    func lines(_ url: URL) throws -> [Substring] {
      try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    }
    let timer = ContinuousClock()
    var generator = SystemRandomNumberGenerator()
    var full: Duration = .zero
    for round in -1..<8 {
      try Data(tasks.map { $0 + "\n" }.joined().utf8).write(to: todoURL)
      try Data().write(to: doneURL)
      let process = try start(sandbox, ["archive"])
      if round < 0 {
        // How long one archive takes here, to spread the kills over it.
        full = timer.measure { process.waitUntilExit() }
        continue
      }
      let fraction = (Double(round) + Double.random(in: 0..<1, using: &generator)) / 8
      usleep(
        UInt32(
          Double(full.components.attoseconds) / 1e12 * fraction + Double(full.components.seconds)
            * 1e6 * fraction))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let next = try start(sandbox, ["-f", "pri", "1", "A"])
      next.waitUntilExit()
      let done = try lines(doneURL)
      let stillInTodo = try lines(todoURL).filter { $0.hasPrefix("x ") }
      // Compared as counts, so a failure prints a line rather than 66,667 tasks.
      var count: [Substring: Int] = [:]
      for line in done + stillInTodo { count[line, default: 0] += 1 }
      let wrong = doneTasks.filter { count[Substring($0)] != 1 }.count
      #expect(
        wrong == 0 && count.count == doneTasks.count,
        "round \(round): \(wrong) tasks missing or twice, \(count.count - doneTasks.count) extra lines"
      )
      #expect(try Data(contentsOf: doneURL).last.map { $0 == 0x0A } ?? true)
    }
  }
}
