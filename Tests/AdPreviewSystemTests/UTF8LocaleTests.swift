import AdPreviewSystem
import Testing

@Suite struct UTF8LocaleTests {
  /// After it, the C library reads and writes UTF-8 (what ncurses asks before it draws).
  @Test func theLocaleIsUTF8Afterwards() throws {
    let before = try #require(setlocale(LC_ALL, nil).map { String(cString: $0) })
    defer { setlocale(LC_ALL, before) }
    #expect(useUTF8Locale())
    #expect(String(cString: nl_langinfo(CODESET)) == "UTF-8")
  }
}
