import TodoTxt

/// Reads a todo.cfg that holds only plain assignments without starting bash, with exactly the
/// result sourcing it in bash gives: a run with a configuration then costs no shell.
///
/// A plain configuration is lines of `NAME=value` or `export NAME=value` (also `export NAME`),
/// blank lines and `#` comments, where a value is made of unquoted words, `'single'` and
/// `"double"` quotes, and `$NAME`/`${NAME}` expansions (in double quotes or not), expanded as
/// bash expands them in an assignment: no word splitting, no globbing. Anything else (command
/// substitution, `${NAME:-default}`, `~`, unquoted backslashes, `;`, `if`, functions,
/// `source`, positional parameters, variables bash sets itself such as `$PWD` or `$RANDOM`, an
/// environment bash would read differently) makes ``evaluate(config:environment:)`` return
/// `nil`, and the caller runs bash as before: behaviour never changes, only its cost.
enum PlainConfig {
  /// The largest configuration read without bash, in bytes (a real one is a few kilobytes).
  static let maximumSize = 1 << 20

  /// What sourcing the configuration at `config` after todo.sh's defaults leaves, as
  /// ``Settings`` reads it back from bash: the listed variables over `environment`, and the
  /// exported environment; `nil` when the file is not plain (then bash must run it).
  ///
  /// - Parameters:
  ///   - config: The configuration's path, already found and checked as bash's would be.
  ///   - environment: The environment bash would start with.
  /// - Returns: `variables` (`environment` with the variables todo reads, as the configuration
  ///   left them) and `exported` (what `env` would print in that shell, but for `_`, the path of
  ///   the last command bash ran).
  static func evaluate(config: String, environment: [String: String]) -> (
    variables: [String: String], exported: [String: String]
  )? {
    // `. name` without a slash searches PATH first: bash decides.
    guard config.utf8.contains(UInt8(ascii: "/")), let text = read(config) else { return nil }
    return evaluate(text: text, environment: environment)
  }

  /// ``evaluate(config:environment:)`` for the configuration's bytes.
  ///
  /// - Parameters:
  ///   - text: The configuration file's content.
  ///   - environment: The environment bash would start with.
  /// - Returns: As ``evaluate(config:environment:)``; `nil` when bash must read it.
  static func evaluate(text: [UInt8], environment: [String: String]) -> (
    variables: [String: String], exported: [String: String]
  )? {
    // In a multi-byte locale other than UTF-8 (Big5, GBK, Shift_JIS), a character's second
    // byte can be a backslash or a quote to this reader but not to bash.
    if text.contains(where: { $0 >= 0x80 }) && !isUTF8OrC(environment) { return nil }
    guard var shell = Shell(environment: environment) else { return nil }
    shell.setTodoDefaults()
    var lines = text[...]
    while !lines.isEmpty {
      let end = lines.firstIndex(of: 0x0A) ?? lines.endIndex
      guard shell.run(line: lines[lines.startIndex..<end]) else { return nil }
      lines = end == lines.endIndex ? [] : lines[(end + 1)...]
    }
    return shell.result(over: environment)
  }

  /// Whether bash reads text in `environment`'s locale as UTF-8 or byte by byte (C, POSIX).
  static func isUTF8OrC(_ environment: [String: String]) -> Bool {
    let name =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lower = name.lowercased()
    return name.isEmpty || name == "C" || name == "POSIX" || lower.hasSuffix(".utf-8")
      || lower.hasSuffix(".utf8") || lower.contains(".utf-8@") || lower.contains(".utf8@")
  }

  /// The file's bytes, or `nil` when it cannot be read, is too large or holds a NUL byte.
  private static func read(_ path: String) -> [UInt8]? {
    guard let bytes = System.readSmallFile(path, limit: maximumSize) else { return nil }
    return bytes.contains(0) ? nil : bytes
  }

  /// Variables bash sets itself, whatever the environment says: a configuration that expands
  /// or assigns one goes to bash. Also `BASH*` and `COPROC*`.
  static let shellVariables: Set<String> = [
    "PWD", "OLDPWD", "SHLVL", "UID", "EUID", "PPID", "RANDOM", "SRANDOM", "SECONDS", "LINENO",
    "HISTCMD", "GROUPS", "FUNCNAME", "DIRSTACK", "PIPESTATUS", "EPOCHSECONDS", "EPOCHREALTIME",
    "OPTIND", "OPTARG", "OPTERR", "HOSTNAME", "HOSTTYPE", "OSTYPE", "MACHTYPE",
    "COMP_WORDBREAKS", "IFS", "PS1", "PS2", "PS3", "PS4", "SHELLOPTS", "MAILCHECK", "HISTFILE",
    "HISTSIZE", "HISTFILESIZE", "_",
    // The loop variable of the script that reads the variables back.
    "v",
  ]

