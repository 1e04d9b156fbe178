import TodoLocalization
import TodoTxt

// MARK: - view

/// A saved view: `export TODOTXT_VIEW_CALLS='@phone --or @email'` in todo.cfg (or the
/// environment) is the view `calls`, which `todo view calls` lists as `ls` would with those
/// words.
enum SavedView {
  /// The start of a view's variable name; the rest, in lower case, is its name.
  static let prefix = "TODOTXT_VIEW_"

  /// The name `typed` stands for: lower case, `-` as `_` (`todo view due-soon` runs
  /// `TODOTXT_VIEW_DUE_SOON`).
  static func name(_ typed: String) -> String {
    String(typed.lowercased().map { $0 == "-" ? "_" : $0 })
  }
}

extension ViewAction {
  /// `todo view [NAME [TERM...]]`: the saved view NAME (``SavedView``) listed as `ls` lists
  /// its words (split as a shell would, ``ShellWords``), the terms and options typed after
  /// the name ANDed with the whole view (``ListOptions/and(_:)``); without NAME, the views,
  /// one per line.
  ///
  /// - Throws: ``CLIError`` for an unknown view, a view whose words cannot be read, or a bad
  ///   term, sort key or date range.
  func view(_ arguments: ActionArguments) throws -> Int32 {
    guard let typed = arguments.words.first, !arguments.isLiteral(0) else {
      return listViews()
    }
    let name = SavedView.name(typed)
    guard let definition = settings.views[name] else {
      let names = settings.views.keys.sorted()
      guard !names.isEmpty else {
        throw CLIError(message: l(.viewNone, settings.programName))
      }
      throw CLIError(message: l(.viewUnknown, typed, names.joined(separator: l(.listSeparator))))
    }
    let saved: ActionArguments
    do {
      saved = try ActionArguments(
        parsing: ShellWords.split(definition), declared: ActionRegistry.listFlags,
        unknown: .refused)
    } catch {
      let word =
        switch error {
        case .unknown(let word): word
        case .missingValue(let option), .unexpectedValue(let option): option.word
        }
      throw CLIError(message: l(.viewBad, name, name.uppercased(), word))
    }
    var options = try listing.readOptions(saved)
      .and(listing.readOptions(arguments.droppingWords(1)))
    try listing.applyDefaultSort(&options)
    try listing.listFile(path: settings.todoFile, options: options)
    return 0
  }

  /// Prints each saved view as `name: words`, by name; without any, how to save one.
  private func listViews() -> Int32 {
    guard !settings.views.isEmpty else {
      output.line(l(.viewNone, settings.programName))
      return 0
    }
    for name in settings.views.keys.sorted() {
      output.line(l(.viewLine, name, settings.views[name] ?? ""))
    }
    return 0
  }
}

/// `todo view [NAME [TERM...]]`: runs a saved view (`TODOTXT_VIEW_NAME`), or lists them.
struct ViewAction: TodoAction {
  static let declaration = ActionDeclaration(
    "view", .actionSummaryView, .actionHelpView, flags: ActionRegistry.listFlags)

  let basics: RunBasics
  let listing: Listing

  init(_ context: CommandContext) {
    basics = context.basics
    listing = context.listing
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try view(arguments)
  }
}
