import TodoLocalization

/// What shell completion offers for one argument of an action.
enum ArgumentKind: String, CaseIterable, Sendable {
  /// A task number of todo.txt; zsh and fish show the task beside it.
  case task
  /// A priority letter, `A` to `Z`.
  case priority
  /// A file in the todo directory, as `todo listfile` lists them.
  case todoFile
  /// Any file, completed by the shell.
  case path
  /// A directory, completed by the shell.
  case directory
  /// The name of an action.
  case action
  /// A shell `todo completion` writes for: bash, zsh or fish.
  case shell
  /// A key of `ls --sort`.
  case sortKey
  /// Free text. `+project` and `@context` complete in any argument of any action.
  case text

  /// The fixed words of this kind; empty for kinds whose words come from the todo files or the
  /// file system.
  var words: [String] {
    switch self {
    case .priority: return (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    case .action: return ActionRegistry.names
    case .shell: return CompletionShell.allCases.map(\.rawValue)
    case .sortKey: return SortKey.Field.allCases.map(\.rawValue)
    case .task, .todoFile, .path, .directory, .text: return []
    }
  }
}

/// An option of an action, such as `--json`, and the kind of the value that follows it.
struct ActionFlag: Sendable {
  /// Which option it is.
  let option: OptionName
  /// The kind of the word after it; nil when the option takes no value.
  let value: ArgumentKind?

  /// The option as typed, `--sort`.
  var name: String { option.word }

  init(_ option: OptionName, value: ArgumentKind? = nil) {
    self.option = option
    self.value = value
  }
}

/// The arguments of an action as completion sees them: `leading` kinds first, then
/// `repeating` over and over (`pri NR PRIORITY [NR PRIORITY ...]`), then free text.
struct ArgumentPattern: Sendable {
  var leading: [ArgumentKind] = []
  var repeating: [ArgumentKind] = []

  /// The kind of the argument at `position`, counted from 1 after the action and not counting
  /// options.
  func kind(at position: Int) -> ArgumentKind {
    if position <= leading.count { return leading[position - 1] }
    guard !repeating.isEmpty else { return .text }
    return repeating[(position - 1 - leading.count) % repeating.count]
  }
}

/// One built-in action, declared once: dispatch, `help`, `shorthelp`, `ACTION --help`, the
/// manual page and the shell completions all read it.
struct Action: Sendable {
  /// The name `help` lists it under.
  let name: String
  /// Other names that run it (`ls` for `list`).
  let aliases: [String]
  /// Its `shorthelp` entry.
  let summary: MessageKey
  /// Its `help` paragraph: the usage lines of the name and the aliases it shows, then the
  /// description, ending in one newline.
  let help: MessageKey
  /// Its positional arguments, for completion.
  let arguments: ArgumentPattern
  /// Its options: the parser reads them (``ActionArguments``), completion offers them.
  let flags: [ActionFlag]
  /// The options the parser reads for it: ``flags``, and for an action whose words are filter
  /// terms, the list options too (`--sort`, `--all`, `--json`); those it cannot use are its
  /// usage error, as before it had options of its own.
  let parsedFlags: [ActionFlag]
  /// What a word starting with `--` that is none of ``parsedFlags`` is.
  let unknownOptions: UnknownOptions
  /// The usage line shown when the words cannot be read, for actions whose unknown options
  /// are kept as words; nil for the others, whose problems have their own messages.
  let usage: MessageKey?
  /// The exit status of an error: 1 (todo.sh's), or 2 for `remind`, whose 1 means that
  /// nothing is due (cron reads it); every error that stops the run before or while the action
  /// runs has it.
  let failureStatus: Int32
  /// Whether it can change a file: todo.txt, done.txt, report.txt, another file of the todo
  /// directory, the file git gives the merge driver, `.gitattributes`. (`install` and
  /// `uninstall` only touch their own files elsewhere.)
  let writes: Bool
  /// Whether the run first mentions the sync conflict copies beside the todo files, on
  /// standard error; not for the actions that deal with them themselves.
  let mentionsConflictCopies: Bool
  /// Runs it with the words after its name, read against ``flags``, and returns the exit status.
  let run: @Sendable (CommandContext, ActionArguments) throws -> Int32

  /// The name, then the aliases.
  var names: [String] { [name] + aliases }

