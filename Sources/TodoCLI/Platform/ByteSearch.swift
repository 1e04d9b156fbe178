import Glibc

/// The index of the first `byte` in `base[from..<to]` (`memchr`), or `nil`.
///
/// - Parameters:
///   - byte: The byte looked for.
///   - base: The buffer.
///   - from: The first index searched.
///   - to: One past the last index searched.
@inline(__always)
func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
  guard from < to, let hit = memchr(base + from, Int32(byte), to - from) else { return nil }
  return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
}

/// Whether `a[first]` and `b[second]` hold the same bytes (`memcmp`).
func sameBytes(_ a: [UInt8], _ first: Range<Int>, _ b: [UInt8], _ second: Range<Int>) -> Bool {
  guard first.count == second.count else { return false }
  guard !first.isEmpty else { return true }
  return a.withUnsafeBytes { x in
    b.withUnsafeBytes { y in
      memcmp(x.baseAddress! + first.lowerBound, y.baseAddress! + second.lowerBound, first.count)
        == 0
    }
  }
}
