import Foundation
import Testing

/// What a finished child process left: its exit status, standard output and standard error.
struct ProcessOutput {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `process` (program, arguments, folder and environment already set) with standard
  /// input from /dev/null and collects its output. It is started as a shell starts a program
  /// (``ChildProcess``: no signal blocked), not by `process.run()`.
  static func run(_ process: Process) throws -> ProcessOutput {
    let program = try #require(process.executableURL, "no program to run").path
    let result = try ChildProcess.run(
      [program] + (process.arguments ?? []),
      environment: process.environment ?? ProcessInfo.processInfo.environment,
      directory: process.currentDirectoryURL?.path ?? FileManager.default.currentDirectoryPath)
    return ProcessOutput(
      status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self))
  }
}
