import Testing

@testable import TodoTxt

/// ``ConflictCopyMerge`` on bytes: a sync conflict copy folded into its file.
@Suite struct ConflictCopyMergeTests {
  /// Folds `copy` into `file`; returns the file's bytes and the steps.
  private func fold(_ copy: [UInt8], into file: [UInt8], archived: [UInt8]? = nil) throws -> (
    bytes: [UInt8], steps: [ConflictCopyMerge.Step]
  ) {
    var list = TodoList(bytes: file)
    var steps: [ConflictCopyMerge.Step] = []
    try ConflictCopyMerge.fold(
      TodoList(bytes: copy), into: &list, archived: archived.map { TodoList(bytes: $0) }
    ) { steps.append($0) }
    return (list.serialized(), steps)
  }

  @Test func linesAlreadyThereAreDropped() throws {
    let result = try fold(utf8("call mom\n\nbuy milk\n"), into: utf8("buy milk\ncall mom\n"))
    #expect(result.bytes == utf8("buy milk\ncall mom\n"))
    #expect(result.steps == [.alreadyThere(text: "call mom"), .alreadyThere(text: "buy milk")])
  }

  @Test func completedVersionReplacesOpenOneInPlace() throws {
    let result = try fold(
      utf8("x 2026-11-30 buy milk due:2026-12-01\n"),
      into: utf8("(A) call mom\nbuy milk\nwater plants\n"))
    #expect(
      result.bytes == utf8("(A) call mom\nx 2026-11-30 buy milk due:2026-12-01\nwater plants\n"))
    #expect(result.steps == [.progressed(line: 2, text: "x 2026-11-30 buy milk due:2026-12-01")])
  }

  @Test func openVersionMeetsCompletedOneAndTheFileKeepsIt() throws {
    let result = try fold(utf8("(B) buy milk\n"), into: utf8("x 2026-11-30 buy milk\n"))
    #expect(result.bytes == utf8("x 2026-11-30 buy milk\n"))
    #expect(result.steps == [.kept(line: 1, text: "(B) buy milk")])
  }

  /// Two completed versions of one task: the file's stays, so a fold never swaps one done
  /// version for another (and never rewrites a completion date the file already has).
  @Test func fileKeepsItsCompletedVersionAgainstAnotherCompletedOne() throws {
    let file = utf8("x 2026-11-29 2026-11-01 call mom pri:A\nbuy milk\n")
    let result = try fold(utf8("x 2026-11-30 call mom due:2026-12-01\n"), into: file)
    #expect(escaped(result.bytes) == escaped(file))
    #expect(result.steps == [.kept(line: 1, text: "x 2026-11-30 call mom due:2026-12-01")])
  }

  @Test func sameTaskApartFromDatesAndPriorityStaysAsItIs() throws {
    let file = utf8("(A) water plants\n")
    let result = try fold(utf8("water plants due:2026-12-01 t:2026-11-30\n"), into: file)
    #expect(result.bytes == file)
    #expect(result.steps == [.kept(line: 1, text: "water plants due:2026-12-01 t:2026-11-30")])
  }

  @Test func otherLinesAreAddedAtTheEndInTheCopysOrder() throws {
    let result = try fold(
      utf8("call mom rec:1w\nnew from the phone\ncall mom\n") + [0x62, 0xFF, 0x0A],
      into: utf8("call mom\r\nbuy milk"))
    #expect(
      escaped(result.bytes)
        == escaped(
          utf8("call mom\r\nbuy milk\r\ncall mom rec:1w\r\nnew from the phone\r\n")
            + [0x62, 0xFF, 0x0D, 0x0A]))
    #expect(
      result.steps == [
        .added(line: 3, text: "call mom rec:1w"), .added(line: 4, text: "new from the phone"),
        .alreadyThere(text: "call mom"), .added(line: 5, text: "b\u{FFFD}"),
      ])
  }

  @Test func aLineAddedOnceIsNotAddedTwice() throws {
    let result = try fold(utf8("new\nnew\n"), into: utf8("a\n"))
    #expect(result.bytes == utf8("a\nnew\n"))
    #expect(result.steps == [.added(line: 2, text: "new"), .alreadyThere(text: "new")])
  }

  @Test func theFirstOfTwoSameTasksIsTheOneMet() throws {
    let result = try fold(utf8("x 2026-11-30 buy milk\n"), into: utf8("buy milk\n(C) buy milk\n"))
    #expect(result.bytes == utf8("x 2026-11-30 buy milk\n(C) buy milk\n"))
  }

  /// The phone's copy still has a task that was completed and archived on the laptop since
  /// (its creation date is the archived one's): it does not come back as an open task.
  @Test func aTaskArchivedSinceDoesNotComeBack() throws {
    let result = try fold(
      utf8("(A) pay rent\n2024-02-20 renew the passport\nbuy stamps\n"),
      into: utf8("(A) pay rent\n"),
      archived: utf8("x 2024-03-01 2024-02-20 renew the passport\n"))
    #expect(result.bytes == utf8("(A) pay rent\nbuy stamps\n"))
    #expect(
      result.steps == [
        .alreadyThere(text: "(A) pay rent"), .archived(text: "2024-02-20 renew the passport"),
        .added(line: 2, text: "buy stamps"),
      ])
  }

  /// A task with the text of an archived one but created after it was completed (a chore
  /// done every week), or with no creation date, is a new task: it is added.
  @Test func aNewTaskWithAnArchivedTaskTextIsAdded() throws {
    let archived = utf8("x 2026-11-20 2026-11-13 water plants\n")
    let later = try fold(utf8("2026-11-27 water plants\n"), into: [], archived: archived)
    #expect(later.bytes == utf8("2026-11-27 water plants\n"))
    let undated = try fold(utf8("water plants\n"), into: [], archived: archived)
    #expect(undated.bytes == utf8("water plants\n"))
  }
}
