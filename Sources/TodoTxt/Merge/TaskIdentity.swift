/// What makes two todo.txt lines the same task, for merging, syncing and calendar export.
///
/// A task keeps its identity while it progresses: completing it (`x 2026-11-30 `), giving or
/// removing a priority (`(A) `), or adding a creation date changes only the line's header, so
/// the identity is the subject (``TodoItem/subject``), which leaves the header out. Callers
/// that also follow a task through other edits that do not make it a different task leave
/// out some tags too (``Ignoring``): `pri:`, which `do` writes when it keeps the priority;
/// `due:` and `t:`, which rescheduling changes; `rec:`. Everything else, including spacing
/// and case, is part of the identity: two tasks whose words differ are two tasks.
///
/// Two different tasks can have the same identity (the same words added twice); callers that
/// need one identity per line tell repeats apart themselves (by order, say).
public struct TaskIdentity: Hashable, Sendable, CustomStringConvertible {
  /// Tags left out of an identity beyond the header, which is always left out.
  public struct Ignoring: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits, as the static members define them.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Every `pri:` tag: `do` keeps the priority of a task it completes as `pri:X`, and
    /// `undo` takes it back, so the tag comes and goes as the task progresses.
    public static let priorityTag = Ignoring(rawValue: 1 << 0)
    /// Every `due:` and `t:` tag: moving a task's due or start date is rescheduling it, not
    /// writing another task.
    public static let schedule = Ignoring(rawValue: 1 << 1)
    /// Every `rec:` tag: changing how a task recurs keeps the task.
    public static let recurrence = Ignoring(rawValue: 1 << 2)
  }

  /// The subject with the ignored tags removed, each with one space beside it (as
  /// ``TodoItem/removeTag(_:onlyFirst:)`` removes them); also a readable name for the task.
  public let subject: String

  /// The identity of `item`, ignoring its header and the tags in `ignoring`.
  ///
  /// - Parameters:
  ///   - item: The task.
  ///   - ignoring: The tags to leave out as well; none by default.
  public init(_ item: TodoItem, ignoring: Ignoring = []) {
    var rest = item
    // Removed in this order, always: removing a tag at the start of the subject lets the
    // header parse again, so the order is part of the definition.
    if ignoring.contains(.priorityTag) { rest.removeTag("pri") }
    if ignoring.contains(.schedule) {
      rest.removeTag("due")
      rest.removeTag("t")
    }
    if ignoring.contains(.recurrence) { rest.removeTag("rec") }
    subject = String(rest.subject)
  }

  /// The identity's subject, ``subject``.
  public var description: String { subject }
}

extension TodoItem {
  /// The open task a completion written by hand stands for, when the completion was typed in
  /// front of the task's priority: `x 2026-12-02 (C) 2026-11-23 call mom` is `(C) 2026-11-23
  /// call mom` completed on 2026-12-02 (the spec's grammar reads `(C)` and the date there as
  /// words; `do` drops the priority first, a text editor does not). Nil for any other line.
  /// The three-way merge's alignment reads such a line as that task completed; ``TaskKey``
  /// and ``TaskIdentity`` read it as the spec does.
  public var taskCompletedByHand: TodoItem? {
    guard isCompleted, priority == nil, creationDate == nil else { return nil }
    let rest = subject
    // `(X) ` and more: only such a subject can parse as a prioritized open task.
    guard rest.utf8.count > 4, rest.utf8.first == UInt8(ascii: "(") else { return nil }
    let task = TodoItem(parsing: String(rest))
    return task.priority != nil && !task.isCompleted ? task : nil
  }

  /// The task's identity: its subject without the header, and without the tags in `ignoring`.
  ///
  /// - Parameter ignoring: The tags to leave out as well; none by default.
  /// - Returns: ``TaskIdentity/init(_:ignoring:)`` of this item.
  public func identity(ignoring: TaskIdentity.Ignoring = []) -> TaskIdentity {
    TaskIdentity(self, ignoring: ignoring)
  }
}

/// "The same task" across versions of a file, defined once: what a task keeps while it
/// progresses, and its creation date.
///
/// Completing a task, giving or taking its priority (`(A) `, `pri:`) and rescheduling it
/// (`due:`, `t:`) keep its key; other words, and another creation date, make another task: a
/// creation date is written when a task is added and no command takes it away, so `water
/// plants` added again beside `2026-11-30 water plants` is another task. Two tasks with the
/// same words and creation date have the same key; a caller that needs one key per line tells
/// repeats apart by order. Used to choose a merge's common version, to tell which side of a
/// conflict copy is whose, and to follow a task from one version of the file to the next.
public struct TaskKey: Hashable, Sendable, CustomStringConvertible {
  /// The task's ``TaskIdentity`` without `pri:` and the schedule tags.
  public let identity: TaskIdentity
  /// Its creation date, a calendar day.
  public let created: TodoDate?

  /// The key of `item`.
  ///
  /// - Parameter item: The task.
  public init(_ item: TodoItem) {
    identity = item.identity(ignoring: [.priorityTag, .schedule])
    created = item.creationDate
  }

  /// The key of the task on a line of a file: its bytes without the line ending (not valid
  /// UTF-8 is read with U+FFFD in place of each bad sequence, as a key only).
  ///
  /// - Parameter line: The line's bytes.
  public init(line: some Collection<UInt8>) {
    self.init(TodoItem(parsing: String(decoding: line, as: UTF8.self)))
  }

  /// The identity's subject, with the creation date before it when there is one.
  public var description: String {
    created.map { "\($0) \(identity.subject)" } ?? identity.subject
  }
}
