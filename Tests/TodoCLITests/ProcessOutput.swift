import Foundation

/// What a finished child process left: its exit status, standard output and standard error.
struct ProcessOutput {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `process` (program, arguments, folder and environment already set) with standard
  /// input from /dev/null and collects its output. Standard error goes through a temporary
  /// file, so that a grandchild which keeps it open cannot make the read hang.
  static func run(_ process: Process) throws -> ProcessOutput {
    let errPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-test-stderr-" + UUID().uuidString).path
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: errPath) }
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    let out = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try err.close()
    return ProcessOutput(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(
        decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
  }
}
