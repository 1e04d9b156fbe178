import Glibc
import TodoTxt

/// "Now" as the user's local calendar day and time of day.
///
/// `TODO_TEST_TIME` (seconds since the epoch) pins it, as in todo.sh's own test suite;
/// otherwise it is the system clock. The local time zone comes from `TZ` and the system.
struct Clock {
  /// Seconds since the epoch.
  let epochSeconds: Int
  private let parts: tm

  /// The value of `TODO_TEST_TIME` when it is set but not usable (not whole seconds, or no
  /// calendar day in the years 1...9999); the command then stops with a message.
  let badTestTime: String?

  init(environment: [String: String]) {
    var bad: String?
    if let pinned = environment["TODO_TEST_TIME"] {
      if let seconds = Int(pinned), abs(seconds) < 400_000_000_000 {
        epochSeconds = seconds
      } else {
        epochSeconds = time(nil)
        bad = pinned
      }
    } else {
      epochSeconds = time(nil)
    }
    var t = time_t(epochSeconds)
    var parts = tm()
    if localtime_r(&t, &parts) == nil { bad = bad ?? String(epochSeconds) }
    self.parts = parts
    if bad == nil, !(1...9999).contains(Int(parts.tm_year) + 1900) { bad = String(epochSeconds) }
    badTestTime = bad
  }

  /// Today's date in the local time zone.
  var today: TodoDate {
    TodoDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
      ?? TodoDate(year: 1970, month: 1, day: 1)!
  }

  /// The moment in UTC as iCalendar writes it: `20261130T120000Z`.
  var utcStamp: String { Clock.utcStamp(epochSeconds) }

  /// `seconds` since the epoch in UTC as iCalendar writes it (RFC 5545 §3.3.5, form 2):
  /// `20261130T120000Z`.
  /// Milliseconds on the monotonic clock (`CLOCK_MONOTONIC`): for intervals only.
  func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }

  static func utcStamp(_ seconds: Int) -> String {
    var t = time_t(seconds)
    var utc = tm()
    gmtime_r(&t, &utc)
    func pad(_ n: Int32, _ width: Int) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return pad(utc.tm_year + 1900, 4) + pad(utc.tm_mon + 1, 2) + pad(utc.tm_mday, 2) + "T"
      + pad(utc.tm_hour, 2) + pad(utc.tm_min, 2) + pad(utc.tm_sec, 2) + "Z"
  }

  /// Seconds since the epoch of `minutes` after midnight of `date` in the local time zone
  /// (`TZ`), by `mktime`: a time a daylight-saving change skips moves forward by the change.
  static func epochSeconds(of date: TodoDate, minutes: Int) -> Int {
    var parts = tm()
    parts.tm_year = Int32(date.year - 1900)
    parts.tm_mon = Int32(date.month - 1)
    parts.tm_mday = Int32(date.day)
    parts.tm_hour = Int32(minutes / 60)
    parts.tm_min = Int32(minutes % 60)
    parts.tm_isdst = -1
    return Int(mktime(&parts))
  }

  /// `date +%Y-%m-%dT%T`, as todo.sh `report` writes it.
  var reportTimestamp: String {
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return today.description + "T" + two(parts.tm_hour) + ":" + two(parts.tm_min) + ":"
      + two(parts.tm_sec)
  }
}
