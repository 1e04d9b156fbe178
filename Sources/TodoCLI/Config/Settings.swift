import TodoLocalization
import TodoTxt

/// Everything a command needs to know from the options, the environment and todo.cfg.
///
/// Built as todo.sh builds it: defaults, then the configuration file
/// (a bash script, evaluated by bash only when one exists), then the `OVR_` overrides, where a
/// flag beats the environment and the environment beats the configuration.
struct Settings {
  var todoDir = ""
  var todoFile = ""
  var doneFile = ""
  var reportFile = ""
  /// The todo, done and report files whose path the user set to something other than its
  /// default place in TODO_DIR: followed wherever they lead (see ``TaskStore/checkLink(_:)``);
  /// their paths' bytes (a canonically equivalent name is another file).
  var followedFiles: Set<[UInt8]> = []
  /// `TODOTXT_ALLOW_LINKS` (environment or todo.cfg), split at `:`: where links found in the
  /// todo folder may lead.
  var allowedLinks: [String] = []
  var actionsDir: String?
  var configFile: String?
  var verbose = 1
  var force = false
  var preserveLineNumbers = true
  var autoArchive = true
  var dateOnAdd = false
  /// Keep a task's priority as `pri:X` when completing it (`TODOTXT_PRESERVE_PRIORITY=1`).
  var preservePriority = false
  var priorityOnAdd = ""
  var disableFilter = false
  var defaultAction = ""
  /// A user-configured sort command; `nil` means the built-in sort.
  var sortCommand: String?
  /// A user-configured final filter; `nil` means none (`cat`).
  var finalFilter: String?
  var sourceVar: String?
  var sigilBefore = ""
  var sigilValid = ".*"
  var sigilAfter = ""
  var sentenceDelimiters = ",.:;"
  var hideCustomSubstitution: String?
  /// `true`/`false` when forced by `-c`/`-p` or `TODOTXT_PLAIN`; `nil` to decide by terminal.
  var colourForced: Bool?
  var hideContexts = false
  var hideProjects = false
  var hidePriority = false
  /// Colour variables (`PRI_A`, `COLOR_DONE`, `DEFAULT`, …) with `\033` already turned to ESC.
  var colours: [String: String] = [:]
  /// How long an edit waits for the lock on todo.txt's folder, in seconds
  /// (`TODOTXT_LOCK_TIMEOUT`, default 30); `nil` when the setting is not a number of seconds.
  var lockTimeout: Double? = 30
  /// `TODOTXT_LOCK_TIMEOUT` as set, for the message when it is not usable.
  var lockTimeoutText: String?
  /// The environment for add-ons and configured commands.
  var childEnvironment: [String: String] = [:]
  /// The directory a todo.cfg moved to with `cd` (todo.sh sources it in its own shell, so
  /// relative paths and add-ons then start from there); `nil` when it did not move.
  var workingDirectory: String?
  /// The program name as todo.sh shows it in usage lines (`TODO_SH`).
  var programName = "todo"
  /// `TODO_FULL_SH` as a configuration left it; `nil` for the program's real path.
  var fullProgramPath: String?
  /// Whether TODO_DIR is the program's own folder because the configuration derives it from
  /// `$0` (todo.sh's sample `TODO_DIR=$(dirname "$0")`): `doctor` warns.
  var derivesFolderFromProgram = false
  /// The configuration's `pre_filter_command` (a shell pipeline the numbered lines of a
  /// listing go through before the search terms, as todo.sh's `_format` runs it).
  var preFilterCommand: String?
  /// `TODOTXT_HIDE_FUTURE` (default 1): lists hide tasks with a future `t:` and `h:1` tasks;
  /// `0` lists them as todo.sh does.
  var hideFuture = true
  /// `TODOTXT_HIDE_BLOCKED` (default 1): lists leave out tasks waiting for an open task
  /// (``Dependencies``); `0` lists them.
  var hideBlocked = true
  /// Whether this machine keeps its sync record in the todo folder (``SyncRecord``;
  /// `TODOTXT_SYNC_RECORD`, default on; `0` turns it off).
  var syncRecord = true
  // The default order, reminders, notes.
  /// `TODOTXT_SORT` (`-created`, `due,priority`): the `--sort` keys list actions use when none
  /// are given; `nil` for todo.sh's order.
  var defaultSort: String?
  /// `TODOTXT_WEEK_START` (`sun`; default Monday, ISO 8601): the first day of a week for
  /// `--due week`, `agenda`'s This week and every other view that counts in weeks.
  var weekStart = WeekStart.monday
  /// `TODOTXT_VIEW_NAME='TERMS…'` (``SavedView``): the saved views `todo view NAME` runs, by
  /// name (lower case), from the environment and the configuration.
  var views: [String: String] = [:]
  /// `TODOTXT_REMIND_AT` (`HH:MM`, default `09:00`): the time of day of a due day's reminder.
  var remindAt: String?
  /// `TODOTXT_REMIND_BEFORE` (`30m`, `2h`, `1d`; default none): how long before that time the
  /// reminder fires.
  var remindBefore: String?
  /// `TODOTXT_NOTIFY_COMMAND`: how `remind` notifies (run by bash with the title and the text
  /// as `$1` and `$2`); `nil` when unset (then `notify-send` when installed), empty for none.
  var notifyCommand: String?
  /// `--dry-run`: nothing is written (``DryRunPreviews``); the notes an archive would move stay.
  var dryRun = false

