// Floor benchmark: the release `todo` against programs that do the same job as fast as a
// compiled tool can, measured side by side on files this program generates (TodoGenerator: no
// file from outside the repository).
//
//   swift build -c release && swift run -c release TodoBenchmarks --floor
//                                     [--lines 10000,100000,1000000] [--runs 15]
//
// The references: the C floors of Benchmarks/floor/ (built with `cc -O2` when a C compiler is
// present; lsfloor's output is checked against todo's before any timing), `LC_ALL=C sort -f`, a
// static Swift program that prints one line (Benchmarks/hello/hello.swift, built with
// `swiftc -static-stdlib -O`), `/bin/true`, and todo.sh when one is found (`TODO_SH=/path`, or
// `todo.sh` / `todo-txt` on PATH). A reference that cannot be built or found is left out.
//
// Each row runs its commands in interleaved order, once each per round (the first command
// rotating), for `--runs` rounds (at least 15): a figure is the median over the rounds, a
// ratio the median of the per-round ratios, so a burst of load on a shared machine hits both
// sides of a pair. Peak memory is the child's `ru_maxrss` from wait4 (see runMeasured).
//
// To add a row: append a ``FloorRow`` in ``floorRows(_:)``.

import Glibc
import TodoTestSupport

/// Writes `bytes` to `path`.
func writeFile(_ path: String, _ bytes: [UInt8]) {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0 else { fail("cannot write \(path)") }
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)
}

