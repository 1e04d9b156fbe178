// The model behind the sync soak (SyncSoak.swift): lines with task identities, the expected
// three-way merge task by task, and the judge that compares a merge with it.
//
// Every task the soak writes carries a hidden token `sk:N`, so its lines can be found again in
// any version of the files. Most tasks have a token of their own (`sk:17`); the tasks of a
// family share one (`sk:f2`): "take out trash +home sk:f2" twice is two tasks with the same
// words, the case a merge by text cannot tell apart. Family members are told apart by
// following their lines through each edit (SoakModel.assign).

// MARK: - Lines

/// One line of a file: its bytes without the line ending, and the ending.
struct SoakLine: Hashable, Comparable {
  enum Ending: UInt8, Comparable {
    case none = 0
    case lf, crlf
    static func < (a: Ending, b: Ending) -> Bool { a.rawValue < b.rawValue }
    var bytes: [UInt8] {
      switch self {
      case .none: []
      case .lf: [10]
      case .crlf: [13, 10]
      }
    }
  }

  var content: [UInt8]
  var ending: Ending

  var text: String { String(decoding: content, as: UTF8.self) }
  var isBlank: Bool { content.allSatisfy { $0 == 32 || $0 == 9 } }
  /// A completed task: `x ` at the start.
  var isCompleted: Bool { content.count >= 2 && content[0] == 120 && content[1] == 32 }

  static func < (a: SoakLine, b: SoakLine) -> Bool {
    a.content.lexicographicallyPrecedes(b.content) || a.content == b.content && a.ending < b.ending
  }

  /// The lines of a file (a last line without an ending included).
  static func split(_ bytes: [UInt8]) -> [SoakLine] {
    var lines: [SoakLine] = []
    var start = 0
    var i = 0
    while i < bytes.count {
      if bytes[i] == 10 {
        let crlf = i > start && bytes[i - 1] == 13
        lines.append(
          SoakLine(content: Array(bytes[start..<(crlf ? i - 1 : i)]), ending: crlf ? .crlf : .lf))
        start = i + 1
      }
      i += 1
    }
    if start < bytes.count {
      lines.append(SoakLine(content: Array(bytes[start...]), ending: .none))
    }
    return lines
  }

  static func join(_ lines: [SoakLine]) -> [UInt8] {
    var out: [UInt8] = []
    for line in lines { out += line.content + line.ending.bytes }
    return out
  }

  /// The soak token of the line (`17` for `sk:17`, `f2` for `sk:f2`), or nil.
  var token: String? { tokens.first }

  /// Every token in the line, in order (a note of the merge may name several tasks).
  var tokens: [String] {
    let c = content
    var result: [String] = []
    var i = 0
    while i + 3 < c.count {
      if c[i] == 115 && c[i + 1] == 107 && c[i + 2] == 58 && (i == 0 || c[i - 1] == 32) {
        var j = i + 3
        while j < c.count && (c[j] >= 48 && c[j] <= 57 || c[j] == 102) { j += 1 }
        if j > i + 3 { result.append(String(decoding: c[(i + 3)..<j], as: UTF8.self)) }
        i = j
        continue
      }
      i += 1
    }
    return result
  }

  /// The words after the header (completion mark, priority, dates): what stays when a task is
  /// completed or prioritized.
  var subject: String {
    var words = text.split(separator: " ", omittingEmptySubsequences: false)[...]
    if words.first == "x" {
      words = words.dropFirst()
      if let w = words.first, isDate(w) { words = words.dropFirst() }
    }
    if let w = words.first, w.count == 3, w.hasPrefix("("), w.hasSuffix(")") {
      words = words.dropFirst()
    }
    if let w = words.first, isDate(w) { words = words.dropFirst() }
    return words.joined(separator: " ")
  }
}

private func isDate(_ w: Substring) -> Bool {
  w.count == 10
    && w.utf8.enumerated().allSatisfy { i, b in i == 4 || i == 7 ? b == 45 : b >= 48 && b <= 57 }
}

/// The two files: index 0 is todo.txt, 1 is done.txt.
let soakFileNames = ["todo.txt", "done.txt"]

/// Where one line of a task is: the file and the line.
struct SoakLoc: Hashable, Comparable {
  var file: Int
  var line: SoakLine
  static func < (a: SoakLoc, b: SoakLoc) -> Bool {
    a.file < b.file || a.file == b.file && a.line < b.line
  }
  var label: String { soakFileNames[file] + ": " + line.text + (line.ending == .crlf ? "\\r" : "") }
}

/// A line of a version, with the task it belongs to (nil for a blank line).
struct SoakEntry {
  var id: Int?
  var line: SoakLine
}

/// One version of both files, each line with its task.
struct SoakFiles {
  var files: [[SoakEntry]] = [[], []]

  /// Each task's lines (normally one), sorted.
  var states: [Int: [SoakLoc]] {
    var result: [Int: [SoakLoc]] = [:]
    for f in 0..<2 {
      for entry in files[f] {
        if let id = entry.id { result[id, default: []].append(SoakLoc(file: f, line: entry.line)) }
      }
    }
    for key in result.keys { result[key]!.sort() }
    return result
  }

