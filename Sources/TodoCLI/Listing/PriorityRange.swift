/// `listpri`'s argument: one letter, a range `A-C`, or a bracket list such as `ABR-Y`, read as
/// todo.sh's `listpri` does (`^([A-Za-z]|[A-Za-z]-[A-Za-z]|[A-Z][A-Z-]*[A-Z])$`, upper-cased).
struct PriorityRange {
  /// The range as the `-vv` line shows it inside `[…]`, upper-cased.
  let text: String
  /// The priority letters (ASCII `A`…`Z`) it allows.
  let letters: Set<UInt8>

  /// Every priority, `A-Z`: `listpri` without an argument.
  static let all = PriorityRange(checked: "A-Z")

  /// The range `word` names, or `nil` when it is not one (then it is a filter term).
  init?(_ word: String) {
    let b = Array(word.utf8)
    func letter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
    func upper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    let isRange: Bool
    if b.count == 1 {
      isRange = letter(b[0])
    } else if b.count == 3 && letter(b[0]) && b[1] == 0x2D && letter(b[2]) {
      isRange = true
    } else if b.count >= 2, upper(b[0]), upper(b[b.count - 1]) {
      isRange = b.dropFirst().dropLast().allSatisfy { upper($0) || $0 == 0x2D }
    } else {
      isRange = false
    }
    guard isRange else { return nil }
    self.init(checked: word.uppercased())
  }

  /// The letters of the bracket expression `text` (already upper-cased).
  private init(checked text: String) {
    self.text = text
    var set = Set<UInt8>()
    let b = Array(text.utf8)
    var i = 0
    while i < b.count {
      if i + 2 < b.count && b[i + 1] == 0x2D && b[i] <= b[i + 2] {
        for c in b[i]...b[i + 2] { set.insert(c) }
        i += 3
      } else {
        set.insert(b[i])
        i += 1
      }
    }
    letters = set
  }
}
