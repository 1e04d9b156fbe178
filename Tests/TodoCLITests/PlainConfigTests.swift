import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// A todo.cfg of plain assignments is read without bash (issue 18) and must give exactly what
/// bash gives: the differential tests below source many generated plain files in bash, as
/// todo always did, and compare. The settings are built from those two dictionaries alone, so
/// equal dictionaries are equal settings. Anything that is not plain still goes to bash.
@Suite struct PlainConfigTests {
  /// Names a configuration sets: todo's own, colours, defaults it overrides, its own helpers.
  private static let names = [
    "TODO_DIR", "TODO_FILE", "DONE_FILE", "REPORT_FILE", "TODO_ACTIONS_DIR", "TODOTXT_VERBOSE",
    "TODOTXT_DEFAULT_ACTION", "TODOTXT_SORT_COMMAND", "TODOTXT_FINAL_FILTER", "TODOTXT_PLAIN",
    "TODOTXT_SIGIL_VALID_PATTERN", "PRI_A", "PRI_X", "COLOR_DONE", "COLOR_PROJECT", "YELLOW",
    "DEFAULT", "HIDE_CUSTOM_SUBSTITUTION", "pre_filter_command", "SENTENCE_DELIMITERS",
    "MY_BASE", "LATER", "notes_dir", "TODO_SH", "HOME", "EDITOR",
  ]

  /// Names a value refers to: the above, the environment's, ones never set.
  private static let references =
    names + ["ENV_SPACED", "ENV_GLOB", "ENV_EMPTY", "NEVER_SET", "TODOTXT_CFG_FILE", "USER"]

  private static let plainText = [
    "todo", "a", "/tmp/x", "Dropbox/todo", "日本語", "待辦事項", "é", "-x", "1", "0", "a+b",
    "x.y", "k=v", "50%", "a:b", "@home", "#notacomment", "x^y", ",",
  ]

  private static let quotedText = [
    " ", "two words", "tab\there", "*", "?", "~/x", "[a]", "{a,b}", "$(no)", "a;b", "a|b",
    "(x)", "<>", "&", "!", "'", "\"", "\\\\033[0;32m", "\\", "日本 語", "#", "`x`", "$",
  ]

  /// One value: up to four parts, each a plain word, quotes or an expansion.
  private static func value(_ rng: inout SeededRandom) -> String {
    var out = ""
    for _ in 0..<rng.below(5) {
      switch rng.below(7) {
      case 0: out += rng.pick(plainText)
      case 1:
        // Single quotes: anything but a single quote.
        out += "'" + rng.pick(quotedText.filter { $0 != "'" }) + rng.pick(plainText) + "'"
      case 2:
        // Double quotes: literal text (`\` escapes what it must), expansions.
        var inner = ""
        for _ in 0..<rng.below(4) {
          switch rng.below(5) {
          case 0: inner += "$" + rng.pick(references)
          case 1: inner += "${" + rng.pick(references) + "}"
          case 2: inner += rng.pick(["\\\"", "\\$", "\\\\", "\\`", "\\a", "\\0", "\\n"])
          default:
            inner += rng.pick(
              quotedText.filter { !["\"", "`x`", "$(no)", "$", "\\", "!"].contains($0) })
          }
        }
        out += "\"" + inner + "\""
      case 3: out += "${" + rng.pick(references) + "}"
      case 4:
        // `$NAME` ends where the name does: a slash or the end follows.
        out += "$" + rng.pick(references) + rng.pick(["/", ":", ".", "-", "@"])
      case 5: out += "''"
      default: out += "\"\""
      }
    }
    return out
  }

