import TodoLocalization
import TodoTxt

/// One frame of `todo ui`: a grid of cells, each one character (a grapheme cluster) and the
/// SGR attributes it is drawn with. A wide character (CJK, most emoji) takes its cell and
/// the next, which holds no text of its own.
///
/// Frames are drawn in memory and compared: ``render(since:)`` writes only the cells that
/// changed, as one string of bytes, so the screen never flickers and a move of the cursor
/// row costs two rows. Tests read a frame as text (``lines``).
struct ScreenGrid: Equatable {
  /// A cell: its text (`""` for the second column of a wide character) and attributes (the
  /// SGR sequences in effect, empty for none).
  struct Cell: Equatable {
    var text: String
    var style: [UInt8]
  }

  let rows: Int
  let columns: Int
  private(set) var cells: [Cell]

  static let blank = Cell(text: " ", style: [])

  init(rows: Int, columns: Int) {
    self.rows = max(rows, 1)
    self.columns = max(columns, 1)
    cells = Array(repeating: Self.blank, count: self.rows * self.columns)
  }

  /// Where the terminal's cursor is left and whether it is shown: the input line's caret.
  var cursor: (row: Int, column: Int)?

  static func == (a: ScreenGrid, b: ScreenGrid) -> Bool {
    a.rows == b.rows && a.columns == b.columns && a.cells == b.cells
  }

  subscript(row: Int, column: Int) -> Cell {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }

  /// A run of text drawn in one style.
  struct Run {
    var text: String
    var style: [UInt8]
    init(_ text: String, _ style: [UInt8] = []) {
      self.text = text
      self.style = style
    }
  }

  /// Draws `runs` on `row` from `column`, at most `width` columns (to the row's end by
  /// default); text wider than that is cut and ends in `…`. Every cell of the width after the
  /// text is cleared with `fill`'s style (a highlighted row is highlighted to its end when
  /// `fill` is set).
  ///
  /// - Returns: The column after the last character drawn.
  @discardableResult
  mutating func draw(
    _ runs: [Run], row: Int, column: Int = 0, width: Int? = nil, extra: [UInt8] = [],
    fill: [UInt8]? = nil, truncated: Bool = false
  ) -> Int {
    guard row >= 0, row < rows, column < columns else { return column }
    let limit = min(columns, column + (width ?? columns))
    // Whether the text is wider than its room: counted only as far as the room (a line of a
    // megabyte costs what a row shows).
    var cut = truncated
    if !cut {
      var total = column
      measure: for run in runs {
        for character in run.text {
          total += ScreenText.columns(of: character)
          if total > limit {
            cut = true
            break measure
          }
        }
      }
    }
    let room = cut ? limit - 1 : limit
    var at = column
    var lastStyle: [UInt8] = extra
    outer: for run in runs {
      let style = run.style + extra
      lastStyle = style
      for character in run.text {
        if let shown = ScreenText.replacement(for: character) {
          // A control character is shown as cat -v shows it, never sent.
          guard at + shown.count <= room else { break outer }
          for character in shown {
            self[row, at] = Cell(text: String(character), style: style)
            at += 1
          }
          continue
        }
        let width = DisplayWidth.columns(of: character)
        if width == 0 {
          // A mark with nothing to sit on at the start is left out.
          if at > column { self[row, at - 1].text.append(character) }
          continue
        }
        guard at + width <= room else { break outer }
        self[row, at] = Cell(text: String(character), style: style)
        if width == 2 { self[row, at + 1] = Cell(text: "", style: style) }
        at += width
      }
    }
    if cut, at < limit {
      self[row, at] = Cell(text: "…", style: lastStyle)
      at += 1
    }
    let end = at
    let fillStyle = (fill ?? []) + (fill == nil ? [] : extra)
    while at < limit {
      self[row, at] = Cell(text: " ", style: fillStyle)
      at += 1
    }
    return end
  }

