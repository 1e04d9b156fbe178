/// Terminal display width: how many columns text takes, per grapheme cluster.
///
/// This matches glibc's wcwidth wherever terminals agree, and for emoji sequences what modern
/// terminals (kitty, WezTerm, foot, Ghostty, iTerm2, Windows Terminal) draw:
/// - 0 for a cluster whose scalars are all zero-width (nonspacing and enclosing marks, format
///   characters except U+00AD, Hangul jamo medial/final vowels U+1160–U+11FF and U+D7B0–U+D7FF,
///   U+200B) and for control characters;
/// - 2 when any scalar is East Asian Wide or Fullwidth (``wideRanges``, Unicode
///   ``DisplayWidth/unicodeVersion``), when the cluster has U+FE0F after an emoji, or is a
///   regional-indicator pair (a flag);
/// - 1 otherwise. Ambiguous-width characters count 1.
public enum DisplayWidth {
  /// The Unicode version of the East Asian Width table.
  public static var unicodeVersion: String { wideTableUnicodeVersion }

  /// The columns `text` takes in a terminal.
  ///
  /// - Parameter text: Any text; measured per `Character` (extended grapheme cluster).
  /// - Returns: The sum of ``columns(of:)`` over its characters.
  public static func columns(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      if let ascii = character.asciiValue {
        total += ascii >= 0x20 && ascii < 0x7F ? 1 : 0
      } else {
        total += columns(of: character)
      }
    }
    return total
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  ///
  /// - Parameter character: One extended grapheme cluster.
  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if scalars.allSatisfy(isZeroWidth) { return 0 }
    if scalars.contains(where: { isWide($0.value) }) { return 2 }
    if first.properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
    if scalars.count >= 2, isRegionalIndicator(first),
      isRegionalIndicator(scalars[scalars.index(after: scalars.startIndex)])
    {
      return 2
    }
    return 1
  }

  /// `text` padded with spaces on the right to `width` columns (unchanged when wider).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The column count to reach.
  public static func padded(_ text: String, to width: Int) -> String {
    let missing = width - columns(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// Whether `value` is East Asian Wide or Fullwidth: a binary search in ``wideRanges``.
  static func isWide(_ value: UInt32) -> Bool {
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v == 0x00AD { return false }
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) || v == 0x200B {
      return true
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}
