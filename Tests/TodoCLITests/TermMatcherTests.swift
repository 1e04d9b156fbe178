import Testing

@testable import TodoCLI

/// The literal fast path answers exactly as glibc's case-insensitive regexec would.
@Suite struct TermMatcherTests {
  @Test func literalTermsMatchLikeTheRegularExpression() throws {
    let terms = ["mom", "MOM", "call mom", "+work", "@home", "2026-11", "a", "x 2", "due:", "é"]
    let words = [
      "Call", "MOM", "mom", "mOm", "+Work", "@HOME", "2026-11-30", "x", "due:2026", "買菜", "é", "É",
      "café", "KELVIN", " ", "(A)", "\u{0}", "\t",
    ]
    var seed: UInt64 = 7
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for term in terms {
      let fast = try TermMatcher(term)
      let slow = try Regex(term, ignoringCase: true)
      for _ in 0..<300 {
        let subject = (0..<(next() % 6)).map { _ in words[next() % words.count] }
          .joined(separator: " ")
        let bytes = Array(subject.utf8)
        let a = bytes.withUnsafeBufferPointer { fast.matches($0) }
        let b = bytes.withUnsafeBufferPointer { slow.matches($0) }
        #expect(a == b, "term \(term) on \(subject)")
      }
    }
  }

  @Test func patternsStayRegularExpressions() throws {
    if case .literal = try TermMatcher("a.b") { Issue.record("a.b is a pattern") }
    if case .literal = try TermMatcher("mom\\|dad") { Issue.record("\\| is a pattern") }
    if case .pattern = try TermMatcher("call mom") { Issue.record("a plain word is literal") }
  }

  @Test func filterNeedsEveryTermAndNoExcludedOne() throws {
    let filter = try TermFilter(["mom", "-@phone", "a.l"])
    func passes(_ line: String) -> Bool {
      Array(line.utf8).withUnsafeBufferPointer { filter.matches($0) }
    }
    #expect(passes("1 CALL Mom @home"))
    #expect(!passes("1 call mom @PHONE"))
    #expect(!passes("1 mom"))
    #expect(filter.pipeline == ["grep -i 'mom'", "grep -v -i '@phone'", "grep -i 'a.l'"])
    #expect(try TermFilter([]).isEmpty)
    #expect(throws: Regex.Invalid.self) { try TermFilter(["ok", "-["]) }
  }
}
