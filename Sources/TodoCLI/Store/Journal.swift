import TodoTxt

/// The journal of the command being committed, in the history folder: what it is about to
/// append to other files, and how to finish or take back the command if it is killed
/// half-way. One command's group of records at a time; the next session settles it
/// (``EditSession/recoverInterruptedAppends()``) before it does anything else.
///
/// Records, one a line (``StateRecord``):
/// - `kind=commit`: a command that appends to other files and rewrites (or appends to) its
///   file `file` (a real path), which was `edited` (signature) and `old` (content hash) when
///   read and becomes `new`; its new content is kept beside the journal (`pending`) when it
///   rewrites, so the command can be finished; `gone` lists the lines it took out of the file.
/// - `kind=revert`: a `revert` of version `number` that gives `file` the content `restored`
///   and then takes back the appends of the records that follow.
/// - `kind=reopen`: an `undo` of a task the archive moved to done.txt, which gives `file` the
///   content `new` and then takes the task's completion line (the record after it) out of
///   done.txt.
/// - `kind=side`: an append (``Backups/SideAppend``) of the group's command, written (and
///   synced) before the append itself.
enum Journal {
  /// The journal's name in the history folder.
  static let name = "appends-pending"
  /// The new content of the file a journaled command rewrites.
  static let pendingName = "appends-pending.new"

  /// Starts a group: the command's new content (when it rewrites; best effort, and not
  /// synced: a `kill -9` leaves it in the page cache, a power loss at most makes it unusable,
  /// which its hash in the head tells; without it the command can still be taken back, only
  /// not finished), then its head record and the first records after it, synced, in one
  /// write.
  ///
  /// - Throws: ``FileError`` when the records cannot be written: the command must then not
  ///   append.
  static func begin(
    _ state: PrivateFolder, _ records: [StateRecord], pending: [UInt8]?
  ) throws(FileError) {
    state.remove(name)
    state.remove(pendingName)
    var records = records
    if let pending, !state.write(pendingName, pending) {
      state.remove(pendingName)
      records[0]["pending"] = nil
    }
    try add(state, [StateRecord.formatLine] + records)
  }

  /// Adds records to the journal, synced.
  ///
  /// - Throws: ``FileError`` when they cannot be written.
  static func add(_ state: PrivateFolder, _ records: [StateRecord]) throws(FileError) {
    let bytes = Array(records.map(\.line).joined().utf8)
    guard state.write(name, bytes, append: true, sync: true) else {
      throw FileError(path: state.path + "/" + name, operation: .write, code: Errno.current.code)
    }
  }

  /// Forgets the journal: the command is complete, or taken back.
  static func clear(_ state: PrivateFolder) {
    state.remove(name)
    state.remove(pendingName)
  }

  /// The groups of records in the journal: each head with the records after it; `nil` when a
  /// newer todo wrote the journal (``StateRecord/document(in:)``): it is then left as it is.
  static func groups(_ state: PrivateFolder) -> [(head: StateRecord, sides: [Backups.SideAppend])]?
  {
    guard let bytes = state.read(name) else { return [] }
    guard let records = StateRecord.document(in: bytes) else { return nil }
    var groups: [(head: StateRecord, sides: [Backups.SideAppend])] = []
    for record in records {
      if record["kind"] == "side" {
        guard !groups.isEmpty, let side = Backups.SideAppend(record: record) else { continue }
        groups[groups.count - 1].sides.append(side)
      } else if ["commit", "revert", "reopen"].contains(record["kind"]) {
        groups.append((record, []))
      }
    }
    return groups
  }

