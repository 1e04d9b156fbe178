import TodoLocalization
import TodoTxt

/// Listing the tasks: list options and filter terms read, one file rendered as `ls` renders
/// it, and the open tasks with their dates as `due`, `agenda` and `export` read them.
struct Listing: ConsoleUser {
  let console: Console
  let settings: Settings
  let environment: [String: String]
  let clock: Clock
  /// The todo files the listings read.
  let store: TaskStore

  /// Where the notes the listings mark are.
  var notes: Notes { store.notes }
}

extension Listing {
  /// ``listFile(path:options:postFilter:postFilterDescription:)`` through ``FlatListing`` when
  /// its output is the plain one (no colour, todo.sh's order, no final filter, no JSON, terms
  /// that are plain words); `false` (nothing done) otherwise.
  func listFlat(path: String, bytes: [UInt8], options: ListOptions) throws -> Bool {
    let context = listContext
    guard options.sortKeys == nil, !options.json, context.sortCommand == nil,
      context.finalFilter == nil, context.preFilterCommand == nil,
      LinePainter(palette: context.palette, today: context.today).copiesLines
    else { return false }
    var needles: [[(needle: [UInt8], negated: Bool)]] = []
    for group in options.terms.groups {
      var literals: [(needle: [UInt8], negated: Bool)] = []
      for term in group {
        guard let literal = FlatListing.textLiteral(term) else { return false }
        literals.append(literal)
      }
      needles.append(literals)
    }
    let hides = settings.hideFuture && !settings.disableFilter && !options.showsAll
    var flat: FlatListing?
    bytes.withUnsafeBufferPointer { all in
      flat = FlatListing(
        bytes: all, today: hides ? context.today : nil, terms: needles, dates: options.dates,
        waiting: waitingTasks(all, options))
    }
    guard let flat else { return false }
    let markers = TodoList.conflictMarkerLines(inFile: bytes)
    if !markers.isEmpty {
      output.error(
        l(
          .conflictMarkersWarning, path,
          markers.map(String.init).joined(separator: l(.listSeparator))))
    }
    let shown = bytes.withUnsafeBufferPointer { all in
      (
        flat.write(bytes: all, width: digitCount(flat.lineCount)) { output.painted($0) },
        flat.listed
      )
    }
    if settings.verbose > 1 {
      let renderer = ListRenderer(context: context, width: 1)
      output.line(l(.debugFilter, renderer.filterDescription(options.terms)))
    }
    if settings.verbose > 0 {
      output.line("--")
      output.line(l(.tasksShown, prefix(path), String(shown.0), String(shown.1)))
      // The hint counts only the hidden tasks this listing would have shown.
      hiddenNotes(HiddenCounts(later: flat.hiddenMatching, waiting: flat.waitingMatching))
      if shown.1 == 0 && options.isUnfiltered
        && (localizer.language != .english || output.escapesControls)
      {
        output.line(l(.emptyList, settings.programName))
      }
    }
    return true
  }

  /// How many of `entries` pass `terms` (on the numbered line, as `ls` filters) and
  /// `postFilter`.
  func matchingCount(
    _ entries: [ListEntry], terms: FilterTerms, width: Int, postFilter: ((ListEntry) -> Bool)?
  ) -> Int {
    let filter = try? TermFilter(terms)
    var subject: [UInt8] = []
    return entries.count { entry in
      if let filter, !filter.isEmpty {
        subject.removeAll(keepingCapacity: true)
        appendNumber(entry.number, width: width, pad: 0x20, to: &subject)
        subject.append(0x20)
        subject.append(contentsOf: entry.text)
        guard subject.withUnsafeBufferPointer({ filter.matches($0) }) else { return false }
      }
      return postFilter?(entry) ?? true
    }
  }

