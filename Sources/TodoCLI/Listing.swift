import TodoLocalization
import TodoTxt

/// One line on its way to the screen: its number and its bytes (without line ending).
struct ListEntry {
  var number: Int
  var text: [UInt8]
}

/// todo.sh's listing pipeline (`_format`, todo-sh-behaviour.md §5), in process: number, drop
/// blank lines, filter with POSIX regular expressions, sort, colour, hide, final filter.
struct ListRenderer {
  let app: App
  /// The width numbers are padded to: the digit count of the file's line count.
  var width: Int
  /// Extra condition after the terms (`listpri`'s priority filter), with its todo.sh text for
  /// the `-vv` debug line.
  var postFilter: ((ListEntry) -> Bool)?
  var postFilterDescription: String?

  init(app: App, width: Int) {
    self.app = app
    self.width = width
  }

  /// Whether todo.sh hides the line from lists: empty, or only spaces and digits (its
  /// `/^[ 0-9]\{1,\} *$/d`), or whitespace only.
  static func isHidden(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < text.count {
      let b = text[i]
      if b == 0x20 || (b >= 0x30 && b <= 0x39) {
        i += 1
        continue
      }
      let n = TodoItem.whitespaceLength(text, at: i)
      if n == 0 { return false }
      i += n
    }
    return true
  }

  /// The entries of `list` that lists show (blank lines dropped).
  static func entries(of list: TodoList, numberOffset: Int = 0) -> [ListEntry] {
    var entries: [ListEntry] = []
    entries.reserveCapacity(list.count)
    for n in list.lineNumbers {
      list.withBytes(ofLine: n) { bytes in
        if !isHidden(bytes) { entries.append(ListEntry(number: n + numberOffset, text: Array(bytes))) }
      }
    }
    return entries
  }

  /// The `grep` pipeline todo.sh would build, for `-vv`'s debug line.
  func filterDescription(_ terms: [String]) -> String {
    var parts: [String] = []
    for term in terms {
      if term.hasPrefix("-") {
        parts.append("grep -v -i " + shellQuote(String(term.dropFirst())))
      } else {
        parts.append("grep -i " + shellQuote(term))
      }
    }
    if let postFilterDescription { parts.append(postFilterDescription) }
    return parts.isEmpty ? "cat" : parts.joined(separator: " | ")
  }

  /// Filters, sorts and formats `entries`; returns the formatted lines, ready to print.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression.
  func render(_ entries: [ListEntry], terms: [String]) throws -> [[UInt8]] {
    var matchers: [(Regex, Bool)] = []
    for term in terms {
      let negated = term.hasPrefix("-")
      let pattern = negated ? String(term.dropFirst()) : term
      do {
        matchers.append((try Regex(pattern, ignoringCase: true), negated))
      } catch {
        throw CLIError(message: app.l(.invalidPattern, error.pattern, error.reason))
      }
    }
    var selected: [ListEntry] = []
    selected.reserveCapacity(entries.count)
    if matchers.isEmpty {
      selected = entries
    } else {
      var subject: [UInt8] = []
      for entry in entries {
        subject.removeAll(keepingCapacity: true)
        appendNumber(entry.number, width: width, pad: 0x20, to: &subject)
        subject.append(0x20)
        subject.append(contentsOf: entry.text)
        let keep = subject.withUnsafeBufferPointer { buffer in
          matchers.allSatisfy { regex, negated in regex.matches(buffer) != negated }
        }
        if keep { selected.append(entry) }
      }
    }
    if let postFilter { selected = selected.filter(postFilter) }

    var numbered: [(number: [UInt8], text: [UInt8])]
    if let command = app.settings.sortCommand {
      numbered = try externalSort(selected, command: command)
    } else {
      ListRenderer.sort(&selected)
      numbered = selected.map { entry in
        var number: [UInt8] = []
        appendNumber(entry.number, width: width, pad: 0x30, to: &number)
        return (number, entry.text)
      }
    }
    let painter = LinePainter(app: app)
    return numbered.map { painter.paint(number: $0.number, text: $0.text) }
  }

  /// todo.sh's order (`sort -f -k2` in the C locale: the text with ASCII letters folded to
  /// upper case, bytewise, then the line number), with one fix: every task with a priority
  /// comes before every task without one (todo.txt-cli#243, #279; cases/19).
  static func sort(_ entries: inout [ListEntry]) {
    @inline(__always) func fold(_ b: UInt8) -> UInt8 { b >= 0x61 && b <= 0x7A ? b - 0x20 : b }
    func isPrioritized(_ t: [UInt8]) -> Bool {
      t.count >= 4 && t[0] == 0x28 && t[1] >= 0x41 && t[1] <= 0x5A && t[2] == 0x29 && t[3] == 0x20
    }
    // A key: priority group in the top bit, then the first 7 folded bytes.
    var keyed: [(key: UInt64, entry: ListEntry)] = entries.map { entry in
      var key: UInt64 = isPrioritized(entry.text) ? 0 : 1 << 63
      var shift: UInt64 = 48
      for b in entry.text.prefix(7) {
        key |= UInt64(fold(b)) << shift
        shift &-= 8
      }
      // Shorter texts sort first: the missing bytes stay zero, below any real byte but NUL.
      return (key, entry)
    }
    keyed.sort { a, b in
      if a.key != b.key { return a.key < b.key }
      let x = a.entry.text
      let y = b.entry.text
      let n = min(x.count, y.count)
      var i = 7
      while i < n {
        let p = fold(x[i])
        let q = fold(y[i])
        if p != q { return p < q }
        i += 1
      }
      if x.count != y.count { return x.count < y.count }
      return a.entry.number < b.entry.number
    }
    entries = keyed.map(\.entry)
  }

