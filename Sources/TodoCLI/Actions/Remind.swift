import TodoLocalization
import TodoTxt

// MARK: - remind

extension RemindAction {
  /// `todo remind [TERM...] [--all]`, for cron or a systemd user timer: prints the open tasks
  /// due today and overdue (filtered as `ls` filters) and, when a notification command is
  /// configured (``Settings/notifyCommand``, else `notify-send` when installed), sends one
  /// notification per task, at most once a day per task: what was sent today is kept in the
  /// private state folder (`…/state/todo/remind/`), by todo file.
  ///
  /// A task with a time of day (`at:HH:MM`, as `add` writes `due:今晚`) is notified as the
  /// iCalendar alarm of `export --ics` fires: once the time less `TODOTXT_REMIND_BEFORE` has
  /// come (a timer every few minutes sends it on time); before then it is listed (it is due
  /// today) but not notified. One whose alarm comes before its due day (`TODOTXT_REMIND_BEFORE`
  /// of a day) is listed and notified from then on. A task without a time is notified by the
  /// first run on its due day, as before.
  ///
  /// Exit status: 0 when something is due, 1 when nothing is, 2 on error (a bad word, a file
  /// that cannot be read, a notification that failed: the tasks not notified are tried again
  /// on the next run).
  func remind(_ args: ActionArguments) throws -> Int32 {
    do {
      return try remindDue(args)
    } catch var error as CLIError {
      error.status = 2
      throw error
    } catch let error as FileError {
      throw CLIError(message: message(for: error), status: 2)
    }
  }

  private func remindDue(_ args: ActionArguments) throws -> Int32 {
    var options = try listing.listOptions(args, defaultSort: false)
    guard options.sortKeys == nil, !options.json else {
      throw CLIError(message: l(.usageRemind, settings.programName))
    }
    // A task waiting for another is still reminded of when it is due.
    options.showsWaiting = true
    let today = clock.today
    let (_, secondsBefore) = try reminderTiming()
    let (tasks, width, _) = try listing.visibleOpenTasks(options)
    // Each task due by today, or whose alarm has come (a time of day, less the lead).
    let due = tasks.compactMap { task -> Due? in
      guard let date = task.item.dueDate else { return nil }
      let time = TimeOfDay(of: task.item)
      let rang = time.map {
        clock.epochSeconds >= Clock.epochSeconds(of: date, minutes: $0.minutes) - secondsBefore
      }
      guard today.days(until: date) <= 0 || rang == true else { return nil }
      return Due(task: task, date: date, time: time, notifiedNow: rang ?? true)
    }
    .sorted {
      ($0.date, $0.time?.minutes ?? -1, $0.task.number)
        < ($1.date, $1.time?.minutes ?? -1, $1.task.number)
    }
    guard !due.isEmpty else { return 1 }

    let painter = LinePainter(palette: listing.listContext.palette, today: today)
    for entry in due {
      let (task, date) = (entry.task, entry.date)
      var line: [UInt8] = []
      var number: [UInt8] = []
      appendNumber(task.number, width: width, pad: 0x30, to: &number)
      painter.paint(number: number[...], text: Array(task.item.text.utf8)[...], into: &line)
      line.removeLast()
      line += Array(l(.dueAnnotation, relativePhrase(today.days(until: date))).utf8)
      output.painted(line + [0x0A])
    }

    guard let command = notificationCommand() else { return 0 }
    // What was sent today: one line per task, `YYYY-MM-DD HASH` (the hash of the task's line);
    // older days are dropped.
    let root = Backups.stateRoot(environment)
    let folder = try PrivateFolder.make(root + "/remind", from: root)
    let name = Backups.hash(System.realPath(settings.todoFile)) + ".sent"
    let stamp = today.description + " "
    var sent = Set(
      String(decoding: folder.read(name) ?? [], as: UTF8.self).split(separator: "\n")
        .filter { $0.hasPrefix(stamp) }.map(String.init))
    var failure: CLIError?
    for entry in due where entry.notifiedNow {
      let (task, date) = (entry.task, entry.date)
      let key = stamp + String(FNV1a.hash(task.item.text.utf8), radix: 16)
      guard !sent.contains(key) else { continue }
      // As the apps' notifications read: a title with when, the task's words (no header, no
      // dates, no tags).
      let when = relativePhrase(today.days(until: date))
      let title =
        entry.time.map { l(.remindTitleAt, when, $0.description) } ?? l(.remindTitle, when)
      output.flush()
      let result = Processes.run(
        ["bash", "-c", command + " \"$@\"", "todo", title, Self.notificationText(task.item)],
        environment: settings.childEnvironment, directory: settings.workingDirectory)
      guard let result, result.status == 0 else {
        failure = CLIError(message: l(.remindNotifyFailed, command), status: 2)
        break
      }
      sent.insert(key)
    }
    let record = sent.sorted().map { $0 + "\n" }.joined()
    if !folder.write(name, Array(record.utf8)) {
      throw CLIError(message: l(.remindStateFailed, folder.path + "/" + name), status: 2)
    }
    if let failure { throw failure }
    return 0
  }

  /// A task `remind` lists: its due day, its time of day (`at:`) if any, and whether it is
  /// notified now (no time, or its time less the lead has come).
  private struct Due {
    var task: DatedTask
    var date: TodoDate
    var time: TimeOfDay?
    var notifiedNow: Bool
  }

  /// A notification's text: the task's words, projects and contexts in line order, without its
  /// header (done mark, priority, dates) and tags (`due:`, `at:`, `rec:`…).
  static func notificationText(_ item: TodoItem) -> String {
    item.tokens.compactMap { token -> String? in
      switch token {
      case .word(let word): return String(word)
      case .project(let name): return "+" + name
      case .context(let name): return "@" + name
      case .tag: return nil
      }
    }.joined(separator: " ")
  }

  /// The notification command: `TODOTXT_NOTIFY_COMMAND` when set (empty: none), else
  /// `notify-send` when it is installed, else none.
  func notificationCommand() -> String? {
    if let command = settings.notifyCommand {
      return command.allSatisfy(\.isWhitespace) ? nil : command
    }
    return Processes.resolveInPath("notify-send", environment: settings.childEnvironment) != nil
      ? "notify-send" : nil
  }
}

/// `todo remind [TERM...] [--all]`: prints the open tasks due today and overdue and, with a
/// notification command (TODOTXT_NOTIFY_COMMAND, else notify-send when installed), sends one
/// notification per task at most once a day.
struct RemindAction: TodoAction {
  static let declaration = ActionDeclaration(
    "remind", .actionSummaryRemind, .actionHelpRemind, flags: [ActionFlag(.all)],
    readsListOptions: true, failureStatus: 2, previewable: false
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
    try remind(arguments)
  }
}
