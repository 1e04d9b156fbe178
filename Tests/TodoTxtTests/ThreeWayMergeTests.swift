import Testing

@testable import TodoTxt

/// One file's three versions and the merge they must give.
struct MergeCase: Sendable, CustomTestStringConvertible {
  let id: String
  let base: [UInt8]
  let ours: [UInt8]
  let theirs: [UInt8]
  let expected: [UInt8]
  let conflicts: Int

  init(
    _ id: String, base: [UInt8], ours: [UInt8], theirs: [UInt8], expected: [UInt8],
    conflicts: Int = 0
  ) {
    self.id = id
    self.base = base
    self.ours = ours
    self.theirs = theirs
    self.expected = expected
    self.conflicts = conflicts
  }

  init(
    _ id: String, base: String, ours: String, theirs: String, expected: String,
    conflicts: Int = 0
  ) {
    self.init(
      id, base: utf8(base), ours: utf8(ours), theirs: utf8(theirs), expected: utf8(expected),
      conflicts: conflicts)
  }

  var testDescription: String { id }

  var versions: ThreeWayMerge.Versions {
    ThreeWayMerge.Versions(base: base, ours: ours, theirs: theirs)
  }

  static let threeTasks = "call mom\nbuy milk\ncall dad\n"

  static let all: [MergeCase] = [
    MergeCase(
      "nothing changed", base: threeTasks, ours: threeTasks, theirs: threeTasks,
      expected: threeTasks),
    MergeCase(
      "added on both sides: theirs after the line before it, ours after", base: threeTasks,
      ours: threeTasks + "from the laptop\n", theirs: threeTasks + "from the phone\n",
      expected: threeTasks + "from the phone\nfrom the laptop\n"),
    MergeCase(
      "added by theirs in the middle: after the line before it", base: threeTasks,
      ours: threeTasks, theirs: "call mom\nnew\nbuy milk\ncall dad\n",
      expected: "call mom\nnew\nbuy milk\ncall dad\n"),
    MergeCase(
      "added by theirs at the top: at the end, no line comes before it", base: threeTasks,
      ours: threeTasks, theirs: "new\n" + threeTasks, expected: threeTasks + "new\n"),
    MergeCase(
      "edited by ours only", base: threeTasks, ours: "call mom\nbuy oat milk\ncall dad\n",
      theirs: threeTasks, expected: "call mom\nbuy oat milk\ncall dad\n"),
    MergeCase(
      "edited by theirs only", base: threeTasks, ours: threeTasks,
      theirs: "call mom\nbuy oat milk\ncall dad\n", expected: "call mom\nbuy oat milk\ncall dad\n"),
    MergeCase(
      "edited the same way on both sides: once", base: threeTasks,
      ours: "call mom\nbuy oat milk\ncall dad\n", theirs: "call mom\nbuy oat milk\ncall dad\n",
      expected: "call mom\nbuy oat milk\ncall dad\n"),
    MergeCase(
      "edits of two different tasks", base: threeTasks,
      ours: "call mom\n(A) buy milk\ncall dad\n", theirs: "call mom tonight\nbuy milk\ncall dad\n",
      expected: "call mom tonight\n(A) buy milk\ncall dad\n"),
    MergeCase(
      "deleted by ours, unchanged by theirs: gone", base: threeTasks, ours: "call mom\ncall dad\n",
      theirs: threeTasks, expected: "call mom\ncall dad\n"),
    MergeCase(
      "deleted by theirs, unchanged by ours: gone", base: threeTasks, ours: threeTasks,
      theirs: "call mom\ncall dad\n", expected: "call mom\ncall dad\n"),
    MergeCase(
      "deleted by theirs, changed by ours: a conflict with theirs empty", base: threeTasks,
      ours: "call mom\n(A) buy milk\ncall dad\n", theirs: "call mom\ncall dad\n",
      expected: """
        call mom
        <<<<<<< ours
        (A) buy milk
        ||||||| base
        buy milk
        =======
        >>>>>>> theirs
        call dad

        """, conflicts: 1),
    MergeCase(
      "deleted by ours, changed by theirs: a conflict with ours empty, at the end",
      base: threeTasks, ours: "call mom\ncall dad\n", theirs: "call mom\n(B) buy milk\ncall dad\n",
      expected: """
        call mom
        call dad
        <<<<<<< ours
        ||||||| base
        buy milk
        =======
        (B) buy milk
        >>>>>>> theirs

        """, conflicts: 1),
    MergeCase(
      "done on one side, another task edited on the other", base: threeTasks,
      ours: "x 2026-11-30 call mom\nbuy milk\ncall dad\n",
      theirs: "call mom\nbuy milk\ncall dad tonight\n",
      expected: "x 2026-11-30 call mom\nbuy milk\ncall dad tonight\n"),
    MergeCase(
      "done keeping its priority as pri: is the same task", base: "(A) call mom\nbuy milk\n",
      ours: "x 2026-11-30 call mom pri:A\nbuy milk\n", theirs: "(A) call mom\nbuy milk @store\n",
      expected: "x 2026-11-30 call mom pri:A\nbuy milk @store\n"),
    MergeCase(
      "done keeping its priority as pri: and moved still meets theirs' change",
      base: "(A) call mom\nbuy milk\n", ours: "buy milk\nx 2026-11-30 call mom pri:A\n",
      theirs: "(B) call mom\nbuy milk\n",
      expected: """
        buy milk
        <<<<<<< ours
        x 2026-11-30 call mom pri:A
        ||||||| base
        (A) call mom
        =======
        (B) call mom
        >>>>>>> theirs

        """, conflicts: 1),
    MergeCase(
      "conflicting edits of one task: markers around that task only", base: threeTasks,
      ours: "call mom\n(A) buy milk\ncall dad\nmine\n",
      theirs: "call mom\n(B) buy milk\ncall dad tonight\n",
      expected: """
        call mom
        <<<<<<< ours
        (A) buy milk
        ||||||| base
        buy milk
        =======
        (B) buy milk
        >>>>>>> theirs
        call dad tonight
        mine

        """, conflicts: 1),
    MergeCase(
      "conflicting rewordings meet through the task they replace", base: threeTasks,
      ours: "call mom\nbuy oat milk\ncall dad\n", theirs: "call mom\nbuy soy milk\ncall dad\n",
      expected: """
        call mom
        <<<<<<< ours
        buy oat milk
        ||||||| base
        buy milk
        =======
        buy soy milk
        >>>>>>> theirs
        call dad

        """, conflicts: 1),
    MergeCase(
      "repeated tasks are told apart by order", base: "buy milk\nbuy milk\n",
      ours: "buy milk\nbuy milk\n", theirs: "buy milk\nx 2026-11-30 buy milk\n",
      expected: "buy milk\nx 2026-11-30 buy milk\n"),
    MergeCase(
      "blank lines of ours stay, theirs' are not carried over", base: "a\nb\n",
      ours: "a\n\nb\n", theirs: "a\nb\n\n\nc\n", expected: "a\n\nb\nc\n"),
    MergeCase(
      "CRLF lines stay byte-identical", base: "call mom\r\nbuy milk\r\ncall dad\r\n",
      ours: "call mom\r\nbuy milk\r\ncall dad\r\n",
      theirs: "call mom\r\n(A) buy milk\r\ncall dad\r\n",
      expected: "call mom\r\n(A) buy milk\r\ncall dad\r\n"),
    MergeCase(
      "theirs' lines get ours' CRLF ending", base: "a\nb\n", ours: "a\r\nb\r\n",
      theirs: "a\nb\nc\n", expected: "a\r\nb\r\nc\r\n"),
    MergeCase(
      "conflict markers get ours' CRLF ending", base: "a\r\n", ours: "A\r\n", theirs: "(B) a\r\n",
      expected: "<<<<<<< ours\r\nA\r\n||||||| base\r\na\r\n=======\r\n(B) a\r\n>>>>>>> theirs\r\n",
      conflicts: 1),
    MergeCase(
      "ours' byte order mark is kept", base: FileCase.bom + utf8("a\nb\n"),
      ours: FileCase.bom + utf8("a\nb\n"), theirs: FileCase.bom + utf8("a\n(A) b\n"),
      expected: FileCase.bom + utf8("a\n(A) b\n")),
    MergeCase(
      "theirs' byte order mark is not a line's text", base: utf8("a\n"), ours: utf8("a\n"),
      theirs: FileCase.bom + utf8("a\nb\n"), expected: utf8("a\nb\n")),
    MergeCase(
      "a byte order mark alone stays whole when every line is gone", base: utf8("a\n"),
      ours: FileCase.bom + utf8("a"), theirs: utf8(""), expected: FileCase.bom),
    MergeCase(
      "ours without a final newline: neither has the result", base: "a\nb\n", ours: "a\nb",
      theirs: "a\nb\nc\n", expected: "a\nb\nc"),
    MergeCase(
      "ours without a final newline and a conflict: markers end with one", base: "a\n",
      ours: "A", theirs: "(B) a\n",
      expected: "<<<<<<< ours\nA\n||||||| base\na\n=======\n(B) a\n>>>>>>> theirs\n",
      conflicts: 1),
    MergeCase(
      "invalid UTF-8 lines are kept byte for byte", base: utf8("a\n") + [0x62, 0xFF, 0x0A],
      ours: utf8("a\n") + [0x62, 0xFF, 0x0A] + utf8("c\n"),
      theirs: utf8("(A) a\n") + [0x62, 0xFF, 0x0A] + [0x64, 0xC3, 0x0A],
      expected: utf8("(A) a\n") + [0x62, 0xFF, 0x0A] + [0x64, 0xC3, 0x0A] + utf8("c\n")),
    MergeCase(
      "both sides empty: empty", base: "a\n", ours: "", theirs: "", expected: ""),
  ]
}

