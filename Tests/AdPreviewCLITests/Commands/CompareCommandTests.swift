import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewCLI

/// `adpreview compare`: two scenes side by side, from the options (one frame), from a script
/// (the two logs), and recorded (cast, GIF, SVG) by play's writers.
@Suite struct CompareCommandTests {
  static let doneMeans = ["compare", "--device", "iPhone 17 Pro", "--device", "iPhone Duo", "--posture", "half-open", "--size", "160x50"]

  /// The frame's rows cut at the middle column: what the left scene and the right show.
  static func halves(_ text: String, columns: Int = 160) -> (left: String, right: String) {
    var left: [String] = []
    var right: [String] = []
    for line in text.split(separator: "\n") {
      let characters = Array(line)
      left.append(String(characters.prefix(columns / 2)))
      right.append(String(characters.dropFirst(columns / 2)))
    }
    return (left.joined(separator: "\n"), right.joined(separator: "\n"))
  }

  @Test func theDoneMeansCommandDrawsBothScenesWithTheirFindingsAt160By50() {
    let run = adpreview(Self.doneMeans)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let rows = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 51)
    #expect(rows.dropLast().allSatisfy { $0.count == 160 })
    let (left, right) = Self.halves(run.stdout)
    #expect(left.contains("left · iPhone 17 Pro · iOS 27 · portrait"))
    #expect(right.contains("right · iPhone Duo · iOS 27.1 · portrait · half-open"))
    // Each scene's own findings in its own panel: two corners on the iPhone, one on the Duo.
    #expect(left.contains("Findings  2 info"))
    #expect(right.contains("Findings  1 info"))
    #expect(left.contains("· overlaps-corner") && right.contains("· overlaps-corner"))
    #expect(!left.contains("iPhone Duo") && !right.contains("iPhone 17 Pro"))
    // The posture is the Duo's alone, and the iPhone's log says it was left out.
    #expect(left.contains("--posture half-open"))
    #expect(left.contains("does not fold to it"))
    #expect(run.stdout.contains(" left: 2 findings (overlaps-corner ×2) · right: 1 finding (overlaps-corner)"))
    assertSnapshot(rows.map { $0 + "|" }.joined(separator: "\n"), named: "done-means-160x50")
  }

  @Test func anOptionGivenOnceIsForBothAndTwiceForEachSide() {
    let run = adpreview(["compare", "--device", "iphone-x", "--os", "15", "--os", "16", "--orientation", "landscape-left", "--size", "160x50"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let (left, right) = Self.halves(run.stdout)
    #expect(left.contains("left · iPhone X · iOS 15 · landscape-left"))
    #expect(right.contains("right · iPhone X · iOS 16 · landscape-left"))
  }

  /// Reload on and off: the right's banner kept at the portrait size it was loaded with.
  @Test func aLoadedSizeForOneSideShowsItsStaleBanner() {
    let run = adpreview(
      [
        "compare", "--device", "iphone-x", "--orientation", "landscape-left", "--loaded-size", "375x59", "--loaded-size", "724x75",
        "--size", "160x50",
      ])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let (left, right) = Self.halves(run.stdout)
    #expect(left.contains("stale-size") && !right.contains("stale-size"))
  }

  /// Without a script, two sides alike would draw one picture twice: refused, saying how to
  /// give each side its own. A script may start alike and tell them apart; so may --watch.
  @Test func twoScenesAlikeWithoutAScriptAreRefused() {
    for arguments in [["compare"], ["compare", "--device", "iphone-x"], ["compare", "--device", "iphone-x", "--device", "iPhone X"]] {
      let run = adpreview(arguments)
      #expect(run.exitCode == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("adpreview: compare shows two scenes, and both sides are iphone-x with the same options: "), "\(run.stderr)")
      #expect(run.stderr.contains("give a scene option twice, the left's then the right's"))
    }
    #expect(adpreview(["compare", "--device", "iphone-x", "--os", "15", "--os", "16", "--size", "160x50"]).exitCode == 0)
    let script = adpreview(["compare", "s.play"], files: ["s.play": "left: rotate landscape-left\n"])
    #expect(script.exitCode == 0, "\(script.stderr)")
    #expect(adpreview(["compare", "--watch"], terminal: true).interactive)
  }

  @Test func anOptionGivenThreeTimesIsAnErrorNamingIt() {
    let run = adpreview(["compare", "--device", "iphone-x", "--device", "iphone-duo", "--device", "ipad-pro-11"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("adpreview: --device is given three times"), "\(run.stderr)")
    // Other commands still take an option once.
    #expect(adpreview(["render", "--device", "iphone-x", "--device", "iphone-duo"]).stderr.hasPrefix("adpreview: --device is given twice"))
  }

  @Test func anOptionOneSideCannotTakeForItselfIsAnErrorNamingTheSide() {
    let run = adpreview(["compare", "--device", "iphone-x", "--device", "iphone-duo", "--posture", "open", "--posture", "half-open"])
    #expect(run.exitCode == 2)
    #expect(run.stderr.hasPrefix("adpreview: left: "), "\(run.stderr)")
  }

  static let script = """
    # Two phones, then each side on its own.
    left: device iphone-17-pro
    right: device iphone-duo
    right: posture half-open
    appear
    wait 1000
    left: rotate landscape-left
    both: say "turned"
    wait 1000
    fold
    wait 1000
    """

  @Test func aScriptsLinesGoToTheSideTheyAddressAndTheLogsAreMergedInTime() throws {
    let run = adpreview(["compare", "s.play"], files: ["s.play": Self.script])
    #expect(run.exitCode == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.hasPrefix("left  ") || $0.hasPrefix("right ") })
    let left = lines.filter { $0.hasPrefix("left ") }.joined(separator: "\n")
    let right = lines.filter { $0.hasPrefix("right ") }.joined(separator: "\n")
    #expect(left.contains("device → iPhone 17 Pro") && !right.contains("iPhone 17 Pro"))
    #expect(right.contains("posture → half-open") && !left.contains("posture →"))
    #expect(left.contains("rotated to landscape-left") && !right.contains("rotated to"))
    // The fold is the Duo's alone: the iPhone skips it and says so.
    #expect(right.contains("posture → folded"))
    #expect(left.contains("skipped here:") && left.contains("does not fold"))
    #expect(left.contains("“turned”") && right.contains("“turned”"))
    let times = lines.compactMap { Double($0.dropFirst(6).split(separator: " ").first ?? "") }
    // Every event line has its time, so an empty list (a changed format) cannot pass as sorted.
    #expect(!times.isEmpty && times.count == lines.count, "\(lines)")
    #expect(times == times.sorted())
    let json = adpreview(["compare", "s.play", "--json"], files: ["s.play": Self.script])
    #expect(json.stdout.hasPrefix("{\"side\": \"left\", \"t\": 0,"), "\(json.stdout.prefix(80))")
    #expect(json.stdout.contains("{\"side\": \"right\""))
  }

  @Test func badScriptsNameTheFileAndLine() {
    let unknown = adpreview(["compare", "s.play"], files: ["s.play": "appear\nmiddle: rotate\n"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.hasPrefix("adpreview: s.play:2: unknown side \"middle:\""), "\(unknown.stderr)")
    let empty = adpreview(["compare", "s.play"], files: ["s.play": "left:\n"])
    #expect(empty.stderr.hasPrefix("adpreview: s.play:1: left: needs a command after it"), "\(empty.stderr)")
    let refused = adpreview(["compare", "s.play"], files: ["s.play": "appear\nleft: fold\n"])
    #expect(refused.exitCode == 2)
    #expect(refused.stderr.hasPrefix("adpreview: s.play:2: left: "), "\(refused.stderr)")
    // wait and say are for both scenes: a side in front of one is refused, when recording too.
    for arguments in [["compare", "s.play"], ["compare", "s.play", "--cast", "c.cast"]] {
      let sided = adpreview(arguments, files: ["s.play": "appear\n\nleft: wait 10\n"])
      #expect(sided.exitCode == 2)
      #expect(sided.stdout.isEmpty && sided.written.isEmpty)
      #expect(
        sided.stderr == "adpreview: s.play:3: wait is for both scenes, which share one clock and one caption: write it without left: in front\n")
    }
    let missing = adpreview(["compare", "missing.play"])
    #expect(missing.exitCode == 2)
    #expect(missing.stderr.hasPrefix("adpreview: \"missing.play\": no such file"), "\(missing.stderr)")
    #expect(adpreview(["compare", "a.play", "b.play"]).stderr.hasPrefix("adpreview: compare takes one script, got 2"))
    #expect(adpreview(["compare", "--json"]).stderr.hasPrefix("adpreview: --json goes with a script"))
    #expect(adpreview(["compare", "--caption", "hi"]).stderr.contains("--caption goes with --watch, --cast, --gif or --svg"))
    // A side prefix is compare's: play says so and how to run the script.
    #expect(
      adpreview(["play", "s.play"], files: ["s.play": "left: rotate\n"]).stderr.contains(
        "left: starts a line of a compare script (two scenes side by side): run it with `adpreview compare s.play`"))
  }

  @Test func watchStartsThePreviewerWithBothScenes() throws {
    let run = adpreview(
      ["compare", "s.play", "--watch", "--device", "iphone-x", "--device", "iphone-duo"], files: ["s.play": Self.script], terminal: true)
    #expect(run.interactive)
    let configuration = try #require(run.configuration)
    #expect(configuration.selection.deviceID == "iphone-x")
    #expect(configuration.comparison?.right.deviceID == "iphone-duo")
    #expect(configuration.script?.script.side(1) == .right)
    #expect(adpreview(["compare", "s.play", "--watch"], files: ["s.play": Self.script]).stderr.contains("--watch needs a terminal"))
  }

  @Test func aCastAGIFAndAnSVGAreWrittenFromOneSetOfFrames() throws {
    let run = adpreview(
      ["compare", "s.play", "--cast", "a.cast", "--gif", "a.gif", "--svg", "a.svg"], files: ["s.play": Self.script])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("cast written to \"a.cast\": 160×50,"))
    #expect(run.stdout.contains("gif written to \"a.gif\": 1280×800 px,"))
    #expect(run.stdout.contains("svg written to \"a.svg\": 160×50 cells,"))
    let cast = try #require(run.written["a.cast"])
    #expect(cast.hasPrefix("{\"version\": 2, \"width\": 160, \"height\": 50"), "\(cast.prefix(80))")
    #expect(cast.contains("adpreview compare s.play"))
    let svg = try #require(run.written["a.svg"])
    for words in ["iPhone 17 Pro", "iPhone Duo", "overlaps-corner", ">turned<"] {
      #expect(svg.contains(words), "\(words)")
    }
    #expect(run.written["a.gif"] != nil)
    let frames = try PlayExportTests.frames(in: run.stdout, kind: "gif")
    #expect(try PlayExportTests.frames(in: run.stdout, kind: "svg").count == frames.count)
    #expect(try PlayExportTests.frames(in: run.stdout, kind: "cast").count == frames.count)
    // Without a script: the two scenes appearing and loading.
    let plain = adpreview(["compare", "--device", "iphone-x", "--device", "iphone-duo", "--svg", "b.svg"])
    #expect(plain.exitCode == 0, "\(plain.stderr)")
    #expect(plain.written["b.svg"]?.contains("iPhone Duo") == true)
  }

  /// Pillow reads the GIF `compare` writes: its frames and their delays are what the summary
  /// says, at twice the width of one scene.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.pillow))
  func pillowReadsTheComparisonsGIF() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("s.play", Array(Self.script.utf8))
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try EndToEndTests().runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' compare s.play --gif a.gif > summary.txt", in: folder.path)
    #expect(status == 0, "\(stderr)")
    let expected = try PlayExportTests.frames(in: folder.read("summary.txt") ?? "", kind: "gif")
    let gif = try #require(try Python.gif(folder.path + "/a.gif"), "Pillow could not read the GIF")
    #expect(gif.frames == expected.count)
    #expect(gif.milliseconds == Int((expected.seconds * 1000).rounded()))
    #expect(gif.width == 1280 && gif.height == 800)
  }

  /// Headless Chromium plays the animated SVG `compare` writes: both scenes drawn at the
  /// start, each with its title bar; 2.5 s in, the picture has moved on and the caption both
  /// sides were given shows over each.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.chromium, .pillow))
  func chromiumPlaysTheComparisonsSVG() throws {
    let folder = try TemporaryFolder()
    _ = try folder.write("s.play", Array(Self.script.utf8))
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try EndToEndTests().runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' compare s.play --svg a.svg > summary.txt", in: folder.path)
    #expect(status == 0, "\(stderr)")
    #expect(folder.read("summary.txt")?.hasPrefix("svg written to \"a.svg\": 160×50 cells,") == true)
    let chromium = try #require(HTMLReportChromiumTests.chromium)
    let program =
      Python.chromiumShot(width: 1280, height: 800) + """
        start = shot("start.png", 0)
        later = shot("later.png", 2500)
        def rgb(image, x, y): return "%d,%d,%d" % image.getpixel((x, y))
        def drawn(image, x0): return sum(1 for x in range(x0, x0 + 640, 4) for y in range(0, 800, 4) if image.getpixel((x, y)) != (0, 0, 0))
        # The title bar's grey over each half; the caption band's blue (xterm 24) over each scene later.
        print(rgb(start, 2, 1), rgb(start, 642, 1), rgb(later, 100, 50), rgb(later, 740, 50))
        print(min(drawn(start, 0), drawn(start, 640), drawn(later, 0), drawn(later, 640)))
        print(sum(1 for x in range(0, 1280, 4) for y in range(0, 800, 4) if start.getpixel((x, y)) != later.getpixel((x, y))))
        """
    let (pythonStatus, output) = try Python.run(program, input: "", arguments: [folder.path + "/a.svg", chromium, folder.path])
    try #require(pythonStatus == 0, "\(output)")
    let lines = output.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "\(output)")
    #expect(lines[0] == "208,208,208 208,208,208 0,95,135 0,95,135", "\(output)")
    #expect((Int(lines[1]) ?? 0) > 2000, "a half of the SVG is empty: \(output)")
    #expect((Int(lines[2]) ?? 0) > 100, "the SVG shows the same picture after 2.5 s: \(output)")
  }

  /// The example plays to its end on both sides.
  @Test func theExampleScriptPlays() throws {
    let path = packageRoot().appendingPathComponent("examples/compare.play").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let run = adpreview(["compare", "compare.play"], files: ["compare.play": text])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("6.500  posture → folded"))
    #expect(run.stdout.contains("stale-size"))
  }
}
