import TodoLocalization

// MARK: - revert

extension CommandContext {
  /// `todo revert`: takes back the last command that changed the todo files, as one step:
  /// the file it rewrote or appended to gets its bytes back, what it appended to other files
  /// (done.txt, a move's destination, report.txt) is cut off, and a file it made is removed.
  /// Refuses, changing nothing, when any of those files changed since (one step per run, up
  /// to ``Backups/kept``).
  func revert(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw CLIError(message: l(.usageRevert, settings.programName)) }
    let path = settings.todoFile
    // A session on the todo file: its lock, held until the revert is done, and what a killed
    // command appended is taken back.
    let session = try editSession()
    defer { withExtendedLifetime(session) {} }
    let backups = Backups(for: path, environment: environment)
    let numbers = try backups.numbers()
    guard let last = numbers.last else { throw CLIError(message: l(.revertNothing, path)) }
    guard let version = backups.version(last) else {
      throw CLIError(message: l(.revertChanged, path, backups.directory))
    }
    var file = TodoFile(path: version.file ?? path, faults: faults)
    // Written back only inside the folder it must stay in, checked at open (a link swapped in
    // since is refused).
    file.confinement = sessionConfinement(for: file.path)
    guard version.after == file.signature() else {
      throw CLIError(message: l(.revertChanged, file.path, backups.directory))
    }
    // Taking an append back from a file that changed since would cut the wrong bytes, or
    // leave a task in two files: all or nothing. The file must still be the one appended to
    // (its real path not a link now, the same device and inode): a link or another file put
    // there since is never cut.
    for append in version.sideAppends
    where !System.isAppendedFile(
      append.path, size: append.after, device: append.device, inode: append.inode)
    {
      throw CLIError(message: l(.revertChanged, append.path, backups.directory))
    }
    if let size = version.appendedFrom {
      // An append: cut it off again (nothing, when only other files changed).
      if version.created && size == 0 {
        System.remove(file.path)
      } else if size < version.after.size {
        var bytes = try file.read()
        bytes.removeSubrange(min(size, bytes.count)...)
        try file.replace(with: bytes)
      }
    } else {
      guard let bytes = backups.read(String(last) + ".txt") else {
        throw CLIError(message: l(.revertNothing, path))
      }
      try file.replace(with: bytes)
    }
    for append in version.sideAppends { EditSession.takeBack(append) }
    backups.remove(last)
    // The version before is now the file as it is: a later revert goes on from here.
    // Unless something else changed the file between that command and the one just undone
    // (the undone command read another version than the one the earlier command left): then
    // a later revert refuses rather than lose that other change.
    if let previous = numbers.dropLast().last, var earlier = backups.version(previous) {
      let earlierFile = TodoFile(path: earlier.file ?? path)
      // What the undone command found that file as: read (its own file) or appended to.
      let found =
        earlier.file == version.file
        ? version.before
        : version.sideAppends.first { $0.path == System.realPath(earlierFile.path) }?.was
      if let found, found == earlier.after, let now = earlierFile.signature() {
        earlier.after = now
        backups.commit(previous, earlier)
      }
    }
    output.line(l(.reverted, path, String(numbers.count - 1)))
    return 0
  }
}
