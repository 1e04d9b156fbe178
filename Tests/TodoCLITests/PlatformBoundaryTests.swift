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
}
