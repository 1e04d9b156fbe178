import TodoTxt

/// Colours and hides parts of a list line as todo.sh's awk and sed stages do: the line in its
/// priority's colour (or `COLOR_DONE`), projects, contexts, dates and tags in theirs, the first
/// `due:` of an open task as overdue or due today; `-P`, `-+`, `-@` and
/// `HIDE_CUSTOM_SUBSTITUTION` take their parts out.
struct LinePainter {
  let palette: Palette
  /// The day `due:` dates are compared with (overdue, due today).
  let today: TodoDate
  /// The colours in use: none when colour is off, none for hidden projects and contexts.
  private let colours: [String: String]
  /// No colour and nothing hidden but the priority: the line is copied as it is.
  private let plain: Bool

  init(palette: Palette, today: TodoDate) {
    self.palette = palette
    self.today = today
    var colours = palette.colours
    if palette.hideProjects { colours["COLOR_PROJECT"] = "" }
    if palette.hideContexts { colours["COLOR_CONTEXT"] = "" }
    self.colours = colours
    self.plain =
      colours.values.allSatisfy(\.isEmpty) && !palette.hideProjects && !palette.hideContexts
      && palette.hideCustom == nil
  }

  /// Whether ``paint(number:text:into:)`` writes the number, a space, the text and a newline
  /// as they are: no colour, nothing hidden, no control characters escaped.
  var copiesLines: Bool { plain && !palette.hidePriority && !palette.escapeControls }

  private func colour(_ name: String) -> [UInt8] { Array((colours[name] ?? "").utf8) }

  /// Appends the formatted line and a newline to `out`.
  func paint(number: ArraySlice<UInt8>, text: ArraySlice<UInt8>, into result: inout [UInt8]) {
    // Without a number todo.sh's colouring sees neither a priority nor a done task.
    let (letter, isDone) =
      number.isEmpty
      ? (nil, false)
      : text.withUnsafeBufferPointer {
        (TodoLine($0).leadingPriority?.ascii, TodoLine($0).isDone)
      }
    var text = text
    if letter != nil && palette.hidePriority { text = text.dropFirst(4) }
    // On a terminal the text's control characters are shown, not sent; the caret forms are
    // printable and hold no space, so the words and colours stay the same.
    if palette.escapeControls && text.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 }) {
      var escaped: [UInt8] = []
      TerminalText.escape(text, into: &escaped)
      text = escaped[...]
    }
    // No number (a sort command dropped it): the text alone.
    if plain {
      if !number.isEmpty {
        result += number
        result.append(0x20)
      }
      result += text
      result.append(0x0A)
      return
    }
    var lineColour: [UInt8] = []
    if isDone {
      lineColour = colour("COLOR_DONE")
    } else if let letter {
      lineColour = colour("PRI_" + String(UnicodeScalar(letter)))
      if lineColour.isEmpty { lineColour = colour("PRI_X") }
    }
    let reset = colour("DEFAULT")
    let endColour = lineColour.isEmpty ? [] : reset

    var out: [UInt8] = lineColour
    let projectColour = colour("COLOR_PROJECT")
    let contextColour = colour("COLOR_CONTEXT")
    let dateColour = colour("COLOR_DATE")
    let metaColour = colour("COLOR_META")
    let overdueColour = colour("COLOR_OVERDUE")
    let dueTodayColour = colour("COLOR_DUE_TODAY")
    // Only the due: that counts (the first), and only on an open task, shows as overdue.
    var dueSeen = isDone
    let numberColour = colour("COLOR_NUMBER")
    func wrap(_ begin: [UInt8], _ word: some Sequence<UInt8>) {
      if begin.isEmpty {
        out += word
      } else {
        out += begin
        out += word
        out += reset
        out += lineColour
      }
    }
    if !number.isEmpty {
      wrap(numberColour, number)
      out.append(0x20)
    }
    let hideProjects = palette.hideProjects
    let hideContexts = palette.hideContexts
    text.withUnsafeBufferPointer { buffer in
      // The byte length of the whitespace character just written (the space after the number
      // to begin with): todo.sh's `-+`/`-@` remove it together with the word.
      var lastSpaceLength = 1
      var end = 0
      for token in TodoTokens(buffer) {
        let space = token.spaceBefore
        if !space.isEmpty {
          out += buffer[space]
          // The last character of the run: back over UTF-8 continuation bytes.
          var last = space.upperBound - 1
          while last > space.lowerBound && buffer[last] & 0xC0 == 0x80 { last -= 1 }
          lastSpaceLength = space.upperBound - last
        }
        end = token.range.upperBound
        let word = UnsafeBufferPointer(rebasing: buffer[token.range])
        let kind = token.kind
        if (kind == .project && hideProjects) || (kind == .context && hideContexts) {
          out.removeLast(lastSpaceLength)
          lastSpaceLength = 0
          continue
        }
        lastSpaceLength = 0
        switch kind {
        case .project: wrap(projectColour, word)
        case .context: wrap(contextColour, word)
        case .tag:
          // due:DATE: overdue in red, due today in bold (when colours are on).
          let isFirstDue = !dueSeen && word.starts(with: "due:".utf8)
          if isFirstDue { dueSeen = true }
          if isFirstDue,
            let due = TodoDate(parsing: String(decoding: word.dropFirst(4), as: UTF8.self))
          {
            if due < today, !overdueColour.isEmpty {
              wrap(overdueColour, word)
              continue
            }
            if due == today, !dueTodayColour.isEmpty {
              wrap(dueTodayColour, word)
              continue
            }
          }
          wrap(metaColour, word)
        case .word:
          if !dateColour.isEmpty, word.count == 10,
            TodoDate(parsing: String(decoding: word, as: UTF8.self)) != nil
          {
            wrap(dateColour, word)
          } else {
            out += word
          }
        }
      }
      out += buffer[end...]
    }
    out += endColour
    if let hideCustom = palette.hideCustom { out = hideCustom.replacingAll(in: out, with: []) }
    result += out
    result.append(0x0A)
  }
}
