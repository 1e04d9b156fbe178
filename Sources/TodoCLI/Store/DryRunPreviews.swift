/// What a `--dry-run` command would write: each file's content before and
/// after, as the commit would leave it; the commit hands them here instead of writing
/// (``EditSession/previews``), and the run prints them as unified diffs.
final class DryRunPreviews {
  /// One file the command would change.
  struct Preview: Equatable {
    /// The file as the command names it (todo.txt, done.txt, a `move` destination).
    var path: String
    /// Its content before (`nil`: it does not exist yet).
    var before: [UInt8]?
    /// Its content after the command.
    var after: [UInt8]
  }

  /// The files, in the order the command would write them; a file written twice appears once,
  /// with its first content before and its last after.
  private(set) var previews: [Preview] = []
  /// Whether the action run was one that writes (the others have nothing to show).
  var ranWritingAction = false

  init() {}

  /// Records that `path` would go from `before` to `after`.
  func record(path: String, before: [UInt8]?, after: [UInt8]) {
    let real = System.realPath(path)
    if let index = previews.firstIndex(where: { System.realPath($0.path) == real }) {
      previews[index].after = after
    } else {
      previews.append(Preview(path: path, before: before, after: after))
    }
  }

  /// The files whose content would change.
  var changes: [Preview] {
    previews.filter { $0.after != ($0.before ?? []) || ($0.before == nil && !$0.after.isEmpty) }
  }
}
