// Stress run with other writers: `todo` commands, a sync client and an editor on the same
// todo.txt and done.txt, with random `kill -9` of `todo` processes, and a ledger.
//
//   swift build -c release && swift run -c release TodoBenchmarks --sync-stress
//       [--commands 1000] [--procs 4] [--kill-percent 8]
//
// - `todo` commands (`add`, `do`, `append`, `pri`, `depri`, `archive`, `ls`, `listall`) run
//   `--procs` at a time; each has its exit status, standard output and error in the ledger
//   (`ledger.tsv` in the run's folder, printed at the end when something is wrong). A share of
//   them is killed with SIGKILL after a random 0-40 ms.
// - A sync client (a child process) delivers "the other machine's versions" of todo.txt and
//   done.txt: the current file plus one new line (`R<n> remote task`, `x … R<n>d remote done`),
//   alternately by rename (temporary file, pause, check, `RENAME_EXCHANGE`, check, as careful
//   sync clients do) and in place (open, check, truncate, half, pause, the rest, as `scp` or
//   `rsync --inplace` do); now and then its pause is longer than `todo`'s timeout.
// - An editor (a child process) adds `E<n> edited task`: it reads the file, "types" for a while,
//   checks the file did not change (as vim does), then saves by temporary file and rename or
//   by rewriting in place. The sync client and the editor take turns (a lock of their own):
//   what is measured is `todo` against them, not them against each other.
//
// At the end every task token (`T<i>` added by todo, `A<i>` appended, `R<n>`, `R<n>d`, `E<n>`)
// is counted over the final todo.txt and done.txt: a token of a command that succeeded, or of a
// delivered version, must be there exactly once. A missing one is a silent loss unless it is in
// a conflict copy that a message named; for other writers' tokens that is a silent overwrite.
// Every command that failed (and was not killed) must have named the file in its message.
// Duplicates are reported apart, with whether a killed command was involved.

import Glibc
import TodoTestSupport
import TodoTxt

private func sleepMilliseconds(_ ms: Int) {
  var pause = timespec(tv_sec: ms / 1000, tv_nsec: (ms % 1000) * 1_000_000)
  var rest = timespec()
  while nanosleep(&pause, &rest) != 0 && errno == EINTR { pause = rest }
}

private func writeStressFile(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) -> Bool {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
  guard fd >= 0 else { return false }
  defer { close(fd) }
  return writeAll(fd, bytes)
}

private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
    if n < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += n
  }
  return true
}

private func appendLine(_ path: String, _ text: String) {
  let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
  guard fd >= 0 else { return }
  _ = writeAll(fd, Array((text + "\n").utf8))
  close(fd)
}

/// dev, ino, size, mtime of what `path` names, or of `fd`.
private func stamp(_ path: String) -> [Int]? {
  var st = stat()
  guard stat(path, &st) == 0 else { return nil }
  return [Int(st.st_dev), Int(st.st_ino), Int(st.st_size), st.st_mtim.tv_sec, st.st_mtim.tv_nsec]
}

private func stamp(fd: Int32) -> [Int]? {
  var st = stat()
  guard fstat(fd, &st) == 0 else { return nil }
  return [Int(st.st_dev), Int(st.st_ino), Int(st.st_size), st.st_mtim.tv_sec, st.st_mtim.tv_nsec]
}

private typealias RenameAt2 =
  @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

/// `renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE)`; false when it failed.
private func exchange(_ from: String, _ to: String) -> Bool {
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
    return false
  }
  return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, from, AT_FDCWD, to, 2) == 0
}

// MARK: - The other writers (child processes)

