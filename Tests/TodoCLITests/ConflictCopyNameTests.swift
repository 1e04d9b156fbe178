import Foundation
import Testing
import TodoTestSupport

/// Copies as the sync clients name them, end to end: each is noticed and merged; a `.txt` file
/// beside them that says "conflict" but is no client's copy is named and never merged; other
/// files are left alone.
@Suite struct ConflictCopyNameTests {
  @Test func everyClientsNameIsMergedAndALookalikeIsOnlyNamed() throws {
    let result = try Sandbox.run(
      """
      printf 'pay rent\\n' > todo.txt
      todo add call mom >/dev/null
      printf 'pay rent\\ncall mom\\nbuy milk\\n' > "todo (Bob's conflicted copy 2026-11-30 (1)).txt"
      printf 'pay rent\\ncall mom\\nwater plants\\n' > 'todo (conflicted copy 2026-11-30 123456).txt'
      printf 'pay rent\\nfeed cat\\n' > todo-CONFLICT-laptop.txt
      printf 'x\\n' > done_conflicts_report.pdf
      todo ls 2>&1 >/dev/null
      todo doctor | grep -i 'conflict copies'
      todo merge-conflicts >/dev/null 2>&1; echo "merge: $?"
      cat todo.txt; ls | LC_ALL=C sort
      """)
    #expect(
      result.stdout == [
        "TODO: A sync client left conflict copies beside your todo files: $HOME/todo (Bob's conflicted copy 2026-11-30 (1)).txt, $HOME/todo (conflicted copy 2026-11-30 123456).txt. todo merge-conflicts merges them back in.",
        "TODO: These files beside your todo files look like conflict copies, but no sync client todo knows names its copies so: $HOME/todo-CONFLICT-laptop.txt. merge-conflicts leaves them alone; compare them with your todo files and copy over what you need.",
        "Conflict copies beside the todo files: $HOME/todo (Bob's conflicted copy 2026-11-30 (1)).txt, $HOME/todo (conflicted copy 2026-11-30 123456).txt",
        "Files that look like conflict copies (never merged): $HOME/todo-CONFLICT-laptop.txt",
        "merge: 0", "pay rent", "call mom", "water plants", "buy milk", "done_conflicts_report.pdf",
        "todo-CONFLICT-laptop.txt", "todo.txt",
      ], "\(result)")
  }
}
