import TodoLocalization
import TodoTxt

// MARK: - pri, depri

extension DepriAction {
  func deprioritize(_ args: [String]) throws -> Int32 {
    try store.editEach(args, usage: l(.usageDepri, settings.programName)) {
      list, transcript, typed, number, item in
      guard item.priority != nil else {
        transcript.error(l(.notPrioritized, typed))
        return false
      }
      var item = item
      try item.setPriority(nil)
      try list.replace(line: number, withEditable: item)
      if settings.verbose > 0 {
        transcript.raw(store.taskLine(typed, list, number))
        transcript.line(l(.deprioritized, typed))
      }
      return true
    }
  }
}

/// `todo depri NR [NR ...]`: deprioritizes (removes the priority) from the task(s) on line NR in
/// todo.txt.
struct DepriAction: TodoAction {
  static let declaration = ActionDeclaration(
    "depri", aliases: ["dp"], .actionSummaryDepri, .actionHelpDepri,
    arguments: ActionRegistry.numbers,
    writes: true, previewable: true
  )

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try deprioritize(arguments.words)
  }
}

/// `todo pri NR PRIORITY [NR PRIORITY ...]`: adds PRIORITY to task on line NR.
struct PriAction: TodoAction {
  static let declaration = ActionDeclaration(
    "pri", aliases: ["p"], .actionSummaryPri, .actionHelpPri,
    arguments: ArgumentPattern(repeating: [.task, .priority]), writes: true, previewable: true
  )

  let basics: RunBasics
  let input: TaskInput
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try prioritize(arguments.words)
  }
}

extension PriAction {
  func prioritize(_ args: [String]) throws -> Int32 {
    let usage = l(.usagePri, settings.programName)
    let words = args.flatMap { input.normalizeNumbers($0).split(separator: " ").map(String.init) }
    guard !words.isEmpty, words.count % 2 == 0 else { throw CLIError(message: usage) }
    for pair in stride(from: 0, to: words.count, by: 2) {
      _ = try store.lineNumber(words[pair], usage: usage)
      guard words[pair + 1].utf8.count == 1, Priority(words[pair + 1].uppercased()) != nil else {
        throw CLIError(message: usage)
      }
    }
    var status: Int32 = 0
    try store.editTodo { list, transcript in
      var index = 0
      while index < words.count {
        let typed = words[index]
        let word = words[index + 1]
        index += 2
        // One ASCII letter: `uppercased()` would turn `ı` into `I`.
        guard word.utf8.count == 1, let newPriority = Priority(word.uppercased()) else {
          throw CLIError(message: usage)
        }
        let number = try store.lineNumber(typed, usage: usage)
        var item = try store.editableTask(in: list, number, typed: typed)
        let old = item.priority
        if old != newPriority {
          do {
            try item.setPriority(newPriority)
          } catch {
            throw CLIError(message: l(.priorityOnDoneTask, typed))
          }
          try list.replace(line: number, withEditable: item)
        }
        if settings.verbose > 0 {
          transcript.raw(store.taskLine(typed, list, number))
          if let old, old != newPriority {
            transcript.line(l(.reprioritized, typed, old.letter, newPriority.letter))
          } else if old == nil {
            transcript.line(l(.prioritized, typed, newPriority.letter))
          }
        }
        if old == newPriority {
          transcript.error(l(.alreadyPrioritized, typed, newPriority.letter))
          status = 1
        }
      }
    }
    return status
  }
}
