import Testing

@testable import TodoCLI

/// The parser every built-in action's words go through (``ActionArguments``), read against
/// declarations like the registry's.
@Suite struct ActionArgumentsTests {
  private let declared = [
    ActionFlag(.json), ActionFlag(.sort, value: .sortKey), ActionFlag(.alias, value: .text),
  ]

  private func parse(_ words: [String], unknown: UnknownOptions = .refused) throws
    -> ActionArguments
  {
    try ActionArguments(parsing: words, declared: declared, unknown: unknown)
  }

  @Test func optionsAnywhereAndWordsInOrder() throws {
    let parsed = try parse(["a", "--json", "-b", "--sort", "due", "c"])
    #expect(parsed.words == ["a", "-b", "c"])
    #expect(parsed.has(.json))
    #expect(!parsed.has(.all))
    #expect(parsed.value(.sort) == "due")
    #expect(!parsed.isLiteral(2))
  }

  @Test func valueAfterEqualsAndRepeatedValues() throws {
    let parsed = try parse(["--alias=t", "--alias", "td", "--sort=a", "--sort=b", "--sort="])
    #expect(parsed.allValues(.alias) == ["t", "td"])
    #expect(parsed.value(.sort) == "")
    #expect(parsed.allValues(.sort) == ["a", "b", ""])
    // A value is the next word as typed, even one that looks like an option.
    #expect(try parse(["--alias", "--json"]).allValues(.alias) == ["--json"])
    #expect(try !parse(["--alias", "--json"]).has(.json))
  }

  @Test func separatorMakesTheRestLiteral() throws {
    let parsed = try parse(["x", "--", "--json", "--", "-y"])
    #expect(parsed.words == ["x", "--json", "--", "-y"])
    #expect(!parsed.has(.json))
    #expect(!parsed.isLiteral(0) && parsed.isLiteral(1) && parsed.isLiteral(3))
    let rest = parsed.droppingWords(1)
    #expect(rest.words == ["--json", "--", "-y"] && rest.isLiteral(0))
    #expect(try parse(["a", "b"]).droppingWords(1).isLiteral(0) == false)
  }

  @Test func problems() {
    #expect(throws: ActionArguments.Problem.unknown("--jsn")) { try parse(["--jsn"]) }
    #expect(throws: ActionArguments.Problem.unknown("--JSON")) { try parse(["--JSON"]) }
    #expect(throws: ActionArguments.Problem.unknown("--all")) { try parse(["--all"]) }
    #expect(throws: ActionArguments.Problem.missingValue(.sort)) { try parse(["x", "--sort"]) }
    #expect(throws: ActionArguments.Problem.unexpectedValue(.json)) { try parse(["--json=1"]) }
  }

  @Test func keptUnknownOptionsStayWords() throws {
    let parsed = try parse(["--inline", "3", "--json"], unknown: .kept)
    #expect(parsed.words == ["--inline", "3"])
    #expect(parsed.has(.json))
  }

  @Test func noDeclaredOptionsMeansEveryWordAsTyped() throws {
    let words = ["--", "--json", "-x", "--sort"]
    let parsed = try ActionArguments(parsing: words, declared: [], unknown: .refused)
    #expect(parsed == ActionArguments(words: words))
    #expect(!parsed.isLiteral(0))
  }

  /// Every option a registered action declares is one the parser hands it, and every action
  /// that declares an option gets its words through the parser (none reads a raw `--word`).
  @Test func registryDeclarationsParse() throws {
    for action in ActionRegistry.all {
      for flag in action.flags {
        var words = [flag.name]
        if flag.value != nil { words.append("v") }
        let parsed = try ActionArguments(
          parsing: words, declared: action.parsedFlags, unknown: action.unknownOptions)
        #expect(parsed.words.isEmpty, "\(action.name) \(flag.name)")
        // `--or` is no setting: it stands between groups of words (``FilterTerms``).
        #expect(
          parsed.has(flag.option) || parsed.value(flag.option) == "v"
            || flag.option.separatesGroups)
      }
    }
  }
}
