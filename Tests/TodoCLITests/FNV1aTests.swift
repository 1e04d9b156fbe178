import Testing

@testable import TodoCLI

/// FNV-1a 64 against the reference test vectors of the FNV authors (Fowler, Noll, Vo); the
/// lock and backup folder names of every existing todo file depend on these values.
@Suite struct FNV1aTests {
  @Test(arguments: [
    ("", 0xcbf2_9ce4_8422_2325 as UInt64),
    ("a", 0xaf63_dc4c_8601_ec8c),
    ("foobar", 0x8594_4171_f739_67e8),
  ])
  func referenceVectors(input: String, expected: UInt64) {
    #expect(FNV1a.hash(input.utf8) == expected)
  }

  @Test func seedGivesAnotherHash() {
    #expect(FNV1a.hash("call mom".utf8, seed: 1) != FNV1a.hash("call mom".utf8))
    #expect(FNV1a.hash("".utf8, seed: 1) == 1)
  }
}
