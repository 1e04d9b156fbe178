import TodoLocalization
import TodoTxt

/// Where the notes of tasks are and how a task names one, as the todo.sh `note` add-on keeps
/// them: the tag `note:NAME.txt`, the file `NAME.txt` in `TODO_NOTES_DIR`.
struct NoteLocation: Sendable {
  /// `TODO_NOTES_DIR`, else `TODO_DIR/notes`.
  var directory: String
  /// `TODO_NOTE_TAG`, else `note`.
  var tag = "note"
  /// `TODO_NOTE_EXT`, else `.txt`.
  var fileExtension = ".txt"

  /// The note name of `item`: the value of its first `note:` tag that ends with the note
  /// extension, as the add-on's `grep -o " note:[^ .]*.txt"` finds it.
  func name(of item: TodoItem) -> String? {
    item.tags.first { $0.key == tag && $0.value.hasSuffix(fileExtension) }.map { String($0.value) }
  }

  /// The path of the note `name`.
  func path(_ name: String) -> String { directory + "/" + name }
}

// MARK: - note: where notes are

extension CommandContext {
  /// The notes' place, from the exported variables the add-on reads.
  var noteLocation: NoteLocation {
    func value(_ key: String) -> String? {
      guard let v = settings.childEnvironment[key], !v.isEmpty else { return nil }
      return v
    }
    var location = NoteLocation(directory: value("TODO_NOTES_DIR") ?? settings.todoDir + "/notes")
    location.tag = value("TODO_NOTE_TAG") ?? "note"
    location.fileExtension = value("TODO_NOTE_EXT") ?? ".txt"
    return location
  }

  /// The folder of notes, which takes none of todo's own files for a note: the notes archive,
  /// and todo.txt, done.txt and report.txt, by name and by inode.
  var notesFolder: NotesFolder {
    let location = noteLocation
    var folder = NotesFolder(path: location.directory)
    folder.archiveName = "archive" + location.fileExtension
    let own = [settings.todoFile, settings.doneFile, settings.reportFile]
    folder.protectedPaths = own
    folder.reservedNames = Set(own.map { System.baseName($0) })
    return folder
  }

  /// The tag key of notes.
  var noteTag: String { noteLocation.tag }

  /// The note name of `item`, if it has a note tag.
  func noteName(of item: TodoItem) -> String? { noteLocation.name(of: item) }

  /// The note's path, as shown and in `--json`.
  func notePath(_ name: String) -> String { noteLocation.path(name) }
}

/// The notes an archive moved to the notes archive in its session, removed once the session
/// committed (the add-on's `__archive`: `cat NOTE >> archive.txt; rm NOTE`).
final class ArchivedNotes {
  /// The names staged, in order.
  var names: [String] = []
}

// MARK: - note

extension CommandContext {
  /// `note NR`: the task's note in the editor (made first, with the add-on's `# title` line and
  /// the task's `note:NAME.txt` tag, when it has none); `note NR TEXT`: TEXT added to it as a
  /// line, no editor.
  func note(_ args: [String]) throws -> Int32 {
    let usage = l(.usageNote, settings.programName)
    guard let typed = args.first else { throw CLIError(message: usage) }
    let number = try store.lineNumber(typed, usage: usage)
    let text =
      args.count >= 2
      ? try store.cleanedTaskText(args.dropFirst().joined(separator: " "), usage: usage) : nil
    let editor = editorCommand
    if text == nil && editor == nil {
      throw CLIError(message: l(.noteNeedsEditor, settings.programName))
    }
    let preview = TodoList(bytes: try TodoFile(path: settings.todoFile).read())
    let item = try store.task(in: preview, number, typed: typed)
    let original = preview.bytes(ofLine: number)
    let folder = notesFolder
    let existingName = noteName(of: item)
    if let existingName, !NotesFolder.isPlainName(existingName) {
      throw CLIError(message: l(.noteNameRefused, typed, existingName, folder.path))
    }
    if let existingName, folder.isOwnName(existingName) {
      throw CLIError(message: l(.noteOwnFile, typed, existingName))
    }
    let name = existingName ?? newNoteName(for: original, in: folder)
    let path = notePath(name)
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
    if folder.isNoteName(name) { try store.awaitWriters(ofUntrusted: path) }
    let existing: [UInt8]?
    do throws(NotesFolder.Failure) {
      existing = try folder.read(name)
    } catch {
      throw failure(error)
    }
    let content = existing ?? Array(("# " + noteTitle(item) + "\n").utf8)
    var updated = content
    if let text {
      // The note's own line ending: that of its first line, LF when it has none.
      let ending: [UInt8] = Self.usesCRLF(content) ? [0x0D, 0x0A] : [0x0A]
      if let last = updated.last, last != 0x0A { updated += ending }
      updated += Array(text.utf8) + ending
    } else if let editor {
      updated = try runEditor(editor, on: content, name: "note")
      // The editor may have been open for long: anyone writing the note now is waited for.
      try store.awaitWriters(ofUntrusted: path)
    }
    if existingName != nil && updated == existing {
      output.line(l(.noteUnchanged, typed))
      return 0
    }
    do throws(NotesFolder.Failure) {
      try folder.replace(name, with: updated)
    } catch {
      throw failure(error)
    }
    if existingName != nil {
      if settings.verbose > 0 { output.line(l(.noteUpdated, typed, path)) }
      return 0
    }
    // A new note: the task gets its tag, as the add-on's `sed "s/$/ note:NAME/"` gives it.
    do {
      return try store.editTodo { list, transcript in
        _ = try store.task(in: list, number, typed: typed)
        guard list.bytes(ofLine: number) == original else {
          throw CLIError(message: l(.editTaskChanged, typed))
        }
        try list.replaceBytes(
          line: number, with: original + Array((" " + noteTag + ":" + name).utf8))
        if settings.verbose > 0 {
          transcript.raw(store.taskLine(typed, list, number))
          transcript.line(l(.noteAdded, typed))
        }
        return 0
      }
    } catch {
      // The task was not tagged: the new note would be no one's.
      folder.remove(name)
      throw error
    }
  }

