import TodoLocalization

// MARK: - man

extension CommandContext {
  /// `todo man`: the todo(1) manual page in roff, built from the very help texts `todo help`
  /// prints and from the action registry (so they cannot drift), in the chosen language
  /// (`todo --lang zh-Hant man`).
  func manualPage(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let headings = l(.manHeadings).split(separator: "|").map { CommandContext.roffText(String($0)) }
    guard headings.count == 8 else { throw usageError() }
    var roff = [
      ".TH TODO 1 \"\" \"todo \(App.version)\"",
      // Left-aligned: Chinese lines have few spaces to stretch.
      ".ad l",
      ".SH " + headings[0],
      "todo \\- " + CommandContext.roffText(l(.manSummary)),
      ".SH " + headings[1],
      ".B todo",
      CommandContext.roffText(String(oneLineUsage.dropFirst(settings.programName.count + 1))),
      ".SH " + headings[2],
      CommandContext.roffText(l(.manDescription)),
      ".SH " + headings[3],
    ]
    roff += CommandContext.roffItems(l(.helpOptions), itemIndent: 4, textIndent: 8)
    roff.append(".SH " + headings[4])
    for action in ActionRegistry.all {
      roff += CommandContext.roffItems(
        CommandContext.withEveryName(action, paragraph: l(action.help)), itemIndent: 4,
        textIndent: 6)
    }
    roff.append(".SH " + headings[5])
    roff += CommandContext.roffEnvironment(l(.helpEnvironment))
    roff += [".SH " + headings[6], CommandContext.roffText(l(.manFiles))]
    roff += [".SH " + headings[7], ".BR bash (1),", ".BR grep (1)"]
    output.text(roff.joined(separator: "\n") + "\n")
    return 0
  }

  /// Text for a roff paragraph: backslashes escaped, a leading `.` or `'` protected, each
  /// hyphen-minus a real minus (options and dates must copy as typed).
  static func roffText(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      default:
        if c.isASCII {
          out.append(c)
          continue
        }
        // Any input encoding reads \[uXXXX]; after a wide (CJK) character `\:` lets troff
        // break the line there, as Chinese text has no spaces to break at.
        for scalar in c.unicodeScalars {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
        if DisplayWidth.columns(of: c) == 2 { out += "\\:" }
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }

  /// The help `paragraph` of `action` with a usage line for each alias the paragraph does not
  /// show (`done NR [NR ...]` after `do NR [NR ...]`), so the page names every alias.
  static func withEveryName(_ action: Action, paragraph: String) -> String {
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
    for rawLine in help.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      let indent = line.prefix { $0 == " " }.count
      let content = String(line.dropFirst(indent))
      if content.isEmpty || indent < itemIndent {
        lastWasItem = false
        continue  // headings ("Options:") and blank lines: the .SH already says it
      }
      if indent == itemIndent {
        roff +=
          lastWasItem ? [".br", ".B " + roffText(content)] : [".TP", ".B " + roffText(content)]
        lastWasItem = true
      } else {
        roff.append(roffText(content))
        lastWasItem = false
      }
    }
    return roff
  }

  /// The environment help: `NAME   meaning` lines as `.TP` items.
  static func roffEnvironment(_ help: String) -> [String] {
    var roff: [String] = []
    for rawLine in help.split(separator: "\n") where rawLine.hasPrefix("    ") {
      let content = Array(rawLine.drop { $0 == " " })
      // The name ends where two spaces begin.
      guard
        let gap = content.indices.first(where: {
          content[$0] == " " && $0 + 1 < content.count && content[$0 + 1] == " "
        })
      else { continue }
      roff += [
        ".TP", ".B " + roffText(String(content[..<gap])),
        roffText(String(content[gap...]).trimmingWhitespace()),
      ]
    }
    return roff
  }
}
