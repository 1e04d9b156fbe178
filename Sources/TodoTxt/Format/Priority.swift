/// A task priority, one uppercase ASCII letter `A` (highest) to `Z` (lowest).
///
/// In a line it is written `(A) ` at the very start (todo.txt spec, incomplete tasks rule 1).
/// `Priority` orders by importance: `A` comes before `B`, so sorting ascending puts the most
/// important first.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The ASCII code of the letter, `0x41` (`A`) ... `0x5A` (`Z`).
  public let ascii: UInt8

  /// Creates a priority from an uppercase ASCII letter, or `nil` for anything else.
  ///
  /// - Parameter ascii: The byte `A`...`Z`.
  public init?(ascii: UInt8) {
    guard ascii >= 0x41, ascii <= 0x5A else { return nil }
    self.ascii = ascii
  }

  /// Creates a priority from a one-letter string, `"A"`...`"Z"`, or `nil` for anything else.
  ///
  /// Lowercase letters are not priorities in a line (spec: `(b)` is not a priority); callers
  /// that accept user input upper-case it first.
  ///
  /// - Parameter letter: Exactly one character.
  public init?(_ letter: some StringProtocol) {
    let utf8 = letter.utf8
    guard utf8.count == 1, let byte = utf8.first else { return nil }
    self.init(ascii: byte)
  }

  /// The letter, `"A"`...`"Z"`.
  public var letter: String { String(decoding: CollectionOfOne(ascii), as: UTF8.self) }

  /// The letter, `"A"`...`"Z"`.
  public var description: String { letter }

  /// `A` < `B`: the more important priority sorts first.
  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.ascii < rhs.ascii }
}
