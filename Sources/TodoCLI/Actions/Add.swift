import TodoLocalization
import TodoTxt

// MARK: - add, addm, addto

extension CommandContext {
  /// The text of `add`/`addm`: the arguments joined, or a line read after the `Add: ` prompt
  /// (never with `-f`; on a terminal through the line editor, ``promptLine(_:initial:)``);
  /// nothing at all is the usage error (todo.sh: `[ -z "$2" ]`; for an empty answer todo.sh
  /// would add an empty line).
  private func textToAdd(_ args: [String], usage: String) throws -> String {
    var text = args.joined(separator: " ")
    if args.isEmpty {
      guard !settings.force, let line = promptLine(l(.promptAdd)) else {
        throw CLIError(message: usage)
      }
      text = line
    }
    guard !(args.first ?? text).isEmpty, !text.isEmpty else { throw CLIError(message: usage) }
    return text
  }

  func add(_ args: [String]) throws -> Int32 {
    let usage = l(.usageAdd, settings.programName)
    let text = try textToAdd(args, usage: usage)
    // Text that is only spaces would be a task no listing shows and no number reaches.
    try addLines([store.cleanedTaskText(text, usage: usage)], to: settings.todoFile)
    return 0
  }

  func addMultiple(_ args: [String]) throws -> Int32 {
    let usage = l(.usageAddm, settings.programName)
    let text = try textToAdd(args, usage: usage)
    // One task per line (LF or CRLF); empty and blank lines are skipped, as todo.sh's IFS
    // splitting skips empty ones.
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
      .filter { !$0.trimmingWhitespace().isEmpty }
    guard !lines.isEmpty else { throw CLIError(message: usage) }
    try addLines(lines.map { try store.cleanedTaskText($0, usage: usage) }, to: settings.todoFile)
    return 0
  }

  func addTo(_ args: [String]) throws -> Int32 {
    let usage = l(.usageAddto, settings.programName)
    guard let dest = args.first, args.count >= 2 else { throw CLIError(message: usage) }
    let path = settings.todoDir + "/" + dest
    guard System.isFile(path) else { throw CLIError(message: l(.destinationMissing, path)) }
    try store.checkLink(path)
    let text = try store.cleanedTaskText(args.dropFirst().joined(separator: " "), usage: usage)
    try addLines([text], to: path)
    return 0
  }

  /// todo.sh's `_addto`: upper-case a leading `(x)`, apply `TODOTXT_PRIORITY_ON_ADD` and `-t`,
  /// then append (ending an unterminated last line first), echo `N text` and
  /// `PREFIX: N added.`. All of `inputs` are one append: one commit, one `revert` step.
  func addLines(_ inputs: [String], to path: String) throws {
    let texts = inputs.map(lineToAdd)
    if !System.isDirectory(System.dirName(path)) {
      _ = System.makeDirectories(System.dirName(path))
    }
    // As ``withSession(editing:_:)``, with the lines counted first: that one read of the file
    // also tells whether the conflict-marker check must read it.
    let session = try store.editSession(editing: path)
    let numbers = try session.appendLines(texts)
    try store.refuseConflictMarkers(in: session)
    for (text, number) in zip(texts, numbers.map(String.init)) {
      if settings.verbose > 0 {
        // The text's bytes as stored (an argument's bytes that are not UTF-8 as they are).
        session.transcript.raw(Array((number + " ").utf8) + TodoList.unescapedBytes(text) + [0x0A])
        session.transcript.line(l(.added, prefix(path), number))
      }
      store.warnAboutDuplicateTags(TodoItem(parsing: text), number: number, into: &session.transcript)
    }
    try session.commit()
    output.emit(session.transcript)
  }

  /// The line `add` writes for `input`: dates resolved, a leading `(x)` upper-cased,
  /// `TODOTXT_PRIORITY_ON_ADD` and `-t` applied.
  private func lineToAdd(_ input: String) -> String {
    var text = store.resolvingDates(in: input)
    var utf8 = Array(text.utf8)
    if utf8.count >= 3, utf8[0] == 0x28, utf8[1] >= 0x61, utf8[1] <= 0x7A, utf8[2] == 0x29 {
      utf8[1] -= 0x20
      text = String(decoding: utf8, as: UTF8.self)
    }
    let hasPriority = TodoItem(parsing: text).priority != nil
    if !settings.priorityOnAdd.isEmpty && !hasPriority {
      text = "(" + settings.priorityOnAdd + ") " + text
    }
    if settings.dateOnAdd {
      let item = TodoItem(parsing: text)
      let date = clock.today.description
      if let p = item.priority {
        let rest =
          text.utf8.count >= 4 ? String(decoding: Array(text.utf8)[4...], as: UTF8.self) : ""
        text = "(" + p.letter + ") " + date + " " + rest
      } else {
        text = date + " " + text
      }
    }
    return text
  }
}
