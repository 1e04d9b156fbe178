import TodoTxt

/// A task as `todo ui` holds it: where it is in todo.txt and its bytes as read, a slice of
/// the one buffer the file was read into (100,000 tasks are read without 100,000 copies);
/// what sorting and drawing need is read from the bytes, and the parsed task and its identity
/// only when asked for.
struct ScreenTask: Equatable {
  /// Its line number in todo.txt.
  var line: Int
  /// The line's bytes, without the line ending: a change is made only while the line still
  /// holds them (``SeenTask``).
  var text: ArraySlice<UInt8>
  var isDone: Bool
  /// The ASCII letter of its leading `(A) `, if any.
  var priority: UInt8?
  /// Hidden by a start date still ahead or `h:1`, as `ls` hides it.
  var isHiddenUntilLater: Bool

  /// The task of a list entry (a line `ls` would list; entries of one file share one buffer,
  /// as ``ListSort/todoShOrder(_:)`` needs).
  init(_ entry: ListEntry, today: TodoDate) {
    line = entry.number
    text = entry.text
    isDone = entry.isDone
    priority = entry.priorityLetter
    isHiddenUntilLater = !isDone && entry.isHiddenUntilLater(today: today)
  }

  static func == (a: ScreenTask, b: ScreenTask) -> Bool {
    a.line == b.line && sameBytes(a.text, b.text)
  }

  var bytes: [UInt8] { Array(text) }

  /// The task parsed (bytes that are not UTF-8 kept as escapes, as the actions read them).
  var item: TodoItem {
    TodoItem(parsing: TodoList.escapedText(text))
  }

  /// The task's identity across edits (``TaskKey``): the cursor stays on it when the file is
  /// read again.
  var key: TaskKey { TaskKey(item) }

  var seen: SeenTask { SeenTask(line: line, bytes: bytes) }

  /// Its first `due:` date as a number that sorts as the dates do (`yyyymmdd`).
  var dueDay: Int? {
    text.withUnsafeBufferPointer { buffer -> Int? in
      let key: [UInt8] = Array("due:".utf8)
      var at = 0
      while at + 14 <= buffer.count {
        if buffer[at] == 0x64, at == 0 || buffer[at - 1] <= 0x20,
          buffer[at + 1] == key[1], buffer[at + 2] == key[2], buffer[at + 3] == key[3]
        {
          return Self.day(in: buffer, at: at + 4)
        }
        at += 1
      }
      return nil
    }
  }

  /// Its creation date as a number that sorts as the dates do (`yyyymmdd`).
  var createdDay: Int? {
    text.withUnsafeBufferPointer { buffer -> Int? in
      var at = 0
      if isDone {
        guard buffer.count > 2 else { return nil }
        at = 2
        // The completion date, then the creation date.
        guard Self.day(in: buffer, at: at) != nil else { return nil }
        at += 11
      } else if priority != nil {
        at = 4
      }
      return Self.day(in: buffer, at: at)
    }
  }

  /// The `YYYY-MM-DD` at `at` followed by a space or the end, as `yyyymmdd`.
  private static func day(in buffer: UnsafeBufferPointer<UInt8>, at: Int) -> Int? {
    guard at + 10 <= buffer.count, at + 10 == buffer.count || buffer[at + 10] <= 0x20,
      buffer[at + 4] == 0x2D, buffer[at + 7] == 0x2D
    else { return nil }
    var value = 0
    for index in [0, 1, 2, 3, 5, 6, 8, 9] {
      let digit = buffer[at + index]
      guard digit >= 0x30, digit <= 0x39 else { return nil }
      value = value * 10 + Int(digit - 0x30)
    }
    return value
  }
}

/// The orders `s` cycles through.
enum ScreenSort: CaseIterable, Equatable {
  /// As `ls` lists them: by priority, then by text.
  case priority
  /// Soonest due date first; tasks without one after.
  case due
  /// Newest creation date first.
  case newest
  /// As the lines are in the file.
  case file
}

/// What `todo ui` is showing and asking, as a value: the list, the cursor, the filter, the
/// sort and the open view or question. Keys change it (``ListScreen/handle(_:pageSize:)``);
/// what must touch the files comes back as a ``ScreenCommand`` for the controller to run
/// through the CLI's actions. Drawing it is a pure function (``ListScreenView``).
struct ListScreen: Equatable {
  /// What the bottom of the screen asks for, or which view covers the list.
  enum Mode: Equatable {
    case list
    /// The keys, from their `scroll`th line.
    case help(scroll: Int)
    case detail(lines: [String], scroll: Int)
    case add(LineInput)
    case edit(ScreenTask, LineInput)
    case filter(LineInput)
    case priority(ScreenTask)
    case confirmDelete(ScreenTask, note: String?)
    case confirmDiscard(ScreenTask, LineInput)
  }

