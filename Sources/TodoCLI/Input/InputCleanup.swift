import TodoLocalization
import TodoTxt

// MARK: - Input cleanup for add, addto, addm, append, prepend, replace, edit

extension TaskInput {
  /// Task text typed in arguments or at a prompt, ready to be stored: CR and LF become spaces
  /// (todo.sh's `cleaninput`), and a control character is refused, so no escape byte reaches
  /// the file.
  ///
  /// Refused are C0 controls but tab (ESC, the byte arrow keys send at a prompt without a line
  /// editor, among them), DEL, and C1 controls (U+0080–U+009F; U+009B is an 8-bit CSI).
  ///
  /// - Parameters:
  ///   - text: The words joined as todo.sh's `$*`, or the line read.
  ///   - usage: The action's usage line, the error for text that is empty after trimming.
  /// - Returns: The text with CR and LF turned into spaces.
  /// - Throws: ``CLIError``: the usage line for empty text, a message for a control
  ///   character.
  func cleanedTaskText(_ text: String, usage: @autoclosure () -> String) throws -> String {
    let cleaned = cleanInput([text])
    if cleaned.trimmingWhitespace().isEmpty { throw CLIError(message: usage()) }
    try refuseControlCharacters(in: cleaned)
    return cleaned
  }

  /// Throws the control-character message for the first control character of `text` (see
  /// ``cleanedTaskText(_:usage:)``).
  ///
  /// - Throws: ``CLIError`` naming the character as `U+001B`.
  func refuseControlCharacters(in text: String) throws {
    if let bad = text.unicodeScalars.first(where: Self.isRefusedControl) {
      throw CLIError(message: l(.controlCharacterRefused, Self.codePoint(bad)))
    }
  }

  /// Whether `scalar` is a control character task text may not hold: C0 but tab, DEL, C1.
  /// (CR and LF are turned into spaces before this is asked.)
  static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09) || (0x7F...0x9F).contains(value)
  }

  /// `U+001B` for ESC.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

}
