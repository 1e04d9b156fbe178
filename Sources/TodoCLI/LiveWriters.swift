import TodoLocalization

// Other programs writing the todo files at the same moment as todo (a sync client, an editor, a
// copy paused half-way): what listings and `doctor` say about them. Commands that write wait
// for them in ``EditSession``.

extension CommandContext {
  /// Reads `path` for a listing; when another program is writing it (it has the file open for
  /// writing, or the file changed while it was read), warns on standard error and goes on.
  ///
  /// - Throws: ``FileError`` when it exists but cannot be read.
  func readListed(_ path: String) throws(FileError) -> [UInt8] {
    let file = TodoFile(path: path, faults: faults)
    var writing = WriterProbe.probe(path, faults: faults) == .writing
    let before = file.signature()
    let bytes = try file.read()
    if !writing && before != file.signature() { writing = true }
    if writing { output.error(l(.writerReading, path)) }
    return bytes
  }

  /// `doctor`'s line on how another program writing `path` is noticed (``WriterCheckMethod``).
  func writerCheckLine(for path: String) -> String {
    switch WriterProbe.method(for: path, faults: faults) {
    case .lease:
      return l(.doctorWriterLease, path)
    case .quietPeriod(let code):
      let quiet = faults?.quietPeriod ?? WriterProbe.quietPeriod
      return l(.doctorWriterQuiet, path, Self.seconds(quiet), System.errorText(code))
    case .missing:
      return l(.doctorWriterUnknown, path)
    }
  }
}
