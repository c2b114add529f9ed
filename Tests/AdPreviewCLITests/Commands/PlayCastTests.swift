import AdPreviewTestSupport
import Foundation
import Testing

/// `play --cast`: a recording made with no terminal, replayed through a real terminal
/// emulator (Python's pyte), ends on the picture `render` draws for the same scene.
@Suite struct PlayCastTests {
  static let script = """
    device galaxy-z-fold-5
    appear
    wait 600
    fold
    wait 700
    unfold
    wait 700
    """

  /// The screen a terminal shows after playing a cast, one string a row: a terminal a row
  /// taller than the recording, as a user's usually is, so the cast's ending moves the
  /// cursor to the row below the picture (a last row checked to be empty and to hold the
  /// cursor), where the shell's prompt then goes.
  static func replayed(_ cast: String) throws -> [String] {
    let program = """
      import json, sys, pyte
      lines = sys.stdin.read().splitlines()
      header = json.loads(lines[0])
      assert header["version"] == 2, header
      screen = pyte.Screen(header["width"], header["height"] + 1)
      stream = pyte.Stream(screen)
      last = -1.0
      for line in lines[1:]:
          time, kind, data = json.loads(line)
          assert time >= last, (time, last)
          last = time
          if kind == "o":
              stream.feed(data)
      # A whole cast ends with the reset (a cut one, of its first frames, does not).
      if "\\\\u001b[?25h" in lines[-1]:
          assert screen.cursor.y == header["height"] and screen.cursor.x == 0, (screen.cursor.y, screen.cursor.x)
          assert not screen.cursor.hidden
          assert screen.cursor.attrs.fg == "default" and screen.cursor.attrs.bg == "default", screen.cursor.attrs
      assert screen.display[-1].strip() == "", screen.display[-1]
      print("\\n".join(screen.display[:-1]))
      """
    let (text, problems, status) = try runProgram("python3", ["-c", program], input: cast)
    try #require(status == 0, "pyte could not replay the cast: \(problems)")
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.pyte))
  func aCastReplaysToTheScreenRenderDrawsAndIsTheSameEveryTime() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("fold.play", Array(PlayCastTests.script.utf8))
    let end = EndToEndTests()
    // Without colours, as `render` draws when its output is not a terminal: the glyphs that
    // stand in for colours are then the same in both.
    let plain = ["NO_COLOR": "1"]
    let (stdout, stderr, status) = try end.run(
      ["play", script, "--cast", "\(folder.path)/a.cast", "--size", "100x30"], in: folder.path, environment: plain)
    #expect(status == 0, "\(stderr)")
    #expect(stdout.contains("100×30"))
    _ = try end.run(["play", script, "--cast", "\(folder.path)/b.cast", "--size", "100x30"], in: folder.path, environment: plain)
    let cast = try #require(folder.read("a.cast"))
    #expect(cast == folder.read("b.cast"), "two renders of the same script differ")
    #expect(cast.hasPrefix("{\"version\": 2, \"width\": 100, \"height\": 30"))

    let screen = try PlayCastTests.replayed(cast)
    let (render, _, _) = try end.run(["render", "--device", "galaxy-z-fold-5", "--size", "100x30"])
    let expected = render.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The device, its ad and the title bar: everything but the log and the status line,
    // which tell the story of how the scene came to be.
    let pictureWidth = 59
    let rows = [0] + Array(2..<26)
    for row in rows {
      #expect(
        String(screen[row].prefix(pictureWidth)) == String(expected[row].prefix(pictureWidth)),
        "row \(row) differs:\n\(screen[row])\n\(expected[row])")
    }
    #expect(screen.joined().contains("#3 690×149"))
  }

  /// The demos: each `docs/*.cast` is what `play --cast` writes for its `examples/*.play`
  /// today (CI renders them again and fails on a difference), and a terminal emulator
  /// replays it to its last scene: the iPhone Duo's cover, folded again, with the
  /// interstitial reloaded for it; the Galaxy Z Fold with its native ad.
  @Test(
    .tags(.external),
    .enabled(if: EndToEndTests.binary != nil), .needs(.pyte),
    arguments: [
      ("iphone-duo", ["iPhone Duo · iOS 27.1 · portrait · folded · 466×678", "ready, 466×678", "9:41"]),
      ("demo", ["Samsung Galaxy Z Fold5", "native ad view re-laid out"]),
    ])
  func aDemoReplaysAndIsTheCommittedCast(name: String, shows: [String]) throws {
    let root = packageRoot().path
    let folder = try TemporaryFolder()
    let end = EndToEndTests()
    // In a plain environment, as the README's command is run: the test runner's own (its
    // NO_COLOR) would give a cast without colours.
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try end.runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' play examples/\(name).play --cast '\(folder.path)/\(name).cast' --size 120x40",
      in: root)
    #expect(status == 0, "\(stderr)")
    let cast = try #require(folder.read("\(name).cast"))
    let committed = try String(contentsOfFile: "\(root)/docs/\(name).cast", encoding: .utf8)
    #expect(cast == committed, "docs/\(name).cast is stale: render it again with the command in the README")
    let screen = try PlayCastTests.replayed(cast).joined(separator: "\n")
    for text in shows { #expect(screen.contains(text), "\(name): \(text)") }
  }

  /// The collapsible banner demo: `docs/collapsible.cast` is today's, and at its first
  /// second a terminal shows the expanded overlay over the iPhone 17 Pro's safe-area bottom.
  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.pyte))
  func theCollapsibleDemoShowsTheOverlayAndIsTheCommittedCast() throws {
    let root = packageRoot().path
    let folder = try TemporaryFolder()
    let binary = try #require(EndToEndTests.binary).path
    let (stderr, status) = try EndToEndTests().runShell(
      "env -i PATH=/usr/bin:/bin '\(binary)' play examples/collapsible.play --cast '\(folder.path)/c.cast' --size 120x40",
      in: root)
    #expect(status == 0, "\(stderr)")
    let cast = try #require(folder.read("c.cast"))
    let committed = try String(contentsOfFile: "\(root)/docs/collapsible.cast", encoding: .utf8)
    #expect(cast == committed, "docs/collapsible.cast is stale: render it again with the command in CONTRIBUTING.md")
    // The frames up to the collapse at 2 s: the overlay is on screen, named in the panel.
    let early = cast.split(separator: "\n").prefix { line in
      guard line.hasPrefix("["), let time = Double(line.dropFirst().prefix { $0 != "," }) else { return true }
      return time < 1.9
    }.joined(separator: "\n")
    let screen = try PlayCastTests.replayed(early).joined(separator: "\n")
    #expect(screen.contains("▞▞▞"))
    #expect(screen.contains("Overlay"))
    #expect(screen.contains("expanded 402×335"))
  }

  @Test(.tags(.external), .enabled(if: EndToEndTests.binary != nil), .needs(.asciinema))
  func asciinemaReadsTheCast() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("fold.play", Array(PlayCastTests.script.utf8))
    let end = EndToEndTests()
    _ = try end.run(["play", script, "--cast", "\(folder.path)/a.cast", "--size", "100x30"], in: folder.path)
    // asciinema reads its keyboard from a terminal: give it one.
    let (problems, status) = try end.runShell("script -qec 'asciinema cat a.cast' /dev/null > shown.txt", in: folder.path)
    #expect(status == 0, "\(problems)")
    #expect(folder.read("shown.txt")?.contains("Samsung Galaxy Z Fold5") == true)
  }
}
