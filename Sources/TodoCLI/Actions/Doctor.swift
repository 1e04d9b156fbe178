import TodoLocalization
import TodoTxt

// MARK: - doctor

extension CommandContext {
  /// `todo doctor`: what todo is using and what in the files looks wrong, localized; exits 0.
  ///
  /// Reports the configuration file, the todo and done files (symlink targets, line counts,
  /// line endings, lines that are not valid UTF-8, `due:`/`t:` values that are not real days),
  /// the language and the setting that chose it, where the string tables are, the colour
  /// decision and why, conflict copies from sync clients beside the files, and the add-on
  /// directory.
  func doctor(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    if let config = settings.configFile {
      output.line(l(.doctorConfig, config))
    } else {
      output.line(l(.doctorNoConfig, settings.todoDir))
    }
    for path in [settings.todoFile, settings.doneFile] {
      output.line(l(.doctorFile, prefix(path), path))
      let real = System.realPath(path)
      if real != path && System.isFile(path) { output.line(l(.doctorLinkTarget, real)) }
      guard System.isFile(path) else {
        output.line(l(.doctorMissingFile))
        continue
      }
      let list = TodoList(bytes: try TodoFile(path: path).read())
      var lf = 0
      var crlf = 0
      var blank = 0
      var invalidUTF8: [String] = []
      var invalidDates: [String] = []
      for n in list.lineNumbers {
        switch list.lineEnding(ofLine: n) {
        case .lf: lf += 1
        case .crlf: crlf += 1
        case .none: break
        }
        if list.isBlank(line: n) {
          blank += 1
          continue
        }
        guard list.isValidUTF8(line: n) else {
          invalidUTF8.append(String(n))
          continue
        }
        let item = try list.item(atLine: n)
        for (key, value) in item.tags where (key == "due" || key == "t") {
          if TodoDate(parsing: value) == nil { invalidDates.append("\(n) (\(key):\(value))") }
        }
        if item.tokens.contains(.word("due:")) { invalidDates.append("\(n) (due:)") }
      }
      let endings =
        lf > 0 && crlf > 0
        ? l(.doctorMixedEndings, String(lf), String(crlf)) : (crlf > 0 ? "CRLF" : "LF")
      output.line(l(.doctorLines, String(list.count), String(blank), endings))
      if !invalidUTF8.isEmpty {
        output.line(l(.doctorInvalidUTF8, invalidUTF8.joined(separator: ", ")))
      }
      if !invalidDates.isEmpty {
        output.line(l(.doctorInvalidDates, invalidDates.joined(separator: ", ")))
      }
    }
    let choice = Language.resolve(environment: environment, override: languageOverride)
    output.line(l(.doctorLanguage, localizer.language.rawValue, choice.decidedBy))
    output.line(
      l(.doctorTables, localizer.directory ?? l(.doctorNone))
        + (localizer.problem.map { " (" + $0 + ")" } ?? ""))
    let reason: String
    if settings.colourForced != nil {
      reason = l(.doctorColourForced)
    } else if !(environment["NO_COLOR"] ?? "").isEmpty {
      reason = l(.doctorColourNoColor)
    } else {
      reason = System.isTerminal(1) ? l(.doctorColourTerminal) : l(.doctorColourPipe)
    }
    output.line(l(.doctorColour, colourEnabled ? l(.doctorOn) : l(.doctorOff), reason))
    let copies = conflictCopies()
    output.line(
      l(.doctorConflicts, copies.isEmpty ? l(.doctorNone) : copies.joined(separator: ", ")))
    output.line(l(.doctorActions, settings.actionsDir ?? l(.doctorNone)))
    return 0
  }

  /// Files beside todo.txt and done.txt that Dropbox (`todo (… conflicted copy …).txt`),
  /// Syncthing (`todo.sync-conflict-….txt`) or Nextcloud/ownCloud (`todo (conflicted copy
  /// ….txt`, `todo_conflict-….txt`) made when two machines changed the file at once.
  func conflictCopies() -> [String] {
    var found: [String] = []
    for path in Set([settings.todoFile, settings.doneFile]) {
      let dir = System.dirName(path)
      let name = System.baseName(path)
      let stem = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
      for entry in System.directoryEntries(dir) ?? []
      where entry != name && entry.hasPrefix(stem) && entry.lowercased().contains("conflict") {
        found.append(dir + "/" + entry)
      }
    }
    return found.sorted()
  }
}
