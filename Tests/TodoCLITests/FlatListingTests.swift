import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// The flat listing path (``FlatSort``, ``FlatListing``) against the standard library's sort
/// and against the general pipeline (``ListRenderer``) on random lists.
@Suite struct FlatListingTests {
  /// Random lines: ``ListingTests/randomLines(_:)``'s hard cases, many times over, with long
  /// shared heads (past several 8-byte keys) so groups go deep into the radix sort.
  static func randomLines(_ rng: inout SeededRandom, count: Int) -> [[UInt8]] {
    let long = [
      "x 2026-11-02 2026-10-01 call mom about the invoice ",
      "(A) 2026-11-30 renew passport and ", "(B) 2026-11-30 renew passport and ", "",
    ]
    var lines: [[UInt8]] = []
    while lines.count < count {
      let batch = ListingTests.randomLines(&rng)
      for line in batch where lines.count < count {
        let head = rng.below(3) == 0 ? rng.pick(long) : ""
        lines.append(Array((head + line).utf8))
      }
    }
    return lines
  }

  /// The documented order (``FlatSort``): a leading priority first, then the folded bytes,
  /// then the index.
  static func expectedOrder(_ lines: [[UInt8]]) -> [Int] {
    func hasPriority(_ t: [UInt8]) -> Bool {
      t.count >= 4 && t[0] == 0x28 && t[1] >= 0x41 && t[1] <= 0x5A && t[2] == 0x29
        && t[3] == 0x20
    }
    let folded = lines.map { $0.map(ListingTests.fold) }
    let priority = lines.map(hasPriority)
    return lines.indices.sorted { a, b in
      if priority[a] != priority[b] { return priority[a] }
      if folded[a] != folded[b] { return folded[a].lexicographicallyPrecedes(folded[b]) }
      return a < b
    }
  }

  @Test(arguments: [(11, 30), (12, 300), (13, 3000), (14, 70000)] as [(UInt64, Int)])
  func flatSortIsTheStandardSortWithTheDocumentedComparator(seed: UInt64, count: Int) {
    var rng = SeededRandom(state: seed)
    for iteration in 0..<(count > 10000 ? 1 : 20) {
      let lines = Self.randomLines(&rng, count: 1 + rng.below(count))
      let order = FlatSort.order(of: lines)
      let expected = Self.expectedOrder(lines)
      #expect(order == expected, "seed \(seed) iteration \(iteration)")
      if order != expected { return }
    }
  }

  @Test func flatSortOfNothingAndOfEmptyLines() {
    #expect(FlatSort.order(of: []) == [])
    #expect(FlatSort.order(of: [[], [], [0x61], []]) == [0, 1, 3, 2])
    // Trailing NUL bytes: a prefix goes first whatever the line order.
    #expect(FlatSort.order(of: [[0x61, 0], [0x61], [0x61, 0, 0], [0x61, 0]]) == [1, 0, 3, 2])
  }

  /// The general pipeline's bytes for `file`: ``ListEntry``, the `t:`/`h:` filter, the terms,
  /// ``ListRenderer``; and the footer's counts.
  static func generalListing(
    _ file: [UInt8], today: TodoDate, terms: [String]
  ) throws -> (bytes: [UInt8], shown: Int, listed: Int, hidden: Int, hiddenMatching: Int) {
    let list = TodoList(bytes: file)
    let entries = ListEntry.entries(of: list, readFrom: file)
    let visible = entries.filter { !$0.isHiddenUntilLater(today: today) }
    let renderer = ListRenderer(context: ListContext(today: today), width: digitCount(list.count))
    let rendered = try renderer.render(visible, terms: FilterTerms(terms))
    let hidden = entries.filter { $0.isHiddenUntilLater(today: today) }
    let hiddenMatching = try renderer.render(hidden, terms: FilterTerms(terms)).count
    return (
      rendered.bytes, rendered.count, entries.count, entries.count - visible.count, hiddenMatching
    )
  }

  @Test(arguments: [21, 22, 23] as [UInt64])
  func flatListingWritesWhatTheRendererWrites(seed: UInt64) throws {
    var rng = SeededRandom(state: seed)
    let today = TodoDate(year: 2026, month: 1, day: 1)!
    let extra = [
      "", "   ", "12 34", "\u{3000}", "t:2027-01-01 later", "h:1 hidden", "x h:0 shown",
      "word t:2025-01-01 past", "at:2027-01-01 not a tag", "é t:2027-02-02", "Call MOM",
      "call mom @Home", "\r", "(A) call", "<<<<<<< ours", "\u{FEFF}bom",
    ]
    let termSets: [[String]] = [[], ["mom"], ["-mom"], ["MOM", "-home"], ["@home"], ["+"]]
    for iteration in 0..<30 {
      var lines = Self.randomLines(&rng, count: 1 + rng.below(400)).map {
        String(decoding: $0, as: UTF8.self)
      }
      for _ in 0..<rng.below(20) { lines.insert(rng.pick(extra), at: rng.below(lines.count + 1)) }
      let separator = rng.below(4) == 0 ? "\r\n" : "\n"
      var text = lines.joined(separator: separator)
      if rng.below(2) == 0 { text += separator }
      if rng.below(5) == 0 { text = "\u{FEFF}" + text }
      let file = Array(text.utf8)
      let terms = rng.pick(termSets)
      let expected = try Self.generalListing(file, today: today, terms: terms)
      let needles = terms.compactMap(FlatListing.textLiteral)
      #expect(needles.count == terms.count)
      var written: [UInt8] = []
      let (shown, flat) = file.withUnsafeBufferPointer { all in
        let flat = FlatListing(bytes: all, today: today, terms: needles.isEmpty ? [] : [needles])
        let shown = flat.write(bytes: all, width: digitCount(flat.lineCount)) { written += $0 }
        return (shown, flat)
      }
      #expect(written == expected.bytes, "seed \(seed) iteration \(iteration) terms \(terms)")
      #expect(shown == expected.shown)
      #expect(flat.listed == expected.listed)
      #expect(flat.hidden == expected.hidden)
      #expect(flat.hiddenMatching == expected.hiddenMatching, "seed \(seed) terms \(terms)")
      if written != expected.bytes { return }
    }
  }

  @Test func termsWithDigitsOrSpacesOrPatternsStayOnTheGeneralPath() {
    #expect(FlatListing.textLiteral("mom") != nil)
    #expect(FlatListing.textLiteral("-mom")?.negated == true)
    #expect(FlatListing.textLiteral("2026") == nil)
    #expect(FlatListing.textLiteral("a b") == nil)
    #expect(FlatListing.textLiteral("m.m") == nil)
    #expect(FlatListing.textLiteral("字") == nil)
  }
}
