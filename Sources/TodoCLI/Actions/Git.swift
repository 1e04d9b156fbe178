import TodoLocalization
import TodoTxt

// MARK: - git-setup, git-merge-driver

extension GitMergeDriverAction {
  /// The most notes the merge driver prints for one file; the rest are counted.
  static let saidAtMost = 20
  /// The most characters of a task's text the merge driver prints in a note.
  static let clipAt = 200

  /// `todo git-merge-driver BASE OURS THEIRS [MARKER-SIZE [PATH [BASE-LABEL OURS-LABEL
  /// THEIRS-LABEL]]]`: a three-way merge of a todo file by task (``ThreeWayMerge``), written
  /// to OURS; exit 0 when clean, 1 with conflict markers around each task in conflict (and
  /// only those).
  ///
  /// Git runs a merge driver once per file, with that file's three versions. PATH (`%P`)
  /// tells which file it is (done.txt's name, else todo.txt). The other file's three versions
  /// are read from git, so that a task archived on one side (gone from todo.txt, new in
  /// done.txt) is recognized: the commits are HEAD and the commit being merged (named by
  /// git's `GITHEAD_<id>` variable, its merge base the base), or during a rebase the commit
  /// being replayed (`rebase-merge/done`, `rebase-apply/original-commit`, its parent the
  /// base) onto HEAD. They are used only when this file's versions in those commits are the
  /// three files git gave, byte for byte; otherwise the file is merged on its own.
  ///
  /// The labels are git's `%S %X %Y` (git 2.44 and later); older versions of git pass those
  /// literally, and the labels are then the branch names (HEAD's branch, the merged branch),
  /// or during a rebase the commit replayed onto (ours, the upstream) and the commit replayed.
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
    let path = args.count > 4 ? args[4] : nil
    let isDone = path.map { System.baseName($0) == System.baseName(settings.doneFile) } ?? false
    let sides = GitMergeSides(environment: environment) { key, arguments in
      Localizer.format(localizer.string(key), arguments)
    }
    var labels = sides.labels
    if args.count > 7 {
      // git before 2.44 passes the placeholders as they are.
      for (index, placeholder) in [(5, "%S"), (6, "%X"), (7, "%Y")]
      where args[index] != placeholder && !args[index].isEmpty {
        switch index {
        case 5: labels.base = args[index]
        case 6: labels.ours = args[index]
        default: labels.theirs = args[index]
        }
      }
    }
    var other = ThreeWayMerge.Versions.empty
    if let path {
      let otherPath =
        (path.contains("/") ? System.dirName(path) + "/" : "")
        + System.baseName(isDone ? settings.todoFile : settings.doneFile)
      other = sides.versions(of: otherPath, checking: path, against: versions) ?? .empty
    }
    var merge = ThreeWayMerge(markerSize: markerSize, labels: labels)
    // git runs the driver on the other file only when both sides changed it, differently;
    // otherwise it takes the changed side's version (or the one both have) as it is. A task
    // that side archived and the other edited is then a conflict with that side empty (its
    // line is in the done.txt git keeps), so keeping either version never leaves the task in
    // both files as the same completion twice; its versions still tell which task moved
    // where. A task both sides have only in the other file (both archived it, on other
    // days) has its region there, where git writes it.
    merge.regionsKeepToTheirFile =
      other.ours == other.base || other.theirs == other.base || other.ours == other.theirs
    let result =
      isDone ? merge.merge(todo: other, done: versions) : merge.merge(todo: versions, done: other)
    // What the merge kept without a conflict region but the user should know: at most
    // `saidAtMost` lines (a file rewritten whole would flood the terminal), each task's text
    // cut at `clipAt` characters (a line of a megabyte stays in the file, not on the screen).
    var notes: [String] = []
    func text(_ bytes: [UInt8]) -> String {
      let whole = String(decoding: bytes, as: UTF8.self)
      return whole.count > Self.clipAt ? whole.prefix(Self.clipAt) + "…" : whole
    }
    // A task archived on one side and deleted on the other leaves both files without a
    // conflict: said once (by todo.txt's run, or by done.txt's when git will not run the
    // driver on todo.txt, both sides having left it the same).
    if !isDone || other.ours == other.theirs {
      for task in result.archivedAndDeleted {
        let (archived, deleted) =
          task.archivedBy == .ours ? (labels.ours, labels.theirs) : (labels.theirs, labels.ours)
        if let reworded = task.reworded {
          notes.append(
            l(.mergeArchivedAndReworded, archived, text(task.completed), deleted, text(reworded)))
        } else {
          notes.append(l(.mergeArchivedAndDeleted, deleted, archived, text(task.completed)))
        }
      }
    }
    // A task deleted on one side with a new line in its place on the other (both kept): said
    // by the run of the file it is in.
    // Both sides with a new line in one task's place: one note for the two (neither deleted
    // the task outright). Each side's new line by task, found in one pass (a file rewritten
    // whole on both sides has one for every task).
    let replaced = result.replacedAndDeleted.filter { $0.inDone == isDone }
    var newLines: [[UInt8]: (ours: [UInt8]?, theirs: [UInt8]?)] = [:]
    for task in replaced {
      if task.replacedBy == .ours {
        newLines[task.deleted, default: (nil, nil)].ours = task.replacement
      } else {
        newLines[task.deleted, default: (nil, nil)].theirs = task.replacement
      }
    }
    var saidBoth = Set<[UInt8]>()
    for task in replaced {
      if let both = newLines[task.deleted], let ours = both.ours, let theirs = both.theirs {
        if saidBoth.insert(task.deleted).inserted {
          notes.append(
            l(
              .mergeReplacedOnBoth, labels.ours, labels.theirs, text(ours), text(theirs),
              text(task.deleted)))
        }
        continue
      }
      let (replaced, deleted) =
        task.replacedBy == .ours ? (labels.ours, labels.theirs) : (labels.theirs, labels.ours)
      notes.append(
        l(.mergeReplacedAndDeleted, deleted, replaced, text(task.replacement), text(task.deleted)))
    }
    for note in notes.prefix(Self.saidAtMost) { output.error(note) }
    if notes.count > Self.saidAtMost {
      output.error(l(.mergeMoreSaid, String(notes.count - Self.saidAtMost)))
    }
    let merged = isDone ? result.done : result.todo
    try oursFile.replace(with: merged.bytes)
    return merged.isClean ? 0 : 1
  }
}

