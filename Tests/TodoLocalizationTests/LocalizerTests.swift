import Foundation
import Testing
import TodoLocalization

/// A fresh temporary folder, removed when the value goes away.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-l10n-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `text` as `<folder>/<language>.lproj/Localizable.strings`.
  func writeTable(_ language: Language, _ text: String) throws {
    let folder = path + "/" + language.tableFolder
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: folder + "/Localizable.strings", atomically: false, encoding: .utf8)
  }
}

@Suite struct LocalizerTests {
  @Test func findsTheShippedTablesFromThePackageRoot() throws {
    let localizer = Localizer(language: .traditionalChinese, directories: [resourcesDirectory])
    #expect(localizer.language == .traditionalChinese)
    #expect(localizer.directory == resourcesDirectory)
    #expect(localizer.problem == nil)
    #expect(localizer.hasTables)
    #expect(
      Localizer.format(localizer.string(.noTask), ["todo.txt", "9"])
        == "todo.txt：找不到第 9 項。用「todo ls」查看所有待辦事項的編號。")
    #expect(
      Localizer.format(localizer.string(.tasksShown), ["todo.txt", "2", "10"])
        == "todo.txt：顯示 2 項，共 10 項")
    let english = Localizer(language: .english, directories: [resourcesDirectory])
    #expect(Localizer.format(english.string(.noTask), ["TODO", "9"]) == "TODO: No task 9.")
    #expect(
      Localizer.format(english.string(.tasksShown), ["TODO", "2", "10"])
        == "TODO: 2 of 10 tasks shown")
  }

  @Test func searchDirectoriesIncludeThePackageResources() {
    let dirs = Localizer.searchDirectories(environment: ["TODO_STRINGS_DIR": "/custom/strings"])
    #expect(dirs.first == "/custom/strings")
    // Found from the test executable in .build, or else from the compiled-in source path.
    #expect(dirs.contains(resourcesDirectory))
    #expect(Set(dirs).count == dirs.count)
    let plain = Localizer.searchDirectories(environment: ["TODO_STRINGS_DIR": ""])
    #expect(!plain.contains(""))
  }

  @Test func missingChineseTableFallsBackToEnglish() throws {
    let folder = try TemporaryDirectory()
    try folder.writeTable(.english, #""noTask" = "%1$@: No task %2$@.";"#)
    let missing = folder.path + "/nowhere"
    let localizer = Localizer(language: .traditionalChinese, directories: [missing, folder.path])
    #expect(localizer.language == .english)
    #expect(localizer.hasTables)
    #expect(localizer.directory == folder.path)
    #expect(Localizer.format(localizer.string(.noTask), ["TODO", "3"]) == "TODO: No task 3.")
    let problem = try #require(localizer.problem)
    #expect(problem.contains("zh-Hant.lproj"))
    #expect(problem.contains(missing))
    #expect(problem.contains(folder.path))
  }

  @Test func keyMissingFromChineseComesFromEnglishThenTheKeyName() throws {
    let folder = try TemporaryDirectory()
    try folder.writeTable(
      .english, #""added" = "%1$@: %2$@ added."; "deleted" = "TODO: %@ deleted.";"#)
    try folder.writeTable(.traditionalChinese, #""added" = "%1$@：已新增第 %2$@ 項。";"#)
    let localizer = Localizer(language: .traditionalChinese, directories: [folder.path])
    #expect(localizer.language == .traditionalChinese)
    #expect(localizer.problem == nil)
    #expect(Localizer.format(localizer.string(.added), ["TODO", "4"]) == "TODO：已新增第 4 項。")
    #expect(Localizer.format(localizer.string(.deleted), ["4"]) == "TODO: 4 deleted.")
    #expect(localizer.string(.archived) == "archived")
  }

  @Test func damagedChineseTableIsReportedWithItsLine() throws {
    let folder = try TemporaryDirectory()
    try folder.writeTable(.english, #""deleted" = "TODO: %@ deleted.";"#)
    try folder.writeTable(.traditionalChinese, "/* zh */\n\"deleted\" = \"TODO：已刪除第 %@ 項。\"\n")
    let localizer = Localizer(language: .traditionalChinese, directories: [folder.path])
    #expect(localizer.language == .english)
    #expect(Localizer.format(localizer.string(.deleted), ["2"]) == "TODO: 2 deleted.")
    let problem = try #require(localizer.problem)
    #expect(problem.contains(folder.path + "/zh-Hant.lproj/Localizable.strings"))
    #expect(problem.contains("line 2"))
  }

  @Test(arguments: Language.allCases)
  func noTablesAtAll(_ language: Language) throws {
    let folder = try TemporaryDirectory()
    let localizer = Localizer(language: language, directories: [folder.path])
    #expect(!localizer.hasTables)
    #expect(localizer.directory == nil)
    #expect(localizer.string(.usage) == "usage")
    let problem = try #require(localizer.problem)
    #expect(problem.contains("not found"))
    #expect(problem.contains(folder.path))
  }

  @Test func noDirectoriesAtAll() {
    let localizer = Localizer(language: .english, directories: [])
    #expect(!localizer.hasTables)
    #expect(localizer.problem != nil)
  }

  @Test(arguments: [
    ("%@ and %@", ["a", "b"], "a and b"),
    ("%2$@ before %1$@", ["a", "b"], "b before a"),
    ("%1$@, %1$@ again", ["a"], "a, a again"),
    ("100%% done", [], "100% done"),
    ("%@ is missing", [], " is missing"),
    ("%10$@ is far", ["a"], " is far"),
    ("lone % sign and %d", ["a"], "lone % sign and %d"),
    ("no placeholders", ["a"], "no placeholders"),
    ("中文%@結尾", ["參數"], "中文參數結尾"),
  ])
  func format(_ template: String, _ arguments: [String], _ expected: String) {
    #expect(Localizer.format(template, arguments) == expected)
  }
}
