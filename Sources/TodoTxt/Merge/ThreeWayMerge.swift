/// A three-way merge of a todo.txt file and its done.txt by task, on bytes, with no I/O.
///
/// Git's line merge pairs lines by position, so completing one task on a laptop and editing
/// the next one on a phone conflicts, and a task's new text meets the wrong old line. This
/// merge finds which base line each line of a side descends from, by aligning the side with
/// the base (a weighted longest common subsequence: the same bytes, else the same task
/// progressed — completed, prioritized, dated —, else a task reworded with most words in
/// common), and merges task by task:
///
/// - A task changed on one side only takes that side's version (an edit, a completion, a
///   move to done.txt, a deletion; a blank line where it stood, as todo.sh's `del` and
///   auto-archive leave one, is that task deleted there). A task changed the same way on both
///   sides is kept once; archived on one side and deleted on the other, it is archived.
///   Completed on one side and moved as it was on the other, which also added that very
///   completion line (each side's files its own: ``eachSideHasItsOwnDone``), it was completed
///   the same way there and added again (a chore done and written down for next time): the
///   completion is kept once and the task stays.
/// - A task changed differently on the two sides (including deleted on one and changed on the
///   other, or archived on one and edited on the other) is a conflict region holding that task
///   only: each side's lines of it and the base's.
/// - Where a side's descent is ambiguous (a line as close to two base lines, one of several
///   identical lines deleted) the lines involved are one unit: changed on both sides, it is a
///   conflict, never a guess; changed on one side only, that side's lines are taken. (One
///   task that the other side changed into one line, which is among this side's lines of it:
///   the same change, and this side's other lines added; nothing is lost either way.)
/// - In git (each side's lines stand where its commands put them), a line appended at the end
///   of todo.txt is where `add` put it: a task gone from its place with a like open line
///   appended (other bytes) is that task gone and another added, not the task moved and
///   edited; an open task gone with its very bytes appended and its one completion new in
///   done.txt was archived and added again. Read so, no task is lost whichever it was.
/// - Lines added are kept where their side put them, after the base line they follow; where
///   both sides added lines at the same place, ours come first, and a line of theirs equal to
///   one of ours there is kept once (as git counts it).
/// - Lines are compared and written byte for byte (lines that are not valid UTF-8 survive).
///   A line kept by both sides keeps its bytes and the line ending a side changed it to; a
///   line taken from a side keeps that side's bytes and ending; a line that had none (the
///   last line of a file without a final newline) gets its file's first ending. The byte
///   order mark and the final newline are merged the same way (a side's change wins).
/// - A conflict region is written as git writes one with `merge.conflictStyle=diff3`:
///   `<<<<<<< ours`, ours' lines, `||||||| base`, the base's lines, `=======`, theirs' lines,
///   `>>>>>>> theirs`, with the line ending of the base line it stands on.
///
/// Both files are taken together because a task moves between them (`do` with auto-archive
/// moves it to done.txt): a base line gone from todo.txt and a line of the same task new in
/// done.txt are one task moved. Archived on one side and edited on the other, it is one
/// conflict region in todo.txt showing the archived line as the archiving side's version, and
/// done.txt does not get that line, so whichever version the user keeps, the task is in one
/// file only. A caller that has only one file's versions passes ``Versions/empty`` for the
/// other and ignores that file's result.
public struct ThreeWayMerge: Sendable {
  /// The three versions of one file: the common ancestor, ours and theirs, as whole files.
  public struct Versions: Sendable, Hashable {
    /// The common ancestor's bytes.
    public var base: [UInt8]
    /// Our side's bytes: the version the merge result replaces.
    public var ours: [UInt8]
    /// The other side's bytes.
    public var theirs: [UInt8]

    /// Creates the three versions of a file.
    ///
    /// - Parameters:
    ///   - base: The common ancestor's bytes.
    ///   - ours: Our side's bytes.
    ///   - theirs: The other side's bytes.
    public init(base: [UInt8], ours: [UInt8], theirs: [UInt8]) {
      self.base = base
      self.ours = ours
      self.theirs = theirs
    }

    /// A file that is empty in all three versions, for a file the caller does not have.
    public static let empty = Versions(base: [], ours: [], theirs: [])
  }

  /// The labels written after the conflict markers.
  public struct Labels: Sendable, Hashable {
    /// After `<<<<<<<`.
    public var ours: String
    /// After `|||||||`.
    public var base: String
    /// After `>>>>>>>`.
    public var theirs: String

