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
  /// UTF-8 left out) that match `options`' filter terms as in `ls`, and how many more are
  /// hidden until later (`t:` ahead, `h:1`; `-x` or `--all` shows them), the rule `ls` follows.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  func visibleOpenTasks(_ options: ListOptions = ListOptions()) throws -> (
    tasks: [DatedTask], width: Int, hidden: Int
  ) {
    let (open, width) = try openTasks()
    let all = try matching(open, terms: options.terms, width: width)
    guard !settings.disableFilter && !options.showsAll else { return (all, width, 0) }
    let today = clock.today
    let visible = all.filter {
      !($0.item.isHidden || ($0.item.thresholdDate.map { $0 > today } ?? false))
    }
    return (visible, width, all.count - visible.count)
  }

  /// The tasks of `tasks` whose numbered line (the number padded with spaces to `width`, a
  /// space, the text) passes the terms, as `ls` filters (todo.sh's `grep -i`, `-TERM` excludes).
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression.
  func matching(_ tasks: [DatedTask], terms: [String], width: Int) throws -> [DatedTask] {
    guard let filter = try termFilter(terms) else { return tasks }
    var subject: [UInt8] = []
    return tasks.filter { task in
      subject.removeAll(keepingCapacity: true)
      appendNumber(task.number, width: width, pad: 0x20, to: &subject)
      subject.append(0x20)
      subject += task.item.text.utf8
      return subject.withUnsafeBufferPointer { filter.matches($0) }
    }
  }

  /// `terms` compiled as ``matching(_:terms:width:)`` matches them; `nil` for no terms.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression.
  func termFilter(_ terms: [String]) throws -> TermFilter? {
    guard !terms.isEmpty else { return nil }
    do {
      return try TermFilter(terms)
    } catch {
      throw CLIError(message: l(.invalidPattern, error.pattern, error.reason))
    }
  }

  /// The tasks completed `today` (``TodoItem/completionDate``), in todo.txt (by number) and in
  /// done.txt (numbered 0, as `lsa` numbers them), that pass `terms`.
  func tasksCompletedToday(terms: [String], width: Int) throws -> [DatedTask] {
    let today = clock.today
    var found: [DatedTask] = []
    for (path, numbered) in [(settings.todoFile, true), (settings.doneFile, false)] {
      let list = TodoList(bytes: try TodoFile(path: path).read())
      for n in list.lineNumbers where !list.isBlank(line: n) && list.isValidUTF8(line: n) {
        let item = try list.item(atLine: n)
        if item.isCompleted, item.completionDate == today {
          found.append(DatedTask(number: numbered ? n : 0, item: item))
        }
      }
    }
    return try matching(found, terms: terms, width: width)
  }

  /// One task as a line of JSON (``JSONLine``) with one more field, `section`: where the
  /// human output puts it (`overdue`, `today`, …).
  func jsonLine(_ task: DatedTask, section: String) -> [UInt8] {
    var line: [UInt8] = []
    JSONLine.append(
      number: task.number, text: Array(task.item.text.utf8)[...], notes: noteLocation, to: &line)
    // `}\n` closes the object: the field goes before it.
    line.removeLast(2)
    line += Array((",\"section\":" + JSONLine.quoted(section) + "}\n").utf8)
    return line
  }

  /// `text` and a newline in `colour` (an escape sequence; empty for none), its control
  /// characters escaped on a terminal as ``Output/line(_:)`` does.
  func colouredLine(_ text: String, colour: String) {
    guard !colour.isEmpty else {
      output.line(text)
      return
    }
    var bytes = Array(colour.utf8)
    if output.escapesControls {
      TerminalText.escape(text.utf8, into: &bytes)
    } else {
      bytes += text.utf8
    }
    bytes += Array((listContext.palette.colours["DEFAULT"] ?? "").utf8) + [0x0A]
    output.painted(bytes)
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

  /// `todo due [DAYS] [TERM...] [--all] [--json]`: overdue tasks, tasks due today and in the
  /// next DAYS days (7), and the tasks whose `due:` is not a real date, each group in due-date
  /// order; the terms filter as in `ls`.
  func due(_ args: ActionArguments) throws -> Int32 {
    var days = 7
    var words = args
    // A first word of digits is DAYS; `-5` is a term (excluding 5), as in `ls`.
    if let first = words.words.first, !words.isLiteral(0), let n = Int(normalizeNumbers(first)),
      n >= 0
    {
      guard n <= 36_500 else { throw CLIError(message: l(.usageDue, settings.programName)) }
      days = n
      words = words.droppingWords(1)
    }
    let options = try listOptions(words, defaultSort: false)
    guard options.sortKeys == nil else {
      throw CLIError(message: l(.usageDue, settings.programName))
    }
    if try dueFlat(days: days, options: options) { return 0 }
    let today = clock.today
    let (tasks, width, hidden) = try visibleOpenTasks(options)
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
    if options.json {
      var out: [UInt8] = []
      for (_, task) in overdue.sorted(by: byDate) { out += jsonLine(task, section: "overdue") }
      for task in dueToday { out += jsonLine(task, section: "today") }
      for (_, task) in soon.sorted(by: byDate) { out += jsonLine(task, section: "soon") }
      for task in invalid { out += jsonLine(task, section: "invalid") }
      output.raw(out)
      return 0
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
      if hidden > 0 { output.error(hiddenTasksNote(hidden)) }
    }
    return 0
  }

  /// `todo agenda [TERM...] [--done] [--all] [--json]`: open tasks under Overdue / Today /
  /// Tomorrow / This week / Later / No due date, with a checkbox, the due date and weekday, and
  /// a relative phrase, the columns aligned by display width (CJK counts two columns); the
  /// terms filter as in `ls`. `--done` adds the tasks completed today as `[x]` rows under Done
  /// today. With colour, overdue rows are in `COLOR_OVERDUE` and done rows in `COLOR_DONE`.
  func agenda(_ args: ActionArguments) throws -> Int32 {
    let withDone = args.has(.done)
    let options = try listOptions(args, defaultSort: false)
    guard options.sortKeys == nil else { throw usageError() }
    if !withDone, try agendaFlat(options) { return 0 }
    let today = clock.today
    let (tasks, width, hidden) = try visibleOpenTasks(options)
    let doneToday = withDone ? try tasksCompletedToday(terms: options.terms, width: width) : []
    if tasks.isEmpty && doneToday.isEmpty && !options.json {
      // Terms that match nothing print nothing, as `grep`; an empty list says how to add.
      if hidden > 0 {
        output.error(hiddenTasksNote(hidden))
      } else if options.terms.isEmpty {
        output.line(l(.emptyList, settings.programName))
      }
      return 0
    }
    // Days from today; Sunday ends the week (ISO 8601). Plain day counts, so the last day a
    // TodoDate can hold (9999-12-31) is a day like any other.
    let daysLeftInWeek = 7 - today.weekday.rawValue
    func days(_ test: @escaping (Int) -> Bool) -> (TodoDate?) -> Bool {
      { date in date.map { test(today.days(until: $0)) } ?? false }
    }
    let sections: [(MessageKey, String, (TodoDate?) -> Bool)] = [
      (.agendaOverdue, "overdue", days { $0 < 0 }),
      (.agendaToday, "today", days { $0 == 0 }),
      (.agendaTomorrow, "tomorrow", days { $0 == 1 }),
      (.agendaThisWeek, "week", days { $0 >= 2 && $0 <= daysLeftInWeek }),
      (.agendaLater, "later", days { $0 >= 2 && $0 > daysLeftInWeek }),
      (.agendaNoDate, "none", { $0 == nil }),
    ]
    // A due: that is not a real day (2023-02-30, tomorrow, an empty value) gets a section of
    // its own, as in `due`: never a corrected date, never "today".
    let invalid = tasks.filter {
      $0.item.dueDate == nil
        && ($0.item.dueValue != nil || $0.item.tokens.contains(.word("due:")))
    }
    let invalidNumbers = Set(invalid.map(\.number))
    let dated = tasks.filter { !invalidNumbers.contains($0.number) }.map { ($0, $0.item.dueDate) }
    func members(_ belongs: (TodoDate?) -> Bool) -> [(DatedTask, TodoDate?)] {
      dated.filter { belongs($0.1) }
        .sorted {
          ($0.1?.daysSinceEpoch ?? Int.max, $0.0.number) < (
            $1.1?.daysSinceEpoch ?? Int.max, $1.0.number
          )
        }
    }
    if options.json {
      var out: [UInt8] = []
      for (_, section, belongs) in sections {
        for (task, _) in members(belongs) { out += jsonLine(task, section: section) }
      }
      for task in invalid { out += jsonLine(task, section: "invalid") }
      for task in doneToday { out += jsonLine(task, section: "done") }
      output.raw(out)
      return 0
    }
    let colours = listContext.palette.colours
    // The phrase column is as wide as its widest entry, in display columns.
    let phraseWidth =
      dated.compactMap { $0.1.map { DisplayWidth.columns(relativePhrase(today.days(until: $0))) } }
      .max() ?? 0
    let weekdayWidth = Weekday.allCases.map { DisplayWidth.columns(weekdayName($0)) }.max() ?? 0
    var first = true
    for (header, _, belongs) in sections {
      let members = members(belongs)
      guard !members.isEmpty else { continue }
      if !first { output.line("") }
      first = false
      output.line(l(header))
      let colour = header == .agendaOverdue ? colours["COLOR_OVERDUE"] ?? "" : ""
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
        for row in fitted(prefix: line + "  ", text: task.item.text) {
          colouredLine(row, colour: colour)
        }
      }
    }
    for (key, rows, mark, colour) in [
      (MessageKey.agendaInvalid, invalid, " [ ] ", ""),
      (.agendaDoneToday, doneToday, " [x] ", colours["COLOR_DONE"] ?? ""),
    ] where !rows.isEmpty {
      if !first { output.line("") }
      first = false
      output.line(l(key))
      for task in rows {
        var number: [UInt8] = []
        appendNumber(task.number, width: width, pad: 0x30, to: &number)
        let prefix =
          "  " + String(decoding: number, as: UTF8.self) + mark
          + String(repeating: " ", count: 10 + 1 + weekdayWidth + 2 + phraseWidth) + "  "
        // A done row shows the task without its `x DATE` header: the box says it is done.
        let text = task.item.isCompleted ? String(task.item.subject) : task.item.text
        for row in fitted(prefix: prefix, text: text) { colouredLine(row, colour: colour) }
      }
    }
    return 0
  }

  /// The environment variable that sends `agenda` and `due` down their general path whatever
  /// the output: for the tests that compare it with the flat one (``FlatAgenda``).
  static let generalDatesVariable = "TODO_TEST_GENERAL_DATES"

  /// The visible open tasks of the todo file (``visibleOpenTasks(_:)``'s) as a
  /// ``FlatAgenda``, passed to `body` with the file's bytes.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  private func withFlatOpenTasks(
    _ options: ListOptions, _ body: (FlatAgenda, UnsafeBufferPointer<UInt8>) -> Void
  ) throws {
    let bytes = try TodoFile(path: settings.todoFile).read()
    let filter = try termFilter(options.terms)
    let hides = !settings.disableFilter && !options.showsAll
    bytes.withUnsafeBufferPointer { all in
      body(FlatAgenda(bytes: all, today: hides ? clock.today : nil, filter: filter), all)
    }
  }

  /// ``due(_:)`` through ``FlatAgenda`` when its output is plain (no JSON, lines copied as
  /// they are, not a terminal), byte for byte the general path's; `false` (nothing done)
  /// otherwise.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  private func dueFlat(days: Int, options: ListOptions) throws -> Bool {
    let today = clock.today
    guard !options.json, environment[Self.generalDatesVariable] == nil,
      LinePainter(palette: listContext.palette, today: today).copiesLines,
      System.terminalColumns(streams.output, environment: environment) == nil
    else { return false }
    var counts = (overdue: 0, today: 0, soon: 0)
    var hidden = 0
    try withFlatOpenTasks(options) { tasks, bytes in
      hidden = tasks.hidden
      let width = digitCount(tasks.lineCount)
      let todayDays = today.daysSinceEpoch
      var out = ChunkedOutput { self.output.painted($0) }
      func row(_ index: Int, annotation: [UInt8]) {
        out.append(number: Int(tasks.numbers[index]), width: width)
        out.append(0x20)
        out.append(
          UnsafeBufferPointer(
            start: bytes.baseAddress! + Int(tasks.starts[index]), count: Int(tasks.lengths[index])
          ))
        out.append(annotation)
        out.append(0x0A)
      }
      // Overdue, today, soon: one run through the tasks in due-day order.
      var section = -1
      var lastDay = Int.min
      var annotation: [UInt8] = []
      for key in tasks.datedOrder() {
        let day = Int(key >> 32)
        let distance = day - todayDays
        if distance > days { break }
        let current = distance < 0 ? 0 : (distance == 0 ? 1 : 2)
        if current != section {
          section = current
          switch current {
          case 0: out.line(l(.dueOverdue))
          case 1: out.line(l(.dueToday))
          default: out.line(days == 1 ? l(.dueTomorrow) : l(.dueSoon, String(days)))
          }
        }
        if day != lastDay {
          lastDay = day
          annotation = current == 1 ? [] : Array(l(.dueAnnotation, relativePhrase(distance)).utf8)
        }
        switch current {
        case 0: counts.overdue += 1
        case 1: counts.today += 1
        default: counts.soon += 1
        }
        row(Int(truncatingIfNeeded: key & 0xFFFF_FFFF), annotation: annotation)
      }
      let invalid = tasks.indices(withDueDay: FlatAgenda.invalidDueDate)
      if !invalid.isEmpty {
        out.line(l(.dueInvalid))
        for index in invalid { row(index, annotation: []) }
      }
      out.flush()
    }
    if settings.verbose > 0 {
      output.line("--")
      output.line(
        l(
          days == 1 ? .dueSummaryOneDay : .dueSummary, String(counts.overdue),
          String(counts.today), String(counts.soon), String(days)))
      if hidden > 0 { output.error(hiddenTasksNote(hidden)) }
    }
    return true
  }

  /// ``agenda(_:)`` without `--done` through ``FlatAgenda`` when its output is plain (no JSON,
  /// not a terminal, no colour for overdue rows), byte for byte the general path's; `false`
  /// (nothing done) otherwise.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  private func agendaFlat(_ options: ListOptions) throws -> Bool {
    guard !options.json, environment[Self.generalDatesVariable] == nil,
      !output.escapesControls,
      System.terminalColumns(streams.output, environment: environment) == nil,
      (listContext.palette.colours["COLOR_OVERDUE"] ?? "").isEmpty
    else { return false }
    try withFlatOpenTasks(options) { tasks, bytes in
      guard tasks.count > 0 else {
        // Terms that match nothing print nothing, as `grep`; an empty list says how to add.
        if tasks.hidden > 0 {
          output.error(hiddenTasksNote(tasks.hidden))
        } else if options.terms.isEmpty {
          output.line(l(.emptyList, settings.programName))
        }
        return
      }
      writeAgenda(tasks, bytes: bytes)
    }
    return true
  }

  /// The agenda of `tasks` (in `bytes`): ``agenda(_:)``'s sections, rows and columns.
  private func writeAgenda(_ tasks: FlatAgenda, bytes: UnsafeBufferPointer<UInt8>) {
    let today = clock.today
    let todayDays = today.daysSinceEpoch
    let daysLeftInWeek = 7 - today.weekday.rawValue
    let dated = tasks.datedOrder()
    // The phrase column is as wide as its widest entry, in display columns: the phrases of the
    // distinct due days, in order.
    var phrases: [String] = []
    var phraseWidth = 0
    var lastDay = Int.min
    for key in dated where Int(key >> 32) != lastDay {
      lastDay = Int(key >> 32)
      phrases.append(relativePhrase(lastDay - todayDays))
      phraseWidth = max(phraseWidth, DisplayWidth.columns(phrases[phrases.count - 1]))
    }
    let weekdayWidth = Weekday.allCases.map { DisplayWidth.columns(weekdayName($0)) }.max() ?? 0
    let width = digitCount(tasks.lineCount)
    var out = ChunkedOutput { self.output.painted($0) }
    var first = true
    func header(_ key: MessageKey) {
      if !first { out.line("") }
      first = false
      out.line(l(key))
    }
    func row(_ index: Int, columns: [UInt8]) {
      out.append(0x20)
      out.append(0x20)
      out.append(number: Int(tasks.numbers[index]), width: width)
      out.append(Self.openBox)
      out.append(columns)
      out.append(
        UnsafeBufferPointer(
          start: bytes.baseAddress! + Int(tasks.starts[index]), count: Int(tasks.lengths[index])))
      out.append(0x0A)
    }
    // Overdue, today, tomorrow, this week, later: one run through the tasks in due-day order.
    let sections: [MessageKey] = [
      .agendaOverdue, .agendaToday, .agendaTomorrow, .agendaThisWeek, .agendaLater,
    ]
    var section = -1
    var distinct = -1
    lastDay = Int.min
    var columns: [UInt8] = []
    for key in dated {
      let day = Int(key >> 32)
      if day != lastDay {
        lastDay = day
        distinct += 1
        let distance = day - todayDays
        let current =
          distance < 0
          ? 0
          : distance == 0 ? 1 : distance == 1 ? 2 : distance <= daysLeftInWeek ? 3 : 4
        if current != section {
          section = current
          header(sections[current])
        }
        // Days before 0001-01-01 or after 9999-12-31 never come from a file.
        let date = TodoDate(daysSinceEpoch: day) ?? today
        columns = Array(
          (date.description + " " + DisplayWidth.padded(weekdayName(date.weekday), to: weekdayWidth)
            + "  " + DisplayWidth.padded(phrases[distinct], to: phraseWidth) + "  ").utf8)
      }
      row(Int(truncatingIfNeeded: key & 0xFFFF_FFFF), columns: columns)
    }
    // No due date, then a due: that is not a real day, each in file order.
    let blank = [UInt8](repeating: 0x20, count: 10 + 1 + weekdayWidth + 2 + phraseWidth + 2)
    for (key, day) in [
      (MessageKey.agendaNoDate, FlatAgenda.noDueDate),
      (.agendaInvalid, FlatAgenda.invalidDueDate),
    ] {
      let members = tasks.indices(withDueDay: day)
      guard !members.isEmpty else { continue }
      header(key)
      for index in members { row(index, columns: blank) }
    }
    out.flush()
  }

  /// ` [ ] `: an open task's box in the agenda.
  private static let openBox: [UInt8] = Array(" [ ] ".utf8)

  /// `prefix` and `text` as one line that fits the terminal: `text` wrapped under itself (a
  /// hanging indent that keeps the columns of `prefix`) when standard output is a terminal
  /// narrower than the line; unchanged on a pipe or a file.
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

  /// `todo export --ics`: open tasks with a due date as iCalendar VTODOs (RFC 5545) with a
  /// reminder (VALARM), and the tasks with a due date completed in the last 30 days as
  /// completed VTODOs, so a calendar app reminds the user and closes what is done.
  ///
  /// UID (``ICalendar/uid(for:created:)``) is derived from the task without its header, dates,
  /// time and recurrence, and with its creation date: moving the due date updates the same
  /// to-do, and a recurring task's next occurrence (created the day the last was done) is a
  /// new one. DUE is the due day, or the day and time of an `at:HH:MM` tag (floating local
  /// time); the alarm fires at that time, else at `TODOTXT_REMIND_AT` (09:00) local time,
  /// `TODOTXT_REMIND_BEFORE` earlier. PRIORITY maps A→1 … H→8, later letters →9; CATEGORIES
  /// are the projects and contexts; DESCRIPTION is the `note:` file's text. Lines end with
  /// CRLF and fold at 75 octets.
  ///
  /// - Throws: ``CLIError`` for a reminder setting that cannot be read.
  func export(_ args: ActionArguments) throws -> Int32 {
    guard args.has(.ics), args.words.isEmpty else {
      throw CLIError(message: l(.usageExport, settings.programName))
    }
    let reminder = try reminderTiming()
    let (tasks, _) = try openTasks()
    let today = clock.today
    var completed: [TodoItem] = []
    for path in [settings.todoFile, settings.doneFile] {
      let list = TodoList(bytes: try TodoFile(path: path).read())
      for n in list.lineNumbers where !list.isBlank(line: n) && list.isValidUTF8(line: n) {
        let item = try list.item(atLine: n)
        guard item.isCompleted, item.dueDate != nil, let done = item.completionDate else {
          continue
        }
        if (0...30).contains(done.days(until: today)) { completed.append(item) }
      }
    }
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//todo//todo.txt \(App.version)//EN",
      "CALSCALE:GREGORIAN",
    ]
    let stamp = clock.utcStamp
    var seen: [String: Int] = [:]
    for item in tasks.map(\.item) + completed {
      guard let due = item.dueDate else { continue }
      // The time of day and the note are details of the same task: never in the UID or title.
      var rest = item
      rest.removeTag("at")
      rest.removeTag("note")
      let identity = rest.identity(ignoring: [.priorityTag, .schedule, .recurrence])
      // Tasks alike but for their dates get -2, -3… in file order, so every UID is unique.
      var uid = ICalendar.uid(for: identity.subject, created: item.creationDate)
      seen[uid, default: 0] += 1
      if let count = seen[uid], count > 1 { uid += "-" + String(count) }
      let time = item.tags.first { $0.key == "at" }.flatMap { ICalendar.minutes(of: $0.value) }
      lines.append("BEGIN:VTODO")
      lines.append("UID:" + uid + "@todo.txt")
      lines.append("DTSTAMP:" + stamp)
      lines.append("SUMMARY:" + ICalendar.escape(identity.subject))
      if let note = noteText(of: item) { lines.append("DESCRIPTION:" + ICalendar.escape(note)) }
      if let time {
        lines.append(
          "DUE:" + ICalendar.basic(due) + "T" + ICalendar.twoDigits(time / 60)
            + ICalendar.twoDigits(time % 60) + "00")
      } else {
        lines.append("DUE;VALUE=DATE:" + ICalendar.basic(due))
      }
      if let priority = item.priority
        ?? item.tags.first(where: { $0.key == "pri" }).flatMap({
          Priority($0.value)
        })
      {
        lines.append("PRIORITY:" + String(min(Int(priority.ascii) - 0x40, 9)))
      }
      let categories = item.projects.map { "+" + $0 } + item.contexts.map { "@" + $0 }
      if !categories.isEmpty {
        lines.append(
          "CATEGORIES:" + categories.map { ICalendar.escape(String($0)) }.joined(separator: ","))
      }
      if let done = item.completionDate {
        // Completed that day: its local midnight, the earliest moment it can have been.
        lines.append("STATUS:COMPLETED")
        lines.append("COMPLETED:" + Clock.utcStamp(Clock.epochSeconds(of: done, minutes: 0)))
        lines.append("PERCENT-COMPLETE:100")
      } else {
        lines.append("STATUS:NEEDS-ACTION")
        let alarm =
          Clock.epochSeconds(of: due, minutes: time ?? reminder.minutes) - reminder.secondsBefore
        lines.append("BEGIN:VALARM")
        lines.append("ACTION:DISPLAY")
        lines.append("DESCRIPTION:" + ICalendar.escape(identity.subject))
        lines.append("TRIGGER;VALUE=DATE-TIME:" + Clock.utcStamp(alarm))
        lines.append("END:VALARM")
      }
      lines.append("END:VTODO")
    }
    lines.append("END:VCALENDAR")
    var out: [UInt8] = []
    for line in lines { out += ICalendar.fold(line) }
    output.raw(out)
    return 0
  }

  /// The time of day of a due day's reminder in minutes after midnight
  /// (`TODOTXT_REMIND_AT`, `HH:MM`, default 09:00), and how many seconds before it the
  /// reminder fires (`TODOTXT_REMIND_BEFORE`: `N` then `m`, `h` or `d`; default 0).
  ///
  /// - Throws: ``CLIError`` naming the setting when its value cannot be read.
  func reminderTiming() throws -> (minutes: Int, secondsBefore: Int) {
    var minutes = 9 * 60
    if let text = settings.remindAt {
      guard let value = ICalendar.minutes(of: text) else {
        throw CLIError(message: l(.remindSettingInvalid, "TODOTXT_REMIND_AT", text))
      }
      minutes = value
    }
    var before = 0
    if let text = settings.remindBefore {
      let units = ["m": 60, "h": 3600, "d": 86400]
      guard let unit = text.last.flatMap({ units[String($0)] }),
        let count = Int(text.dropLast()), text.dropLast().allSatisfy(\.isASCII),
        (0...36_500).contains(count)
      else {
        throw CLIError(message: l(.remindSettingInvalid, "TODOTXT_REMIND_BEFORE", text))
      }
      before = count * unit
    }
    return (minutes, before)
  }

  /// The text of the task's note (the `note:NAME` file in the notes folder, opened as
  /// ``NotesFolder`` opens every note: one path component, no symbolic link): at most 64 KiB,
  /// trailing whitespace cut; `nil` without a note or when it cannot be read.
  func noteText(of item: TodoItem) -> String? {
    guard let name = noteName(of: item), let bytes = try? notesFolder.read(name) else {
      return nil
    }
    var text = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text.isEmpty ? nil : text
  }
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
  /// seeds for 128 bits, then `-YYYYMMDD`, the creation date, when there is one.
  static func uid(for text: some StringProtocol, created: TodoDate? = nil) -> String {
    func hex(_ v: UInt64) -> String {
      let s = String(v, radix: 16)
      return String(repeating: "0", count: 16 - s.count) + s
    }
    return hex(FNV1a.hash(text.utf8)) + hex(FNV1a.hash(text.utf8, seed: 0x8422_2325_cbf2_9ce4))
      + (created.map { "-" + basic($0) } ?? "")
  }

  /// A date in iCalendar's basic form (RFC 5545 §3.3.4): `20261130`.
  static func basic(_ date: TodoDate) -> String { date.description.filter { $0 != "-" } }

  /// `n` (0-99) in two digits.
  static func twoDigits(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }

  /// Minutes after midnight of a time of day written `H:MM` or `HH:MM` (00:00-23:59), else
  /// `nil`: the value of `at:` tags and `TODOTXT_REMIND_AT`.
  static func minutes(of text: some StringProtocol) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
    else { return nil }
    return hour * 60 + minute
  }
}
