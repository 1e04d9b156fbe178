/// A task one side completed and archived while the other side deleted it: a change on each
/// side that the line merge cannot see as a conflict (both sides took it out of todo.txt).
extension ThreeWayMerge {
  /// The side of a merge that did something.
  public enum Side: Sendable, Hashable {
    /// Our side (the version the result replaces).
    case ours
    /// The other side.
    case theirs
  }

  /// One task of the base that `archivedBy` completed and moved to done.txt, while the other
  /// side deleted it from todo.txt without completing it.
  public struct ArchivedAndDeleted: Sendable, Hashable {
    /// The completed line, as that side's done.txt has it (without its line ending).
    public var completed: [UInt8]
    /// The side that completed and archived it.
    public var archivedBy: Side
    /// A new line of the other side that may be the task reworded there (kept too), or nil
    /// when it only deleted the task.
    public var reworded: [UInt8]? = nil
  }

  /// One task of the base that one side deleted while `replacedBy` put one new line where it
  /// stood (between the same two kept lines): the task rewritten (`replace`, an editor) or
  /// deleted with another task inserted there, which the versions cannot tell apart.
  public struct ReplacedAndDeleted: Sendable, Hashable {
    /// The base's line of the task (without its line ending).
    public var deleted: [UInt8]
    /// The new line in its place, as `replacedBy` has it (without its line ending).
    public var replacement: [UInt8]
    /// The side that has the new line.
    public var replacedBy: Side
    /// Whether the lines are done.txt's (else todo.txt's).
    public var inDone: Bool
  }
}
