/// A key (or a mouse report) as `todo ui` reads it from the terminal.
enum Key: Equatable {
  /// A printable character, typed or pasted.
  case character(Character)
  case up, down, left, right, pageUp, pageDown, home, end
  case enter, escape, backspace, delete, tab
  /// Ctrl and a letter, as the letter (`c` for Ctrl-C); Ctrl-H, -I, -M and -[ are
  /// ``backspace``, ``tab``, ``enter`` and ``escape``.
  case control(Character)
  /// A mouse button press (0 left, 1 middle, 2 right) at a 0-based row and column.
  case click(button: Int, row: Int, column: Int)
  /// The mouse wheel: -1 up, 1 down.
  case wheel(Int)
  /// Text pasted (bracketed paste, xterm's mode 2004): never read as keys, so a pasted line
  /// break or letter runs no command.
  case paste(String)
}

/// Turns the bytes a terminal sends into keys: UTF-8 text, control characters, the CSI and SS3
/// sequences of xterm-like terminals, tmux, screen and the Linux console for the cursor keys,
/// Home, End, PgUp, PgDn and Delete, and SGR (1006) mouse reports.
///
/// An ESC at the end of a read, alone or with part of a sequence, waits for the next read
/// (``hasPending``): a terminal over a slow link (ssh, tmux) may split a sequence, and the
/// arrow key's `ESC [ A` read as Escape then `A` would archive. When nothing follows within
/// a moment, ``flush()`` makes the lone ESC the Escape key. A sequence it does not know is
/// dropped whole, never read as the letters it holds.
struct KeyDecoder {
  /// The bytes of a paste whose end has not come yet (a paste may span reads).
  private var pasted: [UInt8]?
  /// The start of an escape sequence at the end of the last read.
  private var pending: [UInt8] = []

  /// Whether an ESC waits for the rest of its sequence: read again soon, then ``flush()``.
  var hasPending: Bool { !pending.isEmpty }

  /// The key of the ESC left waiting, when nothing followed it: a lone ESC is the Escape key;
  /// a sequence cut short is dropped. What comes next, if it starts as the rest of a sequence
  /// (`[`, `O`), is read as that sequence, late (``afterEscape``), never as the letters.
  mutating func flush() -> [Key] {
    defer { pending = [] }
    late = pending
    return pending == [0x1B] ? [.escape] : []
  }

  /// The ESC, or the start of a sequence, given up on by ``flush()``: what comes next is read
  /// as its rest when it can be (`[A` after a lone ESC, `5A` after `ESC [1;`).
  private var late: [UInt8] = []

  /// Whether an escape sequence given up on may still be finished by what comes next: the
  /// controller clears it (``forgetEscape()``) once a second has passed, as a terminal's
  /// sequence never takes longer.
  var afterEscape: Bool { !late.isEmpty }

  /// Takes what comes next as keys again, not as the rest of a late escape sequence.
  mutating func forgetEscape() { late = [] }

