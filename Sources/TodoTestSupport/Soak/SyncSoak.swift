// Sync soak: todo.txt synced between machines through git or a Dropbox-like folder, checked
// task by task against a model.
//
//   swift build -c release
//   swift run -c release TodoBenchmarks --soak git|copies [--steps 600] [--seed 3 | --seed 1,2,3]
//                                       [--binary PATH/todo] [--keep] [--show N]
//                                       [--oracle] [--true-base] [--write-first PERCENT]
//
// `git`: three clones (laptop, phone, tablet) of a bare repository, each set up with
// `todo git-setup`. Each step one clone runs a todo command (add, add -t, do with and without
// auto-archive, undo, pri, depri, append, prepend, replace, del, archive), makes a text-editor
// edit (rewrites, inserts or deletes a line, sometimes with a CRLF ending), or syncs: commit,
// fetch, merge (or, one time in three, rebase), resolve any conflict region by taking one side
// of it, push.
//
// `copies`: two machines share a folder through a sync agent written here, which copies each
// changed file across and, when both machines changed a file since their last sync, writes a
// real conflict copy as Dropbox (`todo (machine2's conflicted copy 2026-11-30).txt`: the
// local version) or Syncthing (`todo.sync-conflict-20261130-101010-ABCDEF2.txt`: the older
// version) names it. When a command mentions a copy (or `doctor` does) the soak runs
// `todo merge-conflicts`.
//
// Every merge (git merge or rebase, or a sync with its merge-conflicts) is checked against a
// model: each task's lines in the common version, ours and theirs (SyncSoakModel.swift), merged
// task by task. A task that should be there and is not is lost; one deleted and back is a
// deletion undone; one completed and open again is reopened; one twice is duplicated; one
// with another version than the one expected is an edit lost. A task a conflict was reported
// for is not judged (the user chooses): in git, a task with a line in a conflict region; with
// copies, a task both machines changed differently that merge-conflicts names in its output.
// Also counted: lines whose text is right and ending is not, and tasks inside a conflict
// region that are not in conflict. The run is deterministic for a seed; it exits 1 when any
// bad outcome is counted. The ledger (every step, every finding, and the first failing merges
// as base/ours/theirs, minimized for git) is written next to the run.
//
// `--oracle` replaces every merge by the model's own (it must count 0: a check of the judge).
// `--true-base` (copies) also judges each merge as ConflictCopyMerge makes it with the model's
// common version as its base and each machine's own done.txt, on the same inputs, without
// writing it: the run is the same, and what that merge still gets wrong is the merge's own
// fault, not a base todo picked from its history (`TRUE-BASE` lines in the ledger).
// `--write-first PERCENT` (copies): that often the command that notices the copies is an
// `add` on the delivered file instead of `ls`, as a user's next command usually writes.

import TodoTxt

// MARK: - Randomness and dates

extension SeededRandom {
  /// The soak's generator: the whole run follows from the seed.
  init(soakSeed seed: UInt64) { self.init(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678) }
}

/// `yyyy-mm-dd`, and `hhmmss`, of an epoch time in UTC.
func soakDate(_ time: Int, compact: Bool = false) -> (date: String, clock: String) {
  let days = time / 86400
  let seconds = time % 86400
  // Civil from days (H. Hinnant).
  let z = days + 719_468
  let era = z / 146_097
  let doe = z - era * 146_097
  let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
  let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
  let mp = (5 * doy + 2) / 153
  let d = doy - (153 * mp + 2) / 5 + 1
  let m = mp < 10 ? mp + 3 : mp - 9
  let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
  let sep = compact ? "" : "-"
  return (
    "\(y)" + sep + two(m) + sep + two(d),
    two(seconds / 3600) + two(seconds / 60 % 60) + two(seconds % 60)
  )
}

// MARK: - One machine

/// A clone or a machine: its folder of todo.txt and done.txt, its own home (revert history),
/// and the model of its files.
final class SoakSite {
  let name: String
  let directory: String
  let home: String
  var files = SoakFiles()

  init(name: String, root: String) {
    self.name = name
    directory = root + "/" + name
    home = root + "/home-" + name
    soakMakeFolder(home, 0o700)
  }

  func path(_ f: Int) -> String { directory + "/" + soakFileNames[f] }

  func readLines() -> [[SoakLine]] { (0..<2).map { SoakLine.split(soakRead(path($0))) } }

  func environment(time: Int) -> [String] {
    [
      "HOME=" + home, "PATH=/usr/bin:/bin", "LANG=en_US.UTF-8", "TZ=UTC", "TODO_DIR=" + directory,
      "TODO_TEST_TIME=\(time)", "XDG_STATE_HOME=" + home + "/state",
      "XDG_CONFIG_HOME=" + home + "/config",
      "XDG_CACHE_HOME=" + home + "/cache", "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_NAME=" + name,
      "GIT_AUTHOR_EMAIL=\(name)@soak", "GIT_COMMITTER_NAME=" + name,
      "GIT_COMMITTER_EMAIL=\(name)@soak",
      "GIT_AUTHOR_DATE=@\(time) +0000", "GIT_COMMITTER_DATE=@\(time) +0000", "GIT_EDITOR=true",
      "GIT_MERGE_AUTOEDIT=no",
    ]
  }
}

// MARK: - The run

/// One soak run: the sites, the model of every commit or synced version, the tallies.
final class SoakRun {
  let scenario: String
  let seed: Int
  let steps: Int
  let binary: String
  let root: String
  let scratch: String
  var random: SeededRandom
  let registry = SoakRegistry()
  var tally = SoakTally()
  var ledger: [String] = []
  var findings: [(String, SoakFinding)] = []
  var time = 1_796_040_000  // 2026-11-30 12:00 UTC
  var step = 0
  var sites: [SoakSite] = []
  var dumps = 0
  /// Outcomes already minimized in this run (one case per outcome).
  var minimized = Set<String>()
  /// What a minimized case stands for: its kind of outcome, or with `SOAK_MIN_ALL=1` in the
  /// environment (to see every failing case) the finding itself at this step.
  func minimizeKey(_ finding: SoakFinding) -> String {
    soakEnvironment("SOAK_MIN_ALL") == nil
      ? finding.outcome : "\(step) \(finding.outcome) \(finding.token)"
  }
  /// The last minimization run's merged files, as the merge left them (regions included).
  var lastMergeOutput: [[SoakLine]] = [[], []]
  var lastMergeMessages = ""
  let show: Int
  /// Control run: each merge's result is replaced by the model's own merge (conflicts taken
  /// from ours and counted as reported), so the soak must count 0; a check of the soak itself.
  var oracle = false
  /// Also judges each copies merge as it would be with the model's base (``trueBaseJudge``).
  var trueBase = false
  /// `copies`: how often (percent) the command that notices the copies writes (`add`) rather
  /// than `ls`: a command on the delivered file before `merge-conflicts`.
  var writeFirst = 0
  /// `copies`: how often (percent) a sync delivers the other machine's sync record late (after
  /// the merge): the records then prove less, and todo falls back on its history alone.
  var recordsLate = 0
  /// How many machines share the folder (copies): `--machines`, 2 by default.
  var machines = 2
  /// `copies`: how often (percent) a merge's result reaches the cloud only with the merging
  /// machine's next sync (`--results-late`): the other machine goes on from the version
  /// before it (the issue's R2).
  var resultsLate = 0
  /// `copies --phone`: the last machine is a phone that runs no todo, only an editor app, and
  /// whose sync client, finding both sides changed, uploads the phone's version as a conflict
  /// copy and keeps the cloud's; a machine that runs todo gets the copy with its next sync and
  /// merges it (with no sync record of the phone's: the common version is a guess).
  var phone = false
  /// The copies the phone's client uploaded that no machine running todo has yet: the copy's
  /// name, its file, the phone's files as the copy was made, and what the phone last synced.
  var phoneCopies: [(name: String, file: Int, copy: SoakFiles, base: SoakFiles)] = []
  /// Whether the local steps include text editors' edits (else only todo commands change the
  /// files: every version is one a todo wrote).
  var editorEdits = true
  /// `copies`: each machine's sync record (`.todo-sync/ID.log`) as the cloud has it, by name.
  var cloudRecords: [String: [UInt8]] = [:]
  /// `copies`: the files as the shared folder (the cloud) has them, and as each machine last
  /// synced them.
  var copiesCloud = SoakFiles()
  var copiesLast: [SoakFiles] = []
  /// `copies`: the Syncthing device id of each machine.
  let deviceIDs = ["ABCDEF2", "QRSTUV7", "GHJKLM3", "WXYZAB4"]

