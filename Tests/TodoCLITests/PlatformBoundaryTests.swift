import Foundation
import Testing

/// Every system call is made from a module's `Platform/` folder: only its files import Glibc
/// (or Foundation, which brings it), so a call elsewhere does not build.
@Suite struct PlatformBoundaryTests {
  @Test(arguments: ["TodoCLI", "TodoLocalization", "TodoTestSupport"])
  func onlyPlatformImportsGlibc(module: String) throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/" + module).path
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
      .filter { $0.hasSuffix(".swift") }
    #expect(files.contains { $0.hasPrefix("Platform/") }, "no Platform/ in \(sources)")
    let outside = try files.filter { name in
      guard !name.hasPrefix("Platform/") else { return false }
      let text = try String(contentsOfFile: sources + "/" + name, encoding: .utf8)
      return text.split(separator: "\n").contains {
        $0.hasPrefix("import Glibc") || $0.hasPrefix("@preconcurrency import Glibc")
          || $0.hasPrefix("import Foundation")
      }
    }
    #expect(outside == [], "Glibc (or Foundation) imported outside \(module)/Platform/")
  }

  /// A path reaches the kernel as its bytes: in TodoCLI a path is a `String` with escapes for
  /// bytes that are not UTF-8, and only `Platform/PathCalls.swift` calls Glibc's path functions
  /// by their qualified names (a `Glibc.open(path, …)` elsewhere would pass the escapes' UTF-8,
  /// another name).
  @Test func pathCallsGoThroughTheEscapes() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TodoCLI").path
    let calls = try Regex(
      #"Glibc\.(open|openat|stat|lstat|fstatat|access|faccessat|realpath|readlink|mkdir|"#
        + #"mkdirat|rename|renameat|unlink|unlinkat|rmdir|opendir|chmod|linkat)\("#)
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
      .filter { $0.hasSuffix(".swift") && $0 != "Platform/PathCalls.swift" }
    let bypassing = try files.filter { name in
      try String(contentsOfFile: sources + "/" + name, encoding: .utf8).contains(calls)
    }
    #expect(bypassing == [])
    let wrappers = try String(
      contentsOfFile: sources + "/Platform/PathCalls.swift", encoding: .utf8)
    #expect(wrappers.contains(calls), "PathCalls.swift no longer wraps the calls")
  }
}
