import TodoLocalization
import TodoTxt

// MARK: - agenda

extension AgendaAction {
  /// `todo agenda [TERM...] [--done] [--all] [--json]`: open tasks under Overdue / Today /
  /// Tomorrow / This week / Later / No due date, with a checkbox, the due date and weekday, and
  /// a relative phrase, the columns aligned by display width (CJK counts two columns); the
  /// terms filter as in `ls`. `--done` adds the tasks completed today as `[x]` rows under Done
  /// today. With colour, overdue rows are in `COLOR_OVERDUE` and done rows in `COLOR_DONE`.
  func agenda(_ args: ActionArguments) throws -> Int32 {
    let withDone = args.has(.done)
    let options = try listing.listOptions(args, defaultSort: false)
    guard options.sortKeys == nil else { throw usageError() }
    if !withDone, try agendaFlat(options) { return 0 }
    let today = clock.today
    let (tasks, width, hidden) = try listing.visibleOpenTasks(options)
    let doneToday =
      withDone ? try listing.tasksCompletedToday(options, width: width) : []
    if tasks.isEmpty && doneToday.isEmpty && !options.json {
      // Terms that match nothing print nothing, as `grep`; an empty list says how to add.
      if !hidden.isEmpty {
        hiddenNotes(hidden)
      } else if options.isUnfiltered {
        output.line(l(.emptyList, settings.programName))
      }
      return 0
    }
    // Days from today; Sunday ends the week (ISO 8601), Saturday with TODOTXT_WEEK_START=sun.
    // Plain day counts, so the last day a TodoDate can hold (9999-12-31) is a day like any
    // other.
    let daysLeftInWeek = settings.weekStart.week(of: today).upperBound - today.daysSinceEpoch
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
        for (task, _) in members(belongs) { out += listing.jsonLine(task, section: section) }
      }
      for task in invalid { out += listing.jsonLine(task, section: "invalid") }
      for task in doneToday { out += listing.jsonLine(task, section: "done") }
      output.raw(out)
      return 0
    }
    let colours = listing.listContext.palette.colours
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
        for row in listing.fitted(prefix: line + "  ", text: task.item.text) {
          listing.colouredLine(row, colour: colour)
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
        for row in listing.fitted(prefix: prefix, text: text) {
          listing.colouredLine(row, colour: colour)
        }
      }
    }
    // The tasks waiting for another are said as `ls` says them (the hidden-until-later ones
    // only when nothing is shown, as before).
    hiddenNotes(HiddenCounts(later: 0, waiting: hidden.waiting))
    return 0
  }

  /// ``agenda(_:)`` without `--done` through ``FlatAgenda`` when its output is plain (no JSON,
  /// not a terminal, no colour for overdue rows), byte for byte the general path's; `false`
  /// (nothing done) otherwise.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  private func agendaFlat(_ options: ListOptions) throws -> Bool {
    guard !options.json, environment[Listing.generalDatesVariable] == nil,
      !output.escapesControls,
      System.terminalColumns(streams.output, environment: environment) == nil,
      (listing.listContext.palette.colours["COLOR_OVERDUE"] ?? "").isEmpty
    else { return false }
    try listing.withFlatOpenTasks(options) { tasks, bytes in
      guard tasks.count > 0 else {
        // Terms that match nothing print nothing, as `grep`; an empty list says how to add.
        if !tasks.hidden.isEmpty {
          hiddenNotes(tasks.hidden)
        } else if options.isUnfiltered {
          output.line(l(.emptyList, settings.programName))
        }
        return
      }
      writeAgenda(tasks, bytes: bytes)
      hiddenNotes(HiddenCounts(later: 0, waiting: tasks.hidden.waiting))
    }
    return true
  }

  /// The agenda of `tasks` (in `bytes`): ``agenda(_:)``'s sections, rows and columns.
  private func writeAgenda(_ tasks: FlatAgenda, bytes: UnsafeBufferPointer<UInt8>) {
    let today = clock.today
    let todayDays = today.daysSinceEpoch
    let daysLeftInWeek = settings.weekStart.week(of: today).upperBound - today.daysSinceEpoch
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
}

/// `todo agenda [TERM...] [--done] [--all] [--json]`: shows open tasks by due date.
struct AgendaAction: TodoAction {
  static let declaration = ActionDeclaration(
    "agenda", .actionSummaryAgenda, .actionHelpAgenda,
    flags: [ActionFlag(.done), ActionFlag(.all), ActionFlag(.json)] + ActionRegistry.filterFlags,
    readsListOptions: true
  )

  let basics: RunBasics
  let clock: Clock
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try agenda(arguments)
  }
}
