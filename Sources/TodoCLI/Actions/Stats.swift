import TodoLocalization
import TodoTxt

// MARK: - stats

/// The figures of `todo stats`, from todo.txt's and done.txt's bytes in one pass over each,
/// without a value per task: open tasks, overdue ones, done ones by week, and by project and by
/// context the open, the done and the time spent (ttdl's `spent:` seconds).
struct TaskStats {
  /// Open, done and spent for one project or context (or for none).
  struct Group: Equatable {
    var open = 0
    var done = 0
    var spent = 0
  }

  /// How many weeks `donePerWeek` covers, the current one last.
  static let weeks = 8

  var open = 0
  var overdue = 0
  var spent = 0
  /// The done tasks completed in each of the last ``weeks`` weeks, oldest first.
  var donePerWeek = Array(repeating: 0, count: TaskStats.weeks)
  /// By project (without the `+`), and the tasks with none under the empty name.
  var projects: [[UInt8]: Group] = [:]
  /// By context (without the `@`), and the tasks with none under the empty name.
  var contexts: [[UInt8]: Group] = [:]

  /// The done tasks completed this week.
  var doneThisWeek: Int { donePerWeek[TaskStats.weeks - 1] }

  /// Counts the tasks of `files` (each a whole file's bytes) whose line passes `filter` (as
  /// `lsc` filters: the line itself), weeks counted as `weekStart` counts them up to `today`.
  init(
    files: [UnsafeBufferPointer<UInt8>], today: TodoDate, weekStart: WeekStart,
    filter: TermFilter?
  ) {
    let todayDays = Int32(today.daysSinceEpoch)
    let thisWeek = weekStart.week(of: today).lowerBound
    for bytes in files {
      guard let base = bytes.baseAddress, bytes.count > 0 else { continue }
      _ = FlatListing.forEachLine(base, count: bytes.count) { _, start, end in
        let line = UnsafeBufferPointer(start: base + start, count: end - start)
        guard !TodoLine(line).isOmittedFromLists, filter?.matches(line) ?? true else { return }
        count(line, todayDays: todayDays, thisWeek: thisWeek, weekStart: weekStart)
      }
    }
  }

  private mutating func count(
    _ line: UnsafeBufferPointer<UInt8>, todayDays: Int32, thisWeek: Int, weekStart: WeekStart
  ) {
    let header = TodoLine(line).header
    if header.isDone {
      // Weeks back from this one; a completion date after today is counted in no week.
      if let completed = header.completionDate, completed.daysSinceEpoch <= Int(todayDays) {
        let weeksAgo = max(0, (thisWeek - weekStart.week(of: completed).lowerBound) / 7)
        if weeksAgo < TaskStats.weeks { donePerWeek[TaskStats.weeks - 1 - weeksAgo] += 1 }
      }
    } else {
      open += 1
      let due = FlatAgenda.dateTags(line).due
      if due != FlatAgenda.noDueDate && due != FlatAgenda.invalidDueDate && due < todayDays {
        overdue += 1
      }
    }
    var seconds = 0
    var lineProjects: [[UInt8]] = []
    var lineContexts: [[UInt8]] = []
    for token in TodoTokens(line, from: header.subjectOffset) {
      switch token.kind {
      case .project:
        lineProjects.append(Array(line[(token.range.lowerBound + 1)..<token.range.upperBound]))
      case .context:
        lineContexts.append(Array(line[(token.range.lowerBound + 1)..<token.range.upperBound]))
      case .tag:
        if let colon = token.colon, colon - token.range.lowerBound == 5,
          line[token.range.lowerBound..<colon].elementsEqual("spent".utf8),
          seconds == 0
        {
          seconds =
            Int(String(decoding: line[(colon + 1)..<token.range.upperBound], as: UTF8.self))
            .map { max($0, 0) } ?? 0
        }
      case .word: break
      }
    }
    spent = TaskTimer.sum(spent, seconds)
    Self.add(lineProjects, done: header.isDone, spent: seconds, to: &projects)
    Self.add(lineContexts, done: header.isDone, spent: seconds, to: &contexts)
  }

  /// Counts one task in the groups `names` (each once; the empty name for none).
  private static func add(
    _ names: [[UInt8]], done: Bool, spent: Int, to groups: inout [[UInt8]: Group]
  ) {
    func one(_ name: [UInt8]) {
      groups[name, default: Group()].open += done ? 0 : 1
      groups[name, default: Group()].done += done ? 1 : 0
      groups[name, default: Group()].spent = TaskTimer.sum(
        groups[name, default: Group()].spent, spent)
    }
    switch names.count {
    case 0: one([])
    case 1: one(names[0])
    default: for name in Set(names) { one(name) }
    }
  }
}

