import Foundation
import Testing
import TodoTestSupport

/// Completion as a person uses it (issue 33, item 9): an interactive bash, zsh and fish in tmux,
/// a word typed, Tab pressed, the line on the screen read, and the task added read from the
/// file. bash splits `@ph` at the `@` (COMP_WORDBREAKS) while readline replaces `@ph` whole;
/// a reply without its `@` once turned `@of` into `office` and wrote `phone` into a task.
/// Skipped without tmux or the shell (`.ci/run` installs them).
@Suite(.serialized) struct CompletionTerminalTests {
  typealias Pane = ScreenTerminalTests.Pane

  /// How each shell is started with todo's completion and a plain `$ ` prompt, from files
  /// written in the sandbox (its HOME).
  static let shells: [(name: String, files: [String: String], command: String)] = [
    (
      "bash", ["rc": "PS1='$ '\neval \"$(todo completion bash)\"\n"],
      "bash --rcfile rc -i"
    ),
    (
      "zsh",
      [
        ".zshrc":
          "PS1='$ '\nautoload -Uz compinit && compinit -u\neval \"$(todo completion zsh)\"\n"
      ],
      "ZDOTDIR=$PWD zsh -i"
    ),
    (
      "fish",
      [
        "fish/config.fish":
          "function fish_prompt; echo -n '$ '; end\nset -g fish_greeting\n"
          + "todo completion fish | source\n"
      ],
      "XDG_CONFIG_HOME=$PWD fish -i"
    ),
  ]

  @Test(
    .enabled(if: ScreenTerminalTests.hasTmux, "tmux is not installed"),
    arguments: ["bash", "zsh", "fish"])
  func contextsAndProjectsKeepTheirSigil(shell: String) async throws {
    try await onOwnThread {
      try #require(ActionRegistryTests.isInstalled(shell), "\(shell) is not installed")
      let setup = try #require(Self.shells.first { $0.name == shell })
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      try "call mom @phone +home\nbuy milk @office\n".write(
        to: sandbox.directory.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
      for (name, text) in setup.files {
        let url = sandbox.directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
      let pane = try Pane(sandbox, setup.command, columns: 100, rows: 20)
      defer { pane.kill() }
      pane.wait("the prompt of \(shell)") { $0.hasPrefix("$") }
      for (typed, completed) in [
        ("todo ls @of", "$ todo ls @office"), ("todo do 1 2 @o", "$ todo do 1 2 @office"),
        ("todo ls +ho", "$ todo ls +home"),
      ] {
        pane.type(typed)
        pane.keys("Tab")
        pane.wait("\(typed) completed in \(shell)") { screen in
          screen.split(separator: "\n").contains { $0.hasPrefix(completed) }
        }
        pane.keys("C-u")
        pane.keys("C-l")
      }
      // The completed word is what the task gets.
      pane.type("todo add call @ph")
      pane.keys("Tab")
      pane.wait(for: "$ todo add call @phone")
      pane.keys("Enter")
      pane.waitForFile("the task with @phone") { $0.last == "call @phone" }
    }
  }
}
