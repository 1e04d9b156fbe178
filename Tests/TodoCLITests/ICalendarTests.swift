import Foundation
import Testing

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
    // The open tasks with a real due date: 3 of 6.
    #expect(todos.count == 3)
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
}
