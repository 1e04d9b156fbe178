import Testing

@testable import TodoTxt

/// One edit of a ``TodoItem``.
enum Edit: Sendable, CustomStringConvertible {
  case complete(String, keepPriority: Bool)
  case markNotDone
  case setPriority(String?)
  case append(String, separator: String)
  case prepend(String)
  case replace(String)
  case setTag(String, String)
  case removeTag(String)

  static func append(_ text: String) -> Edit { .append(text, separator: " ") }

  func apply(to item: inout TodoItem) throws {
    switch self {
    case .complete(let date, let keep): try item.complete(on: day(date), keepingPriorityAsTag: keep)
    case .markNotDone: try item.markNotDone()
    case .setPriority(let letter): try item.setPriority(letter.flatMap { Priority($0) })
    case .append(let text, let separator): item.append(text, separator: separator)
    case .prepend(let text): item.prepend(text)
    case .replace(let text): item.replace(with: text)
    case .setTag(let key, let value): item.setTag(key, to: value)
    case .removeTag(let key): item.removeTag(key)
    }
  }

  var description: String {
    switch self {
    case .complete(let date, let keep): return "complete(\(date)\(keep ? ", keep" : ""))"
    case .markNotDone: return "markNotDone"
    case .setPriority(let p): return "setPriority(\(p ?? "nil"))"
    case .append(let t, let s): return "append(\(escaped(utf8(t))), sep: \(escaped(utf8(s))))"
    case .prepend(let t): return "prepend(\(escaped(utf8(t))))"
    case .replace(let t): return "replace(\(escaped(utf8(t))))"
    case .setTag(let k, let v): return "setTag(\(k), \(v))"
    case .removeTag(let k): return "removeTag(\(k))"
    }
  }
}

/// A line, an edit, and the exact line after it: everything outside the edited part must be
/// byte-identical (spacing, token order, case, unknown tags).
struct EditCase: Sendable, CustomTestStringConvertible {
  let id: String
  let line: String
  let edit: Edit
  let expected: String

  init(_ id: String, _ line: String, _ edit: Edit, _ expected: String) {
    self.id = id
    self.line = line
    self.edit = edit
    self.expected = expected
  }

  var testDescription: String { "\(id): \(edit) on \(escaped(utf8(line)))" }

  static let today = "2026-11-30"

  static let complete: [EditCase] = [
    EditCase(
      "case 12: priority dropped, creation date kept",
      "(A) 2021-09-19 Water the garden due:2021-09-26 @home", .complete(today, keepPriority: false),
      "x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home"),
    EditCase(
      "case 12: priority, no date", "(B) Reply to the landlord",
      .complete(today, keepPriority: false),
      "x 2026-11-30 Reply to the landlord"),
    EditCase(
      "case 12: keep priority as tag", "(A) 2021-09-19 Water the garden due:2021-09-26 @home",
      .complete(today, keepPriority: true),
      "x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home pri:A"),
    EditCase(
      "keep priority without a priority", "Buy bread", .complete(today, keepPriority: true),
      "x 2026-11-30 Buy bread"),
    EditCase(
      "case 14: plain task", "Buy bread", .complete(today, keepPriority: false),
      "x 2026-11-30 Buy bread"),
    EditCase(
      "creation date only", "2026-01-01 task", .complete(today, keepPriority: false),
      "x 2026-11-30 2026-01-01 task"),
    EditCase(
      "spacing, case and unknown tags kept", "(C)  two  spaces\tand TAB  DUE:x Foo:Bar ",
      .complete(today, keepPriority: false), "x 2026-11-30  two  spaces\tand TAB  DUE:x Foo:Bar "),
    EditCase(
      "xylophone is open", "xylophone lesson", .complete(today, keepPriority: false),
      "x 2026-11-30 xylophone lesson"),
    EditCase(
      "capital X is open", "X 2012-01-01 upper", .complete(today, keepPriority: false),
      "x 2026-11-30 X 2012-01-01 upper"),
    EditCase(
      "x after priority", "(A) x Find ticket prices", .complete(today, keepPriority: true),
      "x 2026-11-30 x Find ticket prices pri:A"),
  ]

  static let markNotDone: [EditCase] = [
    EditCase(
      "pri tag restored", "x 2026-11-30 2026-11-01 call mom pri:A", .markNotDone,
      "(A) 2026-11-01 call mom"),
    EditCase(
      "SVG priority restored",
      "x (A) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30",
      .markNotDone, "(A) 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30"),
    EditCase("completion date removed", "x 2026-11-30 call  mom\t", .markNotDone, "call  mom\t"),
    EditCase("no date", "x Sent the birthday card", .markNotDone, "Sent the birthday card"),
    EditCase("pri tag first", "x 2026-11-30 pri:B call  +p", .markNotDone, "(B) call  +p"),
    EditCase(
      "pri tag in the middle", "x 2026-11-30 2026-11-01 a pri:C b", .markNotDone,
      "(C) 2026-11-01 a b"),
    EditCase(
      "SVG priority wins over pri tag", "x (A) 2026-11-30 foo pri:B", .markNotDone, "(A) foo"),
    EditCase("lowercase pri tag stays", "x 2026-11-30 foo pri:b", .markNotDone, "foo pri:b"),
  ]

