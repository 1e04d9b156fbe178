import Glibc

/// Byte scans over whole buffers, with the C library's `memcmp` and `memchr`: `todo ui` finds
/// what changed between two versions of a file of many megabytes with them.
enum ByteScan {
  /// How many leading bytes `a` and `b` share, at most `limit`.
  static func commonPrefix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return 0 }
        // Whole blocks with memcmp, then the block that differs byte by byte.
        let block = 4096
        var at = 0
        while at + block <= limit, memcmp(p + at, q + at, block) == 0 { at += block }
        while at < limit, p[at] == q[at] { at += 1 }
        return at
      }
    }
  }

  /// How many trailing bytes `a` and `b` share, at most `limit`.
  static func commonSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return 0 }
        let block = 4096
        var shared = 0
        while shared + block <= limit,
          memcmp(p + x.count - shared - block, q + y.count - shared - block, block) == 0
        {
          shared += block
        }
        while shared < limit, p[x.count - shared - 1] == q[y.count - shared - 1] { shared += 1 }
        return shared
      }
    }
  }

  /// How many line feeds `bytes` holds.
  static func newlines(in bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var count = 0
      var at = 0
      while let hit = firstIndex(of: 0x0A, in: base, from: at, to: buffer.count) {
        count += 1
        at = hit + 1
      }
      return count
    }
  }
}
