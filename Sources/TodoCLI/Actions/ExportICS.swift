import TodoLocalization
import TodoTxt

// MARK: - export --ics

extension ExportAction {
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
    let (tasks, _) = try listing.openTasks()
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
      let time = TimeOfDay(of: item)?.minutes
      lines.append("BEGIN:VTODO")
      lines.append("UID:" + uid + "@todo.txt")
      lines.append("DTSTAMP:" + stamp)
      lines.append("SUMMARY:" + ICalendar.escape(identity.subject))
      if let note = notes.noteText(ofDecoded: item) {
        lines.append("DESCRIPTION:" + ICalendar.escape(note))
      }
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

}

extension RunBasicsUser {
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

/// `todo export --ics`: writes open tasks with a due date as iCalendar to-dos with a reminder
/// (09:00 on the due day, or at:HH:MM; TODOTXT_REMIND_AT and TODOTXT_REMIND_BEFORE change it), and
/// those completed in the last 30 days as completed.
struct ExportAction: TodoAction {
  static let declaration = ActionDeclaration(
    "export", .actionSummaryExport, .actionHelpExport, flags: [ActionFlag(.ics)],
    usage: .usageExport
  )

  let basics: RunBasics
  let clock: Clock
  let listing: Listing
  let notes: Notes

  init(_ context: CommandContext) {
    basics = context.basics
    clock = context.clock
    listing = context.listing
    notes = context.notes
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try export(arguments)
  }
}
