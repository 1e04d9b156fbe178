// `todo ui` through a pseudo-terminal: the built binary on a generated file, keys written to the
// terminal's master side, each figure the time from the key to the end of the frame it drew.
//
//   swift build -c release && swift run -c release TodoBenchmarks --ui [--lines 10000,100000]
//
// The first frame counts from the process's start (exec, the file read and parsed, the frame
// drawn). A frame ends with the reset the screen writes last (ESC [ 0 m), or with the caret
// shown (ESC [ ? 25 h) on the input line, and nothing after it.

import Glibc
import TodoTestSupport
import TodoTxt

/// A process on a pseudo-terminal of 40 rows and 120 columns.
private struct TerminalChild {
  let master: Int32
  let pid: pid_t

  init?(_ arguments: [String], environment: [String]) {
    // posix_openpt, unlockpt and ptsname as Linux does them (Glibc's module leaves them out):
    // TIOCSPTLCK (0x40045431) unlocks, TIOCGPTN (0x80045430) gives the number in /dev/pts.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0,
      ioctl(master, UInt(0x8004_5430), &number) == 0
    else { return nil }
    var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slavePath = "/dev/pts/\(number)"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in 0...2 {
      posix_spawn_file_actions_addopen(&actions, fd, slavePath, O_RDWR, 0)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID: a session of its own
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
      return nil
    }
    self.master = master
    self.pid = pid
  }

  func send(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads until a frame has ended (and `containing`, when given, was seen), 5 ms passing with
  /// nothing more; returns when its last byte arrived (``now()``), the quiet wait not counted.
  @discardableResult
  func frame(containing needle: String? = nil, timeout: Int32 = 10_000) -> UInt64 {
    var seen: [UInt8] = []
    var lastRead = now()
    let ends = [Array("\u{1B}[0m".utf8), Array("\u{1B}[?25h".utf8)]
    let wanted = needle.map { Array($0.utf8) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ending = ends.contains { seen.count >= $0.count && Array(seen.suffix($0.count)) == $0 }
      let found = wanted.map { contains(seen, $0) } ?? true
      // A frame's end with nothing more behind it.
      if poll(&poller, 1, ending && found ? 5 : timeout) <= 0 { return lastRead }
      let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if n <= 0 { return lastRead }
      lastRead = now()
      seen += buffer[..<n]
    }
  }

  private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0] && Array(haystack[start..<(start + needle.count)]) == needle
    {
      return true
    }
    return false
  }

  /// Quits, reading what it still writes (the auto-archive's lines) until it has gone.
  func finish() {
    send("q")
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while buffer.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }) > 0 {}
    _ = exitStatus(of: pid)
    close(master)
  }
}

/// Measures `todo ui` on the generated file `source` (`lines` lines): the first frame, a cursor
/// move, a page down, opening the details, a toggle shown as pending and committed, and each
/// keystroke of a filter.
func benchmarkScreen(binary: String, source: String, lines: Int, runs: Int) {
  guard let home = makeTemporaryFolder(prefix: "todo-ui-bench") else { fail("mkdtemp failed") }
  let environment = [
    "HOME=" + home, "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TZ=UTC", "TERM=xterm-256color",
    "XDG_CACHE_HOME=" + home + "/.cache",
  ]
  var first: [UInt64] = []
  var move: [UInt64] = []
  var page: [UInt64] = []
  var detail: [UInt64] = []
  var pending: [UInt64] = []
  var committed: [UInt64] = []
  var filter: [UInt64] = []
  var cliDo: [UInt64] = []
  func time(_ body: () -> Void) -> UInt64 {
    let start = now()
    body()
    return now() - start
  }
  for _ in 0..<runs {
    copyFile(source, home + "/todo.txt")
    let start = now()
    guard let child = TerminalChild([binary, "ui"], environment: environment) else {
      fail("cannot start \(binary) on a pseudo-terminal")
    }
    first.append(child.frame(containing: "quit") - start)
    func key(_ text: String, until needle: String? = nil) -> UInt64 {
      let sent = now()
      child.send(text)
      return child.frame(containing: needle) - sent
    }
    for _ in 0..<5 { move.append(key("j")) }
    page.append(key("\u{1B}[6~"))
    detail.append(key("\r"))
    child.send("q")
    child.frame()
    let toggle = now()
    child.send(" ")
    pending.append(child.frame(containing: "·") - toggle)
    committed.append(child.frame(containing: "marked") - toggle)
    child.send("/")
    child.frame()
    for letter in "call" { filter.append(key(String(letter))) }
    child.send("\u{1B}")
    child.frame()
    child.finish()
    // What the toggle is held to, in the same run (the machine's drift hits both alike):
    // `todo -a do N` on the same file, its own process, as a script or a shell runs it.
    copyFile(source, home + "/todo.txt")
    cliDo.append(time { _ = runQuietly([binary, "-a", "do", "1"], environment: environment) })
  }
  func ms(_ values: [UInt64]) -> String { format(Double(median(values)) / 1e6, 1) + " ms" }
  print("\ntodo ui on \(lines) lines (\(runs) runs, medians, 120×40 pseudo-terminal):")
  for (label, values) in [
    ("first frame (from exec)", first), ("cursor move (j)", move), ("page down", page),
    ("details (Enter)", detail), ("toggle shown pending", pending),
    ("toggle committed (do)", committed), ("  todo -a do 1 (process)", cliDo),
    ("filter keystroke", filter),
  ] {
    print("  " + pad(label, 26) + pad(ms(values), 10))
  }
}
