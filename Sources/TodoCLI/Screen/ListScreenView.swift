import TodoLocalization
import TodoTxt

/// The words `todo ui` draws, in the run's language (from the string tables).
struct ScreenWords {
  var header: (_ file: String, _ open: Int, _ done: Int) -> String
  /// The filter's part of the header: its terms, and how many tasks it shows.
  var filter: (_ terms: String, _ shown: Int) -> String
  var sort: (ScreenSort) -> String
  var hidden: (Int) -> String
  var hiddenShown: String
  var footer: String
  var inputFooter: String
  var addPrompt: String
  var editPrompt: String
  var filterPrompt: String
  var priorityPrompt: String
  /// The delete question for the task of a number, with its text and its note's path.
  var deleteQuestion: (_ line: Int, _ text: String, _ note: String?) -> String
  var discardQuestion: String
  var empty: String
  var emptyFilter: String
  var help: [String]
  var helpFooter: String
  var detailFooter: String
}

/// Draws a ``ListScreen`` as a frame: a pure function of the screen, its size, the words and
/// the painter, so tests render frames to text.
///
/// Rows, top to bottom: the header (file, open and done counts, sort, filter), the banners,
/// the list (number, check box, the task as `ls` colours it), the message, the footer (key
/// hints, the input line or the question).
struct ListScreenView {
  var words: ScreenWords
  /// The painter of list lines (`ls`'s colours; none when colour is off).
  var painter: LinePainter
  /// Whether colour is on: the check mark and the cursor row's highlight.
  var colour: Bool
  /// The file's name in the header.
  var fileName: String
  /// Whether the terminal draws ✓ (not the Linux console).
  var checkMark = true

  static let reverse = Array("\u{1B}[7m".utf8)
  static let bold = Array("\u{1B}[1m".utf8)
  static let dim = Array("\u{1B}[2m".utf8)
  static let green = Array("\u{1B}[32m".utf8)
  static let yellow = Array("\u{1B}[33m".utf8)

  /// How many rows the list has on a screen of `rows` by `columns`.
  func listRows(_ screen: ListScreen, rows: Int, columns: Int) -> Int {
    max(1, rows - 2 - messageLines(screen.message, columns: columns).count - screen.banners.count)
  }

  /// The message's rows: one, or two when it is wider than the screen (the second cut with
  /// `…` when it is wider still); one empty row for none. Only what the rows can show is
  /// measured.
  func messageLines(_ message: String?, columns: Int) -> [String] {
    guard let message else { return [""] }
    var first = ""
    var used = 0
    var rest = Substring(message)
    while let character = rest.first {
      let width = ScreenText.columns(of: character)
      guard used + width <= columns else { break }
      first.append(character)
      used += width
      rest = rest.dropFirst()
    }
    guard !rest.isEmpty else { return [message] }
    return [first, String(rest.drop { $0 == " " }.prefix(columns + 1))]
  }

  /// `text` cut to `columns` columns, with `…` in its last column when it was cut. Only what
  /// fits is measured.
  static func cut(_ text: String, to columns: Int) -> String {
    var out = ""
    var used = 0
    for character in text {
      let width = ScreenText.columns(of: character)
      used += width
      if used > columns { return out + "…" }
      if used <= columns - 1 { out.append(character) }
    }
    return text
  }

  /// The first row of the list on the screen.
  func listTop(_ screen: ListScreen) -> Int { 1 + screen.banners.count }

  /// The digits of the numbers (the check box starts two columns after them: the cursor's
  /// mark comes first).
  func numberWidth(_ screen: ListScreen) -> Int {
    digitCount(screen.tasks.last?.line ?? 1)
  }

  func frame(_ screen: ListScreen, rows: Int, columns: Int) -> ScreenGrid {
    var grid = ScreenGrid(rows: rows, columns: columns)
    let strong = colour ? Self.bold : []
    // Header.
    let counts = screen.counts
    var header = words.header(fileName, counts.open, counts.done)
    header += words.sort(screen.sort)
    if !screen.filterText.isEmpty || !screen.baseTerms.isEmpty {
      header += words.filter(
        (screen.baseTerms + [screen.filterText]).filter { !$0.isEmpty }.joined(separator: " "),
        screen.visible.count)
    }
    if screen.showsHidden {
      header += words.hiddenShown
    } else if screen.hiddenCount > 0 {
      header += words.hidden(screen.hiddenCount)
    }
    grid.draw([.init(header, strong)], row: 0, fill: strong.isEmpty ? nil : [])
    for (index, banner) in screen.banners.enumerated() {
      grid.draw([.init(banner, colour ? Self.yellow : [])], row: 1 + index)
    }
    let top = listTop(screen)
    let count = listRows(screen, rows: rows, columns: columns)
    switch screen.mode {
    case .help(let scroll):
      for (index, line) in words.help.dropFirst(scroll).prefix(count).enumerated() {
        grid.draw([.init(line)], row: top + index)
      }
    case .detail(let lines, let scroll):
      for (index, line) in lines.dropFirst(scroll).prefix(count).enumerated() {
        grid.draw(ScreenGrid.runs(painted: Array(line.utf8)), row: top + index)
      }
    default:
      drawList(screen, into: &grid, top: top, count: count)
    }
    // Message and footer.
    if let message = screen.message {
      let lines = messageLines(message, columns: columns)
      for (index, line) in lines.enumerated() {
        grid.draw([.init(line, colour ? Self.yellow : [])], row: rows - 1 - lines.count + index)
      }
    } else if screen.isEditingLine {
      grid.draw([.init(words.inputFooter, colour ? Self.dim : [])], row: rows - 2)
    }
    drawFooter(screen, into: &grid, row: rows - 1)
    return grid
  }

