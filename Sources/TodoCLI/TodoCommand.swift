import TodoLocalization

/// The `todo` command line: runs one invocation and returns its exit status.
public enum TodoCommand {
  /// Runs `todo` with `arguments` (`arguments[0]` is the program path) in the process
  /// environment.
  ///
  /// - Parameter arguments: `CommandLine.arguments`.
  /// - Returns: The exit status: 0 on success, 1 on any error (todo.sh's codes); an add-on's
  ///   own status when one runs.
  public static func main(_ arguments: [String]) -> Int32 {
    let app = App(arguments: arguments, environment: System.environment())
    let status = app.run(arguments)
    if let code = app.output.writeError {
      app.output.error(app.l(.outputFailed, System.errorText(code)))
      return status == 0 ? 1 : status
    }
    return status
  }
}
