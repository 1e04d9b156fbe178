import TodoLocalization
import TodoTxt

// MARK: - git-setup, git-merge-driver

extension App {
  /// `todo git-setup`: makes git merge todo.txt and done.txt with `todo git-merge-driver`, in
  /// the repository that holds them: `.gitattributes` lines (`todo.txt merge=todotxt`) and the
  /// `merge.todotxt.name` and `merge.todotxt.driver` settings, together.
  func gitSetup(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let dir = System.dirName(System.realPath(settings.todoFile))
    guard
      let top = System.run(
        ["git", "-C", dir, "rev-parse", "--show-toplevel"], environment: environment),
      top.status == 0
    else { throw CLIError(message: l(.notARepository, dir)) }
    let root = String(decoding: top.output, as: UTF8.self).trimmingWhitespace()
    let binary = Localizer.executablePath() ?? programPath
    let attributes = TodoFile(path: root + "/.gitattributes")
    let before = String(decoding: try attributes.read(), as: UTF8.self)
    var text = before
    for file in [settings.todoFile, settings.doneFile] {
      var relative = System.realPath(System.dirName(file)) + "/" + System.baseName(file)
      if relative.hasPrefix(root + "/") { relative = String(relative.dropFirst(root.count + 1)) }
      let line = relative.replacingSpaces() + " merge=todotxt"
      if !text.split(separator: "\n").contains(where: { $0 == line }) {
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
      }
    }
    if text != before { try attributes.replace(with: Array(text.utf8)) }
    for (key, value) in [
      ("merge.todotxt.name", "todo.txt three-way merge by task"),
      ("merge.todotxt.driver", shellQuote(binary) + " git-merge-driver %O %A %B %L %P"),
    ] {
      guard
        let result = System.run(
          ["git", "-C", root, "config", key, value], environment: environment),
        result.status == 0
      else { throw CLIError(message: l(.commandFailed, "git config")) }
    }
    output.line(l(.gitSetupDone, root))
    return 0
  }