  init() {}

  static let defaultSortCommand = "env LC_COLLATE=C sort -f -k2"

  /// The todo.sh colour map (todo.sh:677-711), as the raw values a config sees.
  static let colourMap: [(String, String)] = [
    ("NONE", ""), ("BLACK", "\\\\033[0;30m"), ("RED", "\\\\033[0;31m"),
    ("GREEN", "\\\\033[0;32m"), ("BROWN", "\\\\033[0;33m"), ("BLUE", "\\\\033[0;34m"),
    ("PURPLE", "\\\\033[0;35m"), ("CYAN", "\\\\033[0;36m"), ("LIGHT_GREY", "\\\\033[0;37m"),
    ("DARK_GREY", "\\\\033[1;30m"), ("LIGHT_RED", "\\\\033[1;31m"),
    ("LIGHT_GREEN", "\\\\033[1;32m"), ("YELLOW", "\\\\033[1;33m"),
    ("LIGHT_BLUE", "\\\\033[1;34m"), ("LIGHT_PURPLE", "\\\\033[1;35m"),
    ("LIGHT_CYAN", "\\\\033[1;36m"), ("WHITE", "\\\\033[1;37m"), ("DEFAULT", "\\\\033[0m"),
  ]

  /// The default colour assignments, by colour-map name.
  static let colourDefaults: [(String, String)] = [
    ("PRI_A", "YELLOW"), ("PRI_B", "GREEN"), ("PRI_C", "LIGHT_BLUE"), ("PRI_X", "WHITE"),
    ("COLOR_PROJECT", "NONE"), ("COLOR_CONTEXT", "NONE"), ("COLOR_DATE", "NONE"),
    ("COLOR_NUMBER", "NONE"), ("COLOR_META", "NONE"), ("COLOR_DONE", "LIGHT_GREY"),
  ]

  /// Problems found while building the settings, as message keys with arguments.
  enum Problem: Error {
    case cannotReadConfig(String)
    case configNeedsBash(String)
    case badPriorityOnAdd(String)
    case configExited(Int32)
    case notADirectory(String)
    /// The configuration (first) could be changed by another user through the second.
    case untrustedConfig(String, Ownership.UnsafePath)
  }

  /// Whether the command is the git merge driver, which never runs code from the repository.
  static func isMergeDriver(_ options: Options) -> Bool {
    options.arguments.first?.lowercased() == "git-merge-driver"
  }

  /// Builds the settings.
  ///
  /// - Parameters:
  ///   - options: The parsed global options.
  ///   - environment: The process environment.
  ///   - programPath: `argv[0]`.
  /// - Throws: ``Problem``.
  init(options: Options, environment: [String: String], programPath: String) throws(Problem) {
    programName = System.baseName(programPath)
    dryRun = options.dryRun
    // Without HOME (a bare cron job, `env -i`), the password database's home: never the
    // current folder, whose `.todo.cfg` would then run.
    let home = Ownership.homeDirectory(environment: environment)
    // XDG base directories must be absolute; a relative one is ignored, as the spec says.
    let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    let lookup = Lookup(environment: environment, values: [:])
    configFile = try Settings.findConfiguration(
      options: options, lookup: lookup, home: home, configHome: configHome)
    let realProgram = Localizer.executablePath() ?? programPath
    let (values, exported) = try runConfiguration(
      options: options, environment: environment, home: home, configHome: configHome,
      realProgram: realProgram)
    let settings = Lookup(environment: environment, values: values)
    try readSwitches(options, settings)
    locateFiles(settings, home: home, configHome: configHome)
    colours = Settings.colours(from: values)
    childEnvironment = childEnvironment(exporting: exported, realProgram: realProgram)
  }

