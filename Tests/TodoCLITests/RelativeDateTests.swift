import Testing
import TodoTxt

@testable import TodoCLI

/// Dates as people type them in English and Chinese, against a pinned "today"; they are
/// stored as absolute dates.
@Suite struct RelativeDateTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var today: String
    var word: String
    var expected: String?
    var testDescription: String { "\(word) on \(today) → \(expected ?? "nil")" }
  }

  static let rows: [Row] = [
    // Monday 2026-11-30.
    Row(today: "2026-11-30", word: "today", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "tod", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "今天", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "今日", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "tomorrow", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "Tomorrow", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "明天", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "明日", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "後天", expected: "2026-12-02"),
    Row(today: "2026-11-30", word: "yesterday", expected: "2026-11-29"),
    // Weekdays are never today: the next one.
    Row(today: "2026-11-30", word: "mon", expected: "2026-12-07"),
    Row(today: "2026-11-30", word: "monday", expected: "2026-12-07"),
    Row(today: "2026-11-30", word: "tue", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "sun", expected: "2026-12-06"),
    Row(today: "2026-11-30", word: "週一", expected: "2026-12-07"),
    Row(today: "2026-11-30", word: "星期三", expected: "2026-12-02"),
    Row(today: "2026-11-30", word: "禮拜天", expected: "2026-12-06"),
    Row(today: "2026-11-30", word: "星期日", expected: "2026-12-06"),
    // 下週X: that day of next week (weeks start on Monday).
    Row(today: "2026-11-30", word: "下週一", expected: "2026-12-07"),
    Row(today: "2026-11-30", word: "下週日", expected: "2026-12-13"),
    Row(today: "2026-12-03", word: "下週一", expected: "2026-12-07"),
    Row(today: "2026-12-06", word: "下星期五", expected: "2026-12-11"),
    // Offsets.
    Row(today: "2026-11-30", word: "3d", expected: "2026-12-03"),
    Row(today: "2026-11-30", word: "+3d", expected: "2026-12-03"),
    Row(today: "2026-11-30", word: "0d", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "2w", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "1y", expected: "2027-11-30"),
    Row(today: "2026-11-30", word: "3天後", expected: "2026-12-03"),
    Row(today: "2026-11-30", word: "3 天後", expected: "2026-12-03"),
    Row(today: "2026-11-30", word: "３天後", expected: "2026-12-03"),
    Row(today: "2026-11-30", word: "2週後", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "2個星期後", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "1年後", expected: "2027-11-30"),
    // Months keep month ends and clamp (Recurrence.next).
    Row(today: "2026-11-30", word: "1m", expected: "2026-12-31"),
    Row(today: "2026-11-15", word: "1個月後", expected: "2026-12-15"),
    Row(today: "2026-01-31", word: "1m", expected: "2026-02-28"),
    Row(today: "2028-01-31", word: "1m", expected: "2028-02-29"),
    Row(today: "2028-02-29", word: "1y", expected: "2029-02-28"),
    // Year boundary.
    Row(today: "2026-12-31", word: "tomorrow", expected: "2027-01-01"),
    Row(today: "2026-12-31", word: "3天後", expected: "2027-01-03"),
    Row(today: "2026-12-31", word: "下週一", expected: "2027-01-04"),
    // Business days skip the weekend.
    Row(today: "2026-12-04", word: "1b", expected: "2026-12-07"),
    Row(today: "2026-12-04", word: "5b", expected: "2026-12-11"),
    // A strict date is itself; anything else is nothing.
    Row(today: "2026-11-30", word: "2027-02-28", expected: "2027-02-28"),
    Row(today: "2026-11-30", word: "2027-02-29", expected: nil),
    Row(today: "2026-11-30", word: "someday", expected: nil),
    Row(today: "2026-11-30", word: "3x", expected: nil),
    Row(today: "2026-11-30", word: "週八", expected: nil),
    Row(today: "2026-11-30", word: "下週", expected: nil),
    Row(today: "2026-11-30", word: "", expected: nil),
    Row(today: "2026-11-30", word: "d", expected: nil),
  ]

  @Test(arguments: rows)
  func resolves(_ row: Row) throws {
    let today = try #require(TodoDate(parsing: row.today))
    #expect(RelativeDate.resolve(row.word, today: today)?.description == row.expected)
  }
}