  /// The filter terms given on the command line (`todo ui @phone`).
  var baseTerms: [String] = [] {
    didSet {
      matches = Self.matcher(terms: baseTerms, filter: filterText)
      matchesAll = Self.typedTerms(filter: filterText).isEmpty && baseTerms.isEmpty
    }
  }
  /// The terms typed after `/`.
  private(set) var filterText = ""
  var sort: ScreenSort = .priority
  /// Whether tasks hidden until later are shown (`h`); off where `ls` shows them anyway.
  var showsHidden = false
  /// Whether hidden tasks are left out at all (TODOTXT_HIDE_FUTURE, -x).
  var hidesFuture = true
  /// Indexes of ``tasks`` in the order shown.
  private(set) var visible: [Int] = []
  /// The row of ``visible`` the cursor is on.
  private(set) var selected = 0
  /// The first row of ``visible`` on the screen.
  private(set) var top = 0
  var mode: Mode = .list
  /// A one-line message above the footer (what the last change did, an error).
  var message: String?
  /// Warnings shown on top (conflict copies, conflict markers).
  var banners: [String] = []
  /// How many lines the keys' help has (``Mode/help(scroll:)`` scrolls no further).
  var helpLines = 0
  /// Why todo.txt could not be read (shown where the tasks would be), or `nil`.
  var readError: String?
  /// Lines shown as pending: changed on screen, not yet written.
  var pending: Set<Int> = []
  /// Tasks toggled here, kept on the row they were on (as a to-do app keeps a tapped row in
  /// place) until the sort, the filter or the hidden rule changes.
  private(set) var pinned: [(task: ScreenTask, row: Int)] = []
  /// Every task's index in the sort's order, open tasks first (before the filter and the
  /// hidden rule): `nil` when the tasks or the sort changed since.
  private var order: [Int]?
  /// Whether a task passes the command line's terms and the typed filter (``matcher(terms:filter:)``).
  private var matches: (ScreenTask) -> Bool = { _ in true }
  /// Whether there are no terms: every task passes.
  private var matchesAll = true

  static func == (a: ListScreen, b: ListScreen) -> Bool {
    a.tasks == b.tasks && a.visible == b.visible && a.selected == b.selected && a.top == b.top
      && a.mode == b.mode && a.message == b.message && a.filterText == b.filterText
      && a.sort == b.sort && a.showsHidden == b.showsHidden && a.banners == b.banners
      && a.readError == b.readError
      && a.pending == b.pending && a.pinned.map(\.task) == b.pinned.map(\.task)
  }

  /// Lets the pinned tasks go to their places in the sort (a change other than a toggle, a
  /// new sort, filter or hidden rule).
  mutating func unpin() {
    if !pinned.isEmpty { order = nil }
    pinned = []
  }

  /// Keeps the task under the cursor on its row through the change about to be made to it.
  mutating func pinCurrent() {
    guard let task = current else { return }
    pinned.removeAll { $0.task.line == task.line }
    pinned.append((task, selected))
  }

  /// Whether the input line is open (add, edit, filter).
  var isEditingLine: Bool {
    switch mode {
    case .add, .edit, .filter: return true
    default: return false
    }
  }

  /// The task under the cursor.
  var current: ScreenTask? {
    visible.indices.contains(selected) ? tasks[visible[selected]] : nil
  }

  /// How many tasks are open and done in the whole file.
  var counts: (open: Int, done: Int) { (tasks.count - doneCount, doneCount) }

  /// How many tasks the hidden-until-later rule leaves out now.
  var hiddenCount: Int { hidesFuture && !showsHidden ? laterCount : 0 }

  /// The done tasks and the tasks hidden until later, counted when the tasks are read (every
  /// frame shows them).
  private var doneCount = 0
  private var laterCount = 0

  /// The tasks of the file, in file order.
  private(set) var tasks: [ScreenTask] = [] {
    didSet {
      doneCount = tasks.reduce(0) { $0 + ($1.isDone ? 1 : 0) }
      laterCount = tasks.reduce(0) { $0 + ($1.isHiddenUntilLater ? 1 : 0) }
    }
  }

