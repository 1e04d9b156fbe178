import TodoLocalization
import TodoTxt

// MARK: - order

/// Where `order` puts a task: the word after its number.
enum OrderPlace {
  case top, bottom, before, after

  /// The words that name a place, English, then Chinese (`help order` lists both).
  static let words: [String: OrderPlace] = [
    "top": .top, "bottom": .bottom, "before": .before, "after": .after,
    "最前": .top, "最後": .bottom, "之前": .before, "之後": .after,
  ]

  /// Whether a task number follows it (`before M`, `after M`).
  var takesTask: Bool { self == .before || self == .after }
}

extension OrderAction {
  /// `order N top|bottom|before M|after M`: moves line N within todo.txt, the lines between
  /// moving up or down by one, as a to-do app's dragged row (``TodoList/moveLine(_:to:)``).
  func reorder(_ args: [String]) throws -> Int32 {
    let usage = l(.usageOrder, settings.programName)
    guard args.count >= 2, let typed = args.first else { throw CLIError(message: usage) }
    guard let place = OrderPlace.words[args[1].lowercased()] else {
      throw CLIError(message: l(.orderBadPlace, args[1]))
    }
    guard args.count == (place.takesTask ? 3 : 2) else { throw CLIError(message: usage) }
    let number = try store.lineNumber(typed, usage: usage)
    let other = try place.takesTask ? store.lineNumber(args[2], usage: usage) : number
    return try store.editTodo { list, transcript in
      _ = try store.task(in: list, number, typed: typed)
      if place.takesTask { _ = try store.task(in: list, other, typed: args[2]) }
      let position: Int
      switch place {
      case .top: position = 1
      case .bottom: position = list.count
      case .before: position = other > number ? other - 1 : other
      case .after: position = other >= number ? other : other + 1
      }
      guard position != number else {
        if settings.verbose > 0 { transcript.line(l(.orderUnchanged, typed)) }
        return 0
      }
      try list.moveLine(number, to: position)
      if settings.verbose > 0 {
        let now = String(position)
        transcript.raw(store.taskLine(now, list, position))
        transcript.line(l(.orderMoved, typed, now))
      }
      return 0
    }
  }
}

/// `todo order NR top|bottom|before NR|after NR`: moves a task to another line of todo.txt.
struct OrderAction: TodoAction {
  static let declaration = ActionDeclaration(
    "order", .actionSummaryOrder, .actionHelpOrder,
    arguments: ArgumentPattern(leading: [.task, .place, .task]), writes: true, previewable: true)

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try reorder(arguments.words)
  }
}
