import AdPreviewCLI
import AdPreviewSystem
import AdPreviewTestSupport
import Testing

@Suite struct RenderCommandTests {
  static let arguments = ["render", "--device", "iphone-x", "--size", "100x40"]

  /// A text frame is written as the bytes it was drawn as.
  @Test func aTextFrameIsWrittenAsBytes() {
    guard case .utf8Output(let bytes) = AdPreviewCommand.run(Self.arguments, context: CommandContext()) else {
      Issue.record("not written as bytes")
      return
    }
    let text = String(validating: bytes, as: UTF8.self)
    #expect(text?.contains("iPhone X · iOS 16 · portrait") == true)
    #expect(text?.hasSuffix("\n") == true)
    #expect(text?.split(separator: "\n", omittingEmptySubsequences: false).count == 41)
  }

  /// Colour still goes out as text, with its escapes.
  @Test func anANSIFrameIsText() {
    guard case .output(let stdout, _, let exitCode) = AdPreviewCommand.run(Self.arguments + ["--format", "ansi"], context: CommandContext())
    else {
      Issue.record("no text output")
      return
    }
    #expect(exitCode == 0)
    #expect(stdout.contains("\u{1B}["))
  }

  @Test func textIsTheDefaultAndAnsiHonoursNoColor() {
    let text = adpreview(["render", "--size", "100x40"])
    #expect(text.exitCode == 0)
    #expect(!text.stdout.contains("\u{1B}["))
    #expect(text.stdout.split(separator: "\n").count == 40)
    let ansi = adpreview(["render", "--format", "ansi"])
    #expect(ansi.stdout.contains("\u{1B}[0;"))
    let noColor = adpreview(["render", "--format", "ansi"], environment: ["NO_COLOR": "1"])
    #expect(!noColor.stdout.contains("\u{1B}["))
  }

  @Test func theTerminalSizeIsTheDefaultWhenThereIsOne() {
    let run = adpreview(["render"], terminal: true)
    #expect(run.stdout.split(separator: "\n").count == 40)
    #expect(run.stdout.split(separator: "\n").first?.count == 120)
  }

  @Test func badSizesAndFormatsAreRejected() {
    #expect(adpreview(["render", "--size", "big"]).stderr.contains("--size: \"big\" is not COLSxROWS"))
    #expect(adpreview(["render", "--format", "gif"]).stderr.contains("--format: \"gif\" is not one of text, ansi, svg, png"))
    #expect(adpreview(["render", "--cell-aspect", "9"]).exitCode == 2)
  }

  @Test func svgIsAVectorDrawing() {
    let run = adpreview(["render", "--format", "svg", "--device", "surface-duo", "--posture", "spanned"])
    #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(run.stdout.contains("class=\"hinge\""))
  }

  /// `--format png`: the picture as the screen shows it, 8 × 16 pixels a cell.
  static func png(_ extra: [String] = [], environment: [String: String] = [:]) throws -> [UInt8] {
    var context = CommandContext()
    context.environment = Environment(environment)
    guard case .utf8Output(let bytes) = AdPreviewCommand.run(Self.arguments + ["--format", "png"] + extra, context: context) else {
      throw PNGMissing()
    }
    return bytes
  }
  struct PNGMissing: Error {}

  @Test func pngIsAnImageTheSameEveryTime() throws {
    let png = try Self.png()
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(try Self.png() == png)
    // Compressed: far below the 800 × 640 bytes of its pixels.
    #expect(png.count < 800 * 640 / 8, "\(png.count) bytes")
    #expect(try Self.png(environment: ["NO_COLOR": "1"]) != png, "NO_COLOR draws it without colour")
  }

  /// An image's bytes never go to a terminal: exit 2, saying how to redirect.
  @Test func pngIsRefusedOnATerminal() {
    let run = adpreview(["render", "--format", "png"], terminal: true)
    #expect(run.exitCode == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("redirect it to a file (adpreview render --format png > scene.png)"), "\(run.stderr)")
  }

  /// Pillow reads it at 8 × 16 pixels a cell with the title bar's grey; headless Chromium
  /// shows the same pixels.
  @Test(.tags(.external), .needs(.pillow, .chromium))
  func pillowAndChromiumReadThePNG() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.png", try Self.png())
    _ = try folder.write("scene.html", Array(#"<html><body style="margin:0"><img src="scene.png"></body></html>"#.utf8))
    let chromium = try #require(Validator.chromiumPath)
    let script = """
      import sys, subprocess
      from PIL import Image
      png, chromium, folder = sys.argv[1:4]
      image = Image.open(png)
      image.load()
      print(image.format, image.mode, image.size)
      rgb = image.convert("RGB")
      print("%d,%d,%d" % rgb.getpixel((2, 1)), len(rgb.getcolors(maxcolors=1 << 20) or []) > 6)
      subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                      "--window-size=800,640", "--screenshot=" + folder + "/shot.png", "file://" + folder + "/scene.html"],
                     capture_output=True, timeout=120)
      shot = Image.open(folder + "/shot.png").convert("RGB")
      print(sum(1 for x in range(0, 800, 8) for y in range(0, 640, 8) if shot.getpixel((x, y)) != rgb.getpixel((x, y))))
      """
    let (status, output) = try Python.run(script, input: "", arguments: [path, chromium, folder.path])
    try #require(status == 0, "\(output)")
    #expect(output == "PNG P (800, 640)\n208,208,208 True\n0\n", "\(output)")
  }

  /// A PNG is a still: no key bar on its last row and no "? help" in the title's last cells
  /// (where the title itself does not reach), which mean nothing in an image: Pillow finds
  /// one colour in each place.
  @Test(.tags(.external), .needs(.pillow))
  func thePNGHasNoKeyBarAndNoHelpPrompt() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.png", try Self.png())
    let script = """
      import sys
      from PIL import Image
      rgb = Image.open(sys.argv[1]).convert("RGB")
      width, height = rgb.size
      keys = rgb.crop((0, height - 16, width, height)).getcolors(maxcolors=1 << 20)
      help = rgb.crop((width - 3 * 8, 0, width, 16)).getcolors(maxcolors=1 << 20)
      print(len(keys), len(help))
      """
    let (status, output) = try Python.run(script, input: "", arguments: [path])
    try #require(status == 0, "\(output)")
    #expect(output == "1 1\n", "\(output)")
  }
}