    /// Creates the labels; git's own default names by default.
    ///
    /// - Parameters:
    ///   - ours: After `<<<<<<<`.
    ///   - base: After `|||||||`.
    ///   - theirs: After `>>>>>>>`.
    public init(ours: String = "ours", base: String = "base", theirs: String = "theirs") {
      self.ours = ours
      self.base = base
      self.theirs = theirs
    }
  }

  /// One conflict region: the lines of one task in each version, without line endings.
  ///
  /// A side that deleted the task has no lines; a side that archived it has its done.txt
  /// line.
  public struct Conflict: Sendable, Hashable {
    /// Our side's lines.
    public var ours: [[UInt8]]
    /// The common ancestor's lines.
    public var base: [[UInt8]]
    /// The other side's lines.
    public var theirs: [[UInt8]]
  }

  /// One piece of a merged file, in file order: a line, or a conflict region.
  public enum Piece: Sendable, Hashable {
    /// A line: its bytes (without the ending) and the ending written after it (``TodoList/LineEnding/none``
    /// for a last line without one).
    case line([UInt8], TodoList.LineEnding)
    /// A conflict region, as ``MergedFile/conflicts`` has it.
    case conflict(Conflict)
  }

  /// The merge of one file.
  public struct MergedFile: Sendable, Hashable {
    /// The merged file's bytes, conflict regions included (written as git writes them).
    public var bytes: [UInt8]
    /// The conflict regions written into ``bytes``, in file order.
    public var conflicts: [Conflict]
    /// The same merge as lines and regions, for a caller that reports or places them itself
    /// (`merge-conflicts`): nothing needs reading back from ``bytes``.
    public var pieces: [Piece]
    /// Whether the merge has no conflict region.
    public var isClean: Bool { conflicts.isEmpty }
  }

  /// The merge of both files.
  public struct Result: Sendable, Hashable {
    /// The merged todo.txt.
    public var todo: MergedFile
    /// The merged done.txt.
    public var done: MergedFile
    /// The tasks of the base's todo.txt that one side completed and archived while the other
    /// deleted them (or put a new line in their place: ``ArchivedAndDeleted/reworded``). The merge keeps them archived (done.txt only grows)
    /// without a conflict region; the caller reports them, as the user would want to know the
    /// other side had deleted the task.
    public var archivedAndDeleted: [ArchivedAndDeleted]
    /// The tasks of the base that one side deleted while the other put one new line in
    /// their place (which may be the task rewritten, or another task inserted where it was),
    /// or whose only close match is a new line elsewhere. The merge keeps both changes (the task gone, the new line); the
    /// caller reports them, as a rewrite against a deletion would be a conflict.
    public var replacedAndDeleted: [ReplacedAndDeleted]
    /// Whether neither file has a conflict region.
    public var isClean: Bool { todo.isClean && done.isClean }
  }

  /// The length of each conflict marker, 7 as git writes them by default.
  public var markerSize: Int
  /// The labels after the conflict markers.
  public var labels: Labels
  /// Whether a conflict region in one file leaves out the lines a side has of the task in
  /// the other file (its line in done.txt when it archived the task): for a caller that
  /// writes one file and keeps the other as one side left it, as git does with a file only
  /// one side changed (or both left the same). A side that archived the task then shows no
  /// line in todo.txt's region, and keeping either version leaves the task in one file; a
  /// task both sides have only in the other file (both archived it, differently) has its
  /// region there, where ours has it, as that file is the one written. False by default: the
  /// region stands on the task's base line and shows the archived lines.
  public var regionsKeepToTheirFile = false
  /// Whether each side's done.txt is that side's own. A caller that has one done.txt for
  /// both (a sync client kept one machine's) sets it false: a completion line in it then says
  /// nothing of which side added it, so a task completed on one side and found again on the
  /// other is not taken as completed there and added again (the completion stands). True by
  /// default (git has each side's files).
  public var eachSideHasItsOwnDone = true
  /// Whether a line at the end of a side's todo.txt was put there by that side's commands
  /// (`add` appends). False for `merge-conflicts`, whose earlier merges put a copy's lines
  /// at the end: there a line at the end says nothing of how it came.
  var appendedLinesAreAdded = true

