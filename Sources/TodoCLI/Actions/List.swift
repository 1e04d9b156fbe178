import TodoLocalization
import TodoTxt

// MARK: - list, listall, listpri, listfile, listproj, listcon, listaddons

extension ListAction {
  func list(_ arguments: ActionArguments) throws -> Int32 {
    try listing.listFile(path: settings.todoFile, options: try listing.listOptions(arguments))
    return 0
  }

}

/// `todo list [TERM...]`: displays all tasks that contain TERM(s) sorted by priority with line
/// numbers.
struct ListAction: TodoAction {
  static let declaration = ActionDeclaration(
    "list", aliases: ["ls"], .actionSummaryList, .actionHelpList, flags: ActionRegistry.listFlags)

  let basics: RunBasics
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try list(arguments)
  }
}

/// `todo listall [TERM...]`: displays all the lines in todo.txt AND done.txt that contain TERM(s)
/// sorted by priority with line  numbers.
struct ListallAction: TodoAction {
  static let declaration = ActionDeclaration(
    "listall", aliases: ["lsa"], .actionSummaryListall, .actionHelpListall,
    flags: ActionRegistry.listFlags)

  let basics: RunBasics
  let store: TaskStore
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try listAll(arguments)
  }
}

/// `todo listaddons`: lists all added and overridden actions in the actions directory.
struct ListaddonsAction: TodoAction {
  static let declaration = ActionDeclaration(
    "listaddons", .actionSummaryListaddons, .actionHelpListaddons)

  let basics: RunBasics

  init(_ context: CommandContext) {
    basics = context.basics
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try listAddons()
  }
}

/// `todo listcon [TERM...]`: lists all the task contexts that start with the @ sign in todo.txt.
struct ListconAction: TodoAction {
  static let declaration = ActionDeclaration(
    "listcon", aliases: ["lsc"], .actionSummaryListcon, .actionHelpListcon,
    flags: [ActionFlag(.json), ActionFlag(.or)]
  )

  let basics: RunBasics
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try listing.listWords(sigil: "@", arguments)
  }
}

/// `todo listfile [SRC [TERM...]]`: displays all the lines in SRC file located in the todo.txt
/// directory, sorted by priority with line  numbers.
struct ListfileAction: TodoAction {
  static let declaration = ActionDeclaration(
    "listfile", aliases: ["lf"], .actionSummaryListfile, .actionHelpListfile,
    arguments: ArgumentPattern(leading: [.todoFile]), flags: ActionRegistry.listFlags
  )

  let basics: RunBasics
  let store: TaskStore
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    store = context.store
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try listFile(arguments)
  }
}

/// `todo listpri [PRIORITIES] [TERM...]`: displays all tasks prioritized PRIORITIES.
struct ListpriAction: TodoAction {
  static let declaration = ActionDeclaration(
    "listpri", aliases: ["lsp"], .actionSummaryListpri, .actionHelpListpri,
    flags: ActionRegistry.listFlags)

  let basics: RunBasics
  let input: TaskInput
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try listPriority(arguments)
  }
}

/// `todo listproj [TERM...]`: lists all the projects (terms that start with a + sign) in todo.txt.
struct ListprojAction: TodoAction {
  static let declaration = ActionDeclaration(
    "listproj", aliases: ["lsprj"], .actionSummaryListproj, .actionHelpListproj,
    flags: [ActionFlag(.json), ActionFlag(.or)]
  )

  let basics: RunBasics
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try listing.listWords(sigil: "+", arguments)
  }
}

extension ListpriAction {
  func listPriority(_ args: ActionArguments) throws -> Int32 {
    var range = PriorityRange.all
    var args = args
    if let first = args.words.first, let given = PriorityRange(input.normalizeNumbers(first)) {
      range = given
      args = args.droppingWords(1)
    }
    let options = try listing.listOptions(args)
    try listing.listFile(
      path: settings.todoFile, options: options,
      postFilter: { entry in entry.priorityLetter.map(range.letters.contains) ?? false },
      postFilterDescription: "grep '^ *[0-9]\\+ ([\(range.text)]) '")
    return 0
  }
}