  func bytes(_ f: Int) -> [UInt8] { SoakLine.join(files[f].map(\.line)) }

  /// The line numbers (1-based) of todo.txt's non-blank lines.
  var taskLines: [Int] { files[0].indices.filter { !files[0][$0].line.isBlank }.map { $0 + 1 } }
}

// MARK: - Identities

/// Every task of a run: its token, and its family for the tasks that share words.
final class SoakRegistry {
  private(set) var next = 1
  private(set) var familyOf: [Int: Int] = [:]
  private(set) var members: [Int: [Int]] = [:]
  private var orphans: Set<Int> = []

  func newTask() -> Int {
    defer { next += 1 }
    return next
  }

  func newMember(of family: Int) -> Int {
    let id = newTask()
    familyOf[id] = family
    members[family, default: []].append(id)
    return id
  }

  /// A task for a line without a token (not one the soak wrote).
  func newOrphan() -> Int {
    let id = newTask()
    orphans.insert(id)
    return id
  }

  func token(_ id: Int) -> String {
    if orphans.contains(id) { return "?\(id)" }
    return familyOf[id].map { "f\($0)" } ?? String(id)
  }

  func isKnownSingle(_ id: Int) -> Bool {
    id > 0 && id < next && familyOf[id] == nil && !orphans.contains(id)
  }

  /// The family of a token `fN`.
  static func family(_ token: String) -> Int? {
    token.hasPrefix("f") ? Int(token.dropFirst()) : nil
  }
}

// MARK: - Following lines through an edit

enum SoakModel {
  /// The tasks of new file contents: a line with a task's own token is that task; a line of a
  /// family is the member whose line it was (the same line at the same place in `sources[0]`,
  /// found by a longest common subsequence), else `hint` (the task the command named), else a
  /// member with this very line in a source, else a new member. A blank line is no task.
  static func assign(
    _ lines: [[SoakLine]], sources: [SoakFiles], hint: Int?, registry: SoakRegistry,
    expected: [Int: SoakExpect]? = nil
  ) -> SoakFiles {
    var result = SoakFiles(files: lines.map { $0.map { SoakEntry(id: nil, line: $0) } })
    var used = Set<Int>()
    // After a merge, a family line the merge should have written is the member it belongs to
    // (any version of a member in conflict), so that right merges never move lines between
    // members.
    if let expected {
      var wanted: [SoakLoc: [Int]] = [:]
      for id in expected.keys.sorted() where registry.familyOf[id] != nil {
        let versions: [SoakLoc]
        switch expected[id]! {
        case .state(let locs): versions = locs
        case .conflict(_, let o, let t): versions = o + t
        }
        for loc in versions {
          let key = SoakLoc(
            file: loc.file, line: SoakLine(content: loc.line.content, ending: .none))
          wanted[key, default: []].append(id)
        }
      }
      for f in 0..<2 {
        for j in result.files[f].indices {
          let line = result.files[f][j].line
          let key = SoakLoc(file: f, line: SoakLine(content: line.content, ending: .none))
          if let id = wanted[key]?.first(where: { !used.contains($0) }) {
            result.files[f][j].id = id
            used.insert(id)
          }
        }
      }
    }
    // Family lines placed by position against the first source.
    for f in 0..<2 {
      let new = result.files[f]
      let old = sources.first.map { $0.files[f].filter { $0.id != hint } } ?? []
      func isFamily(_ line: SoakLine) -> Bool { line.token.flatMap(SoakRegistry.family) != nil }
      for (i, j) in lcs(old.map(\.line), new.map(\.line))
      where isFamily(new[j].line) && new[j].id == nil {
        if let id = old[i].id, !used.contains(id), registry.familyOf[id] != nil {
          result.files[f][j].id = id
          used.insert(id)
        }
      }
    }
    for f in 0..<2 {
      for j in result.files[f].indices where result.files[f][j].id == nil {
        let line = result.files[f][j].line
        if line.isBlank { continue }
        guard let token = line.token else {
          result.files[f][j].id = registry.newOrphan()
          continue
        }
        guard let family = SoakRegistry.family(token) else {
          if let id = Int(token), registry.isKnownSingle(id) {
            result.files[f][j].id = id
          } else {
            result.files[f][j].id = registry.newOrphan()
          }
          continue
        }
        func free(_ id: Int?) -> Bool {
          id.map { !used.contains($0) && registry.familyOf[$0] == family } ?? false
        }
        // A line moved unchanged (archived) is the member it was; else the named task.
        var chosen: Int? = nil
        search: for source in sources {
          for g in [1 - f, f] {
            for entry in source.files[g] where entry.line.content == line.content && free(entry.id)
            {
              chosen = entry.id
              break search
            }
          }
        }
        if chosen == nil && free(hint) { chosen = hint }
        if chosen == nil {
          search: for source in sources {
            for g in [f, 1 - f] {
              for entry in source.files[g] where free(entry.id) {
                chosen = entry.id
                break search
              }
            }
          }
        }
        let id = chosen ?? registry.newMember(of: family)
        used.insert(id)
        result.files[f][j].id = id
      }
    }
    return result
  }