  /// Takes the file's tasks (read again), keeping the cursor on the same task: the one with
  /// the same identity (``TaskKey``), else the same line, else the row it was on.
  mutating func load(_ newTasks: [ScreenTask]) {
    let old = current
    let row = selected
    // Only pinned tasks changed (a toggle made here): the order stands, and they keep their
    // rows; a new sort would be work for nothing on a long list.
    let pinnedLines = Set(pinned.map(\.task.line))
    if newTasks.count != tasks.count
      || newTasks.indices.contains(where: {
        tasks[$0].line != newTasks[$0].line
          || (!pinnedLines.contains(tasks[$0].line)
            && !sameBytes(tasks[$0].text, newTasks[$0].text))
      })
    {
      order = nil
    }
    tasks = newTasks
    settle(cursorOn: old, row: row)
  }

  /// Reads the file again from `old` to `new` (its bytes before and now) on the same day: the
  /// held tasks are changed in place (``ScreenReread/reread(_:from:to:today:)``), only the
  /// lines that changed parsed, and the cursor kept as ``load(_:)`` keeps it.
  ///
  /// - Returns: `false`, changing nothing, when the change cannot be read this way (then
  ///   ``load(_:)`` the whole file).
  mutating func reread(from old: [UInt8], to new: [UInt8], today: TodoDate) -> Bool {
    let current = self.current
    let row = selected
    // The tasks taken out, so the one array is changed in place, not copied.
    var owned = tasks
    tasks = []
    guard let change = ScreenReread.reread(&owned, from: old, to: new, today: today)
    else {
      tasks = owned
      return false
    }
    // The order stands when only pinned tasks changed (a toggle made here).
    let pinnedLines = Set(pinned.map(\.task.line))
    if change.linesMoved || change.replaced.count != change.changed.count
      || zip(change.replaced, owned[change.changed]).contains(where: {
        $0.line != $1.line || (!pinnedLines.contains($0.line) && !sameBytes($0.text, $1.text))
      })
    {
      order = nil
    }
    tasks = owned
    settle(cursorOn: current, row: row)
    return true
  }

  /// After the tasks were read again: nothing pending, the list arranged, the cursor on `old`
  /// (by ``position(of:in:tasks:)``), else on `row`.
  private mutating func settle(cursorOn old: ScreenTask?, row: Int) {
    pending = []
    arrange()
    if let old, let index = Self.position(of: old, in: visible, tasks: tasks) {
      selected = index
    } else {
      selected = min(row, max(visible.count - 1, 0))
    }
  }

  /// The row of `old` (a task of the list before it was read again): the same line with the
  /// same bytes or identity, else the same bytes anywhere, else the same identity anywhere.
  private static func position(of old: ScreenTask, in rows: [Int], tasks: [ScreenTask]) -> Int? {
    let sameLine = rows.firstIndex { tasks[$0].line == old.line }
    if let sameLine, tasks[rows[sameLine]] == old { return sameLine }
    let key = old.key
    if let sameLine, tasks[rows[sameLine]].key == key { return sameLine }
    if let index = rows.firstIndex(where: { sameBytes(tasks[$0].text, old.text) }) {
      return index
    }
    return rows.firstIndex { tasks[$0].key == key }
  }

  /// Arranges the list again, the cursor kept on its task.
  private mutating func rearrange() {
    let line = current?.line
    arrange()
    selected = line.flatMap { line in visible.firstIndex { tasks[$0].line == line } } ?? 0
  }

  /// Sets the filter typed after `/`.
  mutating func setFilter(_ text: String) {
    if text != filterText { unpin() }
    filterText = text
    matches = Self.matcher(terms: baseTerms, filter: text)
    matchesAll = Self.typedTerms(filter: text).isEmpty && baseTerms.isEmpty
    rearrange()
  }

  /// The terms typed after `/`; a lone `-` (a term being typed) leaves nothing out yet.
  static func typedTerms(filter: String) -> [String] {
    filter.split(separator: " ").map(String.init).filter { $0 != "-" }
  }