  /// A line's bytes, without its ending.
  struct Line {
    var bytes: ArraySlice<UInt8>
  }
  /// The lines of `bytes[range]`, each without its LF or CRLF ending.
  static func lines(_ bytes: [UInt8], _ range: Range<Int>) -> [Line] {
    var result: [Line] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let newline = bytes[start..<range.upperBound].firstIndex(of: 0x0A)
      var end = newline ?? range.upperBound
      if newline != nil && end > start && bytes[end - 1] == 0x0D { end -= 1 }
      result.append(Line(bytes: bytes[start..<end]))
      start = (newline ?? range.upperBound) + 1
    }
    return result
  }

  /// The lines (without their endings) that `new` no longer has of `old`, each as often as it
  /// went, in `old`'s order; blank lines left out (``changedLines(from:to:)``).
  static func goneLines(from old: [UInt8], to new: [UInt8]) -> [[UInt8]] {
    changedLines(from: old, to: new).gone
  }

  /// The lines (without their endings) that `new` no longer has of `old` (`gone`, in `old`'s
  /// order) and those it has that `old` has not (`added`, in `new`'s order), each as often as
  /// it went or came; blank lines left out. Only the part between the longest common first
  /// and last lines is compared (a command changes a few lines of a long file).
  static func changedLines(
    from old: [UInt8], to new: [UInt8]
  ) -> (gone: [[UInt8]], added: [[UInt8]]) {
    var head = 0
    let shorter = min(old.count, new.count)
    while head < shorter && old[head] == new[head] { head += 1 }
    // Back to the start of the line where they differ.
    while head > 0 && old[head - 1] != 0x0A { head -= 1 }
    var tail = 0
    while tail < shorter - head && old[old.count - 1 - tail] == new[new.count - 1 - tail] {
      tail += 1
    }
    // Shorter until the suffix starts a line in both (after a newline, or at the start).
    func startsLine(_ bytes: [UInt8], _ at: Int) -> Bool { at == 0 || bytes[at - 1] == 0x0A }
    while tail > 0 && !(startsLine(old, old.count - tail) && startsLine(new, new.count - tail)) {
      tail -= 1
    }
    func isBlank(_ line: Line) -> Bool {
      line.bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
    // Found by their 64-bit hashes, then compared byte for byte: a line whose hash another
    // line has already is counted apart (two lines that collide are still two lines).
    let newLines = lines(new, head..<(new.count - tail)).filter { !isBlank($0) }
    let newHashes = newLines.map { lineHash($0.bytes) }
    var kept: [UInt64: (line: ArraySlice<UInt8>, count: Int)] = [:]
    kept.reserveCapacity(newLines.count)
    var collided: [ArraySlice<UInt8>: Int] = [:]
    for (line, hash) in zip(newLines, newHashes) {
      if let first = kept[hash] {
        if first.line == line.bytes {
          kept[hash]?.count += 1
        } else {
          collided[line.bytes, default: 0] += 1
        }
      } else {
        kept[hash] = (line.bytes, 1)
      }
    }
    // Takes one `line` out of what `new` has left; whether there was one.
    func take(_ line: ArraySlice<UInt8>, _ hash: UInt64) -> Bool {
      if let first = kept[hash], first.count > 0, first.line == line {
        kept[hash]?.count -= 1
      } else if let count = collided[line], count > 0 {
        collided[line] = count - 1
      } else {
        return false
      }
      return true
    }
    var gone: [[UInt8]] = []
    for line in lines(old, head..<(old.count - tail))
    where !isBlank(line) && !take(line.bytes, lineHash(line.bytes)) {
      gone.append(Array(line.bytes))
    }
    // What is left of `new` came: the first of equal lines are the ones `old` had.
    var added: [[UInt8]] = []
    for (line, hash) in zip(newLines, newHashes).reversed() where take(line.bytes, hash) {
      added.append(Array(line.bytes))
    }
    return (gone, added.reversed())
  }

  /// Whether `content` still has every line of `lines` (as often as listed), compared by
  /// ``lineHash(_:)``.
  static func contains(_ lines: [UInt64], in content: [UInt8]) -> Bool {
    guard !lines.isEmpty else { return false }
    var wanted: [UInt64: Int] = [:]
    for line in lines { wanted[line, default: 0] += 1 }
    for line in Journal.lines(content, 0..<content.count) {
      let hash = lineHash(line.bytes)
      if let count = wanted[hash] { wanted[hash] = count > 1 ? count - 1 : nil }
    }
    return wanted.isEmpty
  }

  /// A line's 64-bit hash, for the journal's list of lines a command took out.
  static func lineHash(_ line: ArraySlice<UInt8>) -> UInt64 {
    var hasher = ContentHasher()
    line.withUnsafeBytes { hasher.add($0) }
    return hasher.hash.first
  }

  /// `lines` as one field: each line's ``lineHash(_:)`` in hex, `.` between them (a command
  /// that archives thousands of lines keeps a short journal).
  static func linesField(_ lines: [[UInt8]]) -> String {
    lines.map { String(lineHash($0[...]), radix: 16) }.joined(separator: ".")
  }

  /// Parses ``linesField(_:)``.
  static func lines(_ field: String?) -> [UInt64]? {
    guard let field else { return nil }
    if field.isEmpty { return [] }
    var hashes: [UInt64] = []
    for part in field.split(separator: ".", omittingEmptySubsequences: false) {
      guard let hash = UInt64(part, radix: 16) else { return nil }
      hashes.append(hash)
    }
    return hashes
  }
}
