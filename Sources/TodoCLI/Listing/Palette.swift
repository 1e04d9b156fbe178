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

  /// The palette of `settings`, with its colours when `colourEnabled`.
  init(settings: Settings, colourEnabled: Bool) {
    colours = colourEnabled ? settings.colours : [:]
    hidePriority = settings.hidePriority
    hideProjects = settings.hideProjects
    hideContexts = settings.hideContexts
    hideCustom = settings.hideCustomSubstitution.flatMap { try? Regex($0) }
  }

  /// No colour and nothing hidden.
  init() {}
}
