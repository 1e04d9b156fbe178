import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// `dep`'s links in topydo's convention (issue 34, item 6): the tags read from bytes as
/// ``TodoItem`` reads them, which tasks wait, the ids a new link may take, and circles.
@Suite struct DependenciesTests {
  @Test(arguments: [
    "call mom id:1", "call mom p:1 p:2", "x 2026-11-01 done p:3", "p:1 at the start",
    "not a tag: p: alone", "ship:1 ip:2 p:", "mail me@p:1", "p:1\u{3000}id:2", "id:a:b",
    "tabs\tp:7\tid:8", "é p:9 id:", "http://p:1", "(A) 2026-11-01 p:x id:y id:z",
  ])
  func tagsAreReadAsTodoItemReadsThem(line: String) {
    let item = TodoItem(parsing: line)
    for key in ["p", "id"] {
      var text = line
      let found = text.withUTF8 { Dependencies.values(of: Array(key.utf8), in: $0) }
      #expect(
        found.map { String(decoding: $0, as: UTF8.self) }
          == item.tagValues(forKey: key).map(String.init),
        "\(key) in \(line)")
    }
  }

  @Test func aTaskWaitsWhileAnOpenTaskNamesItsID() {
    let lines = [
      "paint id:1", "buy paint p:1", "x 2026-11-30 tape p:1", "plan id:2", "x 2026-11-30 call p:2",
      "later id:3 id:1", "done waiting x id:4",
    ]
    let waiting = Dependencies(texts: lines)
    #expect(waiting.isWaiting("paint id:1"))
    // Only open tasks' p: count; only the first id: does.
    #expect(!waiting.isWaiting("plan id:2"))
    #expect(!waiting.isWaiting("later id:3 id:1"))
    #expect(!waiting.isWaiting("x 2026-11-30 paint id:1"))
    #expect(!waiting.isWaiting("buy paint p:1"))
    // The same from the file's bytes.
    let file = Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    let fromBytes = file.withUnsafeBufferPointer { Dependencies(bytes: $0) }
    #expect(fromBytes.awaited == waiting.awaited)
    #expect(Dependencies(texts: ["x 2026-11-30 a p:1", "b id:1"]).isEmpty)
  }

  @Test func linksGoBothWaysAndCirclesAreSeen() {
    let list = TodoList(
      bytes: Array(
        "paint id:1\nbuy p:1\ntape p:1 id:2\nprime p:2\nx 2026-11-01 old id:5 p:9\n".utf8))
    let links = TaskLinks(list)
    #expect(links.awaited(by: 1) == [2, 3])
    #expect(links.waiting(for: 3) == [1])
    #expect(links.awaited(by: 3) == [4])
    #expect(links.waits(1, transitivelyFor: 4))
    #expect(!links.waits(4, transitivelyFor: 1))
    #expect(links.ids == ["1", "2", "5", "9"])
    #expect(links.awaited == ["1", "2"])
    #expect(TaskLinks.newID(taken: links.ids) == "3")
    #expect(TaskLinks.newID(taken: []) == "1")
  }

  @Test func removingOneParentTagKeepsTheOthers() {
    var item = TodoItem(parsing: "buy paint p:1 +reno p:2 p:10 p:1")
    item.removeTag("p", value: "1")
    #expect(item.text == "buy paint +reno p:2 p:10")
    item.removeTag("p", value: "3")
    #expect(item.text == "buy paint +reno p:2 p:10")
  }

  @Test(arguments: [41, 42] as [UInt64])
  func theFlatListingLeavesOutWhatTheGeneralOneDoes(seed: UInt64) {
    var rng = SeededRandom(state: seed)
    let heads = ["", "x 2026-11-29 ", "(A) "]
    let tails = ["", " id:1", " id:2", " p:1", " p:2", " p:3 id:3", " id:1 p:2", " @phone"]
    for iteration in 0..<30 {
      var lines: [String] = []
      for _ in 0..<(1 + rng.below(30)) {
        lines.append(rng.pick(heads) + "task" + rng.pick(tails) + rng.pick(tails))
      }
      let file = Array((lines.joined(separator: "\n") + "\n").utf8)
      let waiting = Dependencies(texts: lines)
      let expected = lines.indices.filter { i in
        !TodoLine.isOmitted(lines[i]) && !waiting.isWaiting(lines[i])
      }.count
      let flat = file.withUnsafeBufferPointer { all in
        FlatListing(bytes: all, today: nil, terms: [], waiting: waiting)
      }
      #expect(flat.listed - flat.waitingMatching == expected, "seed \(seed) iteration \(iteration)")
    }
  }
}

extension TodoLine {
  /// Whether listings leave `line` out (``isOmittedFromLists``).
  fileprivate static func isOmitted(_ line: String) -> Bool {
    var text = line
    return text.withUTF8 { TodoLine($0).isOmittedFromLists }
  }
}
