import TodoLocalization
import TodoTxt

/// Dates as people type them, in English and Chinese, turned into calendar days.
///
/// English: `today`/`tod`, `tomorrow`/`tom`, `yesterday`, weekday names (`mon`, `monday`, …:
/// the next one, never today), `3d`/`+3d`, `2w`, `1m`, `1y`, `5b` (business days). Chinese:
/// 今天/今日, 明天/明日, 後天, 昨天, 週一…週日 / 星期一…星期日(天) / 禮拜一…禮拜日(天) (the next
/// one, never today), 下週一… (that day of next week), 3天後 / 3 天後, 2週後 / 2星期後 / 2個星期後,
/// 1個月後 / 1月後, 1年後. Full-width digits count as digits. A strict `YYYY-MM-DD` date is
/// itself.
enum RelativeDate {
  /// The day `word` names, counted from `today`, or `nil` when it names none.
  static func resolve(_ word: String, today: TodoDate) -> TodoDate? {
    if let date = TodoDate(parsing: word) { return date }
    var text = ""
    for scalar in word.unicodeScalars {
      switch scalar.value {
      case 0xFF10...0xFF19: text.unicodeScalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
      case 0x20, 0x3000: continue
      default: text.unicodeScalars.append(scalar)
      }
    }
    let lower = text.lowercased()
    switch lower {
    case "today", "tod", "今天", "今日": return today
    case "tomorrow", "tom", "明天", "明日": return today.adding(days: 1)
    case "yesterday", "昨天", "昨日": return today.adding(days: -1)
    case "後天": return today.adding(days: 2)
    default: break
    }
    if let weekday = englishWeekday(lower) ?? chineseWeekday(lower) {
      return next(weekday, after: today)
    }
    for prefix in ["下週", "下星期", "下禮拜", "下周"] where lower.hasPrefix(prefix) {
      guard let weekday = chineseWeekdayName(String(lower.dropFirst(prefix.count))) else {
        return nil
      }
      // That day of next week (weeks start on Monday).
      let monday = today.adding(days: 7 - (today.weekday.rawValue - 1))
      return monday?.adding(days: weekday.rawValue - 1)
    }
    if let (count, unit) = englishOffset(lower) ?? chineseOffset(lower) {
      return count == 0 ? today : Recurrence(count: count, unit: unit).next(after: today)
    }
    return nil
  }

  /// The first `weekday` after `today` (never today itself).
  static func next(_ weekday: Weekday, after today: TodoDate) -> TodoDate? {
    var days = weekday.rawValue - today.weekday.rawValue
    if days <= 0 { days += 7 }
    return today.adding(days: days)
  }

  private static let englishWeekdays: [(Weekday, [String])] = [
    (.monday, ["mon", "monday"]), (.tuesday, ["tue", "tues", "tuesday"]),
    (.wednesday, ["wed", "wednesday"]), (.thursday, ["thu", "thur", "thurs", "thursday"]),
    (.friday, ["fri", "friday"]), (.saturday, ["sat", "saturday"]),
    (.sunday, ["sun", "sunday"]),
  ]

  private static func englishWeekday(_ word: String) -> Weekday? {
    englishWeekdays.first { $0.1.contains(word) }?.0
  }

  private static func chineseWeekday(_ word: String) -> Weekday? {
    for prefix in ["週", "星期", "禮拜", "周"] where word.hasPrefix(prefix) {
      return chineseWeekdayName(String(word.dropFirst(prefix.count)))
    }
    return nil
  }

  /// 一…六, 日/天 after 週/星期/禮拜.
  private static func chineseWeekdayName(_ rest: String) -> Weekday? {
    let names: [String: Weekday] = [
      "一": .monday, "二": .tuesday, "三": .wednesday, "四": .thursday, "五": .friday,
      "六": .saturday, "日": .sunday, "天": .sunday, "末": .saturday,
    ]
    if let weekday = names[rest] { return weekday }
    // 週一 also as 週1.
    if let n = Int(rest), (1...7).contains(n) { return Weekday(rawValue: n) }
    return nil
  }

  /// `3d`, `+3d`, `2w`, `1m`, `1y`, `5b`.
  private static func englishOffset(_ word: String) -> (Int, Recurrence.Unit)? {
    var body = Substring(word)
    if body.hasPrefix("+") { body = body.dropFirst() }
    guard let last = body.last, let unit = unit(last), body.count >= 2,
      body.first.map({ $0.isASCII && $0.isNumber }) == true
    else { return nil }
    guard let n = Int(body.dropLast()), n >= 0, n <= 9999 else { return nil }
    return (n, unit)
  }

  private static func unit(_ c: Character) -> Recurrence.Unit? {
    switch c {
    case "d": return .day
    case "b": return .businessDay
    case "w": return .week
    case "m": return .month
    case "y": return .year
    default: return nil
    }
  }

  /// `3天後`, `2週後`, `2星期後`, `2個星期後`, `1個月後`, `1月後`, `1年後`.
  private static func chineseOffset(_ word: String) -> (Int, Recurrence.Unit)? {
    guard word.hasSuffix("後") || word.hasSuffix("后") else { return nil }
    var body = Substring(word.dropLast())
    let units: [(String, Recurrence.Unit)] = [
      ("個星期", .week), ("個禮拜", .week), ("個月", .month), ("星期", .week), ("禮拜", .week),
      ("天", .day), ("日", .day), ("週", .week), ("周", .week), ("月", .month), ("年", .year),
    ]
    for (suffix, unit) in units where body.hasSuffix(suffix) {
      body = body.dropLast(suffix.count)
      guard let n = Int(body), n >= 0, n <= 9999 else { return nil }
      return (n, unit)
    }
    return nil
  }
}

extension CommandContext {
  /// `text` with every `due:`/`t:` value that names a day in words (`due:tomorrow`,
  /// `t:下週一`) written as `YYYY-MM-DD`, the only form other tools read. A value that is
  /// neither a date nor a word we know is kept as typed, with a warning on standard error.
  func resolvingDates(in text: String) -> String {
    let item = TodoItem(parsing: text)
    var replacements: [(Range<String.Index>, String)] = []
    for (key, value) in item.tags where key == "due" || key == "t" {
      if TodoDate(parsing: value) != nil { continue }
      if let date = RelativeDate.resolve(String(value), today: clock.today) {
        replacements.append((value.startIndex..<value.endIndex, date.description))
      } else {
        output.error(l(.unknownDate, String(key) + ":" + String(value)))
      }
    }
    var result = item.text
    for (range, replacement) in replacements.reversed() {
      result.replaceSubrange(range, with: replacement)
    }
    return result
  }
}
