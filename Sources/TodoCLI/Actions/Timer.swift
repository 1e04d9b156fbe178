import TodoLocalization
import TodoTxt

// MARK: - start, stop

/// Time spent on a task, in ttdl's convention (its `start` and `stop`, from its todo_lib):
/// `tmr:SECONDS` (since the epoch) while the timer runs, `tmr:off` once stopped, and
/// `spent:SECONDS`, the time the stopped timers added up.
enum TaskTimer {
  /// When the task's timer started (seconds since the epoch), or `nil` when none runs.
  static func started(_ item: TodoItem) -> Int? {
    item.tagValue(forKey: "tmr").flatMap { Int($0) }
  }

  /// The seconds `spent:` holds (0 without one, or with a value that is not a number).
  static func spent(_ item: TodoItem) -> Int {
    item.tagValue(forKey: "spent").flatMap { Int($0) }.map { max($0, 0) } ?? 0
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
        guard let started = TaskTimer.started(item) else { continue }
        let elapsed = max(now - started, 0)
        let total = TaskTimer.spent(item) + elapsed
        item.setTag("spent", to: String(total))
        item.setTag("tmr", to: "off")
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
