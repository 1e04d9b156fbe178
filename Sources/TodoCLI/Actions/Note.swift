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

  /// The folder of notes.
  var notesFolder: NotesFolder { NotesFolder(path: noteLocation.directory) }

  /// The tag key of notes.
  var noteTag: String { noteLocation.tag }

  /// The note name of `item`, if it has a note tag.
  func noteName(of item: TodoItem) -> String? { noteLocation.name(of: item) }

  /// The note's path, as shown and in `--json`.
  func notePath(_ name: String) -> String { noteLocation.path(name) }
}
