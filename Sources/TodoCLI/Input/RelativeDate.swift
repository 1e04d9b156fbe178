import TodoLocalization
import TodoTxt

/// Dates as people type them, in English and Chinese, turned into calendar days.
///
/// English: `today`/`tod`, `tomorrow`/`tom`, `yesterday`, weekday names (`mon`, `monday`, …:
/// the next one, never today), `3d`/`+3d`, `2w`, `1m`, `1y`, `5b` (business days). Chinese:
/// 今天/今日, 明天/明日, 後天, 大後天, 昨天, 前天, 週一…週日 / 星期一…星期日(天) / 禮拜一…禮拜日(天)
/// (the next one, never today), 這週五… (that day of this week), 下週一… / 下個禮拜一… (of next
/// week), 下下週一… (of the week after), 下週 (next Monday), 3天後 / 三天後 / 兩週後 / 2個星期後 /
/// 一個月後 (the same day next month, or its last) / 半個月後 (15 days) / 1年後, 月底 / 本月底,
/// 下個月底, 下個月 (its 1st), 下個月5號, 5號 / 五號 (the next 5th), 年底. Calendar forms:
/// `2026/12/25`, `2026-1-5`, `2026.12.25`, `12/25`, `12-25` and `12.25` (the next such day,
/// today included), `2026年12月25日`, `12月25日` / `12月25號` / `12月25`, 十二月二十五日, ROC years (`115/12/25`,
/// `民國115年12月25日`: a three-digit year, or any year after 民國, counts from 1911).
/// Full-width digits, slashes and dashes count as ASCII ones; spaces and a trailing `，`/`。`
/// (or `,`/`.`) are ignored; 礼拜/周/后 (Simplified) are read too. A strict `YYYY-MM-DD` date is
/// itself. These are the forms Taiwanese users type for dates.
enum RelativeDate {
  /// The day `word` names, counted from `today`, or `nil` when it names none (or names a day
  /// that does not exist, such as `2/30`, or an ambiguous one, such as `26/12/25`).
  static func resolve(_ word: String, today: TodoDate) -> TodoDate? {
    if let date = TodoDate(parsing: word) { return date }
    let text = normalized(word)
    let lower = text.lowercased()
    switch lower {
    case "today", "tod", "今天", "今日": return today
    case "tomorrow", "tom", "明天", "明日": return today.adding(days: 1)
    case "yesterday", "昨天", "昨日": return today.adding(days: -1)
    case "前天": return today.adding(days: -2)
    case "後天", "后天": return today.adding(days: 2)
    case "大後天", "大后天": return today.adding(days: 3)
    case "月底", "本月底", "這月底", "這個月底", "本月月底":
      return lastDay(of: today.year, today.month)
    case "下個月底", "下月底":
      return today.month == 12
        ? lastDay(of: today.year + 1, 1) : lastDay(of: today.year, today.month + 1)
    case "年底": return TodoDate(year: today.year, month: 12, day: 31)
    case "下個月", "下月":
      return today.month == 12
        ? TodoDate(year: today.year + 1, month: 1, day: 1)
        : TodoDate(year: today.year, month: today.month + 1, day: 1)
    default: break
    }
    if let date = calendarDate(lower, today: today) { return date }
    if let weekday = englishWeekday(lower) ?? chineseWeekday(lower) {
      return next(weekday, after: today)
    }
    // That day of this week, of next week, of the week after (weeks start on Monday).
    let weeks: [(prefixes: [String], weeks: Int)] = [
      (["這個禮拜", "這個星期", "這週", "本週", "這星期", "本星期", "這禮拜", "這周", "本周"], 0),
      (["下下週", "下下星期", "下下禮拜", "下下周"], 2),
      (["下週", "下星期", "下禮拜", "下周"], 1),
    ]
    for (prefixes, weeks) in weeks {
      for prefix in prefixes where lower.hasPrefix(prefix) {
        let rest = String(lower.dropFirst(prefix.count))
        // 下週 alone: next Monday (下下週: the Monday after).
        guard let weekday = rest.isEmpty && weeks > 0 ? .monday : chineseWeekdayName(rest) else {
          return nil
        }
        let monday = today.adding(days: 7 * weeks - (today.weekday.rawValue - 1))
        return monday?.adding(days: weekday.rawValue - 1)
      }
    }
    if let date = dayOfMonth(lower, today: today) { return date }
    if let (count, unit) = englishOffset(lower) ?? chineseOffset(lower) {
      if count == 0 { return today }
      // A month or a year later is the same day then, the month's last day when it has no
      // such day (Nov 30 + 1m is Dec 30, Jan 31 + 1m is Feb 28); `rec:` keeps its own
      // month-end rule.
      switch unit {
      case .month: return sameDay(today, months: count)
      case .year: return sameDay(today, months: 12 * count)
      default: return Recurrence(count: count, unit: unit).next(after: today)
      }
    }
    return nil
  }

