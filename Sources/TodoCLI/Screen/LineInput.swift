import TodoLocalization

/// The input line of `todo ui` (add, edit, filter): text and a caret, edited with the keys a
/// shell's line editor has — arrows, Home/End (Ctrl-A/Ctrl-E), Backspace and Delete over whole
/// characters (a wide one is one character), Ctrl-U and Ctrl-K.
struct LineInput: Equatable {
  /// The text, a character (grapheme cluster) each.
  private(set) var characters: [Character]
  /// Where the caret is: before the character of this index.
  private(set) var caret: Int
  /// The text as it was when editing began: ``isChanged`` compares with it.
  let initial: String

  init(_ text: String = "") {
    self.init(text, initial: text)
  }

  /// The line holding `text`, changed from `initial` (a refused edit's text, kept).
  init(_ text: String, initial: String) {
    characters = Array(text)
    caret = characters.count
    self.initial = initial
  }

  var text: String { String(characters) }
  var isChanged: Bool { text != initial }

  /// Applies an editing key; `false` for a key that is not one (Enter, Escape, …).
  mutating func apply(_ key: Key) -> Bool {
    switch key {
    case .paste(let text):
      // One line: line breaks and tabs become spaces, other control characters go; the
      // whole paste goes in at once.
      var line = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        if scalar == "\n" || scalar == "\r" || scalar == "\t" {
          line.append(" ")
        } else if scalar.value >= 0x20 && scalar.value != 0x7F
          && !(0x80...0x9F).contains(scalar.value)
        {
          line.append(scalar)
        }
      }
      var pasted = Array(String(line))
      // A paste that starts with a combining mark joins the character before the caret.
      if caret > 0, let first = pasted.first,
        first.unicodeScalars.allSatisfy({ $0.properties.isGraphemeExtend })
      {
        characters[caret - 1] = Character(String(characters[caret - 1]) + String(first))
        pasted.removeFirst()
      }
      characters.insert(contentsOf: pasted, at: caret)
      caret += pasted.count
    case .character(let character):
      // A combining mark joins the character before it.
      if caret > 0, character.unicodeScalars.allSatisfy({ $0.properties.isGraphemeExtend }) {
        characters[caret - 1] = Character(String(characters[caret - 1]) + String(character))
      } else {
        characters.insert(character, at: caret)
        caret += 1
      }
    case .left, .control("b"): caret = max(0, caret - 1)
    case .right, .control("f"): caret = min(characters.count, caret + 1)
    case .home, .control("a"): caret = 0
    case .end, .control("e"): caret = characters.count
    case .backspace:
      guard caret > 0 else { return true }
      characters.remove(at: caret - 1)
      caret -= 1
    case .delete, .control("d"):
      guard caret < characters.count else { return true }
      characters.remove(at: caret)
    case .control("u"):
      characters.removeFirst(caret)
      caret = 0
    case .control("k"):
      characters.removeLast(characters.count - caret)
    default:
      return false
    }
    return true
  }

  /// The part of the text to show in `width` columns so the caret is visible, and the caret's
  /// column in it. Only the characters around the caret are measured (a pasted megabyte
  /// costs what the row shows).
  func visible(width: Int) -> (text: String, caret: Int) {
    // Back from the caret while the caret still fits: where the shown part starts.
    var start = caret
    var before = 0
    while start > 0 {
      let previous = ScreenText.columns(of: characters[start - 1])
      guard before + previous < width else { break }
      before += previous
      start -= 1
    }
    var shown = ""
    var used = 0
    for index in start..<characters.count {
      let columns = ScreenText.columns(of: characters[index])
      guard used + columns <= width else { break }
      shown.append(characters[index])
      used += columns
    }
    return (shown, before)
  }
}
