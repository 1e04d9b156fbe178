import TodoLocalization

// MARK: - man

extension ManAction {
  /// `todo man`: the todo(1) manual page in roff, built from the very help texts `todo help`
  /// prints and from the action registry (so they cannot drift), in the chosen language
  /// (`todo --lang zh-Hant man`).
  func manualPage(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let headings = l(.manHeadings).split(separator: "|").map { ManAction.roffText(String($0)) }
    guard headings.count == 8 else { throw usageError() }
    var roff = [
      // The fifth field names the manual in the page's language (groff's default is English).
      ".TH TODO 1 \"\" \"todo \(App.version)\" \"" + ManAction.roffText(l(.manManualName)) + "\"",
      // Left-aligned: Chinese lines have few spaces to stretch; no hyphenation: options and
      // file names must copy as typed.
      ".ad l",
      ".nh",
      ".SH " + headings[0],
      "todo \\- " + ManAction.roffText(l(.manSummary)),
      ".SH " + headings[1],
      ".B todo",
      ManAction.roffText(String(oneLineUsage.dropFirst(settings.programName.count + 1))),
      ".SH " + headings[2],
      ManAction.roffText(l(.manDescription)),
      ".SH " + headings[3],
    ]
    roff += ManAction.roffItems(l(.helpOptions), itemIndent: 4, textIndent: 8)
    roff.append(".SH " + headings[4])
    for action in ActionRegistry.all {
      roff += ManAction.roffItems(
        ManAction.withEveryName(action, paragraph: l(action.help)), itemIndent: 4,
        textIndent: 6)
    }
    roff.append(".SH " + headings[5])
    roff += ManAction.roffEnvironment(l(.helpEnvironment) + l(.manEnvironment))
    roff += [".SH " + headings[6], ManAction.roffText(l(.manFiles))]
    roff += [".SH " + headings[7], ".BR bash (1),", ".BR grep (1)"]
    output.text(roff.joined(separator: "\n") + "\n")
    return 0
  }

  /// Punctuation no line may start with (Taiwan line-breaking rules, as CNS 11643 layout and
  /// every Chinese text engine apply them), and punctuation no line may end with.
  static let closingPunctuation: Set<Character> = [
    "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "…", "‧", ",", ".", ":",
    ";", "!", "?", ")", "]",
  ]
  static let openingPunctuation: Set<Character> = ["（", "「", "『", "《", "〈"]

