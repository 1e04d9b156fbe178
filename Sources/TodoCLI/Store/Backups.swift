/// The history of the commands that changed the files of one todo.txt, for `todo revert`.
///
/// Kept outside the synced folder, in `${XDG_STATE_HOME:-~/.local/state}/todo/backups/<hash of
/// todo.txt's real path>/`, the last ``kept`` (fewer when they are large: ``keptBytes``). Each
/// command leaves `N.record` (a ``Version``:
/// which file it rewrote or appended to and its signature after, and what it appended to other
/// files) and, for a rewrite, `N.txt`: the file before it (a hard link to the replaced file
/// where the file system allows, so a backup costs no copy). An append keeps no copy: its
/// record says the length to cut back to. For a file larger than ``changesAbove``, the
/// version before the newest is then kept as its changes against the newest (`N.diff`, a
/// ``VersionDelta``): the newest is always whole, and each older one is rebuilt from the one
/// after it.
///
/// The folder and its parents up to `…/state/todo` are private (``PrivateFolder``): 0700, the
/// user's own, never through a symbolic link; every file in it 0600 (a hard link keeps the
/// user's mode, which the private folder hides).
final class Backups {
  let directory: String
  /// The todo file's real path.
  let file: String
  /// todo's own state folder, `${XDG_STATE_HOME:-~/.local/state}/todo`.
  let stateRoot: String
  /// How many versions are kept at most: `revert` goes back as far, and `merge-conflicts`
  /// looks this far back for the version two machines last shared (a machine that did not sync
  /// for a while may have run many commands since).
  static let kept = 100
  /// The least the kept copies may take together, in bytes (64 MiB): the budget is this or
  /// ``keptFileMultiple`` times the file's size, whichever is larger. Small files keep all
  /// ``kept`` versions (the common version of a conflict copy is looked for among them); a
  /// large one keeps as many whole versions as fit, and always the newest (one `revert`).
  static let keptBytes = 64 << 20
  /// How many times the file's size the kept copies may take together.
  static let keptFileMultiple = 3
  /// The files of one version.
  static let suffixes = [".txt", ".left", ".record", ".diff", ".pending", ".reverting"]
  /// The size above which a file's older versions are kept as changes (640 KiB: below it,
  /// ``kept`` whole versions fit in ``keptBytes``).
  static let changesAbove = keptBytes / kept
  /// The size above which versions stay whole (128 MiB): making the changes needs two whole
  /// versions in memory besides the command's own.
  static let changesUpTo = 128 << 20
  private var opened: PrivateFolder?
  /// The version last rebuilt from its changes, for the next older one (a reader going back
  /// through the history rebuilds each from the one after it once); forgotten whenever a
  /// version is made or forgotten.
  private var lastRebuilt: (number: Int, bytes: [UInt8])?

  init(for file: String, environment: [String: String]) {
    stateRoot = Backups.stateRoot(environment)
    self.file = System.realPath(file)
    directory = stateRoot + "/backups/" + Backups.hash(self.file)
  }

  /// todo's own state folder: `${XDG_STATE_HOME:-~/.local/state}/todo`. A relative
  /// `XDG_STATE_HOME` is ignored, as the XDG base directory rules say (it would put the state
  /// in whatever folder todo runs in).
  static func stateRoot(_ environment: [String: String]) -> String {
    let home = Ownership.homeDirectory(environment: environment)
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.local/state"
    return state + "/todo"
  }

  /// The history folder, checked (and made, with `create`) on first use; `nil` when it does
  /// not exist, or cannot be made (keeping versions is best effort).
  ///
  /// - Throws: ``FileError`` (``FileError/Operation/notPrivate``) when it, or a folder above it
  ///   up to ``stateRoot``, is not the user's private folder: nothing is read from or written
  ///   to it then.
  func folder(create: Bool = true) throws(FileError) -> PrivateFolder? {
    if let opened { return opened }
    do throws(PrivateFolderError) {
      opened = try PrivateFolder.open(directory, from: stateRoot, create: create)
    } catch {
      if error.reason == .notPrivate {
        throw FileError(path: error.path, operation: .notPrivate, code: 0)
      }
      return nil
    }
    return opened
  }

