import Foundation
import Testing
import TodoLocalization
import TodoTestSupport

@testable import TodoCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The agenda in a real terminal: tmux at a fixed width, mixed Chinese, English and emoji
/// tasks; the task text column must start at the same screen column on every row, whatever
/// the mix of wide (CJK, emoji) and narrow characters before it. Skipped when tmux is not
/// installed (.ci/run installs it).
@Suite struct TerminalTests {
  /// glibc's wcwidth (an implementation independent of ours) for the columns before the task
  /// text, which hold only ASCII and CJK.
  private func screenColumns(_ text: Substring) -> Int {
    typealias WidthFunction = @convention(c) (Int32) -> Int32
    setlocale(LC_CTYPE, "C.UTF-8")
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth") else { return -1 }
    let wcwidth = unsafeBitCast(symbol, to: WidthFunction.self)
    return text.unicodeScalars.reduce(0) { $0 + max(0, Int(wcwidth(Int32($1.value)))) }
  }

  /// `command` run in `sandbox` on a pseudo-terminal (`script`, `TERM=xterm`): its status and
  /// its lines, split at every line break (a terminal's lines end in CRLF, one Character).
  private func onATerminal(
    _ command: String, in sandbox: Sandbox
  ) throws -> (status: Int32, lines: [String]) {
    let result = try sandbox.run("TERM=xterm script -qec '\(command)' /dev/null")
    let lines = result.stdout.flatMap { $0.split(whereSeparator: \.isNewline) }.map(String.init)
      .filter { !$0.isEmpty && $0 != " (no-eol)" }
    return (result.status, lines)
  }

