import TodoLocalization
import TodoTxt

// MARK: - due

extension DueAction {
  /// `todo due [DAYS] [TERM...] [--all] [--json]`: overdue tasks, tasks due today and in the
  /// next DAYS days (7), and the tasks whose `due:` is not a real date, each group in due-date
  /// order; the terms filter as in `ls`.
  func due(_ args: ActionArguments) throws -> Int32 {
    var days = 7
    var words = args
    // A first word of digits is DAYS; `-5` is a term (excluding 5), as in `ls`.
    if let first = words.words.first, !words.isLiteral(0),
      let n = Int(input.normalizeNumbers(first)),
      n >= 0
    {
      guard n <= 36_500 else { throw CLIError(message: l(.usageDue, settings.programName)) }
      days = n
      words = words.droppingWords(1)
    }
    let options = try listing.listOptions(words, defaultSort: false)
    guard options.sortKeys == nil else {
      throw CLIError(message: l(.usageDue, settings.programName))
    }
    if try dueFlat(days: days, options: options) { return 0 }
    let today = clock.today
    let (tasks, width, hidden) = try listing.visibleOpenTasks(options)
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
      for (_, task) in overdue.sorted(by: byDate) {
        out += listing.jsonLine(task, section: "overdue")
      }
      for task in dueToday { out += listing.jsonLine(task, section: "today") }
      for (_, task) in soon.sorted(by: byDate) { out += listing.jsonLine(task, section: "soon") }
      for task in invalid { out += listing.jsonLine(task, section: "invalid") }
      output.raw(out)
      return 0
    }
    let painter = LinePainter(palette: listing.listContext.palette, today: today)
    func show(_ task: DatedTask, date: TodoDate?) {
      var line: [UInt8] = []
      var number: [UInt8] = []
      appendNumber(task.number, width: width, pad: 0x30, to: &number)
      painter.paint(number: number[...], text: Array(task.item.text.utf8)[...], into: &line)
      line.removeLast()
      if let date { line += Array(l(.dueAnnotation, relativePhrase(today.days(until: date))).utf8) }
      output.painted(listing.fitted(line, indent: number.count + 1) + [0x0A])
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
      hiddenNotes(hidden)
    }
    return 0
  }

  /// ``due(_:)`` through ``FlatAgenda`` when its output is plain (no JSON, lines copied as
  /// they are, not a terminal), byte for byte the general path's; `false` (nothing done)
  /// otherwise.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  private func dueFlat(days: Int, options: ListOptions) throws -> Bool {
    let today = clock.today
    guard !options.json, environment[Listing.generalDatesVariable] == nil,
      LinePainter(palette: listing.listContext.palette, today: today).copiesLines,
      System.terminalColumns(streams.output, environment: environment) == nil
    else { return false }
    var counts = (overdue: 0, today: 0, soon: 0)
    var hidden = HiddenCounts()
    try listing.withFlatOpenTasks(options) { tasks, bytes in
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
      hiddenNotes(hidden)
    }
    return true
  }
}

/// `todo due [DAYS] [TERM...] [--all] [--json]`: lists overdue tasks, tasks due today and in the
/// next DAYS days (default 7).
struct DueAction: TodoAction {
  static let declaration = ActionDeclaration(
    "due", .actionSummaryDue, .actionHelpDue,
    flags: [ActionFlag(.all), ActionFlag(.json)] + ActionRegistry.filterFlags,
    readsListOptions: true
  )

  let basics: RunBasics
  let input: TaskInput
  let clock: Clock
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    clock = context.clock
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try due(arguments)
  }
}
