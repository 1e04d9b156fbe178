import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// Date filters (`--due RANGE`…), `--or` groups and saved views' options (issue 34, items
/// 1-3): the ranges words name, the dates a line holds, and the flat listing against the
/// general one with both.
@Suite struct DateFilterTests {
  /// Monday 2026-11-30, the goldens' today.
  static let today = TodoDate(year: 2026, month: 11, day: 30)!

  static func day(_ text: String) -> Int32 {
    Int32(TodoDate(parsing: text)!.daysSinceEpoch)
  }

  static func days(_ first: String?, _ last: String?, openOnly: Bool = false) -> DateRange {
    .days(first: first.map(day), last: last.map(day), openOnly: openOnly)
  }

  @Test(
    arguments: [
      ("today", days("2026-11-30", "2026-11-30")),
      ("2026-12-25", days("2026-12-25", "2026-12-25")),
      ("12/25", days("2026-12-25", "2026-12-25")),
      ("明天", days("2026-12-01", "2026-12-01")),
      ("fri", days("2026-12-04", "2026-12-04")),
      ("..2026-12-07", days(nil, "2026-12-07")),
      ("2026-12-01..", days("2026-12-01", nil)),
      ("tomorrow..fri", days("2026-12-01", "2026-12-04")),
      ("下週一..", days("2026-12-07", nil)),
      ("..下週一", days(nil, "2026-12-07")),
      ("2026-11-30..2026-11-30", days("2026-11-30", "2026-11-30")),
      ("overdue", days(nil, "2026-11-29", openOnly: true)),
      ("逾期", days(nil, "2026-11-29", openOnly: true)),
      ("Overdue", days(nil, "2026-11-29", openOnly: true)),
      ("week", days("2026-11-30", "2026-12-06")),
      ("本週", days("2026-11-30", "2026-12-06")),
      ("month", days("2026-11-01", "2026-11-30")),
      ("本月", days("2026-11-01", "2026-11-30")),
      ("none", DateRange.none),
      ("無", DateRange.none),
      ("any", days(nil, nil)),
    ] as [(String, DateRange)])
  func rangesAreTheDaysTheWordsName(text: String, expected: DateRange) {
    #expect(DateRange(text, today: Self.today, weekStart: .monday) == expected)
  }

  @Test(arguments: [
    "", "..", "someday", "2026-02-30", "2026-12-31..2026-01-01", "fri..tomorrow", "a..b", "..x",
    "week..", "none..",
  ])
  func wordsThatNameNoRangeAreRefused(text: String) {
    #expect(DateRange(text, today: Self.today, weekStart: .monday) == nil)
  }

