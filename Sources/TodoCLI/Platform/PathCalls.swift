import Glibc
import TodoTxt

// Every system call of this module that names a file takes the name as todo holds it (the
// string tables' lookup, in TodoLocalization, turns it into bytes the same way): text in which
// each byte that is not UTF-8 is one escape scalar (``TodoList/escapedText(_:)``, as `argv`,
// the environment, directory entries, `readlink` and `realpath` results are read). These
// overloads of the calls todo makes with a `String` name are chosen over Swift's implicit
// `String`-to-C-string conversion (an exact match wins), and pass the kernel the name's own
// bytes (``PathBytes/init(escaped:)``): a folder named `B\xFCro` is that folder, never
// `B\u{FFFD}ro` or the private-use characters of its escape. There is no `stat` or `lstat`
// here: the name is also C's `struct stat`, and a call of it by name may still reach Glibc's
// function; todo calls `fstatat(AT_FDCWD, …)` instead. A call with a C string or
// ``PathBytes`` goes to Glibc as it is. Their results may be ignored, as the C calls' may.

/// Calls `body` with the path `text` holds as a C string of its bytes
/// (``TodoList/withUnescapedCString(_:_:)``).
private func withPath<R>(_ text: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
  TodoList.withUnescapedCString(text, body)
}

/// `open(2)` of the file named `path` (escapes as their bytes).
@discardableResult
func open(_ path: String, _ flags: Int32) -> Int32 {
  withPath(path) { Glibc.open($0, flags) }
}

/// `open(2)` of the file named `path` (escapes as their bytes), creating it with `mode`.
@discardableResult
func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  withPath(path) { Glibc.open($0, flags, mode) }
}

/// `openat(2)` of `name` in the folder `folder` (escapes as their bytes).
@discardableResult
func openat(_ folder: Int32, _ name: String, _ flags: Int32) -> Int32 {
  withPath(name) { Glibc.openat(folder, $0, flags) }
}

/// `openat(2)` of `name` in the folder `folder` (escapes as their bytes), creating it with
/// `mode`.
@discardableResult
func openat(_ folder: Int32, _ name: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  withPath(name) { Glibc.openat(folder, $0, flags, mode) }
}

/// `fstatat(2)` of `name` in `folder` (escapes as their bytes).
@discardableResult
func fstatat(_ folder: Int32, _ name: String, _ status: inout stat, _ flags: Int32) -> Int32 {
  withPath(name) { Glibc.fstatat(folder, $0, &status, flags) }
}

/// `access(2)` of `path` (escapes as their bytes).
@discardableResult
func access(_ path: String, _ mode: Int32) -> Int32 {
  withPath(path) { Glibc.access($0, mode) }
}

/// `faccessat(2)` of `name` in `folder` (escapes as their bytes).
@discardableResult
func faccessat(_ folder: Int32, _ name: String, _ mode: Int32, _ flags: Int32) -> Int32 {
  withPath(name) { Glibc.faccessat(folder, $0, mode, flags) }
}

/// `unlink(2)` of `path` (escapes as their bytes).
@discardableResult
func unlink(_ path: String) -> Int32 {
  withPath(path) { Glibc.unlink($0) }
}

/// `unlinkat(2)` of `name` in `folder` (escapes as their bytes).
@discardableResult
func unlinkat(_ folder: Int32, _ name: String, _ flags: Int32) -> Int32 {
  withPath(name) { Glibc.unlinkat(folder, $0, flags) }
}

/// `linkat(2)` of `name` in `folder` as `newName` in `newFolder` (escapes as their bytes).
@discardableResult
func linkat(
  _ folder: Int32, _ name: String, _ newFolder: Int32, _ newName: String, _ flags: Int32
) -> Int32 {
  withPath(name) { old in
    withPath(newName) { new in
      Glibc.linkat(folder, old, newFolder, new, flags)
    }
  }
}

/// `rename(2)` of `from` to `to` (escapes as their bytes).
@discardableResult
func rename(_ from: String, _ to: String) -> Int32 {
  withPath(from) { old in
    withPath(to) { new in Glibc.rename(old, new) }
  }
}

/// `renameat(2)` of `name` in `folder` to `newName` in `newFolder` (escapes as their bytes).
@discardableResult
func renameat(_ folder: Int32, _ name: String, _ newFolder: Int32, _ newName: String) -> Int32 {
  withPath(name) { old in
    withPath(newName) { new in
      Glibc.renameat(folder, old, newFolder, new)
    }
  }
}

/// `mkdir(2)` of `path` (escapes as their bytes).
@discardableResult
func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
  withPath(path) { Glibc.mkdir($0, mode) }
}

/// `mkdirat(2)` of `name` in `folder` (escapes as their bytes).
@discardableResult
func mkdirat(_ folder: Int32, _ name: String, _ mode: mode_t) -> Int32 {
  withPath(name) { Glibc.mkdirat(folder, $0, mode) }
}

/// `rmdir(2)` of `path` (escapes as their bytes).
@discardableResult
func rmdir(_ path: String) -> Int32 {
  withPath(path) { Glibc.rmdir($0) }
}

/// `chmod(2)` of `path` (escapes as their bytes).
@discardableResult
func chmod(_ path: String, _ mode: mode_t) -> Int32 {
  withPath(path) { Glibc.chmod($0, mode) }
}

/// `readlink(2)` of `path` (escapes as their bytes) into `buffer`.
@discardableResult
func readlink(
  _ path: String, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int
) -> Int {
  withPath(path) { Glibc.readlink($0, buffer, size) }
}

/// `realpath(3)` of `path` (escapes as their bytes): a new C string to free, or `nil`.
@discardableResult
func realpath(
  _ path: String, _ resolved: UnsafeMutablePointer<CChar>?
) -> UnsafeMutablePointer<CChar>? {
  withPath(path) { Glibc.realpath($0, resolved) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `posix_spawn(3)` of the program `path` (escapes as their bytes).
@discardableResult
func posix_spawn(
  _ pid: UnsafeMutablePointer<pid_t>, _ path: String,
  _ actions: UnsafePointer<posix_spawn_file_actions_t>?,
  _ attributes: UnsafePointer<posix_spawnattr_t>?,
  _ argv: UnsafePointer<UnsafeMutablePointer<CChar>?>,
  _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>
) -> Int32 {
  withPath(path) {
    Glibc.posix_spawn(pid, $0, actions, attributes, argv, envp)
  }
}
