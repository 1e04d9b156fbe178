import Foundation
import Testing
import TodoLocalization
import TodoTestSupport

@testable import TodoCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The line editor as a person uses it (issue 33, item 4): `edit N --inline` and the `Add:`
/// prompt on a real terminal (tmux), keys sent, the screen and the file read after. Esc or
/// Ctrl-C after typing asks whether to discard (odot's prompt); no goes back to the line as it
/// was left, yes changes nothing; Esc with nothing typed, or Ctrl-C at `Add:`, is a cancel
/// that says so. The terminal's settings are the same after as before (Ctrl-C is no signal
/// only while the line is read). Skipped without tmux (`.ci/run` installs it).
@Suite struct LineEditTerminalTests {
  typealias Pane = ScreenTerminalTests.Pane

  /// `command` in tmux, in a sandbox of two tasks under `language`; the prompt's line shown.
  private func start(_ command: String, _ language: String) throws -> (Pane, Sandbox) {
    let sandbox = try Sandbox(language: language)
    try "pay rent\ncall mom\n".write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let pane = try Pane(sandbox, command)
    return (pane, sandbox)
  }

  /// The question's words without its trailing space (the screen has none).
  private func question(_ l: (MessageKey, String...) -> String) -> String {
    l(.discardQuestion).trimmingCharacters(in: .whitespaces)
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func escapeAfterTypingAsksAndNoGoesBack(language: String) async throws {
    let (pane, sandbox) = try start("todo edit 2 --inline", language)
    defer { sandbox.remove() }
    defer { pane.kill() }
    let l = ScreenTerminalTests.words(language)
    await pane.wait(for: "2 call mom")
    // An arrow key is still an arrow (ESC [ D), not a lone Esc.
    await pane.keys("Left", "Left", "Left")
    await pane.type("X")
    await pane.keys("End")
    await pane.type(" today")
    await pane.keys("Escape")
    await pane.wait(for: question(l))
    await pane.type("n")
    await pane.keys("Enter")
    // Back on the line as it was left: Enter saves it.
    await pane.wait("the line again, below the question") {
      $0.components(separatedBy: "2 call Xmom today").count == 3
    }
    await pane.keys("Enter")
    await pane.wait(for: "EXIT=0")
    #expect(pane.todoLines == ["pay rent", "call Xmom today"])
    await pane.wait("the settings after") { _ in pane.file(".stty-after") != nil }
    #expect(pane.file(".stty-before") == pane.file(".stty-after"))
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func controlCAfterTypingAsksAndYesChangesNothing(language: String) async throws {
    let (pane, sandbox) = try start("todo edit 2 --inline", language)
    defer { sandbox.remove() }
    defer { pane.kill() }
    let l = ScreenTerminalTests.words(language)
    await pane.wait(for: "2 call mom")
    await pane.type(" now")
    await pane.keys("C-c")
    await pane.wait(for: question(l))
    await pane.type("y")
    await pane.keys("Enter")
    let screen = await pane.wait(for: "EXIT=1")
    #expect(screen.contains(l(.editCancelled, "2")), "\(screen)")
    #expect(pane.todoLines == ["pay rent", "call mom"])
    await pane.wait("the settings after") { _ in pane.file(".stty-after") != nil }
    #expect(pane.file(".stty-before") == pane.file(".stty-after"))
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func escapeWithNothingTypedCancelsWithoutAsking(language: String) async throws {
    let (pane, sandbox) = try start("todo edit 2 --inline", language)
    defer { sandbox.remove() }
    defer { pane.kill() }
    let l = ScreenTerminalTests.words(language)
    await pane.wait(for: "2 call mom")
    await pane.keys("Escape")
    let screen = await pane.wait(for: "EXIT=1")
    #expect(!screen.contains(question(l)), "\(screen)")
    #expect(screen.contains(l(.editCancelled, "2")), "\(screen)")
    #expect(pane.todoLines == ["pay rent", "call mom"])
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func controlCAtTheAddPromptSaysCancelled(language: String) async throws {
    let (pane, sandbox) = try start("todo add", language)
    defer { sandbox.remove() }
    defer { pane.kill() }
    let l = ScreenTerminalTests.words(language)
    await pane.wait(for: l(.promptAdd).trimmingCharacters(in: .whitespaces))
    await pane.keys("C-c")
    let screen = await pane.wait(for: "EXIT=1")
    #expect(screen.contains(l(.promptCancelled)), "\(screen)")
    #expect(!screen.contains(l(.usageAdd, "todo")), "\(screen)")
    #expect(pane.todoLines == ["pay rent", "call mom"])
    await pane.wait("the settings after") { _ in pane.file(".stty-after") != nil }
    #expect(pane.file(".stty-before") == pane.file(".stty-after"))
  }

  /// A task whose text ends with the mark Esc and Ctrl-C leave (U+2060 U+2063, as a synced
  /// file can hold): Enter changes nothing and asks nothing; its bytes stay.
  @Test(.enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"))
  func aTaskEndingInTheMarkIsSavedAsItIs() async throws {
    let (pane, sandbox) = try start("todo edit 2 --inline", "en_US.UTF-8")
    defer { sandbox.remove() }
    defer { pane.kill() }
    pane.kill()
    let marked = "call mom\u{2060}\u{2063}"
    try "pay rent\n\(marked)\n".write(
      to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    let again = try Pane(sandbox, "todo edit 2 --inline")
    defer { again.kill() }
    await again.wait(for: "2 call mom")
    await again.keys("Enter")
    let screen = await again.wait(for: "EXIT=")
    let l = ScreenTerminalTests.words("en_US.UTF-8")
    #expect(!screen.contains(question(l)), "\(screen)")
    #expect(again.todoLines == ["pay rent", marked])
  }

  /// SIGTERM while the line is read (Ctrl-C is no signal then): the terminal gets its
  /// settings back, Ctrl-C included.
  @Test(.enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"))
  func aTerminatedPromptGivesTheTerminalBack() async throws {
    let (pane, sandbox) = try start("todo edit 2 --inline", "en_US.UTF-8")
    defer { sandbox.remove() }
    defer { pane.kill() }
    await pane.wait(for: "2 call mom")
    let todo = try #require(pane.childProcess())
    // bash's line editor, todo's child: it must not outlive todo, reading the terminal.
    let children = try String(
      contentsOfFile: "/proc/\(todo)/task/\(todo)/children", encoding: .utf8)
    let editor = try #require(Int32(children.split(separator: " ").first ?? ""))
    #expect(Glibc.kill(todo, SIGTERM) == 0)
    await pane.wait(for: "EXIT=")
    await pane.wait("the settings after") { _ in pane.file(".stty-after") != nil }
    #expect(pane.file(".stty-before") == pane.file(".stty-after"))
    #expect(Glibc.kill(editor, 0) != 0)
    #expect(pane.todoLines == ["pay rent", "call mom"])
  }

  /// Tab at a prompt completes no file name of the current folder into the task (readline's
  /// completion is off there; the Tab is typed as it is).
  @Test(.enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"))
  func tabCompletesNoFileName() async throws {
    let (pane, sandbox) = try start("todo add", "en_US.UTF-8")
    defer { sandbox.remove() }
    defer { pane.kill() }
    try "".write(
      to: sandbox.directory.appendingPathComponent("zebra-notes.txt"), atomically: true,
      encoding: .utf8)
    await pane.wait(for: "Add:")
    await pane.type("zeb")
    await pane.keys("Tab")
    await pane.keys("Enter")
    await pane.wait(for: "EXIT=0")
    #expect(pane.todoLines == ["pay rent", "call mom", "zeb\t"])
  }
}
