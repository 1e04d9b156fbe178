import Foundation
import Testing
import TodoTestSupport

/// The lock that serializes `todo` processes is `flock` on the folder of the real todo.txt:
/// nothing is created for it, another holder makes `todo` wait visibly and then give up with
/// nothing changed, and it serializes every user who can open the folder.
@Suite struct LockTests {
  /// A script that holds the lock on the sandbox folder (`flock` from util-linux) in the
  /// background until the file `released` exists (or, with `untilWaiting`, until todo has
  /// said that it waits: the file `waiting` has a line), and returns once it is held. What
  /// the holder waits for is an event, never a length of time: the test takes no longer than
  /// todo does.
  private func holdLock(untilWaiting: Bool = false) -> String {
    let until = untilWaiting ? "[ -s waiting ] || [ -e released ]" : "[ -e released ]"
    return """
      printf '(B) keep\\nsecond\\n' > todo.txt
      rm -f released waiting
      flock -x . sh -c 'until \(until); do sleep 0.02; done' &
      until ! flock -n . true; do sleep 0.02; done

      """
  }

  /// Milliseconds since the epoch, in bash.
  private let now = "$(($(date +%s%N) / 1000000))"

  @Test func heldLockMakesTodoWaitVisiblyThenGiveUpWithNothingChanged() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      holdLock() + """
        start=\(now)
        TODOTXT_LOCK_TIMEOUT=2.5 todo pri 1 A
        echo "status $? after $((\(now) - start)) ms"
        cat todo.txt
        touch released
        wait
        """)
    #expect(
      result.stderr == [
        "TODO: Waiting for the lock on $HOME: another todo (or another program) is editing in that"
          + " folder. todo gives up after 2.5 s (TODOTXT_LOCK_TIMEOUT).",
        "TODO: Gave up waiting for the lock on $HOME after 2.5 s: another todo (or another"
          + " program) holds it. Nothing was changed; run the command again, or set"
          + " TODOTXT_LOCK_TIMEOUT to wait longer.",
      ])
    let words = try #require(result.stdout.first).split(separator: " ")
    #expect(words.first == "status" && words.dropFirst().first == "1")
    // It said so after 2 s, waited the timeout, and gave up while the lock was still held.
    let waited = try #require(Int(words[3]))
    #expect(waited >= 2400 && waited < 6000, "waited \(waited) ms")
    #expect(result.stdout.dropFirst() == ["(B) keep", "second"])
  }

  @Test func lockReleasedBeforeTheTimeoutLetsTheCommandFinish() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      holdLock(untilWaiting: true) + """
        todo pri 1 A 2>waiting
        echo "status $?"
        cat todo.txt
        cat waiting >&2
        wait
        """)
    #expect(
      result.stdout == [
        "1 (A) keep", "TODO: 1 re-prioritized from (B) to (A).", "status 0", "(A) keep", "second",
      ])
    #expect(result.stderr.count == 1)
    #expect(result.stderr.first?.hasPrefix("TODO: Waiting for the lock on $HOME:") == true)
  }

  @Test func shortWaitSaysNothing() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      holdLock() + """
        (sleep 0.3; touch released) &
        todo pri 2 C
        echo "status $?"
        wait
        """)
    #expect(result.stdout == ["2 (C) second", "TODO: 2 prioritized (C).", "status 0"])
    #expect(result.stderr == [])
  }

  /// A shared lock held by anyone (`flock -s`) bounds the wait the same way.
  @Test func timeoutZeroGivesUpAtOnceInChinese() throws {
    let sandbox = try Sandbox(language: "zh_TW.UTF-8")
    defer { sandbox.remove() }
    let result = try sandbox.run(
      holdLock().replacingOccurrences(of: "flock -x", with: "flock -s") + """
        TODOTXT_LOCK_TIMEOUT=0 todo pri 1 A
        echo "status $?"
        cat todo.txt
        TODOTXT_LOCK_TIMEOUT=soon todo pri 1 A
        echo "status $?"
        touch released
        wait
        """)
    #expect(result.stdout == ["status 1", "(B) keep", "second", "status 1"])
    #expect(
      result.stderr == [
        "todo：等候資料夾 $HOME 的鎖定已超過 0 秒，另一個 todo（或其他程式）一直佔用著，因此沒有做任何變更。"
          + "請再執行一次指令，或把 TODOTXT_LOCK_TIMEOUT 設得更長。",
        "todo：TODOTXT_LOCK_TIMEOUT 必須是秒數（0 或以上），不能是「soon」。",
      ])
  }

  /// A todo.txt that is a symlink into another folder locks the folder of its target, where
  /// every user of that file meets.
  @Test func symlinkedTodoFileLocksItsTargetsFolder() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      mkdir real && printf 'one\\n' > real/todo.txt && ln -s real/todo.txt todo.txt
      flock -x real sh -c 'until [ -e released ]; do sleep 0.02; done' &
      until ! flock -n real true; do sleep 0.02; done
      TODOTXT_LOCK_TIMEOUT=0 todo pri 1 A
      echo "status $?"
      flock -x . true && echo "the link's own folder is not locked"
      touch released
      wait
      TODOTXT_LOCK_TIMEOUT=0 todo pri 1 A
      """)
    #expect(
      result.stdout == [
        "status 1", "the link's own folder is not locked", "1 (A) one", "TODO: 1 prioritized (A).",
      ])
    #expect(
      result.stderr == [
        "TODO: Gave up waiting for the lock on $HOME/real after 0 s: another todo (or"
          + " another program) holds it. Nothing was changed; run the command again, or set"
          + " TODOTXT_LOCK_TIMEOUT to wait longer."
      ])
  }

  /// `revert` waits for the same lock.
  @Test func revertTakesTheLockToo() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      """
      printf 'one\\n' > todo.txt
      todo pri 1 A >/dev/null
      flock -x . sh -c 'until [ -e released ]; do sleep 0.02; done' &
      until ! flock -n . true; do sleep 0.02; done
      TODOTXT_LOCK_TIMEOUT=0.5 todo revert
      echo "status $?"
      cat todo.txt
      touch released
      wait
      """)
    #expect(result.stdout == ["status 1", "(A) one"])
    #expect(result.stderr.first?.hasPrefix("TODO: Gave up waiting for the lock on $HOME") == true)
  }

  /// Nothing is created anywhere to lock: run in a private mount namespace with an empty /tmp,
  /// every path left in /tmp is the todo folder's own files (its sync record included) or
  /// todo's state under `HOME`.
  @Test(.enabled(if: getuid() == 0, "needs root (a private /tmp in a mount namespace)"))
  func noFileIsCreatedForLocking() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // The binary and its string tables may be under /tmp (a CI clone): copied out first.
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
    let result = try sandbox.run(
      """
      away=$(mktemp -d /dev/shm/todo-lock-test-XXXXXX) || exit 9
      trap 'rm -rf "$away"' EXIT
      cp "$(command -v todo)" "$away/todo" && cp -R '\(resources.path)' "$away/Resources" || exit 9
      PATH="$away:$PATH" TODO_STRINGS_DIR="$away/Resources" unshare -m --propagation private bash -c '
        mount -t tmpfs tmpfs /tmp || exit 9
        mkdir /tmp/t && cd /tmp/t || exit 9
        export HOME=/tmp/t XDG_CACHE_HOME=/tmp/t/.cache XDG_RUNTIME_DIR=/tmp/t/.run
        printf "one\\ntwo\\n" > todo.txt
        { todo add three && todo pri 1 A && todo do 2 && todo revert; } >/dev/null
        echo "status $?"
        find /tmp -mindepth 1 -not -path "/tmp/t/.local/state/*" \
          | sed -E "s|/[0-9a-f]{16}[.]log$|/MACHINE.log|" | sort
      '
      """)
    #expect(
      result.stdout == [
        // (revert took back the do that made done.txt)
        "status 0", "/tmp/t", "/tmp/t/.local", "/tmp/t/.local/state", "/tmp/t/.todo-sync",
        "/tmp/t/.todo-sync/MACHINE.log", "/tmp/t/todo.txt",
      ])
    #expect(result.stderr == [])
  }

  /// Root and another user (nobody) completing tasks in one shared 0666 todo.txt in a 0777
  /// folder at the same time: every command succeeds and every change lands.
  @Test(.enabled(if: getuid() == 0, "needs root (runs todo as nobody too)"))
  func twoUsersEditingOneSharedFileAreSerialized() throws {
    for _ in 0..<3 {
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let result = try sandbox.run(
        """
        chmod 755 . && mkdir -m 777 shared nobody-home
        for n in $(seq 1 12); do echo "Task $n"; done > shared/todo.txt
        chmod 666 shared/todo.txt
        export TODO_DIR=$PWD/shared
        for n in $(seq 1 6); do
          (todo -a do $n >/dev/null || echo "root $n failed") &
          (HOME=$PWD/nobody-home setpriv --reuid=65534 --regid=65534 --clear-groups \\
            todo -a do $((n + 6)) >/dev/null || echo "nobody $((n + 6)) failed") &
        done
        wait
        cat shared/todo.txt
        """)
      #expect(result.stdout == (1...12).map { "x 2026-11-30 Task \($0)" })
      // On a loaded machine a command may wait over 2 s and say so; nothing else is said.
      #expect(result.stderr.filter { !$0.contains("Waiting for the lock") } == [])
    }
  }
}
