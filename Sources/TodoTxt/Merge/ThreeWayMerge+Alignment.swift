/// Exact contents interned to integers, so that comparing two lines in the alignment's inner
/// loop is an integer comparison.
struct MergeInterner {
  private var contents: [[UInt8]: Int] = [:]

  /// The number standing for these exact bytes.
  mutating func content(_ bytes: [UInt8]) -> Int {
    if let id = contents[bytes] { return id }
    let id = contents.count
    contents[bytes] = id
    return id
  }
}

/// What the alignment compares of a task beyond its bytes, worked out only for the lines
/// that need it (a line kept byte for byte never does) and once per distinct content.
struct MergeTaskFacts {
  /// The interned ``TaskIdentity`` ignoring `pri:` (the subject without the header); -1 for a
  /// blank line, which is only ever the same as an identical line.
  var key: Int
  /// The task's creation date.
  var created: TodoDate?
  /// Whether the task is completed (`x `).
  var completed = false
  /// The task's priority letter, if any.
  var priority: Priority? = nil
  /// The interned words, projects and contexts of the subject (tags left out, words in lower
  /// case), sorted, each once.
  var words: [Int]
  /// The interned `key:value` tags of the subject but `pri:` (which `do` and `undo` add and
  /// take back), sorted, each once.
  var tags: [Int] = []
  /// The interned keys and values of the tags but `pri:` and the schedule (`due:`, `t:`,
  /// `rec:`, which edits move): ids and the like; sorted by key, then value, each once.
  var marks: [(key: Int, value: Int)] = []
}

/// The facts of every line met so far, by interned content.
final class MergeFactsTable {
  private var strings: [String: Int] = [:]
  private var facts: [MergeTaskFacts?] = []

  private func string(_ string: String) -> Int {
    if let id = strings[string] { return id }
    let id = strings.count
    strings[string] = id
    return id
  }

  /// The most `key:value` tags of a line compared (``MergeTaskFacts/tags``, ``MergeTaskFacts/marks``).
  static let tagsCompared = 8

  /// The facts of `line`.
  func facts(_ line: MergeLine) -> MergeTaskFacts {
    if line.content < facts.count, let known = facts[line.content] { return known }
    var result = MergeTaskFacts(key: -1, created: nil, words: [])
    if !line.isBlank {
      let parsed = TodoItem(parsing: String(decoding: line.bytes, as: UTF8.self))
      // A completion typed in front of the priority: the task's own header and words.
      let item = parsed.taskCompletedByHand ?? parsed
      result.key = string(TaskIdentity(item, ignoring: .priorityTag).subject)
      result.completed = parsed.isCompleted
      result.created = item.creationDate
      result.priority = item.priority
      var words = Set<Int>()
      var tags = Set<Int>()
      var marks = Set<[Int]>()
      for token in item.tokens {
        switch token {
        case .word(let word): words.insert(string(word.lowercased()))
        case .project(let name): words.insert(string("+\(name)"))
        case .context(let name): words.insert(string("@\(name)"))
        // The first few tags only: a line of thousands of tags must not make every
        // comparison as long.
        case .tag(let key, let value) where key != "pri" && tags.count < Self.tagsCompared:
          tags.insert(string("\(key):\(value)"))
          if key != "due" && key != "t" && key != "rec" {
            marks.insert([string(String(key)), string(String(value))])
          }
        case .tag: break
        }
      }
      result.words = words.sorted()
      result.tags = tags.sorted()
      result.marks = marks.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }
    if line.content >= facts.count {
      facts += Array(repeating: nil, count: line.content - facts.count + 1)
    }
    facts[line.content] = result
    return result
  }
}

/// A task by its identity key and creation date.
struct ArchivedTask: Hashable {
  var key: Int
  var created: TodoDate?
}

