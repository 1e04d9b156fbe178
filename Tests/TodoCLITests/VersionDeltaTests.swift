import Foundation
import Testing
import TodoTestSupport

@testable import TodoCLI

/// A version kept as its changes against a newer one comes back byte for byte, whatever the
/// bytes (line endings, no final newline, bytes that are not UTF-8), and a damaged one gives
/// nothing rather than another version.
@Suite struct VersionDeltaTests {
  private func roundTrip(_ older: String, _ newer: String) -> [UInt8]? {
    roundTrip(Array(older.utf8), Array(newer.utf8))
  }

  private func roundTrip(_ older: [UInt8], _ newer: [UInt8]) -> [UInt8]? {
    guard let delta = VersionDelta.make(older, against: newer, baseNumber: 7) else { return nil }
    #expect(VersionDelta.baseNumber(of: delta) == 7)
    return VersionDelta.apply(delta, to: newer)
  }

  @Test(
    arguments: [
      ("a\nb\nc\nd\ne\nf\n", "a\nb\nC\nd\ne\nf\n"),
      ("a\nb\nc\nd\ne\nf\n", "a\nb\nc\nd\ne\nf\ng\n"),
      ("a\nb\nc\nd\ne\nf\ng\n", "a\nb\nc\nd\ne\nf\n"),
      ("a\nb\nc\nd\ne\nf\n", "b\nc\nd\ne\nf\n"),
      ("a\r\nb\r\nc\r\nd\r\ne\r\n", "a\r\nb\nc\r\nd\r\ne\r\n"),
      ("a\nb\nc\nd\ne\nlast", "a\nb\nc\nd\ne\nlast\n"),
      ("a\nb\nc\nd\ne\nf\n", "a\nb\nc\nd\ne\nf\n"),
      ("\u{FEFF}a\nb\nc\nd\ne\n", "a\nb\nc\nd\ne\n"),
      ("x\n\n\nb\nc\nd\ne\nf\n", "b\nc\nd\ne\nf\n"),
    ])
  func comesBackByteForByte(older: String, newer: String) {
    #expect(roundTrip(older, newer) == Array(older.utf8))
  }

  @Test func bytesThatAreNotUTF8ComeBack() {
    let older: [UInt8] = Array("caf".utf8) + [0xE9, 0x0A] + Array("b\nc\nd\ne\nf\n".utf8)
    let newer: [UInt8] = Array("b\nc\nd\ne\nf\n".utf8)
    #expect(roundTrip(older, newer) == older)
  }

  /// Changes that would hold half the file or more are not made: the version stays whole.
  @Test func aVersionMostlyRewrittenStaysWhole() {
    #expect(
      VersionDelta.make(Array("a\nb\n".utf8), against: Array("x\ny\n".utf8), baseNumber: 1) == nil)
  }

  /// Many lines gone from a large file (an archive) or added to it: found in one pass, the
  /// changes small; other large rewrites are not compared line by line and stay whole.
  @Test func largeMiddlesAreFoundInOnePass() throws {
    let lines = (0..<6000).map { "2026-11-\(10 + $0 % 20) task number \($0) +project\n" }
    let older = Array(lines.joined().utf8)
    let newer = Array(lines.enumerated().filter { $0.offset % 3 != 0 }.map(\.element).joined().utf8)
    let shrunk = try #require(VersionDelta.make(older, against: newer, baseNumber: 2))
    #expect(shrunk.count < older.count / 2)
    #expect(VersionDelta.apply(shrunk, to: newer) == older)
    let grown = try #require(VersionDelta.make(newer, against: older, baseNumber: 2))
    #expect(grown.count < newer.count / 5)
    #expect(VersionDelta.apply(grown, to: older) == newer)
  }

  /// A middle of many lines against one of few (a file mostly archived, or grown back) takes
  /// one pass, not a comparison of every pair: the changes of the few against the many are
  /// made, the many against the few stay whole.
  @Test func lopsidedMiddlesTakeOnePass() throws {
    let many = (0..<40000).map { "task \($0)\n" }
    let few = many.enumerated().filter { $0.offset % 400 == 0 }.map(\.element)
    let manyBytes = Array(many.joined().utf8)
    let fewBytes = Array(few.joined().utf8)
    #expect(VersionDelta.make(manyBytes, against: fewBytes, baseNumber: 1) == nil)
    let delta = try #require(VersionDelta.make(fewBytes, against: manyBytes, baseNumber: 1))
    #expect(VersionDelta.apply(delta, to: manyBytes) == fewBytes)
  }

  /// Lines changed in place all over a large file (an archive that keeps line numbers blanks
  /// the done ones): found line by line in one pass.
  @Test func linesChangedInPlaceTakeOnePass() throws {
    let older = (0..<10000).map { "task \($0)\n" }
    let newer = older.enumerated().map { $0.offset % 7 == 0 ? "\n" : $0.element }
    let olderBytes = Array(older.joined().utf8)
    let newerBytes = Array(newer.joined().utf8)
    let delta = try #require(VersionDelta.make(olderBytes, against: newerBytes, baseNumber: 4))
    #expect(delta.count < olderBytes.count / 2)
    #expect(VersionDelta.apply(delta, to: newerBytes) == olderBytes)
  }

  /// Random edits of a list, each kept as changes and rebuilt: always the same bytes.
  @Test func randomEditsComeBack() throws {
    var random = SeededRandom(seed: 11)
    var current = (0..<300).map { "task \($0)\n" }
    for _ in 0..<40 {
      var next = current
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        let at = Int.random(in: 0..<next.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: next.remove(at: at)
        case 1: next.insert("new \(Int.random(in: 0..<1000, using: &random))\r\n", at: at)
        default: next[at] = "changed \(at)\n"
        }
      }
      let older = Array(current.joined().utf8)
      let newer = Array(next.joined().utf8)
      #expect(roundTrip(older, newer) == older)
      current = next
    }
  }

  /// A damaged delta (a count past the end, an operation todo never writes, a changed byte)
  /// gives no version.
  @Test func aDamagedDeltaGivesNothing() throws {
    let newer = Array("a\nb\nc\nd\ne\nf\n".utf8)
    let delta = try #require(
      VersionDelta.make(Array("a\nb\nX\nd\ne\nf\n".utf8), against: newer, baseNumber: 3))
    let text = String(decoding: delta, as: UTF8.self)
    for damaged in [
      text.replacingOccurrences(of: "c 2\n", with: "c 9\n"),
      text.replacingOccurrences(of: "s 1\n", with: "z 1\n"),
      text.replacingOccurrences(of: "X\n", with: "Y\n"),
      String(text.dropLast(3)),
      text.replacingOccurrences(of: "hash 12:", with: "hash 4611686018427387903:"),
    ] {
      #expect(damaged != text)
      #expect(VersionDelta.apply(Array(damaged.utf8), to: newer) == nil, "\(damaged)")
    }
  }
}
