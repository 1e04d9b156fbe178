import TodoTxt

/// The first day of a week, for `--due week`, `agenda`'s This week and every other view that
/// counts in weeks: Monday (ISO 8601) unless `TODOTXT_WEEK_START=sun`.
enum WeekStart: Sendable, Equatable {
  case monday, sunday

  /// `TODOTXT_WEEK_START`'s value: `sun`/`sunday`/`日` (any case) is Sunday, anything else
  /// (unset included) Monday.
  init(setting: String?) {
    switch setting?.lowercased() {
    case "sun", "sunday", "日", "週日", "星期日": self = .sunday
    default: self = .monday
    }
  }

  /// The days (``TodoDate/daysSinceEpoch``) of the week holding `day`, first to last.
  func week(of day: TodoDate) -> ClosedRange<Int> {
    // weekday.rawValue: Monday 1 ... Sunday 7.
    let intoWeek = self == .monday ? day.weekday.rawValue - 1 : day.weekday.rawValue % 7
    let first = day.daysSinceEpoch - intoWeek
    return first...(first + 6)
  }
}

/// Which date of a task a date filter reads.
enum DateField: CaseIterable, Sendable {
  /// The first `due:` tag.
  case due
  /// The first `t:` tag (the threshold date).
  case threshold
  /// The creation date in the header.
  case created
  /// The completion date in a done task's header.
  case completed

  /// The option that filters on it: `--due`, `--threshold`, `--created`, `--completed`.
  var option: OptionName {
    switch self {
    case .due: return .due
    case .threshold: return .threshold
    case .created: return .created
    case .completed: return .completed
    }
  }

  /// The day this field holds in `line` (one line's bytes, without its ending), as
  /// ``TodoDate/daysSinceEpoch``; `nil` when the line has no such date or its value is not a
  /// real day (`due:2026-02-30`, `due:tomorrow`). Tags are read as ``TodoItem`` reads them (the
  /// first of each key), the header as ``TodoLine/header`` reads it.
  func day(in line: UnsafeBufferPointer<UInt8>) -> Int32? {
    switch self {
    case .due:
      let due = FlatAgenda.dateTags(line).due
      return due == FlatAgenda.noDueDate || due == FlatAgenda.invalidDueDate ? nil : due
    case .threshold:
      return FlatAgenda.dateTags(line).threshold
    case .created:
      return TodoLine(line).header.creationDate.map { Int32($0.daysSinceEpoch) }
    case .completed:
      return TodoLine(line).header.completionDate.map { Int32($0.daysSinceEpoch) }
    }
  }
}

/// The days a date filter keeps (`--due RANGE`), read from what the user typed.
enum DateRange: Equatable, Sendable {
  /// Tasks without such a date (`none`).
  case none
  /// Tasks whose date is from `first` through `last` (days since the epoch; `nil` is open),
  /// and, when `openOnly`, that are not done (`overdue`: a done task is overdue no more).
  case days(first: Int32?, last: Int32?, openOnly: Bool)

  /// The range `text` names, counted from `today`: a date or any date word `add` reads, in
  /// either language (``RelativeDate/resolve(_:today:)``); `A..B`, `..B`, `A..` (both ends
  /// included); `overdue` (before today, open tasks only), `today`, `week` (this week, as
  /// `weekStart` counts it), `month` (this calendar month), `none` (no such date), `any` (any
  /// real day). `nil` for anything else, and for a range that ends before it starts.
  init?(_ text: String, today: TodoDate, weekStart: WeekStart) {
    if let dots = text.firstRange(of: "..") {
      self.init(
        from: String(text[..<dots.lowerBound]).trimmingWhitespace(),
        through: String(text[dots.upperBound...]).trimmingWhitespace(), today: today)
      return
    }
    let word = RelativeDate.normalized(text).lowercased()
    let now = Int32(today.daysSinceEpoch)
    switch word {
    case "overdue", "逾期", "過期", "已逾期":
      self = .days(first: nil, last: now - 1, openOnly: true)
      return
    case "week", "本週", "這週", "本周", "這周", "這個禮拜", "這星期", "本星期":
      let week = weekStart.week(of: today)
      self = .days(first: Int32(week.lowerBound), last: Int32(week.upperBound), openOnly: false)
      return
    case "month", "本月", "這個月", "這月":
      let last = TodoDate.daysInMonth(year: today.year, month: today.month) - today.day
      self = .days(first: now - Int32(today.day - 1), last: now + Int32(last), openOnly: false)
      return
    case "none", "無", "沒有":
      self = .none
      return
    case "any", "有", "任何":
      self = .days(first: nil, last: nil, openOnly: false)
      return
    default: break
    }
    guard let day = RelativeDate.resolve(text, today: today) else { return nil }
    let days = Int32(day.daysSinceEpoch)
    self = .days(first: days, last: days, openOnly: false)
  }

  /// `from..through`, each end a date or date word (empty: open); `nil` when neither is given,
  /// either names no day, or the range ends before it starts. The text is split before its
  /// words are normalized, which would drop a trailing `.`.
  private init?(from: String, through: String, today: TodoDate) {
    guard !(from.isEmpty && through.isEmpty) else { return nil }
    var first: Int32?
    var last: Int32?
    if !from.isEmpty {
      guard let day = RelativeDate.resolve(from, today: today) else { return nil }
      first = Int32(day.daysSinceEpoch)
    }
    if !through.isEmpty {
      guard let day = RelativeDate.resolve(through, today: today) else { return nil }
      last = Int32(day.daysSinceEpoch)
    }
    if let first, let last, last < first { return nil }
    self = .days(first: first, last: last, openOnly: false)
  }

  /// Whether a task with the date `day` (``DateField/day(in:)``; `nil` for none) and done or
  /// not is in the range.
  func contains(_ day: Int32?, isDone: Bool) -> Bool {
    switch self {
    case .none:
      return day == nil
    case .days(let first, let last, let openOnly):
      guard let day, !(openOnly && isDone) else { return false }
      return (first.map { day >= $0 } ?? true) && (last.map { day <= $0 } ?? true)
    }
  }
}

/// One date filter of a listing: `--due ..2026-12-07` keeps the tasks due by that day.
struct DateFilter: Equatable, Sendable {
  var field: DateField
  var range: DateRange

  /// Whether the task `line` (its bytes, without the line ending) passes.
  func matches(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    range.contains(field.day(in: line), isDone: TodoLine(line).isDone)
  }

  /// Whether the task `line` passes every filter of `filters`.
  static func all(_ filters: [DateFilter], match line: UnsafeBufferPointer<UInt8>) -> Bool {
    filters.allSatisfy { $0.matches(line) }
  }
}