  private func drawList(_ screen: ListScreen, into grid: inout ScreenGrid, top: Int, count: Int) {
    if let error = screen.readError {
      // Whole, on as many rows as it takes.
      var rest = Substring(error)
      for row in top..<(top + count) where !rest.isEmpty {
        var line = ""
        var used = 0
        while let character = rest.first {
          let width = ScreenText.columns(of: character)
          guard used + width <= grid.columns else { break }
          line.append(character)
          used += width
          rest = rest.dropFirst()
        }
        if line.isEmpty { break }
        grid.draw([.init(line, colour ? Self.yellow : [])], row: row)
      }
      return
    }
    guard !screen.visible.isEmpty else {
      let empty = screen.tasks.isEmpty ? words.empty : words.emptyFilter
      grid.draw([.init(empty, colour ? Self.dim : [])], row: top)
      return
    }
    let width = numberWidth(screen)
    let rows = screen.visible.dropFirst(screen.top).prefix(count)
    for (offset, index) in rows.enumerated() {
      let task = screen.tasks[index]
      let row = top + offset
      let isCursor = screen.top + offset == screen.selected
      var number: [UInt8] = []
      appendNumber(task.line, width: width, pad: 0x20, to: &number)
      // A long line is painted only as far as a row can show (a line of a megabyte costs
      // what a short one does); cut on a character's first byte, then marked as cut.
      var text = task.text
      let bound = max(4096, grid.columns * 16)
      if text.count > bound {
        var end = text.startIndex + bound
        while end > text.startIndex, text[end] & 0xC0 == 0x80 { end -= 1 }
        text = text[..<end]
      }
      var painted: [UInt8] = []
      painter.paint(number: number[...], text: text, into: &painted)
      var runs = ScreenGrid.runs(painted: painted)
      // The check box goes after the number (its first `width + 1` characters).
      let pending = screen.pending.contains(task.line)
      let box: ScreenGrid.Run
      if pending {
        box = .init("[·] ", colour ? Self.dim : [])
      } else if task.isDone {
        box = .init(colour && checkMark ? "[✓] " : "[x] ", colour ? Self.green : [])
      } else {
        box = .init("[ ] ")
      }
      runs = Self.inserting(box, afterColumns: width + 1, into: runs)
      // The first column marks the cursor's row: `>`, and with colour the row in reverse.
      runs.insert(.init(isCursor ? ">" : " "), at: 0)
      let extra = isCursor ? (colour ? Self.reverse : []) : []
      grid.draw(
        runs, row: row, extra: extra, fill: isCursor && colour ? [] : nil,
        truncated: text.count < task.text.count)
    }
  }

  private func drawFooter(_ screen: ListScreen, into grid: inout ScreenGrid, row: Int) {
    let strong = colour ? Self.bold : []
    func input(_ prompt: String, _ line: LineInput) {
      let promptEnd = grid.draw([.init(prompt, strong)], row: row, width: grid.columns)
      let room = max(1, grid.columns - promptEnd - 1)
      let shown = line.visible(width: room)
      grid.draw([.init(shown.text)], row: row, column: promptEnd)
      grid.cursor = (row, min(grid.columns - 1, promptEnd + shown.caret))
    }
    switch screen.mode {
    case .list, .detail, .help:
      let text: String
      if case .help = screen.mode {
        text = words.helpFooter
      } else if case .detail = screen.mode {
        text = words.detailFooter
      } else {
        text = words.footer
      }
      grid.draw([.init(text, colour ? Self.dim : [])], row: row)
    case .add(let line): input(words.addPrompt, line)
    case .edit(_, let line): input(words.editPrompt, line)
    case .filter(let line): input(words.filterPrompt, line)
    case .priority: grid.draw([.init(words.priorityPrompt, strong)], row: row)
    case .confirmDelete(let task, let note):
      // The task's text is cut so that the whole question, (y/n) included, fits.
      // A note's path too long for that is shown by its file name.
      // Bytes that are not UTF-8 shown as the edit line shows them (M-x), not as U+FFFD.
      let text = TodoList.escapedText(task.text)
      var note = note
      var room = grid.columns - ScreenText.columns(words.deleteQuestion(task.line, "", note))
      if room < 12, let path = note, let slash = path.lastIndex(of: "/") {
        note = String(path[path.index(after: slash)...])
        room = grid.columns - ScreenText.columns(words.deleteQuestion(task.line, "", note))
      }
      let question = words.deleteQuestion(task.line, Self.cut(text, to: max(room, 1)), note)
      grid.draw([.init(question, strong)], row: row)
    case .confirmDiscard: grid.draw([.init(words.discardQuestion, strong)], row: row)
    }
  }

  /// `runs` with `run` inserted after their first `columns` characters.
  static func inserting(
    _ run: ScreenGrid.Run, afterColumns columns: Int, into runs: [ScreenGrid.Run]
  )
    -> [ScreenGrid.Run]
  {
    var result: [ScreenGrid.Run] = []
    var left = columns
    var inserted = false
    for current in runs {
      if inserted || left >= current.text.count {
        left -= inserted ? 0 : current.text.count
        result.append(current)
        if !inserted && left == 0 {
          result.append(run)
          inserted = true
        }
        continue
      }
      let split = current.text.index(current.text.startIndex, offsetBy: left)
      result.append(.init(String(current.text[..<split]), current.style))
      result.append(run)
      result.append(.init(String(current.text[split...]), current.style))
      inserted = true
    }
    if !inserted { result.append(run) }
    return result
  }
}
