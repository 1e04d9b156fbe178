import Foundation
import Testing
import TodoTestSupport

/// `revert` of a `merge-conflicts`: the files as they were, and the copies back in the folder,
/// byte for byte, said.
@Suite struct MergeRevertTests {
  @Test func revertOfAMergePutsTheCopiesBack() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\\ncall mom\\n' > todo.txt; todo add water plants >/dev/null; cp todo.txt t0
      printf 'pay rent\\r\\ncall mom\\r\\nbuy milk' > 'todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      cp 'todo.sync-conflict-20991130-101010-ABCDEF7.txt' c0
      printf 'x 2026-11-30 feed cat\\n' > 'done.sync-conflict-20991130-101010-ABCDEF7.txt'
      cp 'done.sync-conflict-20991130-101010-ABCDEF7.txt' d0
      chmod 640 'todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      chmod 664 'done.sync-conflict-20991130-101010-ABCDEF7.txt'
      touch -d '2026-11-29 08:00' 'todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      touch -d '2026-11-28 07:30' 'done.sync-conflict-20991130-101010-ABCDEF7.txt'
      todo merge-conflicts >/dev/null 2>&1; ls | grep -c sync-conflict
      todo revert 2>&1 | sed 's|/.*/|…/|'
      cmp todo.txt t0 && cmp 'todo.sync-conflict-20991130-101010-ABCDEF7.txt' c0 \\
        && cmp 'done.sync-conflict-20991130-101010-ABCDEF7.txt' d0 && echo identical
      for f in *.sync-conflict-*; do echo "$(stat -c %a "$f") $(date -r "$f" '+%F %R') $f"; done
      ls "$HOME/.local/state/todo/conflicts" | wc -l
      todo merge-conflicts >/dev/null 2>&1; printf 'new\\n' > 'todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      todo revert 2>&1 | sed "s|$HOME/.local/state/todo/conflicts/[^/]*/|STASH/|g; s|$HOME/|…/|g"
      """)
    #expect(
      result.stdout == [
        "0",
        "TODO: The conflict copy is back: …/done.sync-conflict-20991130-101010-ABCDEF7.txt.",
        "TODO: The conflict copy is back: …/todo.sync-conflict-20991130-101010-ABCDEF7.txt.",
        "TODO: took back `merge-conflicts`: buy milk",
        "TODO: …/todo.txt is back as it was before the last change. You can revert once more.",
        "identical",
        // With the permissions and the time they had.
        "664 2026-11-28 07:30 done.sync-conflict-20991130-101010-ABCDEF7.txt",
        "640 2026-11-29 08:00 todo.sync-conflict-20991130-101010-ABCDEF7.txt",
        // The merge's stash folder went, empty.
        "0",
        // The copy written again meanwhile is named by the revert's own notice, and stays.
        "TODO: A sync client left conflict copies beside your todo files: …/todo.sync-conflict-20991130-101010-ABCDEF7.txt. todo merge-conflicts merges them back in.",
        "TODO: The conflict copy is back: …/done.sync-conflict-20991130-101010-ABCDEF7.txt.",
        "TODO: The conflict copy stays in STASH/todo.sync-conflict-20991130-101010-ABCDEF7.txt: a file is already at …/todo.sync-conflict-20991130-101010-ABCDEF7.txt.",
        "TODO: took back `merge-conflicts`: buy milk",
        "TODO: …/todo.txt is back as it was before the last change. You can revert once more.",
      ], "\(result)")
  }

  /// The stash is put back only from todo's own private folder, only as this user's regular
  /// file with one link: a stash folder others may write to, or a stashed copy swapped for a
  /// hard link to another file, is left alone and said; that file is neither linked into the
  /// synced folder nor given the copy's permissions.
  @Test func aStashChangedByAnotherIsNotPutBack() throws {
    let result = try Sandbox.run(
      """
      copy='todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      mkdir private; printf 'SECRET\\n' > private/secret; chmod 600 private/secret
      for how in folder link; do
        printf 'pay rent\\n' > todo.txt; todo add water plants >/dev/null
        printf 'pay rent\\nbuy milk\\n' > "$copy"; chmod 666 "$copy"
        todo merge-conflicts >/dev/null 2>&1
        stash=$(ls -d "$HOME"/.local/state/todo/conflicts/*/ | tail -1)
        rm "$stash$copy"; ln private/secret "$stash$copy"
        [ $how = folder ] && chmod 777 "$stash"
        todo revert 2>&1 | sed "s|$HOME/.local/state/todo/conflicts/[^/]*/|STASH/|g; s|$HOME/|…/|g"
        echo "status ${PIPESTATUS[0]}"
        ls | grep -c sync-conflict; stat -c '%a %h' private/secret
        chmod 700 "$stash"; rm -r "$stash"; rm -f done.txt
      done
      """)
    let kept =
      "TODO: The conflict copy STASH/todo.sync-conflict-20991130-101010-ABCDEF7.txt was not put "
      + "back at …/todo.sync-conflict-20991130-101010-ABCDEF7.txt: the folder it is kept in, or "
      + "the file, is no longer todo's own private one, so another user may have changed it. "
      + "Check it before you use it."
    #expect(
      result.stdout == [
        kept, "TODO: took back `merge-conflicts`: buy milk",
        "TODO: …/todo.txt is back as it was before the last change. You can revert once more.",
        "status 1", "0", "600 2",
        kept, "TODO: took back `merge-conflicts`: buy milk",
        "TODO: …/todo.txt is back as it was before the last change. You can revert 2 more times.",
        "status 1", "0", "600 2",
      ], "\(result)")
  }

  /// What the history record says of a stashed copy is checked before anything is moved: a
  /// stash path that leads out of the merge's folder (`..`), or a place that is not a conflict
  /// copy's beside todo.txt, is refused and said; no file of the user's moves or changes mode.
  @Test func aStashRecordThatLeadsElsewhereIsRefused() throws {
    let result = try Sandbox.run(
      """
      copy='todo.sync-conflict-20991130-101010-ABCDEF7.txt'
      printf 'secret\\n' > "$HOME/secret.txt"; chmod 644 "$HOME/secret.txt"
      for change in "s|stash=[^\t]*|stash=$HOME/.local/state/todo/conflicts/../../../../secret.txt|" \\
        "s|original=[^\t]*|original=$HOME/elsewhere.txt|"; do
        printf 'pay rent\\n' > todo.txt; rm -f done.txt; todo add water plants >/dev/null
        printf 'pay rent\\nbuy milk\\n' > "$copy"; todo merge-conflicts >/dev/null 2>&1
        record=$(ls "$HOME"/.local/state/todo/backups/*/*.record | sort -V | tail -1)
        sed -i "$change; s|mode=[0-9]*|mode=666|" "$record"
        todo revert >/dev/null 2>errors; echo "status $?"
        sed "s|$HOME/.local/state/todo/conflicts/[^/.]*/|STASH/|g; s|$HOME/|…/|g" errors
        stat -c '%a' "$HOME/secret.txt"; ls | grep -c sync-conflict; ls "$HOME" | grep -c elsewhere
      done
      """)
    func refused(_ stash: String, _ original: String) -> String {
      "TODO: The conflict copy \(stash) was not put back at \(original): the folder it is kept "
        + "in, or the file, is no longer todo's own private one, so another user may have "
        + "changed it. Check it before you use it."
    }
    #expect(
      result.stdout == [
        "status 1",
        refused(
          "…/.local/state/todo/conflicts/../../../../secret.txt",
          "…/todo.sync-conflict-20991130-101010-ABCDEF7.txt"),
        "644", "0", "0",
        "status 1",
        // (The first copy is still kept in the merges' folder of that second: the second is
        // kept as `2-…`.)
        refused("STASH/2-todo.sync-conflict-20991130-101010-ABCDEF7.txt", "…/elsewhere.txt"),
        "644", "0", "0",
      ], "\(result)")
  }
}