  init(
    _ name: String, aliases: [String] = [], _ summary: MessageKey, _ help: MessageKey,
    arguments: ArgumentPattern = ArgumentPattern(), flags: [ActionFlag] = [],
    readsListOptions: Bool = false, usage: MessageKey? = nil, writes: Bool = false,
    mentionsConflictCopies: Bool = true, failureStatus: Int32 = 1,
    run: @escaping @Sendable (CommandContext, ActionArguments) throws -> Int32
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.help = help
    self.arguments = arguments
    self.flags = flags
    let declared = Set(flags.map(\.option))
    self.parsedFlags =
      flags
      + (readsListOptions ? ActionRegistry.listFlags.filter { !declared.contains($0.option) } : [])
    self.unknownOptions = usage == nil ? .refused : .kept
    self.usage = usage
    self.failureStatus = failureStatus
    self.writes = writes
    self.mentionsConflictCopies = mentionsConflictCopies
    self.run = run
  }
}

/// Every built-in action, in the order `help` lists them.
enum ActionRegistry {
  /// The options every list action reads (``CommandContext/listOptions(_:defaultSort:)``).
  static let listFlags = [
    ActionFlag(.sort, value: .sortKey), ActionFlag(.all), ActionFlag(.json),
  ]
  private static let numbers = ArgumentPattern(repeating: [.task])
  private static let number = ArgumentPattern(leading: [.task])
  private static let prefix = [ActionFlag(.prefix, value: .directory)]

