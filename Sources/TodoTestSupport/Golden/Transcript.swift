/// A parsed `.t` file.
public struct Transcript {
  public struct Step {
    public var command: String?
    public var comment: String?
    public var stdout: [String] = []
    public var stderr: [String] = []
    public var status: Int32 = 0

    public init(
      command: String?, comment: String? = nil, stdout: [String] = [], stderr: [String] = [],
      status: Int32 = 0
    ) {
      self.command = command
      self.comment = comment
      self.stdout = stdout
      self.stderr = stderr
      self.status = status
    }
  }
  public var steps: [Step]

  public init(steps: [Step]) { self.steps = steps }

  public init(parsing text: String) {
    steps = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var current: Step?
    for line in lines {
      if line == "#" || line.hasPrefix("# ") {
        if let finished = current { steps.append(finished) }
        current = nil
        steps.append(Step(command: nil, comment: line))
      } else if line.hasPrefix("$ ") {
        if let current { steps.append(current) }
        current = Step(command: String(line.dropFirst(2)))
      } else if current != nil {
        if line.hasPrefix("! ") || line == "!" {
          current!.stderr.append(String(line.dropFirst(2)))
        } else if line.hasPrefix("["), line.hasSuffix("]"),
          let n = Int32(line.dropFirst().dropLast())
        {
          current!.status = n
        } else {
          current!.stdout.append(line)
        }
      } else {
        steps.append(Step(command: nil, comment: line))
      }
    }
    if let current { steps.append(current) }
  }

  public func rendered() -> String {
    var out = ""
    for step in steps {
      if let comment = step.comment {
        out += comment + "\n"
        continue
      }
      out += "$ " + (step.command ?? "") + "\n"
      // Trailing empty stdout lines of a comment-separated file read back as output; keep as is.
      for line in step.stdout { out += line + "\n" }
      for line in step.stderr { out += (line.isEmpty ? "!" : "! " + line) + "\n" }
      if step.status != 0 { out += "[\(step.status)]\n" }
    }
    return out
  }
}

/// A readable line diff for failure messages.
public func lineDiff(_ expected: String, _ actual: String) -> String {
  let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var out = ""
  let n = max(a.count, b.count)
  for i in 0..<n {
    let x = i < a.count ? String(a[i]) : "<none>"
    let y = i < b.count ? String(b[i]) : "<none>"
    if x != y { out += "line \(i + 1):\n  expected: \(x)\n  actual:   \(y)\n" }
  }
  return out
}