  /// Whether the first line of `note` ends with CRLF (a note written on Windows): lines added
  /// to it end the same way.
  static func usesCRLF(_ note: [UInt8]) -> Bool {
    guard let newline = note.firstIndex(of: 0x0A) else { return false }
    return newline > 0 && note[newline - 1] == 0x0D
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
      name += noteExtension
      if folder.isNoteName(name) && !folder.contains(name) { return name }
      seed = FNV1a.hash([0x2B], seed: seed)
    }
  }

  /// `TODO_NOTE_EXT`, else `.txt`.
  var noteExtension: String { noteLocation.fileExtension }

  /// The add-on's notes archive: `TODO_NOTES_DIR/archive.txt`.
  var notesArchivePath: String { notesFolder.path + "/archive" + noteExtension }

  /// Records in `notes` the note of each archived line of `list`, for
  /// ``removeArchivedNotes(_:)`` to move to the notes archive once the session committed (a
  /// failed commit moves none). A note another line still names (the next one of a `rec:`
  /// task copies the tag) stays.
  func stageNotes(ofLines archived: Set<Int>, in list: TodoList, into notes: ArchivedNotes) {
    func name(_ line: Int) -> String? {
      noteName(of: TodoItem(parsing: String(decoding: list.bytes(ofLine: line), as: UTF8.self)))
    }
    var names: [String] = []
    let folder = notesFolder
    for line in archived.sorted() {
      guard let name = name(line), folder.isNoteName(name), !names.contains(name) else {
        continue
      }
      names.append(name)
    }
    guard !names.isEmpty else { return }
    var kept = Set<String>()
    let tag = Array((noteTag + ":").utf8)
    for line in list.lineNumbers where !archived.contains(line) {
      let bytes = list.bytes(ofLine: line)
      guard bytes.indices.contains(where: { bytes[$0...].starts(with: tag) }),
        let name = name(line)
      else { continue }
      kept.insert(name)
    }
    notes.names += names.filter { !kept.contains($0) && !notes.names.contains($0) }
  }

  /// Moves the notes of the tasks an archive moved to done.txt to the end of the notes
  /// archive, as the add-on's archive does (`cat NOTE >> archive.txt; rm NOTE`), after the
  /// commit; a note is removed only once its text is in the archive. Neither file is opened
  /// through a link. (`revert` of the archive brings the task back; its note's text stays in
  /// the notes archive.)
  func removeArchivedNotes(_ notes: ArchivedNotes) {
    let folder = notesFolder
    for name in notes.names {
      // A note another program is writing stays where it is (the task is archived; its note
      // is not lost), as does one that cannot be read.
      guard (try? store.awaitWriters(ofUntrusted: notePath(name))) != nil,
        let (bytes, identity) = (try? folder.readWithIdentity(name)) ?? nil
      else { continue }
      do throws(NotesFolder.Failure) {
        try folder.appendToArchive(bytes)
      } catch {
        continue
      }
      // Removed only if the name still leads to the file whose text is now in the archive.
      if folder.remove(name, ifStill: identity) && settings.verbose > 0 {
        output.line(l(.noteArchived, notePath(name), notesArchivePath))
      }
    }
  }
}
