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
