import TodoLocalization
import TodoTxt

// MARK: - move

extension MoveAction {
  func move(_ args: [String]) throws -> Int32 {
    let usage = l(.usageMove, settings.programName)
    guard args.count >= 2 else { throw CLIError(message: usage) }
    let typed = args[0]
    let dest = settings.todoDir + "/" + args[1]
    let src =
      args.count >= 3 && !args[2].isEmpty ? settings.todoDir + "/" + args[2] : settings.todoFile
    guard System.isFile(src) else { throw CLIError(message: l(.sourceMissing, src)) }
    guard System.isFile(dest) else { throw CLIError(message: l(.destinationMissing, dest)) }
    try store.checkLink(src)
    try store.checkLink(dest)
    let number = try store.lineNumber(typed, usage: usage)
    let preview = TodoList(bytes: try TodoFile(path: src).read())
    _ = try store.task(in: preview, number, typed: typed, file: src)
    // The line moves byte for byte, valid UTF-8 or not.
    let shown = preview.bytes(ofLine: number)
    guard confirm(l(.moveQuestion, preview.text(ofLine: number), src, dest)) else {
      throw CLIError(message: l(.noTasksMoved))
    }
    let sameFile = System.realPath(src) == System.realPath(dest)
    return try store.withSession(editing: src) { session in
      try session.load()
      _ = try store.task(in: session.list, number, typed: typed, file: src)
      guard session.list.bytes(ofLine: number) == shown else {
        throw CLIError(message: l(.taskChanged, typed))
      }
      var newNumber: Int
      if sameFile {
        // Moving within one file: to its end, as todo.sh's blank-then-append does.
        newNumber = try session.list.appendLine(shown)
        try session.list.blank(line: number)
        if !settings.preserveLineNumbers {
          session.list.removeEmptyLines()
          newNumber = session.list.count
        }
      } else {
        // Copied first at the commit: if the source then cannot be written, the copy is
        // taken back.
        newNumber = try session.append(
          lines: [shown], endings: [session.list.lineEnding(ofLine: number)], to: dest)
        try session.list.blank(line: number)
        if !settings.preserveLineNumbers { session.list.removeEmptyLines() }
      }
      if settings.verbose > 0 {
        session.transcript.raw(Array((typed + " ").utf8) + shown + [0x0A])
        // todo.sh names the source file's prefix first: `DONE: 2 moved to 5 in TODO.`
        session.transcript.line(l(.moved, prefix(src), typed, String(newNumber), prefix(dest)))
      }
      return 0
    }
  }
}

/// `todo move NR DEST [SRC]`: moves a line from source text file (SRC) to destination text file
/// (DEST).
struct MoveAction: TodoAction {
  static let declaration = ActionDeclaration(
    "move", aliases: ["mv"], .actionSummaryMove, .actionHelpMove,
    arguments: ArgumentPattern(leading: [.task, .todoFile, .todoFile]), writes: true,
    previewable: true
  )

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try move(arguments.words)
  }
}
