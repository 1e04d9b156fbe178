import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// The machines' sync records (`.todo-sync/MACHINE.log`) and the common version they prove
/// (``SyncLineage``): each rule with the case that motivated it, then the record on disk as a
/// synced, possibly hostile file.
@Suite struct SyncRecordTests {
  /// A version named by a word (its hash is the word's).
  private static func v(_ name: String) -> ContentHash { ContentHash(Array(name.utf8)) }

  private static func wrote(_ version: String, _ parents: String...) -> SyncLineage.Entry {
    .init(version: v(version), parents: parents.map(v))
  }

  /// R1: B completes a task, Dropbox makes B's file the copy and puts A's in its place, and B
  /// adds a task on A's version before merging. The common version is the one both started
  /// from, and the copy is B's side (the file has A's version in it).
  @Test func ownCopyWithACommandOnTopOfTheOthersVersion() {
    let b = SyncLineage(
      own: [Self.wrote("b1", "v0"), Self.wrote("b2", "b1"), Self.wrote("b3", "a1")],
      others: [[Self.wrote("a1", "v0")]])
    let base = b.base(copy: Self.v("b2"), current: Self.v("b3"))
    #expect(base == SyncLineage.Base(candidates: [Self.v("v0")], copyIsLocal: true))
  }

  /// R2: A merged B's version and its own, but B never had the result: the common version of
  /// the next conflict is B's version that A merged, not A's result.
  @Test func aMergeResultTheOtherNeverHadIsNoCommonVersion() {
    let a = SyncLineage(
      own: [Self.wrote("a1", "v0"), Self.wrote("m", "b1", "a1"), Self.wrote("a2", "m")],
      others: [[Self.wrote("b1", "v0"), Self.wrote("b2", "b1")]])
    let base = a.base(copy: Self.v("b2"), current: Self.v("a2"))
    #expect(base == SyncLineage.Base(candidates: [Self.v("b1")], copyIsLocal: false))
  }

  /// A version no record says was written (a phone's editor) has no known parent: nothing is
  /// proven, and `merge-conflicts` falls back on its history alone.
  @Test func aVersionNoTodoWroteProvesNothing() {
    let a = SyncLineage(
      own: [
        Self.wrote("a1", "v0"), .init(version: Self.v("p1"), parents: [], replaced: Self.v("a1")),
      ],
      others: [])
    #expect(a.base(copy: Self.v("p1"), current: Self.v("a1")) == nil)
  }

  /// A version that came back (a task added, then deleted) is each version's ancestor and
  /// its own descendant: the walk ends, and the version this machine had last comes first.
  @Test func aVersionThatCameBackEndsTheWalk() {
    let a = SyncLineage(
      own: [Self.wrote("a1", "v0"), Self.wrote("v0", "a1"), Self.wrote("a2", "v0")],
      others: [[Self.wrote("b1", "v0")]])
    let base = a.base(copy: Self.v("b1"), current: Self.v("a2"))
    #expect(base?.candidates.first == Self.v("v0"))
    #expect(base?.copyIsLocal == false)
  }

  /// Which side is this machine's is not told when both sides hold another machine's writes.
  @Test func bothSidesForeignTellsNoSide() {
    let a = SyncLineage(
      own: [Self.wrote("a1", "v0")], others: [[Self.wrote("b1", "v0")], [Self.wrote("c1", "v0")]])
    let base = a.base(copy: Self.v("b1"), current: Self.v("c1"))
    #expect(base == SyncLineage.Base(candidates: [Self.v("v0")], copyIsLocal: nil))
  }