  init(scenario: String, seed: Int, steps: Int, binary: String, show: Int) {
    self.scenario = scenario
    self.seed = seed
    self.steps = steps
    self.binary = binary
    self.show = show
    random = SeededRandom(soakSeed: UInt64(seed) &* 7919 &+ (scenario == "git" ? 1 : 2))
    guard let dir = makeTemporaryFolder(prefix: "todo-soak-\(scenario)-\(seed)") else {
      fail("mkdtemp failed")
    }
    root = dir
    scratch = root + "/scratch"
    soakMakeFolder(scratch, 0o700)
  }

  func log(_ line: String) { ledger.append("[\(step)] " + line) }

  func finding(_ site: SoakSite, _ f: SoakFinding) {
    let line = "seed \(seed) step \(step) \(site.name): \(f.outcome) \(f.token): \(f.detail)"
    findings.append((line, f))
    log("BAD " + f.outcome + " " + f.token + ": " + f.detail)
  }

  func todo(_ site: SoakSite, _ arguments: [String]) -> SoakOutput {
    soakRun([binary] + arguments, environment: site.environment(time: time), scratch: scratch)
  }

  func git(_ site: SoakSite, _ arguments: [String], mustSucceed: Bool = true) -> SoakOutput {
    let result = soakRun(
      ["git", "-C", site.directory] + arguments, environment: site.environment(time: time),
      scratch: scratch)
    if mustSucceed && result.status != 0 {
      fail(
        "git \(arguments.joined(separator: " ")) in \(site.name) failed: \(result.err)\(result.out)"
      )
    }
    return result
  }

  // MARK: Task texts

  static let words = [
    "pay rent", "call mom", "buy milk", "fix bike", "email Ann about the report", "book flights",
    "繳房租", "打電話給媽媽", "買牛奶", "整理書桌", "renew passport", "water the garden",
  ]
  static let extras = ["", "", "+home", "+work", "@store", "@phone", "+旅行", "due:2026-12-0"]
  static let families = [
    "take out trash +home", "buy milk @store", "call plumber +home", "water plants",
  ]

  func extra() -> String {
    var e = random.pick(Self.extras)
    if e.hasSuffix("-0") { e += String(1 + random.next(9)) }
    return e.isEmpty ? "" : " " + e
  }

  /// A new task's text and id: a task of its own, or one more of a family (same words).
  func newTask(family: Bool) -> (text: String, id: Int) {
    if family {
      let k = 1 + random.next(Self.families.count)
      let id = registry.newMember(of: k)
      return (Self.families[k - 1] + " sk:f\(k)", id)
    }
    let id = registry.newTask()
    return (random.pick(Self.words) + extra() + " sk:\(id)", id)
  }

  /// A new text for task `id` (its token kept).
  func newText(for id: Int) -> String {
    if let k = registry.familyOf[id] { return Self.families[k - 1] + extra() + " sk:f\(k)" }
    return random.pick(Self.words) + extra() + " sk:\(id)"
  }

  /// The initial files: tasks of their own, two pairs of tasks with the same words, two
  /// completed tasks; CRLF line endings for one seed in three.
  func initialFiles() -> [[SoakLine]] {
    var todo: [String] = []
    for i in 0..<8 {
      let (text, _) = newTask(family: false)
      todo.append(i % 3 == 0 ? "2026-11-2\(i) " + text : i == 4 ? "(B) " + text : text)
    }
    let trash1 = registry.newMember(of: 1)
    let trash2 = registry.newMember(of: 1)
    let milk1 = registry.newMember(of: 2)
    let milk2 = registry.newMember(of: 2)
    _ = (trash1, trash2, milk1, milk2)
    todo.insert("2026-11-23 take out trash +home sk:f1", at: 2)
    todo.insert("buy milk @store sk:f2", at: 4)
    todo.append("2026-11-30 take out trash +home sk:f1")
    todo.append("buy milk @store sk:f2")
    let (d1, _) = newTask(family: false)
    let (d2, _) = newTask(family: false)
    let done = ["x 2026-11-20 2026-11-01 " + d1, "x 2026-11-25 " + d2]
    let ending: SoakLine.Ending = seed % 3 == 0 ? .crlf : .lf
    return [todo, done].map { $0.map { SoakLine(content: Array($0.utf8), ending: ending) } }
  }

  /// A text editor's change to todo.txt on `site`: a line rewritten (new words, a due date,
  /// completed or reopened by hand, a priority), a task inserted (sometimes with a Windows
  /// ending), or a line deleted; `nil` when there is no line to change.
  func editorEdit(
    _ site: SoakSite, pickLine: ((SoakLine) -> Bool) -> Int?, id: (Int?) -> Int?
  ) -> (lines: [[SoakLine]], task: Int?, what: String)? {
    var task: Int?
    var what = ""
    var edited = site.files.files.map { $0.map(\.line) }
    let kind = random.next(10)
    let crlfFile = edited[0].first?.ending == .crlf
    if kind < 5, let n = pickLine({ _ in true }), let taskID = id(n) {
      var line = edited[0][n - 1]
      var text = line.text
      switch random.next(4) {
      case 0: text = newText(for: taskID)
      case 1: text += " due:2026-12-1\(random.next(9))"
      case 2:
        text = line.isCompleted ? String(line.subject) : "x " + soakDate(time).date + " " + text
      default: text = "(" + random.pick(["A", "E"]) + ") " + line.subject
      }
      line.content = Array(text.utf8)
      edited[0][n - 1] = line
      task = taskID
      what = "editor: rewrote line \(n) as \(text)"
    } else if kind < 8 {
      let (text, newID) = newTask(family: random.chance(30))
      let at = random.next(edited[0].count + 1)
      // A Windows editor's line in an LF file, one time in six.
      let ending: SoakLine.Ending = crlfFile || random.chance(16) ? .crlf : .lf
      if at == edited[0].count, let last = edited[0].last, last.ending == .none {
        edited[0][at - 1].ending = crlfFile ? .crlf : .lf
      }
      edited[0].insert(SoakLine(content: Array(text.utf8), ending: ending), at: at)
      task = newID
      what = "editor: inserted line \(at + 1) \(text)" + (ending == .crlf ? " (CRLF)" : "")
    } else if let n = pickLine({ _ in true }) {
      edited[0].remove(at: n - 1)
      task = id(n)
      what = "editor: deleted line \(n)"
    } else {
      return nil
    }
    return (edited, task, what)
  }

  // MARK: Local steps

