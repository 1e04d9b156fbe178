import Foundation

/// Runs a golden transcript (`Tests/TodoCLITests/Goldens/NAME.t`, format in ``Transcript``) in
/// a new ``Sandbox`` and compares what the commands printed with the expected transcript.
///
/// `RECORD_SNAPSHOTS=1` in the environment writes what was printed as the expected transcript
/// instead (review the diff before committing).
public enum GoldenRunner {
  /// What one run of a transcript gave.
  public struct Outcome {
    /// The transcript as the commands ran it.
    public var rendered: String
    /// The expected transcript; `nil` when it was just recorded.
    public var expected: String?
    /// Where the expected transcript is.
    public var path: String

    /// Whether the run printed exactly the expected transcript (or recorded it).
    public var matches: Bool { expected == nil || rendered == expected }

    /// The lines that differ, for a failure message.
    public var difference: String {
      "transcript \(path) differs:\n\(lineDiff(expected ?? "", rendered))"
    }
  }

  /// The names of the transcripts (`*.t`), sorted.
  public static let names: [String] = {
    let folder = Sandbox.goldensDirectory.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".t") }.sorted()
  }()

  /// Runs the commands of transcript `name` with `LANG=language`, expecting the transcript of
  /// the same name in the goldens' subfolder `expectedIn` (`""` for the goldens themselves,
  /// `zh-Hant` for the Chinese ones).
  ///
  /// - Throws: When the transcript cannot be read, or a sandbox made or run.
  public static func run(_ name: String, language: String, expectedIn subfolder: String) throws
    -> Outcome
  {
    let script = Transcript(
      parsing: try String(
        contentsOf: Sandbox.goldensDirectory.appendingPathComponent(name), encoding: .utf8))
    let directory =
      subfolder.isEmpty
      ? Sandbox.goldensDirectory : Sandbox.goldensDirectory.appendingPathComponent(subfolder)
    let url = directory.appendingPathComponent(name)
    let sandbox = try Sandbox(language: language)
    defer { sandbox.remove() }
    var actual = Transcript(steps: [])
    for step in script.steps {
      guard let command = step.command else {
        actual.steps.append(step)
        continue
      }
      let result = try sandbox.run(command)
      actual.steps.append(
        Transcript.Step(
          command: command, stdout: result.stdout, stderr: result.stderr, status: result.status))
    }
    let rendered = actual.rendered()
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try rendered.write(to: url, atomically: true, encoding: .utf8)
      return Outcome(rendered: rendered, expected: nil, path: url.path)
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return Outcome(rendered: rendered, expected: expected, path: url.path)
  }
}
