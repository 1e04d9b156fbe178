import TodoLocalization
import TodoTxt

// MARK: - due, agenda, export --ics

extension CommandContext {
  /// An open task with its number, for the date views.
  struct DatedTask {
    var number: Int
    var item: TodoItem
  }

  /// The open tasks of the todo file (blank lines, done tasks and lines that are not valid
  /// UTF-8 left out), and how many more are hidden until later (`t:` ahead, `h:1`; `-x`
  /// shows them), the rule `ls` follows.
  func visibleOpenTasks() throws -> (tasks: [DatedTask], width: Int, hidden: Int) {
    let (all, width) = try openTasks()
    guard !settings.disableFilter else { return (all, width, 0) }
    let today = clock.today
    let visible = all.filter {
      !($0.item.isHidden || ($0.item.thresholdDate.map { $0 > today } ?? false))
    }
    return (visible, width, all.count - visible.count)
  }

  /// The open tasks of the todo file (blank lines, done tasks and lines that are not valid
  /// UTF-8 left out).
  func openTasks() throws -> (tasks: [DatedTask], width: Int) {
    let list = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    var tasks: [DatedTask] = []
    for n in list.lineNumbers where !list.isBlank(line: n) && list.isValidUTF8(line: n) {
      let item = try list.item(atLine: n)
      if item.isCompleted { continue }
      tasks.append(DatedTask(number: n, item: item))
    }
    return (tasks, digitCount(list.count))
  }

  /// "today", "tomorrow", "in 3 days", "yesterday (1 day overdue)", "3 days overdue", from the
  /// tool's own tables: Foundation's relative formatters are missing on Linux or follow the real
  /// clock, and none says "overdue".
  func relativePhrase(_ days: Int) -> String {
    switch days {
    case 0: return l(.relToday)
    case 1: return l(.relTomorrow)
    case -1: return l(.relYesterday)
    case 2: return l(.relDayAfterTomorrow)
    case -2: return l(.relDayBeforeYesterday)
    case 3...: return l(.relInDays, String(days))
    default: return l(.relOverdueDays, String(-days))
    }
  }

  func weekdayName(_ weekday: Weekday) -> String {
    let keys: [MessageKey] = [
      .weekday1, .weekday2, .weekday3, .weekday4, .weekday5, .weekday6, .weekday7,
    ]
    return l(keys[weekday.rawValue - 1])
  }

  private func numbered(_ task: DatedTask, width: Int) -> String {
    var number: [UInt8] = []
    appendNumber(task.number, width: width, pad: 0x30, to: &number)
    return String(decoding: number, as: UTF8.self) + " " + task.item.text
  }

  /// `todo due [DAYS]`: overdue tasks, tasks due today and in the next DAYS days (7), and the
  /// tasks whose `due:` is not a real date, each group in due-date order.
  func due(_ args: [String]) throws -> Int32 {
    var days = 7
    if let first = args.first {
      guard args.count == 1, let n = Int(normalizeNumbers(first)), n >= 0, n <= 36_500 else {
        throw CLIError(message: l(.usageDue, settings.programName))
      }
      days = n
    }
    let today = clock.today
    let (tasks, width, hidden) = try visibleOpenTasks()
    var overdue: [(TodoDate, DatedTask)] = []
    var dueToday: [DatedTask] = []
    var soon: [(TodoDate, DatedTask)] = []
    var invalid: [DatedTask] = []
    for task in tasks {
      guard let value = task.item.dueValue else {
        // `due:` with nothing after it is a word, not a tag: still a broken due date.
        if task.item.tokens.contains(.word("due:")) { invalid.append(task) }
        continue
      }
      guard let date = TodoDate(parsing: value) else {
        invalid.append(task)
        continue
      }
      let distance = today.days(until: date)
      if distance < 0 {
        overdue.append((date, task))
      } else if distance == 0 {
        dueToday.append(task)
      } else if distance <= days {
        soon.append((date, task))
      }
    }
    let byDate: ((TodoDate, DatedTask), (TodoDate, DatedTask)) -> Bool = {
      ($0.0, $0.1.number) < ($1.0, $1.1.number)
    }
    let painter = LinePainter(palette: listContext.palette, today: today)
    func show(_ task: DatedTask, date: TodoDate?) {
      var line: [UInt8] = []
      var number: [UInt8] = []
      appendNumber(task.number, width: width, pad: 0x30, to: &number)
      painter.paint(number: number[...], text: Array(task.item.text.utf8)[...], into: &line)
      line.removeLast()
      if let date { line += Array(l(.dueAnnotation, relativePhrase(today.days(until: date))).utf8) }
      output.painted(fitted(line, indent: number.count + 1) + [0x0A])
    }
    if !overdue.isEmpty {
      output.line(l(.dueOverdue))
      for (date, task) in overdue.sorted(by: byDate) { show(task, date: date) }
    }
    if !dueToday.isEmpty {
      output.line(l(.dueToday))
      for task in dueToday { show(task, date: nil) }
    }
    if !soon.isEmpty {
      output.line(days == 1 ? l(.dueTomorrow) : l(.dueSoon, String(days)))
      for (date, task) in soon.sorted(by: byDate) { show(task, date: date) }
    }
    if !invalid.isEmpty {
      output.line(l(.dueInvalid))
      for task in invalid { show(task, date: nil) }
    }
    if settings.verbose > 0 {
      output.line("--")
      output.line(
        l(
          days == 1 ? .dueSummaryOneDay : .dueSummary, String(overdue.count),
          String(dueToday.count), String(soon.count), String(days)))
      if hidden > 0 { output.line(l(.hiddenTasks, String(hidden))) }
    }
    return 0
  }

