/// The kept versions as common ancestors for `merge-conflicts`.
extension Backups {
  /// A kept version of the todo file that a conflict copy may have started from.
  struct Ancestor {
    /// todo.txt's bytes as they were.
    var todo: [UInt8]
    /// When the command that replaced them ran (seconds since the epoch, by todo's clock when
    /// its record has it, else the file's modification time then).
    var replacedAt: Int
    /// todo.txt's bytes one kept version earlier, `nil` when there is none.
    var older: [UInt8]?
    /// done.txt's size then, when a later command recorded appending to it (`nil`: no command
    /// of the history appended to it since).
    var doneSize: Int?
  }

  /// The newest kept version of the todo file that a command replaced before `moment`
  /// (seconds since the epoch): the file as it was before this machine's last change made
  /// before the copy; `nil` when no kept version is that old (or the history cannot be read).
  ///
  /// Only whole versions count (a rewrite keeps the file before it; an append keeps none),
  /// and only versions of the todo file itself.
  ///
  /// - Parameters:
  ///   - moment: The time the conflict copy was made, seconds since the epoch.
  ///   - doneFile: done.txt's path, to find its size then in the later versions' records.
  func ancestor(before moment: Int, doneFile: String) -> Ancestor? {
    guard let numbers = try? numbers() else { return nil }
    let done = System.realPath(doneFile)
    for number in numbers.reversed() {
      guard let version = version(number), version.file == nil, version.appendedFrom == nil,
        (version.at ?? version.after.seconds) < moment, let bytes = read(String(number) + ".txt")
      else { continue }
      var doneSize: Int?
      for later in numbers where later >= number {
        for side in self.version(later)?.sideAppends ?? [] where side.path == done {
          doneSize = min(doneSize ?? side.before, side.before)
        }
      }
      let older = numbers.reversed().lazy.filter { $0 < number }.compactMap { earlier in
        self.version(earlier).flatMap { version in
          version.file == nil && version.appendedFrom == nil
            ? self.read(String(earlier) + ".txt") : nil
        }
      }.first
      return Ancestor(
        todo: bytes, replacedAt: version.at ?? version.after.seconds, older: older,
        doneSize: doneSize)
    }
    return nil
  }
}