  /// A record is parsed as data: a line that does not parse (a bad hash, a torn last line)
  /// is left out, and a file without the header holds nothing.
  @Test func aRecordIsParsedAsData() {
    let good = SyncRecord.line(.init(version: Self.v("x"), parents: [Self.v("y")]))
    let found = SyncRecord.line(
      .init(version: Self.v("z"), parents: [], replaced: Self.v("x")))
    let bytes = Array(
      ("todo-sync=1\n" + good + "v=nonsense\tp=1:2:3\n" + "v=1:2:3\tp=zz\n" + found
        + "v=4:5:6").utf8)
    #expect(
      SyncRecord.entries(in: bytes) == [
        .init(version: Self.v("x"), parents: [Self.v("y")]),
        .init(version: Self.v("z"), parents: [], replaced: Self.v("x")),
      ])
    #expect(SyncRecord.entries(in: Array(good.utf8)) == [])
  }

  /// A record may hold any number of entries (it is written elsewhere): the lineage reads the
  /// last ``SyncRecord/keptEntries`` × 2, as many as a record of todo's keeps at most.
  @Test func aLongRecordIsReadFromItsEnd() {
    let lines = (0..<2000).map {
      SyncRecord.line(.init(version: Self.v("v\($0 + 1)"), parents: [Self.v("v\($0)")]))
    }
    let entries = SyncRecord.entries(in: Array(("todo-sync=1\n" + lines.joined()).utf8))
    #expect(entries.count == SyncRecord.keptEntries * 2)
    #expect(entries.last?.version == Self.v("v2000"))
  }

  /// An entry naming more parents than a merge of todo's has is no entry: a forged record of
  /// one line with 64,000 parents made every merge take minutes.
  @Test func anEntryWithTooManyParentsIsLeftOut() {
    let parents = (0...SyncRecord.maximumParents).map { Self.v("p\($0)") }
    let many = SyncRecord.line(.init(version: Self.v("x"), parents: parents))
    let few = SyncRecord.line(.init(version: Self.v("y"), parents: Array(parents.prefix(2))))
    #expect(
      SyncRecord.entries(in: Array(("todo-sync=1\n" + many + few).utf8)).map(\.version) == [
        Self.v("y")
      ])
  }

  // MARK: - On disk

  private static let setup = """
    printf 'pay rent\\ncall mom\\n' > todo.txt

    """

  /// A command that writes records its version; the record holds hashes only, no task text,
  /// in a 0700 folder, mode 0600, named by the machine id kept in the private state folder.
  @Test func aWriteIsRecordedWithoutTaskText() throws {
    let result = try Sandbox.run(
      Self.setup + """
        todo add buy milk >/dev/null; todo ls >/dev/null
        id=$(cat "$HOME/.local/state/todo/machine-id")
        stat -c '%a' .todo-sync .todo-sync/$id.log
        grep -c . .todo-sync/$id.log
        grep -l 'milk\\|rent' .todo-sync/$id.log || echo no task text
        """)
    #expect(result.stdout == ["700", "600", "2", "no task text"], "\(result)")
  }

  /// A record cut short (its writer killed mid-line) is written again whole, the torn line
  /// left out, rather than appended to: no entry is glued to a piece of another.
  @Test func aTornRecordIsWrittenAgainWhole() throws {
    let result = try Sandbox.run(
      Self.setup + """
        todo add buy milk >/dev/null
        id=$(cat "$HOME/.local/state/todo/machine-id")
        printf 'v=12:ab' >> .todo-sync/$id.log
        todo add walk dog >/dev/null
        grep -c '^v=' .todo-sync/$id.log; grep -c 'v=12:ab' .todo-sync/$id.log
        """)
    #expect(result.stdout == ["2", "0"], "\(result)")
  }

  /// A `.todo-sync` of the user's that a sync client made with a group-writable mode is made
  /// 0700, then written.
  @Test func aRecordFolderOthersMayWriteIsTightened() throws {
    let result = try Sandbox.run(
      Self.setup + """
        mkdir -m 775 .todo-sync; chmod 775 .todo-sync
        todo add buy milk >/dev/null
        stat -c '%a' .todo-sync; ls .todo-sync | grep -c 'log$'
        """)
    #expect(result.stdout == ["700", "1"], "\(result)")
  }

  /// `TODOTXT_SYNC_RECORD=0` keeps none, and neither does a todo folder in a git work tree
  /// (git has the common version).
  @Test func turnedOffOrInAGitWorkTreeNothingIsWritten() throws {
    let result = try Sandbox.run(
      Self.setup + """
        TODOTXT_SYNC_RECORD=0 todo add buy milk >/dev/null
        ls -A | grep -c todo-sync
        mkdir .git; todo add water plants >/dev/null
        ls -A | grep -c todo-sync
        """)
    #expect(result.stdout == ["0", "0"], "\(result)")
  }

  /// The folder arrives through the sync client: a `.todo-sync` that is a symbolic link, or a
  /// record that is one, is never written through; a record larger than the limit, or one
  /// that is a folder, is not read, and the command still succeeds.
  @Test func aHostileRecordFolderIsNeitherFollowedNorTrusted() throws {
    let result = try Sandbox.run(
      Self.setup + """
        mkdir elsewhere; ln -s elsewhere .todo-sync
        todo add buy milk >/dev/null; echo "add: $?"
        ls elsewhere | wc -l
        rm .todo-sync; mkdir -m 700 .todo-sync
        todo add walk dog >/dev/null
        id=$(cat "$HOME/.local/state/todo/machine-id")
        rm .todo-sync/$id.log; ln -s ../elsewhere/stolen .todo-sync/$id.log
        todo add feed cat >/dev/null; echo "add: $?"
        test -e elsewhere/stolen && echo followed || echo not followed
        head -c 2000000 /dev/zero > .todo-sync/0123456789abcdef.log
        mkdir .todo-sync/fedcba9876543210.log
        printf 'x\\n' > 'todo (B'"'"'s conflicted copy 2026-11-30).txt'
        todo merge-conflicts >/dev/null 2>&1; echo "merge: $?"
        """)
    #expect(
      result.stdout == ["add: 0", "0", "add: 0", "not followed", "merge: 0"], "\(result)")
  }

  /// The other side is a phone's editor (no todo, no record): the common version is a guess,
  /// so a task the phone's copy lacks is kept and named, not removed, and a task with another
  /// version there is kept in both (named), not overwritten; `merge-conflicts` exits 1
  /// (something is left for the user to decide). Lines: the header, `pay rent`'s two
  /// versions, `call mom` kept, and `water plants` kept: added here before the copy was
  /// made, so the phone may have had it.
  @Test func aGuessedBaseRemovesNothing() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\\ncall mom\\nbuy milk\\n' > todo.txt
      todo add water plants >/dev/null
      printf 'pay rent\\nbuy milk\\nfeed cat\\n' > 'todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      todo pri 1 A >/dev/null
      todo merge-conflicts 2>&1 | grep -c 'no sync record proves'; echo "merge: ${PIPESTATUS[0]}"
      grep -v '^$' todo.txt
      """)
    #expect(
      result.stdout == [
        "4", "merge: 1", "(A) pay rent", "call mom", "buy milk", "water plants", "pay rent",
        "feed cat",
      ], "\(result)")
  }

  /// On a guessed base, a task added here before the phone's copy was made (its modification
  /// time) is named with the ones the guessed version had: the phone may have had it and
  /// deleted it. One added after, by the command that noticed the copy, is not: the phone
  /// never had it. (Copies soak with a phone, seed 10, step 345: a task the phone deleted,
  /// added here after the version guessed, was kept without a word.)
  @Test func aTaskAddedHereIsNamedOnlyWhenTheCopyWasMadeAfterIt() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\\ncall mom\\nbuy milk\\n' > todo.txt
      todo pri 1 A >/dev/null
      todo add water plants >/dev/null
      copy=todo.sync-conflict-20261130-130000-ABCDEF7.txt
      printf 'pay rent\\nbuy milk\\nfeed cat\\n' > $copy; touch -d '2026-11-30 13:00:00 UTC' $copy
      TODO_TEST_TIME=1796047200 todo add book flights >/dev/null
      todo merge-conflicts 2>&1 | grep '^  kept: ' | cut -d' ' -f4-6; echo "merge: ${PIPESTATUS[0]}"
      grep -c 'book flights' todo.txt
      """)
    #expect(
      result.stdout == ["2: call mom", "4: water plants", "merge: 1", "1"], "\(result)")
  }

  /// A hostile review's case: the phone's clock is ahead, so the copy's name and modification
  /// time (12:00) are after the `add` that noticed it (11:30 here). That command saw the copy
  /// beside the file (its record says so): its task was added after the copy was made and is
  /// not named; a task added before the copy arrived is.
  @Test func aTaskAddedByTheCommandThatSawTheCopyIsNotNamedWhateverTheClocks() throws {
    let result = try Sandbox.run(
      """
      TODO_TEST_TIME=1796029000 todo add alpha >/dev/null
      TODO_TEST_TIME=1796029001 todo pri 1 A >/dev/null
      TODO_TEST_TIME=1796030000 todo add before the copy >/dev/null
      copy=todo.sync-conflict-20261130-120000-ABCDEF7.txt
      printf 'alpha\\nphone1\\n' > $copy; touch -d @1796040000 $copy
      TODO_TEST_TIME=1796038200 todo add noticed 2>&1 >/dev/null | grep -c merge-conflicts
      TODO_TEST_TIME=1796043600 todo merge-conflicts | grep '^  kept: ' | cut -d' ' -f4-6
      """)
    #expect(result.stdout == ["1", "2: before the"], "\(result)")
  }

  /// A hostile review's case: the sync client made this machine's version the copy and put
  /// the phone's in place; in this machine's version a chore was done (archived) and added
  /// again. Its open line is this machine's own: kept, and named as open here and completed in
  /// done.txt, never dropped as "already done and archived" (it was, with exit 0).
  @Test func aChoreDoneAndAddedAgainInThisMachinesCopyStays() throws {
    let result = try Sandbox.run(
      """
      TODO_TEST_TIME=1796029000 todo add alpha >/dev/null
      TODO_TEST_TIME=1796029001 todo add beta >/dev/null
      TODO_TEST_TIME=1796033000 todo add water plants >/dev/null
      TODO_TEST_TIME=1796034000 todo do 3 >/dev/null
      TODO_TEST_TIME=1796035000 todo add water plants >/dev/null
      copy="todo (Bob's conflicted copy 2026-11-30).txt"
      mv todo.txt "$copy"; touch -d @1796035000 "$copy"
      printf 'alpha\\nbeta\\nphone1\\n' > todo.txt
      TODO_TEST_TIME=1796043600 todo merge-conflicts > out.txt; echo "merge: $?"
      grep -c 'not brought back' out.txt; grep -c '^  open in todo.txt and completed' out.txt
      cat todo.txt
      """)
    #expect(
      result.stdout == ["merge: 1", "0", "1", "alpha", "beta", "phone1", "water plants"],
      "\(result)")
  }

  /// A second hostile review's cases for the rule above: a task completed on one side only
  /// stays archived, not brought back open. Swapped (this machine's version the copy), the
  /// phone's completion synced into done.txt before this machine's own `do`; not swapped, a
  /// guessed version from after this machine's `do` (the other machine added the same two
  /// lines since). Neither side's done.txt tells the completion the copy's own.
  @Test func aTaskCompletedOnOneSideOnlyIsNotBroughtBack() throws {
    let result = try Sandbox.run(
      """
      mkdir swapped other
      cd swapped; export TODO_DIR=$PWD XDG_STATE_HOME=$PWD/.state
      TODO_TEST_TIME=1796029000 todo add alpha >/dev/null
      TODO_TEST_TIME=1796029001 todo add beta >/dev/null
      TODO_TEST_TIME=1796029002 todo add water plants >/dev/null
      TODO_TEST_TIME=1796033000 todo add delta >/dev/null
      printf 'x 2026-11-30 water plants\\n' >> done.txt; touch -d @1796033500 done.txt
      TODO_TEST_TIME=1796034000 todo do 2 >/dev/null
      copy="todo (Bob's conflicted copy 2026-11-30).txt"
      mv todo.txt "$copy"; touch -d @1796034000 "$copy"
      printf 'alpha\\nbeta\\n\\n' > todo.txt; touch -d @1796034500 todo.txt
      TODO_TEST_TIME=1796043600 todo merge-conflicts | grep -c 'not brought back: water plants'
      grep -c 'water plants' todo.txt
      cd ../other; export TODO_DIR=$PWD XDG_STATE_HOME=$PWD/.state
      TODO_TEST_TIME=1796000000 todo add alpha >/dev/null
      TODO_TEST_TIME=1796000001 todo add beta >/dev/null
      TODO_TEST_TIME=1796000002 todo add water plants >/dev/null
      cp todo.txt other.txt
      TODO_TEST_TIME=1796030000 todo do 3 >/dev/null
      TODO_TEST_TIME=1796030100 todo add gamma >/dev/null
      TODO_TEST_TIME=1796030200 todo add delta >/dev/null
      printf 'gamma\\ndelta\\n' >> other.txt
      mv other.txt "$copy"; touch -d @1796030250 "$copy"
      TODO_TEST_TIME=1796030300 todo add epsilon >/dev/null
      TODO_TEST_TIME=1796043600 todo merge-conflicts | grep -c 'not brought back: water plants'
      grep -c 'water plants' todo.txt
      """)
    #expect(result.stdout == ["1", "0", "1", "0"], "\(result)")
  }

  /// A hostile review's case: a chore done here and added again before the phone's copy was
  /// made is this machine's own, whatever done.txt gained: on a guessed base it stays, named
  /// as open here and completed in done.txt (exit 1), never taken out as completed on the
  /// other machine. (It was, with exit 0, when tasks of the copy's time were first named.)
  @Test func aChoreDoneHereAndAddedAgainBeforeTheCopyStays() throws {
    let result = try Sandbox.run(
      """
      TODO_TEST_TIME=1796029000 todo add alpha >/dev/null
      TODO_TEST_TIME=1796029001 todo add beta >/dev/null
      TODO_TEST_TIME=1796031000 todo add water plants >/dev/null
      TODO_TEST_TIME=1796033000 todo do 3 >/dev/null
      TODO_TEST_TIME=1796034000 todo add water plants >/dev/null
      copy=todo.sync-conflict-20261130-120000-ABCDEF7.txt
      printf 'alpha\\nbeta\\nphone1\\n' > $copy; touch -d @1796040000 $copy
      cp todo.txt before.txt
      TODO_TEST_TIME=1796043600 todo merge-conflicts > out.txt; echo "merge: $?"
      grep -c 'removed from todo.txt' out.txt; grep -c '^  open in todo.txt and completed in done.txt' out.txt
      grep -c '^water plants$' todo.txt
      """)
    #expect(result.stdout == ["merge: 1", "0", "1", "1"], "\(result)")
  }

  /// On a guessed base, what the merge keeps for the user to decide is named at the binary, in
  /// both languages, and `merge-conflicts` exits 1: a task the copy has that this machine
  /// deleted since the guessed version (added back), and a task open on both sides whose
  /// completion done.txt gained since (the other machine archived it: both stay).
  @Test(arguments: ["en_US.UTF-8", "zh_TW.UTF-8"])
  func aGuessedBaseNamesWhatItKeeps(language: String) throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\\ncall mom\\nbuy milk\\n' > todo.txt; : > done.txt
      todo pri 1 A >/dev/null
      todo -f del 3 >/dev/null
      printf 'x 2026-11-30 call mom\\n' > done.txt
      printf '(A) pay rent\\ncall mom\\nbuy milk\\nfeed cat\\n' > 'todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      todo merge-conflicts > out 2>&1; echo "merge: $?"
      grep -e 'buy milk' -e 'call mom' out
      grep -v '^$' todo.txt
      """, language: language)
    let english = language.hasPrefix("en")
    #expect(
      result.stdout == [
        "merge: 1",
        english ? "  already there: call mom" : "  已存在：call mom",
        english
          ? "  added as 4: buy milk — this machine's todo.txt did not have it, and no sync record "
            + "proves it was deleted here: delete it if it was done or deleted here"
          : "  新增為第 4 項：buy milk。這台機器的 todo.txt 原本沒有這一項，但沒有同步紀錄能證明它在這裡已刪除；"
            + "如果它在這裡已完成或刪除，請自行刪除。",
        english
          ? "  open in todo.txt and completed in done.txt, as no sync record proves which is "
            + "newer: 2: call mom / done.txt: x 2026-11-30 call mom — delete the open one if it "
            + "was done, or the completion if it was reopened"
          : "  todo.txt 裡尚未完成，done.txt 裡卻已完成，因為沒有同步紀錄能證明哪個比較新：第 2 項「call mom」"
            + "／done.txt 裡的「x 2026-11-30 call mom」。如果它已完成，請刪掉未完成的那一項；"
            + "如果它已重新標示為未完成，請刪掉 done.txt 裡的完成紀錄。",
        "(A) pay rent", "call mom", "buy milk", "feed cat",
      ], "\(result)")
  }

}
