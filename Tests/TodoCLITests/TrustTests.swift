import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// Code todo runs (todo.cfg, add-ons) comes only from where the user put it: the home folder
/// (never the current folder, with or without `HOME`), beside the real executable (never
/// beside `argv[0]`), and only from files no other user can change. The transcript
/// `Goldens/trust.t` covers the permission checks that need no second user.
@Suite struct TrustTests {
  /// The passwd home of `uid`.
  private static func passwordHome(_ uid: uid_t) -> String? {
    guard let entry = getpwuid(uid), let dir = entry.pointee.pw_dir else { return nil }
    return String(cString: dir)
  }

  /// A sandbox with a copy of the built `todo` in `bin/` and the string tables in
  /// `Resources/` (found beside the executable's folder), so that another user can run it
  /// and a `todo.cfg` can be put beside it.
  private func sandboxWithBinary() throws -> (Sandbox, todo: String) {
    let sandbox = try Sandbox()
    let bin = sandbox.directory.path + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
    try Sandbox.copyBinary(to: bin + "/todo")
    try Sandbox.copyFolder(Sandbox.packageResources, to: sandbox.directory.path + "/Resources")
    return (sandbox, bin + "/todo")
  }

  /// Runs `arguments` (looked up in `PATH`) in `directory` with exactly `environment`.
  private func run(
    _ arguments: [String], in directory: String, environment: [String: String]
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["-i"] + environment.map { $0.key + "=" + $0.value } + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let result = try ProcessOutput.run(process)
    return (result.status, result.stdout, result.stderr)
  }