  /// Index pairs of a longest common subsequence of `a` and `b`.
  static func lcs(_ a: [SoakLine], _ b: [SoakLine]) -> [(Int, Int)] {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 { return [] }
    var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * (m + 1) + j] =
          a[i] == b[j]
          ? table[(i + 1) * (m + 1) + j + 1] + 1
          : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < n && j < m {
      if a[i] == b[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}

// MARK: - The expected merge

/// What a merge should do with one task.
enum SoakExpect {
  /// The task's lines after the merge (none: it is gone).
  case state([SoakLoc])
  /// Both sides changed the task differently: only a conflict reported for it is right.
  case conflict(base: [SoakLoc], ours: [SoakLoc], theirs: [SoakLoc])
}

/// The task-by-task three-way merge: a task changed on one side only takes that side's
/// version, the same change on both sides is taken once, different changes are a conflict.
func soakMerge3(base: [Int: [SoakLoc]], ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]])
  -> [Int: SoakExpect]
{
  var result: [Int: SoakExpect] = [:]
  for id in Set(base.keys).union(ours.keys).union(theirs.keys) {
    let b = base[id] ?? []
    let o = ours[id] ?? []
    let t = theirs[id] ?? []
    if o == t {
      result[id] = .state(o)
    } else if o == b {
      result[id] = .state(t)
    } else if t == b {
      result[id] = .state(o)
    } else {
      result[id] = .conflict(base: b, ours: o, theirs: t)
    }
  }
  return result
}

// MARK: - Judging a merge

/// The bad outcomes of a merge, each for a task no conflict was reported for.
enum SoakOutcome: Int, CaseIterable {
  case lost, resurrected, reopened, duplicated, editLost

  var title: String {
    switch self {
    case .lost: "tasks lost"
    case .resurrected: "deletions undone"
    case .reopened: "tasks reopened"
    case .duplicated: "tasks duplicated"
    case .editLost: "edits lost"
    }
  }
}

/// Counts of one run (or a sum of runs).
struct SoakTally {
  var outcomes = [Int](repeating: 0, count: SoakOutcome.allCases.count)
  /// Lines whose text is right and whose line ending is not.
  var endingsRewritten = 0
  /// Tasks inside a conflict region that are not in conflict (one side changed them, or
  /// neither did).
  var misleadingRegionTasks = 0
  /// Merges that had something to merge (both sides changed since their common version).
  var merges = 0
  /// Of those, rebases (git) or conflict copies (copies).
  var rebases = 0
  var copies = 0
  var copiesUnnoticed = 0
  /// Merges with a conflict reported, conflict regions, and tasks a conflict was reported for.
  var conflictMerges = 0
  var regions = 0
  var tasksReported = 0
  /// Tasks both sides changed differently (where only a conflict is right).
  var trueConflicts = 0
  /// Lines with no soak token after a merge (conflict markers left behind, pieces of lines).
  var strayLines = 0
  /// Commands that changed a task they did not name (not a merge fault; counted apart).
  var commandAnomalies = 0
  /// Tasks `merge-conflicts` kept and named for the user to decide, because no sync record
  /// proved the common version (a deletion it would not apply on a guess): not judged.
  var keptNamed = 0
  /// Bad family outcomes (counted as bad) that another reading of which identical line is
  /// which member would make right (``soakFamilyReadings``).
  var familyReread = 0
  var commands = 0
  var editorEdits = 0
  var syncs = 0
  var steps = 0
  /// `--true-base` (copies): the bad outcomes each merge would have had with the common
  /// version the model knows as its base, judged on the same inputs (the run goes on with
  /// the real merge), by outcome.
  var trueBaseOutcomes = [Int](repeating: 0, count: SoakOutcome.allCases.count)

  var bad: Int { outcomes.reduce(0, +) + endingsRewritten + misleadingRegionTasks + strayLines }

  static func + (a: SoakTally, b: SoakTally) -> SoakTally {
    var r = a
    for i in r.outcomes.indices { r.outcomes[i] += b.outcomes[i] }
    r.endingsRewritten += b.endingsRewritten
    r.misleadingRegionTasks += b.misleadingRegionTasks
    r.merges += b.merges
    r.rebases += b.rebases
    r.copies += b.copies
    r.copiesUnnoticed += b.copiesUnnoticed
    r.conflictMerges += b.conflictMerges
    r.regions += b.regions
    r.tasksReported += b.tasksReported
    r.trueConflicts += b.trueConflicts
    r.strayLines += b.strayLines
    r.commandAnomalies += b.commandAnomalies
    r.keptNamed += b.keptNamed
    r.familyReread += b.familyReread
    r.commands += b.commands
    r.editorEdits += b.editorEdits
    r.syncs += b.syncs
    r.steps += b.steps
    for i in r.trueBaseOutcomes.indices { r.trueBaseOutcomes[i] += b.trueBaseOutcomes[i] }
    return r
  }
}

/// One bad outcome, for the ledger.
struct SoakFinding {
  var outcome: String
  var token: String
  var detail: String
}

/// The lines of a task's version, for a message.
func soakDescribe(_ locs: [SoakLoc]) -> String {
  locs.isEmpty ? "(no line)" : locs.map(\.label).joined(separator: " + ")
}