  static let pasteStart = Array("\u{1B}[200~".utf8)
  static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// The keys in `bytes` read on their own.
  static func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.keys(bytes) + decoder.flush()
  }

  /// The keys in `bytes`, the next read of the terminal, in order.
  mutating func keys(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var bytes = pending.isEmpty ? bytes : pending + bytes
    pending = []
    // The rest of a sequence whose start came alone, late (a slow link): `[A` after ESC is
    // ↑, never `[` and `A` (archive); `[200~` starts a paste; `5A` after `ESC [1;` is
    // Ctrl-↑.
    if let first = bytes.first, pasted == nil, !late.isEmpty {
      let continues: Bool
      if late == [0x1B] {
        continues = first == 0x5B || first == 0x4F
      } else if late.count >= 2, late[1] == 0x4F {
        continues = (0x40...0x7E).contains(first)
      } else {
        continues = (0x20...0x7E).contains(first)
      }
      if continues { bytes = late + bytes }
    }
    late = []
    var index = 0
    while index < bytes.count {
      if pasted != nil {
        // Up to the end marker, or all of this read (appended in place: a long paste comes
        // in many reads). The marker itself may be split between reads.
        let searchFrom = max(0, pasted!.count - (Self.pasteEnd.count - 1))
        pasted!.append(contentsOf: bytes[index...])
        index = bytes.count
        if let end = Self.find(Self.pasteEnd, in: pasted!, from: searchFrom) {
          // What follows the end marker in the same read is pasted text too: a terminal sends
          // a paste in one write, and keys come in reads of their own; an end marker inside
          // the pasted text (tmux passes it on) must not make the rest keys.
          var text = pasted![..<end] + pasted![(end + Self.pasteEnd.count)...]
          while let inner = Self.find(Self.pasteEnd, in: Array(text), from: 0) {
            text.removeSubrange(
              (text.startIndex + inner)..<(text.startIndex + inner + Self.pasteEnd.count))
          }
          keys.append(.paste(String(decoding: text, as: UTF8.self)))
          pasted = nil
        }
        continue
      }
      if bytes[index...].starts(with: Self.pasteStart) {
        pasted = []
        index += Self.pasteStart.count
        continue
      }
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        if Self.isUnfinished(bytes[index...]) {
          pending = Array(bytes[index...])
          index = bytes.count
          continue
        }
        let (key, length) = Self.escapeSequence(bytes, at: index)
        if let key { keys.append(key) }
        index += length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x09: keys.append(.tab)
      case 0x01...0x1A: keys.append(.control(Character(UnicodeScalar(byte + 0x60))))
      case 0x00, 0x1C...0x1F: break
      default:
        // A UTF-8 sequence: its length from the lead byte, as many continuation bytes as
        // follow; a bad one is dropped (only the bytes it took).
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        var end = index + 1
        while end < min(bytes.count, index + length), bytes[end] & 0xC0 == 0x80 { end += 1 }
        if let scalar = String(validating: bytes[index..<end], as: UTF8.self)?.unicodeScalars.first,
          scalar.value >= 0x20
        {
          keys.append(.character(Character(scalar)))
        }
        index = end
        continue
      }
      index += 1
    }
    // Combining marks typed after a letter join it, as the text will.
    return keys
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count - start >= needle.count else { return nil }
    for at in start...(bytes.count - needle.count) where bytes[at...].starts(with: needle) {
      return at
    }
    return nil
  }

  /// Whether `bytes` (from an ESC to the end of a read) are an escape sequence's start whose
  /// end has not come: ESC alone, `ESC [` and parameters (a paste's start marker among
  /// them), or `ESC O`.
  private static func isUnfinished(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard bytes.count < 32 else { return false }
    let rest = bytes.dropFirst()
    guard let introducer = rest.first else { return true }
    if introducer == 0x4F { return rest.count == 1 }
    guard introducer == 0x5B else { return false }
    return rest.dropFirst().allSatisfy { (0x20...0x3F).contains($0) }
  }

  /// The key of the escape sequence at `start`, and how many bytes it takes.
  private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key?, Int) {
    guard start + 1 < bytes.count else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    if introducer == 0x4F, start + 2 < bytes.count {  // SS3: ESC O A
      return (final(bytes[start + 2], parameters: []), 3)
    }
    guard introducer == 0x5B else {
      // ESC and a printable key in one read: Alt and that key, which nothing is bound to (Alt-A
      // must not archive). ESC and anything else: the Escape key, then that.
      if (0x20..<0x7F).contains(introducer) { return (nil, 2) }
      return (.escape, 1)
    }
    // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, a final byte 0x40–0x7E.
    var index = start + 2
    var parameters: [UInt8] = []
    while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
      parameters.append(bytes[index])
      index += 1
    }
    guard index < bytes.count else { return (nil, index - start) }
    let finalByte = bytes[index]
    let length = index + 1 - start
    if parameters.first == 0x3C, finalByte == 0x4D || finalByte == 0x6D {  // ESC [ < b ; x ; y M
      return (mouse(parameters.dropFirst(), pressed: finalByte == 0x4D), length)
    }
    return (final(finalByte, parameters: parameters), length)
  }

  private static func final(_ byte: UInt8, parameters: [UInt8]) -> Key? {
    switch byte {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x7E:
      // ESC [ N ~ (a modifier may follow: ESC [ 5 ; 2 ~).
      let number = Int(String(decoding: parameters.prefix { $0 != 0x3B }, as: UTF8.self))
      switch number {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  private static func mouse(_ parameters: ArraySlice<UInt8>, pressed: Bool) -> Key? {
    let numbers = parameters.split(separator: 0x3B).compactMap {
      Int(String(decoding: $0, as: UTF8.self))
    }
    guard numbers.count == 3, pressed else { return nil }
    let (code, column, row) = (numbers[0], numbers[1] - 1, numbers[2] - 1)
    if code & 64 != 0 { return .wheel(code & 1 == 0 ? -1 : 1) }
    guard code & 32 == 0 else { return nil }  // a drag
    return .click(button: code & 3, row: row, column: column)
  }
}