  private static func write(_ text: String, to path: String, mode: Int = 0o644) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, mode_t(mode))
  }

  @Test func homeWithoutHOMEIsThePasswordDatabaseHome() throws {
    let expected = try #require(Self.passwordHome(geteuid()))
    #expect(Ownership.homeDirectory(environment: [:]) == expected)
    #expect(Ownership.homeDirectory(environment: ["HOME": ""]) == expected)
    #expect(Ownership.homeDirectory(environment: ["HOME": "relative/home"]) == expected)
    #expect(Ownership.homeDirectory(environment: ["HOME": "/some/home"]) == "/some/home")
  }

  /// `cd` into a folder holding a hostile `todo.cfg`, then `todo ls` through PATH: the
  /// configuration beside the real executable is read (also through a symlink to it), the one
  /// in the current folder never.
  @Test func besideTheBinaryIsTheExecutablesFolderNotTheCurrentOne() throws {
    let (sandbox, todo) = try sandboxWithBinary()
    defer { sandbox.remove() }
    let root = sandbox.directory.path
    try FileManager.default.createDirectory(
      atPath: root + "/cloned", withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      atPath: root + "/links", withIntermediateDirectories: false)
    try Self.write("touch '\(root)/ran'\n", to: root + "/cloned/todo.cfg")
    try Self.write("touch '\(root)/ran'\n", to: root + "/links/todo.cfg")
    try Self.write("export TODO_DIR='\(root)/data'\n", to: root + "/bin/todo.cfg")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/links/todo", withDestinationPath: todo)
    try FileManager.default.createDirectory(
      atPath: root + "/data", withIntermediateDirectories: false)
    try Self.write("beside the binary\n", to: root + "/data/todo.txt")
    var environment = sandbox.environment
    for bin in ["bin", "links"] {
      environment["PATH"] = root + "/" + bin + ":/usr/bin:/bin"
      let result = try run(["todo", "ls"], in: root + "/cloned", environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.hasPrefix("1 beside the binary\n"), "\(bin): \(result.stdout)")
      #expect(!FileManager.default.fileExists(atPath: root + "/ran"))
    }
  }

  /// With `HOME` unset or empty (run as `nobody`, whose passwd home is elsewhere, so that the
  /// test writes nothing in root's home): no `.todo.cfg`, `todo.cfg` or `.todo/actions` of the
  /// current folder is used, nothing is created there, and the passwd home is the default
  /// TODO_DIR.
  @Test(.enabled(if: getuid() == 0, "needs root, to run as nobody"))
  func withoutHOMENothingComesFromOrGoesToTheCurrentFolder() throws {
    let (sandbox, _) = try sandboxWithBinary()
    defer { sandbox.remove() }
    let root = sandbox.directory.path
    let nobodyHome = try #require(Self.passwordHome(65534))
    for folder in ["work", "out", "data"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: false)
      chown(root + "/" + folder, 65534, 65534)
    }
    let work = root + "/work"
    try FileManager.default.createDirectory(
      atPath: work + "/.todo/actions", withIntermediateDirectories: true)
    try Self.write("touch '\(root)/out/ran-dot-cfg'\n", to: work + "/.todo.cfg")
    try Self.write("touch '\(root)/out/ran-cfg'\n", to: work + "/todo.cfg")
    try Self.write(
      "#!/bin/sh\ntouch '\(root)/out/ran-addon'\n", to: work + "/.todo/actions/ls", mode: 0o755)
    let before = try FileManager.default.contentsOfDirectory(atPath: work).sorted()
    for home in [nil, ""] {
      var environment = [
        "PATH": root + "/bin:/usr/bin:/bin", "LANG": "en_US.UTF-8", "TZ": "UTC",
        "TODO_TEST_TIME": "1796040000",
      ]
      environment["HOME"] = home
      let nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "todo"]
      // The default TODO_DIR is the passwd home, which nobody cannot create.
      let noDir = try run(nobody + ["ls"], in: work, environment: environment)
      #expect(noDir.stderr.contains(nobodyHome), "\(noDir.stderr)")
      environment["TODO_DIR"] = root + "/data"
      let add = try run(nobody + ["add", "hello"], in: work, environment: environment)
      #expect(add.status == 0, "\(add.stderr)")
      let list = try run(nobody + ["ls"], in: work, environment: environment)
      #expect(list.status == 0, "\(list.stderr)")
      #expect(list.stdout.contains("hello"), "\(list.stdout)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out") == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: work).sorted() == before)
  }

  /// The walk fails closed: a step that cannot be looked up (a link loop, a missing name, a
  /// dangling link) is the fault, named, never skipped as safe.
  @Test func stepsThatCannotBeCheckedAreNotTrusted() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let root = sandbox.directory.path
    symlink(root + "/b", root + "/a")
    symlink(root + "/a", root + "/b")
    symlink(root + "/gone", root + "/dangling")
    try Self.write("x\n", to: root + "/plain.cfg")
    #expect(Ownership.unsafeComponent(of: root + "/plain.cfg") == nil)
    #expect(
      Ownership.unsafeComponent(of: root + "/a/x.cfg")?.reason
        == Ownership.UnsafePath.Reason.unresolvable(ELOOP))
    #expect(
      Ownership.unsafeComponent(of: root + "/missing/x.cfg")
        == Ownership.UnsafePath(path: root + "/missing", reason: .unresolvable(ENOENT)))
    #expect(
      Ownership.unsafeComponent(of: root + "/dangling")
        == Ownership.UnsafePath(path: root + "/gone", reason: .unresolvable(ENOENT)))
  }

  /// A configuration, an add-on, a symlink to one or a folder above one that belongs to
  /// another user is refused with the message, and not run.
  @Test(.enabled(if: getuid() == 0, "needs root, to give files to nobody"))
  func filesOfAnotherUserAreRefused() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let steps: [(command: String, stderr: String)] = [
      (
        "chown nobody mine.cfg; todo -d mine.cfg ls",
        "Fatal Error: Refusing to read configuration file mine.cfg: $HOME/mine.cfg belongs to"
          + " another user. A configuration is run as code, so it and every folder above it"
          + " must belong to you or root."
      ),
      (
        "chown root mine.cfg; ln -s mine.cfg link.cfg; chown -h nobody link.cfg;"
          + " todo -d link.cfg ls",
        "Fatal Error: Refusing to read configuration file link.cfg: $HOME/link.cfg belongs to"
          + " another user. A configuration is run as code, so it and every folder above it"
          + " must belong to you or root."
      ),
      (
        "mkdir theirs; cp mine.cfg theirs/; chown nobody theirs; todo -d theirs/mine.cfg ls",
        "Fatal Error: Refusing to read configuration file theirs/mine.cfg: $HOME/theirs"
          + " belongs to another user. A configuration is run as code, so it and every folder"
          + " above it must belong to you or root."
      ),
      // A folder whose name is not UTF-8 is checked by its bytes, and named escaped.
      (
        "d=theirs-$(printf 'caf\\351'); mkdir \"$d\"; cp mine.cfg \"$d/\"; chown nobody \"$d\";"
          + " ln -s \"$HOME/$d/mine.cfg\" bytes.cfg; todo -d bytes.cfg ls",
        "Fatal Error: Refusing to read configuration file bytes.cfg: $HOME/theirs-caf\\xE9"
          + " belongs to another user. A configuration is run as code, so it and every folder"
          + " above it must belong to you or root."
      ),
      (
        "chown nobody .todo/actions/hi; todo hi",
        "Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: $HOME/.todo/actions/hi"
          + " belongs to another user. An add-on and every folder above it must belong to you"
          + " or root."
      ),
      (
        "todo help hi",
        "Fatal Error: Refusing to run add-on $HOME/.todo/actions/hi: $HOME/.todo/actions/hi"
          + " belongs to another user. An add-on and every folder above it must belong to you"
          + " or root."
      ),
    ]
    _ = try sandbox.run(
      "printf 'touch \"$HOME/ran\"\\n' > mine.cfg; mkdir -p .todo/actions;"
        + " printf '#!/bin/sh\\ntouch \"$HOME/ran\"\\n' > .todo/actions/hi;"
        + " chmod +x .todo/actions/hi")
    for step in steps {
      let result = try sandbox.run(step.command)
      #expect(result.status == 1, "\(step.command)")
      #expect(result.stderr == [step.stderr], "\(step.command)")
      #expect(!FileManager.default.fileExists(atPath: sandbox.directory.path + "/ran"))
    }
    // Root's own files are accepted.
    let accepted = try sandbox.run("chown root .todo/actions/hi; todo hi")
    #expect(accepted.status == 0)
    #expect(FileManager.default.fileExists(atPath: sandbox.directory.path + "/ran"))
  }
}
