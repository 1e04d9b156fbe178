import Glibc
import TodoTxt

/// Changes in one folder as the kernel reports them (`inotify(7)`): `todo ui` reads todo.txt
/// again the moment a sync client, an editor or another `todo` writes, renames or removes a file
/// there, and sees a conflict copy arrive, without waiting for its next check.
///
/// Only that something changed is used, never what the events name: the screen then compares
/// todo.txt's signature and lists the conflict copies as it always does, so a missed or merged
/// event (a full queue, a network file system) costs at most the time to the next check.
final class FolderWatch {
  /// The inotify descriptor, to wait on with `poll` beside the terminal.
  let descriptor: Int32

  /// Watches `folder` for files written, created, removed, renamed or given new attributes.
  ///
  /// - Returns: `nil` when inotify is not available (or the folder cannot be watched); the
  ///   caller checks on a timer alone then.
  init?(folder: String) {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
    let mask = UInt32(
      IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
    guard TodoList.withUnescapedCString(folder, { inotify_add_watch(fd, $0, mask) }) >= 0 else {
      close(fd)
      return nil
    }
    descriptor = fd
  }

  deinit { close(descriptor) }

  /// Reads every event waiting.
  ///
  /// - Returns: Whether there was any.
  func drain() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    var any = false
    while true {
      let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if n > 0 {
        any = true
        continue
      }
      if n < 0 && errno == EINTR { continue }
      return any
    }
  }
}
