/// Ends a command: the message (already localized) goes to standard error, then the exit.
struct CLIError: Error {
  /// The message; empty for none.
  var message: String
  /// The exit status.
  var status: Int32 = 1
  /// Whether the message goes to standard output (todo.sh's `usage` does) instead of standard
  /// error.
  var toStandardOutput = false
}

/// Ends a command early with a status and no further message (output already written).
struct ExitStatus: Error {
  var status: Int32
}
