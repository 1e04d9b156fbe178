import Foundation
import Glibc

/// A temporary directory with a controlled environment in which commands run: the golden
/// transcripts' and every end-to-end test's.
public struct Sandbox {
  public let directory: URL
  public let language: String

  public init(language: String = "en_US.UTF-8") throws {
    _ = Sandbox.processSettings
    self.language = language
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-golden-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Configurations and add-ons in a folder others can write to are refused: the sandbox is
    // 0755 whatever the umask.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.path)
  }

  public func remove() { try? FileManager.default.removeItem(at: directory) }

  /// The package's folder: `Package.swift`, `Sources/`, `Tests/`, `Resources/`.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The golden transcripts, `Tests/TodoCLITests/Goldens` (see ``GoldenRunner``).
  public static let goldensDirectory = packageRoot.appendingPathComponent(
    "Tests/TodoCLITests/Goldens")

  /// The transcripts' own tools (`at-prompt`), on the sandbox's `PATH` after todo.
  public static let helpersDirectory = goldensDirectory.appendingPathComponent("bin").path

  /// The package's string tables (`Resources/`).
  public static let packageResources = packageRoot.appendingPathComponent("Resources").path

  /// Copies the built `todo` to `path` (mode 0755) through a descriptor closed on exec. A copy
  /// made with `FileManager` can stay open for writing in a child another test spawns at that
  /// moment, and running the copy then fails with `ETXTBSY` (status 126).
  public static func copyBinary(to path: String) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: binaryDirectory + "/todo"))
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    defer { close(fd) }
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { throw CocoaError(.fileWriteUnknown) }
        offset += n
      }
    }
  }

  /// Copies the folder `source` to `destination` as the caller's own: folders 0755, files
  /// 0644, whatever the umask. (Foundation's `copyItem` on a folder gives the copy the source's
  /// owner, which only root may do.)
  public static func copyFolder(_ source: String, to destination: String) throws {
    let files = FileManager.default
    try files.createDirectory(
      atPath: destination, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o755])
    chmod(destination, 0o755)
    for name in try files.contentsOfDirectory(atPath: source) {
      let from = source + "/" + name
      let to = destination + "/" + name
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: from, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        try copyFolder(from, to: to)
      } else {
        try files.copyItem(atPath: from, toPath: to)
        chmod(to, 0o644)
      }
    }
  }

  /// What the test process itself pins, once, before the first sandbox:
  /// - the time zone: a command run in this process (`TodoCommand.run`) takes it from the
  ///   process, not from the environment it is given, so the process keeps to the sandbox's
  ///   `TZ` and "today" is the same day wherever the suite runs;
  /// - the umask: files and folders a test makes are 0644 and 0755, as todo's trust checks
  ///   expect of the user's own, also where the user's umask is 002.
  private static let processSettings: Void = {
    setenv("TZ", "UTC", 1)
    tzset()
    umask(0o022)
  }()

  /// The built `todo` binary: beside the test bundle in `.build/<triple>/debug`.
  public static let binaryDirectory: String = {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = exe.deletingLastPathComponent()
    for _ in 0..<4 {
      if FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("todo").path) {
        return dir.path
      }
      dir = dir.deletingLastPathComponent()
    }
    // Fall back to the package's debug build.
    return packageRoot.appendingPathComponent(".build/debug").path
  }()

  /// What every command in a sandbox sees, and nothing else from the caller's environment.
  ///
  /// `LANG` picks todo's language; the other tools in a transcript (`ls`, globbing, `sort`)
  /// follow it too, so collation is pinned to code-point order: otherwise `ls` and `notes/*.txt`
  /// list in a different order wherever en_US.UTF-8 or zh_TW.UTF-8 is installed. Without the
  /// locale installed, `C.UTF-8` falls back to `C`, which orders the same. `LOCPATH` is passed
  /// on so that CI can run the transcripts as on a machine without those locales.
  public var environment: [String: String] {
    var environment = [
      "HOME": directory.path,
      "PATH": Sandbox.binaryDirectory + ":" + Sandbox.helpersDirectory
        + ":/usr/local/bin:/usr/bin:/bin",
      "LANG": language,
      "LC_COLLATE": "C.UTF-8",
      "TZ": "UTC",
      "TODO_TEST_TIME": "1796040000",  // 2026-11-30 12:00:00 UTC, a Monday
      "XDG_RUNTIME_DIR": directory.path + "/.run",
      "XDG_CONFIG_HOME": directory.path + "/.config",
      "XDG_CACHE_HOME": directory.path + "/.cache",
    ]
    if let path = ProcessInfo.processInfo.environment["LOCPATH"] { environment["LOCPATH"] = path }
    return environment
  }

  public struct Result {
    public var stdout: [String]
    public var stderr: [String]
    public var status: Int32
  }

  /// Runs `command` in a new sandbox that is removed afterwards.
  public static func run(_ command: String, language: String = "en_US.UTF-8") throws -> Result {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    return try sandbox.run(command)
  }

  public func run(_ command: String) throws -> Result {
    // The files a transcript makes have the same modes whatever the caller's umask.
    let result = try ChildProcess.run(
      ["/bin/bash", "-c", "umask 022\n" + command], environment: environment,
      directory: directory.path)
    // The sandbox's path differs on every run; transcripts show it as $HOME.
    func clean(_ data: Data) -> [String] {
      Sandbox.lines(data).map { $0.replacingOccurrences(of: directory.path, with: "$HOME") }
    }
    return Result(
      stdout: clean(result.stdout), stderr: clean(result.stderr), status: result.status)
  }

  public static func lines(_ data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    // A last line without a newline is shown with a marker so it cannot pass for a full line.
    if !text.isEmpty && !text.hasSuffix("\n") { lines[lines.count - 1] += " (no-eol)" }
    return lines
  }
}
