import Glibc

// The process helpers the benchmarks and the soak share (no Foundation, to keep the
// benchmarks' baseline memory low).

/// Writes a line to standard error (the `stderr` global is not concurrency-safe in Swift 6).
public func printError(_ message: String) {
  var line = Array("TodoBenchmarks: \(message)\n".utf8)
  _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

public func fail(_ message: String) -> Never {
  printError(message)
  exit(1)
}

/// Right-aligns `text` in `width` columns.
public func pad(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

public func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

/// The whole file, or `nil` when it cannot be read.
public func readFile(_ path: String) -> [UInt8]? {
  let fd = open(path, O_RDONLY)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var info = stat()
  guard fstat(fd, &info) == 0 else { return nil }
  let size = Int(info.st_size)
  var ok = true
  let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
    var done = 0
    while done < size {
      let n = read(fd, buffer.baseAddress! + done, size - done)
      if n <= 0 {
        ok = n == 0
        break
      }
      done += n
    }
    count = done
  }
  return ok ? bytes : nil
}

public func parent(_ path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// Waits for `pid`; returns its exit status, or -1 when it was killed.
public func exitStatus(of pid: pid_t) -> Int32 {
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 {
    if errno != EINTR { return -1 }
  }
  // WIFEXITED / WEXITSTATUS by hand: the macros are not imported.
  return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
}
