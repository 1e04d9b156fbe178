// Command benchmark: the built `todo` binary run as a user runs it, on a generated file.
//
//   swift build -c release && swift run -c release TodoBenchmarks --cli [--lines 100000]
//
// Each command is started as a new process (fork, exec, wait), the todo file restored before
// every run of a command that changes it; the figure is the median wall time of the runs.

import Glibc
import TodoLocalization
import TodoTestSupport
import TodoTxt

/// Runs `arguments` with `environment` and its output to /dev/null; returns the exit code.
func runQuietly(_ arguments: [String], environment: [String]) -> Int32 {
  spawn(arguments, environment: environment, quiet: true).map(exitStatus(of:)) ?? -1
}

/// Copies `from` to `to`.
func copyFile(_ from: String, _ to: String) {
  guard let bytes = readFile(from) else { fail("cannot read \(from)") }
  let fd = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0 else { fail("cannot write \(to)") }
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)
}

/// Measures the `todo` commands on the generated file `source` with `lines` lines.
func benchmarkCommands(binary: String, source: String, lines: Int, runs: Int) {
  guard let home = makeTemporaryFolder(prefix: "todo-bench") else { fail("mkdtemp failed") }
  let todo = home + "/todo.txt"
  let environment = [
    "HOME=" + home, "PATH=/usr/bin:/bin", "LANG=en_US.UTF-8", "TZ=UTC",
    "XDG_CACHE_HOME=" + home + "/.cache",
  ]
  // An open task without a priority near the middle, so `do` and `pri` succeed.
  guard let bytes = readFile(source) else { fail("cannot read \(source)") }
  let list = TodoList(bytes: bytes)
  guard
    let target = (lines / 2..<list.count + 1).first(where: {
      let item = try? list.item(atLine: $0)
      return item.map { !$0.isCompleted && $0.priority == nil && !$0.text.isEmpty } ?? false
    })
  else { fail("no open task in \(source)") }
  let commands: [(label: String, arguments: [String], changes: Bool, language: String?)] = [
    ("todo -V (start-up)", ["-V"], false, nil),
    ("todo -V, zh-Hant tables", ["-V"], false, "zh_TW.UTF-8"),
    ("todo -p ls", ["-p", "ls"], false, nil),
    ("todo -p ls mom", ["-p", "ls", "mom"], false, nil),
    ("todo add", ["add", "a new task +bench"], true, nil),
    ("todo -a do N", ["-a", "do", String(target)], true, nil),
    ("todo -a pri N A", ["-a", "pri", String(target), "A"], true, nil),
  ]
  print("\nCommands on \(lines) lines (\(runs) runs each, median wall time, new process per run):")
  for command in commands {
    var times: [UInt64] = []
    for _ in 0..<runs {
      copyFile(source, todo)
      var env = environment
      if let language = command.language { env[2] = "LANG=" + language }
      let start = now()
      let status = runQuietly([binary] + command.arguments, environment: env)
      times.append(now() - start)
      if status != 0 { fail("\(command.label) exited \(status)") }
    }
    print(pad(command.label, 28) + pad(format(Double(median(times)) / 1e6, 2), 10) + " ms")
  }
  _ = runQuietly(["/bin/rm", "-rf", home], environment: environment)

  // Loading the string tables, in process: what they add to every start.
  let directories = Localizer.searchDirectories(environment: ["HOME": home])
  for language in Language.allCases {
    var times: [UInt64] = []
    for _ in 0..<50 {
      let start = now()
      let localizer = Localizer(language: language, directories: directories)
      times.append(now() - start)
      if !localizer.hasTables { fail("no string tables found") }
    }
    print(
      pad("load \(language.rawValue) tables", 28)
        + pad(format(Double(median(times)) / 1e6, 3), 10) + " ms")
  }
}
