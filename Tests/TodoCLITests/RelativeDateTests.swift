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
    // A month later is the same day, or the month's last when it is shorter.
    Row(today: "2026-11-30", word: "1m", expected: "2026-12-30"),
    Row(today: "2027-01-31", word: "1m", expected: "2027-02-28"),
    Row(today: "2028-02-29", word: "1y", expected: "2029-02-28"),
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
    Row(today: "2026-11-30", word: "", expected: nil),
    Row(today: "2026-11-30", word: "d", expected: nil),
  ]

  /// The forms Taiwanese users type (zh-Hant review, "Dates as Taiwanese users type them"),
  /// today Monday 2026-11-30 (ROC year 115) unless a row says otherwise.
  static let taiwanRows: [Row] = [
    Row(today: "2026-11-30", word: "2026/12/25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "2026/1/5", expected: "2026-01-05"),
    Row(today: "2026-11-30", word: "2026-1-5", expected: "2026-01-05"),
    Row(today: "2026-11-30", word: "２０２６－１２－２５", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "２０２６／１２／２５", expected: "2026-12-25"),
    // M/D: the next such day, today included.
    Row(today: "2026-11-30", word: "12/25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "1/5", expected: "2027-01-05"),
    Row(today: "2026-11-30", word: "12-25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "11/30", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "11/29", expected: "2027-11-29"),
    Row(today: "2026-12-31", word: "12/31", expected: "2026-12-31"),
    Row(today: "2026-12-31", word: "1/1", expected: "2027-01-01"),
    Row(today: "2026-11-30", word: "１２／２５", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "12月25日", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "12月25號", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "1月5日", expected: "2027-01-05"),
    Row(today: "2026-11-30", word: "2026年12月25日", expected: "2026-12-25"),
    // ROC years: 民國 115 is 2026.
    Row(today: "2026-11-30", word: "115/12/25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "民國115年12月25日", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "115年12月25日", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "民國115/12/25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "民國１１５年１２月２５日", expected: "2026-12-25"),
    // Leap days.
    Row(today: "2026-11-30", word: "2/29", expected: "2028-02-29"),
    Row(today: "2028-02-29", word: "2/29", expected: "2028-02-29"),
    Row(today: "2026-11-30", word: "2028/2/29", expected: "2028-02-29"),
    Row(today: "2026-11-30", word: "117/2/29", expected: "2028-02-29"),
    Row(today: "2026-11-30", word: "2027/2/29", expected: nil),
    Row(today: "2026-11-30", word: "2月29日", expected: "2028-02-29"),
    // Not real, or ambiguous: kept as typed.
    Row(today: "2026-11-30", word: "2/30", expected: nil),
    Row(today: "2026-11-30", word: "13/1", expected: nil),
    Row(today: "2026-11-30", word: "26/12/25", expected: nil),
    Row(today: "2026-11-30", word: "12/25/2026", expected: nil),
    Row(today: "2026-11-30", word: "12月32日", expected: nil),
    Row(today: "2026-11-30", word: "民國12/25", expected: nil),
    // Words.
    Row(today: "2026-11-30", word: "下個禮拜一", expected: "2026-12-07"),
    Row(today: "2026-11-30", word: "下個星期一", expected: "2026-12-07"),
    Row(today: "2026-11-30", word: "下個週五", expected: "2026-12-11"),
    Row(today: "2026-11-30", word: "礼拜五", expected: "2026-12-04"),
    Row(today: "2026-11-30", word: "下礼拜五", expected: "2026-12-11"),
    Row(today: "2026-11-30", word: "三天後", expected: "2026-12-03"),
    Row(today: "2026-11-30", word: "兩天後", expected: "2026-12-02"),
    Row(today: "2026-11-30", word: "十天後", expected: "2026-12-10"),
    Row(today: "2026-11-30", word: "二十一天後", expected: "2026-12-21"),
    Row(today: "2026-11-30", word: "兩週後", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "兩個禮拜後", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "一個月後", expected: "2026-12-30"),
    Row(today: "2026-11-30", word: "兩個月後", expected: "2027-01-30"),
    Row(today: "2026-11-30", word: "三個月後", expected: "2027-02-28"),
    Row(today: "2026-11-30", word: "半年後", expected: "2027-05-30"),
    // The forms of the zh-Hant review, round 3 (today Monday 2026-11-30).
    Row(today: "2026-11-30", word: "這週五", expected: "2026-12-04"),
    Row(today: "2026-11-30", word: "本週五", expected: "2026-12-04"),
    Row(today: "2026-11-30", word: "這禮拜五", expected: "2026-12-04"),
    Row(today: "2026-11-30", word: "這個禮拜五", expected: "2026-12-04"),
    Row(today: "2026-12-06", word: "這週一", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "這週末", expected: "2026-12-05"),
    Row(today: "2026-11-30", word: "下下週一", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "下下禮拜一", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "下下週", expected: "2026-12-14"),
    Row(today: "2026-11-30", word: "下個月5號", expected: "2026-12-05"),
    Row(today: "2026-11-30", word: "下個月5日", expected: "2026-12-05"),
    Row(today: "2026-12-15", word: "下個月5號", expected: "2027-01-05"),
    Row(today: "2026-11-30", word: "5號", expected: "2026-12-05"),
    Row(today: "2026-11-30", word: "五號", expected: "2026-12-05"),
    Row(today: "2026-11-30", word: "5号", expected: "2026-12-05"),
    Row(today: "2026-11-30", word: "5日", expected: "2026-12-05"),
    Row(today: "2026-11-30", word: "30號", expected: "2026-11-30"),
    Row(today: "2027-01-31", word: "30號", expected: "2027-03-30"),
    Row(today: "2026-11-30", word: "本月底", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "這個月底", expected: "2026-11-30"),
    Row(today: "2026-11-30", word: "下個月底", expected: "2026-12-31"),
    Row(today: "2026-12-03", word: "下個月底", expected: "2027-01-31"),
    Row(today: "2026-11-30", word: "12月25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "十二月二十五日", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "二〇二六年十二月二十五日", expected: nil),
    Row(today: "2026-11-30", word: "2026.12.25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "12.25", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "32號", expected: nil),
    Row(today: "2026-11-15", word: "一個月後", expected: "2026-12-15"),
    Row(today: "2026-11-30", word: "半個月後", expected: "2026-12-15"),
    Row(today: "2026-12-20", word: "半個月後", expected: "2027-01-04"),
    Row(today: "2026-11-30", word: "大後天", expected: "2026-12-03"),
    Row(today: "2026-12-30", word: "大後天", expected: "2027-01-02"),
    Row(today: "2026-11-30", word: "前天", expected: "2026-11-28"),
    Row(today: "2026-11-30", word: "月底", expected: "2026-11-30"),
    Row(today: "2026-12-03", word: "月底", expected: "2026-12-31"),
    Row(today: "2028-02-10", word: "月底", expected: "2028-02-29"),
    Row(today: "2027-02-10", word: "月底", expected: "2027-02-28"),
    Row(today: "2026-11-30", word: "下個月", expected: "2026-12-01"),
    Row(today: "2026-12-15", word: "下個月", expected: "2027-01-01"),
    Row(today: "2026-11-30", word: "下週", expected: "2026-12-07"),
    Row(today: "2026-12-06", word: "下週", expected: "2026-12-07"),
    Row(today: "2026-12-31", word: "下週", expected: "2027-01-04"),
    Row(today: "2026-11-30", word: "年底", expected: "2026-12-31"),
    Row(today: "2026-12-31", word: "年底", expected: "2026-12-31"),
    // What an input method adds at the end.
    Row(today: "2026-11-30", word: "明天。", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "明天，", expected: "2026-12-01"),
    Row(today: "2026-11-30", word: "12/25。", expected: "2026-12-25"),
    Row(today: "2026-11-30", word: "三天", expected: nil),
    Row(today: "2026-11-30", word: "百天後", expected: nil),
  ]

  @Test(arguments: taiwanRows)
  func resolvesTaiwanForms(_ row: Row) throws {
    let today = try #require(TodoDate(parsing: row.today))
    #expect(RelativeDate.resolve(row.word, today: today)?.description == row.expected)
  }

  /// `rec:` in words and its todo.txt form.
  @Test(arguments: [
    ("每天", "1d"), ("每日", "1d"), ("每週", "1w"), ("每周", "1w"), ("每星期", "1w"),
    ("每2週", "2w"), ("每兩週", "2w"), ("每３天", "3d"), ("每月", "1m"), ("每個月", "1m"),
    ("每3個月", "3m"), ("每年", "1y"), ("1週", "1w"), ("2天", "2d"), ("每個工作天", "1b"),
    ("+每週", "+1w"), ("每週。", "1w"), ("隔週", "2w"), ("每季", "3m"), ("每半年", "6m"),
    ("+每季", "+3m"),
  ])
  func recurrenceWords(_ pair: (String, String)) throws {
    #expect(RelativeDate.recurrence(pair.0) == pair.1)
  }

  @Test(arguments: ["每週一", "someday", "每", "每0天", "每週每月"])
  func recurrenceNonsense(_ word: String) throws {
    #expect(RelativeDate.recurrence(word) == nil)
  }

  @Test(arguments: rows)
  func resolves(_ row: Row) throws {
    let today = try #require(TodoDate(parsing: row.today))
    #expect(RelativeDate.resolve(row.word, today: today)?.description == row.expected)
  }

  // MARK: A time of day

  /// The time one word names (`nil`: none).
  @Test(arguments: [
    ("早上", "09:00"), ("上午", "09:00"), ("中午", "12:00"), ("下午", "15:00"), ("傍晚", "18:00"),
    ("晚上", "20:00"), ("下午3點", "15:00"), ("下午3點半", "15:30"), ("晚上8點", "20:00"),
    ("上午10點15分", "10:15"), ("中午12點", "12:00"), ("中午1點", "13:00"), ("三點", "03:00"),
    ("下午三點", "15:00"), ("十點半", "10:30"), ("15:30", "15:30"), ("９：０５", "09:05"),
    ("3pm", "15:00"), ("3:30pm", "15:30"), ("9am", "09:00"), ("12am", "00:00"),
    ("12pm", "12:00"), ("noon", "12:00"), ("morning", "09:00"), ("evening", "20:00"),
    ("下午3点", "15:00"),
  ])
  func timesOfDay(_ pair: (String, String)) {
    #expect(RelativeDate.timeOfDay(pair.0)?.description == pair.1)
  }

  @Test(arguments: [
    "晚上12點", "早上12點", "下午13點", "25:00", "3:5", "13pm", "0am", "3", "三", "點", "3d",
    "1m", "mon", "12/25", "明天", "下午3點鐘半",
  ])
  func notTimesOfDay(_ word: String) {
    #expect(RelativeDate.timeOfDay(word) == nil)
  }

  /// A date and a time in one `due:` value (today is Monday 2026-11-30).
  @Test(arguments: [
    ("今晚", "2026-11-30", "20:00"), ("明晚", "2026-12-01", "20:00"),
    ("今早", "2026-11-30", "09:00"), ("明早", "2026-12-01", "09:00"),
    ("明天早上", "2026-12-01", "09:00"), ("明天下午3點", "2026-12-01", "15:00"),
    ("下午3點", "2026-11-30", "15:00"), ("今晚8點半", "2026-11-30", "20:30"),
    ("12/25下午3點", "2026-12-25", "15:00"), ("週五晚上", "2026-12-04", "20:00"),
    ("tonight", "2026-11-30", "20:00"), ("後天中午", "2026-12-02", "12:00"),
  ])
  func datesWithATime(_ row: (String, String, String)) throws {
    let today = try #require(TodoDate(parsing: "2026-11-30"))
    let resolved = RelativeDate.resolveWithTime(row.0, today: today)
    #expect(resolved?.0.description == row.1)
    #expect(resolved?.1.description == row.2)
  }

  @Test(arguments: ["明天", "12/25", "3d", "someday", "明天下午13點", "今晚12點"])
  func datesWithoutATime(_ word: String) throws {
    let today = try #require(TodoDate(parsing: "2026-11-30"))
    #expect(RelativeDate.resolveWithTime(word, today: today) == nil)
  }
}
