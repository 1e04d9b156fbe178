import TodoLocalization
import TodoTxt

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line on its way to the screen: its number and its bytes (without line ending).
///
/// The bytes are a slice of one buffer shared by all entries of a listing, so building a list
/// of 100,000 lines allocates once, not 100,000 times.
struct ListEntry {
  var number: Int
  var text: ArraySlice<UInt8>

  /// The letter of the `(A) `…`(Z) ` the text starts with (``TodoLine/leadingPriority``).
  var priorityLetter: UInt8? {
    text.withUnsafeBufferPointer { TodoLine($0).leadingPriority?.ascii }
  }

  /// Whether the text is a done task (``TodoLine/isDone``).
  var isDone: Bool {
    text.withUnsafeBufferPointer { TodoLine($0).isDone }
  }
}

/// Formatted list lines, each ending with a newline, and how many there are.
struct RenderedLines {
  var bytes: [UInt8] = []
  var count = 0
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
  /// `ls --sort KEYS`: replaces todo.sh's order when set.
  var sortKeys: [SortKey]?
  /// `--json`: JSON Lines instead of the painted lines.
  var json = false

  init(app: App, width: Int) {
    self.app = app
    self.width = width
  }

  /// The entries of `list` that lists show (blank lines dropped).
  ///
  /// Every entry's text is a slice of one shared buffer, which ``sort(_:)`` reads directly.
  /// Lines of `lists` after the first are numbered 0 (done.txt in `listall`).
  static func entries(of list: TodoList, readFrom bytes: [UInt8]) -> [ListEntry] {
    var entries: [ListEntry] = []
    entries.reserveCapacity(list.count)
    bytes.withUnsafeBufferPointer { all in
      for n in list.lineNumbers {
        guard let range = list.sourceRange(ofLine: n) else {
          // Not the case for a list just read; copy to stay correct anyway.
          entries = Self.entries(of: list)
          return
        }
        if !TodoLine(UnsafeBufferPointer(rebasing: all[range])).isOmittedFromLists {
          entries.append(ListEntry(number: n, text: bytes[range]))
        }
      }
    }
    return entries
  }

  /// The entries of `lists`, copied into one buffer; lines of lists after the first are
  /// numbered 0 (done.txt in `listall`).
  static func entries(of lists: TodoList...) -> [ListEntry] {
    var storage: [UInt8] = []
    var ranges: [(Int, Range<Int>)] = []
    for (index, list) in lists.enumerated() {
      ranges.reserveCapacity(ranges.count + list.count)
      for n in list.lineNumbers {
        list.withBytes(ofLine: n) { bytes in
          if !TodoLine(bytes).isOmittedFromLists {
            let start = storage.count
            storage.append(contentsOf: bytes)
            ranges.append((index == 0 ? n : 0, start..<storage.count))
          }
        }
      }
    }
    return ranges.map { ListEntry(number: $0.0, text: storage[$0.1]) }
  }

