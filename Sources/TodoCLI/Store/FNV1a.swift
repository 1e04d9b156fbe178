/// FNV-1a with 64 bits: a hash that is the same in every run and on every machine, for names
/// (a todo file's lock and backup folder, made from its path) and iCalendar UIDs (made from a
/// task's text). Not for security: anyone can make two inputs collide.
enum FNV1a {
  /// The offset basis the FNV definition starts from.
  static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The input, e.g. a string's `utf8`.
  ///   - seed: The starting value; another seed gives an independent hash of the same bytes.
  /// - Returns: The 64-bit hash.
  static func hash(_ bytes: some Sequence<UInt8>, seed: UInt64 = offsetBasis) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3  // the 64-bit FNV prime
    }
    return hash
  }
}
