import TodoLocalization

// MARK: - help, shorthelp

extension App {
  func help(_ actions: [String]) throws -> Int32 {
    if actions.isEmpty {
      output.text(l(.helpUsageHeader, oneLineUsage))
      output.text(l(.helpOptions))
      if settings.verbose > 1 { output.text(l(.helpEnvironment)) }
      output.text(l(.helpActions))
      addonHelp(onlyOneLiners: false)
      output.text(l(.helpExamples))
      return 0
    }
    for action in actions {
      if let addon = try addonPath(forHelp: action) {
        output.flush()
        _ = System.runAttached([addon, "usage"], environment: settings.childEnvironment)
        continue
      }
      guard let paragraph = App.helpParagraph(for: action, in: l(.helpActions)) else {
        throw CLIError(message: l(.noSuchAction, action))
      }
      // todo.sh: echo "$(sed …)" drops the paragraph's blank line, then echo adds one.
      var trimmed = Substring(paragraph)
      while trimmed.hasSuffix("\n") { trimmed = trimmed.dropLast() }
      output.line(String(trimmed))
      output.line("")
    }
    return 0
  }

  func shortHelp() throws -> Int32 {
    output.text(l(.helpShort, oneLineUsage))
    addonHelp(onlyOneLiners: true)
    output.text(l(.helpShortFooter))
    return 0
  }

  var oneLineUsage: String { l(.oneLineUsage, settings.programName) }

  /// The paragraph of `helpActions` that documents `action`: from the line `    ACTION …` to
  /// the next blank line, as todo.sh's `sed -n "/^    ACTION /,/^$/p"` cuts it.
  static func helpParagraph(for action: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let start = lines.firstIndex(where: {
        $0 == "    " + action || $0.hasPrefix("    " + action + " ")
      })
    else { return nil }
    var out = ""
    for line in lines[start...] {
      out += line + "\n"
      if line.isEmpty { break }
    }
    return out
  }

  private func addonPath(forHelp action: String) throws -> String? {
    guard let dir = settings.actionsDir, !action.contains("/") else { return nil }
    let file = dir + "/" + action
    if System.isFile(file) && System.isExecutable(file) { return file }
    let folder = dir + "/" + action + "/" + action
    if System.isExecutable(folder) && System.isFile(folder) { return folder }
    return nil
  }

  /// The add-ons' `usage` texts, under an "Add-on Actions:" header.
  private func addonHelp(onlyOneLiners: Bool) {
    guard let dir = settings.actionsDir, System.isDirectory(dir) else { return }
    let names = (System.directoryEntries(dir) ?? [])
      .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    var printedHeader = false
    for name in names {
      var path = dir + "/" + name
      if System.isDirectory(path) { path += "/" + name }
      guard System.isFile(path), System.isExecutable(path) else { continue }
      if !printedHeader {
        output.line(l(.addonActionsHeader))
        printedHeader = true
      }
      output.flush()
      guard
        let result = System.run([path, "usage"], environment: settings.childEnvironment)
      else { continue }
      if onlyOneLiners {
        // todo.sh keeps only lines that start with four spaces and a letter.
        for line in result.output.split(separator: 0x0A) {
          if line.count > 4, line.prefix(4).allSatisfy({ $0 == 0x20 }),
            let c = line.dropFirst(4).first, (c | 0x20) >= 0x61, (c | 0x20) <= 0x7A
          {
            output.raw(Array(line) + [0x0A])
          }
        }
      } else {
        output.raw(result.output)
      }
    }
  }
}
