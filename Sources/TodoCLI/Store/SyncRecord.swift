/// This machine's record of the versions of todo.txt its commands wrote, kept in the synced
/// folder for the other machines (`.todo-sync/MACHINE.log`), and the reading of all of them
/// into a ``SyncLineage``.
///
/// Each machine writes only its own record, so a sync client never makes a conflict of one.
/// MACHINE is a random id kept in the private state folder (`…/state/todo/machine-id`): not
/// `/etc/machine-id`, which cloned systems and all the users of one machine share. The record
/// holds content hashes only, no task text: the first line `todo-sync=1`, then a line
/// `v=HASH<TAB>p=HASH[,HASH]` for each version written (`p`: the version or versions it was
/// written from, the copies merged included). It keeps the last ``keptEntries`` entries (as
/// many as the history keeps versions, and more).
///
/// A record arrived through the synced folder and may be damaged, out of date or hostile: it
/// is read only as ``SyncRecordFolder`` allows, parsed as data (a line that does not parse is
/// skipped), and it can only say which versions descend from which; the content of a common
/// version always comes from this machine's own history. Deleting the folder costs only merge
/// precision. `TODOTXT_SYNC_RECORD=0` turns it off, and it is never written in a git work tree,
/// where git knows the common version itself.
struct SyncRecord {
  /// The todo folder (todo.txt's, as configured).
  let directory: String
  /// This machine's id: 16 hex digits.
  let machine: String

  /// The most entries a record keeps: after ``keptEntries`` × 2 it is cut back to the last
  /// ``keptEntries``.
  static let keptEntries = 400
  /// The most versions an entry may name as its parents (a merge's file and copies).
  static let maximumParents = 16
  /// The most other machines' records read (in name order): a folder of thousands of records
  /// would make every merge walk them all.
  static let maximumRecords = 16

  /// The record's first line.
  static let header: [UInt8] = Array("todo-sync=1\n".utf8)

  /// This machine's record for the todo folder `directory`, when one is kept: `nil` when
  /// `TODOTXT_SYNC_RECORD=0` (`enabled` false), when the folder is in a git work tree, or when
  /// the machine id cannot be read or made (the state folder is not private).
  static func forFolder(
    _ directory: String, enabled: Bool, environment: [String: String]
  ) -> SyncRecord? {
    guard enabled, !SyncRecordFolder.isInGitWorkTree(directory),
      let machine = machineID(environment)
    else { return nil }
    return SyncRecord(directory: directory, machine: machine)
  }

  /// This machine's id, made on first use.
  static func machineID(_ environment: [String: String]) -> String? {
    let root = Backups.stateRoot(environment)
    guard let state = try? PrivateFolder.open(root, from: root) else { return nil }
    if let bytes = state.read("machine-id") {
      let id = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
      if isMachineID(id) { return id }
    }
    var random = SystemRandomNumberGenerator()
    let raw = String(random.next() as UInt64, radix: 16)
    let id = String(repeating: "0", count: 16 - raw.count) + raw
    guard state.write("machine-id", Array((id + "\n").utf8), sync: true) else { return nil }
    return id
  }

  /// Whether `text` is a machine id: 16 lowercase hex digits.
  static func isMachineID(_ text: some StringProtocol) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// The record's file name.
  var fileName: String { machine + ".log" }