/// What went wrong when a task should be `wanted` and is `actual`, or nil when it is right
/// (line endings aside).
func soakCategory(actual: [SoakLoc], wanted: [SoakLoc]) -> SoakOutcome? {
  func content(_ l: [SoakLoc]) -> [[UInt8]] {
    l.map { [UInt8($0.file)] + $0.line.content }.sorted { $0.lexicographicallyPrecedes($1) }
  }
  if content(actual) == content(wanted) { return nil }
  if wanted.isEmpty { return .resurrected }
  if actual.isEmpty { return .lost }
  let wantedDone =
    wanted.contains { $0.line.isCompleted } && !wanted.contains { !$0.line.isCompleted }
  if wantedDone && actual.contains(where: { !$0.line.isCompleted }) { return .reopened }
  if actual.count > wanted.count { return .duplicated }
  return .editLost
}

/// Whether two versions are the same lines completed on different days (`x DATE ` aside), in
/// todo.txt or in done.txt: the task was completed on both sides (and archived on one side or
/// both), which is no conflict to ask about.
func soakCompletedOnBoth(_ a: [SoakLoc], _ b: [SoakLoc]) -> Bool {
  func key(_ locs: [SoakLoc]) -> [String]? {
    var keys: [String] = []
    for loc in locs {
      guard loc.line.isCompleted else { return nil }
      var words = loc.line.text.split(separator: " ", omittingEmptySubsequences: false).dropFirst()
      if let w = words.first, isDate(w) { words = words.dropFirst() }
      keys.append(words.joined(separator: " "))
    }
    return keys.sorted()
  }
  guard !a.isEmpty, let ka = key(a), let kb = key(b) else { return false }
  return ka == kb
}

/// Endings that differ between two versions with the same text.
private func endingDifferences(_ actual: [SoakLoc], _ wanted: [SoakLoc]) -> Int {
  guard actual.count == wanted.count else { return 0 }
  let a = actual.sorted { ($0.file, $0.line.text) < ($1.file, $1.line.text) }
  let w = wanted.sorted { ($0.file, $0.line.text) < ($1.file, $1.line.text) }
  return zip(a, w).filter { $0.line.content == $1.line.content && $0.line.ending != $1.line.ending }
    .count
}

