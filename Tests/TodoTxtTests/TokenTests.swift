import Testing

@testable import TodoTxt

/// One line and the subject tokens it must give (todo.txt spec rule 3, "Additional File Format
/// Definitions"), including the words todo.txt tools split differently: an e-mail address is
/// no context, `2+2` no project, `http://x.org/a:b` no tag, `a:b:c` is `a` = `b:c`.
struct TokenCase: Sendable, CustomTestStringConvertible {
  let id: String
  let line: String
  let expected: [TodoItem.Token]

  init(_ id: String, _ line: String, _ expected: [TodoItem.Token]) {
    self.id = id
    self.line = line
    self.expected = expected
  }

  var testDescription: String { "\(id): \(escaped(utf8(line)))" }

  static let sigils: [TokenCase] = [
    TokenCase(
      "project and context", "Call Mom +Family @phone",
      [.word("Call"), .word("Mom"), .project("Family"), .context("phone")]),
    TokenCase(
      "e-mail is a word", "Email SoAndSo at soandso@example.com",
      [.word("Email"), .word("SoAndSo"), .word("at"), .word("soandso@example.com")]),
    TokenCase(
      "2+2 is a word", "Learn how to add 2+2",
      [.word("Learn"), .word("how"), .word("to"), .word("add"), .word("2+2")]),
    TokenCase(
      "plus inside a word", "Compare item+notaproject prices @store",
      [.word("Compare"), .word("item+notaproject"), .word("prices"), .context("store")]),
    TokenCase(
      "context at subject start", "@GroceryStore pies", [.context("GroceryStore"), .word("pies")]),
    TokenCase(
      "lone sigils are words", "a + b @ c",
      [
        .word("a"), .word("+"), .word("b"), .word("@"), .word("c"),
      ]),
    TokenCase("double plus", "++ @@x +@y", [.project("+"), .context("@x"), .project("@y")]),
    TokenCase(
      "repeats kept", "+p +p @c @c", [.project("p"), .project("p"), .context("c"), .context("c")]),
    TokenCase("project with colon", "+proj:x @ctx:1", [.project("proj:x"), .context("ctx:1")]),
    TokenCase("CJK project", "买水果 +首都", [.word("买水果"), .project("首都")]),
    TokenCase(
      "hyphen is part of the name", "Catch white nights in June +Санкт-Петербург @travel",
      [
        .word("Catch"), .word("white"), .word("nights"), .word("in"), .word("June"),
        .project("Санкт-Петербург"), .context("travel"),
      ]),
    TokenCase(
      "Greek project", "νέα εργασία +εύρηκα", [.word("νέα"), .word("εργασία"), .project("εύρηκα")]),
    TokenCase(
      "Cyrillic context", "позвонить в банк @Телефон",
      [
        .word("позвонить"), .word("в"), .word("банк"), .context("Телефон"),
      ]),
    TokenCase("emoji project", "+🎉 @👨‍👩‍👧", [.project("🎉"), .context("👨‍👩‍👧")]),
    TokenCase(
      "full-width plus is a word", "＋首都 ＠家裡", [.word("＋首都"), .word("＠家裡")]),
  ]

  static let tags: [TokenCase] = [
    TokenCase(
      "due tag", "Pay due:2026-01-01", [.word("Pay"), .tag(key: "due", value: "2026-01-01")]),
    TokenCase("value with colons", "a:b:c", [.tag(key: "a", value: "b:c")]),
    TokenCase("value is a colon", "a::", [.tag(key: "a", value: ":")]),
    TokenCase("http URL", "see http://x.org/a:b", [.word("see"), .word("http://x.org/a:b")]),
    TokenCase("https URL", "https://example.com/票/123", [.word("https://example.com/票/123")]),
    TokenCase("url tag", "url:https://x.org", [.tag(key: "url", value: "https://x.org")]),
    TokenCase("mailto", "mailto:me@example.com", [.tag(key: "mailto", value: "me@example.com")]),
    TokenCase("time", "at 12:30", [.word("at"), .word("12:30")]),
    TokenCase("digit and letter key", "1a:30", [.tag(key: "1a", value: "30")]),
    TokenCase("empty key", ":x", [.word(":x")]),
    TokenCase("empty value", "x:", [.word("x:")]),
    TokenCase("colon alone", ": ::", [.word(":"), .word("::")]),
    TokenCase("value one slash", "a:/b", [.tag(key: "a", value: "/b")]),
    TokenCase("value two slashes", "a://", [.word("a://")]),
    TokenCase("non-Latin tag", "期限:2026-01-01", [.tag(key: "期限", value: "2026-01-01")]),
    TokenCase(
      "unknown tags keep case", "DUE:X Rec:1w h:1",
      [.tag(key: "DUE", value: "X"), .tag(key: "Rec", value: "1w"), .tag(key: "h", value: "1")]),
  ]