  /// Records that a command wrote `version` from `start` (the file as it read it, when
  /// known) and, for a merge, the `copies` merged. When `start` is not the version this
  /// machine last recorded and no other machine's record has it, it is recorded first as found
  /// in that one's place (an editor's change here, or a version no todo wrote that the sync
  /// client delivered). Best effort: a record that cannot be written costs merge precision
  /// only.
  func note(_ version: ContentHash, from start: ContentHash?, copies: [ContentHash] = []) {
    guard let folder = SyncRecordFolder.open(in: directory, create: true) else { return }
    defer { folder.close() }
    let existing = folder.read(fileName) ?? []
    // Only the last entry is parsed (and all of them when the record is cut back): a command
    // pays for one line, not the record.
    let lineCount = existing.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    // (A line cut short, the writer killed, is no entry: the record is written again whole.)
    let whole = existing.last == 0x0A
    var lastLine = existing.dropLast()
    if let newline = lastLine.lastIndex(of: 0x0A) { lastLine = lastLine[(newline + 1)...] }
    let lastEntry =
      whole ? SyncRecord.entries(in: SyncRecord.header + Array(lastLine) + [0x0A]).last : nil
    var added: [SyncLineage.Entry] = []
    if let start, let last = lastEntry?.version, start != last,
      !otherRecords(in: folder).contains(where: { $0.contains { $0.version == start } })
    {
      added.append(.init(version: start, parents: [], replaced: last))
    }
    let parents = ([start].compactMap { $0 } + copies).filter { $0 != version }
    added.append(.init(version: version, parents: parents))
    let lines = Array(added.map { SyncRecord.line($0) }.joined().utf8)
    if !existing.starts(with: SyncRecord.header) || !whole
      || lineCount > SyncRecord.keptEntries * 2
    {
      let kept = SyncRecord.entries(in: existing).suffix(SyncRecord.keptEntries)
      folder.replace(
        fileName,
        with: SyncRecord.header + Array(kept.map { SyncRecord.line($0) }.joined().utf8) + lines)
      return
    }
    folder.append(lines, to: fileName)
  }

  /// `entry` as a record line.
  static func line(_ entry: SyncLineage.Entry) -> String {
    var record = StateRecord(["v": entry.version.field])
    if !entry.parents.isEmpty { record["p"] = entry.parents.map(\.field).joined(separator: ",") }
    record["f"] = entry.replaced?.field
    return record.line
  }

  /// The entries of a record's bytes, the last ``keptEntries`` × 2 at most (a record written
  /// elsewhere may hold any number, and the lineage walks them all); lines that do not parse
  /// are left out, and a file without the header has none.
  static func entries(in bytes: [UInt8]) -> [SyncLineage.Entry] {
    guard bytes.starts(with: header) else { return [] }
    let records = StateRecord.records(in: Array(bytes.dropFirst(header.count)))
    return records.suffix(keptEntries * 2).compactMap { record in
      guard let version = record["v"].flatMap({ ContentHash(field: $0) }) else { return nil }
      var parents: [ContentHash] = []
      let fields = (record["p"] ?? "").split(separator: ",")
      // A merge of more copies than that at once is no todo's: no entry.
      guard fields.count <= SyncRecord.maximumParents else { return nil }
      for field in fields {
        guard let parent = ContentHash(field: String(field)) else { return nil }
        parents.append(parent)
      }
      var replaced: ContentHash?
      if let field = record["f"] {
        guard let hash = ContentHash(field: field) else { return nil }
        replaced = hash
      }
      return SyncLineage.Entry(version: version, parents: parents, replaced: replaced)
    }
  }

  /// The other machines' records' entries in `folder`.
  private func otherRecords(in folder: SyncRecordFolder) -> [[SyncLineage.Entry]] {
    let names = folder.entries().sorted().filter {
      $0.hasSuffix(".log") && $0 != fileName && SyncRecord.isMachineID($0.dropLast(4))
    }
    return names.prefix(SyncRecord.maximumRecords).compactMap { name in
      folder.read(name).map { SyncRecord.entries(in: $0) }
    }
  }

  /// Every machine's record in the folder, read into a lineage; `nil` when there is no
  /// record folder.
  func lineage() -> SyncLineage? {
    guard let folder = SyncRecordFolder.open(in: directory, create: false) else { return nil }
    defer { folder.close() }
    return SyncLineage(
      own: SyncRecord.entries(in: folder.read(fileName) ?? []), others: otherRecords(in: folder))
  }
}
