/// The names sync clients give the conflict copies of a file `NAME.EXT`, matched exactly.
///
/// - Dropbox: `NAME (WHO's conflicted copy).EXT`, `NAME (WHO's conflicted copy YYYY-MM-DD).EXT`,
///   and either with ` (N)` before `.EXT` when that name was taken, or the dated one with it
///   inside the parentheses (`… YYYY-MM-DD (N)).EXT`).
/// - Syncthing: `NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.EXT` (`DEVICE`: 7 of `A-Z0-9`;
///   older versions leave out `-DEVICE`).
/// - Nextcloud/ownCloud: `NAME (conflicted copy YYYY-MM-DD HHMMSS).EXT`; older ownCloud
///   clients `NAME_conflict-YYYYMMDD-HHMMSS.EXT`.
enum ConflictCopyName {
  /// Whether `entry` is a conflict copy's name for the file named `name`.
  static func matches(_ entry: String, copyOf name: String) -> Bool {
    let (stem, ext) = split(name)
    // Compared as bytes: `String` equality takes a canonically equivalent name (another file
    // on Linux) for the same.
    let bytes = entry.utf8
    guard bytes.starts(with: stem.utf8), bytes.reversed().starts(with: ext.utf8.reversed()),
      bytes.count > stem.utf8.count + ext.utf8.count
    else { return false }
    var middle = Substring(bytes.dropFirst(stem.utf8.count).dropLast(ext.utf8.count))
    if middle.hasPrefix(".sync-conflict-") {
      middle = middle.dropFirst(".sync-conflict-".count)
      guard take(date: &middle, separator: nil), middle.popFirst() == "-",
        take(time: &middle)
      else { return false }
      if middle.isEmpty { return true }
      guard middle.popFirst() == "-", middle.count == 7 else { return false }
      return middle.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
    if middle.hasPrefix("_conflict-") {
      middle = middle.dropFirst("_conflict-".count)
      return take(date: &middle, separator: nil) && middle.popFirst() == "-"
        && take(time: &middle) && middle.isEmpty
    }
    guard middle.hasPrefix(" ("), middle.hasSuffix(")") else { return false }
    // Dropbox's ` (N)` when the name was taken.
    if let open = middle.lastIndex(of: "("), open > middle.index(middle.startIndex, offsetBy: 1) {
      let number = middle[middle.index(after: open)..<middle.index(before: middle.endIndex)]
      if !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) }),
        middle[..<open].hasSuffix(") ")
      {
        middle = middle[..<middle.index(open, offsetBy: -1)]
      }
    }
    var inner = middle.dropFirst(2).dropLast()
    if inner.hasPrefix("conflicted copy ") {
      inner = inner.dropFirst("conflicted copy ".count)
      return take(date: &inner) && inner.popFirst() == " " && take(time: &inner)
        && inner.isEmpty
    }
    for marker in ["'s conflicted copy", "\u{2019}s conflicted copy"] {
      guard let range = inner.firstRange(of: marker), range.lowerBound > inner.startIndex else {
        continue
      }
      var rest = inner[range.upperBound...]
      if rest.isEmpty { return true }
      guard rest.popFirst() == " ", take(date: &rest) else { return false }
      // Dropbox's ` (N)` inside, when that name was taken: `… 2026-11-30 (1)).txt`.
      if rest.hasPrefix(" (") && rest.hasSuffix(")") {
        let number = rest.dropFirst(2).dropLast()
        return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
      }
      return rest.isEmpty
    }
    return false
  }

  /// The date (and time of day, when the name has one) in a conflict copy's name, local time,
  /// as the sync client wrote it: Syncthing's and ownCloud's `YYYYMMDD-HHMMSS`, Nextcloud's
  /// `YYYY-MM-DD HHMMSS`, Dropbox's `YYYY-MM-DD` (a day only); `nil` for a name without one.
  ///
  /// - Parameters:
  ///   - entry: A name that ``matches(_:copyOf:)``.
  ///   - name: The name of the file it is a copy of.
  static func stamp(
    _ entry: String, copyOf name: String
  ) -> (year: Int, month: Int, day: Int, time: (hour: Int, minute: Int, second: Int)?)? {
    let (stem, ext) = split(name)
    guard matches(entry, copyOf: name) else { return nil }
    let middle = Substring(entry.dropFirst(stem.count).dropLast(ext.count))
    func numbers(_ text: Substring, compact: Bool) -> [Int] {
      // `YYYYMMDD-HHMMSS` or `YYYY-MM-DD HHMMSS`: split into fields.
      var fields: [Int] = []
      for group in text.split(whereSeparator: { !("0"..."9").contains($0) }) {
        let chars = Array(group)
        var widths: [Int]
        switch chars.count {
        case 8 where compact: widths = [4, 2, 2]
        case 6: widths = [2, 2, 2]
        default: widths = [chars.count]
        }
        var at = 0
        for width in widths where at + width <= chars.count {
          fields.append(Int(String(chars[at..<(at + width)])) ?? 0)
          at += width
        }
      }
      return fields
    }
    var fields: [Int]
    if middle.hasPrefix(".sync-conflict-") {
      fields = numbers(middle.dropFirst(".sync-conflict-".count).prefix(15), compact: true)
    } else if middle.hasPrefix("_conflict-") {
      fields = numbers(middle.dropFirst("_conflict-".count).prefix(15), compact: true)
    } else if let range = middle.firstRange(of: "conflicted copy ") {
      fields = numbers(
        middle[range.upperBound...].prefix(while: { $0 != ")" && $0 != "(" }), compact: false)
    } else {
      return nil
    }
    guard fields.count == 3 || fields.count == 6 else { return nil }
    let time = fields.count == 6 ? (fields[3], fields[4], fields[5]) : nil
    return (fields[0], fields[1], fields[2], time)
  }

  /// `todo.txt` → (`todo`, `.txt`); a name without an extension has an empty one.
  private static func split(_ name: String) -> (String, String) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
    return (String(name[..<dot]), String(name[dot...]))
  }

  /// `count` digits whose value is in `range`, or `nil` (and `text` unchanged).
  private static func take(
    _ count: Int, in range: ClosedRange<Int>, from text: inout Substring
  ) -> Int? {
    let head = text.prefix(count)
    guard head.count == count, head.allSatisfy({ ("0"..."9").contains($0) }),
      let value = Int(head), range.contains(value)
    else { return nil }
    text = text.dropFirst(count)
    return value
  }

  /// A real date, `YYYY-MM-DD` (or `YYYYMMDD` without `separator`): a sync client writes the
  /// day it made the copy, so `2026-13-45` is no copy's name.
  private static func take(date text: inout Substring, separator: Character? = "-") -> Bool {
    func skipSeparator() -> Bool { separator.map { text.popFirst() == $0 } ?? true }
    guard let year = take(4, in: 1...9999, from: &text), skipSeparator(),
      let month = take(2, in: 1...12, from: &text), skipSeparator()
    else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return take(2, in: 1...days, from: &text) != nil
  }

  /// A real time of day, `HHMMSS`.
  private static func take(time text: inout Substring) -> Bool {
    take(2, in: 0...23, from: &text) != nil && take(2, in: 0...59, from: &text) != nil
      && take(2, in: 0...59, from: &text) != nil
  }
}