  static let priority: [EditCase] = [
    EditCase("set", "Call Mom", .setPriority("A"), "(A) Call Mom"),
    EditCase("change", "(A) Call Mom", .setPriority("B"), "(B) Call Mom"),
    EditCase("remove", "(A) Call Mom", .setPriority(nil), "Call Mom"),
    EditCase(
      "change keeps spacing", "(A)  2026-01-01  spaced", .setPriority("C"),
      "(C)  2026-01-01  spaced"),
    EditCase(
      "set before creation date", "2026-01-01 task", .setPriority("A"), "(A) 2026-01-01 task"),
    EditCase("set before text priority", "(b) lower", .setPriority("A"), "(A) (b) lower"),
    EditCase("remove SVG priority", "x (A) 2016-05-20 foo", .setPriority(nil), "x 2016-05-20 foo"),
    EditCase(
      "change SVG priority", "x (A) 2016-05-20 foo", .setPriority("B"), "x (B) 2016-05-20 foo"),
    EditCase("remove none on done task", "x 2016-05-20 foo", .setPriority(nil), "x 2016-05-20 foo"),
    EditCase("remove none", "Call Mom", .setPriority(nil), "Call Mom"),
  ]

  /// Case 17: the arguments are stored byte for byte.
  static let metacharacters = #"& \ / $ ^ .* | \1 \n $HOME [x] (y) {z} ? + % ' ""#

