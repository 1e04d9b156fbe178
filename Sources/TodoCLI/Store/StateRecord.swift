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
  func bytes(_ key: String) -> [UInt8]? { self[key].flatMap { StateRecord.unhex($0.utf8) } }

  /// The bytes that ``hex(_:)`` wrote as `digits`; `nil` when malformed.
  static func unhex(_ digits: some Collection<UInt8>) -> [UInt8]? {
    guard digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var high: UInt8?
    for c in digits {
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
    // Byte by byte: the escapes are ASCII, so UTF-8 is escaped as it is (and long values,
    // such as appended lines in hex, cost one pass).
    var out: [UInt8] = []
    out.reserveCapacity(fields.reduce(1) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 })
    for (index, field) in fields.enumerated() {
      if index > 0 { out.append(0x09) }
      out += field.key.utf8
      out.append(0x3D)
      // Most values need no escape (hex, numbers, paths): copied whole.
      if !field.value.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) {
        out += field.value.utf8
        continue
      }
      for c in field.value.utf8 {
        switch c {
        case 0x5C: out += [0x5C, 0x5C]
        case 0x09: out += [0x5C, 0x74]
        case 0x0A: out += [0x5C, 0x6E]
        default: out.append(c)
        }
      }
    }
    out.append(0x0A)
    return String(decoding: out, as: UTF8.self)
  }

  /// Parses one line written by ``line`` (its bytes, without the newline); `nil` if it is not
  /// one.
  init?(line: ArraySlice<UInt8>) {
    for field in line.split(separator: 0x09, omittingEmptySubsequences: false) {
      guard let eq = field.firstIndex(of: 0x3D), eq > field.startIndex else { return nil }
      let raw = field[field.index(after: eq)...]
      var value: [UInt8] = []
      if !raw.contains(0x5C) {
        // Most values have no escape (hex, numbers, paths): copied whole.
        value = Array(raw)
      } else {
        value.reserveCapacity(raw.count)
        var escaped = false
        for c in raw {
          if escaped {
            switch c {
            case 0x5C: value.append(0x5C)
            case 0x74: value.append(0x09)
            case 0x6E: value.append(0x0A)
            default: return nil
            }
            escaped = false
          } else if c == 0x5C {
            escaped = true
          } else {
            value.append(c)
          }
        }
        if escaped { return nil }
      }
      let key = String(decoding: field[..<eq], as: UTF8.self)
      self[key] = String(decoding: value, as: UTF8.self)
    }
    if fields.isEmpty { return nil }
  }

  /// The format of the state files this todo writes (a version's record, the journal): the
  /// first line of each is `format=N`. A file without it is of format 1; a file of a format
  /// after this one was written by a newer todo and is never read as one of this format.
  static let currentFormat = 2

  /// The first line of a state file of ``currentFormat``.
  static var formatLine: StateRecord { StateRecord(["format": String(currentFormat)]) }

  /// The records of the state file `bytes` as this todo's code reads them: after the format
  /// line, as written when the file is of ``currentFormat``, brought up to it when it is of
  /// an older one (``OlderRecords``, the one place that knows older formats); `nil` for a
  /// file of a newer format.
  static func document(in bytes: [UInt8]) -> [StateRecord]? {
    var records = records(in: bytes)
    guard let first = records.first, first.fields.count == 1, let format = first.int("format")
    else { return OlderRecords.upgrade(records, from: 1) }
    records.removeFirst()
    if format == currentFormat { return records }
    guard format < currentFormat else { return nil }
    return OlderRecords.upgrade(records, from: format)
  }

  /// `records` as a state file of ``currentFormat``: the format line, then one line each.
  static func documentBytes(_ records: [StateRecord]) -> [UInt8] {
    Array(([formatLine] + records).map(\.line).joined().utf8)
  }

  /// Every record in `text`, one per line; lines that do not parse (a torn last line) are
  /// left out.
  static func records(in bytes: [UInt8]) -> [StateRecord] {
    // Only complete lines: a record being written when the writer was killed has no newline.
    guard let end = bytes.lastIndex(of: 0x0A) else { return [] }
    var records: [StateRecord] = []
    var start = 0
    while start < end {
      let newline = bytes[start..<end].firstIndex(of: 0x0A) ?? end
      if newline > start, let record = StateRecord(line: bytes[start..<newline]) {
        records.append(record)
      }
      start = newline + 1
    }
    return records
  }
}
