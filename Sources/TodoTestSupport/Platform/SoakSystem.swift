import Glibc

// The system calls of the sync soak (Soak/): running todo and git, and the files they share.

struct SoakOutput {
  var status: Int32
  var out: String
  var err: String
}

/// Runs `arguments` with standard input from /dev/null; captures standard output and error
/// through files in `scratch`, or discards them when `scratch` is nil.
func soakRun(_ arguments: [String], environment: [String], scratch: String?) -> SoakOutput {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  let out = scratch.map { $0 + "/out" } ?? "/dev/null"
  let err = scratch.map { $0 + "/err" } ?? "/dev/null"
  posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer {
    for arg in argv { free(arg) }
    for entry in envp { free(entry) }
  }
  var pid = pid_t()
  let started = envp.withUnsafeBufferPointer {
    posix_spawnp(&pid, arguments[0], &actions, nil, argv, $0.baseAddress)
  }
  guard started == 0 else { fail("cannot run \(arguments[0])") }
  let status = exitStatus(of: pid)
  guard let scratch else { return SoakOutput(status: status, out: "", err: "") }
  return SoakOutput(
    status: status, out: String(decoding: readFile(scratch + "/out") ?? [], as: UTF8.self),
    err: String(decoding: readFile(scratch + "/err") ?? [], as: UTF8.self))
}

/// Sets the modification (and access) time of the file at `path` to `time`, seconds since the
/// epoch.
func soakSetTime(_ path: String, _ time: Int) {
  var times = [timespec(tv_sec: time, tv_nsec: 0), timespec(tv_sec: time, tv_nsec: 0)]
  guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { fail("cannot set the time of \(path)") }
}

/// Writes `bytes` to `path` (replacing it through a temporary file and a rename when
/// `rename` is set, as editors and sync clients save; in place otherwise).
func soakWrite(_ path: String, _ bytes: [UInt8], rename renaming: Bool = true) {
  let target = renaming ? path + ".soak-tmp" : path
  let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0 else { fail("cannot write \(target)") }
  var done = 0
  while done < bytes.count {
    let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
    guard n > 0 else { fail("cannot write \(target)") }
    done += n
  }
  close(fd)
  if renaming && rename(target, path) != 0 { fail("cannot rename \(target)") }
}

/// The file at `path`, or no bytes when it cannot be read.
func soakRead(_ path: String) -> [UInt8] { readFile(path) ?? [] }

/// Makes the folder `path` with `mode` (an existing one is left as it is).
func soakMakeFolder(_ path: String, _ mode: UInt32) { mkdir(path, mode) }

/// Removes the file at `path`, if there is one.
func soakRemove(_ path: String) { unlink(path) }

/// The value of the environment variable `name` of this process.
func soakEnvironment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

/// A new, empty file `/tmp/PREFIX-XXXXXXSUFFIX` of its own (O_EXCL, 0600: another user of a
/// shared /tmp, or an earlier run, may hold any name fixed in advance); its path.
func soakNewFile(prefix: String, suffix: String) -> String {
  var template = Array("/tmp/\(prefix)-XXXXXX\(suffix)".utf8CString)
  let fd = template.withUnsafeMutableBufferPointer {
    mkstemps($0.baseAddress!, Int32(suffix.utf8.count))
  }
  guard fd >= 0 else { fail("cannot create a file in /tmp") }
  close(fd)
  return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
