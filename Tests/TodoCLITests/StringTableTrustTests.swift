import Foundation
import Testing
import TodoTestSupport

/// String tables decide what todo tells the user, so they are read only from places no other
/// user can change (the rule configurations follow): a table in a folder others can write, or
/// owned by another user, is skipped for the next place, and `todo install` copies only the
/// tables it would read itself.
@Suite struct StringTableTrustTests {
  private static let packageResources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources").path

  /// Runs `arguments` (the first found in `PATH`) in `directory` with exactly `environment`.
  private func run(
    _ arguments: [String], in directory: String, environment: [String: String]
  ) throws -> (status: Int32, stdout: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["-i"] + environment.map { $0.key + "=" + $0.value } + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A binary in `<sandbox>/bin` with the real tables in `<sandbox>/Resources` and a planted
  /// English table in `<sandbox>/share/todo` (searched first): the planted one is refused when
  /// its folder is writable by others, and when (as root can arrange) another user owns it.
  @Test func aTableOthersCanChangeIsNotReadNorInstalled() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let root = sandbox.directory.path
    let files = FileManager.default
    try files.createDirectory(atPath: root + "/bin", withIntermediateDirectories: false)
    try Sandbox.copyBinary(to: root + "/bin/todo")
    try Sandbox.copyFolder(Self.packageResources, to: root + "/Resources")
    let planted = root + "/share/todo/en.lproj"
    try files.createDirectory(atPath: planted, withIntermediateDirectories: true)
    try Data("\"added\" = \"SPOOFED %2$@\";\n".utf8)
      .write(to: URL(fileURLWithPath: planted + "/Localizable.strings"))
    var environment = sandbox.environment
    environment["PATH"] = root + "/bin:/usr/bin:/bin"
    environment["LANG"] = "en_US.UTF-8"

    var cases: [(String, () -> Void)] = [("writable by others", { chmod(planted, 0o777) })]
    if getuid() == 0 {
      cases.append(
        (
          "owned by nobody",
          {
            chmod(planted, 0o755)
            chown(planted, 65534, 65534)
          }
        ))
    }
    for (name, setUp) in cases {
      setUp()
      let add = try run(["todo", "add", "task"], in: root, environment: environment)
      #expect(add.status == 0, "\(name)")
      #expect(!add.stdout.contains("SPOOFED"), "\(name): \(add.stdout)")
      #expect(add.stdout.hasSuffix(" added.\n"), "\(name): \(add.stdout)")

      let prefix = root + "/prefix-" + name.replacingOccurrences(of: " ", with: "-")
      let install = try run(
        ["todo", "install", "--prefix", prefix], in: root, environment: environment)
      #expect(install.status == 0, "\(name)")
      for language in ["en", "zh-Hant"] {
        let table = "/" + language + ".lproj/Localizable.strings"
        #expect(
          files.contents(atPath: prefix + "/share/todo" + table)
            == files.contents(atPath: Self.packageResources + table), "\(name): \(language)")
      }
    }
  }
}
