import TodoLocalization

/// The standard streams of one run of `todo`, as file descriptors.
public struct StandardStreams: Sendable {
  /// Where answers to prompts are read (standard input).
  public var input: Int32
  /// Where listings and confirmations go (standard output).
  public var output: Int32
  /// Where errors and warnings go (standard error).
  public var error: Int32

  /// The process's own streams by default.
  public init(input: Int32 = 0, output: Int32 = 1, error: Int32 = 2) {
    self.input = input
    self.output = output
    self.error = error
  }
}

/// The `todo` command line: runs one invocation and returns its exit status.
public enum TodoCommand {
  /// The process's command line as bytes (`argv`), each argument as text: its UTF-8, with
  /// every byte that is not part of valid UTF-8 kept as an escape (``TodoList/escapedText(_:)``,
  /// U+10FF80–U+10FFFF) that is written back as that byte, so `todo add "$(printf 'Stra\xdfe')"`
  /// stores the bytes typed, as todo.sh does, never U+FFFD.
  public static var arguments: [String] { System.commandLineArguments() }

  /// Runs `todo` with `arguments` (`arguments[0]` is the program path) in the process
  /// environment and standard streams.
  ///
  /// - Parameter arguments: ``arguments``.
  /// - Returns: The exit status: 0 on success, 1 on any error (todo.sh's codes); an add-on's
  ///   own status when one runs.
  public static func main(_ arguments: [String]) -> Int32 {
    let environment = System.environment()
    #if DEBUG
      // Tests of the built binary stop it at a named step of a commit, to kill it there
      // (`kill -9`) as a crash or a power cut would; not in release builds.
      if let step = environment["TODO_TEST_STOP_AT"] {
        return run(
          arguments: arguments, environment: environment, streams: .init(),
          faults: .stopping(at: step))
      }
    #endif
    return run(arguments: arguments, environment: environment)
  }

  /// Runs one invocation of `todo` in this process, with everything it depends on given as
  /// values: nothing process-wide is read or changed, so runs may go on in parallel threads.
  ///
  /// The caller ignores `SIGPIPE` and `SIGXFSZ` first, as the `todo` executable does, so that a
  /// closed pipe or a file size limit fails a write instead of killing the process. Add-ons,
  /// the todo.cfg shell, the sort command and the final filter are other processes: they
  /// inherit the process's own standard streams.
  ///
  /// - Parameters:
  ///   - arguments: The command line, `arguments[0]` being the program path.
  ///   - environment: The environment variables (`HOME`, `TODO_DIR`, `LANG`…).
  ///   - streams: The standard streams to read from and write to.
  /// - Returns: The exit status, as ``main(_:)``.
  public static func run(
    arguments: [String], environment: [String: String], streams: StandardStreams = .init()
  ) -> Int32 {
    run(arguments: arguments, environment: environment, streams: streams, faults: nil)
  }

  /// ``run(arguments:environment:streams:)`` with failures injected into the file layer: the
  /// plan is the seam's for this run (``FaultPlan/current``), in this task only.
  static func run(
    arguments: [String], environment: [String: String], streams: StandardStreams,
    faults: FaultPlan?
  ) -> Int32 {
    FaultPlan.$current.withValue(faults) {
      runInProcess(arguments: arguments, environment: environment, streams: streams)
    }
  }

  private static func runInProcess(
    arguments: [String], environment: [String: String], streams: StandardStreams
  ) -> Int32 {
    let app = App(arguments: arguments, environment: environment, streams: streams)
    let status = app.run(arguments)
    if let code = app.output.writeError {
      app.output.error(app.l(.outputFailed, SystemErrorText.text(for: code, app.localizer)))
      return status == 0 ? 1 : status
    }
    return status
  }
}
