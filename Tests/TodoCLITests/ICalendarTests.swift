import Foundation
import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// `todo export --ics` against RFC 5545's structure: CRLF content lines of at most 75 octets
/// (folded with a leading space), balanced components, the required properties.
@Suite struct ICalendarTests {
  @Test func exportIsValidICalendar() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let tasks = [
      "(A) 2026-11-01 call mom +family @phone due:2026-12-01",
      "(Z) 整理書房、繳房租、檢查報稅資料、預約牙醫、回覆客戶郵件、準備會議簡報 +搬家 @家裡 due:2026-12-24 rec:1m",
      "semi; colon, comma \\ backslash due:2027-01-10", "no due date",
      "x 2026-11-01 done due:2026-12-01",
      "bad date due:2026-02-30",
    ]
    try tasks.map { $0 + "\n" }.joined().write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binaryDirectory + "/todo")
    process.arguments = ["export", "--ics"]
    process.environment = sandbox.environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let bytes = [UInt8](data)
    #expect(bytes.suffix(2) == [0x0D, 0x0A])
    var physical: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A {
        physical.append(current)
        current = []
        index += 2
        continue
      }
      #expect(bytes[index] != 0x0A, "a bare LF at byte \(index)")
      current.append(bytes[index])
      index += 1
    }
    for line in physical {
      #expect(line.count <= 75, "a line of \(line.count) octets")
      #expect(String(validating: line, as: UTF8.self) != nil, "a fold split a character")
    }
    // Unfold.
    var lines: [String] = []
    for line in physical {
      if line.first == 0x20, !lines.isEmpty {
        lines[lines.count - 1] += String(decoding: line.dropFirst(), as: UTF8.self)
      } else {
        lines.append(String(decoding: line, as: UTF8.self))
      }
    }
    #expect(lines.first == "BEGIN:VCALENDAR")
    #expect(lines.last == "END:VCALENDAR")
    #expect(lines.contains("VERSION:2.0"))
    #expect(lines.contains { $0.hasPrefix("PRODID:") })
    var todos: [[String]] = []
    var open: [String]?
    for line in lines {
      if line == "BEGIN:VTODO" {
        #expect(open == nil, "nested VTODO")
        open = []
      } else if line == "END:VTODO" {
        todos.append(open ?? [])
        open = nil
      } else {
        open?.append(line)
      }
    }
    #expect(open == nil)
    // The open tasks with a real due date (3 of 6), and the one done in the last 30 days.
    #expect(todos.count == 4)
    var uids = Set<String>()
    for todo in todos {
      let names = todo.map { String($0.prefix { $0 != ":" && $0 != ";" }) }
      for required in ["UID", "DTSTAMP", "SUMMARY", "DUE"] {
        #expect(names.filter { $0 == required }.count == 1, "\(required) in \(todo)")
      }
      if let uid = todo.first(where: { $0.hasPrefix("UID:") }) { uids.insert(uid) }
      let due = try #require(todo.first { $0.hasPrefix("DUE;VALUE=DATE:") })
      #expect(due.dropFirst("DUE;VALUE=DATE:".count).count == 8)
      if let priority = todo.first(where: { $0.hasPrefix("PRIORITY:") }) {
        #expect((1...9).contains(Int(priority.dropFirst(9)) ?? 0))
      }
    }
    #expect(uids.count == todos.count)
    #expect(lines.contains("SUMMARY:semi\\; colon\\, comma \\\\ backslash"))
    #expect(lines.contains("PRIORITY:9"))  // (Z)
  }

  @Test func uidDoesNotDependOnDates() {
    #expect(ICalendar.uid(for: "call mom") == ICalendar.uid(for: "call mom"))
    #expect(ICalendar.uid(for: "call mom") != ICalendar.uid(for: "call dad"))
  }

  @Test func uidEndsInTheCreationDate() throws {
    let created = try #require(TodoDate(parsing: "2026-11-30"))
    let uid = ICalendar.uid(for: "water plants", created: created)
    #expect(uid == ICalendar.uid(for: "water plants") + "-20261130")
    #expect(uid != ICalendar.uid(for: "water plants", created: TodoDate(parsing: "2026-12-07")))
  }

  @Test(
    arguments: [
      ("09:30", 570), ("7:05", 425), ("00:00", 0), ("23:59", 1439), ("24:00", nil), ("9:60", nil),
      ("930", nil), ("09:3", nil), ("-1:30", nil), ("09:30:00", nil), ("٠٩:٣٠", nil), ("", nil),
    ] as [(String, Int?)])
  func timesOfDay(text: String, minutes: Int?) {
    #expect(ICalendar.minutes(of: text) == minutes)
  }

  /// Whether Debian's python3-icalendar is installed (`.ci/run` installs it). Python's
  /// traceback when it is not is captured, not printed: the test says why it is skipped.
  static let hasICalendarReader =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    && Processes.run(
      ["/usr/bin/python3", "-c", "import icalendar"], environment: [:], captureFD: 2)?.status
      == 0

  /// Reads `todo export --ics` in the sandbox with python3-icalendar, an independent
  /// iCalendar parser, and returns each VTODO's properties as `NAME=value` lines (VALARM
  /// properties as `ALARM.NAME=value`), one VTODO per element, keyed by SUMMARY.
  private func exportRead(by sandbox: Sandbox, environment: String = "") throws -> [String: [String:
    String]]
  {
    let script = """
      import sys, icalendar
      cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      for todo in cal.walk('VTODO'):
          print('BEGIN')
          for name in ('UID', 'SUMMARY', 'STATUS', 'DESCRIPTION', 'PERCENT-COMPLETE'):
              if name in todo: print(name + '=' + str(todo[name]).replace('\\n', '|'))
          for name in ('DUE', 'COMPLETED'):
              if name in todo: print(name + '=' + todo.decoded(name).isoformat())
          alarms = todo.walk('VALARM')
          print('ALARMS=' + str(len(alarms)))
          for alarm in alarms:
              print('ALARM.ACTION=' + str(alarm['ACTION']))
              print('ALARM.TRIGGER=' + alarm.decoded('TRIGGER').isoformat())
      """
    try script.write(
      to: sandbox.directory.appendingPathComponent("read.py"), atomically: true, encoding: .utf8)
    let export = try sandbox.run(environment + " todo export --ics > out.ics")
    #expect(export.status == 0, "\(export)")
    let read = try sandbox.run("/usr/bin/python3 read.py out.ics")
    #expect(read.status == 0, "\(read)")
    var todos: [String: [String: String]] = [:]
    var current: [String: String] = [:]
    func close() {
      if let summary = current["SUMMARY"] { todos[summary] = current }
      current = [:]
    }
    for line in read.stdout where !line.isEmpty {
      if line == "BEGIN" {
        close()
        continue
      }
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      current[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    close()
    return todos
  }

  @Test(.enabled(if: hasICalendarReader, "python3-icalendar is not installed"))
  func aRealReaderFindsRemindersStatusesAndStableUIDs() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let tasks = [
      "(A) 2026-11-01 call mom +family due:2026-12-01 note:mom.txt",
      "gym due:2026-12-02 at:07:30",
      "2026-11-10 water plants due:2026-11-30 rec:1w",
      "no due date",
      "x 2026-11-20 2026-11-02 filed taxes due:2026-11-15",
      "x 2026-10-20 too old due:2026-10-20",
    ]
    try tasks.map { $0 + "\n" }.joined().write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: sandbox.directory.appendingPathComponent("notes"), withIntermediateDirectories: true)
    try "Ask about the trip, bring photos\nand the album\n".write(
      to: sandbox.directory.appendingPathComponent("notes/mom.txt"), atomically: true,
      encoding: .utf8)

    let first = try exportRead(by: sandbox, environment: "TZ=Asia/Taipei")
    #expect(Set(first.keys) == ["call mom +family", "gym", "water plants", "filed taxes"])
    // Open tasks: one DISPLAY alarm each, at 09:00 Taipei time (01:00 UTC) on the due day, or
    // at the task's own at: time; the note is the description.
    let mom = try #require(first["call mom +family"])
    #expect(mom["STATUS"] == "NEEDS-ACTION")
    #expect(mom["ALARMS"] == "1")
    #expect(mom["ALARM.ACTION"] == "DISPLAY")
    #expect(mom["ALARM.TRIGGER"] == "2026-12-01T01:00:00+00:00")
    #expect(mom["DUE"] == "2026-12-01")
    #expect(mom["DESCRIPTION"] == "Ask about the trip, bring photos|and the album")
    let gym = try #require(first["gym"])
    #expect(gym["DUE"] == "2026-12-02T07:30:00")
    #expect(gym["ALARM.TRIGGER"] == "2026-12-01T23:30:00+00:00")
    // Completed in the last 30 days: COMPLETED, no alarm; older ones are left out.
    let taxes = try #require(first["filed taxes"])
    #expect(taxes["STATUS"] == "COMPLETED")
    #expect(taxes["ALARMS"] == "0")
    // The start of its day in Taipei.
    #expect(taxes["COMPLETED"] == "2026-11-19T16:00:00+00:00")
    #expect(taxes["PERCENT-COMPLETE"] == "100")
    #expect(Set(first.values.compactMap { $0["UID"] }).count == 4)

    // Settings move every alarm: 08:15, two hours before.
    let early = try exportRead(
      by: sandbox, environment: "TODOTXT_REMIND_AT=08:15 TODOTXT_REMIND_BEFORE=2h")
    #expect(early["call mom +family"]?["ALARM.TRIGGER"] == "2026-12-01T06:15:00+00:00")
    #expect(early["gym"]?["ALARM.TRIGGER"] == "2026-12-02T05:30:00+00:00")

    // A new due date and a priority keep the UID, so a calendar updates the to-do.
    _ = try sandbox.run("todo replace 2 'gym due:2026-12-09 at:18:00' && todo pri 3 B")
    let moved = try exportRead(by: sandbox)
    for summary in ["call mom +family", "gym", "water plants", "filed taxes"] {
      #expect(moved[summary]?["UID"] == first[summary]?["UID"], "\(summary)")
    }
    #expect(moved["gym"]?["DUE"] == "2026-12-09T18:00:00")

    // Completing the recurring task: it keeps its UID and is COMPLETED; its next occurrence
    // (created today) is a new to-do with a UID of its own.
    let done = try sandbox.run("todo -A do 3")
    #expect(done.status == 0, "\(done)")
    let after = try exportRead(by: sandbox)
    let read = try sandbox.run(
      "/usr/bin/python3 -c \"import icalendar; c = icalendar.Calendar.from_ical(open('out.ics','rb').read()); "
        + "[print(str(t['UID']) + ' ' + str(t['STATUS'])) for t in c.walk('VTODO') if str(t['SUMMARY']) == 'water plants']\""
    )
    let water = read.stdout.filter { !$0.isEmpty }
    #expect(water.count == 2, "\(water)")
    let oldUID = try #require(first["water plants"]?["UID"])
    #expect(water.contains(oldUID + " COMPLETED"))
    #expect(water.contains { $0.hasSuffix(" NEEDS-ACTION") && !$0.hasPrefix(oldUID) })
    #expect(after["water plants"] != nil)
  }
}