  /// A short name for a path that is the same in every run: its FNV-1a hash in hex (the lock
  /// file and the backup folder of one todo file share it).
  static func hash(_ text: String) -> String { String(FNV1a.hash(text.utf8), radix: 16) }

  /// Lines a change appended to another file (done.txt by `archive`, a move's destination,
  /// report.txt): `path` (its real path) grew from `before` to `after` bytes; `created` when
  /// the append made the file; `was` is its signature before; `device` and `inode` name the
  /// file appended to (`nil` in a record from before they were kept); `bytes` are exactly the
  /// bytes appended, of which the first `lead` are the line ending added to a file that had no
  /// final newline (`nil` in a record from before they were kept: such an append is never
  /// taken back). An append is taken back only by finding those bytes
  /// (``EditSession/takeBack(_:)``), never by cutting the file to a size.
  struct SideAppend: Equatable {
    var path: String
    var before: Int
    var after: Int
    var created = false
    var was: FileSignature? = nil
    var device: UInt64? = nil
    var inode: UInt64? = nil
    var bytes: [UInt8]? = nil
    var lead = 0
    /// In a `revert`'s journal: a line the reverted command took out of the file (an `undo` of
    /// an archived task), to be put back, not taken back.
    var putBack = false

    /// `device:inode`, as a record field.
    var identity: String? {
      guard let device, let inode else { return nil }
      return "\(device):\(inode)"
    }