  /// The filter of the command line's terms and the typed ones: `ls`'s rules on the numbered
  /// line (case-insensitive, `-TERM` excludes). A typed term that is not a valid pattern is
  /// left out until it is.
  static func matcher(terms: [String], filter: String) -> (ScreenTask) -> Bool {
    let typed = typedTerms(filter: filter)
    guard !(terms + typed).isEmpty else { return { _ in true } }
    let all = (try? TermFilter(terms + typed)) ?? (try? TermFilter(terms))
    guard let all else { return { _ in true } }
    // A term of letters and punctuation without a digit, a space or a pattern character
    // cannot match in the number or across the space after it: such terms read the text
    // where it is. Others read one buffer reused for every subject: the number, a space, the
    // text.
    let special = Set(".[]\\*^$".utf8)
    let direct = (terms + typed).allSatisfy { term in
      let body = term.utf8.first == 0x2D ? term.utf8.dropFirst() : term.utf8[...]
      return !body.isEmpty
        && body.allSatisfy {
          $0 > 0x20 && $0 < 0x7F && !(0x30...0x39).contains($0) && !special.contains($0)
        }
    }
    if direct {
      return { task in task.text.withUnsafeBufferPointer { all.matches($0) } }
    }
    let scratch = Scratch()
    return { task in
      scratch.bytes.removeAll(keepingCapacity: true)
      appendNumber(task.line, width: 1, pad: 0x20, to: &scratch.bytes)
      scratch.bytes.append(0x20)
      scratch.bytes += task.text
      return scratch.bytes.withUnsafeBufferPointer { all.matches($0) }
    }
  }

  /// Computes ``visible``: the sort (kept until the tasks or the sort change), open tasks
  /// before done ones, the hidden rule, the filter, then the pinned tasks on their rows.
  mutating func arrange() {
    let tasks = self.tasks
    let order = self.order ?? Self.sorted(tasks, by: sort)
    self.order = order
    // Which tasks pass, in file order (the bytes read in the order they are in memory), then
    // those in the sort's order.
    let hides = hidesFuture && !showsHidden
    var passes = [Bool](repeating: false, count: tasks.count)
    tasks.withUnsafeBufferPointer { tasks in
      for index in tasks.indices where !(hides && tasks[index].isHiddenUntilLater) {
        passes[index] = matchesAll || matches(tasks[index])
      }
    }
    var shown: [Int] = []
    shown.reserveCapacity(order.count)
    for index in order where passes[index] { shown.append(index) }
    for pin in pinned {
      guard let from = Self.position(of: pin.task, in: shown, tasks: tasks) else { continue }
      let index = shown.remove(at: from)
      shown.insert(index, at: min(pin.row, shown.count))
    }
    visible = shown
    selected = min(selected, max(visible.count - 1, 0))
  }

  /// The indexes of `tasks` (in file order) in the order of `sort`, open tasks first.
  static func sorted(_ tasks: [ScreenTask], by sort: ScreenSort) -> [Int] {
    var order: [Int]
    switch sort {
    case .file:
      order = Array(tasks.indices)
    case .priority:
      // `ls`'s order (``ListSort/todoShOrder(_:)``), numbered by index to come back as one.
      var entries = tasks.indices.map { ListEntry(number: $0, text: tasks[$0].text) }
      ListSort.todoShOrder(&entries)
      order = entries.map(\.number)
    case .due:
      let keys = tasks.map { ($0.dueDay ?? Int.max, Int($0.priority ?? 0x7F)) }
      order = tasks.indices.sorted { (keys[$0].0, keys[$0].1, $0) < (keys[$1].0, keys[$1].1, $1) }
    case .newest:
      let keys = tasks.map { -($0.createdDay ?? -1) }
      order = tasks.indices.sorted { (keys[$0], -$0) < (keys[$1], -$1) }
    }
    // Open tasks, then done ones, each in the sort's order.
    return order.filter { !tasks[$0].isDone } + order.filter { tasks[$0].isDone }
  }

  /// Keeps the cursor's row on a screen of `pageSize` list rows.
  mutating func scroll(pageSize: Int) {
    let page = max(pageSize, 1)
    if selected < top { top = selected }
    if selected >= top + page { top = selected - page + 1 }
    top = max(0, min(top, max(visible.count - page, 0)))
  }

  /// Moves the cursor to `row` of the list (clamped).
  mutating func select(_ row: Int) {
    selected = max(0, min(row, visible.count - 1))
  }

