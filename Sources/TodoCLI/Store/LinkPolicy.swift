import TodoLocalization

// MARK: - Links out of the todo folder

/// A file in the todo folder that is a symlink (or lies under one) leading out of the folder.
struct OutsideLink {
  /// The path as todo would open it.
  var path: String
  /// Where it leads, every link resolved.
  var target: String
  /// Whether `TODOTXT_ALLOW_LINKS` names the target or a folder holding it.
  var allowed: Bool
}

extension TaskStore {
  /// Refuses `path` when it lies in the todo folder but leads out of it through a symlink
  /// that `TODOTXT_ALLOW_LINKS` does not allow.
  ///
  /// The rule: whoever shares a synced folder (a collaborator, a git repository) can put links
  /// in it, and sync clients and git create them as you, so a link's owner cannot tell who put
  /// it there. A link in the todo folder is therefore followed only where it stays inside the
  /// folder (the real location of `TODO_DIR`), or leads where the user allowed. Paths the user
  /// typed or configured elsewhere are not checked: `TODO_DIR` itself, a `TODO_FILE`,
  /// `DONE_FILE` or `REPORT_FILE` other than its default place in the folder (`$TODO_DIR/todo.txt`), and a file name
  /// with `..` that leaves the folder.
  ///
  /// - Throws: ``CLIError`` with the localized refusal, which says how to allow the link.
  func checkLink(_ path: String) throws {
    guard let link = outsideLink(path), !link.allowed else { return }
    throw CLIError(
      message: l(
        .linkOutsideFolder, PathBytes.printable(path), PathBytes.printable(link.target),
        settings.todoDir))
  }

  /// Checks the todo, done and report files that are at their default places in the todo
  /// folder (see ``checkLink(_:)``): an early, friendly refusal before any command or add-on
  /// runs. The guarantee is made where the files are opened, under the lock (``EditSession``
  /// and ``TodoFile/confinement``): a link swapped in after this check is refused there.
  func checkDefaultFileLinks() throws {
    for path in [settings.todoFile, settings.doneFile, settings.reportFile]
    where !settings.followedFiles.contains(Array(path.utf8)) {
      try checkLink(path)
    }
  }

  /// Where `path` leads when it is in the todo folder by name but outside it for real;
  /// `nil` when it is not such a path.
  func outsideLink(_ path: String) -> OutsideLink? {
    guard let roots = confinement(for: path), let folder = roots.first,
      let target = System.resolvedTarget(path), !Self.isInside(target, folder)
    else { return nil }
    let allowed = roots.dropFirst().contains { Self.isInside(target, $0) }
    return OutsideLink(path: path, target: target, allowed: allowed)
  }

  /// The real folders where `path` may lead when it is in the todo folder by name (by the
  /// folder's spelling or its real path): the folder's real location first, then the places
  /// `TODOTXT_ALLOW_LINKS` allows; `nil` for a path the rule does not cover (see
  /// ``checkLink(_:)``). A file opened with these (``TodoFile/confinement``) is checked at
  /// `open`, not only before: a link swapped in after the check is refused there.
  func confinement(for path: String) -> [String]? {
    let dir = settings.todoDir
    guard !dir.isEmpty, let folder = System.resolvedTarget(dir) else { return nil }
    let prefix = dir.hasSuffix("/") ? dir : dir + "/"
    let realPrefix = folder.hasSuffix("/") ? folder : folder + "/"
    // As bytes: `hasPrefix` would take a canonically equivalent folder (another one) for it.
    let rest: Substring
    if path.utf8.starts(with: prefix.utf8) {
      rest = Substring(path.utf8.dropFirst(prefix.utf8.count))
    } else if path.utf8.starts(with: realPrefix.utf8) {
      rest = Substring(path.utf8.dropFirst(realPrefix.utf8.count))
    } else {
      return nil
    }
    // A name that leaves the folder by itself (`mv 1 ../x.txt`) was typed so.
    var depth = 0
    for part in rest.split(separator: "/") where part != "." {
      depth += part == ".." ? -1 : 1
      if depth < 0 { return nil }
    }
    let allowed = settings.allowedLinks.compactMap { entry in
      System.resolvedTarget(entry.hasPrefix("/") ? entry : prefix + entry)
    }
    return [folder] + allowed
  }

  /// ``confinement(for:)`` of a file an edit session opens: none for a todo, done or report
  /// file configured elsewhere than its default place (followed wherever it leads).
  func sessionConfinement(for path: String) -> [String]? {
    settings.followedFiles.contains(Array(path.utf8)) ? nil : confinement(for: path)
  }

  /// The links directly in the todo folder that lead out of it, for `doctor` (the configured
  /// files, followed wherever they lead, aside).
  func outsideLinks() -> [OutsideLink] {
    let dir = settings.todoDir
    let prefix = dir.hasSuffix("/") ? dir : dir + "/"
    return (System.directoryEntries(dir) ?? []).sorted().compactMap { name in
      let path = prefix + name
      guard System.isSymbolicLink(path), !settings.followedFiles.contains(Array(path.utf8)) else {
        return nil
      }
      return outsideLink(path)
    }
  }

  /// Whether the resolved path `path` is `folder` or inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    System.isInside(path, folder)
  }
}
