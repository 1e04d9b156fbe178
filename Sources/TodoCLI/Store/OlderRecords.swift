/// The one place that reads state files of formats before ``StateRecord/currentFormat``:
/// each older format is brought up to the current one here, and the rest of the code reads
/// only the current one.
///
/// - Format 0 (the first history): `N.after` and `N.appends` beside each copy. Never read:
///   such versions cannot be reverted to; ``leftoverNames(in:)`` names their files so that
///   the next command's history removes them.
/// - Format 1 (no format line): a version's head has no `at` (when the command ran); the
///   file's modification time after the command (`after`) stands for it. An append's
///   `bytes`, a side append's `id` and `bytes`, and the content `hash` may be missing: the
///   readers keep them `nil` (such an append is never taken back, and a version chain ends
///   there).
enum OlderRecords {
  /// `records`, read from a state file of format `format`, in the shape of
  /// ``StateRecord/currentFormat``; `nil` for a format that is not an older one.
  static func upgrade(_ records: [StateRecord], from format: Int) -> [StateRecord]? {
    switch format {
    case 1:
      return records.map { record in
        var record = record
        if record["kind"] == "rewrite" || record["kind"] == "append", record["at"] == nil,
          let after = record.signature("after")
        {
          record["at"] = String(after.seconds)
        }
        return record
      }
    default: return nil
    }
  }

  /// The names among `names` (a history folder's files) that are versions of format 0.
  static func leftoverNames(in names: [String]) -> [String] {
    names.filter { $0.hasSuffix(".after") || $0.hasSuffix(".appends") }
  }
}
