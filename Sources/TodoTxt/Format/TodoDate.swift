/// A calendar day: year, month and day in the proleptic Gregorian calendar, with no time or zone.
///
/// todo.txt dates are calendar days in the user's local time zone (spec, "Creation date": the
/// `YYYY-MM-DD` form). A `TodoDate` never holds an impossible day: February 30, month 13 and
/// February 29 of a common year cannot be built. Years run from 1 to 9999.
public struct TodoDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1...9999.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...28/29/30/31.
  public let day: Int

  /// Creates a day from its parts, or `nil` when the parts name no real calendar day.
  ///
  /// - Parameters:
  ///   - year: 1...9999.
  ///   - month: 1...12.
  ///   - day: 1 up to the number of days in that month (leap years per the Gregorian rule).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      day >= 1, day <= TodoDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses the strict `YYYY-MM-DD` form, or returns `nil`.
  ///
  /// Exactly ten ASCII characters: four digits, `-`, two digits, `-`, two digits, naming a real
  /// day. `2023-4-5`, `2023-02-30`, `2023-13-01` and `20230405` are rejected (todo.txt spec,
  /// "Creation date": `YYYY-MM-DD`).
  ///
  /// - Parameter text: The candidate date, with nothing before or after it.
  public init?(parsing text: some StringProtocol) {
    let utf8 = Array(text.utf8.prefix(11))
    guard utf8.count == 10,
      let parsed = utf8.withUnsafeBufferPointer({ TodoDate.parse($0, at: 0) })
    else { return nil }
    self = parsed
  }

  /// Parses `YYYY-MM-DD` from ten bytes at `offset`; the caller checks what follows.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> TodoDate? {
    guard offset >= 0, offset + 10 <= bytes.count, let base = bytes.baseAddress else { return nil }
    let p = base + offset
    guard p[4] == 0x2D, p[7] == 0x2D else { return nil }
    // Straight-line code: this runs for most lines (creation and completion dates).
    let y0 = p[0] &- 0x30
    let y1 = p[1] &- 0x30
    let y2 = p[2] &- 0x30
    let y3 = p[3] &- 0x30
    let m0 = p[5] &- 0x30
    let m1 = p[6] &- 0x30
    let d0 = p[8] &- 0x30
    let d1 = p[9] &- 0x30
    guard y0 < 10, y1 < 10, y2 < 10, y3 < 10, m0 < 10, m1 < 10, d0 < 10, d1 < 10 else {
      return nil
    }
    let year = Int(y0) * 1000 + Int(y1) * 100 + Int(y2) * 10 + Int(y3)
    let month = Int(m0) * 10 + Int(m1)
    let day = Int(d0) * 10 + Int(d1)
    guard year >= 1, month >= 1, month <= 12, day >= 1,
      day <= TodoDate.daysInMonth(year: year, month: month)
    else { return nil }
    return TodoDate(checkedYear: year, month: month, day: day)
  }

  /// Builds a day whose parts the caller has already checked.
  private init(checkedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date as `YYYY-MM-DD`, the only form written to a todo.txt file.
  public var description: String {
    func pad(_ n: Int, _ width: Int) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  /// Whether `year` is a Gregorian leap year (divisible by 4, except centuries not divisible
  /// by 400).
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` (1...12) of `year`: 28...31.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  public static func < (lhs: TodoDate, rhs: TodoDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

// MARK: - Day arithmetic

extension TodoDate {
  /// The number of days since 1970-01-01 (negative before it).
  ///
  /// Uses Howard Hinnant's `days_from_civil` algorithm, exact for the proleptic Gregorian
  /// calendar.
  public var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Creates the day that lies `days` days after 1970-01-01, or `nil` outside years 1...9999.
  ///
  /// - Parameter days: Days since 1970-01-01; negative for earlier days.
  public init?(daysSinceEpoch days: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
    self.init(year: y, month: m, day: d)
  }

  /// The day of the week.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = ((daysSinceEpoch % 7) + 7 + 3) % 7  // 0 = Monday
    return Weekday(rawValue: index + 1)!
  }

  /// The number of days from `self` to `other`: positive when `other` is later.
  public func days(until other: TodoDate) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  /// The day `days` days later (earlier when negative), or `nil` outside years 1...9999.
  public func adding(days: Int) -> TodoDate? {
    TodoDate(daysSinceEpoch: daysSinceEpoch + days)
  }

  /// The day `weeks` weeks later (earlier when negative), or `nil` outside years 1...9999.
  public func adding(weeks: Int) -> TodoDate? {
    adding(days: weeks * 7)
  }

  /// The same day `months` months later, clamped to the month's last day, or `nil` outside
  /// years 1...9999.
  ///
  /// January 31 plus one month is February 28, or February 29 in a leap year.
  public func adding(months: Int) -> TodoDate? {
    let total = (year * 12 + (month - 1)) + months
    let y = total >= 0 ? total / 12 : (total - 11) / 12
    let m = total - y * 12 + 1
    guard (1...9999).contains(y) else { return nil }
    return TodoDate(year: y, month: m, day: min(day, TodoDate.daysInMonth(year: y, month: m)))
  }

  /// The same day `years` years later, February 29 clamped to February 28, or `nil` outside
  /// years 1...9999.
  public func adding(years: Int) -> TodoDate? {
    adding(months: years * 12)
  }

  /// Whether this day is the last day of its month.
  public var isLastDayOfMonth: Bool {
    day == TodoDate.daysInMonth(year: year, month: month)
  }
}

/// A day of the week, Monday first (ISO 8601).
public enum Weekday: Int, CaseIterable, Sendable, Hashable {
  case monday = 1
  case tuesday, wednesday, thursday, friday, saturday, sunday

  /// Whether this is Saturday or Sunday.
  public var isWeekend: Bool { self == .saturday || self == .sunday }
}
