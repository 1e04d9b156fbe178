import Foundation
import Testing

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
    process.arguments = ["-c", "set -e; git init -q repo; cd repo; " + script]
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
      set +e; git merge -q other -m merge >/dev/null 2>&1; echo "merge: $?"; cat todo.txt
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
        git-merge-driver %O %A %B %L %P

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
        from the phone
        from the laptop

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
        <<<<<<< ours
        (A) buy milk
        ||||||| base
        buy milk
        =======
        (B) buy milk
        >>>>>>> theirs
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
        <<<<<<< ours
        buy oat milk
        ||||||| base
        buy milk
        =======
        buy soy milk
        >>>>>>> theirs
        call dad tonight

        """)
  }

  @Test func rewordingAndPrioritizingOneTaskConflicts() throws {
    let result = try merge(
      ours: "todo append 1 +family >/dev/null", theirs: "todo pri 1 B >/dev/null")
    #expect(
      result.output == """
        merge: 1
        <<<<<<< ours
        call mom +family
        ||||||| base
        call mom
        =======
        (B) call mom
        >>>>>>> theirs
        buy milk
        call dad

        """)
  }

  /// Both sides archive a task: done.txt merges by task too (git runs the driver once per
  /// file, and `%P` tells it which one), and todo.txt loses both tasks; the line ours' `do`
  /// left blank stays.
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
        x 2026-11-30 call dad
        x 2026-11-30 call mom

        """)
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
        from the phone
        from the laptop
        merge: 0
        merge: 0
        ran-home-config

        """, "\(result.output)")
  }
}
