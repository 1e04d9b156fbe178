import TodoLocalization
import TodoTxt

// MARK: - postpone

extension PostponeAction {
  /// `postpone N [N…] PERIOD`: each task's `due:` moves by PERIOD (`1d`, `2w`, `1m`, `3b`
  /// business days, `1y`: counted from its due date, months clamped to their end as `rec:`
  /// counts them) or to the day PERIOD names (a date, or any date word `add` reads, in either
  /// language: counted from today); a `t:` start date moves by the same number of days, so the
  /// gap between them stays. One transaction and one `revert` step; a task without a due date
  /// (or whose `due:` is not a real day), a done task, or a bad period changes nothing.
  func postpone(_ args: [String]) throws -> Int32 {
    let usage = l(.usagePostpone, settings.programName)
    guard args.count >= 2, let period = args.last else { throw CLIError(message: usage) }
    let move = try self.move(period)
    // Any task it cannot move stops the whole command: nothing is written.
    return try store.editEach(Array(args.dropLast()), usage: usage) {
      list, transcript, typed, number, item in
      var item = item
      guard !item.isCompleted else { throw CLIError(message: l(.postponeDone, typed)) }
      guard let due = item.dueDate else {
        throw CLIError(
          message: item.tagValue(forKey: "due").map { l(.postponeBadDue, typed, "due:" + $0) }
            ?? l(.postponeNoDue, typed))
      }
      guard let moved = move(due) else { throw CLIError(message: l(.postponeBadPeriod, period)) }
      item.setTag("due", to: moved.description)
      if let start = item.thresholdDate, let later = start.adding(days: due.days(until: moved)) {
        item.setTag("t", to: later.description)
      }
      try list.replace(line: number, withEditable: item)
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(typed, list, number))
        transcript.line(
          l(.postponed, typed, moved.description, weekdayName(moved.weekday), due.description))
      }
      return true
    }
  }

  /// What PERIOD does to a due date: a period (`2w`) counts from it; a date or date word
  /// names the day.
  ///
  /// - Throws: ``CLIError`` when it is neither.
  private func move(_ period: String) throws -> (TodoDate) -> TodoDate? {
    if !period.hasPrefix("+"), let rule = Recurrence(parsing: period) {
      return { rule.next(after: $0) }
    }
    guard let day = RelativeDate.resolve(period, today: clock.today) else {
      throw CLIError(message: l(.postponeBadPeriod, period))
    }
    return { _ in day }
  }
}

/// `todo postpone NR [NR ...] PERIOD`: moves the due date (and the start date with it) of
/// task(s) by PERIOD, or to a date.
struct PostponeAction: TodoAction {
  static let declaration = ActionDeclaration(
    "postpone", .actionSummaryPostpone, .actionHelpPostpone,
    arguments: ActionRegistry.numbers, writes: true, previewable: true)

  let basics: RunBasics
  let clock: Clock
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try postpone(arguments.words)
  }
}