  static let text: [EditCase] = [
    EditCase("case 17: append", "Research", .append("& development"), "Research & development"),
    EditCase("append metacharacters", "Plan", .append(metacharacters), "Plan " + metacharacters),
    EditCase("append to empty", "", .append("foo"), "foo"),
    EditCase("append keeps trailing whitespace", "a  b\t", .append("c"), "a  b\t c"),
    EditCase("append without separator", "foo", .append(",", separator: ""), "foo,"),
    EditCase(
      "case 17: prepend", "Research & development", .prepend("[draft]"),
      "[draft] Research & development"),
    EditCase("prepend metacharacters", "a", .prepend(metacharacters), metacharacters + " a"),
    EditCase(
      "prepend after priority and date", "(A) 2026-01-01 task", .prepend("new"),
      "(A) 2026-01-01 new task"),
    EditCase("prepend after priority", "(A) task", .prepend("new"), "(A) new task"),
    EditCase(
      "prepend on done task", "x 2026-11-30 2026-01-01 done", .prepend("p"),
      "x 2026-11-30 2026-01-01 p done"),
    EditCase("prepend on dateless done task", "x Sent", .prepend("re:"), "x re: Sent"),
    EditCase("prepend to empty", "", .prepend("foo"), "foo"),
    EditCase("prepend to bare priority", "(A) ", .prepend("foo"), "(A) foo"),
    EditCase(
      "prepend to bare priority and date", "(A) 2026-01-01", .prepend("foo"), "(A) 2026-01-01 foo"),
    EditCase("prepend to bare completion", "x 2026-11-30", .prepend("foo"), "x 2026-11-30 foo"),
    EditCase("prepend keeps spacing", "(A)  a\tb", .prepend("n"), "(A) n  a\tb"),
    EditCase(
      "case 17: replace", "Plan trip", .replace(#"Plan trip a|b \1 c/d & e $HOME"#),
      #"Plan trip a|b \1 c/d & e $HOME"#),
    EditCase("replace metacharacters", "(A) x", .replace(metacharacters), "(A) " + metacharacters),
    EditCase(
      "replace keeps priority and date", "(A) 2026-01-01 old", .replace("new"), "(A) 2026-01-01 new"
    ),
    EditCase(
      "replace brings priority", "(A) 2026-01-01 old", .replace("(B) new"), "(B) 2026-01-01 new"),
    EditCase(
      "replace brings date", "(A) 2026-01-01 old", .replace("2026-02-02 new"), "(A) 2026-02-02 new"),
    EditCase(
      "replace brings both", "(A) 2026-01-01 old", .replace("(C) 2026-03-03 new"),
      "(C) 2026-03-03 new"),
    EditCase("replace adds nothing", "old", .replace("new  two \t"), "new  two \t"),
    EditCase("replace keeps spacing", "(A) old", .replace("new  two \t"), "(A) new  two \t"),
    EditCase("replace done task whole", "x 2026-11-30 done", .replace("new"), "new"),
    EditCase(
      "replace with done text keeps the header (todo.sh master)", "(A) old",
      .replace("x 2026-11-30 finished"), "(A) x 2026-11-30 finished"),
    EditCase("replace with text priority", "old", .replace("(b) new"), "(b) new"),
    EditCase("replace with nothing keeps priority", "(Z) old", .replace(""), "(Z) "),
    EditCase(
      "replace with nothing keeps date", "(Z) 2026-01-01 old", .replace(""), "(Z) 2026-01-01"),
    EditCase("replace with date alone", "(Z) old", .replace("2026-02-02"), "(Z) 2026-02-02"),
  ]

  static let tags: [EditCase] = [
    EditCase(
      "set tag in place", "Pay rent due:2023-02-30 @home", .setTag("due", "2023-03-01"),
      "Pay rent due:2023-03-01 @home"),
    EditCase("set first tag only", "a due:1 b due:2", .setTag("due", "X"), "a due:X b due:2"),
    EditCase(
      "set tag keeps spacing", "a\tdue:1  b", .setTag("due", "2026-01-01"), "a\tdue:2026-01-01  b"),
    EditCase(
      "set tag appends", "Pay rent", .setTag("due", "2026-01-01"), "Pay rent due:2026-01-01"),
    EditCase(
      "set tag appends after whitespace", "Pay  rent\t", .setTag("t", "1"), "Pay  rent\t t:1"),
    EditCase("set tag is case-sensitive", "DUE:1 x", .setTag("due", "2"), "DUE:1 x due:2"),
    EditCase(
      "URL is not a tag", "http://x.org/due:1", .setTag("http", "2"), "http://x.org/due:1 http:2"),
    EditCase("set tag on empty", "", .setTag("h", "1"), "h:1"),
    EditCase("set non-Latin tag", "a 期限:1 b", .setTag("期限", "二"), "a 期限:二 b"),
    EditCase("remove tag in the middle", "a pri:A b", .removeTag("pri"), "a b"),
    EditCase("remove tag first", "pri:A a", .removeTag("pri"), "a"),
    EditCase("remove tag last", "a pri:A", .removeTag("pri"), "a"),
    EditCase("remove every such tag", "a pri:A b pri:B c", .removeTag("pri"), "a b c"),
    EditCase("remove tag after priority", "(A) pri:A a", .removeTag("pri"), "(A) a"),
    EditCase("remove tag takes one space", "a  pri:A  b", .removeTag("pri"), "a   b"),
    EditCase("remove tag before tab", "a pri:A\tb", .removeTag("pri"), "a\tb"),
    EditCase("remove absent tag", "nope pri: PRI:A", .removeTag("pri"), "nope pri: PRI:A"),
    EditCase("project is not a tag", "+pri:A @x", .removeTag("pri"), "+pri:A @x"),
  ]

  static let all = complete + markNotDone + priority + text + tags
}

@Suite struct EditingTests {
  @Test(arguments: EditCase.all)
  func edit(_ c: EditCase) throws {
    var item = TodoItem(parsing: c.line)
    try c.edit.apply(to: &item)
    #expect(utf8(item.text) == utf8(c.expected))
    #expect(ItemFields(item) == ItemFields(TodoItem(parsing: item.text)))
  }

  @Test(
    arguments: [
      (
        "x Sent the birthday card", Edit.complete("2026-11-30", keepPriority: false),
        TodoTxtError.alreadyCompleted
      ),
      ("x 2026-01-01 foo", .complete("2026-11-30", keepPriority: true), .alreadyCompleted),
      ("x (A) foo", .complete("2026-11-30", keepPriority: false), .alreadyCompleted),
      ("Buy bread", .markNotDone, .notCompleted),
      ("(A) x foo", .markNotDone, .notCompleted),
      ("x 2026-11-30 foo", .setPriority("A"), .alreadyCompleted),
      ("x foo", .setPriority("B"), .alreadyCompleted),
    ] as [(String, Edit, TodoTxtError)])
  func refusedEditLeavesTheItem(line: String, edit: Edit, error: TodoTxtError) {
    var item = TodoItem(parsing: line)
    #expect(throws: error) { try edit.apply(to: &item) }
    #expect(utf8(item.text) == utf8(line))
  }

  @Test func completedTaskIsNeverMarkedTwice() throws {
    // Case 14: `x Sent the birthday card` is done, so `do` must refuse instead of writing
    // `x TODAY x Sent the birthday card`.
    let item = TodoItem(parsing: "x Sent the birthday card")
    #expect(item.isCompleted)
    #expect(item.completionDate == nil)
  }

  @Test(arguments: [
    "(A) 2026-11-01 call mom", "(B) task +p @c due:2026-01-01", "plain", "2026-01-01 dated",
    "(Z) a  b\tc ", "(A) x Find ticket prices", "xylophone",
  ])
  func completeThenMarkNotDoneRestores(line: String) throws {
    var item = TodoItem(parsing: line)
    try item.complete(on: day("2026-11-30"), keepingPriorityAsTag: true)
    #expect(item.isCompleted)
    try item.markNotDone()
    #expect(utf8(item.text) == utf8(line))
  }

  @Test func errorsDescribeThemselves() {
    #expect(TodoTxtError.alreadyCompleted.description == "the task is already completed")
    #expect(TodoTxtError.notCompleted.description == "the task is not completed")
    #expect(TodoTxtError.lineOutOfRange(7).description == "no line 7")
    #expect(TodoTxtError.containsLineBreak.description == "the text contains a line break")
  }
}