  /// One local step on `site`: a todo command or an editor edit.
  func localStep(_ site: SoakSite) {
    let before = site.files
    let lines = site.files.taskLines
    func pickLine(_ wanted: (SoakLine) -> Bool) -> Int? {
      let matching = lines.filter { wanted(site.files.files[0][$0 - 1].line) }
      return matching.isEmpty ? lines.isEmpty ? nil : random.pick(lines) : random.pick(matching)
    }
    func id(_ n: Int?) -> Int? { n.flatMap { site.files.files[0][$0 - 1].id } }
    let isPhone = phone && site === sites.last
    let roll = isPhone ? 73 + random.next(27) : random.next(editorEdits ? 100 : 73)
    var arguments: [String] = []
    var hint: Int? = nil
    var editor: [[SoakLine]]? = nil
    var what = ""
    switch roll {
    case 0..<22:  // add: a task of its own, a family one, with a date, with a priority
      var (text, newID) = newTask(family: random.chance(35))
      if random.chance(20) { text = "(" + random.pick(["A", "B", "C"]) + ") " + text }
      arguments = (random.chance(40) ? ["-t"] : []) + ["add", text]
      hint = newID
    case 22..<36:  // do, without (-a) or with auto-archive
      guard let n = pickLine({ !$0.isCompleted }) else { return }
      arguments = (random.chance(50) ? ["-a"] : []) + ["do", String(n)]
      hint = id(n)
    case 36..<40:
      guard let n = pickLine({ $0.isCompleted }) else { return }
      arguments = ["undo", String(n)]
      hint = id(n)
    case 40..<48:
      guard let n = pickLine({ !$0.isCompleted }) else { return }
      arguments = ["pri", String(n), random.pick(["A", "B", "C", "D"])]
      hint = id(n)
    case 48..<51:
      guard let n = pickLine({ $0.content.first == 40 }) else { return }
      arguments = ["depri", String(n)]
      hint = id(n)
    case 51..<58:
      guard let n = pickLine({ _ in true }) else { return }
      arguments = [
        "append", String(n),
        random.pick(["and eggs", "+errand", "@home", "今天", "due:2026-12-2\(random.next(9))"]),
      ]
      hint = id(n)
    case 58..<61:
      guard let n = pickLine({ _ in true }) else { return }
      arguments = ["prepend", String(n), random.pick(["really", "maybe", "先"])]
      hint = id(n)
    case 61..<65:
      guard let n = pickLine({ _ in true }), let task = id(n) else { return }
      arguments = ["replace", String(n), newText(for: task)]
      hint = task
    case 65..<70:
      guard let n = pickLine({ _ in true }) else { return }
      arguments = ["-f", "del", String(n)]
      hint = id(n)
    case 70..<73:
      arguments = ["archive"]
    default:  // a text editor
      guard let edit = editorEdit(site, pickLine: pickLine, id: id) else { return }
      (editor, hint, what) = (edit.lines, edit.task, edit.what)
    }
    if let edited = editor {
      tally.editorEdits += 1
      soakWrite(site.path(0), SoakLine.join(edited[0]))
      log(site.name + " " + what)
    } else {
      tally.commands += 1
      let result = todo(site, arguments)
      log(
        site.name + " todo " + arguments.joined(separator: " ") + " -> \(result.status)"
          + (result.status != 0
            ? " " + result.err.split(separator: "\n").first.map(String.init)! : ""))
    }
    site.files = SoakModel.assign(
      site.readLines(), sources: [before], hint: hint, registry: registry)
    // A command changes the task it names (and archive the completed ones), no other.
    let old = before.states
    let new = site.files.states
    for task in Set(old.keys).union(new.keys).sorted() where task != hint {
      let was = old[task] ?? []
      let now = new[task] ?? []
      if was == now { continue }
      if arguments == ["archive"] || arguments.first == "do" || arguments.dropFirst().first == "do"
      {
        // Moved to done.txt (which has its own line endings).
        if was.map(\.line.content).sorted(by: { $0.lexicographicallyPrecedes($1) })
          == now.map(\.line.content).sorted(by: { $0.lexicographicallyPrecedes($1) })
        {
          continue
        }
      }
      tally.commandAnomalies += 1
      log(
        "NOTE \(site.name): a step changed sk:\(registry.token(task)) it did not name: "
          + soakDescribe(was) + " -> " + soakDescribe(now))
    }
  }

  // MARK: Judging

  func judge(
    _ site: SoakSite, expected: [Int: SoakExpect], excused: Set<String>, base: SoakFiles,
    ours: SoakFiles,
    theirs: SoakFiles, named: Set<String> = [], said: String = "", sidesMerged: Bool = false,
    chained: [(ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]])] = []
  ) -> Int {
    let (t, found) = soakJudge(
      expected: expected, actual: site.readLines(), excused: excused, ours: ours.states,
      theirs: theirs.states,
      base: base.states, registry: registry, named: named, said: said, sidesMerged: sidesMerged,
      chained: chained)
    tally = tally + t
    for f in found { finding(site, f) }
    return found.count
  }

  /// Tokens of the tasks the model says are in conflict.
  func conflictTokens(_ expected: [Int: SoakExpect]) -> Set<String> {
    Set(
      expected.compactMap { id, e in
        if case .conflict = e { return registry.token(id) }
        return nil
      })
  }

  func dump(_ title: String, _ versions: [(String, SoakFiles)]) {
    ledger.append("---- " + title)
    for (name, files) in versions {
      for f in 0..<2 {
        ledger.append("  \(name) \(soakFileNames[f]):")
        for line in files.files[f] {
          // A family's members have the same words: the model's task number tells them apart.
          let member =
            line.id.map { registry.familyOf[$0] != nil ? "    (task #\($0))" : "" } ?? ""
          ledger.append(
            "    |" + line.line.text + (line.line.ending == .crlf ? "\\r" : "") + member)
        }
      }
    }
  }

  func dumpResult(_ title: String) {
    for f in 0..<2 {
      ledger.append("  \(title) \(soakFileNames[f]):")
      for line in lastMergeOutput[f] {
        ledger.append("    |" + line.text + (line.ending == .crlf ? "\\r" : ""))
      }
    }
  }

  func finish() -> SoakTally {
    tally.steps = steps
    var text = ""
    for line in ledger { text += line + "\n" }
    let path = soakNewFile(
      prefix: "todo-soak-\(scenario)-seed\(seed)-\(steps)\(oracle ? "-oracle" : "")",
      suffix: ".ledger")
    soakWrite(path, Array(text.utf8), rename: false)
    print("  seed \(seed): ledger \(path)")
    for (line, _) in findings.prefix(show) { print("    " + line) }
    if findings.count > show { print("    ... \(findings.count - show) more in the ledger") }
    _ = soakRun(["/bin/rm", "-rf", root], environment: [], scratch: nil)
    return tally
  }
}

/// The finding to minimize: the first of an outcome not minimized yet, a task of its own
/// rather than one of a family (whose cases are harder to read).
func soakTarget(
  _ findings: [SoakFinding], _ done: Set<String>, key: (SoakFinding) -> String = { $0.outcome }
) -> SoakFinding? {
  let fresh = findings.filter { !done.contains(key($0)) }
  return fresh.first { !$0.token.hasPrefix("sk:f") } ?? fresh.first
}

/// Takes tasks out of all versions at once (every task of a token, then each task of a
/// family, then blank lines) as long as `still` holds.
func soakShrink(_ versions: [SoakFiles], keeping token: String, still: ([SoakFiles]) -> Bool)
  -> [SoakFiles]
{
  var current = versions
  func without(_ drop: (SoakEntry) -> Bool) -> [SoakFiles] {
    current.map { SoakFiles(files: $0.files.map { $0.filter { !drop($0) } }) }
  }
  func attempt(_ drop: (SoakEntry) -> Bool) {
    let smaller = without(drop)
    if still(smaller) { current = smaller }
  }
  var tokens = Set<String>()
  var ids = Set<Int>()
  for v in current {
    for f in v.files {
      for e in f {
        if let t = e.line.token { tokens.insert(t) }
        if let id = e.id { ids.insert(id) }
      }
    }
  }
  for t in tokens.sorted() where "sk:" + t != token { attempt { $0.line.token == t } }
  for id in ids.sorted() { attempt { $0.id == id } }
  attempt { $0.line.isBlank }
  return current
}

// MARK: - Git

extension SoakRun {
  func runGit() -> SoakTally {
    var models: [String: SoakFiles] = [:]
    _ = soakRun(
      ["git", "init", "-q", "--bare", "-b", "main", root + "/hub.git"],
      environment: sites.first?.environment(time: time) ?? ["PATH=/usr/bin:/bin"], scratch: scratch)
    sites = ["laptop", "phone", "tablet"].map { SoakSite(name: $0, root: root) }
    for site in sites {
      _ = soakRun(
        ["git", "clone", "-q", root + "/hub.git", site.directory],
        environment: site.environment(time: time),
        scratch: scratch)
    }
    let first = sites[0]
    let initial = initialFiles()
    for f in 0..<2 { soakWrite(first.path(f), SoakLine.join(initial[f])) }
    first.files = SoakModel.assign(initial, sources: [], hint: nil, registry: registry)
    func setup(_ site: SoakSite) {
      let setup = todo(site, ["git-setup"])
      if setup.status != 0 { fail("todo git-setup failed: \(setup.err)") }
    }
    setup(first)
    _ = git(first, ["add", "-A"])
    _ = git(first, ["commit", "-q", "-m", "base"])
    _ = git(first, ["push", "-q", "origin", "HEAD:main"])
    models[git(first, ["rev-parse", "HEAD"]).out.trimmed] = first.files
    for site in sites.dropFirst() {
      _ = git(site, ["pull", "-q", "origin", "main"])
      setup(site)
      site.files = first.files
    }
    log(
      "git: 3 clones of a bare repository, todo git-setup in each; .gitattributes: "
        + soakRead(first.directory + "/.gitattributes").description)

    for s in 0..<steps {
      step = s
      time += 1200
      let site = random.pick(sites)
      if random.chance(18) {
        gitSync(site, &models)
      } else {
        localStep(site)
      }
    }
    // Everyone syncs at the end (twice, so all end with the same version).
    for site in sites + sites { gitSync(site, &models) }
    return finish()
  }

