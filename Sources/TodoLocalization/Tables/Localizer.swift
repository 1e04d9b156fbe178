/// Looks up user-facing strings in the chosen language's table, with English as the fallback.
///
/// The tables are `Resources/<language>.lproj/Localizable.strings`, found at run time by
/// ``Localizer/searchDirectories(environment:)`` (never through `Bundle`, which traps on Linux
/// when the bundle is missing). Lookups never fail: a key missing from the chosen table comes
/// from English, and a key missing everywhere shows as the key itself (the completeness test
/// keeps that from shipping).
public struct Localizer: Sendable {
  /// The language whose table is in use.
  public let language: Language
  /// Where the tables were found, or `nil` when none was.
  public let directory: String?
  /// A one-line English problem report when a table was missing or damaged, else `nil`.
  public let problem: String?
  private let table: [String: String]
  private let fallback: [String: String]
  private let directories: [String]
  private let isTrusted: @Sendable (String) -> Bool

  /// Loads the table for `language` (and English) from the first directory that has them.
  ///
  /// - Parameters:
  ///   - language: The language to use.
  ///   - directories: Folders holding `<language>.lproj/Localizable.strings`, in search order.
  ///   - isTrusted: Whether a table file may be read: the `todo` executable passes its check
  ///     that only the user or root can change the file and every folder on its way (a table
  ///     decides what todo tells the user). A table it refuses is skipped, as if missing.
  public init(
    language: Language, directories: [String],
    trusting isTrusted: @escaping @Sendable (String) -> Bool = { _ in true }
  ) {
    self.directories = directories
    self.isTrusted = isTrusted
    var problems: [String] = []
    func load(_ lang: Language) -> ([String: String], String)? {
      for dir in directories {
        let path = dir + "/" + lang.tableFolder + "/Localizable.strings"
        // Missing (the usual case for all but one folder) before the trust check's walk up the
        // path; the check still comes before the read.
        guard TableFiles.exists(path), isTrusted(path), let bytes = TableFiles.read(path) else {
          continue
        }
        do {
          return (try StringTable(parsing: bytes).entries, dir)
        } catch {
          problems.append("damaged string table \(path) (line \(error.line))")
          return nil
        }
      }
      return nil
    }
    let english = load(.english)
    var chosen = language
    var table = english?.0 ?? [:]
    var directory = english?.1
    if language != .english {
      if let loaded = load(language) {
        table = loaded.0
        directory = loaded.1
      } else {
        chosen = .english
        if problems.isEmpty {
          problems.append("string table \(language.tableFolder) not found")
        }
      }
    }
    if english == nil && problems.isEmpty {
      problems.append("string table en.lproj not found")
    }
    if !problems.isEmpty {
      problems[problems.count - 1] += "; looked in: " + directories.joined(separator: ", ")
    }
    self.language = chosen
    self.table = table
    self.fallback = english?.0 ?? [:]
    self.directory = directory
    self.problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
  }

  /// The first table file for `language` in the search directories that exists and passes
  /// the trust check, or `nil`: what ``init(language:directories:trusting:)`` loads, and what
  /// `todo install` copies.
  ///
  /// - Parameter language: The table's language.
  /// - Returns: The path of its `Localizable.strings`.
  public func tablePath(for language: Language) -> String? {
    for dir in directories {
      let path = dir + "/" + language.tableFolder + "/Localizable.strings"
      if isTrusted(path) && TableFiles.isReadable(path) { return path }
    }
    return nil
  }

  /// Whether any table was loaded.
  public var hasTables: Bool { !fallback.isEmpty || !table.isEmpty }

  /// The string for `key`.
  ///
  /// - Parameter key: The message.
  /// - Returns: The chosen language's text, else English, else the key's name.
  public func string(_ key: MessageKey) -> String {
    table[key.rawValue] ?? fallback[key.rawValue] ?? key.rawValue
  }

  /// The English string for `key`, whatever the chosen language: for a message whose reader's
  /// language is unknown (an unknown `--lang` value).
  ///
  /// - Parameter key: The message.
  /// - Returns: The English text, else the key's name.
  public func english(_ key: MessageKey) -> String {
    fallback[key.rawValue] ?? key.rawValue
  }

  /// Fills `%@`, `%n$@` and `%%` in `template` from `arguments`.
  ///
  /// `%@` is the next argument and `%1$@`, `%2$@`… a numbered one (so a translation may
  /// reorder them); `%%` is a percent sign.
  ///
  /// - Parameters:
  ///   - template: The text with placeholders.
  ///   - arguments: The values.
  /// - Returns: The filled-in text; a placeholder without an argument becomes empty.
  public static func format(_ template: String, _ arguments: [String]) -> String {
    guard template.utf8.contains(0x25) else { return template }
    var out = ""
    var next = 0
    var scalars = template.unicodeScalars[...]
    while let c = scalars.popFirst() {
      guard c == "%" else {
        out.unicodeScalars.append(c)
        continue
      }
      if scalars.first == "%" {
        scalars.removeFirst()
        out += "%"
        continue
      }
      if scalars.first == "@" {
        scalars.removeFirst()
        if next < arguments.count { out += arguments[next] }
        next += 1
        continue
      }
      var digits = 0
      var copy = scalars
      while let d = copy.first, let v = Int(String(d)) {
        digits = digits * 10 + v
        copy.removeFirst()
      }
      if digits > 0, copy.first == "$", copy.dropFirst().first == "@" {
        copy.removeFirst(2)
        scalars = copy
        if digits - 1 < arguments.count { out += arguments[digits - 1] }
        continue
      }
      out += "%"
    }
    return out
  }

  /// The folders searched for tables, in order.
  ///
  /// 1. `TODO_STRINGS_DIR`, when set;
  /// 2. `<prefix>/share/todo` for a binary installed as `<prefix>/bin/todo`;
  /// 3. `Resources` in the executable's folder or any folder above it (a build tree);
  /// 4. the package's `Resources` folder as compiled in (a `swift run` from anywhere).
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: Absolute or relative folder paths.
  public static func searchDirectories(environment: [String: String]) -> [String] {
    var dirs: [String] = []
    if let custom = environment["TODO_STRINGS_DIR"], !custom.isEmpty { dirs.append(custom) }
    if let exe = executablePath() {
      var dir = parent(exe)
      dirs.append(parent(dir) + "/share/todo")
      for _ in 0..<6 {
        dirs.append((dir == "/" ? "" : dir) + "/Resources")
        let up = parent(dir)
        if up == dir { break }
        dir = up
      }
    }
    // This file is <package>/Sources/TodoLocalization/Tables/Localizer.swift.
    let source = "\(#filePath)"
    dirs.append(parent(parent(parent(parent(source)))) + "/Resources")
    var seen = Set<String>()
    return dirs.filter { seen.insert($0).inserted }
  }

  private static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The running executable's path (`/proc/self/exe`), or `nil`.
  public static func executablePath() -> String? { TableFiles.link("/proc/self/exe") }
}
