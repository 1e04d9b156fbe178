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
  /// Where `order` puts a task: `top`, `bottom`, `before`, `after`.
  case place
  /// The value of a date filter (`--due RANGE`): a range word, a date word, `A..B`.
  case dateRange
  /// Free text. `+project` and `@context` complete in any argument of any action.
  case text

  /// The fixed words of this kind; empty for kinds whose words come from the todo files or the
  /// file system.
  var words: [String] {
    switch self {
    case .priority: return (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    case .action: return ActionRegistry.names
    case .shell: return CompletionShell.allCases.map(\.rawValue)
    case .sortKey: return SortKey.Field.allCases.map(\.rawValue) + ["file"]
    case .place: return ["top", "bottom", "before", "after"]
    case .dateRange: return ["overdue", "today", "tomorrow", "week", "month", "none", "any"]
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

/// What one built-in action is, declared once: dispatch, `help`, `shorthelp`, `ACTION --help`,
/// the manual page and the shell completions all read it; the parser reads its options.
struct ActionDeclaration: Sendable {
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
  /// Whether the run first refuses a todo, done or report file that links out of the todo
  /// folder; not for `doctor` (it lists such links), the help, or the merge driver (which
  /// touches none of those files).
  let checksLinks: Bool
  /// Whether an add-on of its name is never run in its place: `command` is the way past
  /// add-ons, and git runs `git-merge-driver` inside the repository being merged, where it
  /// runs no code that could come from there.
  let neverAddon: Bool
  /// How many of its first words are its own, for `--help`: all of them (nil), or only the
  /// first for `command`, whose other words are another action's.
  let ownWords: Int?
  /// Whether its words are all task text, so that `-h` alone asks for its help (`add -h`);
  /// `--help` does so for every action.
  let wordsAreTaskText: Bool
  /// Whether `--dry-run` may run it: an action that writes only through its edit session
  /// (which then records its changes and writes nothing, ``DryRunPreviews``), or one that
  /// writes nothing and has no other effect. Not an editor session, an add-on, `install`,
  /// `remind` (it notifies), `revert` or `merge-conflicts` (they move files of their own),
  /// `help` (it runs the add-ons for their usage).
  let previewable: Bool
  /// The name, then the aliases.
  var names: [String] { [name] + aliases }

  init(
    _ name: String, aliases: [String] = [], _ summary: MessageKey, _ help: MessageKey,
    arguments: ArgumentPattern = ArgumentPattern(), flags: [ActionFlag] = [],
    readsListOptions: Bool = false, usage: MessageKey? = nil, writes: Bool = false,
    mentionsConflictCopies: Bool = true, failureStatus: Int32 = 1, checksLinks: Bool = true,
    neverAddon: Bool = false, ownWords: Int? = nil, wordsAreTaskText: Bool = false,
    previewable: Bool? = nil
  ) {
    self.previewable = previewable ?? !writes
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
    self.checksLinks = checksLinks
    self.neverAddon = neverAddon
    self.ownWords = ownWords
    self.wordsAreTaskText = wordsAreTaskText
  }
}

/// One built-in action: a type that declares what it takes (``declaration``) and runs with
/// the arguments read against that declaration, using only the services it asks for.
protocol TodoAction: RunBasicsUser, SendableMetatype {
  /// Its names, help, arguments and options, and whether it writes.
  static var declaration: ActionDeclaration { get }
  /// The action for one run, with the services it uses taken from `context`.
  init(_ context: CommandContext)
  /// Runs it with `arguments` (the words after its name, read against ``declaration``);
  /// returns the exit status.
  ///
  /// - Throws: ``CLIError`` (or a ``FileError``) for what stops it; its message is printed.
  func run(_ arguments: ActionArguments) throws -> Int32
}

/// Every built-in action, in the order `help` lists them.
enum ActionRegistry {
  /// The options every list action reads (``Listing/listOptions(_:defaultSort:)``).
  static let listFlags =
    [ActionFlag(.sort, value: .sortKey), ActionFlag(.all), ActionFlag(.json)] + filterFlags
  /// The filter options every listing reads besides its terms: `--or` between groups of
  /// terms (``FilterTerms``) and the date filters (``DateFilter``).
  static let filterFlags =
    [ActionFlag(.or)] + DateField.allCases.map { ActionFlag($0.option, value: .dateRange) }
    + [ActionFlag(.blocked)]
  static let numbers = ArgumentPattern(repeating: [.task])
  static let number = ArgumentPattern(leading: [.task])
  static let prefix = [ActionFlag(.prefix, value: .directory)]

  /// The actions, in `help`'s order.
  static let types: [any TodoAction.Type] = [
    AddAction.self, AddmAction.self, AddtoAction.self, AppendAction.self, AgendaAction.self,
    ArchiveAction.self, CalAction.self, CommandAction.self, CompletionAction.self,
    DeduplicateAction.self,
    DelAction.self, DepAction.self, DepriAction.self, DoAction.self, DoctorAction.self,
    DueAction.self,
    EditAction.self, ExportAction.self, GitMergeDriverAction.self, GitSetupAction.self,
    HelpAction.self, InstallAction.self, ListAction.self, ListallAction.self,
    ListaddonsAction.self, ListconAction.self, ListfileAction.self, ListpriAction.self,
    ListprojAction.self, ManAction.self, MergeConflictsAction.self, MoveAction.self,
    NoteAction.self, OrderAction.self, PostponeAction.self, PrependAction.self, PriAction.self,
    RemindAction.self,
    ReplaceAction.self,
    ReportAction.self, RevertAction.self, ShorthelpAction.self, ShowAction.self, StartAction.self,
    StatsAction.self, StopAction.self, UIAction.self,
    UndoAction.self,
    UninstallAction.self, ViewAction.self,
  ]

  /// Their declarations, in `help`'s order.
  static let all: [ActionDeclaration] = types.map { $0.declaration }

  /// Every name and alias, in `help`'s order.
  static let names = all.flatMap(\.names)

  private static let byName: [String: any TodoAction.Type] = {
    var table: [String: any TodoAction.Type] = [:]
    for type in types {
      for name in type.declaration.names { table[name] = type }
    }
    return table
  }()

  /// The declaration of the action `name` (a name or an alias, as typed) runs, if it is a
  /// built-in one.
  static func action(named name: String) -> ActionDeclaration? { byName[name]?.declaration }

  /// The action `name` (a name or an alias, as typed) runs, if it is a built-in one.
  static func type(named name: String) -> (any TodoAction.Type)? { byName[name] }
}
