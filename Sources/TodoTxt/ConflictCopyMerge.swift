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
/// - A line that is the same task as a completed one of `archived` (done.txt, when folding a
///   copy of todo.txt) is not added when it is that very task: it has a creation date, and the
///   archived one was created that day or completed on or after it. The task was completed and
///   archived after the copy was made and must not come back as an open task. A task without
///   a creation date may be a new one with an old text (a chore done every week): it is added,
///   as losing a task is worse than seeing a done one again.
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
    /// The copy's line `text` is a task already completed and archived (in `archived`).
    case archived(text: String)
  }

  /// Folds `copy` into `list`, by the rules of ``ConflictCopyMerge``.
  ///
  /// Steps are reported as they happen, so a caller that stops at an error has seen the
  /// steps already taken (and `list` keeps them).
  ///
  /// - Parameters:
  ///   - copy: The conflict copy.
  ///   - list: The file; edited in place.
  ///   - archived: The archive of completed tasks (done.txt) when `list` is todo.txt; its
  ///     completed tasks are not brought back.
  ///   - report: Gets one step per non-blank line of `copy`, in order; line numbers are
  ///     `list`'s.
  /// - Throws: ``TodoTxtError/containsLineBreak`` when a copy's line ends with `\r` and would
  ///   be added to a file whose lines end with LF (it would read back as a CRLF line).
  public static func fold(
    _ copy: TodoList, into list: inout TodoList, archived: TodoList? = nil,
    report: (Step) -> Void
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
    var done: [TaskIdentity: [TodoItem]] = [:]
    if let archived {
      for n in archived.lineNumbers where archived.isDone(line: n) && archived.isValidUTF8(line: n)
      {
        if let item = try? archived.item(atLine: n) {
          done[identity(item), default: []].append(item)
        }
      }
    }
    /// Whether `item` is the very task an archived one is.
    func isArchived(_ item: TodoItem) -> Bool {
      guard let created = item.creationDate else { return false }
      return done[identity(item)]?.contains { archived in
        archived.creationDate == created
          || archived.completionDate.map { $0 >= created } == true
      } == true
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
      if copy.isValidUTF8(line: n), let item = try? copy.item(atLine: n), isArchived(item) {
        report(.archived(text: text))
        continue
      }
      let added = try list.appendLine(bytes)
      exact.insert(bytes)
      report(.added(line: added, text: text))
    }
  }
}
