import TodoLocalization
import TodoTxt

// MARK: - dep

extension DepAction {
  /// `dep [add] N M`: task N waits for task M, in topydo's convention (its `dep add N to M`):
  /// N carries `id:ID` (a new one when it has none: the smallest number that no task of
  /// todo.txt or done.txt has as an `id:` or `p:`), M carries `p:ID`. `dep rm N M` takes that
  /// `p:` out (and N's `id:` when no other task names it); `dep ls N` lists the tasks N waits
  /// for and those waiting for N. A task waiting for an open task is left out of `ls`,
  /// `agenda` and `due` (``Dependencies``). One `revert` step; a wait that would close a
  /// circle, or on a done task, changes nothing.
  func dep(_ words: [String]) throws -> Int32 {
    let usage = l(.usageDep, settings.programName)
    var words = words
    let verb = words.first.map { Verb(rawValue: $0.lowercased()) } ?? nil
    if verb != nil { words.removeFirst() }
    switch verb ?? .add {
    case .ls, .list:
      guard words.count == 1 else { throw CLIError(message: usage) }
      return try list(words[0], usage: usage)
    case .add:
      guard words.count == 2 else { throw CLIError(message: usage) }
      return try link(words[0], waitsFor: words[1], usage: usage)
    case .rm, .del:
      guard words.count == 2 else { throw CLIError(message: usage) }
      return try unlink(words[0], from: words[1], usage: usage)
    }
  }

  /// The sub-commands (`add` may be left out).
  enum Verb: String {
    case add, rm, del, ls, list
  }

  private func link(_ waiting: String, waitsFor awaited: String, usage: String) throws -> Int32 {
    let n = try store.lineNumber(waiting, usage: usage)
    let m = try store.lineNumber(awaited, usage: usage)
    // A missing done.txt reads as empty.
    let doneBytes = try TodoFile(path: settings.doneFile).read()
    return try store.editTodo { list, transcript in
      var first = try store.editableTask(in: list, n, typed: waiting)
      var second = try store.editableTask(in: list, m, typed: awaited)
      guard n != m else { throw CLIError(message: l(.depSelf, waiting)) }
      for (item, typed) in [(first, waiting), (second, awaited)] where item.isCompleted {
        throw CLIError(message: l(.depDone, typed))
      }
      let links = TaskLinks(list)
      guard !links.waits(m, transitivelyFor: n) else {
        throw CLIError(message: l(.depCircle, waiting, awaited))
      }
      // Another task with the same id would wait too: topydo's ids name one task each.
      if let twin = links.sharingID(with: n) {
        throw CLIError(message: l(.depSharedID, waiting, String(twin)))
      }
      let id =
        first.tagValue(forKey: "id").map(String.init)
        ?? TaskLinks.newID(taken: links.ids.union(TaskLinks(TodoList(bytes: doneBytes)).ids))
      if second.tagValues(forKey: "p").contains(id[...]) {
        transcript.line(l(.depAlready, waiting, awaited))
        return 0
      }
      if first.tagValue(forKey: "id") == nil {
        first.setTag("id", to: id)
        try list.replace(line: n, withEditable: first)
      }
      second.append("p:" + id)
      try list.replace(line: m, withEditable: second)
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(waiting, list, n))
        transcript.raw(store.taskLine(awaited, list, m))
        transcript.line(l(.depAdded, waiting, awaited))
      }
      return 0
    }
  }

  private func unlink(_ waiting: String, from awaited: String, usage: String) throws -> Int32 {
    let n = try store.lineNumber(waiting, usage: usage)
    let m = try store.lineNumber(awaited, usage: usage)
    return try store.editTodo { list, transcript in
      var first = try store.editableTask(in: list, n, typed: waiting)
      var second = try store.editableTask(in: list, m, typed: awaited)
      guard let id = first.tagValue(forKey: "id").map(String.init),
        second.tagValues(forKey: "p").contains(id[...])
      else { throw CLIError(message: l(.depNotFound, waiting, awaited)) }
      second.removeTag("p", value: id)
      try list.replace(line: m, withEditable: second)
      // The id goes too once no task of todo.txt names it (topydo's rule).
      if !TaskLinks(list).awaited.contains(id) {
        first.removeTag("id", value: id)
        try list.replace(line: n, withEditable: first)
      }
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(waiting, list, n))
        transcript.raw(store.taskLine(awaited, list, m))
        transcript.line(l(.depRemoved, waiting, awaited))
      }
      return 0
    }
  }

  private func list(_ typed: String, usage: String) throws -> Int32 {
    let number = try store.lineNumber(typed, usage: usage)
    let list = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    _ = try store.task(in: list, number, typed: typed)
    let links = TaskLinks(list)
    let awaited = links.awaited(by: number)
    let waiting = links.waiting(for: number)
    guard !awaited.isEmpty || !waiting.isEmpty else {
      output.line(l(.depNone, typed))
      return 0
    }
    for (heading, numbers) in [
      (l(.depWaitsFor, typed), awaited), (l(.depNeededBy, typed), waiting),
    ]
    where !numbers.isEmpty {
      output.line(heading)
      for n in numbers { output.raw(store.taskLine(String(n), list, n)) }
    }
    return 0
  }
}

