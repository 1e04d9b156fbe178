import Foundation
import Testing
import TodoLocalization
import TodoTestSupport

@testable import TodoCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `todo ui` as a person uses it: the binary in tmux, keys sent, the screen captured, the file's
/// bytes read after each change, in both languages, at 80×24 and then 120×40. Skipped when tmux
/// is not installed (`.ci/run` installs it). The tests run one at a time (their keys are
/// timed: an arrow split over a slow link must come within a second), each on a thread of its
/// own (``onOwnThread(_:)``), as they mostly wait on the terminal: the other suites go on
/// meanwhile.
@Suite(.serialized) struct ScreenTerminalTests {
  static let hasTmux = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

  /// One tmux server with one pane running a command in a sandbox.
  struct Pane {
    let name: String
    let sandbox: Sandbox
    var tmux: [String] { ["tmux", "-L", name, "-f", "/dev/null"] }

    /// Starts `command` (a bash script) in the sandbox, with the terminal's settings saved
    /// before and after it (`stty -g`) and its exit status shown. Signals are handled as in a
    /// terminal's shell (the test runner may ignore SIGTSTP, which the pane would inherit).
    init(_ sandbox: Sandbox, _ command: String, columns: Int = 80, rows: Int = 24) throws {
      self.sandbox = sandbox
      name = "todo-ui-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      let environment = sandbox.environment.map { "'\($0.key)=\($0.value)'" }
      let script =
        "stty -g > .stty-before; " + command + "; echo EXIT=$?; stty -g > .stty-after; sleep 60"
      let line =
        "env -i --default-signal \"TERM=$TERM\" " + environment.joined(separator: " ")
        + " bash --norc --noprofile -c '" + script.replacingOccurrences(of: "'", with: "'\\''")
        + "'"
      // Started with no descriptor of this process but its three streams: the tmux server
      // stays, and a file another test has open meanwhile must not stay open in it.
      let started = try ChildProcess.run(
        ["/usr/bin/tmux"] + tmux.dropFirst() + [
          "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), "-c",
          sandbox.directory.path, line,
        ], environment: ProcessInfo.processInfo.environment, directory: sandbox.directory.path)
      #expect(started.status == 0, "\(String(decoding: started.stderr, as: UTF8.self))")
    }

