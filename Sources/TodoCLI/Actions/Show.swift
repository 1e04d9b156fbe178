import TodoLocalization
import TodoTxt

// MARK: - show

extension ShowAction {
  /// `show NR [--json]`: the detail view of one task. The line as stored, then one line per
  /// part the task has: status, priority, projects, contexts, other tags, the dates with their
  /// weekday and in words (an overdue due date red on a terminal), the start date, the
  /// recurrence in words, and the note with its text.
  func show(_ args: ActionArguments) throws -> Int32 {
    let usage = l(.usageShow, settings.programName)
    let json = args.has(.json)
    let words = args.words
    guard words.count == 1 else { throw CLIError(message: usage) }
    let typed = words[0]
    let number = try store.lineNumber(typed, usage: usage)
    let list = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    let item = try store.task(in: list, number, typed: typed)
    let name = self.notes.noteName(ofLine: list.bytes(ofLine: number))
    var noteText: [UInt8]?
    var noteRefused = false
    var noteOwnFile = false
    var noteTooLarge = false
    if let name {
      do throws(NotesFolder.Failure) {
        noteText = try self.notes.notesFolder.read(name)
      } catch .tooLarge {
        noteTooLarge = true
      } catch .ownFile {
        noteOwnFile = true
      } catch {
        noteRefused = true
      }
    }
    if json {
      var out: [UInt8] = []
      JSONLine.append(
        number: number, text: list.bytes(ofLine: number)[...],
        note: name.map(self.notes.notePath),
        noteText: .some(noteText.map { String(decoding: $0, as: UTF8.self) }), to: &out)
      output.raw(out)
      return 0
    }
    let text = list.bytes(ofLine: number)
    if list.isValidUTF8(line: number), !text.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
      for row in listing.fitted(prefix: typed + " ", text: String(decoding: text, as: UTF8.self)) {
        output.line(row)
      }
    } else {
      output.raw(store.taskLine(typed, list, number))
    }
    let today = clock.today
    if item.isCompleted {
      showRow(.showStatus, l(.showDone))
    } else {
      let hidden = item.isHidden || item.thresholdDate.map { $0 > today } == true
      showRow(.showStatus, hidden ? l(.showHiddenUntil) : l(.showOpen))
    }
    if let priority = item.priority ?? item.priorityTag {
      showRow(.showPriority, priority.letter)
    }
    if !item.projects.isEmpty {
      showRow(.showProjects, item.projects.map { "+" + $0 }.joined(separator: " "))
    }
    if !item.contexts.isEmpty {
      showRow(.showContexts, item.contexts.map { "@" + $0 }.joined(separator: " "))
    }
    let shownElsewhere: Set<Substring> = ["due", "t", "rec", self.notes.noteTag[...]]
    let others = item.tags.filter { !shownElsewhere.contains($0.key) }
    if !others.isEmpty {
      showRow(.showTags, others.map { $0.key + ":" + $0.value }.joined(separator: " "))
    }
    // Both directions of `dep`'s links (topydo's id:/p:).
    let links = TaskLinks(list)
    for (key, numbers) in [
      (MessageKey.showWaitsFor, links.awaited(by: number)),
      (.showNeededBy, links.waiting(for: number)),
    ] where !numbers.isEmpty {
      showRow(
        key,
        numbers.map { String($0) + " " + String(decoding: list.bytes(ofLine: $0), as: UTF8.self) }
          .joined(separator: l(.listSeparator)))
    }
    if item.tagValue(forKey: "spent") != nil || TaskTimer.started(item) != nil {
      let spent = spentInWords(TaskTimer.spent(item))
      showRow(
        .showSpent,
        TaskTimer.started(item).map {
          l(.showSpentRunning, spent, spentInWords(clock.epochSeconds - $0))
        }
          ?? spent)
    }
    if let created = item.creationDate {
      showRow(.showCreated, dateInWords(created, today: today))
    }
    if let completed = item.completionDate {
      showRow(.showCompleted, dateInWords(completed, today: today))
    }
    if let value = item.dueValue {
      let due = dueInWords(value, done: item.isCompleted, today: today)
      showRow(.showDue, due.text, colour: due.colour)
    }
    if let value = item.tagValue(forKey: "t") {
      let text =
        TodoDate(parsing: value).map { dateInWords($0, today: today) }
        ?? l(.showInvalidDate, String(value))
      showRow(.showThreshold, text)
    }
    if let value = item.tagValue(forKey: "rec") {
      showRow(
        .showRecurrence,
        item.recurrence.map(recurrenceInWords) ?? l(.showInvalidRecurrence, String(value)))
    }
    if let name {
      let path = self.notes.notePath(name)
      let shown =
        noteTooLarge
        ? l(.showNoteTooLarge, path, String(NotesFolder.maximumSize >> 20))
        : noteOwnFile
          ? l(.showNoteOwnFile, path)
          : noteRefused
            ? l(.showNoteRefused, path) : noteText == nil ? l(.showNoteMissing, path) : path
      showRow(.showNote, shown)
      if let noteText, !noteText.isEmpty {
        var indented: [UInt8] = []
        for line in noteText.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(
          noteText.last == 0x0A ? 1 : 0)
        {
          indented += Array("    ".utf8) + line + [0x0A]
        }
        output.raw(indented)
      }
    }
    return 0
  }

  /// One `label: value` row of `show`: on a terminal narrower than the row, the value
  /// continues under itself (a hanging indent, by display width); unchanged on a pipe.
  ///
  /// With `colour` (an SGR sequence: the overdue red), the value is written in it: the colour
  /// goes to the terminal as a colour, the text around it escaped as everything is.
  private func showRow(_ key: MessageKey, _ value: String, colour: String? = nil) {
    let prefix = l(key, "")
    for row in listing.fitted(prefix: prefix, text: value) {
      guard let colour else {
        output.line(row)
        continue
      }
      let head = row.hasPrefix(prefix) ? prefix : String(row.prefix { $0 == " " })
      var bytes: [UInt8] = []
      TerminalText.escape(head.utf8, into: &bytes)
      bytes += colour.utf8
      TerminalText.escape(row.dropFirst(head.count).utf8, into: &bytes)
      bytes += (settings.colours["DEFAULT"] ?? "\u{1B}[0m").utf8
      bytes.append(0x0A)
      output.painted(bytes)
    }
  }

  /// `2026-11-20 (Fri), 10 days ago` / `2026-11-20（週五），10 天前`.
  private func dateInWords(_ date: TodoDate, today: TodoDate) -> String {
    datePhrase(date, relative: relativeWords(today.days(until: date)))
  }

  /// The date (ISO, so the fields line up), its weekday, then `relative`.
  private func datePhrase(_ date: TodoDate, relative: String) -> String {
    l(.showDate, date.description, weekdayName(date.weekday), relative)
  }

  /// Days from today in words, for any date: 前天、昨天、今天、明天、後天, else N days ago /
  /// in N days (glossary).
  private func relativeWords(_ days: Int) -> String {
    switch days {
    case 0: return l(.relToday)
    case 1: return l(.relTomorrow)
    case 2: return l(.showInTwoDays)
    case -1: return l(.showYesterday)
    case -2: return l(.showTwoDaysAgo)
    case 3...: return l(.relInDays, String(days))
    default: return l(.showDaysAgo, String(-days))
    }
  }

  /// A due date in words as the agenda says it ("3 days overdue"), red on a terminal when it
  /// has passed on an open task (`COLOR_OVERDUE`); a value that is not a date is shown as such.
  private func dueInWords(
    _ value: Substring, done: Bool, today: TodoDate
  ) -> (text: String, colour: String?) {
    guard let date = TodoDate(parsing: value) else {
      return (l(.showInvalidDate, String(value)), nil)
    }
    let days = today.days(until: date)
    let text = datePhrase(date, relative: relativePhrase(days))
    guard colourEnabled, days < 0, !done, let red = settings.colours["COLOR_OVERDUE"], !red.isEmpty
    else { return (text, nil) }
    return (text, red)
  }

  /// `every week, counted from completion`, `every 2 weeks, …`; `rec:+1m` is counted from the
  /// due date.
  private func recurrenceInWords(_ recurrence: Recurrence) -> String {
    // One unit in words of its own (every week, 每週), not "every 1 week".
    if recurrence.count == 1 {
      let every: MessageKey
      switch recurrence.unit {
      case .day: every = .recEveryDay
      case .businessDay: every = .recEveryBusinessDay
      case .week: every = .recEveryWeek
      case .month: every = .recEveryMonth
      case .year: every = .recEveryYear
      }
      return l(recurrence.isStrict ? .showRecurrenceStrictOne : .showRecurrenceLooseOne, l(every))
    }
    let unit: MessageKey
    switch recurrence.unit {
    case .day: unit = .recUnitDays
    case .businessDay: unit = .recUnitBusinessDays
    case .week: unit = .recUnitWeeks
    case .month: unit = .recUnitMonths
    case .year: unit = .recUnitYears
    }
    return l(
      recurrence.isStrict ? .showRecurrenceStrict : .showRecurrenceLoose,
      String(recurrence.count), l(unit))
  }

}

/// `todo show NR [--json]`: shows task NR in detail.
struct ShowAction: TodoAction, TimerActionCommon {
  static let declaration = ActionDeclaration(
    "show", .actionSummaryShow, .actionHelpShow, arguments: ActionRegistry.number,
    flags: [ActionFlag(.json)], usage: .usageShow
  )

  let basics: RunBasics
  let clock: Clock
  let store: TaskStore
  let listing: Listing
  let notes: Notes

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    store = context.store
    listing = context.listing
    notes = context.notes
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try show(arguments)
  }
}
