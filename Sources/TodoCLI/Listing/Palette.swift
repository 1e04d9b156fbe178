/// How list lines look: the colours in use and what is left out (`-P`, `-+`, `-@`,
/// `HIDE_CUSTOM_SUBSTITUTION`); a value, built once per command.
struct Palette {
  /// Colour name (`PRI_A`, `COLOR_DONE`, `DEFAULT`, …) to escape sequence; empty when colour is
  /// off.
  var colours: [String: String] = [:]
  /// `-P`: the `(A) ` of a line is not shown.
  var hidePriority = false
  /// `-+`: `+project` tokens are not shown, with the whitespace character before them.
  var hideProjects = false
  /// `-@`: `@context` tokens are not shown, with the whitespace character before them.
  var hideContexts = false
  /// `HIDE_CUSTOM_SUBSTITUTION`: what matches is removed from the painted line.
  var hideCustom: Regex?
  /// Whether control characters in task text are shown escaped (``TerminalText``): when the
  /// lines go to a terminal.
  var escapeControls = false

  /// The palette of `settings`, with its colours when `colourEnabled`, escaping task text's
  /// control characters when `escapeControls`.
  init(settings: Settings, colourEnabled: Bool, escapeControls: Bool = false) {
    colours = colourEnabled ? settings.colours : [:]
    // On a terminal a done line is dim and struck through, as to-do apps show it, unless
    // COLOR_DONE says otherwise; todo.sh's light grey stays on a pipe (`-c`), byte for byte.
    if escapeControls, colours["COLOR_DONE"] == Palette.todoShDone {
      colours["COLOR_DONE"] = Palette.terminalDone
    }
    self.escapeControls = escapeControls
    hidePriority = settings.hidePriority
    hideProjects = settings.hideProjects
    hideContexts = settings.hideContexts
    hideCustom = settings.hideCustomSubstitution.flatMap { try? Regex($0) }
  }

  /// No colour and nothing hidden.
  init() {}

  /// todo.sh's `COLOR_DONE`, `$LIGHT_GREY`.
  static let todoShDone = "\u{1B}[0;37m"
  /// Done lines on a terminal when `COLOR_DONE` is todo.sh's: dim (SGR 2) and crossed out
  /// (SGR 9, ECMA-48).
  static let terminalDone = "\u{1B}[2;9m"
}
