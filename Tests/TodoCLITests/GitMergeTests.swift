import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// `todo git-setup` and `todo git-merge-driver`, through real `git merge` runs in temporary
/// repositories.
@Suite struct GitMergeTests {
  private func run(_ script: String) throws -> (status: Int32, output: String) {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    var environment = sandbox.environment
    environment["TODO_DIR"] = sandbox.directory.path + "/repo"
    for key in ["AUTHOR", "COMMITTER"] {
      environment["GIT_\(key)_NAME"] = "Test"
      environment["GIT_\(key)_EMAIL"] = "test@example.com"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c",
      "set -e; git init -q -b main repo; cd repo; "
        + "show() { sed -E 's/\\b[0-9a-f]{7,40}\\b/SHA/g' \"$@\"; }; " + script,
    ]
    process.currentDirectoryURL = sandbox.directory
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A base commit with three tasks, a branch `other` changed by `theirs`, then `ours` on the
  /// main branch and a merge; prints the merged todo.txt and git's status.
  private func merge(ours: String, theirs: String) throws -> (status: Int32, output: String) {
    try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' 'call dad' > todo.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb other; \(theirs); git commit -qam theirs
      git checkout -q -; \(ours); git commit -qam ours
      set +e; git merge -q other -m merge >/dev/null 2>&1; echo "merge: $?"; show todo.txt
      """)
  }

  @Test func setupWritesAttributesAndDriverTogether() throws {
    let result = try run(
      "todo git-setup; cat .gitattributes; git config merge.todotxt.name; git config merge.todotxt.driver | sed 's/^.* git-merge/git-merge/'"
    )
    #expect(
      result.output.hasSuffix(
        """
        todo.txt merge=todotxt
        done.txt merge=todotxt
        todo.txt three-way merge by task
        git-merge-driver %O %A %B %L %P %S %X %Y

        """), "\(result.output)")
  }

  @Test func bothSidesAddingMergeCleanly() throws {
    let result = try merge(
      ours: "todo add 'from the laptop' >/dev/null", theirs: "todo add 'from the phone' >/dev/null")
    #expect(
      result.output == """
        merge: 0
        call mom
        buy milk
        call dad
        from the laptop
        from the phone

        """)
  }

  @Test func completingOneTaskAndEditingAnotherMergeCleanly() throws {
    let result = try merge(
      ours: "todo -a do 1 >/dev/null",
      theirs: "todo append 3 tonight >/dev/null; todo pri 2 A >/dev/null")
    #expect(
      result.output == """
        merge: 0
        x 2026-11-30 call mom
        (A) buy milk
        call dad tonight

        """)
  }

  @Test func bothChangingOneTaskConflictsOnThatTaskOnly() throws {
    let result = try merge(
      ours: "todo pri 2 A >/dev/null; todo add mine >/dev/null",
      theirs: "todo pri 2 B >/dev/null; todo -a do 1 >/dev/null")
    #expect(
      result.output == """
        merge: 1
        x 2026-11-30 call mom
        <<<<<<< main
        (A) buy milk
        ||||||| SHA (merge base)
        buy milk
        =======
        (B) buy milk
        >>>>>>> other
        call dad
        mine

        """)
  }

  @Test func bothRewordingOneTaskConflictsOnThatTaskOnly() throws {
    let result = try merge(
      ours: "todo replace 2 'buy oat milk' >/dev/null",
      theirs: "todo replace 2 'buy soy milk' >/dev/null; todo append 3 tonight >/dev/null")
    #expect(
      result.output == """
        merge: 1
        call mom
        <<<<<<< main
        buy oat milk
        ||||||| SHA (merge base)
        buy milk
        =======
        buy soy milk
        >>>>>>> other
        call dad tonight

        """)
  }

  @Test func rewordingAndPrioritizingOneTaskConflicts() throws {
    let result = try merge(
      ours: "todo append 1 +family >/dev/null", theirs: "todo pri 1 B >/dev/null")
    #expect(
      result.output == """
        merge: 1
        <<<<<<< main
        call mom +family
        ||||||| SHA (merge base)
        call mom
        =======
        (B) call mom
        >>>>>>> other
        buy milk
        call dad

        """)
  }

  /// Both sides archive a task: done.txt merges by task too (git runs the driver once per
  /// file, and `%P` tells it which one), and todo.txt loses both tasks; the lines each
  /// side's `do` left blank stay, as `do 1` then `do 3` on one machine leaves them.
  @Test func archivingOnBothSidesMergesBothFiles() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' 'call dad' > todo.txt
      printf 'x 2026-11-01 old\\n' > done.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb other; todo do 3 >/dev/null; git commit -qam theirs
      git checkout -q -; todo do 1 >/dev/null; git commit -qam ours
      set +e; git merge -q other -m merge >/dev/null 2>&1; echo "merge: $?"; cat todo.txt done.txt
      """)
    #expect(
      result.output == """
        merge: 0

        buy milk

        x 2026-11-01 old
        x 2026-11-30 call mom
        x 2026-11-30 call dad

        """)
  }

  /// A task deleted on one side and completed (archived) on the other: the completion stays in
  /// done.txt, and the driver says so (git shows the driver's standard error), naming both.
  @Test func archivedOnOneSideDeletedOnTheOtherIsSaid() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' 'call dad' > todo.txt
      printf 'x 2026-11-01 old\\n' > done.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb other; todo do 2 >/dev/null; git commit -qam theirs
      git checkout -q -; todo -f del 2 >/dev/null; todo add 'pay rent' >/dev/null
      git commit -qam ours
      set +e; git merge -q other -m merge 2>&1 >/dev/null; echo "merge: $?"; cat todo.txt done.txt
      """)
    #expect(
      result.output == """
        TODO: deleted on main but completed on other: kept as completed in done.txt: x 2026-11-30 buy milk
        merge: 0
        call mom

        call dad
        pay rent
        x 2026-11-01 old
        x 2026-11-30 buy milk

        """, "\(result.output)")
  }

  /// A task replaced by a new line on one side (`replace`: the alignment pairs the line
  /// removed and the line added in the same place) and deleted on the other: the task modified
  /// against its deletion is a conflict region, whatever the words; the blank line `del` left
  /// stays out of it.
  @Test func replacedOnOneSideDeletedOnTheOtherIsAConflict() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' 'call dad' > todo.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb other; todo replace 2 'fix the bike' >/dev/null; git commit -qam theirs
      git checkout -q -; todo -f del 2 >/dev/null; git commit -qam ours
      set +e; git merge -q other -m merge 2>&1 >/dev/null; echo "merge: $?"
      sed 's/^||||||| .*/||||||| (merge base)/' todo.txt
      """)
    #expect(
      result.output == """
        merge: 1
        call mom
        <<<<<<< main
        ||||||| (merge base)
        buy milk
        =======
        fix the bike
        >>>>>>> other

        call dad

        """, "\(result.output)")
  }

  /// A task replaced by a new line on each side (`replace` on both, differently): the task
  /// modified twice, one conflict region with both new lines.
  @Test func replacedDifferentlyOnBothSidesIsAConflict() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' 'call dad' > todo.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb other; todo replace 2 'walk the dog' >/dev/null; git commit -qam theirs
      git checkout -q -; todo replace 2 'fix the bike' >/dev/null; git commit -qam ours
      set +e; git merge -q other -m merge 2>&1 >/dev/null; echo "merge: $?"
      sed 's/^||||||| .*/||||||| (merge base)/' todo.txt
      """)
    #expect(
      result.output == """
        merge: 1
        call mom
        <<<<<<< main
        fix the bike
        ||||||| (merge base)
        buy milk
        =======
        walk the dog
        >>>>>>> other
        call dad

        """, "\(result.output)")
  }

  /// Two lines as like a task by their words, one that kept its `due:`: the conflict region
  /// holds that one (the task edited) against the other side's priority; the task added with
  /// the same words stays outside the region, in the file.
  @Test func likeLinesAreToldApartByTheTagKept() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk due:2026-12-08' > todo.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb other
      todo replace 2 'maybe buy milk due:2026-12-08' >/dev/null; todo add 'buy milk +home' >/dev/null
      git commit -qam theirs
      git checkout -q -; todo pri 2 B >/dev/null; git commit -qam ours
      set +e; git merge -q other -m merge >/dev/null 2>&1; echo "merge: $?"
      sed 's/^||||||| .*/||||||| (merge base)/' todo.txt
      """)
    #expect(
      result.output == """
        merge: 1
        call mom
        <<<<<<< main
        (B) buy milk due:2026-12-08
        ||||||| (merge base)
        buy milk due:2026-12-08
        =======
        maybe buy milk due:2026-12-08
        >>>>>>> other
        buy milk +home

        """, "\(result.output)")
  }

  /// The driver's notes are bounded: twenty at most (the rest counted), each task's text cut
  /// at 200 characters. A side that rewrote a whole file against one that deleted it printed a
  /// line per task, and a megabyte line whole. (The new lines lack the tasks' creation date:
  /// other tasks put in their place, said, not the tasks modified.)
  @Test func notesAreCappedAndClipped() throws {
    let result = try run(
      """
      for i in $(seq 1 25); do echo "2026-01-01 task $i"; done > O
      : > A
      long=$(printf 'x%.0s' $(seq 1 300))
      { echo "other 1 $long"; for i in $(seq 2 25); do echo "other $i"; done; } > B
      set +e; todo git-merge-driver O A B 7 todo.txt 2>err; echo "driver: $?"
      wc -l < err | tr -d ' '; tail -1 err; head -1 err | wc -c | tr -d ' '
      """)
    #expect(
      result.output == """
        driver: 0
        21
        TODO: 5 more tasks like these, not listed (compare the merged file with both sides: git diff)
        362

        """, "\(result.output)")
  }

  @Test func rewordingOneTaskAndDeletingAnotherMergeCleanly() throws {
    let result = try merge(
      ours: "todo replace 1 'call mom on Sunday' >/dev/null", theirs: "todo -f del 2 >/dev/null")
    #expect(
      result.output == """
        merge: 0
        call mom on Sunday

        call dad

        """)
  }

  /// `git pull` runs the driver inside the repository, whose files anyone who can push wrote:
  /// a `todo.cfg`, `.todo.cfg` and `.todo/actions/git-merge-driver` committed there are never
  /// run, even when the repository is the home folder (dotfiles) and the driver was set up as
  /// a bare `todo` found through PATH; nor is a file outside reached through a symlink in the
  /// repository. A configuration outside the repository is read.
  @Test func driverRunsNoConfigurationOrAddonFromTheRepository() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' > todo.txt
      printf 'todo.txt merge=todotxt\\n' > .gitattributes
      git config merge.todotxt.driver 'todo git-merge-driver %O %A %B %L %P'
      out=$(cd .. && pwd)
      for f in todo.cfg .todo.cfg; do printf 'touch "%s/ran-%s"\\n' "$out" "$f" > "$f"; done
      mkdir -p .todo/actions
      printf '#!/bin/sh\\ntouch "%s/ran-addon"\\n' "$out" > .todo/actions/git-merge-driver
      chmod +x .todo/actions/git-merge-driver
      git add -A; git commit -qm base; base=$(git rev-parse HEAD)
      for side in phone laptop tablet watch; do
        git checkout -qb "$side" "$base"; echo "from the $side" >> todo.txt; git commit -qam "$side"
      done
      git checkout -q laptop
      set +e
      HOME=$PWD git merge -q phone -m merge >/dev/null 2>&1; echo "merge: $?"; cat todo.txt
      ls .. | grep ran-
      printf 'touch "%s/ran-through-link"\\n' "$out" > ../linked.cfg; ln -s ../../linked.cfg .todo/config
      HOME=$PWD git merge -q tablet -m merge >/dev/null 2>&1; echo "merge: $?"; ls .. | grep ran-
      mkdir ../home; printf 'touch "%s/ran-home-config"\\n' "$out" > ../home/todo.cfg
      HOME=$out/home git merge -q watch -m merge >/dev/null 2>&1; echo "merge: $?"; ls .. | grep ran-
      """)
    #expect(
      result.output == """
        merge: 0
        call mom
        buy milk
        from the laptop
        from the phone
        merge: 0
        merge: 0
        ran-home-config

        """, "\(result.output)")
  }

  // MARK: - The issue's scenarios, through git merge and git rebase

  /// The laptop (main) and the phone (branch `phone`) start from three dated tasks (or
  /// `tasks`) and an empty done.txt (or the lines `done`, shell-quoted), with auto-archive on;
  /// `laptop` and `phone` are their commands. Prints git's exit status and both files after
  /// `git merge phone` (or `git rebase main` on the phone with `rebase`).
  private func twoMachines(
    laptop: String, phone: String, rebase: Bool = false, rebaseOptions: String = "",
    tasks: String = "'2026-11-01 pay rent' '2026-11-02 call mom' '2026-11-03 buy milk'",
    done: String = ""
  ) throws -> String {
    let step =
      rebase
      ? "git checkout -q phone; git rebase \(rebaseOptions) main >/dev/null 2>&1; echo \"rebase: $?\""
      : "git merge -q phone -m merge >/dev/null 2>&1; echo \"merge: $?\""
    return try run(
      """
      printf '%s\\n' \(tasks) > todo.txt; \(done.isEmpty ? ": > done.txt" : "printf '%s\\n' \(done) > done.txt")
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb phone; \(phone); git commit -qam phone
      git checkout -q main; \(laptop); git commit -qam laptop
      set +e; \(step); show todo.txt; echo ---; show done.txt; git status --short
      """
    ).output
  }

  @Test func doneOnOneSideAndEditedOnTheOtherIsAConflictAroundThatTaskOnly() throws {
    let output = try twoMachines(
      laptop: "todo do 3 >/dev/null",
      phone:
        "todo do 2 >/dev/null; todo append 3 'and eggs' >/dev/null; todo add 'water the plants' >/dev/null"
    )
    #expect(
      output == """
        merge: 1
        2026-11-01 pay rent

        <<<<<<< main

        x 2026-11-30 2026-11-03 buy milk
        ||||||| SHA (merge base)
        2026-11-03 buy milk
        =======
        2026-11-03 buy milk and eggs
        >>>>>>> phone
        water the plants
        ---
        x 2026-11-30 2026-11-02 call mom
        M  done.txt
        UU todo.txt

        """, "\(output)")
  }

  /// Git soak, seed 1: the laptop archived `call mom` (only it changed done.txt, so git keeps
  /// the laptop's done.txt without the driver) and its editor put a new task where it was; the
  /// phone reworded it. The region is that task against the rewording, the new task outside
  /// it: done.txt's versions still tell the merge where `call mom` went.
  @Test func archivedWhereANewTaskNowStandsAgainstARewording() throws {
    let output = try twoMachines(
      laptop:
        "todo -a do 2 >/dev/null; todo archive >/dev/null; sed -i '2i 2026-11-30 book flights' todo.txt",
      phone: "todo replace 2 '2026-11-02 really call mom' >/dev/null")
    #expect(
      output == """
        merge: 1
        2026-11-01 pay rent
        2026-11-30 book flights
        <<<<<<< main
        ||||||| SHA (merge base)
        2026-11-02 call mom
        =======
        2026-11-02 really call mom
        >>>>>>> phone
        2026-11-03 buy milk
        ---
        x 2026-11-30 2026-11-02 call mom
        UU todo.txt

        """, "\(output)")
  }

  /// During `git pull --rebase` the phone's commit is replayed onto the laptop's: ours is the
  /// laptop (the upstream), theirs the phone's commit, and the labels say so. Only the laptop
  /// changed done.txt, so git takes its done.txt as it is, without the driver: the archived
  /// line stays there, and the region shows the laptop's side as the blank line its `do` left
  /// (keeping it keeps the task done once; keeping the phone's reopens it with the edit).
  @Test(arguments: ["", "--apply"])
  func rebaseLabelsNameTheUpstreamAndTheReplayedCommit(options: String) throws {
    let output = try twoMachines(
      laptop: "todo do 3 >/dev/null",
      phone: "todo append 3 'and eggs' >/dev/null", rebase: true, rebaseOptions: options)
    #expect(
      output == """
        rebase: 1
        2026-11-01 pay rent
        2026-11-02 call mom
        <<<<<<< SHA (upstream, rebased onto)

        ||||||| SHA (parent of SHA)
        2026-11-03 buy milk
        =======
        2026-11-03 buy milk and eggs
        >>>>>>> SHA (phone)
        ---
        x 2026-11-30 2026-11-03 buy milk
        UU todo.txt

        """, "\(output)")
  }

  /// The labels the driver adds to git's names are in the user's language.
  @Test func rebaseLabelsSpeakTheUsersLanguage() throws {
    let output = try twoMachines(
      laptop: "todo do 3 >/dev/null",
      phone: "export LANG=zh_TW.UTF-8; todo append 3 'and eggs' >/dev/null", rebase: true)
    #expect(output.contains("<<<<<<< SHA（上游，重定基底的目標）\n"), "\(output)")
    #expect(output.contains("||||||| SHA（SHA 的前一個提交）\n"), "\(output)")
  }

  @Test func deletedOnOneSideAndEditedOnTheOtherIsAConflict() throws {
    let output = try twoMachines(
      laptop: "todo -f del 3 >/dev/null", phone: "todo pri 3 A >/dev/null")
    #expect(
      output == """
        merge: 1
        2026-11-01 pay rent
        2026-11-02 call mom
        <<<<<<< main

        ||||||| SHA (merge base)
        2026-11-03 buy milk
        =======
        (A) 2026-11-03 buy milk
        >>>>>>> phone
        ---
        UU todo.txt

        """, "\(output)")
  }

  /// Two tasks with the same words: each machine completes (and archives) its own.
  @Test func sameWordsDifferentTasksEachCompletedOnOneSide() throws {
    let output = try twoMachines(
      laptop: "todo do 1 >/dev/null", phone: "todo do 2 >/dev/null",
      tasks: "'2026-11-23 take out trash +home' '2026-11-30 take out trash +home'")
    #expect(
      output == """
        merge: 0


        ---
        x 2026-11-30 2026-11-23 take out trash +home
        x 2026-11-30 2026-11-30 take out trash +home

        """, "\(output)")
  }

  /// Two identical tasks: `do 1` on the laptop, `pri 2 A` on the phone.
  @Test func identicalTasksDoneAndPrioritized() throws {
    let output = try twoMachines(
      laptop: "todo -a do 1 >/dev/null", phone: "todo pri 2 A >/dev/null",
      tasks: "'buy milk @store' 'buy milk @store'")
    #expect(
      output == """
        merge: 0
        x 2026-11-30 buy milk @store
        (A) buy milk @store
        ---

        """, "\(output)")
  }

  /// A task completed by hand in front of its priority (an editor's `x 2026-11-29 ` typed
  /// before `(C) 2026-11-23 …`) and reopened by hand on both machines; the phone also gives
  /// the other `take out trash` a priority and moves it to the end. The reopened task is there
  /// once (git soak, seed 10, step 168: it was taken for a task deleted and another added, and
  /// came back twice).
  @Test func taskCompletedByHandAndReopenedOnBothIsThereOnce() throws {
    let reopen = "sed -i 's/^x 2026-11-29 //' todo.txt"
    let output = try twoMachines(
      laptop: reopen,
      phone: reopen + "; printf '%s\\n' '(C) 2026-11-23 take out trash' 'pay rent' "
        + "'(A) take out trash' > todo.txt",
      tasks: "'x 2026-11-29 (C) 2026-11-23 take out trash' 'take out trash' 'pay rent'")
    #expect(
      output == """
        merge: 0
        (C) 2026-11-23 take out trash
        pay rent
        (A) take out trash
        ---

        """, "\(output)")
  }

  /// The laptop prioritizes `call plumber`; the phone completes it (archived) and adds it
  /// again for next time (at the end). The task is the one completed (a conflict: prioritized
  /// here, done there), and the one added again stays out of the conflict (git soak, seed 7,
  /// step 74: read as the task moved to the end beside a like task added and done, the task
  /// added again was lost).
  @Test func taskArchivedAndAddedAgainIsToldByPlace() throws {
    let output = try twoMachines(
      laptop: "todo pri 1 D >/dev/null",
      phone: "todo do 1 >/dev/null; todo add 'call plumber' >/dev/null",
      tasks: "'call plumber' 'pay rent' 'fix bike'")
    #expect(
      output == """
        merge: 1
        <<<<<<< main
        (D) call plumber
        ||||||| SHA (merge base)
        call plumber
        =======

        >>>>>>> phone
        pay rent
        fix bike
        call plumber
        ---
        x 2026-11-30 call plumber
        M  done.txt
        UU todo.txt

        """, "\(output)")
  }

  /// Both machines move `take out trash` to the bottom and prioritize it; the laptop also
  /// deletes `fix bike`. The task once, no conflict (a hostile review: twice, each machine's
  /// line read as a task added at the end, at places the deletion made differ); and the
  /// same when the phone prioritizes it in its place.
  @Test func taskMovedToTheBottomAndPrioritizedAlikeIsOnce() throws {
    let move = "todo order 1 bottom >/dev/null; todo pri 3 A >/dev/null"
    let tasks = "'take out trash' 'pay rent' 'fix bike'"
    let deleted = try twoMachines(
      laptop: move + "; todo -f del 2 >/dev/null", phone: move, tasks: tasks)
    #expect(
      deleted == """
        merge: 0
        pay rent

        (A) take out trash
        ---

        """, "\(deleted)")
    let inPlace = try twoMachines(laptop: move, phone: "todo pri 1 A >/dev/null", tasks: tasks)
    #expect(
      inPlace == """
        merge: 0
        (A) take out trash
        pay rent
        fix bike
        ---

        """, "\(inPlace)")
  }

  /// The laptop deletes `call plumber` (`del` leaves a blank line) and reopens the completed
  /// `call plumber` below it; the phone prioritizes the first and deletes the second. By the
  /// line numbers both tasks were changed on both machines: one conflict, and nothing lost
  /// (git soak, seed 9, step 335: the bytes read as the first task moved down, the merge was
  /// `(D) call plumber` alone and the reopened task was lost).
  @Test func taskBlankedAndLikeTaskReopenedBelowIsAConflict() throws {
    let output = try twoMachines(
      laptop: "todo -f del 2 >/dev/null; todo undo 3 >/dev/null",
      phone: "todo pri 2 D >/dev/null; todo -f del 3 >/dev/null",
      tasks: "'pay rent' 'call plumber' 'x 2026-11-29 call plumber'")
    #expect(
      output == """
        merge: 1
        pay rent

        <<<<<<< main
        call plumber
        ||||||| SHA (merge base)
        call plumber
        x 2026-11-29 call plumber
        =======
        (D) call plumber

        >>>>>>> phone
        ---
        UU todo.txt

        """, "\(output)")
  }

  /// Both machines complete `call mom` (archived), and the phone's editor also deletes an older
  /// completion of it from done.txt: the new completion once (git soak, seed 7, step 442: it
  /// was read as the old line edited, and was in done.txt twice).
  @Test func taskArchivedOnBothBesideAnOldCompletionDeletedIsOnce() throws {
    let output = try twoMachines(
      laptop: "todo do 1 >/dev/null", phone: "sed -i 1d done.txt; todo do 1 >/dev/null",
      tasks: "'call mom' 'pay rent'", done: "'x 2026-11-20 call mom'")
    #expect(
      output == """
        merge: 0

        pay rent
        ---
        x 2026-11-30 call mom

        """, "\(output)")
  }

  /// The laptop prioritizes `buy milk` in its place and adds another `buy milk` at the end;
  /// the phone deletes the first. The task is the line in its place (a conflict: prioritized
  /// here, deleted there), and the one added stays (git soak, seed 9, step 340: the bytes at
  /// the end were taken for the task, and the task added was lost).
  @Test func taskEditedInPlaceAndItsWordsAddedAgainIsToldByPlace() throws {
    let output = try twoMachines(
      laptop: "todo pri 1 A >/dev/null; todo add 'buy milk' >/dev/null",
      phone: "todo -f del 1 >/dev/null", tasks: "'buy milk' 'pay rent' 'call dad'")
    #expect(
      output == """
        merge: 1
        <<<<<<< main
        (A) buy milk
        ||||||| SHA (merge base)
        buy milk
        =======

        >>>>>>> phone
        pay rent
        call dad
        buy milk
        ---
        UU todo.txt

        """, "\(output)")
  }

  /// Both machines complete the same task, on different days. todo.txt is the same on both
  /// sides, so git merges done.txt only; the two completions are one task changed
  /// differently, and its conflict region belongs where git writes it, in done.txt (the
  /// hostile review: it went to todo.txt, which git did not merge, and done.txt lost both
  /// completions with exit 0).
  @Test func taskCompletedOnBothSidesOnOtherDaysIsAConflictInDoneTxt() throws {
    let output = try twoMachines(
      laptop: "todo do 2 >/dev/null", phone: "TODO_TEST_TIME=1796126400 todo do 2 >/dev/null")
    #expect(
      output == """
        merge: 1
        2026-11-01 pay rent

        2026-11-03 buy milk
        ---
        <<<<<<< main
        x 2026-11-30 2026-11-02 call mom
        ||||||| SHA (merge base)
        2026-11-02 call mom
        =======
        x 2026-12-01 2026-11-02 call mom
        >>>>>>> phone
        UU done.txt

        """, "\(output)")
  }

  /// `doctor` names the merge driver git-setup set, and says when its program is gone (git
  /// then stops at every merge of the two files without merging them: the new-user trial
  /// found a deleted build folder leaving the other machine's change out, unsaid).
  @Test func doctorSaysWhenTheMergeDriverIsGone() throws {
    let result = try run(
      """
      : > todo.txt
      cp "$(command -v todo)" "../to do's copy"
      "../to do's copy" git-setup >/dev/null
      todo doctor | grep 'merge driver' | sed "s|$(cd .. && pwd)|DIR|"
      rm "../to do's copy"
      todo doctor | grep 'merge driver' | sed "s|$(cd .. && pwd)|DIR|"
      git config merge.todotxt.driver 'sh git-merge-driver %O'
      todo doctor | grep 'merge driver'
      """)
    #expect(
      result.output == """
        Git merge driver (merge.todotxt.driver): DIR/to do's copy
        Git merge driver (merge.todotxt.driver): DIR/to do's copy is gone: git now stops at \
        every merge of todo.txt and done.txt without merging them. Run todo git-setup again in \
        this repository (on every machine).
        Git merge driver (merge.todotxt.driver): sh

        """, "\(result.output)")
  }

  /// The program of a driver line as git-setup writes it (quoted by `shellQuote`) or by hand.
  @Test func firstWordOfTheDriverLine() {
    #expect(
      DoctorAction.firstShellWord("'/a b/it'\\''s/todo' git-merge-driver %O %A %B")
        == "/a b/it's/todo")
    #expect(DoctorAction.firstShellWord("/usr/bin/todo git-merge-driver %O") == "/usr/bin/todo")
    #expect(DoctorAction.firstShellWord("  todo\\ x %O") == "todo x")
    #expect(DoctorAction.firstShellWord("\n") == nil)
    #expect(DoctorAction.firstShellWord("''") == nil)
  }

  @Test func similarTasksAddedOnBothSidesAreAllKept() throws {
    let output = try twoMachines(
      laptop: "todo add '(A) 2026-11-30 call plumber +home' >/dev/null",
      phone: "todo add '2026-11-29 call plumber +home' >/dev/null")
    #expect(
      output == """
        merge: 0
        2026-11-01 pay rent
        2026-11-02 call mom
        2026-11-03 buy milk
        (A) 2026-11-30 call plumber +home
        2026-11-29 call plumber +home
        ---

        """, "\(output)")
  }

  /// A CRLF first line and LF lines: every line keeps its own ending; new lines keep theirs.
  @Test func lineEndingsAreKeptLineByLine() throws {
    let result = try run(
      """
      printf 'a\\r\\nb\\n' > todo.txt
      todo git-setup >/dev/null
      git add -A; git commit -qm base
      git checkout -qb phone; printf 'd\\n' >> todo.txt; git commit -qam phone
      git checkout -q main; printf 'c\\r\\n' >> todo.txt; git commit -qam laptop
      set +e; git merge -q phone -m merge >/dev/null 2>&1; echo "merge: $?"; od -An -c todo.txt
      """)
    #expect(
      result.output == """
        merge: 0
           a  \\r  \\n   b  \\n   c  \\r  \\n   d  \\n

        """, "\(result.output)")
  }

  /// A driver configured by an older `git-setup` (five placeholders) still merges, with the
  /// branch names as labels.
  @Test func olderDriverConfigurationStillWorks() throws {
    let result = try run(
      """
      printf '%s\\n' 'call mom' 'buy milk' > todo.txt
      todo git-setup >/dev/null
      git config merge.todotxt.driver "$(git config merge.todotxt.driver | sed 's/ %S %X %Y$//')"
      git add -A; git commit -qm base
      git checkout -qb phone; todo pri 1 A >/dev/null; git commit -qam phone
      git checkout -q main; todo pri 1 B >/dev/null; git commit -qam laptop
      set +e; git merge -q phone -m merge >/dev/null 2>&1; echo "merge: $?"; show todo.txt
      """)
    #expect(
      result.output == """
        merge: 1
        <<<<<<< main
        (B) call mom
        ||||||| SHA (merge base)
        call mom
        =======
        (A) call mom
        >>>>>>> phone
        buy milk

        """, "\(result.output)")
  }

  /// Two clones of a bare repository: `git pull` merges with the remote-tracking branch's name
  /// as theirs; `git pull --rebase` replays the laptop's commit onto it, which is then ours.
  @Test func pullLabelsNameTheRemoteBranch() throws {
    let result = try run(
      """
      cd ..; git init -q --bare -b main bare.git; git clone -q bare.git laptop 2>/dev/null
      cd laptop; git symbolic-ref HEAD refs/heads/main
      printf '%s\\n' 'call mom' 'buy milk' > todo.txt
      TODO_DIR=$PWD todo git-setup >/dev/null; git add -A; git commit -qm base
      git push -q -u origin main 2>/dev/null
      cd ..; git clone -q bare.git phone; cd phone; TODO_DIR=$PWD todo git-setup >/dev/null
      TODO_DIR=$PWD todo pri 1 A >/dev/null; git commit -qam phone; git push -q 2>/dev/null
      cd ../laptop; TODO_DIR=$PWD todo pri 1 B >/dev/null; git commit -qam laptop
      set +e; git pull -q --no-rebase >/dev/null 2>&1; echo "pull: $?"; show todo.txt
      git merge --abort; git pull -q --rebase >/dev/null 2>&1; echo "pull --rebase: $?"
      show todo.txt
      """)
    #expect(
      result.output == """
        pull: 1
        <<<<<<< main
        (B) call mom
        ||||||| SHA (merge base)
        call mom
        =======
        (A) call mom
        >>>>>>> origin/main
        buy milk
        pull --rebase: 1
        <<<<<<< origin/main (upstream, rebased onto)
        (A) call mom
        ||||||| SHA (parent of SHA)
        call mom
        =======
        (B) call mom
        >>>>>>> SHA (laptop)
        buy milk

        """, "\(result.output)")
  }
}