  /// Variables bash sets when the environment lacks them: expanding one that is not set goes to
  /// bash.
  static let defaultedVariables: Set<String> = ["PATH", "SHELL"]

  /// Variables bash acts on when they are assigned (the locale, the command search path, the
  /// shell's options…): a configuration that assigns one goes to bash. Also `LC_*`.
  static let reactiveVariables: Set<String> = [
    "PATH", "SHELL", "LANG", "TEXTDOMAIN", "TEXTDOMAINDIR", "POSIXLY_CORRECT", "CDPATH",
    "GLOBIGNORE", "GLOBSORT", "ENV", "FIGNORE", "EXECIGNORE", "TMOUT", "IGNOREEOF", "INPUTRC",
    "HISTIGNORE", "HISTCONTROL", "MAIL", "MAILPATH", "TERM", "COLUMNS", "LINES", "TZ",
  ]

  /// Whether bash sets `name` itself (see ``shellVariables``).
  static func isShellVariable(_ name: String) -> Bool {
    shellVariables.contains(name) || name.hasPrefix("BASH") || name.hasPrefix("COPROC")
  }

  /// Whether an assignment to `name` is only that: bash neither sets the variable itself nor
  /// acts on it.
  static func isAssignable(_ name: String) -> Bool {
    !isShellVariable(name) && !reactiveVariables.contains(name) && !name.hasPrefix("LC_")
  }

  /// Whether `name` is a shell variable name: a letter or `_`, then letters, digits, `_`.
  static func isName(_ name: some Collection<UInt8>) -> Bool {
    guard let first = name.first, isNameStart(first) else { return false }
    return name.allSatisfy(isNameByte)
  }