  static let whitespace: [TokenCase] = [
    TokenCase("tab", "a\tb", [.word("a"), .word("b")]),
    TokenCase("lone CR inside", "a\rb", [.word("a"), .word("b")]),
    TokenCase(
      "trailing CR is not part of a tag (case 05)", "move @work +reorg\r",
      [
        .word("move"), .context("work"), .project("reorg"),
      ]),
    TokenCase(
      "ideographic space", "買\u{3000}+首都\u{3000}@家裡",
      [
        .word("買"), .project("首都"), .context("家裡"),
      ]),
    TokenCase("no-break space", "a\u{00A0}+b", [.word("a"), .project("b")]),
    TokenCase("narrow no-break space", "a\u{202F}@b", [.word("a"), .context("b")]),
    TokenCase(
      "en quad and hair space", "a\u{2000}b\u{200A}c", [.word("a"), .word("b"), .word("c")]),
    TokenCase(
      "line and paragraph separators", "a\u{2028}b\u{2029}c", [.word("a"), .word("b"), .word("c")]),
    TokenCase(
      "next line and ogham space", "a\u{0085}b\u{1680}c", [.word("a"), .word("b"), .word("c")]),
    TokenCase(
      "vertical tab and form feed", "a\u{0B}b\u{0C}c", [.word("a"), .word("b"), .word("c")]),
    TokenCase("zero-width space is not whitespace", "a\u{200B}b", [.word("a\u{200B}b")]),
    TokenCase("NUL is not whitespace", "a\0b", [.word("a\0b")]),
    TokenCase("runs of spaces", "  a   b  ", [.word("a"), .word("b")]),
    TokenCase("only spaces", "   ", []),
    TokenCase("empty", "", []),
  ]

  static let afterHeader: [TokenCase] = [
    TokenCase("header is not tokens", "(A) 2026-01-01 +p", [.project("p")]),
    TokenCase("done header is not tokens", "x 2026-01-02 2026-01-01 @c", [.context("c")]),
    TokenCase(
      "SVG header", "x (A) 2016-05-20 2016-04-30 measure +chapelShelving @chapel due:2016-05-30",
      [
        .word("measure"), .project("chapelShelving"), .context("chapel"),
        .tag(key: "due", value: "2016-05-30"),
      ]),
    TokenCase("text priority is a word", "(b) +x", [.word("(b)"), .project("x")]),
  ]

  static let all = sigils + tags + whitespace + afterHeader
}

@Suite struct TokenTests {
  @Test(arguments: TokenCase.all)
  func tokens(_ c: TokenCase) {
    let item = TodoItem(parsing: c.line)
    #expect(item.tokens.map(describe) == c.expected.map(describe))
  }

  @Test(arguments: TokenCase.all)
  func projectsContextsAndTagsFollowTheTokens(_ c: TokenCase) {
    let item = TodoItem(parsing: c.line)
    var projects: [String] = []
    var contexts: [String] = []
    var tags: [String] = []
    for token in c.expected {
      switch token {
      case .project(let p): projects.append(String(p))
      case .context(let x): contexts.append(String(x))
      case .tag(let k, let v): tags.append(k + "=" + v)
      case .word: break
      }
    }
    #expect(item.projects.map(String.init) == projects)
    #expect(item.contexts.map(String.init) == contexts)
    #expect(item.tags.map { $0.key + "=" + $0.value } == tags)
  }

  @Test func tokensAreSlicesOfTheText() {
    let line = "(A) 2026-01-01 \u{301}a +b\u{301} @c 期限:x"
    let item = TodoItem(parsing: line)
    var rebuilt = ""
    for token in item.tokens {
      switch token {
      case .word(let w): rebuilt += w
      case .project(let p): rebuilt += "+" + p
      case .context(let c): rebuilt += "@" + c
      case .tag(let k, let v): rebuilt += k + ":" + v
      }
      rebuilt += " "
    }
    #expect(utf8(rebuilt) == utf8(item.subject + " "))
  }
}

