import Testing

@testable import TodoCLI

/// What a Chinese input method types in tag positions, and the action names a typo means.
@Suite struct InputNormalisationTests {
  @Test(arguments: [
    ("due：明天", "due:明天"), ("t：週一", "t:週一"), ("rec：每週", "rec:每週"),
    ("＋工作", "+工作"), ("＠公司", "@公司"),
    // Stored as typed: Chinese or capitalised keys, a colon at either end, a lone sign,
    // full-width signs inside a word.
    ("注意：明天", "注意：明天"), ("Amy：確認", "Amy：確認"), ("due：", "due："), ("：明天", "：明天"),
    ("＋", "＋"), ("a＋b", "a＋b"), ("plain", "plain"),
  ])
  func words(_ pair: (String, String)) {
    #expect(CommandContext.normalisedWord(pair.0) == pair.1)
  }

  @Test(arguments: [
    ("lsit", "list"), ("agneda", "agenda"), ("arhcive", "archive"), ("deuplicate", "deduplicate"),
  ])
  func closestAction(_ pair: (String, String)) {
    #expect(CommandContext.closestAction(to: pair.0) == pair.1)
  }

  @Test(arguments: ["dn", ".", "..", "xyzzy", "完成"])
  func noGuess(_ name: String) {
    #expect(CommandContext.closestAction(to: name) == nil)
  }
}
