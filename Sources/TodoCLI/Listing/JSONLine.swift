import TodoTxt

/// One task as a line of JSON, for `ls --json` and the other list commands (docs/todo-sh.md, `--json`).
///
/// Fields, always present and in this order: `line` (the todo.sh number; 0 for done.txt lines in
/// `lsa`), `text` (the whole line), `validUTF8`, `done`, `completed`, `priority`, `created`,
/// `subject`, `projects`, `contexts`, `tags` (`[{"key", "value"}]` in line order), `due`,
/// `threshold`, `recurrence`, `hidden`, `note` (the path of the task's note file, from its
/// `note:` tag, or `null`), and for `show` `noteText` (the note's text, `null` without one).
/// Dates are `YYYY-MM-DD` or `null`; a `due:`/`t:` that is not a real day is `null` there and
/// stays in `tags`.
enum JSONLine {
  static func append(
    number: Int, text: ArraySlice<UInt8>, notes: NoteLocation?, to out: inout [UInt8]
  ) {
    // The note the tag names by its bytes, never one whose name decodes alike.
    let item = TodoItem(parsing: TodoList.escapedText(text))
    let note = notes.flatMap { notes in notes.name(of: item).map(notes.path) }
    append(number: number, text: text, note: note, to: &out)
  }

  /// One task's object, with `note` (the note's path as todo holds it, escaped) and, unless
  /// `noteText` is `.none`, `noteText`. The path is given as JSON text as `text` is: a byte that
  /// is not UTF-8 as U+FFFD, never the UTF-8 of its escape (another valid path).
  static func append(
    number: Int, text: ArraySlice<UInt8>, note: String?, noteText: String?? = .none,
    to out: inout [UInt8]
  ) {
    let valid = String(validating: text, as: UTF8.self) != nil
    let item = TodoItem(parsing: String(decoding: text, as: UTF8.self))
    var json = "{\"line\":\(number),\"text\":" + quoted(item.text)
    json += ",\"validUTF8\":" + (valid ? "true" : "false")
    json += ",\"done\":" + (item.isCompleted ? "true" : "false")
    json += ",\"completed\":" + date(item.completionDate)
    json += ",\"priority\":" + (item.priority.map { quoted($0.letter) } ?? "null")
    json += ",\"created\":" + date(item.creationDate)
    json += ",\"subject\":" + quoted(item.subject)
    json += ",\"projects\":[" + item.projects.map(quoted).joined(separator: ",") + "]"
    json += ",\"contexts\":[" + item.contexts.map(quoted).joined(separator: ",") + "]"
    json +=
      ",\"tags\":["
      + item.tags.map { "{\"key\":" + quoted($0.key) + ",\"value\":" + quoted($0.value) + "}" }
      .joined(separator: ",") + "]"
    json += ",\"due\":" + date(item.dueDate)
    json += ",\"threshold\":" + date(item.thresholdDate)
    json += ",\"recurrence\":" + (item.recurrence.map { quoted($0.description) } ?? "null")
    json += ",\"hidden\":" + (item.isHidden ? "true" : "false")
    json +=
      ",\"note\":"
      + (note.map { quoted(String(decoding: TodoList.unescapedBytes($0), as: UTF8.self)) }
        ?? "null")
    if case .some(let text) = noteText { json += ",\"noteText\":" + (text.map(quoted) ?? "null") }
    json += "}\n"
    out.append(contentsOf: json.utf8)
  }

  private static func date(_ date: TodoDate?) -> String {
    date.map { "\"" + $0.description + "\"" } ?? "null"
  }

  /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`, the rest as UTF-8.
  static func quoted(_ text: some StringProtocol) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
