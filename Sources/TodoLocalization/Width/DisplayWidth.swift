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

  /// Punctuation that never starts a line, and punctuation that never ends one (the line
  /// breaking rules of Chinese text).
  static let closingPunctuation: Set<Character> = [
    "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "…", ",", ".", ":", ";", "!",
    "?", ")", "]",
  ]
  static let openingPunctuation: Set<Character> = ["（", "「", "『", "《", "〈"]

  /// `text` laid out in a terminal `width` columns wide after a prefix of `used` columns,
  /// with a hanging indent: the first line has `width - used` columns, every further line
  /// starts with `indent` spaces.
  ///
  /// Lines break at spaces (the space is dropped) and between two wide characters (Chinese
  /// has no spaces), never before closing punctuation (，。）…) nor after opening punctuation,
  /// and never inside a `+project` or `@context` word (nor right after its sigil): it moves
  /// down whole; a word wider than a whole line is cut. ANSI escape sequences (`ESC [ … letter`) take no
  /// columns and stay with the word they touch. Measured by ``columns(of:)``.
  ///
  /// - Parameters:
  ///   - text: The text after the prefix, one line (no newline).
  ///   - width: The terminal's columns.
  ///   - used: The columns the prefix takes on the first line.
  ///   - indent: The spaces before each further line (at most `width - 8`; a narrower terminal
  ///     gets `text` back unwrapped).
  /// - Returns: The lines: the first without the prefix, the rest with their indent.
  public static func wrapped(_ text: String, width: Int, used: Int, indent: Int) -> [String] {
    guard width - indent >= 8, width - used >= 1, columns(text) > width - used else {
      return [text]
    }
    // Units that cannot be split: a run of narrow characters, or one wide character, with
    // closing punctuation joined to the unit before it and opening punctuation to the next.
    struct Unit {
      var text = ""
      var columns = 0
      var spaceBefore = ""
      var pieces: [(String, Int)] = []
    }
    var units: [Unit] = []
    var current = Unit()
    var pendingSpace = ""
    var pendingEscape = ""
    var joinNext = false
    // Inside a word that starts with a project or context sigil: one unit to its end.
    var sigilWord = false
    func finish() {
      if !current.pieces.isEmpty { units.append(current) }
      current = Unit()
    }
    func add(_ piece: String, _ width: Int) {
      current.text += piece
      current.columns += width
      current.pieces.append((piece, width))
    }
    var scalars = Substring(text).unicodeScalars[...]
    var characters: [(String, Bool)] = []  // (text, isEscape)
    while !scalars.isEmpty {
      if scalars.first == "\u{1B}" {
        var sequence = String(scalars.removeFirst())
        if scalars.first == "[" {
          sequence.unicodeScalars.append(scalars.removeFirst())
          while let c = scalars.first {
            sequence.unicodeScalars.append(scalars.removeFirst())
            if (0x40...0x7E).contains(c.value) { break }
          }
        }
        characters.append((sequence, true))
        continue
      }
      var run = String.UnicodeScalarView()
      while let c = scalars.first, c != "\u{1B}" { run.append(scalars.removeFirst()) }
      for character in String(run) { characters.append((String(character), false)) }
    }
    for (piece, isEscape) in characters {
      if isEscape {
        // A colour that ends a word stays with it; one before a word goes with that word.
        if current.pieces.isEmpty { pendingEscape += piece } else { add(piece, 0) }
        continue
      }
      let character = Character(piece)
      if character == " " {
        finish()
        pendingSpace += " "
        joinNext = false
        sigilWord = false
        continue
      }
      let w = columns(of: character)
      let closing = closingPunctuation.contains(character)
      if current.pieces.isEmpty {
        if closing && pendingSpace.isEmpty, let last = units.popLast() {
          current = last
        } else {
          // A word's first character: after a space, or the text's first.
          sigilWord =
            (!pendingSpace.isEmpty || units.isEmpty) && (character == "+" || character == "@")
          current.spaceBefore = pendingSpace
          pendingSpace = ""
        }
      } else if !closing && !joinNext && !sigilWord && (w == 2 || current.pieces.last?.1 == 2) {
        finish()
      }
      add(pendingEscape + piece, w)
      pendingEscape = ""
      joinNext = openingPunctuation.contains(character)
    }
    if !pendingEscape.isEmpty { add(pendingEscape, 0) }
    finish()

    var lines: [String] = []
    var line = ""
    var lineColumns = 0
    var available = width - used
    let padding = String(repeating: " ", count: indent)
    func newLine() {
      lines.append(line)
      line = padding
      lineColumns = 0
      available = width - indent
    }
    for unit in units {
      let gap = lineColumns == 0 ? 0 : unit.spaceBefore.count
      if lineColumns > 0 && lineColumns + gap + unit.columns > available { newLine() }
      // Nothing fits after the prefix: start below it rather than cut a word that would fit.
      if lines.isEmpty, lineColumns == 0, unit.columns > available,
        unit.columns <= width - indent
      {
        newLine()
      }
      if lineColumns > 0 { line += unit.spaceBefore }
      lineColumns += lineColumns > 0 ? gap : 0
      if unit.columns <= available - lineColumns {
        line += unit.text
        lineColumns += unit.columns
        continue
      }
      // Wider than a line: cut it.
      for (piece, w) in unit.pieces {
        if lineColumns + w > available && lineColumns > 0 { newLine() }
        line += piece
        lineColumns += w
      }
    }
    lines.append(line)
    return lines
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
