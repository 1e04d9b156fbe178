import Testing

@testable import TodoTxt

/// The next task of a recurring one (README, "Recurrence"), completed on Monday 2026-11-30.
@Suite struct RecurrenceSuccessorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var line: String
    var expected: String?
    var testDescription: String { line }
  }

  static let rows: [Row] = [
    // From the completion date, moving due: (the old due date does not matter).
    Row(
      line: "water plants due:2026-11-20 rec:1w",
      expected: "2026-11-30 water plants due:2026-12-07 rec:1w"),
    // Strict: from the old due date, even if that is still in the past; month ends stay.
    Row(
      line: "(A) pay rent due:2026-01-31 rec:+1m",
      expected: "(A) 2026-11-30 pay rent due:2026-02-28 rec:+1m"),
    Row(
      line: "report due:2026-02-28 rec:+1m", expected: "2026-11-30 report due:2026-03-31 rec:+1m"),
    // The t: → due: gap is kept.
    Row(
      line: "gym t:2026-11-28 due:2026-11-30 rec:1w",
      expected: "2026-11-30 gym t:2026-12-05 due:2026-12-07 rec:1w"),
    // Only t: → t: moves.
    Row(line: "review t:2026-11-01 rec:+2w", expected: "2026-11-30 review t:2026-11-15 rec:+2w"),
    // Neither → a due: is added.
    Row(line: "stretch rec:3d", expected: "2026-11-30 stretch rec:3d due:2026-12-03"),
    // Business days, years.
    Row(line: "bills due:2026-12-05 rec:2b", expected: "2026-11-30 bills due:2026-12-02 rec:2b"),
    Row(
      line: "birthday due:2028-02-29 rec:+1y",
      expected: "2026-11-30 birthday due:2029-02-28 rec:+1y"),
    // An existing creation date is replaced; everything else stays, in place.
    Row(
      line: "(B) 2026-01-01 call +mom @phone rec:1m due:2026-11-30 x:y",
      expected: "(B) 2026-11-30 call +mom @phone rec:1m due:2026-12-31 x:y"),
    // No valid rule, or already completed: nothing.
    Row(line: "call rec:sometimes", expected: nil),
    Row(line: "call rec:0d", expected: nil),
    Row(line: "x 2026-11-29 call rec:1d", expected: nil),
  ]

  @Test(arguments: rows)
  func successor(_ row: Row) {
    let today = TodoDate(year: 2026, month: 11, day: 30)!
    #expect(
      TodoItem(parsing: row.line).recurrenceSuccessor(completedOn: today)?.text == row.expected)
  }
}
