import TodoLocalization
import TodoTxt

/// `todo ui [TERM...]`: the full-screen list (``ListScreen``), on a terminal only.
struct UIAction: TodoAction {
  static let declaration = ActionDeclaration("ui", .actionSummaryUi, .actionHelpUi, writes: true)

  let basics: RunBasics
  let context: CommandContext

  init(_ context: CommandContext) {
    basics = context.basics
    self.context = context
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb",
      let terminal = FullScreenTerminal(input: streams.input, output: streams.output)
    else { throw CLIError(message: l(.uiNeedsTerminal, settings.programName)) }
    let terms = arguments.words
    do {
      _ = try TermFilter(terms)
    } catch {
      throw CLIError(message: l(.invalidPattern, error.pattern, regexErrorText(error)))
    }
    var controller = ScreenController(context: context, terminal: terminal, terms: terms)
    // Nothing is held while keys are awaited: each change holds its own folders
    // (``ScreenController/capture(_:_:for:force:keepsPriority:)``), and the screen's own
    // reads reach their folders afresh, as a new command would.
    return HeldFolders.notHolding { controller.run() }
  }
}

/// Runs `todo ui`: reads keys, keeps the ``ListScreen`` up to date with todo.txt, draws frames
/// and makes each change as the CLI's action for it, in its own edit session (lock, writer
/// probe, journal, history: one `revert` step), for the task as it was shown (``SeenTask``).
/// The lock is never held while a key is awaited.
struct ScreenController {
  let context: CommandContext
  let terminal: FullScreenTerminal
  var screen = ListScreen()
  var view: ListScreenView
  /// The frame on the terminal now (`nil`: draw everything).
  var shown: ScreenGrid?
  /// todo.txt's signature when last read: a new one means another program changed it.
  var signature: FileSignature?
  /// todo.txt's status-change time when last read (``FileSignature/changeTime(path:)``).
  var changeTime: Int?
  /// The day the tasks were last read on (the hidden rule depends on it).
  var readOn: TodoDate?
  /// Changes made in this run, for `u` (each is one `revert` step).
  var changes = 0
  /// todo.txt and done.txt as the last change made here left them: `u` takes nothing back
  /// when another program changed either since (its change would be the one reverted).
  var afterLastChange: [FileSignature?] = []
  /// The tasks marked done in this run: when one is still done on the way out, the
  /// auto-archive runs then.
  var markedDone: Set<TaskKey> = []

  var settings: Settings { context.settings }
  var store: TaskStore { context.store }