/// One line of one version.
struct MergeLine {
  /// The line's bytes, without its ending.
  var bytes: [UInt8]
  /// How the line ends in its file.
  var ending: TodoList.LineEnding
  /// The interned bytes: equal numbers, equal lines.
  var content: Int
  /// Whether the line is empty or only whitespace.
  var isBlank: Bool
}

/// One version of one file, split into lines.
struct MergeFile {
  var lines: [MergeLine]
  var hasByteOrderMark: Bool
  var endsWithNewline: Bool
  /// The ending of the file's first line that has one (LF when none has).
  var preferredEnding: TodoList.LineEnding

  init(bytes: [UInt8], interner: inout MergeInterner) {
    let list = TodoList(bytes: bytes)
    hasByteOrderMark = list.hasByteOrderMark
    endsWithNewline = list.endsWithNewline
    preferredEnding = list.preferredLineEnding
    lines = []
    lines.reserveCapacity(list.count)
    for n in list.lineNumbers {
      let bytes = list.bytes(ofLine: n)
      lines.append(
        MergeLine(
          bytes: bytes, ending: list.lineEnding(ofLine: n), content: interner.content(bytes),
          isBlank: list.isBlank(line: n)))
    }
  }
}

/// How one side's lines of one file descend from the base's lines of that file.
struct SideAlignment {
  /// The side line each base line became where it stood (nil: gone from its place).
  var sideOfBase: [Int?]
  /// The base line each side line descends from in place (nil: new here).
  var baseOfSide: [Int?]
  /// Other pairings (base, side) about as good as the chosen ones: the descent is ambiguous
  /// there, and the lines involved are one unit.
  var ties: [(base: Int, side: Int)] = []

  init(baseCount: Int, sideCount: Int) {
    sideOfBase = Array(repeating: nil, count: baseCount)
    baseOfSide = Array(repeating: nil, count: sideCount)
  }

  mutating func pair(_ base: Int, _ side: Int) {
    sideOfBase[base] = side
    baseOfSide[side] = base
  }
}

/// Aligning a side with the base: which line descends from which.
///
/// Lines equal byte for byte at the start and end are paired first; the rest is aligned by
/// the alignment that pairs lines in order with the largest total ``score(_:_:)`` (a weighted
/// longest common subsequence, as Needleman–Wunsch), which pairs the same line kept (1000)
/// before the same task progressed (700: completed, prioritized, dated) before a task
/// reworded (at most 500). A middle too large for that table is cut first at lines found once
/// in each version, as patience diff does.
enum MergeAlignment {
  /// How close to the best total another pairing must come to make the descent ambiguous.
  static let margin: Int32 = 50
  /// The largest table (base lines × side lines) aligned in one piece.
  static let cellLimit = 1_000_000

