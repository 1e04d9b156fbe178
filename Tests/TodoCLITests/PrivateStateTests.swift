import Foundation
import Testing
import TodoTestSupport

/// What todo keeps outside the todo folder (kept versions, the journal, stashed conflict
/// copies) is the user's alone, and a rewrite keeps the file's owner and group: run on the built
/// binary, as another user where it matters.
@Suite struct PrivateStateTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs the built `todo` (or `binary`) with `arguments` in `sandbox`, through `setpriv` with
  /// `setpriv` options when given.
  func run(
    _ sandbox: Sandbox, _ arguments: [String], environment extra: [String: String] = [:],
    setpriv: [String]? = nil, binary: String? = nil
  ) throws -> Run {
    let process = Process()
    let todo = binary ?? Sandbox.binaryDirectory + "/todo"
    if let setpriv {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = setpriv + [todo] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: todo)
      process.arguments = arguments
    }
    process.currentDirectoryURL = sandbox.directory
    process.environment = sandbox.environment.merging(extra) { $1 }
    let result = try ProcessOutput.run(process)
    return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
  }

  func mode(_ path: String) -> mode_t {
    var st = stat()
    return lstat(path, &st) == 0 ? st.st_mode & 0o7777 : 0
  }

  func owner(_ path: String) -> (uid: uid_t, gid: gid_t) {
    var st = stat()
    _ = lstat(path, &st)
    return (st.st_uid, st.st_gid)
  }

  /// Every folder and file under `root`, with its `lstat`.
  func tree(_ root: String) -> [(path: String, st: stat)] {
    var found: [(String, stat)] = []
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
      return []
    }
    for name in names {
      let path = root + "/" + name
      var st = stat()
      guard lstat(path, &st) == 0 else { continue }
      found.append((path, st))
      if st.st_mode & S_IFMT == S_IFDIR { found += tree(path) }
    }
    return found
  }

  /// A 0600 todo.txt with a second hard link (so its kept version is a copy, not a link), an
  /// archive (the journal) and a stashed conflict copy: every folder todo made is 0700, every
  /// file of its own 0600, even under umask 022; a folder an earlier todo made 0755 is
  /// tightened.
  @Test func stateFoldersAndFilesArePrivate() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let home = sandbox.directory.path
    let todo = home + "/todo.txt"
    try Data("(B) pay rent\ncall mom\n".utf8).write(to: URL(fileURLWithPath: todo))
    chmod(todo, 0o600)
    link(todo, home + "/todo-link.txt")
    try Data("x 2026-11-01 old\n".utf8).write(to: URL(fileURLWithPath: home + "/done.txt"))
    chmod(home + "/done.txt", 0o600)
    // As an earlier todo left it (mode 0755 from the umask).
    try FileManager.default.createDirectory(
      atPath: home + "/.local/state/todo/backups", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o755])
    #expect(try run(sandbox, ["pri", "2", "A"]).status == 0)
    #expect(try run(sandbox, ["do", "1"]).status == 0)
    #expect(try run(sandbox, ["add", "water plants"]).status == 0)
    let copy = home + "/todo (conflicted copy 2026-11-30 120000).txt"
    try Data("(B) pay rent\nbuy milk\n".utf8).write(to: URL(fileURLWithPath: copy))
    chmod(copy, 0o644)
    let merged = try run(sandbox, ["merge-conflicts"])
    #expect(merged.status == 0, "\(merged.stderr)")
    let state = tree(home + "/.local/state/todo")
    #expect(state.contains { $0.path.hasSuffix("conflicted copy 2026-11-30 120000).txt") })
    #expect(state.contains { $0.path.hasSuffix(".txt") && $0.st.st_nlink == 1 })
    for (path, st) in state + [(home + "/.local/state/todo", stat())] {
      let mode = self.mode(path)
      if FileManager.default.fileExists(atPath: path + "/.") || st.st_mode & S_IFMT == S_IFDIR {
        #expect(mode == 0o700, "\(path): \(String(mode, radix: 8))")
      } else if st.st_nlink == 1 {
        #expect(mode == 0o600, "\(path): \(String(mode, radix: 8))")
      }
    }
  }

  /// A state folder that is a symbolic link (to a folder another user could read), or that
  /// others may write, is refused with a message naming it, and nothing changes.
  @Test(arguments: ["symlink", "group-writable"])
  func aStateFolderThatIsNotPrivateIsRefused(_ kind: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let home = sandbox.directory.path
    let original = Data("call mom\n".utf8)
    try original.write(to: URL(fileURLWithPath: home + "/todo.txt"))
    let stateTodo = home + "/.local/state/todo"
    try FileManager.default.createDirectory(
      atPath: home + "/.local/state", withIntermediateDirectories: true)
    switch kind {
    case "symlink":
      try FileManager.default.createDirectory(
        atPath: home + "/elsewhere", withIntermediateDirectories: false)
      symlink(home + "/elsewhere", stateTodo)
    default:
      try FileManager.default.createDirectory(atPath: stateTodo, withIntermediateDirectories: false)
      chmod(stateTodo, 0o777)
    }
    let result = try run(sandbox, ["pri", "1", "A"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "TODO: \(stateTodo) is not your private folder (a symbolic link, "
        + "another user's, or writable by others), so todo keeps no versions or copies there; "
        + "nothing was changed. Remove it, or make it yours with mode 700.\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home + "/todo.txt")) == original)
    #expect(tree(home + "/elsewhere").isEmpty)
    #expect(try run(sandbox, ["revert"]).status == 1)
  }

  /// As root, a state folder owned by another user is refused too.
  @Test(.enabled(if: getuid() == 0, "needs root"))
  func aStateFolderOfAnotherUserIsRefused() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let home = sandbox.directory.path
    try Data("call mom\n".utf8).write(to: URL(fileURLWithPath: home + "/todo.txt"))
    let stateTodo = home + "/.local/state/todo"
    try FileManager.default.createDirectory(atPath: stateTodo, withIntermediateDirectories: true)
    chmod(stateTodo, 0o700)
    chown(stateTodo, 65534, 65534)
    let result = try run(sandbox, ["pri", "1", "A"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(stateTodo) is not your private folder"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: home + "/todo.txt")) == Data("call mom\n".utf8))
  }

  /// The gid of the group `.ci/run` creates for these tests.
  static let familyGroup: gid_t? = getgrnam("todo-family").map { $0.pointee.gr_gid }

  /// Root edits a file of `nobody:todo-family`, mode 0664: owner, group and mode are kept.
  @Test(.enabled(if: getuid() == 0 && familyGroup != nil, "needs root and group todo-family"))
  func rootKeepsOwnerGroupAndMode() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let file = sandbox.directory.path + "/todo.txt"
    try Data("call mom\n".utf8).write(to: URL(fileURLWithPath: file))
    let group = try #require(Self.familyGroup)
    chown(file, 65534, group)
    chmod(file, 0o664)
    #expect(try run(sandbox, ["pri", "1", "A"]).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("(A) call mom\n".utf8))
    #expect(owner(file) == (65534, group))
    #expect(mode(file) == 0o664)
  }

  /// `nobody`, a member of todo-family, edits a group-writable file of `root:todo-family` in
  /// a shared folder: the file keeps its group (not nobody's own), so the family keeps access;
  /// in a setgid folder, a file todo creates gets the folder's group.
  @Test(.enabled(if: getuid() == 0 && familyGroup != nil, "needs root and group todo-family"))
  func aGroupMemberKeepsTheGroup() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let group = try #require(Self.familyGroup)
    let home = sandbox.directory.path + "/home"
    let shared = sandbox.directory.path + "/shared"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
    chown(home, 65534, 65534)
    chown(shared, 0, group)
    // Not setgid yet: a new file here gets nobody's own group, unless todo sets it.
    chmod(shared, 0o775)
    let file = shared + "/todo.txt"
    try Data("call mom\nx 2026-11-01 done\n".utf8).write(to: URL(fileURLWithPath: file))
    chown(file, 0, group)
    chmod(file, 0o664)
    // `nobody` may not reach the build folder: a copy with the string tables beside it.
    let bin = sandbox.directory.path + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
    try Sandbox.copyBinary(to: bin + "/todo")
    try Sandbox.copyFolder(Sandbox.packageResources, to: sandbox.directory.path + "/Resources")
    let result = try run(
      sandbox, ["-f", "pri", "1", "A"],
      environment: [
        "HOME": home, "TODO_DIR": shared, "XDG_CACHE_HOME": home + "/.cache",
        "XDG_CONFIG_HOME": home + "/.config", "XDG_RUNTIME_DIR": home + "/.run",
      ],
      setpriv: ["--reuid=65534", "--regid=65534", "--groups=\(group)"], binary: bin + "/todo")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: file))
        == Data("(A) call mom\nx 2026-11-01 done\n".utf8))
    #expect(owner(file).gid == group)
    #expect(mode(file) == 0o664)
    // In a setgid folder, a new file (the archive's done.txt) gets the folder's group.
    chmod(shared, 0o2775)
    let archived = try run(
      sandbox, ["archive"],
      environment: ["HOME": home, "TODO_DIR": shared, "XDG_CACHE_HOME": home + "/.cache"],
      setpriv: ["--reuid=65534", "--regid=65534", "--groups=\(group)"], binary: bin + "/todo")
    #expect(archived.status == 0, "\(archived.stderr)")
    #expect(owner(shared + "/done.txt").gid == group)
    #expect(owner(file).gid == group)
  }

  /// Ctrl-C (SIGINT) or SIGTERM at points spread over a rewrite of a 200,000-line file: no
  /// `.todo.txt.todo-*` is left in the folder right after, todo.txt is the old or the new
  /// file, and the exit status shows the signal (or success, when the command had finished).
  @Test func aSignalMidRewriteLeavesNoTemporaryFile() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let rest = (2...200_000).map { "Task \($0) +project @context due:2026-12-\($0 % 28 + 1)\n" }
      .joined()
    let plain = Data(("Task one\n" + rest).utf8)
    let prioritized = Data(("(A) Task one\n" + rest).utf8)
    let file = sandbox.directory.appendingPathComponent("todo.txt")
    try plain.write(to: file)
    // Started with no signal blocked (the test runner's threads block them, and a child
    // inherits that): as from an interactive shell.
    func start(_ arguments: [String]) throws -> pid_t {
      var environment = sandbox.environment
      environment["TODO_DIR"] = sandbox.directory.path
      return try ChildProcess.start(
        [Sandbox.binaryDirectory + "/todo"] + arguments, environment: environment,
        directory: sandbox.directory.path)
    }
    let timer = ContinuousClock()
    let full = try timer.measure {
      _ = ChildProcess.wait(try start(["pri", "1", "A"]))
    }
    let microseconds =
      Double(full.components.seconds) * 1e6 + Double(full.components.attoseconds) / 1e12
    var prioritizedNow = try Data(contentsOf: file) == prioritized
    var interrupted = 0
    var generator = SystemRandomNumberGenerator()
    for round in 0..<16 {
      let pid = try start(prioritizedNow ? ["depri", "1"] : ["pri", "1", "A"])
      let fraction = (Double(round) + Double.random(in: 0..<1, using: &generator)) / 16
      usleep(UInt32(microseconds * fraction))
      let sent = round % 2 == 0 ? SIGINT : SIGTERM
      kill(pid, sent)
      let ended = ChildProcess.wait(pid)
      let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
        .filter { $0.hasPrefix(".todo.txt.todo-") }
      #expect(left.isEmpty, "round \(round): \(left)")
      let bytes = try Data(contentsOf: file)
      #expect(bytes == plain || bytes == prioritized, "round \(round): a partial file")
      prioritizedNow = bytes == prioritized
      if let signal = ended.signal {
        #expect(signal == sent, "round \(round)")
        interrupted += 1
      } else {
        #expect(ended.status == 0, "round \(round)")
      }
    }
    #expect(interrupted > 0)
  }
}
