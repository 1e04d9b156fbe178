import Glibc
import TodoTxt

/// The result of a line read through bash's line editor.
enum EditedLine: Equatable {
  /// Enter was pressed: the line as it stood.
  case line(String)
  /// Esc or Ctrl-C ended it (with the keys of ``Processes/lineEditorKeys(including:)``): the
  /// line as it stood then, for the caller to ask whether to discard it.
  case left(String)
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
  /// ends on it, which is a cancel. With `keys` (a readline init file from
  /// ``lineEditorKeys(including:)``), Ctrl-C is no signal while the line is read (`stty intr
  /// undef`, restored on exit): Ctrl-C and Esc end the line with ``lineLeftMark``, and the
  /// line comes back as ``EditedLine/left(_:)``.
  ///
  /// - Parameters:
  ///   - initial: The text the line starts with.
  ///   - prompt: Shown before the line.
  ///   - environment: The environment bash runs in (`LC_ALL` is set).
  ///   - keys: The init file that binds Esc and Ctrl-C, or `nil` for readline's own keys.
  /// - Returns: The line, the line left, a cancel, or ``EditedLine/unavailable`` when bash
  ///   cannot run.
  static func editLine(
    initial: String, prompt: String, environment: [String: String], keys: String? = nil
  ) -> EditedLine {
    var environment = environment
    environment["LC_ALL"] = "C.UTF-8"
    let script =
      "if [ -n \"$3\" ]; then INPUTRC=$3; saved=$(stty -g)"
      + " && trap 'stty \"$saved\" 2>/dev/null' EXIT && stty intr undef; fi; "
      + "IFS= read -r -e -i \"$1\" -p \"$2\" line || exit 1; printf '%s' \"$line\" >&3"
    // Ended by SIGTERM or SIGHUP meanwhile, this process gives the terminal its settings back.
    if keys != nil { InterruptCleanup.recordTerminal(0) }
    defer { if keys != nil { InterruptCleanup.recordTerminal(nil) } }
    let result = withInterruptsDeferred {
      run(
        ["bash", "--norc", "--noprofile", "-c", script, "bash", initial, prompt, keys ?? ""],
        environment: environment, captureFD: 3, inheritsInput: true, readsTerminal: keys != nil)
    }
    guard let result else { return .unavailable }
    guard result.status == 0 else {
      // A cancelled line leaves the cursor after the prompt: end that line.
      _ = "\n".withCString { write(2, $0, 1) }
      return .cancelled
    }
    if keys != nil, result.output.count >= lineLeftMark.count,
      result.output.suffix(lineLeftMark.count).elementsEqual(lineLeftMark)
    {
      return .left(TodoList.escapedText(result.output.dropLast(lineLeftMark.count)))
    }
    return .line(TodoList.escapedText(result.output))
  }

  /// What Esc and Ctrl-C put at the end of a line they end (``lineEditorKeys(including:)``):
  /// U+2060 WORD JOINER and U+2063 INVISIBLE SEPARATOR, which take no room on the screen and
  /// no typed task ends with.
  static let lineLeftMark: [UInt8] = [0xE2, 0x81, 0xA0, 0xE2, 0x81, 0xA3]

  /// A readline init file for ``editLine(initial:prompt:environment:keys:)``: the user's own
  /// (`include`, the one readline would read: `INPUTRC`, else `~/.inputrc`, else
  /// `/etc/inputrc`), then Esc and Ctrl-C bound to end the line with ``lineLeftMark``
  /// (to-do apps ask before they discard what was typed). A lone Esc is told from an arrow
  /// key's `ESC [` by readline's `keyseq-timeout`.
  static func lineEditorKeys(including include: String) -> [UInt8] {
    // The mark's bytes in octal, which readline's macros take.
    let mark = lineLeftMark.map { "\\" + String($0, radix: 8) }.joined()
    let leave = #""\C-e"# + mark + #"\C-j""#
    // Tab completes nothing: a task is text, not a file name of the current folder.
    return Array(
      ("$include " + include + "\n" + "set disable-completion on\n" + #""\C-c": "# + leave
        + "\n" + #""\e": "# + leave + "\n").utf8)
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
