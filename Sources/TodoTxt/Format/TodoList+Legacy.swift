/// Edits to lines that are not valid UTF-8 (Latin-1, Big5 and other 8-bit files).
///
/// Such a line is edited through a ``TodoItem`` whose text carries every byte that is not part
/// of a valid UTF-8 sequence as one private-use scalar, U+10FF00 plus the byte (the bytes are
/// 0x80–0xFF, so U+10FF80–U+10FFFF). The markers an edit adds or removes (`x `, dates, `(A) `,
/// `pri:A`, appended text) are ASCII or valid UTF-8; the escaped bytes are not whitespace, so
/// the line reads as the same tokens. Writing back turns each escape into its byte again:
/// every byte the edit did not touch is written exactly as read.
extension TodoList {
  /// The first scalar of the escape range: U+10FF00 + byte, for bytes 0x80–0xFF.
  private static let escapeBase: UInt32 = 0x10_FF00

  /// Whether `scalar` stands for one raw byte of a line that is not valid UTF-8.
  ///
  /// - Parameter scalar: Any scalar.
  public static func isByteEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
  }

  /// The text of `bytes` for editing: valid UTF-8 sequences as their scalars, each other byte
  /// as its escape (``isByteEscape(_:)``). A valid scalar of the escape range itself
  /// (U+10FF80–U+10FFFF, which could not be told from an escaped byte) has each of its four
  /// bytes escaped: ``unescapedBytes(_:)`` gives back every byte sequence exactly.
  ///
  /// - Parameter bytes: One line, without its line ending.
  public static func escapedText<C: Collection<UInt8>>(_ bytes: C) -> String {
    let bytes = Array(bytes)
    // Valid UTF-8 with no scalar from U+100000 up (their first byte is 0xF4) is its own text.
    if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
    var scalars = String.UnicodeScalarView()
    var i = 0
    while i < bytes.count {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes[i...].makeIterator()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if isByteEscape(scalar) {
          for byte in encoded { scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!) }
        } else {
          scalars.append(scalar)
        }
        i += encoded.count
      case .error(let length):
        for byte in bytes[i..<(i + length)] {
          scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!)
        }
        i += length
      case .emptyInput:
        i = bytes.count
      }
    }
    return String(scalars)
  }

  /// The bytes of text from ``escapedText(_:)``: each escape becomes its byte again, every
  /// other scalar its UTF-8.
  ///
  /// - Parameter text: Escaped text.
  public static func unescapedBytes(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isByteEscape(scalar) {
        out.append(UInt8(scalar.value - escapeBase))
      } else {
        out.append(contentsOf: Array(String(scalar).utf8))
      }
    }
    return out
  }

  /// Calls `body` with `text`'s bytes (``unescapedBytes(_:)``) as a NUL-terminated C string:
  /// the form a system call or the C library takes a path, a pattern or an argument held as
  /// escaped text in. Text without an escape is passed as it is, with no copy made.
  ///
  /// - Parameters:
  ///   - text: Escaped text (``escapedText(_:)``).
  ///   - body: Gets the C string, valid only during the call.
  public static func withUnescapedCString<R>(
    _ text: String, _ body: (UnsafePointer<CChar>) throws -> R
  ) rethrows -> R {
    // Text with no scalar from U+100000 up (their first byte is 0xF4) holds no escape.
    guard text.utf8.contains(0xF4) else { return try text.withCString(body) }
    return try (unescapedBytes(text) + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }

  /// The task on line `number` for an edit that is written back with
  /// ``replace(line:withEditable:)``: on a valid UTF-8 line ``item(atLine:)``; on another line,
  /// or one holding a character from U+100000 up (the escape range is among them), its bytes
  /// escaped (``escapedText(_:)``), so that every byte comes back as it was.
  ///
  /// - Parameter number: A 1-based line number.
  /// - Throws: ``TodoTxtError/lineOutOfRange(_:)`` when there is no such line.
  public func editableItem(atLine number: Int) throws -> TodoItem {
    guard number >= 1, number <= count else { throw TodoTxtError.lineOutOfRange(number) }
    if isValidUTF8(line: number) && !withBytes(ofLine: number, { $0.contains(0xF4) }) {
      return try item(atLine: number)
    }
    return TodoItem(parsing: withBytes(ofLine: number) { Self.escapedText($0) })
  }

  /// Replaces line `number` with an item from ``editableItem(atLine:)``, or one whose text
  /// holds escapes of typed bytes (an argument that is not UTF-8): the escapes are written as
  /// their bytes; text without any as ``replace(line:with:)`` on a valid line.
  ///
  /// - Parameters:
  ///   - number: A 1-based line number.
  ///   - item: The edited task.
  /// - Throws: As ``replaceBytes(line:with:)``.
  public mutating func replace(line number: Int, withEditable item: TodoItem) throws {
    guard number >= 1, number <= count else { throw TodoTxtError.lineOutOfRange(number) }
    if isValidUTF8(line: number) && !item.text.unicodeScalars.contains(where: Self.isByteEscape) {
      try replace(line: number, with: item)
    } else {
      try replaceBytes(line: number, with: Self.unescapedBytes(item.text))
    }
  }
}
