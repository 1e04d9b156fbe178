import TodoTxt

/// A file's content in short, to tell whether it changed: its size and a 128-bit hash of its
/// bytes (``ContentHasher``). Compares content, not the time or the size alone: another
/// machine's edit of the same size is a change. Not for security: it tells `todo`'s own
/// versions from other writers' ones.
struct ContentHash: Equatable {
  var size: Int
  var first: UInt64
  var second: UInt64

  /// The hash of `bytes`.
  init(_ bytes: [UInt8]) {
    var hasher = ContentHasher()
    bytes.withUnsafeBytes { hasher.add($0) }
    self = hasher.hash
  }

  /// The hash of `list`'s bytes, as they would be written.
  init(_ list: TodoList) {
    var hasher = ContentHasher()
    list.withSerializedPieces { hasher.add($0) }
    self = hasher.hash
  }

  init(size: Int, first: UInt64, second: UInt64) {
    self.size = size
    self.first = first
    self.second = second
  }

  /// As a record field: `size:first:second` (hex).
  var field: String { "\(size):\(String(first, radix: 16)):\(String(second, radix: 16))" }

  /// Parses ``field``; `nil` for anything else.
  init?(field: String) {
    let parts = field.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, let size = Int(parts[0]), let first = UInt64(parts[1], radix: 16),
      let second = UInt64(parts[2], radix: 16)
    else { return nil }
    self.init(size: size, first: first, second: second)
  }
}

/// Makes a ``ContentHash`` in one pass at memory speed: the rounds of xxHash64 (four lanes
/// over 32-byte stripes, each `rotl(lane + word × P2, 31) × P1`), the bytes left over and the
/// size mixed in at the end, finished into two 64-bit halves. The result does not depend on
/// how the bytes are split into pieces. (Not bit-for-bit xxHash64; only `todo` reads it.)
struct ContentHasher {
  private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
  private var size = 0
  private var v1 = ContentHasher.p1 &+ ContentHasher.p2
  private var v2 = ContentHasher.p2
  private var v3: UInt64 = 0
  private var v4 = 0 &- ContentHasher.p1
  /// The bytes after the last whole stripe (fewer than 32).
  private var pending: [UInt8] = []

  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    let sum = lane &+ word &* p2
    return ((sum << 31) | (sum >> 33)) &* p1
  }

  private mutating func stripe(_ raw: UnsafeRawBufferPointer, _ at: Int) {
    func word(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at + offset, as: UInt64.self))
    }
    v1 = Self.round(v1, word(0))
    v2 = Self.round(v2, word(8))
    v3 = Self.round(v3, word(16))
    v4 = Self.round(v4, word(24))
  }

  /// Adds `bytes` after those hashed so far.
  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    let count = bytes.count
    var i = 0
    if !pending.isEmpty {
      i = min(32 - pending.count, count)
      pending += bytes[0..<i]
      if pending.count == 32 {
        pending.withUnsafeBytes { stripe($0, 0) }
        pending.removeAll(keepingCapacity: true)
      }
    }
    while i + 32 <= count {
      stripe(bytes, i)
      i += 32
    }
    if i < count { pending += bytes[i..<count] }
    size += count
  }

  private static func avalanche(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h = h &* p2
    h ^= h >> 29
    h = h &* p3
    h ^= h >> 32
    return h
  }

  /// The hash of the bytes added.
  var hash: ContentHash {
    func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    var h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
    for lane in [v1, v2, v3, v4] { h = (h ^ Self.round(0, lane)) &* Self.p1 &+ Self.p3 }
    h = h &+ UInt64(size)
    var tail = h
    for byte in pending { tail = rotl(tail ^ UInt64(byte) &* Self.p3, 11) &* Self.p1 }
    // Two halves: the whole state finished twice, with different lanes leading.
    let first = Self.avalanche(tail)
    let second = Self.avalanche(tail ^ rotl(v3 &* Self.p3, 27) ^ rotl(v4, 43) &+ Self.p2)
    return ContentHash(size: size, first: first, second: second)
  }
}

extension StateRecord {
  /// The value of `key` as a content hash: `.some(nil)` for `missing` (no file), `nil` when
  /// there is no such field or it is malformed.
  func contentHash(_ key: String) -> ContentHash?? {
    guard let value = self[key] else { return nil }
    if value == "missing" { return .some(nil) }
    return ContentHash(field: value).map { .some($0) }
  }

