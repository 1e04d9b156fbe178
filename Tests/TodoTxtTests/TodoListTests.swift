import Testing

@testable import TodoTxt

/// A whole file and the physical lines it must split into.
struct FileCase: Sendable, CustomTestStringConvertible {
  let id: String
  let bytes: [UInt8]
  let hasByteOrderMark: Bool
  let lines: [[UInt8]]
  let endings: [TodoList.LineEnding]

  init(
    _ id: String, _ bytes: [UInt8], bom: Bool = false, _ lines: [[UInt8]],
    _ endings: [TodoList.LineEnding]
  ) {
    self.id = id
    self.bytes = bytes
    self.hasByteOrderMark = bom
    self.lines = lines
    self.endings = endings
  }

  init(
    _ id: String, _ text: String, bom: Bool = false, _ lines: [String],
    _ endings: [TodoList.LineEnding]
  ) {
    self.init(id, utf8(text), bom: bom, lines.map(utf8), endings)
  }

  var testDescription: String { "\(id): \(escaped(bytes))" }

  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  static let all: [FileCase] = [
    FileCase("empty", "", [], []),
    FileCase("one newline", "\n", [""], [.lf]),
    FileCase("LF", "a\nb\n", ["a", "b"], [.lf, .lf]),
    FileCase("CRLF", "a\r\nb\r\n", ["a", "b"], [.crlf, .crlf]),
    FileCase("mixed endings", "a\r\nb\nc\r\n", ["a", "b", "c"], [.crlf, .lf, .crlf]),
    FileCase("no final newline", "a\nb", ["a", "b"], [.lf, .none]),
    FileCase("single line without newline", "a", ["a"], [.none]),
    FileCase("CRLF without final newline", "a\r\nb", ["a", "b"], [.crlf, .none]),
    FileCase("blank lines", "\n\na\n\n", ["", "", "a", ""], [.lf, .lf, .lf, .lf]),
    FileCase("blank CRLF lines", "\r\n\r\n", ["", ""], [.crlf, .crlf]),
    FileCase("lone CR inside a line", "a\rb\n", ["a\rb"], [.lf]),
    FileCase("lone CR at EOF", "a\nb\r", ["a", "b\r"], [.lf, .none]),
    FileCase("lone CR alone", "\r", ["\r"], [.none]),
    FileCase("CR CR LF", "a\r\r\n", ["a\r"], [.crlf]),
    FileCase("CR then LF line", "a\r\n\r", ["a", "\r"], [.crlf, .none]),
    FileCase(
      "whitespace lines", " \n\t\r\n\u{3000}", [" ", "\t", "\u{3000}"], [.lf, .crlf, .none]),
    FileCase("NUL bytes", "a\0b\n\0\n", ["a\0b", "\0"], [.lf, .lf]),
    FileCase("BOM", bom + utf8("a\nb\n"), bom: true, [utf8("a"), utf8("b")], [.lf, .lf]),
    FileCase("BOM only", bom, bom: true, [], []),
    FileCase("BOM and newline", bom + [0x0A], bom: true, [[]], [.lf]),
    FileCase("BOM and CRLF", bom + utf8("x a\r\n"), bom: true, [utf8("x a")], [.crlf]),
    FileCase(
      "BOM in the middle is text", utf8("a\n") + bom + utf8("b"), [utf8("a"), bom + utf8("b")],
      [.lf, .none]),
    FileCase("two BOMs", bom + bom + [0x61], bom: true, [bom + [0x61]], [.none]),
    FileCase("partial BOM", [0xEF, 0xBB, 0x0A], [[0xEF, 0xBB]], [.lf]),
    FileCase(
      "invalid UTF-8", [0x61, 0xFF, 0x0A, 0xC0, 0xAF, 0x0D, 0x0A, 0xE4, 0xB8],
      [[0x61, 0xFF], [0xC0, 0xAF], [0xE4, 0xB8]], [.lf, .crlf, .none]),
    FileCase("lone continuation byte", [0x80, 0x0A, 0x80], [[0x80], [0x80]], [.lf, .none]),
    FileCase("UTF-16 surrogate as UTF-8", [0xED, 0xA0, 0x80, 0x0A], [[0xED, 0xA0, 0x80]], [.lf]),
  ]
}

@Suite struct TodoListTests {
  @Test(arguments: FileCase.all)
  func splitsAndWritesBackExactly(_ c: FileCase) {
    let list = TodoList(bytes: c.bytes)
    #expect(list.serialized() == c.bytes)
    #expect(list.hasByteOrderMark == c.hasByteOrderMark)
    #expect(list.count == c.lines.count)
    #expect(list.lineNumbers == 1..<(c.lines.count + 1))
    #expect(list.lineNumbers.map { list.bytes(ofLine: $0) } == c.lines)
    #expect(list.lineNumbers.map { list.lineEnding(ofLine: $0) } == c.endings)
    #expect(list.endsWithNewline == (c.endings.last.map { $0 != .none } ?? true))
  }

