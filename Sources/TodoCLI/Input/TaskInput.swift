import TodoLocalization
import TodoTxt

/// What the user types, made into what is stored: task text (input-method punctuation in tag
/// positions made ASCII, date words as dates, control characters refused) and task numbers
/// (full-width digits, `1,2`).
struct TaskInput: ConsoleUser {
  let console: Console
  let settings: Settings
  let environment: [String: String]
  /// Today, for date words.
  let clock: Clock
}

extension TaskInput {
  /// Full-width digits and letters to ASCII, `，`/`、` to `,`, U+3000 to a space, and a
  /// trailing `。`/`，` dropped (`do 3。`, `pri 3 Ａ。`: an input method adds them).
  func normalizeNumbers(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = Substring(text).unicodeScalars
    while scalars.count > 1, let last = scalars.last, [0x3002, 0xFF0C, 0x3001].contains(last.value)
    {
      scalars.removeLast()
    }
    for s in scalars {
      switch s.value {
      case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
        out.append(Unicode.Scalar(s.value - 0xFEE0)!)
      case 0xFF0C, 0x3001: out.append(",")
      case 0xFF0D: out.append("-")
      case 0x3000: out.append(" ")
      default: out.append(s)
      }
    }
    return String(out)
  }

  /// Task numbers from arguments: `1 2`, `1,2`, and what a Chinese input method types
  /// (full-width digits, `，` and `、`, the ideographic space).
  func taskNumbers(_ words: [String]) -> [String] {
    normalizeNumbers(words.joined(separator: " "))
      .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
      .map(String.init)
  }

  /// Joins arguments as todo.sh's `$*` and applies `cleaninput`: CR and LF become spaces.
  func cleanInput(_ words: [String]) -> String {
    var text = words.joined(separator: " ")
    if text.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) {
      text = String(
        text.unicodeScalars.map { $0 == "\r" || $0 == "\n" ? " " : Character($0) })
    }
    return text
  }

  /// The text of `add`/`addm`: the arguments joined, or a line read after the `Add: ` prompt
  /// (never with `-f`; on a terminal through the line editor, ``promptLine(_:initial:)``);
  /// nothing at all is the usage error (todo.sh: `[ -z "$2" ]`; for an empty answer todo.sh
  /// would add an empty line).
  func textToAdd(_ args: [String], usage: String) throws -> String {
    var text = args.joined(separator: " ")
    if args.isEmpty {
      guard !settings.force else { throw CLIError(message: usage) }
      switch promptLine(l(.promptAdd)) {
      case .line(let line): text = line
      // Ctrl-C, Esc or Ctrl-D at the prompt: the user changed their mind, no usage needed.
      case .cancelled: throw CLIError(message: l(.promptCancelled))
      case .ended: throw CLIError(message: usage)
      }
    }
    guard !(args.first ?? text).isEmpty, !text.isEmpty else { throw CLIError(message: usage) }
    return text
  }

  /// The line `add` writes for `input`: dates resolved, a leading `(x)` upper-cased,
  /// `TODOTXT_PRIORITY_ON_ADD` and `-t` applied.
  func lineToAdd(_ input: String) -> String {
    var text = resolvingDates(in: input)
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