  func gitSync(_ site: SoakSite, _ models: inout [String: SoakFiles]) {
    tally.syncs += 1
    _ = git(site, ["add", "todo.txt", "done.txt"])
    if git(site, ["diff", "--cached", "--quiet"], mustSucceed: false).status != 0 {
      _ = git(site, ["commit", "-q", "-m", "\(site.name) step \(step)"])
      models[git(site, ["rev-parse", "HEAD"]).out.trimmed] = site.files
    }
    _ = git(site, ["fetch", "-q", "origin"])
    let head = git(site, ["rev-parse", "HEAD"]).out.trimmed
    let up = git(site, ["rev-parse", "refs/remotes/origin/main"]).out.trimmed
    if head == up { return }
    let mergeBase = git(site, ["merge-base", head, up]).out.trimmed
    if mergeBase == up {
      _ = git(site, ["push", "-q", "origin", "HEAD:main"])
      log(site.name + " pushed")
      return
    }
    guard let ours = models[head], let theirs = models[up], let base = models[mergeBase] else {
      fail("no model for a commit (\(head) \(up) \(mergeBase))")
    }
    if mergeBase == head {
      _ = git(site, ["merge", "-q", "--ff-only", "refs/remotes/origin/main"])
      site.files = theirs
      if site.readLines() != theirs.files.map({ $0.map(\.line) }) {
        fail("a fast-forward left other files")
      }
      log(site.name + " pulled (fast-forward)")
      return
    }
    tally.merges += 1
    let rebase = !oracle && random.chance(33)
    if rebase { tally.rebases += 1 }
    let expected = soakMerge3(base: base.states, ours: ours.states, theirs: theirs.states)
    let inConflict = conflictTokens(expected)
    if oracle {
      _ = git(site, ["merge", "-q", "--no-commit", "-s", "ours", "refs/remotes/origin/main"])
      let merged = oracleMerge(expected, ours: ours, theirs: theirs)
      for f in 0..<2 { soakWrite(site.path(f), SoakLine.join(merged[f])) }
      _ = git(site, ["add", "todo.txt", "done.txt"])
      _ = git(site, ["commit", "-q", "--no-edit"])
      if !inConflict.isEmpty { tally.conflictMerges += 1 }
      let bad = judge(
        site, expected: expected, excused: inConflict, base: base, ours: ours, theirs: theirs,
        sidesMerged: true)
      log(site.name + " merged by the model (oracle): bad outcomes \(bad)")
      site.files = SoakModel.assign(
        site.readLines(), sources: [ours, theirs, base], hint: nil, registry: registry,
        expected: expected)
      models[git(site, ["rev-parse", "HEAD"]).out.trimmed] = site.files
      _ = git(site, ["push", "-q", "origin", "HEAD:main"])
      return
    }
    var status = git(
      site,
      rebase
        ? ["rebase", "-q", "refs/remotes/origin/main"]
        : ["merge", "-q", "--no-edit", "refs/remotes/origin/main"], mustSucceed: false)
    var excused = Set<String>()
    var regionCount = 0
    var misleading = 0
    var rounds = 0
    // What the merge driver said (git passes its standard error on): a task in conflict that
    // todo names there was reported.
    var said = status.out + status.err
    while status.status != 0 {
      rounds += 1
      if rounds > 5 { fail("cannot finish a merge in \(site.name): \(status.err)") }
      let conflicted = git(site, ["diff", "--name-only", "--diff-filter=U"]).out.split(
        separator: "\n"
      ).map(String.init)
      if conflicted.isEmpty && rebase {
        status = git(site, ["rebase", "--skip"], mustSucceed: false)
        said += status.out + status.err
        continue
      }
      let resolved = resolveRegions(site, conflicted, inConflict: inConflict)
      excused.formUnion(resolved.excused)
      regionCount += resolved.regions
      misleading += resolved.misleading
      if rebase {
        status = git(site, ["-c", "core.editor=true", "rebase", "--continue"], mustSucceed: false)
        if status.status != 0 && git(site, ["diff", "--name-only", "--diff-filter=U"]).out.isEmpty
          && status.out.contains("nothing to commit")
        {
          status = git(site, ["rebase", "--skip"], mustSucceed: false)
        }
      } else {
        status = git(site, ["commit", "-q", "--no-edit"], mustSucceed: false)
      }
      said += status.out + status.err
    }
    excused.formUnion(soakTokensSaid(in: said, of: inConflict))
    tally.misleadingRegionTasks += misleading
    if regionCount > 0 {
      tally.conflictMerges += 1
      tally.regions += regionCount
    }
    let bad =
      judge(
        site, expected: expected, excused: excused, base: base, ours: ours, theirs: theirs,
        sidesMerged: true)
      + misleading
    log(
      site.name + (rebase ? " rebased onto" : " merged")
        + " \(up.prefix(7)) (base \(mergeBase.prefix(7))): "
        + "\(regionCount) conflict regions, tasks in conflict by the model: \(inConflict.sorted().map { "sk:" + $0 }), bad outcomes \(bad)"
    )
    if bad > 0 {
      // `SOAK_DUMP_ALL=1`: every failing merge's three versions, not only the first two.
      if dumps < 2 || soakEnvironment("SOAK_DUMP_ALL") != nil {
        dumps += 1
        dump(
          "failing merge #\(dumps) (seed \(seed), step \(step), \(site.name)): the three versions",
          [("base", base), ("ours", ours), ("theirs", theirs)])
      }
      // One minimized case per kind of outcome.
      minimize(base: base, ours: ours, theirs: theirs)
    }
    site.files = SoakModel.assign(
      site.readLines(), sources: [ours, theirs, base], hint: nil, registry: registry,
      expected: expected)
    models[git(site, ["rev-parse", "HEAD"]).out.trimmed] = site.files
    _ = git(site, ["push", "-q", "origin", "HEAD:main"])
  }

  /// Resolves the conflict regions git left in the files `conflicted` of `site`, each by
  /// taking one side at random; returns the tasks in a region (excused from judging), how
  /// many regions there were, and how many tasks were in a region without being in conflict.
  func resolveRegions(_ site: SoakSite, _ conflicted: [String], inConflict: Set<String>) -> (
    excused: Set<String>, regions: Int, misleading: Int
  ) {
    var excused = Set<String>()
    var regionCount = 0
    var misleading = 0
    for name in conflicted {
      guard let f = soakFileNames.firstIndex(of: name) else { fail("git conflict in \(name)") }
      let (resolved, regions) = soakResolve(site.readLines()[f]) { random.chance(50) }
      regionCount += regions.count
      for region in regions {
        excused.formUnion(region.tokens)
        for token in region.tokens.sorted()
        where !inConflict.contains(token) && !region.ambiguousFamilies.contains(token)
          && !region.isReplacedInPlace
        {
          misleading += 1
          finding(
            site,
            SoakFinding(
              outcome: "task in a conflict region but not in conflict", token: "sk:" + token,
              detail: "region ours " + region.ours.map(\.text).description + " base "
                + region.base.map(\.text).description + " theirs "
                + region.theirs.map(\.text).description))
        }
      }
      soakWrite(site.path(f), SoakLine.join(resolved))
      _ = git(site, ["add", name])
    }
    return (excused, regionCount, misleading)
  }

