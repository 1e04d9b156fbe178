import TodoLocalization
import TodoTxt

// MARK: - Shared steps

extension TaskStore {
  /// Parses a task number as todo.sh's `getTodo`: digits only, else the action's usage error.
  /// Checks that every one of `numbers` is a task number before any is acted on, so a bad
  /// argument (`do 1 -f`) changes nothing.
  func validateNumbers(_ numbers: [String], usage: String) throws {
    for typed in numbers { _ = try lineNumber(typed, usage: usage) }
  }

  func lineNumber(_ typed: String?, usage: @autoclosure () -> String) throws -> Int {
    guard let typed else { throw CLIError(message: usage()) }
    let normalized = input.normalizeNumbers(typed)
    guard !normalized.isEmpty, normalized.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      throw CLIError(message: usage())
    }
    // Beyond Int's range is simply no such task.
    return Int(normalized) ?? Int.max
  }

  /// The task on line `number`, or todo.sh's `No task N.` for a missing or empty line.
  func task(
    in list: TodoList, _ number: Int, typed: String, file: String? = nil
  ) throws -> TodoItem {
    guard number >= 1, number <= list.count, !list.isBlank(line: number) else {
      throw CLIError(message: l(.noTask, prefix(file), input.normalizeNumbers(typed)))
    }
    return try list.item(atLine: number)
  }

  /// Like ``task(in:_:typed:file:)``, for an edit written back with
  /// `TodoList.replace(line:withEditable:)`: a line that is not valid UTF-8 (Latin-1, Big5)
  /// comes with its other bytes escaped, so the edit changes only the bytes it adds or removes
  /// (todo.sh's `sed` edits are byte-exact too).
  func editableTask(in list: TodoList, _ number: Int, typed: String) throws -> TodoItem {
    _ = try task(in: list, number, typed: typed)
    return try list.editableItem(atLine: number)
  }

  /// `N TEXT` as the file holds line `number` (raw bytes on a line that is not valid UTF-8),
  /// for the verbose report of an edit.
  func taskLine(_ typed: String, _ list: TodoList, _ number: Int) -> [UInt8] {
    Array((typed + " ").utf8) + list.bytes(ofLine: number) + [0x0A]
  }

  /// Runs `body` in one edit session on `path` (todo.txt by default) under todo.txt's lock,
  /// commits what it changed, then prints what it recorded.
  ///
  /// One command is one transaction: when `body` throws (a task number that does not exist,
  /// a done.txt that cannot be read), nothing is written and nothing it recorded is printed;
  /// only the error is (todo.sh's `do 1 99` completes task 1 before it fails on 99).
  ///
  /// - Throws: What `body` throws, or ``FileError`` from the commit (then nothing was written
  ///   and nothing is printed).
  @discardableResult
  func withSession<R>(editing path: String? = nil, _ body: (EditSession) throws -> R) throws -> R {
    let session = try editSession(editing: path)
    try refuseConflictMarkers(in: session)
    let result = try body(session)
    try refuseConflictMarkers(inAppendsOf: session)
    try session.commit()
    output.emit(session.transcript)
    return result
  }

  /// Runs `body` on the lines of `path` (todo.txt by default) in one edit session; see
  /// ``withSession(editing:_:)``.
  @discardableResult
  func editTodo<R>(
    file path: String? = nil, _ body: (inout TodoList, inout Transcript) throws -> R
  ) throws -> R {
    try withSession(editing: path) { session in
      try session.load()
      return try body(&session.list, &session.transcript)
    }
  }

  /// The shared shape of `depri`, `do` and `undo`: `N [N…]` (or `1,2`), every number checked
  /// before any task changes, then `body` on each task in order, then `finish`, all in one
  /// edit session; a `false` from `body` (its message recorded) makes the exit status 1.
  func editEach(
    _ args: [String], usage: String, blankLine: ((String) -> CLIError)? = nil,
    then finish: ((EditSession) throws -> Void)? = nil,
    _ body: (
      _ list: inout TodoList, _ transcript: inout Transcript, _ typed: String, _ number: Int,
      _ item: TodoItem
    ) throws -> Bool
  ) throws -> Int32 {
    let numbers = input.taskNumbers(args)
    guard !numbers.isEmpty else { throw CLIError(message: usage) }
    try validateNumbers(numbers, usage: usage)
    var status: Int32 = 0
    try withSession { session in
      try session.load()
      try eachTask(in: &session.list, &session.transcript)
      try finish?(session)
    }
    return status

    func eachTask(in list: inout TodoList, _ transcript: inout Transcript) throws {
      // Numbers mean the lines the user saw, not the repeats this command appends.
      let lines = list.count
      for typed in numbers {
        let number = try lineNumber(typed, usage: usage)
        if number > lines { throw CLIError(message: l(.noTask, prefix(), typed)) }
        if let blankLine, number >= 1, number <= list.count, list.isBlank(line: number) {
          throw blankLine(typed)
        }
        let item = try editableTask(in: list, number, typed: typed)
        if try !body(&list, &transcript, typed, number, item) {
          status = 1
        }
      }
    }
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}

extension TaskStore {
  /// Two due: (t:, rec:) tags: only the first counts, which is rarely what was meant.
  func warnAboutDuplicateTags(
    _ item: TodoItem, number: String, into transcript: inout Transcript
  ) {
    for key in ["due", "t", "rec"] where item.tags.filter({ $0.key == key }).count > 1 {
      transcript.error(l(.duplicateTag, number, key + ":"))
    }
  }
}
