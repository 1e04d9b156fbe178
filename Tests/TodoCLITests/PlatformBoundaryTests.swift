import Foundation
import Testing

/// Every system call of `todo` is made from `Sources/TodoCLI/Platform/`: only its files import
/// Glibc (or Foundation, which brings it), so a call elsewhere does not build.
@Suite struct PlatformBoundaryTests {
  @Test func onlyPlatformImportsGlibc() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TodoCLI").path
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources)
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20, "no sources found in \(sources)")
    let outside = try files.filter { name in
      guard !name.hasPrefix("Platform/") else { return false }
      let text = try String(contentsOfFile: sources + "/" + name, encoding: .utf8)
      return text.split(separator: "\n").contains {
        $0.hasPrefix("import Glibc") || $0.hasPrefix("@preconcurrency import Glibc")
          || $0.hasPrefix("import Foundation")
      }
    }
    #expect(outside == [], "Glibc (or Foundation) imported outside Platform/")
  }
}