  /// Runs the merge driver on three versions of both files (each file merged on its own, as
  /// git does; regions resolved to ours) and judges the result.
  func driverMerge(base: SoakFiles, ours: SoakFiles, theirs: SoakFiles) -> [SoakFinding] {
    let dir = scratch + "/min"
    soakMakeFolder(dir, 0o700)
    var lines: [[SoakLine]] = [[], []]
    var excused = Set<String>()
    let expected = soakMerge3(base: base.states, ours: ours.states, theirs: theirs.states)
    let inConflict = conflictTokens(expected)
    var out: [SoakFinding] = []
    for f in 0..<2 {
      if ours.bytes(f) == theirs.bytes(f) || theirs.bytes(f) == base.bytes(f) {
        lines[f] = ours.files[f].map(\.line)
        lastMergeOutput[f] = lines[f]
        continue
      }
      if ours.bytes(f) == base.bytes(f) {
        lines[f] = theirs.files[f].map(\.line)
        lastMergeOutput[f] = lines[f]
        continue
      }
      soakWrite(dir + "/O", base.bytes(f))
      soakWrite(dir + "/A", ours.bytes(f))
      soakWrite(dir + "/B", theirs.bytes(f))
      let said = soakRun(
        [binary, "git-merge-driver", dir + "/O", dir + "/A", dir + "/B", "7", soakFileNames[f]],
        environment: SoakSite(name: "probe", root: dir).environment(time: time), scratch: scratch)
      // What the driver said of a task in conflict reports it, as in the real run.
      excused.formUnion(soakTokensSaid(in: said.out + said.err, of: inConflict))
      lastMergeOutput[f] = SoakLine.split(soakRead(dir + "/A"))
      let (resolved, regions) = soakResolve(lastMergeOutput[f]) { true }
      for region in regions {
        excused.formUnion(region.tokens)
        for token in region.tokens.sorted()
        where !inConflict.contains(token) && !region.ambiguousFamilies.contains(token)
          && !region.isReplacedInPlace
        {
          out.append(
            SoakFinding(
              outcome: "task in a conflict region but not in conflict", token: "sk:" + token,
              detail: ""))
        }
      }
      lines[f] = resolved
    }
    let (_, found) = soakJudge(
      expected: expected, actual: lines, excused: excused, ours: ours.states, theirs: theirs.states,
      base: base.states, registry: registry, sidesMerged: true)
    return out + found
  }

  /// Takes tasks out of the three versions while the first bad outcome stays, and writes what
  /// is left to the ledger: a base/ours/theirs case for the merge's tables.
  func minimize(base: SoakFiles, ours: SoakFiles, theirs: SoakFiles) {
    let first = driverMerge(base: base, ours: ours, theirs: theirs)
    guard let target = soakTarget(first, minimized, key: minimizeKey) else { return }
    minimized.insert(minimizeKey(target))
    func still(_ b: SoakFiles, _ o: SoakFiles, _ t: SoakFiles) -> Bool {
      driverMerge(base: b, ours: o, theirs: t).contains {
        $0.outcome == target.outcome && $0.token == target.token
      }
    }
    var (b, o, t) = (base, ours, theirs)
    let small = soakShrink([b, o, t], keeping: target.token) { still($0[0], $0[1], $0[2]) }
    (b, o, t) = (small[0], small[1], small[2])
    dump(
      "minimized (\(target.outcome) \(target.token)), seed \(seed) step \(step): the driver's result "
        + "is judged with regions resolved to ours",
      [("base", b), ("ours", o), ("theirs", t)])
    _ = driverMerge(base: b, ours: o, theirs: t)
    dumpResult("the driver's result")
  }
}

// MARK: - The model's own merge

extension SoakRun {
  /// The files the model expects after a merge: ours' lines in ours' order, each task as the
  /// merge has it (a conflict: ours' version), then the other tasks in theirs' order.
  func oracleMerge(_ expected: [Int: SoakExpect], ours: SoakFiles, theirs: SoakFiles)
    -> [[SoakLine]]
  {
    var result: [[SoakLine]] = [[], []]
    var placed = Set<Int>()
    func locs(_ id: Int) -> [SoakLoc] {
      switch expected[id] {
      case .state(let l)?: l
      case .conflict(_, let o, _)?: o
      case nil: []
      }
    }
    for source in [ours, theirs] {
      for f in 0..<2 {
        for entry in source.files[f] {
          guard let id = entry.id else {
            if source.files[f].count > 0 && source.bytes(f) == ours.bytes(f) {
              result[f].append(entry.line)
            }
            continue
          }
          if placed.contains(id) { continue }
          placed.insert(id)
          for loc in locs(id) { result[loc.file].append(loc.line) }
        }
      }
    }
    for id in expected.keys.sorted() where !placed.contains(id) {
      for loc in locs(id) { result[loc.file].append(loc.line) }
    }
    for f in 0..<2 {
      for i in result[f].indices.dropLast() where result[f][i].ending == .none {
        result[f][i].ending = .lf
      }
    }
    return result
  }
}

// MARK: - Conflict copies

extension SoakRun {
  /// Runs merge-conflicts in a fresh folder on what the agent leaves for these versions (the
  /// conflicted files as `copyIsLocal` says, Dropbox names) and judges the result.
  func copiesMerge(base: SoakFiles, cloud: SoakFiles, local: SoakFiles, copyIsLocal: [Int: Bool])
    -> [SoakFinding]
  {
    let dir = scratch + "/min-copies"
    _ = soakRun(["/bin/rm", "-rf", dir], environment: [], scratch: scratch)
    soakMakeFolder(dir, 0o700)
    let probe = SoakSite(name: "probe", root: dir)
    soakMakeFolder(probe.directory, 0o755)
    for f in 0..<2 {
      let (l, b, c) = (local.bytes(f), base.bytes(f), cloud.bytes(f))
      if let isLocal = copyIsLocal[f], l != c, l != b, c != b {
        soakWrite(probe.path(f), isLocal ? c : l)
        let stem = soakFileNames[f].dropLast(4)
        soakWrite(
          probe.directory + "/\(stem) (probe's conflicted copy 2026-11-30).txt", isLocal ? l : c)
      } else {
        soakWrite(probe.path(f), l == b ? c : l)
      }
    }
    let expected = soakMerge3(base: base.states, ours: cloud.states, theirs: local.states)
    let inConflict = conflictTokens(expected)
    let result = soakRun(
      [binary, "merge-conflicts"], environment: probe.environment(time: time), scratch: scratch)
    lastMergeOutput = probe.readLines()
    lastMergeMessages = result.out + result.err
    let excused = soakTokensSaid(in: result.out + result.err, of: inConflict)
    return soakJudge(
      expected: expected, actual: probe.readLines(), excused: excused, ours: cloud.states,
      theirs: local.states, base: base.states, registry: registry
    ).1
  }

  /// Judges the merge of the copies as ``ConflictCopyMerge`` makes it with the model's base
  /// (the last version both machines had) and each side's own done.txt, on the same inputs
  /// as the real merge, without writing anything: what is left are the merge's own faults,
  /// not the base's. (A sync that left a copy of done.txt only is merged by the two-way
  /// rules, base or not, as merge-conflicts merges it.) Counted in
  /// ``SoakTally/trueBaseOutcomes`` and written to the ledger as `TRUE-BASE` lines.
  func trueBaseJudge(
    base: SoakFiles, cloud: SoakFiles, local: SoakFiles, onDisk: SoakFiles,
    copyIsLocal: [Int: Bool], expected: [Int: SoakExpect]
  ) {
    func copy(_ f: Int) -> [UInt8]? {
      copyIsLocal[f].map { $0 ? local.bytes(f) : cloud.bytes(f) }
    }
    let todoCopy = copy(0)
    let doneCopy = copy(1)
    // The side of the todo.txt copy, and the side of todo.txt as it is on disk.
    let copyIsLocalTodo = copyIsLocal[0] ?? true
    let (copySide, fileSide) = copyIsLocalTodo ? (local, cloud) : (cloud, local)
    var trueBase = ConflictCopyMerge.Base(todo: base.bytes(0), done: base.bytes(1))
    if let doneIsLocal = copyIsLocal[1] {
      trueBase.doneCopyIsFileSide = doneIsLocal != copyIsLocalTodo
    } else {
      trueBase.copySideDone = copySide.bytes(1)
      trueBase.fileSideDone = fileSide.bytes(1)
    }
    var list = TodoList(bytes: onDisk.bytes(0))
    let done = TodoList(bytes: onDisk.bytes(1))
    var said: [String] = []
    guard
      let appended = try? ConflictCopyMerge.merge(
        todoCopy: todoCopy, doneCopy: doneCopy, into: &list, done: done, base: trueBase,
        report: { said.append(String(describing: $0)) })
    else { return }
    var doneList = done
    for line in appended { _ = try? doneList.appendLine(line) }
    let inConflict = conflictTokens(expected)
    let excused = soakTokensSaid(in: said.joined(separator: "\n"), of: inConflict)
    let (_, found) = soakJudge(
      expected: expected,
      actual: [SoakLine.split(list.serialized()), SoakLine.split(doneList.serialized())],
      excused: excused, ours: cloud.states, theirs: local.states, base: base.states,
      registry: registry)
    if !found.isEmpty, soakEnvironment("SOAK_TRUE_BASE_DUMP") != nil {
      // The merge's inputs, to replay it (`ConflictCopyMerge.merge` in a test).
      let dir = "/tmp/todo-soak-true-base-\(seed)-\(step)"
      soakMakeFolder(dir, 0o755)
      soakWrite(dir + "/base-todo.txt", base.bytes(0))
      soakWrite(dir + "/base-done.txt", base.bytes(1))
      soakWrite(dir + "/todo.txt", onDisk.bytes(0))
      soakWrite(dir + "/done.txt", onDisk.bytes(1))
      if let todoCopy { soakWrite(dir + "/todo-copy.txt", todoCopy) }
      if let doneCopy { soakWrite(dir + "/done-copy.txt", doneCopy) }
      if let d = trueBase.copySideDone { soakWrite(dir + "/copy-side-done.txt", d) }
      if let d = trueBase.fileSideDone { soakWrite(dir + "/file-side-done.txt", d) }
      soakWrite(
        dir + "/said.txt",
        Array(
          ((trueBase.doneCopyIsFileSide ? ["done copy is file side"] : []) + said)
            .joined(separator: "\n").utf8))
    }
    for f in found {
      guard let outcome = SoakOutcome.allCases.first(where: { f.outcome == $0.title }) else {
        continue
      }
      tally.trueBaseOutcomes[outcome.rawValue] += 1
      log("TRUE-BASE " + f.outcome + " " + f.token + ": " + f.detail)
    }
  }

