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
    self.escapeControls = escapeControls
    hidePriority = settings.hidePriority
    hideProjects = settings.hideProjects
    hideContexts = settings.hideContexts
    hideCustom = settings.hideCustomSubstitution.flatMap { try? Regex($0) }
  }

  /// No colour and nothing hidden.
  init() {}
}
