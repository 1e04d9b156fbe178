import TodoTxt

/// A file's content in short, to tell whether it changed: its size and a 128-bit hash of its
/// bytes (``ContentHasher``). Compares content, not the time or the size alone: another
/// machine's edit of the same size is a change. Not for security: it tells `todo`'s own
/// versions from other writers' ones.
struct ContentHash: Hashable {
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