extension ListallAction {
  func listAll(_ args: ActionArguments) throws -> Int32 {
    let options = try listing.listOptions(args)
    let terms = options.terms
    let todo = TodoList(bytes: try store.writers.readListed(settings.todoFile))
    let done = TodoList(bytes: try store.writers.readListed(settings.doneFile))
    store.warnAboutConflictMarkers(todo, path: settings.todoFile)
    store.warnAboutConflictMarkers(done, path: settings.doneFile)
    let width = digitCount(todo.count)
    var renderer = ListRenderer(context: listing.listContext, width: width)
    renderer.sortKeys = options.sortKeys
    renderer.json = options.json
    renderer.postFilter = Listing.joined(nil, options.dates)
    // done.txt lines are numbered 0, as todo.sh's awk does.
    let entries = ListEntry.entries(of: todo, done)
    if options.json {
      _ = try listing.catchingListingErrors {
        try renderer.render(entries, terms: terms) { output.raw($0) }
      }
      return 0
    }
    if output.escapesControls {
      // On a terminal, the open tasks first, then the done ones under a heading; a pipe gets
      // todo.sh's one list.
      let open = try listing.catchingListingErrors {
        try renderer.finalFilter(try renderer.render(entries.filter { !$0.isDone }, terms: terms))
      }
      let done = try listing.catchingListingErrors {
        try renderer.finalFilter(try renderer.render(entries.filter(\.isDone), terms: terms))
      }
      output.painted(open.bytes)
      if done.count > 0 {
        output.line(l(.listallDoneHeading))
        output.painted(done.bytes)
      }
    } else {
      let lines = try listing.catchingListingErrors {
        try renderer.finalFilter(try renderer.render(entries, terms: terms))
      }
      output.painted(lines.bytes)
    }
    if settings.verbose > 0 {
      var plain = ListRenderer(context: listing.listContext, width: 1)
      plain.postFilter = renderer.postFilter
      // Counted as todo.sh counts them: each file on its own, through the final filter.
      let (todoShown, doneShown) = try listing.catchingListingErrors {
        (
          try plain.finalFilter(try plain.render(ListEntry.entries(of: todo), terms: terms)).count,
          try plain.finalFilter(
            try plain.render(ListEntry.entries(of: TodoList(bytes: []), done), terms: terms)
          ).count
        )
      }
      // todo.sh's totals count every line of each file, blank ones too (English keeps its
      // bytes); in Chinese 「共 N 項」 counts tasks, as ls does.
      // The listing's entries are both files' tasks, done.txt's numbered 0.
      let countsLines = localizer.language == .english
      let todoTasks = entries.count { $0.number != 0 }
      let todoTotal = countsLines ? todo.count : todoTasks
      let doneTotal = countsLines ? done.count : entries.count - todoTasks
      output.line("--")
      output.line(l(.tasksShown, prefix(), String(todoShown), String(todoTotal)))
      output.line(l(.tasksShown, prefix(settings.doneFile), String(doneShown), String(doneTotal)))
      output.line(
        l(.totalTasksShown, String(todoShown + doneShown), String(todoTotal + doneTotal)))
    }
    return 0
  }
}

extension ListaddonsAction {
  func listAddons() throws -> Int32 {
    guard let dir = settings.actionsDir, System.isDirectory(dir) else {
      throw CLIError(message: l(.actionsDirMissing, settings.actionsDir ?? ""))
    }
    let names = (System.directoryEntries(dir) ?? [])
      .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      .filter { name in
        let path = dir + "/" + name
        let addon: String
        if System.isFile(path) && System.isExecutable(path) {
          addon = path
        } else if System.isDirectory(path) && System.isExecutable(path + "/" + name) {
          addon = path + "/" + name
        } else {
          return false
        }
        // An add-on another user could change would be refused: a note instead of its name.
        if let refusal = refusal(forAddon: addon) {
          output.error(refusal)
          return false
        }
        return true
      }
    guard !names.isEmpty else { throw CLIError(message: l(.noValidActions, dir)) }
    for name in names { output.line(name) }
    if settings.verbose > 0 {
      output.line("--")
      output.line(l(.addonsFound, String(names.count)))
    }
    return 0
  }
}

extension ListfileAction {
  func listFile(_ args: ActionArguments) throws -> Int32 {
    guard let name = args.words.first else {
      if settings.verbose > 0 { output.line(l(.filesInDirectory)) }
      let names = (System.directoryEntries(settings.todoDir) ?? [])
        .filter { $0.hasSuffix(".txt") && !$0.hasPrefix(".") }
        .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      // (A name from the synced folder may hold control characters: shown as bytes.)
      for name in names { output.line(PathBytes.printable(name)) }
      return 0
    }
    let path: String
    if name.utf8.first == 0x2F {
      path = name
    } else if System.isFile(settings.todoDir + "/" + name) {
      path = settings.todoDir + "/" + name
    } else if System.isFile(name) {
      path = name
    } else if System.isFile(settings.todoDir + "/" + name + ".txt") {
      path = settings.todoDir + "/" + name + ".txt"
    } else {
      throw CLIError(message: l(.fileMissing, name))
    }
    guard System.isFile(path) else { throw CLIError(message: l(.fileMissing, name)) }
    try store.checkLink(path)
    try listing.listFile(path: path, options: try listing.listOptions(args.droppingWords(1)))
    return 0
  }
}
