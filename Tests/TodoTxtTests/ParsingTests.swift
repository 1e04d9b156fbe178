import Testing

@testable import TodoTxt

/// One line and what the header parser must read from it (todo.txt spec §1, README + SVG).
struct HeaderCase: Sendable, CustomTestStringConvertible {
  let id: String
  let line: String
  let isCompleted: Bool
  let completionDate: String?
  let priority: String?
  let creationDate: String?
  let subject: String

  init(
    _ id: String, _ line: String, done: Bool = false, completed: String? = nil,
    priority: String? = nil, created: String? = nil, subject: String
  ) {
    self.id = id
    self.line = line
    self.isCompleted = done
    self.completionDate = completed
    self.priority = priority
    self.creationDate = created
    self.subject = subject
  }

  var testDescription: String { "\(id): \(escaped(utf8(line)))" }

  static let completion: [HeaderCase] = [
    HeaderCase("plain open task", "Call Mom", subject: "Call Mom"),
    HeaderCase("empty line", "", subject: ""),
    HeaderCase("x and a space", "x Call Mom", done: true, subject: "Call Mom"),
    HeaderCase("x and nothing else", "x ", done: true, subject: ""),
    HeaderCase("x alone is text", "x", subject: "x"),
    HeaderCase("xylophone", "xylophone lesson", subject: "xylophone lesson"),
    HeaderCase(
      "capital X", "X 2012-01-01 Call Mom", subject: "X 2012-01-01 Call Mom"),
    HeaderCase(
      "x after priority", "(A) x Find ticket prices", priority: "A",
      subject: "x Find ticket prices"),
    HeaderCase("x then tab", "x\tCall Mom", subject: "x\tCall Mom"),
    HeaderCase("leading space", " x Call Mom", subject: " x Call Mom"),
    HeaderCase("full-width x", "ｘ Call Mom", subject: "ｘ Call Mom"),
    HeaderCase(
      "x then two spaces", "x  2020-01-01 task", done: true, subject: " 2020-01-01 task"),
  ]

  static let priorities: [HeaderCase] = [
    HeaderCase("priority A", "(A) Call Mom", priority: "A", subject: "Call Mom"),
    HeaderCase("priority Z", "(Z) last", priority: "Z", subject: "last"),
    HeaderCase("priority and nothing else", "(A) ", priority: "A", subject: ""),
    HeaderCase("lowercase", "(b) Get back to the boss", subject: "(b) Get back to the boss"),
    HeaderCase("no space after paren", "(B)->Submit TPS report", subject: "(B)->Submit TPS report"),
    HeaderCase("priority without space at end", "(A)", subject: "(A)"),
    HeaderCase("priority then tab", "(A)\tCall", subject: "(A)\tCall"),
    HeaderCase(
      "priority not at start", "Really gotta call Mom (A) @phone @someday",
      subject: "Really gotta call Mom (A) @phone @someday"),
    HeaderCase("full-width parens", "（A） Call Mom", subject: "（A） Call Mom"),
    HeaderCase("full-width letter", "(Ａ) Call Mom", subject: "(Ａ) Call Mom"),
    HeaderCase("two letters", "(AB) Call Mom", subject: "(AB) Call Mom"),
    HeaderCase("digit", "(1) Call Mom", subject: "(1) Call Mom"),
    HeaderCase("double paren", "((A) Call Mom", subject: "((A) Call Mom"),
    HeaderCase("leading space", " (A) Call Mom", subject: " (A) Call Mom"),
    HeaderCase("brackets", "[A] Call Mom", subject: "[A] Call Mom"),
    HeaderCase(
      "second priority is text", "(A) (B) Call Mom", priority: "A", subject: "(B) Call Mom"),
  ]

