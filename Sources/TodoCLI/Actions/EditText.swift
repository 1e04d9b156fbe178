import TodoLocalization
import TodoTxt

// MARK: - append, prepend, replace

extension AppendAction {
  func append(_ args: [String]) throws -> Int32 {
    try store.editText(
      args, usage: l(.usageAppend, settings.programName), prompt: l(.promptAppend),
      edit: { item, input in
        // todo.sh: no space before text that starts with one of SENTENCE_DELIMITERS (,.:;);
        // Chinese punctuation joins the same way (，改到下午 3 點).
        let noSpace =
          input.first.map {
            settings.sentenceDelimiters.contains($0) || AppendAction.chinesePunctuation.contains($0)
          } ?? false
        item.append(input, separator: noSpace ? "" : " ")
      },
      report: { _, new, transcript in transcript.raw(new) })
  }

  /// Full-width punctuation that joins text without a space, as SENTENCE_DELIMITERS does:
  /// Chinese puts no space after it.
  static let chinesePunctuation: Set<Character> = ["，", "。", "、", "；", "：", "！", "？"]
}

/// `todo append NR "TEXT TO APPEND"`: adds TEXT TO APPEND to the end of the task on line NR.
struct AppendAction: TodoAction {
  static let declaration = ActionDeclaration(
    "append", aliases: ["app"], .actionSummaryAppend, .actionHelpAppend,
    arguments: ActionRegistry.number,
    writes: true, previewable: true
  )

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try append(arguments.words)
  }
}

/// `todo prepend NR "TEXT TO PREPEND"`: adds TEXT TO PREPEND to the beginning of the task on line
/// NR.
struct PrependAction: TodoAction {
  static let declaration = ActionDeclaration(
    "prepend", aliases: ["prep"], .actionSummaryPrepend, .actionHelpPrepend,
    arguments: ActionRegistry.number,
    writes: true, previewable: true
  )

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try prepend(arguments.words)
  }
}

/// `todo replace NR "UPDATED TODO"`: replaces task on line NR with UPDATED TODO.
struct ReplaceAction: TodoAction {
  static let declaration = ActionDeclaration(
    "replace", .actionSummaryReplace, .actionHelpReplace, arguments: ActionRegistry.number,
    writes: true, previewable: true)

  let basics: RunBasics
  let store: TaskStore

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try replace(arguments.words)
  }
}

extension PrependAction {
  func prepend(_ args: [String]) throws -> Int32 {
    try store.editText(
      args, usage: l(.usagePrepend, settings.programName), prompt: l(.promptPrepend),
      edit: { item, input in
        // Text ending in Chinese punctuation (緊急：) joins the task without a space.
        let noSpace = input.last.map { AppendAction.chinesePunctuation.contains($0) } ?? false
        item.prepend(input, separator: noSpace ? "" : " ")
      },
      report: { _, new, transcript in transcript.raw(new) })
  }
}

extension ReplaceAction {
  func replace(_ args: [String]) throws -> Int32 {
    try store.editText(
      args, usage: l(.usageReplace, settings.programName), prompt: l(.promptReplacement),
      edit: { item, input in item.replace(with: input) },
      report: { old, new, transcript in
        transcript.raw(old)
        transcript.line(l(.replacedWith))
        transcript.raw(new)
      })
  }
}
