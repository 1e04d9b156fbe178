import Testing

@testable import TodoTxt

/// A start date, an amount of some unit, and the expected date (or `nil` when out of range).
struct DateStepCase: Sendable, CustomTestStringConvertible {
  enum Unit: String, Sendable { case days, weeks, months, years }

  let from: String
  let amount: Int
  let unit: Unit
  let expected: String?

  init(_ from: String, _ amount: Int, _ unit: Unit, _ expected: String?) {
    self.from = from
    self.amount = amount
    self.unit = unit
    self.expected = expected
  }

  var testDescription: String { "\(from) \(amount >= 0 ? "+" : "")\(amount) \(unit.rawValue)" }

  static let all: [DateStepCase] = [
    DateStepCase("2026-11-30", 1, .days, "2026-12-01"),
    DateStepCase("2026-12-31", 1, .days, "2027-01-01"),
    DateStepCase("2024-02-28", 1, .days, "2024-02-29"),
    DateStepCase("2023-02-28", 1, .days, "2023-03-01"),
    DateStepCase("2026-03-01", -1, .days, "2026-02-28"),
    DateStepCase("2026-11-30", 0, .days, "2026-11-30"),
    DateStepCase("2026-11-30", 365, .days, "2027-11-30"),
    DateStepCase("9999-12-31", 1, .days, nil),
    DateStepCase("0001-01-01", -1, .days, nil),
    DateStepCase("2026-11-30", 1, .weeks, "2026-12-07"),
    DateStepCase("2026-12-28", 2, .weeks, "2027-01-11"),
    DateStepCase("2026-01-04", -1, .weeks, "2025-12-28"),
    DateStepCase("2026-01-31", 1, .months, "2026-02-28"),
    DateStepCase("2028-01-31", 1, .months, "2028-02-29"),
    DateStepCase("2026-01-15", 1, .months, "2026-02-15"),
    DateStepCase("2026-03-31", 1, .months, "2026-04-30"),
    DateStepCase("2026-12-15", 1, .months, "2027-01-15"),
    DateStepCase("2026-01-31", 13, .months, "2027-02-28"),
    DateStepCase("2026-03-31", -1, .months, "2026-02-28"),
    DateStepCase("2026-01-15", -1, .months, "2025-12-15"),
    DateStepCase("2026-05-31", -24, .months, "2024-05-31"),
    DateStepCase("2026-02-28", 1, .months, "2026-03-28"),
    DateStepCase("9999-12-01", 1, .months, nil),
    DateStepCase("0001-01-31", -1, .months, nil),
    DateStepCase("2024-02-29", 1, .years, "2025-02-28"),
    DateStepCase("2024-02-29", 4, .years, "2028-02-29"),
    DateStepCase("2024-02-29", -4, .years, "2020-02-29"),
    DateStepCase("2096-02-29", 4, .years, "2100-02-28"),
    DateStepCase("2026-11-30", -2025, .years, "0001-11-30"),
    DateStepCase("2026-11-30", -2026, .years, nil),
    DateStepCase("9999-01-01", 1, .years, nil),
  ]
}

