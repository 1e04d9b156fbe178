import TodoLocalization
import TodoTxt

// MARK: - cal

/// One month of `cal`: its days, and how many open tasks are due on each.
struct MonthCounts: Equatable {
  /// The month's first day.
  var first: TodoDate
  /// The open tasks due on each day of the month, by day (index 0 is the 1st).
  var due: [Int]

  /// The month holding `day`, counting the open tasks of `tasks` (``FlatAgenda``'s due days)
  /// due on each of its days.
  init(month day: TodoDate, tasks: FlatAgenda) {
    first = TodoDate(year: day.year, month: day.month, day: 1) ?? day
    let length = TodoDate.daysInMonth(year: day.year, month: day.month)
    due = Array(repeating: 0, count: length)
    let start = Int32(first.daysSinceEpoch)
    for due in tasks.dueDays where due >= start && due < start + Int32(length) {
      self.due[Int(due - start)] += 1
    }
  }

  /// The month's days as weeks of seven (`nil` before the 1st and after the last day), each
  /// week starting on `weekStart`'s day.
  func weeks(_ weekStart: WeekStart) -> [[Int?]] {
    let lead = first.daysSinceEpoch - weekStart.week(of: first).lowerBound
    var cells: [Int?] = Array(repeating: nil, count: lead) + (1...due.count).map { $0 }
    cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<($0 + 7)]) }
  }
}

extension CalAction {
  /// `cal [MONTH] [--json]`: the month as a grid of weeks (``WeekStart``: Monday, or Sunday
  /// with `TODOTXT_WEEK_START=sun`), each day with the number of open tasks due on it in
  /// parentheses; today marked `*` (and in reverse video on a terminal), a past day with tasks
  /// due in `COLOR_OVERDUE`. MONTH is `2026-12`, or a date or date word (`12/25`, `下個月`):
  /// its month. Cells are eight columns wide in both languages (CJK weekday names count two
  /// columns each), 56 in all; wider when a day has a four-digit count.
  func cal(_ arguments: ActionArguments) throws -> Int32 {
    let usage = l(.usageCal, settings.programName)
    guard arguments.words.count <= 1 else { throw CLIError(message: usage) }
    let today = clock.today
    var month = today
    if let typed = arguments.words.first {
      guard let named = Self.month(typed, today: today) else {
        throw CLIError(message: l(.calBadMonth, typed))
      }
      month = named
    }
    let bytes = try TodoFile(path: settings.todoFile).read()
    let counts = bytes.withUnsafeBufferPointer { all in
      MonthCounts(month: month, tasks: FlatAgenda(bytes: all, today: nil, filter: nil))
    }
    if arguments.has(.json) {
      var out: [UInt8] = []
      for (index, count) in counts.due.enumerated() {
        let day = counts.first.adding(days: index) ?? counts.first
        out += Array(
          "{\"date\":\"\(day)\",\"due\":\(count),\"today\":\(day == today)}\n".utf8)
      }
      output.raw(out)
      return 0
    }
    write(counts, today: today)
    return 0
  }

  /// The first day of the month `typed` names: `YYYY-MM`, or any date or date word
  /// (``RelativeDate/resolve(_:today:)``), counted from `today`.
  static func month(_ typed: String, today: TodoDate) -> TodoDate? {
    let parts = typed.split(separator: "-")
    if parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
      let month = Int(parts[1])
    {
      return TodoDate(year: year, month: month, day: 1)
    }
    let word = RelativeDate.normalized(typed).lowercased()
    let this = TodoDate(year: today.year, month: today.month, day: 1)
    switch word {
    case "thismonth", "this month", "本月", "這個月", "這月": return this
    case "nextmonth", "next month": return this?.adding(months: 1)
    case "lastmonth", "last month", "上個月", "上月": return this?.adding(months: -1)
    default: break
    }
    // A month's name, or its first three letters or more (no two months share three).
    let names = [
      "january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december",
    ]
    if word.count >= 3, let index = names.firstIndex(where: { $0.hasPrefix(word) }) {
      return TodoDate(year: today.year, month: index + 1, day: 1)
    }
    // 12月, 2026年12月 (digits as RelativeDate normalizes them).
    if word.hasSuffix("月") {
      let body = word.dropLast()
      let pieces = body.split(separator: "年", omittingEmptySubsequences: false)
      if pieces.count == 1, let month = Int(pieces[0]) ?? RelativeDate.chineseNumber(pieces[0]) {
        return TodoDate(year: today.year, month: month, day: 1)
      }
      if pieces.count == 2, let year = Int(pieces[0]),
        let month = Int(pieces[1]) ?? RelativeDate.chineseNumber(pieces[1])
      {
        return TodoDate(year: year, month: month, day: 1)
      }
    }
    return RelativeDate.resolve(typed, today: today).flatMap {
      TodoDate(year: $0.year, month: $0.month, day: 1)
    }
  }

