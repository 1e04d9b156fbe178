// Floor benchmark: the release `todo` against single-threaded C programs doing the same job
// (Benchmarks/floor/*.c, built with `cc -O2` when a C compiler is present) and against
// `LC_ALL=C sort -f`, on files this program generates (TodoGenerator: no file from outside the
// repository).
//
//   swift build -c release && swift run -c release TodoBenchmarks --floor [--lines 10000,100000]
//                                                              [--runs 15]
//
// Each row runs its commands in interleaved order, once each per round, for `--runs` rounds
// (at least 15): the figure is the median wall time, and the ratios are medians of the
// per-round ratios, so a burst of load on a shared machine hits both sides of a pair.

import Glibc

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
  if floors.isEmpty { printError("no C compiler (cc): floors left out, ratios to sort only") }
  let home = work + "/home"
  mkdir(home, 0o755)
  let environment = [
    "HOME=" + home, "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TZ=UTC", "LC_ALL=C",
    // The generator's reference day (2026-11-30 12:00 UTC): every agenda section has tasks.
    "TODO_TEST_TIME=1796040000",
  ]
  print(
    "\nMedians of \(runs) interleaved rounds (ms); ratios: medians of the per-round ratios.")
  print(
    [
      ("command", 26), ("lines", 9), ("todo ms", 9), ("floor ms", 9), ("/floor", 7),
      ("sort ms", 9), ("/sort", 7),
    ].map { pad($0.0, $0.1) }.joined(separator: " "))
  for lines in sizes {
    let directory = work + "/\(lines)"
    mkdir(directory, 0o755)
    let todo = directory + "/todo.txt"
    let data = TodoGenerator.file(lines: lines)
    writeFile(todo, data)
    let scratch = directory + "/add.txt"
    let rows: [(label: String, todo: [String], floor: [String]?, sort: [String]?, add: Bool)] = [
      (
        "todo -p ls", [binary, "-p", "-d", "/dev/null", "ls"],
        floors["lsfloor"].map { [$0, todo] },
        ["sort", "-f", todo], false
      ),
      (
        "todo -p ls email", [binary, "-p", "-d", "/dev/null", "ls", "email"],
        floors["lsfloor"].map { [$0, todo, "email"] }, nil, false
      ),
      (
        "todo add", [binary, "-d", "/dev/null", "add", "a new task +bench"],
        floors["addfloor"].map { [$0, scratch, "a new task +bench"] }, nil, true
      ),
    ]
    for row in rows + dateViewRows(binary: binary, todo: todo, floor: floors["lsfloor"]) {
      var times: [[Double]] = [[], [], []]
      var ratioFloor: [Double] = []
      var ratioSort: [Double] = []
      let env = environment + ["TODO_FILE=" + (row.add ? scratch : todo)]
      for _ in 0..<runs {
        var round: [Double?] = [nil, nil, nil]
        for (k, command) in [row.todo, row.floor, row.sort].enumerated() {
          guard let command else { continue }
          if row.add { writeFile(scratch, data) }
          let start = now()
          let status = runQuietly(command, environment: env)
          let elapsed = Double(now() - start) / 1e6
          if status != 0 { fail("\(command.joined(separator: " ")) exited \(status)") }
          round[k] = elapsed
          times[k].append(elapsed)
        }
        if let t = round[0], let f = round[1] { ratioFloor.append(t / f) }
        if let t = round[0], let s = round[2] { ratioSort.append(t / s) }
      }
      func ms(_ k: Int) -> String { times[k].isEmpty ? "-" : format(medianOf(times[k]), 1) }
      print(
        [
          (row.label, 26), (String(lines), 9), (ms(0), 9), (ms(1), 9),
          (ratioFloor.isEmpty ? "-" : format(medianOf(ratioFloor), 2) + "x", 7), (ms(2), 9),
          (ratioSort.isEmpty ? "-" : format(medianOf(ratioSort), 2) + "x", 7),
        ].map { pad($0.0, $0.1) }.joined(separator: " "))
      fflush(nil)
    }
  }
}

/// The floor rows of `agenda` and `due` (issue 18 item 2): measured against the `ls` floor.
func dateViewRows(binary: String, todo: String, floor: String?) -> [(
  label: String, todo: [String], floor: [String]?, sort: [String]?, add: Bool
)] {
  ["agenda", "due"].map { action in
    (
      "todo -p " + action, [binary, "-p", "-d", "/dev/null", action], floor.map { [$0, todo] },
      nil, false
    )
  }
}