  /// A plain configuration of `count` lines.
  private static func configuration(_ rng: inout SeededRandom, lines count: Int) -> String {
    var lines: [String] = []
    for _ in 0..<count {
      let indent = rng.pick(["", "", "  ", "\t"])
      switch rng.below(10) {
      case 0: lines.append("")
      case 1: lines.append(indent + "# " + rng.pick(plainText + quotedText))
      case 2: lines.append(indent + "export " + rng.pick(names))
      default:
        var line = indent + (rng.chance(60) ? "export " : "") + rng.pick(names) + "="
        line += value(&rng)
        if rng.chance(20) { line += rng.pick([" ", "\t", "   "]) + "# " + rng.pick(plainText) }
        if rng.chance(10) { line += rng.pick([" ", "\t"]) }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + (rng.chance(80) ? "\n" : "")
  }

  /// The environment todo gives the configuration's shell, with variations bash reads at
  /// start: `PWD` (right, wrong, missing), `SHLVL`, `OLDPWD`, empty and odd values.
  private static func environment(_ rng: inout SeededRandom, home: String, config: String)
    -> [String: String]
  {
    let cwd = FileManager.default.currentDirectoryPath
    var env = [
      "HOME": home, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "LANG": "C.UTF-8", "TODO_SH": "todo", "TODO_FULL_SH": "/usr/local/bin/todo",
      "GREP_OPTIONS": "", "TODO_ACTIONS_DIR": home + "/.todo/actions", "TODOTXT_CFG_FILE": config,
      "ENV_SPACED": "a  b\tc", "ENV_GLOB": "*.txt ~ [x]", "ENV_EMPTY": "", "USER": "ü",
    ]
    switch rng.below(3) {
    case 0: env["PWD"] = cwd
    case 1: env["PWD"] = "/"
    default: break
    }
    if rng.chance(50) { env["SHLVL"] = String(rng.below(5)) }
    if rng.chance(30) { env["OLDPWD"] = rng.pick(["/tmp", "/no/such/folder"]) }
    if rng.chance(30) { env["TODOTXT_VERBOSE"] = rng.pick(["", "0", "3"]) }
    if rng.chance(30) { env["PRI_A"] = "env" }
    if rng.chance(20) { env["TODO_DIR"] = "/from/env" }
    return env
  }

  private func bash(_ config: String, _ environment: [String: String]) throws -> (
    variables: [String: String], exported: [String: String]
  ) {
    let result = try #require(
      Settings.evaluate(
        config: config, environment: environment, program: "/usr/local/bin/todo",
        arguments: ["ls"], plain: false))
    #expect(result.exitStatus == nil)
    var exported = result.exported
    // `_` is the path of the last command bash ran (`env`), not configuration.
    exported["_"] = nil
    return (result.variables, exported)
  }

  @Test(arguments: 0..<12)
  func generatedPlainFilesReadAsBashReadsThem(batch: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let config = sandbox.directory.path + "/todo.cfg"
    var rng = SeededRandom(state: UInt64(batch) &* 7919 &+ 17)
    for index in 0..<25 {
      let text = Self.configuration(&rng, lines: 1 + rng.below(12))
      try Data(text.utf8).write(to: URL(fileURLWithPath: config))
      let env = Self.environment(&rng, home: sandbox.directory.path, config: config)
      let plain = PlainConfig.evaluate(config: config, environment: env)
      #expect(plain != nil, "case \(batch)/\(index) not read as plain:\n\(text)")
      guard let plain else { continue }
      let expected = try bash(config, env)
      var exported = plain.exported
      exported["_"] = nil
      let same = plain.variables == expected.variables && exported == expected.exported
      #expect(same, "case \(batch)/\(index) differs from bash:\n\(text)")
      if !same {
        for key in Set(plain.variables.keys).union(expected.variables.keys)
        where plain.variables[key] != expected.variables[key] {
          Issue.record(
            "\(key): \(plain.variables[key] ?? "unset") (bash: \(expected.variables[key] ?? "unset"))"
          )
        }
        for key in Set(exported.keys).union(expected.exported.keys)
        where exported[key] != expected.exported[key] {
          Issue.record(
            "exported \(key): \(exported[key] ?? "unset") (bash: \(expected.exported[key] ?? "unset"))"
          )
        }
        return
      }
    }
  }

  /// todo.sh's own sample lines, as users copy them (without its `$(dirname "$0")`).
  @Test func todoShSampleLines() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let config = sandbox.directory.path + "/todo.cfg"
    let text = """
      # === EDIT FILE LOCATIONS BELOW ===

      # Your todo.txt directory (this should be an absolute path)
      #export TODO_DIR="/Users/gina/Documents/todo"
      export TODO_DIR="$HOME/todo"

      # Your todo/done/report.txt locations
      export TODO_FILE="$TODO_DIR/todo.txt"
      export DONE_FILE="$TODO_DIR/done.txt"
      export REPORT_FILE="$TODO_DIR/report.txt"
      export BLACK='\\\\033[0;30m'
      export PRI_A=$YELLOW        # color for A priority
      export PRI_B=$GREEN         # color for B priority
      export COLOR_DONE=$LIGHT_GREY
      export TODOTXT_DEFAULT_ACTION=ls
      export TODOTXT_SORT_COMMAND='env LC_COLLATE=C sort -k 2,2 -k 1,1n'
      export TODOTXT_FINAL_FILTER='cat'

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: config))
    let env = [
      "HOME": sandbox.directory.path, "PATH": "/usr/bin:/bin", "TODOTXT_CFG_FILE": config,
      "TODO_SH": "todo", "TODO_FULL_SH": "/usr/local/bin/todo", "GREP_OPTIONS": "",
    ]
    let plain = try #require(PlainConfig.evaluate(config: config, environment: env))
    let expected = try bash(config, env)
    var exported = plain.exported
    exported["_"] = nil
    #expect(plain.variables == expected.variables)
    #expect(exported == expected.exported)
    #expect(plain.variables["TODO_FILE"] == sandbox.directory.path + "/todo/todo.txt")
    #expect(plain.variables["PRI_A"] == "\\\\033[1;33m")
  }

  /// Everything that is not a plain assignment: read by bash, as before.
  @Test(arguments: [
    "export TODO_DIR=$(dirname \"$0\")", "TODO_DIR=`pwd`", "if true; then A=1; fi",
    "f() { A=1; }", "A=~/todo", "A=x:~/todo", "A=*.txt", "A=x\\ y", "A=(1 2)", "source other",
    ". other", "A=${B:-c}", "A=${#B}", "A=$1", "A=$0", "A=$$", "A=$@", "A=1; B=2", "A=1 B=2",
    "export A=1 B=2", "A=$PWD", "A=$RANDOM", "A=$BASH_VERSION", "A=$HOSTNAME", "PATH=/x",
    "LC_ALL=C", "LANG=C", "SHLVL=3", "export -n A", "A=\"multi", "A='multi", "A=$'x'",
    "A=$\"x\"", "unset A", "cd /tmp", "A+=x", "A=!(x)", "A={a,b}", "A=\"$@\"", "echo hi",
    "exit 1", "A=1\r", "A=\"a\\\nb\"", "export", "A=$", "A=\"$\"", "A=$B\u{E9}", "A= b",
    "A=1 && B=2", "A=1|cat", "A=1>f", "A=\"`x`\"", "A=\"!x\"", "set -a", "declare A=1",
    "readonly A=1", "local A=1", "alias ls=x", "A=\u{0}", "\u{FEFF}A=1", "v=1", "A=$v",
    "A=$PATH_UNSET_BUT_FINE; B=1",
  ])
  func notPlainGoesToBash(_ line: String) {
    #expect(PlainConfig.evaluate(text: Array(line.utf8), environment: ["HOME": "/h"]) == nil)
  }

  /// An environment bash reads in its own way: bash reads the configuration.
  @Test(arguments: [
    ["BASH_ENV": "/tmp/x"], ["BASH_FUNC_env%%": "() { :; }"], ["SHELLOPTS": "xtrace"],
    ["IFS": ":"], ["POSIXLY_CORRECT": "1"], ["A-B": "1"], ["SHLVL": "abc"], ["SHLVL": "999"],
    ["LC_ALL": "xx_YY.NOPE"], ["v": "1"], ["PPID": "1"], ["PS1": "x"], ["RANDOM": "4"],
    ["EPOCHSECONDS": "1"],
  ])
  func unusualEnvironmentGoesToBash(_ extra: [String: String]) {
    var env = ["HOME": "/h", "PATH": "/usr/bin:/bin"]
    env.merge(extra) { $1 }
    #expect(PlainConfig.evaluate(text: Array("A=1\n".utf8), environment: env) == nil)
    #expect(PlainConfig.evaluate(text: Array("A=1\n".utf8), environment: ["HOME": "/h"]) != nil)
  }

  /// Without TERM in the environment, `$TERM` is bash's `dumb` (set, not exported), as under
  /// cron or `env -i`.
  @Test func termIsDumbWhenUnset() throws {
    let plain = try #require(
      PlainConfig.evaluate(text: Array("export A=$TERM\n".utf8), environment: ["HOME": "/h"]))
    #expect(plain.exported["A"] == "dumb")
    #expect(plain.exported["TERM"] == nil)
  }

  /// Text beyond ASCII in a locale whose characters may hold a backslash or quote byte (Big5,
  /// a bare `zh_TW`): bash reads it; in UTF-8 or C it is read here.
  @Test func nonASCIIInAnotherEncodingGoesToBash() {
    let text = Array("export TODO_DIR=\"/tmp/\u{8A31}\"\n".utf8)
    for locale in ["zh_TW.Big5", "zh_TW", "ja_JP.SJIS"] {
      #expect(PlainConfig.evaluate(text: text, environment: ["HOME": "/h", "LANG": locale]) == nil)
      let ascii = Array("export TODO_DIR=/tmp\n".utf8)
      #expect(
        PlainConfig.evaluate(text: ascii, environment: ["HOME": "/h", "LANG": locale]) != nil)
    }
    for locale in ["C.UTF-8", "zh_TW.UTF-8", "en_US.utf8", "C", "POSIX", ""] {
      #expect(PlainConfig.evaluate(text: text, environment: ["HOME": "/h", "LANG": locale]) != nil)
    }
    #expect(
      PlainConfig.evaluate(
        text: text, environment: ["HOME": "/h", "LANG": "C.UTF-8", "LC_ALL": "zh_TW.Big5"]) == nil)
  }

  /// A `PWD` that names the current folder in another spelling: bash rewrites it its own way.
  @Test func oddlySpelledWorkingDirectoryGoesToBash() {
    let cwd = FileManager.default.currentDirectoryPath
    for pwd in [cwd + "/.", cwd + "/", "/" + cwd] where pwd != "/" {
      let env = ["HOME": "/h", "PWD": pwd]
      #expect(PlainConfig.evaluate(text: Array("A=1\n".utf8), environment: env) == nil)
    }
  }

  /// A configuration that is not plain is still run by bash through `Settings`, with the
  /// program's path as `$0`.
  @Test func settingsRunBashForTheRest() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let config = sandbox.directory.path + "/todo.cfg"
    let text = "export TODO_DIR=$(printf '%s' /from/bash)\nexport TODO_SH=\"${0##*/}\"\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: config))
    let env = ["HOME": sandbox.directory.path, "PATH": "/usr/bin:/bin", "TODOTXT_CFG_FILE": config]
    #expect(PlainConfig.evaluate(config: config, environment: env) == nil)
    let result = try #require(
      Settings.evaluate(
        config: config, environment: env, program: "/opt/bin/todo", arguments: []))
    #expect(result.variables["TODO_DIR"] == "/from/bash")
    #expect(result.variables["TODO_SH"] == "todo")
  }

  /// The checks on the configuration (whose it is, who can change it) come before it is read,
  /// by bash or not: a plain configuration in a folder anyone can write to is refused as one
  /// bash would run.
  @Test func plainConfigurationIsCheckedAsBefore() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let open = sandbox.directory.path + "/open"
    try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
    chmod(open, 0o777)
    for text in ["export TODO_DIR=/tmp\n", "export TODO_DIR=$(echo /tmp)\n"] {
      let config = open + "/todo.cfg"
      try Data(text.utf8).write(to: URL(fileURLWithPath: config))
      let options = try Options(parsing: ["-d", config, "ls"])
      let env = ["HOME": sandbox.directory.path, "PATH": "/usr/bin:/bin"]
      do {
        _ = try Settings(options: options, environment: env, programPath: "/usr/local/bin/todo")
        Issue.record("\(text) was read")
      } catch {
        guard case .untrustedConfig = error else {
          Issue.record("\(text): \(error)")
          continue
        }
      }
    }
  }

  /// A name without a slash is searched in PATH by bash's `.`: bash decides.
  @Test func configNamedWithoutASlashGoesToBash() {
    #expect(PlainConfig.evaluate(config: "todo.cfg", environment: ["HOME": "/h"]) == nil)
  }
}
