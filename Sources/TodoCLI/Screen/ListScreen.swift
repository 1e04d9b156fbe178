import TodoTxt

/// A task as `todo ui` holds it: where it is in todo.txt, its bytes as read, and what the
/// screen needs of it.
struct ScreenTask: Equatable {
  /// Its line number in todo.txt.
  var line: Int
  /// The line's bytes, without the line ending: a change is made only while the line still
  /// holds them (``SeenTask``).
  var bytes: [UInt8]
  var item: TodoItem
  /// The task's identity across edits (the cursor stays on it when the file is read again).
  var key: TaskKey
  var isDone: Bool
  /// Hidden by a start date still ahead or `h:1`, as `ls` hides it.
  var isHiddenUntilLater: Bool

  /// The task on `line` of `list`, or `nil` for a blank line.
  init?(line: Int, of list: TodoList, today: TodoDate) {
    guard !list.isBlank(line: line) else { return nil }
    self.line = line
    bytes = list.bytes(ofLine: line)
    let text = TodoList.escapedText(bytes) ?? String(decoding: bytes, as: UTF8.self)
    item = TodoItem(parsing: text)
    key = TaskKey(item)
    isDone = item.isCompleted
    isHiddenUntilLater = !isDone && (item.isHidden || item.thresholdDate.map { $0 > today } == true)
  }