  /// Sets `key` to `hash`, `missing` for no file.
  mutating func setContentHash(_ key: String, _ hash: ContentHash?) {
    self[key] = hash?.field ?? "missing"
  }
}

/// Where the bytes of an append are now, found by their content (never by the file's size).
enum AppendPlace: Equatable {
  /// Exactly there: removing this range takes the append back and nothing else.
  case found(Range<Int>)
  /// Not in the file (the append did not happen, or another writer's version replaced it).
  case absent
  /// Not at the place written, and more than once elsewhere: which one is ours is unknown.
  case ambiguous
  /// The file cannot be read as the file appended to (a link now, not a regular file), or
  /// the record has no bytes to look for (one from before they were kept).
  case unknown
}

extension Backups.SideAppend {
  /// The appended bytes after the line ending that was added first (a file without a final
  /// newline); whole lines, each with its ending.
  var lines: [UInt8] { Array((bytes ?? []).dropFirst(lead)) }

  /// Where this append's bytes are in `content`, the file at its path as it is now
  /// (`sameFile`: the file appended to, same device and inode).
  ///
  /// The rule: at the place written, in the same file, exactly the bytes written (or, at the
  /// end of the file, the start of them: a write killed half-way), they are ours (whatever
  /// else is in the file). Elsewhere, its lines are looked for as whole lines
  /// (after a newline), and taken only when found once: twice is someone else's copy too.
  func place(in content: [UInt8], sameFile: Bool) -> AppendPlace {
    guard let bytes, !bytes.isEmpty else { return .unknown }
    let end = before + bytes.count
    if sameFile, before >= 0, end <= content.count, content[before..<end].elementsEqual(bytes) {
      return .found(before..<end)
    }
    // A write killed half-way: the file ends inside the append, and what is there from the
    // place written on is the start of our bytes. Nothing follows it, so it is ours alone.
    if sameFile, before >= 0, before < content.count, content.count < end,
      content[before...].elementsEqual(bytes.prefix(content.count - before))
    {
      return .found(before..<content.count)
    }
    let body = lines
    guard !body.isEmpty else { return .unknown }
    var hits: [Int] = []
    content.withUnsafeBufferPointer { all in
      var start = 0
      while start + body.count <= all.count {
        if all[start] == body[0] && all[start..<start + body.count].elementsEqual(body) {
          hits.append(start)
          if hits.count > 1 { return }
        }
        // The next line start.
        guard let newline = all[start...].firstIndex(of: 0x0A) else { return }
        start = newline + 1
      }
    }
    guard hits.count == 1, let at = hits.first else { return hits.isEmpty ? .absent : .ambiguous }
    var range = at..<at + body.count
    // At the end, after the ending this append added: that ending goes too.
    if range.upperBound == content.count, lead > 0, at >= lead,
      content[(at - lead)..<at].elementsEqual(bytes.prefix(lead))
    {
      range = (at - lead)..<range.upperBound
    }
    return .found(range)
  }
}

/// What taking an append back did.
enum TakeBackOutcome: Equatable {
  /// Its bytes were found and removed, and nothing else.
  case removed
  /// Its bytes are not in the file: nothing to take back.
  case absent
  /// Its bytes could not be taken back exactly (see ``AppendPlace``): the file is unchanged.
  case failed
}

extension EditSession {
  /// The file an append went to, as it is now: its bytes, its signature, whether it is still
  /// the file appended to, and where the append's bytes are in it.
  struct Located {
    var place: AppendPlace
    var content: [UInt8] = []
    var signature: FileSignature? = nil
    var sameFile = false
  }

  /// Finds `append`'s bytes in its file (never through a link: the recorded path is a real
  /// path).
  static func locate(_ append: Backups.SideAppend) -> Located {
    guard append.bytes?.isEmpty == false else { return Located(place: .unknown) }
    // Read between two equal signatures: a version being written meanwhile is not judged.
    for _ in 0..<3 {
      let signature = FileSignature(path: append.path)
      guard System.exists(append.path) || System.isSymbolicLink(append.path) else {
        return Located(place: .absent)
      }
      guard System.isRegularFileNoFollow(append.path),
        let content = try? TodoFile(path: append.path, followsLinks: false).read()
      else { return Located(place: .unknown) }
      guard let signature, signature == FileSignature(path: append.path),
        signature.size == content.count
      else { continue }
      let same =
        (append.device.map { $0 == signature.device } ?? append.created)
        && (append.inode.map { $0 == signature.inode } ?? append.created)
      return Located(
        place: append.place(in: content, sameFile: same), content: content,
        signature: signature, sameFile: same)
    }
    return Located(place: .unknown)
  }

