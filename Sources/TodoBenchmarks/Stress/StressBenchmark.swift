// Stress benchmark: N processes × M mixed `todo` commands against one file, then a check that
// every command that reported success left its effect in the file.
//
//   swift build -c release && swift run -c release TodoBenchmarks --stress [--procs 8]
//                                                                [--commands 50]
//
// Worker k owns the seed tasks `W<k> seed <j>` (their line numbers never change: nothing is
// archived or deleted) and runs a seeded random mix of `add`, `append`, `pri`, `depri`,
// `do -a` and `ls` on them, logging each command with its exit status. The parent then
// replays each worker's successful commands on a model of its tasks and compares the model
// with the file: a command that succeeded but whose effect is missing is a lost update.

import Glibc
import TodoTestSupport
import TodoTxt

/// Seed tasks per worker.
private let seedsPerWorker = 5

/// What a worker believes about one of its seed tasks.
private struct TaskModel {
  var done = false
  var priority: UInt8? = nil
  var appended: [String] = []
}

/// The todo environment every worker uses: the file is `<dir>/todo.txt`.
private func stressEnvironment(_ dir: String) -> [String] {
  [
    "HOME=" + dir, "PATH=/usr/bin:/bin", "LANG=en_US.UTF-8", "TZ=UTC",
    "TODO_TEST_TIME=1796040000", "XDG_CACHE_HOME=" + dir + "/.cache",
  ]
}

/// One worker: runs `commands` commands and logs `status<TAB>argument<TAB>...` per command.
func stressWorker(index: Int, directory: String, commands: Int, binary: String) {
  var random = SeededRandom(state: UInt64(index) &* 7919 &+ 17)
  var tasks = [TaskModel](repeating: TaskModel(), count: seedsPerWorker)
  var log = ""
  let environment = stressEnvironment(directory)
  for step in 0..<commands {
    let j = random.next(seedsPerWorker)
    let line = String(index * seedsPerWorker + j + 1)
    var arguments: [String]
    switch random.next(6) {
    case 0:
      arguments = ["add", "W\(index) added \(step)"]
    case 1:
      arguments = ["append", line, "a\(index)x\(step)"]
    case 2 where !tasks[j].done:
      var letter = UInt8(65 + random.next(26))
      if letter == tasks[j].priority { letter = letter == 90 ? 65 : letter + 1 }
      arguments = ["pri", line, String(UnicodeScalar(letter))]
    case 3 where !tasks[j].done && tasks[j].priority != nil:
      arguments = ["depri", line]
    case 4 where !tasks[j].done:
      arguments = ["-a", "do", line]
    default:
      arguments = ["ls", "W\(index)"]
    }
    let status = runQuietly([binary] + arguments, environment: environment)
    if status == 0 {
      switch arguments[0] {
      case "pri": tasks[j].priority = arguments[2].utf8.first
      case "depri": tasks[j].priority = nil
      case "-a":
        tasks[j].done = true
        tasks[j].priority = nil
      default: break
      }
    }
    log += ([String(status)] + arguments).joined(separator: "\t") + "\n"
  }
  let path = directory + "/worker-\(index).log"
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0 else { fail("cannot write \(path)") }
  var bytes = Array(log.utf8)
  _ = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)
}