  /// A setting's value: `env` from the environment, `value` from the configuration's result
  /// (which holds the environment too); an empty value counts as unset.
  struct Lookup {
    var environment: [String: String]
    var values: [String: String]

    func env(_ key: String) -> String? {
      guard let v = environment[key], !v.isEmpty else { return nil }
      return v
    }

    func value(_ key: String) -> String? {
      guard let v = values[key], !v.isEmpty else { return nil }
      return v
    }

    /// flag > environment > config > default, for todo.sh's OVR_ variables.
    func flag(_ flag: Bool?, _ key: String, default def: Bool) -> Bool {
      if let flag { return flag }
      if let e = env(key) { return e == "1" }
      if let c = value(key) { return c == "1" }
      return def
    }
  }

  /// The configuration file: `-d`, `TODOTXT_CFG_FILE`, then todo.sh's search order; `nil` for
  /// none (or, for the git merge driver, one inside the repository being merged).
  ///
  /// - Throws: ``Problem/cannotReadConfig(_:)`` for a named file that is not there,
  ///   ``Problem/untrustedConfig(_:_:)`` for one another user could change.
  private static func findConfiguration(
    options: Options, lookup: Lookup, home: String, configHome: String?
  ) throws(Problem) -> String? {
    func env(_ key: String) -> String? { lookup.env(key) }
    // The configuration file: -d, TODOTXT_CFG_FILE, then todo.sh's search order.
    let named = options.configFile ?? env("TODOTXT_CFG_FILE")
    var candidates: [String] = []
    if let named { candidates.append(named) }
    candidates += [
      home + "/.todo/config", home + "/todo.cfg", home + "/.todo.cfg",
      (configHome ?? home + "/.config") + "/todo/config",
    ]
    // Beside the binary means beside the executable itself (`/proc/self/exe`), never the folder
    // of `argv[0]`: a `todo` started through PATH has `argv[0]` "todo", whose folder is the
    // current one, and a `todo.cfg` there is anyone's.
    if let executable = Localizer.executablePath() {
      candidates.append(System.dirName(executable) + "/todo.cfg")
    }
    candidates.append(env("TODOTXT_GLOBAL_CFG_FILE") ?? "/etc/todo/config")
    var configFile = candidates.first { System.isFile($0) }
    if configFile == nil, let named {
      // todo.sh: "Fatal Error: Cannot read configuration file …" when nothing is found; we go on
      // without a configuration unless the user named one.
      throw .cannotReadConfig(named)
    }
    // The git merge driver runs inside the repository being merged (git starts it at the top
    // of the work tree), whose files anyone who can push wrote: it reads no configuration that
    // is, or is reached through a symlink, in there, whatever names it (a dotfiles repository
    // at $HOME holds ~/.todo.cfg). Outside the repository it is the user's own, read as usual.
    if let found = configFile, Settings.isMergeDriver(options) {
      let tree = System.realPath(".")
      let inside = tree == "/" ? "/" : tree + "/"
      let insideBytes = PathBytes(escaped: inside).bytes
      let steps = Ownership.resolution(of: PathBytes(escaped: found)).steps
      if steps.contains(where: { $0.path.bytes.starts(with: insideBytes) }) {
        configFile = nil
      }
    }
    // A configuration is code: refused when another user could change it.
    if let configFile, let unsafe = Ownership.unsafeComponent(of: configFile) {
      throw .untrustedConfig(configFile, unsafe)
    }
    return configFile
  }

