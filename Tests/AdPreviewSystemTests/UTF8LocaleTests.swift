import AdPreviewSystem
import Testing

@Suite struct UTF8LocaleTests {
  /// After it, the C library reads and writes UTF-8 (what ncurses asks before it draws).
  /// (`CODESET` is an `Int` enumerator in Glibc and an `Int32` macro in Darwin: hence `nl_item`.)
  @Test func theLocaleIsUTF8Afterwards() throws {
    let before = try #require(setlocale(LC_ALL, nil).map { String(cString: $0) })
    defer { setlocale(LC_ALL, before) }
    #expect(useUTF8Locale())
    #expect(String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8")
  }
}
