extension TodoItem {
  /// Marks an open task done on `date`: `x DATE ` goes in front and the `(A) ` priority is
  /// removed; a creation date stays, after the completion date.
  ///
  /// `(A) 2026-11-01 call mom` completed on 2026-11-30 gives `x 2026-11-30 2026-11-01 call mom`
  /// (todo.sh `do`). With `keepingPriorityAsTag`, the priority is kept as ` pri:A` at the end
  /// (spec, complete tasks rule 2), so ``markNotDone()`` can restore it.
  ///
  /// - Parameters:
  ///   - date: The completion date (the user's local calendar day).
  ///   - keepingPriorityAsTag: Append `pri:X` when the task had a priority.
  /// - Throws: ``TodoTxtError/alreadyCompleted`` when the line already starts with `x `.
  public mutating func complete(on date: TodoDate, keepingPriorityAsTag: Bool = false) throws {
    guard !isCompleted else { throw TodoTxtError.alreadyCompleted }
    let rest = priority == nil ? text[...] : text.utf8Slice(4, text.utf8.count)
    var suffix = ""
    if keepingPriorityAsTag, let priority, firstSpan(tag: "pri") == nil {
      suffix = (rest.isEmpty ? "" : " ") + "pri:" + priority.letter
    }
    self = TodoItem(parsing: "x " + date.description + " " + rest + suffix)
  }

  /// Marks a completed task open again: removes `x ` and the completion date, and restores a
  /// priority kept as `pri:X` (removing that tag) or written as `x (A) …`.
  ///
  /// `x 2026-11-30 2026-11-01 call mom pri:A` gives `(A) 2026-11-01 call mom`. This is the
  /// `undo` that todo.sh lacks and its users keep asking for.
  ///
  /// - Throws: ``TodoTxtError/notCompleted`` when the line does not start with `x `.
  public mutating func markNotDone() throws {
    guard isCompleted else { throw TodoTxtError.notCompleted }
    var restored = priority
    let bodyStart = creationDateOffset >= 0 ? creationDateOffset : subjectOffset
    var item = TodoItem(parsing: String(text.utf8Slice(bodyStart, text.utf8.count)))
    if let tagged = item.priorityTag {
      if restored == nil { restored = tagged }
      item.removeTag("pri", onlyFirst: true)
    }
    if let restored {
      item = TodoItem(parsing: "(" + restored.letter + ") " + item.text)
    }
    self = item
  }

