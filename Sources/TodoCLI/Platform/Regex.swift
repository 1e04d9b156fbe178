import Glibc
import TodoTxt

/// A POSIX regular expression compiled by the C library (`regcomp`), as grep and sed use them.
///
/// Basic syntax (glibc also gives the GNU `\|`, `\+`, `\?`); matching is on bytes
/// in the UTF-8 `LC_CTYPE`, so case folding covers non-ASCII letters too.
final class Regex {
  private var compiled = regex_t()

  /// A pattern that did not compile, with the C library's explanation.
  struct Invalid: Error {
    var pattern: String
    var reason: String
    /// `regcomp`'s error code (`REG_EBRACK` …), for a localized reason.
    var code: Int32 = 0
  }

  /// A UTF-8 character-type locale, for character classes and case folding of UTF-8 text
  /// whatever the user's locale (the UI language never depends on it); `nil` if the system
  /// has none.
  nonisolated(unsafe) private static let utf8Locale: locale_t? = {
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
      if let locale = newlocale(LC_CTYPE_MASK, name, nil) { return locale }
    }
    return nil
  }()

  /// Runs `body` with the UTF-8 locale as this thread's locale (`uselocale`), so the process's
  /// locale is never changed.
  private static func inUTF8Locale<R>(_ body: () -> R) -> R {
    guard let locale = utf8Locale else { return body() }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return body()
  }

  /// Compiles `pattern`.
  ///
  /// - Parameters:
  ///   - pattern: A POSIX basic regular expression.
  ///   - ignoringCase: `REG_ICASE`, as `grep -i`.
  /// - Throws: ``Invalid`` with `regerror`'s message.
  init(_ pattern: String, ignoringCase: Bool = false) throws(Invalid) {
    var flags: Int32 = 0
    if ignoringCase { flags |= REG_ICASE }
    // A typed byte that is not UTF-8 (held as an escape) is given to regcomp as that byte.
    let rc = TodoList.withUnescapedCString(pattern) { c in
      Regex.inUTF8Locale { regcomp(&compiled, c, flags) }
    }
    if rc != 0 {
      var buffer = [CChar](repeating: 0, count: 256)
      regerror(rc, &compiled, &buffer, buffer.count)
      let message = buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
      throw Invalid(
        pattern: pattern, reason: String(decoding: message, as: UTF8.self), code: rc)
    }
  }

  deinit { regfree(&compiled) }

  /// Whether the pattern matches somewhere in `bytes` (NUL bytes included, via REG_STARTEND).
  func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstMatch(in: bytes, from: 0, notAtLineStart: false) != nil
  }

  /// The first match at or after `from`, with its capture groups (`nil` for groups that did
  /// not take part), as byte ranges of `bytes`.
  func firstMatch(
    in bytes: UnsafeBufferPointer<UInt8>, from: Int, notAtLineStart: Bool
  ) -> [Range<Int>?]? {
    var groups = [regmatch_t](repeating: regmatch_t(), count: 10)
    groups[0].rm_so = regoff_t(from)
    groups[0].rm_eo = regoff_t(bytes.count)
    var flags = REG_STARTEND
    if notAtLineStart { flags |= REG_NOTBOL }
    let base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
    let rc = base.withMemoryRebound(to: CChar.self, capacity: max(bytes.count, 1)) {
      pattern in Regex.inUTF8Locale { regexec(&compiled, pattern, groups.count, &groups, flags) }
    }
    guard rc == 0 else { return nil }
    return groups.map { $0.rm_so < 0 ? nil : Int($0.rm_so)..<Int($0.rm_eo) }
  }

  /// sed's `s/REGEX/REPLACEMENT/g` on one line: `\1`…`\9` and `&` in `replacement` refer to
  /// the match; `\&` and `\\` are literal.
  func replacingAll(in text: [UInt8], with replacement: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var position = 0
    var lastMatchEnd = -1
    text.withUnsafeBufferPointer { buffer in
      while position <= buffer.count {
        guard
          let groups = firstMatch(in: buffer, from: position, notAtLineStart: position > 0),
          let whole = groups[0]
        else { break }
        if whole.isEmpty && whole.lowerBound == lastMatchEnd {
          // An empty match right after the previous match: step over one byte.
          if whole.lowerBound >= buffer.count { break }
          out.append(buffer[whole.lowerBound])
          position = whole.lowerBound + 1
          continue
        }
        out.append(contentsOf: buffer[position..<whole.lowerBound])
        var i = 0
        while i < replacement.count {
          let c = replacement[i]
          if c == 0x5C, i + 1 < replacement.count {
            let next = replacement[i + 1]
            if next >= 0x31 && next <= 0x39 {
              if let group = groups[Int(next - 0x30)] { out.append(contentsOf: buffer[group]) }
            } else {
              out.append(next)
            }
            i += 2
            continue
          }
          if c == 0x26 {
            out.append(contentsOf: buffer[whole])
          } else {
            out.append(c)
          }
          i += 1
        }
        lastMatchEnd = whole.upperBound
        if whole.isEmpty {
          if whole.lowerBound < buffer.count { out.append(buffer[whole.lowerBound]) }
          position = whole.lowerBound + 1
        } else {
          position = whole.upperBound
        }
      }
      if position < buffer.count { out.append(contentsOf: buffer[position...]) }
    }
    return out
  }
}
