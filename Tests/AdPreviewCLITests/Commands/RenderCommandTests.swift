import AdPreviewCLI
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
    #expect(adpreview(["render", "--format", "png"]).stderr.contains("--format: \"png\" is not one of text, ansi, svg"))
    #expect(adpreview(["render", "--cell-aspect", "9"]).exitCode == 2)
  }

  @Test func svgIsAVectorDrawing() {
    let run = adpreview(["render", "--format", "svg", "--device", "surface-duo", "--posture", "spanned"])
    #expect(run.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(run.stdout.contains("class=\"hinge\""))
  }
}
