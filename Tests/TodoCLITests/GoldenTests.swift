import Testing
import TodoTestSupport

/// End-to-end transcripts: each `Goldens/*.t` file is a sequence of shell commands run against
/// the built `todo` binary in a fresh temporary directory, with the exact output expected.
///
/// Format (cram-like):
/// - `$ COMMAND` runs `COMMAND` with bash in the directory; `todo` is the built binary, and
///   `Goldens/bin` holds the transcripts' own tools (`at-prompt` types keys at a prompt).
/// - Following lines are the expected standard output; lines starting with `! ` are expected on
///   standard error (each stream is compared in its own order; tests of the merged order use
///   `2>&1` in the command).
/// - `[N]` is the expected exit status when it is not 0.
/// - Lines starting with `# ` are comments; blank lines after a command are output.
///
/// `RECORD_SNAPSHOTS=1 swift test --filter GoldenTests` rewrites the files with what the
/// binary printed; review the diff before committing.
@Suite struct GoldenTests {
  @Test("golden transcript", arguments: GoldenRunner.names)
  func transcript(_ name: String) throws {
    let outcome = try GoldenRunner.run(name, language: "en_US.UTF-8", expectedIn: "")
    #expect(outcome.matches, "\(outcome.difference)")
  }

  /// The same commands as the English transcript, run under `LANG=zh_TW.UTF-8`; the expected
  /// output is in `Goldens/zh-Hant/`.
  @Test("golden transcript in Traditional Chinese", arguments: GoldenRunner.names)
  func chineseTranscript(_ name: String) throws {
    let outcome = try GoldenRunner.run(name, language: "zh_TW.UTF-8", expectedIn: "zh-Hant")
    #expect(outcome.matches, "\(outcome.difference)")
  }
}
