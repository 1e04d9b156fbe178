import Foundation
import Testing
import TodoTestSupport
import TodoTxt

/// `ls --json` / `lsa --json`: every task as a JSON object whose fields agree with the parser.
@Suite struct JSONOutputTests {
  @Test func jsonAgreesWithTheParser() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let lines = [
      "(A) 2026-11-01 call mom +family @phone due:2026-12-01 rec:+1m",
      "x 2026-11-02 2026-10-01 done \"quoted\" \\back t:2026-13-01 h:1",
      "x (B) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30",
      "email someone@example.com about 2+2 https://x.org/a:b 12:30 a:b:c",
      "買菜 +首都 @超市 t:2026-12-24 🚲 \u{1}control", "", "plain",
    ]
    var bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
    bytes += [0x62, 0x61, 0x64, 0x20, 0xFF, 0x0A]  // "bad \xff": not valid UTF-8
    try Data(bytes).write(to: sandbox.directory.appendingPathComponent("todo.txt"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Sandbox.binaryDirectory + "/todo")
    process.arguments = ["-x", "ls", "--json", "--sort", "line"]
    process.environment = sandbox.environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let objects = try output.split(separator: 0x0A).map {
      try #require(try JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])
    }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 7, 8])
    for object in objects {
      let text = try #require(object["text"] as? String)
      let item = TodoItem(parsing: text)
      #expect(object["done"] as? Bool == item.isCompleted)
      #expect(object["priority"] as? String == item.priority?.letter)
      #expect(object["completed"] as? String == item.completionDate?.description)
      #expect(object["created"] as? String == item.creationDate?.description)
      #expect(object["subject"] as? String == String(item.subject))
      #expect(object["projects"] as? [String] == item.projects.map(String.init))
      #expect(object["contexts"] as? [String] == item.contexts.map(String.init))
      let tags = (object["tags"] as? [[String: String]] ?? []).map { ($0["key"]!, $0["value"]!) }
      #expect(tags.map(\.0) == item.tags.map { String($0.key) })
      #expect(tags.map(\.1) == item.tags.map { String($0.value) })
      #expect(object["due"] as? String == item.dueDate?.description)
      #expect(object["threshold"] as? String == item.thresholdDate?.description)
      #expect(object["recurrence"] as? String == item.recurrence?.description)
      #expect(object["hidden"] as? Bool == item.isHidden)
      #expect(object["validUTF8"] as? Bool == !text.contains("\u{FFFD}"))
    }
  }
}