  static let creationDates: [HeaderCase] = [
    HeaderCase(
      "creation date first", "2011-03-02 Document +TodoTxt task format",
      created: "2011-03-02", subject: "Document +TodoTxt task format"),
    HeaderCase(
      "priority then date", "(A) 2011-03-02 Call Mom", priority: "A", created: "2011-03-02",
      subject: "Call Mom"),
    HeaderCase(
      "date not in leading position", "(A) Call Mom 2011-03-02", priority: "A",
      subject: "Call Mom 2011-03-02"),
    HeaderCase(
      "date before priority", "2011-03-02 (A) Call Mom", created: "2011-03-02",
      subject: "(A) Call Mom"),
    HeaderCase("date alone", "2011-03-02", created: "2011-03-02", subject: ""),
    HeaderCase("date and a space", "2011-03-02 ", created: "2011-03-02", subject: ""),
    HeaderCase(
      "priority and date alone", "(C) 2011-03-02", priority: "C", created: "2011-03-02",
      subject: ""),
    HeaderCase(
      "second date is text", "2011-03-02 2011-03-03 task", created: "2011-03-02",
      subject: "2011-03-03 task"),
    HeaderCase("date glued to text", "2011-03-02x task", subject: "2011-03-02x task"),
    HeaderCase("date then tab", "2011-03-02\ttask", subject: "2011-03-02\ttask"),
    HeaderCase(
      "date then ideographic space", "2011-03-02\u{3000}task", subject: "2011-03-02\u{3000}task"),
    HeaderCase("date then colon", "2011-03-02: task", subject: "2011-03-02: task"),
    HeaderCase("February 30", "2023-02-30 task", subject: "2023-02-30 task"),
    HeaderCase("month 13", "2023-13-01 task", subject: "2023-13-01 task"),
    HeaderCase("month 0", "2023-00-10 task", subject: "2023-00-10 task"),
    HeaderCase("day 0", "2023-01-00 task", subject: "2023-01-00 task"),
    HeaderCase("day 32", "2023-01-32 task", subject: "2023-01-32 task"),
    HeaderCase("year 0", "0000-01-01 task", subject: "0000-01-01 task"),
    HeaderCase("short parts", "2023-4-5 task", subject: "2023-4-5 task"),
    HeaderCase("no dashes", "20230405 task", subject: "20230405 task"),
    HeaderCase("slashes", "2023/04/05 task", subject: "2023/04/05 task"),
    HeaderCase("full-width digits", "２０２３-04-05 task", subject: "２０２３-04-05 task"),
    HeaderCase("signed", "+2023-04-05 task", subject: "+2023-04-05 task"),
    HeaderCase("Feb 29 in 2023", "2023-02-29 task", subject: "2023-02-29 task"),
    HeaderCase("Feb 29 in 1900", "1900-02-29 task", subject: "1900-02-29 task"),
    HeaderCase("Feb 29 in 2000", "2000-02-29 task", created: "2000-02-29", subject: "task"),
    HeaderCase("Feb 29 in 2024", "2024-02-29 task", created: "2024-02-29", subject: "task"),
    HeaderCase(
      "invalid date after priority", "(A) 2023-02-30 task", priority: "A",
      subject: "2023-02-30 task"),
  ]