/// Compares the files after a merge with the expected merge.
///
/// - Parameters:
///   - expected: The task-by-task merge of the model.
///   - actual: The files after the merge (conflicts resolved), read from disk.
///   - excused: Tokens of tasks a conflict was reported for: not judged.
///   - ours, theirs: The two sides' task states (for identical additions of a family).
///   - named: Tokens of tasks the merge kept and named for the user to decide (its base was a
///     guess): judged only for what must never happen even then, a task lost (no line left)
///     or an edit lost (a version the model expects that is in neither the files nor `said`).
///   - said: What the merge printed.
///   - sidesMerged: Whether `ours` and `theirs` are the very versions merged (git), not other
///     versions the model knows (a conflict copy's merge takes a copy that may be neither).
///   - chained: For each further merge chained onto the expected one (a phone's copy), the
///     members new on each of its sides since its own base: a text both added may be there
///     once, as for `ours` and `theirs`.
/// - Returns: The counts, and a finding per bad outcome.
func soakJudge(
  expected: [Int: SoakExpect], actual: [[SoakLine]], excused: Set<String>,
  ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]], base: [Int: [SoakLoc]], registry: SoakRegistry,
  named: Set<String> = [], said: String = "", sidesMerged: Bool = false,
  chained: [(ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]])] = []
) -> (SoakTally, [SoakFinding]) {
  var tally = SoakTally()
  var findings: [SoakFinding] = []
  var byToken: [String: [SoakLoc]] = [:]
  for f in 0..<2 {
    for line in actual[f] where !line.isBlank {
      guard let token = line.token else {
        tally.strayLines += 1
        findings.append(
          SoakFinding(
            outcome: "stray line", token: "-", detail: soakFileNames[f] + ": " + line.text))
        continue
      }
      byToken[token, default: []].append(SoakLoc(file: f, line: line))
    }
  }
  for key in byToken.keys { byToken[key]!.sort() }
  var tokens: [String: [Int]] = [:]
  for id in expected.keys { tokens[registry.token(id), default: []].append(id) }
  for token in byToken.keys where tokens[token] == nil { tokens[token] = [] }
  func note(_ outcome: SoakOutcome, _ token: String, _ detail: String) {
    tally.outcomes[outcome.rawValue] += 1
    findings.append(SoakFinding(outcome: outcome.title, token: "sk:" + token, detail: detail))
  }
  for token in tokens.keys.sorted() {
    let ids = tokens[token]!.sorted()
    let got = byToken[token] ?? []
    for id in ids { if case .conflict = expected[id]! { tally.trueConflicts += 1 } }
    if excused.contains(token) {
      tally.tasksReported += max(1, ids.count)
      continue
    }
    if named.contains(token) {
      // Kept and named: each expected version must be somewhere, in the files or said.
      var wanted: [[SoakLoc]] = []
      for id in ids {
        switch expected[id]! {
        case .state(let locs): wanted.append(locs)
        case .conflict(_, let o, let t): wanted.append(o + t)
        }
      }
      // (Counted: a family's members have the same words.)
      var have: [String: Int] = [:]
      for loc in got { have[loc.line.text, default: 0] += 1 }
      // A text both sides added (of this merge, or of one chained onto it) may be there once,
      // as the counts below judge it.
      func texts(_ states: [Int: [SoakLoc]]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for id in ids { for loc in states[id] ?? [] { counts[loc.line.text, default: 0] += 1 } }
        return counts
      }
      var once: [String: Int] = [:]
      let (b, o, t) = (texts(base), texts(ours), texts(theirs))
      for (text, count) in o where count > b[text] ?? 0 && t[text] ?? 0 > b[text] ?? 0 {
        once[text] = min(count, t[text]!) - (b[text] ?? 0)
      }
      for merge in chained {
        let (o, t) = (texts(merge.ours), texts(merge.theirs))
        for (text, count) in o { once[text] = max(once[text] ?? 0, min(count, t[text] ?? 0)) }
      }
      // But not the lines of members both sides have alike: one member changed the same way
      // on both sides is wanted once, and must be there.
      var wantedTexts: [String: Int] = [:]
      for loc in wanted.joined() { wantedTexts[loc.line.text, default: 0] += 1 }
      var alikeTexts: [String: Int] = [:]
      for loc in soakAlikeLines(ids, ours: ours, theirs: theirs, chained: chained) {
        alikeTexts[loc.line.text, default: 0] += 1
      }
      for (text, spare) in once {
        once[text] = min(spare, max(0, (wantedTexts[text] ?? 0) - (alikeTexts[text] ?? 0)))
      }
      let missing = wanted.joined().filter { loc in
        guard let count = have[loc.line.text], count > 0 else {
          guard let spare = once[loc.line.text], spare > 0 else { return true }
          once[loc.line.text] = spare - 1
          return false
        }
        have[loc.line.text] = count - 1
        return false
      }
      if got.isEmpty && wanted.contains(where: { !$0.isEmpty }) {
        note(.lost, token, "named, but expected " + soakDescribe(wanted.joined().sorted()))
      } else if let unsaid = missing.first(where: { !said.contains($0.line.text) }) {
        note(
          SoakRegistry.family(token) == nil ? .editLost : .lost, token,
          "named, but " + unsaid.label + " is neither in the files nor said; got "
            + soakDescribe(got))
      }
      continue
    }
    let severalLines = ids.contains { id in
      [base[id], ours[id], theirs[id]].contains { ($0?.count ?? 0) > 1 }
    }
    if SoakRegistry.family(token) == nil && !severalLines {
      guard let id = ids.first else {
        if token.hasPrefix("?") { continue }
        note(.duplicated, token, "a task the model does not know: " + soakDescribe(got))
        continue
      }
      switch expected[id]! {
      case .state(let wanted):
        if let outcome = soakCategory(actual: got, wanted: wanted) {
          note(outcome, token, "expected " + soakDescribe(wanted) + "; got " + soakDescribe(got))
        } else {
          let rewritten = endingDifferences(got, wanted)
          if rewritten > 0 {
            tally.endingsRewritten += rewritten
            findings.append(
              SoakFinding(
                outcome: "line ending rewritten", token: "sk:" + token,
                detail: "expected " + soakDescribe(wanted) + "; got " + soakDescribe(got)))
          }
        }
      case .conflict(let b, let o, let t):
        // Completed on both sides, on different days: either side's line is right.
        if soakCompletedOnBoth(o, t)
          && (soakCategory(actual: got, wanted: o) == nil
            || soakCategory(actual: got, wanted: t) == nil)
        {
          continue
        }
        let outcome =
          soakCategory(actual: got, wanted: o) == nil
          ? soakCategory(actual: got, wanted: t)
          : soakCategory(actual: got, wanted: t) == nil
            ? soakCategory(actual: got, wanted: o)
            : [soakCategory(actual: got, wanted: o), soakCategory(actual: got, wanted: t)]
              .compactMap { $0 }.min { $0.rawValue < $1.rawValue }
        if let outcome {
          note(
            outcome, token,
            "both sides changed it, no conflict reported: base " + soakDescribe(b) + "; ours "
              + soakDescribe(o) + "; theirs " + soakDescribe(t) + "; got " + soakDescribe(got))
        }
      }
      continue
    }
    // A family (or a task that has had several lines since a merge duplicated it): the
    // lines compared as a multiset, each line text expected ours' count + theirs' count -
    // the base's (a line both sides added counts once or twice).
    var base3: [SoakLoc] = []
    var ours3: [SoakLoc] = []
    var theirs3: [SoakLoc] = []
    var wanted3: [SoakLoc] = []
    var addedOurs: [SoakLoc] = []
    var addedTheirs: [SoakLoc] = []
    for id in ids {
      if (base[id] ?? []).isEmpty {
        addedOurs += ours[id] ?? []
        addedTheirs += theirs[id] ?? []
      }
      base3 += base[id] ?? []
      ours3 += ours[id] ?? []
      theirs3 += theirs[id] ?? []
      wanted3 += soakWantedLines(expected[id]!)
    }
    // The members, for the ledger: what each was and should be.
    let members = ids.map { id in
      "\n      #\(id): base " + soakDescribe(base[id] ?? []) + "; ours "
        + soakDescribe(ours[id] ?? []) + "; theirs " + soakDescribe(theirs[id] ?? [])
    }.joined()
    // A side whose lines of the family are the base's (the same texts as often, per file)
    // changed nothing the bytes can show (only which member is which line, the model's own
    // convention): the merge is the other side's lines, exactly, whatever the members' own
    // merges say. (Only where the sides judged are the versions merged.)
    if sidesMerged,
      let other = soakLineCounts(theirs3) == soakLineCounts(base3)
        ? ours3 : soakLineCounts(ours3) == soakLineCounts(base3) ? theirs3 : nil
    {
      soakMultisetJudge(
        base: base3, ours: ours3, theirs: theirs3, wanted: other, addedBySides: ([], []),
        got: got, exactly: true, note: { note($0, token, $1 + members) })
      continue
    }
    var notes: [(SoakOutcome, String)] = []
    soakMultisetJudge(
      base: base3, ours: ours3, theirs: theirs3, wanted: wanted3,
      addedBySides: (addedOurs, addedTheirs), got: got,
      alsoAddedBySides: chained.map { merge in
        (ids.flatMap { merge.ours[$0] ?? [] }, ids.flatMap { merge.theirs[$0] ?? [] })
      }, alike: soakAlikeLines(ids, ours: ours, theirs: theirs, chained: chained),
      note: { notes.append(($0, $1)) })
    guard !notes.isEmpty else { continue }
    // Right by another reading of the family's identical lines: still bad (the readings know
    // nothing of places, which may tell), counted apart.
    if SoakRegistry.family(token) != nil {
      let readings = soakFamilyReadings(ids: ids, base: base, ours: ours, theirs: theirs)
      let rightByAnother = readings.contains { reading in
        let merged = soakMerge3(base: reading.base, ours: reading.ours, theirs: reading.theirs)
        let wanted = ids.flatMap { soakWantedLines(merged[$0] ?? .state([])) }
        var bad = false
        soakMultisetJudge(
          base: base3, ours: ours3, theirs: theirs3, wanted: wanted, addedBySides: ([], []),
          got: got, exactly: true, note: { _, _ in bad = true })
        return !bad
      }
      if rightByAnother { tally.familyReread += 1 }
    }
    for (outcome, detail) in notes { note(outcome, token, detail + members) }
  }
  return (tally, findings)
}

