import AdPreviewFormats
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

  /// Every finding's message on an Android device writes whole dp: corners (their radius and
  /// how far the ad reaches in), AdChoices and native frames, bars. A reach under half a dp
  /// reads `under 1`, never 0. (They printed `radius 34.67`, `x 338.5`, `1.6 dp`.)
  @Test func androidFindingsWriteWholeDp() throws {
    let run = adpreview(["check", "--only", "galaxy-*,pixel-*,surface-*,asus-*", "--ad", "all", "--reporter", "json"])
    var messages: [String] = []
    func collect(_ value: JSONValue) {
      switch value {
      case .array(let items): items.forEach(collect)
      case .object(let members):
        for member in members {
          if member.key == "message", case .string(let text) = member.value { messages.append(text) } else { collect(member.value) }
        }
      default: break
      }
    }
    collect(try json(run))
    for message in messages {
      let characters = Array(message)
      for index in characters.indices.dropFirst().dropLast() where characters[index] == "." {
        #expect(!(characters[index - 1].isNumber && characters[index + 1].isNumber), "\(message)")
      }
      #expect(!message.contains(" 0 dp into") && !message.contains(" pt"), "\(message)")
    }
    #expect(messages.count > 100, "\(run.stderr)")
    #expect(run.stdout.contains("rounded corner (radius 35)"))
  }

  /// A resized iPhone window on the phone is a picture: `layout` says so and names `--host`;
  /// the ad's cap reads the window's height, with the phone's screen as the other reading.
  @Test func aResizedIPhoneWindowNamesTheHostAndSizesTheAdFromTheWindow() {
    let text = adpreview(["layout", "--device", "iphone-18-pro", "--window", "300x300"]).stdout
    #expect(text.contains("--host mac or --host ipad shows the window as the user sees it"), "\(text)")
    #expect(text.contains("300×60 at"), "\(text)")
    #expect(text.contains("20% of the resized window's height 300"), "\(text)")
    let hosted = adpreview(["layout", "--device", "iphone-18-pro", "--window", "300x300", "--host", "mac"]).stdout
    #expect(!hosted.contains("--host mac or"), "\(hosted)")
    #expect(hosted.contains("300×60 at"), "\(hosted)")
  }

  /// Android gives an app its window in whole dp: a split-screen pane's 340.19×828.95 is read
  /// as 340×829, its bottom inset 55.95 as 56, an ad at x 0.09 at x 0. JSON keeps the fractions.
  @Test func androidLengthsAreWholeDpInTextAndExactInJSON() throws {
    let scene = ["layout", "--device", "galaxy-z-fold-5", "--posture", "open", "--window", "split-1/2-left"]
    let text = adpreview(scene).stdout
    #expect(text.contains("window        x 0, y 0, 340×829\n"), "\(text)")
    #expect(text.contains("bottom 56 · right 0  → x 0, y 30, 340×743"), "\(text)")
    #expect(text.contains("at x 0, y 667, 340×106"), "\(text)")
    #expect(!text.contains(".19") && !text.contains(".95") && !text.contains("0.09"), "\(text)")
    let json = adpreview(scene + ["--json"]).stdout
    #expect(json.contains("340.19"), "JSON keeps full precision: \(json.prefix(600))")
  }

  /// The placement findings' frames on an Android device are whole dp too: an ad view at
  /// x 255.69 in a safe area 801.62 wide is read as x 256 in 802.
  @Test func androidFindingsWriteFramesInWholeDp() {
    let run = adpreview(["layout", "--device", "galaxy-z-fold-5", "--orientation", "landscape-left", "--posture", "folded", "--ad", "native-medium"])
    #expect(run.stdout.contains("the ad view (x 256, y -58, 355×402) reaches outside the window (x 0, y 0, 882×344)"), "\(run.stdout)")
    #expect(run.stdout.contains("reaches outside the safe area (x 32, y 30, 802×314) by 88 dp at the top"), "\(run.stdout)")
  }
}