  /// The last day of `month` of `year`.
  private static func lastDay(of year: Int, _ month: Int) -> TodoDate? {
    TodoDate(year: year, month: month, day: TodoDate.daysInMonth(year: year, month: month))
  }

  /// `today`'s day of the month `months` later, or that month's last day when it is shorter.
  private static func sameDay(_ today: TodoDate, months: Int) -> TodoDate? {
    let index = today.year * 12 + (today.month - 1) + months
    let year = index / 12
    let month = index % 12 + 1
    return TodoDate(
      year: year, month: month,
      day: min(today.day, TodoDate.daysInMonth(year: year, month: month)))
  }

  /// `5號`/`5日`/`五號` (the next 5th of a month, today included) and `下個月5號` (the 5th of
  /// next month).
  private static func dayOfMonth(_ text: String, today: TodoDate) -> TodoDate? {
    var body = Substring(text)
    var nextMonth = false
    for prefix in ["下個月", "下月"] where body.hasPrefix(prefix) {
      body = body.dropFirst(prefix.count)
      nextMonth = true
    }
    guard let last = body.last, last == "號" || last == "号" || last == "日",
      !body.dropLast().isEmpty
    else { return nil }
    let digits = body.dropLast()
    guard
      let day = digits.allSatisfy({ $0.isASCII && $0.isNumber })
        ? Int(digits) : chineseNumber(digits),
      (1...31).contains(day)
    else { return nil }
    if nextMonth {
      let month = today.month == 12 ? 1 : today.month + 1
      return TodoDate(year: today.month == 12 ? today.year + 1 : today.year, month: month, day: day)
    }
    // This month's, unless it is past (or the month has no such day): next month's, and so on.
    var year = today.year
    var month = today.month
    for _ in 0..<12 {
      if let date = TodoDate(year: year, month: month, day: day), !(date < today) { return date }
      month += 1
      if month == 13 {
        month = 1
        year += 1
      }
    }
    return nil
  }

  /// `word` as ASCII where an input method typed full-width forms: digits, `／`, `－`, `＋`,
  /// letters; spaces dropped; a trailing `，`/`。`/`,`/`.` dropped; 個 after 下 dropped
  /// (下個禮拜一 is 下禮拜一, but 下個月 stays); Simplified 礼/后/个 as 禮/後/個.
  static func normalized(_ word: String) -> String {
    var text = ""
    for scalar in word.unicodeScalars {
      switch scalar.value {
      case 0xFF01...0xFF5E: text.unicodeScalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
      case 0x20, 0x3000, 0x09: continue
      case 0x2212, 0x2010, 0x2013: text += "-"
      case 0x793C: text += "禮"
      case 0x540E: text += "後"
      case 0x4E2A: text += "個"
      default: text.unicodeScalars.append(scalar)
      }
    }
    while let last = text.last, "，。,.、".contains(last) { text.removeLast() }
    if text.hasPrefix("下個"), text != "下個月" { text = "下" + text.dropFirst(2) }
    return text
  }