/// The sync client (`role` "sync") or the editor ("editor"): delivers versions until the file
/// `stop` appears in `directory`, logging `token<TAB>file<TAB>mode<TAB>result` per delivery.
func syncWriter(role: String, directory: String, seed: UInt64, longPause: Int) {
  var random = SeededRandom(state: seed)
  let lockPath = directory + "/.writers.lock"
  let lockFD = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
  var log = ""
  var n = 0
  while access(directory + "/stop", F_OK) != 0 {
    sleepMilliseconds(role == "sync" ? 30 + random.next(120) : 60 + random.next(200))
    n += 1
    flock(lockFD, LOCK_EX)
    let targets: [(file: String, line: String, token: String)] =
      role == "sync"
      ? [
        ("todo.txt", "R\(n) remote task", "R\(n)"),
        ("done.txt", "x 2026-11-30 R\(n)d remote done", "R\(n)d"),
      ]
      : [("todo.txt", "E\(n) edited task", "E\(n)")]
    for target in targets {
      let path = directory + "/" + target.file
      let inPlace = random.next(2) == 0
      // A longer pause than todo waits, now and then (in-place writes only).
      let pause =
        inPlace && random.next(100) < longPause
        ? 2500 : (role == "sync" ? 10 : 50) + random.next(90)
      let result = deliver(
        path: path, line: target.line, inPlace: inPlace, pause: pause, editor: role == "editor")
      log += "\(target.token)\t\(target.file)\t\(inPlace ? "in-place" : "rename")\t\(result)\n"
    }
    flock(lockFD, LOCK_UN)
  }
  _ = writeStressFile(directory + "/\(role).log", Array(log.utf8))
}

/// One delivery of `path` plus `line`: "delivered", or why not ("changed": the file changed
/// after it was read, as the writer's own check saw; "swapped-back").
private func deliver(path: String, line: String, inPlace: Bool, pause: Int, editor: Bool)
  -> String
{
  guard let before = stamp(path), let bytes = readFile(path) else { return "unreadable" }
  var new = bytes
  if let last = new.last, last != 0x0A { new.append(0x0A) }
  new += Array((line + "\n").utf8)
  if editor { sleepMilliseconds(pause) }  // typing
  if inPlace {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return "unreadable" }
    defer { close(fd) }
    // The version read is still the one at the name (a careful writer's check).
    guard stamp(fd: fd) == before else { return "changed" }
    _ = ftruncate(fd, 0)
    let half = new.count / 2
    _ = writeAll(fd, Array(new[..<half]))
    if !editor { sleepMilliseconds(pause) }
    _ = writeAll(fd, Array(new[half...]))
    fsync(fd)
    return "delivered"
  }
  let temporary = path + ".incoming"
  guard writeStressFile(temporary, new) else { return "unwritable" }
  if !editor { sleepMilliseconds(pause) }
  guard stamp(path) == before else {
    unlink(temporary)
    return "changed"
  }
  guard exchange(temporary, path) else {
    // No RENAME_EXCHANGE: a plain rename.
    rename(temporary, path)
    return "delivered"
  }
  if stamp(temporary) != before {
    // Someone wrote in between: theirs back in place.
    _ = exchange(temporary, path)
    unlink(temporary)
    return "swapped-back"
  }
  unlink(temporary)
  return "delivered"
}

// MARK: - The run

private struct Command {
  var index: Int
  var arguments: [String]
  var pid: pid_t = 0
  var killAt: UInt64?
  var killed = false
  var status: Int32 = 0
  var stdout = ""
  var stderr = ""
}

/// Starts `arguments` with standard output and error to files; the pid, or `nil`.
private func spawnCapturing(
  _ arguments: [String], environment: [String], stdout: String, stderr: String
) -> pid_t? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer {
    for pointer in argv + envp { free(pointer) }
  }
  var pid = pid_t()
  let started = envp.withUnsafeBufferPointer {
    posix_spawn(&pid, arguments[0], &actions, nil, argv, $0.baseAddress)
  }
  return started == 0 ? pid : nil
}

