import Glibc

/// The result of a line read through bash's line editor.
enum EditedLine: Equatable {
  /// Enter was pressed: the line as it stood.
  case line(String)
  /// Ctrl-C or Ctrl-D (or the end of input) ended it.
  case cancelled
  /// bash could not be started.
  case unavailable
}

extension Processes {
  /// Reads a line on the terminal with bash's `read -e -i INITIAL -p PROMPT` (readline: arrow
  /// keys, Home/End, history-free editing, the user's `~/.inputrc`), run with
  /// `LC_ALL=C.UTF-8` so that readline edits multi-byte characters (CJK) whatever locales are
  /// installed. The line comes back through descriptor 3, so readline keeps the terminal's
  /// standard streams.
  ///
  /// This process ignores Ctrl-C while bash reads (``withInterruptsDeferred(_:)``); bash
  /// ends on it, which is a cancel.
  ///
  /// - Parameters:
  ///   - initial: The text the line starts with.
  ///   - prompt: Shown before the line.
  ///   - environment: The environment bash runs in (`LC_ALL` is set).
  /// - Returns: The line, a cancel, or ``EditedLine/unavailable`` when bash cannot run.
  static func editLine(
    initial: String, prompt: String, environment: [String: String]
  ) -> EditedLine {
    var environment = environment
    environment["LC_ALL"] = "C.UTF-8"
    let script =
      "IFS= read -r -e -i \"$1\" -p \"$2\" line || exit 1; printf '%s' \"$line\" >&3"
    let result = withInterruptsDeferred {
      run(
        ["bash", "--norc", "--noprofile", "-c", script, "bash", initial, prompt],
        environment: environment, captureFD: 3, inheritsInput: true)
    }
    guard let result else { return .unavailable }
    guard result.status == 0 else {
      // A cancelled line leaves the cursor after the prompt: end that line.
      _ = "\n".withCString { write(2, $0, 1) }
      return .cancelled
    }
    return .line(String(decoding: result.output, as: UTF8.self))
  }

  /// Runs the user's editor command on `file`, as git does: `sh -c 'EDITOR "$@"' EDITOR FILE`,
  /// so `EDITOR="code --wait"` or `"vim -u NONE"` work; with the terminal's streams, Ctrl-C
  /// going to the editor only.
  ///
  /// - Parameters:
  ///   - editor: `$VISUAL` or `$EDITOR` as set.
  ///   - file: The file to edit.
  ///   - environment: The editor's environment.
  /// - Returns: The editor's exit status, or `nil` when `sh` could not be started.
  static func runEditor(_ editor: String, file: String, environment: [String: String]) -> Int32? {
    withInterruptsDeferred {
      runAttached(["sh", "-c", editor + " \"$@\"", editor, file], environment: environment)
    }
  }

  /// Runs `body` with SIGINT and SIGQUIT handled by a handler that does nothing, so a Ctrl-C
  /// meant for the program `body` runs (bash's line editor, an editor) does not end this
  /// process; a started program gets the default action back (`execve` resets handled
  /// signals), so Ctrl-C still ends bash. The previous handlers come back afterwards.
  ///
  /// - Returns: What `body` returns.
  static func withInterruptsDeferred<R>(_ body: () -> R) -> R {
    var ignoring = sigaction()
    ignoring.__sigaction_handler.sa_handler = { _ in }
    sigemptyset(&ignoring.sa_mask)
    ignoring.sa_flags = SA_RESTART
    var previousInterrupt = sigaction()
    var previousQuit = sigaction()
    sigaction(SIGINT, &ignoring, &previousInterrupt)
    sigaction(SIGQUIT, &ignoring, &previousQuit)
    defer {
      sigaction(SIGINT, &previousInterrupt, nil)
      sigaction(SIGQUIT, &previousQuit, nil)
    }
    return body()
  }
}

extension System {
  /// This process's id, for names of private temporary files.
  static var processID: Int32 { getpid() }
}