/// The commits of the merge git is running a merge driver for, found from the repository's
/// state, and the labels that name them.
struct GitMergeSides {
  /// The base, ours and theirs commits (full ids), when found.
  var commits: (base: String, ours: String, theirs: String)?
  /// The labels for the conflict markers.
  var labels = ThreeWayMerge.Labels()
  let environment: [String: String]

  /// - Parameters:
  ///   - environment: The driver's environment (git's variables).
  ///   - text: The localized text of a message key with its arguments (for the labels).
  init(environment: [String: String], text: (MessageKey, [String]) -> String) {
    self.environment = environment
    func git(_ arguments: [String]) -> String? {
      guard let result = Processes.run(["git"] + arguments, environment: environment),
        result.status == 0
      else { return nil }
      return String(decoding: result.output, as: UTF8.self).trimmingWhitespace()
    }
    func short(_ commit: String) -> String { git(["rev-parse", "--short", commit]) ?? commit }
    /// A remote-tracking branch at `commit` (`origin/main`, what `git pull` merges), else its
    /// short id.
    func describe(_ commit: String) -> String {
      let refs = git([
        "for-each-ref", "--points-at", commit, "--format=%(refname:short)", "refs/remotes",
      ])
      let names = refs?.split(separator: "\n").filter { !$0.hasSuffix("/HEAD") }
      return names?.first.map(String.init) ?? short(commit)
    }
    // Only when git runs the driver (git sets GIT_EXEC_PATH for what it runs): run by hand,
    // outside a repository, git would only complain.
    guard environment["GIT_EXEC_PATH"] != nil,
      let head = git(["rev-parse", "-q", "--verify", "HEAD^{commit}"])
    else { return }
    // A rebase replays a commit (theirs) onto HEAD (ours: the upstream, the other machine).
    var replayed: String? = nil
    if let done = git(["rev-parse", "--git-path", "rebase-merge/done"]), System.exists(done),
      let text = try? TodoFile(path: done).read()
    {
      let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
      if let last = lines.last(where: { !$0.hasPrefix("#") && !$0.isEmpty }) {
        let words = last.split(separator: " ")
        if words.count > 1 { replayed = String(words[1]) }
      }
    } else if let file = git(["rev-parse", "--git-path", "rebase-apply/original-commit"]),
      System.exists(file), let text = try? TodoFile(path: file).read()
    {
      replayed = String(decoding: text, as: UTF8.self).trimmingWhitespace()
    }
    if let replayed {
      guard let theirs = git(["rev-parse", "-q", "--verify", replayed + "^{commit}"]) else {
        return
      }
      let subject = git(["log", "-1", "--format=%s", theirs]) ?? ""
      labels.ours = text(.gitLabelUpstream, [describe(head)])
      labels.theirs = short(theirs) + " (" + subject + ")"
      if let base = git(["rev-parse", "-q", "--verify", theirs + "^1"]) {
        labels.base = text(.gitLabelParent, [short(base), short(theirs)])
        commits = (base, head, theirs)
      }
      return
    }
    // git merge names the merged commit in GITHEAD_<id> (one per merged head).
    let heads = environment.filter { $0.key.hasPrefix("GITHEAD_") }
    guard heads.count == 1, let (key, name) = heads.first else { return }
    let theirs = String(key.dropFirst("GITHEAD_".count))
    labels.ours = git(["symbolic-ref", "--short", "-q", "HEAD"]) ?? "HEAD"
    // git pull names the fetched commit by its id: a remote-tracking branch says more.
    labels.theirs = name.isEmpty || name == theirs ? describe(theirs) : name
    if let base = git(["merge-base", head, theirs]) {
      labels.base = text(.gitLabelMergeBase, [short(base)])
      commits = (base, head, theirs)
    }
  }