  /// Creates a merge.
  ///
  /// - Parameters:
  ///   - markerSize: The length of each conflict marker (git's `%L`); at least 1.
  ///   - labels: The labels after the markers.
  public init(markerSize: Int = 7, labels: Labels = Labels()) {
    precondition(markerSize >= 1, "a conflict marker needs at least one character")
    self.markerSize = markerSize
    self.labels = labels
  }

  /// Merges todo.txt and done.txt; see ``ThreeWayMerge`` for the rules.
  ///
  /// - Parameters:
  ///   - todo: The three versions of todo.txt.
  ///   - done: The three versions of done.txt.
  /// - Returns: Each file's merged bytes and conflict regions.
  public func merge(todo: Versions, done: Versions) -> Result {
    var interner = MergeInterner()
    let base = [todo.base, done.base].map { MergeFile(bytes: $0, interner: &interner) }
    let ours = [todo.ours, done.ours].map { MergeFile(bytes: $0, interner: &interner) }
    let theirs = [todo.theirs, done.theirs].map { MergeFile(bytes: $0, interner: &interner) }
    var resolution = MergeResolution(base: base, ours: ours, theirs: theirs)
    resolution.regionsKeepToTheirFile = regionsKeepToTheirFile
    resolution.eachSideHasItsOwnDone = eachSideHasItsOwnDone
    resolution.appendedLinesAreAdded = appendedLinesAreAdded
    let outcome = resolution.resolve()
    let files = outcome.files
    return Result(
      todo: render(files[0], base: base[0], ours: ours[0], theirs: theirs[0]),
      done: render(files[1], base: base[1], ours: ours[1], theirs: theirs[1]),
      archivedAndDeleted: outcome.archivedAndDeleted,
      replacedAndDeleted: outcome.replacedAndDeleted)
  }

  /// The ending written after `line`: its own, or `fallback` when it had none (it was a last
  /// line) — CRLF when its text ends with `\r`, which an LF would turn into a CRLF ending.
  private static func ending(
    of line: MergeResolution.OutputLine, else fallback: TodoList.LineEnding
  ) -> TodoList.LineEnding {
    guard line.ending == .none else { return line.ending }
    return line.bytes.last == 0x0D ? .crlf : fallback
  }

  /// The bytes of one merged file.
  private func render(
    _ items: [MergeResolution.Item], base: MergeFile, ours: MergeFile, theirs: MergeFile
  ) -> MergedFile {
    let hasMark =
      ours.hasByteOrderMark != base.hasByteOrderMark
      ? ours.hasByteOrderMark : theirs.hasByteOrderMark
    let endsWithNewline =
      ours.endsWithNewline != base.endsWithNewline ? ours.endsWithNewline : theirs.endsWithNewline
    var out: [UInt8] = hasMark ? [0xEF, 0xBB, 0xBF] : []
    var conflicts: [Conflict] = []
    for item in items {
      if case .region(let region) = item {
        conflicts.append(
          Conflict(
            ours: region.ours.map(\.bytes), base: region.base.map(\.bytes),
            theirs: region.theirs.map(\.bytes)))
      }
    }
    var pieces: [Piece] = []
    var regions = conflicts.makeIterator()
    for (k, item) in items.enumerated() {
      switch item {
      case .line(let line):
        out += line.bytes
        if k == items.count - 1 && conflicts.isEmpty && !endsWithNewline {
          pieces.append(.line(line.bytes, .none))
          continue
        }
        let ending = Self.ending(of: line, else: line.fallback)
        out += ending.bytes
        pieces.append(.line(line.bytes, ending))
      case .region(let region):
        if let conflict = regions.next() { pieces.append(.conflict(conflict)) }
        let ending = region.ending.bytes
        func marker(_ c: Character, _ label: String) {
          out += Array(
            (String(repeating: c, count: markerSize) + (label.isEmpty ? "" : " " + label)).utf8)
          out += ending
        }
        func lines(_ lines: [MergeResolution.OutputLine]) {
          for line in lines {
            out += line.bytes + Self.ending(of: line, else: region.ending).bytes
          }
        }
        marker("<", labels.ours)
        lines(region.ours)
        marker("|", labels.base)
        lines(region.base)
        marker("=", "")
        lines(region.theirs)
        marker(">", labels.theirs)
      }
    }
    return MergedFile(bytes: out, conflicts: conflicts, pieces: pieces)
  }
}
