// Parse and write-back benchmark for the TodoTxt module.
//
//   swift run -c release TodoBenchmarks [--lines 10000,100000,1000000] [--runs N] [--gen PATH]
//                                       [--stages]
//
// Files come from the built-in generator (TodoGenerator.swift, gen-todo.py's distribution), or
// from `gen-todo.py N` when one is given with `--gen` or found beside the package, and are
// cached in `.build/bench-data/`. Each size is measured in a fresh
// child process of this program (`--one N`), so the peak memory of one size does not hide that
// of the next. Nothing here asserts a timing: it only reports. `--stages` adds rows for the
// parts of "parse": splitting the file into lines only, and also decoding each line to a String.

import Glibc
import TodoTestSupport
import TodoTxt

// MARK: - Small helpers (no Foundation, to keep the baseline memory low)

/// Monotonic time in nanoseconds.
func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// `value` with `decimals` digits after the point.
func format(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int64((value * scale).rounded())
  let whole = scaled / Int64(scale)
  guard decimals > 0 else { return String(whole) }
  var fraction = String(abs(scaled) % Int64(scale))
  while fraction.count < decimals { fraction = "0" + fraction }
  return (scaled < 0 && whole == 0 ? "-" : "") + String(whole) + "." + fraction
}

/// A `kB` field of `/proc/self/status` (`VmHWM`, `VmRSS`) in bytes, or 0.
func procStatus(_ field: String) -> Int {
  guard let status = readSmallFile("/proc/self/status") else { return 0 }
  for line in String(decoding: status, as: UTF8.self).split(separator: "\n") {
    guard line.hasPrefix(field + ":") else { continue }
    let digits = line.dropFirst(field.count + 1).filter { $0 >= "0" && $0 <= "9" }
    return (Int(String(digits)) ?? 0) * 1024
  }
  return 0
}

func executablePath() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard n > 0 else { return CommandLine.arguments[0] }
  return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

func currentDirectory() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  guard getcwd(&buffer, buffer.count) != nil else { return "." }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The nearest directory at or above `start` that holds `Package.swift`.
func packageRoot(from start: String) -> String? {
  var dir = start
  while true {
    if fileExists(dir + "/Package.swift") { return dir }
    let up = parent(dir)
    if up == dir { return nil }
    dir = up
  }
}

/// Starts `arguments` (the program looked up on `PATH`) without waiting, or returns `nil`.
/// `environment` defaults to this process's; `stdoutTo` sends standard output to a file, and
/// `quiet` sends standard output and error to /dev/null.
func spawn(
  _ arguments: [String], environment: [String]? = nil, stdoutTo path: String? = nil,
  quiet: Bool = false
) -> pid_t? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  if let path {
    posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  }
  if quiet {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  }
  let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
  defer {
    for arg in argv { free(arg) }
    for entry in envp ?? [] { free(entry) }
  }
  var pid = pid_t()
  let started =
    envp.map { envp in
      envp.withUnsafeBufferPointer {
        posix_spawnp(&pid, arguments[0], &actions, nil, argv, $0.baseAddress)
      }
    } ?? posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
  return started == 0 ? pid : nil
}

/// Runs `arguments` (looked up on `PATH`), optionally with stdout sent to a file; returns the
/// exit status (or -1 when it could not start or was killed).
func run(_ arguments: [String], stdoutTo path: String? = nil) -> Int32 {
  spawn(arguments, stdoutTo: path).map(exitStatus(of:)) ?? -1
}

// MARK: - Options

struct Options {
  var sizes = [10_000, 100_000, 1_000_000]
  var runs: Int?
  var stages: [Stage] = [.parse]
  var generator: String?
  var one: Int?
  var file: String?
  var cli = false
  var ui = false
  var floor = false
  var stress = false
  var processes = 8
  var commands = 50
  var worker: Int?
  var stressDirectory: String?
  var binary: String?
  var syncStress = false
  var commandsGiven = false
  var killPercent = 8
  var syncWriter: String?
  var seed: UInt64 = 1

