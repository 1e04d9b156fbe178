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
@Suite(.serialized) struct LineEditTerminalTests {
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
    try await onOwnThread {
      let (pane, sandbox) = try start("todo edit 2 --inline", language)
      defer { sandbox.remove() }
      defer { pane.kill() }
      let l = ScreenTerminalTests.words(language)
      pane.wait(for: "2 call mom")
      // An arrow key is still an arrow (ESC [ D), not a lone Esc.
      pane.keys("Left", "Left", "Left")
      pane.type("X")
      pane.keys("End")
      pane.type(" today")
      pane.keys("Escape")
      pane.wait(for: question(l))
      pane.type("n")
      pane.keys("Enter")
      // Back on the line as it was left: Enter saves it.
      pane.wait("the line again, below the question") {
        $0.components(separatedBy: "2 call Xmom today").count == 3
      }
      pane.keys("Enter")
      pane.wait(for: "EXIT=0")
      #expect(pane.todoLines == ["pay rent", "call Xmom today"])
      pane.expectSettingsKept()
    }
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func controlCAfterTypingAsksAndYesChangesNothing(language: String) async throws {
    try await onOwnThread {
      let (pane, sandbox) = try start("todo edit 2 --inline", language)
      defer { sandbox.remove() }
      defer { pane.kill() }
      let l = ScreenTerminalTests.words(language)
      pane.wait(for: "2 call mom")
      pane.type(" now")
      pane.keys("C-c")
      pane.wait(for: question(l))
      pane.type("y")
      pane.keys("Enter")
      let screen = pane.wait(for: "EXIT=1")
      #expect(screen.contains(l(.editCancelled, "2")), "\(screen)")
      #expect(pane.todoLines == ["pay rent", "call mom"])
      pane.expectSettingsKept()
    }
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func escapeWithNothingTypedCancelsWithoutAsking(language: String) async throws {
    try await onOwnThread {
      let (pane, sandbox) = try start("todo edit 2 --inline", language)
      defer { sandbox.remove() }
      defer { pane.kill() }
      let l = ScreenTerminalTests.words(language)
      pane.wait(for: "2 call mom")
      pane.keys("Escape")
      let screen = pane.wait(for: "EXIT=1")
      #expect(!screen.contains(question(l)), "\(screen)")
      #expect(screen.contains(l(.editCancelled, "2")), "\(screen)")
      #expect(pane.todoLines == ["pay rent", "call mom"])
    }
  }

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func controlCAtTheAddPromptSaysCancelled(language: String) async throws {
    try await onOwnThread {
      let (pane, sandbox) = try start("todo add", language)
      defer { sandbox.remove() }
      defer { pane.kill() }
      let l = ScreenTerminalTests.words(language)
      pane.wait(for: l(.promptAdd).trimmingCharacters(in: .whitespaces))
      pane.keys("C-c")
      let screen = pane.wait(for: "EXIT=1")
      #expect(screen.contains(l(.promptCancelled)), "\(screen)")
      #expect(!screen.contains(l(.usageAdd, "todo")), "\(screen)")
      #expect(pane.todoLines == ["pay rent", "call mom"])
      pane.expectSettingsKept()
    }
  }

  /// A task whose text ends with the mark Esc and Ctrl-C leave (U+2060 U+2063, as a synced
  /// file can hold): Enter changes nothing and asks nothing; its bytes stay.
  @Test(.enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"))
  func aTaskEndingInTheMarkIsSavedAsItIs() async throws {
    try await onOwnThread {
      let (pane, sandbox) = try start("todo edit 2 --inline", "en_US.UTF-8")
      defer { sandbox.remove() }
      defer { pane.kill() }
      pane.kill()
      let marked = "call mom\u{2060}\u{2063}"
      try "pay rent\n\(marked)\n".write(
        to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
      let again = try Pane(sandbox, "todo edit 2 --inline")
      defer { again.kill() }
      again.wait(for: "2 call mom")
      again.keys("Enter")
      let screen = again.wait(for: "EXIT=")
      let l = ScreenTerminalTests.words("en_US.UTF-8")
      #expect(!screen.contains(question(l)), "\(screen)")
      #expect(again.todoLines == ["pay rent", marked])
    }
  }

  /// SIGTERM while the line is read (Ctrl-C is no signal then): the terminal gets its
  /// settings back, Ctrl-C included.
  @Test(.enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"))
  func aTerminatedPromptGivesTheTerminalBack() async throws {
    try await onOwnThread {
      let (pane, sandbox) = try start("todo edit 2 --inline", "en_US.UTF-8")
      defer { sandbox.remove() }
      defer { pane.kill() }
      pane.wait(for: "2 call mom")
      let todo = try #require(pane.childProcess())
      // bash's line editor, todo's child: it must not outlive todo, reading the terminal.
      let children = try String(
        contentsOfFile: "/proc/\(todo)/task/\(todo)/children", encoding: .utf8)
      let editor = try #require(Int32(children.split(separator: " ").first ?? ""))
      #expect(Glibc.kill(todo, SIGTERM) == 0)
      pane.wait(for: "EXIT=")
      pane.expectSettingsKept()
      #expect(Glibc.kill(editor, 0) != 0)
      #expect(pane.todoLines == ["pay rent", "call mom"])
    }
  }

  /// Tab at a prompt completes no file name of the current folder into the task (readline's
  /// completion is off there; the Tab is typed as it is).
  @Test(.enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"))
  func tabCompletesNoFileName() async throws {
    try await onOwnThread {
      let (pane, sandbox) = try start("todo add", "en_US.UTF-8")
      defer { sandbox.remove() }
      defer { pane.kill() }
      try "".write(
        to: sandbox.directory.appendingPathComponent("zebra-notes.txt"), atomically: true,
        encoding: .utf8)
      pane.wait(for: "Add:")
      pane.type("zeb")
      pane.keys("Tab")
      pane.keys("Enter")
      pane.wait(for: "EXIT=0")
      #expect(pane.todoLines == ["pay rent", "call mom", "zeb\t"])
    }
  }
}