  /// Runs `body`, turning a ``ListingError`` into its message.
  func catchingListingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch ListingError.invalidPattern(let error) {
      throw CLIError(message: l(.invalidPattern, error.pattern, regexErrorText(error)))
    } catch ListingError.commandFailed(let command) {
      throw CLIError(message: l(.commandFailed, command))
    }
  }

  /// The list options and terms of `arguments` (``ListOptions/init(_:today:weekStart:)``),
  /// with a message for a bad sort key or date range; without `--sort`, the keys of
  /// `TODOTXT_SORT` when `defaultSort`.
  func listOptions(_ arguments: ActionArguments, defaultSort: Bool = true) throws -> ListOptions {
    var options = try readOptions(arguments)
    if defaultSort { try applyDefaultSort(&options) }
    return options
  }

  /// The list options of `arguments` as typed (no `TODOTXT_SORT`).
  ///
  /// - Throws: ``CLIError`` naming a bad sort key or date range.
  func readOptions(_ arguments: ActionArguments) throws -> ListOptions {
    do throws(ListOptions.Problem) {
      return try ListOptions(arguments, today: clock.today, weekStart: settings.weekStart)
    } catch .badSortKey(let word) {
      if word.isEmpty { throw CLIError(message: l(.optionNeedsValue, OptionName.sort.word)) }
      throw CLIError(message: l(.badSortKey, word))
    } catch .badDateRange(let option, let word) {
      throw CLIError(message: l(.badDateRange, option.word, word))
    }
  }

  /// Gives `options` the keys of `TODOTXT_SORT` when it has no `--sort`.
  ///
  /// - Throws: ``CLIError`` naming a bad key in `TODOTXT_SORT`.
  func applyDefaultSort(_ options: inout ListOptions) throws {
    guard options.sortKeys == nil, let keys = settings.defaultSort else { return }
    do throws(ListOptions.BadSortKey) {
      options.sortKeys = try ListOptions.sortKeys(keys)
    } catch {
      throw CLIError(message: l(.badSortKey, error.word))
    }
  }

  /// What listings take from this run: colours, today, the sort and final-filter commands.
  var listContext: ListContext {
    ListContext(
      palette: Palette(
        settings: settings, colourEnabled: colourEnabled, escapeControls: output.escapesControls),
      today: clock.today,
      sortCommand: settings.sortCommand, finalFilter: settings.finalFilter,
      preFilterCommand: settings.preFilterCommand,
      childEnvironment: settings.childEnvironment, childDirectory: settings.workingDirectory,
      notes: self.notes.noteLocation)
  }
}
extension Listing {
  /// `TODOTXT_SOURCEVAR`, evaluated by bash as todo.sh's `eval "FILE=$TODOTXT_SOURCEVAR"`.
  func expandSourceVar(_ value: String) throws -> [String] {
    let script = "eval \"FILE=$1\"; for f in \"${FILE[@]}\"; do printf '%s\\0' \"$f\"; done"
    guard
      let result = Processes.run(
        ["bash", "-c", script, "todo", value], environment: settings.childEnvironment,
        directory: settings.workingDirectory)
    else { throw CLIError(message: l(.commandFailed, "bash")) }
    return result.output.split(separator: 0).map { TodoList.escapedText($0) }
  }

  /// `listproj`/`listcon`: the distinct `+project`/`@context` tokens (``TokenNames``) of every
  /// line (done ones too) that matches the terms (`grep -i`, `-TERM` excludes).
  func listWords(sigil: Character, _ arguments: ActionArguments) throws -> Int32 {
    // `--json`: each name as a JSON string on its own line.
    let json = arguments.has(.json)
    let terms = try listOptions(arguments, defaultSort: false).terms
    var sources: [String] = [settings.todoFile]
    if let sourceVar = settings.sourceVar {
      sources = try expandSourceVar(sourceVar)
    }
    let filter: TermFilter
    do {
      filter = try TermFilter(terms)
    } catch {
      throw CLIError(message: l(.invalidPattern, error.pattern, regexErrorText(error)))
    }
    var names = try TokenNames(
      sigil: sigil, before: settings.sigilBefore, after: settings.sigilAfter,
      valid: settings.sigilValid)
    for source in sources {
      let list = TodoList(bytes: try store.writers.readListed(source))
      store.warnAboutConflictMarkers(list, path: source)
      for n in list.lineNumbers {
        list.withBytes(ofLine: n) { line in
          if filter.matches(line) { names.add(tokensOf: line) }
        }
      }
    }
    for name in names.names {
      if json {
        output.line(JSONLine.quoted(String(decoding: name, as: UTF8.self)))
      } else {
        output.raw(name + [0x0A])
      }
    }
    return 0
  }
}