  init(_ arguments: [String]) {
    var args = arguments.dropFirst()[...]
    func value(_ name: String) -> String {
      guard let v = args.popFirst() else { fail("\(name) needs a value") }
      return v
    }
    while let arg = args.popFirst() {
      switch arg {
      case "--lines":
        let list = value(arg).split(separator: ",").map { Int($0.filter { $0 != "_" }) }
        guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else { fail("bad --lines") }
        sizes = list.map { $0! }
      case "--runs":
        guard let n = Int(value(arg)), n > 0 else { fail("bad --runs") }
        runs = n
      case "--gen": generator = value(arg)
      case "--stages": stages = [.split, .text, .parse]
      case "--stage":
        guard let stage = Stage(rawValue: value(arg)) else { fail("bad --stage") }
        stages = [stage]
      case "--one":
        guard let n = Int(value(arg)), n > 0 else { fail("bad --one") }
        one = n
      case "--file": file = value(arg)
      case "--cli": cli = true
      case "--ui": ui = true
      case "--floor": floor = true
      case "--stress": stress = true
      case "--procs":
        guard let n = Int(value(arg)), n > 0 else { fail("bad --procs") }
        processes = n
      case "--commands":
        guard let n = Int(value(arg)), n > 0 else { fail("bad --commands") }
        commands = n
        commandsGiven = true
      case "--stress-worker":
        guard let n = Int(value(arg)), n >= 0 else { fail("bad --stress-worker") }
        worker = n
      case "--stress-dir": stressDirectory = value(arg)
      case "--binary": binary = value(arg)
      case "--sync-stress": syncStress = true
      case "--kill-percent":
        guard let n = Int(value(arg)), (0...100).contains(n) else { fail("bad --kill-percent") }
        killPercent = n
      case "--sync-writer": syncWriter = value(arg)
      case "--seed":
        guard let n = UInt64(value(arg)) else { fail("bad --seed") }
        seed = n
      case "-h", "--help":
        print(
          """
          usage: TodoBenchmarks [--lines 10000,100000,1000000] [--runs N] [--gen PATH/gen-todo.py]
                                [--stages]
          Measures TodoList(bytes:) + TodoItem for every line (parse) and serialized() (write)
          on generated todo.txt files cached in .build/bench-data/. --stages also measures
          TodoList(bytes:) alone (split) and with a String per line (text). --cli times the
          built `todo` binary instead (start-up, ls, add, do, pri; build with
          `swift build -c release` first). --stress [--procs 8] [--commands 50] runs that many
          processes of mixed commands against one file and counts lost updates (exit 1 if any).
          --sync-stress [--commands 1000] [--procs 4] [--kill-percent 8] adds a sync client and
          an editor writing the same files, and kill -9 of todo processes, with a ledger (exit 1
          on a silent loss or overwrite, or a refusal that does not name its file).
          --soak git|copies [--steps 600] [--seed 1,2,3] syncs todo.txt between clones (git) or
          machines (conflict copies) and checks every merge against a task-by-task model
          (Sources/TodoTestSupport/Soak/SyncSoak.swift; exit 1 on any bad outcome);
          --write-first PERCENT (copies): that often the command that notices the copies is an
          add on the delivered file, before merge-conflicts; --records-late PERCENT
          (copies): that often a sync delivers the other machine's sync record only later.
          --floor [--lines 10000,100000] [--runs 15] compares the release `todo` with the C
          floors of Benchmarks/floor/ and `sort -f` on generated files (FloorBenchmark.swift).
          """)
        exit(0)
      default: fail("unknown option \(arg) (try --help)")
      }
    }
  }
}

// MARK: - One measurement (child process)

