import Testing
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// The listing pipeline's pure parts: the two sorts, the options, the painter.
@Suite struct ListingTests {
  // MARK: - Sort

  /// Random lines whose order is hard: shared heads longer than the sort's 23-byte keys, case
  /// variants, priorities (open and after `x `), NUL and non-ASCII bytes, exact repeats.
  static func randomLines(_ rng: inout SeededRandom) -> [String] {
    let heads = [
      "", "(A) ", "(B) ", "(a) ", "x ", "x (A) ", "(A)", "2026-11-30 ", "(C) 2026-01-02 ",
      "call mom about the house ", "CALL MOM ABOUT THE HOUSE ",
      "Call Mom About The House tomorrow ",
    ]
    let words = [
      "a", "A", "b", "_", "[", "z", "Z", "é", "字", "\u{0}", "+work", "@home", "due:2026-12-01",
      "due:2025-01-01", "t:2026-01-01", "rec:1w", "zz", "0", "9", "~", "`",
    ]
    var lines: [String] = []
    for _ in 0..<(1 + rng.below(150)) {
      if !lines.isEmpty && rng.below(6) == 0 {
        lines.append(rng.pick(lines))
        continue
      }
      var line = rng.pick(heads)
      for _ in 0..<rng.below(6) { line += rng.pick(words) + (rng.below(3) == 0 ? "" : " ") }
      lines.append(line.isEmpty ? "a" : line)
    }
    return lines
  }

  /// Entries as the listing builds them (slices of one buffer): the first `split` lines
  /// numbered, the rest numbered 0 as done.txt lines are in `listall`.
  static func entries(_ lines: [String], split: Int) -> [ListEntry] {
    let todo = TodoList(text: lines[..<split].joined(separator: "\n"))
    let done = TodoList(text: lines[split...].joined(separator: "\n"))
    return ListEntry.entries(of: todo, done)
  }

  static func fold(_ b: UInt8) -> UInt8 { b >= 0x61 && b <= 0x7A ? b - 0x20 : b }

  /// todo.sh's order as documented on ``ListSort/todoShOrder(_:)``: a leading `(A) `…`(Z) `
  /// first, then the text with ASCII letters folded to upper case, bytewise, then the line
  /// number, then the order given.
  static func documentedOrder(
    _ a: (offset: Int, element: ListEntry), _ b: (offset: Int, element: ListEntry)
  ) -> Bool {
    func hasPriority(_ t: ArraySlice<UInt8>) -> Bool {
      let t = Array(t)
      return t.count >= 4 && t[0] == 0x28 && t[1] >= 0x41 && t[1] <= 0x5A && t[2] == 0x29
        && t[3] == 0x20
    }
    let (x, y) = (a.element, b.element)
    if hasPriority(x.text) != hasPriority(y.text) { return hasPriority(x.text) }
    let fx = x.text.map(fold)
    let fy = y.text.map(fold)
    if fx != fy { return fx.lexicographicallyPrecedes(fy) }
    if x.number != y.number { return x.number < y.number }
    return a.offset < b.offset
  }

  static func same(_ a: [ListEntry], _ b: [ListEntry]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.number == $1.number && $0.text == $1.text }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func todoShOrderIsTheStandardSortWithTheDocumentedComparator(seed: UInt64) {
    var rng = SeededRandom(state: seed)
    for iteration in 0..<40 {
      let lines = Self.randomLines(&rng)
      var entries = Self.entries(lines, split: rng.below(lines.count + 1))
      let expected = entries.enumerated().sorted(by: Self.documentedOrder).map(\.element)
      ListSort.todoShOrder(&entries)
      #expect(Self.same(entries, expected), "seed \(seed) iteration \(iteration): \(lines)")
      if !Self.same(entries, expected) { return }
    }
  }