  /// Runs the configuration (`configFile`) as todo.sh sources it, with what todo.sh has set by
  /// then; returns the variables it leaves and the ones it exports (the environment when
  /// there is no configuration). Sets the program name, its path and the working folder the
  /// configuration chose.
  ///
  /// - Throws: ``Problem``.
  private mutating func runConfiguration(
    options: Options, environment: [String: String], home: String, configHome: String?,
    realProgram: String
  ) throws(Problem) -> (values: [String: String], exported: [String: String]) {
    var values = environment
    if options.verboseCount > 0 {
      let base = Int(environment["TODOTXT_VERBOSE"] ?? "") ?? 0
      values["TODOTXT_VERBOSE"] = String(base + options.verboseCount)
    }
    // While the configuration runs it sees what todo.sh has set by then (todo.sh:24-26,
    // 554, 735-747): the program's name and real path, the configuration's path, the default
    // actions folder, and no GREP_OPTIONS.
    values["TODO_SH"] = programName
    values["TODO_FULL_SH"] = realProgram
    values["GREP_OPTIONS"] = ""
    if !(values["TODO_ACTIONS_DIR"].map(System.isDirectory) ?? false) {
      values["TODO_ACTIONS_DIR"] =
        [
          home + "/.todo/actions", home + "/.todo.actions.d",
          (configHome ?? home + "/.config") + "/todo/actions",
        ].first(where: System.isDirectory) ?? (home + "/.todo/actions")
    }
    var exported = environment
    if let configFile {
      values["TODOTXT_CFG_FILE"] = configFile
      guard System.isReadable(configFile) else { throw .cannotReadConfig(configFile) }
      guard
        let evaluated = Settings.evaluate(
          config: configFile, environment: values, program: realProgram,
          arguments: options.arguments)
      else {
        throw .configNeedsBash(configFile)
      }
      if let status = evaluated.exitStatus { throw .configExited(status) }
      values = evaluated.variables
      exported = evaluated.exported
      // A configuration's own `export TODO_SH=…` names the program in messages and add-ons.
      if let name = values["TODO_SH"], !name.isEmpty { programName = name }
      fullProgramPath = values["TODO_FULL_SH"] ?? realProgram
      if let dir = values["TODO_DIR"], !dir.isEmpty,
        System.realPath(dir) == System.realPath(System.dirName(realProgram))
      {
        derivesFolderFromProgram = Settings.mentionsProgramPath(configFile)
      }
      // A configuration that changed directory (todo.sh sources it in its own shell) moves
      // relative paths with it; the process's own directory stays as it is.
      if let pwd = values["PWD"], pwd.hasPrefix("/"), pwd != environment["PWD"] {
        workingDirectory = pwd
      }
    }
    return (values, exported)
  }