@Suite struct TodoDateTests {
  @Test(
    arguments: [
      ("2026-11-30", 2026, 11, 30), ("0001-01-01", 1, 1, 1), ("9999-12-31", 9999, 12, 31),
      ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29), ("2026-04-30", 2026, 4, 30),
    ] as [(String, Int, Int, Int)])
  func parsesValidDates(text: String, year: Int, month: Int, day: Int) throws {
    let date = try #require(TodoDate(parsing: text))
    #expect(date.year == year && date.month == month && date.day == day)
    #expect(date.description == text)
    #expect(TodoDate(parsing: Substring(text)) == date)
  }

  @Test(arguments: [
    "2023-02-30", "2023-13-01", "2023-4-5", "2023-04-5", "20230405", "2023-02-29", "1900-02-29",
    "0000-01-01", "2023-00-01", "2023-01-00", "2023-04-31", "2023-04-05 ", " 2023-04-05",
    "2023-04-05x", "2023/04/05", "2023-04-0a", "", "２０２３-04-05", "+2023-04-05", "-023-04-05",
    "2023-04-055", "12023-04-05", "2023-04-05\n",
  ])
  func rejectsInvalidDates(text: String) {
    #expect(TodoDate(parsing: text) == nil)
  }

  @Test func partsMustNameARealDay() {
    #expect(TodoDate(year: 2023, month: 2, day: 29) == nil)
    #expect(TodoDate(year: 2024, month: 2, day: 29) != nil)
    #expect(TodoDate(year: 0, month: 1, day: 1) == nil)
    #expect(TodoDate(year: 10_000, month: 1, day: 1) == nil)
    #expect(TodoDate(year: 2026, month: 0, day: 1) == nil)
    #expect(TodoDate(year: 2026, month: 13, day: 1) == nil)
    #expect(TodoDate(year: 2026, month: 6, day: 31) == nil)
    #expect(TodoDate(year: 2026, month: 6, day: 0) == nil)
    #expect(TodoDate(year: 1, month: 2, day: 3)?.description == "0001-02-03")
  }

  @Test(
    arguments: [
      (1900, false), (2000, true), (2024, true), (2023, false), (2100, false), (2400, true),
      (4, true), (1, false), (1600, true), (1700, false),
    ] as [(Int, Bool)])
  func leapYears(year: Int, leap: Bool) {
    #expect(TodoDate.isLeapYear(year) == leap)
    #expect(TodoDate.daysInMonth(year: year, month: 2) == (leap ? 29 : 28))
  }

  @Test func daysInMonth() {
    let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for month in 1...12 {
      #expect(TodoDate.daysInMonth(year: 2023, month: month) == lengths[month - 1])
    }
  }

  @Test(
    arguments: [
      ("1970-01-01", 0), ("1970-01-02", 1), ("1969-12-31", -1), ("2000-01-01", 10_957),
      ("2026-11-30", 20_787), ("0001-01-01", -719_162), ("9999-12-31", 2_932_896),
    ] as [(String, Int)])
  func daysSinceEpoch(text: String, days: Int) {
    #expect(day(text).daysSinceEpoch == days)
    #expect(TodoDate(daysSinceEpoch: days) == day(text))
  }

  /// Walks every day from 0001-01-01 to 9999-12-31 and checks that the day numbers count up by
  /// one and convert back.
  @Test func daysSinceEpochRoundTripsOverTheWholeRange() {
    var year = 1
    var month = 1
    var dayOfMonth = 1
    var failures = 0
    for n in -719_162...2_932_896 {
      let date = TodoDate(daysSinceEpoch: n)
      if date?.year != year || date?.month != month || date?.day != dayOfMonth
        || date?.daysSinceEpoch != n
      {
        failures += 1
        if failures < 5 { Issue.record("day \(n): got \(String(describing: date))") }
      }
      dayOfMonth += 1
      if dayOfMonth > TodoDate.daysInMonth(year: year, month: month) {
        dayOfMonth = 1
        month += 1
        if month > 12 {
          month = 1
          year += 1
        }
      }
    }
    #expect(failures == 0)
    #expect(TodoDate(daysSinceEpoch: -719_163) == nil)
    #expect(TodoDate(daysSinceEpoch: 2_932_897) == nil)
    #expect(TodoDate(daysSinceEpoch: Int(Int32.min)) == nil)
  }

  @Test(
    arguments: [
      ("2026-11-30", Weekday.monday), ("1970-01-01", .thursday), ("1969-12-31", .wednesday),
      ("2000-01-01", .saturday), ("0001-01-01", .monday), ("9999-12-31", .friday),
      ("2026-12-06", .sunday), ("2024-02-29", .thursday),
    ] as [(String, Weekday)])
  func weekday(text: String, weekday: Weekday) {
    #expect(day(text).weekday == weekday)
  }

  @Test func weekendDays() {
    #expect(Weekday.allCases.filter(\.isWeekend) == [.saturday, .sunday])
  }

  @Test(arguments: DateStepCase.all)
  func adding(_ c: DateStepCase) {
    let from = day(c.from)
    let result: TodoDate?
    switch c.unit {
    case .days: result = from.adding(days: c.amount)
    case .weeks: result = from.adding(weeks: c.amount)
    case .months: result = from.adding(months: c.amount)
    case .years: result = from.adding(years: c.amount)
    }
    #expect(result?.description == c.expected)
  }

  @Test func daysUntilAndOrder() {
    #expect(day("2026-11-30").days(until: day("2026-12-25")) == 25)
    #expect(day("2026-12-25").days(until: day("2026-11-30")) == -25)
    #expect(day("2026-11-30") < day("2026-12-01"))
    #expect(day("2025-12-31") < day("2026-01-01"))
    #expect(!(day("2026-01-01") < day("2026-01-01")))
    let sorted = ["2026-03-01", "2025-12-31", "2026-02-28", "0001-01-01"].map(day).sorted()
    #expect(sorted.map(\.description) == ["0001-01-01", "2025-12-31", "2026-02-28", "2026-03-01"])
  }

  @Test func lastDayOfMonth() {
    #expect(day("2024-02-29").isLastDayOfMonth)
    #expect(day("2023-02-28").isLastDayOfMonth)
    #expect(!day("2024-02-28").isLastDayOfMonth)
    #expect(day("2026-04-30").isLastDayOfMonth)
    #expect(!day("2026-05-30").isLastDayOfMonth)
  }
}