  /// Applies a key; returns what the controller must do with the files, if anything.
  mutating func handle(_ key: Key, pageSize: Int) -> ScreenCommand? {
    switch mode {
    case .list: return handleList(key, pageSize: pageSize)
    case .help(let scroll):
      // The arrows scroll (a short terminal does not show every key); any other key goes back.
      let last = max(0, helpLines - pageSize)
      switch key {
      case .up, .character("k"): mode = .help(scroll: max(0, scroll - 1))
      case .down, .character("j"): mode = .help(scroll: min(last, scroll + 1))
      case .pageUp: mode = .help(scroll: max(0, scroll - pageSize))
      case .pageDown: mode = .help(scroll: min(last, scroll + pageSize))
      default: mode = .list
      }
    case .detail(let lines, let scroll):
      let last = max(0, lines.count - pageSize)
      switch key {
      case .up, .character("k"): mode = .detail(lines: lines, scroll: max(0, scroll - 1))
      case .down, .character("j"): mode = .detail(lines: lines, scroll: min(last, scroll + 1))
      case .pageUp: mode = .detail(lines: lines, scroll: max(0, scroll - pageSize))
      case .pageDown: mode = .detail(lines: lines, scroll: min(last, scroll + pageSize))
      case .escape, .enter, .character("q"), .control("c"): mode = .list
      default: break
      }
    case .add(var input):
      switch key {
      case .enter:
        // A task needs words: an empty line stays open, and says so.
        guard !input.text.allSatisfy(\.isWhitespace) else { return .emptyLine }
        mode = .list
        return .add(input.text)
      case .escape, .control("c"): mode = .list
      default:
        _ = input.apply(key)
        mode = .add(input)
      }
    case .edit(let task, var input):
      switch key {
      case .enter:
        guard !input.text.allSatisfy(\.isWhitespace) else { return .emptyLine }
        mode = .list
        return input.isChanged ? .replace(task, input.text) : nil
      case .escape, .control("c"):
        mode = input.isChanged ? .confirmDiscard(task, input) : .list
      default:
        _ = input.apply(key)
        mode = .edit(task, input)
      }
    case .confirmDiscard(let task, let input):
      switch key {
      case .character("y"), .character("Y"): mode = .list
      default: mode = .edit(task, input)
      }
    case .filter(var input):
      switch key {
      case .enter, .escape:
        if key == .escape { setFilter("") }
        mode = .list
      default:
        _ = input.apply(key)
        mode = .filter(input)
        setFilter(input.text)
      }
    case .priority(let task):
      mode = .list
      switch key {
      case .character(" "): return .priority(task, nil)
      case .character(let letter) where letter.isASCII && letter.isLetter:
        return .priority(task, Priority(String(letter).uppercased()))
      default: break
      }
    case .confirmDelete(let task, _):
      mode = .list
      if key == .character("y") || key == .character("Y") { return .delete(task) }
    }
    return nil
  }

  private mutating func handleList(_ key: Key, pageSize: Int) -> ScreenCommand? {
    let page = max(pageSize, 1)
    switch key {
    case .up, .character("k"): select(selected - 1)
    case .down, .character("j"): select(selected + 1)
    case .pageUp, .control("b"): select(selected - page)
    case .pageDown, .control("f"): select(selected + page)
    case .home, .character("g"): select(0)
    case .end, .character("G"): select(visible.count - 1)
    case .wheel(let direction): select(selected + 3 * direction)
    case .character("q"), .control("c"): return .quit
    case .control("z"): return .suspend
    case .character("?"): mode = .help(scroll: 0)
    case .character("a"): mode = .add(LineInput())
    case .character("/"): mode = .filter(LineInput(filterText))
    case .escape where !filterText.isEmpty || !baseTerms.isEmpty:
      // The typed filter and the command line's terms alike.
      baseTerms = []
      setFilter("")
    case .character("s"):
      let all = ScreenSort.allCases
      sort = all[(all.firstIndex(of: sort)! + 1) % all.count]
      unpin()
      order = nil
      rearrange()
    case .character("h"):
      showsHidden.toggle()
      unpin()
      rearrange()
    case .character("A"): return .archive
    case .character("u"): return .undo
    case .control("l"): return .redraw
    default:
      guard let task = current else { return nil }
      switch key {
      case .character(" "), .character("x"): return .toggle(task)
      case .character("e"): mode = .edit(task, LineInput(task.item.text))
      case .character("E"): return .editor(task)
      case .character("d"): return .askDelete(task)
      case .character("p"): mode = .priority(task)
      case .character("n"): return .note(task)
      case .enter: return .detail(task)
      default: break
      }
    }
    return nil
  }
}

/// What `todo ui` asks its controller to do with the files or the terminal.
enum ScreenCommand: Equatable {
  case toggle(ScreenTask)
  case add(String)
  case replace(ScreenTask, String)
  case askDelete(ScreenTask)
  case delete(ScreenTask)
  case priority(ScreenTask, Priority?)
  case editor(ScreenTask)
  case note(ScreenTask)
  case detail(ScreenTask)
  case archive
  case undo
  case redraw
  /// Enter on an empty input line: nothing to save.
  case emptyLine
  case suspend
  case quit
}

/// A buffer a closure reuses between calls.
private final class Scratch {
  var bytes: [UInt8] = []
}