/// The `id:`/`p:` links of one list's tasks (``Dependencies``' convention), by line number:
/// what `dep` and `show` read.
struct TaskLinks {
  /// Each task's first `id:` value, by line number.
  private var idOf: [Int: String] = [:]
  /// Each task's `p:` values, by line number.
  private var parentsOf: [Int: [String]] = [:]
  /// Which lines are done tasks.
  private var done: Set<Int> = []

  /// The links of `list`'s tasks.
  init(_ list: TodoList) {
    for n in list.lineNumbers where !list.isBlank(line: n) {
      list.withBytes(ofLine: n) { line in
        if let id = Dependencies.values(of: Dependencies.idKey, in: line).first {
          idOf[n] = String(decoding: id, as: UTF8.self)
        }
        let parents = Dependencies.values(of: Dependencies.parentKey, in: line)
        if !parents.isEmpty { parentsOf[n] = parents.map { String(decoding: $0, as: UTF8.self) } }
        if TodoLine(line).isDone { done.insert(n) }
      }
    }
  }

  /// Every `id:` and `p:` value the list holds: ids a new link must not take.
  var ids: Set<String> { Set(idOf.values).union(parentsOf.values.joined()) }

  /// The ids that open tasks name in a `p:`: the tasks with those ids wait.
  var awaited: Set<String> {
    Set(parentsOf.filter { !done.contains($0.key) }.values.joined())
  }

  /// The lines of the tasks line `number` waits for (those naming its id in a `p:`), in order.
  func awaited(by number: Int) -> [Int] {
    guard let id = idOf[number] else { return [] }
    return parentsOf.filter { $0.value.contains(id) }.keys.sorted()
  }

  /// The lines of the tasks waiting for line `number` (those whose id it names in a `p:`).
  func waiting(for number: Int) -> [Int] {
    let names = Set(parentsOf[number] ?? [])
    return idOf.filter { names.contains($0.value) }.keys.sorted()
  }

  /// Another line whose first `id:` is line `number`'s, if any.
  func sharingID(with number: Int) -> Int? {
    guard let id = idOf[number] else { return nil }
    return idOf.filter { $0.key != number && $0.value == id }.keys.min()
  }

  /// Whether line `a` waits for line `b`, directly or through other tasks.
  func waits(_ a: Int, transitivelyFor b: Int) -> Bool {
    var seen: Set<Int> = [a]
    var next = [a]
    while let line = next.popLast() {
      for awaited in awaited(by: line) where seen.insert(awaited).inserted {
        if awaited == b { return true }
        next.append(awaited)
      }
    }
    return false
  }

  /// The smallest number from 1 that is none of `taken` (topydo issues ids so).
  static func newID(taken: Set<String>) -> String {
    var n = 1
    while taken.contains(String(n)) { n += 1 }
    return String(n)
  }
}

/// `todo dep [add] NR NR`, `dep rm NR NR`, `dep ls NR`: tasks that wait for other tasks.
struct DepAction: TodoAction {
  static let declaration = ActionDeclaration(
    "dep", .actionSummaryDep, .actionHelpDep,
    arguments: ArgumentPattern(leading: [.task, .task]), writes: true, previewable: true)

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try dep(arguments.words)
  }
}