/// How many times each line text is in each file (the file's number first).
/// The lines of the members `ids` that both sides have alike (in `ours` and `theirs`, or on
/// both sides of a merge chained onto theirs): not two additions of one text, whatever the
/// counts say.
func soakAlikeLines(
  _ ids: [Int], ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]],
  chained: [(ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]])]
) -> [SoakLoc] {
  ids.flatMap { id in
    let sides = [(ours, theirs)] + chained.map { ($0.ours, $0.theirs) }
    return sides.first { $0.0[id] != nil && $0.0[id] == $0.1[id] }.map { $0.0[id]! } ?? []
  }
}

func soakLineCounts(_ locs: [SoakLoc]) -> [[UInt8]: Int] {
  var result: [[UInt8]: Int] = [:]
  for loc in locs { result[[UInt8(loc.file)] + loc.line.content, default: 0] += 1 }
  return result
}

/// One reading of a family's changes: each member's lines in the base and on each side.
struct SoakReading {
  var base: [Int: [SoakLoc]]
  var ours: [Int: [SoakLoc]]
  var theirs: [Int: [SoakLoc]]
}

/// The other readings of a family's changes that the bytes allow, beside the model's own.
/// On one side, two members trade lines:
/// - two members whose base lines were the same bytes (in either file), both with lines on
///   the side: which of two identical lines is which task is the model's own convention (it
///   places them by position), so which of them the side changed is no fact; a deletion is
///   not traded (one of two identical lines deleted on both sides leaves the other, as the
///   counts say);
/// - a member of the base and a member new on the side, when either's lines there are the
///   base member's as they were: a task archived and added again reads as the task kept and
///   a completed one added; a task kept beside a like one added, as the task changed and
///   itself added again.
/// The readings know nothing of places (a line appended reads as a line kept), which may tell
/// the members apart: an outcome right only by another reading is still bad, counted apart.
/// At most one trade a side; readings with one on each side too. Lines compare by file and
/// bytes, endings aside.
///
/// - Parameters:
///   - ids: The family's members.
///   - base, ours, theirs: Every task's lines in each version.
/// - Returns: The readings other than the model's, the family's members only.
func soakFamilyReadings(
  ids: [Int], base: [Int: [SoakLoc]], ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]]
) -> [SoakReading] {
  func texts(_ locs: [SoakLoc]) -> [String] {
    locs.map { "\($0.file):" + $0.line.text }.sorted()
  }
  func contents(_ locs: [SoakLoc]) -> [String] { locs.map(\.line.text).sorted() }
  func only(_ states: [Int: [SoakLoc]]) -> [Int: [SoakLoc]] {
    var result: [Int: [SoakLoc]] = [:]
    for id in ids { if let locs = states[id] { result[id] = locs } }
    return result
  }
  let (b, o, t) = (only(base), only(ours), only(theirs))
  let old = ids.filter { !(b[$0] ?? []).isEmpty }
  func trades(_ side: [Int: [SoakLoc]]) -> [[Int: [SoakLoc]]] {
    var result: [[Int: [SoakLoc]]] = []
    func trade(_ i: Int, _ j: Int) {
      guard side[i] != side[j] else { return }
      var traded = side
      (traded[i], traded[j]) = (side[j], side[i])
      result.append(traded)
    }
    for (n, i) in old.enumerated() {
      let was = texts(b[i]!)
      for k in old[(n + 1)...]
      where contents(b[k]!) == contents(b[i]!) && !(side[i] ?? []).isEmpty
        && !(side[k] ?? []).isEmpty
      {
        trade(i, k)
      }
      for j in ids where (b[j] ?? []).isEmpty && !(side[j] ?? []).isEmpty {
        if texts(side[i] ?? []) == was || texts(side[j]!) == was { trade(i, j) }
      }
    }
    return result
  }
  let (ourTrades, theirTrades) = (trades(o), trades(t))
  var readings = ourTrades.map { SoakReading(base: b, ours: $0, theirs: t) }
  readings += theirTrades.map { SoakReading(base: b, ours: o, theirs: $0) }
  // Beyond this many (a family grown large), one trade at a time.
  if ourTrades.count * theirTrades.count <= 400 {
    for ours in ourTrades {
      readings += theirTrades.map { SoakReading(base: b, ours: ours, theirs: $0) }
    }
  }
  return readings
}

