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

/// The notes an archive moved to the notes archive in its session, removed once the session
/// committed (the add-on's `__archive`: `cat NOTE >> archive.txt; rm NOTE`).
final class ArchivedNotes {
  /// The names staged, in order.
  var names: [String] = []
}

/// The notes of tasks (`note:NAME.txt`): where they are, reading one, and moving the notes of
/// archived tasks to the notes archive.
struct Notes: ConsoleUser {
  let console: Console
  let settings: Settings
  let environment: [String: String]

  /// The other programs writing files (a note another program is writing is left alone).
  var writers: LiveWriters {
    LiveWriters(console: console, settings: settings, environment: environment)
  }
}

extension Notes {
  /// Moves the notes of the tasks an archive moved to done.txt to the end of the notes
  /// archive, as the add-on's archive does (`cat NOTE >> archive.txt; rm NOTE`), after the
  /// commit; a note is removed only once its text is in the archive. Neither file is opened
  /// through a link. (`revert` of the archive brings the task back; its note's text stays in
  /// the notes archive.)
  func removeArchivedNotes(_ notes: ArchivedNotes) {
    // A dry run writes nothing: the notes stay where they are.
    if settings.dryRun { return }
    let folder = notesFolder
    for name in notes.names {
      // A note another program is writing stays where it is (the task is archived; its note
      // is not lost), as does one that cannot be read.
      guard (try? writers.awaitWriters(ofUntrusted: notePath(name))) != nil,
        let (bytes, identity) = (try? folder.readWithIdentity(name)) ?? nil
      else { continue }
      // A test stops here, to swap the notes folder between the read and the archive.
      _ = FaultPlan.current?.killAt?("afterNoteRead")
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

  /// Records in `notes` the note of each archived line of `list`, for
  /// ``removeArchivedNotes(_:)`` to move to the notes archive once the session committed (a
  /// failed commit moves none). A note another line still names (the next one of a `rec:`
  /// task copies the tag) stays.
  func stageNotes(ofLines archived: Set<Int>, in list: TodoList, into notes: ArchivedNotes) {
    func name(_ line: Int) -> String? {
      noteName(ofLine: list.bytes(ofLine: line))
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
    let tag = TodoList.unescapedBytes(noteTag + ":")
    for line in list.lineNumbers where !archived.contains(line) {
      let bytes = list.bytes(ofLine: line)
      guard bytes.indices.contains(where: { bytes[$0...].starts(with: tag) }),
        let name = name(line)
      else { continue }
      kept.insert(name)
    }
    notes.names += names.filter { !kept.contains($0) && !notes.names.contains($0) }
  }

  /// The add-on's notes archive: `TODO_NOTES_DIR/archive.txt`.
  var notesArchivePath: String { notesFolder.path + "/archive" + noteExtension }

  /// `TODO_NOTE_EXT`, else `.txt`.
  var noteExtension: String { noteLocation.fileExtension }

  /// Whether the first line of `note` ends with CRLF (a note written on Windows): lines added
  /// to it end the same way.
  static func usesCRLF(_ note: [UInt8]) -> Bool {
    guard let newline = note.firstIndex(of: 0x0A) else { return false }
    return newline > 0 && note[newline - 1] == 0x0D
  }

  /// The note's path, as shown and in `--json`.
  func notePath(_ name: String) -> String { noteLocation.path(name) }

  /// The note name of `item`, if it has a note tag.
  func noteName(of item: TodoItem) -> String? { noteLocation.name(of: item) }

  /// The note name of the task on a line of these `bytes`, read as bytes (one that is not UTF-8
  /// held as an escape, ``TodoList/escapedText(_:)``): the file the tag names, byte for byte.
  func noteName(ofLine bytes: some Collection<UInt8>) -> String? {
    noteLocation.name(of: TodoItem(parsing: TodoList.escapedText(bytes)))
  }

  /// The tag key of notes.
  var noteTag: String { noteLocation.tag }

  /// The folder of notes, which takes none of todo's own files for a note: the notes archive,
  /// and todo.txt, done.txt and report.txt, by name and by inode.
  var notesFolder: NotesFolder {
    let location = noteLocation
    var folder = NotesFolder(path: location.directory)
    folder.archiveName = "archive" + location.fileExtension
    let own = [settings.todoFile, settings.doneFile, settings.reportFile]
    folder.protectedPaths = own
    folder.reservedNames = Set(own.map { System.baseName($0) })
    folder.held = HeldFolders.current
    return folder
  }

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

  /// The text of the task's note (the `note:NAME` file in the notes folder, opened as
  /// ``NotesFolder`` opens every note: one path component, no symbolic link): at most 64 KiB,
  /// trailing whitespace cut; `nil` without a note or when it cannot be read.
  ///
  /// `item` is a task parsed from its line decoded (``TodoList/item(atLine:)``): its text's
  /// UTF-8 is the line's bytes when the line is valid UTF-8; a line that is not has U+FFFD
  /// where a byte was, and its note is not read (it is not the file the tag names).
  func noteText(ofDecoded item: TodoItem) -> String? {
    guard let name = noteName(ofLine: Array(item.text.utf8)),
      !name.unicodeScalars.contains("\u{FFFD}"), let bytes = try? notesFolder.read(name)
    else { return nil }
    var text = String(decoding: bytes.prefix(65_536), as: UTF8.self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text.isEmpty ? nil : text
  }
}