/// Median of a non-empty list of doubles.
func medianOf(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// One command of a row.
struct BenchCommand {
  /// Its name in the table (`lsfloor`, `sort -f`, ...).
  var name: String
  /// The program (found on `PATH` when not a path) and its arguments.
  var arguments: [String]
  /// Added to the benchmark's environment (``FloorSetup/environment``).
  var environment: [String] = []
  /// Run before each timed run, untimed: restores a file the command changes.
  var prepare: (() -> Void)? = nil
}

/// One row of the table: `subject` timed against up to two references, in interleaved rounds.
struct FloorRow {
  /// The first column (the command as a user types it).
  var label: String
  /// The input's size in lines, or `nil` (start-up rows).
  var lines: Int?
  var subject: BenchCommand
  /// The first reference (a floor, or what the ratio is taken to); `nil` when unavailable.
  var floor: BenchCommand?
  /// The second reference (`sort -f`, `/bin/true`); `nil` for none.
  var reference: BenchCommand? = nil
  /// Check first that `subject` and `floor` print the same bytes (stop the benchmark if not).
  var checkOutput = false
  /// Also print a row for the peak memory of `subject` (and `floor`) against this file size.
  var memoryAgainst: Int? = nil
}

/// What every row is built from: the paths and programs of one benchmark run.
struct FloorSetup {
  /// The release `todo`.
  var todo: String
  /// The work directory (`.build/bench-floor`).
  var work: String
  /// The base environment of every command.
  var environment: [String]
  /// The C floors that built (`lsfloor`, `addfloor`), by name.
  var floors: [String: String]
  /// The static Swift hello, when it built.
  var hello: String?
  /// todo.sh, when one was found.
  var todoSh: String?
  /// The input sizes (`--lines`).
  var sizes: [Int]

  /// The generated `todo.txt` of `lines` lines (written on first use).
  func file(lines: Int) -> String {
    let directory = work + "/\(lines)"
    let path = directory + "/todo.txt"
    if !fileExists(path) {
      mkdir(directory, 0o755)
      writeFile(path + ".partial", TodoGenerator.file(lines: lines))
      rename(path + ".partial", path)
    }
    return path
  }

  /// `todo -p -d /dev/null ARGS` on `path` (no configuration file: no bash).
  func todo(_ arguments: [String], file path: String) -> BenchCommand {
    BenchCommand(
      name: "todo", arguments: [todo, "-p", "-d", "/dev/null"] + arguments,
      environment: ["TODO_FILE=" + path])
  }

  /// A C floor by name with `arguments`, when it built.
  func floor(_ name: String, _ arguments: [String]) -> BenchCommand? {
    floors[name].map { BenchCommand(name: name, arguments: [$0] + arguments) }
  }

  var helloCommand: BenchCommand? {
    hello.map { BenchCommand(name: "swift hello", arguments: [$0]) }
  }
  var trueCommand: BenchCommand { BenchCommand(name: "/bin/true", arguments: ["/bin/true"]) }
}

/// The rows of the table, in order. Add a row here.
func floorRows(_ s: FloorSetup) -> [FloorRow] {
  var rows: [FloorRow] = []
  let word = "@email"
  for lines in s.sizes {
    let file = s.file(lines: lines)
    rows.append(
      FloorRow(
        label: "todo -p ls", lines: lines, subject: s.todo(["ls"], file: file),
        floor: s.floor("lsfloor", [file]),
        reference: BenchCommand(name: "sort -f", arguments: ["sort", "-f", file]),
        checkOutput: true, memoryAgainst: lines >= 1_000_000 ? fileSize(file) : nil))
  }
  for lines in s.sizes {
    let file = s.file(lines: lines)
    rows.append(
      FloorRow(
        label: "todo -p ls \(word)", lines: lines, subject: s.todo(["ls", word], file: file),
        floor: s.floor("lsfloor", [file, word]), checkOutput: true))
  }
  // A date filter (within 2x the unfiltered `ls` floor is the goal), and --or.
  for lines in s.sizes {
    let file = s.file(lines: lines)
    rows.append(
      FloorRow(
        label: "todo -p ls --due ..2026-12-07", lines: lines,
        subject: s.todo(["ls", "--due", "..2026-12-07"], file: file),
        floor: s.floor("lsfloor", [file])))
    rows.append(
      FloorRow(
        label: "todo -p ls @phone --or \(word)", lines: lines,
        subject: s.todo(["ls", "@phone", "--or", word], file: file),
        floor: s.floor("lsfloor", [file])))
  }
  // `agenda`, `due`, `stats` and `cal` (the goal for the last two: within 3x): against the
  // `ls` floor.
  for action in ["agenda", "due", "stats", "cal"] {
    for lines in s.sizes {
      let file = s.file(lines: lines)
      rows.append(
        FloorRow(
          label: "todo -p " + action, lines: lines, subject: s.todo([action], file: file),
          floor: s.floor("lsfloor", [file]),
          memoryAgainst: lines >= 1_000_000 ? fileSize(file) : nil))
    }
  }
  for lines in s.sizes where lines <= 100_000 {
    let original = readFile(s.file(lines: lines)) ?? []
    let scratch = s.work + "/\(lines)/add.txt"
    let restore = { writeFile(scratch, original) }
    var subject = s.todo(["add", "a new task +bench"], file: scratch)
    subject.prepare = restore
    var floor = s.floor("addfloor", [scratch, "a new task +bench"])
    floor?.prepare = restore
    rows.append(FloorRow(label: "todo add", lines: lines, subject: subject, floor: floor))
  }
  rows.append(
    FloorRow(
      label: "todo -V", lines: nil,
      subject: BenchCommand(name: "todo", arguments: [s.todo, "-V"]),
      floor: s.helloCommand, reference: s.trueCommand))
  let empty = s.work + "/empty.txt"
  writeFile(empty, [])
  rows.append(
    FloorRow(
      label: "todo -p ls (empty list)", lines: 0, subject: s.todo(["ls"], file: empty),
      floor: s.helloCommand, reference: s.trueCommand))
  if let todoSh = s.todoSh, let lines = s.sizes.first(where: { $0 >= 10_000 }) ?? s.sizes.first {
    // The same configuration file for both: todo.sh needs one, and todo then reads it too.
    let file = s.file(lines: lines)
    let directory = parent(file)
    let config = s.work + "/todo-\(lines).cfg"
    writeFile(
      config,
      Array(
        """
        export TODO_DIR='\(directory)'
        export TODO_FILE="$TODO_DIR/todo.txt"
        export DONE_FILE="$TODO_DIR/done.txt"
        export REPORT_FILE="$TODO_DIR/report.txt"

        """.utf8))
    rows.append(
      FloorRow(
        label: "todo.sh -p ls", lines: lines,
        subject: BenchCommand(name: "todo.sh", arguments: [todoSh, "-p", "-d", config, "ls"]),
        floor: BenchCommand(name: "todo -p ls", arguments: [s.todo, "-p", "-d", config, "ls"])))
  }
  return rows
}

/// The size of the file at `path` in bytes (0 when it cannot be read).
func fileSize(_ path: String) -> Int {
  var info = stat()
  return stat(path, &info) == 0 ? Int(info.st_size) : 0
}

/// The last-modified time of `path` in seconds, or `nil` when it does not exist.
func modificationTime(_ path: String) -> Int? {
  var info = stat()
  return stat(path, &info) == 0 ? Int(info.st_mtim.tv_sec) : nil
}

/// `name` as `PATH` finds it, or `nil`.
func findOnPath(_ name: String) -> String? {
  guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
  for directory in path.split(separator: ":") where access("\(directory)/\(name)", X_OK) == 0 {
    return "\(directory)/\(name)"
  }
  return nil
}

/// One run of a command: exit status, wall time in milliseconds, peak memory in bytes.
struct FloorRun {
  var status: Int32
  var milliseconds: Double
  var peakBytes: Int
}

/// Runs `arguments` with `environment`, standard output to `output` (or /dev/null) and
/// standard error to /dev/null, and waits for it with wait4.
func runMeasured(_ arguments: [String], environment: [String], output: String? = nil)
  -> FloorRun
{
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(
    &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer {
    for pointer in argv + envp { free(pointer) }
  }
  // A spawned child's ru_maxrss starts from this process's peak (the exec records the peak of
  // the address space it leaves, which posix_spawn shares with this process): reset this
  // process's peak to its current size first (Linux 4.0+), which is far below the rows'.
  let clear = open("/proc/self/clear_refs", O_WRONLY)
  if clear >= 0 {
    _ = write(clear, "5", 1)
    close(clear)
  }
  var pid = pid_t()
  let start = now()
  let started = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
  guard started == 0 else { return FloorRun(status: -1, milliseconds: 0, peakBytes: 0) }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 {
    if errno != EINTR { return FloorRun(status: -1, milliseconds: 0, peakBytes: 0) }
  }
  let elapsed = Double(now() - start) / 1e6
  let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  return FloorRun(status: code, milliseconds: elapsed, peakBytes: usage.ru_maxrss * 1024)
}

/// Runs the floor table. `root`: the package directory; `binary`: the release `todo`.
func benchmarkFloors(root: String, binary: String, sizes: [Int], runs requested: Int?) {
  let runs = max(requested ?? 15, 15)
  let work = root + "/.build/bench-floor"
  mkdir(work, 0o755)
  var floors: [String: String] = [:]
  for name in ["lsfloor", "addfloor"] {
    let source = root + "/Benchmarks/floor/\(name).c"
    let program = work + "/" + name
    if run(["cc", "-O2", "-o", program, source]) == 0 { floors[name] = program }
  }
  if floors.isEmpty { printError("no C compiler (cc): the C floors are left out") }
  let helloSource = root + "/Benchmarks/hello/hello.swift"
  let hello = work + "/hello"
  if (modificationTime(hello) ?? 0) <= (modificationTime(helloSource) ?? 0) {
    unlink(hello)
    if run(["swiftc", "-static-stdlib", "-O", "-o", hello, helloSource]) != 0 {
      printError("swiftc -static-stdlib failed: the static Swift hello is left out")
    }
  }
  let todoSh =
    getenv("TODO_SH").map { String(cString: $0) } ?? findOnPath("todo.sh")
    ?? findOnPath("todo-txt")
  let home = work + "/home"
  mkdir(home, 0o755)
  let setup = FloorSetup(
    todo: binary, work: work,
    environment: ["HOME=" + home, "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TZ=UTC", "LC_ALL=C"],
    floors: floors, hello: fileExists(hello) ? hello : nil, todoSh: todoSh, sizes: sizes)
  let rows = floorRows(setup)
  print(
    """

    Medians of \(runs) interleaved rounds; a ratio is the median of the per-round ratios
    (command / reference). Start-up rows: todo against a static Swift program printing one line
    and /bin/true.
    """)
  let widths = [24, 8, 9, 12, 9, 7, 10, 8, 7]
  func line(_ cells: [String]) {
    print(
      zip(cells, widths).enumerated().map { k, cell in
        k == 0 || k == 3 || k == 6
          ? cell.0 + String(repeating: " ", count: max(0, cell.1 - cell.0.count))
          : pad(cell.0, cell.1)
      }.joined(separator: " "))
  }
  line(["command", "lines", "ms", "reference", "ms", "ratio", "reference", "ms", "ratio"])
  for row in rows {
    measure(row, setup: setup, runs: runs, print: line)
    fflush(nil)
  }
}

/// Times one row and prints it (and its memory row) through `print`.
func measure(_ row: FloorRow, setup: FloorSetup, runs: Int, print line: ([String]) -> Void) {
  let commands = [row.subject, row.floor, row.reference]
  func environment(_ command: BenchCommand) -> [String] {
    setup.environment + command.environment
  }
  if row.checkOutput, let floor = row.floor {
    let mine = setup.work + "/check-todo.out"
    let theirs = setup.work + "/check-floor.out"
    for (command, path) in [(row.subject, mine), (floor, theirs)] {
      command.prepare?()
      let result = runMeasured(command.arguments, environment: environment(command), output: path)
      if result.status != 0 { fail("\(command.arguments.joined(separator: " ")) failed") }
    }
    guard let a = readFile(mine), let b = readFile(theirs), a == b else {
      fail("\(row.label): \(floor.name)'s output differs from todo's (\(mine), \(theirs))")
    }
  }
  var times: [[Double]] = [[], [], []]
  var peaks: [[Double]] = [[], [], []]
  var ratios: [[Double]] = [[], [], []]
  for round in 0..<runs {
    var roundTimes: [Double?] = [nil, nil, nil]
    for step in 0..<3 {
      let k = (step + round) % 3
      guard let command = commands[k] else { continue }
      command.prepare?()
      let result = runMeasured(command.arguments, environment: environment(command))
      if result.status != 0 {
        fail("\(command.arguments.joined(separator: " ")) exited \(result.status)")
      }
      roundTimes[k] = result.milliseconds
      times[k].append(result.milliseconds)
      peaks[k].append(Double(result.peakBytes))
    }
    for k in 1..<3 {
      if let t = roundTimes[0], let r = roundTimes[k] { ratios[k].append(t / r) }
    }
  }
  func ms(_ k: Int) -> String {
    times[k].isEmpty ? "" : format(medianOf(times[k]), times[k].max()! < 10 ? 2 : 1)
  }
  func ratio(_ k: Int) -> String { ratios[k].isEmpty ? "" : format(medianOf(ratios[k]), 2) + "x" }
  let lines = row.lines.map(String.init) ?? ""
  line([
    row.label, lines, ms(0), row.floor?.name ?? "", ms(1), ratio(1), row.reference?.name ?? "",
    ms(2), ratio(2),
  ])
  if let size = row.memoryAgainst, size > 0 {
    let mib = 1024.0 * 1024.0
    let peak = medianOf(peaks[0])
    let floorPeak = peaks[1].isEmpty ? "" : format(medianOf(peaks[1]) / mib, 1)
    line([
      "  peak MiB", lines, format(peak / mib, 1), "file", format(Double(size) / mib, 1),
      format(peak / Double(size), 2) + "x", floorPeak.isEmpty ? "" : row.floor?.name ?? "",
      floorPeak, "",
    ])
  }
}