  private func externalSort(_ entries: [ListEntry], command: String) throws -> [(
    number: [UInt8], text: [UInt8]
  )] {
    var input: [UInt8] = []
    for entry in entries {
      appendNumber(entry.number, width: width, pad: 0x30, to: &input)
      input.append(0x20)
      input.append(contentsOf: entry.text)
      input.append(0x0A)
    }
    guard
      let result = System.run(
        ["bash", "-c", command], environment: app.settings.childEnvironment, input: input)
    else { throw CLIError(message: app.l(.commandFailed, command)) }
    var lines = result.output.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { line in
      if let space = line.firstIndex(of: 0x20) {
        return (Array(line[..<space]), Array(line[(space + 1)...]))
      }
      return (Array(line), [])
    }
  }

  /// Passes formatted lines through `TODOTXT_FINAL_FILTER` when one is configured.
  func finalFilter(_ lines: [[UInt8]]) throws -> [[UInt8]] {
    guard let command = app.settings.finalFilter else { return lines }
    var input: [UInt8] = []
    for line in lines {
      input += line
      input.append(0x0A)
    }
    guard
      let result = System.run(
        ["bash", "-c", command], environment: app.settings.childEnvironment, input: input)
    else { throw CLIError(message: app.l(.commandFailed, command)) }
    var out = result.output.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      Array($0)
    }
    if out.last?.isEmpty == true { out.removeLast() }
    return out
  }
}

/// Appends `number` right-aligned in `width` columns, filled with `pad` (space or `0`).
func appendNumber(_ number: Int, width: Int, pad: UInt8, to out: inout [UInt8]) {
  var digits: [UInt8] = []
  var n = number
  repeat {
    digits.append(UInt8(0x30 + n % 10))
    n /= 10
  } while n > 0
  if digits.count < width { out.append(contentsOf: repeatElement(pad, count: width - digits.count)) }
  out.append(contentsOf: digits.reversed())
}

/// The number of decimal digits of `n` (todo.sh's `getPadding`).
func digitCount(_ n: Int) -> Int {
  var count = 1
  var v = n
  while v >= 10 {
    v /= 10
    count += 1
  }
  return count
}

/// Quotes `s` for a shell, as todo.sh's `shellquote`.
func shellQuote(_ s: String) -> String {
  "'" + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
}

/// Colours and hides parts of a list line as todo.sh's awk and sed stages do (§5 steps 6–7).
struct LinePainter {
  let app: App
  let colours: [String: String]
  let isColoured: Bool
  let hideCustom: Regex?

  init(app: App) {
    self.app = app
    self.isColoured = app.colourEnabled
    var colours = isColoured ? app.settings.colours : [:]
    if app.settings.hideProjects { colours["COLOR_PROJECT"] = "" }
    if app.settings.hideContexts { colours["COLOR_CONTEXT"] = "" }
    self.colours = colours
    self.hideCustom = app.settings.hideCustomSubstitution.flatMap { try? Regex($0) }
  }

  private func colour(_ name: String) -> [UInt8] { Array((colours[name] ?? "").utf8) }

  func paint(number: [UInt8], text: [UInt8]) -> [UInt8] {
    var text = text
    var lineColour: [UInt8] = []
    let isDone = text.count >= 2 && text[0] == 0x78 && text[1] == 0x20
    let hasPriority =
      text.count >= 4 && text[0] == 0x28 && text[1] >= 0x41 && text[1] <= 0x5A
      && text[2] == 0x29 && text[3] == 0x20
    if isDone {
      lineColour = colour("COLOR_DONE")
    } else if hasPriority {
      let letter = String(UnicodeScalar(text[1]))
      lineColour = colour("PRI_" + letter)
      if lineColour.isEmpty { lineColour = colour("PRI_X") }
    }
    if hasPriority && app.settings.hidePriority { text.removeFirst(4) }
    let reset = colour("DEFAULT")
    let endColour = lineColour.isEmpty ? [] : reset

    var out: [UInt8] = lineColour
    let projectColour = colour("COLOR_PROJECT")
    let contextColour = colour("COLOR_CONTEXT")
    let dateColour = colour("COLOR_DATE")
    let metaColour = colour("COLOR_META")
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
    wrap(numberColour, number)
    out.append(0x20)
    let hideProjects = app.settings.hideProjects
    let hideContexts = app.settings.hideContexts
    text.withUnsafeBufferPointer { buffer in
      var i = 0
      // The byte length of the whitespace character just written (the space after the number
      // to begin with): todo.sh's `-+`/`-@` remove it together with the word.
      var lastSpaceLength = 1
      while i < buffer.count {
        let ws = TodoItem.whitespaceLength(buffer, at: i)
        if ws > 0 {
          out += buffer[i..<(i + ws)]
          lastSpaceLength = ws
          i += ws
          continue
        }
        let start = i
        while i < buffer.count && TodoItem.whitespaceLength(buffer, at: i) == 0 { i += 1 }
        let word = UnsafeBufferPointer(rebasing: buffer[start..<i])
        let kind = TodoItem.kind(ofWord: word)
        if (kind == .project && hideProjects) || (kind == .context && hideContexts) {
          out.removeLast(lastSpaceLength)
          lastSpaceLength = 0
          continue
        }
        lastSpaceLength = 0
        switch kind {
        case .project: wrap(projectColour, word)
        case .context: wrap(contextColour, word)
        case .tag: wrap(metaColour, word)
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
    }
    out += endColour
    if let hideCustom { out = hideCustom.replacingAll(in: out, with: []) }
    return out
  }
}