    func run(_ arguments: [String]) -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return "" }
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }

    /// The screen as text (`colours`: with tmux's SGR sequences).
    func capture(colours: Bool = false) -> String {
      run(tmux + ["capture-pane", "-p"] + (colours ? ["-e"] : []) + ["-t", name])
    }

    /// Sends tmux key names (`Space`, `Enter`, `Escape`, `C-u`).
    func keys(_ names: String...) {
      _ = run(tmux + ["send-keys", "-t", name] + names)
      usleep(150_000)
    }

    /// Types `text` as it is.
    func type(_ text: String) {
      _ = run(tmux + ["send-keys", "-t", name, "-l", text])
      usleep(150_000)
    }

    /// Waits up to `seconds` for `condition` on the screen; returns the last screen.
    @discardableResult
    func wait(
      _ what: String, seconds: Double = 15, _ condition: (String) -> Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
      var screen = ""
      for _ in 0..<Int(seconds * 20) {
        screen = capture()
        if condition(screen) { return screen }
        usleep(50_000)
      }
      Issue.record("waited for \(what); the screen:\n\(screen)", sourceLocation: sourceLocation)
      return screen
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func wait(for text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
      wait(text, { $0.contains(text) }, sourceLocation: sourceLocation)
    }

    /// The todo.txt lines now.
    var todoLines: [String] {
      let text =
        (try? String(
          contentsOf: sandbox.directory.appendingPathComponent("todo.txt"), encoding: .utf8))
        ?? ""
      return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
        String.init)
    }

    /// Waits until todo.txt satisfies `condition`.
    func waitForFile(
      _ what: String, _ condition: ([String]) -> Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      for _ in 0..<300 {
        if condition(todoLines) { return }
        usleep(50_000)
      }
      Issue.record(
        "todo.txt never had \(what):\n\(todoLines.joined(separator: "\n"))\nscreen:\n\(capture())",
        sourceLocation: sourceLocation)
    }

    /// Waits until the pane's terminal holds input its program has not read (`FIONREAD` on
    /// the terminal), at most 15 s.
    func waitForUnreadInput(sourceLocation: SourceLocation = #_sourceLocation) {
      let tty = run(tmux + ["display", "-p", "-t", name, "#{pane_tty}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let fd = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
      defer { if fd >= 0 { close(fd) } }
      for _ in 0..<1500 where fd >= 0 {
        var unread: Int32 = 0
        if ioctl(fd, UInt(FIONREAD), &unread) == 0 && unread > 0 { return }
        usleep(10_000)
      }
      Issue.record("no input reached \(tty)", sourceLocation: sourceLocation)
    }

    func file(_ name: String) -> String? {
      try? String(contentsOf: sandbox.directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Waits for the terminal settings the pane's shell saved in `name` (`stty -g`), and
    /// expects them to be the ones it saved before the command (`.stty-before`). The shell's
    /// redirection makes the file before `stty` writes its line: only a whole line is waited for.
    func expectSettingsKept(
      in name: String = ".stty-after", sourceLocation: SourceLocation = #_sourceLocation
    ) {
      _ = wait(
        "the settings in \(name)", { _ in file(name)?.hasSuffix("\n") == true },
        sourceLocation: sourceLocation)
      #expect(file(name) == file(".stty-before"), sourceLocation: sourceLocation)
    }

    func kill() { _ = run(tmux + ["kill-server"]) }

    /// Rewrites todo.txt as another program would, with `lines`, keeping its modification
    /// time (and, for lines of the same length, its size): the screen cannot tell by them.
    func rewriteKeepingSizeAndTime(
      _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let result = try sandbox.run(
        "t=$(stat -c %y todo.txt); printf '%s\\n' "
          + lines.map { "'\($0)'" }.joined(separator: " ")
          + " > todo.txt; touch -d \"$t\" todo.txt")
      #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Waits until `process` is stopped (its state in /proc is `T`), at most 5 s; whether it
    /// is.
    func waitUntilStopped(_ process: Int32) -> Bool {
      for _ in 0..<100 {
        let stat = (try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8)) ?? ""
        if stat.split(separator: ")").last?.split(separator: " ").first == "T" { return true }
        usleep(50_000)
      }
      return false
    }

    /// The pid of the command the pane's shell runs (its first child).
    func childProcess() -> Int32? {
      let shell = run(tmux + ["display", "-p", "-t", name, "#{pane_pid}"])
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let children =
        (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8))
        ?? ""
      return Int32(children.split(separator: " ").first ?? "")
    }
  }

  static let tasks = [
    "(A) 2026-11-28 call mom @phone", "2026-11-29 buy milk +home due:2026-11-29",
    "x 2026-11-30 2026-11-20 pay rent", "2026-11-27 寫報告 +工作 due:2026-12-02",
    "water plants t:2026-12-20",
  ]

  private func sandbox(_ language: String) throws -> Sandbox {
    let sandbox = try Sandbox(language: language)
    try (Self.tasks.joined(separator: "\n") + "\n").write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    return sandbox
  }

  /// The string tables of `language`, as `l(key, arguments…)` (the tests' expected words).
  static func words(_ language: String) -> (MessageKey, String...) -> String {
    let localizer = Localizer(
      language: language.hasPrefix("zh") ? .traditionalChinese : .english,
      directories: [Sandbox.packageResources])
    return { key, arguments in Localizer.format(localizer.string(key), arguments) }
  }

  /// Every key of the list, in order, each checked on the screen and in the file's bytes; a
  /// change from another program mid-session; a resize from 80×24 to 120×40; `q` leaves the
  /// terminal as it was.
  @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func aSessionOfEveryKey(language: String) async throws {
    try await onOwnThread {
      let sandbox = try sandbox(language)
      defer { sandbox.remove() }
      let l = Self.words(language)
      let chinese = language.hasPrefix("zh")
      let pane = try Pane(sandbox, "todo ui")
      defer { pane.kill() }

      // The list: open tasks by priority, then the done one; the hidden one counted.
      var screen = pane.wait(for: l(.uiFooter))
      var rows = screen.split(separator: "\n").map(String.init)
      #expect(
        rows[0] == l(.uiHeader, "todo.txt", "4", "1") + l(.uiSortPriority) + l(.uiHeaderHidden, "1")
      )
      #expect(rows[1] == ">1 [ ] (A) 2026-11-28 call mom @phone")
      #expect(rows[2] == " 4 [ ] 2026-11-27 寫報告 +工作 due:2026-12-02")
      #expect(rows[3] == " 2 [ ] 2026-11-29 buy milk +home due:2026-11-29")
      #expect(rows[4] == " 3 [✓] x 2026-11-30 2026-11-20 pay rent")
      // Colour: the done task dim and struck through, the cursor row in reverse video.
      let coloured = pane.capture(colours: true).split(separator: "\n").map(String.init)
      #expect(coloured[4].contains("9m") || coloured[4].contains(";9"), "\(coloured[4])")
      #expect(coloured[1].contains("7m") || coloured[1].contains(";7"), "\(coloured[1])")

      // Space marks done, in place; Space again reopens.
      pane.keys("j", "Space")
      pane.waitForFile("task 4 done") { $0[3] == "x 2026-11-30 2026-11-27 寫報告 +工作 due:2026-12-02" }
      screen = pane.wait("task 4 done on its row") {
        $0.contains(">4 [✓] x 2026-11-30 2026-11-27 寫報告")
      }
      pane.keys("Space")
      pane.waitForFile("task 4 open again") { $0[3] == Self.tasks[3] }
      // Twice on a task with a priority: it comes back with it (kept as pri:A meanwhile).
      pane.keys("k", "Space")
      pane.waitForFile("task 1 done") { $0[0] == "x 2026-11-30 2026-11-28 call mom @phone pri:A" }
      pane.keys("Space")
      pane.waitForFile("task 1 open with its priority") { $0[0] == Self.tasks[0] }

      // a adds, with the date words add knows.
      pane.keys("a")
      pane.wait(for: l(.uiAddPrompt).trimmingCharacters(in: .whitespaces))
      pane.type(chinese ? "買麵包 due:明天" : "buy bread due:tomorrow")
      pane.keys("Enter")
      let added = chinese ? "買麵包 due:2026-12-01" : "buy bread due:2026-12-01"
      pane.waitForFile("the added task") { $0.count == 6 && $0[5] == added }
      pane.wait(for: ">6 [ ] " + added)

      // e edits in place; Esc on a changed line asks first.
      pane.keys("e")
      pane.wait(for: l(.uiEditPrompt) + added)
      pane.keys("C-u")
      pane.type("buy rye bread")
      pane.keys("Escape")
      pane.wait(for: l(.uiDiscardQuestion))
      pane.keys("n", "Enter")
      pane.waitForFile("the edited task") { $0[5] == "buy rye bread" }

      // p and a letter sets a priority.
      pane.keys("p")
      pane.wait(for: l(.uiPriorityPrompt).trimmingCharacters(in: .whitespaces))
      pane.keys("b")
      pane.waitForFile("priority B") { $0[5] == "(B) buy rye bread" }

      // / filters as you type; Esc clears.
      pane.keys("/")
      pane.type("RYE")
      screen = pane.wait("only the rye task") { !$0.contains("call mom") && $0.contains("rye") }
      pane.keys("Escape")
      pane.wait(for: "call mom")

      // s sorts by due date.
      pane.keys("s")
      pane.wait(for: l(.uiSortDue))

      // d deletes after a question naming the task; u takes it back.
      pane.wait(for: ">6 [ ] (B) buy rye bread")
      pane.keys("d")
      pane.wait(for: l(.uiDeleteQuestion, "6", "(B) buy rye bread"))
      pane.keys("y")
      pane.waitForFile("no rye task") { !$0.contains("(B) buy rye bread") }
      pane.keys("u")
      pane.waitForFile("the rye task back") { $0.contains("(B) buy rye bread") }

      // Another program changes the file: the screen shows it by itself.
      let handle = try FileHandle(
        forWritingTo: sandbox.directory.appendingPathComponent("todo.txt"))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("2026-11-30 from another program\n".utf8))
      try handle.close()
      pane.wait(for: "from another program")
      // u takes back only a change made here: now it would be the other program's.
      pane.keys("u")
      pane.wait(for: String(l(.uiUndoNewerChange, "todo.txt").prefix(20)))
      #expect(pane.todoLines.last == "2026-11-30 from another program")

      // A resize redraws at the new size.
      _ = pane.run(pane.tmux + ["resize-window", "-t", pane.name, "-x", "120", "-y", "40"])
      screen = pane.wait("the footer on row 40") {
        $0.split(separator: "\n", omittingEmptySubsequences: false).count >= 40
          && $0.split(separator: "\n", omittingEmptySubsequences: false)[39] == l(.uiFooter)
      }
      rows = screen.split(separator: "\n").map(String.init)
      #expect(rows.allSatisfy { DisplayWidth.columns($0) <= 120 })

      // Enter: the details; ?: the keys.
      pane.keys("g", "Enter")
      pane.wait(for: l(.uiDetailFooter))
      pane.keys("q")
      pane.keys("?")
      pane.wait(for: l(.uiHelpFooter))
      pane.keys("x")
      pane.wait(for: l(.uiFooter))

      // q: the terminal as it was.
      pane.keys("q")
      screen = pane.wait(for: "EXIT=0")
      #expect(!screen.contains(l(.uiFooter)))
      pane.expectSettingsKept()
    }
  }

  /// SIGTERM and SIGHUP end the screen with the terminal restored, the signal's status shown.
  @Test(
    .enabled(if: hasTmux, "tmux is not installed"),
    arguments: [SIGTERM, SIGHUP, SIGUSR1, SIGALRM])
  func aSignalRestoresTheTerminal(signal: Int32) async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let pane = try Pane(sandbox, "todo ui")
      defer { pane.kill() }
      pane.wait(for: "call mom")
      let todo = try #require(pane.childProcess())
      Glibc.kill(todo, signal)
      pane.wait(for: "EXIT=\(128 + signal)")
      pane.expectSettingsKept()
      #expect(pane.todoLines == Self.tasks)
    }
  }

  /// A change is made to the task as it was shown, or not at all: another program rewrote task
  /// 1 in place keeping the file's size and time (so the screen has not read it again), and
  /// Space on it changes nothing and says why. (The screen is stopped while the file is
  /// rewritten and the key sent: awake, it would see the rewrite at once; continued, it reads
  /// the waiting key before it looks at the file again.)
  @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func aTaskChangedElsewhereIsLeftAlone(language: String) async throws {
    try await onOwnThread {
      let sandbox = try sandbox(language)
      defer { sandbox.remove() }
      let l = Self.words(language)
      let pane = try Pane(sandbox, "todo ui")
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      let todo = try #require(pane.childProcess())
      func rewrite(_ lines: [String], thenPress key: String) throws {
        Glibc.kill(todo, SIGSTOP)
        defer { Glibc.kill(todo, SIGCONT) }
        try pane.rewriteKeepingSizeAndTime(lines)
        pane.keys(key)
        // tmux may write the key to the terminal after send-keys returns: it must be waiting
        // there before the screen goes on.
        pane.waitForUnreadInput()
      }
      let rewritten =
        [Self.tasks[0].replacingOccurrences(of: "mom", with: "dad")] + Self.tasks[1...]
      try rewrite(Array(rewritten), thenPress: "Space")
      pane.wait(for: l(.uiTaskChanged, "1").prefix(30).description)
      #expect(pane.todoLines == Array(rewritten))
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call dad @phone")
      // An edit refused the same way keeps what was typed, for the task as it is now.
      pane.keys("e")
      pane.keys("C-u")
      pane.type("(A) call grandma")
      let again = [Self.tasks[0].replacingOccurrences(of: "mom", with: "bob")] + Self.tasks[1...]
      try rewrite(Array(again), thenPress: "Enter")
      pane.wait(for: l(.uiTaskChanged, "1").prefix(30).description)
      pane.wait(for: l(.uiEditPrompt) + "(A) call grandma")
      #expect(pane.todoLines == Array(again))
      pane.keys("Enter")
      pane.waitForFile("the edit, made the second time") { $0[0] == "(A) 2026-11-28 call grandma" }
      pane.keys("q")
      pane.wait(for: "EXIT=0")
    }
  }

  /// Keys typed before the screen looks at the file again are for the tasks as shown: the
  /// screen is stopped right after a wait that read nothing (so that, continued, it would look
  /// at the file before it reads again), task 1 is rewritten in place keeping the file's size
  /// and time, and Space is typed. Continued, the screen refuses the Space, the task as the
  /// other program wrote it.
  @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func keysTypedBeforeTheScreenLooksAgainAreForTheTasksShown(language: String) async throws {
    try await onOwnThread {
      let sandbox = try sandbox(language)
      defer { sandbox.remove() }
      let l = Self.words(language)
      let pane = try Pane(sandbox, "TODO_TEST_STOP_AT=screenWaited todo ui")
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      let todo = try #require(pane.childProcess())
      #expect(pane.waitUntilStopped(todo), "never stopped after a wait")
      let rewritten =
        [Self.tasks[0].replacingOccurrences(of: "mom", with: "dad")] + Self.tasks[1...]
      try pane.rewriteKeepingSizeAndTime(Array(rewritten))
      pane.keys("Space")
      pane.waitForUnreadInput()
      Glibc.kill(todo, SIGCONT)
      pane.wait(for: l(.uiTaskChanged, "1").prefix(30).description)
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call dad @phone")
      #expect(pane.todoLines == Array(rewritten))
      pane.keys("q")
      pane.wait(for: "EXIT=0")
    }
  }

  /// `kill -9` while a change from the screen is half-way (stopped right after todo.txt was
  /// rewritten, before the commit's end): the next command settles it, every other line as it
  /// was, no temporary file left in the todo folder.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func aKillMidCommitIsSettledByTheNextCommand() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let pane = try Pane(sandbox, "TODO_TEST_STOP_AT=afterRewrite todo ui")
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      let todo = try #require(pane.childProcess())
      pane.keys("Space")
      #expect(pane.waitUntilStopped(todo), "never stopped at the step")
      Glibc.kill(todo, SIGKILL)
      pane.wait(for: "EXIT=137")
      let listed = try sandbox.run("todo -p ls")
      #expect(listed.status == 0, "\(listed)")
      // Done from the screen, its priority kept as pri:A (a second Space brings it back).
      #expect(
        pane.todoLines == ["x 2026-11-30 2026-11-28 call mom @phone pri:A"] + Self.tasks.dropFirst()
      )
      let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
      #expect(!left.contains { $0.hasPrefix(".todo.txt.") }, "\(left)")
    }
  }

  /// `d` on a task with a note asks once, naming both, and `y` deletes both; the question
  /// fits the screen whole, however long the task.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func deleteTakesTheNoteItNamed() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let l = Self.words("en_US.UTF-8")
      let long = "2026-11-30 " + String(repeating: "a long task ", count: 12)
      try (long + "\n").write(
        to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
      let editor = sandbox.directory.appendingPathComponent("editor.sh")
      try "#!/bin/sh\necho 'the note' >> \"$1\"\n".write(
        to: editor, atomically: true, encoding: .utf8)
      chmod(editor.path, 0o755)
      let pane = try Pane(sandbox, "EDITOR=\(editor.path) todo ui")
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] 2026-11-30 a long task")
      pane.keys("n")
      pane.waitForFile("a note tag") { $0.first?.contains(" note:") == true }
      let notes = sandbox.directory.appendingPathComponent("notes").path
      #expect((try? FileManager.default.contentsOfDirectory(atPath: notes))?.count == 1)
      pane.keys("d")
      let screen = pane.wait("the question") { $0.contains("(y/n)") }
      #expect(screen.contains(String(l(.uiDeleteNoteQuestion, "1", "", "").prefix(14))))
      pane.keys("y")
      pane.waitForFile("no task") { $0.allSatisfy(\.isEmpty) }
      pane.wait(for: l(.uiEmpty))
      #expect((try? FileManager.default.contentsOfDirectory(atPath: notes))?.count == 0)
    }
  }

  /// A task from a hostile synced file: its escape sequences, C1 controls and bidi controls are
  /// shown (`^[`, `M-^[`, `<U+202E>`), never sent, in the list, the details, the edit line and
  /// the delete question; the terminal's title is not changed; the file keeps its bytes.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func hostileTextIsShownNeverSent() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let task = Array(
        "2026-11-30 pay \u{1B}]0;pwned\u{07}rent \u{1B}[8mhidden\u{1B}[0m \u{9B}2J \u{202E}evil\tend\n"
          .utf8)
      let todo = sandbox.directory.appendingPathComponent("todo.txt")
      try Data(task).write(to: todo)
      let shown = "2026-11-30 pay ^[]0;pwned^Grent ^[[8mhidden^[[0m M-^[2J <U+202E>evil end"
      let pane = try Pane(sandbox, "todo ui", columns: 120)
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] " + shown)
      let title = pane.run(pane.tmux + ["display", "-p", "-t", pane.name, "#{pane_title}"])
      #expect(!title.contains("pwned"))
      pane.keys("Enter")
      var screen = pane.wait(for: "Esc, Enter or q")
      #expect(screen.contains("^[[8mhidden"), "\(screen)")
      let coloured = pane.capture(colours: true)
      #expect(!coloured.contains("\u{1B}[8m") && !coloured.contains(";8m"), "\(coloured)")
      pane.keys("q")
      pane.keys("e")
      screen = pane.wait(for: "Edit: " + shown.prefix(60))
      pane.keys("Escape")
      pane.keys("d")
      screen = pane.wait(for: "Delete task 1 \"2026-11-30 pay ^[]0;pwned^Grent")
      pane.keys("n")
      pane.keys("q")
      pane.wait(for: "EXIT=0")
      #expect(try Data(contentsOf: todo) == Data(task))
    }
  }

  /// A stop from elsewhere (`kill -TSTP`) and Ctrl-Z under a shell with job control leave the
  /// terminal as the shell had it while stopped; `fg` brings the screen back whole. Without job
  /// control, Ctrl-Z says it cannot suspend (a stop nobody can continue would hang).
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func aStopLeavesTheTerminalAndFgBringsItBack() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let pane = try Pane(
        sandbox,
        "set -m; todo ui; stty -g > .stty-stopped; echo STOPPED; read; fg;"
          + " stty -g > .stty-stopped2; echo STOPPED2; read; fg")
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      let todo = try #require(pane.childProcess())
      Glibc.kill(todo, SIGTSTP)
      pane.wait(for: "STOPPED")
      pane.expectSettingsKept(in: ".stty-stopped")
      // fg: the screen again, keys working.
      pane.keys("Enter")
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      pane.keys("j")
      pane.wait(for: ">4 [ ] 2026-11-27 寫報告")
      pane.keys("C-z")
      pane.wait(for: "STOPPED2")
      pane.expectSettingsKept(in: ".stty-stopped2")
      pane.keys("Enter")
      pane.wait(for: ">4 [ ] 2026-11-27 寫報告")
      pane.keys("q")
      pane.wait(for: "EXIT=0")
      pane.expectSettingsKept()

      let plain = try Pane(sandbox, "todo ui")
      defer { plain.kill() }
      plain.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      plain.keys("C-z")
      plain.wait(for: "Ctrl-Z cannot suspend todo here")
      plain.keys("q")
      plain.wait(for: "EXIT=0")
    }
  }

  /// todo.txt replaced, while the screen is open, by a link leading out of the todo folder:
  /// the screen reads it as a command would, refuses it and says why; nothing of the target
  /// is shown.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func aLinkSwappedInIsRefused() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let outside = try Sandbox(language: "en_US.UTF-8")
      defer { outside.remove() }
      let secret = outside.directory.appendingPathComponent("secret.txt")
      try "SECRET LINE\n".write(to: secret, atomically: true, encoding: .utf8)
      let pane = try Pane(sandbox, "todo ui", columns: 250)
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      let todo = sandbox.directory.appendingPathComponent("todo.txt")
      try FileManager.default.removeItem(at: todo)
      try FileManager.default.createSymbolicLink(at: todo, withDestinationURL: secret)
      let screen = pane.wait(for: "todo.txt is a link to " + secret.path)
      #expect(!screen.contains("SECRET"))
      pane.keys("q")
      pane.wait(for: "EXIT=0")
    }
  }

  /// A conflict copy that a sync client puts beside todo.txt while the screen is open (todo.txt
  /// itself unchanged) shows as a banner by itself.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func aConflictCopyArrivingShowsItself() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let pane = try Pane(sandbox, "todo ui", columns: 160)
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      try (Self.tasks.joined(separator: "\n") + "\n").write(
        to: sandbox.directory.appendingPathComponent("todo (Machine B's conflicted copy).txt"),
        atomically: true, encoding: .utf8)
      pane.wait(for: "Conflict copies beside the file: todo (Machine B's conflicted copy).txt")
      pane.keys("q")
      pane.wait(for: "EXIT=0")
    }
  }

  /// A lock another command holds: a change waits 2 s at most, then is refused and says so;
  /// the screen never freezes for the whole lock timeout. On the way out, an auto-archive that
  /// cannot be made (done.txt swapped for a link out of the folder) is said on standard error,
  /// exit 1, the task still done in todo.txt.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func aLockHeldAndAnArchiveRefused() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let outside = try Sandbox(language: "en_US.UTF-8")
      defer { outside.remove() }
      let pane = try Pane(sandbox, "todo ui", columns: 200)
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      // The lock as another command holds it: flock on the todo folder.
      let folder = open(sandbox.directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      #expect(folder >= 0 && flock(folder, LOCK_EX) == 0)
      pane.keys("Space")
      pane.wait("the lock refused", seconds: 10) { $0.contains("Gave up waiting for the lock") }
      #expect(pane.todoLines == Self.tasks)
      close(folder)
      pane.keys("Space")
      pane.waitForFile("task 1 done") { $0[0].hasPrefix("x 2026-11-30") }
      let done = sandbox.directory.appendingPathComponent("done.txt")
      try? FileManager.default.removeItem(at: done)
      try FileManager.default.createSymbolicLink(
        at: done, withDestinationURL: outside.directory.appendingPathComponent("done.txt"))
      pane.keys("q")
      let screen = pane.wait(for: "EXIT=1")
      #expect(screen.contains("outside the todo folder"), "\(screen)")
      #expect(pane.todoLines[0].hasPrefix("x 2026-11-30"))
    }
  }

  /// An arrow whose bytes arrive apart (a slow link: ESC, then `[A` 300 ms later) moves the
  /// cursor; it is never Escape and `A`, which would archive the done task. Alt-A (ESC and `A`
  /// in one write) does nothing.
  @Test(.enabled(if: hasTmux, "tmux is not installed"))
  func anArrowSplitOverASlowLinkIsAnArrow() async throws {
    try await onOwnThread {
      let sandbox = try sandbox("en_US.UTF-8")
      defer { sandbox.remove() }
      let pane = try Pane(sandbox, "todo ui")
      defer { pane.kill() }
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      pane.keys("j")
      pane.wait(for: ">4 [ ] 2026-11-27 寫報告")
      _ = pane.run(pane.tmux + ["send-keys", "-t", pane.name, "-H", "1b"])
      usleep(300_000)
      pane.type("[A")
      pane.wait(for: ">1 [ ] (A) 2026-11-28 call mom @phone")
      _ = pane.run(pane.tmux + ["send-keys", "-t", pane.name, "-H", "1b", "41"])
      usleep(500_000)
      #expect(pane.todoLines == Self.tasks)
      #expect(pane.capture().contains(" 3 [✓] x 2026-11-30 2026-11-20 pay rent"))
      pane.keys("q")
      pane.wait(for: "EXIT=0")
      #expect(pane.todoLines == Self.tasks)
    }
  }

  /// Without a terminal, or on a dumb one, `ui` says to use `ls`: one line, exit 1.
  @Test(arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func noTerminal(language: String) async throws {
    try await onOwnThread {
      let l = Self.words(language)
      for command in ["todo ui < /dev/null", "TERM=dumb script -qec 'todo ui' /dev/null"] {
        let result = try Sandbox.run(command, language: language)
        let said = (result.stdout + result.stderr).map {
          $0.replacingOccurrences(of: " (no-eol)", with: "").trimmingCharacters(
            in: .whitespacesAndNewlines)
        }
        #expect(said == [l(.uiNeedsTerminal, "todo")], "\(command)")
        #expect(result.status == 1, "\(command)")
      }
    }
  }
}
