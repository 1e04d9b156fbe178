import TodoLocalization
import TodoTxt

// MARK: - note

extension NoteAction {
  /// `note NR`: the task's note in the editor (made first, with the add-on's `# title` line and
  /// the task's `note:NAME.txt` tag, when it has none); `note NR TEXT`: TEXT added to it as a
  /// line, no editor.
  func note(_ args: [String]) throws -> Int32 {
    let usage = l(.usageNote, settings.programName)
    guard let typed = args.first else { throw CLIError(message: usage) }
    let number = try store.lineNumber(typed, usage: usage)
    let text =
      args.count >= 2
      ? try input.cleanedTaskText(args.dropFirst().joined(separator: " "), usage: usage) : nil
    // No such task is said first: an editor would not help.
    let preview = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    _ = try store.task(in: preview, number, typed: typed)
    let editor = editorCommand
    if text == nil && editor == nil {
      throw CLIError(message: l(.noteNeedsEditor, settings.programName))
    }
    let original = preview.bytes(ofLine: number)
    // The task as its bytes (a byte that is not UTF-8 held as an escape): the note it names is
    // that file, never one whose name decodes alike.
    let item = TodoItem(parsing: TodoList.escapedText(original))
    let folder = notes.notesFolder
    let existingName = notes.noteName(of: item)
    if let existingName, !NotesFolder.isPlainName(existingName) {
      throw CLIError(message: l(.noteNameRefused, typed, existingName, folder.path))
    }
    if let existingName, folder.isOwnName(existingName) {
      throw CLIError(message: l(.noteOwnFile, typed, existingName))
    }
    let name = existingName ?? newNoteName(for: original, in: folder)
    let path = notes.notePath(name)
    func failure(_ error: NotesFolder.Failure) -> CLIError {
      switch error {
      case .badName: return CLIError(message: l(.noteNameRefused, typed, name, folder.path))
      case .ownFile: return CLIError(message: l(.noteOwnFile, typed, name))
      case .notRegular: return CLIError(message: l(.noteNotRegular, path))
      case .failed(let code): return CLIError(message: l(.noteFailed, path, systemErrorText(code)))
      case .tooLarge:
        return CLIError(message: l(.noteTooLarge, path, String(NotesFolder.maximumSize >> 20)))
      }
    }
    // A note may be synced: another program still writing it is waited for, as todo.txt is.
    if folder.isNoteName(name) { try store.writers.awaitWriters(ofUntrusted: path) }
    let existing: [UInt8]?
    do throws(NotesFolder.Failure) {
      existing = try folder.read(name)
    } catch {
      throw failure(error)
    }
    let content = existing ?? TodoList.unescapedBytes("# " + noteTitle(item) + "\n")
    var updated = content
    if let text {
      // The note's own line ending: that of its first line, LF when it has none.
      let ending: [UInt8] = Notes.usesCRLF(content) ? [0x0D, 0x0A] : [0x0A]
      if let last = updated.last, last != 0x0A { updated += ending }
      updated += TodoList.unescapedBytes(text) + ending
    } else if let editor {
      updated = try runEditor(editor, on: content, name: "note")
      // The editor may have been open for long: anyone writing the note now is waited for.
      try store.writers.awaitWriters(ofUntrusted: path)
    }
    if existingName != nil && updated == existing {
      output.line(l(.noteUnchanged, typed))
      return 0
    }
    // A new note left as it was offered (the editor closed without saving, or saved nothing
    // new): no file, no tag, as a to-do app's Cancel.
    if existingName == nil && text == nil && updated == content {
      output.line(l(.noteNotCreated, typed))
      return 0
    }
    let identity: NotesFolder.Identity
    do throws(NotesFolder.Failure) {
      identity = try folder.replace(name, with: updated)
    } catch {
      throw failure(error)
    }
    if existingName != nil {
      if settings.verbose > 0 { output.line(l(.noteUpdated, typed, path)) }
      return 0
    }
    // A new note: the task gets its tag, as the add-on's `sed "s/$/ note:NAME/"` gives it.
    do {
      return try store.withSession { session in
        try session.load()
        _ = try store.task(in: session.list, number, typed: typed)
        guard session.list.bytes(ofLine: number) == original else {
          throw CLIError(message: l(.editTaskChanged, typed))
        }
        try session.list.replaceBytes(
          line: number, with: original + TodoList.unescapedBytes(" " + notes.noteTag + ":" + name))
        // Its version names the note: `revert` removes it with the tag.
        session.createdNote = Backups.CreatedNote(name: name, identity: identity)
        if settings.verbose > 0 {
          session.transcript.raw(store.taskLine(typed, session.list, number))
          session.transcript.line(l(.noteAdded, typed))
        }
        return 0
      }
    } catch {
      // The task was not tagged: the new note would be no one's.
      folder.remove(name)
      throw error
    }
  }

  /// The add-on's first line of a note: the task without `x DATE ` and `(A) `, its words
  /// joined by one space (`echo \# $title`).
  private func noteTitle(_ item: TodoItem) -> String {
    var text = Substring(item.text)
    if text.hasPrefix("x "), text.count >= 13,
      TodoDate(parsing: text.dropFirst(2).prefix(10)) != nil,
      text.dropFirst(12).first == " "
    {
      text = text.dropFirst(13)
    }
    if text.count >= 3, text.first == "(", text.dropFirst(2).first == ")" {
      text = text.dropFirst(3)
      if text.first == " " { text = text.dropFirst() }
    }
    return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
  }

  /// A free note name like the add-on's (`mktemp XXX`: three letters or digits, then the
  /// extension), derived from the task so that the same files give the same name.
  private func newNoteName(for line: [UInt8], in folder: NotesFolder) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var seed = FNV1a.hash(line)
    while true {
      var value = seed
      var name = ""
      for _ in 0..<3 {
        name.append(alphabet[Int(value % UInt64(alphabet.count))])
        value /= UInt64(alphabet.count)
      }
      name += notes.noteExtension
      if folder.isNoteName(name) && !folder.contains(name) { return name }
      seed = FNV1a.hash([0x2B], seed: seed)
    }
  }

}

/// `todo note NR`: opens the note of task NR in $VISUAL or $EDITOR, making it and the task's
/// note:NAME.txt tag first when it has none.
struct NoteAction: TodoAction {
  static let declaration = ActionDeclaration(
    "note", .actionSummaryNote, .actionHelpNote, arguments: ActionRegistry.number, writes: true
  )

  let basics: RunBasics
  let input: TaskInput
  let store: TaskStore
  let notes: Notes

  init(_ context: CommandContext) {
    basics = context.basics
    input = context.input
    store = context.store
    notes = context.notes
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try note(arguments.words)
  }
}
