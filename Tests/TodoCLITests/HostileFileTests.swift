import Foundation
import Glibc
import Testing
import TodoTestSupport

/// Todo files that other programs change under `todo`, or that are not files at all.
@Suite struct HostileFileTests {
  /// Runs the built `todo` with `arguments` and `environment` in `sandbox`; returns how it
  /// ended and its standard error.
  private func run(
    _ sandbox: Sandbox, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (reason: Process.TerminationReason, status: Int32, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binaryDirectory + "/todo")
    process.arguments = arguments
    process.currentDirectoryURL = sandbox.directory
    process.environment = sandbox.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    let error = Pipe()
    process.standardError = error
    try process.run()
    let bytes = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationReason, process.terminationStatus, String(decoding: bytes, as: UTF8.self)
    )
  }

  /// `add` while another program keeps truncating todo.txt and writing it back in place: `add`
  /// must never die of a signal (it did with SIGBUS while it had the file memory-mapped).
  @Test func addSurvivesTruncation() throws {
    try addWhileTruncated(times: 40)
  }

  /// `add` run `times` times while todo.txt is truncated and written back over and over (see
  /// ``addSurvivesTruncation()``; ``LongStressTests`` runs it 200 times).
  func addWhileTruncated(times: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let line = "(B) 2026-11-01 a task of realistic length +project @context due:2026-12-01\n"
    let content = String(repeating: line, count: 60_000)
    try content.write(
      to: sandbox.directory.appendingPathComponent("source.txt"), atomically: false,
      encoding: .utf8)
    try content.write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: false,
      encoding: .utf8)
    let flag = sandbox.directory.appendingPathComponent("running")
    #expect(FileManager.default.createFile(atPath: flag.path, contents: nil))
    let rewriter = Process()
    rewriter.executableURL = URL(fileURLWithPath: "/bin/bash")
    rewriter.arguments = [
      "-c", "while [ -e running ]; do : > todo.txt; cat source.txt >> todo.txt; done",
    ]
    rewriter.currentDirectoryURL = sandbox.directory
    try rewriter.run()
    var signalled: [Int32] = []
    for n in 1...times {
      // todo waits for a program that has the file open for writing (the rewriter, most of the
      // time): 0 looks once, so an add that finds it open refuses at once, and the others read
      // and append while the file is being truncated.
      let result = try run(
        sandbox, ["add", "task \(n)"], environment: ["TODOTXT_LOCK_TIMEOUT": "0"])
      if result.reason == .uncaughtSignal { signalled.append(result.status) }
      if result.reason == .exit && result.status != 0 {
        #expect(result.error.contains("still being written"))
      }
    }
    try FileManager.default.removeItem(at: flag)
    rewriter.waitUntilExit()
    #expect(signalled == [])
  }

  /// A socket as todo.txt is refused with a message, for reading and for adding.
  @Test func socketIsRefused() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = sandbox.directory.appendingPathComponent("socket.txt").path
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    for arguments in [["ls"], ["add", "x"], ["-f", "do", "1"]] {
      let result = try run(sandbox, arguments, environment: ["TODO_FILE": path])
      #expect(result.reason == .exit)
      #expect(result.status == 1)
      #expect(result.error.contains(path), "\(arguments): \(result.error)")
    }
  }
}
