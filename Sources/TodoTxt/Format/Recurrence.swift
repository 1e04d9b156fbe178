/// A recurrence rule from a `rec:` tag: `[+]N` followed by a unit.
///
/// The de-facto extension shared by topydo, ttdl, pter, SimpleTask and sleek: `rec:1w` repeats
/// one week after completion; `rec:+1w` ("strict") one week after the old due date. Units are
/// `d` days, `b` business days (Monday to Friday), `w` weeks, `m` months (clamped to the month's
/// end) and `y` years.
public struct Recurrence: Hashable, Sendable, CustomStringConvertible {
  /// The unit of a recurrence interval.
  public enum Unit: UInt8, Sendable, Hashable {
    case day = 0x64  // d
    case businessDay = 0x62  // b
    case week = 0x77  // w
    case month = 0x6D  // m
    case year = 0x79  // y
  }

  /// Whether the next date counts from the old due date (`+`) rather than the completion date.
  public let isStrict: Bool
  /// How many units, at least 1.
  public let count: Int
  /// The unit.
  public let unit: Unit

  /// Creates a rule from its parts.
  ///
  /// - Parameters:
  ///   - count: How many units; values below 1 are treated as 1.
  ///   - unit: The unit.
  ///   - isStrict: Whether to count from the old due date.
  public init(count: Int, unit: Unit, isStrict: Bool = false) {
    self.count = max(1, count)
    self.unit = unit
    self.isStrict = isStrict
  }

  /// Parses `[+]N{d,b,w,m,y}` (N from 1 to 9999), or returns `nil`.
  ///
  /// - Parameter value: The `rec:` tag's value.
  public init?(parsing value: some StringProtocol) {
    var bytes = Substring(value).utf8[...]
    var strict = false
    if bytes.first == 0x2B {
      strict = true
      bytes = bytes.dropFirst()
    }
    guard let last = bytes.last, let unit = Unit(rawValue: last) else { return nil }
    let digits = bytes.dropLast()
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    let n = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    guard n >= 1 else { return nil }
    self.init(count: n, unit: unit, isStrict: strict)
  }

  /// The rule as written in a tag value, e.g. `+2w`.
  public var description: String {
    (isStrict ? "+" : "") + String(count) + String(UnicodeScalar(unit.rawValue))
  }

  /// The date one interval after `date`, or `nil` outside years 1...9999.
  ///
  /// Months and years keep the day of the month where it exists and clamp to the month's last
  /// day otherwise; a date that is the last day of its month stays at the month's end (due Feb 28
  /// + 1m in a common year gives Mar 31), as ttdl and topydo do. Business days skip Saturdays
  /// and Sundays.
  ///
  /// - Parameter date: The day to count from.
  public func next(after date: TodoDate) -> TodoDate? {
    switch unit {
    case .day: return date.adding(days: count)
    case .week: return date.adding(weeks: count)
    case .month, .year:
      let months = unit == .month ? count : count * 12
      guard let moved = date.adding(months: months) else { return nil }
      if date.isLastDayOfMonth {
        return TodoDate(
          year: moved.year, month: moved.month,
          day: TodoDate.daysInMonth(year: moved.year, month: moved.month))
      }
      return moved
    case .businessDay:
      var current = date
      var left = count
      while left > 0 {
        guard let following = current.adding(days: 1) else { return nil }
        current = following
        if !current.weekday.isWeekend { left -= 1 }
      }
      return current
    }
  }
}
