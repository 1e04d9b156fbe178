import TodoLocalization
import TodoTxt

// MARK: - git-setup, git-merge-driver

extension CommandContext {
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
    // A .gitattributes that is a symlink (it may come from whoever commits to the repository)
    // is refused, as git refuses to read one in the work tree: writing through it would change
    // whatever it points to. It is read and written without following links.
    let attributesPath = root + "/.gitattributes"
    if System.isSymbolicLink(attributesPath)
      || System.exists(attributesPath) && !System.isRegularFileNoFollow(attributesPath)
    {
      throw CLIError(message: l(.gitAttributesNotRegular, attributesPath))
    }
    var attributes = TodoFile(path: attributesPath)
    attributes.followsLinks = false
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
  /// todo file by task (``ThreeWayMerge``), written to OURS; exit 0 when clean, 1 with conflict
  /// markers around each task both sides changed differently (and only those).
  ///
  /// Git runs a merge driver once per file and gives it that file's three versions only, so
  /// the driver passes them as done.txt's when PATH (`%P`) names the done file, as todo.txt's
  /// otherwise, and empty versions for the other file, whose result it ignores. It does not
  /// read the other file from git (`git show MERGE_HEAD:done.txt`): git merges that file
  /// itself, without the driver when only one side changed it, so a line the merge would move
  /// out of it (a task archived on one side and edited on the other) would stay there too.
  func gitMergeDriver(_ args: [String]) throws -> Int32 {
    guard args.count >= 3 else { throw usageError() }
    // git's %L (the conflict-marker-size attribute, which a repository sets): 7 unless it is
    // a sensible size.
    let markerSize =
      args.count > 3 ? Int(args[3]).flatMap { (1...100).contains($0) ? $0 : nil } ?? 7 : 7
    // git always gives three existing files; a missing one is a mistake, not an empty version.
    for path in args.prefix(3) where !System.exists(path) {
      throw FileError.missing(path)
    }
    let oursFile = TodoFile(path: args[1])
    let versions = ThreeWayMerge.Versions(
      base: try TodoFile(path: args[0]).read(), ours: try oursFile.read(),
      theirs: try TodoFile(path: args[2]).read())
    let isDone = args.count > 4 && System.baseName(args[4]) == System.baseName(settings.doneFile)
    let merge = ThreeWayMerge(markerSize: markerSize)
    let merged =
      isDone
      ? merge.merge(todo: .empty, done: versions).done
      : merge.merge(todo: versions, done: .empty).todo
    try oursFile.replace(with: merged.bytes)
    return merged.isClean ? 0 : 1
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