  /// How likely `side` is the line `base` became, or nil when it cannot be.
  ///
  /// - The same bytes: 1000; 100 for a blank line (which blank line is which says nothing, and
  ///   blank lines added or removed around tasks must not outweigh the tasks).
  /// - The same task (identity without header and `pri:`): 700, or 300 when both have a
  ///   creation date and the dates differ (then it is more likely another task); none when
  ///   the side line lost the task's creation date, unless it completed the task (a
  ///   completion written by hand, `x 2026-12-06 task`, may replace the date).
  /// - Otherwise a reworded task: words only added or only removed, or a share of words in
  ///   common (Jaccard) of at least two thirds, or a third with the same creation date;
  ///   `400 × share`, plus 100 for the same creation date, plus `100 × share` of the
  ///   `key:value` tags but `pri:` in common (a line that kept the task's `due:` or `id:` is
  ///   more likely it than a like line without them). (`task 15 +home` and `task 36 +home`
  ///   share half their words and are two tasks.)
  /// - None for other words with another value of a tag both have (`id:3`, `id:7`; not the
  ///   schedule's `due:`, `t:`, `rec:`, which edits move): another task.
  /// - None when the side line has a creation date and the base line has none: a creation
  ///   date is written when a task is added. None for a reworded task whose creation date is
  ///   gone: no command removes one.
  /// - A blank line where a task was (todo.sh's `del` and auto-archive keep line numbers so):
  ///   60, above ``margin`` so that it settles which of two identical tasks went. A blank base
  ///   line pairs only with an identical one.
  ///
  /// - Parameter ids: Whether another value of an id-like tag makes another task (true for
  ///   pairing; false where a possible rewrite is only noted, so an `est:2h` reworded to
  ///   `est:3h` is still said).
  static func score(
    _ baseLine: MergeLine, _ sideLine: MergeLine, _ table: MergeFactsTable, ids: Bool = true
  ) -> Int32? {
    if baseLine.content == sideLine.content { return baseLine.isBlank ? 100 : 1000 }
    if baseLine.isBlank { return nil }
    if sideLine.isBlank { return 60 }
    let (base, side) = (table.facts(baseLine), table.facts(sideLine))
    // A creation date is written when a task is added, never later: a line that has one where
    // the base line had none is another task.
    guard base.key >= 0, side.key >= 0, base.created != nil || side.created == nil else {
      return nil
    }
    if base.key == side.key {
      if let a = base.created, let b = side.created, a != b { return 300 }
      // The task's creation date gone (no command removes one): the task added again; but a
      // completion written by hand may replace the date (`x 2026-12-06 task`).
      if base.created != nil && side.created == nil && (base.completed || !side.completed) {
        return nil
      }
      return 700
    }
    // Reworded and its creation date dropped (which neither todo.sh nor this tool does): more
    // likely another task.
    guard base.created == nil || side.created != nil else { return nil }
    let shared = sharedCount(base.words, side.words)
    guard shared > 0 else { return nil }
    let union = base.words.count + side.words.count - shared
    let sameDate = base.created != nil && base.created == side.created
    let contained = shared == base.words.count || shared == side.words.count
    guard contained || shared * 3 >= union * 2 || (sameDate && shared * 3 >= union) else {
      return nil
    }
    // Other words and another value of a tag such as `id:`: another task.
    if ids && base.words != side.words && Self.marksDiffer(base.marks, side.marks) { return nil }
    // Tags kept as they were (a due date, an id) tell which of two like lines descends.
    return Int32(max(1, 400 * shared / union) + (sameDate ? 100 : 0))
      + tagShare(base, side, of: 100)
  }

  /// `scale` × the share (Jaccard) of the two lines' `key:value` tags (but `pri:`) in common;
  /// 0 when none is.
  static func tagShare(_ a: MergeTaskFacts, _ b: MergeTaskFacts, of scale: Int) -> Int32 {
    let shared = sharedCount(a.tags, b.tags)
    return shared == 0 ? 0 : Int32(scale * shared / (a.tags.count + b.tags.count - shared))
  }

  /// Whether a tag key both have has no value in common: `id:3` and `id:7`. Both sorted by
  /// key, then value, each pair once: one walk through both.
  static func marksDiffer(_ a: [(key: Int, value: Int)], _ b: [(key: Int, value: Int)]) -> Bool {
    var (i, j) = (0, 0)
    while i < a.count && j < b.count {
      if a[i].key != b[j].key {
        if a[i].key < b[j].key { i += 1 } else { j += 1 }
        continue
      }
      let key = a[i].key
      var shared = false
      while i < a.count && a[i].key == key && j < b.count && b[j].key == key {
        if a[i].value == b[j].value {
          shared = true
          break
        }
        if a[i].value < b[j].value { i += 1 } else { j += 1 }
      }
      if !shared { return true }
      while i < a.count && a[i].key == key { i += 1 }
      while j < b.count && b[j].key == key { j += 1 }
    }
    return false
  }

  /// The number of values two sorted arrays of distinct values have in common.
  static func sharedCount(_ a: [Int], _ b: [Int]) -> Int {
    var (i, j, count) = (0, 0, 0)
    while i < a.count && j < b.count {
      if a[i] == b[j] {
        count += 1
        i += 1
        j += 1
      } else if a[i] < b[j] {
        i += 1
      } else {
        j += 1
      }
    }
    return count
  }

