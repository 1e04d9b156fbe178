import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// Another program writing a todo file at the same moment as `todo` (a shell redirect, `cp` or
/// `scp` paused half-way, a sync client, an editor): a command that writes waits for it and then
/// works on the whole file, or refuses with the file named; listings warn; a write in the
/// moment between the last check and the rename is swapped back out (or, without
/// `RENAME_EXCHANGE`, kept as a conflict copy). Driven in process through ``FaultPlan`` and with
/// real writers (a descriptor open for writing, a background shell).
@Suite struct LiveWriterTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `todo arguments` in process in `sandbox`, with `faults` and `environment` added.
  func run(
    _ sandbox: Sandbox, _ arguments: [String], faults: FaultPlan? = nil,
    environment extra: [String: String] = [:]
  ) throws -> Run {
    let out = sandbox.directory.appendingPathComponent(".stdout")
    let err = sandbox.directory.appendingPathComponent(".stderr")
    let outFD = open(out.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let errFD = open(err.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    let inFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { for fd in [outFD, errFD, inFD] { close(fd) } }
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path
    environment.merge(extra) { $1 }
    let status = TodoCommand.run(
      arguments: ["todo"] + arguments, environment: environment,
      streams: StandardStreams(input: inFD, output: outFD, error: errFD), faults: faults)
    return Run(
      status: status, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  func path(_ sandbox: Sandbox, _ name: String) -> String {
    sandbox.directory.appendingPathComponent(name).path
  }

  func text(_ sandbox: Sandbox, _ name: String) -> String {
    (try? String(contentsOfFile: path(sandbox, name), encoding: .utf8)) ?? ""
  }

  /// Writes `text` over the file in place (same inode: truncate, write), as a shell `>` does.
  func writeInPlace(_ sandbox: Sandbox, _ name: String, _ text: String) {
    let fd = open(path(sandbox, name), O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
  }

  /// Replaces the file by rename, as a sync client delivering another machine's version does.
  func replaceByRename(_ sandbox: Sandbox, _ name: String, _ text: String) {
    let temporary = path(sandbox, ".incoming-" + name)
    _ = FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
    rename(temporary, path(sandbox, name))
  }

  func files(_ sandbox: Sandbox) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  func sandbox(_ todo: String, language: String = "en_US.UTF-8") throws -> Sandbox {
    let sandbox = try Sandbox(language: language)
    try Data(todo.utf8).write(to: sandbox.directory.appendingPathComponent("todo.txt"))
    return sandbox
  }

  // MARK: - Waiting for a writer before reading

  /// A writer that holds the file open for a while (three probes) is waited for, then the
  /// command works on the file as it is then.
  @Test func aWriterHoldingTheFileIsWaitedFor() throws {
    let sandbox = try sandbox("call mom\nbuy milk\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.openForWriting = 3
    var polls = 0
    faults.onWriterPoll = { poll in
      polls = poll + 1
      // The writer finishes its file while todo waits.
      if poll == 2 {
        writeInPlace(sandbox, "todo.txt", "call mom\nbuy milk\nwritten by the copy\n")
      }
    }
    let result = try run(sandbox, ["pri", "3", "A"], faults: faults)
    #expect(result.status == 0)
    #expect(polls == 4)
    #expect(faults.openForWriting == 0)
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\n(A) written by the copy\n")
  }

  /// A writer that stays refuses the command after the lock's timeout, with the file named, in
  /// both languages; nothing is written and nothing is kept for `revert`.
  @Test(arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func aWriterThatStaysIsRefusedWithTheFileNamed(language: String) throws {
    let sandbox = try sandbox("call mom\nbuy milk\n", language: language)
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.openForWriting = Int.max
    let start = Date()
    let result = try run(
      sandbox, ["pri", "1", "A"], faults: faults, environment: ["TODOTXT_LOCK_TIMEOUT": "0.3"])
    #expect(Date().timeIntervalSince(start) >= 0.3)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    let expected =
      language == "en_US.UTF-8"
      ? "TODO: \(path(sandbox, "todo.txt")) is still being written by another program"
      : "todo：過了 0.3 秒，\(path(sandbox, "todo.txt")) 仍在被其他程式"
    #expect(result.stderr.hasPrefix(expected))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\n")
    #expect(try run(sandbox, ["revert"]).status == 1)
  }

  /// A real writer: a descriptor open for writing on todo.txt makes `pri` and `add` refuse
  /// (the lease probe), and once it is closed they work.
  @Test func aDescriptorOpenForWritingIsSeen() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let writer = open(path(sandbox, "todo.txt"), O_WRONLY | O_APPEND | O_CLOEXEC)
    #expect(writer >= 0)
    let quick = ["TODOTXT_LOCK_TIMEOUT": "0.2"]
    let pri = try run(sandbox, ["pri", "1", "A"], environment: quick)
    #expect(pri.status == 1)
    #expect(pri.stderr.contains("still being written"))
    let add = try run(sandbox, ["add", "buy milk"], environment: quick)
    #expect(add.status == 1)
    #expect(add.stderr.contains("still being written"))
    #expect(text(sandbox, "todo.txt") == "call mom\n")
    close(writer)
    #expect(try run(sandbox, ["pri", "1", "A"], environment: quick).status == 0)
    #expect(try run(sandbox, ["add", "buy milk"], environment: quick).status == 0)
    #expect(text(sandbox, "todo.txt") == "(A) call mom\nbuy milk\n")
  }

  /// done.txt is waited for too before `do` archives into it: a writer holding it refuses the
  /// command, and neither file changes.
  @Test func aWriterOfDoneTxtStopsTheArchive() throws {
    let sandbox = try sandbox("call mom\nbuy milk\n")
    defer { sandbox.remove() }
    try Data("x 2026-11-01 old\n".utf8).write(
      to: sandbox.directory.appendingPathComponent("done.txt"))
    let writer = open(path(sandbox, "done.txt"), O_WRONLY | O_APPEND | O_CLOEXEC)
    defer { close(writer) }
    let result = try run(sandbox, ["do", "1"], environment: ["TODOTXT_LOCK_TIMEOUT": "0.2"])
    #expect(result.status == 1)
    #expect(result.stderr.contains(path(sandbox, "done.txt")))
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\n")
    #expect(text(sandbox, "done.txt") == "x 2026-11-01 old\n")
  }

  /// Without leases (another user's file, NFS): the command waits until the file has not
  /// changed for the quiet period, then reads it whole.
  @Test func withoutLeasesAQuietPeriodIsWaitedFor() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.leaseUnavailable = EACCES
    faults.quietPeriod = 0.2
    var polls = 0
    var lines = "call mom\n"
    faults.onWriterPoll = { poll in
      polls = poll + 1
      // A slow copy adds a line at each of the first three looks.
      if poll < 3 {
        lines += "line \(poll)\n"
        writeInPlace(sandbox, "todo.txt", lines)
      }
    }
    let start = Date()
    let result = try run(sandbox, ["pri", "1", "B"], faults: faults)
    #expect(result.status == 0)
    // Still for the quiet period after the last write, looked at every 0.05 s.
    #expect(Date().timeIntervalSince(start) >= 0.2)
    #expect(polls >= 6)
    #expect(text(sandbox, "todo.txt") == "(B) call mom\nline 0\nline 1\nline 2\n")
  }

  /// Without leases, a file last changed longer ago than the quiet period is read at once.
  @Test func withoutLeasesAnOldFileIsNotWaitedFor() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    Thread.sleep(forTimeInterval: 0.25)
    let faults = FaultPlan()
    faults.leaseUnavailable = EINVAL
    faults.quietPeriod = 0.2
    var polls = 0
    faults.onWriterPoll = { _ in polls += 1 }
    let result = try run(sandbox, ["pri", "1", "B"], faults: faults)
    #expect(result.status == 0)
    #expect(polls == 1)
    #expect(text(sandbox, "todo.txt") == "(B) call mom\n")
  }

  /// Without leases, a file that keeps changing is refused after the timeout.
  @Test func withoutLeasesAFileThatKeepsChangingIsRefused() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.leaseUnavailable = EACCES
    faults.quietPeriod = 0.2
    var lines = "call mom\n"
    faults.onWriterPoll = { poll in
      lines += "line \(poll)\n"
      writeInPlace(sandbox, "todo.txt", lines)
    }
    let result = try run(
      sandbox, ["pri", "1", "B"], faults: faults, environment: ["TODOTXT_LOCK_TIMEOUT": "0.4"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("still being written"))
    #expect(!text(sandbox, "todo.txt").contains("(B)"))
  }

  /// `ls` goes on but warns on standard error while a writer has the file open.
  @Test func listingWarnsAndGoesOn() throws {
    let sandbox = try sandbox("call mom\nbuy milk\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.openForWriting = 1
    let warned = try run(sandbox, ["ls"], faults: faults)
    #expect(warned.status == 0)
    #expect(warned.stdout.contains("1 call mom"))
    #expect(
      warned.stderr
        == "TODO: Warning: \(path(sandbox, "todo.txt")) is being written by another program right now; this list may be incomplete.\n"
    )
    let quiet = try run(sandbox, ["ls"])
    #expect(quiet.stderr == "")
    // A real writer too.
    let writer = open(path(sandbox, "todo.txt"), O_WRONLY | O_APPEND | O_CLOEXEC)
    defer { close(writer) }
    #expect(try run(sandbox, ["listall"]).stderr.contains("is being written"))
  }

  /// `doctor` says which method applies, and why.
  @Test func doctorSaysWhichMethodApplies() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let file = path(sandbox, "todo.txt")
    #expect(
      try run(sandbox, ["doctor"]).stdout.contains(
        "writers: a read lease shows when another program has \(file) open for writing"))
    let faults = FaultPlan()
    faults.leaseUnavailable = EACCES
    faults.quietPeriod = 1
    let quiet = try run(sandbox, ["doctor"], faults: faults).stdout
    #expect(
      quiet.contains(
        "writers: no lease can be taken on \(file) (\(String(cString: strerror(EACCES)))); commands that write wait until it has not changed for 1 s"
      ))
  }

  /// In Chinese the reason is Chinese too, not the C library's English (zh-Hant review,
  /// "system error text"): EACCES, and EINVAL (a file system without leases).
  @Test func doctorSaysWhyInChinese() throws {
    let sandbox = try sandbox("call mom\n", language: "zh_TW.UTF-8")
    defer { sandbox.remove() }
    let file = path(sandbox, "todo.txt")
    for (code, reason) in [(EACCES, "權限不足"), (EINVAL, "引數無效")] {
      let faults = FaultPlan()
      faults.leaseUnavailable = code
      faults.quietPeriod = 1
      let quiet = try run(sandbox, ["doctor"], faults: faults).stdout
      #expect(quiet.contains("  寫入偵測：無法在 \(file) 上取得租約（\(reason)）；會寫入的指令會等到它 1 秒沒有變動"))
      #expect(!quiet.contains(String(cString: strerror(code))))
    }
  }

  // MARK: - The moment between the last check and the rename

  /// An editor saves in place between the last check and the swap: the swap sees that what it
  /// took out is not the version read, swaps back, and refuses; the editor's text stays and no
  /// temporary file or copy is left.
  @Test func anInPlaceWriteBeforeTheSwapIsSwappedBack() throws {
    let sandbox = try sandbox("call mom\nbuy milk\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.beforeRename = {
      writeInPlace(sandbox, "todo.txt", "call mom\nbuy milk\nfrom the editor\n")
    }
    let result = try run(sandbox, ["pri", "1", "A"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("changed on disk"))
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\nfrom the editor\n")
    #expect(files(sandbox) == ["todo.txt"])
  }

  /// A sync client renames another machine's version in between: refused the same way, and
  /// `do`'s archive to done.txt is taken back (the task is in one file only).
  @Test func aRenameBeforeTheSwapIsSwappedBack() throws {
    let sandbox = try sandbox("call mom\nbuy milk\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.beforeRename = { replaceByRename(sandbox, "todo.txt", "call mom\nbuy milk\nremote\n") }
    let result = try run(sandbox, ["do", "1"], faults: faults)
    #expect(result.status == 1)
    #expect(result.stderr.contains("changed on disk"))
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\nremote\n")
    #expect(text(sandbox, "done.txt") == "")
  }

  /// A writer that opened the file in between and has not written yet: the swapped-out version
  /// is still open for writing, so it goes back in place and the command refuses; what the
  /// writer then writes lands in the file.
  @Test func aWriterOpeningBeforeTheSwapGetsTheFileBack() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    var writer: Int32 = -1
    let faults = FaultPlan()
    faults.beforeRename = {
      writer = open(path(sandbox, "todo.txt"), O_WRONLY | O_APPEND | O_CLOEXEC)
    }
    let result = try run(sandbox, ["pri", "1", "A"], faults: faults)
    #expect(writer >= 0)
    _ = Array("late line\n".utf8).withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
    close(writer)
    #expect(result.status == 1)
    #expect(text(sandbox, "todo.txt") == "call mom\nlate line\n")
  }

  /// Nobody in between: the swap is clean, nothing is left beside the file.
  @Test func aCleanSwapLeavesNothingBehind() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    var called = false
    faults.beforeRename = { called = true }
    let result = try run(sandbox, ["pri", "1", "A"], faults: faults)
    #expect(called)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(text(sandbox, "todo.txt") == "(A) call mom\n")
    #expect(files(sandbox) == ["todo.txt"])
  }

  /// Without `RENAME_EXCHANGE` (some file systems): the plain rename, and the check after it
  /// finds the in-place write in the old version, saves it as a conflict copy (a name `doctor`
  /// lists and `merge-conflicts` merges) and says so, in both languages.
  @Test(arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func withoutTheSwapAWriteInBetweenIsKeptAsACopy(language: String) throws {
    let sandbox = try sandbox("call mom\nbuy milk\n", language: language)
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.exchangeUnsupported = true
    faults.beforeRename = {
      writeInPlace(sandbox, "todo.txt", "call mom\nbuy milk\nfrom the editor\n")
    }
    let result = try run(sandbox, ["pri", "1", "A"], faults: faults)
    #expect(result.status == 0)
    #expect(text(sandbox, "todo.txt") == "(A) call mom\nbuy milk\n")
    let copies = files(sandbox).filter { $0 != "todo.txt" }
    #expect(copies.count == 1)
    let copy = copies.first ?? ""
    #expect(ConflictCopyName.matches(copy, copyOf: "todo.txt"))
    #expect(text(sandbox, copy) == "call mom\nbuy milk\nfrom the editor\n")
    let named = path(sandbox, copy)
    #expect(
      result.stderr.contains(
        language == "en_US.UTF-8" ? "its version was saved as \(named)" : "另存為 \(named)"))
    #expect(try run(sandbox, ["doctor"]).stdout.contains(named))
  }

  /// Without `RENAME_EXCHANGE` and nobody in between: no warning, no copy.
  @Test func withoutTheSwapACleanRenameSaysNothing() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    faults.exchangeUnsupported = true
    let result = try run(sandbox, ["pri", "1", "A"], faults: faults)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(files(sandbox) == ["todo.txt"])
  }

  // MARK: - Appends another program drops

  /// A sync client delivers a version it read before `add` appended (by rename): the added
  /// line is not in the file at the name any more, so it is appended again; the delivered
  /// version's own line stays too.
  @Test func anAddDroppedByARenamedVersionIsAppendedAgain() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    var rewrites = 0
    faults.afterAppend = {
      guard rewrites == 0 else { return }
      rewrites += 1
      replaceByRename(sandbox, "todo.txt", "call mom\nremote task\n")
    }
    let result = try run(sandbox, ["add", "buy milk"], faults: faults)
    #expect(result.status == 0)
    #expect(rewrites == 1)
    #expect(text(sandbox, "todo.txt") == "call mom\nremote task\nbuy milk\n")
  }

  /// `scp` rewrites done.txt in place from an older read just after `do` archived into it:
  /// the archived line is appended again, so the task is never gone from both files.
  @Test func anArchiveDroppedByAnInPlaceRewriteIsAppendedAgain() throws {
    let sandbox = try sandbox("call mom\nbuy milk\n")
    defer { sandbox.remove() }
    try Data("x 2026-11-01 old\n".utf8).write(
      to: sandbox.directory.appendingPathComponent("done.txt"))
    let faults = FaultPlan()
    var rewrites = 0
    faults.afterAppend = {
      guard rewrites == 0 else { return }
      rewrites += 1
      writeInPlace(sandbox, "done.txt", "x 2026-11-01 old\nx 2026-11-02 remote\n")
    }
    let result = try run(sandbox, ["do", "1"], faults: faults)
    #expect(result.status == 0)
    #expect(rewrites == 1)
    #expect(!text(sandbox, "todo.txt").contains("call mom"))
    #expect(
      text(sandbox, "done.txt")
        == "x 2026-11-01 old\nx 2026-11-02 remote\nx 2026-11-30 call mom\n")
  }

  /// Nobody in between: one append, checked once.
  @Test func anAppendNobodyTouchedIsWrittenOnce() throws {
    let sandbox = try sandbox("call mom\n")
    defer { sandbox.remove() }
    let faults = FaultPlan()
    var checks = 0
    faults.afterAppend = { checks += 1 }
    #expect(try run(sandbox, ["add", "buy milk"], faults: faults).status == 0)
    #expect(checks == 1)
    #expect(text(sandbox, "todo.txt") == "call mom\nbuy milk\n")
  }

  // MARK: - The issue's example, end to end

  /// `( cat half1; sleep 1; cat half2 ) > todo.txt & sleep 0.3; todo pri 1 A`: todo either
  /// waits and edits the whole file, or refuses; the file is never cut to its first half.
  @Test(arguments: ["30", "0.3"])
  func aPausedShellRedirectIsNeverTruncated(timeout: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let full = (1...1000).map { "task \($0)\n" }.joined()
    let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
    try Data(full.utf8).write(to: sandbox.directory.appendingPathComponent("todo.txt"))
    try Data((lines[0..<500].joined(separator: "\n") + "\n").utf8).write(
      to: sandbox.directory.appendingPathComponent("half1"))
    try Data((lines[500..<1000].joined(separator: "\n") + "\n").utf8).write(
      to: sandbox.directory.appendingPathComponent("half2"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c",
      // (The issue's `sleep 0.3`, made certain: until the writer has written its first half.)
      "( cat half1; sleep 1; cat half2 ) > todo.txt & "
        + "until [ \"$(wc -c < todo.txt)\" -eq \"$(wc -c < half1)\" ]; do sleep 0.02; done; "
        + "todo pri 1 A; echo \"status $?\"; wait",
    ]
    process.currentDirectoryURL = sandbox.directory
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path
    environment["TODOTXT_LOCK_TIMEOUT"] = timeout
    process.environment = environment
    let output = try ProcessOutput.run(process)
    let after = text(sandbox, "todo.txt")
    if output.stdout.contains("status 0") {
      #expect(after == "(A) " + full)
      #expect(timeout == "30")
    } else {
      #expect(output.stdout.contains("status 1"))
      #expect(output.stderr.contains("still being written"))
      #expect(after == full)
    }
  }
}