  var seen: SeenTask { SeenTask(line: line, bytes: bytes) }
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
    case help
    case detail(lines: [String], scroll: Int)
    case add(LineInput)
    case edit(ScreenTask, LineInput)
    case filter(LineInput)
    case priority(ScreenTask)
    case confirmDelete(ScreenTask, note: String?)
    case confirmDiscard(ScreenTask, LineInput)
  }

  /// Every task of the file, in file order.
  private(set) var tasks: [ScreenTask] = []
  /// The filter terms given on the command line (`todo ui @phone`).
  var baseTerms: [String] = [] {
    didSet { matches = Self.matcher(terms: baseTerms, filter: filterText) }
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
  /// Lines shown as pending: changed on screen, not yet written.
  var pending: Set<Int> = []
  /// Tasks toggled here, kept on the row they were on (as a to-do app keeps a tapped row in
  /// place) until the sort, the filter or the hidden rule changes.
  private(set) var pinned: [(key: TaskKey, row: Int)] = []
  /// Whether a task passes the command line's terms and the typed filter (``matcher(terms:filter:)``).
  private var matches: (ScreenTask) -> Bool = { _ in true }

  static func == (a: ListScreen, b: ListScreen) -> Bool {
    a.tasks == b.tasks && a.visible == b.visible && a.selected == b.selected && a.top == b.top
      && a.mode == b.mode && a.message == b.message && a.filterText == b.filterText
      && a.sort == b.sort && a.showsHidden == b.showsHidden && a.banners == b.banners
      && a.pending == b.pending && a.pinned.map(\.key) == b.pinned.map(\.key)
  }

  /// Keeps the task under the cursor on its row through the change about to be made to it.
  mutating func pinCurrent() {
    guard let key = current?.key else { return }
    pinned.removeAll { $0.key == key }
    pinned.append((key, selected))
  }

  /// The task under the cursor.
  var current: ScreenTask? {
    visible.indices.contains(selected) ? tasks[visible[selected]] : nil
  }

  /// How many tasks are open and done in the whole file.
  var counts: (open: Int, done: Int) {
    let done = tasks.reduce(0) { $0 + ($1.isDone ? 1 : 0) }
    return (tasks.count - done, done)
  }

  /// How many tasks the hidden-until-later rule leaves out now.
  var hiddenCount: Int {
    guard hidesFuture && !showsHidden else { return 0 }
    return tasks.reduce(0) { $0 + ($1.isHiddenUntilLater ? 1 : 0) }
  }

  /// Takes the file's tasks (read again), keeping the cursor on the same task: the one with
  /// the same identity (``TaskKey``), else the same line, else the row it was on.
  mutating func load(_ newTasks: [ScreenTask]) {
    let key = current?.key
    let line = current?.line
    let row = selected
    tasks = newTasks
    pending = []
    arrange()
    if let key, let index = visible.firstIndex(where: { tasks[$0].key == key }) {
      selected = index
    } else if let line, let index = visible.firstIndex(where: { tasks[$0].line == line }) {
      selected = index
    } else {
      selected = min(row, max(visible.count - 1, 0))
    }
  }

  /// Sets the filter typed after `/`.
  mutating func setFilter(_ text: String) {
    if text != filterText { pinned = [] }
    filterText = text
    matches = Self.matcher(terms: baseTerms, filter: text)
    let key = current?.key
    arrange()
    selected = key.flatMap { key in visible.firstIndex { tasks[$0].key == key } } ?? 0
  }

  /// The filter of the command line's terms and the typed ones: `ls`'s rules on the numbered
  /// line (case-insensitive, `-TERM` excludes). A typed term that is not a valid pattern is
  /// left out until it is.
  static func matcher(terms: [String], filter: String) -> (ScreenTask) -> Bool {
    let typed = filter.split(separator: " ").map(String.init)
    guard !(terms + typed).isEmpty else { return { _ in true } }
    let all = (try? TermFilter(terms + typed)) ?? (try? TermFilter(terms))
    guard let all else { return { _ in true } }
    return { task in
      var subject = Array(String(task.line).utf8)
      subject.append(0x20)
      subject += task.bytes
      return subject.withUnsafeBufferPointer { all.matches($0) }
    }
  }

  /// Computes ``visible``: the filter, the hidden rule, open before done, then the sort.
  mutating func arrange() {
    var shown: [Int] = []
    shown.reserveCapacity(tasks.count)
    let hides = hidesFuture && !showsHidden
    for index in tasks.indices {
      let task = tasks[index]
      if hides && task.isHiddenUntilLater { continue }
      if matches(task) { shown.append(index) }
    }
    let tasks = self.tasks
    func lowered(_ item: TodoItem) -> String { item.text.lowercased() }
    switch sort {
    case .file:
      shown.sort { (tasks[$0].isDone ? 1 : 0, $0) < (tasks[$1].isDone ? 1 : 0, $1) }
    case .priority:
      let keys = shown.map { index -> (Int, UInt8, String, Int) in
        let task = tasks[index]
        return (task.isDone ? 1 : 0, task.item.priority?.ascii ?? 0x7F, lowered(task.item), index)
      }
      shown = keys.sorted { $0 < $1 }.map(\.3)
    case .due:
      shown.sort { a, b in
        let (x, y) = (tasks[a], tasks[b])
        if x.isDone != y.isDone { return !x.isDone }
        let (dx, dy) = (x.item.dueDate, y.item.dueDate)
        if dx != dy {
          guard let dx else { return false }
          guard let dy else { return true }
          return dx < dy
        }
        let (px, py) = (x.item.priority?.ascii ?? 0x7F, y.item.priority?.ascii ?? 0x7F)
        return px != py ? px < py : a < b
      }
    case .newest:
      shown.sort { a, b in
        let (x, y) = (tasks[a], tasks[b])
        if x.isDone != y.isDone { return !x.isDone }
        let (cx, cy) = (x.item.creationDate, y.item.creationDate)
        if cx != cy {
          guard let cx else { return false }
          guard let cy else { return true }
          return cx > cy
        }
        return a > b
      }
    }
    for pin in pinned {
      guard let from = shown.firstIndex(where: { tasks[$0].key == pin.key }) else { continue }
      let index = shown.remove(at: from)
      shown.insert(index, at: min(pin.row, shown.count))
    }
    visible = shown
    selected = min(selected, max(visible.count - 1, 0))
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
    case .help:
      mode = .list
    case .detail(let lines, let scroll):
      switch key {
      case .up, .character("k"): mode = .detail(lines: lines, scroll: max(0, scroll - 1))
      case .down, .character("j"): mode = .detail(lines: lines, scroll: scroll + 1)
      case .escape, .enter, .character("q"), .control("c"): mode = .list
      default: break
      }
    case .add(var input):
      switch key {
      case .enter:
        mode = .list
        let text = input.text
        return text.allSatisfy(\.isWhitespace) ? nil : .add(text)
      case .escape, .control("c"): mode = .list
      default:
        _ = input.apply(key)
        mode = .add(input)
      }
    case .edit(let task, var input):
      switch key {
      case .enter:
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
    case .character("?"): mode = .help
    case .character("a"): mode = .add(LineInput())
    case .character("/"): mode = .filter(LineInput(filterText))
    case .escape where !filterText.isEmpty: setFilter("")
    case .character("s"):
      let all = ScreenSort.allCases
      sort = all[(all.firstIndex(of: sort)! + 1) % all.count]
      pinned = []
      let key = current?.key
      arrange()
      selected = key.flatMap { key in visible.firstIndex { tasks[$0].key == key } } ?? 0
    case .character("h"):
      showsHidden.toggle()
      pinned = []
      let key = current?.key
      arrange()
      selected = key.flatMap { key in visible.firstIndex { tasks[$0].key == key } } ?? 0
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
  case suspend
  case quit
}