/// ``ThreeWayMerge`` on bytes: each rule of the merge by task.
@Suite struct ThreeWayMergeTests {
  @Test(arguments: MergeCase.all)
  func mergesTodoFileByTask(_ c: MergeCase) {
    let merged = ThreeWayMerge().merge(todo: c.versions, done: .empty)
    #expect(escaped(merged.todo.bytes) == escaped(c.expected))
    #expect(merged.todo.conflicts.count == c.conflicts)
    #expect(merged.done == ThreeWayMerge.MergedFile(bytes: [], conflicts: []))
    #expect(merged.isClean == (c.conflicts == 0))
  }

  @Test(arguments: MergeCase.all)
  func mergesDoneFileByTheSameRules(_ c: MergeCase) {
    let merged = ThreeWayMerge().merge(todo: .empty, done: c.versions)
    #expect(escaped(merged.done.bytes) == escaped(c.expected))
    #expect(merged.done.conflicts.count == c.conflicts)
    #expect(merged.todo == ThreeWayMerge.MergedFile(bytes: [], conflicts: []))
  }

  @Test func conflictRegionsListEachVersionsLines() {
    let merged = ThreeWayMerge().merge(
      todo: .init(
        base: utf8("a\nb\n"), ours: utf8("(A) a\nb\n"), theirs: utf8("(B) a\n")),
      done: .empty)
    #expect(
      merged.todo.conflicts == [
        ThreeWayMerge.Conflict(ours: [utf8("(A) a")], base: [utf8("a")], theirs: [utf8("(B) a")])
      ])
  }

  @Test func markerSizeAndLabelsAreTheCallers() {
    let merge = ThreeWayMerge(
      markerSize: 3, labels: ThreeWayMerge.Labels(ours: "HEAD", base: "", theirs: "phone"))
    let merged = merge.merge(
      todo: .init(base: utf8("a\n"), ours: utf8("(A) a\n"), theirs: utf8("(B) a\n")),
      done: .empty)
    #expect(
      escaped(merged.todo.bytes)
        == escaped(utf8("<<< HEAD\n(A) a\n|||\na\n===\n(B) a\n>>> phone\n")))
  }

  @Test func eachFileKeepsItsOwnEndingAndMark() {
    let merged = ThreeWayMerge().merge(
      todo: .init(base: utf8("a\r\n"), ours: utf8("a\r\n"), theirs: utf8("a\r\nb\r\n")),
      done: .init(
        base: utf8("x 2026-11-01 a\n"), ours: FileCase.bom + utf8("x 2026-11-01 a\n"),
        theirs: utf8("x 2026-11-01 a\nx 2026-11-30 b\n")))
    #expect(escaped(merged.todo.bytes) == escaped(utf8("a\r\nb\r\n")))
    #expect(
      escaped(merged.done.bytes)
        == escaped(FileCase.bom + utf8("x 2026-11-01 a\nx 2026-11-30 b\n")))
    #expect(merged.isClean)
  }

  // MARK: - Across todo.txt and done.txt

  private static let tasks = utf8("call mom\nbuy milk\n")
  private static let oldDone = utf8("x 2026-11-01 old\n")

  @Test func archivedOnOursAndEditedOnTheirsIsOneTaskInConflict() {
    let merged = ThreeWayMerge().merge(
      todo: .init(
        base: Self.tasks, ours: utf8("buy milk\n"), theirs: utf8("call mom tonight\nbuy milk\n")),
      done: .init(
        base: Self.oldDone, ours: Self.oldDone + utf8("x 2026-11-30 call mom\n"),
        theirs: Self.oldDone))
    #expect(
      escaped(merged.todo.bytes)
        == escaped(
          utf8(
            """
            buy milk
            <<<<<<< ours
            x 2026-11-30 call mom
            ||||||| base
            call mom
            =======
            call mom tonight
            >>>>>>> theirs

            """)))
    #expect(escaped(merged.done.bytes) == escaped(Self.oldDone))
    #expect(merged.done.isClean)
  }

  @Test func archivedOnTheirsAndReprioritizedOnOursIsOneTaskInConflict() {
    let merged = ThreeWayMerge().merge(
      todo: .init(
        base: utf8("(A) call mom\nbuy milk\n"), ours: utf8("(B) call mom\nbuy milk\n"),
        theirs: utf8("buy milk\n")),
      done: .init(
        base: Self.oldDone, ours: Self.oldDone,
        theirs: Self.oldDone + utf8("x 2026-11-30 call mom pri:A\n")))
    #expect(
      merged.todo.conflicts == [
        ThreeWayMerge.Conflict(
          ours: [utf8("(B) call mom")], base: [utf8("(A) call mom")],
          theirs: [utf8("x 2026-11-30 call mom pri:A")])
      ])
    #expect(escaped(merged.done.bytes) == escaped(Self.oldDone))
  }

  @Test func archivedOnOneSideAndUntouchedOrDeletedOnTheOtherMergesCleanly() {
    for theirs in [Self.tasks, utf8("buy milk\n")] {
      let merged = ThreeWayMerge().merge(
        todo: .init(base: Self.tasks, ours: utf8("buy milk\n"), theirs: theirs),
        done: .init(
          base: Self.oldDone, ours: Self.oldDone + utf8("x 2026-11-30 call mom\n"),
          theirs: Self.oldDone))
      #expect(merged.isClean)
      #expect(merged.todo.bytes == utf8("buy milk\n"))
      #expect(merged.done.bytes == Self.oldDone + utf8("x 2026-11-30 call mom\n"))
    }
  }

  /// A task moved to done.txt open (`mv`) is followed as an archived one.
  @Test func movedOpenToDoneOnOursAndEditedOnTheirsIsOneTaskInConflict() {
    let merged = ThreeWayMerge().merge(
      todo: .init(
        base: Self.tasks, ours: utf8("buy milk\n"), theirs: utf8("call mom @phone\nbuy milk\n")),
      done: .init(base: Self.oldDone, ours: Self.oldDone + utf8("call mom\n"), theirs: Self.oldDone)
    )
    #expect(
      merged.todo.conflicts == [
        ThreeWayMerge.Conflict(
          ours: [utf8("call mom")], base: [utf8("call mom")], theirs: [utf8("call mom @phone")])
      ])
    #expect(merged.done.bytes == Self.oldDone)
  }

  /// Only a line the side added to done.txt is its archive of the task: an older completion
  /// already in the base (a recurring task's) stays where it is.
  @Test func deletedNotArchivedKeepsTheEmptySide() {
    let done = utf8("x 2026-11-01 call mom\n")
    let merged = ThreeWayMerge().merge(
      todo: .init(
        base: Self.tasks, ours: utf8("buy milk\n"), theirs: utf8("(A) call mom\nbuy milk\n")),
      done: .init(base: done, ours: done, theirs: done))
    #expect(
      merged.todo.conflicts == [
        ThreeWayMerge.Conflict(ours: [], base: [utf8("call mom")], theirs: [utf8("(A) call mom")])
      ])
    #expect(merged.done.bytes == done)
  }

  /// The archived line is another task's when its words differ: no pairing.
  @Test func archivedLineOfAnotherTaskIsNotPaired() {
    let merged = ThreeWayMerge().merge(
      todo: .init(
        base: Self.tasks, ours: utf8("buy milk\n"), theirs: utf8("(A) call mom\nbuy milk\n")),
      done: .init(base: [], ours: utf8("x 2026-11-30 call dad\n"), theirs: []))
    #expect(merged.todo.conflicts.first?.ours == [])
    #expect(merged.done.bytes == utf8("x 2026-11-30 call dad\n"))
  }
}
