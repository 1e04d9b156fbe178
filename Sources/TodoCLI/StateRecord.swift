/// One record of `todo`'s own state (a backup's description, a journal entry): named fields,
/// written as one line.
///
/// The line is `key=value` fields separated by tabs. In values, `\` is written `\\`, a tab
/// `\t` and a newline `\n`, so a path may hold any byte but NUL. Keys are plain words. A line
/// that does not parse is skipped by readers: a record is never trusted half-read.
struct StateRecord: Equatable {
  private(set) var fields: [(key: String, value: String)] = []

  init() {}

  init(_ fields: KeyValuePairs<String, String>) {
    for (key, value) in fields { self[key] = value }
  }

  static func == (a: StateRecord, b: StateRecord) -> Bool {
    a.fields.elementsEqual(b.fields) { $0.key == $1.key && $0.value == $1.value }
  }

  /// The value of `key`; setting `nil` removes it.
  subscript(key: String) -> String? {
    get { fields.first { $0.key == key }?.value }
    set {
      let index = fields.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let i?, let v?): fields[i].value = v
      case (let i?, nil): fields.remove(at: i)
      case (nil, let v?): fields.append((key, v))
      case (nil, nil): break
      }
    }
  }

  /// The value of `key` as an integer.
  func int(_ key: String) -> Int? { self[key].flatMap { Int($0) } }

  /// The value of `key` as bytes written by ``hex(_:)``; `nil` when missing or malformed.
  func bytes(_ key: String) -> [UInt8]? {
    guard let text = self[key], text.utf8.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count / 2)
    var high: UInt8?
    for c in text.utf8 {
      let digit: UInt8
      switch c {
      case 0x30...0x39: digit = c - 0x30
      case 0x61...0x66: digit = c - 0x61 + 10
      default: return nil
      }
      if let h = high {
        bytes.append(h << 4 | digit)
        high = nil
      } else {
        high = digit
      }
    }
    return bytes
  }

  /// `bytes` as a field value: two lowercase hex digits a byte (any byte, NUL included).
  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The value of `key` as a file signature.
  func signature(_ key: String) -> FileSignature? {
    self[key].flatMap { FileSignature(field: $0) }
  }

  /// The record as one line, with its newline.
  var line: String {
    var out = ""
    for (index, field) in fields.enumerated() {
      if index > 0 { out += "\t" }
      out += field.key + "="
      for c in field.value.unicodeScalars {
        switch c {
        case "\\": out += "\\\\"
        case "\t": out += "\\t"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(c)
        }
      }
    }
    return out + "\n"
  }

  /// Parses one line written by ``line`` (without its newline); `nil` if it is not one.
  init?(line: Substring) {
    for field in line.split(separator: "\t", omittingEmptySubsequences: false) {
      guard let eq = field.firstIndex(of: "="), eq > field.startIndex else { return nil }
      var value = ""
      var escaped = false
      for c in field[field.index(after: eq)...].unicodeScalars {
        if escaped {
          switch c {
          case "\\": value += "\\"
          case "t": value += "\t"
          case "n": value += "\n"
          default: return nil
          }
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else {
          value.unicodeScalars.append(c)
        }
      }
      if escaped { return nil }
      self[String(field[..<eq])] = value
    }
    if fields.isEmpty { return nil }
  }

  /// Every record in `text`, one per line; lines that do not parse (a torn last line) are
  /// left out.
  static func records(in bytes: [UInt8]) -> [StateRecord] {
    let text = String(decoding: bytes, as: UTF8.self)
    // Only complete lines: a record being written when the writer was killed has no newline.
    guard let end = text.lastIndex(of: "\n") else { return [] }
    return text[..<end].split(separator: "\n").compactMap { StateRecord(line: $0) }
  }
}
