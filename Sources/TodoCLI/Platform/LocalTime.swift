import Glibc

/// Local calendar times and seconds since the epoch, in the time zone of `TZ` and the system
/// (as ``Clock`` reads them).
enum LocalTime {
  /// Seconds since the epoch of a local date and time (`mktime`, daylight saving time as the
  /// zone says on that day); `nil` when it cannot be represented.
  ///
  /// - Parameters: The fields, 1-based month and day, 24-hour clock.
  static func epochSeconds(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0
  ) -> Int? {
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    parts.tm_isdst = -1
    let t = mktime(&parts)
    return t == -1 && !(year == 1969 && month == 12 && day == 31) ? nil : Int(t)
  }

  /// `YYYY-MM-DD HH:MM:SS` of `seconds` since the epoch, local time.
  static func text(_ seconds: Int) -> String {
    var t = time_t(seconds)
    var parts = tm()
    guard localtime_r(&t, &parts) != nil else { return String(seconds) }
    func pad(_ n: Int32, _ width: Int = 2) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return pad(parts.tm_year + 1900, 4) + "-" + pad(parts.tm_mon + 1) + "-" + pad(parts.tm_mday)
      + " " + pad(parts.tm_hour) + ":" + pad(parts.tm_min) + ":" + pad(parts.tm_sec)
  }
}
