import TodoLocalization

// MARK: - revert

extension CommandContext {
  /// `todo revert`: puts the todo file back as it was before the last command that changed it
  /// (one step per run, up to 10), refusing when the file has changed since todo wrote it.
  func revert(_ args: [String]) throws -> Int32 {
    guard args.isEmpty else { throw CLIError(message: l(.usageRevert, settings.programName)) }
    let path = settings.todoFile
    // A session on the todo file: its lock, and what a killed command appended is taken back.
    let session = EditSession(
      editing: path, lockFile: path, environment: environment, faults: faults)
    let backups = Backups(for: path, environment: environment)
    let numbers = backups.numbers()
    guard let last = numbers.last else { throw CLIError(message: l(.revertNothing, path)) }
    let file = session.file
    guard let version = backups.version(last), version.after == file.signature() else {
      throw CLIError(message: l(.revertChanged, path, backups.directory))
    }
    if let size = version.appendedFrom {
      // An append: cut it off again.
      var bytes = try file.read()
      guard size <= bytes.count else {
        throw CLIError(message: l(.revertChanged, path, backups.directory))
      }
      bytes.removeSubrange(size...)
      try file.replace(with: bytes)
    } else {
      guard let bytes = backups.read(String(last) + ".txt") else {
        throw CLIError(message: l(.revertNothing, path))
      }
      try file.replace(with: bytes)
    }
    // What the command appended elsewhere goes too (the tasks `archive` moved to done.txt),
    // unless that file has changed since.
    for append in version.sideAppends {
      let other = TodoFile(path: append.path)
      if other.size() == append.after { other.truncate(to: append.before) }
    }
    backups.remove(last)
    // The version before is now the file as it is: a later revert goes on from here.
    // Unless something else changed the file between that change and the one just undone:
    // then the file is not what that change left (its size tells), and an append record
    // would cut the wrong bytes; a later revert then refuses.
    if let previous = numbers.dropLast().last, var earlier = backups.version(previous),
      earlier.after.size == file.size(), let now = file.signature()
    {
      earlier.after = now
      backups.commit(previous, earlier)
    }
    output.line(l(.reverted, path, String(numbers.count - 1)))
    return 0
  }
}
