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
  }
}
