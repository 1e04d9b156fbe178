import TodoLocalization

// MARK: - help, shorthelp

extension HelpAction {
  /// `help [ACTION...]`: the whole help, or the paragraph of each ACTION (an add-on's own
  /// `usage` text for an add-on).
  func help(_ actions: [String]) throws -> Int32 {
    if actions.isEmpty {
      output.text(l(.helpUsageHeader, oneLineUsage))
      output.text(l(.helpOptions))
      if settings.verbose > 1 { output.text(l(.helpEnvironment)) }
      output.text(helpActionsText)
      addonHelp(onlyOneLiners: false)
      output.text(l(.helpExamples))
      return 0
    }
    var status: Int32 = 0
    for action in actions {
      if let addon = try addonPath(forHelp: action) {
        // Its `usage` is the add-on run: not when another user could change it.
        if let refusal = refusal(forAddon: addon) {
          output.error(refusal)
          status = 1
          continue
        }
        output.flush()
        _ = Processes.runAttached(
          [addon, "usage"], environment: settings.childEnvironment,
          directory: settings.workingDirectory)
        continue
      }
      guard let found = ActionRegistry.action(named: action) else {
        throw CLIError(message: l(.noSuchAction, action))
      }
      // An alias the paragraph does not show (`done`) gets its own usage line, as in the
      // manual page; todo.sh's own paragraphs stay as they are for the names they show.
      let shown = l(found.help)
      let shows = shown.split(separator: "\n").contains {
        $0 == "    " + action || $0.hasPrefix("    " + action + " ")
      }
      let paragraph = HelpAction.helpParagraph(
        for: action, in: shows ? shown : ManAction.withEveryName(found, paragraph: shown))
      // todo.sh: echo "$(sed …)" drops the paragraph's blank line, then echo adds one.
      var trimmed = Substring(paragraph)
      while trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
      output.line(String(trimmed))
      output.line("")
    }
    return status
  }

  /// `shorthelp`: the one-line usage of every action, then the add-ons' one-liners.
  func shortHelp() throws -> Int32 {
    var text = l(.shortHelpHeader, oneLineUsage)
    for action in ActionRegistry.all { text += l(action.summary) + "\n" }
    output.text(text + l(.shortHelpAddons))
    addonHelp(onlyOneLiners: true)
    output.text(l(.helpShortFooter))
    return 0
  }

  /// The "Built-in Actions" part of `help`: every action's paragraph, each followed by a blank
  /// line.
  var helpActionsText: String {
    ActionRegistry.all.reduce(l(.helpActionsHeader)) { $0 + l($1.help) + "\n" }
  }

  /// The part of an action's help `paragraph` that `help name` prints: from the line
  /// `    name …` on, as todo.sh's `sed -n "/^    ACTION /,/^$/p"` cuts it (`help a` starts at
  /// the `a` line of `add`'s paragraph), or the whole paragraph when no line starts with
  /// `name`.
  static func helpParagraph(for name: String, in paragraph: String) -> String {
    let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0 == "    " + name || $0.hasPrefix("    " + name + " ")
      })
    else { return paragraph }
    return lines[start...].joined(separator: "\n")
  }

  private func addonPath(forHelp action: String) throws -> String? {
    guard let dir = settings.actionsDir, CommandContext.isPlainWord(action) else { return nil }
    let file = dir + "/" + action
    let folder = dir + "/" + action + "/" + action
    // `help NAME` for a broken link is the same fatal error as `NAME` (todo.sh looks the
    // add-on up the same way for both).
    for link in [file, folder] where System.isBrokenLink(link) {
      throw CLIError(message: l(.brokenLink, link))
    }
    if System.isFile(file) && System.isExecutable(file) { return file }
    if System.isExecutable(folder) && System.isFile(folder) { return folder }
    return nil
  }

  /// The add-ons' `usage` texts, under an "Add-on Actions:" header.
  private func addonHelp(onlyOneLiners: Bool) {
    guard let dir = settings.actionsDir, System.isDirectory(dir) else { return }
    let names = (System.directoryEntries(dir) ?? [])
      .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    var printedHeader = false
    for name in names {
      var path = dir + "/" + name
      if System.isDirectory(path) { path += "/" + name }
      guard System.isFile(path), System.isExecutable(path) else { continue }
      // An add-on another user could change is not run for its usage; a note says why.
      if let refusal = refusal(forAddon: path) {
        output.error(refusal)
        continue
      }
      if !printedHeader {
        output.line(l(.addonActionsHeader))
        printedHeader = true
      }
      output.flush()
      guard
        let result = Processes.run(
          [path, "usage"], environment: settings.childEnvironment,
          directory: settings.workingDirectory)
      else { continue }
      if onlyOneLiners {
        // todo.sh keeps only lines that start with four spaces and a letter.
        for line in result.output.split(separator: 0x0A) {
          if line.count > 4, line.prefix(4).allSatisfy({ $0 == 0x20 }),
            let c = line.dropFirst(4).first, (c | 0x20) >= 0x61, (c | 0x20) <= 0x7A
          {
            output.raw(Array(line) + [0x0A])
          }
        }
      } else {
        output.raw(result.output)
      }
    }
  }
}

/// `todo help [ACTION...]`: display help about usage, options, built-in and add-on actions, or just
/// the usage help for the passed ACTION(s).
struct HelpAction: TodoAction {
  static let declaration = ActionDeclaration(
    "help", .actionSummaryHelp, .actionHelpHelp, arguments: ArgumentPattern(repeating: [.action]),
    checksLinks: false, previewable: false)

  let basics: RunBasics

  init(_ context: CommandContext) {
    basics = context.basics
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try help(arguments.words)
  }
}

/// `todo shorthelp`: list the one-line usage of all built-in and add-on actions.
struct ShorthelpAction: TodoAction {
  static let declaration = ActionDeclaration(
    "shorthelp", .actionSummaryShorthelp, .actionHelpShorthelp, checksLinks: false,
    previewable: false)

  let basics: RunBasics
  let help: HelpAction

  init(_ context: CommandContext) {
    basics = context.basics
    help = HelpAction(context)
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try help.shortHelp()
  }
}
