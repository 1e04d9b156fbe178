import Foundation

/// What a finished child process left: its exit status, standard output and standard error.
public struct ProcessOutput {
  public var status: Int32
  public var stdout: String
  public var stderr: String

  /// Runs `process` (program, arguments, folder and environment already set) with standard
  /// input from /dev/null and collects its output. It is started as a shell starts a program
  /// (``ChildProcess``: no signal blocked), not by `process.run()`.
  ///
  /// - Throws: `POSIXError` when it has no program or cannot be started.
  public static func run(_ process: Process) throws -> ProcessOutput {
    guard let program = process.executableURL?.path else { throw POSIXError(.ENOENT) }
    let result = try ChildProcess.run(
      [program] + (process.arguments ?? []),
      environment: process.environment ?? ProcessInfo.processInfo.environment,
      directory: process.currentDirectoryURL?.path ?? FileManager.default.currentDirectoryPath)
    return ProcessOutput(
      status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self))
  }
}