extension Listing {
  /// todo.sh's `_list`: render one file with its footer `--` / `PREFIX: X of Y tasks shown`.
  func listFile(
    path: String, options: ListOptions, postFilter: ((ListEntry) -> Bool)? = nil,
    postFilterDescription: String? = nil
  ) throws {
    let terms = options.terms
    let bytes = try store.writers.readListed(path)
    if postFilter == nil, try listFlat(path: path, bytes: bytes, options: options) { return }
    let list = TodoList(bytes: bytes)
    store.warnAboutConflictMarkers(list, path: path)
    var renderer = ListRenderer(context: listContext, width: digitCount(list.count))
    let postFilter = Self.joined(postFilter, options.dates)
    renderer.postFilter = postFilter
    renderer.postFilterDescription = postFilterDescription
    renderer.sortKeys = options.sortKeys
    renderer.json = options.json
    let entries = ListEntry.entries(of: list, readFrom: bytes)
    // Tasks whose start date (t:) is still ahead, and h:1 tasks, are hidden; -x and --all show
    // them, and TODOTXT_HIDE_FUTURE=0 never hides them (todo.sh's lists).
    var visible = entries
    if settings.hideFuture && !settings.disableFilter && !options.showsAll {
      let today = clock.today
      visible = entries.filter { !$0.isHiddenUntilLater(today: today) }
    }
    // The hint counts only the hidden tasks this listing would have shown.
    var hidden = HiddenCounts()
    if visible.count != entries.count {
      hidden.later = matchingCount(
        entries.filter { $0.isHiddenUntilLater(today: clock.today) }, terms: terms,
        width: renderer.width, postFilter: postFilter)
    }
    // Tasks waiting for another open task are left out too (`--blocked`, `-x` show them).
    if let waiting = bytes.withUnsafeBufferPointer({ waitingTasks($0, options) }) {
      let isWaiting = { (entry: ListEntry) in
        entry.text.withUnsafeBufferPointer { waiting.isWaiting($0) }
      }
      hidden.waiting = matchingCount(
        visible.filter(isWaiting), terms: terms, width: renderer.width, postFilter: postFilter)
      if hidden.waiting > 0 { visible = visible.filter { !isWaiting($0) } }
    }
    let shown: Int
    if settings.finalFilter == nil || options.json {
      // JSON is not painted: on a terminal its control characters are escaped like any text.
      let emit = options.json ? output.raw : output.painted
      shown = try catchingListingErrors { try renderer.render(visible, terms: terms) { emit($0) } }
    } else {
      let lines = try catchingListingErrors {
        try renderer.finalFilter(try renderer.render(visible, terms: terms))
      }
      output.painted(lines.bytes)
      shown = lines.count
    }
    if options.json { return }
    if settings.verbose > 1 {
      output.line(l(.debugFilter, renderer.filterDescription(terms)))
    }
    if settings.verbose > 0 {
      output.line("--")
      output.line(l(.tasksShown, prefix(path), String(shown), String(entries.count)))
      // On standard error: the footer stays the last line scripts read (`todo ls | tail -1`).
      hiddenNotes(hidden)
      // An empty list says so kindly, with how to add a task: in Chinese, and in English on a
      // terminal (piped, the English output is todo.sh's, byte for byte).
      if entries.isEmpty && options.isUnfiltered
        && (localizer.language != .english || output.escapesControls)
      {
        output.line(l(.emptyList, settings.programName))
      }
    }
  }
}

extension Listing {
  /// `postFilter` and the date filters `dates` both, as one condition on an entry; `nil` when
  /// there is neither.
  static func joined(
    _ postFilter: ((ListEntry) -> Bool)?, _ dates: [DateFilter]
  ) -> ((ListEntry) -> Bool)? {
    guard !dates.isEmpty else { return postFilter }
    return { entry in
      entry.text.withUnsafeBufferPointer { DateFilter.all(dates, match: $0) }
        && (postFilter?(entry) ?? true)
    }
  }
}

extension Listing {
  /// The tasks of the file `bytes` that wait for another (``Dependencies``), when a listing
  /// with `options` leaves them out: not with `-x`, `--all`, `--blocked` or
  /// `TODOTXT_HIDE_BLOCKED=0`, and not when no task waits; else `nil`.
  func waitingTasks(_ bytes: UnsafeBufferPointer<UInt8>, _ options: ListOptions) -> Dependencies? {
    guard settings.hideBlocked, !settings.disableFilter, !options.showsAll, !options.showsWaiting
    else { return nil }
    let dependencies = Dependencies(bytes: bytes)
    return dependencies.isEmpty ? nil : dependencies
  }
}