  /// Takes `append` back: removes exactly its bytes from its file, leaving every other
  /// writer's lines (see ``Backups/SideAppend/place(in:sameFile:)``). A file the append made
  /// and that holds nothing else is removed. Never cuts a file back by size, never writes
  /// through a link, never another file put at that path since with the same bytes at the end
  /// unless they are found as the only copy of the appended lines.
  @discardableResult
  static func takeBack(_ append: Backups.SideAppend) -> TakeBackOutcome {
    for _ in 0..<3 {
      let located = locate(append)
      switch located.place {
      case .absent: return .absent
      case .ambiguous, .unknown: return .failed
      case .found(let range):
        if remove(range, of: append, located) { return .removed }
      }
    }
    return .failed
  }

  /// Removes `range` from the file `located` read; `false` when it changed meanwhile.
  private static func remove(
    _ range: Range<Int>, of append: Backups.SideAppend, _ located: Located
  ) -> Bool {
    let file = TodoFile(path: append.path, followsLinks: false)
    let content = located.content
    guard let signature = located.signature else { return false }
    if range.upperBound == content.count {
      if range.lowerBound == 0 && append.created && located.sameFile {
        // The file the append made, holding only the append: removed again.
        guard
          System.isAppendedFile(
            append.path, size: content.count, device: signature.device, inode: signature.inode),
          FileSignature(path: append.path) == signature
        else { return false }
        System.remove(append.path)
        return true
      }
      return file.cut(
        from: range.lowerBound, expecting: Array(content[range]), device: signature.device,
        inode: signature.inode)
    }
    var rest = content
    rest.removeSubrange(range)
    do {
      try file.replace(with: TodoList(bytes: rest), unchangedSince: signature)
      return true
    } catch {
      return false
    }
  }

  /// Takes `appends` back, all or none: when one of them cannot be taken back exactly, none is
  /// (the command is then to be finished rather than half undone).
  ///
  /// - Returns: Whether every append was taken back (or was not there).
  @discardableResult
  static func takeBackAll(_ appends: [Backups.SideAppend]) -> Bool {
    for append in appends {
      switch locate(append).place {
      case .found, .absent: continue
      case .ambiguous, .unknown: return false
      }
    }
    var all = true
    for append in appends.reversed() where takeBack(append) == .failed { all = false }
    return all
  }
}

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
    try add(state, records)
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

  /// The groups of records in the journal: each head with the records after it.
  static func groups(_ state: PrivateFolder) -> [(head: StateRecord, sides: [Backups.SideAppend])] {
    guard let bytes = state.read(name) else { return [] }
    var groups: [(head: StateRecord, sides: [Backups.SideAppend])] = []
    for record in StateRecord.records(in: bytes) {
      if record["kind"] == "side" {
        guard !groups.isEmpty, let side = Backups.SideAppend(record: record) else { continue }
        groups[groups.count - 1].sides.append(side)
      } else if record["kind"] == "commit" || record["kind"] == "revert" {
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
  /// went; blank lines left out. Only the part between the longest common first and last
  /// lines is compared (a command changes a few lines of a long file).
  static func goneLines(from old: [UInt8], to new: [UInt8]) -> [[UInt8]] {
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
    // Compared by their 64-bit hashes (a heuristic's input: a collision only makes a line
    // look kept).
    var kept: [UInt64: Int] = [:]
    for line in lines(new, head..<(new.count - tail)) {
      kept[lineHash(line.bytes), default: 0] += 1
    }
    var gone: [[UInt8]] = []
    for line in lines(old, head..<(old.count - tail))
    where !line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
      let hash = lineHash(line.bytes)
      if let count = kept[hash], count > 0 {
        kept[hash] = count - 1
      } else {
        gone.append(Array(line.bytes))
      }
    }
    return gone
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
