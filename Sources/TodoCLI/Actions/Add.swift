import TodoLocalization
import TodoTxt

// MARK: - add, addm, addto

extension AddAction {
  func add(_ args: [String]) throws -> Int32 {
    let usage = l(.usageAdd, settings.programName)
    let text = try input.textToAdd(args, usage: usage)
    // Text that is only spaces would be a task no listing shows and no number reaches.
    try store.addLines([input.cleanedTaskText(text, usage: usage)], to: settings.todoFile)
    return 0
  }

}

/// `todo add "THING I NEED TO DO +project @context"`: adds THING I NEED TO DO to your todo.txt file
/// on its own line.
struct AddAction: TodoAction {
  static let declaration = ActionDeclaration(
    "add", aliases: ["a"], .actionSummaryAdd, .actionHelpAdd, writes: true, wordsAreTaskText: true,
    previewable: true)

  let basics: RunBasics
  let input: TaskInput
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try add(arguments.words)
  }
}

/// `todo addm "LINES"`: adds each line of LINES to todo.txt as a task of its own.
struct AddmAction: TodoAction {
  static let declaration = ActionDeclaration(
    "addm", .actionSummaryAddm, .actionHelpAddm, writes: true, wordsAreTaskText: true,
    previewable: true)

  let basics: RunBasics
  let input: TaskInput
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try addMultiple(arguments.words)
  }
}

/// `todo addto DEST "TEXT TO ADD"`: adds a line of text to any file located in the todo.txt
/// directory.
struct AddtoAction: TodoAction {
  static let declaration = ActionDeclaration(
    "addto", .actionSummaryAddto, .actionHelpAddto,
    arguments: ArgumentPattern(leading: [.todoFile]), writes: true, previewable: true
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
    try addTo(arguments.words)
  }
}

extension AddmAction {
  func addMultiple(_ args: [String]) throws -> Int32 {
    let usage = l(.usageAddm, settings.programName)
    let text = try input.textToAdd(args, usage: usage)
    // One task per line (LF or CRLF); empty and blank lines are skipped, as todo.sh's IFS
    // splitting skips empty ones.
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
      .filter { !$0.trimmingWhitespace().isEmpty }
    guard !lines.isEmpty else { throw CLIError(message: usage) }
    try store.addLines(
      lines.map { try input.cleanedTaskText($0, usage: usage) }, to: settings.todoFile)
    return 0
  }
}

extension AddtoAction {
  func addTo(_ args: [String]) throws -> Int32 {
    let usage = l(.usageAddto, settings.programName)
    guard let dest = args.first, args.count >= 2 else { throw CLIError(message: usage) }
    let path = settings.todoDir + "/" + dest
    guard System.isFile(path) else { throw CLIError(message: l(.destinationMissing, path)) }
    try store.checkLink(path)
    let text = try input.cleanedTaskText(args.dropFirst().joined(separator: " "), usage: usage)
    try store.addLines([text], to: path)
    return 0
  }
}
