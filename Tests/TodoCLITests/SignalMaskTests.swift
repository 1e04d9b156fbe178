import Foundation
import Glibc
import Testing
import TodoTestSupport

/// The programs todo starts (add-ons, the configuration's bash, the line editor, `$EDITOR`)
/// start as from a shell, with no signal blocked, also when todo itself was started with
/// signals blocked, as a program's worker thread starts its children: otherwise Ctrl-C at
/// todo's prompt does nothing, and an add-on cannot be stopped with SIGTERM.
@Suite struct SignalMaskTests {
  /// The `SigBlk` line of `/proc/self/status` of an add-on todo runs, and of a bash started
  /// the same way as todo.
  @Test func aChildOfTodoHasNoSignalBlocked() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let actions = sandbox.directory.appendingPathComponent(".todo.actions.d")
    try FileManager.default.createDirectory(at: actions, withIntermediateDirectories: false)
    let addon = actions.appendingPathComponent("mask").path
    try Data("#!/bin/bash\ngrep '^SigBlk:' /proc/self/status\n".utf8)
      .write(to: URL(fileURLWithPath: addon))
    chmod(addon, 0o755)
    let blocked = [SIGINT, SIGTERM, SIGHUP]
    func run(_ arguments: [String]) throws -> String {
      let result = try ChildProcess.run(
        arguments, environment: sandbox.environment, directory: sandbox.directory.path,
        blocked: blocked)
      #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
      return String(decoding: result.stdout, as: UTF8.self)
    }
    // What todo itself starts with: SIGHUP (1), SIGINT (2) and SIGTERM (15) blocked.
    #expect(
      try run(["/bin/bash", "-c", "grep '^SigBlk:' /proc/self/status"])
        == "SigBlk:\t0000000000004003\n")
    #expect(try run([Sandbox.binaryDirectory + "/todo", "mask"]) == "SigBlk:\t0000000000000000\n")
  }
}