/// The lines a family's member is expected to have after a merge, judged by counts: its
/// merged lines, or both versions when both sides changed it differently.
func soakWantedLines(_ expect: SoakExpect) -> [SoakLoc] {
  switch expect {
  case .state(let locs): locs
  case .conflict(let b, let o, let t): soakTextMerge(base: b, ours: o, theirs: t)
  }
}

/// The lines of one task both sides changed differently, both versions: each line text
/// `ours + theirs - base` times (at least 0).
func soakTextMerge(base: [SoakLoc], ours: [SoakLoc], theirs: [SoakLoc]) -> [SoakLoc] {
  var result: [SoakLoc] = []
  for loc in ours + theirs {
    func count(_ locs: [SoakLoc]) -> Int {
      locs.filter { $0.file == loc.file && $0.line.content == loc.line.content }.count
    }
    let want = max(0, count(ours) + count(theirs) - count(base))
    if count(result) < want { result.append(loc) }
  }
  return result
}

/// Judges a group of lines with the same words by counts: each line text (file and text,
/// endings aside) is expected as often as the tasks' own merges (`wanted`, task by task)
/// have it, whichever member each line is (a text both sides added, new members on each
/// side, may be there once, as git counts it). Counting texts instead, `ours + theirs -
/// base`, is wrong when a task's edit gives it the words another kept: `(A) buy milk` and
/// `buy milk`, the first unprioritized on both sides and the second edited on one, is one
/// `buy milk`, not two (SoakJudgeTests). Missing and extra texts of the same task words pair
/// up as a completion lost (reopened) or an edit lost; other extra lines are deletions undone
/// (a base line a side removed without writing another line of these words) or duplicates (a
/// second version of an edited task, or a line more), other missing ones are lost.
/// `exactly`: each text exactly as often as `wanted` has it (no text added on both sides
/// taken once), for another reading than the model's.
func soakMultisetJudge(
  base: [SoakLoc], ours: [SoakLoc], theirs: [SoakLoc], wanted: [SoakLoc],
  addedBySides: (ours: [SoakLoc], theirs: [SoakLoc]), got: [SoakLoc], exactly: Bool = false,
  alsoAddedBySides: [(ours: [SoakLoc], theirs: [SoakLoc])] = [], alike: [SoakLoc] = [],
  note: (SoakOutcome, String) -> Void
) {
  struct Key: Hashable, Comparable {
    var file: Int
    var content: [UInt8]
    static func < (a: Key, b: Key) -> Bool {
      a.file < b.file || a.file == b.file && a.content.lexicographicallyPrecedes(b.content)
    }
    var line: SoakLine { SoakLine(content: content, ending: .none) }
    var label: String { soakFileNames[file] + ": " + line.text }
  }
  func counts(_ locs: [SoakLoc]) -> [Key: Int] {
    var result: [Key: Int] = [:]
    for loc in locs { result[Key(file: loc.file, content: loc.line.content), default: 0] += 1 }
    return result
  }
  let (b, o, t, a, w) = (
    counts(base), counts(ours), counts(theirs), counts(got), counts(wanted)
  )
  let addedPairs = ([addedBySides] + alsoAddedBySides).map { (counts($0.ours), counts($0.theirs)) }
  let alike = counts(alike)
  var missing: [Key] = []
  var extra: [Key] = []
  for key in Set(b.keys).union(o.keys).union(t.keys).union(a.keys).union(w.keys).sorted() {
    let (bc, oc, tc, ac) = (b[key] ?? 0, o[key] ?? 0, t[key] ?? 0, a[key] ?? 0)
    let want = w[key] ?? 0
    // A text both sides added (by the counts, or as new members on each side, of this merge
    // or of one chained onto it) may be there once, as git counts it; but not the lines of
    // members both sides have alike (one member changed the same way on both sides is wanted
    // once, and must be there).
    let tolerance =
      exactly
      ? 0
      : min(
        max(0, want - (alike[key] ?? 0)),
        addedPairs.reduce(oc > bc && tc > bc ? min(oc - bc, tc - bc) : 0) { most, sides in
          max(most, min(sides.0[key] ?? 0, sides.1[key] ?? 0))
        })
    if ac > want { extra += Array(repeating: key, count: ac - want) }
    if ac < want - tolerance { missing += Array(repeating: key, count: want - tolerance - ac) }
  }
  var unmatched: [Key] = []
  for key in missing {
    // A completion kept in todo.txt by one side and archived by the other, found in done.txt:
    // archived, the furthest progress (as for a task of its own).
    if key.file == 0 && key.line.isCompleted && (a[Key(file: 1, content: key.content)] ?? 0) > 0 {
      continue
    }
    if let i = extra.firstIndex(where: { $0.line.subject == key.line.subject }) {
      let got = extra.remove(at: i)
      note(
        key.line.isCompleted && !got.line.isCompleted ? .reopened : .editLost,
        "expected " + key.label + "; got " + got.label)
    } else {
      unmatched.append(key)
    }
  }
  // Still a line of these words for each one missing: another version of it (an edit lost).
  while !unmatched.isEmpty && !extra.isEmpty {
    let key = unmatched.removeFirst()
    let got = extra.removeFirst()
    note(
      key.line.isCompleted && !got.line.isCompleted ? .reopened : .editLost,
      "expected " + key.label + "; got " + got.label)
  }
  for key in unmatched { note(.lost, "missing: " + key.label) }
  // A side that took a base line away and wrote no new line of these words deleted it; one
  // that wrote another line edited it, and the old line kept is a second version.
  func added(_ side: [Key: Int]) -> Bool { side.contains { $0.value > (b[$0.key] ?? 0) } }
  for key in extra {
    let bc = b[key] ?? 0
    let deletedBy = [o, t].filter { ($0[key] ?? 0) < bc }
    if bc > 0 && !deletedBy.isEmpty && deletedBy.allSatisfy({ !added($0) }) {
      note(.resurrected, "deleted, but back: " + key.label)
    } else {
      note(.duplicated, "one line more than expected: " + key.label)
    }
  }
}