/// Median of a non-empty list.
func median(_ values: [UInt64]) -> UInt64 {
  let sorted = values.sorted()
  let mid = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// What the "parse" column measures.
enum Stage: String {
  /// `TodoList(bytes:)` only.
  case split
  /// `TodoList(bytes:)` and the text of every line as a `String`.
  case text
  /// `TodoList(bytes:)` and a ``TodoItem`` for every line: the real thing.
  case parse
}

/// Runs `stage` over `bytes`; returns the list and a checksum so the work is kept.
@inline(never)
func parseAll(_ bytes: [UInt8], _ stage: Stage) -> (TodoList, Int) {
  let list = TodoList(bytes: bytes)
  var checksum = 0
  switch stage {
  case .split:
    checksum = list.count
  case .text:
    for n in list.lineNumbers { checksum &+= list.text(ofLine: n).utf8.count }
  case .parse:
    for n in list.lineNumbers {
      let item = try! list.item(atLine: n)
      checksum &+=
        item.text.utf8.count &+ (item.isCompleted ? 1 : 0) &+ (item.creationDate?.day ?? 0)
    }
  }
  return (list, checksum)
}

func measure(lines: Int, path: String, runs requested: Int?, stage: Stage) {
  let baseline = procStatus("VmRSS")
  guard let bytes = readFile(path) else { fail("cannot read \(path)") }
  let runs = requested ?? (lines <= 10_000 ? 41 : lines <= 100_000 ? 15 : 5)

  // Warm-up, and a correctness check that is not timed.
  do {
    let (list, _) = parseAll(bytes, stage)
    guard list.serialized() == bytes else { fail("serialized() differs from the input") }
  }

  var parse: [UInt64] = []
  var write: [UInt64] = []
  var total: [UInt64] = []
  var checksum = 0
  for _ in 0..<runs {
    let t0 = now()
    let (list, sum) = parseAll(bytes, stage)
    let t1 = now()
    let out = list.serialized()
    let t2 = now()
    checksum &+= sum &+ out.count
    parse.append(t1 - t0)
    write.append(t2 - t1)
    total.append(t2 - t0)
  }
  let peak = procStatus("VmHWM")

  let size = Double(bytes.count)
  let mb = size / 1_000_000
  let p = Double(median(parse))
  let w = Double(median(write))
  let t = Double(median(total))
  let columns: [(String, Int)] = [
    (stage.rawValue, 5), (String(lines), 9), (format(mb, 1), 7), (format(p / 1e6, 2), 9),
    (format(w / 1e6, 2), 9),
    (format(t / 1e6, 2), 9), (format(size / p * 1e3, 0), 8), (format(size / t * 1e3, 0), 8),
    (format(t / Double(lines), 0), 8), (format(Double(peak) / 1_048_576, 1), 9),
    (format(Double(peak) / size, 2), 7), (format(Double(peak - baseline) / size, 2), 8),
    (String(runs), 5),
  ]
  print(columns.map { pad($0.0, $0.1) }.joined(separator: " "))
  if checksum == 42 { print("") }  // keeps the checksum alive
}

// MARK: - Driver

if CommandLine.arguments.dropFirst().first == "--soak" {
  exit(soakMain(Array(CommandLine.arguments.dropFirst()), executable: executablePath()))
}

let options = Options(CommandLine.arguments)

if let lines = options.one {
  guard let file = options.file else { fail("--one needs --file") }
  measure(lines: lines, path: file, runs: options.runs, stage: options.stages[0])
  exit(0)
}

let executable = executablePath()

if let index = options.worker {
  guard let dir = options.stressDirectory, let binary = options.binary else {
    fail("--stress-worker needs --stress-dir and --binary")
  }
  stressWorker(index: index, directory: dir, commands: options.commands, binary: binary)
  exit(0)
}
if let role = options.syncWriter {
  guard let dir = options.stressDirectory else { fail("--sync-writer needs --stress-dir") }
  syncWriter(role: role, directory: dir, seed: options.seed, longPause: 3)
  exit(0)
}
if options.syncStress {
  let binary = options.binary ?? parent(executable) + "/todo"
  guard fileExists(binary) else { fail("no \(binary): run `swift build -c release` first") }
  let ok = syncStressBenchmark(
    executable: executable, binary: binary,
    commands: options.commandsGiven ? options.commands : 1000,
    processes: options.processes == 8 ? 4 : options.processes, killPercent: options.killPercent)
  exit(ok ? 0 : 1)
}
if options.stress {
  let binary = options.binary ?? parent(executable) + "/todo"
  guard fileExists(binary) else { fail("no \(binary): run `swift build -c release` first") }
  let ok = stressBenchmark(
    executable: executable, binary: binary, processes: options.processes,
    commands: options.commands)
  exit(ok ? 0 : 1)
}
guard let root = packageRoot(from: currentDirectory()) ?? packageRoot(from: parent(executable))
else { fail("cannot find the package (Package.swift) from here or from \(executable)") }

var generator = options.generator
if generator == nil {
  for candidate in [root + "/../shared/bench/gen-todo.py", root + "/shared/bench/gen-todo.py"]
  where fileExists(candidate) {
    generator = candidate
    break
  }
}

let dataDirectory = root + "/.build/bench-data"
mkdir(root + "/.build", 0o755)
mkdir(dataDirectory, 0o755)

if options.floor {
  let binary = parent(executable) + "/todo"
  guard fileExists(binary) else { fail("no \(binary): run `swift build -c release` first") }
  benchmarkFloors(root: root, binary: binary, sizes: options.sizes, runs: options.runs)
  exit(0)
}

if options.ui {
  let binary = parent(executable) + "/todo"
  guard fileExists(binary) else { fail("no \(binary): run `swift build -c release` first") }
  for lines in options.sizes {
    let path = dataDirectory + "/todo-\(lines).txt"
    if !fileExists(path) { writeFile(path, TodoGenerator.file(lines: lines)) }
    benchmarkScreen(binary: binary, source: path, lines: lines, runs: options.runs ?? 5)
  }
  exit(0)
}

if options.cli {
  let binary = parent(executable) + "/todo"
  guard fileExists(binary) else { fail("no \(binary): run `swift build -c release` first") }
  for lines in options.sizes {
    let path = dataDirectory + "/todo-\(lines).txt"
    if !fileExists(path) {
      if let generator {
        guard run(["python3", generator, String(lines)], stdoutTo: path) == 0 else {
          fail("cannot generate \(path)")
        }
      } else {
        writeFile(path, TodoGenerator.file(lines: lines))
      }
    }
    benchmarkCommands(binary: binary, source: path, lines: lines, runs: options.runs ?? 15)
  }
  exit(0)
}

print(
  """
  Medians per row. parse: TodoList(bytes:) and a TodoItem for every line (split: the list only;
  text: the list and a String per line). write: serialized(). MB/s: file bytes / parse time and
  / total time. peak: VmHWM of a fresh process per row; grow: peak - RSS before reading the file;
  /f: per byte of the file.
  """)
print(
  [
    ("stage", 5), ("lines", 9), ("MB", 7), ("parse ms", 9), ("write ms", 9), ("total ms", 9),
    ("MB/s", 8), ("MB/s", 8), ("ns/line", 8), ("peak MiB", 9), ("peak/f", 7), ("grow/f", 8),
    ("runs", 5),
  ].map { pad($0.0, $0.1) }.joined(separator: " "))
print(
  [
    ("", 5), ("", 9), ("", 7), ("", 9), ("", 9), ("", 9), ("parse", 8), ("total", 8), ("total", 8),
  ].map { pad($0.0, $0.1) }.joined(separator: " "))
fflush(nil)

var failed = false
for lines in options.sizes {
  let path = dataDirectory + "/todo-\(lines).txt"
  if !fileExists(path) {
    let partial = path + ".partial"
    if let generator {
      guard run(["python3", generator, String(lines)], stdoutTo: partial) == 0 else {
        unlink(partial)
        fail("python3 \(generator) \(lines) failed")
      }
    } else {
      // No generator given or found: the built-in one (TodoGenerator.swift).
      writeFile(partial, TodoGenerator.file(lines: lines))
    }
    rename(partial, path)
  }
  for stage in options.stages {
    var arguments = [executable, "--one", String(lines), "--file", path, "--stage", stage.rawValue]
    if let runs = options.runs { arguments += ["--runs", String(runs)] }
    if run(arguments) != 0 {
      printError("the \(stage.rawValue) run for \(lines) lines failed")
      failed = true
    }
  }
}
exit(failed ? 1 : 0)
