import Foundation
import Glibc
import Testing
import TodoLocalization

@testable import TodoCLI

/// System and regular-expression errors inside a message are in the message's language: the
/// C library's English in English, the string table's text in Chinese (zh-Hant review,
/// "system error text").
@Suite struct SystemErrorTextTests {
  static let resources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources").path

  static let chinese: [(Int32, String)] = [
    (EACCES, "權限不足"), (EPERM, "權限不足"), (ENOSPC, "磁碟空間不足"), (EDQUOT, "超過磁碟配額"),
    (ENOENT, "檔案或目錄不存在"), (EISDIR, "這是目錄，不是檔案"), (ENOTDIR, "路徑中有一項不是目錄"),
    (EROFS, "檔案系統是唯讀的"), (EIO, "輸入/輸出錯誤"), (ELOOP, "符號連結的層數過多"),
    (EFBIG, "檔案太大"), (EEXIST, "檔案已存在"), (EAGAIN, "資源暫時無法使用"), (EINVAL, "引數無效"),
  ]

  @Test func commonErrnoValuesAreChineseInChinese() {
    let localizer = Localizer(language: .traditionalChinese, directories: [Self.resources])
    for (code, text) in Self.chinese {
      #expect(SystemErrorText.text(for: code, localizer) == text, "errno \(code)")
    }
  }

  @Test func englishIsTheCLibrarysText() {
    let localizer = Localizer(language: .english, directories: [Self.resources])
    for (code, _) in Self.chinese {
      #expect(SystemErrorText.text(for: code, localizer) == String(cString: strerror(code)))
    }
  }

  @Test func regexErrorsAreChineseInChinese() {
    let localizer = Localizer(language: .traditionalChinese, directories: [Self.resources])
    let cases = [
      ("[a", "[ 沒有對應的 ]"), ("a\\(", "( 或 \\( 沒有對應的結尾"), ("a\\{1", "\\{ 沒有對應的 \\}"),
      ("a\\", "結尾多了一個反斜線"), ("[[:nope:]]", "字元類別的名稱無效"), ("\\(a\\)\\2", "反向參照無效"),
    ]
    for (pattern, text) in cases {
      do throws(Regex.Invalid) {
        _ = try Regex(pattern, ignoringCase: true)
        Issue.record("\(pattern) compiled")
      } catch {
        #expect(SystemErrorText.text(for: error, localizer) == text, "\(pattern)")
      }
    }
  }
}