  static let completedDates: [HeaderCase] = [
    HeaderCase(
      "both dates", "x 2011-03-02 2011-03-01 Review Tim's pull request +TodoTxtTouch @github",
      done: true, completed: "2011-03-02", created: "2011-03-01",
      subject: "Review Tim's pull request +TodoTxtTouch @github"),
    HeaderCase(
      "one date is the completion date", "x 2011-03-03 Call Mom", done: true,
      completed: "2011-03-03", subject: "Call Mom"),
    HeaderCase(
      "completion date alone", "x 2011-03-03", done: true, completed: "2011-03-03", subject: ""),
    HeaderCase(
      "two dates alone", "x 2011-03-03 2011-03-01", done: true, completed: "2011-03-03",
      created: "2011-03-01", subject: ""),
    HeaderCase(
      "third date is text", "x 2020-01-03 2020-01-02 2020-01-01 task", done: true,
      completed: "2020-01-03", created: "2020-01-02", subject: "2020-01-01 task"),
    HeaderCase(
      "invalid completion date", "x 2023-02-30 2020-01-01 task", done: true,
      subject: "2023-02-30 2020-01-01 task"),
    HeaderCase(
      "invalid creation date", "x 2020-01-01 2023-13-01 task", done: true,
      completed: "2020-01-01", subject: "2023-13-01 task"),
    HeaderCase(
      "completion date glued", "x 2020-01-01task", done: true, subject: "2020-01-01task"),
    HeaderCase(
      "SVG form",
      "x (A) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30",
      done: true, completed: "2016-05-20", priority: "A", created: "2016-04-30",
      subject: "measure space for +chapelShelving @chapel due:2016-05-30"),
    HeaderCase("SVG priority, no dates", "x (B) Call", done: true, priority: "B", subject: "Call"),
    HeaderCase(
      "SVG priority, one date", "x (B) 2016-05-20 Call", done: true, completed: "2016-05-20",
      priority: "B", subject: "Call"),
    HeaderCase(
      "priority after the date is text", "x 2016-05-20 (A) Call", done: true,
      completed: "2016-05-20", subject: "(A) Call"),
    HeaderCase("lowercase priority on done task", "x (a) Call", done: true, subject: "(a) Call"),
    HeaderCase(
      "x x", "x x 2020-01-01 task", done: true, subject: "x 2020-01-01 task"),
  ]

  static let all = completion + priorities + creationDates + completedDates
}

@Suite struct ParsingTests {
  @Test(arguments: HeaderCase.all)
  func headerFields(_ c: HeaderCase) {
    let item = TodoItem(parsing: c.line)
    #expect(utf8(item.text) == utf8(c.line))
    #expect(item.description == c.line)
    #expect(item.isCompleted == c.isCompleted)
    #expect(item.completionDate?.description == c.completionDate)
    #expect(item.priority?.letter == c.priority)
    #expect(item.creationDate?.description == c.creationDate)
    #expect(utf8(item.subject) == utf8(c.subject))
  }

  @Test(arguments: HeaderCase.all)
  func offsetsPointAtTheirFields(_ c: HeaderCase) {
    let item = TodoItem(parsing: c.line)
    let bytes = utf8(c.line)
    if let priority = item.priority {
      #expect(
        bytes[item.priorityOffset..<item.priorityOffset + 4] == [0x28, priority.ascii, 0x29, 0x20])
    } else {
      #expect(item.priorityOffset == -1)
    }
    if let created = item.creationDate {
      let start = item.creationDateOffset
      #expect(Array(bytes[start..<start + 10]) == utf8(created.description))
    } else {
      #expect(item.creationDateOffset == -1)
    }
    #expect(Array(bytes[item.subjectOffset...]) == utf8(c.subject))
  }

  @Test func parsingIsTotalOnOddStrings() {
    let odd = [
      "\0", "x \0", "(\0) x", "\u{FFFD}\u{FFFD}", "\r", "\r\n", "\n", "x \n(A) ", "\u{301}",
      "x \u{301}",
      "(A) \u{301}+", "+\u{301}", "@\u{200D}", "a:\u{301}", "\u{3000}", "👨‍👩‍👧 +👨‍👩‍👧 @🇹🇼 k:🎉",
      String(repeating: "x ", count: 1000), String(repeating: "(A) ", count: 1000),
    ]
    for line in odd {
      let item = TodoItem(parsing: line)
      #expect(utf8(item.text) == utf8(line))
      _ = item.tokens
      _ = item.tags
    }
  }

  @Test func equalityAndHashFollowTheText() {
    let a = TodoItem(parsing: "(A) Call Mom")
    let b = TodoItem(parsing: "(A) Call Mom")
    let c = TodoItem(parsing: "(A)  Call Mom")
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
  }
}
