import Foundation
import TodoLocalization

/// The package's `Resources` folder, found from this file's path
/// (`<package>/Tests/TodoLocalizationTests/TestSupport.swift`).
let resourcesDirectory: String = {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { url.deleteLastPathComponent() }
  return url.appendingPathComponent("Resources").path
}()

/// The path of a shipped string table.
func tablePath(_ language: Language) -> String {
  resourcesDirectory + "/" + language.tableFolder + "/Localizable.strings"
}

/// The raw text of a shipped string table.
func tableText(_ language: Language) throws -> String {
  try String(contentsOfFile: tablePath(language), encoding: .utf8)
}

/// The parsed entries of a shipped string table (parsed once per run: the tests that take
/// every message key as an argument read them hundreds of times).
func tableEntries(_ language: Language) throws -> [String: String] {
  try parsedTables[language]!.get()
}

private let parsedTables: [Language: Result<[String: String], any Error>] = Dictionary(
  uniqueKeysWithValues: Language.allCases.map { language in
    (language, Result { try StringTable(parsing: tableText(language)).entries })
  })

/// The format placeholders of one message.
struct Placeholders: Equatable, CustomStringConvertible {
  /// How many `%@` (each takes the next argument).
  var sequential = 0
  /// The numbers of `%n$@` placeholders.
  var numbered: Set<Int> = []
  /// Anything else after a `%` (such as `%d` or a lone `%`), which `Localizer.format` does
  /// not fill in.
  var unsupported: [String] = []

  /// How many arguments the message needs.
  var argumentCount: Int { max(sequential, numbered.max() ?? 0) }

  var description: String {
    "\(sequential)×%@, numbered \(numbered.sorted()), unsupported \(unsupported)"
  }

  /// Scans `template` the way `Localizer.format` reads it.
  init(_ template: String) {
    var scalars = template.unicodeScalars[...]
    while let c = scalars.popFirst() {
      guard c == "%" else { continue }
      if scalars.first == "%" {
        scalars.removeFirst()
      } else if scalars.first == "@" {
        scalars.removeFirst()
        sequential += 1
      } else {
        var digits = ""
        while let d = scalars.first, ("0"..."9").contains(d) {
          digits.unicodeScalars.append(d)
          scalars.removeFirst()
        }
        if let n = Int(digits), n > 0, scalars.first == "$", scalars.dropFirst().first == "@" {
          scalars.removeFirst(2)
          numbered.insert(n)
        } else {
          unsupported.append("%" + digits + String(scalars.prefix(2)))
        }
      }
    }
  }
}

extension Unicode.Scalar {
  /// A Han ideograph (CJK Unified Ideographs, Extension A and later, compatibility ideographs).
  var isHan: Bool {
    switch value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x2_0000...0x3_FFFF: true
    default: false
    }
  }

  /// Full-width punctuation as the style guide uses it: ，。：；！？「」『』（）、 and the rest of the
  /// CJK Symbols and Punctuation and Halfwidth and Fullwidth Forms blocks.
  var isFullWidthPunctuation: Bool {
    switch value {
    case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
      true
    default: false
    }
  }

  /// An ASCII letter or digit.
  var isASCIIAlphanumeric: Bool {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: false
    }
  }

  /// Terminal columns: 2 for East Asian wide and full-width characters, else 1.
  var columns: Int {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x2_0000...0x3_FFFD:
      2
    default: 1
    }
  }
}

extension String {
  /// Terminal columns (the tables hold no combining marks or emoji).
  var columns: Int { unicodeScalars.reduce(0) { $0 + $1.columns } }
}
