// A realistic, deterministic todo.txt generator: the distribution of the project's original
// `gen-todo.py` (kept here so numbers can be reproduced from a clone), with a SplitMix64
// generator, so the files are not byte-identical to the Python ones but alike line for line.
//
// Everything is relative to the fixed reference date 2026-11-30, never the clock. Per line
// (independent rolls): 0.5 % blank; 20 % done ("x DONE [CREATED] text ... [pri:X]"); open lines
// a priority (A)-(E) with probability 0.375 (about 30 % of all lines); 70 % a creation date
// between 2025-06-01 and the reference; free text of 20-120 display columns, 30 % Chinese;
// 2 % an emoji, 3 % a URL with colons, 3 % an e-mail; 1-3 projects and 1-2 contexts from
// weighted pools, shuffled; 25 % due: from 45 days before to 120 days after the reference;
// 5 % t: from 30 days before to 60 after; 3 % rec:.

import TodoTestSupport
import TodoTxt

enum TodoGenerator {
  static let projects = [
    "+work", "+home", "+garden", "+採購", "+taxes", "+website", "+搬家", "+bike", "+report-2026",
    "+學習",
  ]
  static let contexts = [
    "@phone", "@computer", "@errands", "@家裡", "@office", "@公司", "@email", "@waiting",
  ]
  static let projectWeights = [10, 9, 6, 6, 5, 4, 3, 3, 2, 2]
  static let contextWeights = [10, 9, 7, 6, 5, 4, 3, 2]
  static let english = [
    "call mom about the invoice", "fix bug in login page", "buy milk and bread",
    "renew passport", "review pull request", "schedule dentist appointment",
    "write quarterly report", "update resume", "clean the garage", "pay electricity bill",
    "book flights to Taipei", "prepare slides for Monday", "order new printer ink",
    "water the plants", "backup laptop", "read chapter three", "email landlord about the lease",
    "return library books", "plan birthday party", "check tyre pressure",
    "cancel gym membership", "send package to Anna", "pick up dry cleaning", "draft blog post",
    "refactor the parser", "compare insurance offers", "ask Anna re budget",
    "translate meeting notes", "sort photos from trip", "replace kitchen light bulb",
  ]
  static let joiners = [" and ", ", then ", "; ", " before "]
  static let chinese =
    ("打電話給媽媽 繳電費 買牛奶和麵包 整理書房 預約牙醫 準備會議簡報 回覆客戶郵件 更新履歷 訂機票到台北 修理腳踏車 繳房租 "
    + "寫季度報告 去市場買菜 洗衣服 去郵局寄包裹 檢查報稅資料 學習日文 整理旅行照片 換廚房燈泡 讀完第三章 跟房東確認合約 "
    + "取消健身房會員 比較保險方案 幫小明改作業 申請護照").split(separator: " ").map(String.init)
  static let emoji = ["🎉", "🛒", "✅", "📞", "🏠", "🚲", "👍🏽", "👨‍👩‍👧", "🇹🇼", "☕"]
  static let urls = [
    "https://example.com/a:b", "https://example.com/x?q=1&lang=zh-TW",
    "http://example.org/wiki/Todo:txt", "https://example.net/票/123",
  ]
  static let emails = [
    "name@example.com", "anna.lee@example.org", "ops+todo@example.net", "小明@example.com.tw",
  ]
  static let recurrences = [
    "rec:1d", "rec:1w", "rec:+1w", "rec:2w", "rec:1m", "rec:+1m", "rec:3m", "rec:1y", "rec:+5b",
  ]
  static let reference = TodoDate(year: 2026, month: 11, day: 30)!

  static func width(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1.value > 0x2E80 ? 2 : 1) }
  }

  static func date(_ rng: inout SeededRandom, _ from: TodoDate, _ to: TodoDate) -> String {
    let day = rng.int(from.daysSinceEpoch...to.daysSinceEpoch)
    return TodoDate(daysSinceEpoch: day)!.description
  }

  static func freeText(_ rng: inout SeededRandom, chinese isChinese: Bool) -> String {
    let target = rng.int(20...120)
    var text = ""
    var columns = 0
    while columns < target {
      let part: String
      var separator = ""
      if isChinese {
        part = rng.pick(rng.unit() < 0.1 ? english : chinese)
        if !text.isEmpty { separator = rng.pick(["，", " ", "、"]) }
      } else {
        part = rng.pick(english)
        if !text.isEmpty { separator = rng.pick(joiners) }
      }
      text += separator + part
      columns += width(separator + part)
    }
    while columns > 120, let last = text.last {
      columns -= width(String(last))
      text.removeLast()
    }
    while let last = text.last, " ,;，、".contains(last) { text.removeLast() }
    return text
  }

  static func line(_ rng: inout SeededRandom) -> String {
    if rng.unit() < 0.005 { return "" }
    let done = rng.unit() < 0.20
    let hadPriority = rng.unit() < 0.375
    var created: TodoDate?
    if rng.unit() < 0.70 {
      created = TodoDate(
        daysSinceEpoch: rng.int(
          TodoDate(year: 2025, month: 6, day: 1)!.daysSinceEpoch...reference.daysSinceEpoch))
    }
    var words = [freeText(&rng, chinese: rng.unit() < 0.30)]
    if rng.unit() < 0.02 { words.append(rng.pick(emoji)) }
    if rng.unit() < 0.03 { words.append(rng.pick(urls)) }
    if rng.unit() < 0.03 { words.append(rng.pick(emails)) }
    var tags: [String] = []
    for _ in 0..<rng.int(1...3) {
      let p = rng.weighted(projects, projectWeights)
      if !tags.contains(p) { tags.append(p) }
    }
    for _ in 0..<rng.int(1...2) {
      let c = rng.weighted(contexts, contextWeights)
      if !tags.contains(c) { tags.append(c) }
    }
    for i in stride(from: tags.count - 1, to: 0, by: -1) { tags.swapAt(i, rng.int(0...i)) }
    words += tags
    let day = reference.daysSinceEpoch
    if rng.unit() < 0.25 {
      words.append(
        "due:"
          + date(&rng, TodoDate(daysSinceEpoch: day - 45)!, TodoDate(daysSinceEpoch: day + 120)!))
    }
    if rng.unit() < 0.05 {
      words.append(
        "t:" + date(&rng, TodoDate(daysSinceEpoch: day - 30)!, TodoDate(daysSinceEpoch: day + 60)!))
    }
    if rng.unit() < 0.03 { words.append(rng.pick(recurrences)) }
    var head: [String] = []
    if done {
      head = ["x", date(&rng, created ?? TodoDate(year: 2026, month: 9, day: 1)!, reference)]
      if hadPriority {
        words.append("pri:" + rng.weighted(["A", "B", "C", "D", "E"], [20, 30, 25, 15, 10]))
      }
    } else if hadPriority {
      head = ["(" + rng.weighted(["A", "B", "C", "D", "E"], [20, 30, 25, 15, 10]) + ")"]
    }
    if let created { head.append(created.description) }
    return (head + words).joined(separator: " ")
  }

  /// `lines` lines (blank ones included), LF-terminated, from `seed`.
  static func file(lines: Int, seed: UInt64 = 1) -> [UInt8] {
    var rng = SeededRandom(state: seed)
    var out: [UInt8] = []
    out.reserveCapacity(lines * 140)
    for _ in 0..<lines {
      out += line(&rng).utf8
      out.append(0x0A)
    }
    return out
  }
}