  /// Aligns `side` with `base`.
  ///
  ///
  /// - Parameters:
  ///   - elsewhere: How many times each content is in the versions' other file (base, side): a
  ///     line archived as it was is found there.
  ///   - movedKeys: The tasks (``MergeTaskFacts/key``) the side has new lines of in its other
  ///     file: a base line of one of them pairs only with a line of the same task here (it
  ///     may have been archived, and a reworded line here would hide that).
  ///   - archived: The tasks (key and creation date) the side has new completed lines of in its
  ///     other file: an open base line of one of them pairs only with its own bytes here (it
  ///     was archived; a like line here is another task, such as one added again).
  ///   - left: The open tasks (key and creation date) the side has fewer lines of in its
  ///     other file than the base: a new completed line here of one of them pairs only with its
  ///     own bytes (it is the task archived, not an older completion of it edited).
  static func align(
    base: [MergeLine], side: [MergeLine], facts: MergeFactsTable,
    elsewhere: [Int: (base: Int, side: Int)] = [:], movedKeys: Set<Int> = [],
    archived: Set<ArchivedTask> = [], left: Set<ArchivedTask> = []
  ) -> SideAlignment {
    var result = SideAlignment(baseCount: base.count, sideCount: side.count)
    var pending = [(0, base.count, 0, side.count)]
    while let (bStart, bEnd, sStart, sEnd) = pending.popLast() {
      var (bLo, bHi, sLo, sHi) = (bStart, bEnd, sStart, sEnd)
      while bLo < bHi && sLo < sHi && base[bLo].content == side[sLo].content {
        result.pair(bLo, sLo)
        bLo += 1
        sLo += 1
      }
      while bLo < bHi && sLo < sHi && base[bHi - 1].content == side[sHi - 1].content {
        bHi -= 1
        sHi -= 1
        result.pair(bHi, sHi)
      }
      guard bLo < bHi && sLo < sHi else { continue }
      if (bHi - bLo) * (sHi - sLo) <= cellLimit {
        alignBest(
          base, bLo..<bHi, side, sLo..<sHi, facts, elsewhere, movedKeys, archived, left,
          into: &result)
        continue
      }
      var (b, s) = (bLo, sLo)
      for anchor in uniqueAnchors(base, bLo..<bHi, side, sLo..<sHi) {
        result.pair(anchor.base, anchor.side)
        pending.append((b, anchor.base, s, anchor.side))
        (b, s) = (anchor.base + 1, anchor.side + 1)
      }
      // Without an anchor, the lines stay unpaired here (a later pass pairs moved tasks).
      if b != bLo { pending.append((b, bHi, s, sHi)) }
    }
    likeVersionTies(base: base, side: side, facts: facts, into: &result)
    return result
  }