  /// todo.sh's switches and the settings that are plain values, from `-f`, `-a`… first, then
  /// the environment, then the configuration.
  ///
  /// - Throws: ``Problem/badPriorityOnAdd(_:)``.
  private mutating func readSwitches(_ options: Options, _ lookup: Lookup) throws(Problem) {
    func env(_ key: String) -> String? { lookup.env(key) }
    func value(_ key: String) -> String? { lookup.value(key) }
    func flag(_ flag: Bool?, _ key: String, default def: Bool) -> Bool {
      lookup.flag(flag, key, default: def)
    }
    let values = lookup.values
    autoArchive = flag(options.autoArchive, "TODOTXT_AUTO_ARCHIVE", default: true)
    force = flag(options.force, "TODOTXT_FORCE", default: false)
    preserveLineNumbers = flag(
      options.preserveLineNumbers, "TODOTXT_PRESERVE_LINE_NUMBERS", default: true)
    dateOnAdd = flag(options.dateOnAdd, "TODOTXT_DATE_ON_ADD", default: false)
    preservePriority = flag(nil, "TODOTXT_PRESERVE_PRIORITY", default: false)
    hideFuture = (env("TODOTXT_HIDE_FUTURE") ?? value("TODOTXT_HIDE_FUTURE")) != "0"
    hideBlocked = (env("TODOTXT_HIDE_BLOCKED") ?? value("TODOTXT_HIDE_BLOCKED")) != "0"
    syncRecord = (env("TODOTXT_SYNC_RECORD") ?? value("TODOTXT_SYNC_RECORD")) != "0"
    disableFilter = flag(options.disableFilter, "TODOTXT_DISABLE_FILTER", default: false)
    if let plain = options.plain {
      colourForced = !plain
    } else if let p = env("TODOTXT_PLAIN") ?? value("TODOTXT_PLAIN"), p == "1" {
      colourForced = false
    } else if env("TODOTXT_PLAIN") == "0" {
      // An explicit 0 in the environment (todo.sh exports it to nested calls) is colour on;
      // the config's value cannot tell a 0 from todo.sh's default.
      colourForced = true
    }
    verbose = Int(env("TODOTXT_VERBOSE") ?? value("TODOTXT_VERBOSE") ?? "") ?? 1
    defaultAction = env("TODOTXT_DEFAULT_ACTION") ?? value("TODOTXT_DEFAULT_ACTION") ?? ""
    let sort = env("TODOTXT_SORT_COMMAND") ?? value("TODOTXT_SORT_COMMAND")
    sortCommand = sort == Settings.defaultSortCommand ? nil : sort
    let final = env("TODOTXT_FINAL_FILTER") ?? value("TODOTXT_FINAL_FILTER")
    finalFilter = final == "cat" ? nil : final
    if disableFilter { finalFilter = nil }
    priorityOnAdd = value("TODOTXT_PRIORITY_ON_ADD") ?? ""
    if !priorityOnAdd.isEmpty && Priority(priorityOnAdd) == nil {
      throw .badPriorityOnAdd(priorityOnAdd)
    }
    sourceVar = value("TODOTXT_SOURCEVAR")
    lockTimeoutText = env("TODOTXT_LOCK_TIMEOUT") ?? value("TODOTXT_LOCK_TIMEOUT")
    if let text = lockTimeoutText {
      let seconds = Double(text.trimmingWhitespace())
      lockTimeout = seconds.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }
    sigilBefore = value("TODOTXT_SIGIL_BEFORE_PATTERN") ?? ""
    sigilValid = value("TODOTXT_SIGIL_VALID_PATTERN") ?? ".*"
    sigilAfter = value("TODOTXT_SIGIL_AFTER_PATTERN") ?? ""
    sentenceDelimiters = values["SENTENCE_DELIMITERS"] ?? ",.:;"
    hideCustomSubstitution = value("HIDE_CUSTOM_SUBSTITUTION")
    // A nested call (`"$TODO_FULL_SH" command ls` in an add-on) hides what its caller hid:
    // todo.sh's `-@`, `-+`, `-P` export these substitutions.
    hideContexts = options.hideContexts || value("HIDE_CONTEXTS_SUBSTITUTION") != nil
    hideProjects = options.hideProjects || value("HIDE_PROJECTS_SUBSTITUTION") != nil
    hidePriority = options.hidePriority || value("HIDE_PRIORITY_SUBSTITUTION") != nil
    preFilterCommand = value("pre_filter_command")

  }

