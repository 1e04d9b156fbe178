import Foundation
import Testing

/// Comments state the rules, not the history of how they came: no source file or string table
/// points at an issue number, a review or a work branch instead of saying the rule.
@Suite struct SourceCommentTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What a history pointer looks like: `issue 17`, `(issue`, `zh-Hant review`, `the Taiwan
  /// review`, `copies branch:`, `the last session`.
  private static let pointers = [
    #"[Ii]ssues? #?[0-9]"#, #"\([Ii]ssue"#, #"(zh-Hant|[Tt]aiwan|zh) review"#,
    #"\breview(, | \(|s/)"#, #"[a-z0-9-]+ branch[:(]"#, #"(last|previous) (work )?session"#,
  ].map { try! NSRegularExpression(pattern: $0) }

  @Test func noCommentPointsAtHistory() throws {
    var files: [String] = []
    for folder in ["Sources", "Resources"] {
      let base = Self.root.appendingPathComponent(folder).path
      files += try FileManager.default.subpathsOfDirectory(atPath: base)
        .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".strings") }
        .map { base + "/" + $0 }
    }
    #expect(files.count > 50)
    var found: [String] = []
    for file in files {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        // A string table's entries are messages; only its comments are checked.
        if file.hasSuffix(".strings") && line.hasPrefix("\"") { continue }
        let range = NSRange(line.startIndex..., in: line)
        if Self.pointers.contains(where: { $0.firstMatch(in: String(line), range: range) != nil }) {
          found.append(file.dropFirst(Self.root.path.count + 1) + ":\(number + 1): " + line)
        }
      }
    }
    #expect(found == [], "\(found.joined(separator: "\n"))")
  }
}
