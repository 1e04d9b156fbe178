import TodoTxt

/// Formatted list lines, each ending with a newline, and how many there are.
struct RenderedLines {
  var bytes: [UInt8] = []
  var count = 0
}

/// Why a listing could not be made; the command turns it into a message.
enum ListingError: Error {
  /// A filter term is not a valid regular expression.
  case invalidPattern(Regex.Invalid)
  /// `TODOTXT_SORT_COMMAND` or `TODOTXT_FINAL_FILTER` could not run.
  case commandFailed(String)
}

/// What a listing takes from the run: the look of the lines, today, and the configured
/// commands with the environment they run in.
struct ListContext {
  var palette = Palette()
  var today: TodoDate
  /// `TODOTXT_SORT_COMMAND` (todo.sh's order runs in process when it is the default).
  var sortCommand: String?
  /// `TODOTXT_FINAL_FILTER`.
  var finalFilter: String?
  /// The configuration's `pre_filter_command`: the numbered lines go through it before the
  /// search terms, as in todo.sh's `_format`.
  var preFilterCommand: String?
  /// The environment of those commands.
  var childEnvironment: [String: String] = [:]
  /// The directory they start in (a todo.cfg that moved), or `nil` for this process's.
  var childDirectory: String?
  /// Where notes are, for `--json`'s `note` field.
  var notes: NoteLocation?
}

/// todo.sh's listing pipeline (`_format`), in process: number, drop blank lines, filter with
/// POSIX regular expressions, sort, colour, hide, final filter. Takes values only.
struct ListRenderer {
  let context: ListContext
  /// The width numbers are padded to: the digit count of the file's line count.
  var width: Int
  /// Extra condition after the terms (`listpri`'s priority filter), with its todo.sh text for
  /// the `-vv` debug line.
  var postFilter: ((ListEntry) -> Bool)?
  var postFilterDescription: String?
  /// `ls --sort KEYS`: replaces todo.sh's order when set.
  var sortKeys: [SortKey]?
  /// `--json`: JSON Lines instead of the painted lines.
  var json = false

  init(context: ListContext, width: Int) {
    self.context = context
    self.width = width
  }

  /// The `grep` pipeline todo.sh would build, for `-vv`'s debug line.
  func filterDescription(_ terms: FilterTerms) -> String {
    var parts = (try? TermFilter(terms))?.pipeline ?? []
    if let postFilterDescription { parts.append(postFilterDescription) }
    return parts.isEmpty ? "cat" : parts.joined(separator: " | ")
  }

  /// - Throws: ``ListingError`` for a term that is not a valid regular expression, or a sort
  ///   command that cannot run.
  func render(_ entries: [ListEntry], terms: FilterTerms) throws -> RenderedLines {
    var rendered = RenderedLines()
    rendered.count = try render(entries, terms: terms) { rendered.bytes += $0 }
    return rendered
  }