  /// The todo, done and report files, the actions folder and the other places. Without a
  /// configuration todo.sh has no default; ours is `TODO_DIR=$HOME`.
  private mutating func locateFiles(_ lookup: Lookup, home: String, configHome: String?) {
    func env(_ key: String) -> String? { lookup.env(key) }
    func value(_ key: String) -> String? { lookup.value(key) }
    let values = lookup.values
    let environment = lookup.environment
    let base = workingDirectory
    /// A relative path from a configuration that moved is relative to where it moved.
    func located(_ path: String?) -> String? {
      guard let path, let base, !path.hasPrefix("/") else { return path }
      return base + "/" + path
    }
    todoDir = located(value("TODO_DIR")) ?? home
    todoFile = located(value("TODO_FILE")) ?? todoDir + "/todo.txt"
    doneFile = located(value("DONE_FILE")) ?? todoDir + "/done.txt"
    reportFile = located(value("REPORT_FILE")) ?? todoDir + "/report.txt"
    // A configured path counts as the user's choice unless it just names the default place
    // (todo.sh's sample todo.cfg sets TODO_FILE="$TODO_DIR/todo.txt"): a file there is one a
    // collaborator can replace with a link. The place is judged by the real folder holding the
    // name and the bare name, however it is spelled (`$TODO_DIR/`, `./`, `//`, a link to the
    // folder).
    let realTodoDir = System.realPath(todoDir)
    for (path, name) in [
      (todoFile, "todo.txt"), (doneFile, "done.txt"), (reportFile, "report.txt"),
    ]
    where
      !(System.baseName(path) == name
      && System.realPath(System.dirName(path)) == realTodoDir)
    {
      followedFiles.insert(Array(path.utf8))
    }
    defaultSort = env("TODOTXT_SORT") ?? value("TODOTXT_SORT")
    weekStart = WeekStart(setting: env("TODOTXT_WEEK_START") ?? value("TODOTXT_WEEK_START"))
    // Sorted, the first of names that differ only in case wins (TODOTXT_VIEW_CALLS over
    // TODOTXT_VIEW_calls), the same on every run.
    let viewKeys = Set(environment.keys).union(values.keys).filter {
      $0.hasPrefix(SavedView.prefix) && $0.count > SavedView.prefix.count
    }
    for key in viewKeys.sorted() {
      let name = String(key.dropFirst(SavedView.prefix.count)).lowercased()
      guard views[name] == nil, let definition = env(key) ?? value(key) else { continue }
      views[name] = definition
    }
    remindAt = env("TODOTXT_REMIND_AT") ?? value("TODOTXT_REMIND_AT")
    remindBefore = env("TODOTXT_REMIND_BEFORE") ?? value("TODOTXT_REMIND_BEFORE")
    // Set but empty means no notifications, so the raw values.
    notifyCommand = environment["TODOTXT_NOTIFY_COMMAND"] ?? values["TODOTXT_NOTIFY_COMMAND"]
    allowedLinks = (env("TODOTXT_ALLOW_LINKS") ?? value("TODOTXT_ALLOW_LINKS") ?? "")
      .split(separator: ":").map(String.init)

    // Add-ons (todo.sh:735-747).
    if let dir = located(value("TODO_ACTIONS_DIR")), System.isDirectory(dir) {
      actionsDir = dir
    } else {
      actionsDir =
        [
          home + "/.todo/actions", home + "/.todo.actions.d",
          (configHome ?? home + "/.config") + "/todo/actions",
        ].first(where: System.isDirectory) ?? (home + "/.todo/actions")
    }

  }

  /// The colours: the configuration's values, else todo.sh's defaults, escapes decoded.
  private static func colours(from values: [String: String]) -> [String: String] {
    var map: [String: String] = [:]
    for (name, raw) in Settings.colourMap { map[name] = values[name] ?? raw }
    for (name, colour) in Settings.colourDefaults { map[name] = values[name] ?? map[colour] }
    // Ours, beyond todo.sh: an overdue `due:` in red, one due today in bold.
    map["COLOR_OVERDUE"] = values["COLOR_OVERDUE"] ?? map["RED"]
    map["COLOR_DUE_TODAY"] = values["COLOR_DUE_TODAY"] ?? "\\033[1m"
    for (key, v) in values where key.hasPrefix("PRI_") || key.hasPrefix("COLOR_") {
      map[key] = v
    }
    return map.mapValues(Settings.escapeSequences)

  }