  @Test(arguments: [5, 6, 7] as [UInt64])
  func keyOrderIsTheStandardSortWithTheDocumentedComparator(seed: UInt64) {
    var rng = SeededRandom(state: seed)
    for iteration in 0..<60 {
      let lines = Self.randomLines(&rng)
      var entries = Self.entries(lines, split: rng.below(lines.count + 1))
      let keys = (0..<(1 + rng.below(3))).map { _ in
        SortKey(field: rng.pick(SortKey.Field.allCases), descending: rng.below(2) == 0)
      }
      // As documented on ListSort.byKeys: key by key, missing values last either way, then
      // line order, then the order given; both reversed when `-created` is among the keys.
      let newestFirst = keys.contains { $0.field == .created && $0.descending }
      let values = entries.map { entry in
        let item = TodoItem(parsing: String(decoding: entry.text, as: UTF8.self))
        return keys.map { $0.value(of: item, number: entry.number) }
      }
      let expected = entries.enumerated().sorted { a, b in
        for (k, key) in keys.enumerated() {
          let x = values[a.offset][k]
          let y = values[b.offset][k]
          if x == y { continue }
          guard let x else { return false }
          guard let y else { return true }
          return key.descending ? y < x : x < y
        }
        if a.element.number != b.element.number {
          return newestFirst
            ? a.element.number > b.element.number : a.element.number < b.element.number
        }
        return newestFirst ? a.offset > b.offset : a.offset < b.offset
      }.map(\.element)
      ListSort.byKeys(&entries, keys)
      #expect(Self.same(entries, expected), "seed \(seed) iteration \(iteration): \(keys)")
      if !Self.same(entries, expected) { return }
    }
  }

  // MARK: - Options

  /// The list options of `words`, read as `ls` reads them.
  private func listOptions(_ words: [String]) throws -> ListOptions {
    try ListOptions(
      ActionArguments(parsing: words, declared: ActionRegistry.listFlags, unknown: .refused),
      today: TodoDate(year: 2026, month: 12, day: 2)!, weekStart: .monday)
  }

  @Test func optionsAreReadWithoutTouchingTheSettings() throws {
    let options = try listOptions(
      ["mom", "--sort", "-due,pri", "--all", "-work", "--json", "--sort=line"])
    #expect(options.terms == FilterTerms(["mom", "-work"]))
    #expect(options.showsAll)
    #expect(options.json)
    #expect(options.sortKeys?.map(\.field) == [.line])
    let plain = try listOptions(["--sort", "-created,priority", "x"])
    #expect(plain.sortKeys?.map(\.field) == [.created, .priority])
    #expect(plain.sortKeys?.map(\.descending) == [true, false])
    #expect(!plain.showsAll && !plain.json && plain.terms == FilterTerms(["x"]))
  }

