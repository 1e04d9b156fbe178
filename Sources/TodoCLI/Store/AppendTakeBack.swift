import TodoTxt

/// Where the bytes of an append are now, found by their content (never by the file's size).
enum AppendPlace: Equatable {
  /// Exactly there: removing this range takes the append back and nothing else.
  case found(Range<Int>)
  /// Not in the file (the append did not happen, or another writer's version replaced it).
  case absent
  /// Not at the place written, and more than once elsewhere: which one is ours is unknown.
  case ambiguous
  /// The file cannot be read as the file appended to (a link now, not a regular file), or
  /// the record has no bytes to look for (one from before they were kept).
  case unknown
}

extension Backups.SideAppend {
  /// The appended bytes after the line ending that was added first (a file without a final
  /// newline); whole lines, each with its ending.
  var lines: [UInt8] { Array((bytes ?? []).dropFirst(lead)) }

  /// Where this append's bytes are in `content`, the file at its path as it is now
  /// (`sameFile`: the file appended to, same device and inode).
  ///
  /// The rule: at the place written, in the same file, exactly the bytes written (or, at the
  /// end of the file, the start of them: a write killed half-way), they are ours (whatever
  /// else is in the file). Elsewhere, its lines are looked for as whole lines
  /// (after a newline), and taken only when found once: twice is someone else's copy too.
  func place(in content: [UInt8], sameFile: Bool) -> AppendPlace {
    guard let bytes, !bytes.isEmpty else { return .unknown }
    let end = before + bytes.count
    if sameFile, before >= 0, end <= content.count, content[before..<end].elementsEqual(bytes) {
      return .found(before..<end)
    }
    // A write killed half-way: the file ends inside the append, and what is there from the
    // place written on is the start of our bytes. Nothing follows it, so it is ours alone.
    if sameFile, before >= 0, before < content.count, content.count < end,
      content[before...].elementsEqual(bytes.prefix(content.count - before))
    {
      return .found(before..<content.count)
    }
    let body = lines
    guard !body.isEmpty else { return .unknown }
    var hits: [Int] = []
    content.withUnsafeBufferPointer { all in
      var start = 0
      while start + body.count <= all.count {
        if all[start] == body[0] && all[start..<start + body.count].elementsEqual(body) {
          hits.append(start)
          if hits.count > 1 { return }
        }
        // The next line start.
        guard let newline = all[start...].firstIndex(of: 0x0A) else { return }
        start = newline + 1
      }
    }
    guard hits.count == 1, let at = hits.first else { return hits.isEmpty ? .absent : .ambiguous }
    var range = at..<at + body.count
    // At the end, after the ending this append added: that ending goes too.
    if range.upperBound == content.count, lead > 0, at >= lead,
      content[(at - lead)..<at].elementsEqual(bytes.prefix(lead))
    {
      range = (at - lead)..<range.upperBound
    }
    return .found(range)
  }
}

/// What taking an append back did.
enum TakeBackOutcome: Equatable {
  /// Its bytes were found and removed, and nothing else.
  case removed
  /// Its bytes are not in the file: nothing to take back.
  case absent
  /// Its bytes could not be taken back exactly (see ``AppendPlace``): the file is unchanged.
  case failed
}

extension EditSession {
  /// The file an append went to, as it is now: its bytes, its signature, whether it is still
  /// the file appended to, and where the append's bytes are in it.
  struct Located {
    var place: AppendPlace
    var content: [UInt8] = []
    var signature: FileSignature? = nil
    var sameFile = false
  }

  /// Finds `append`'s bytes in its file (never through a link: the recorded path is a real
  /// path).
  static func locate(_ append: Backups.SideAppend) -> Located {
    guard append.bytes?.isEmpty == false else { return Located(place: .unknown) }
    // Read between two equal signatures: a version being written meanwhile is not judged.
    for _ in 0..<3 {
      let signature = FileSignature(path: append.path)
      guard System.exists(append.path) || System.isSymbolicLink(append.path) else {
        return Located(place: .absent)
      }
      guard System.isRegularFileNoFollow(append.path),
        let content = try? TodoFile(path: append.path, followsLinks: false).read()
      else { return Located(place: .unknown) }
      guard let signature, signature == FileSignature(path: append.path),
        signature.size == content.count
      else { continue }
      let same =
        (append.device.map { $0 == signature.device } ?? append.created)
        && (append.inode.map { $0 == signature.inode } ?? append.created)
      return Located(
        place: append.place(in: content, sameFile: same), content: content,
        signature: signature, sameFile: same)
    }
    return Located(place: .unknown)
  }

  /// Takes `append` back: removes exactly its bytes from its file, leaving every other
  /// writer's lines (see ``Backups/SideAppend/place(in:sameFile:)``). A file the append made
  /// and that holds nothing else is removed. Never cuts a file back by size, never writes
  /// through a link, never another file put at that path since with the same bytes at the end
  /// unless they are found as the only copy of the appended lines.
  @discardableResult
  static func takeBack(_ append: Backups.SideAppend) -> TakeBackOutcome {
    for _ in 0..<3 {
      let located = locate(append)
      switch located.place {
      case .absent: return .absent
      case .ambiguous, .unknown: return .failed
      case .found(let range):
        if remove(range, of: append, located) { return .removed }
      }
    }
    return .failed
  }

  /// Removes `range` from the file `located` read; `false` when it changed meanwhile.
  private static func remove(
    _ range: Range<Int>, of append: Backups.SideAppend, _ located: Located
  ) -> Bool {
    let file = TodoFile(path: append.path, followsLinks: false)
    let content = located.content
    guard let signature = located.signature else { return false }
    if range.upperBound == content.count {
      if range.lowerBound == 0 && append.created && located.sameFile {
        // The file the append made, holding only the append: removed again.
        return System.removeFile(append.path, ifStill: signature)
      }
      return file.cut(
        from: range.lowerBound, expecting: Array(content[range]), device: signature.device,
        inode: signature.inode)
    }
    var rest = content
    rest.removeSubrange(range)
    do {
      try file.replace(with: TodoList(bytes: rest), unchangedSince: signature)
      return true
    } catch {
      return false
    }
  }

  /// Takes `appends` back, all or none: when one of them cannot be taken back exactly, none is
  /// (the command is then to be finished rather than half undone).
  ///
  /// - Returns: Whether every append was taken back (or was not there).
  @discardableResult
  static func takeBackAll(_ appends: [Backups.SideAppend]) -> Bool {
    for append in appends {
      switch locate(append).place {
      case .found, .absent: continue
      case .ambiguous, .unknown: return false
      }
    }
    var all = true
    for append in appends.reversed() where takeBack(append) == .failed { all = false }
    return all
  }
}