extension StatsAction {
  /// `stats [TERM...] [--json]`: open tasks, overdue ones, done this week, done per week for
  /// the last eight weeks as bars, and by project and by context the open and done tasks and
  /// the time spent, from todo.txt and done.txt; the terms filter as in `lsc`.
  func stats(_ arguments: ActionArguments) throws -> Int32 {
    let options = try listing.readOptions(arguments)
    let filter = try listing.termFilter(options.terms)
    let today = clock.today
    let todo = try TodoFile(path: settings.todoFile).read()
    // A missing done.txt reads as empty.
    let done = try TodoFile(path: settings.doneFile).read()
    let stats = todo.withUnsafeBufferPointer { a in
      done.withUnsafeBufferPointer { b in
        TaskStats(files: [a, b], today: today, weekStart: settings.weekStart, filter: filter)
      }
    }
    let weekStarts = (0..<TaskStats.weeks).map { back in
      TodoDate(
        daysSinceEpoch: settings.weekStart.week(of: today).lowerBound
          - 7 * (TaskStats.weeks - 1 - back)) ?? today
    }
    if options.json {
      writeJSON(stats, weekStarts: weekStarts)
    } else {
      write(stats, weekStarts: weekStarts)
    }
    return 0
  }

  /// The groups of `map` in order: most open first, then by name; the tasks with none last.
  private func ordered(_ map: [[UInt8]: TaskStats.Group]) -> [([UInt8], TaskStats.Group)] {
    map.sorted { a, b in
      if a.key.isEmpty != b.key.isEmpty { return !a.key.isEmpty }
      if a.value.open != b.value.open { return a.value.open > b.value.open }
      return a.key.lexicographicallyPrecedes(b.key)
    }.map { ($0.key, $0.value) }
  }

  private func write(_ stats: TaskStats, weekStarts: [TodoDate]) {
    let label = 20
    func row(_ key: MessageKey, _ value: String) {
      output.line(DisplayWidth.padded(l(key), to: label) + value)
    }
    row(.statsOpen, String(stats.open))
    row(.statsOverdue, String(stats.overdue))
    row(.statsDoneThisWeek, String(stats.doneThisWeek))
    row(.statsSpent, spentInWords(stats.spent))
    output.line("")
    output.line(l(.statsPerWeek))
    let most = max(stats.donePerWeek.max() ?? 0, 1)
    for (index, count) in stats.donePerWeek.enumerated() {
      let bar = count == 0 ? "" : String(repeating: "█", count: max(1, count * 30 / most))
      output.line(
        "  " + weekStarts[index].description + "  " + bar + (bar.isEmpty ? "" : " ")
          + String(count))
    }
    for (heading, map, sigil, none) in [
      (MessageKey.statsProjects, stats.projects, "+", MessageKey.statsNoProject),
      (.statsContexts, stats.contexts, "@", .statsNoContext),
    ] {
      output.line("")
      output.line(DisplayWidth.padded(l(heading), to: label + 2) + l(.statsColumns))
      for (name, group) in ordered(map) {
        let shown = name.isEmpty ? l(none) : sigil + String(decoding: name, as: UTF8.self)
        func right(_ text: String, _ width: Int) -> String {
          String(repeating: " ", count: max(0, width - DisplayWidth.columns(text))) + text
        }
        output.line(
          "  " + DisplayWidth.padded(shown, to: label) + right(String(group.open), 8)
            + right(String(group.done), 8)
            + (group.spent > 0 ? "  " + spentInWords(group.spent) : ""))
      }
    }
  }

  private func writeJSON(_ stats: TaskStats, weekStarts: [TodoDate]) {
    func groups(_ map: [[UInt8]: TaskStats.Group]) -> String {
      "["
        + ordered(map).map { name, group in
          "{\"name\":" + JSONLine.quoted(String(decoding: name, as: UTF8.self)) + ",\"open\":"
            + String(group.open) + ",\"done\":" + String(group.done) + ",\"spent\":"
            + String(group.spent) + "}"
        }.joined(separator: ",") + "]"
    }
    let weeks = zip(weekStarts, stats.donePerWeek).map {
      "{\"week\":\"\($0.0)\",\"done\":\($0.1)}"
    }
    output.line(
      "{\"open\":\(stats.open),\"overdue\":\(stats.overdue),\"doneThisWeek\":\(stats.doneThisWeek),"
        + "\"spent\":\(stats.spent),\"donePerWeek\":[" + weeks.joined(separator: ",")
        + "],\"projects\":" + groups(stats.projects) + ",\"contexts\":" + groups(stats.contexts)
        + "}")
  }
}

/// `todo stats [TERM...] [--json]`: figures from todo.txt and done.txt.
struct StatsAction: TodoAction, TimerActionCommon {
  static let declaration = ActionDeclaration(
    "stats", .actionSummaryStats, .actionHelpStats, flags: [ActionFlag(.json), ActionFlag(.or)])

  let basics: RunBasics
  let clock: Clock
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try stats(arguments)
  }
}