  @Test func badSortKeysAreNamed() {
    #expect(throws: ListOptions.Problem.badSortKey(word: "size")) {
      try listOptions(["--sort", "due,size"])
    }
    #expect(throws: ActionArguments.Problem.missingValue(.sort)) { try listOptions(["--sort"]) }
    #expect(throws: ListOptions.Problem.badSortKey(word: ",")) { try listOptions(["--sort=,"]) }
    #expect(throws: ListOptions.Problem.badSortKey(word: "")) { try listOptions(["--sort="]) }
  }

  // MARK: - Painter

  static func paint(_ text: String, palette: Palette, today: String = "2026-11-30") -> String {
    guard let day = TodoDate(parsing: today) else { return "bad date" }
    var out: [UInt8] = []
    LinePainter(palette: palette, today: day).paint(
      number: Array("7".utf8)[...], text: Array(text.utf8)[...], into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static let colours: [String: String] = [
    "DEFAULT": "</>", "COLOR_DONE": "<done>", "PRI_A": "<A>", "PRI_X": "<X>",
    "COLOR_PROJECT": "<p>", "COLOR_CONTEXT": "<c>", "COLOR_META": "<m>", "COLOR_DATE": "<d>",
    "COLOR_OVERDUE": "<late>", "COLOR_DUE_TODAY": "<today>", "COLOR_NUMBER": "<n>",
  ]

  @Test func paintsEachKindOfToken() {
    var palette = Palette()
    palette.colours = Self.colours
    #expect(
      Self.paint("(A) 2026-11-01 call +mom @phone due:2026-11-29 k:v 12:30\r", palette: palette)
        == "<A><n>7</><A> (A) <d>2026-11-01</><A> call <p>+mom</><A> <c>@phone</><A> "
        + "<late>due:2026-11-29</><A> <m>k:v</><A> 12:30\r</>\n")
    #expect(
      Self.paint("(Q) due:2026-11-30 due:2026-11-01", palette: palette)
        == "<X><n>7</><X> (Q) <today>due:2026-11-30</><X> <m>due:2026-11-01</><X></>\n")
    #expect(
      Self.paint("x done +p due:2020-01-01", palette: palette)
        == "<done><n>7</><done> x done <p>+p</><done> <m>due:2020-01-01</><done></>\n")
  }

  @Test func hidingRemovesTheWhitespaceCharacterBefore() {
    var palette = Palette()
    palette.hideProjects = true
    palette.hideContexts = true
    #expect(Self.paint("a +p\u{3000}b\t@c  d", palette: palette) == "7 a\u{3000}b  d\n")
    #expect(Self.paint("+p a", palette: palette) == "7 a\n")
    #expect(Self.paint("a\u{A0}\u{3000}+p", palette: palette) == "7 a\u{A0}\n")
    palette = Palette()
    palette.hidePriority = true
    #expect(Self.paint("(B) b", palette: palette) == "7 b\n")
    #expect(Self.paint("x (B) b", palette: palette) == "7 x (B) b\n")
  }

  // MARK: - listproj, listcon

  static func names(
    _ lines: [String], sigil: Character, before: String = "", after: String = "",
    valid: String = ".*"
  ) throws -> [String] {
    var names = try TokenNames(sigil: sigil, before: before, after: after, valid: valid)
    for line in lines {
      Array(line.utf8).withUnsafeBufferPointer { names.add(tokensOf: $0) }
    }
    return names.names.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func projectAndContextNamesAreTokens() throws {
    let lines = [
      "call @work\r", "x done +Garden @work", "me@example.com 2+2 + @ +", "買菜 +首都\u{3000}@家裡",
      "(A) +b +a +b",
    ]
    #expect(try Self.names(lines, sigil: "+") == ["+Garden", "+a", "+b", "+首都"])
    #expect(try Self.names(lines, sigil: "@") == ["@work", "@家裡"])
    // As todo.sh's sed: what is left after removing BEFORE and AFTER must still start with the
    // sigil, so a BEFORE that eats the sigil keeps nothing.
    #expect(try Self.names(lines, sigil: "@", before: "@", after: "k").isEmpty)
    #expect(
      try Self.names(lines, sigil: "@", before: "me", after: "\\.com") == [
        "@example", "@work", "@家裡",
      ])
    #expect(try Self.names(lines, sigil: "+", valid: "[a-z]") == ["+a", "+b"])
    #expect(throws: Regex.Invalid.self) { try Self.names([], sigil: "+", before: "[") }
  }

  // MARK: - listpri

  @Test func priorityRangesAreReadAsTodoShDoes() {
    func letters(_ word: String) -> String? {
      PriorityRange(word).map { String(decoding: $0.letters.sorted(), as: UTF8.self) }
    }
    #expect(letters("a") == "A")
    #expect(letters("b-d") == "BCD")
    #expect(letters("ABR-T") == "ABRST")
    #expect(letters("A-") == nil)
    #expect(letters("ab") == nil)
    #expect(letters("1") == nil)
    #expect(letters("mom") == nil)
    #expect(letters("D-B") == "-BD")
    #expect(PriorityRange.all.letters.count == 26)
    #expect(PriorityRange("x-z")?.text == "X-Z")
  }
}