/// The task tokens of `text`: `S4` (a seed task), `T12`, `A7`, `R3`, `R3d`, `E9`.
private func tokens(of text: Substring) -> [Substring] {
  text.split(separator: " ").filter { word in
    guard let first = word.first, "STARE".contains(first), word.count > 1 else { return false }
    var digits = word.dropFirst()
    if first == "R" && digits.last == "d" { digits = digits.dropLast() }
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}

/// Runs the stress with other writers; returns `false` when a task was lost or overwritten
/// without a message, or a refusal did not name its file.
func syncStressBenchmark(
  executable: String, binary: String, commands total: Int, processes: Int, killPercent: Int
) -> Bool {
  guard let dir = makeTemporaryFolder(prefix: "todo-sync-stress") else { fail("mkdtemp failed") }
  let todo = dir + "/todo.txt"
  let done = dir + "/done.txt"
  mkdir(dir + "/out", 0o755)
  var seed = ""
  for i in 0..<20 { seed += "S\(i) seed task\n" }
  _ = writeStressFile(todo, Array(seed.utf8))
  _ = writeStressFile(done, [])
  let environment = [
    "HOME=" + dir, "PATH=/usr/bin:/bin", "LANG=en_US.UTF-8", "TZ=UTC",
    "TODO_TEST_TIME=1796040000", "XDG_CACHE_HOME=" + dir + "/.cache",
    "TODOTXT_LOCK_TIMEOUT=2",
  ]

  let start = now()
  let writers = [("sync", UInt64(1)), ("editor", UInt64(2))].map { role, seed in
    guard
      let pid = spawn(
        [
          executable, "--sync-writer", role, "--stress-dir", dir, "--seed", String(seed),
        ], quiet: true)
    else { fail("cannot start the \(role)") }
    return pid
  }

  var random = SeededRandom(state: 42)
  var ledger: [Command] = []
  var running: [pid_t: Command] = [:]
  var started = 0
  var kills = 0
  // Task numbers to use: the file grows; numbers past its end are refused (named) too.
  func taskNumber() -> String { String(1 + random.next(24)) }
  while ledger.count < total {
    while running.count < processes && started < total {
      let i = started
      started += 1
      var arguments: [String]
      switch random.next(20) {
      case 0..<5: arguments = ["add", "T\(i) task"]
      case 5..<8: arguments = ["do", taskNumber()]
      case 8..<11: arguments = ["append", taskNumber(), "A\(i)"]
      case 11..<13:
        arguments = ["pri", taskNumber(), String(UnicodeScalar(UInt8(65 + random.next(26))))]
      case 13: arguments = ["depri", taskNumber()]
      case 14: arguments = ["archive"]
      case 15..<18: arguments = ["ls"]
      default: arguments = ["listall"]
      }
      var command = Command(index: i, arguments: arguments)
      guard
        let pid = spawnCapturing(
          [binary] + arguments, environment: environment, stdout: dir + "/out/\(i).out",
          stderr: dir + "/out/\(i).err")
      else { fail("cannot start todo") }
      command.pid = pid
      if random.next(100) < killPercent {
        command.killAt = now() + UInt64(random.next(40)) * 1_000_000
      }
      running[pid] = command
    }
    // Kills that are due.
    let moment = now()
    for (pid, command) in running where !command.killed && (command.killAt ?? .max) <= moment {
      kill(pid, SIGKILL)
      running[pid]?.killed = true
      kills += 1
    }
    var status: Int32 = 0
    let pid = waitpid(-1, &status, WNOHANG)
    if pid > 0, var command = running.removeValue(forKey: pid) {
      command.status = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
      if command.status != -1 { command.killed = false }
      command.stdout = String(
        decoding: readFile(dir + "/out/\(command.index).out") ?? [], as: UTF8.self)
      command.stderr = String(
        decoding: readFile(dir + "/out/\(command.index).err") ?? [], as: UTF8.self)
      ledger.append(command)
    } else if pid <= 0 {
      sleepMilliseconds(1)
    }
  }
  appendLine(dir + "/stop", "stop")
  for pid in writers { _ = exitStatus(of: pid) }
  // One last command after everything stopped: recovers what a killed command left.
  _ = spawnCapturing(
    [binary, "ls"], environment: environment, stdout: dir + "/out/final.out",
    stderr: dir + "/out/final.err"
  ).map(exitStatus(of:))
  let elapsed = Double(now() - start) / 1e9

  // Where each token is in the end.
  var open: [Substring: Int] = [:]
  var completed: [Substring: Int] = [:]
  let todoText = String(decoding: readFile(todo) ?? [], as: UTF8.self)
  let doneText = String(decoding: readFile(done) ?? [], as: UTF8.self)
  for line in todoText.split(separator: "\n") {
    let isDone = line.hasPrefix("x ")
    for token in tokens(of: line) {
      if isDone { completed[token, default: 0] += 1 } else { open[token, default: 0] += 1 }
    }
  }
  for line in doneText.split(separator: "\n") {
    for token in tokens(of: line) { completed[token, default: 0] += 1 }
  }
  // Conflict copies beside the files, and the tokens in them.
  var inCopies: Set<Substring> = []
  var copies: [String] = []
  if let folder = opendir(dir) {
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name.contains("conflicted copy") else { continue }
      copies.append(dir + "/" + name)
      let text = String(decoding: readFile(dir + "/" + name) ?? [], as: UTF8.self)
      for line in text.split(separator: "\n") { inCopies.formUnion(tokens(of: line)) }
    }
    closedir(folder)
  }
  let messages = ledger.map(\.stderr).joined(separator: "\n")
  let copiesNamed = copies.allSatisfy { messages.contains($0) }

  var report: [String] = []
  // Tokens of todo's commands.
  var todoLost = 0
  var todoKeptInCopy = 0
  var duplicates = 0
  var duplicatesAfterKill = 0
  var bothOpenAndDone = 0
  var killedTokens: Set<Substring> = []
  for command in ledger where command.killed {
    for word in command.arguments { killedTokens.formUnion(tokens(of: Substring(word))) }
    // (`do` or `archive` killed: any task may be involved.)
  }
  let killedMovers = ledger.contains { $0.killed && ["do", "archive"].contains($0.arguments[0]) }
  func check(_ token: Substring, mustBeThere: Bool, label: String) -> Bool {
    let o = open[token] ?? 0
    let c = completed[token] ?? 0
    if o + c > 1 {
      duplicates += 1
      if o > 0 && c > 0 { bothOpenAndDone += 1 }
      if killedTokens.contains(token) || killedMovers { duplicatesAfterKill += 1 }
      report.append("\(label) \(token): \(o) open, \(c) done")
    }
    if mustBeThere && o + c == 0 {
      if inCopies.contains(token) && copiesNamed { return true }
      report.append("\(label) \(token) is missing")
      return false
    }
    return true
  }
  var counts: [String: Int] = [:]
  var doneLost = 0
  var succeeded = 0
  var refused = 0
  var unnamedRefusals = 0
  var refusalKinds: [String: Int] = [:]
  var warnings = 0
  for command in ledger {
    let name = command.arguments[0]
    counts[name, default: 0] += 1
    if command.stderr.contains("at the moment todo replaced it") { warnings += 1 }
    if command.killed { continue }
    if command.status == 0 {
      succeeded += 1
    } else {
      refused += 1
      let kind: String
      if command.stderr.contains("still being written") {
        kind = "still being written"
      } else if command.stderr.contains("changed on disk") {
        kind = "changed on disk"
      } else if ["No task", "already", "not prioritized"].contains(where: command.stderr.contains) {
        kind = "no such task / already done (usage)"
      } else if command.stderr.contains("lock") {
        kind = "lock"
      } else {
        kind = "other"
      }
      refusalKinds[kind, default: 0] += 1
      // Usage refusals name the task, file refusals the file.
      // (The lock's message names the folder it is for.)
      let named =
        command.stderr.contains(todo) || command.stderr.contains(done)
        || command.stderr.contains(dir) || kind == "no such task / already done (usage)"
      if !named {
        unnamedRefusals += 1
        report.append(
          "refusal without the file named: todo \(command.arguments.joined(separator: " ")): \(command.stderr)"
        )
      }
    }
    // A task `do` reported done is done in the end (not open again, not gone).
    if name == "do" && command.status == 0, let first = command.stdout.split(separator: "\n").first
    {
      for token in tokens(of: first) where (open[token] ?? 0) > 0 || (completed[token] ?? 0) == 0 {
        doneLost += 1
        report.append("todo do: \(token) is \((open[token] ?? 0) > 0 ? "open again" : "gone")")
      }
    }
    for word in command.arguments.dropFirst() {
      for token in tokens(of: Substring(word)) {
        if !check(token, mustBeThere: command.status == 0, label: "todo \(name)") {
          if inCopies.contains(token) { todoKeptInCopy += 1 } else { todoLost += 1 }
        }
      }
    }
  }
  // The seed tasks (never deleted: only completed and archived).
  var seedsLost = 0
  for i in 0..<20 where !check(Substring("S\(i)"), mustBeThere: true, label: "seed") {
    seedsLost += 1
  }
  // Other writers' versions.
  var delivered: [String: Int] = [:]
  var aborted: [String: Int] = [:]
  var silentOverwrites = 0
  var keptInCopies = 0
  var remoteDoneLost = 0
  for role in ["sync", "editor"] {
    let log = String(decoding: readFile(dir + "/\(role).log") ?? [], as: UTF8.self)
    for entry in log.split(separator: "\n") {
      let fields = entry.split(separator: "\t").map(String.init)
      guard fields.count == 4 else { continue }
      let key = "\(role) \(fields[1]) \(fields[2])"
      if fields[3] == "delivered" {
        delivered[key, default: 0] += 1
        let token = Substring(fields[0])
        if !check(token, mustBeThere: true, label: role) {
          if fields[1] == "done.txt" { remoteDoneLost += 1 } else { silentOverwrites += 1 }
        } else if (open[token] ?? 0) + (completed[token] ?? 0) == 0 {
          keptInCopies += 1
        }
      } else {
        aborted[key + " (" + fields[3] + ")", default: 0] += 1
      }
    }
  }

  var ledgerText = "index\tstatus\tcommand\tstderr\n"
  for command in ledger.sorted(by: { $0.index < $1.index }) {
    ledgerText +=
      "\(command.index)\t\(command.killed ? "killed" : String(command.status))\t"
      + command.arguments.joined(separator: " ") + "\t"
      + command.stderr.split(separator: "\n").joined(separator: " | ") + "\n"
  }
  _ = writeStressFile(dir + "/ledger.tsv", Array(ledgerText.utf8))

  print(
    "\nStress with other writers: \(ledger.count) todo commands, \(processes) at a time, "
      + "\(format(elapsed, 1)) s")
  let mix = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
  print("  commands           \(mix.joined(separator: ", "))")
  print("  exit 0             \(succeeded)")
  print("  killed (kill -9)   \(kills)")
  let kinds = refusalKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
  print("  refused            \(refused) (\(kinds.joined(separator: ", ")))")
  print("  refusals unnamed   \(unnamedRefusals)")
  print("  warnings (copy)    \(warnings)")
  for (key, value) in delivered.sorted(by: { $0.key < $1.key }) {
    print("  delivered          \(key): \(value)")
  }
  for (key, value) in aborted.sorted(by: { $0.key < $1.key }) {
    print("  not delivered      \(key): \(value)")
  }
  print("  conflict copies    \(copies.count)\(copiesNamed ? "" : " (not all named)")")
  print("  todo tasks lost    \(todoLost) silently, \(todoKeptInCopy) in unnamed copies")
  print("  seed tasks lost    \(seedsLost)")
  print("  completions lost   \(doneLost) (a task `do` reported done is open or gone)")
  print("  silent overwrites  \(silentOverwrites) (other writers' todo.txt versions lost)")
  print("  remote done lost   \(remoteDoneLost) (other writers' done.txt lines)")
  print("  kept as copies     \(keptInCopies) (other writers' lines only in a named copy)")
  print(
    "  duplicates         \(duplicates) (\(bothOpenAndDone) both open and done, "
      + "\(duplicatesAfterKill) with a killed command in the run)")
  print("  ledger             \(dir)/ledger.tsv")
  for line in report.prefix(40) { printError(line) }
  let ok =
    todoLost == 0 && seedsLost == 0 && doneLost == 0 && silentOverwrites == 0 && remoteDoneLost == 0
    && unnamedRefusals == 0
  if ok && duplicates == 0 { _ = runQuietly(["/bin/rm", "-rf", dir], environment: []) }
  return ok
}
