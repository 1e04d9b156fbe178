import Testing

@testable import TodoTxt

/// The parsing and file-model side of real-world bug reports against todo.txt tools (CRLF
/// files, blank lines, e-mail addresses, completing prioritised or dateless tasks, ...), with
/// their exact inputs and expected bytes. The CLI runs the same cases end to end (cases.t).
@Suite struct RealWorldCaseTests {
  static let today = day("2026-11-30")

  /// The open items of a list, as `(line number, item)`, skipping blank lines.
  func tasks(_ list: TodoList) throws -> [(Int, TodoItem)] {
    try list.lineNumbers.filter { !list.isBlank(line: $0) }.map { ($0, try list.item(atLine: $0)) }
  }

  @Test func case05CRLFHasNoPhantomTags() throws {
    let input = utf8(
      "move @work notes to the wiki +reorg\r\ntell the board about +reorg progress @work\r\n")
    var list = TodoList(bytes: input)
    #expect(list.serialized() == input)
    let items = try tasks(list).map(\.1)
    #expect(Set(items.flatMap(\.contexts).map(String.init)) == ["work"])
    #expect(Set(items.flatMap(\.projects).map(String.init)) == ["reorg"])
    #expect(items.allSatisfy { !$0.text.utf8.contains(0x0D) })

    try list.append(TodoItem(parsing: "third task +reorg"))
    var first = try list.item(atLine: 1)
    try first.complete(on: Self.today)
    try list.replace(line: 1, with: first)
    #expect(
      list.serialized()
        == utf8(
          "x 2026-11-30 move @work notes to the wiki +reorg\r\n"
            + "tell the board about +reorg progress @work\r\nthird task +reorg\r\n"))
  }

  @Test func case05LoneTrailingCRIsNotPartOfTheTag() {
    // A file with LF endings whose lines end in a stray CR (or a CRLF file read line by line
    // elsewhere): the tag still ends before the CR.
    let list = TodoList(bytes: utf8("a @work\r\r\nb +reorg\r"))
    #expect(list.text(ofLine: 1) == "a @work\r")
    #expect(TodoItem(parsing: list.text(ofLine: 1)).contexts == ["work"])
    #expect(TodoItem(parsing: list.text(ofLine: 2)).projects == ["reorg"])
  }

  @Test func case08BlankLinesAreNotTasks() throws {
    let input = utf8("Renew car insurance\n\nBuy printer paper\n\n")
    var list = TodoList(bytes: input)
    #expect(list.count == 4)
    #expect(try tasks(list).map(\.0) == [1, 3])
    #expect(try tasks(list).map(\.1.text) == ["Renew car insurance", "Buy printer paper"])

    var third = try list.item(atLine: 3)
    try third.complete(on: Self.today)
    try list.replace(line: 3, with: third)
    #expect(
      list.serialized() == utf8("Renew car insurance\n\nx 2026-11-30 Buy printer paper\n\n"))

    #expect(try list.append(TodoItem(parsing: "new task")) == 5)
    #expect(try tasks(list).map(\.0) == [1, 3, 5])
  }

  @Test func case09SigilsInsideWordsAreText() {
    let list = TodoList(
      text: """
        Send the report to someone@example.com
        Ask support@example.org about +billing
        Compare item+notaproject prices @store
        Learn how to add 2+2

        """)
    let items = list.lineNumbers.map { TodoItem(parsing: list.text(ofLine: $0)) }
    #expect(items.flatMap(\.contexts) == ["store"])
    #expect(items.flatMap(\.projects) == ["billing"])
    #expect(items.map { $0.contexts.contains("store") } == [false, false, true, false])
  }

  @Test func case12DoDropsThePriority() throws {
    let input = "(A) 2021-09-19 Water the garden due:2021-09-26 @home\n(B) Reply to the landlord\n"
    var plain = TodoList(text: input)
    var tagged = TodoList(text: input)
    for n in 1...2 {
      var item = try plain.item(atLine: n)
      try item.complete(on: Self.today)
      try plain.replace(line: n, with: item)
      var kept = try tagged.item(atLine: n)
      try kept.complete(on: Self.today, keepingPriorityAsTag: true)
      try tagged.replace(line: n, with: kept)
    }
    #expect(
      plain.serialized()
        == utf8(
          "x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home\n"
            + "x 2026-11-30 Reply to the landlord\n"))
    #expect(
      tagged.serialized()
        == utf8(
          "x 2026-11-30 2021-09-19 Water the garden due:2021-09-26 @home pri:A\n"
            + "x 2026-11-30 Reply to the landlord pri:B\n"))
  }

  @Test func case14DatelessDoneTaskIsDone() throws {
    var list = TodoList(text: "x Sent the birthday card\nBuy bread\n")
    var first = try list.item(atLine: 1)
    #expect(first.isCompleted)
    #expect(throws: TodoTxtError.alreadyCompleted) { try first.complete(on: Self.today) }
    #expect(first.text == "x Sent the birthday card")
    var second = try list.item(atLine: 2)
    try second.complete(on: Self.today)
    try list.replace(line: 2, with: second)
    #expect(list.serialized() == utf8("x Sent the birthday card\nx 2026-11-30 Buy bread\n"))
    // archive: both are done, in file order.
    #expect(try list.lineNumbers.filter { try list.item(atLine: $0).isCompleted } == [1, 2])
  }

  @Test func case17MetacharactersAreLiteral() throws {
    var list = TodoList(text: "Research\nPlan trip\n")
    var one = try list.item(atLine: 1)
    one.append("& development")
    try list.replace(line: 1, with: one)
    var two = try list.item(atLine: 2)
    two.replace(with: #"Plan trip a|b \1 c/d & e $HOME"#)
    try list.replace(line: 2, with: two)
    one = try list.item(atLine: 1)
    one.prepend("[draft]")
    try list.replace(line: 1, with: one)
    try list.append(TodoItem(parsing: #"Use regex ^a.*b$ in the \n filter"#))
    #expect(
      list.serialized()
        == utf8(
          "[draft] Research & development\n" + #"Plan trip a|b \1 c/d & e $HOME"# + "\n"
            + #"Use regex ^a.*b$ in the \n filter"# + "\n"))
  }

  @Test func case22InvalidDueDatesAreKeptAndIgnored() throws {
    let input = """
      Buy a gift due:tomorrow
      Pay rent due:2023-02-30
      File taxes due:2023-13-01
      Call home due:
      Book dentist due:2023-04-05
      Renew visa due:2023-4-5

      """
    var list = TodoList(text: input)
    let items = try tasks(list).map(\.1)
    #expect(items.map { $0.dueDate?.description } == [nil, nil, nil, nil, "2023-04-05", nil])
    #expect(list.serialized() == utf8(input))
    try list.append(TodoItem(parsing: "Test due:2023-02-29"))
    #expect(list.serialized() == utf8(input + "Test due:2023-02-29\n"))
    #expect(try list.item(atLine: 7).dueDate == nil)
  }

  @Test func case26NonLatinTagsAreWholeTokens() throws {
    let input = """
      2024-01-01 купить хлеб +Дача
      позвонить в банк @Телефон
      2025-11-27 report the highlighting problem +проектАльфа
      νέα εργασία +εύρηκα
      Visit the theatre +Москва
      买水果 +首都
      Catch white nights in June +Санкт-Петербург @travel
      Pack bags +trip

      """
    let list = TodoList(text: input)
    let items = try tasks(list).map(\.1)
    let projects = Set(items.flatMap(\.projects).map { "+" + $0 })
    // Byte order, as `listproj` prints them.
    #expect(
      projects.sorted { utf8($0).lexicographicallyPrecedes(utf8($1)) } == [
        "+trip", "+εύρηκα", "+Дача", "+Москва", "+Санкт-Петербург", "+проектАльфа", "+首都",
      ])
    #expect(Set(items.flatMap(\.contexts).map { "@" + $0 }) == ["@travel", "@Телефон"])
    #expect(items[5].projects == ["首都"])
    #expect(items[6].projects == ["Санкт-Петербург"])
    #expect(list.serialized() == utf8(input))
  }

  /// Case 41: a Latin-1 file (invalid UTF-8); `do 1`, `pri 2 A`, `depri 5`, `do 3` add or
  /// remove only ASCII before the text, `append 2 bald` adds after it.
  @Test func case41LegacyEightBitLinesAreEditedByteForByte() throws {
    func latin1(_ text: String) -> [UInt8] {
      text.unicodeScalars.map { UInt8($0.value) }
    }
    let input = latin1(
      "Caf\u{E9} mit M\u{FC}ller @B\u{FC}ro\n(B) Stra\u{DF}e fegen +Haus\nNormal task\n"
        + "x 2024-01-02 Alte Rechnung f\u{FC}r Januar\n(A) 2024-01-05 R\u{E9}sum\u{E9} schicken\n")
    var list = TodoList(bytes: input)
    #expect(try list.editableItem(atLine: 1).contexts.count == 1)
    #expect(try list.editableItem(atLine: 2).projects == ["Haus"])
    let edits: [(Int, (inout TodoItem) throws -> Void)] = [
      (1, { try $0.complete(on: Self.today) }),
      (2, { try $0.setPriority(.init("A")) }),
      (5, { try $0.setPriority(nil) }),
      (3, { try $0.complete(on: Self.today) }),
      (2, { $0.append("bald") }),
    ]
    for (number, edit) in edits {
      var item = try list.editableItem(atLine: number)
      try edit(&item)
      try list.replace(line: number, withEditable: item)
    }
    #expect(
      list.serialized()
        == latin1(
          "x 2026-11-30 Caf\u{E9} mit M\u{FC}ller @B\u{FC}ro\n(A) Stra\u{DF}e fegen +Haus bald\n"
            + "x 2026-11-30 Normal task\nx 2024-01-02 Alte Rechnung f\u{FC}r Januar\n"
            + "2024-01-05 R\u{E9}sum\u{E9} schicken\n"))
  }
}