    /// Sets ``device`` and ``inode`` from an ``identity`` field (ignored when malformed).
    mutating func setIdentity(_ field: String?) {
      let parts = (field ?? "").split(separator: ":")
      guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1])
      else { return }
      self.device = device
      self.inode = inode
    }

    /// As a `kind=side` record.
    var record: StateRecord {
      var side = StateRecord([
        "kind": "side", "path": path, "before": String(before), "after": String(after),
      ])
      side["created"] = created ? "1" : nil
      side["was"] = was?.field
      side["id"] = identity
      side["bytes"] = bytes.map { StateRecord.hex($0) }
      side["lead"] = lead > 0 ? String(lead) : nil
      side["putback"] = putBack ? "1" : nil
      return side
    }

    init(
      path: String, before: Int, after: Int, created: Bool = false, was: FileSignature? = nil,
      device: UInt64? = nil, inode: UInt64? = nil, bytes: [UInt8]? = nil, lead: Int = 0
    ) {
      self.path = path
      self.before = before
      self.after = after
      self.created = created
      self.was = was
      self.device = device
      self.inode = inode
      self.bytes = bytes
      self.lead = lead
    }

    /// Parses ``record``; `nil` for another record.
    init?(record: StateRecord) {
      guard record["kind"] == "side", let path = record["path"],
        let before = record.int("before"), let end = record.int("after"), before >= 0,
        end >= before
      else { return nil }
      self.init(
        path: path, before: before, after: end, created: record["created"] == "1",
        was: record.signature("was"))
      setIdentity(record["id"])
      bytes = record.bytes("bytes")
      lead = record.int("lead") ?? 0
      putBack = record["putback"] == "1"
      if let bytes, bytes.count != end - before || lead < 0 || lead > bytes.count {
        self.bytes = nil
      }
    }
  }

  /// A file the todo file's commands may leave with a task (done.txt), as a command left it:
  /// `revert` refuses when it changed since, unless the command's append to it can be taken
  /// back exactly.
  struct Watched: Equatable {
    /// Its real path.
    var path: String
    /// Its content after the command; `nil` when it did not exist.
    var hash: ContentHash?
  }

  /// A conflict copy `merge-conflicts` moved out of the synced folder: where it is kept
  /// (`stash`, in the private conflicts folder), the path it had (`original`) and its
  /// permission bits there (`nil` in a record from before they were kept).
  struct StashedCopy: Equatable {
    var stash: String
    var original: String
    var permissions: UInt32? = nil
  }

  /// A note a command made: its name in the notes folder and the file's identity as written.
  struct CreatedNote: Equatable {
    var name: String
    var identity: FileSignature
  }

  /// What one kept version says about the command that followed it.
  struct Version: Equatable {
    /// The real path of the file the command rewrote or appended to, when it is not the todo
    /// file whose history this is (a move out of done.txt, `addto`); `nil` for the todo file.
    var file: String?
    /// That file's signature right after the command: `revert` refuses when it differs now.
    var after: FileSignature
    /// That file's signature when the command read it (`nil` when it did not exist): equal to
    /// the version before's ``after`` when nothing else changed the file in between.
    var before: FileSignature?
    /// For an append, the file's size before it: reverting cuts the file back to it. (A
    /// command that only appended to other files, as `report` can, appended 0 bytes here.)
    var appendedFrom: Int?
    /// Whether the command made the file: reverting removes it.
    var created = false
    /// What the same command appended to other files; reverting takes it back.
    var sideAppends: [SideAppend] = []

    /// The content of that file right after the command (`nil` in a record from before it
    /// was kept: then ``after`` alone tells whether it changed).
    var hash: ContentHash? = nil
    /// The other files the command could have changed, as it left them.
    var watched: [Watched] = []
    /// When the command ran by todo's clock (seconds since the epoch; `TODO_TEST_TIME` pins
    /// it); ``EditSession`` sets it as it records the version.
    var at = 0
    /// For an append, exactly the bytes appended (a line ending added first to a file without
    /// a final newline included); `nil` in a record from before they were kept. The file as it
    /// was before the command is then a later version of it with these bytes taken off its end
    /// (``Backups/ancestor(before:doneFile:copy:current:)``).
    var appended: [UInt8]? = nil
    /// Whether the file as the command left it is a version the other machines have too (the
    /// result of `merge-conflicts`): a later merge's common ancestor is no older.
    var shared = false
    /// The conflict copies `merge-conflicts` moved out of the synced folder: each stashed
    /// file's path and the path it had. Reverting the merge puts them back.
    var stashedCopies: [StashedCopy] = []
    /// The command as typed (the action and its words, `do 2`), for `revert` to say what it
    /// takes back; `nil` in a record from before it was kept.
    var command: String? = nil
    /// The names of the conflict copies beside the files when the command started (it said
    /// so): each was made before the command ran, whatever its name and modification time say
    /// (another machine's clock). Empty in a record from before they were kept.
    var copiesSeen: [String] = []
    /// The note the command made (`note N`): its name in the notes folder and its identity as
    /// written. Reverting removes it while it is still that file.
    var createdNote: CreatedNote? = nil
    /// The lines the command took out of other files (`undo` of a task the auto-archive moved
    /// to done.txt: its completion line), each where it was and with its bytes and ending.
    /// Reverting puts them back.
    var takenOut: [SideAppend] = []

    var records: [StateRecord] {
      var head = StateRecord(["kind": appendedFrom == nil ? "rewrite" : "append"])
      head["file"] = file
      head["after"] = after.field
      head["before"] = before?.field
      head["from"] = appendedFrom.map(String.init)
      head["created"] = created ? "1" : nil
      head["hash"] = hash?.field
      head["at"] = String(at)
      head["bytes"] = appended.map { StateRecord.hex($0) }
      head["shared"] = shared ? "1" : nil
      head["command"] = command
      // (Hex: a name may hold any byte but `/`, which joins them.)
      head["copies"] =
        copiesSeen.isEmpty
        ? nil : StateRecord.hex(Array(copiesSeen.joined(separator: "/").utf8))
      return [head] + sideAppends.map(\.record)
        + watched.map {
          var record = StateRecord(["kind": "watch", "path": $0.path])
          record.setContentHash("hash", $0.hash)
          return record
        }
        + stashedCopies.map {
          var record = StateRecord(["kind": "stash", "stash": $0.stash, "original": $0.original])
          record["mode"] = $0.permissions.map { String($0, radix: 8) }
          return record
        }
        + (createdNote.map {
          [StateRecord(["kind": "note", "name": $0.name, "identity": $0.identity.field])]
        } ?? [])
        + takenOut.map {
          var record = $0.record
          record["kind"] = "taken"
          return record
        }
    }

    init(
      file: String? = nil, after: FileSignature, before: FileSignature?, appendedFrom: Int? = nil,
      created: Bool = false, sideAppends: [SideAppend] = []
    ) {
      self.file = file
      self.after = after
      self.before = before
      self.appendedFrom = appendedFrom
      self.created = created
      self.sideAppends = sideAppends
    }

    init?(records: [StateRecord]) {
      // A record is todo's own, but a file can be damaged: sizes that cannot be are no record.
      guard let head = records.first, let after = head.signature("after"), after.size >= 0
      else { return nil }
      switch head["kind"] {
      case "rewrite": appendedFrom = nil
      case "append":
        guard let from = head.int("from"), from >= 0, from <= after.size else { return nil }
        appendedFrom = from
      default: return nil
      }
      self.file = head["file"]
      self.after = after
      self.before = head.signature("before")
      self.created = head["created"] == "1"
      self.hash = head["hash"].flatMap { ContentHash(field: $0) }
      guard let at = head.int("at") else { return nil }
      self.at = at
      self.shared = head["shared"] == "1"
      self.command = head["command"]
      self.copiesSeen =
        head.bytes("copies").map { bytes in
          bytes.split(separator: 0x2F).map { String(decoding: $0, as: UTF8.self) }
        } ?? []
      if let from = appendedFrom, let bytes = head.bytes("bytes"), after.size - from == bytes.count
      {
        self.appended = bytes
      }
      for record in records.dropFirst() {
        if record["kind"] == "taken" {
          var side = record
          side["kind"] = "side"
          guard let taken = SideAppend(record: side) else { return nil }
          takenOut.append(taken)
          continue
        }
        if record["kind"] == "note" {
          guard let name = record["name"],
            let identity = record["identity"].flatMap({ FileSignature(field: $0) })
          else { return nil }
          createdNote = CreatedNote(name: name, identity: identity)
          continue
        }
        if record["kind"] == "stash" {
          guard let stash = record["stash"], let original = record["original"] else { return nil }
          // (Permission bits only: a damaged record never sets more.)
          let permissions = record["mode"].flatMap { UInt32($0, radix: 8) }.map { $0 & 0o777 }
          stashedCopies.append(
            StashedCopy(stash: stash, original: original, permissions: permissions))
          continue
        }
        if record["kind"] == "watch" {
          guard let path = record["path"], let hash = record.contentHash("hash") else {
            return nil
          }
          watched.append(Watched(path: path, hash: hash))
          continue
        }
        guard let side = SideAppend(record: record) else { return nil }
        sideAppends.append(side)
      }
    }
  }

  /// The numbers of the kept versions, oldest first.
  ///
  /// - Throws: ``FileError`` when the folder is not private (see ``folder(create:)``).
  func numbers() throws(FileError) -> [Int] {
    ((try folder(create: false))?.entries() ?? [])
      .compactMap { $0.hasSuffix(".record") ? Int($0.dropLast(7)) : nil }
      // A name no `todo` made (beyond 2³¹) would overflow the next number.
      .filter { $0 > 0 && $0 < Int(Int32.max) }
      .sorted()
  }

  /// The number the next version gets: after every kept version, and after every file kept
  /// only as another version's base (`N.base`, `N.diff`), whose number is never given again.
  ///
  /// - Throws: ``FileError`` when the folder is not private (see ``folder(create:)``).
  private func freeNumber() throws(FileError) -> Int {
    // Every version's record, `N.base`, and `N.diff` kept as a base (no record), from one
    // listing. (A name no `todo` made, beyond 2³¹, would overflow the next number.)
    let used = ((try folder(create: false))?.entries() ?? []).compactMap { name -> Int? in
      for suffix in [".record", ".base", ".diff"] where name.hasSuffix(suffix) {
        return Int(name.dropLast(suffix.count))
      }
      return nil
    }
    return (used.filter { $0 > 0 && $0 < Int(Int32.max) }.max() ?? 0) + 1
  }

  /// Keeps the file as it is now (`original`, the bytes just read) before it is replaced;
  /// returns the version's number, or `nil` when no backup could be made (never an error).
  /// `linked` says the backup is a hard link to the file: its writer must then not count that
  /// link as the user's.
  ///
  /// - Throws: ``FileError`` when the folder is not private (see ``folder(create:)``).
  func keep(file path: String, original: [UInt8]) throws(FileError) -> (number: Int, linked: Bool)?
  {
    lastRebuilt = nil
    guard let folder = try folder() else { return nil }
    // A version without its record is one a killed `todo` started and never finished. Its
    // hard link would count as a link of the user's file (and could be written through).
    let names = folder.entries()
    let finished = Set(names.filter { $0.hasSuffix(".record") }.map { $0.dropLast(7) })
    for name in names where name.hasSuffix(".txt") && !finished.contains(name.dropLast(4)) {
      folder.remove(name)
    }
    // Versions of format 0 cannot be reverted to; their copies went with the loop above.
    for name in OlderRecords.leftoverNames(in: names) { folder.remove(name) }
    let number = try freeNumber()
    let backup = String(number) + ".txt"
    // A hard link keeps the old inode that the rename is about to detach: no copy. Not for a
    // file with links of its own: that one is rewritten in place, backup included.
    if folder.link(from: System.realPath(path), as: backup) {
      return (number, true)
    }
    guard folder.write(backup, original, sync: true) else { return nil }
    return (number, false)
  }

  /// The largest file an append keeps a copy of before it, unasked (256 KiB, about two
  /// thousand tasks): a copy that costs next to nothing, and the version stays exact whatever
  /// another program does to the file later.
  static let appendCopyLimit = 256 * 1024

  /// Keeps `original`, the file as the command read it, as a copy for the next version (before
  /// an append to a small file, whose version a later change by another program would keep
  /// from being rebuilt); returns the version's number, or `nil` when no copy could be made
  /// (never an error).
  ///
  /// - Throws: ``FileError`` when the folder is not private (see ``folder(create:)``).
  func keepCopy(_ original: [UInt8]) throws(FileError) -> Int? {
    lastRebuilt = nil
    guard let folder = try folder() else { return nil }
    let number = try freeNumber()
    guard folder.write(String(number) + ".txt", original, sync: false) else { return nil }
    return number
  }

  /// Keeps `bytes`, the file as version `number`'s command left it, when it is small
  /// (``appendCopyLimit``): `merge-conflicts` may find in it the version a sync client
  /// uploaded before another program changed the file here. Never an error.
  func keepLeft(_ number: Int, _ bytes: [UInt8]) {
    guard bytes.count <= Backups.appendCopyLimit, let folder = try? folder(create: false) else {
      return
    }
    folder.write(String(number) + ".left", bytes)
  }

  /// The number the next version gets (for an append, which keeps no copy).
  ///
  /// - Throws: ``FileError`` when the folder is not private (see ``folder(create:)``).
  func nextNumber() throws(FileError) -> Int? {
    guard try folder() != nil else { return nil }
    return try freeNumber()
  }

  /// What version `number` recorded, or `nil` when it has no (readable) record.
  func version(_ number: Int) -> Version? {
    guard let bytes = read(String(number) + ".record") else { return nil }
    return StateRecord.document(in: bytes).flatMap { Version(records: $0) }
  }

  /// Completes version `number` (or updates it after a revert), then forgets the versions
  /// beyond the last ``kept``, and the oldest while the kept copies take more than the budget:
  /// ``keptFileMultiple`` times the file's size after this version, or ``keptBytes`` when
  /// that is larger; the newest version always stays.
  ///
  /// - Returns: Whether the record was written (`false` on a full disk or a read-only file
  ///   system: the version is then not kept).
  @discardableResult
  func commit(_ number: Int, _ version: Version) -> Bool {
    lastRebuilt = nil
    guard let folder = try? folder() else { return false }
    // Not synced: it is not the user's data.
    guard folder.write(String(number) + ".record", StateRecord.documentBytes(version.records))
    else {
      remove(number)
      return false
    }
    var numbers = (try? numbers()) ?? []
    for old in numbers.dropLast(Backups.kept) { remove(old) }
    numbers = Array(numbers.suffix(Backups.kept))
    keepAsChanges(before: number, in: folder, numbers: numbers)
    folder.remove(String(number) + ".pending")
    var sizes = numbers.map { number in
      [".txt", ".left", ".diff"].reduce(0) { $0 + (folder.size(String(number) + $1) ?? 0) }
    }
    var total = sizes.reduce(0, +)
    let budget = max(Backups.keptFileMultiple * version.after.size, Backups.keptBytes)
    while total > budget && numbers.count > 1 {
      remove(numbers.removeFirst())
      total -= sizes.removeFirst()
    }
    return true
  }

  /// Writes version `number`'s record ahead of its change (`N.pending`; not synced: it is for
  /// a killed process, whose writes the kernel keeps, and costs a command no `fsync`): written
  /// right before the new file takes the old one's place, with the signature it will have
  /// there (an append: before it, with what it will hold). ``commit(_:_:)`` replaces it; ``settlePending()`` finishes or drops what a command
  /// killed in between left.
  func writePending(_ number: Int, _ version: Version) {
    guard let folder = try? folder(create: false) else { return }
    folder.write(String(number) + ".pending", StateRecord.documentBytes(version.records))
  }

  /// Marks version `number` as being reverted (`N.reverting`, not synced), before its file is
  /// restored to `restored` (the content's hash; `nil`: the file is removed): a revert killed
  /// after the restore is finished by ``settlePending()``, which forgets the version.
  func markReverting(_ number: Int, restored: ContentHash?) {
    guard let folder = try? folder(create: false) else { return }
    var record = StateRecord(["kind": "reverting"])
    record.setContentHash("restored", restored)
    folder.write(String(number) + ".reverting", StateRecord.documentBytes([record]))
  }

  /// Settles the records a killed command wrote ahead of its change (``writePending(_:_:)``):
  /// when the file it changed is now exactly what the record says it left (a rewrite: the
  /// same signature; an append: the same file, size and content), the change happened and the
  /// record becomes the version's; otherwise it is dropped (the version's kept file then goes
  /// with the next change, as any unfinished one).
  func settlePending() {
    guard let folder = try? folder(create: false) else { return }
    // A revert killed after it restored the file (``markReverting(_:restored:)``): the
    // version goes when the file is what the revert made it.
    for name in folder.entries() where name.hasSuffix(".reverting") {
      guard let number = Int(name.dropLast(".reverting".count)) else { continue }
      let marker = folder.read(name).flatMap { StateRecord.document(in: $0)?.first }
      if let marker, marker["kind"] == "reverting", let version = version(number) {
        let path = version.file ?? file
        let now =
          System.exists(path) ? (try? TodoFile(path: path).read()).map(ContentHash.init) : nil
        if now == marker.contentHash("restored") {
          remove(number)
          continue
        }
      }
      folder.remove(name)
    }
    for name in folder.entries() where name.hasSuffix(".pending") {
      let number = String(name.dropLast(".pending".count))
      guard !folder.contains(number + ".record"), let bytes = folder.read(name),
        var version = StateRecord.document(in: bytes).flatMap({ Version(records: $0) }),
        let now = FileSignature(path: version.file ?? file)
      else {
        folder.remove(name)
        continue
      }
      if version.appendedFrom == nil {
        // A rewrite: the new file kept its signature through the rename.
        if now == version.after {
          folder.rename(name, to: number + ".record")
          continue
        }
      } else if let hash = version.hash, now.size == version.after.size,
        now.device == version.after.device, now.inode == version.after.inode,
        (try? TodoFile(path: version.file ?? file).read()).map(ContentHash.init) == hash
      {
        // An append: the file holds what it left (its time is the one it has now).
        version.after = now
        if folder.write(number + ".record", StateRecord.documentBytes(version.records), sync: true)
        {
          folder.remove(name)
          continue
        }
      }
      folder.remove(name)
    }
  }

  /// Reads a file kept here (a version `N.txt` kept as changes is rebuilt); `nil` when there
  /// is none, it cannot be rebuilt, or the folder is not private.
  func read(_ name: String) -> [UInt8]? {
    guard let folder = try? folder(create: false) else { return nil }
    if let bytes = folder.read(name) { return bytes }
    guard name.hasSuffix(".txt"), let number = Int(name.dropLast(4)) else { return nil }
    return rebuilt(number, in: folder)
  }

  /// Version `number`'s file, from its changes (`N.diff`) and the versions after it up to
  /// one kept whole; `nil` when a link of that chain is missing or does not rebuild exactly.
  private func rebuilt(_ number: Int, in folder: PrivateFolder) -> [UInt8]? {
    var changes: [[UInt8]] = []
    var current = number
    var content: [UInt8]?
    while content == nil {
      if let last = lastRebuilt, last.number == current {
        content = last.bytes
      } else if current != number,
        let whole = folder.read(String(current) + ".base")
          ?? folder.read(String(current) + ".txt")
      {
        content = whole
      } else {
        // Each step goes to a newer version: the chain ends.
        guard let delta = folder.read(String(current) + ".diff"),
          let next = VersionDelta.baseNumber(of: delta), next > current
        else { return nil }
        changes.append(delta)
        current = next
      }
    }
    guard var bytes = content else { return nil }
    for delta in changes.reversed() {
      guard let older = VersionDelta.apply(delta, to: bytes) else { return nil }
      bytes = older
    }
    lastRebuilt = (number, bytes)
    return bytes
  }

  /// Keeps the newest whole version older than `number` as its changes against `number`'s
  /// file, when version `number` kept its file whole and either is larger than
  /// ``changesAbove`` (and neither larger than ``changesUpTo``). The whole file goes only once
  /// its changes are written and checked to rebuild it; a version whose changes would hold
  /// half of it or more stays whole.
  private func keepAsChanges(before number: Int, in folder: PrivateFolder, numbers: [Int]) {
    guard let newest = folder.size(String(number) + ".txt"),
      let previous = numbers.last(where: { $0 < number && folder.contains(String($0) + ".txt") }),
      let size = folder.size(String(previous) + ".txt"),
      max(newest, size) > Backups.changesAbove, max(newest, size) <= Backups.changesUpTo,
      let base = folder.read(String(number) + ".txt"),
      let older = folder.read(String(previous) + ".txt"),
      let delta = VersionDelta.make(older, against: base, baseNumber: number)
    else { return }
    guard VersionDelta.apply(delta, to: base) == older,
      folder.write(String(previous) + ".diff", delta, sync: true)
    else { return }
    folder.remove(String(previous) + ".txt")
  }

  /// Forgets version `number` (after it was restored, or the oldest beyond the budget). A
  /// version kept as changes against it is first kept whole again; where that cannot be
  /// written (a full disk), `number`'s file stays as that version's base only, no longer a
  /// version: its whole file as `N.base`, or its own changes (`N.diff`, without a record), and
  /// goes with that version. No version is ever lost with another.
  func remove(_ number: Int) {
    guard let folder = try? folder(create: false) else { return }
    var baseKept = false
    for name in folder.entries() where name.hasSuffix(".diff") {
      guard let older = Int(name.dropLast(5)), older < number,
        let delta = folder.read(name), VersionDelta.baseNumber(of: delta) == number
      else { continue }
      if let bytes = read(String(older) + ".txt"),
        folder.write(String(older) + ".txt", bytes, sync: true)
      {
        folder.remove(name)
      } else {
        baseKept = true
        folder.rename(String(number) + ".txt", to: String(number) + ".base")
      }
    }
    lastRebuilt = nil
    if baseKept {
      for suffix in [".record", ".left", ".pending"] { folder.remove(String(number) + suffix) }
      return
    }
    // The files kept only as the base of this version's changes go with it, down the chain.
    var next = folder.read(String(number) + ".diff").flatMap { VersionDelta.baseNumber(of: $0) }
    while let base = next, base > number, !folder.contains(String(base) + ".record") {
      next = folder.read(String(base) + ".diff").flatMap { VersionDelta.baseNumber(of: $0) }
      folder.remove(String(base) + ".base")
      folder.remove(String(base) + ".diff")
    }
    for suffix in Backups.suffixes { folder.remove(String(number) + suffix) }
  }
}