  /// What add-ons and configured commands inherit: what the configuration exported, with
  /// todo.sh's own variables as this run settled them.
  private func childEnvironment(
    exporting exported: [String: String], realProgram: String
  ) -> [String: String] {
    var child = exported
    for (name, raw) in Settings.colourMap where child[name] == nil { child[name] = raw }
    // todo.sh exports its default colour roles too (`PRI_A=$YELLOW`, …), config or not.
    for (name, colour) in Settings.colourDefaults where child[name] == nil {
      child[name] = child[colour]
    }
    child["TODO_DIR"] = todoDir
    child["TODO_FILE"] = todoFile
    child["DONE_FILE"] = doneFile
    child["REPORT_FILE"] = reportFile
    child["TODO_ACTIONS_DIR"] = actionsDir
    child["TODO_SH"] = programName
    child["TODO_FULL_SH"] = fullProgramPath ?? realProgram
    child["GREP_OPTIONS"] = ""
    if let configFile { child["TODOTXT_CFG_FILE"] = configFile }
    child["TODOTXT_VERBOSE"] = String(verbose)
    child["TODOTXT_FORCE"] = force ? "1" : "0"
    child["TODOTXT_AUTO_ARCHIVE"] = autoArchive ? "1" : "0"
    child["TODOTXT_PRESERVE_LINE_NUMBERS"] = preserveLineNumbers ? "1" : "0"
    child["TODOTXT_DATE_ON_ADD"] = dateOnAdd ? "1" : "0"
    child["TODOTXT_PLAIN"] = colourForced == false ? "1" : "0"
    child["TODOTXT_PRIORITY_ON_ADD"] = priorityOnAdd
    child["TODOTXT_DEFAULT_ACTION"] = defaultAction
    child["TODOTXT_SORT_COMMAND"] = sortCommand ?? Settings.defaultSortCommand
    child["TODOTXT_FINAL_FILTER"] = finalFilter ?? "cat"
    if disableFilter { child["TODOTXT_DISABLE_FILTER"] = "1" }
    // `-@`, `-+`, `-P` as todo.sh exports them (todo.sh:559-634), so add-ons, `_format` and
    // nested calls hide the same; hidden words lose their colour (todo.sh:827-828).
    if hideContexts {
      child["HIDE_CONTEXT_NAMES"] = "1"
      child["HIDE_CONTEXTS_SUBSTITUTION"] = "[[:space:]]@[[:graph:]]\\{1,\\}"
      child["COLOR_CONTEXT"] = ""
    }
    if hideProjects {
      child["HIDE_PROJECT_NAMES"] = "1"
      child["HIDE_PROJECTS_SUBSTITUTION"] = "[[:space:]][+][[:graph:]]\\{1,\\}"
      child["COLOR_PROJECT"] = ""
    }
    if hidePriority {
      child["HIDE_PRIORITY_LABELS"] = "1"
      child["HIDE_PRIORITY_SUBSTITUTION"] = "([A-Z])[[:space:]]"
    }
    // Plain mode (`-p`, TODOTXT_PLAIN=1 in the environment or todo.cfg) empties every colour
    // an add-on prints with, as todo.sh does before it runs an action: the priorities, the
    // `COLOR_*` roles and `DEFAULT`. The colour names themselves (`RED`, …) stay.
    if colourForced == false {
      for key in child.keys
      where key.hasPrefix("PRI_") || key.hasPrefix("COLOR_") || key == "DEFAULT" {
        child[key] = ""
      }
    }
    return child
  }

  /// Whether the configuration at `path` uses the program's path (`$0`, `${0…}`).
  static func mentionsProgramPath(_ path: String) -> Bool {
    guard let bytes = try? TodoFile(path: path).read() else { return false }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.contains("$0") || text.contains("${0")
  }

  /// Turns todo.sh's `\\033` (any run of backslashes before `033`) into ESC, as its awk
  /// `gsub(/\\+033/, "\033")` does.
  static func escapeSequences(_ value: String) -> String {
    guard value.contains("033") else { return value }
    var out = ""
    var scalars = value.unicodeScalars[...]
    while let c = scalars.first {
      if c == "\\" {
        var run = scalars
        while run.first == "\\" { run = run.dropFirst() }
        if run.starts(with: "033".unicodeScalars) {
          out += "\u{1B}"
          scalars = run.dropFirst(3)
          continue
        }
      }
      out.unicodeScalars.append(c)
      scalars = scalars.dropFirst()
    }
    return out
  }

