import Glibc

/// A new folder `/tmp/PREFIX-XXXXXX` (mode 0700, `mkdtemp`), for a benchmark's or a test's
/// files; `nil` when it cannot be made.
public func makeTemporaryFolder(prefix: String) -> String? {
  var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
  guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
    return nil
  }
  return String(cString: made)
}