  /// `todo agenda`: open tasks under Overdue / Today / Tomorrow / This week / Later / No due
  /// date, with a checkbox, the due date and weekday, and a relative phrase, the columns
  /// aligned by display width (CJK counts two columns).
  func agenda(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let today = clock.today
    let (tasks, width, hidden) = try visibleOpenTasks()
    if tasks.isEmpty {
      output.line(
        hidden > 0 ? l(.hiddenTasks, String(hidden)) : l(.emptyList, settings.programName))
      return 0
    }
    // Days from today; Sunday ends the week (ISO 8601). Plain day counts, so the last day a
    // TodoDate can hold (9999-12-31) is a day like any other.
    let daysLeftInWeek = 7 - today.weekday.rawValue
    func days(_ test: @escaping (Int) -> Bool) -> (TodoDate?) -> Bool {
      { date in date.map { test(today.days(until: $0)) } ?? false }
    }
    let sections: [(MessageKey, (TodoDate?) -> Bool)] = [
      (.agendaOverdue, days { $0 < 0 }),
      (.agendaToday, days { $0 == 0 }),
      (.agendaTomorrow, days { $0 == 1 }),
      (.agendaThisWeek, days { $0 >= 2 && $0 <= daysLeftInWeek }),
      (.agendaLater, days { $0 >= 2 && $0 > daysLeftInWeek }),
      (.agendaNoDate, { $0 == nil }),
    ]
    // A due: that is not a real day (2023-02-30, tomorrow, an empty value) gets a section of
    // its own, as in `due`: never a corrected date, never "today".
    let invalid = tasks.filter {
      $0.item.dueDate == nil
        && ($0.item.dueValue != nil || $0.item.tokens.contains(.word("due:")))
    }
    let invalidNumbers = Set(invalid.map(\.number))
    let dated = tasks.filter { !invalidNumbers.contains($0.number) }.map { ($0, $0.item.dueDate) }
    // The phrase column is as wide as its widest entry, in display columns.
    let phraseWidth =
      dated.compactMap { $0.1.map { DisplayWidth.columns(relativePhrase(today.days(until: $0))) } }
      .max() ?? 0
    let weekdayWidth = Weekday.allCases.map { DisplayWidth.columns(weekdayName($0)) }.max() ?? 0
    var first = true
    for (header, belongs) in sections {
      let members = dated.filter { belongs($0.1) }
        .sorted {
          ($0.1?.daysSinceEpoch ?? Int.max, $0.0.number) < (
            $1.1?.daysSinceEpoch ?? Int.max, $1.0.number
          )
        }
      guard !members.isEmpty else { continue }
      if !first { output.line("") }
      first = false
      output.line(l(header))
      for (task, date) in members {
        var number: [UInt8] = []
        appendNumber(task.number, width: width, pad: 0x30, to: &number)
        var line = "  " + String(decoding: number, as: UTF8.self) + " [ ] "
        if let date {
          line +=
            date.description + " "
            + DisplayWidth.padded(weekdayName(date.weekday), to: weekdayWidth)
          line +=
            "  " + DisplayWidth.padded(relativePhrase(today.days(until: date)), to: phraseWidth)
        } else {
          line += String(repeating: " ", count: 10 + 1 + weekdayWidth + 2 + phraseWidth)
        }
        for row in fitted(prefix: line + "  ", text: task.item.text) { output.line(row) }
      }
    }
    if !invalid.isEmpty {
      if !first { output.line("") }
      output.line(l(.agendaInvalid))
      for task in invalid {
        var number: [UInt8] = []
        appendNumber(task.number, width: width, pad: 0x30, to: &number)
        let prefix =
          "  " + String(decoding: number, as: UTF8.self) + " [ ] "
          + String(repeating: " ", count: 10 + 1 + weekdayWidth + 2 + phraseWidth) + "  "
        for row in fitted(prefix: prefix, text: task.item.text) { output.line(row) }
      }
    }
    return 0
  }

