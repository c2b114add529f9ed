import AdPreviewTestSupport
import Foundation
import Testing

/// `play --gif` and `--svg`: read back with the programs that read them for real — ffprobe
/// and Pillow for the GIF's frames and timing, headless Chromium for the SVG's pictures —
/// and written by the rules `--cast` follows.
@Suite struct PlayExportTests {
  static let script = """
    device galaxy-z-fold-5
    say "A Galaxy Z Fold5 with an adaptive banner"
    appear
    wait 600
    say "Folded: the banner reloads for the cover"
    fold
    wait 900
    unfold
    wait 700
    """

  /// Renders the script into a folder; returns the folder, the summary and the status.
  func export(_ options: [String], script: String = PlayExportTests.script) throws -> (TemporaryFolder, String, String, Int32) {
    let folder = try TemporaryFolder()
    _ = try folder.write("fold.play", Array(script.utf8))
    // By a relative name (the status line names the script as it was given), in a plain
    // environment as the README's commands run: the test runner's NO_COLOR would drop the
    // colours.
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try EndToEndTests().runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' play fold.play \(options.map { "'\($0)'" }.joined(separator: " ")) > summary.txt", in: folder.path)
    return (folder, folder.read("summary.txt") ?? "", stderr, status)
  }

  /// `N frames over S s` from a summary line.
  static func frames(in summary: String, kind: String) throws -> (count: Int, seconds: Double) {
    let line = try #require(summary.split(separator: "\n").first { $0.hasPrefix(kind) })
    let words = line.split(separator: " ")
    let index = try #require(words.firstIndex(of: "frames"))
    let count = try #require(Int(words[index - 1]))
    let seconds = try #require(Double(words[index + 2]))
    return (count, seconds)
  }

  /// `--present`: no frame of the export shows a key hint ("? help", the key bar, "space
  /// pauses"), read frame by frame by a terminal emulator; without it, the console's hints
  /// are there.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.pyte))
  func aPresentationExportShowsNoKeyHintInAnyFrame() throws {
    let program = """
      import json, sys, pyte
      lines = sys.stdin.read().splitlines()
      header = json.loads(lines[0])
      screen = pyte.Screen(header["width"], header["height"] + 1)
      stream = pyte.Stream(screen)
      seen = set()
      for line in lines[1:]:
          time, kind, data = json.loads(line)
          stream.feed(data)
          text = "\\n".join(screen.display)
          for hint in ["? help", "q quit", "space pauses", "r rotate"]:
              if hint in text:
                  seen.add(hint)
      print(",".join(sorted(seen)))
      """
    for present in [true, false] {
      let (folder, _, stderr, status) = try export(["--cast", "a.cast", "--size", "120x40"] + (present ? ["--present"] : []))
      #expect(status == 0, "\(stderr)")
      let cast = try #require(folder.read("a.cast"))
      let (hints, problems, exit) = try runProgram("python3", ["-c", program], input: cast)
      try #require(exit == 0, "\(problems)")
      if present {
        #expect(hints.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "--present shows: \(hints)")
      } else {
        #expect(hints.contains("? help") && hints.contains("r rotate"), "without --present: \(hints)")
      }
    }
  }

