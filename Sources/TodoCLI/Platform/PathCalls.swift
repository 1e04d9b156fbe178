import Glibc
import TodoTxt

/// The POSIX calls that take a path or a file name, for a path held as a `String`.
///
/// In this module a path is a `String` whose bytes that are not UTF-8 are escapes
/// (``TodoList/escapedText(_:)``, U+10FF80–U+10FFFF), as `argv`, the environment
/// (``System/environment()``), directory entries and `readlink`/`realpath` results are read:
/// `Aufgaben-B\xFCro` stays the folder it is, never `Aufgaben-B\u{FFFD}ro`. These overloads
/// pass the path's own bytes (``System/pathBytes(_:)``); Swift picks them over Glibc's for a
/// `String` argument (an exact match beats the implicit C-string conversion), so every call
/// in the module goes through them. A path of plain UTF-8 is passed as it is.

/// Calls `body` with `path`'s bytes as a NUL-terminated C string.
@inline(__always)
private func withPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
  // Only a scalar from U+100000 up starts with 0xF4: without one, the UTF-8 is the bytes.
  if !path.utf8.contains(0xF4) { return path.withCString(body) }
  return PathBytes(System.pathBytes(path)).withCString(body)
}

@discardableResult
func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  withPath(path) { Glibc.open($0, flags, mode) }
}

@discardableResult
func openat(_ folder: Int32, _ name: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  withPath(name) { Glibc.openat(folder, $0, flags, mode) }
}

@discardableResult
func stat(_ path: String, _ status: UnsafeMutablePointer<stat>) -> Int32 {
  withPath(path) { stat($0, status) }
}

@discardableResult
func lstat(_ path: String, _ status: UnsafeMutablePointer<stat>) -> Int32 {
  withPath(path) { lstat($0, status) }
}

@discardableResult
func fstatat(
  _ folder: Int32, _ name: String, _ status: UnsafeMutablePointer<stat>, _ flags: Int32
) -> Int32 {
  withPath(name) { Glibc.fstatat(folder, $0, status, flags) }
}

@discardableResult
func access(_ path: String, _ mode: Int32) -> Int32 {
  withPath(path) { Glibc.access($0, mode) }
}

@discardableResult
func faccessat(_ folder: Int32, _ name: String, _ mode: Int32, _ flags: Int32) -> Int32 {
  withPath(name) { Glibc.faccessat(folder, $0, mode, flags) }
}

@discardableResult
func realpath(
  _ path: String, _ resolved: UnsafeMutablePointer<CChar>?
) -> UnsafeMutablePointer<CChar>? {
  withPath(path) { Glibc.realpath($0, resolved) }
}

@discardableResult
func readlink(_ path: String, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int) -> Int {
  withPath(path) { Glibc.readlink($0, buffer, size) }
}

@discardableResult
func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
  withPath(path) { Glibc.mkdir($0, mode) }
}

@discardableResult
func mkdirat(_ folder: Int32, _ name: String, _ mode: mode_t) -> Int32 {
  withPath(name) { Glibc.mkdirat(folder, $0, mode) }
}

@discardableResult
func rename(_ from: String, _ to: String) -> Int32 {
  withPath(from) { from in withPath(to) { Glibc.rename(from, $0) } }
}

@discardableResult
func renameat(_ fromFolder: Int32, _ from: String, _ toFolder: Int32, _ to: String) -> Int32 {
  withPath(from) { from in withPath(to) { Glibc.renameat(fromFolder, from, toFolder, $0) } }
}

@discardableResult
func unlink(_ path: String) -> Int32 {
  withPath(path) { Glibc.unlink($0) }
}

@discardableResult
func unlinkat(_ folder: Int32, _ name: String, _ flags: Int32) -> Int32 {
  withPath(name) { Glibc.unlinkat(folder, $0, flags) }
}

@discardableResult
func rmdir(_ path: String) -> Int32 {
  withPath(path) { Glibc.rmdir($0) }
}

@discardableResult
func opendir(_ path: String) -> OpaquePointer? {
  withPath(path) { Glibc.opendir($0) }
}

@discardableResult
func chmod(_ path: String, _ mode: mode_t) -> Int32 {
  withPath(path) { Glibc.chmod($0, mode) }
}

@discardableResult
func linkat(
  _ fromFolder: Int32, _ from: String, _ toFolder: Int32, _ to: String, _ flags: Int32
) -> Int32 {
  withPath(from) { from in withPath(to) { Glibc.linkat(fromFolder, from, toFolder, $0, flags) } }
}

extension System {
  /// The bytes of `path` as the kernel sees them: each escape (``TodoList/isByteEscape(_:)``)
  /// its byte, the rest its UTF-8.
  static func pathBytes(_ path: String) -> [UInt8] { TodoList.unescapedBytes(path) }

  /// A path or a name the kernel gave (`readlink`, `realpath`, a directory entry) as this
  /// module holds paths: its bytes that are not UTF-8 as escapes.
  static func pathText(_ bytes: some Collection<UInt8>) -> String {
    TodoList.escapedText(bytes) ?? String(decoding: bytes, as: UTF8.self)
  }

  /// ``pathText(_:)`` of a NUL-terminated C string.
  static func pathText(cString: UnsafePointer<CChar>) -> String {
    pathText(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
  }
}