// MARK: - Conflict regions

/// A conflict region found in a file: its lines per side.
struct SoakRegion {
  var ours: [SoakLine] = []
  var base: [SoakLine] = []
  var theirs: [SoakLine] = []
  var tokens: Set<String> {
    Set((ours + base + theirs).compactMap(\.token))
  }
  /// Whether the region is one task replaced in place (one base line, at most one line a
  /// side): by the merge's rule a line replaced in place is the task modified, and modified
  /// on one side and deleted, archived or moved on the other is a conflict whatever the
  /// words, though the model may know the new line for another task.
  var isReplacedInPlace: Bool {
    base.filter { !$0.isBlank }.count == 1 && ours.filter { !$0.isBlank }.count <= 1
      && theirs.filter { !$0.isBlank }.count <= 1
  }
  /// The families whose base lines in the region include the same text twice or more: which
  /// of them each side changed cannot be known, so only a conflict is right there.
  var ambiguousFamilies: Set<String> {
    var seen = Set<[UInt8]>()
    var result = Set<String>()
    for line in base where !line.isBlank {
      if !seen.insert(line.content).inserted, let token = line.token { result.insert(token) }
    }
    return result
  }
}

/// Splits a file with conflict markers into lines outside regions and regions; each region
/// is resolved by `pick` (true: ours) and the resolved lines returned with the regions.
func soakResolve(_ lines: [SoakLine], pick: () -> Bool) -> (
  resolved: [SoakLine], regions: [SoakRegion]
) {
  func marker(_ line: SoakLine, _ c: UInt8) -> Bool {
    line.content.count >= 7 && line.content.prefix(7).allSatisfy { $0 == c }
      && (line.content.count == 7 || line.content[7] == 32)
  }
  var resolved: [SoakLine] = []
  var regions: [SoakRegion] = []
  var i = 0
  while i < lines.count {
    guard marker(lines[i], 60) else {
      resolved.append(lines[i])
      i += 1
      continue
    }
    var region = SoakRegion()
    var part = 0
    i += 1
    while i < lines.count && !marker(lines[i], 62) {
      if marker(lines[i], 124) {
        part = 1
      } else if marker(lines[i], 61) {
        part = 2
      } else if part == 0 {
        region.ours.append(lines[i])
      } else if part == 1 {
        region.base.append(lines[i])
      } else {
        region.theirs.append(lines[i])
      }
      i += 1
    }
    i += 1
    resolved += pick() ? region.ours : region.theirs
    regions.append(region)
  }
  return (resolved, regions)
}