  @Test func aWeekStartsOnMondayOrOnSunday() {
    // Monday 2026-11-30 and Sunday 2026-12-06.
    let sunday = TodoDate(year: 2026, month: 12, day: 6)!
    #expect(
      WeekStart.monday.week(of: Self.today) == Int(
        Self.day("2026-11-30"))...Int(Self.day("2026-12-06")))
    #expect(
      WeekStart.monday.week(of: sunday) == Int(Self.day("2026-11-30"))...Int(Self.day("2026-12-06"))
    )
    #expect(
      WeekStart.sunday.week(of: Self.today) == Int(
        Self.day("2026-11-29"))...Int(Self.day("2026-12-05")))
    #expect(
      WeekStart.sunday.week(of: sunday) == Int(Self.day("2026-12-06"))...Int(Self.day("2026-12-12"))
    )
    #expect(
      DateRange("week", today: Self.today, weekStart: .sunday)
        == Self.days("2026-11-29", "2026-12-05"))
    for word in ["sun", "Sunday", "SUN", "日", "週日"] { #expect(WeekStart(setting: word) == .sunday) }
    for word in [nil, "", "mon", "monday", "sat", "1"] as [String?] {
      #expect(WeekStart(setting: word) == .monday)
    }
  }

  @Test(
    arguments: [
      ("call mom due:2026-12-01", DateField.due, "2026-12-01"),
      ("call mom due:2026-12-01 due:2026-12-09", .due, "2026-12-01"),
      ("call mom due:2026-02-30", .due, nil),
      ("call mom due:tomorrow", .due, nil),
      ("call mom overdue:2026-12-01", .due, nil),
      ("x 2026-11-29 2026-11-02 taxes due:2026-11-27", .due, "2026-11-27"),
      ("plan t:2026-12-05 due:2026-12-06", .threshold, "2026-12-05"),
      ("plan at:2026-12-05", .threshold, nil),
      ("(A) 2026-11-01 call mom", .created, "2026-11-01"),
      ("2026-11-01 call mom", .created, "2026-11-01"),
      ("x 2026-11-29 2026-11-02 taxes", .created, "2026-11-02"),
      ("x 2026-11-29 taxes", .created, nil),
      ("x 2026-11-29 taxes", .completed, "2026-11-29"),
      ("x (A) 2026-11-29 taxes", .completed, "2026-11-29"),
      ("2026-11-29 open task", .completed, nil),
      ("X 2026-11-29 not done", .completed, nil),
      ("call 2026-11-01 mom", .created, nil),
    ] as [(String, DateField, String?)])
  func aLineHoldsTheDateTodoItemReads(line: String, field: DateField, expected: String?) {
    var text = line
    let found = text.withUTF8 { field.day(in: $0) }
    #expect(found == expected.map(Self.day))
    // The same day TodoItem reads.
    let item = TodoItem(parsing: line)
    let parsed: TodoDate? =
      switch field {
      case .due: item.dueDate
      case .threshold: item.thresholdDate
      case .created: item.creationDate
      case .completed: item.completionDate
      }
    #expect(found == parsed.map { Int32($0.daysSinceEpoch) })
  }

  @Test func overdueIsForOpenTasksAndNoneForNoDate() {
    let overdue = DateRange("overdue", today: Self.today, weekStart: .monday)!
    #expect(overdue.contains(Self.day("2026-11-29"), isDone: false))
    #expect(!overdue.contains(Self.day("2026-11-29"), isDone: true))
    #expect(!overdue.contains(Self.day("2026-11-30"), isDone: false))
    #expect(!overdue.contains(nil, isDone: false))
    #expect(DateRange.none.contains(nil, isDone: false))
    #expect(!DateRange.none.contains(Self.day("2026-11-29"), isDone: false))
    let any = DateRange("any", today: Self.today, weekStart: .monday)!
    #expect(any.contains(Self.day("0001-01-01"), isDone: true))
    #expect(!any.contains(nil, isDone: true))
  }

  // MARK: - --or

  @Test func orGroupsAreJoinedWithAnd() {
    let view = FilterTerms(groups: [["@phone"], ["@email", "-bob"]])
    #expect(
      view.and(FilterTerms(["-mom"])).groups == [["@phone", "-mom"], ["@email", "-bob", "-mom"]])
    #expect(
      view.and(FilterTerms(groups: [["a"], ["b"]])).groups == [
        ["@phone", "a"], ["@phone", "b"], ["@email", "-bob", "a"], ["@email", "-bob", "b"],
      ])
    #expect(FilterTerms().and(view) == view)
    #expect(view.and(FilterTerms()) == view)
    // An empty group (`ls a --or`) is left out: it would match every line.
    #expect(FilterTerms(groups: [["a"], []]).groups == [["a"]])
    #expect(FilterTerms(groups: [[], []]).isEmpty)
  }

  @Test(
    arguments: [
      ("1 call mom @phone", true), ("2 email bob @email", false), ("3 email ann @email", true),
      ("4 mom @email", true), ("5 fax bob", false),
    ])
  func aLinePassesWhenOneGroupPassesWhole(line: String, expected: Bool) throws {
    // (phone and not bob) or (email and not bob)... as typed: @phone --or @email -bob
    let filter = try TermFilter(FilterTerms(groups: [["@phone"], ["@email", "-bob"]]))
    var text = line
    #expect(text.withUTF8 { filter.matches($0) } == expected)
    #expect(
      filter.pipeline == ["{ grep -i '@phone'; } || { grep -i '@email' | grep -v -i 'bob'; }"])
  }

  @Test func orStandsBetweenWordsUntilTheSeparator() throws {
    func parse(_ words: [String]) throws -> ActionArguments {
      try ActionArguments(parsing: words, declared: ActionRegistry.listFlags, unknown: .refused)
    }
    func groups(_ words: [String]) throws -> [[String]] {
      try ListOptions(parse(words), today: Self.today, weekStart: .monday).terms.groups
    }
    #expect(try groups(["a", "-b", "--or", "c"]) == [["a", "-b"], ["c"]])
    #expect(try groups(["--or", "a", "--or", "--or", "b", "--or"]) == [["a"], ["b"]])
    #expect(try groups(["a", "--", "--or", "b"]) == [["a", "[-]-or", "b"]])
    #expect(try groups(["a", "--due", "today", "--or", "b"]) == [["a"], ["b"]])
    #expect(throws: ActionArguments.Problem.unexpectedValue(.or)) { try parse(["--or=x"]) }
    // The first word taken (listpri's priorities, due's days) moves the groups with it.
    let dropped = try parse(["A", "b", "--or", "c"]).droppingWords(1)
    #expect(
      try ListOptions(dropped, today: Self.today, weekStart: .monday).terms.groups == [
        ["b"], ["c"],
      ]
    )
    let first = try parse(["A", "--or", "c"]).droppingWords(1)
    #expect(try ListOptions(first, today: Self.today, weekStart: .monday).terms.groups == [["c"]])
  }

  @Test func dateOptionsAreReadInOrderAndBadOnesNamed() throws {
    let arguments = try ActionArguments(
      parsing: ["--due", "..fri", "x", "--created=2026-11-01..", "--completed", "none"],
      declared: ActionRegistry.listFlags, unknown: .refused)
    let options = try ListOptions(arguments, today: Self.today, weekStart: .monday)
    #expect(
      options.dates == [
        DateFilter(field: .due, range: Self.days(nil, "2026-12-04")),
        DateFilter(field: .created, range: Self.days("2026-11-01", nil)),
        DateFilter(field: .completed, range: .none),
      ])
    let bad = try ActionArguments(
      parsing: ["--threshold", "soon"], declared: ActionRegistry.listFlags, unknown: .refused)
    #expect(throws: ListOptions.Problem.badDateRange(option: .threshold, word: "soon")) {
      try ListOptions(bad, today: Self.today, weekStart: .monday)
    }
  }

  @Test func aViewAndTheWordsAfterItAreJoined() throws {
    func options(_ words: [String]) throws -> ListOptions {
      try ListOptions(
        ActionArguments(parsing: words, declared: ActionRegistry.listFlags, unknown: .refused),
        today: Self.today, weekStart: .monday)
    }
    let view = try options(["@phone", "--or", "@email", "--due", "week", "--sort", "due"])
    let joined = view.and(try options(["-mom", "--created", "any", "--json"]))
    #expect(joined.terms.groups == [["@phone", "-mom"], ["@email", "-mom"]])
    #expect(joined.dates.map(\.field) == [.due, .created])
    #expect(joined.sortKeys?.map(\.field) == [.due])
    #expect(joined.json && !joined.showsAll)
    #expect(view.and(try options(["--sort", "line"])).sortKeys?.map(\.field) == [.line])
  }

  // MARK: - Flat and general paths

  @Test(arguments: [31, 32, 33] as [UInt64])
  func flatListingFiltersAsTheRendererDoes(seed: UInt64) throws {
    var rng = SeededRandom(state: seed)
    let heads = [
      "", "(A) ", "2026-11-01 ", "x 2026-11-29 2026-11-02 ", "x 2026-11-30 ", "(B) 2026-12-01 ",
    ]
    let tails = [
      "", " due:2026-11-28", " due:2026-12-01", " due:2026-12-07", " due:2026-02-30",
      " t:2026-12-05",
      " due:2027-01-05 t:2026-11-01", " @phone", " @email", " +home due:2026-11-30",
    ]
    let words = ["call mom", "email bob", "buy milk", "plan trip", "renew passport"]
    let ranges = [
      "overdue", "today", "week", "month", "none", "any", "..2026-12-01", "2026-12-01..",
      "tomorrow..fri",
    ]
    let fields = DateField.allCases
    let groupSets: [[[String]]] = [
      [], [["@phone"]], [["@phone"], ["@email"]], [["mom", "-phone"], ["milk"]],
    ]
    for iteration in 0..<40 {
      var lines: [String] = []
      for _ in 0..<(1 + rng.below(60)) {
        lines.append(rng.pick(heads) + rng.pick(words) + rng.pick(tails) + rng.pick(tails))
      }
      let file = Array((lines.joined(separator: "\n") + "\n").utf8)
      var dates: [DateFilter] = []
      for _ in 0..<rng.below(3) {
        dates.append(
          DateFilter(
            field: rng.pick(fields),
            range: DateRange(rng.pick(ranges), today: Self.today, weekStart: .monday)!))
      }
      let terms = FilterTerms(groups: rng.pick(groupSets))
      // The general path: entries, the hidden filter, the terms, the date filters.
      let list = TodoList(bytes: file)
      let entries = ListEntry.entries(of: list, readFrom: file)
      let visible = entries.filter { !$0.isHiddenUntilLater(today: Self.today) }
      var renderer = ListRenderer(
        context: ListContext(today: Self.today), width: digitCount(list.count))
      renderer.postFilter = Listing.joined(nil, dates)
      let expected = try renderer.render(visible, terms: terms)
      // The flat path.
      let needles = terms.groups.map { $0.compactMap(FlatListing.textLiteral) }
      var written: [UInt8] = []
      file.withUnsafeBufferPointer { all in
        let flat = FlatListing(bytes: all, today: Self.today, terms: needles, dates: dates)
        _ = flat.write(bytes: all, width: digitCount(flat.lineCount)) { written += $0 }
      }
      #expect(
        written == expected.bytes,
        "seed \(seed) iteration \(iteration) terms \(terms.groups) dates \(dates)")
      if written != expected.bytes { return }
    }
  }
}
