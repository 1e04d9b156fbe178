import TodoTxt

/// When a task open in todo.txt is the same task as one done in done.txt: the same words
/// (priority and the `pri:` tag `do` writes aside, see ``TaskIdentity``) and the same creation
/// date. Used by `doctor` to report such pairs and by `revert` to refuse making one.
enum OpenAndDone {
  struct Key: Hashable {
    var identity: TaskIdentity
    var created: TodoDate?

    init(_ item: TodoItem) {
      identity = item.identity(ignoring: .priorityTag)
      created = item.creationDate
    }
  }

  /// Each done task of `list` (`x ` lines), with its line numbers.
  static func doneLines(_ list: TodoList) -> [Key: [Int]] {
    var found: [Key: [Int]] = [:]
    for n in list.lineNumbers where list.isDone(line: n) {
      guard let item = try? list.item(atLine: n) else { continue }
      found[Key(item), default: []].append(n)
    }
    return found
  }

  /// Each open task of `list` (not blank, not done): its line number and key, in order.
  static func openLines(_ list: TodoList) -> [(line: Int, key: Key)] {
    var found: [(line: Int, key: Key)] = []
    for n in list.lineNumbers where !list.isBlank(line: n) && !list.isDone(line: n) {
      guard let item = try? list.item(atLine: n) else { continue }
      found.append((n, Key(item)))
    }
    return found
  }
}
