import Glibc
import TodoLocalization

/// The text of a system or regular-expression error inside a message, in the message's
/// language: English shows the C library's own text (`strerror`, `regerror`), as todo.sh's
/// tools do; other languages map the common codes to their table (glibc's English inside a
/// Chinese sentence reads as a bug) and fall back to
/// the C library's text for the rare rest.
enum SystemErrorText {
  /// The text for `errno` value `code`.
  static func text(for code: Int32, _ localizer: Localizer) -> String {
    let key: MessageKey?
    switch code {
    case EACCES, EPERM: key = .errPermission
    case ENOSPC: key = .errNoSpace
    case EDQUOT: key = .errQuota
    case ENOENT: key = .errNotFound
    case EISDIR: key = .errIsDirectory
    case ENOTDIR: key = .errNotDirectory
    case EROFS: key = .errReadOnly
    case EIO: key = .errIO
    case ELOOP: key = .errLoop
    case EFBIG: key = .errFileTooLarge
    case EEXIST: key = .errExists
    case EAGAIN: key = .errBusy
    case EINVAL: key = .errInvalidArgument
    default: key = nil
    }
    guard localizer.language != .english, let key else { return String(cString: strerror(code)) }
    return localizer.string(key)
  }

  /// The reason `regcomp` gave for `error`.
  static func text(for error: Regex.Invalid, _ localizer: Localizer) -> String {
    let key: MessageKey
    switch error.code {
    case Int32(_REG_EBRACK.rawValue): key = .regexBracket
    case Int32(_REG_EPAREN.rawValue): key = .regexParen
    case Int32(_REG_ERPAREN.rawValue): key = .regexRightParen
    case Int32(_REG_EBRACE.rawValue): key = .regexBrace
    case Int32(_REG_BADBR.rawValue): key = .regexBadBrace
    case Int32(_REG_BADRPT.rawValue): key = .regexRepeat
    case Int32(_REG_EESCAPE.rawValue): key = .regexEscape
    case Int32(_REG_ERANGE.rawValue): key = .regexRange
    case Int32(_REG_ECTYPE.rawValue): key = .regexClass
    case Int32(_REG_ESUBREG.rawValue): key = .regexBackReference
    case Int32(_REG_EEND.rawValue): key = .regexEnd
    default: key = .regexInvalid
    }
    return localizer.language == .english ? error.reason : localizer.string(key)
  }
}
