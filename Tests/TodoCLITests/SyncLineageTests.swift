import Foundation
import Testing
import TodoTestSupport

/// The sync issue's minimal reproductions, end to end: two machines A and B (each its own
/// todo folder and its own state, `HOME`), a sync client played by hand (`cp`, `mv`), and one
/// git merge. Where `merge-conflicts` still scores the versions it kept instead of knowing
/// which one both machines last shared, the test is wrapped as a known issue until lineage
/// lands (a fixed one fails as "known issue not recorded").
@Suite struct SyncLineageTests {
  /// `a` and `b` run todo as machine A and machine B.
  private static let machines = """
    mkdir -p A B hA hB
    a() { HOME=$PWD/hA TODO_DIR=$PWD/A todo "$@"; }
    b() { HOME=$PWD/hB TODO_DIR=$PWD/B todo "$@"; }
    # The sync client delivers each machine's own sync record to the other machine.
    records() {
      for pair in A:B B:A; do
        from=${pair%:*}; to=${pair#*:}; home=h$from
        id=$(cat $home/.local/state/todo/machine-id 2>/dev/null) || continue
        mkdir -p $to/.todo-sync
        cp $from/.todo-sync/$id.log $to/.todo-sync/ 2>/dev/null || :
      done
    }

    """

  /// R1 without the records: Dropbox turns B's own version into the copy and puts A's in its
  /// place; B's next command (an `add`) writes on A's version before `merge-conflicts`. The
  /// common version is a guess, so nothing is removed or overwritten on it: B's "book
  /// dentist" survives, "pay rent", completed and archived on B, does not come back, and
  /// "call mom" is kept in both versions (A's priority, B's line), named, with exit 1; the
  /// copy is said to be B's own.
  @Test func ownCopyAfterACommandKeepsThisMachinesTasks() throws {
    let result = try Sandbox.run(
      Self.machines + Self.r1 + """
        b add 2026-11-05 water plants >/dev/null 2>&1
        b merge-conflicts 2>&1 | grep -c "the copy is this machine's own todo.txt"
        grep -v '^$' B/todo.txt | LC_ALL=C sort; echo --; cat B/done.txt
        """)
    #expect(
      result.stdout == [
        "1", "(A) 2026-11-02 call mom", "2026-11-02 call mom", "2026-11-03 buy milk",
        "2026-11-04 book dentist", "2026-11-05 water plants", "--",
        "x 2026-11-30 2026-11-01 pay rent",
      ], "\(result)")
  }

  /// R1's machines up to the swap: B completed a task and added one, A prioritized one, and
  /// Dropbox made B's file the copy and put A's in its place.
  private static let r1 = """
    printf '2026-11-01 pay rent\\n2026-11-02 call mom\\n2026-11-03 buy milk\\n' > A/todo.txt
    cp A/todo.txt B/todo.txt
    b add 2026-11-04 book dentist >/dev/null
    b do 1 >/dev/null
    a pri 2 A >/dev/null
    cp B/done.txt A/done.txt
    mv B/todo.txt "B/todo (Machine B's conflicted copy 2026-11-30).txt"
    cp A/todo.txt B/todo.txt

    """

  /// R1 with the records synced: the common version is the one they prove, and the output
  /// says so.
  @Test func theRecordsProveTheCommonVersion() throws {
    let result = try Sandbox.run(
      Self.machines + Self.r1 + """
        records
        b add 2026-11-05 water plants >/dev/null 2>&1
        b merge-conflicts 2>&1 | grep -c 'as their sync records show'
        grep -v '^$' B/todo.txt | LC_ALL=C sort
        """)
    #expect(
      result.stdout == [
        "1", "(A) 2026-11-02 call mom", "2026-11-03 buy milk", "2026-11-04 book dentist",
        "2026-11-05 water plants",
      ], "\(result)")
  }

  /// A task both machines changed differently, with the records proving the common version:
  /// both versions kept and said as a conflict, and `merge-conflicts` exits 1 (left to decide).
  @Test func aProvenConflictIsLeftToDecide() throws {
    let result = try Sandbox.run(
      Self.machines + """
        printf 'pay rent\\ncall mom\\n' > A/todo.txt
        cp A/todo.txt B/todo.txt
        a pri 1 A >/dev/null
        b pri 1 B >/dev/null
        records
        mv B/todo.txt "B/todo (Machine B's conflicted copy 2026-11-30).txt"
        cp A/todo.txt B/todo.txt
        b merge-conflicts > out 2>&1; echo "merge: $?"
        grep -c -e 'as their sync records show' -e 'CONFLICT' out
        grep -v '^$' B/todo.txt
        """)
    #expect(
      result.stdout == ["merge: 1", "2", "(A) pay rent", "call mom", "(B) pay rent"],
      "\(result)")
  }

  /// R2: A's merge result has not reached B when the next conflict happens: B never had
  /// "book dentist", so B's copy lacking it is no deletion.
  @Test func aMergeResultTheOtherMachineNeverHadIsNotADeletion() throws {
    let result = try Sandbox.run(
      Self.machines + """
        printf 'pay rent\\ncall mom\\n' > A/todo.txt
        cp A/todo.txt B/todo.txt
        a add book dentist >/dev/null
        b pri 1 A >/dev/null
        mv A/todo.txt "A/todo (Machine A's conflicted copy 2026-11-30).txt"
        cp B/todo.txt A/todo.txt
        records
        a merge-conflicts >/dev/null 2>&1
        b add water plants >/dev/null
        a pri 2 B >/dev/null
        cp B/todo.txt "A/todo (Machine B's conflicted copy 2026-11-30).txt"
        records
        a merge-conflicts >/dev/null 2>&1
        grep -v '^$' A/todo.txt
        """)
    #expect(
      result.stdout == ["(A) pay rent", "(B) call mom", "book dentist", "water plants"],
      "\(result)")
    #expect(result.status == 0, "\(result)")
  }

  /// R3 (git): one clone completes and archives a task, the other replaces its words: the
  /// task modified on one side and archived on the other is a conflict, whatever the words.
  @Test func replacedOnOneCloneArchivedOnTheOtherIsAConflict() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path + "/repo"
    for key in ["AUTHOR", "COMMITTER"] {
      environment["GIT_\(key)_NAME"] = "Test"
      environment["GIT_\(key)_EMAIL"] = "test@example.com"
    }
    let script = """
      set -e; git init -q -b main repo; cd repo
      printf '%s\\n' 'pay rent' 'call mom' 'buy milk' > todo.txt; : > done.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb phone; todo replace 2 'email the landlord' >/dev/null; git commit -qam phone
      git checkout -q -; todo do 2 >/dev/null; git commit -qam laptop
      set +e; git merge -q phone -m merge >/dev/null 2>&1; echo "merge: $?"
      """
    let run = try ChildProcess.run(
      ["/bin/bash", "-c", script], environment: environment, directory: sandbox.directory.path)
    let output = String(decoding: run.stdout, as: UTF8.self)
    #expect(output.contains("merge: 1"), "\(output)")
  }
}
