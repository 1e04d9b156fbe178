import TodoLocalization
import TodoTxt

/// `todo command [ACTIONS]`: runs the remaining arguments using only todo.sh builtins.
struct CommandAction: TodoAction {
  static let declaration = ActionDeclaration(
    "command", .actionSummaryCommand, .actionHelpCommand,
    arguments: ArgumentPattern(leading: [.action]), neverAddon: true, ownWords: 1)

  let basics: RunBasics
  let context: CommandContext

  init(_ context: CommandContext) {
    basics = context.basics
    self.context = context
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    // The next word is a built-in action, even when an add-on has its name.
    guard let first = arguments.words.first else { throw usageError() }
    return try context.runBuiltIn(first.lowercased(), Array(arguments.words.dropFirst()))
  }
}
