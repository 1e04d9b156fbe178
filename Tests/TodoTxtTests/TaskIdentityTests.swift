import Testing

@testable import TodoTxt

/// ``TaskIdentity``: which changes keep a task the same task.
@Suite struct TaskIdentityTests {
  private func identity(_ line: String, _ ignoring: TaskIdentity.Ignoring = []) -> String {
    TodoItem(parsing: line).identity(ignoring: ignoring).subject
  }

  @Test func headerIsNeverPartOfIt() {
    let lines = [
      "call mom +family", "(A) call mom +family", "2026-11-01 call mom +family",
      "x 2026-11-30 call mom +family", "x 2026-11-30 2026-11-01 call mom +family",
      "x (B) 2026-11-30 call mom +family",
    ]
    for line in lines { #expect(identity(line) == "call mom +family", "\(line)") }
  }

  @Test func tagsAreKeptUnlessIgnored() {
    let line = "x 2026-11-30 pay rent pri:A due:2026-12-01 t:2026-11-25 rec:1m @home"
    #expect(identity(line) == "pay rent pri:A due:2026-12-01 t:2026-11-25 rec:1m @home")
    #expect(
      identity(line, .priorityTag) == "pay rent due:2026-12-01 t:2026-11-25 rec:1m @home")
    #expect(identity(line, .schedule) == "pay rent pri:A rec:1m @home")
    #expect(identity(line, .recurrence) == "pay rent pri:A due:2026-12-01 t:2026-11-25 @home")
    #expect(identity(line, [.priorityTag, .schedule, .recurrence]) == "pay rent @home")
  }

  @Test func everyIgnoredTagGoesNotOnlyTheFirst() {
    #expect(identity("a due:2026-01-01 b due:2026-02-02", .schedule) == "a b")
  }

  @Test func wordsCaseSpacingAndTagValuesTellTasksApart() {
    #expect(identity("call mom") != identity("call Mom"))
    #expect(identity("call mom") != identity("call  mom"))
    #expect(identity("call mom") != identity("call mom @phone"))
    #expect(identity("buy milk due:2026-12-01") != identity("buy milk due:2026-12-02"))
  }

  @Test func identitiesCompareBySubject() {
    let first = TodoItem(parsing: "(A) call mom due:2026-12-01").identity(ignoring: .schedule)
    let second = TodoItem(parsing: "x 2026-11-30 call mom").identity(ignoring: .schedule)
    #expect(first == second)
    #expect(Set([first, second]).count == 1)
    #expect(first.description == "call mom")
  }

  /// A completion typed in front of the priority, as a text editor's user writes it, reads
  /// back as the task it completed: its priority and creation date, its words.
  @Test func completionTypedBeforeThePriorityReadsBackAsTheTask() {
    let done = TodoItem(parsing: "x 2026-12-02 (C) 2026-11-23 call mom")
    #expect(done.taskCompletedByHand?.priority == Priority("C"))
    #expect(done.taskCompletedByHand?.creationDate == TodoDate(parsing: "2026-11-23"))
    #expect(done.taskCompletedByHand?.identity() == TodoItem(parsing: "call mom").identity())
    #expect(
      TodoItem(parsing: "x 2026-12-02 (C) call mom").taskCompletedByHand?.text == "(C) call mom")
    // Any other line is itself.
    for line in [
      "(C) 2026-11-23 call mom", "x 2026-12-02 2026-11-23 call mom", "x (C) 2026-12-02 call mom",
      "x 2026-12-02 (c) call mom", "x 2026-12-02 (C)", "x 2026-12-02 x (C) call mom",
    ] {
      #expect(TodoItem(parsing: line).taskCompletedByHand == nil, "\(line)")
    }
    #expect(identity("x 2026-12-02 (c) call mom") == "(c) call mom")
    // TaskKey and TaskIdentity read it as the spec does: `(C)` and the date are words.
    #expect(identity("x 2026-12-02 (C) 2026-11-23 call mom") == "(C) 2026-11-23 call mom")
    #expect(
      TaskKey(TodoItem(parsing: "x 2026-12-02 (C) 2026-11-23 call mom"))
        != TaskKey(TodoItem(parsing: "(C) 2026-11-23 call mom")))
  }

  /// A tag removed from the start of the subject lets the header parse again; the identity
  /// is the subject of what remains, so a date freed that way is a creation date, not text.
  @Test func removingLeadingTagsRereadsTheHeader() {
    #expect(identity("due:2026-12-01 2026-11-01 call mom", .schedule) == "call mom")
    #expect(identity("due:2026-12-01 (A) call mom", .schedule) == "call mom")
  }
}