  private func run(_ arguments: [String], capture: Bool = true) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    // The tmux server that new-session starts must not hold our pipe open.
    let pipe = Pipe()
    process.standardOutput = capture ? pipe : FileHandle.nullDevice
    process.standardError = capture ? pipe : FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  // A real terminal emulator is the only independent judge of columns; `.ci/run` installs
  // tmux, and without it the test is reported as skipped.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func agendaColumnsLineUp(language: String) throws {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    let tasks = [
      "|Book dentist 🦷 due:2026-11-20", "|(A) 2026-11-01 打電話給媽媽 due:2026-11-30",
      "|買菜 @超市 👨‍👩‍👧 due:2026-12-01", "|report +work due:2026-12-03",
      "|整理書房 🇹🇼 due:2027-01-10", "|no date",
    ]
    try tasks.map { $0 + "\n" }.joined().write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let session = "todo-test-\(getpid())-\(language.prefix(2))"
    // The pane's shell starts from the tmux server's environment (the caller's): todo sees
    // only the sandbox's, and the pane's TERM.
    let environment = sandbox.environment.map { "\($0.key)=\($0.value)" }
    let command =
      "env -i \"TERM=$TERM\" " + environment.map { "'\($0)'" }.joined(separator: " ")
      + " todo agenda; sleep 30"
    // A server of its own (-L), without the user's configuration (-f /dev/null).
    let tmux = ["tmux", "-L", session, "-f", "/dev/null"]
    // Spawned with posix_spawn (TodoCLI's System): a tmux server forked from a Foundation
    // Process does not outlive it.
    let status =
      Processes.runAttached(
        tmux + [
          "new-session", "-d", "-s", session, "-x", "120", "-y", "40", "-c",
          sandbox.directory.path, command,
        ], environment: ProcessInfo.processInfo.environment) ?? -1
    #expect(status == 0)
    defer { _ = try? run(tmux + ["kill-server"]) }
    var screen = ""
    for _ in 0..<50 {
      usleep(100_000)
      screen = try run(tmux + ["capture-pane", "-p", "-t", session]).1
      if screen.contains("|no date") { break }
    }
    let rows = screen.split(separator: "\n").filter { $0.contains("|") }
    #expect(rows.count == tasks.count, "screen:\n\(screen)")
    let columns = rows.map { row in screenColumns(row[..<row.firstIndex(of: "|")!]) }
    #expect(Set(columns).count == 1, "task text starts at columns \(columns):\n\(screen)")
  }

  /// `agenda`, `due` and `show` fit a terminal 80 and 120 columns wide: long tasks with Chinese, emoji
  /// and ZWJ sequences continue under the text column (a hanging indent), so tmux never wraps
  /// a line itself (the joined capture has as many lines as the plain one), every continuation
  /// starts at the text column, and no date is split.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is not installed"),
    arguments: [("zh_TW.UTF-8", 80), ("zh_TW.UTF-8", 120), ("en_US.UTF-8", 80)])
  func longTasksFitTheTerminal(language: String, width: Int) throws {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    let tasks = [
      "|(A) 2026-11-01 打電話給媽媽，討論下個月去台南看外婆的行程，還有要帶的伴手禮清單，順便問問表弟的婚禮要包多少紅包 due:2026-11-30",
      "|Book dentist appointment 🦷 and ask about the cleaning plan for next year, then call the insurance company about the bill due:2026-11-20",
      "|買菜 @超市 👨‍👩‍👧 整理冰箱、丟掉過期的東西、再列出這週要煮的菜 👩🏽‍💻 +家事 🇹🇼 還要記得買衛生紙和洗衣精 due:2026-12-01",
      "|short due:2026-12-03",
      "|整理 +工作 +家事 +學習 +旅行 +採購 +搬家 +報稅 +健身 +閱讀 +寫作 +日文 +園藝 +攝影 +音樂 +烹飪 +理財 +志工 +親子 +社區 @家裡 @公司 @超市 @車上 due:2026-12-02",
    ]
    try tasks.map { $0 + "\n" }.joined().write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let session = "todo-wrap-\(getpid())-\(language.prefix(2))-\(width)"
    let environment = sandbox.environment.map { "\($0.key)=\($0.value)" }
    let command =
      "env -i \"TERM=$TERM\" " + environment.map { "'\($0)'" }.joined(separator: " ")
      + " sh -c 'todo agenda; echo =====; todo due; echo =====; todo show 1; echo END'; sleep 30"
    let tmux = ["tmux", "-L", session, "-f", "/dev/null"]
    let status =
      Processes.runAttached(
        tmux + [
          "new-session", "-d", "-s", session, "-x", String(width), "-y", "60", "-c",
          sandbox.directory.path, command,
        ], environment: ProcessInfo.processInfo.environment) ?? -1
    #expect(status == 0)
    defer { _ = try? run(tmux + ["kill-server"]) }
    var screen = ""
    for _ in 0..<50 {
      usleep(100_000)
      screen = try run(tmux + ["capture-pane", "-p", "-t", session]).1
      if screen.contains("END") { break }
    }
    let joined = try run(tmux + ["capture-pane", "-p", "-J", "-t", session]).1
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    // A row tmux had to wrap itself is one long row in the joined capture. tmux 3.3 draws a
    // ZWJ sequence, a skin tone or a flag as its parts (wider than the 2 columns of modern
    // terminals, which DisplayWidth follows): those rows are measured by DisplayWidth, the
    // others by glibc's wcwidth, which tmux agrees with.
    for row in joined.split(separator: "\n") {
      let composed = row.unicodeScalars.contains {
        $0 == "\u{200D}" || (0x1F3FB...0x1F3FF).contains($0.value)
          || (0x1F1E6...0x1F1FF).contains($0.value)
      }
      let columns = composed ? DisplayWidth.columns(row) : screenColumns(row)
      #expect(columns <= width, "too wide (\(columns)): \(row)\n\(screen)")
    }
    // The agenda's text column, from the rows that start a task.
    let agenda = rows.prefix { !$0.hasPrefix("=====") }
    let textColumns = Set(
      agenda.filter { $0.contains("|") }.map { screenColumns($0[..<$0.firstIndex(of: "|")!]) })
    #expect(textColumns.count == 1, "\(textColumns)\n\(screen)")
    let textColumn = textColumns.first ?? 0
    let continuations = agenda.filter {
      $0.hasPrefix("          ") && !$0.contains("[ ]")
    }
    #expect(!continuations.isEmpty, "nothing was long enough to wrap:\n\(screen)")
    for row in continuations {
      #expect(row.prefix { $0 == " " }.count == textColumn, "\(row)")
    }
    // Every date whole.
    for row in rows where row.contains(" due:") {
      let after = row[row.range(of: " due:")!.upperBound...]
      #expect(
        after.count >= 10 && after.prefix(10).allSatisfy { $0.isNumber || $0 == "-" }, "\(row)")
    }
    // No project or context split across two rows, nor its sigil left at a row's end.
    for word in tasks.joined(separator: " ").split(separator: " ")
    where word.hasPrefix("+") || word.hasPrefix("@") {
      #expect(screen.contains(word), "\(word) split:\n\(screen)")
    }
    for row in rows {
      #expect(!row.hasSuffix(" +") && !row.hasSuffix(" @"), "\(row)")
    }
    #expect(screen.contains("END"), "\(screen)")
  }

  /// `show` on a terminal colours an overdue due date red: the colour reaches the terminal as
  /// a colour, never as the text `^[[0;31m` (issue 33, fault 8). Through `script`, a
  /// pseudo-terminal: the bytes as a terminal gets them.
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script is not installed"
    ),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func showColoursAnOverdueDate(language: String) throws {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    try "pay rent due:2026-11-20\n".write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let result = try onATerminal("todo show 1", in: sandbox)
    let text = result.lines.joined(separator: "\n")
    #expect(result.status == 0)
    #expect(text.contains("\u{1B}[0;31m2026-11-20"), "\(text.debugDescription)")
    #expect(!text.contains("^["), "\(text)")
  }

  /// The line that counts hidden tasks fits one row of 80 columns and comes after the list,
  /// on a terminal as on a pipe (issue 33, fault 13).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script is not installed"
    ),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func theHiddenTasksLineComesLastOnOneRow(language: String) throws {
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    try "pay rent due:2026-12-01\nlater t:2027-01-01 due:2026-12-02\n".write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    for command in ["todo due", "todo ls"] {
      let lines = try onATerminal("stty cols 80; " + command, in: sandbox).lines
      let last = try #require(lines.last, "\(command)")
      #expect(last.contains("--all"), "\(command): \(lines)")
      #expect(DisplayWidth.columns(last) <= 80, "\(command): \(last.debugDescription)")
      #expect(lines.dropLast().allSatisfy { !$0.contains("--all") }, "\(command): \(lines)")
    }
  }

  /// An empty list says how to add a task on a terminal in English too; piped, the English
  /// output stays todo.sh's bytes (issue 33, item 3).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script is not installed"
    ))
  func anEmptyListSaysHowToAdd() throws {
    let sandbox = try Sandbox(language: "en_US.UTF-8")
    defer { sandbox.remove() }
    let said = try onATerminal("todo ls", in: sandbox).lines
    #expect(said.contains("No tasks yet. Add one with: todo add \"buy milk\""), "\(said)")
    let piped = try sandbox.run("todo ls")
    #expect(piped.stdout == ["--", "TODO: 0 of 0 tasks shown"], "\(piped.stdout)")
  }
}
