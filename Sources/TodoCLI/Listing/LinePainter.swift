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
    let colours = WordColours(
      line: lineColour, reset: colour("DEFAULT"), project: colour("COLOR_PROJECT"),
      context: colour("COLOR_CONTEXT"), date: colour("COLOR_DATE"), meta: colour("COLOR_META"),
      overdue: colour("COLOR_OVERDUE"), dueToday: colour("COLOR_DUE_TODAY"))
    var out: [UInt8] = lineColour
    if !number.isEmpty {
      colours.wrap(colour("COLOR_NUMBER"), number, into: &out)
      out.append(0x20)
    }
    paintWords(text, isDone: isDone, colours: colours, into: &out)
    out += lineColour.isEmpty ? [] : colours.reset
    if let hideCustom = palette.hideCustom { out = hideCustom.replacingAll(in: out, with: []) }
    result += out
    result.append(0x0A)
  }

  /// The colours of one line's words, and the line's own colour each returns to.
  private struct WordColours {
    var line: [UInt8]
    var reset: [UInt8]
    var project: [UInt8]
    var context: [UInt8]
    var date: [UInt8]
    var meta: [UInt8]
    var overdue: [UInt8]
    var dueToday: [UInt8]

    /// Appends `word` in the colour `begin` (as it is when that is empty), then the line's
    /// colour again.
    func wrap(_ begin: [UInt8], _ word: some Sequence<UInt8>, into out: inout [UInt8]) {
      if begin.isEmpty {
        out += word
      } else {
        out += begin
        out += word
        out += reset
        out += line
      }
    }
  }

  /// Appends `text`'s words to `out` in their colours (projects, contexts, dates, tags, the
  /// first `due:` of an open task overdue or due today), with the projects or contexts that
  /// `-+`/`-@` hide left out together with the space before them.
  private func paintWords(
    _ text: ArraySlice<UInt8>, isDone: Bool, colours: WordColours, into out: inout [UInt8]
  ) {
    // Only the due: that counts (the first), and only on an open task, shows as overdue.
    var dueSeen = isDone
    func wrap(_ begin: [UInt8], _ word: some Sequence<UInt8>) {
      colours.wrap(begin, word, into: &out)
    }
    let (projectColour, contextColour) = (colours.project, colours.context)
    let (dateColour, metaColour) = (colours.date, colours.meta)
    let (overdueColour, dueTodayColour) = (colours.overdue, colours.dueToday)
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
  }
}
