/// Folding a sync conflict copy (Dropbox, Syncthing, Nextcloud) into the file it is a copy of,
/// line by line, with no I/O.
///
/// A copy has no common ancestor with the file, so this is a two-way fold that never removes
/// a line:
///
/// - A line already in the file, byte for byte, is dropped.
/// - A line that is the same task as one of the file's (``TaskIdentity`` ignoring `pri:`,
///   `due:` and `t:`, so the completion, dates and priority may differ) keeps the most
///   progressed version: a completed one replaces an open one in place; otherwise the file's
///   version stays, even when both are completed.
/// - Any other line is added at the end, in the copy's order, byte for byte (lines that are
///   not valid UTF-8 included); the file's own order never changes.
///
/// Blank lines of the copy are skipped.
public enum ConflictCopyMerge {
  /// What happened to one line of the copy.
  public enum Step: Sendable, Hashable {
    /// The line was already in the file; `text` is the copy's line.
    case alreadyThere(text: String)
    /// The file's open line `line` was replaced by the copy's completed version `text`.
    case progressed(line: Int, text: String)
    /// The copy's line `text` is the same task as the file's line `line`, which stays.
    case kept(line: Int, text: String)
    /// The copy's line `text` was added to the file as line `line`.
    case added(line: Int, text: String)
  }

  /// Folds `copy` into `list`, by the rules of ``ConflictCopyMerge``.
  ///
  /// Steps are reported as they happen, so a caller that stops at an error has seen the
  /// steps already taken (and `list` keeps them).
  ///
  /// - Parameters:
  ///   - copy: The conflict copy.
  ///   - list: The file; edited in place.
  ///   - report: Gets one step per non-blank line of `copy`, in order; line numbers are
  ///     `list`'s.
  /// - Throws: ``TodoTxtError/containsLineBreak`` when a copy's line ends with `\r` and would
  ///   be added to a file whose lines end with LF (it would read back as a CRLF line).
  public static func fold(
    _ copy: TodoList, into list: inout TodoList, report: (Step) -> Void
  ) throws {
    func identity(_ item: TodoItem) -> TaskIdentity {
      item.identity(ignoring: [.priorityTag, .schedule])
    }
    var exact = Set<[UInt8]>()
    var byIdentity: [TaskIdentity: Int] = [:]
    for n in list.lineNumbers where !list.isBlank(line: n) {
      exact.insert(list.bytes(ofLine: n))
      if list.isValidUTF8(line: n), let item = try? list.item(atLine: n) {
        // The first line with an identity is the one a copy's line meets.
        byIdentity[identity(item)] = byIdentity[identity(item)] ?? n
      }
    }
    for n in copy.lineNumbers where !copy.isBlank(line: n) {
      let bytes = copy.bytes(ofLine: n)
      let text = copy.text(ofLine: n)
      if exact.contains(bytes) {
        report(.alreadyThere(text: text))
        continue
      }
      if copy.isValidUTF8(line: n), let item = try? copy.item(atLine: n),
        let line = byIdentity[identity(item)], let mine = try? list.item(atLine: line)
      {
        if item.isCompleted && !mine.isCompleted {
          try list.replace(line: line, with: item)
          report(.progressed(line: line, text: item.text))
        } else {
          report(.kept(line: line, text: text))
        }
        exact.insert(bytes)
        continue
      }
      let added = try list.appendLine(bytes)
      exact.insert(bytes)
      report(.added(line: added, text: text))
    }
  }
}
