import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// One order for both listing paths: ``FlatSort``'s radix sort, the standard library's stable
/// sort by ``FlatSort/precedes(_:_:)-(ArraySlice<UInt8>,ArraySlice<UInt8>)``, and the general
/// path's ``ListSort/todoShOrder(_:)`` put random lists in exactly the same order.
@Suite struct SortAgreementTests {
  @Test(arguments: [(31, 40), (32, 400), (33, 5000), (34, 60000)] as [(UInt64, Int)])
  func flatSortIsTheStableSortByTheSameComparison(seed: UInt64, count: Int) {
    var rng = SeededRandom(state: seed)
    for iteration in 0..<(count > 10000 ? 2 : 25) {
      let lines = FlatListingTests.randomLines(&rng, count: 1 + rng.below(count))
      let slices = lines.map { $0[...] }
      let expected = Array(slices.indices).sorted { FlatSort.precedes(slices[$0], slices[$1]) }
      let order = FlatSort.order(of: lines)
      #expect(order == expected, "seed \(seed) iteration \(iteration)")
      if order != expected { return }
    }
  }

  @Test(arguments: [35, 36, 37] as [UInt64])
  func generalSortIsTheFlatSort(seed: UInt64) {
    var rng = SeededRandom(state: seed)
    for iteration in 0..<30 {
      let lines = FlatListingTests.randomLines(&rng, count: 1 + rng.below(3000)).map {
        String(decoding: $0, as: UTF8.self)
      }
      // All in todo.txt: line numbers ascending, the flat path's input.
      var entries = ListingTests.entries(lines, split: lines.count)
      let flat = entries.map { Array($0.text) }
      let expected = FlatSort.order(of: flat).map { entries[$0] }
      ListSort.todoShOrder(&entries)
      #expect(ListingTests.same(entries, expected), "seed \(seed) iteration \(iteration)")
      if !ListingTests.same(entries, expected) { return }
    }
  }

  /// Entries whose texts are each their own array (a `pre_filter_command`'s output once was):
  /// the same order, never a read of one text at another's offset.
  @Test(arguments: [38, 39] as [UInt64])
  func entriesInSeparateArraysSortTheSame(seed: UInt64) {
    var rng = SeededRandom(state: seed)
    for iteration in 0..<20 {
      let lines = FlatListingTests.randomLines(&rng, count: 2 + rng.below(400))
      let shared = ListingTests.entries(
        lines.map { String(decoding: $0, as: UTF8.self) }, split: lines.count)
      var separate = shared.map { ListEntry(number: $0.number, text: Array($0.text)[...]) }
      let expected = FlatSort.order(of: shared.map { Array($0.text) }).map { shared[$0] }
      ListSort.todoShOrder(&separate)
      #expect(ListingTests.same(separate, expected), "seed \(seed) iteration \(iteration)")
      if !ListingTests.same(separate, expected) { return }
    }
  }

  @Test func precedesReadsThePriorityThenTheFoldedBytesThenTheLength() {
    func before(_ a: String, _ b: String) -> Bool {
      FlatSort.precedes(Array(a.utf8)[...], Array(b.utf8)[...])
    }
    #expect(before("(B) z", "(A)z"))
    #expect(before("(Z) a", "a"))
    #expect(!before("x (A) a", "(B) b"))
    #expect(before("call Mom", "CALL MOMS"))
    #expect(!before("call mom", "CALL MOM"))
    #expect(!before("CALL MOM", "call mom"))
    #expect(before("a\u{0}", "a\u{0}\u{0}"))
    #expect(before("Z", "_"))
    #expect(before("z", "é"))
  }
}