  /// Ties a base line kept byte for byte to each new line just before it on the side (after
  /// the side's previous paired line) that is a likely version of it: the same task (by
  /// ``MergeTaskFacts/key``) or its words with some added or taken away, with the same
  /// creation date and no other value of an id-like tag. The side may have edited the task in
  /// its place (completed, prioritized, tagged it) and added its words again after it (`x buy
  /// milk` then `buy milk`), or kept it and put a like task before it. The bytes do not tell
  /// which line is the task, so the lines are one unit, a conflict when the other side changed
  /// the task (where the alignment is ambiguous, a conflict, never a guess). A like
  /// line after the kept one is a task added (`add` appends). Not tied: a line with the bytes
  /// of a base line (the kept one's own words added again, which of two identical lines is
  /// which changing nothing; or another line moved there, as a sort moves lines), or the same
  /// task as a base line gone from this side (that task moved and edited).
  private static func likeVersionTies(
    base: [MergeLine], side: [MergeLine], facts: MergeFactsTable, into result: inout SideAlignment
  ) {
    var baseContents: Set<Int>? = nil
    var goneKeys: Set<Int>? = nil
    var previous = -1  // the side's last paired line
    for s in side.indices {
      guard let b = result.baseOfSide[s] else { continue }
      defer { previous = s }
      guard s - previous > 1, !base[b].isBlank, base[b].content == side[s].content else {
        continue
      }
      // Read once, and only when a kept line has new lines before it.
      if goneKeys == nil {
        baseContents = Set(base.map(\.content))
        goneKeys = Set(
          base.indices.filter { result.sideOfBase[$0] == nil && !base[$0].isBlank }.map {
            facts.facts(base[$0]).key
          })
      }
      let task = facts.facts(base[b])
      for j in (previous + 1)..<s
      where !side[j].isBlank && !baseContents!.contains(side[j].content) {
        let new = facts.facts(side[j])
        let shared = sharedCount(task.words, new.words)
        let sameTask = new.key == task.key
        let contained = shared > 0 && (shared == task.words.count || shared == new.words.count)
        if (sameTask || contained) && !goneKeys!.contains(new.key), new.created == task.created,
          !marksDiffer(task.marks, new.marks), score(base[b], side[j], facts) != nil
        {
          result.ties.append((b, j))
        }
      }
    }
  }