  init(context: CommandContext, terminal: FullScreenTerminal, terms: [String]) {
    self.context = context
    self.terminal = terminal
    let settings = context.settings
    let l = { (key: MessageKey, arguments: [String]) in
      Localizer.format(context.localizer.string(key), arguments)
    }
    let sortNames: [ScreenSort: MessageKey] = [
      .priority: .uiSortPriority, .due: .uiSortDue, .newest: .uiSortNewest, .file: .uiSortFile,
    ]
    let words = ScreenWords(
      header: { l(.uiHeader, [$0, String($1), String($2)]) },
      filter: { l(.uiHeaderFilter, [$0, String($1)]) },
      sort: { l(sortNames[$0]!, []) },
      hidden: { l(.uiHeaderHidden, [String($0)]) },
      hiddenShown: l(.uiHeaderHiddenShown, []),
      footer: l(.uiFooter, []),
      inputFooter: l(.uiInputFooter, []),
      addPrompt: l(.uiAddPrompt, []),
      editPrompt: l(.uiEditPrompt, []),
      filterPrompt: l(.uiFilterPrompt, []),
      priorityPrompt: l(.uiPriorityPrompt, []),
      deleteQuestion: { line, text, note in
        note.map { l(.uiDeleteNoteQuestion, [String(line), text, $0]) }
          ?? l(.uiDeleteQuestion, [String(line), text])
      },
      discardQuestion: l(.uiDiscardQuestion, []),
      empty: l(.uiEmpty, []),
      emptyFilter: l(.uiEmptyFilter, []),
      help: l(.uiHelp, []).split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init),
      helpFooter: l(.uiHelpFooter, []),
      detailFooter: l(.uiDetailFooter, []))
    let colour = context.colourEnabled
    let palette = Palette(settings: settings, colourEnabled: colour, escapeControls: true)
    view = ListScreenView(
      words: words, painter: LinePainter(palette: palette, today: context.clock.today),
      colour: colour, fileName: System.baseName(settings.todoFile),
      checkMark: context.environment["TERM"] != "linux"
        && Self.isUTF8(context.environment))
    screen.baseTerms = terms
    screen.helpLines = words.help.count
    screen.hidesFuture = settings.hideFuture && !settings.disableFilter
  }

  /// Whether the locale's character set (`LC_ALL`, `LC_CTYPE`, `LANG`) is UTF-8, so ✓ can
  /// be drawn (C and POSIX are ASCII: `[x]`).
  static func isUTF8(_ environment: [String: String]) -> Bool {
    let name =
      ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
      ?? ""
    let lower = name.lowercased()
    return lower.contains(".utf-8") || lower.contains(".utf8")
  }

  /// Runs until `q`, Ctrl-C or the end of input; restores the terminal on every way out.
  ///
  /// - Returns: The exit status: 0.
  mutating func run() -> Int32 {
    guard terminal.enter() else { return 1 }
    reload()
    draw()
    var lastCheck = context.clock.monotonicMilliseconds()
    var lastBanners = lastCheck
    var decoder = KeyDecoder()
    // A change in the todo folder wakes the screen at once (inotify); the checks on a timer
    // stay, for what inotify does not see (a network file system).
    let watch = FolderWatch(folder: System.dirName(settings.todoFile))
    // When the folder changed: the banners are looked at again a moment later, once the sync
    // client's burst of writes and renames is over.
    var bannersDue: Int? = nil
    var escapeAt = 0
    loop: while true {
      // An ESC that may start a sequence waits a moment for the rest (split reads: 100 ms, as
      // vim's ttimeoutlen); after that it is Escape, and for a second what follows is still
      // read as the rest of a sequence if it starts as one.
      var wait: Int32 = decoder.hasPending ? 100 : 250
      if let due = bannersDue {
        wait = min(wait, Int32(max(0, due - context.clock.monotonicMilliseconds())))
      }
      let bytes = terminal.read(waiting: wait, or: watch)
      if terminal.isClosed { break }
      if bytes.isEmpty { _ = FaultPlan.current?.killAt?("screenWaited") }
      if terminal.takeResize() { shown = nil }
      if terminal.takeContinued() {
        // Stopped from elsewhere and continued: full-screen mode again, all of it drawn.
        _ = terminal.enter()
        shown = nil
      }
      if decoder.afterEscape && context.clock.monotonicMilliseconds() - escapeAt > 1000 {
        decoder.forgetEscape()
      }
      let keys: [Key]
      if bytes.isEmpty && decoder.hasPending {
        keys = decoder.flush()
        escapeAt = context.clock.monotonicMilliseconds()
      } else {
        keys = decoder.keys(bytes)
      }
      for key in keys {
        if !handle(key) { break loop }
      }
      let now = context.clock.monotonicMilliseconds()
      if terminal.folderChanged { bannersDue = bannersDue ?? now + 100 }
      // Keys typed before the screen looked at the file again were meant for the tasks as
      // shown: they are read and applied (or refused, when their task changed) first.
      let typedAhead = bytes.isEmpty && terminal.hasWaitingInput()
      if (now - lastCheck >= 250 || !bytes.isEmpty || terminal.folderChanged) && !typedAhead {
        lastCheck = now
        // A new signature, or a new status (chmod: readable again, or no longer): read again.
        if store.fileSignature() != signature
          || FileSignature.changeTime(path: settings.todoFile) != changeTime
        {
          reload()
          lastBanners = now
          bannersDue = nil
        }
      }
      if bannersDue.map({ now >= $0 }) ?? (now - lastBanners >= 2000) {
        updateBanners()
        lastBanners = now
        bannersDue = nil
      }
      draw()
    }
    terminal.leave()
    return archiveOnTheWayOut() ? 0 : 1
  }

  /// The rows the list has now.
  var pageSize: Int {
    let size = terminal.size()
    return view.listRows(screen, rows: size.rows, columns: size.columns)
  }

  /// Applies one key; `false` to quit.
  mutating func handle(_ key: Key) -> Bool {
    if case .click(let button, let row, let column) = key, button == 0 {
      return click(row: row, column: column)
    }
    let before = screen.message
    guard let command = screen.handle(key, pageSize: pageSize) else {
      if screen.message == before, case .list = screen.mode, !isNavigation(key) {
        screen.message = nil
      }
      return true
    }
    screen.message = nil
    return perform(command)
  }

  private func isNavigation(_ key: Key) -> Bool {
    switch key {
    case .up, .down, .pageUp, .pageDown, .home, .end, .wheel, .character("j"),
      .character("k"), .character("g"), .character("G"):
      return true
    default: return false
    }
  }

  /// A click: on a list row selects it, on its check box also toggles it.
  private mutating func click(row: Int, column: Int) -> Bool {
    guard case .list = screen.mode else { return true }
    let listRow = row - view.listTop(screen)
    guard listRow >= 0, listRow < pageSize, screen.top + listRow < screen.visible.count else {
      return true
    }
    screen.select(screen.top + listRow)
    let box = view.numberWidth(screen) + 2
    if column >= box, column < box + 3, let task = screen.current {
      return perform(.toggle(task))
    }
    return true
  }

  /// Runs a command of the screen.
  mutating func perform(_ command: ScreenCommand) -> Bool {
    switch command {
    case .add, .replace, .delete, .priority, .archive, .undo, .editor, .note:
      // A change other than a toggle: the toggled tasks go to their places in the sort.
      screen.unpin()
    default: break
    }
    switch command {
    case .quit: return false
    case .emptyLine: screen.message = context.l(.uiEmptyLine)
    case .suspend:
      if terminal.suspend() {
        shown = nil
      } else {
        screen.message = context.l(.uiCannotSuspend)
      }
    case .redraw: shown = nil
    case .toggle(let task):
      screen.pending.insert(task.line)
      screen.pinCurrent()
      draw()
      // The priority is kept as pri:X, so a second Space brings it back.
      if runAction(
        task.isDone ? "undo" : "do", [String(task.line)], for: task, keepsPriority: true)
      {
        if !task.isDone { markedDone.insert(task.key) }
      } else {
        // Refused (changed elsewhere): nothing to keep in place.
        screen.unpin()
      }
    case .add(let text):
      if runAction("add", [text]) {
        if let added = lastAddedLine,
          let index = screen.visible.firstIndex(where: { screen.tasks[$0].line == added })
        {
          screen.select(index)
        }
      } else {
        // Refused: the typed text stays on the line, with the reason above it.
        screen.mode = .add(LineInput(text, initial: ""))
      }
    case .replace(let task, let text):
      if !runAction("replace", [String(task.line), text], for: task),
        let now = screen.tasks.first(where: { $0.line == task.line })
      {
        // Refused (the task changed elsewhere, say): the typed text stays, for the task as it
        // is now (the message says what happened).
        screen.mode = .edit(now, LineInput(text, initial: now.item.text))
      }
    case .askDelete(let task):
      let note = store.notes.noteName(of: task.item).flatMap {
        store.notes.notesFolder.contains($0) ? store.notes.notePath($0) : nil
      }
      screen.mode = .confirmDelete(task, note: note)
    case .delete(let task):
      // The question named the note: `del -f` keeps it, so it goes here, after the task.
      let notes = store.notes
      let note = notes.noteName(of: task.item).flatMap {
        notes.notesFolder.contains($0) ? $0 : nil
      }
      if runAction("del", [String(task.line)], for: task, force: true), let note {
        screen.message = context.l(
          notes.notesFolder.remove(note) ? .noteDeleted : .noteKept, notes.notePath(note))
      }
    case .priority(let task, let priority):
      if let priority {
        runAction("pri", [String(task.line), priority.letter], for: task)
      } else if task.item.priority != nil {
        runAction("depri", [String(task.line)], for: task)
      }
    case .archive:
      runAction("archive", [])
    case .undo:
      guard changes > 0 else {
        screen.message = context.l(.uiNothingToUndo)
        break
      }
      guard filesNow() == afterLastChange else {
        screen.message = context.l(.uiUndoNewerChange, System.baseName(settings.todoFile))
        break
      }
      if runAction("revert", [], counts: false) {
        changes -= 1
        afterLastChange = filesNow()
      }
    case .editor(let task):
      // The editor gets the terminal as the shell had it; the screen comes back after.
      terminal.leave()
      runAction("edit", [String(task.line)], for: task)
      _ = terminal.enter()
      shown = nil
    case .note(let task):
      terminal.leave()
      runAction("note", [String(task.line)], for: task)
      _ = terminal.enter()
      shown = nil
    case .detail(let task):
      let (status, output, errors) = capture("show", [String(task.line)], for: task)
      if status == 0 {
        // The task's text and its note came from files anyone syncing them may write: their
        // control characters are shown, never sent (nothing else here is coloured).
        var shown: [UInt8] = []
        TerminalText.escape(output, into: &shown)
        let lines = String(decoding: shown, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        screen.mode = .detail(lines: lines, scroll: 0)
      } else {
        screen.message = errors.last
      }
    }
    return true
  }

  /// The line number the last `add` reported.
  private var lastAddedLine: Int? {
    lastOutput.split(separator: "\n").first.flatMap { Int($0.prefix { $0 != " " }) }
  }
  private var lastOutput = ""

  /// Runs the CLI action `name` with `arguments` for `task` (as shown), its output kept for the
  /// message line, then reads the file again.
  ///
  /// - Returns: Whether it succeeded.
  @discardableResult
  private mutating func runAction(
    _ name: String, _ arguments: [String], for task: ScreenTask? = nil, force: Bool = false,
    keepsPriority: Bool = false, counts: Bool = true
  ) -> Bool {
    let before = filesNow()
    let (status, output, errors) = capture(
      name, arguments, for: task, force: force, keepsPriority: keepsPriority)
    lastOutput = String(decoding: output, as: UTF8.self)
    let lines = lastOutput.split(separator: "\n").map(String.init)
    if status == 0 {
      // Only a command that changed a file is a `revert` step (an editor closed without a
      // change is not).
      let after = filesNow()
      if counts && after != before {
        changes += 1
        afterLastChange = after
      }
      screen.message = errors.last ?? lines.last
    } else {
      screen.message = errors.last ?? lines.last
    }
    reload()
    return status == 0
  }

  /// The signatures of todo.txt and done.txt now.
  private func filesNow() -> [FileSignature?] {
    [store.fileSignature(), TodoFile(path: settings.doneFile).signature()]
  }

  /// Runs an action with its output captured: standard output's bytes, the error lines.
  private func capture(
    _ name: String, _ arguments: [String], for task: ScreenTask? = nil, force: Bool = false,
    keepsPriority: Bool = false
  ) -> (Int32, [UInt8], [String]) {
    var settings = self.settings
    settings.preservePriority = settings.preservePriority || keepsPriority
    // A change is its own `revert` step; the auto-archive waits for the way out.
    settings.autoArchive = false
    settings.force = settings.force || force
    settings.verbose = max(settings.verbose, 1)
    // A lock another command (or another user) holds is waited for 2 s at most: the screen
    // does not freeze for the whole TODOTXT_LOCK_TIMEOUT; the change is refused and says so.
    if let timeout = settings.lockTimeout { settings.lockTimeout = min(timeout, 2) }
    let output = Output(capturing: ())
    let console = Console(
      streams: context.streams, output: output, localizer: context.localizer,
      colourEnabled: false)
    var quiet = CommandContext(
      settings: settings, environment: context.environment, console: console,
      clock: context.clock, programPath: context.programPath,
      languageOverride: context.languageOverride)
    quiet.seen = task?.seen
    let status: Int32
    do {
      status = try HeldFolders.holding { () throws -> Int32 in
        try quiet.runBuiltIn(name, arguments)
      }
    } catch let error as CLIError {
      if !error.message.isEmpty { output.error(error.message) }
      status = error.status
    } catch let error as FileError {
      output.error(quiet.message(for: error))
      status = 1
    } catch let error as ExitStatus {
      status = error.status
    } catch {
      output.error(String(describing: error))
      status = 1
    }
    output.flush()
    return (status, output.captured, output.capturedErrors ?? [])
  }

  /// Reads todo.txt again into the screen, with the banners for conflict copies and markers.
  mutating func reload() {
    signature = store.fileSignature()
    changeTime = FileSignature.changeTime(path: settings.todoFile)
    // Read as a command reads it: a link swapped in since the screen opened that leads out
    // of the todo folder is refused at the open, and any error is shown, not taken for an
    // empty list.
    var file = TodoFile(path: settings.todoFile)
    file.confinement = store.sessionConfinement(for: settings.todoFile)
    let bytes: [UInt8]
    do {
      bytes = try file.read()
      screen.readError = nil
    } catch {
      bytes = []
      screen.readError = context.message(for: error)
    }
    let today = context.clock.today
    // After a change (ours or another program's) on the same day, only the lines that changed
    // are parsed (``ScreenReread``); the day's first read, or a new day (the hidden rule
    // depends on it), reads every line.
    if !(readOn == today && screen.reread(from: lastBytes, to: bytes, today: today)) {
      let list = TodoList(bytes: bytes)
      let entries = ListEntry.entries(of: list, readFrom: bytes)
      screen.load(entries.map { ScreenTask($0, today: today) })
    }
    readOn = today
    lastBytes = bytes
    hasMarkers = !TodoList.conflictMarkerLines(inFile: bytes).isEmpty
    updateBanners()
  }

  /// todo.txt's bytes as last read (the tasks' slices are in them).
  private var lastBytes: [UInt8] = []

  /// Whether todo.txt held conflict markers when last read.
  private var hasMarkers = false

  /// The banners: conflict copies beside todo.txt (looked for again every few seconds: a
  /// sync client may add one without touching todo.txt) and conflict markers in it.
  mutating func updateBanners() {
    var banners: [String] = []
    let copies = store.conflictCopies()
    if !copies.isEmpty {
      banners.append(
        context.l(
          .uiConflictCopies,
          copies.map(System.baseName).joined(separator: context.l(.listSeparator))))
    }
    if hasMarkers {
      banners.append(context.l(.uiConflictMarkers, System.baseName(settings.todoFile)))
    }
    screen.banners = banners
  }

  /// Draws the screen: only what changed since the last frame, in one write.
  mutating func draw() {
    let size = terminal.size()
    screen.scroll(pageSize: view.listRows(screen, rows: size.rows, columns: size.columns))
    let frame = view.frame(screen, rows: size.rows, columns: size.columns)
    terminal.write(frame.render(since: shown))
    shown = frame
  }

  /// The auto-archive (TODOTXT_AUTO_ARCHIVE) of the tasks marked done in this run, as `do`
  /// would have archived them: one more edit session, one more `revert` step.
  ///
  /// - Returns: Whether it succeeded or had nothing to do; when it fails (a lock held, a link
  ///   swapped in), it says why on standard error (the screen is gone by then) and nothing is
  ///   archived: the tasks stay done in todo.txt.
  mutating func archiveOnTheWayOut() -> Bool {
    reload()
    guard settings.autoArchive,
      screen.tasks.contains(where: { $0.isDone && markedDone.contains($0.key) })
    else { return true }
    let notes = ArchivedNotes()
    let store = self.store
    let settings = self.settings
    let output = context.console.output
    do {
      try store.withSession { session in
        try session.load()
        try store.archiveDoneTasks(
          in: session, compacting: !settings.preserveLineNumbers, notes: notes)
      }
    } catch let error as CLIError {
      output.error(error.message)
      return false
    } catch let error as FileError {
      output.error(context.message(for: error))
      return false
    } catch {
      output.error(String(describing: error))
      return false
    }
    store.notes.removeArchivedNotes(notes)
    return true
  }
}

extension TaskStore {
  /// todo.txt's signature now (`nil` when it does not exist).
  func fileSignature() -> FileSignature? { TodoFile(path: settings.todoFile).signature() }
}