  /// The actions, in `help`'s order.
  static let all: [Action] = [
    Action("add", aliases: ["a"], .actionSummaryAdd, .actionHelpAdd, writes: true) {
      try $0.add($1.words)
    },
    Action("addm", .actionSummaryAddm, .actionHelpAddm, writes: true) {
      try $0.addMultiple($1.words)
    },
    Action(
      "addto", .actionSummaryAddto, .actionHelpAddto,
      arguments: ArgumentPattern(leading: [.todoFile]), writes: true
    ) { try $0.addTo($1.words) },
    Action(
      "append", aliases: ["app"], .actionSummaryAppend, .actionHelpAppend, arguments: number,
      writes: true
    ) { try $0.append($1.words) },
    Action(
      "agenda", .actionSummaryAgenda, .actionHelpAgenda,
      flags: [ActionFlag(.done), ActionFlag(.all), ActionFlag(.json)], readsListOptions: true
    ) { try $0.agenda($1) },
    Action("archive", .actionSummaryArchive, .actionHelpArchive, writes: true) { app, _ in
      try app.archive()
    },
    Action(
      "command", .actionSummaryCommand, .actionHelpCommand,
      arguments: ArgumentPattern(leading: [.action])
    ) { app, arguments in
      // The next word is a built-in action, even when an add-on has its name.
      guard let first = arguments.words.first else { throw app.usageError() }
      return try app.runBuiltIn(first.lowercased(), Array(arguments.words.dropFirst()))
    },
    Action(
      "completion", .actionSummaryCompletion, .actionHelpCompletion,
      arguments: ArgumentPattern(leading: [.shell]), flags: [ActionFlag(.alias, value: .text)],
      usage: .usageCompletion
    ) { try $0.completion($1) },
    Action("deduplicate", .actionSummaryDeduplicate, .actionHelpDeduplicate, writes: true) {
      app, _ in try app.deduplicate()
    },
    Action(
      "del", aliases: ["rm"], .actionSummaryDel, .actionHelpDel, arguments: number, writes: true
    ) { try $0.delete($1.words) },
    Action(
      "depri", aliases: ["dp"], .actionSummaryDepri, .actionHelpDepri, arguments: numbers,
      writes: true
    ) { try $0.deprioritize($1.words) },
    Action(
      "do", aliases: ["done"], .actionSummaryDo, .actionHelpDo, arguments: numbers, writes: true
    ) { try $0.markDone($1.words) },
    Action("doctor", .actionSummaryDoctor, .actionHelpDoctor, mentionsConflictCopies: false) {
      try $0.doctor($1.words)
    },
    Action(
      "due", .actionSummaryDue, .actionHelpDue, flags: [ActionFlag(.all), ActionFlag(.json)],
      readsListOptions: true
    ) { try $0.due($1) },
    Action(
      "edit", .actionSummaryEdit, .actionHelpEdit, arguments: number,
      flags: [ActionFlag(.inline)], usage: .usageEdit, writes: true
    ) { try $0.edit($1) },
    Action(
      "export", .actionSummaryExport, .actionHelpExport, flags: [ActionFlag(.ics)],
      usage: .usageExport
    ) { try $0.export($1) },
    Action(
      "git-merge-driver", .actionSummaryGitMergeDriver, .actionHelpGitMergeDriver,
      arguments: ArgumentPattern(leading: [.path, .path, .path]), writes: true,
      mentionsConflictCopies: false
    ) { try $0.gitMergeDriver($1.words) },
    Action("git-setup", .actionSummaryGitSetup, .actionHelpGitSetup, writes: true) {
      try $0.gitSetup($1.words)
    },
    Action(
      "help", .actionSummaryHelp, .actionHelpHelp, arguments: ArgumentPattern(repeating: [.action])
    ) { try $0.help($1.words) },
    Action(
      "install", .actionSummaryInstall, .actionHelpInstall, flags: prefix, usage: .usageInstall
    ) {
      try $0.install($1)
    },
    Action("list", aliases: ["ls"], .actionSummaryList, .actionHelpList, flags: listFlags) {
      try $0.list($1)
    },
    Action("listall", aliases: ["lsa"], .actionSummaryListall, .actionHelpListall, flags: listFlags)
    { try $0.listAll($1) },
    Action("listaddons", .actionSummaryListaddons, .actionHelpListaddons) { app, _ in
      try app.listAddons()
    },
    Action(
      "listcon", aliases: ["lsc"], .actionSummaryListcon, .actionHelpListcon,
      flags: [ActionFlag(.json)]
    ) { try $0.listWords(sigil: "@", $1) },
    Action(
      "listfile", aliases: ["lf"], .actionSummaryListfile, .actionHelpListfile,
      arguments: ArgumentPattern(leading: [.todoFile]), flags: listFlags
    ) { try $0.listing.listFile($1) },
    Action("listpri", aliases: ["lsp"], .actionSummaryListpri, .actionHelpListpri, flags: listFlags)
    { try $0.listPriority($1) },
    Action(
      "listproj", aliases: ["lsprj"], .actionSummaryListproj, .actionHelpListproj,
      flags: [ActionFlag(.json)]
    ) { try $0.listWords(sigil: "+", $1) },
    Action("man", .actionSummaryMan, .actionHelpMan) { try $0.manualPage($1.words) },
    Action(
      "merge-conflicts", .actionSummaryMergeConflicts, .actionHelpMergeConflicts, writes: true,
      mentionsConflictCopies: false
    ) { try $0.mergeConflicts($1.words) },
    Action(
      "move", aliases: ["mv"], .actionSummaryMove, .actionHelpMove,
      arguments: ArgumentPattern(leading: [.task, .todoFile, .todoFile]), writes: true
    ) { try $0.move($1.words) },
    Action(
      "note", .actionSummaryNote, .actionHelpNote, arguments: number, writes: true
    ) { try $0.note($1.words) },
    Action(
      "prepend", aliases: ["prep"], .actionSummaryPrepend, .actionHelpPrepend, arguments: number,
      writes: true
    ) { try $0.prepend($1.words) },
    Action(
      "pri", aliases: ["p"], .actionSummaryPri, .actionHelpPri,
      arguments: ArgumentPattern(repeating: [.task, .priority]), writes: true
    ) { try $0.prioritize($1.words) },
    Action(
      "remind", .actionSummaryRemind, .actionHelpRemind, flags: [ActionFlag(.all)],
      readsListOptions: true, failureStatus: 2
    ) {
      try $0.remind($1)
    },
    Action("replace", .actionSummaryReplace, .actionHelpReplace, arguments: number, writes: true) {
      try $0.replace($1.words)
    },
    Action("report", .actionSummaryReport, .actionHelpReport, writes: true) { app, _ in
      try app.report()
    },
    Action("revert", .actionSummaryRevert, .actionHelpRevert, writes: true) {
      try $0.revert($1.words)
    },
    Action("shorthelp", .actionSummaryShorthelp, .actionHelpShorthelp) { app, _ in
      try app.shortHelp()
    },
    Action(
      "show", .actionSummaryShow, .actionHelpShow, arguments: number,
      flags: [ActionFlag(.json)], usage: .usageShow
    ) { try $0.show($1) },
    Action("undo", .actionSummaryUndo, .actionHelpUndo, arguments: numbers, writes: true) {
      try $0.markNotDone($1.words)
    },
    Action(
      "uninstall", .actionSummaryUninstall, .actionHelpUninstall, flags: prefix,
      usage: .usageInstall
    ) {
      try $0.uninstall($1)
    },
  ]

  /// Every name and alias, in `help`'s order.
  static let names = all.flatMap(\.names)

  private static let byName: [String: Action] = {
    var table: [String: Action] = [:]
    for action in all {
      for name in action.names { table[name] = action }
    }
    return table
  }()

  /// The action `name` (a name or an alias, as typed) runs, if it is a built-in one.
  static func action(named name: String) -> Action? { byName[name] }
}