  private func write(_ counts: MonthCounts, today: TodoDate) {
    // Eight columns, or one more than the widest day (`30*(1234)`): cells never run together.
    let cell = max(8, (counts.due.map { $0 > 0 ? String($0).count + 5 : 0 }.max() ?? 0) + 1)
    let title = l(
      .calTitle, monthName(counts.first.month), String(counts.first.year))
    let width = cell * 7 - 1
    let pad = max(0, (width - DisplayWidth.columns(title)) / 2)
    output.line(String(repeating: " ", count: pad) + title)
    let order = settings.weekStart == .monday ? Array(1...7) : [7, 1, 2, 3, 4, 5, 6]
    var header = ""
    for (index, weekday) in order.enumerated() {
      let name = weekdayName(Weekday(rawValue: weekday) ?? .monday)
      header += index == 6 ? name : DisplayWidth.padded(name, to: cell)
    }
    output.line(header)
    let colours = listing.listContext.palette.colours
    let overdueColour = colours["COLOR_OVERDUE"] ?? ""
    let reset = colours["DEFAULT"] ?? ""
    let colour = !overdueColour.isEmpty
    for week in counts.weeks(settings.weekStart) {
      var line: [UInt8] = []
      var pending = 0
      for day in week {
        guard let day else {
          pending += cell
          continue
        }
        let date = counts.first.adding(days: day - 1) ?? counts.first
        let due = counts.due[day - 1]
        // ` 3 (1)`, `30*(2)`, `30*`: the mark or a space only before a count or as today's.
        var text = (day < 10 ? " " : "") + String(day)
        if date == today {
          text += "*"
        } else if due > 0 {
          text += " "
        }
        if due > 0 { text += "(" + String(due) + ")" }
        line += Array(String(repeating: " ", count: pending).utf8)
        var start = ""
        if colour && date == today {
          start = "\u{1B}[7m"
        } else if colour && due > 0 && date < today {
          start = overdueColour
        }
        line += Array((start + text + (start.isEmpty ? "" : reset)).utf8)
        pending = max(1, cell - DisplayWidth.columns(text))
      }
      output.painted(line + [0x0A])
    }
    if settings.verbose > 0 {
      let total = counts.due.reduce(0, +)
      let overdue = counts.due.enumerated().reduce(0) { sum, day in
        (counts.first.adding(days: day.offset) ?? counts.first) < today ? sum + day.element : sum
      }
      output.line("--")
      output.line(l(.calSummary, String(total), title, String(overdue)))
    }
  }

  /// The month's name (`November`, `11 月`).
  private func monthName(_ month: Int) -> String {
    let keys: [MessageKey] = [
      .month1, .month2, .month3, .month4, .month5, .month6, .month7, .month8, .month9,
      .month10, .month11, .month12,
    ]
    return l(keys[max(1, min(12, month)) - 1])
  }
}

/// `todo cal [MONTH]`: a month's calendar with the number of open tasks due each day.
struct CalAction: TodoAction {
  static let declaration = ActionDeclaration(
    "cal", .actionSummaryCal, .actionHelpCal, flags: [ActionFlag(.json)])

  let basics: RunBasics
  let clock: Clock
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try cal(arguments)
  }
}