  /// The bytes of `path` in `commit`; empty when the commit has no such file, nil when git
  /// fails.
  private func blob(_ commit: String, _ path: String) -> [UInt8]? {
    guard
      let listing = Processes.run(
        ["git", "ls-tree", "-z", commit, "--", path], environment: environment),
      listing.status == 0
    else { return nil }
    // "<mode> blob <id>\t<path>\0", or nothing.
    guard !listing.output.isEmpty else { return [] }
    let fields = String(decoding: listing.output, as: UTF8.self).split(separator: " ")
    guard fields.count >= 3, fields[1] == "blob" else { return nil }
    let id = String(fields[2].prefix { $0 != "\t" })
    guard let result = Processes.run(["git", "cat-file", "blob", id], environment: environment),
      result.status == 0
    else { return nil }
    return result.output
  }

  /// The three versions of `path`, when the commits were found and `merged`'s versions in
  /// them are `given` byte for byte (so they are the commits git is merging).
  func versions(of path: String, checking merged: String, against given: ThreeWayMerge.Versions)
    -> ThreeWayMerge.Versions?
  {
    guard let commits,
      blob(commits.base, merged) == given.base, blob(commits.ours, merged) == given.ours,
      blob(commits.theirs, merged) == given.theirs,
      let base = blob(commits.base, path), let ours = blob(commits.ours, path),
      let theirs = blob(commits.theirs, path)
    else { return nil }
    return ThreeWayMerge.Versions(base: base, ours: ours, theirs: theirs)
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

/// `todo git-merge-driver BASE OURS THEIRS [MARKER_SIZE [PATH]]`: the merge driver git runs for
/// todo.txt and done.txt once git-setup has set it up.
struct GitMergeDriverAction: TodoAction {
  static let declaration = ActionDeclaration(
    "git-merge-driver", .actionSummaryGitMergeDriver, .actionHelpGitMergeDriver,
    arguments: ArgumentPattern(leading: [.path, .path, .path]), writes: true,
    mentionsConflictCopies: false, checksLinks: false, neverAddon: true)

  let basics: RunBasics

  init(_ context: CommandContext) {
    basics = context.basics
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try gitMergeDriver(arguments.words)
  }
}

/// `todo git-setup`: makes git merge todo.txt and done.txt task by task (todo git-merge-driver).
struct GitSetupAction: TodoAction {
  static let declaration = ActionDeclaration(
    "git-setup", .actionSummaryGitSetup, .actionHelpGitSetup, writes: true)

  let basics: RunBasics
  let programPath: String

  init(_ context: CommandContext) {
    basics = context.basics
    programPath = context.programPath
  }

  func run(_ arguments: ActionArguments) throws -> Int32 {
    try gitSetup(arguments.words)
  }
}

extension GitSetupAction {
  /// `todo git-setup`: makes git merge todo.txt and done.txt with `todo git-merge-driver`, in
  /// the repository that holds them: `.gitattributes` lines (`todo.txt merge=todotxt`) and the
  /// `merge.todotxt.name` and `merge.todotxt.driver` settings, together.
  func gitSetup(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw usageError() }
    let dir = System.dirName(System.realPath(settings.todoFile))
    let showTop = ["git", "-C", dir, "rev-parse", "--show-toplevel"]
    guard let top = Processes.run(showTop, environment: environment, discarding: [2]),
      top.status == 0
    else {
      // todo's own sentence first, in the user's language; git's own words (English unless
      // its translations are installed) after it, for what todo cannot tell apart (not a
      // repository, one git refuses as another user's, no git).
      let said = Processes.run(showTop, environment: environment, captureFD: 2, discarding: [1])
      let detail = said.map { String(decoding: $0.output, as: UTF8.self).trimmingWhitespace() }
      throw CLIError(
        message: [l(.notARepository, dir), detail ?? ""].filter { !$0.isEmpty }.joined(
          separator: "\n"))
    }
    // Bytes that are not UTF-8 kept as escapes: the repository git named, never another.
    let root = TodoList.escapedText(top.output).trimmingWhitespace()
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
    // As escaped text: a line that is not UTF-8 (another tool's pattern) is written back as
    // its bytes.
    let before = TodoList.escapedText(try attributes.read())
    var text = before
    for file in [settings.todoFile, settings.doneFile] {
      var relative = System.realPath(System.dirName(file)) + "/" + System.baseName(file)
      if relative.utf8.starts(with: (root + "/").utf8) {
        relative = String(Substring(relative.utf8.dropFirst(root.utf8.count + 1)))
      }
      let line = relative.replacingSpaces() + " merge=todotxt"
      if !text.split(separator: "\n").contains(where: { $0 == line }) {
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
      }
    }
    if !text.utf8.elementsEqual(before.utf8) {
      try attributes.replace(with: TodoList.unescapedBytes(text))
    }
    for (key, value) in [
      ("merge.todotxt.name", "todo.txt three-way merge by task"),
      ("merge.todotxt.driver", shellQuote(binary) + " git-merge-driver %O %A %B %L %P %S %X %Y"),
    ] {
      guard
        let result = Processes.run(
          ["git", "-C", root, "config", key, value], environment: environment),
        result.status == 0
      else { throw CLIError(message: l(.commandFailed, "git config")) }
    }
    output.line(l(.gitSetupDone, root))
    return 0
  }
}
