@testable import TodoTxt

/// The UTF-8 bytes of `text`.
func utf8(_ text: some StringProtocol) -> [UInt8] { Array(text.utf8) }

/// Writes bytes readably for failure messages: printable ASCII as is, the rest as `\xNN`.
func escaped(_ bytes: [UInt8]) -> String {
  var out = ""
  for b in bytes {
    switch b {
    case 0x0A: out += "\\n"
    case 0x0D: out += "\\r"
    case 0x09: out += "\\t"
    case 0x5C: out += "\\\\"
    case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(b))
    default:
      let hex = String(b, radix: 16, uppercase: true)
      out += "\\x" + (hex.count == 1 ? "0" : "") + hex
    }
  }
  return out
}

/// Makes a date from its `YYYY-MM-DD` form; the literal must be valid.
func day(_ text: String) -> TodoDate {
  guard let date = TodoDate(parsing: text) else { fatalError("bad test date \(text)") }
  return date
}

/// A comparable summary of everything a parsed item exposes, internal offsets included.
struct ItemFields: Equatable, CustomStringConvertible {
  var text: [UInt8]
  var isCompleted: Bool
  var completionDate: TodoDate?
  var priority: Priority?
  var creationDate: TodoDate?
  var subject: [UInt8]
  var tokens: [String]
  var priorityOffset: Int
  var creationDateOffset: Int
  var subjectOffset: Int

  init(_ item: TodoItem) {
    text = utf8(item.text)
    isCompleted = item.isCompleted
    completionDate = item.completionDate
    priority = item.priority
    creationDate = item.creationDate
    subject = utf8(item.subject)
    tokens = item.tokens.map(describe)
    priorityOffset = item.priorityOffset
    creationDateOffset = item.creationDateOffset
    subjectOffset = item.subjectOffset
  }

  var description: String {
    "\(escaped(text)) done=\(isCompleted) completed=\(completionDate?.description ?? "-") "
      + "pri=\(priority?.letter ?? "-") created=\(creationDate?.description ?? "-") "
      + "subject=\(escaped(subject)) tokens=\(tokens)"
  }
}

/// A token as `kind:bytes`, compared byte for byte (``Substring`` equality is by canonical
/// equivalence, which would hide a changed byte).
func describe(_ token: TodoItem.Token) -> String {
  switch token {
  case .word(let w): return "w:" + escaped(utf8(w))
  case .project(let p): return "p:" + escaped(utf8(p))
  case .context(let c): return "c:" + escaped(utf8(c))
  case .tag(let k, let v): return "t:" + escaped(utf8(k)) + "=" + escaped(utf8(v))
  }
}