  /// `prefix` and `text` as one line that fits the terminal: `text` wrapped under itself (a
  /// hanging indent that keeps the columns of `prefix`) when standard output is a terminal
  /// narrower than the line; unchanged on a pipe or a file (zh-Hant review, "Layout" 1).
  func fitted(prefix: String, text: String) -> [String] {
    guard let columns = System.terminalColumns(streams.output, environment: environment) else {
      return [prefix + text]
    }
    let used = DisplayWidth.columns(prefix)
    var rows = DisplayWidth.wrapped(text, width: columns, used: used, indent: used)
    rows[0] = prefix + rows[0]
    return rows
  }

  /// A painted `due` line (number, space, text, annotation; colour escapes included) that
  /// fits the terminal, continued under the text (`indent` columns); unchanged on a pipe.
  func fitted(_ line: [UInt8], indent: Int) -> [UInt8] {
    guard let columns = System.terminalColumns(streams.output, environment: environment) else {
      return line
    }
    let text = String(decoding: line, as: UTF8.self)
    return Array(
      DisplayWidth.wrapped(text, width: columns, used: 0, indent: indent)
        .joined(separator: "\n").utf8)
  }

  /// `todo export --ics`: open tasks with a due date as iCalendar VTODOs (RFC 5545), so a
  /// calendar app can remind the user.
  ///
  /// UID is derived from the task without its dates and recurrence (so moving the due date
  /// updates the same reminder); PRIORITY maps A→1 … H→8, later letters →9; CATEGORIES are
  /// the projects and contexts. Lines end with CRLF and fold at 75 octets.
  func export(_ args: [String]) throws -> Int32 {
    guard args == ["--ics"] else { throw CLIError(message: l(.usageExport, settings.programName)) }
    let (tasks, _) = try openTasks()
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//todo//todo.txt \(App.version)//EN",
      "CALSCALE:GREGORIAN",
    ]
    let stamp = clock.utcStamp
    var seen: [String: Int] = [:]
    for task in tasks {
      guard let due = task.item.dueDate else { continue }
      let identity = task.item.identity(ignoring: [.schedule, .recurrence])
      // Tasks alike but for their dates get -2, -3… in file order, so every UID is unique.
      var uid = ICalendar.uid(for: identity.subject)
      seen[uid, default: 0] += 1
      if let count = seen[uid], count > 1 { uid += "-" + String(count) }
      lines.append("BEGIN:VTODO")
      lines.append("UID:" + uid + "@todo.txt")
      lines.append("DTSTAMP:" + stamp)
      lines.append("SUMMARY:" + ICalendar.escape(identity.subject))
      lines.append("DUE;VALUE=DATE:" + due.description.replacingDashes())
      if let priority = task.item.priority {
        lines.append("PRIORITY:" + String(min(Int(priority.ascii) - 0x40, 9)))
      }
      let categories = task.item.projects.map { "+" + $0 } + task.item.contexts.map { "@" + $0 }
      if !categories.isEmpty {
        lines.append(
          "CATEGORIES:" + categories.map { ICalendar.escape(String($0)) }.joined(separator: ","))
      }
      lines.append("STATUS:NEEDS-ACTION")
      lines.append("END:VTODO")
    }
    lines.append("END:VCALENDAR")
    var out: [UInt8] = []
    for line in lines { out += ICalendar.fold(line) }
    output.raw(out)
    return 0
  }
}

extension String {
  fileprivate func replacingDashes() -> String { filter { $0 != "-" } }
}

/// RFC 5545 text rules.
enum ICalendar {
  /// TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline.
  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": out += "\\n"
      default:
        // TEXT allows no control characters.
        if let ascii = c.asciiValue, ascii < 0x20 || ascii == 0x7F {
          out.append(" ")
        } else {
          out.append(c)
        }
      }
    }
    return out
  }

  /// A content line, folded after 75 octets without splitting a UTF-8 character, with CRLF
  /// (RFC 5545 §3.1).
  static func fold(_ line: String) -> [UInt8] {
    var out: [UInt8] = []
    var lineLength = 0
    for scalar in line.unicodeScalars {
      let bytes = Array(String(scalar).utf8)
      if lineLength + bytes.count > 75 {
        out += [0x0D, 0x0A, 0x20]
        lineLength = 1
      }
      out += bytes
      lineLength += bytes.count
    }
    out += [0x0D, 0x0A]
    return out
  }

  /// A stable identifier from the task's text: FNV-1a (64-bit) in hex, twice with different
  /// seeds for 128 bits.
  static func uid(for text: some StringProtocol) -> String {
    func hex(_ v: UInt64) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }
    return hex(FNV1a.hash(text.utf8)) + hex(FNV1a.hash(text.utf8, seed: 0x8422_2325_cbf2_9ce4))
  }
}
