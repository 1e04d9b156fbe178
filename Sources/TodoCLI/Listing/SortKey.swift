import TodoTxt

/// One key of `ls --sort`: `priority`, `due`, `threshold`, `created`, `completed`, `text`,
/// `project`, `context`, `spent` (the seconds of `spent:`, ttdl's) or `line` (also `file` or
/// `none`: file order; or its Chinese name: 優先, 到期, 開始, 建立, 完成, 內容, 專案, 情境, 花費,
/// 編號), reversed with a leading `-`. Missing values sort last
/// either way; ties keep line order.
struct SortKey {
  enum Field: String, CaseIterable {
    case priority, due, threshold, created, completed, text, project, context, spent, line
  }
  var field: Field
  var descending: Bool

  /// Parses `-created,priority` (commas or separate words).
  struct BadKey: Error {
    var word: String
  }

  static func parse(_ words: [String]) -> Result<[SortKey], BadKey> {
    var keys: [SortKey] = []
    for word in words.flatMap({ $0.split(separator: ",") }) {
      let descending = word.hasPrefix("-")
      let name = (descending || word.hasPrefix("+") ? word.dropFirst() : word[...]).lowercased()
      let aliases = [
        "pri": "priority", "thr": "threshold", "t": "threshold", "proj": "project",
        "ctx": "context", "create": "created", "done": "completed", "subject": "text",
        // File order, as `order` arranges it (the apps' manual order).
        "file": "line", "none": "line",
        // The same keys in Chinese, as the glossary names them (help ls lists them).
        "優先": "priority", "優先順序": "priority", "到期": "due", "到期日": "due",
        "開始": "threshold", "開始日期": "threshold", "建立": "created", "建立日期": "created",
        "完成": "completed", "完成日期": "completed", "內容": "text", "專案": "project",
        "情境": "context", "花費": "spent", "花費時間": "spent", "編號": "line",
      ]
      guard let field = Field(rawValue: aliases[name] ?? name) else {
        return .failure(BadKey(word: String(word)))
      }
      keys.append(SortKey(field: field, descending: descending))
    }
    return .success(keys)
  }

  /// A comparable value: `nil` for missing.
  enum Value: Comparable {
    case number(Int)
    case text([UInt8])

    static func < (a: Value, b: Value) -> Bool {
      switch (a, b) {
      case (.number(let x), .number(let y)): return x < y
      case (.text(let x), .text(let y)): return x.lexicographicallyPrecedes(y)
      case (.number, .text): return true
      case (.text, .number): return false
      }
    }
  }

  func value(of item: TodoItem, number: Int) -> Value? {
    switch field {
    case .priority: return item.priority.map { .number(Int($0.ascii)) }
    case .due: return item.dueDate.map { .number($0.daysSinceEpoch) }
    case .threshold: return item.thresholdDate.map { .number($0.daysSinceEpoch) }
    case .created: return item.creationDate.map { .number($0.daysSinceEpoch) }
    case .completed: return item.completionDate.map { .number($0.daysSinceEpoch) }
    case .text: return .text(Array(item.subject.lowercased().utf8))
    case .project: return item.projects.first.map { .text(Array($0.lowercased().utf8)) }
    case .context: return item.contexts.first.map { .text(Array($0.lowercased().utf8)) }
    case .spent: return item.tagValue(forKey: "spent").map { _ in .number(TaskTimer.spent(item)) }
    case .line: return .number(number)
    }
  }
}