  private static func isNameStart(_ c: UInt8) -> Bool {
    (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_")
  }

  private static func isNameByte(_ c: UInt8) -> Bool {
    isNameStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
  }

  /// Bytes that stand for themselves outside quotes in an assignment's value (and any byte of
  /// a multi-byte character). Everything else (`~ * ? [ ] { } ( ) < > | & ; ! \` `` ` `` `$`
  /// but as an expansion, quotes but as quotes, controls) goes to bash.
  private static func isPlainByte(_ c: UInt8) -> Bool {
    if isNameByte(c) || c >= 0x80 { return true }
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
      UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "@"), UInt8(ascii: "%"),
      UInt8(ascii: "="), UInt8(ascii: "^"), UInt8(ascii: "#"):
      return true
    default:
      return false
    }
  }

  /// The variables of the shell that sources the configuration.
  private struct Shell {
    /// The variables bash sets itself that this model follows as bash does.
    static let followed: Set<String> = ["PWD", "OLDPWD", "SHLVL", "_"]

    /// The set variables and their values.
    var values: [String: String]
    /// The names with the export attribute (set or not).
    var exported: Set<String>
    /// The shell bash starts as from `environment`, or `nil` when bash would read it in a way
    /// this model does not follow (functions, shell options, `BASH_ENV`, an odd `PWD`…).
    init?(environment: [String: String]) {
      for name in environment.keys {
        guard PlainConfig.isName(name.utf8) else { return nil }
        if name.hasPrefix("BASH") || name == "SHELLOPTS" || name == "POSIXLY_CORRECT"
          || name == "IFS" || name == "ENV" || name == "v"
        {
          return nil
        }
        // A variable bash sets or resets itself (PPID, RANDOM, PS1 run as root…) coming from
        // the environment: what bash hands on is its own.
        if PlainConfig.isShellVariable(name) && !Shell.followed.contains(name) { return nil }
      }

      // An unknown LC_ALL makes bash warn on standard error.
      if let all = environment["LC_ALL"], !all.isEmpty, !System.isInstalledLocale(all) {
        return nil
      }
      values = environment
      exported = Set(environment.keys)
      // Without TERM in the environment, bash sets it to `dumb`, not exported.
      if environment["TERM"] == nil { values["TERM"] = "dumb" }
      // PWD: kept when it names the current folder in canonical form, else the physical path.
      guard let cwd = System.currentDirectory() else { return nil }
      if let pwd = environment["PWD"], pwd.hasPrefix("/"), System.isSameFile(pwd, ".") {
        guard Shell.isCanonical(pwd) else { return nil }
      } else {
        values["PWD"] = cwd
        exported.insert("PWD")
      }
      // OLDPWD: hidden unless it names a folder.
      if let old = environment["OLDPWD"], !System.isDirectory(old) {
        values["OLDPWD"] = nil
      }
      exported.insert("OLDPWD")
      // SHLVL: one more than the environment's.
      if let level = environment["SHLVL"], !level.isEmpty {
        guard level.utf8.count <= 3, level.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
          let number = Int(level), number + 1 < 1000
        else { return nil }
        values["SHLVL"] = String(number + 1)
      } else {
        values["SHLVL"] = "1"
      }
      exported.insert("SHLVL")
    }

    /// An absolute path without empty, `.` or `..` components or a trailing slash.
    private static func isCanonical(_ path: String) -> Bool {
      if path == "/" { return true }
      let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      return parts.dropFirst().allSatisfy {
        !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8)
      }
    }

    /// What the script sets before it sources the configuration (see `Settings.evaluate`):
    /// todo.sh's defaults, its colour map and default colour roles, all exported.
    mutating func setTodoDefaults() {
      let defaults: [(String, String)] = [
        ("TODOTXT_VERBOSE", "1"), ("TODOTXT_PLAIN", "0"), ("TODOTXT_FORCE", "0"),
        ("TODOTXT_PRESERVE_LINE_NUMBERS", "1"), ("TODOTXT_AUTO_ARCHIVE", "1"),
        ("TODOTXT_DATE_ON_ADD", "0"), ("TODOTXT_DEFAULT_ACTION", ""),
        ("TODOTXT_SORT_COMMAND", Settings.defaultSortCommand), ("TODOTXT_DISABLE_FILTER", ""),
        ("TODOTXT_FINAL_FILTER", "cat"), ("TODOTXT_GLOBAL_CFG_FILE", "/etc/todo/config"),
        ("TODOTXT_SIGIL_BEFORE_PATTERN", ""), ("TODOTXT_SIGIL_VALID_PATTERN", ".*"),
        ("TODOTXT_SIGIL_AFTER_PATTERN", ""),
      ]
      // `NAME=${NAME:-default}`: set when unset or empty.
      for (name, value) in defaults where (values[name] ?? "").isEmpty { values[name] = value }
      // `export ${!TODOTXT_@}`
      for name in values.keys where name.hasPrefix("TODOTXT_") { exported.insert(name) }
      for (name, raw) in Settings.colourMap { set(name, raw, export: true) }
      for (name, colour) in Settings.colourDefaults {
        set(name, values[colour] ?? "", export: true)
      }
      set("SENTENCE_DELIMITERS", ",.:;", export: true)
      for name in [
        "TODO_SH", "TODO_FULL_SH", "TODOTXT_CFG_FILE", "TODO_ACTIONS_DIR", "GREP_OPTIONS",
      ] {
        exported.insert(name)
      }
    }

    mutating func set(_ name: String, _ value: String, export: Bool) {
      values[name] = value
      if export { exported.insert(name) }
    }

    /// Runs one line of the configuration; `false` when it is not plain.
    mutating func run(line: ArraySlice<UInt8>) -> Bool {
      var cursor = Cursor(line)
      cursor.skipBlanks()
      if cursor.atEndOfStatement { return true }
      var export = false
      if cursor.rest.starts(with: "export".utf8),
        let after = cursor.rest.dropFirst(6).first, after == 0x20 || after == 0x09
      {
        export = true
        cursor.advance(6)
        cursor.skipBlanks()
      }
      let nameBytes = cursor.rest.prefix(while: PlainConfig.isNameByte)
      guard PlainConfig.isName(nameBytes) else { return false }
      let name = String(decoding: nameBytes, as: UTF8.self)
      guard PlainConfig.isAssignable(name) else { return false }
      cursor.advance(nameBytes.count)
      if export && cursor.take(0x20, 0x09) {
        // `export NAME`: the attribute only.
        cursor.skipBlanks()
        guard cursor.atEndOfStatement else { return false }
        exported.insert(name)
        return true
      }
      if export && cursor.atEndOfStatement {
        exported.insert(name)
        return true
      }
      guard cursor.take(UInt8(ascii: "=")), let value = word(&cursor) else { return false }
      // After the value: the end of the line, or blanks and then a comment or the end.
      if !cursor.rest.isEmpty {
        guard cursor.take(0x20, 0x09) else { return false }
        cursor.skipBlanks()
        guard cursor.atEndOfStatement else { return false }
      }
      // Bytes that are not UTF-8 (a Latin-1 folder name) kept as escapes, never U+FFFD.
      set(name, TodoList.escapedText(value), export: export)
      return true
    }

    /// An assignment's value, up to the first unquoted blank; `nil` when it is not plain.
    private func word(_ cursor: inout Cursor) -> [UInt8]? {
      var out: [UInt8] = []
      while let c = cursor.rest.first, c != 0x20, c != 0x09 {
        switch c {
        case UInt8(ascii: "'"):
          cursor.advance(1)
          guard let close = cursor.rest.firstIndex(of: UInt8(ascii: "'")) else { return nil }
          out += cursor.rest[..<close]
          cursor.advance(close - cursor.rest.startIndex + 1)
        case UInt8(ascii: "\""):
          cursor.advance(1)
          while true {
            guard let d = cursor.rest.first else { return nil }
            cursor.advance(1)
            if d == UInt8(ascii: "\"") { break }
            switch d {
            case UInt8(ascii: "\\"):
              // `\$ \` \" \\` stand for the character; before anything else the backslash stays.
              guard let e = cursor.rest.first else { return nil }
              if e == UInt8(ascii: "$") || e == UInt8(ascii: "`") || e == UInt8(ascii: "\"")
                || e == UInt8(ascii: "\\")
              {
                out.append(e)
                cursor.advance(1)
              } else {
                out.append(d)
              }
            case UInt8(ascii: "$"):
              guard let value = expansion(&cursor) else { return nil }
              out += TodoList.unescapedBytes(value)
            case UInt8(ascii: "`"), UInt8(ascii: "!"):
              return nil
            default:
              out.append(d)
            }
          }
        case UInt8(ascii: "$"):
          cursor.advance(1)
          guard let value = expansion(&cursor) else { return nil }
          out += TodoList.unescapedBytes(value)
        default:
          guard PlainConfig.isPlainByte(c) else { return nil }
          out.append(c)
          cursor.advance(1)
        }
      }
      return out
    }

    /// The value of `$NAME` or `${NAME}` (the `$` already taken); `nil` for any other form or
    /// a variable bash gives a value of its own.
    private func expansion(_ cursor: inout Cursor) -> String? {
      let braced = cursor.take(UInt8(ascii: "{"))
      let nameBytes = cursor.rest.prefix(while: PlainConfig.isNameByte)
      guard PlainConfig.isName(nameBytes) else { return nil }
      cursor.advance(nameBytes.count)
      if braced {
        guard cursor.take(UInt8(ascii: "}")) else { return nil }
      } else if let next = cursor.rest.first, next >= 0x80 {
        // Whether a non-ASCII byte continues the name depends on bash's locale.
        return nil
      }
      let name = String(decoding: nameBytes, as: UTF8.self)
      guard !PlainConfig.isShellVariable(name) else { return nil }
      if let value = values[name] { return value }
      // Unset: empty, unless bash gives it a value of its own.
      return PlainConfig.defaultedVariables.contains(name) ? nil : ""
    }

    /// Bash's output for the configuration, as `Settings.evaluate` reads it.
    func result(over environment: [String: String]) -> (
      variables: [String: String], exported: [String: String]
    ) {
      var variables = environment
      let listed = [
        "TODO_DIR", "TODO_FILE", "DONE_FILE", "REPORT_FILE", "TODO_ACTIONS_DIR",
        "HIDE_CUSTOM_SUBSTITUTION", "SENTENCE_DELIMITERS", "DEFAULT", "PWD", "TODO_SH",
        "TODO_FULL_SH", "pre_filter_command", "HIDE_CONTEXTS_SUBSTITUTION",
        "HIDE_PROJECTS_SUBSTITUTION", "HIDE_PRIORITY_SUBSTITUTION",
      ]
      for name in listed { if let value = values[name] { variables[name] = value } }
      for (name, value) in values
      where name.hasPrefix("TODOTXT_") || name.hasPrefix("PRI_") || name.hasPrefix("COLOR_") {
        variables[name] = value
      }
      var out: [String: String] = [:]
      for name in exported { if let value = values[name] { out[name] = value } }
      return (variables, out)
    }
  }

  /// A position in one line of the configuration.
  private struct Cursor {
    var rest: ArraySlice<UInt8>

    init(_ line: ArraySlice<UInt8>) { rest = line }

    /// At the end of the line or at a comment.
    var atEndOfStatement: Bool { rest.isEmpty || rest.first == UInt8(ascii: "#") }

    mutating func advance(_ count: Int) { rest = rest.dropFirst(count) }

    mutating func skipBlanks() { rest = rest.drop { $0 == 0x20 || $0 == 0x09 } }

    /// Takes the next byte when it is one of `bytes`.
    mutating func take(_ bytes: UInt8...) -> Bool {
      guard let c = rest.first, bytes.contains(c) else { return false }
      rest = rest.dropFirst()
      return true
    }
  }
}