@Suite struct PriorityTests {
  @Test func lettersAndOrder() {
    #expect(Priority("A")?.ascii == 0x41)
    #expect(Priority("Z")?.letter == "Z")
    #expect(Priority("a") == nil)
    #expect(Priority("AB") == nil)
    #expect(Priority("") == nil)
    #expect(Priority("Ａ") == nil)
    #expect(Priority(ascii: 0x40) == nil)
    #expect(Priority(ascii: 0x5B) == nil)
    let a = Priority("A")!
    let b = Priority("B")!
    #expect(a < b)
    #expect([b, a].sorted() == [a, b])
    #expect(a.description == "A")
  }
}

/// A `rec:` rule, a start day and the next day.
struct RecurrenceCase: Sendable, CustomTestStringConvertible {
  let rule: String
  let from: String
  let expected: String?

  init(_ rule: String, _ from: String, _ expected: String?) {
    self.rule = rule
    self.from = from
    self.expected = expected
  }

  var testDescription: String { "\(from) + rec:\(rule)" }

  static let all: [RecurrenceCase] = [
    RecurrenceCase("1d", "2026-11-30", "2026-12-01"),
    RecurrenceCase("10d", "2026-12-25", "2027-01-04"),
    RecurrenceCase("1w", "2026-11-30", "2026-12-07"),
    RecurrenceCase("+2w", "2026-12-21", "2027-01-04"),
    RecurrenceCase("1m", "2026-01-15", "2026-02-15"),
    RecurrenceCase("1m", "2026-01-30", "2026-02-28"),
    RecurrenceCase("1m", "2026-01-31", "2026-02-28"),
    RecurrenceCase("1m", "2026-02-28", "2026-03-31"),
    RecurrenceCase("1m", "2024-02-29", "2024-03-31"),
    RecurrenceCase("1m", "2024-02-28", "2024-03-28"),
    RecurrenceCase("1m", "2026-04-30", "2026-05-31"),
    RecurrenceCase("+1m", "2026-01-31", "2026-02-28"),
    RecurrenceCase("3m", "2026-11-30", "2027-02-28"),
    RecurrenceCase("12m", "2026-11-15", "2027-11-15"),
    RecurrenceCase("1y", "2024-02-29", "2025-02-28"),
    RecurrenceCase("1y", "2023-02-28", "2024-02-29"),
    RecurrenceCase("1y", "2026-11-30", "2027-11-30"),
    RecurrenceCase("2y", "2026-06-15", "2028-06-15"),
    RecurrenceCase("1b", "2026-12-04", "2026-12-07"),  // Friday -> Monday
    RecurrenceCase("1b", "2026-12-05", "2026-12-07"),  // Saturday -> Monday
    RecurrenceCase("1b", "2026-12-06", "2026-12-07"),  // Sunday -> Monday
    RecurrenceCase("1b", "2026-11-30", "2026-12-01"),  // Monday -> Tuesday
    RecurrenceCase("5b", "2026-11-30", "2026-12-07"),  // Monday -> next Monday
    RecurrenceCase("3b", "2026-12-03", "2026-12-08"),  // Thursday -> Tuesday
    RecurrenceCase("+10b", "2026-12-04", "2026-12-18"),
    RecurrenceCase("1d", "9999-12-31", nil),
    RecurrenceCase("1b", "9999-12-31", nil),
    RecurrenceCase("1m", "9999-12-31", nil),
    RecurrenceCase("1y", "9999-06-30", nil),
  ]
}

@Suite struct RecurrenceTests {
  @Test(arguments: RecurrenceCase.all)
  func next(_ c: RecurrenceCase) throws {
    let rule = try #require(Recurrence(parsing: c.rule))
    #expect(rule.next(after: day(c.from))?.description == c.expected)
  }

  @Test(
    arguments: [
      ("1d", false, 1, Recurrence.Unit.day), ("+1m", true, 1, .month),
      ("3b", false, 3, .businessDay),
      ("+52w", true, 52, .week), ("9999y", false, 9999, .year), ("007d", false, 7, .day),
    ] as [(String, Bool, Int, Recurrence.Unit)])
  func parses(text: String, strict: Bool, count: Int, unit: Recurrence.Unit) throws {
    let rule = try #require(Recurrence(parsing: text))
    #expect(rule.isStrict == strict)
    #expect(rule.count == count)
    #expect(rule.unit == unit)
  }

  @Test(arguments: [
    "", "+", "d", "+d", "0d", "+0w", "10000d", "1W", "1x", "-1d", "1.5d", "+ 1d", "1dd", "++1d",
    "١d", "1 d", "d1", "1", "mo,we",
  ])
  func rejects(text: String) {
    #expect(Recurrence(parsing: text) == nil)
  }

  @Test func descriptionAndClamping() {
    #expect(Recurrence(parsing: "+2w")?.description == "+2w")
    #expect(Recurrence(parsing: "007d")?.description == "7d")
    #expect(Recurrence(count: 0, unit: .day).count == 1)
    #expect(Recurrence(count: -3, unit: .week, isStrict: true).description == "+1w")
  }
}