  /// Filters, sorts and formats `entries`, handing the formatted lines to `emit` in chunks of
  /// about 64 KiB (so a long list never sits whole in memory); returns how many lines.
  ///
  /// - Throws: ``ListingError`` for a term that is not a valid regular expression, or a sort
  ///   command that cannot run.
  func render(
    _ entries: [ListEntry], terms: FilterTerms, emit: ([UInt8]) -> Void
  ) throws -> Int {
    let filter: TermFilter
    do {
      filter = try TermFilter(terms)
    } catch {
      throw ListingError.invalidPattern(error)
    }
    var entries = entries
    if let command = context.preFilterCommand { entries = try preFilter(entries, command: command) }
    var selected: [ListEntry] = []
    selected.reserveCapacity(entries.count)
    if filter.isEmpty {
      selected = entries
    } else {
      var subject: [UInt8] = []
      for entry in entries {
        subject.removeAll(keepingCapacity: true)
        appendNumber(entry.number, width: width, pad: 0x20, to: &subject)
        subject.append(0x20)
        subject.append(contentsOf: entry.text)
        let keep = subject.withUnsafeBufferPointer { filter.matches($0) }
        if keep { selected.append(entry) }
      }
    }
    if let postFilter { selected = selected.filter(postFilter) }

    let painter = LinePainter(palette: context.palette, today: context.today)
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 17)
    var count = 0
    func flushIfFull() {
      if chunk.count >= 1 << 16 {
        emit(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if let command = context.sortCommand, sortKeys == nil {
      for (number, text) in try externalSort(selected, command: command) {
        if json {
          let n = Int(String(decoding: number, as: UTF8.self)) ?? 0
          JSONLine.append(number: n, text: text[...], notes: context.notes, to: &chunk)
        } else {
          painter.paint(number: number[...], text: text[...], into: &chunk)
        }
        count += 1
        flushIfFull()
      }
    } else {
      if let sortKeys {
        ListSort.byKeys(&selected, sortKeys)
      } else {
        ListSort.todoShOrder(&selected)
      }
      var number: [UInt8] = []
      for entry in selected {
        if json {
          JSONLine.append(
            number: entry.number, text: entry.text, notes: context.notes, to: &chunk)
          count += 1
          flushIfFull()
          continue
        }
        number.removeAll(keepingCapacity: true)
        appendNumber(entry.number, width: width, pad: 0x30, to: &number)
        painter.paint(number: number[...], text: entry.text, into: &chunk)
        if marksNotes { markNote(entry.text, in: &chunk) }
        count += 1
        flushIfFull()
      }
    }
    if !chunk.isEmpty { emit(chunk) }
    return count
  }

  /// Whether tasks with a note get a marker: on a terminal only (a pipe gets todo.sh's bytes).
  private var marksNotes: Bool { context.notes != nil && context.palette.escapeControls }

  /// Puts ` ✎` before the newline `chunk` ends with when `text` has a note tag.
  private func markNote(_ text: ArraySlice<UInt8>, in chunk: inout [UInt8]) {
    guard let notes = context.notes else { return }
    let needle = Array((notes.tag + ":").utf8)
    // Cheap test first: most lines have no such tag.
    guard text.count > needle.count,
      text.indices.contains(where: { text[$0...].starts(with: needle) }),
      notes.name(of: TodoItem(parsing: String(decoding: text, as: UTF8.self))) != nil,
      chunk.last == 0x0A
    else { return }
    chunk.removeLast()
    chunk += Array(" \u{270E}\n".utf8)
  }

  /// The numbered lines (`N text`, numbers padded to the listing's width with `pad`) through
  /// `command` run by bash, as todo.sh's `_format` pipes them: what the command prints.
  ///
  /// - Throws: ``ListingError/commandFailed(_:)`` when the command cannot run.
  private func pipe(_ entries: [ListEntry], pad: UInt8, through command: String) throws -> [UInt8] {
    var input: [UInt8] = []
    for entry in entries {
      appendNumber(entry.number, width: width, pad: pad, to: &input)
      input.append(0x20)
      input.append(contentsOf: entry.text)
      input.append(0x0A)
    }
    guard
      let result = Processes.run(
        ["bash", "-c", command], environment: context.childEnvironment,
        directory: context.childDirectory, input: input)
    else { throw ListingError.commandFailed(command) }
    return result.output
  }

  private func externalSort(_ entries: [ListEntry], command: String) throws -> [(
    number: [UInt8], text: [UInt8]
  )] {
    var lines = try pipe(entries, pad: 0x30, through: command).split(
      separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    // A line whose first word is not a number (a sort command that dropped it) is all text:
    // todo.sh colours only a number as one.
    return lines.map { line in
      let space = line.firstIndex(of: 0x20) ?? line.endIndex
      let first = line[..<space]
      guard !first.isEmpty, first.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        return ([], Array(line))
      }
      return (Array(first), space < line.endIndex ? Array(line[(space + 1)...]) : [])
    }
  }

  /// Passes the numbered lines (`" 5 text"`, numbers padded with spaces, as todo.sh's
  /// `_format` has them then) through the configuration's `pre_filter_command`; the lines it
  /// keeps, as it leaves them, are the listing's.
  ///
  /// - Throws: ``ListingError/commandFailed(_:)`` when the command cannot run.
  private func preFilter(_ entries: [ListEntry], command: String) throws -> [ListEntry] {
    // The command's output is the one buffer the kept entries' texts are slices of, as
    // ListSort.todoShOrder needs.
    let output = try pipe(entries, pad: 0x20, through: command)
    var kept: [ListEntry] = []
    for line in output.split(separator: 0x0A) {
      let digits = line.drop { $0 == 0x20 }
      let number = digits.prefix { $0 >= 0x30 && $0 <= 0x39 }
      guard let n = Int(String(decoding: number, as: UTF8.self)) else { continue }
      let rest = digits[number.endIndex...]
      kept.append(ListEntry(number: n, text: rest.first == 0x20 ? rest.dropFirst() : rest))
    }
    return kept
  }

  /// Passes formatted lines through `TODOTXT_FINAL_FILTER` when one is configured.
  ///
  /// - Throws: ``ListingError/commandFailed(_:)`` when the command cannot run.
  func finalFilter(_ lines: RenderedLines) throws -> RenderedLines {
    guard let command = context.finalFilter else { return lines }
    guard
      let result = Processes.run(
        ["bash", "-c", command], environment: context.childEnvironment,
        directory: context.childDirectory, input: lines.bytes)
    else { throw ListingError.commandFailed(command) }
    var out = RenderedLines(bytes: result.output, count: 0)
    out.count = out.bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    if let last = out.bytes.last, last != 0x0A {
      out.bytes.append(0x0A)
      out.count += 1
    }
    return out
  }
}