  /// `Y/M/D`, `Y-M-D`, `M/D`, `M-D`, `[民國]Y年M月D日`, `M月D日`, `M月D號`.
  private static func calendarDate(_ text: String, today: TodoDate) -> TodoDate? {
    var body = Substring(text)
    var roc = false
    if body.hasPrefix("民國") {
      roc = true
      body = body.dropFirst(2)
    }
    var parts: [Substring] = []
    var yearDigits = 0
    if body.contains("月") {
      // [Y年]M月D日
      var rest = body
      if let nian = rest.firstIndex(of: "年") {
        parts.append(rest[..<nian])
        yearDigits = rest.distance(from: rest.startIndex, to: nian)
        rest = rest[rest.index(after: nian)...]
      }
      guard let yue = rest.firstIndex(of: "月") else { return nil }
      parts.append(rest[..<yue])
      var day = rest[rest.index(after: yue)...]
      // 12月25日, 12月25號, and 12月25 as typed in a hurry.
      if let last = day.last, last == "日" || last == "號" || last == "号" { day = day.dropLast() }
      parts.append(day)
      // 十二月二十五日: Chinese numerals as digits.
      parts = parts.map { part in
        part.allSatisfy({ $0.isASCII && $0.isNumber })
          ? part : chineseNumber(part).map { Substring(String($0)) } ?? part
      }
    } else {
      // 2026.12.25 and 12.25 too: dotted dates are common in Taiwan.
      let separators: Set<Character> = ["/", "-", "."]
      guard let sep = body.first(where: { separators.contains($0) }) else { return nil }
      parts = body.split(separator: sep, omittingEmptySubsequences: false)
      guard parts.count == 2 || parts.count == 3 else { return nil }
      if parts.count == 3 { yearDigits = parts[0].count }
      guard !roc || parts.count == 3 else { return nil }
    }
    guard
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 4 && $0.allSatisfy({ $0.isASCII && $0.isNumber })
      })
    else { return nil }
    let numbers = parts.map { Int($0)! }
    if numbers.count == 3 {
      var year = numbers[0]
      if roc {
        guard yearDigits <= 3, year >= 1 else { return nil }
        year += 1911
      } else if yearDigits == 3 {
        year += 1911
      } else if yearDigits != 4 {
        // 26/12/25: 2026 or ROC 26 (1937)? Too ambiguous to guess.
        return nil
      }
      guard parts[1].count <= 2, parts[2].count <= 2 else { return nil }
      return TodoDate(year: year, month: numbers[1], day: numbers[2])
    }
    guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
    return nextDay(month: numbers[0], day: numbers[1], from: today)
  }

  /// The first `month`/`day` on or after `today` (2/29: the next leap year's), or `nil` for a
  /// day no year has.
  private static func nextDay(month: Int, day: Int, from today: TodoDate) -> TodoDate? {
    guard (1...12).contains(month), day >= 1, day <= (month == 2 ? 29 : 31) else { return nil }
    for year in today.year...(today.year + 8) {
      if let date = TodoDate(year: year, month: month, day: day), !(date < today) { return date }
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

  /// `3天後`, `三天後`, `兩週後`, `2個星期後`, `一個月後`, `半個月後` (15 days), `1年後`, `半年後`.
  private static func chineseOffset(_ word: String) -> (Int, Recurrence.Unit)? {
    guard word.hasSuffix("後") else { return nil }
    var body = Substring(word.dropLast())
    if body == "半個月" || body == "半月" { return (15, .day) }
    if body == "半年" { return (6, .month) }
    let units: [(String, Recurrence.Unit)] = [
      ("個星期", .week), ("個禮拜", .week), ("個月", .month), ("星期", .week), ("禮拜", .week),
      ("天", .day), ("日", .day), ("週", .week), ("周", .week), ("月", .month), ("年", .year),
    ]
    for (suffix, unit) in units where body.hasSuffix(suffix) {
      body = body.dropLast(suffix.count)
      guard let n = Int(body) ?? chineseNumber(body), n >= 0, n <= 9999 else { return nil }
      return (n, unit)
    }
    return nil
  }

  /// 一…九十九 (with 兩 for 2 and 〇/零), or `nil`.
  static func chineseNumber(_ text: Substring) -> Int? {
    let digits: [Character: Int] = [
      "〇": 0, "零": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
      "七": 7, "八": 8, "九": 9,
    ]
    let chars = Array(text)
    switch chars.count {
    case 1:
      if chars[0] == "十" { return 10 }
      return digits[chars[0]]
    case 2:
      if chars[0] == "十", let d = digits[chars[1]], d > 0 { return 10 + d }
      if chars[1] == "十", let d = digits[chars[0]], d > 1 { return d * 10 }
      return nil
    case 3:
      guard chars[1] == "十", let t = digits[chars[0]], t > 1, let d = digits[chars[2]], d > 0
      else { return nil }
      return t * 10 + d
    default:
      return nil
    }
  }
}

extension RelativeDate {
  /// A `rec:` value in words as the todo.txt form: 每天/每日 → `1d`, 每週 → `1w`, 每2週 → `2w`,
  /// 每月/每個月 → `1m`, 每年 → `1y`, 每個工作天 → `1b`, and the same without 每 (`1週` → `1w`);
  /// full-width digits as ASCII, a leading `+` kept. `nil` when `value` is none of these.
  static func recurrence(_ value: String) -> String? {
    var text = Substring(normalized(value))
    var strict = ""
    if text.hasPrefix("+") {
      strict = "+"
      text = text.dropFirst()
    }
    if text.hasPrefix("每") { text = text.dropFirst() }
    // 隔週 (every other week), 每季 (a quarter), 每半年.
    switch text {
    case "隔週", "隔周": return strict + "2w"
    case "季", "一季": return strict + "3m"
    case "半年": return strict + "6m"
    default: break
    }
    let units: [(String, Character)] = [
      ("個工作天", "b"), ("個工作日", "b"), ("工作天", "b"), ("工作日", "b"), ("個星期", "w"),
      ("個禮拜", "w"), ("個月", "m"), ("星期", "w"), ("禮拜", "w"), ("天", "d"), ("日", "d"),
      ("週", "w"), ("周", "w"), ("月", "m"), ("年", "y"),
    ]
    for (suffix, unit) in units where text.hasSuffix(suffix) {
      let count = text.dropLast(suffix.count)
      let n: Int?
      if count.isEmpty {
        n = 1
      } else if count.allSatisfy({ $0.isASCII && $0.isNumber }) {
        n = Int(count)
      } else {
        n = chineseNumber(count)
      }
      guard let n, n >= 1, n <= 9999 else { return nil }
      return strict + String(n) + String(unit)
    }
    return nil
  }
}

extension TaskInput {
  /// `text` as it is stored: what an input method typed in tag positions made ASCII
  /// (``normalisingInput(_:)``), every `due:`/`t:` value that names a day in words or in a
  /// calendar form (`due:tomorrow`, `t:下週一`, `due:12/25`) written as `YYYY-MM-DD`, the only
  /// form other tools read, and every `rec:` in words (`rec:每週`) as `[+]N` and a unit. Each
  /// change gets a one-line note on standard error; a value that is neither a date nor a word
  /// we know is kept as typed, with a warning, and so is a `rec:` that could never repeat.
  func resolvingDates(in typed: String) -> String {
    let text = normalisingInput(typed)
    let item = TodoItem(parsing: text)
    var replacements: [(Range<String.Index>, String)] = []
    let hasTime = item.tags.contains { $0.key == "at" }
    for (key, value) in item.tags where key == "due" || key == "t" {
      // A time of day inside a `due:` value (`due:明天早上`) or in the word after it
      // (`due:12/25 15:30`) becomes an `at:` tag beside the date, unless the task has one.
      var date = TodoDate(parsing: value) ?? RelativeDate.resolve(String(value), today: clock.today)
      var time: TimeOfDay? = nil
      var range = value.startIndex..<value.endIndex
      if key == "due" && !hasTime {
        if date == nil,
          let (day, at) = RelativeDate.resolveWithTime(String(value), today: clock.today)
        {
          (date, time) = (day, at)
        } else if date != nil, let next = Self.word(after: value, in: item.text),
          let at = RelativeDate.timeOfDay(String(next))
        {
          time = at
          range = value.startIndex..<next.endIndex
        }
      }
      guard let date else {
        output.error(l(.unknownDate, String(key) + ":" + String(value)))
        continue
      }
      if time == nil && TodoDate(parsing: value) != nil { continue }
      let stored = date.description + (time.map { " at:" + $0.description } ?? "")
      replacements.append((range, stored))
      output.error(
        l(
          settings.dryRun ? .dateChosenDryRun : .dateChosen,
          String(key) + ":" + String(item.text[range]), stored,
          weekdayName(date.weekday)))
    }
    for (key, value) in item.tags where key == "rec" && Recurrence(parsing: value) == nil {
      if let rule = RelativeDate.recurrence(String(value)) {
        replacements.append((value.startIndex..<value.endIndex, rule))
        output.error(
          l(
            settings.dryRun ? .inputNormalisedDryRun : .inputNormalised, "rec:" + String(value),
            "rec:" + rule))
      }
    }
    var result = item.text
    for (range, replacement) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      result.replaceSubrange(range, with: replacement)
    }
    let stored = TodoItem(parsing: result)
    if let rule = stored.tagValue(forKey: "rec"),
      stored.recurrenceSuccessor(completedOn: clock.today) == nil
    {
      output.error(l(.recurrenceInvalid, "rec:" + rule))
    }
    return result
  }

  /// The word after `value` (a substring of `text`) and one space, or `nil` at the end.
  private static func word(after value: Substring, in text: String) -> Substring? {
    guard value.endIndex < text.endIndex, text[value.endIndex] == " " else { return nil }
    let start = text.index(after: value.endIndex)
    let end = text[start...].firstIndex(of: " ") ?? text.endIndex
    return start < end ? text[start..<end] : nil
  }
}