  /// Takes tasks out of the three versions while the first bad outcome stays; writes what is
  /// left to the ledger.
  func minimizeCopies(base: SoakFiles, cloud: SoakFiles, local: SoakFiles, copyIsLocal: [Int: Bool])
  {
    guard
      let target = soakTarget(
        copiesMerge(base: base, cloud: cloud, local: local, copyIsLocal: copyIsLocal), minimized,
        key: minimizeKey)
    else { return }
    minimized.insert(minimizeKey(target))
    func still(_ b: SoakFiles, _ c: SoakFiles, _ l: SoakFiles) -> Bool {
      copiesMerge(base: b, cloud: c, local: l, copyIsLocal: copyIsLocal).contains {
        $0.outcome == target.outcome && $0.token == target.token
      }
    }
    var (b, c, l) = (base, cloud, local)
    let small = soakShrink([b, c, l], keeping: target.token) { still($0[0], $0[1], $0[2]) }
    (b, c, l) = (small[0], small[1], small[2])
    let copyOf = copyIsLocal.sorted { $0.key < $1.key }.map {
      soakFileNames[$0.key] + "'s copy is " + ($0.value ? "local" : "cloud")
    }
    dump(
      "minimized (\(target.outcome) \(target.token)), seed \(seed) step \(step): "
        + copyOf.joined(separator: ", ") + "; merge-conflicts run on it",
      [("base (last synced)", b), ("cloud", c), ("local", l)])
    _ = copiesMerge(base: b, cloud: c, local: l, copyIsLocal: copyIsLocal)
    dumpResult("after merge-conflicts")
    for line in lastMergeMessages.split(separator: "\n") where !line.contains("/") {
      ledger.append("    > " + line)
    }
  }
}

/// The tokens of the tasks in `inConflict` that `text` (what a merge printed) names: those
/// are reported, and not judged. Every task a line names counts (a note may name the task
/// and a line in its place).
/// The tasks `merge-conflicts` kept and named because no sync record proved the common
/// version (its English line says so).
/// With `everyNamed`, and a common version no record proves (the output's first lines say
/// so), every task the output names: named for the user to decide.
func soakTokensKept(in text: String, everyNamed: Bool = false) -> Set<String> {
  var kept = Set<String>()
  let guessed = everyNamed && text.contains("no sync record proves the common version")
  for line in text.split(separator: "\n")
  where guessed || line.contains("no sync record proves") {
    kept.formUnion(SoakLine(content: Array(line.utf8), ending: .none).tokens)
  }
  return kept
}

func soakTokensSaid(in text: String, of inConflict: Set<String>) -> Set<String> {
  var said = Set<String>()
  for line in text.split(separator: "\n") {
    for token in SoakLine(content: Array(line.utf8), ending: .none).tokens
    where inConflict.contains(token) {
      said.insert(token)
    }
  }
  return said
}

extension SoakRun {
  func runCopies() -> SoakTally {
    sites = (1...machines).map { SoakSite(name: "machine\($0)", root: root) }
    let initial = initialFiles()
    let start = SoakModel.assign(initial, sources: [], hint: nil, registry: registry)
    copiesCloud = start
    copiesLast = Array(repeating: start, count: machines)
    for site in sites {
      soakMakeFolder(site.directory, 0o755)
      for f in 0..<2 { soakWrite(site.path(f), SoakLine.join(initial[f])) }
      site.files = start
    }
    log(
      "copies: \(machines) machines, one shared folder through a sync agent that writes conflict copies"
    )
    for s in 0..<steps {
      step = s
      time += 1200
      let m = random.next(machines)
      if random.chance(18) {
        agentSync(m)
      } else {
        localStep(sites[m])
      }
    }
    for _ in 0..<2 { for m in sites.indices { agentSync(m) } }
    // (The phone's last copies reach a machine that runs todo.)
    if phone { agentSync(0) }
    return finish()
  }