  /// Runs from a line painted for a terminal (``LinePainter`` with control characters
  /// escaped): its SGR sequences become the runs' styles; any other escape sequence or
  /// control byte is dropped, never drawn.
  static func runs(painted bytes: [UInt8]) -> [Run] {
    var runs: [Run] = []
    var style: [UInt8] = []
    var text: [UInt8] = []
    func flush() {
      if !text.isEmpty { runs.append(Run(String(decoding: text, as: UTF8.self), style)) }
      text.removeAll()
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        var end = index + 1
        if end < bytes.count, bytes[end] == 0x5D {
          // OSC (a title, a link): up to BEL or ESC \, all of it dropped.
          while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
          index = end < bytes.count && bytes[end] == 0x1B ? end + 2 : end + 1
          continue
        }
        guard end < bytes.count, bytes[end] == 0x5B else {
          index = end + 1
          continue
        }
        end += 1
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { break }
        if bytes[end] == 0x6D {
          flush()
          let parameters = bytes[(index + 2)..<end]
          let sequence = Array(bytes[index...end])
          if parameters.isEmpty || parameters == [0x30] {
            style = []
          } else if parameters.starts(with: [0x30, 0x3B]) {
            style = sequence
          } else {
            style += sequence
          }
        }
        index = end + 1
        continue
      }
      if byte == 0x09 {
        // A tab is a space on the screen (the file keeps its tab).
        text.append(0x20)
        index += 1
        continue
      }
      if byte < 0x20 || byte == 0x7F {
        index += 1
        continue
      }
      text.append(byte)
      index += 1
    }
    flush()
    return runs
  }

  /// Each row's text, trailing spaces left out: the frame as a test reads it.
  var lines: [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns { line += self[row, column].text }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The bytes that turn the screen showing `old` (a cleared screen when `nil`, or of another
  /// size) into this frame: the changed cells only, each run of them after one cursor move,
  /// attributes changed only where they differ; nothing at all when nothing changed.
  func render(since old: ScreenGrid?) -> [UInt8] {
    var out: [UInt8] = Array("\u{1B}[?25l".utf8)
    let previous = old.flatMap { $0.rows == rows && $0.columns == columns ? $0 : nil }
    if previous == nil { out += Array("\u{1B}[0m\u{1B}[2J".utf8) }
    var current: [UInt8]? = nil
    // A character of several scalars (an emoji with a skin tone, a ZWJ sequence, a flag) may
    // take other columns on some terminals than the table says: after one, the cursor is
    // placed again, the rest of its row is written again, and so is the next row, which such
    // a character may have run into.
    var rewriteRow = -1
    for row in 0..<rows {
      var cursorAt: Int? = nil
      for column in 0..<columns {
        let cell = self[row, column]
        if cell.text.isEmpty { continue }
        let changed =
          rewriteRow >= row
          || previous.map { previous in
            previous[row, column] != cell
              || (column + 1 < columns && previous[row, column + 1] != self[row, column + 1]
                && self[row, column + 1].text.isEmpty)
          } ?? (cell != Self.blank)
        guard changed else { continue }
        if cursorAt != column {
          out += Array("\u{1B}[\(row + 1);\(column + 1)H".utf8)
        }
        if current != cell.style {
          out += Array("\u{1B}[0m".utf8) + cell.style
          current = cell.style
        }
        out += Array(cell.text.utf8)
        cursorAt = column + max(1, DisplayWidth.columns(cell.text))
        if cell.text.unicodeScalars.count > 1 && !cell.text.unicodeScalars.allSatisfy(\.isASCII) {
          cursorAt = nil
          rewriteRow = row + 1
        }
      }
    }
    // Nothing changed and the caret where it was: nothing to write.
    if let previous, current == nil,
      previous.cursor.map({ [$0.row, $0.column] })
        == cursor.map({ [$0.row, $0.column] })
    {
      return []
    }
    out += Array("\u{1B}[0m".utf8)
    if let cursor {
      out += Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h".utf8)
    }
    return out
  }
}

/// How text is shown on `todo ui`'s screen, whatever it holds: a task's text, a file name, an
/// action's message all come from files another machine or another user may have written.
///
/// A tab is a space; a control character (C0, DEL, C1) is shown as `cat -v` shows it (`^[`,
/// `M-^[`) and a bidirectional control as `<U+202E>`, as ``TerminalText`` shows them on a
/// terminal; so are the line and paragraph separators and the noncharacters U+FFFE/U+FFFF;
/// a byte that is not UTF-8 (held as ``TodoList/isByteEscape(_:)`` escapes) is `M-` and its
/// low seven bits, as `cat -v` shows it. All drawn as printable characters, never sent.
enum ScreenText {
  /// What `character` is drawn as when not as itself (all ASCII, a column each), or `nil`.
  static func replacement(for character: Character) -> String? {
    // Fast path: a first byte no control character starts with.
    guard let lead = character.utf8.first,
      lead < 0x20 || lead == 0x7F || lead == 0xC2 || lead == 0xD8 || lead == 0xE2
        || lead == 0xEF || lead == 0xF4
    else { return nil }
    var shown = ""
    var replaced = false
    for scalar in character.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x09:
        shown += " "
        replaced = true
      case 0x00..<0x20, 0x7F:
        shown += value == 0x7F ? "^?" : "^" + String(UnicodeScalar(UInt8(value + 0x40)))
        replaced = true
      case 0x80..<0xA0:
        shown += "M-^" + String(UnicodeScalar(UInt8(value - 0x80 + 0x40)))
        replaced = true
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0xFFFE,
        0xFFFF:
        // Bidi controls, the line and paragraph separators, noncharacters.
        shown += "<U+\(String(value, radix: 16, uppercase: true))>"
        replaced = true
      case _ where TodoList.isByteEscape(scalar):
        // A byte that is not UTF-8, as the file holds it: cat -v's M- form.
        let byte = UInt8(value & 0xFF)
        shown +=
          "M-"
          + (byte >= 0xA0 && byte < 0xFF
            ? String(UnicodeScalar(byte - 0x80))
            : byte == 0xFF ? "^?" : "^" + String(UnicodeScalar(byte - 0x80 + 0x40)))
        replaced = true
      default:
        shown.unicodeScalars.append(scalar)
      }
    }
    return replaced ? shown : nil
  }

  /// The columns `character` takes on the screen.
  static func columns(of character: Character) -> Int {
    replacement(for: character).map { DisplayWidth.columns($0) }
      ?? DisplayWidth.columns(of: character)
  }

  /// The columns `text` takes on the screen.
  static func columns(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }
}