/// Runs `processes` workers of `commands` commands each on one file and checks the result.
/// Returns `false` when an update was lost or the file is damaged.
func stressBenchmark(executable: String, binary: String, processes: Int, commands: Int) -> Bool {
  guard let dir = makeTemporaryFolder(prefix: "todo-stress") else { fail("mkdtemp failed") }
  let todo = dir + "/todo.txt"
  var seed = ""
  for k in 0..<processes {
    for j in 0..<seedsPerWorker { seed += "W\(k) seed \(j)\n" }
  }
  let fd = open(todo, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  var seedBytes = Array(seed.utf8)
  _ = seedBytes.withUnsafeMutableBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)

  let start = now()
  let pids = (0..<processes).map { k in
    guard
      let pid = spawn([
        executable, "--stress-worker", String(k), "--stress-dir", dir, "--commands",
        String(commands), "--binary", binary,
      ])
    else { fail("cannot start a stress worker") }
    return pid
  }
  for pid in pids {
    let status = exitStatus(of: pid)
    if status != 0 { fail("a stress worker failed (status \(status))") }
  }
  let elapsed = Double(now() - start) / 1e9

  // Replay each worker's successful commands on a model, then compare with the file.
  guard let bytes = readFile(todo) else { fail("cannot read \(todo)") }
  let list = TodoList(bytes: bytes)
  var run = 0
  var failures = 0
  var lost = 0
  var expectedAdds: Set<String> = []
  var counts: [String: Int] = [:]
  for k in 0..<processes {
    guard let logBytes = readFile(dir + "/worker-\(k).log") else { fail("no log for worker \(k)") }
    var tasks = [TaskModel](repeating: TaskModel(), count: seedsPerWorker)
    for entry in String(decoding: logBytes, as: UTF8.self).split(separator: "\n") {
      let fields = entry.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      run += 1
      counts[fields[1] == "-a" ? "do" : fields[1], default: 0] += 1
      guard fields[0] == "0" else {
        failures += 1
        printError(
          "command failed (status \(fields[0])): todo \(fields.dropFirst().joined(separator: " "))")
        continue
      }
      let j = (Int(fields.count > 2 ? fields[2] : "") ?? 1) - 1 - k * seedsPerWorker
      switch fields[1] {
      case "add": expectedAdds.insert(fields[2])
      case "append": tasks[j].appended.append(fields[3])
      case "pri": tasks[j].priority = fields[3].utf8.first
      case "depri": tasks[j].priority = nil
      case "-a":
        let done = (Int(fields[3]) ?? 1) - 1 - k * seedsPerWorker
        tasks[done].done = true
        tasks[done].priority = nil
      default: break
      }
    }
    for j in 0..<seedsPerWorker {
      guard let item = try? list.item(atLine: k * seedsPerWorker + j + 1) else {
        lost += 1
        continue
      }
      let model = tasks[j]
      let words = item.text.split(separator: " ").map(String.init)
      var ok = item.isCompleted == model.done && item.priority?.ascii == model.priority
      ok = ok && item.text.contains("W\(k) seed \(j)")
      ok = ok && model.appended.allSatisfy { token in words.filter { $0 == token }.count == 1 }
      if !ok {
        lost += 1
        printError("line \(k * seedsPerWorker + j + 1) is \"\(item.text)\", expected \(model)")
      }
    }
  }
  // Every successful add is there exactly once, and nothing else was added.
  let seeds = processes * seedsPerWorker
  let added = (seeds + 1..<max(seeds, list.count) + 1).compactMap {
    try? list.item(atLine: $0).text
  }
  var seen: [String: Int] = [:]
  for text in added { seen[text, default: 0] += 1 }
  for text in expectedAdds where seen[text] != 1 {
    lost += 1
    printError("added task \"\(text)\" appears \(seen[text] ?? 0) times")
  }
  let unexpected = added.count - expectedAdds.count
  if unexpected != 0 { printError("\(unexpected) lines more than the successful adds") }

  print(
    "\nStress: \(processes) processes × \(commands) commands on one file, "
      + "\(format(elapsed, 1)) s (\(format(Double(run) / elapsed, 0)) commands/s)")
  let mix = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
  print("  commands run \(run) (\(mix.joined(separator: ", ")))")
  print("  failures     \(failures)")
  print("  lost updates \(lost)")
  print("  final file   \(list.count) lines, \(unexpected) unexpected")
  _ = runQuietly(["/bin/rm", "-rf", dir], environment: [])
  return lost == 0 && failures == 0 && unexpected == 0
}
