import TodoLocalization
import TodoTxt

// MARK: - list, listall, listpri, listfile, listproj, listcon, listaddons

extension CommandContext {
  func list(_ arguments: ActionArguments) throws -> Int32 {
    try listing.listFile(path: settings.todoFile, options: try listing.listOptions(arguments))
    return 0
  }

  func listPriority(_ args: ActionArguments) throws -> Int32 {
    var options = try listing.listOptions(args)
    var range = PriorityRange.all
    if let first = options.terms.first, let given = PriorityRange(store.normalizeNumbers(first)) {
      range = given
      options.terms.removeFirst()
    }
    try listing.listFile(
      path: settings.todoFile, options: options,
      postFilter: { entry in entry.priorityLetter.map(range.letters.contains) ?? false },
      postFilterDescription: "grep '^ *[0-9]\\+ ([\(range.text)]) '")
    return 0
  }

  func listAll(_ args: ActionArguments) throws -> Int32 {
    let options = try listing.listOptions(args)
    let terms = options.terms
    let todo = TodoList(bytes: try store.readListed(settings.todoFile))
    let done = TodoList(bytes: try store.readListed(settings.doneFile))
    store.warnAboutConflictMarkers(todo, path: settings.todoFile)
    store.warnAboutConflictMarkers(done, path: settings.doneFile)
    let width = digitCount(todo.count)
    var renderer = ListRenderer(context: listing.listContext, width: width)
    renderer.sortKeys = options.sortKeys
    renderer.json = options.json
    // done.txt lines are numbered 0, as todo.sh's awk does.
    let entries = ListEntry.entries(of: todo, done)
    if options.json {
      _ = try listing.catchingListingErrors { try renderer.render(entries, terms: terms) { output.raw($0) } }
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
      let plain = ListRenderer(context: listing.listContext, width: 1)
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

  /// `listproj`/`listcon`: the distinct `+project`/`@context` tokens (``TokenNames``) of every
  /// line (done ones too) that matches the terms (`grep -i`, `-TERM` excludes).
  func listWords(sigil: Character, _ arguments: ActionArguments) throws -> Int32 {
    // `--json`: each name as a JSON string on its own line.
    let json = arguments.has(.json)
    let terms = try listing.listOptions(arguments, defaultSort: false).terms
    var sources: [String] = [settings.todoFile]
    if let sourceVar = settings.sourceVar {
      sources = try expandSourceVar(sourceVar)
    }
    var matchers: [(Regex, Bool)] = []
    for term in terms {
      let negated = term.hasPrefix("-")
      let pattern = negated ? String(term.dropFirst()) : term
      do {
        matchers.append((try Regex(pattern, ignoringCase: true), negated))
      } catch {
        throw CLIError(message: l(.invalidPattern, error.pattern, regexErrorText(error)))
      }
    }
    var names = try TokenNames(
      sigil: sigil, before: settings.sigilBefore, after: settings.sigilAfter,
      valid: settings.sigilValid)
    for source in sources {
      let list = TodoList(bytes: try store.readListed(source))
      store.warnAboutConflictMarkers(list, path: source)
      for n in list.lineNumbers {
        list.withBytes(ofLine: n) { line in
          if matchers.allSatisfy({ $0.0.matches(line) != $0.1 }) { names.add(tokensOf: line) }
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

  /// `TODOTXT_SOURCEVAR`, evaluated by bash as todo.sh's `eval "FILE=$TODOTXT_SOURCEVAR"`.
  private func expandSourceVar(_ value: String) throws -> [String] {
    let script = "eval \"FILE=$1\"; for f in \"${FILE[@]}\"; do printf '%s\\0' \"$f\"; done"
    guard
      let result = System.run(
        ["bash", "-c", script, "todo", value], environment: settings.childEnvironment,
        directory: settings.workingDirectory)
    else { throw CLIError(message: l(.commandFailed, "bash")) }
    return result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

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
