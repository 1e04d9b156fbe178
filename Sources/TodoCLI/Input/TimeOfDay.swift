import TodoTxt

/// A time of day as typed after a date, stored as an `at:HH:MM` tag (the tag `export --ics` and
/// `remind` read).
struct TimeOfDay: Equatable, CustomStringConvertible {
  var hour: Int
  var minute: Int

  init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// The task's `at:HH:MM` (the first; `H:MM` too), or `nil` when it has none or its value is
  /// no time of day.
  init?(of item: TodoItem) {
    guard let minutes = item.tagValue(forKey: "at").flatMap({ ICalendar.minutes(of: $0) })
    else { return nil }
    self.init(hour: minutes / 60, minute: minutes % 60)
  }

  /// Minutes after midnight.
  var minutes: Int { hour * 60 + minute }

  /// `HH:MM`, the value of `at:`.
  var description: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }
}

extension RelativeDate {
  /// The parts of the day people name, and the hour each stands for alone: 早上/上午/morning
  /// 09:00, 中午/noon 12:00, 下午/afternoon 15:00, 傍晚 18:00, 晚上/evening/night 20:00 (今晚
  /// and tonight too). With an hour, the part says which half of the day it is in: 下午3點 is
  /// 15:00, 中午1點 13:00, 晚上8點 20:00; 晚上12點 and 早上12點 name no hour one can tell.
  private enum PartOfDay: CaseIterable {
    case morning, noon, afternoon, dusk, evening

    var names: [String] {
      switch self {
      case .morning: return ["早上", "上午", "早", "morning"]
      case .noon: return ["中午", "noon"]
      case .afternoon: return ["下午", "afternoon"]
      case .dusk: return ["傍晚"]
      case .evening: return ["晚上", "晚", "evening", "night"]
      }
    }

    var hour: Int {
      switch self {
      case .morning: return 9
      case .noon: return 12
      case .afternoon: return 15
      case .dusk: return 18
      case .evening: return 20
      }
    }

    /// The hour on a 24-hour clock of `hour` (1 to 12) said in this part of the day.
    func hour(of hour: Int) -> Int? {
      guard (1...12).contains(hour) else { return nil }
      switch self {
      case .morning: return hour == 12 ? nil : hour
      case .noon: return hour >= 11 ? hour : (hour <= 5 ? hour + 12 : nil)
      case .afternoon: return hour == 12 ? 12 : hour + 12
      case .dusk, .evening: return hour == 12 ? nil : hour + 12
      }
    }
  }

  /// The time of day `word` names: a part of the day (`早上`, `下午`), an hour in it
  /// (`下午3點`, `晚上8點半`, `上午10點15分`, `三點`), a clock time (`15:30`, `9：05`), or in
  /// English `3pm`, `3:30pm`, `9am`, `noon`; `nil` when it names none (or a time no day has).
  /// Full-width digits and colons count as ASCII ones.
  static func timeOfDay(_ word: String) -> TimeOfDay? {
    var text = Substring(normalized(word).lowercased())
    guard !text.isEmpty else { return nil }
    var part: PartOfDay? = nil
    for candidate in PartOfDay.allCases {
      if let name = candidate.names.first(where: { text.hasPrefix($0) }) {
        part = candidate
        text = text.dropFirst(name.count)
        break
      }
    }
    if text.isEmpty { return part.flatMap { TimeOfDay(hour: $0.hour, minute: 0) } }
    guard let (written, minute) = clockTime(text) else { return nil }
    var hour = written
    if let part {
      guard let inPart = part.hour(of: hour) else { return nil }
      hour = inPart
    }
    if text.hasSuffix("pm") || text.hasSuffix("am") {
      guard part == nil, (1...12).contains(hour) else { return nil }
      if text.hasSuffix("pm") && hour < 12 { hour += 12 }
      if text.hasSuffix("am") && hour == 12 { hour = 0 }
    }
    return TimeOfDay(hour: hour, minute: minute)
  }

  /// `3點`, `3點半`, `3點15分`, `三點`, `15:30`, `3pm`, `3:30am`: the hour and minute as
  /// written (`am`/`pm` left to the caller).
  private static func clockTime(_ text: Substring) -> (Int, Int)? {
    var rest = text
    if rest.hasSuffix("pm") || rest.hasSuffix("am") { rest = rest.dropLast(2) }
    if let colon = rest.firstIndex(where: { $0 == ":" || $0 == "：" }) {
      let hours = rest[..<colon]
      let minutes = rest[rest.index(after: colon)...]
      guard (1...2).contains(hours.count), minutes.count == 2, let hour = Int(hours),
        let minute = Int(minutes)
      else { return nil }
      return (hour, minute)
    }
    if let dot = rest.firstIndex(where: { $0 == "點" || $0 == "点" || $0 == "時" }) {
      guard let hour = number(rest[..<dot]) else { return nil }
      var tail = rest[rest.index(after: dot)...]
      if tail.isEmpty || tail == "整" || tail == "鐘" { return (hour, 0) }
      if tail == "半" { return (hour, 30) }
      if tail.hasSuffix("分") { tail = tail.dropLast() }
      guard let minute = number(tail) else { return nil }
      return (hour, minute)
    }
    // `3pm`: an hour alone, with am or pm only.
    guard rest.count < text.count, let hour = Int(rest) else { return nil }
    return (hour, 0)
  }

  private static func number(_ text: Substring) -> Int? {
    if let value = Int(text), text.count <= 2 { return value }
    return chineseNumber(text)
  }

  /// The day and time one word names: a date word and a time of day together (`明天早上`,
  /// `今晚`, `明晚8點`, `下午3點` — today —, `12/25下午3點`), or `tonight`; `nil` when `word`
  /// has no time in it (``resolve(_:today:)`` reads it then) or names no day.
  static func resolveWithTime(_ word: String, today: TodoDate) -> (TodoDate, TimeOfDay)? {
    let text = normalized(word).lowercased()
    let shorthands: [String: (days: Int, part: String)] = [
      "今晚": (0, "晚上"), "明晚": (1, "晚上"), "今早": (0, "早上"), "明早": (1, "早上"),
      "tonight": (0, "晚上"),
    ]
    for (prefix, meaning) in shorthands where text.hasPrefix(prefix) {
      let rest = String(text.dropFirst(prefix.count))
      guard let day = today.adding(days: meaning.days),
        let time = timeOfDay(meaning.part + rest)
      else { return nil }
      return (day, time)
    }
    // The longest date word that leaves a time of day after it; none at all is today.
    let characters = Array(text)
    for split in stride(from: characters.count - 1, through: 0, by: -1) {
      let head = String(characters[..<split])
      let tail = String(characters[split...])
      guard let time = timeOfDay(tail) else { continue }
      if head.isEmpty { return (today, time) }
      if let day = resolve(head, today: today) { return (day, time) }
    }
    return nil
  }
}