@Suite struct AccessorTests {
  @Test func tagValueIsCaseSensitiveAndTakesTheFirst() {
    let item = TodoItem(parsing: "DUE:2026-01-01 due:2026-02-02 due:2026-03-03")
    #expect(item.tagValue(forKey: "due") == "2026-02-02")
    #expect(item.tagValue(forKey: "DUE") == "2026-01-01")
    #expect(item.tagValue(forKey: "Due") == nil)
    #expect(item.tagValue(forKey: "du") == nil)
    #expect(item.tagValue(forKey: "") == nil)
  }

  @Test func headerIsNotSearchedForTags() {
    #expect(TodoItem(parsing: "x 2026-01-01 task").tags.isEmpty)
  }

  /// Case 22: only a real `YYYY-MM-DD` day is a due date; the raw value is kept.
  @Test(
    arguments: [
      ("Buy a gift due:tomorrow", "tomorrow", nil),
      ("Pay rent due:2023-02-30", "2023-02-30", nil),
      ("File taxes due:2023-13-01", "2023-13-01", nil),
      ("Call home due:", nil, nil),
      ("Book dentist due:2023-04-05", "2023-04-05", "2023-04-05"),
      ("Renew visa due:2023-4-5", "2023-4-5", nil),
      ("Test due:2023-02-29", "2023-02-29", nil),
      ("Leap due:2024-02-29", "2024-02-29", "2024-02-29"),
      ("Long due:2023-04-055", "2023-04-055", nil),
      ("Time due:2023-04-05T10:00", "2023-04-05T10:00", nil),
      ("No tag", nil, nil),
    ] as [(String, String?, String?)])
  func dueDate(line: String, raw: String?, date: String?) {
    let item = TodoItem(parsing: line)
    #expect(item.dueValue.map(String.init) == raw)
    #expect(item.dueDate?.description == date)
    #expect(utf8(item.text) == utf8(line))
  }

  @Test func thresholdDate() {
    #expect(TodoItem(parsing: "a t:2026-12-01").thresholdDate == day("2026-12-01"))
    #expect(TodoItem(parsing: "a t:2026-02-30").thresholdDate == nil)
    #expect(TodoItem(parsing: "a T:2026-12-01").thresholdDate == nil)
    #expect(TodoItem(parsing: "a").thresholdDate == nil)
  }

  @Test(
    arguments: [
      ("rec:1w", "1w"), ("rec:+1m", "+1m"), ("rec:3b", "3b"), ("rec:10d", "10d"), ("rec:1y", "1y"),
      ("rec:0d", nil), ("rec:1", nil), ("rec:w", nil), ("rec:1W", nil), ("rec:-1d", nil),
      ("rec:1.5d", nil), ("rec:+", nil), ("rec:10000d", nil), ("rec:mo,we", nil), ("none", nil),
    ] as [(String, String?)])
  func recurrence(line: String, expected: String?) {
    #expect(TodoItem(parsing: "task " + line).recurrence?.description == expected)
  }

  @Test func priorityTag() {
    #expect(TodoItem(parsing: "x 2026-01-01 a pri:A").priorityTag == Priority(ascii: 0x41))
    #expect(TodoItem(parsing: "a pri:Z").priorityTag?.letter == "Z")
    #expect(TodoItem(parsing: "a pri:a").priorityTag == nil)
    #expect(TodoItem(parsing: "a pri:AB").priorityTag == nil)
    #expect(TodoItem(parsing: "a pri:(A)").priorityTag == nil)
    #expect(TodoItem(parsing: "a PRI:A").priorityTag == nil)
  }

  @Test(
    arguments: [
      ("a h:1", true), ("a h:0", false), ("a", false), ("a h:yes", true), ("a H:1", false),
      ("a h:", false), ("a h:0 h:1", false), ("a +h:1", false),
    ] as [(String, Bool)])
  func isHidden(line: String, expected: Bool) {
    #expect(TodoItem(parsing: line).isHidden == expected)
  }
}
