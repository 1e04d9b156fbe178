import TodoLocalization
import TodoTxt

// MARK: - start, stop

/// Time spent on a task, in ttdl's convention (its `start` and `stop`, from its todo_lib):
/// `tmr:SECONDS` (since the epoch) while the timer runs, `tmr:off` once stopped, and
/// `spent:SECONDS`, the time the stopped timers added up.
enum TaskTimer {
  /// When the task's timer started (seconds since the epoch, not negative), or `nil` when
  /// none runs.
  static func started(_ item: TodoItem) -> Int? {
    item.tagValue(forKey: "tmr").flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
  }

  /// The seconds `spent:` holds (0 without one, or with a value that is not a number).
  static func spent(_ item: TodoItem) -> Int {
    item.tagValue(forKey: "spent").flatMap { Int($0) }.map { max($0, 0) } ?? 0
  }

  /// The `spent:` or `tmr:` value todo cannot read and would overwrite (`spent:1h30m`,
  /// `tmr:abc`, `tmr:-5`): `key:value`, or `nil` when both are as ttdl writes them.
  static func unreadable(_ item: TodoItem) -> String? {
    if let spent = item.tagValue(forKey: "spent"), (Int(spent) ?? -1) < 0 {
      return "spent:" + spent
    }
    if let timer = item.tagValue(forKey: "tmr"), timer != "off", started(item) == nil {
      return "tmr:" + timer
    }
    return nil
  }

  /// `a + b`, or `Int.max` where that would overflow (a `spent:` near the limit).
  static func sum(_ a: Int, _ b: Int) -> Int {
    let (total, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : total
  }

  /// Stops the running timer of `item` at `now`: `spent:` grows by the time since it started
  /// (none when the clock went back) and `tmr:` is `off`. Returns the seconds added, or `nil`
  /// when no timer ran.
  static func stop(_ item: inout TodoItem, at now: Int) -> Int? {
    guard let started = started(item) else { return nil }
    let (since, overflow) = now.subtractingReportingOverflow(started)
    let elapsed = overflow ? 0 : max(since, 0)
    item.setTag("spent", to: String(sum(spent(item), elapsed)))
    item.setTag("tmr", to: "off")
    return elapsed
  }
}

extension TimerActionCommon {
  /// `seconds` in words: `1h 25m`, `25m`, `40s` (1 小時 25 分鐘…).
  func spentInWords(_ seconds: Int) -> String {
    let minutes = seconds / 60
    if minutes >= 60 { return l(.spentHoursMinutes, String(minutes / 60), String(minutes % 60)) }
    if minutes > 0 { return l(.spentMinutes, String(minutes)) }
    return l(.spentSeconds, String(max(seconds, 0)))
  }
}

/// What `start` and `stop` share.
protocol TimerActionCommon: RunBasicsUser {}

extension StartAction {
  /// `start NR`: starts the task's timer (`tmr:NOW`); one already running, or a done task,
  /// changes nothing.
  func start(_ words: [String]) throws -> Int32 {
    let usage = l(.usageStart, settings.programName)
    guard words.count == 1 else { throw CLIError(message: usage) }
    let typed = words[0]
    let number = try store.lineNumber(typed, usage: usage)
    let now = clock.epochSeconds
    return try store.editTodo { list, transcript in
      var item = try store.editableTask(in: list, number, typed: typed)
      guard !item.isCompleted else { throw CLIError(message: l(.timerDone, typed)) }
      if let value = TaskTimer.unreadable(item) {
        throw CLIError(message: l(.timerUnreadable, typed, value))
      }
      if TaskTimer.started(item) != nil {
        transcript.line(l(.timerAlreadyRunning, typed))
        return 0
      }
      item.setTag("tmr", to: String(now))
      try list.replace(line: number, withEditable: item)
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(typed, list, number))
        transcript.line(l(.timerStarted, typed, spentInWords(TaskTimer.spent(item))))
      }
      return 0
    }
  }
}

extension StopAction {
  /// `stop [NR]`: stops the task's timer (every running one without NR), adding the time
  /// since it started to `spent:` and setting `tmr:off`. One transaction.
  func stop(_ words: [String]) throws -> Int32 {
    let usage = l(.usageStop, settings.programName)
    guard words.count <= 1 else { throw CLIError(message: usage) }
    let chosen = try words.first.map { try store.lineNumber($0, usage: usage) }
    let now = clock.epochSeconds
    return try store.editTodo { list, transcript in
      var numbers: [Int] = []
      if let chosen {
        let item = try store.editableTask(in: list, chosen, typed: words[0])
        guard TaskTimer.started(item) != nil else {
          throw CLIError(message: l(.timerNotRunning, words[0]))
        }
        numbers = [chosen]
      } else {
        numbers = list.lineNumbers.filter { n in
          !list.isBlank(line: n) && (try? list.item(atLine: n)).flatMap(TaskTimer.started) != nil
        }
        guard !numbers.isEmpty else { throw CLIError(message: l(.timerNoneRunning)) }
      }
      for number in numbers {
        var item = try store.editableTask(in: list, number, typed: String(number))
        if let value = TaskTimer.unreadable(item) {
          throw CLIError(message: l(.timerUnreadable, String(number), value))
        }
        guard let elapsed = TaskTimer.stop(&item, at: now) else { continue }
        let total = TaskTimer.spent(item)
        try list.replace(line: number, withEditable: item)
        if settings.verbose > 0 {
          transcript.raw(store.taskLine(String(number), list, number))
          transcript.line(
            l(.timerStopped, String(number), spentInWords(elapsed), spentInWords(total)))
        }
      }
      return 0
    }
  }
}

/// `todo start NR`: starts the task's timer (ttdl's `tmr:`).
struct StartAction: TodoAction, TimerActionCommon {
  static let declaration = ActionDeclaration(
    "start", .actionSummaryStart, .actionHelpStart, arguments: ActionRegistry.number,
    writes: true, previewable: true)

  let basics: RunBasics
  let clock: Clock
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try start(arguments.words)
  }
}

/// `todo stop [NR]`: stops a timer and adds its time to `spent:`.
struct StopAction: TodoAction, TimerActionCommon {
  static let declaration = ActionDeclaration(
    "stop", .actionSummaryStop, .actionHelpStop, arguments: ActionRegistry.number,
    writes: true, previewable: true)

  let basics: RunBasics
  let clock: Clock
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try stop(arguments.words)
  }
}
