import Testing
import TodoLocalization
import TodoTestSupport
import TodoTxt

@testable import TodoCLI

/// The fast layer of `todo ui`: keys decoded from terminal bytes, the input line, frames drawn
/// in memory and the bytes that update the screen, and the list screen's model, without a
/// terminal (``ScreenTerminalTests`` drives the binary in tmux).
@Suite struct ScreenTests {
  // MARK: Keys

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}OB", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[1~", .home),
    ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}", .escape),
    ("\r", .enter), ("\u{7F}", .backspace), ("\u{03}", .control("c")), ("寫", .character("寫")),
    ("\u{1B}[<0;5;3M", .click(button: 0, row: 2, column: 4)), ("\u{1B}[<65;1;1M", .wheel(1)),
    ("\u{1B}[<64;1;1M", .wheel(-1)),
  ])
  func keyDecoding(bytes: String, key: Key) {
    #expect(KeyDecoder.keys(Array(bytes.utf8)) == [key])
  }

  @Test func keysInOneRead() {
    // A paste, an unknown sequence (dropped whole, not read as its letters), a mouse release
    // (ignored), a bad UTF-8 byte (dropped).
    let bytes = Array("a寫\u{1B}[99zb\u{1B}[<0;5;3m".utf8) + [0xFF] + Array("\u{1B}[B".utf8)
    #expect(
      KeyDecoder.keys(bytes) == [.character("a"), .character("寫"), .character("b"), .down])
  }

  // MARK: The input line

  @Test func inputLineEditsWholeCharacters() {
    var line = LineInput("買牛奶")
    let applied = line.apply(.backspace)
    #expect(applied)
    #expect(line.text == "買牛")
    _ = line.apply(.home)
    _ = line.apply(.character("去"))
    #expect(line.text == "去買牛")
    _ = line.apply(.right)
    _ = line.apply(.delete)
    #expect(line.text == "去買")
    _ = line.apply(.end)
    _ = line.apply(.character("e"))
    _ = line.apply(.character("\u{301}"))  // a combining acute joins the e
    #expect(line.text == "去買é")
    #expect(line.isChanged)
    _ = line.apply(.control("u"))
    #expect(line.text == "")
    let enter = line.apply(.enter)
    #expect(!enter)
  }

  @Test func inputLineShowsTheCaret() {
    var line = LineInput("一二三四五六")  // 12 columns
    let shown = line.visible(width: 6)
    #expect(DisplayWidth.columns(shown.text) <= 6)
    #expect(shown.caret <= 6)
    _ = line.apply(.home)
    #expect(line.visible(width: 6) == ("一二三", 0))
  }

  // MARK: Frames

  @Test func wideTextIsCutByColumns() {
    var grid = ScreenGrid(rows: 1, columns: 10)
    grid.draw([.init("寫報告給老闆看")], row: 0)
    // 7 wide characters (14 columns) in 10: four of them and the ellipsis, a column left.
    #expect(grid.lines == ["寫報告給…"])
    grid.draw([.init("abc")], row: 0)
    #expect(grid.lines == ["abc"])
    grid.draw([.init("一二三四五")], row: 0)
    #expect(grid.lines == ["一二三四五"])
  }

  @Test func paintedLinesKeepOnlyTheirColours() {
    let runs = ScreenGrid.runs(
      painted: Array("\u{1B}[0;33m(A) call \u{1B}[1mmom\u{1B}[0m \u{1B}]0;title\u{07}x\n".utf8))
    #expect(runs.map(\.text) == ["(A) call ", "mom", " x"])
    #expect(runs[0].style == Array("\u{1B}[0;33m".utf8))
    #expect(runs[1].style == Array("\u{1B}[0;33m\u{1B}[1m".utf8))
    #expect(runs[2].style == [])
  }

  @Test func onlyChangedCellsAreWritten() {
    var first = ScreenGrid(rows: 3, columns: 20)
    first.draw([.init("one")], row: 0)
    first.draw([.init("two")], row: 1)
    var second = first
    second.draw([.init("TWO")], row: 1)
    let bytes = String(decoding: second.render(since: first), as: UTF8.self)
    #expect(bytes.contains("\u{1B}[2;1H\u{1B}[0mTWO"))
    #expect(!bytes.contains("one"))
    #expect(!bytes.contains("\u{1B}[2J"))
    // Nothing changed: no cell is written.
    let none = String(decoding: second.render(since: second), as: UTF8.self)
    #expect(none == "")
    // Another size: everything again, after a clear.
    #expect(String(decoding: second.render(since: nil), as: UTF8.self).contains("\u{1B}[2J"))
  }

  // MARK: The list screen

  private static let today = TodoDate(year: 2026, month: 11, day: 30)!

  private func screen(_ lines: [String]) -> ListScreen {
    var screen = ListScreen()
    screen.load(Self.tasks(lines))
    return screen
  }

  private static func tasks(_ lines: [String]) -> [ScreenTask] {
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    return ListEntry.entries(of: TodoList(bytes: bytes), readFrom: bytes).map {
      ScreenTask($0, today: today)
    }
  }

  private func shown(_ screen: ListScreen) -> [Int] {
    screen.visible.map { screen.tasks[$0].line }
  }

  @Test func openTasksThenDoneInEachSort() {
    var screen = screen([
      "2026-11-01 b task due:2026-12-05", "x 2026-11-20 2026-11-02 done one",
      "(B) 2026-11-03 c task", "(A) 2026-11-04 d task due:2026-12-01", "", "hidden t:2026-12-20",
    ])
    #expect(shown(screen) == [4, 3, 1, 2])
    #expect(screen.hiddenCount == 1)
    _ = screen.handle(.character("s"), pageSize: 10)
    #expect(screen.sort == .due)
    #expect(shown(screen) == [4, 1, 3, 2])
    _ = screen.handle(.character("s"), pageSize: 10)
    #expect(shown(screen) == [4, 3, 1, 2])  // newest created first
    _ = screen.handle(.character("s"), pageSize: 10)
    #expect(shown(screen) == [1, 3, 4, 2])
    _ = screen.handle(.character("h"), pageSize: 10)
    #expect(shown(screen) == [1, 3, 4, 6, 2])
  }

  @Test func theCursorStaysOnItsTask() {
    var screen = screen(["(A) first", "second", "third"])
    _ = screen.handle(.down, pageSize: 10)
    _ = screen.handle(.down, pageSize: 10)
    #expect(screen.current?.item.text == "third")
    // Another program put a line on top: the cursor follows the task, not the row.
    screen.load(Self.tasks(["new on top", "(A) first", "second", "third"]))
    #expect(screen.current?.item.text == "third")
    #expect(screen.current?.line == 4)
  }

  @Test func aToggledTaskKeepsItsRow() {
    var screen = screen(["(A) first", "(B) second", "third"])
    _ = screen.handle(.down, pageSize: 10)
    let command = screen.handle(.character(" "), pageSize: 10)
    guard case .toggle(let task) = command else {
      Issue.record("Space gave \(String(describing: command))")
      return
    }
    #expect(task.item.text == "(B) second")
    screen.pinCurrent()
    screen.load(Self.tasks(["(A) first", "x 2026-11-30 second pri:B", "third"]))
    #expect(shown(screen) == [1, 2, 3])
    #expect(screen.current?.isDone == true)
    // Another program adds a task: the list is sorted again, and the toggled task stays put.
    screen.load(Self.tasks(["(A) first", "x 2026-11-30 second pri:B", "third", "fourth"]))
    #expect(shown(screen) == [1, 2, 4, 3])
    // A new sort lets it go to the done tasks.
    _ = screen.handle(.character("s"), pageSize: 10)
    _ = screen.handle(.character("s"), pageSize: 10)
    _ = screen.handle(.character("s"), pageSize: 10)
    _ = screen.handle(.character("s"), pageSize: 10)
    #expect(shown(screen) == [1, 4, 3, 2])
  }

  @Test func editAsksBeforeDiscarding() {
    var screen = screen(["call mom"])
    _ = screen.handle(.character("e"), pageSize: 10)
    _ = screen.handle(.character("!"), pageSize: 10)
    _ = screen.handle(.escape, pageSize: 10)
    guard case .confirmDiscard = screen.mode else {
      Issue.record("Esc on a changed line: \(screen.mode)")
      return
    }
    _ = screen.handle(.character("n"), pageSize: 10)
    let command = screen.handle(.enter, pageSize: 10)
    #expect(command == .replace(screen.current!, "call mom!"))
    // Unchanged: Esc leaves at once, Enter changes nothing.
    _ = screen.handle(.character("e"), pageSize: 10)
    _ = screen.handle(.escape, pageSize: 10)
    #expect(screen.mode == .list)
    _ = screen.handle(.character("e"), pageSize: 10)
    #expect(screen.handle(.enter, pageSize: 10) == nil)
  }

  @Test func priorityAndDeleteAskForTheirKey() {
    var screen = screen(["call mom"])
    _ = screen.handle(.character("p"), pageSize: 10)
    #expect(
      screen.handle(.character("b"), pageSize: 10) == .priority(screen.current!, Priority("B")))
    _ = screen.handle(.character("p"), pageSize: 10)
    #expect(screen.handle(.character(" "), pageSize: 10) == .priority(screen.current!, nil))
    let task = screen.current!
    #expect(screen.handle(.character("d"), pageSize: 10) == .askDelete(task))
    screen.mode = .confirmDelete(task, note: nil)
    #expect(screen.handle(.character("n"), pageSize: 10) == nil)
    screen.mode = .confirmDelete(task, note: nil)
    #expect(screen.handle(.character("y"), pageSize: 10) == .delete(task))
  }

  @Test func theFilterNarrowsAsYouType() {
    var screen = screen(["call mom @phone", "buy milk", "email boss @phone"])
    _ = screen.handle(.character("/"), pageSize: 10)
    for character in "@PHONE -boss" {
      _ = screen.handle(.character(character), pageSize: 10)
    }
    #expect(shown(screen) == [1])
    _ = screen.handle(.escape, pageSize: 10)
    #expect(shown(screen) == [2, 1, 3])
  }

  // MARK: The view

  private func view(language: Language) -> ListScreenView {
    let localizer = Localizer(language: language, directories: [Sandbox.packageResources])
    let l = { (key: MessageKey, arguments: [String]) in
      Localizer.format(localizer.string(key), arguments)
    }
    let words = ScreenWords(
      header: { l(.uiHeader, [$0, String($1), String($2)]) },
      filter: { l(.uiHeaderFilter, [$0, String($1)]) },
      sort: { _ in l(.uiSortPriority, []) }, hidden: { l(.uiHeaderHidden, [String($0)]) },
      hiddenShown: "", footer: l(.uiFooter, []), inputFooter: l(.uiInputFooter, []),
      addPrompt: l(.uiAddPrompt, []),
      editPrompt: "", filterPrompt: "", priorityPrompt: "", deleteQuestion: { _, _, _ in "" },
      discardQuestion: "", empty: l(.uiEmpty, []), emptyFilter: l(.uiEmptyFilter, []), help: [],
      helpFooter: "", detailFooter: "")
    return ListScreenView(
      words: words, painter: LinePainter(palette: Palette(), today: Self.today), colour: false,
      fileName: "todo.txt")
  }

  @Test func aFrameAt80Columns() {
    var screen = screen([
      "(A) 2026-11-30 打電話給媽媽 @phone", "x 2026-11-30 buy milk",
      "2026-11-29 a long task " + String(repeating: "word ", count: 20), "later t:2026-12-20",
    ])
    screen.scroll(pageSize: 10)
    let lines = view(language: .english).frame(screen, rows: 8, columns: 80).lines
    #expect(
      lines == [
        "todo.txt — 3 open, 1 done — by priority — 1 hidden (h shows them)",
        ">1 [ ] (A) 2026-11-30 打電話給媽媽 @phone",
        " 3 [ ] 2026-11-29 a long task word word word word word word word word word word…",
        " 2 [x] x 2026-11-30 buy milk", "", "", "",
        "Space done/open  a add  e edit  d delete  p priority  / filter  ? keys  q quit",
      ])
    #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 80 })
  }

  @Test func emptyStatesInBothLanguages() {
    var screen = screen([])
    let english = view(language: .english).frame(screen, rows: 5, columns: 60).lines
    #expect(english[1] == "No tasks yet. Press a to add one.")
    screen = self.screen(["buy milk"])
    screen.setFilter("nothing-like-it")
    let chinese = view(language: .traditionalChinese).frame(screen, rows: 5, columns: 100).lines
    #expect(chinese[0] == "todo.txt — 未完成 1 項，已完成 0 項 — 依優先順序 — 篩選條件：nothing-like-it（顯示 0 項）")
    #expect(chinese[1] == "沒有符合篩選條件的事項。按 Esc 清除篩選條件。")
  }

  @Test func theInputLineAndItsHint() {
    var screen = screen(["buy milk"])
    _ = screen.handle(.character("a"), pageSize: 10)
    for character in "買麵包" { _ = screen.handle(.character(character), pageSize: 10) }
    let frame = view(language: .traditionalChinese).frame(screen, rows: 6, columns: 40)
    #expect(frame.lines[4] == "Enter 儲存，Esc 取消")
    #expect(frame.lines[5] == "新增：買麵包")
    // The caret after the prompt and the three wide characters: 6 + 6 columns.
    #expect(frame.cursor?.row == 5 && frame.cursor?.column == 12)
  }

  // MARK: What a first user hit

  @Test func aPasteIsTextNeverKeys() {
    var decoder = KeyDecoder()
    // Split over two reads, with a line break and a `d` that must not delete anything.
    #expect(decoder.keys(Array("\u{1B}[200~one\nd".utf8)) == [])
    #expect(decoder.keys(Array("two\u{1B}[201~".utf8)) == [.paste("one\ndtwo")])
    #expect(decoder.keys(Array("j".utf8)) == [.character("j")])
    // An end marker inside the pasted text: what follows it in the same read is text too.
    #expect(
      decoder.keys(Array("\u{1B}[200~abc\u{1B}[201~Ad\u{1B}[201~".utf8)) == [.paste("abcAd")])
    var line = LineInput("x ")
    _ = line.apply(.paste("a\tb\r\nc\u{1B}"))
    #expect(line.text == "x a b  c")
    var screen = screen(["buy milk"])
    #expect(screen.handle(.paste("d"), pageSize: 10) == nil)
    #expect(screen.mode == .list)
  }

  @Test func anEmptyLineIsNotSaved() {
    var screen = screen(["buy milk"])
    _ = screen.handle(.character("a"), pageSize: 10)
    _ = screen.handle(.character(" "), pageSize: 10)
    #expect(screen.handle(.enter, pageSize: 10) == .emptyLine)
    #expect(screen.isEditingLine)
    _ = screen.handle(.escape, pageSize: 10)
    _ = screen.handle(.character("e"), pageSize: 10)
    _ = screen.handle(.control("u"), pageSize: 10)
    #expect(screen.handle(.enter, pageSize: 10) == .emptyLine)
  }

  @Test func escClearsTheCommandLinesTermsToo() {
    var screen = ListScreen()
    screen.baseTerms = ["nothing-like-it"]
    screen.load(Self.tasks(["buy milk", "call mom"]))
    #expect(shown(screen) == [])
    _ = screen.handle(.escape, pageSize: 10)
    #expect(shown(screen) == [1, 2])
    // A lone - being typed leaves nothing out yet.
    screen.setFilter("-")
    #expect(shown(screen) == [1, 2])
  }

  @Test func tabsAreSpacesOnTheScreen() {
    #expect(ScreenGrid.runs(painted: Array("a\tb".utf8)).map(\.text) == ["a b"])
  }

  @Test func aClusterOfSeveralScalarsRewritesWhatFollows() {
    var first = ScreenGrid(rows: 2, columns: 20)
    first.draw([.init("👍🏽 ok")], row: 0)
    first.draw([.init("next row")], row: 1)
    var second = first
    // The cursor's row: the emoji is written again (in reverse video).
    second.draw([.init("👍🏽 ok")], row: 0, extra: ListScreenView.reverse)
    let bytes = String(decoding: second.render(since: first), as: UTF8.self)
    // The cursor placed again after the emoji, and the next row written again though it is
    // the same: the terminal may have drawn the emoji wider than the table says.
    #expect(bytes.contains("\u{1B}[1;3H"))
    #expect(bytes.contains("next row"))
    // Without such a character, an unchanged row is not written.
    var plain = first
    plain.draw([.init("ab ok")], row: 0)
    var highlighted = plain
    highlighted.draw([.init("ab ok")], row: 0, extra: ListScreenView.reverse)
    #expect(!String(decoding: highlighted.render(since: plain), as: UTF8.self).contains("next"))
  }

  @Test func longMessagesAndQuestionsFit() {
    let view = view(language: .english)
    let lines = view.messageLines(String(repeating: "word ", count: 30), columns: 40)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 150 })
    #expect(DisplayWidth.columns(lines[0]) <= 40)
    #expect(ListScreenView.cut("寫報告給老闆", to: 7) == "寫報告…")
    #expect(ListScreenView.cut("short", to: 7) == "short")
  }

  // MARK: What a hostile file holds

  /// The bytes a frame sends with the screen's own sequences (CSI: cursor moves, SGR, cursor
  /// shown or hidden) taken out: what is left must hold no control character at all.
  private func foreignControls(_ bytes: [UInt8]) -> [UInt8] {
    var left: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B {
        index += 2
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        index += 1
        continue
      }
      left.append(bytes[index])
      index += 1
    }
    let text = String(decoding: left, as: UTF8.self)
    return text.unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        || [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2069]
          .contains($0.value)
    }.flatMap { Array(String($0).utf8) }
  }

  static let hostile =
    "pay \u{1B}]0;pwned\u{07}rent \u{1B}[8mhidden\u{1B}[0m \u{9B}2J \u{202E}evil\r\tend"

  @Test func controlCharactersAreShownNeverSent() {
    var grid = ScreenGrid(rows: 1, columns: 120)
    grid.draw([.init(Self.hostile)], row: 0)
    #expect(
      grid.lines == [
        "pay ^[]0;pwned^Grent ^[[8mhidden^[[0m M-^[2J <U+202E>evil^M end"
      ])
    #expect(foreignControls(grid.render(since: nil)) == [])
    // A byte that is not UTF-8 (as the edit line holds it), the line separator, a
    // noncharacter.
    let line = TodoList.escapedText([0x61, 0xE9, 0x9B, 0xFF, 0x62])
    grid.draw([.init(line + " \u{2028}\u{FFFF}")], row: 0)
    #expect(grid.lines == ["aM-iM-^[M-^?b <U+2028><U+FFFF>"])
  }

  @Test func everyPlaceTextIsDrawnEscapesIt() throws {
    // The delete question, the edit line, a banner and the message, each with the text.
    let localizer = Localizer(language: .english, directories: [Sandbox.packageResources])
    var words = view(language: .english).words
    words.deleteQuestion = { line, text, _ in
      Localizer.format(localizer.string(.uiDeleteQuestion), [String(line), text])
    }
    words.editPrompt = "Edit: "
    var view = view(language: .english)
    view.words = words
    var screen = screen([Self.hostile])
    screen.banners = ["copy \u{1B}[2J.txt"]
    screen.message = "said \u{9B}31m\u{202E}"
    #expect(screen.handle(.character("d"), pageSize: 10) == .askDelete(screen.current!))
    screen.mode = .confirmDelete(screen.current!, note: nil)
    var frame = view.frame(screen, rows: 8, columns: 200)
    #expect(foreignControls(frame.render(since: nil)) == [])
    #expect(frame.lines[1] == "copy ^[[2J.txt")
    #expect(frame.lines[6] == "said M-^[31m<U+202E>")
    #expect(frame.lines[7].contains("\"pay ^[]0;pwned^Grent"))
    _ = screen.handle(.character("n"), pageSize: 10)
    _ = screen.handle(.character("e"), pageSize: 10)
    frame = view.frame(screen, rows: 8, columns: 200)
    #expect(foreignControls(frame.render(since: nil)) == [])
    #expect(frame.lines[7].hasPrefix("Edit: pay ^[]0;pwned^Grent ^[[8m"))
    // The caret after the text as shown (each control character two columns or more).
    let shown =
      "Edit: "
      + Self.hostile.map { ScreenText.replacement(for: $0) ?? String($0) }
      .joined()
    #expect(frame.cursor?.column == DisplayWidth.columns(shown))
    // Saved as typed: the edit keeps the bytes it did not touch.
    _ = screen.handle(.character("!"), pageSize: 10)
    let command = screen.handle(.enter, pageSize: 10)
    guard case .replace(_, let text) = command else {
      Issue.record("\(String(describing: command))")
      return
    }
    #expect(text == Self.hostile + "!")
  }

  @Test func aLongLineCostsWhatARowShows() {
    let long = "2026-11-30 " + String(repeating: "長", count: 300_000)
    var screen = screen([long])
    screen.scroll(pageSize: 5)
    let lines = view(language: .english).frame(screen, rows: 5, columns: 40).lines
    #expect(lines[1] == ">1 [ ] 2026-11-30 " + String(repeating: "長", count: 10) + "…")
    // A paste of 100 000 characters goes in whole; only what fits is shown.
    var line = LineInput("a")
    _ = line.apply(.paste(String(repeating: "字", count: 100_000)))
    #expect(line.text.count == 100_001)
    let visible = line.visible(width: 20)
    #expect(visible.text == String(repeating: "字", count: 9))
    #expect(visible.caret == 18)
    _ = line.apply(.home)
    #expect(line.visible(width: 20).text == "a" + String(repeating: "字", count: 9))
  }

  @Test func anEscapeSplitFromItsSequenceWaits() {
    var decoder = KeyDecoder()
    // An arrow split after its ESC is the arrow, not Escape then `A` (archive).
    #expect(decoder.keys([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.keys(Array("[A".utf8)) == [.up])
    #expect(decoder.keys(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.keys(Array("6~".utf8)) == [.pageDown])
    // Nothing follows: a lone ESC is the Escape key.
    #expect(decoder.keys(Array("j\u{1B}".utf8)) == [.character("j")])
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    // A paste's end marker split between reads.
    #expect(decoder.keys(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
    #expect(decoder.keys(Array("1~".utf8)) == [.paste("abc")])
    // An ESC given up on, then the rest of an arrow late: the arrow, never `[` and `A`.
    #expect(decoder.keys([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.keys(Array("[A".utf8)) == [.up])
    #expect(decoder.keys([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.keys(Array("[200~hello Ad y\u{1B}[201~".utf8)) == [.paste("hello Ad y")])
    // A sequence cut short after its parameters, finished late: the key, not `5` and `A`.
    #expect(decoder.keys(Array("\u{1B}[1;".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.keys(Array("5A".utf8)) == [.up])
    // A second later it is keys again.
    #expect(decoder.keys([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    decoder.forgetEscape()
    // Alt and a letter (ESC and the letter in one read) is not the letter.
    #expect(KeyDecoder.keys(Array("\u{1B}A\u{1B}x".utf8)) == [])
    #expect(decoder.keys(Array("[A".utf8)) == [.character("["), .character("A")])
  }

  @Test func aReadErrorIsShownNotAnEmptyList() {
    var screen = screen([])
    screen.readError = "todo: /tmp/x/todo.txt leads out of the todo folder"
    let lines = view(language: .english).frame(screen, rows: 5, columns: 80).lines
    #expect(lines[1] == "todo: /tmp/x/todo.txt leads out of the todo folder")
    #expect(!lines.contains(localized(.uiEmpty)))
  }

  private func localized(_ key: MessageKey) -> String {
    Localizer(language: .english, directories: [Sandbox.packageResources]).string(key)
  }

  @Test func theKeysAndTheDetailsScrollWithinTheirLines() {
    var screen = screen(["buy milk"])
    screen.helpLines = 30
    _ = screen.handle(.character("?"), pageSize: 10)
    #expect(screen.mode == .help(scroll: 0))
    _ = screen.handle(.down, pageSize: 10)
    #expect(screen.mode == .help(scroll: 1))
    _ = screen.handle(.pageDown, pageSize: 10)
    _ = screen.handle(.pageDown, pageSize: 10)
    #expect(screen.mode == .help(scroll: 20))
    _ = screen.handle(.character("x"), pageSize: 10)
    #expect(screen.mode == .list)
    screen.mode = .detail(lines: ["one", "two", "three"], scroll: 0)
    _ = screen.handle(.down, pageSize: 2)
    _ = screen.handle(.down, pageSize: 2)
    #expect(screen.mode == .detail(lines: ["one", "two", "three"], scroll: 1))
  }

  // MARK: Reading again

  private static func parsed(_ bytes: [UInt8]) -> [ScreenTask] {
    ListEntry.entries(of: TodoList(bytes: bytes), readFrom: bytes).map {
      ScreenTask($0, today: today)
    }
  }

  /// Reading only what changed gives what reading the whole file gives, for 3,000 random
  /// edits: lines changed, added, removed, joined and split; CRLF, blank lines, a byte order
  /// mark, a missing final newline, a line that starts with U+FEFF.
  @Test func readingOnlyWhatChangedReadsAsTheWholeFile() {
    var random = SeededRandom(seed: 42)
    let pieces = [
      "(A) call mom", "x 2026-11-30 2026-11-01 pay rent", "buy milk +home", "", "\r",
      "later t:2026-12-20", "寫報告 due:2026-12-01", "\u{FEFF}odd", "x done", "(B) 2026-11-02 a",
    ]
    var old: [UInt8] = []
    for round in 0..<3000 {
      if round % 100 == 0 {
        // A fresh file now and then: with or without a BOM, LF or CRLF, a final newline or not.
        let ending = Bool.random(using: &random) ? "\r\n" : "\n"
        var text = Bool.random(using: &random) ? "\u{FEFF}" : ""
        for _ in 0..<Int.random(in: 0...12, using: &random) {
          text += pieces.randomElement(using: &random)! + ending
        }
        if Bool.random(using: &random), text.hasSuffix("\n") { text.removeLast() }
        old = Array(text.utf8)
      }
      var new = old
      // An edit: bytes replaced somewhere by a piece, a line break, or nothing.
      let at = Int.random(in: 0...new.count, using: &random)
      let length = Int.random(in: 0...min(12, new.count - at), using: &random)
      let inserted: String
      switch Int.random(in: 0..<4, using: &random) {
      case 0: inserted = "\n"
      case 1: inserted = ""
      case 2: inserted = pieces.randomElement(using: &random)! + "\n"
      default: inserted = "x 2026-11-30 "
      }
      new.replaceSubrange(at..<(at + length), with: Array(inserted.utf8))
      let tasks = Self.parsed(old)
      let expected = Self.parsed(new)
      var reread = tasks
      guard let change = ScreenReread.reread(&reread, from: old, to: new, today: Self.today)
      else {
        // Only a middle line starting with U+FEFF is read whole.
        #expect(reread == tasks)
        old = new
        continue
      }
      #expect(reread == expected, "round \(round): \(old) -> \(new)")
      // The tasks it says it replaced are the held ones between the same neighbours.
      #expect(change.replaced.count == tasks.count - (reread.count - change.changed.count))
      // The screen's own reading again, in place, holds the same tasks.
      var screen = ListScreen()
      screen.load(tasks)
      let inPlace = screen.reread(from: old, to: new, today: Self.today)
      #expect(inPlace)
      #expect(screen.tasks == expected, "round \(round), in place")
      #expect(
        reread.map(\.isDone) == expected.map(\.isDone)
          && reread.map(\.priority) == expected.map(\.priority)
          && reread.map(\.isHiddenUntilLater) == expected.map(\.isHiddenUntilLater))
      // Every slice in the new buffer, where the whole read puts it.
      #expect(reread.map(\.text.startIndex) == expected.map(\.text.startIndex))
      if reread != expected { break }
      old = new
    }
  }

  @Test func aToggleOnALongListParsesOneLine() {
    let lines = (1...20_000).map { "2026-11-\(10 + $0 % 20) task number \($0)" }
    let old = Array((lines.joined(separator: "\n") + "\n").utf8)
    var new = old
    let line = 12_345
    let start = lines[..<(line - 1)].reduce(0) { $0 + $1.utf8.count + 1 }
    new.insert(contentsOf: Array("x 2026-11-30 ".utf8), at: start)
    var tasks = Self.parsed(old)
    let change = ScreenReread.reread(&tasks, from: old, to: new, today: Self.today)
    #expect(change?.changed == (line - 1)..<line)
    #expect(change?.linesMoved == false)
    #expect(tasks == Self.parsed(new))
  }

  @Test func aFolderWatchSeesAFileArrive() throws {
    let sandbox = try Sandbox(language: "en_US.UTF-8")
    defer { sandbox.remove() }
    let watch = try #require(FolderWatch(folder: sandbox.directory.path))
    #expect(!watch.drain())
    try "x\n".write(
      to: sandbox.directory.appendingPathComponent("todo (conflicted copy).txt"), atomically: false,
      encoding: .utf8)
    #expect(watch.drain())
    #expect(!watch.drain())
  }
}