  /// Sources the todo.cfg bash script after todo.sh's defaults and colour map, and reads back
  /// the variables (exported or not) and the exported environment.
  ///
  /// As todo.sh sources it: `$0` is the program's real path and `$@` the command line after
  /// the options, with `extglob` on; a configuration bash cannot parse stops with bash's
  /// message (printed as it is sourced) and status 1; only a source ending in status 2 is
  /// checked, so a valid configuration costs no second bash. A configuration of plain
  /// assignments is read without bash, with the same result (see ``PlainConfig``).
  ///
  /// - Parameter plain: Whether a plain configuration may be read without bash (`false` in the
  ///   test that compares the two).
  static func evaluate(
    config: String, environment: [String: String], program: String, arguments: [String],
    plain: Bool = true
  ) -> (
    variables: [String: String], exported: [String: String], exitStatus: Int32?
  )? {
    if plain, let read = PlainConfig.evaluate(config: config, environment: environment) {
      return (read.variables, read.exported, nil)
    }
    var script = """
      TODOTXT_VERBOSE=${TODOTXT_VERBOSE:-1}
      TODOTXT_PLAIN=${TODOTXT_PLAIN:-0}
      TODOTXT_FORCE=${TODOTXT_FORCE:-0}
      TODOTXT_PRESERVE_LINE_NUMBERS=${TODOTXT_PRESERVE_LINE_NUMBERS:-1}
      TODOTXT_AUTO_ARCHIVE=${TODOTXT_AUTO_ARCHIVE:-1}
      TODOTXT_DATE_ON_ADD=${TODOTXT_DATE_ON_ADD:-0}
      TODOTXT_DEFAULT_ACTION=${TODOTXT_DEFAULT_ACTION:-}
      TODOTXT_SORT_COMMAND=${TODOTXT_SORT_COMMAND:-env LC_COLLATE=C sort -f -k2}
      TODOTXT_DISABLE_FILTER=${TODOTXT_DISABLE_FILTER:-}
      TODOTXT_FINAL_FILTER=${TODOTXT_FINAL_FILTER:-cat}
      TODOTXT_GLOBAL_CFG_FILE=${TODOTXT_GLOBAL_CFG_FILE:-/etc/todo/config}
      TODOTXT_SIGIL_BEFORE_PATTERN=${TODOTXT_SIGIL_BEFORE_PATTERN:-}
      TODOTXT_SIGIL_VALID_PATTERN=${TODOTXT_SIGIL_VALID_PATTERN:-.*}
      TODOTXT_SIGIL_AFTER_PATTERN=${TODOTXT_SIGIL_AFTER_PATTERN:-}
      export ${!TODOTXT_@}

      """
    for (name, raw) in colourMap { script += "export \(name)='\(raw)'\n" }
    for (name, colour) in colourDefaults { script += "export \(name)=$\(colour)\n" }
    script += """
      export SENTENCE_DELIMITERS=',.:;'
      export TODO_SH TODO_FULL_SH TODOTXT_CFG_FILE TODO_ACTIONS_DIR GREP_OPTIONS
      . "$TODOTXT_CFG_FILE"
      if [ $? = 2 ] && ! bash -O extglob -n "$TODOTXT_CFG_FILE" 2>/dev/null; then exit 1; fi
      printf 'TODO-CONFIG-READ\\0' >&57
      for v in TODO_DIR TODO_FILE DONE_FILE REPORT_FILE TODO_ACTIONS_DIR HIDE_CUSTOM_SUBSTITUTION \
        SENTENCE_DELIMITERS DEFAULT PWD TODO_SH TODO_FULL_SH pre_filter_command \
        HIDE_CONTEXTS_SUBSTITUTION HIDE_PROJECTS_SUBSTITUTION HIDE_PRIORITY_SUBSTITUTION ${!TODOTXT_@} ${!PRI_@} ${!COLOR_@}; do
        [ -n "${!v+x}" ] && printf '%s=%s\\0' "$v" "${!v}" >&57
      done
      printf '\\0' >&57
      env -0 >&57

      """
    guard
      let result = Processes.run(
        ["bash", "-O", "extglob", "-c", script, program] + arguments, environment: environment,
        captureFD: 57)
    else { return nil }
    // A configuration that exits (`exit 1` when a sync folder is not mounted) ends todo with
    // its status, as sourcing it ends todo.sh.
    let sentinel = Array("TODO-CONFIG-READ".utf8) + [0]
    guard result.output.starts(with: sentinel) else {
      return (environment, environment, result.status == 0 ? 1 : result.status)
    }
    var variables = environment
    var exported: [String: String] = [:]
    var inExported = false
    for field in result.output.dropFirst(sentinel.count).split(
      separator: 0, omittingEmptySubsequences: false)
    {
      if field.isEmpty {
        if !inExported { inExported = true }
        continue
      }
      // Bytes that are not UTF-8 kept as escapes, as in ``System/environment()``.
      let entry = TodoList.escapedText(field)
      guard let eq = entry.firstIndex(of: "=") else { continue }
      let key = String(entry[..<eq])
      let value = String(entry[entry.index(after: eq)...])
      if inExported { exported[key] = value } else { variables[key] = value }
    }
    if !inExported { return nil }
    return (variables, exported, nil)
  }
}
