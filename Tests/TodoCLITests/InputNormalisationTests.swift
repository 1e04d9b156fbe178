import Testing
import TodoTxt

@testable import TodoCLI

/// What a Chinese input method types in tag positions, and the action names a typo means.
@Suite struct InputNormalisationTests {
  @Test(arguments: [
    ("due：明天", "due:明天"), ("t：週一", "t:週一"), ("rec：每週", "rec:每週"),
    ("＋工作", "+工作"), ("＠公司", "@公司"),
    // Stored as typed: Chinese or capitalised keys, a colon at either end, a lone sign,
    // full-width signs inside a word.
    ("注意：明天", "注意：明天"), ("Amy：確認", "Amy：確認"), ("due：", "due："), ("：明天", "：明天"),
    ("＋", "＋"), ("a＋b", "a＋b"), ("plain", "plain"),
  ])
  func words(_ pair: (String, String)) {
    #expect(TaskInput.normalisedWord(pair.0) == pair.1)
  }

  @Test(arguments: [
    ("lsit", "list"), ("agneda", "agenda"), ("arhcive", "archive"), ("deuplicate", "deduplicate"),
    // Two letters: the one action with a name starting with the first and holding the second.
    ("dn", "done"), ("ed", "edit"),
  ])
  func closestAction(_ pair: (String, String)) {
    #expect(CommandContext.closestAction(to: pair.0) == pair.1)
  }

  // `dl` fits both `del` and `deduplicate`; `qz` nothing.
  @Test(arguments: ["dl", "qz", ".", "..", "xyzzy", "完成"])
  func noGuess(_ name: String) {
    #expect(CommandContext.closestAction(to: name) == nil)
  }
}

/// The option meant by an unknown one: before the action, and among a list action's.
@Suite struct OptionSuggestionTests {
  @Test(arguments: [
    ("--verbose", "-v"), ("--versoin", "--version"), ("--hlep", "--help"), ("-F", "-f"),
    ("--colour", "-c"), ("--no-color", "-p"),
  ])
  func globalOption(_ pair: (String, String)) {
    #expect(CommandContext.closestGlobalOption(to: pair.0) == pair.1)
  }

  @Test(arguments: ["-z", "--frobnicate", "-q"])
  func noGlobalGuess(_ word: String) {
    #expect(CommandContext.closestGlobalOption(to: word) == nil)
  }

  @Test(arguments: [
    ("--jsn", "--json"), ("--alll", "--all"), ("--ALL", "--all"), ("--srt", "--sort"),
    ("--Sort", "--sort"),
  ])
  func listOption(_ pair: (String, String)) {
    let names = ActionRegistry.listFlags.map(\.name)
    #expect(CommandContext.closest(to: pair.0, among: names) == pair.1)
  }

  @Test func listOptionTypoIsNotATerm() throws {
    func options(_ words: [String]) throws -> ListOptions {
      try ListOptions(
        ActionArguments(parsing: words, declared: ActionRegistry.listFlags, unknown: .refused),
        today: TodoDate(year: 2026, month: 12, day: 2)!, weekStart: .monday)
    }
    #expect(throws: ActionArguments.Problem.unknown("--jsn")) { try options(["mom", "--jsn"]) }
    // After --, every word is a term that includes, a leading - too.
    #expect(
      try options(["--", "--jsn", "-x", "mom"]).terms == FilterTerms(["[-]-jsn", "[-]x", "mom"]))
    #expect(try options(["-x", "--", "-y"]).terms == FilterTerms(["-x", "[-]y"]))
    #expect(try options(["--sort=due"]).sortKeys != nil)
  }
}