  /// Sets, changes or (with `nil`) removes the `(A) ` priority of an open task.
  ///
  /// Only the four bytes `(A) ` change; on a completed task only removing (or changing) a
  /// priority written as `x (A) …` is allowed.
  ///
  /// - Parameter newValue: The new priority, or `nil` to remove it.
  /// - Throws: ``TodoTxtError/alreadyCompleted`` when setting a priority on a completed task
  ///   that has none (it would have to go before `x `, making the task open again).
  public mutating func setPriority(_ newValue: Priority?) throws {
    var bytes = Array(text.utf8)
    if priorityOffset >= 0 {
      if let newValue {
        bytes[priorityOffset + 1] = newValue.ascii
      } else {
        bytes.removeSubrange(priorityOffset..<(priorityOffset + 4))
      }
    } else if let newValue {
      guard !isCompleted else { throw TodoTxtError.alreadyCompleted }
      bytes.insert(contentsOf: [0x28, newValue.ascii, 0x29, 0x20], at: 0)
    } else {
      return
    }
    self = TodoItem(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// Adds `addition` at the end of the line, after `separator` (todo.sh `append`).
  ///
  /// - Parameters:
  ///   - addition: The text to add, stored exactly.
  ///   - separator: What goes between the old text and the addition; todo.sh uses `" "`, or
  ///     nothing when the addition starts with one of `,.:;`.
  public mutating func append(_ addition: String, separator: String = " ") {
    self = TodoItem(parsing: text + (text.isEmpty ? "" : separator) + addition)
  }

  /// Inserts `addition` and a space at the start of the subject: after the priority and
  /// creation date of an open task, after `x` and the dates of a completed one (todo.sh
  /// `prepend`).
  ///
  /// - Parameters:
  ///   - addition: The text to insert, stored exactly.
  ///   - separator: What goes between `addition` and the subject (a space; empty after
  ///     Chinese punctuation).
  public mutating func prepend(_ addition: String, separator: String = " ") {
    let head = text.utf8Slice(0, subjectOffset)
    let tail = text.utf8Slice(subjectOffset, text.utf8.count)
    let joiner = head.isEmpty || head.hasSuffix(" ") ? "" : " "
    let space = tail.isEmpty ? "" : separator
    self = TodoItem(parsing: String(head) + joiner + addition + space + String(tail))
  }

  /// Replaces the task's text, keeping its priority and creation date unless `newText`
  /// brings its own (todo.sh `replace`).
  ///
  /// `(A) 2026-01-01 old` replaced with `new` gives `(A) 2026-01-01 new`; with `(B) new` it
  /// gives `(B) 2026-01-01 new`; with `2026-02-02 new` it gives `(A) 2026-02-02 new`. A
  /// completed task is replaced whole, as todo.sh does.
  ///
  /// - Parameter newText: The new line text, stored exactly.
  public mutating func replace(with newText: String) {
    let new = TodoItem(parsing: newText)
    guard !isCompleted else {
      self = new
      return
    }
    // New text that reads as a completed task keeps the old header in front, as todo.sh
    // master does: `(A) 2026-03-03 x 2026-02-02 n`.
    let newPriority = new.isCompleted ? nil : new.priority
    let newDate = new.isCompleted ? nil : new.creationDate
    var result = ""
    if let p = newPriority ?? priority { result += "(" + p.letter + ") " }
    let date = newDate ?? creationDate
    if let d = date { result += d.description + " " }
    result +=
      new.isCompleted ? new.text[...] : new.text.utf8Slice(new.subjectOffset, new.text.utf8.count)
    // A date may end the line, but a priority needs its space: `(A)` alone is text.
    if result.hasSuffix(" ") && !newText.hasSuffix(" ") && date != nil { result.removeLast() }
    self = TodoItem(parsing: result)
  }

  /// Sets the value of the first `key:` tag in place, or appends ` key:value` when there is none.
  ///
  /// - Parameters:
  ///   - key: The tag key, e.g. `"due"`; non-empty, no colon or whitespace.
  ///   - value: The new value; non-empty, no whitespace.
  public mutating func setTag(_ key: String, to value: String) {
    if let span = firstSpan(tag: key) {
      let head = text.utf8Slice(0, Int(span.colon) + 1)
      let tail = text.utf8Slice(Int(span.end), text.utf8.count)
      self = TodoItem(parsing: String(head) + value + String(tail))
    } else {
      append(key + ":" + value)
    }
  }

  /// Removes every `key:value` tag with exactly this value, and one space beside each (`dep rm`
  /// takes one `p:` out of a task that waits for several).
  ///
  /// - Parameters:
  ///   - key: The tag key, e.g. `"p"`.
  ///   - value: The value the removed tags have.
  public mutating func removeTag(_ key: String, value: String) {
    while let span = spans.first(where: { span in
      span.kind == .tag && text.utf8Slice(Int(span.start), Int(span.colon)) == key
        && text.utf8Slice(Int(span.colon) + 1, Int(span.end)) == value
    }) {
      remove(span)
    }
  }

  /// Removes every `key:` tag (or only the first) and one space beside each.
  ///
  /// - Parameters:
  ///   - key: The tag key, e.g. `"pri"`.
  ///   - onlyFirst: Remove only the first such tag (`undo` restores one `pri:` and keeps any
  ///     other the user wrote).
  public mutating func removeTag(_ key: String, onlyFirst: Bool = false) {
    while let span = firstSpan(tag: key) {
      remove(span)
      if onlyFirst { return }
    }
  }

  /// Removes the token `span` and one space beside it (before it, else after it).
  private mutating func remove(_ span: Span) {
    var bytes = Array(text.utf8)
    var start = Int(span.start)
    var end = Int(span.end)
    if start > subjectOffset, bytes[start - 1] == 0x20 {
      start -= 1
    } else if end < bytes.count, bytes[end] == 0x20 {
      end += 1
    }
    bytes.removeSubrange(start..<end)
    self = TodoItem(parsing: String(decoding: bytes, as: UTF8.self))
  }
}

/// The errors of the `TodoTxt` module.
public enum TodoTxtError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The task is already completed (its line starts with `x `).
  case alreadyCompleted
  /// The task is not completed.
  case notCompleted
  /// No line with this 1-based number exists.
  case lineOutOfRange(Int)
  /// The text would span more than one line.
  case containsLineBreak

  /// An English description for debugging; the CLI shows localized messages instead.
  public var description: String {
    switch self {
    case .alreadyCompleted: return "the task is already completed"
    case .notCompleted: return "the task is not completed"
    case .lineOutOfRange(let n): return "no line \(n)"
    case .containsLineBreak: return "the text contains a line break"
    }
  }
}

// MARK: - Dates and recurrence

extension TodoItem {
  /// Sets the creation date of an open task: replaces the one there or inserts `DATE ` after
  /// the priority (spec, incomplete tasks rule 2).
  ///
  /// - Parameter date: The new creation date.
  /// - Throws: ``TodoTxtError/alreadyCompleted`` on a completed task, whose creation date sits
  ///   after the completion date.
  public mutating func setCreationDate(_ date: TodoDate) throws {
    guard !isCompleted else { throw TodoTxtError.alreadyCompleted }
    var bytes = Array(text.utf8)
    if creationDateOffset >= 0 {
      bytes.replaceSubrange(
        creationDateOffset..<(creationDateOffset + 10), with: Array(date.description.utf8))
    } else {
      let at = priorityOffset >= 0 ? priorityOffset + 4 : 0
      bytes.insert(contentsOf: Array((date.description + " ").utf8), at: at)
    }
    self = TodoItem(parsing: String(decoding: bytes, as: UTF8.self))
  }