  /// Text for a roff paragraph: backslashes escaped, a leading `.` or `'` protected, each
  /// hyphen-minus a real minus (options and dates must copy as typed).
  static func roffText(_ text: String) -> String {
    var out = ""
    let characters = Array(text)
    for (i, c) in characters.enumerated() {
      switch c {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      default:
        if c.isASCII {
          out.append(c)
          continue
        }
        // Any input encoding reads \[uXXXX]; after a wide (CJK) character `\:` lets troff
        // break the line there, as Chinese text has no spaces to break at — but never before
        // closing punctuation or after opening punctuation (。 never starts a line).
        for scalar in c.unicodeScalars {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
        let next = i + 1 < characters.count ? characters[i + 1] : nil
        if DisplayWidth.columns(of: c) == 2, !openingPunctuation.contains(c),
          next.map({ !closingPunctuation.contains($0) && $0 != " " }) ?? false
        {
          out += "\\:"
        }
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }

  /// The help `paragraph` of `action` with a usage line for each alias the paragraph does not
  /// show (`done NR [NR ...]` after `do NR [NR ...]`), so the page names every alias.
  static func withEveryName(_ action: ActionDeclaration, paragraph: String) -> String {
    var lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func usageLine(of name: String) -> Int? {
      lines.firstIndex { $0 == "    " + name || $0.hasPrefix("    " + name + " ") }
    }
    guard let first = usageLine(of: action.name) else { return paragraph }
    var last = first
    while last + 1 < lines.count, lines[last + 1].hasPrefix("    "),
      !lines[last + 1].hasPrefix("     ")
    {
      last += 1
    }
    let arguments = lines[first].dropFirst(4 + action.name.count)
    let missing = action.aliases.filter { usageLine(of: $0) == nil }
    lines.insert(contentsOf: missing.map { "    " + $0 + arguments }, at: last + 1)
    return lines.joined(separator: "\n")
  }

  /// `.TP` items from a help text whose item lines are indented `itemIndent` spaces and whose
  /// descriptions `textIndent`; a second item line right after the first (an alias) joins it.
  static func roffItems(_ help: String, itemIndent: Int, textIndent: Int) -> [String] {
    var roff: [String] = []
    var lastWasItem = false
    var paragraph: [String] = []
    // The tags of the item being read: with two or more, the description starts below the
    // last (a short one, such as a bare `edit`, would otherwise take the description onto its
    // line and seem to be what it describes).
    var tags = 0
    for rawLine in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      let indent = line.prefix { $0 == " " }.count
      let content = String(line.dropFirst(indent))
      if content.isEmpty || indent < itemIndent {
        flush()
        lastWasItem = false
        continue  // headings ("Options:") and blank lines: the .SH already says it
      }
      if indent == itemIndent {
        flush()
        // A second item line (an alias) is a second tag of the same item.
        roff += [lastWasItem ? ".TQ" : ".TP", roffItemLine(content)]
        tags = lastWasItem ? tags + 1 : 1
        lastWasItem = true
      } else {
        paragraph.append(content)
        lastWasItem = false
      }
    }
    flush()
    return roff

    // The description's source lines as one roff line: a help line break is no space in the
    // text, so lines join without one where Chinese meets Chinese (「未到或 h:1」, not 「未到 或」)
    // or full-width punctuation. A line after one ending in a colon (a command to type) stays
    // a line of its own.
    func flush() {
      if !paragraph.isEmpty && tags > 1 { roff.append(".br") }
      var segments: [String] = []
      var previous: String?
      for line in paragraph {
        let isCommand = isCommandLine(line, after: previous)
        if let last = segments.last, !isCommand,
          !(previous.map { isCommandLine($0, after: before($0)) } ?? false)
        {
          segments[segments.count - 1] = joined(last, line)
        } else {
          segments.append(line)
        }
        previous = line
      }
      roff += segments.map(roffText).joined(separator: "\n.br\n").split(separator: "\n")
        .map(String.init)
      paragraph = []
    }
    func before(_ line: String) -> String? {
      guard let index = paragraph.firstIndex(of: line), index > 0 else { return nil }
      return paragraph[index - 1]
    }
  }

  /// Whether `line` of a help description is a command to type: ASCII after a line that ends
  /// with a colon (「例如在 ~/.bashrc 加上：」, "for example:").
  static func isCommandLine(_ line: String, after previous: String?) -> Bool {
    guard let end = previous?.last, end == "：" || end == ":" else { return false }
    return line.first.map { $0.isASCII && $0.isLetter } ?? false
  }

  /// Two lines of one description as one: no space where Chinese meets Chinese or
  /// full-width punctuation, one space elsewhere.
  static func joined(_ text: String, _ next: String) -> String {
    guard let last = text.last, let first = next.first else { return text + next }
    let wideLast = DisplayWidth.columns(of: last) == 2
    let wideFirst = DisplayWidth.columns(of: first) == 2
    let punctuation = closingPunctuation.union(openingPunctuation)
    if (wideLast && wideFirst) || (wideLast && punctuation.contains(last))
      || (wideFirst && punctuation.contains(first))
    {
      return text + next
    }
    return text + " " + next
  }

  /// An item's tag line: bold, with its quotes kept (`.B` would take them as its own).
  static func roffItemLine(_ content: String) -> String {
    ".B "
      + roffText(content).split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\\(dq")
  }

  /// The environment help: `NAME   meaning` lines as `.TP` items.
  static func roffEnvironment(_ help: String) -> [String] {
    var roff: [String] = []
    for rawLine in help.split(separator: "\n") where rawLine.hasPrefix("    ") {
      let content = Array(rawLine.drop { $0 == " " })
      // The name ends where two spaces begin outside quotes, else at the first space outside
      // quotes (`TODOTXT_SORT_COMMAND="sort ..." meaning` fills the whole name column).
      var quoted = false
      var single: Int?
      var double: Int?
      for (i, c) in content.enumerated() {
        if c == "\"" { quoted.toggle() }
        guard c == " ", !quoted else { continue }
        if single == nil { single = i }
        if i + 1 < content.count, content[i + 1] == " " {
          double = i
          break
        }
      }
      guard let gap = double ?? single else { continue }
      roff += [
        ".TP", ".B " + roffText(String(content[..<gap])),
        roffText(String(content[gap...]).trimmingWhitespace()),
      ]
    }
    return roff
  }
}

/// `todo man`: prints the todo(1) manual page (roff), made from this help.
struct ManAction: TodoAction {
  static let declaration = ActionDeclaration("man", .actionSummaryMan, .actionHelpMan)

  let basics: RunBasics

  init(_ context: CommandContext) {
    basics = context.basics
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try manualPage(arguments.words)
  }
}