  @Test(arguments: FileCase.all)
  func itemsReadTheDecodedText(_ c: FileCase) throws {
    let list = TodoList(bytes: c.bytes)
    for n in list.lineNumbers {
      let bytes = list.bytes(ofLine: n)
      let valid = String(validating: bytes, as: UTF8.self)
      #expect(list.isValidUTF8(line: n) == (valid != nil))
      #expect(list.text(ofLine: n) == String(decoding: bytes, as: UTF8.self))
      #expect(try list.item(atLine: n).text == list.text(ofLine: n))
    }
  }

  @Test func invalidUTF8ShowsAsReplacementCharacter() {
    let list = TodoList(bytes: [0x61, 0xFF, 0x62, 0x0A])
    #expect(list.text(ofLine: 1) == "a\u{FFFD}b")
    #expect(!list.isValidUTF8(line: 1))
    #expect(list.serialized() == [0x61, 0xFF, 0x62, 0x0A])
  }

  @Test func editChangesOnlyItsOwnLine() throws {
    let input: [UInt8] = utf8("a\r\n") + [0xFF, 0x0A] + utf8("(A) b  c\n\0d\rx\r\nlast")
    var list = TodoList(bytes: input)
    #expect(list.count == 5)
    var item = try list.item(atLine: 3)
    item.append("+p")
    try list.replace(line: 3, with: item)
    #expect(
      list.serialized() == utf8("a\r\n") + [0xFF, 0x0A] + utf8("(A) b  c +p\n\0d\rx\r\nlast"))
    try list.replace(line: 5, with: TodoItem(parsing: "LAST"))
    #expect(
      list.serialized() == utf8("a\r\n") + [0xFF, 0x0A] + utf8("(A) b  c +p\n\0d\rx\r\nLAST"))
    try list.replace(line: 1, with: TodoItem(parsing: "(B) a"))
    #expect(
      list.serialized() == utf8("(B) a\r\n") + [0xFF, 0x0A] + utf8("(A) b  c +p\n\0d\rx\r\nLAST"))
  }

  @Test func byteOrderMarkIsKeptAndNotPartOfLineOne() throws {
    var list = TodoList(bytes: FileCase.bom + utf8("(A) task\n"))
    let item = try list.item(atLine: 1)
    #expect(item.priority?.letter == "A")
    try list.replace(line: 1, with: TodoItem(parsing: "(B) task"))
    #expect(list.serialized() == FileCase.bom + utf8("(B) task\n"))
  }

  @Test(
    arguments: [
      ("a\nb", "a\nb\nc\n"), ("a\r\nb", "a\r\nb\r\nc\r\n"), ("a", "a\nc\n"), ("", "c\n"),
      ("a\n", "a\nc\n"), ("a\r\n", "a\r\nc\r\n"), ("a\nb\r\nd", "a\nb\r\nd\nc\n"),
      ("\r\n", "\r\nc\r\n"),
    ] as [(String, String)])
  func appendTerminatesTheLastLineFirst(input: String, expected: String) throws {
    var list = TodoList(text: input)
    let number = try list.append(TodoItem(parsing: "c"))
    #expect(number == list.count)
    #expect(list.serialized() == utf8(expected))
    #expect(list.endsWithNewline)
  }

  @Test func appendToAnEmptyFileWithByteOrderMark() throws {
    var list = TodoList(bytes: FileCase.bom)
    try list.append(TodoItem(parsing: "c"))
    #expect(list.serialized() == FileCase.bom + utf8("c\n"))
  }

  @Test func preferredLineEnding() {
    #expect(TodoList(text: "").preferredLineEnding == .lf)
    #expect(TodoList(text: "a").preferredLineEnding == .lf)
    #expect(TodoList(text: "a\r\nb\n").preferredLineEnding == .crlf)
    #expect(TodoList(text: "a\nb\r\n").preferredLineEnding == .lf)
  }

  @Test func blankKeepsNumbering() throws {
    var list = TodoList(text: "a\nb\r\nc")
    try list.blank(line: 2)
    #expect(list.serialized() == utf8("a\n\r\nc"))
    #expect(list.count == 3)
    #expect(list.isBlank(line: 2))
    #expect(try list.item(atLine: 3).text == "c")
    try list.blank(line: 3)
    #expect(list.serialized() == utf8("a\n\r\n"))
    #expect(list.count == 3)
  }

  @Test func removeBlankLines() {
    var list = TodoList(bytes: FileCase.bom + utf8("a\n\n  \n\t\r\nb\n\u{3000}\n\r\nc\u{A0}\nx"))
    #expect(list.lineNumbers.filter { list.isBlank(line: $0) } == [2, 3, 4, 6, 7])
    list.removeBlankLines()
    #expect(list.serialized() == FileCase.bom + utf8("a\nb\nc\u{A0}\nx"))
    #expect(list.count == 4)
  }

  @Test func blankLineDetectionIsByteExact() {
    let list = TodoList(bytes: [0xC2, 0x0A, 0x20, 0xE3, 0x80, 0x0A, 0x00, 0x0A, 0x0D, 0x0A])
    #expect(list.lineNumbers.map { list.isBlank(line: $0) } == [false, false, false, true])
  }

  @Test func removeLinesWhere() {
    var list = TodoList(text: "1\n2\n3\n4")
    list.removeLines { $0 % 2 == 0 }
    #expect(list.serialized() == utf8("1\n3\n"))
    list.removeLines { _ in true }
    #expect(list.serialized() == [])
    #expect(list.count == 0)
  }

  @Test func lineNumbersAreOneBased() throws {
    let list = TodoList(text: "first\nsecond\n")
    #expect(try list.item(atLine: 1).text == "first")
    #expect(try list.item(atLine: 2).text == "second")
    #expect(Array(list.lineNumbers) == [1, 2])
  }

  @Test(arguments: [0, -1, 3, Int.max, Int.min])
  func lineOutOfRange(number: Int) {
    var list = TodoList(text: "a\nb\n")
    #expect(throws: TodoTxtError.lineOutOfRange(number)) { try list.item(atLine: number) }
    #expect(throws: TodoTxtError.lineOutOfRange(number)) {
      try list.replace(line: number, with: TodoItem(parsing: "x"))
    }
    #expect(throws: TodoTxtError.lineOutOfRange(number)) { try list.blank(line: number) }
    #expect(list.serialized() == utf8("a\nb\n"))
  }

  @Test(arguments: ["a\nb", "\n", "a\r", "a\r\n", "\r"])
  func containsLineBreak(text: String) {
    var list = TodoList(text: "a\n")
    #expect(throws: TodoTxtError.containsLineBreak) {
      try list.replace(line: 1, with: TodoItem(parsing: text))
    }
    #expect(throws: TodoTxtError.containsLineBreak) { try list.append(TodoItem(parsing: text)) }
    #expect(list.serialized() == utf8("a\n"))
  }

  @Test func trailingCarriageReturnIsAllowedWhereItReadsBack() throws {
    // The last line of `a\nb\r` is `b\r` (a lone CR at the end of the file): editing it must
    // not fail, and the file must read back the same.
    var list = TodoList(text: "a\nb\r")
    var item = try list.item(atLine: 2)
    try item.setPriority(Priority("A"))
    try list.replace(line: 2, with: item)
    #expect(list.serialized() == utf8("a\n(A) b\r"))
    #expect(TodoList(bytes: list.serialized()).text(ofLine: 2) == "(A) b\r")

    var crlf = TodoList(text: "a\r\r\nb\r\n")
    #expect(crlf.text(ofLine: 1) == "a\r")
    try crlf.replace(line: 1, with: TodoItem(parsing: "(A) a\r"))
    try crlf.append(TodoItem(parsing: "c\r"))
    #expect(crlf.serialized() == utf8("(A) a\r\r\nb\r\nc\r\r\n"))
    let reread = TodoList(bytes: crlf.serialized())
    #expect(reread.lineNumbers.map { reread.text(ofLine: $0) } == ["(A) a\r", "b", "c\r"])
  }

  @Test func loneCarriageReturnInsideALineIsAllowed() throws {
    var list = TodoList(text: "a\n")
    try list.replace(line: 1, with: TodoItem(parsing: "a\rb"))
    try list.append(TodoItem(parsing: "\rc"))
    #expect(list.serialized() == utf8("a\rb\n\rc\n"))
    let reread = TodoList(bytes: list.serialized())
    #expect(reread.count == 2)
    #expect(reread.text(ofLine: 1) == "a\rb")
  }

  @Test func withBytesSeesOriginalAndEditedLines() throws {
    var list = TodoList(text: "one\ntwo\n")
    try list.replace(line: 2, with: TodoItem(parsing: "TWO"))
    #expect(list.withBytes(ofLine: 1) { Array($0) } == utf8("one"))
    #expect(list.withBytes(ofLine: 2) { Array($0) } == utf8("TWO"))
  }
}
