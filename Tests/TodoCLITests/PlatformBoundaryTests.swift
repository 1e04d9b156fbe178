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

  /// A call that names a file goes through PathCalls.swift, which gives the kernel the name's
  /// bytes: outside it, no Glibc call is made by its qualified name with a path (that would
  /// pass a name that is not UTF-8 as the private-use characters of its escapes), and `stat`
  /// and `lstat` (whose name is also C's struct, so a call may reach Glibc's function) are not
  /// called with a path at all.
  @Test func everyCallThatNamesAFileTakesItsBytes() throws {
    let platform = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/TodoCLI/Platform").path
    let pathCalls = [
      "open", "openat", "fstatat", "access", "faccessat", "unlink", "unlinkat", "linkat",
      "rename", "renameat", "mkdir", "mkdirat", "rmdir", "chmod", "readlink", "realpath",
      "posix_spawn", "stat", "lstat", "opendir", "symlink", "symlinkat",
    ]
    var found: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: platform)
    where name.hasSuffix(".swift") && name != "PathCalls.swift" {
      let text = try String(contentsOfFile: platform + "/" + name, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { continue }
        for call in pathCalls where code.contains("Glibc." + call + "(") {
          found.append("\(name):\(number + 1): Glibc.\(call)")
        }
        // C calls that name a file and have no overload there: only with a C string made of
        // the name's bytes (`TodoList.withUnescapedCString`, `PathBytes.withCString`) on the
        // same line.
        let withoutOverload = [
          "inotify_add_watch", "opendir", "symlink", "symlinkat", "chown", "lchown", "fchownat",
          "truncate", "statvfs", "statfs", "utimensat", "mkfifo", "mknod", "execv", "execve",
          "execvp", "fopen", "chdir",
        ]
        for call in withoutOverload where code.contains(call + "(") {
          let before = code.range(of: call + "(").map { code[..<$0.lowerBound].last } ?? nil
          let isCall = before.map { !$0.isLetter && $0 != "_" } ?? true
          if isCall && !code.contains("withCString") && !code.contains("withUnescapedCString") {
            found.append("\(name):\(number + 1): \(call)")
          }
        }
        for call in ["stat(", "lstat("] {
          var rest = Substring(code)
          while let range = rest.range(of: call) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            if before.map({ !$0.isLetter && $0 != "_" && $0 != "." }) ?? true, after != ")" {
              found.append("\(name):\(number + 1): \(call)")
            }
            rest = rest[range.upperBound...]
          }
        }
      }
    }
    #expect(found == [], "calls that would pass an escaped name to the kernel")
  }
}