  /// Whether a task is hidden until later: a threshold date `t:` after `today`, or `h:` with a
  /// value other than `0`. Only lines with `t:` or `h:` at a word start are parsed, so a long
  /// list without them costs one byte scan.
  static func isHiddenUntilLater(_ text: ArraySlice<UInt8>, today: TodoDate) -> Bool {
    var previousIsSpace = true
    var found = false
    var index = text.startIndex
    while index < text.endIndex - 1 {
      let b = text[index]
      if previousIsSpace && (b == 0x74 || b == 0x68) && text[index + 1] == 0x3A {
        found = true
        break
      }
      // Any whitespace, ASCII or not (U+3000 ends in 0x80): a wider net only means a parse.
      previousIsSpace = b <= 0x20 || b >= 0x80
      index += 1
    }
    guard found else { return false }
    let item = TodoItem(parsing: String(decoding: text, as: UTF8.self))
    if item.isHidden { return true }
    if let threshold = item.thresholdDate, threshold > today { return true }
    return false
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
  func render(_ entries: [ListEntry], terms: [String]) throws -> RenderedLines {
    var rendered = RenderedLines()
    rendered.count = try render(entries, terms: terms) { rendered.bytes += $0 }
    return rendered
  }

  /// Filters, sorts and formats `entries`, handing the formatted lines to `emit` in chunks of
  /// about 64 KiB (so a long list never sits whole in memory); returns how many lines.
  ///
  /// - Throws: ``CLIError`` for a term that is not a valid regular expression.
  func render(
    _ entries: [ListEntry], terms: [String], emit: ([UInt8]) -> Void
  ) throws -> Int {
    var matchers: [(TermMatcher, Bool)] = []
    for term in terms {
      let negated = term.hasPrefix("-")
      let pattern = negated ? String(term.dropFirst()) : term
      do {
        matchers.append((try TermMatcher(pattern), negated))
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
          matchers.allSatisfy { matcher, negated in matcher.matches(buffer) != negated }
        }
        if keep { selected.append(entry) }
      }
    }
    if let postFilter { selected = selected.filter(postFilter) }

    let painter = LinePainter(app: app)
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 17)
    var count = 0
    func flushIfFull() {
      if chunk.count >= 1 << 16 {
        emit(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if let command = app.settings.sortCommand, sortKeys == nil {
      for (number, text) in try externalSort(selected, command: command) {
        if json {
          let n = Int(String(decoding: number, as: UTF8.self)) ?? 0
          JSONLine.append(number: n, text: text[...], to: &chunk)
        } else {
          painter.paint(number: number[...], text: text[...], into: &chunk)
        }
        count += 1
        flushIfFull()
      }
    } else {
      if let sortKeys {
        SortKey.sort(&selected, by: sortKeys)
      } else {
        ListRenderer.sort(&selected)
      }
      var number: [UInt8] = []
      for entry in selected {
        if json {
          JSONLine.append(number: entry.number, text: entry.text, to: &chunk)
          count += 1
          flushIfFull()
          continue
        }
        number.removeAll(keepingCapacity: true)
        appendNumber(entry.number, width: width, pad: 0x30, to: &number)
        painter.paint(number: number[...], text: entry.text, into: &chunk)
        count += 1
        flushIfFull()
      }
    }
    if !chunk.isEmpty { emit(chunk) }
    return count
  }

  /// todo.sh's order (`sort -f -k2` in the C locale: the text with ASCII letters folded to
  /// upper case, bytewise, then the line number), with one fix: every task with a priority
  /// comes before every task without one (todo.txt-cli#243, #279; cases/19).
  static func sort(_ entries: inout [ListEntry]) {
    guard let first = entries.first else { return }
    @inline(__always) func fold(_ b: UInt8) -> UInt8 { b &- 0x61 < 26 ? b &- 0x20 : b }
    // Keys of plain integers: the priority group and the first 7 folded bytes in one word,
    // the next 8 and 8 in two more; ties fold and compare the rest in place (skipping equal 8-byte
    // words), then the length, then the line number. No copy of the texts: all entries are
    // slices of one buffer (``entries(of:readFrom:)``, ``entries(of:)``).
    struct Key {
      var head: UInt64
      var next: UInt64
      var third: UInt64
      var start: Int
      var count: Int32
      var index: Int32
    }
    var keys = [Key]()
    keys.reserveCapacity(entries.count)
    first.text.withUnsafeBufferPointer { firstText in
      let all = (firstText.baseAddress ?? UnsafePointer(bitPattern: 1)!) - first.text.startIndex
      for (index, entry) in entries.enumerated() {
        let start = entry.text.startIndex
        let count = entry.text.count
        var head: UInt64 = entry.priorityLetter != nil ? 0 : 1 << 63
        var next: UInt64 = 0
        var third: UInt64 = 0
        for i in 0..<min(count, 7) { head |= UInt64(fold(all[start + i])) << UInt64(48 - 8 * i) }
        if count > 7 {
          for i in 7..<min(count, 15) {
            next |= UInt64(fold(all[start + i])) << UInt64(56 - 8 * (i - 7))
          }
        }
        if count > 15 {
          // Bytes 15-22: past the common "(A) 2026-11-30 " head of a dated task.
          for i in 15..<min(count, 23) {
            third |= UInt64(fold(all[start + i])) << UInt64(56 - 8 * (i - 15))
          }
        }
        keys.append(
          Key(
            head: head, next: next, third: third, start: start, count: Int32(count),
            index: Int32(index)))
      }
      func isOrdered(_ a: Key, _ b: Key) -> Bool {
        if a.head != b.head { return a.head < b.head }
        if a.next != b.next { return a.next < b.next }
        if a.third != b.third { return a.third < b.third }
        let n = Int(min(a.count, b.count))
        var i = 23
        let x = all + a.start
        let y = all + b.start
        while i + 8 <= n
          && UnsafeRawPointer(x + i).loadUnaligned(as: UInt64.self)
            == UnsafeRawPointer(y + i).loadUnaligned(as: UInt64.self)
        {
          i += 8
        }
        while i < n {
          let p = fold(x[i])
          let q = fold(y[i])
          if p != q { return p < q }
          i += 1
        }
        if a.count != b.count { return a.count < b.count }
        return entries[Int(a.index)].number < entries[Int(b.index)].number
      }
      // A stable LSD radix sort on the three key words, 16 bits at a time (passes where every
      // key has the same digit are skipped), then a comparison sort inside each run of keys
      // equal in all three words.
      let n = keys.count
      var scratch = keys
      var counts = [Int](repeating: 0, count: 1 << 16)
      keys.withUnsafeMutableBufferPointer { keysBuffer in
        scratch.withUnsafeMutableBufferPointer { scratchBuffer in
          counts.withUnsafeMutableBufferPointer { count in
            var from = keysBuffer.baseAddress!
            var to = scratchBuffer.baseAddress!
            for pass in 0..<12 {
              let shift = UInt64((pass % 4) * 16)
              let word = pass / 4
              @inline(__always) func digit(_ k: UnsafeMutablePointer<Key>) -> Int {
                let value =
                  word == 0 ? k.pointee.third : word == 1 ? k.pointee.next : k.pointee.head
                return Int(truncatingIfNeeded: (value >> shift) & 0xFFFF)
              }
              count.update(repeating: 0)
              for i in 0..<n { count[digit(from + i)] += 1 }
              if count[digit(from)] == n { continue }
              var total = 0
              for i in 0..<(1 << 16) {
                let c = count[i]
                count[i] = total
                total += c
              }
              for i in 0..<n {
                let d = digit(from + i)
                (to + count[d]).initialize(to: from[i])
                count[d] += 1
              }
              swap(&from, &to)
            }
            if from != keysBuffer.baseAddress! {
              keysBuffer.baseAddress!.update(from: from, count: n)
            }
          }
        }
      }
      var runStart = 0
      while runStart < n {
        var runEnd = runStart + 1
        while runEnd < n && keys[runEnd].head == keys[runStart].head
          && keys[runEnd].next == keys[runStart].next && keys[runEnd].third == keys[runStart].third
        {
          runEnd += 1
        }
        if runEnd - runStart > 1 { keys[runStart..<runEnd].sort(by: isOrdered) }
        runStart = runEnd
      }
    }
    entries = keys.map { entries[Int($0.index)] }
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
  func finalFilter(_ lines: RenderedLines) throws -> RenderedLines {
    guard let command = app.settings.finalFilter else { return lines }
    guard
      let result = System.run(
        ["bash", "-c", command], environment: app.settings.childEnvironment, input: lines.bytes)
    else { throw CLIError(message: app.l(.commandFailed, command)) }
    var out = RenderedLines(bytes: result.output, count: 0)
    out.count = out.bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    if let last = out.bytes.last, last != 0x0A {
      out.bytes.append(0x0A)
      out.count += 1
    }
    return out
  }
}

/// Appends `number` right-aligned in `width` columns, filled with `pad` (space or `0`).
func appendNumber(_ number: Int, width: Int, pad: UInt8, to out: inout [UInt8]) {
  // Digits right to left into a 32-byte scratch, padding in front, then one append.
  var scratch: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  withUnsafeMutableBytes(of: &scratch) { raw in
    var n = max(number, 0)
    var i = 32
    repeat {
      i -= 1
      raw[i] = UInt8(truncatingIfNeeded: 0x30 + n % 10)
      n /= 10
    } while n > 0
    let first = max(32 - min(width, 32), 0)
    while i > first {
      i -= 1
      raw[i] = pad
    }
    out.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[i...]))
  }
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
  let plain: Bool

  init(app: App) {
    self.app = app
    self.isColoured = app.colourEnabled
    var colours = isColoured ? app.settings.colours : [:]
    if app.settings.hideProjects { colours["COLOR_PROJECT"] = "" }
    if app.settings.hideContexts { colours["COLOR_CONTEXT"] = "" }
    self.colours = colours
    self.hideCustom = app.settings.hideCustomSubstitution.flatMap { try? Regex($0) }
    self.plain =
      colours.values.allSatisfy(\.isEmpty) && !app.settings.hideProjects
      && !app.settings.hideContexts && hideCustom == nil
  }

  private func colour(_ name: String) -> [UInt8] { Array((colours[name] ?? "").utf8) }

  /// Appends the formatted line and a newline to `out`.
  func paint(number: ArraySlice<UInt8>, text: ArraySlice<UInt8>, into result: inout [UInt8]) {
    let entry = ListEntry(number: 0, text: text)
    let letter = entry.priorityLetter
    var text = text
    if letter != nil && app.settings.hidePriority { text = text.dropFirst(4) }
    if plain {
      result += number
      result.append(0x20)
      result += text
      result.append(0x0A)
      return
    }
    var lineColour: [UInt8] = []
    if entry.isDone {
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
    let today = app.clock.today
    // Only the due: that counts (the first), and only on an open task, shows as overdue.
    var dueSeen = entry.isDone
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
    if let hideCustom { out = hideCustom.replacingAll(in: out, with: []) }
    result += out
    result.append(0x0A)
  }
}

/// One key of `ls --sort`: `priority`, `due`, `threshold`, `created`, `completed`, `text`,
/// `project`, `context` or `line`, reversed with a leading `-`. Missing values sort last
/// either way; ties keep line order.
struct SortKey {
  enum Field: String, CaseIterable {
    case priority, due, threshold, created, completed, text, project, context, line
  }
  var field: Field
  var descending: Bool

  /// Parses `-created,priority` (commas or separate words).
  struct BadKey: Error {
    var word: String
  }

  static func parse(_ words: [String]) -> Result<[SortKey], BadKey> {
    var keys: [SortKey] = []
    for word in words.flatMap({ $0.split(separator: ",") }) {
      let descending = word.hasPrefix("-")
      let name = (descending || word.hasPrefix("+") ? word.dropFirst() : word[...]).lowercased()
      let aliases = [
        "pri": "priority", "thr": "threshold", "t": "threshold", "proj": "project",
        "ctx": "context", "create": "created", "done": "completed", "subject": "text",
      ]
      guard let field = Field(rawValue: aliases[name] ?? name) else {
        return .failure(BadKey(word: String(word)))
      }
      keys.append(SortKey(field: field, descending: descending))
    }
    return .success(keys)
  }

  /// A comparable value: `nil` for missing.
  private enum Value: Comparable {
    case number(Int)
    case text([UInt8])

    static func < (a: Value, b: Value) -> Bool {
      switch (a, b) {
      case (.number(let x), .number(let y)): return x < y
      case (.text(let x), .text(let y)): return x.lexicographicallyPrecedes(y)
      case (.number, .text): return true
      case (.text, .number): return false
      }
    }
  }

  private func value(of item: TodoItem, number: Int) -> Value? {
    switch field {
    case .priority: return item.priority.map { .number(Int($0.ascii)) }
    case .due: return item.dueDate.map { .number($0.daysSinceEpoch) }
    case .threshold: return item.thresholdDate.map { .number($0.daysSinceEpoch) }
    case .created: return item.creationDate.map { .number($0.daysSinceEpoch) }
    case .completed: return item.completionDate.map { .number($0.daysSinceEpoch) }
    case .text: return .text(Array(item.subject.lowercased().utf8))
    case .project: return item.projects.first.map { .text(Array($0.lowercased().utf8)) }
    case .context: return item.contexts.first.map { .text(Array($0.lowercased().utf8)) }
    case .line: return .number(number)
    }
  }

  static func sort(_ entries: inout [ListEntry], by keys: [SortKey]) {
    // Each task's values computed once, not in every comparison.
    let values = entries.map { entry -> [Value?] in
      let item = TodoItem(parsing: String(decoding: entry.text, as: UTF8.self))
      return keys.map { $0.value(of: item, number: entry.number) }
    }
    var order = Array(entries.indices)
    order.sort { a, b in
      for (k, key) in keys.enumerated() {
        let x = values[a][k]
        let y = values[b][k]
        switch (x, y) {
        case (nil, nil): continue
        case (nil, _): return false  // missing last, ascending or not
        case (_, nil): return true
        case (let x?, let y?):
          if x == y { continue }
          return key.descending ? x > y : x < y
        }
      }
      return entries[a].number < entries[b].number
    }
    entries = order.map { entries[$0] }
  }
}

/// A filter term: a case-insensitive POSIX basic regular expression (grep -i), with a fast
/// path for the common case of plain ASCII words, which match the same as the pattern would.
enum TermMatcher {
  /// ASCII letters, digits and punctuation without BRE meaning, lower-cased.
  case literal([UInt8])
  case pattern(Regex)

  init(_ term: String) throws(Regex.Invalid) {
    let bytes = Array(term.utf8)
    let special: Set<UInt8> = [0x2E, 0x5B, 0x5D, 0x5C, 0x2A, 0x5E, 0x24]  // . [ ] \ * ^ $
    if !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !special.contains($0) }) {
      self = .literal(bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
    } else {
      self = .pattern(try Regex(term, ignoringCase: true))
    }
  }

  func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .pattern(let regex):
      return regex.matches(subject)
    case .literal(let needle):
      // ASCII case-insensitive search; first byte candidates by memchr on both cases.
      let n = needle.count
      guard subject.count >= n, let base = subject.baseAddress else { return false }
      let first = needle[0]
      let firstUpper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
      var i = 0
      let last = subject.count - n
      while i <= last {
        let b = base[i]
        if b == first || b == firstUpper {
          var j = 1
          while j < n {
            var c = base[i + j]
            if c >= 0x41 && c <= 0x5A { c += 0x20 }
            if c != needle[j] { break }
            j += 1
          }
          if j == n { return true }
        }
        i += 1
      }
      return false
    }
  }
}
