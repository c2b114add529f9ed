import AdPreviewCore
import AdPreviewFormats
import AdPreviewSystem
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// `adpreview import` and `check --import` on the storyboard fixture app.
@Suite struct ImportCommandTests {
  static let project = "Tests/Projects/StoryboardApp"

  /// The command on the real files, from the package root (paths relative to it).
  static func run(_ arguments: [String], in folder: String? = nil) -> (stdout: String, stderr: String, exitCode: Int32) {
    let root = folder ?? packageRoot().path
    var context = CommandContext.files(environment: Environment(["PWD": root]))
    // Paths as a user in the project folder types them.
    let read = context.readFile
    let status = context.fileStatus
    let list = context.listDirectory
    let write = context.writeFileAtomically
    @Sendable func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : root + "/" + path }
    context.readFile = { try read(absolute($0)) }
    context.fileStatus = { try status(absolute($0)) }
    context.listDirectory = { list(absolute($0)) }
    context.writeFileAtomically = { try write(absolute($0), $1, $2) }
    let exists = context.exists
    let writable = context.checkWritable
    context.exists = { exists(absolute($0)) }
    context.checkWritable = { try writable(absolute($0), $1) }
    context.fileTree = .system(in: root)
    if let target = context.fileTarget {
      context.fileTarget = { @Sendable path in target(absolute(path)) }
    }
    return AdPreviewCommand.run(arguments, context: context).printed ?? ("", "", -1)
  }

  @Test func theLegacyScreenImportsWithItsNavigationBarAndItsStoryboardLine() throws {
    let run = Self.run(["import", Self.project, "--screen", "SettingsViewController"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let app = try JSONParser.parse(run.stdout)
    #expect(app["chrome"]?["navigationBar"] == .string("standard"))
    #expect(app["slots"]?[0]?["guide"] == .string("layout-guides"))
    #expect(app["slots"]?[0]?["source"]?["file"] == .string("\(Self.project)/Reader/Base.lproj/Legacy.storyboard"))
    #expect(app["slots"]?[0]?["source"]?["line"] == .number(33))
    #expect(run.stderr.contains("Legacy.storyboard:33:29: note: GADBannerView gets its size in code"), "\(run.stderr)")
    // Only this screen's notes: not the feed's.
    #expect(!run.stderr.contains("Main.storyboard"))
  }

  @Test func theWrittenAppFileIsOneCheckAndThePreviewerTake() throws {
    let folder = try TemporaryFolder()
    let out = folder.path + "/settings.json"
    let run = Self.run(["import", Self.project, "--screen", "SettingsViewController", "--output", out])
    #expect(run.exitCode == 0 && run.stdout.isEmpty, "\(run.stderr)")
    #expect(run.stderr.contains("app file for SettingsViewController written to"))
    let check = Self.run(["check", "--app", out, "--only", "iphone-x", "--orientations", "portrait", "--reporter", "xcode"])
    #expect(check.exitCode == 0, "\(check.stdout)\(check.stderr)")
    let layout = Self.run(["layout", "--app", out, "--json"])
    #expect(layout.exitCode == 0)
    #expect(try JSONParser.parse(layout.stdout)["chrome"]?["navigationBar"] == .string("standard"))
    // The previewer takes it too (it needs a terminal, so it says so: the file itself is fine).
    #expect(Self.run(["--app", out]).stderr.contains("needs a terminal"))
    // Written again: atomically over the old one; through a link only with --force.
    let link = folder.path + "/link.json"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: out)
    let refused = Self.run(["import", Self.project, "--screen", "SettingsViewController", "--output", link])
    #expect(refused.exitCode == 2 && refused.stderr.contains("--output:"), "\(refused.stderr)")
    #expect(Self.run(["import", Self.project, "--screen", "SettingsViewController", "--output", link, "--force"]).exitCode == 0)
    #expect(folder.names == ["link.json", "settings.json"])
  }

  @Test func checkImportPointsAtTheStoryboardLineInXcodeAndSARIF() throws {
    let xcode = Self.run(["check", "--import", Self.project, "--screen", "FeedViewController", "--only", "iphone-16-pro", "--reporter", "xcode"])
    #expect(xcode.exitCode == 1)
    let storyboard = packageRoot().path + "/\(Self.project)/Reader/Base.lproj/Main.storyboard"
    #expect(xcode.stdout.contains("\(storyboard):46:29: error: [overlaps-bar] bannerView"), "\(xcode.stdout)")
    let marked = try String(contentsOfFile: storyboard, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[45]
    #expect(marked.contains("MISTAKE: overlaps-bar"))
    let sarif = Self.run(["check", "--import", Self.project, "--screen", "FeedViewController", "--only", "iphone-16-pro", "--reporter", "sarif"])
    let log = try JSONParser.parse(sarif.stdout)
    let location = log["runs"]?[0]?["results"]?[0]?["locations"]?[0]?["physicalLocation"]
    #expect(location?["artifactLocation"]?["uri"] == .string("\(Self.project)/Reader/Base.lproj/Main.storyboard"))
    #expect(location?["region"]?["startLine"] == .number(46) && location?["region"]?["startColumn"] == .number(29))
    // The fixed twin: the pushed article, pinned to the safe area, is clean everywhere.
    #expect(Self.run(["check", "--import", Self.project, "--screen", "ArticleViewController"]).exitCode == 0)
  }

  @Test func aNativeAdViewInAXibOfItsOwnIsAFeedSlotCheckedWithWhatTheXibSays() throws {
    let card = Self.run(["import", "\(Self.project)/Reader/SponsoredCardViewFixed.xib"])
    #expect(card.exitCode == 0, "\(card.stderr)")
    let app = try JSONParser.parse(card.stdout)
    #expect(app["name"] == .string("SponsoredCardViewFixed") && app["slots"]?[0]?["name"] == .string("SponsoredCardViewFixed"))
    #expect(app["slots"]?[0]?["kind"] == .string("content") && app["slots"]?[0]?["align"] == .string("fill"))
    #expect(app["slots"]?[0]?["native"]?["adChoices"] == .string("top-left"))
    #expect(!card.stdout.contains("File's Owner") && !card.stderr.contains("File's Owner"))
    // Beside the other files it is one screen among them, named after the owner's outlet when it has one.
    let slot = try JSONParser.parse(Self.run(["import", Self.project, "--screen", "NativeSlotView"]).stdout)
    #expect(slot["slots"]?[0]?["name"] == .string("nativeAdView") && slot["slots"]?[0]?["kind"] == .string("content"))
    // Checked: the card without an "Ad" badge fails at its marked line; its twin has no error or warning.
    let mistake = Self.run(["check", "--import", "\(Self.project)/Reader/SponsoredCardView.xib", "--only", "phone", "--reporter", "xcode"])
    let xib = packageRoot().path + "/\(Self.project)/Reader/SponsoredCardView.xib"
    #expect(mistake.exitCode == 1 && mistake.stdout.contains("\(xib):14:9: error: [attribution-missing] SponsoredCardView"), "\(mistake.stdout)")
    let marked = try String(contentsOfFile: xib, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[13]
    #expect(marked.contains("MISTAKE: attribution-missing"))
    for twin in ["SponsoredCardViewFixed.xib", "NativeSlotView.xib"] {
      let fixed = Self.run(["check", "--import", "\(Self.project)/Reader/\(twin)", "--only", "phone"])
      #expect(fixed.exitCode == 0 && fixed.stdout.contains(": 0 errors, 0 warnings"), "\(twin): \(fixed.stdout)")
    }
  }

  @Test func aBannerOnTheViewsTopIsUnderATranslucentBarAndBelowAnOpaqueOne() throws {
    let storyboard = "\(Self.project)/Reader/Base.lproj/Comments.storyboard"
    let opaque = try JSONParser.parse(Self.run(["import", storyboard, "--screen", "RepliesViewController"]).stdout)
    #expect(opaque["chrome"]?["opaqueBars"] == .array([.string("navigation-bar")]))
    #expect(opaque["chrome"]?["edgesForExtendedLayout"] == .array([]))
    let under = Self.run(["check", "--import", storyboard, "--screen", "CommentsViewController", "--only", "iphone-16-pro", "--reporter", "xcode"])
    #expect(under.exitCode == 1 && under.stdout.contains("Comments.storyboard:34:29: error: [overlaps-bar] bannerView"), "\(under.stdout)")
    let marked = try String(contentsOfFile: packageRoot().path + "/" + storyboard, encoding: .utf8).split(separator: "\n")[33]
    #expect(marked.contains("MISTAKE: overlaps-bar"))
    let layout = try JSONParser.parse(
      Self.run([
        "check", "--import", storyboard, "--screen", "RepliesViewController", "--only", "iphone-16-pro", "--orientations", "portrait", "--json",
      ]).stdout)
    #expect(layout["results"]?[0]?["ads"]?[0]?["ad"]?["frame"]?["y"] == .number(62 + 44), "\(layout)")
    let below = Self.run(["check", "--import", storyboard, "--screen", "RepliesViewController", "--only", "phone,tablet"])
    #expect(below.exitCode == 0 && below.stdout.contains("0 with findings"), "\(below.stdout)")
  }

  @Test func aCentredRectangleIsInTheMiddleAndOnlyTheOneOnTheViewReachesTheTabBar() throws {
    let storyboard = "\(Self.project)/Reader/Base.lproj/Offers.storyboard"
    let offer = try JSONParser.parse(Self.run(["import", storyboard, "--screen", "OfferViewController"]).stdout)
    #expect(offer["slots"]?[0]?["position"] == .string("center") && offer["slots"]?[0]?["format"] == .string("medium-rectangle"))
    let se = try JSONParser.parse(
      Self.run([
        "check", "--import", storyboard, "--screen", "OfferDetailViewController", "--only", "iphone-se-1", "--orientations", "portrait", "--json",
      ])
      .stdout)
    // iPhone SE portrait: the safe area from 20 to 568 - 49, its middle at 269.5.
    #expect(se["results"]?[0]?["ads"]?[0]?["ad"]?["frame"]?["y"] == .number(269.5 - 125), "\(se)")
    let under = Self.run(["check", "--import", storyboard, "--screen", "OfferViewController", "--only", "iphone-se-1", "--reporter", "xcode"])
    #expect(under.exitCode == 1 && under.stdout.contains("Offers.storyboard:33:29: error: [overlaps-bar] rectangleView"), "\(under.stdout)")
    let marked = try String(contentsOfFile: packageRoot().path + "/" + storyboard, encoding: .utf8).split(separator: "\n")[32]
    #expect(marked.contains("MISTAKE: overlaps-bar"))
    let twin = Self.run(["check", "--import", storyboard, "--screen", "OfferDetailViewController", "--only", "phone,tablet"])
    #expect(twin.exitCode == 0 && twin.stdout.contains("0 with findings"), "\(twin.stdout)")
  }

  @Test func noOutputMayNameAnInputAndScreenTakesTheClassTheIdentifierOrTheID() throws {
    let storyboard = try String(
      contentsOf: packageRoot().appendingPathComponent("\(Self.project)/Reader/Base.lproj/Offers.storyboard"), encoding: .utf8)
    let files = ["App/Offers.storyboard": storyboard]
    for output in ["App/Offers.storyboard", "./App/Offers.storyboard", "App//Offers.storyboard"] {
      for input in ["App/Offers.storyboard", "App"] {
        let run = adpreview(["import", input, "--screen", "OfferViewController", "--output", output], files: files)
        #expect(run.exitCode == 2 && run.written.isEmpty, "\(input) → \(output)")
        #expect(run.stderr.contains("--output \(output.quotedForMessage) is"), "\(run.stderr)")
        #expect(run.stderr.contains("one of the files import reads: writing there would replace it; give another file"))
      }
    }
    let check = adpreview(
      ["check", "--import", "App", "--screen", "OfferViewController", "--output", "html=App/Offers.storyboard"], files: files)
    #expect(
      check.exitCode == 2 && check.written.isEmpty && check.stderr.contains("--output html \"App/Offers.storyboard\" is one of the files check reads")
    )
    let baseline = adpreview(["check", "--import", "App", "--screen", "Offer", "--write-baseline", "App/Offers.storyboard"], files: files)
    #expect(baseline.exitCode == 2 && baseline.stderr.contains("--write-baseline"))
    // Elsewhere it is written.
    #expect(
      adpreview(["import", "App", "--screen", "OfferViewController", "--output", "offer.json"], files: files).written.keys.contains("offer.json"))
    // --screen: the class, the storyboard identifier or the id.
    for name in ["OfferDetailViewController", "OfferDetail", "Ofd-Ctl-001"] {
      let run = adpreview(["import", "App", "--screen", name], files: files)
      #expect(run.exitCode == 0, "\(name): \(run.stderr)")
      #expect(try JSONParser.parse(run.stdout)["name"] == .string("OfferDetailViewController"), "\(name)")
    }
  }

  @Test func severalScreensNoScreenAndNoAds() {
    let several = Self.run(["import", Self.project])
    #expect(several.exitCode == 2)
    #expect(several.stderr.contains("11 screens have ad views: CommentsViewController ("), "\(several.stderr)")
    #expect(several.stderr.contains("choose one with --screen NAME"))
    #expect(Self.run(["import", Self.project, "--screen", "Nope"]).stderr.contains("no screen of that name"))
    let none = adpreview(
      ["import", "A.storyboard"],
      files: ["A.storyboard": #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#])
    #expect(none.exitCode == 2 && none.stderr.contains("no ad view"), "\(none.stderr)")
    #expect(adpreview(["import"]).stderr.contains("give the storyboards"))
    #expect(adpreview(["check", "--import", "A.storyboard", "--app", "x.json"], files: [:]).stderr.contains("not two of them"))
  }

  @Test func aMalformedFileIsNamedAndTheOthersAreStillRead() throws {
    let good = try String(contentsOf: packageRoot().appendingPathComponent("\(Self.project)/Reader/Base.lproj/Legacy.storyboard"), encoding: .utf8)
    let files = ["App/Good.storyboard": good, "App/Broken.storyboard": "<document>\n  <scenes>\n</document>\n", "App/Notes.txt": "x"]
    let run = adpreview(["import", "App"], files: files)
    #expect(run.exitCode == 2)
    #expect(run.stderr.contains("adpreview: App/Broken.storyboard:3:1: </document> closes <scenes> of line 2"), "\(run.stderr)")
    #expect(try JSONParser.parse(run.stdout)["name"] == .string("SettingsViewController"))
    let check = adpreview(["check", "--import", "App", "--only", "iphone-x"], files: files)
    #expect(check.exitCode == 2 && check.stdout.contains("scenes checked"), "\(check.stderr)")
  }
}