  /// One sync of machine `m` through the agent: downloads, uploads, and conflict copies when
  /// both sides changed a file; then the copies noticed and merged, and the result judged.
  func agentSync(_ m: Int) {
    if phone && m == sites.count - 1 {
      phoneSync(m)
      return
    }
    tally.syncs += 1
    let site = sites[m]
    syncRecords(site, download: !(recordsLate > 0 && random.chance(recordsLate)))
    let local = site.files
    let b = copiesLast[m]
    let c = copiesCloud
    var expected = soakMerge3(base: b.states, ours: c.states, theirs: local.states)
    // The phone's copies come down with this sync; each is merged onto the rest.
    let delivered = phoneCopies
    phoneCopies = []
    // Each phone copy's merge: the members new on each side since the phone's base.
    var chained: [(ours: [Int: [SoakLoc]], theirs: [Int: [SoakLoc]])] = []
    for copy in delivered {
      soakWrite(site.directory + "/" + copy.name, copy.copy.bytes(copy.file))
      soakSetTime(site.directory + "/" + copy.name, time)
      log(site.name + " agent: downloaded the phone's " + copy.name)
      var ours: [Int: [SoakLoc]] = [:]
      for (id, expect) in expected { if case .state(let locs) = expect { ours[id] = locs } }
      let theirs = copy.copy.states
      chained.append(
        (
          ours.filter { copy.base.states[$0.key] == nil },
          theirs.filter { copy.base.states[$0.key] == nil }
        ))
      var next = soakMerge3(base: copy.base.states, ours: ours, theirs: theirs)
      for (id, expect) in expected { if case .conflict = expect { next[id] = expect } }
      expected = next
    }
    if local.bytes(0) == c.bytes(0) && local.bytes(1) == c.bytes(1) && delivered.isEmpty {
      copiesLast[m] = local
      return
    }
    var copies: [String] = delivered.map(\.name)
    var copyIsLocal: [Int: Bool] = [:]
    var merged = local
    transfer(site, last: b, cloud: c, into: &merged) { f, merged in
      copies.append(
        writeConflictCopy(
          site, file: f, machine: m, local: local.bytes(f), cloud: c.bytes(f), merged: &merged,
          copyIsLocal: &copyIsLocal))
    }
    site.files = merged
    // What the cloud has after the agent's sync (the winner of each conflict).
    let synced = merged
    var excused = Set<String>()
    var named = Set<String>()
    var said = ""
    if oracle && !copies.isEmpty {
      tally.merges += 1
      tally.copies += copies.count
      for name in copies { soakRemove(site.directory + "/" + name) }
      let result = oracleMerge(expected, ours: c, theirs: local)
      for f in 0..<2 { soakWrite(site.path(f), SoakLine.join(result[f])) }
      excused = conflictTokens(expected)
      if !excused.isEmpty { tally.conflictMerges += 1 }
      site.files = SoakModel.assign(
        site.readLines(), sources: [merged, local, b, c], hint: nil, registry: registry,
        expected: expected)
    } else if !copies.isEmpty {
      tally.merges += 1
      tally.copies += copies.count
      var notice = ["ls"]
      var added: Int?
      if writeFirst > 0 && random.chance(writeFirst) {
        // The user's next command writes: an add on the file the agent delivered, before
        // merge-conflicts (the command that prints the copies' notice is itself an edit).
        let (text, id) = newTask(family: false)
        notice = ["add", text]
        added = id
      }
      let ls = todo(site, notice)
      if let added {
        tally.commands += 1
        log(site.name + " todo " + notice.joined(separator: " ") + " -> \(ls.status)")
        site.files = SoakModel.assign(
          site.readLines(), sources: [merged], hint: added, registry: registry)
        merged = site.files
        if let lines = merged.states[added] { expected[added] = .state(lines) }
      }
      var noticed = (ls.out + ls.err).contains("merge-conflicts")
      if !noticed {
        let doctor = todo(site, ["doctor"])
        noticed = (doctor.out + doctor.err).contains("conflict")
      }
      if noticed {
        // `SOAK_SNAPSHOT=<step>` keeps a copy of the run's folders as they are before this
        // step's merge-conflicts (the machines, their state and history), to replay it.
        if soakEnvironment("SOAK_SNAPSHOT") == "\(step)" {
          let snapshot = "/tmp/todo-soak-snapshot-\(scenario)-\(seed)-\(step)-" + site.name
          _ = soakRun(
            ["/bin/sh", "-c", "rm -rf \"$1\" && cp -a \"$2\" \"$1\"", "sh", snapshot, root],
            environment: [], scratch: scratch)
          log("snapshot of the folders before merge-conflicts: " + snapshot)
        }
        if trueBase {
          trueBaseJudge(
            base: b, cloud: c, local: local, onDisk: merged, copyIsLocal: copyIsLocal,
            expected: expected)
        }
        let result = todo(site, ["merge-conflicts"])
        log(site.name + " todo merge-conflicts -> \(result.status)\n" + result.out + result.err)
        let inConflict = conflictTokens(expected)
        excused.formUnion(soakTokensSaid(in: result.out + result.err, of: inConflict))
        // Kept and named for the user to decide (the base was not proven): left to the user.
        let kept = soakTokensKept(in: result.out + result.err)
        tally.keptNamed += kept.subtracting(excused).count
        named = soakTokensKept(in: result.out + result.err, everyNamed: true).subtracting(excused)
        said = result.out + result.err
        if !excused.isEmpty || !named.isEmpty { tally.conflictMerges += 1 }
        site.files = SoakModel.assign(
          site.readLines(), sources: [merged, local, b, c] + delivered.map(\.copy), hint: nil,
          registry: registry, expected: expected)
      } else {
        tally.copiesUnnoticed += copies.count
        log("BAD " + site.name + ": no command mentioned the conflict copies \(copies)")
      }
    } else {
      tally.merges += 1
    }
    let bad = judge(
      site, expected: expected, excused: excused, base: b, ours: c, theirs: local, named: named,
      said: said, chained: chained)
    if bad > 0 {
      // `SOAK_DUMP_ALL=1`: every failing merge's three versions, not only the first two.
      if dumps < 2 || soakEnvironment("SOAK_DUMP_ALL") != nil {
        dumps += 1
        dump(
          "failing sync #\(dumps) (seed \(seed), step \(step), \(site.name)): last synced, cloud, local",
          [("base (last synced)", b), ("cloud", c), ("local", local)])
      }
      if !copyIsLocal.isEmpty {
        minimizeCopies(base: b, cloud: c, local: local, copyIsLocal: copyIsLocal)
      }
    }
    // (Only where the cloud kept its own version of each file in conflict: a local version
    // that won there, as Syncthing's newer file does, would put in the cloud a version that
    // does not descend from the others' last synced one, and its loser, the copy, reaches
    // them only in the merge's result.)
    if !copies.isEmpty && copyIsLocal.values.allSatisfy({ $0 }) && resultsLate > 0
      && random.chance(resultsLate)
    {
      // The merge's result stays here until this machine's next sync (R2): the agent has
      // synced what it had before the merge.
      copiesCloud = synced
      copiesLast[m] = synced
      log(site.name + " agent: the merge's result goes up later")
      return
    }
    copiesCloud = site.files
    copiesLast[m] = site.files
    // What the merge wrote goes up with its record.
    syncRecords(site, download: false)
  }

  /// The agent's pass over both files of `site`, whose files are `into` (as the model has
  /// them): a file changed on one side only since `last` goes across (the cloud's downloaded
  /// into `into`, or the local one uploaded); `conflict` handles a file changed on both.
  func transfer(
    _ site: SoakSite, last b: SoakFiles, cloud c: SoakFiles, into files: inout SoakFiles,
    conflict: (Int, inout SoakFiles) -> Void
  ) {
    let local = files
    for f in 0..<2 {
      let (l, bb, cc) = (local.bytes(f), b.bytes(f), c.bytes(f))
      if l == cc { continue }
      if l == bb {
        soakWrite(site.path(f), cc)
        files.files[f] = c.files[f]
        log(site.name + " agent: downloaded " + soakFileNames[f])
      } else if cc == bb {
        log(site.name + " agent: uploaded " + soakFileNames[f])
      } else {
        conflict(f, &files)
      }
    }
  }

  /// One sync of the phone (``phone``): a file changed on one side only goes across; changed on
  /// both, the phone's version goes up as a conflict copy (Dropbox's name) and the phone takes
  /// the cloud's. Nothing is merged here: the phone runs no todo.
  func phoneSync(_ m: Int) {
    tally.syncs += 1
    let site = sites[m]
    let local = site.files
    let b = copiesLast[m]
    let c = copiesCloud
    var after = local
    transfer(site, last: b, cloud: c, into: &after) { f, after in
      let stem = soakFileNames[f].dropLast(4)
      let date = soakDate(time).date
      var name = "\(stem) (\(site.name)'s conflicted copy \(date)).txt"
      var n = 1
      while phoneCopies.contains(where: { $0.name == name })
        || sites.contains(where: { fileExists($0.directory + "/" + name) })
      {
        name = "\(stem) (\(site.name)'s conflicted copy \(date) (\(n))).txt"
        n += 1
      }
      phoneCopies.append((name, f, local, b))
      soakWrite(site.path(f), c.bytes(f))
      after.files[f] = c.files[f]
      log(site.name + " agent: both changed " + soakFileNames[f] + ", uploaded " + name)
    }
    site.files = after
    copiesCloud = after
    copiesLast[m] = after
  }

  /// Syncs the machines' sync records as the agent syncs any file: `site`'s own record (named
  /// by the machine id in its state folder) up, and, with `download`, the others' down. Only
  /// their writer changes them, so they never conflict.
  func syncRecords(_ site: SoakSite, download: Bool) {
    let folder = site.directory + "/.todo-sync"
    if let id = readFile(site.home + "/state/todo/machine-id")?.prefix(16),
      let own = readFile(folder + "/" + String(decoding: id, as: UTF8.self) + ".log")
    {
      cloudRecords[String(decoding: id, as: UTF8.self) + ".log"] = own
    }
    guard download else { return }
    for (name, bytes) in cloudRecords where readFile(folder + "/" + name) != bytes {
      soakMakeFolder(folder, 0o755)
      soakWrite(folder + "/" + name, bytes)
    }
  }

