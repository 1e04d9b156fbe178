import Foundation
import Testing
import TodoTestSupport

/// A `todo` binary copied away from its string tables (issue 17): `-V` still answers, and every
/// other command says, in one built-in English line, where the tables were looked for and that
/// `todo install` puts them in place.
@Suite struct MissingTablesTests {
  private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

  @Test(.enabled(if: getuid() == 0, "needs root (hides the sources' tables in a mount namespace)"))
  func aBinaryWithoutItsTables() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    // The sources' tables are found through the build's own path: an empty folder is mounted
    // over them, in a private mount namespace, so only this test's commands miss them.
    let result = try sandbox.run(
      """
      away=$(mktemp -d /dev/shm/todo-tables-test-XXXXXX) || exit 9
      trap 'rm -rf "$away"' EXIT
      mkdir "$away/bin" "$away/empty" && cp "$(command -v todo)" "$away/bin/todo" || exit 9
      unshare -m --propagation private bash -c '
        mount --bind "$1/empty" "$2" || exit 9
        "$1/bin/todo" -V; echo "status $?"
        "$1/bin/todo" ls 2>&1 | sed "s#$1#AWAY#g; s#$2#RESOURCES#g"; echo "status ${PIPESTATUS[0]}"
      ' - "$away" '\(Self.resources.path)'
      """)
    #expect(
      result.stdout == [
        "todo 0.1.0", "status 0",
        "todo: string table en.lproj not found; looked in: AWAY/share/todo, AWAY/bin/Resources, "
          + "AWAY/Resources, /dev/shm/Resources, /dev/Resources, /Resources, RESOURCES; "
          + "`todo install` run from the build (.build/release/todo install) puts them in place",
        "status 1",
      ], "\(result.stdout) \(result.stderr)")
  }
}
