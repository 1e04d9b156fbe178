import Glibc

/// The terminal as `todo ui` uses it: raw input (no echo, no line editing, keys as bytes), the
/// alternate screen, a hidden cursor and mouse reports, all undone on the way out, whatever
/// the way out is.
///
/// The way in is ``enter()`` and the way out ``leave()``; a signal that ends the process
/// (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF) and a
/// crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT — which a Swift runtime error
/// raises —, SIGSYS, SIGXCPU) restore the terminal first in their handler,
/// with only async-signal-safe calls (`tcsetattr`, `write`), then end the process as the
/// signal would. The saved terminal state sits in fixed memory allocated before any handler
/// is installed. Ctrl-C and Ctrl-Z arrive as keys (ISIG is off): the screen quits or stops
/// itself the same orderly way. A stop sent from elsewhere (SIGTSTP) restores the terminal
/// before it stops, and the screen comes back when the process continues.
final class FullScreenTerminal {
  /// The terminal's input and output descriptor.
  let input: Int32
  let output: Int32
  /// Whether mouse reports were asked for (xterm's 1000 and SGR 1006 modes).
  let mouse: Bool

  /// The sequences that leave full-screen mode: bracketed paste and mouse reports off, cursor
  /// shown, attributes reset, the main screen back.
  static let leaveSequence = Array(
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  /// The terminal state to restore, the descriptor it belongs to, and whether it is saved.
  private nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  private nonisolated(unsafe) static let leaveBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveSequence.count)
    pointer.initialize(from: leaveSequence, count: leaveSequence.count)
    return pointer
  }()
  private nonisolated(unsafe) static var savedFD: Int32 = -1
  private nonisolated(unsafe) static var active: Int32 = 0
  /// Set by SIGWINCH's handler; read and cleared by ``takeResize()``.
  private nonisolated(unsafe) static var resized: Int32 = 0

  /// The signals whose handler restores the terminal before the process ends.
  static let endingSignals: [Int32] = [
    SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
  ]
  static let crashSignals: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGSYS, SIGXCPU,
  ]

  /// The terminal on standard input and output, or `nil` when either is not a terminal.
  init?(input: Int32, output: Int32, mouse: Bool = true) {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    self.input = input
    self.output = output
    self.mouse = mouse
  }

  /// The screen's size in rows and columns (`TIOCGWINSZ`; 24×80 when it cannot be read).
  func size() -> (rows: Int, columns: Int) {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
      return (24, 80)
    }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  /// Saves the terminal's state, installs the handlers, then switches to raw input, the
  /// alternate screen and a hidden cursor (and mouse reports).
  ///
  /// - Returns: Whether the terminal's state could be read and changed.
  func enter() -> Bool {
    _ = Self.saved
    _ = Self.leaveBytes
    var state = termios()
    guard tcgetattr(input, &state) == 0 else { return false }
    Self.saved.pointee = state
    Self.savedFD = input
    Self.installHandlers()
    var raw = state
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    // TCSANOW: keys typed meanwhile (while an editor closed) are kept, not flushed.
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return false }
    Self.active = 1
    // The alternate screen, the cursor hidden, bracketed paste, and mouse reports.
    write(
      Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[?2004h".utf8)
        + (mouse ? Array("\u{1B}[?1000h\u{1B}[?1006h".utf8) : []))
    return true
  }

  /// Restores the terminal as ``enter()`` found it.
  func leave() {
    Self.restore()
  }

  /// Restores the saved terminal state and the main screen; async-signal-safe, and does
  /// nothing when full-screen mode is not on.
  static func restore() {
    guard active == 1 else { return }
    active = 0
    // A terminal nobody reads (a hung emulator, a full buffer) must not hold the way out: the
    // sequence is written without blocking, the descriptor's flags put back after.
    let flags = fcntl(savedFD, F_GETFL)
    if flags >= 0 { _ = fcntl(savedFD, F_SETFL, flags | O_NONBLOCK) }
    var offset = 0
    while offset < leaveSequence.count {
      let n = Glibc.write(savedFD, leaveBytes + offset, leaveSequence.count - offset)
      if n <= 0 { break }
      offset += n
    }
    if flags >= 0 { _ = fcntl(savedFD, F_SETFL, flags) }
    tcsetattr(savedFD, TCSANOW, saved)
  }

  /// Whether the screen was resized since the last call.
  func takeResize() -> Bool {
    let was = Self.resized
    Self.resized = 0
    return was != 0
  }

  /// Each signal's handler before ours, which ours hands the signal on to (the default action,
  /// the Swift runtime's crash report) once the terminal is restored.
  private nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()

  private static func installHandlers() {
    _ = previous
    for signal in endingSignals + crashSignals {
      var current = sigaction()
      // A signal the parent ignored (nohup) stays ignored.
      guard sigaction(signal, nil, &current) == 0,
        unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
          != unsafeBitCast(SIG_IGN, to: Int.self)
      else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { received in
        FullScreenTerminal.restore()
        // The previous handler (the executable's: the rewrite's temporary file removed, then
        // the default action; the runtime's crash report) takes it from here.
        sigaction(received, FullScreenTerminal.previous + Int(received), nil)
        raise(received)
      }
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      sigaction(signal, &action, &old)
      // Installed twice (the screen entered again after an editor): the first one stays.
      if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self)
        != unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
      {
        previous[Int(signal)] = old
      }
    }
    var winch = sigaction()
    winch.__sigaction_handler.sa_handler = { _ in FullScreenTerminal.resized = 1 }
    sigemptyset(&winch.sa_mask)
    sigaction(SIGWINCH, &winch, nil)
    // A stop (Ctrl-Z here, `kill -TSTP` from elsewhere) leaves the terminal as the shell had
    // it, stops, and on SIGCONT says so (``takeContinued()``): the screen comes back.
    var current = sigaction()
    if sigaction(SIGTSTP, nil, &current) == 0,
      unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        != unsafeBitCast(SIG_IGN, to: Int.self)
    {
      var stop = sigaction()
      stop.__sigaction_handler.sa_handler = { _ in
        let wasActive = FullScreenTerminal.active
        FullScreenTerminal.restore()
        var byDefault = sigaction()
        byDefault.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&byDefault.sa_mask)
        var ours = sigaction()
        sigaction(SIGTSTP, &byDefault, &ours)
        var stops = sigset_t()
        sigemptyset(&stops)
        sigaddset(&stops, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &stops, nil)
        // Stops here (a process group nobody can continue drops the stop: it goes on).
        raise(SIGTSTP)
        sigaction(SIGTSTP, &ours, nil)
        if wasActive == 1 { FullScreenTerminal.continued = 1 }
      }
      sigemptyset(&stop.sa_mask)
      sigaction(SIGTSTP, &stop, nil)
    }
  }

  /// Set by SIGTSTP's handler once the process continues; read by ``takeContinued()``.
  private nonisolated(unsafe) static var continued: Int32 = 0

  /// Whether the process was stopped and continued since the last call: the terminal is as
  /// the shell had it, and full-screen mode must be entered again.
  func takeContinued() -> Bool {
    let was = Self.continued
    Self.continued = 0
    return was != 0
  }

  /// Whether a stop can be continued: the shell that started us has job control (it put us in
  /// a process group of our own, in its session). Without it nobody would send SIGCONT.
  var canSuspend: Bool {
    let parent = getppid()
    return getpgid(parent) != getpgrp() && getsid(parent) == getsid(0)
      && tcgetpgrp(input) == getpgrp()
  }

  /// Stops the process as Ctrl-Z would (SIGTSTP: the terminal restored first), and enters
  /// full-screen mode again when the shell continues it.
  ///
  /// - Returns: `false`, doing nothing, when there is no job control to continue it.
  func suspend() -> Bool {
    guard canSuspend else { return false }
    kill(getpid(), SIGTSTP)
    if takeContinued() || Self.active == 0 { _ = enter() }
    return true
  }

  /// Writes `bytes` whole (one `write` when the terminal takes it).
  func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = Glibc.write(output, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += n
      }
    }
  }

  /// Waits at most `milliseconds` for input, or for a change in `watch`'s folder
  /// (``folderChanged`` then says so), and reads what is there.
  ///
  /// - Returns: The bytes read; empty when the time passed, a signal came, the folder changed
  ///   or the input ended (``isClosed`` then says so).
  func read(waiting milliseconds: Int32, or watch: FolderWatch? = nil) -> [UInt8] {
    var pollers = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
    if let watch { pollers.append(pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)) }
    let ready = poll(&pollers, nfds_t(pollers.count), milliseconds)
    folderChanged = pollers.count > 1 && pollers[1].revents != 0 && watch?.drain() == true
    guard ready > 0, pollers[0].revents != 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress!, 4096) }
    if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
      isClosed = true
      return []
    }
    return n > 0 ? Array(buffer[..<n]) : []
  }

  /// Whether input is waiting to be read (typed, and not read yet), without waiting for any.
  func hasWaitingInput() -> Bool {
    var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLIN) != 0
  }

  /// Whether the terminal's input ended (the terminal went away).
  private(set) var isClosed = false
  /// Whether the watched folder changed during the last ``read(waiting:or:)``.
  private(set) var folderChanged = false
}
