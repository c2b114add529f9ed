import Testing

@testable import AdPreviewCLI

/// `layout`'s text for people: lengths in the unit the device's platform writes them in.
@Suite struct LayoutTextTests {
  /// Every length unit a text names, by word.
  func units(_ text: String) -> Set<String> {
    var found = Set<String>()
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == ";" || $0 == ")" || $0 == "(" }) {
      if word == "pt" || word == "dp" || word.hasSuffix("-pt") || word.hasSuffix("-dp") { found.insert(String(word.suffix(2))) }
    }
    return found
  }

  /// An Android device's lengths are dp, in the scene's lines and in its findings' messages;
  /// an iPhone's are points.
  @Test func androidLengthsAreWrittenInDpAndApplesInPoints() {
    let android = adpreview([
      "layout", "--device", "galaxy-z-fold-5", "--orientation", "landscape-left", "--posture", "folded", "--ad", "native-medium",
    ])
    #expect(android.stdout.contains("screen        882×344 dp"), "\(android.stdout)")
    #expect(android.stdout.contains("by 58 dp at the top"), "\(android.stdout)")
    #expect(android.stdout.contains("covers the status bar (30 dp)"), "\(android.stdout)")
    #expect(units(android.stdout) == ["dp"], "\(android.stdout)")
    let iphone = adpreview(["layout", "--device", "iphone-se-1", "--orientation", "landscape-left", "--ad", "native-medium"])
    #expect(units(iphone.stdout) == ["pt"], "\(iphone.stdout)")
  }
}
