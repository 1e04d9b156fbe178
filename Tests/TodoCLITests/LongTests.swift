import Foundation
import Testing

extension Tag {
  /// A stress run of tens of seconds or more (large files, many rounds).
  @Tag static var long: Self
}

/// The long versions of stress tests whose short versions run in their own suites. Off in the
/// default `swift test`, so that it stays fast; `TODO_LONG_TESTS=1` turns them on, and CI runs
/// them as a step of their own:
///
///     TODO_LONG_TESTS=1 swift test --skip-build --filter LongStressTests
@Suite(
  .tags(.long),
  .enabled(
    if: ProcessInfo.processInfo.environment["TODO_LONG_TESTS"] == "1",
    "long stress runs: TODO_LONG_TESTS=1 turns them on (their short versions always run)"))
struct LongStressTests {
  /// `archive` of a 200,000-line file killed at spread-out moments: each phase of the archive
  /// lasts long enough there for several kills to land in it.
  @Test func killedArchiveOfALargeFileKeepsEveryTaskInOnePlace() throws {
    try ConcurrencyTests().killedArchive(tasks: 200_000)
  }

  /// `add` 200 times while another program keeps truncating todo.txt and writing it back.
  @Test func addSurvivesTruncation200Times() throws {
    try HostileFileTests().addWhileTruncated(times: 200)
  }
}