  /// Lines found exactly once in each range, the longest run of them in the same order.
  private static func uniqueAnchors(
    _ base: [MergeLine], _ bRange: Range<Int>, _ side: [MergeLine], _ sRange: Range<Int>
  ) -> [(base: Int, side: Int)] {
    var inBase: [Int: Int] = [:]  // content → index, or -1 when repeated
    for i in bRange { inBase[base[i].content] = inBase[base[i].content] == nil ? i : -1 }
    var inSide: [Int: Int] = [:]
    for j in sRange { inSide[side[j].content] = inSide[side[j].content] == nil ? j : -1 }
    var candidates: [(base: Int, side: Int)] = []
    for j in sRange {
      if inSide[side[j].content] == j, let i = inBase[side[j].content], i >= 0 {
        candidates.append((i, j))
      }
    }
    // Longest increasing subsequence of base indices (patience sorting).
    var tails: [Int] = []  // index into candidates
    var previous = Array(repeating: -1, count: candidates.count)
    for (k, candidate) in candidates.enumerated() {
      var (lo, hi) = (0, tails.count)
      while lo < hi {
        let mid = (lo + hi) / 2
        if candidates[tails[mid]].base < candidate.base { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[k] = tails[lo - 1] }
      if lo == tails.count { tails.append(k) } else { tails[lo] = k }
    }
    var chain: [(base: Int, side: Int)] = []
    var k = tails.last ?? -1
    while k >= 0 {
      chain.append(candidates[k])
      k = previous[k]
    }
    return chain.reversed()
  }

  /// Ties a task paired by its bytes to the like base line beside it that is gone, when its
  /// neighbours tell another story the bytes also admit: the side has a new blank line just
  /// where the paired line would be had it kept its line number, and the base line it would
  /// then have been is gone and like it. `call plumber` above `x … call plumber`, turned into
  /// a blank line above `call plumber`, is by the bytes the task moved down and the completion
  /// deleted, and by the line numbers (todo.sh's commands keep them: `del` leaves a blank
  /// line) the task deleted and the completion reopened. The lines are then one unit, a
  /// conflict when the other side changed them.
  private static func lineNumberTies(
    _ base: [MergeLine], _ bRange: Range<Int>, _ side: [MergeLine], _ sRange: Range<Int>,
    _ facts: MergeFactsTable, _ pairs: [(i: Int, j: Int)], into result: inout SideAlignment
  ) {
    let (n, m) = (bRange.count, sRange.count)
    var pairedBase = [Bool](repeating: false, count: n)
    var pairedSide = [Bool](repeating: false, count: m)
    for (i, j) in pairs {
      pairedBase[i] = true
      pairedSide[j] = true
    }
    for (i, j) in pairs
    where !side[sRange.lowerBound + j].isBlank
      && base[bRange.lowerBound + i].content == side[sRange.lowerBound + j].content
    {
      // Slid down a line (a new line above it), or up (a new line below it).
      for (other, neighbour) in [(i + 1, j - 1), (i - 1, j + 1)]
      where (0..<n).contains(other) && (0..<m).contains(neighbour) && !pairedBase[other]
        && !pairedSide[neighbour] && side[sRange.lowerBound + neighbour].isBlank
      {
        let (b, s) = (bRange.lowerBound + other, sRange.lowerBound + j)
        guard !base[b].isBlank, score(base[b], side[s], facts) != nil else { continue }
        result.ties.append((b, s))
      }
    }
  }

  /// The best-scoring order-keeping pairing of two ranges, and the pairings close to it.
  private static func alignBest(
    _ base: [MergeLine], _ bRange: Range<Int>, _ side: [MergeLine], _ sRange: Range<Int>,
    _ facts: MergeFactsTable, _ elsewhere: [Int: (base: Int, side: Int)],
    _ movedKeys: Set<Int>, _ archived: Set<ArchivedTask>, _ left: Set<ArchivedTask>,
    into result: inout SideAlignment
  ) {
    let (n, m) = (bRange.count, sRange.count)
    let w = m + 1
    // A line whose exact bytes the other version has at least as often (in this part or in
    // the other file) pairs only with one of those (kept, moved, archived as it was): two
    // identical tasks swapped are two tasks moved, not two edits.
    var counts = elsewhere
    for i in bRange { counts[base[i].content, default: (0, 0)].base += 1 }
    for j in sRange { counts[side[j].content, default: (0, 0)].side += 1 }
    var baseKept = bRange.map { i in
      counts[base[i].content].map { $0.side >= $0.base } ?? false
    }
    // An open task the side archived pairs with no other open line here (the blank line or a
    // completion left in its place still pair).
    let baseArchived = bRange.map { i in
      guard !archived.isEmpty, !base[i].isBlank else { return false }
      let task = facts.facts(base[i])
      return !task.completed
        && archived.contains(ArchivedTask(key: task.key, created: task.created))
    }
    var sideKept = sRange.map { j in
      counts[side[j].content].map { $0.base >= $0.side } ?? false
    }
    // A new completion of an open task gone from the side's other file pairs with no other
    // line here (it is that task archived).
    let sideArchived = sRange.map { j in
      guard !left.isEmpty, !side[j].isBlank,
        counts[side[j].content].map({ $0.side > $0.base }) ?? false
      else { return false }
      let task = facts.facts(side[j])
      return task.completed && left.contains(ArchivedTask(key: task.key, created: task.created))
    }
    var score = [Int32](repeating: -1, count: n * m)
    func cell(_ i: Int, _ j: Int) -> Int32 {
      let (baseLine, sideLine) = (base[bRange.lowerBound + i], side[sRange.lowerBound + j])
      if baseLine.content != sideLine.content && (baseKept[i] || sideKept[j] || sideArchived[j]) {
        return -1
      }
      if baseArchived[i] && baseLine.content != sideLine.content && !sideLine.isBlank
        && !facts.facts(sideLine).completed
      {
        return -1
      }
      guard let s = Self.score(baseLine, sideLine, facts) else { return -1 }
      if !movedKeys.isEmpty && !baseLine.isBlank && !sideLine.isBlank {
        let key = facts.facts(baseLine).key
        if key != facts.facts(sideLine).key && movedKeys.contains(key) { return -1 }
      }
      return s
    }
    var any = false
    for i in 0..<n {
      for j in 0..<m {
        score[i * m + j] = cell(i, j)
        if score[i * m + j] >= 0 { any = true }
      }
    }
    guard any else { return }
    // forward[i*w+j]: best total for the first i base and j side lines; backward: the rest.
    var forward = [Int32](repeating: 0, count: (n + 1) * w)
    var backward = [Int32](repeating: 0, count: (n + 1) * w)
    var pairs: [(i: Int, j: Int)] = []
    func solve() {
      for i in 1...n {
        for j in 1...m {
          var v = max(forward[(i - 1) * w + j], forward[i * w + j - 1])
          let s = score[(i - 1) * m + j - 1]
          if s >= 0 { v = max(v, forward[(i - 1) * w + j - 1] + s) }
          forward[i * w + j] = v
        }
      }
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          var v = max(backward[(i + 1) * w + j], backward[i * w + j + 1])
          let s = score[i * m + j]
          if s >= 0 { v = max(v, backward[(i + 1) * w + j + 1] + s) }
          backward[i * w + j] = v
        }
      }
      pairs = []
      var (i, j) = (n, m)
      while i > 0 && j > 0 {
        let s = score[(i - 1) * m + j - 1]
        if s >= 0 && forward[i * w + j] == forward[(i - 1) * w + j - 1] + s {
          pairs.append((i - 1, j - 1))
          i -= 1
          j -= 1
        } else if forward[i * w + j] == forward[(i - 1) * w + j] {
          i -= 1
        } else {
          j -= 1
        }
      }
    }
    solve()
    // A kept line whose bytes the side has only out of order (another line's edit gave it
    // them, or it was added again further on) pairs by its place after all: `(A) buy milk`
    // unprioritized beside a `buy milk` that was edited, or `buy milk` prioritized with
    // another `buy milk` added at the end. Its free copies may then be new lines. (Two lines
    // swapped stay moved: the copy of one is paired, so the other has no place to go.)
    do {
      var pairedBase = [Bool](repeating: false, count: n)
      var pairedSide = [Bool](repeating: false, count: m)
      for (i, j) in pairs {
        pairedBase[i] = true
        pairedSide[j] = true
      }
      var freeCopies: [Int: [Int]] = [:]  // content → free side lines
      for j in 0..<m where !pairedSide[j] && sideKept[j] && !side[sRange.lowerBound + j].isBlank {
        freeCopies[side[sRange.lowerBound + j].content, default: []].append(j)
      }
      var liftedBase: [Int] = []
      for i in 0..<n where !pairedBase[i] && baseKept[i] {
        guard let copies = freeCopies[base[bRange.lowerBound + i].content] else { continue }
        liftedBase.append(i)
        for j in copies { sideKept[j] = false }
      }
      if !liftedBase.isEmpty {
        for i in liftedBase { baseKept[i] = false }
        let liftedSide = freeCopies.values.joined().filter { !sideKept[$0] }
        for i in liftedBase {
          for j in 0..<m { score[i * m + j] = cell(i, j) }
        }
        for j in liftedSide {
          for i in 0..<n { score[i * m + j] = cell(i, j) }
        }
        solve()
      }
    }
    for (i, j) in pairs { result.pair(bRange.lowerBound + i, sRange.lowerBound + j) }
    lineNumberTies(base, bRange, side, sRange, facts, pairs, into: &result)
    let total = forward[n * w + m]
    for i in 0..<n {
      for j in 0..<m {
        let s = score[i * m + j]
        // Which of several blank lines a blank line is, or which of several tasks deleted
        // there it stands for, changes nothing: no tie.
        // Nor does which of two identical lines a kept line is (the other is added).
        let chosen = result.sideOfBase[bRange.lowerBound + i]
        guard s >= 0, chosen != sRange.lowerBound + j, !side[sRange.lowerBound + j].isBlank,
          chosen.map({ side[$0].content != side[sRange.lowerBound + j].content }) ?? true
        else {
          continue
        }
        if forward[i * w + j] + s + backward[(i + 1) * w + j + 1] >= total - margin {
          result.ties.append((bRange.lowerBound + i, sRange.lowerBound + j))
        }
      }
    }
  }
}
