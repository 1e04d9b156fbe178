import Foundation
import Testing

/// End-to-end transcripts: each `Goldens/*.t` file is a sequence of shell commands run against
/// the built `todo` binary in a fresh temporary directory, with the exact output expected.
///
/// Format (cram-like):
/// - `$ COMMAND` runs `COMMAND` with bash in the directory; `todo` is the built binary, and
///   `Goldens/bin` holds the transcripts' own tools (`at-prompt` types keys at a prompt).
/// - Following lines are the expected standard output; lines starting with `! ` are expected on
///   standard error (each stream is compared in its own order; tests of the merged order use
///   `2>&1` in the command).
/// - `[N]` is the expected exit status when it is not 0.
/// - Lines starting with `# ` are comments; blank lines after a command are output.
///
/// `RECORD_SNAPSHOTS=1 swift test --filter GoldenTests` rewrites the files with what the
/// binary printed; review the diff before committing.
@Suite struct GoldenTests {
  static let goldensDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Goldens")

  static let files: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: goldensDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".t") }.sorted()
  }()

  @Test("golden transcript", arguments: files)
  func transcript(_ name: String) throws {
    try check(name, language: "en_US.UTF-8", expectedIn: Self.goldensDirectory)
  }

  /// The same commands as the English transcript, run under `LANG=zh_TW.UTF-8`; the expected
  /// output is in `Goldens/zh-Hant/`.
  @Test("golden transcript in Traditional Chinese", arguments: files)
  func chineseTranscript(_ name: String) throws {
    try check(
      name, language: "zh_TW.UTF-8",
      expectedIn: Self.goldensDirectory.appendingPathComponent("zh-Hant"))
  }

  private func check(_ name: String, language: String, expectedIn directory: URL) throws {
    let script = Transcript(
      parsing: try String(
        contentsOf: Self.goldensDirectory.appendingPathComponent(name), encoding: .utf8))
    let url = directory.appendingPathComponent(name)
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    var actual = Transcript(steps: [])
    for step in script.steps {
      guard let command = step.command else {
        actual.steps.append(step)
        continue
      }
      let result = try sandbox.run(command)
      actual.steps.append(
        Transcript.Step(
          command: command, comment: nil, stdout: result.stdout, stderr: result.stderr,
          status: result.status))
    }
    let rendered = actual.rendered()
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try rendered.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(
      rendered == expected, "transcript \(url.path) differs:\n\(lineDiff(expected, rendered))")
  }
}

/// A parsed `.t` file.
struct Transcript {
  struct Step {
    var command: String?
    var comment: String?
    var stdout: [String] = []
    var stderr: [String] = []
    var status: Int32 = 0
  }
  var steps: [Step]

  init(steps: [Step]) { self.steps = steps }

  init(parsing text: String) {
    steps = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var current: Step?
    for line in lines {
      if line == "#" || line.hasPrefix("# ") {
        if let finished = current { steps.append(finished) }
        current = nil
        steps.append(Step(command: nil, comment: line))
      } else if line.hasPrefix("$ ") {
        if let current { steps.append(current) }
        current = Step(command: String(line.dropFirst(2)))
      } else if current != nil {
        if line.hasPrefix("! ") || line == "!" {
          current!.stderr.append(String(line.dropFirst(2)))
        } else if line.hasPrefix("["), line.hasSuffix("]"),
          let n = Int32(line.dropFirst().dropLast())
        {
          current!.status = n
        } else {
          current!.stdout.append(line)
        }
      } else {
        steps.append(Step(command: nil, comment: line))
      }
    }
    if let current { steps.append(current) }
  }

  func rendered() -> String {
    var out = ""
    for step in steps {
      if let comment = step.comment {
        out += comment + "\n"
        continue
      }
      out += "$ " + (step.command ?? "") + "\n"
      // Trailing empty stdout lines of a comment-separated file read back as output; keep as is.
      for line in step.stdout { out += line + "\n" }
      for line in step.stderr { out += (line.isEmpty ? "!" : "! " + line) + "\n" }
      if step.status != 0 { out += "[\(step.status)]\n" }
    }
    return out
  }
}

/// A temporary directory with a controlled environment in which commands run.
struct Sandbox {
  let directory: URL
  let language: String

  init(language: String = "en_US.UTF-8") throws {
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

  func remove() { try? FileManager.default.removeItem(at: directory) }

  /// The transcripts' own tools (`at-prompt`), on the sandbox's `PATH` after todo.
  static let helpersDirectory = GoldenTests.goldensDirectory.appendingPathComponent("bin").path

  /// The package's string tables (`Resources/`).
  static let packageResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
    .path

  /// Copies the folder `source` to `destination` as the caller's own: folders 0755, files
  /// 0644, whatever the umask. (Foundation's `copyItem` on a folder gives the copy the source's
  /// owner, which only root may do.)
  static func copyFolder(_ source: String, to destination: String) throws {
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
  static let binaryDirectory: String = {
    let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = exe.deletingLastPathComponent()
    for _ in 0..<4 {
      if FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("todo").path) {
        return dir.path
      }
      dir = dir.deletingLastPathComponent()
    }
    // Fall back to the package's debug build.
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".build/debug").path
  }()

  /// What every command in a sandbox sees, and nothing else from the caller's environment.
  ///
  /// `LANG` picks todo's language; the other tools in a transcript (`ls`, globbing, `sort`)
  /// follow it too, so collation is pinned to code-point order: otherwise `ls` and `notes/*.txt`
  /// list in a different order wherever en_US.UTF-8 or zh_TW.UTF-8 is installed. Without the
  /// locale installed, `C.UTF-8` falls back to `C`, which orders the same. `LOCPATH` is passed
  /// on so that CI can run the transcripts as on a machine without those locales.
  var environment: [String: String] {
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

  struct Result {
    var stdout: [String]
    var stderr: [String]
    var status: Int32
  }

  /// Runs `command` in a new sandbox that is removed afterwards.
  static func run(_ command: String, language: String = "en_US.UTF-8") throws -> Result {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    return try sandbox.run(command)
  }

  func run(_ command: String) throws -> Result {
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

  static func lines(_ data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    // A last line without a newline is shown with a marker so it cannot pass for a full line.
    if !text.isEmpty && !text.hasSuffix("\n") { lines[lines.count - 1] += " (no-eol)" }
    return lines
  }
}

/// A readable line diff for failure messages.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var out = ""
  let n = max(a.count, b.count)
  for i in 0..<n {
    let x = i < a.count ? String(a[i]) : "<none>"
    let y = i < b.count ? String(b[i]) : "<none>"
    if x != y { out += "line \(i + 1):\n  expected: \(x)\n  actual:   \(y)\n" }
  }
  return out
}