  /// `todo git-merge-driver BASE OURS THEIRS [MARKER-SIZE [PATH]]`: a three-way merge of a
  /// todo file by task, written to OURS; exit 0 when clean, 1 with conflict markers around
  /// each task both sides changed differently (and only those).
  ///
  /// A task's identity is its subject without the completion mark, dates and priority (and
  /// without `pri:`), so completing or prioritizing a task on one side meets an edit of another
  /// task on the other side cleanly; a new line in the place of a task that is gone is that
  /// task edited. Lines both sides add are kept, ours first and theirs after
  /// the line they follow in their file. Blank lines of ours stay where they are.
  func gitMergeDriver(_ args: [String]) throws -> Int32 {
    guard args.count >= 3 else { throw usageError() }
    let markerSize = args.count > 3 ? Int(args[3]) ?? 7 : 7
    let base = TodoList(bytes: try TodoFile(path: args[0]).read())
    let oursFile = TodoFile(path: args[1])
    let ours = TodoList(bytes: try oursFile.read())
    let theirs = TodoList(bytes: try TodoFile(path: args[2]).read())

    func lines(_ list: TodoList) -> [[UInt8]] { list.lineNumbers.map { list.bytes(ofLine: $0) } }
    /// The identity of each line (nil for blank ones); repeats are told apart by count.
    func keys(_ list: TodoList) -> [String?] {
      var seen: [String: Int] = [:]
      return list.lineNumbers.map { n in
        guard !list.isBlank(line: n) else { return nil }
        var item = TodoItem(parsing: list.text(ofLine: n))
        item.removeTag("pri")
        let subject = String(item.subject)
        seen[subject, default: 0] += 1
        return subject + "\u{0}" + String(seen[subject]!)
      }
    }
    /// `side`'s keys, with a line that took the place of a base task (the task is gone from
    /// `side`, the line is new, and both sit after the same surviving task) keyed as that task:
    /// an edit of its text is still the same task, so a change on the other side meets it.
    func pairingEdits(_ side: [String?], with base: [String?]) -> [String?] {
      let baseSet = Set(base.compactMap { $0 })
      let sideSet = Set(side.compactMap { $0 })
      var vanished: [String?: [String]] = [:]  // by the surviving task before them
      var anchor: String? = nil
      for case let key? in base {
        if sideSet.contains(key) { anchor = key } else { vanished[anchor, default: []].append(key) }
      }
      var result = side
      anchor = nil
      var taken: [String?: Int] = [:]
      for (index, key) in side.enumerated() {
        guard let key else { continue }
        if baseSet.contains(key) {
          anchor = key
          continue
        }
        let slot = taken[anchor, default: 0]
        if let candidates = vanished[anchor], slot < candidates.count {
          result[index] = candidates[slot]
          taken[anchor] = slot + 1
        }
      }
      return result
    }
    let (baseLines, oursLines, theirLines) = (lines(base), lines(ours), lines(theirs))
    let baseKeys = keys(base)
    let oursKeys = pairingEdits(keys(ours), with: baseKeys)
    let theirKeys = pairingEdits(keys(theirs), with: baseKeys)
    var baseByKey: [String: [UInt8]] = [:]
    for (key, line) in zip(baseKeys, baseLines) { if let key { baseByKey[key] = line } }
    var theirsByKey: [String: [UInt8]] = [:]
    for (key, line) in zip(theirKeys, theirLines) { if let key { theirsByKey[key] = line } }
    let oursKeySet = Set(oursKeys.compactMap { $0 })

    enum Piece {
      case line([UInt8], key: String?)
      case conflict(ours: [[UInt8]], base: [[UInt8]], theirs: [[UInt8]])
    }
    var result: [Piece] = []
    var conflicts = 0
    for (key, line) in zip(oursKeys, oursLines) {
      guard let key, let original = baseByKey[key] else {
        result.append(.line(line, key: key))  // blank, or added by us
        continue
      }
      guard let their = theirsByKey[key] else {
        // Gone from theirs (deleted, or edited into another task): gone, unless we changed it.
        if line == original { continue }
        result.append(.conflict(ours: [line], base: [original], theirs: []))
        conflicts += 1
        continue
      }
      if line == original || line == their {
        result.append(.line(their, key: key))
      } else if their == original {
        result.append(.line(line, key: key))
      } else {
        result.append(.conflict(ours: [line], base: [original], theirs: [their]))
        conflicts += 1
      }
    }
    // Deleted by us but changed by them: a conflict; deleted by us and unchanged: gone.
    for (key, original) in zip(baseKeys, baseLines) {
      guard let key, !oursKeySet.contains(key), let their = theirsByKey[key], their != original
      else { continue }
      result.append(.conflict(ours: [], base: [original], theirs: [their]))
      conflicts += 1
    }
    // Added by them: after the line that comes before it in their file.
    var previousKey: String?
    for (key, line) in zip(theirKeys, theirLines) {
      defer { previousKey = key ?? previousKey }
      guard let key, baseByKey[key] == nil, !oursKeySet.contains(key) else { continue }
      var at = result.count
      if let previousKey,
        let index = result.lastIndex(where: {
          if case .line(_, let k) = $0 { return k == previousKey }
          return false
        })
      {
        at = index + 1
      }
      result.insert(.line(line, key: key), at: at)
    }

    // Written with ours' line ending; conflict markers as git makes them.
    let ending: [UInt8] = ours.preferredLineEnding == .crlf ? [0x0D, 0x0A] : [0x0A]
    func marker(_ c: Character, _ label: String) -> [UInt8] {
      Array((String(repeating: c, count: markerSize) + (label.isEmpty ? "" : " " + label)).utf8)
        + ending
    }
    var out: [UInt8] = ours.hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    for piece in result {
      switch piece {
      case .line(let line, _): out += line + ending
      case .conflict(let mine, let original, let their):
        out += marker("<", "ours")
        for line in mine { out += line + ending }
        out += marker("|", "base")
        for line in original { out += line + ending }
        out += marker("=", "")
        for line in their { out += line + ending }
        out += marker(">", "theirs")
      }
    }
    if !ours.endsWithNewline && conflicts == 0 && !out.isEmpty {
      out.removeLast(ending.count)
    }
    try oursFile.replace(with: out)
    return conflicts == 0 ? 0 : 1
  }
}

extension String {
  /// A path for .gitattributes: spaces escaped as gitattributes patterns need.
  fileprivate func replacingSpaces() -> String {
    var out = ""
    for c in self { out += c == " " ? "[[:space:]]" : String(c) }
    return out
  }
}
