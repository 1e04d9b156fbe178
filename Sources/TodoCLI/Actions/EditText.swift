import TodoLocalization
import TodoTxt

// MARK: - append, prepend, replace

extension CommandContext {
  /// The shared shape of `append`, `prepend` and `replace`: `N TEXT…`, or a prompt for the
  /// text (on a terminal through the line editor; never with `-f`) asked before the file is
  /// locked; text empty after trimming is a usage error, a control character is refused;
  /// due:/t: words become dates; `edit` changes the task, `report` prints.
  private func editText(
    _ args: [String], usage: String, prompt promptText: String,
    edit: (inout TodoItem, String) -> Void,
    report: (_ old: [UInt8], _ new: [UInt8], inout Transcript) -> Void
  ) throws -> Int32 {
    let typed = args.first
    let number = try store.lineNumber(typed, usage: usage)
    var input = args.dropFirst().joined(separator: " ")
    if args.count < 2 && !settings.force {
      // Check the task exists before asking for text.
      _ = try store.task(
        in: TodoList(bytes: try TodoFile(path: settings.todoFile).read()), number, typed: typed!)
      input = promptLine(promptText) ?? ""
    }
    // Nothing given, or only spaces: nothing to do (todo.sh would store an empty edit, and
    // `replace` would blank the task without asking).
    input = store.resolvingDates(in: try store.cleanedTaskText(input, usage: usage))
    return try store.editTodo { list, transcript in
      var item = try store.editableTask(in: list, number, typed: typed!)
      let old = store.taskLine(typed!, list, number)
      edit(&item, input)
      if list.isValidUTF8(line: number)
        && input.unicodeScalars.contains(where: TodoList.isByteEscape)
      {
        // Typed bytes that are not UTF-8 (an argument read as bytes) are stored as those bytes
        // (on a line that is not UTF-8, ``TodoList/replace(line:withEditable:)`` does so).
        try list.replaceBytes(line: number, with: TodoList.unescapedBytes(item.text))
      } else {
        try list.replace(line: number, withEditable: item)
      }
      if settings.verbose > 0 { report(old, store.taskLine(typed!, list, number), &transcript) }
      store.warnAboutDuplicateTags(item, number: typed!, into: &transcript)
      return 0
    }
  }

  func append(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usageAppend, settings.programName), prompt: l(.promptAppend),
      edit: { item, input in
        // todo.sh: no space before text that starts with one of SENTENCE_DELIMITERS (,.:;);
        // Chinese punctuation joins the same way (，改到下午 3 點).
        let noSpace =
          input.first.map {
            settings.sentenceDelimiters.contains($0) || Self.chinesePunctuation.contains($0)
          } ?? false
        item.append(input, separator: noSpace ? "" : " ")
      },
      report: { _, new, transcript in transcript.raw(new) })
  }

  func prepend(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usagePrepend, settings.programName), prompt: l(.promptPrepend),
      edit: { item, input in
        // Text ending in Chinese punctuation (緊急：) joins the task without a space.
        let noSpace = input.last.map { Self.chinesePunctuation.contains($0) } ?? false
        item.prepend(input, separator: noSpace ? "" : " ")
      },
      report: { _, new, transcript in transcript.raw(new) })
  }

  func replace(_ args: [String]) throws -> Int32 {
    try editText(
      args, usage: l(.usageReplace, settings.programName), prompt: l(.promptReplacement),
      edit: { item, input in item.replace(with: input) },
      report: { old, new, transcript in
        transcript.raw(old)
        transcript.line(l(.replacedWith))
        transcript.raw(new)
      })
  }

  /// Full-width punctuation that joins text without a space, as SENTENCE_DELIMITERS does:
  /// Chinese puts no space after it.
  static let chinesePunctuation: Set<Character> = ["，", "。", "、", "；", "：", "！", "？"]
}