  /// A long wait is shown short in an export, with how much time passed: the app-open
  /// example's four-hour lunch takes 3 s of its GIF, and the whole example fits in one.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func theAppOpenExampleExportsWholeWithItsLunchShortened() throws {
    let script = try String(contentsOf: packageRoot().appendingPathComponent("examples/app-open.play"), encoding: .utf8)
    let (folder, summary, stderr, status) = try export(["--gif", "a.gif", "--cast", "a.cast", "--size", "120x40"], script: script)
    #expect(status == 0, "\(stderr)")
    #expect(!summary.contains("it holds the first"), "\(summary)")
    let gif = try Self.frames(in: summary, kind: "gif")
    #expect(gif.seconds < 300, "\(summary)")
    #expect(folder.read("a.cast")?.contains("4 hours later") == true)
  }

  /// A scenario longer than the previewer's cap: the GIF and the SVG hold its first 10
  /// minutes and say so, ending there; without a cast the rest is not played at all; with
  /// one, the cast holds all of it and the GIF's line names the scenario's length.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func exportsPastTheCapHoldTheFirstTenMinutesAndSaySo() throws {
    // Waits of a minute, which exports show as they are (a longer one is shortened): 95
    // minutes in all.
    let long =
      "device iphone-17-pro\nwait 1000\n"
      + String(repeating: "rotate landscape-left\nwait 60000\nrotate portrait\nwait 60000\n", count: 47) + "rotate landscape-left\n"
    let (_, pictures, stderr, status) = try export(["--gif", "a.gif", "--svg", "a.svg", "--size", "80x24"], script: long)
    #expect(status == 0, "\(stderr)")
    for kind in ["gif", "svg"] {
      let (_, seconds) = try Self.frames(in: pictures, kind: kind)
      #expect(seconds == 600, "\(pictures)")
    }
    #expect(pictures.contains("it holds the first 10 minutes of the scenario, whose rest was not played (the most kept)"), "\(pictures)")
    let (folder, withCast, castErrors, castStatus) = try export(["--cast", "a.cast", "--gif", "a.gif", "--size", "80x24"], script: long)
    #expect(castStatus == 0, "\(castErrors)")
    let cast = try Self.frames(in: withCast, kind: "cast")
    #expect(cast.seconds > 5641, "the cast holds the whole scenario: \(withCast)")
    #expect(withCast.contains("it holds the first 10 minutes of the 5646.5 s scenario"), "\(withCast)")
    // Pillow reads the GIF to the cap: its delays add up to 10 minutes.
    let gif = try #require(try Python.gif(folder.path + "/a.gif"), "Pillow could not read the GIF")
    #expect(gif.milliseconds == 600_000, "\(gif)")
  }

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func theGIFAndSVGAreTheSameBytesEveryTimeAndSayTheirFrames() throws {
    let (folder, summary, stderr, status) = try export(["--gif", "a.gif", "--svg", "a.svg", "--cast", "a.cast", "--size", "100x30"])
    #expect(status == 0, "\(stderr)")
    #expect(summary.contains("gif written to \"a.gif\": 800×480 px,"))
    #expect(summary.contains("svg written to \"a.svg\": 100×30 cells,"))
    let gif = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a.gif"))
    let svg = try #require(folder.read("a.svg"))
    #expect(gif.starts(with: Array("GIF89a".utf8)))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"800\" height=\"480\""))
    let (again, _, _, _) = try export(["--gif", "a.gif", "--svg", "a.svg", "--size", "100x30"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: again.path + "/a.gif")) == gif, "two renders of one script differ")
    #expect(again.read("a.svg") == svg)
    // The three files come from one set of frames.
    let gifFrames = try PlayExportTests.frames(in: summary, kind: "gif")
    #expect(try PlayExportTests.frames(in: summary, kind: "svg").count == gifFrames.count)
    #expect(try PlayExportTests.frames(in: summary, kind: "cast").count == gifFrames.count)
  }

  /// ffprobe and Pillow count the frames and add up their delays: what the summary says, the
  /// script's whole run with its last frame held.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.pillow, .ffprobe))
  func ffprobeAndPillowReadTheGIFsFramesAndDuration() throws {
    let (folder, summary, stderr, status) = try export(["--gif", "a.gif", "--size", "100x30"])
    #expect(status == 0, "\(stderr)")
    let expected = try PlayExportTests.frames(in: summary, kind: "gif")
    let gif = try #require(try Python.gif(folder.path + "/a.gif"), "Pillow could not read the GIF")
    #expect(gif.format == "GIF")
    #expect(gif.frames == expected.count)
    #expect(gif.milliseconds == Int((expected.seconds * 1000).rounded()))
    #expect(gif.width == 800 && gif.height == 480)
    // The title bar: black text on the palette's 252 grey, as on screen.
    let pixel = """
      import sys
      from PIL import Image
      print("%d,%d,%d" % Image.open(sys.argv[1]).convert("RGB").getpixel((2, 1)))
      """
    let (pillowStatus, output) = try Python.run(pixel, input: "", arguments: [folder.path + "/a.gif"])
    #expect(pillowStatus == 0 && output == "208,208,208\n", "\(output)")
    let (probe, problems, probeStatus) = try runProgram(
      "ffprobe", ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,duration", "-of", "default=nw=1", folder.path + "/a.gif"])
    #expect(probeStatus == 0, "\(problems)")
    #expect(probe.contains("nb_read_frames=\(expected.count)"), "\(probe)")
    let duration = probe.split(separator: "\n").first { $0.hasPrefix("duration=") }.flatMap { Double($0.dropFirst(9)) }
    #expect(duration.map { abs($0 - expected.seconds) < 0.051 } == true, "\(probe) against \(expected.seconds) s")
  }

  /// The issue's test of the demo: ffprobe reads `play examples/demo.play --gif`'s frame
  /// count and total duration as the ones the script renders to (the summary, which the cast
  /// shares), and the duration covers every wait of the script.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.ffprobe))
  func ffprobeReadsTheDemosFramesAndDuration() throws {
    let root = packageRoot().path
    let folder = try TemporaryFolder()
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try EndToEndTests().runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' play examples/demo.play --gif '\(folder.path)/demo.gif' --cast '\(folder.path)/demo.cast' "
        + "--size 120x40 > '\(folder.path)/summary.txt'", in: root)
    #expect(status == 0, "\(stderr)")
    let summary = folder.read("summary.txt") ?? ""
    let expected = try PlayExportTests.frames(in: summary, kind: "gif")
    #expect(try PlayExportTests.frames(in: summary, kind: "cast").count == expected.count)
    let script = try String(contentsOfFile: root + "/examples/demo.play", encoding: .utf8)
    let waits = script.split(separator: "\n").compactMap { line -> Int? in
      line.hasPrefix("wait ") ? Int(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) : nil
    }.reduce(0, +)
    #expect(waits > 10_000)
    let (probe, problems, probeStatus) = try runProgram(
      "ffprobe",
      ["-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames,duration", "-of", "default=nw=1", folder.path + "/demo.gif"])
    #expect(probeStatus == 0, "\(problems)")
    #expect(probe.contains("nb_read_frames=\(expected.count)"), "\(probe)")
    let duration = try #require(probe.split(separator: "\n").first { $0.hasPrefix("duration=") }.flatMap { Double($0.dropFirst(9)) }, "\(probe)")
    #expect(abs(duration - expected.seconds) < 0.051, "\(probe) against \(expected.seconds) s")
    #expect(duration * 1000 >= Double(waits), "the GIF is shorter than the script's waits (\(waits) ms)")
  }

  /// Headless Chromium draws the SVG: at its start the title bar's grey and the caption's
  /// blue where the terminal has them; seconds later the picture has moved on (the fold).
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.chromium, .pillow))
  func chromiumPlaysTheSVG() throws {
    let (folder, _, stderr, status) = try export(["--svg", "a.svg", "--size", "100x30"])
    #expect(status == 0, "\(stderr)")
    let chromium = try #require(HTMLReportChromiumTests.chromium)
    let program =
      Python.chromiumShot(width: 800, height: 480) + """
        start = shot("start.png", 0)
        later = shot("later.png", 2500)
        def rgb(image, x, y): return "%d,%d,%d" % image.getpixel((x, y))
        # The title bar's grey (xterm 252), the caption band's blue (xterm 24) below it.
        print(rgb(start, 2, 1), rgb(start, 40, 40))
        print(sum(1 for x in range(0, 800, 4) for y in range(0, 480, 4) if start.getpixel((x, y)) != later.getpixel((x, y))))
        """
    let (pythonStatus, output) = try Python.run(program, input: "", arguments: [folder.path + "/a.svg", chromium, folder.path])
    try #require(pythonStatus == 0, "\(output)")
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "208,208,208 0,95,135", "\(output)")
    let changed = Int(lines.last ?? "") ?? 0
    #expect(changed > 100, "the SVG shows the same picture after 2.5 s: \(output)")
  }

  /// The rules `--cast` follows: never through a symbolic link without `--force`, and a
  /// write that fails is exit 2 with the reason and leaves no file behind.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func exportsFollowTheOutputFileRules() throws {
    let (folder, _, _, _) = try export(["--gif", "first.gif", "--size", "100x30"])
    try folder.write("victim.txt", Array("keep".utf8))
    #expect(symlink("victim.txt", folder.path + "/link.gif") == 0)
    let end = EndToEndTests()
    for kind in ["--gif", "--svg"] {
      let (_, stderr, status) = try end.run(["play", folder.path + "/fold.play", kind, "link.gif", "--size", "100x30"], in: folder.path)
      #expect(status == 2)
      #expect(stderr.contains("symbolic link"), "\(stderr)")
      #expect(folder.read("victim.txt") == "keep")
    }
    let (_, forcedErr, forced) = try end.run(
      ["play", folder.path + "/fold.play", "--svg", "link.gif", "--size", "100x30", "--force"], in: folder.path)
    #expect(forced == 0, "\(forcedErr)")
    #expect(folder.read("victim.txt")?.hasPrefix("<svg") == true)
    // A file-size limit: the write fails, exit 2, and nothing half written stays.
    let binary = try #require(EndToEndTests.binary).path
    let (problem, limited) = try end.runShell("ulimit -f 20; '\(binary)' play fold.play --gif big.gif --size 100x30", in: folder.path)
    #expect(limited == 2, "\(problem)")
    #expect(problem.contains("--gif"), "\(problem)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/big.gif"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("big.gif") }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  /// `docs/demo.gif` and `docs/demo.svg`, which the README shows, are today's renders of
  /// `examples/demo.play` (CI renders them again too).
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil))
  func theReadmesGIFAndSVGAreTodaysRenders() throws {
    let root = packageRoot().path
    let folder = try TemporaryFolder()
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try EndToEndTests().runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' play examples/demo.play --gif '\(folder.path)/demo.gif' --svg '\(folder.path)/demo.svg' --size 120x40",
      in: root)
    #expect(status == 0, "\(stderr)")
    for name in ["demo.gif", "demo.svg"] {
      let fresh = try Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/\(name)"))
      let committed = try Data(contentsOf: URL(fileURLWithPath: "\(root)/docs/\(name)"))
      // Compared first: a failed expectation on two large values would print their difference.
      let same = fresh == committed
      #expect(same, "docs/\(name) is stale (\(fresh.count) bytes against \(committed.count)): render it again with the command in the README")
    }
  }

  @Test func exportsAreForPlaysFramesOnly() {
    let script = ["s.play": "appear\n"]
    #expect(adpreview(["play", "s.play", "--gif", "a.gif", "--watch"], files: script).stderr.contains("--watch and --gif: choose one"))
    #expect(adpreview(["play", "s.play", "--caption", "hi"], files: script).stderr.contains("--caption goes with --watch, --cast, --gif or --svg"))
    let run = adpreview(["play", "s.play", "--svg", "a.svg", "--caption", "Hello"], files: script)
    #expect(run.exitCode == 0)
    #expect(run.written["a.svg"]?.contains(">Hello</text>") == true)
  }
}
