import Testing
import TodoLocalization

@Suite struct StringTableTests {
  @Test func parsesEntriesAndEscapes() throws {
    let text = #"""
      "quote" = "say \"hi\"";
      "backslash" = "a\\b";
      "controls" = "line\nnext\ttab\rreturn";
      "nul" = "a\0b";
      "unicode" = "\U00E9\u4E2D";
      "verbatim" = "100% ok, 'single' quotes";
      "multi" = "first
      second";
      """#
    let entries = try StringTable(parsing: text).entries
    #expect(entries["quote"] == #"say "hi""#)
    #expect(entries["backslash"] == #"a\b"#)
    #expect(entries["controls"] == "line\nnext\ttab\rreturn")
    #expect(entries["nul"] == "a\0b")
    #expect(entries["unicode"] == "é中")
    #expect(entries["verbatim"] == "100% ok, 'single' quotes")
    #expect(entries["multi"] == "first\nsecond")
    #expect(entries.count == 7)
  }

  @Test func skipsCommentsWhitespaceAndByteOrderMark() throws {
    let text =
      "\u{FEFF}/* block\n comment */\n// line comment \"x\" = \"y\";\n"
      + "\"a\"/**/=/* between */\"1\" ;// trailing\r\n\t\"b\" = \"2\";\n/* end */"
    let entries = try StringTable(parsing: text).entries
    #expect(entries == ["a": "1", "b": "2"])
  }

  @Test func emptyAndCommentOnlyTablesAreEmpty() throws {
    #expect(try StringTable(parsing: "").entries.isEmpty)
    #expect(try StringTable(parsing: "/* nothing */\n// here\n").entries.isEmpty)
  }

  @Test func theLastOfTwoEqualKeysWins() throws {
    #expect(try StringTable(parsing: #""k" = "1"; "k" = "2";"#).entries == ["k": "2"])
  }

  @Test func keysAndValuesMayBeCJK() throws {
    let entries = try StringTable(parsing: "\"鍵\" = \"要刪除「%@」嗎？(y/n) \";").entries
    #expect(entries["鍵"] == "要刪除「%@」嗎？(y/n) ")
  }

  /// A damaged table reports the 1-based line of the broken entry.
  @Test(arguments: [
    ("missing semicolon", "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n", 2),
    ("missing equals sign", "\"a\" = \"1\";\n\n\"b\" \"2\";\n", 3),
    ("unquoted key", "\"a\" = \"1\";\nb = \"2\";\n", 2),
    ("unquoted value", "/* x */\n\"a\" = 1;\n", 2),
    ("unterminated value", "\"a\" = \"1\";\n\"b\" = \"2;\n\"c\" = \"3;\n", 3),
    ("string open at the end", "\"a\" = \"1\";\n\"b\" = \"two\nlines", 2),
    ("bad unicode escape", "\"a\" = \"1\";\n\n\"b\" = \"\\U12G4\";\n", 3),
    ("surrogate escape", "\"a\" = \"\\UD800\";\n", 1),
    ("backslash at the end", "\"a\" = \"1\";\n\"b\" = \"\\", 2),
    ("unterminated comment", "\"a\" = \"1\";\n/* note\n\"b\" = \"2\";\n", 2),
    ("stray text", "\"a\" = \"1\";\n\"b\" = \"2\";\n\n;\n", 4),
    ("value spans lines", "\"a\" = \"one\ntwo\"\n\"b\" = \"2\";\n", 2),
    ("escaped value spans lines", "\"a\" = \"\\\"one\ntwo\";\n\"b\" = 2;\n", 3),
    ("escaped line break", "\"a\" = \"one\\\ntwo\";\n\"b\" = 2;\n", 3),
    ("comment spans lines", "/* one\n * two */\n\"a\" = 1;\n", 3),
    ("two comments and escapes", "/**/\"a\" = \"\\t\"; /* x\n*/ \"b\" = \"\\\\\";\n\"c\";\n", 3),
  ])
  func damagedTableReportsItsLine(_ name: String, _ text: String, _ line: Int) {
    let error = #expect(throws: StringTableError.self, "\(name)") {
      try StringTable(parsing: text)
    }
    #expect(error?.line == line, "\(name)")
  }

  @Test(arguments: Language.allCases)
  func shippedTablesParse(_ language: Language) throws {
    let entries = try StringTable(parsing: tableText(language)).entries
    #expect(entries.count == MessageKey.allCases.count)
  }
}
