#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The versions of a todo file before its last changes, for `todo revert`.
///
/// Kept outside the synced folder, in `${XDG_STATE_HOME:-~/.local/state}/todo/backups/<hash of
/// the file's real path>/`, the last 10. Each change leaves `N.txt` (the file before it: a hard
/// link to the replaced file where the file system allows, so a backup costs no copy; none for
/// an append) and `N.after`: the file's signature (device, inode, size, modification time)
/// after the change, so `revert` can refuse when something else has changed it since, and for
/// an append the length to cut back to.
struct Backups {
  let directory: String
  static let kept = 10
  /// The files of one version.
  static let suffixes = [".txt", ".after", ".appends"]

  init(for file: String, environment: [String: String]) {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/state"
    directory = state + "/todo/backups/" + Backups.hash(System.realPath(file))
  }

  /// FNV-1a (64 bits) in hex.
  static func hash(_ bytes: some Sequence<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  static func hash(_ text: String) -> String { hash(text.utf8) }

  /// The numbers of the kept versions, oldest first.
  func numbers() -> [Int] {
    (System.directoryEntries(directory) ?? [])
      .compactMap { $0.hasSuffix(".after") ? Int($0.dropLast(6)) : nil }
      .sorted()
  }

  /// Keeps the file as it is now (`original`, the bytes just read) before it is replaced;
  /// returns the version's number, or `nil` when no backup could be made (never an error).
  /// `linked` says the backup is a hard link to the file: its writer must then not count that
  /// link as the user's.
  func keep(file path: String, original: [UInt8]) -> (number: Int, linked: Bool)? {
    guard System.makeDirectories(directory) else { return nil }
    // A version without its `.after` is one a killed `todo` started and never finished. Its
    // hard link would count as a link of the user's file (and could be written through).
    let names = System.directoryEntries(directory) ?? []
    let finished = Set(names.filter { $0.hasSuffix(".after") }.map { $0.dropLast(6) })
    for name in names where name.hasSuffix(".txt") && !finished.contains(name.dropLast(4)) {
      unlink(directory + "/" + name)
    }
    let number = (numbers().last ?? 0) + 1
    let backup = directory + "/" + String(number) + ".txt"
    var st = stat()
    let real = System.realPath(path)
    // A hard link keeps the old inode that the rename is about to detach: no copy. Not for a
    // file with links of its own: that one is rewritten in place, backup included.
    if stat(real, &st) == 0, st.st_nlink == 1, link(real, backup) == 0 {
      return (number, true)
    }
    guard (try? TodoFile(path: backup).replace(with: original)) != nil else { return nil }
    return (number, false)
  }

  /// Records an append, in one small file: reverting it cuts the file back to `size` bytes.
  func keepAppend(size: Int, signature: [Int]?) {
    guard let signature, System.makeDirectories(directory) else { return }
    let existing = numbers()
    let number = (existing.last ?? 0) + 1
    let after = signature.map(String.init).joined(separator: " ")
    write(
      Array((after + "\n" + String(size)).utf8), to: directory + "/" + String(number) + ".after")
    prune(existing + [number])
  }

  /// The signature after version `number` (as ``TodoFile/signature()`` joined by spaces), the
  /// file's size then, and for an append the size to cut back to.
  func record(_ number: Int) -> (after: String, sizeAfter: Int?, size: Int?)? {
    guard let bytes = read(String(number) + ".after") else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    guard let after = lines.first else { return nil }
    let sizeAfter = after.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
    return (after, sizeAfter, lines.count > 1 ? Int(lines[1]) : nil)
  }

  /// Completes version `number` (or updates it after a revert): `signature` is the file's
  /// after the change. An append's length to cut back to is kept.
  func commit(_ number: Int, signature: [Int]?, sideAppends: [SideAppend] = []) {
    guard let signature else { return remove(number) }
    var text = signature.map(String.init).joined(separator: " ")
    if let size = record(number)?.size { text += "\n" + String(size) }
    if !sideAppends.isEmpty {
      let lines = sideAppends.map { "\($0.before) \($0.after) \($0.path)\n" }
      write(Array(lines.joined().utf8), to: directory + "/" + String(number) + ".appends")
    }
    write(Array(text.utf8), to: directory + "/" + String(number) + ".after")
    prune(numbers())
  }

  /// Lines a change appended to another file (done.txt by `archive`, a move's destination):
  /// `path` grew from `before` to `after` bytes.
  struct SideAppend {
    var path: String
    var before: Int
    var after: Int
  }

  /// What version `number`'s change appended to other files.
  func sideAppends(_ number: Int) -> [SideAppend] {
    guard let bytes = read(String(number) + ".appends") else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
      guard fields.count == 3, let before = Int(fields[0]), let after = Int(fields[1]) else {
        return nil
      }
      return SideAppend(path: fields[2], before: before, after: after)
    }
  }

  private func prune(_ all: [Int]) {
    for number in all.dropLast(Backups.kept) {
      for suffix in Backups.suffixes {
        unlink(directory + "/" + String(number) + suffix)
      }
    }
  }

  /// A small bookkeeping file: written plainly (no fsync), it is not the user's data.
  private func write(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    close(fd)
  }

  /// Reads a small file kept here.
  func read(_ name: String) -> [UInt8]? {
    let path = directory + "/" + name
    guard System.isFile(path) else { return nil }
    return try? TodoFile(path: path).read()
  }

  /// Forgets version `number` (after it was restored).
  func remove(_ number: Int) {
    for suffix in Backups.suffixes { unlink(directory + "/" + String(number) + suffix) }
  }
}