  /// The task that follows this recurring open task when it is completed on `date`, or `nil`
  /// when it has no valid `rec:` tag.
  ///
  /// The model, which topydo, ttdl, pter and sleek share in parts:
  /// - the base is `date` (`rec:1w`), or for a strict rule (`rec:+1w`) the old due date, else
  ///   the old threshold date, else `date`;
  /// - with a due date, the new due date is base + interval, and a threshold date keeps its
  ///   distance before the due date;
  /// - with only a threshold date, it moves: base + interval;
  /// - with neither, a `due:` tag is added: base + interval;
  /// - the new task gets `date` as its creation date and keeps everything else (priority,
  ///   text, other tags). Months and years keep month ends (``Recurrence/next(after:)``).
  ///
  /// - Parameter date: The completion date (the user's local calendar day).
  /// - Returns: The next task, not completed.
  public func recurrenceSuccessor(completedOn date: TodoDate) -> TodoItem? {
    guard !isCompleted, let rule = recurrence else { return nil }
    // A due: or t: that is not a real day would be overwritten in the repeat: no repeat.
    if dueValue != nil && dueDate == nil { return nil }
    if tagValue(forKey: "t") != nil && thresholdDate == nil { return nil }
    let due = dueDate
    let threshold = thresholdDate
    var next = self
    if let due {
      let base = rule.isStrict ? due : date
      guard let newDue = rule.next(after: base) else { return nil }
      next.setTag("due", to: newDue.description)
      if let threshold, let newThreshold = newDue.adding(days: due.days(until: threshold)) {
        next.setTag("t", to: newThreshold.description)
      }
    } else if let threshold {
      let base = rule.isStrict ? threshold : date
      guard let newThreshold = rule.next(after: base) else { return nil }
      next.setTag("t", to: newThreshold.description)
    } else {
      guard let newDue = rule.next(after: date) else { return nil }
      next.setTag("due", to: newDue.description)
    }
    try? next.setCreationDate(date)
    return next
  }
}
