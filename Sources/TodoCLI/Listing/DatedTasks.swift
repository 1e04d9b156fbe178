import TodoLocalization
import TodoTxt

// MARK: - The open tasks with their dates, as due, agenda and export read them

/// An open task with its number, for the date views.
struct DatedTask {
  var number: Int
  var item: TodoItem
}

extension Listing {
  /// The open tasks of the todo file (blank lines, done tasks and lines that are not valid
  /// UTF-8 left out) that match `options`' filter terms as in `ls`, and how many more are
  /// hidden until later (`t:` ahead, `h:1`; `-x` or `--all` shows them) or wait for another
  /// task (``Dependencies``; `--blocked` shows them too), the rules `ls` follows.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  func visibleOpenTasks(_ options: ListOptions = ListOptions()) throws -> (
    tasks: [DatedTask], width: Int, hidden: HiddenCounts
  ) {
    let (open, width) = try openTasks()
    var visible = try matching(open, terms: options.terms, dates: options.dates, width: width)
    var hidden = HiddenCounts()
    guard !settings.disableFilter && !options.showsAll else { return (visible, width, hidden) }
    let today = clock.today
    let matched = visible.count
    visible = visible.filter {
      !($0.item.isHidden || ($0.item.thresholdDate.map { $0 > today } ?? false))
    }
    hidden.later = matched - visible.count
    if settings.hideBlocked, !options.showsWaiting {
      let waiting = Dependencies(texts: open.map(\.item.text))
      if !waiting.isEmpty {
        let before = visible.count
        visible = visible.filter { !waiting.isWaiting($0.item.text) }
        hidden.waiting = before - visible.count
      }
    }
    return (visible, width, hidden)
  }

  /// The tasks of `tasks` whose numbered line (the number padded with spaces to `width`, a
  /// space, the text) passes the terms, as `ls` filters (todo.sh's `grep -i`, `-TERM` excludes),
  /// and whose text passes every date filter of `dates`.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression.
  func matching(
    _ tasks: [DatedTask], terms: FilterTerms, dates: [DateFilter] = [], width: Int
  ) throws -> [DatedTask] {
    var tasks = tasks
    if !dates.isEmpty {
      tasks = tasks.filter { task in
        var text = task.item.text
        return text.withUTF8 { DateFilter.all(dates, match: $0) }
      }
    }
    guard let filter = try termFilter(terms) else { return tasks }
    var subject: [UInt8] = []
    return tasks.filter { task in
      subject.removeAll(keepingCapacity: true)
      appendNumber(task.number, width: width, pad: 0x20, to: &subject)
      subject.append(0x20)
      subject += task.item.text.utf8
      return subject.withUnsafeBufferPointer { filter.matches($0) }
    }
  }

  /// `terms` compiled as ``matching(_:terms:width:)`` matches them; `nil` for no terms.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression.
  func termFilter(_ terms: FilterTerms) throws -> TermFilter? {
    guard !terms.isEmpty else { return nil }
    do {
      return try TermFilter(terms)
    } catch {
      throw CLIError(message: l(.invalidPattern, error.pattern, regexErrorText(error)))
    }
  }

  /// The tasks completed `today` (``TodoItem/completionDate``), in todo.txt (by number) and in
  /// done.txt (numbered 0, as `lsa` numbers them), that pass `options`' terms and date filters.
  func tasksCompletedToday(_ options: ListOptions, width: Int) throws -> [DatedTask] {
    let today = clock.today
    var found: [DatedTask] = []
    for (path, numbered) in [(settings.todoFile, true), (settings.doneFile, false)] {
      let list = TodoList(bytes: try TodoFile(path: path).read())
      for n in list.lineNumbers where !list.isBlank(line: n) && list.isValidUTF8(line: n) {
        let item = try list.item(atLine: n)
        if item.isCompleted, item.completionDate == today {
          found.append(DatedTask(number: numbered ? n : 0, item: item))
        }
      }
    }
    return try matching(found, terms: options.terms, dates: options.dates, width: width)
  }

  /// One task as a line of JSON (``JSONLine``) with one more field, `section`: where the
  /// human output puts it (`overdue`, `today`, …).
  func jsonLine(_ task: DatedTask, section: String) -> [UInt8] {
    var line: [UInt8] = []
    JSONLine.append(
      number: task.number, text: Array(task.item.text.utf8)[...], notes: self.notes.noteLocation,
      to: &line)
    // `}\n` closes the object: the field goes before it.
    line.removeLast(2)
    line += Array((",\"section\":" + JSONLine.quoted(section) + "}\n").utf8)
    return line
  }

  /// `text` and a newline in `colour` (an escape sequence; empty for none), its control
  /// characters escaped on a terminal as ``Output/line(_:)`` does.
  func colouredLine(_ text: String, colour: String) {
    guard !colour.isEmpty else {
      output.line(text)
      return
    }
    var bytes = Array(colour.utf8)
    if output.escapesControls {
      TerminalText.escape(text.utf8, into: &bytes)
    } else {
      bytes += text.utf8
    }
    bytes += Array((listContext.palette.colours["DEFAULT"] ?? "").utf8) + [0x0A]
    output.painted(bytes)
  }

  /// The open tasks of the todo file (blank lines, done tasks and lines that are not valid
  /// UTF-8 left out).
  func openTasks() throws -> (tasks: [DatedTask], width: Int) {
    let list = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    var tasks: [DatedTask] = []
    for n in list.lineNumbers where !list.isBlank(line: n) && list.isValidUTF8(line: n) {
      let item = try list.item(atLine: n)
      if item.isCompleted { continue }
      tasks.append(DatedTask(number: n, item: item))
    }
    return (tasks, digitCount(list.count))
  }

  func numbered(_ task: DatedTask, width: Int) -> String {
    var number: [UInt8] = []
    appendNumber(task.number, width: width, pad: 0x30, to: &number)
    return String(decoding: number, as: UTF8.self) + " " + task.item.text
  }

  /// The environment variable that sends `agenda` and `due` down their general path whatever
  /// the output: for the tests that compare it with the flat one (``FlatAgenda``).
  static let generalDatesVariable = "TODO_TEST_GENERAL_DATES"

  /// The visible open tasks of the todo file (``visibleOpenTasks(_:)``'s) as a
  /// ``FlatAgenda``, passed to `body` with the file's bytes.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression, or an unreadable
  ///   file.
  func withFlatOpenTasks(
    _ options: ListOptions, _ body: (FlatAgenda, UnsafeBufferPointer<UInt8>) -> Void
  ) throws {
    let bytes = try TodoFile(path: settings.todoFile).read()
    let filter = try termFilter(options.terms)
    let hides = !settings.disableFilter && !options.showsAll
    bytes.withUnsafeBufferPointer { all in
      body(
        FlatAgenda(
          bytes: all, today: hides ? clock.today : nil, filter: filter, dates: options.dates,
          waiting: waitingTasks(all, options)),
        all)
    }
  }

  /// `prefix` and `text` as one line that fits the terminal: `text` wrapped under itself (a
  /// hanging indent that keeps the columns of `prefix`) when standard output is a terminal
  /// narrower than the line; unchanged on a pipe or a file.
  func fitted(prefix: String, text: String) -> [String] {
    guard let columns = System.terminalColumns(streams.output, environment: environment) else {
      return [prefix + text]
    }
    let used = DisplayWidth.columns(prefix)
    var rows = DisplayWidth.wrapped(text, width: columns, used: used, indent: used)
    rows[0] = prefix + rows[0]
    return rows
  }

  /// A painted `due` line (number, space, text, annotation; colour escapes included) that
  /// fits the terminal, continued under the text (`indent` columns); unchanged on a pipe.
  func fitted(_ line: [UInt8], indent: Int) -> [UInt8] {
    guard let columns = System.terminalColumns(streams.output, environment: environment) else {
      return line
    }
    let text = String(decoding: line, as: UTF8.self)
    return Array(
      DisplayWidth.wrapped(text, width: columns, used: 0, indent: indent)
        .joined(separator: "\n").utf8)
  }
}