  /// Writes the conflict copy of file `f` as the agent of machine `m` does when both sides
  /// changed it since their last sync (Dropbox: the local version becomes the copy; Syncthing:
  /// the older one, either side's), puts the winning version in place, and returns the copy's
  /// name.
  func writeConflictCopy(
    _ site: SoakSite, file f: Int, machine m: Int, local l: [UInt8], cloud cc: [UInt8],
    merged: inout SoakFiles, copyIsLocal: inout [Int: Bool]
  ) -> String {
    let c = copiesCloud
    let stem = soakFileNames[f].dropLast(4)
    let (date, clock) = soakDate(time)
    let copyName: String
    var copyBytes = l
    if random.chance(50) {
      // Dropbox: the local version becomes the copy, named after this machine.
      var name = "\(stem) (\(site.name)'s conflicted copy \(date)).txt"
      var n = 1
      while fileExists(site.directory + "/" + name) {
        name = "\(stem) (\(site.name)'s conflicted copy \(date) (\(n))).txt"
        n += 1
      }
      copyName = name
      copyIsLocal[f] = true
      soakWrite(site.path(f), cc)
      merged.files[f] = c.files[f]
    } else {
      // Syncthing: the older version becomes the copy, named after the device that
      // wrote it; here either one.
      let localLoses = random.chance(50)
      copyName =
        "\(stem).sync-conflict-\(soakDate(time, compact: true).date)-\(clock)-\(deviceIDs[localLoses ? m : (m + 1) % sites.count]).txt"
      copyIsLocal[f] = localLoses
      if localLoses {
        soakWrite(site.path(f), cc)
        merged.files[f] = c.files[f]
      } else {
        copyBytes = cc
      }
    }
    soakWrite(site.directory + "/" + copyName, copyBytes)
    // The agent writes the copy now: its time is the soak's clock (the one todo's
    // commands run by, TODO_TEST_TIME), not the machine's, as it is for a real agent.
    soakSetTime(site.directory + "/" + copyName, time)
    log(site.name + " agent: both changed " + soakFileNames[f] + ", wrote " + copyName)
    return copyName
  }
}

extension String {
  fileprivate var trimmed: String {
    String(self.split(whereSeparator: { $0 == "\n" || $0 == " " }).first ?? "")
  }
}

// MARK: - Entry point

/// `--soak git|copies [--steps N] [--seed S[,S...]] [--binary PATH] [--show N]`; returns the exit
/// status: 0 when no bad outcome was counted.
public func soakMain(_ arguments: [String], executable: String) -> Int32 {
  var args = arguments[...]
  var scenario = ""
  var steps = 600
  var seeds = [1]
  var binary = parent(executable) + "/todo"
  var show = 12
  var oracle = false
  var trueBase = false
  var writeFirst = 0
  var recordsLate = 0
  var editorEdits = true
  var machines = 2
  var phone = false
  var resultsLate = 0
  func value(_ name: String) -> String {
    guard let v = args.popFirst() else { fail("\(name) needs a value") }
    return v
  }
  while let arg = args.popFirst() {
    switch arg {
    case "--soak": scenario = value(arg)
    case "--steps":
      guard let n = Int(value(arg)), n > 0 else { fail("bad --steps") }
      steps = n
    case "--seed", "--seeds":
      let list = value(arg).split(separator: ",").map { Int($0) }
      guard !list.isEmpty, list.allSatisfy({ $0 != nil }) else { fail("bad --seed") }
      seeds = list.map { $0! }
    case "--binary": binary = value(arg)
    case "--oracle": oracle = true
    case "--true-base": trueBase = true
    case "--write-first":
      guard let n = Int(value(arg)), (0...100).contains(n) else { fail("bad --write-first") }
      writeFirst = n
    case "--no-editor": editorEdits = false
    case "--phone": phone = true
    case "--results-late":
      guard let n = Int(value(arg)), (0...100).contains(n) else { fail("bad --results-late") }
      resultsLate = n
    case "--machines":
      guard let n = Int(value(arg)), (2...4).contains(n) else { fail("bad --machines (2 to 4)") }
      machines = n
    case "--records-late":
      guard let n = Int(value(arg)), (0...100).contains(n) else { fail("bad --records-late") }
      recordsLate = n
    case "--show":
      guard let n = Int(value(arg)), n >= 0 else { fail("bad --show") }
      show = n
    default: fail("unknown soak option \(arg)")
    }
  }
  guard scenario == "git" || scenario == "copies" else { fail("--soak needs git or copies") }
  guard fileExists(binary) else { fail("no \(binary): run `swift build -c release` first") }
  let title =
    scenario == "git"
    ? "three clones of a bare repository, `todo git-setup` in each, merge or rebase and push"
    : "two machines sharing a folder through a sync agent that writes Dropbox and Syncthing conflict copies, `todo merge-conflicts`"
  print("Sync soak (\(scenario)): \(title); \(steps) steps per seed; todo = \(binary)")
  var rows: [(Int, SoakTally)] = []
  for seed in seeds {
    let run = SoakRun(scenario: scenario, seed: seed, steps: steps, binary: binary, show: show)
    run.oracle = oracle
    run.trueBase = trueBase
    run.writeFirst = writeFirst
    run.recordsLate = recordsLate
    run.editorEdits = editorEdits
    run.machines = machines
    run.phone = phone
    run.resultsLate = resultsLate
    rows.append((seed, scenario == "git" ? run.runGit() : run.runCopies()))
  }
  let total = rows.map(\.1).reduce(SoakTally(), +)
  var columns: [(String, (SoakTally) -> Int)] = [
    ("steps", { $0.steps }), ("cmds", { $0.commands }), ("edits", { $0.editorEdits }),
    ("syncs", { $0.syncs }), ("merges", { $0.merges }),
  ]
  if scenario == "git" {
    columns.append(("rebases", { $0.rebases }))
  } else {
    columns += [("copies", { $0.copies }), ("unnoticed", { $0.copiesUnnoticed })]
  }
  columns += [
    ("both-changed", { $0.trueConflicts }), ("conflicts", { $0.conflictMerges }),
  ]
  if scenario == "git" { columns.append(("regions", { $0.regions })) }
  columns += [("excused", { $0.tasksReported })]
  for outcome in SoakOutcome.allCases {
    columns.append(
      (
        [
          .lost: "lost", .resurrected: "undeleted", .reopened: "reopened",
          .duplicated: "duplicated", .editLost: "edit-lost",
        ][outcome]!, { $0.outcomes[outcome.rawValue] }
      ))
  }
  columns += [
    ("eol", { $0.endingsRewritten }), ("bad-region", { $0.misleadingRegionTasks }),
    ("stray", { $0.strayLines }),
    ("BAD", { $0.bad }), ("cmd-notes", { $0.commandAnomalies }),
  ]
  if scenario == "copies" { columns.append(("kept-named", { $0.keptNamed })) }
  columns.append(("reread", { $0.familyReread }))
  print("")
  print(pad("seed", 6) + columns.map { pad($0.0, max(6, $0.0.count + 1)) }.joined())
  for (seed, row) in rows + (rows.count > 1 ? [(-1, total)] : []) {
    print(
      pad(seed < 0 ? "total" : String(seed), 6)
        + columns.map { pad(String($0.1(row)), max(6, $0.0.count + 1)) }.joined())
  }
  print(
    """

    Columns: merges = git: merges and rebases (both sides had changed since their common
    version); copies: syncs of the agent that carried a change, with conflict copies or not
    (each is checked against the model); both-changed = tasks both sides
    changed differently (only a conflict is right for them); conflicts = merges where a conflict
    was reported (git: conflict regions; copies: merge-conflicts named such a task); excused =
    tasks not judged because a conflict was reported for them. Bad outcomes, each for a task NO
    conflict was reported for: lost (should be there, is not), undeleted (deleted, but back),
    reopened (completed, open again), duplicated (more lines than expected), edit-lost (another
    version than the merged one), eol (line text right, line ending rewritten), bad-region (a
    task inside a conflict region that is not in conflict), stray (a line that is no task, such
    as a marker left behind). BAD is their sum. cmd-notes: commands that changed a task they
    did not name (not a merge fault; see the ledger). kept-named (copies): tasks
    merge-conflicts kept and named for the user to decide, as no sync record proved the
    common version (not judged). reread: of the bad outcomes, family outcomes (tasks with
    identical lines) that another reading of which line is which task would make right (a
    task archived and added again read as kept beside a completed one added; which of two
    identical lines a side changed); still bad, as the places may tell.
    """)
  if trueBase && scenario == "copies" {
    let names = ["lost", "undeleted", "reopened", "duplicated", "edit-lost"]
    print("With the model's base (--true-base), the same merges would have had:")
    for (seed, row) in rows + (rows.count > 1 ? [(-1, total)] : []) {
      let counts = zip(names, row.trueBaseOutcomes).map { "\($0) \($1)" }
      print(
        "  " + pad(seed < 0 ? "total" : "seed \(seed)", 9) + ": " + counts.joined(separator: ", ")
          + " (BAD \(row.trueBaseOutcomes.reduce(0, +)))")
    }
  }
  return total.bad == 0 ? 0 : 1
}
