import Glibc

extension System {
  /// The width in columns of the terminal on `fd`, or `nil` when `fd` is not a terminal (a
  /// pipe or a file: output there is never wrapped).
  ///
  /// `COLUMNS`, when set to a number, wins (as for ls and most tools); else the terminal's
  /// own size (`TIOCGWINSZ`).
  ///
  /// - Parameters:
  ///   - fd: The output's file descriptor.
  ///   - environment: The process environment, for `COLUMNS`.
  static func terminalColumns(_ fd: Int32, environment: [String: String]) -> Int? {
    guard isTerminal(fd) else { return nil }
    if let value = environment["COLUMNS"], let columns = Int(value), columns > 0 {
      return columns
    }
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
