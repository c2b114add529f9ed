import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

@testable import AdPreviewRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct OutputWriterTests {
  @Test func ansiOutputColoursCellsAndResetsEachLine() throws {
    let model = try settledModel(Selection())
    let buffer = SceneRenderer.render(model, columns: 100, rows: 40, options: RenderOptions(color: true))
    let ansi = ANSIWriter.write(buffer)
    #expect(ansi.contains("\u{1B}[0;48;5;17m"))  // the safe area's navy
    for line in ansi.split(separator: "\n") where line.contains("\u{1B}[") {
      // The last escape of every line resets the style.
      let last = line.ranges(of: "\u{1B}[").last!
      #expect(line[last.lowerBound...].hasPrefix("\u{1B}[0m"))
    }
  }

  @Test func svgIsWellFormedAndDrawsTheAdAtItsFrame() throws {
    let model = try settledModel(Selection(deviceID: "iphone-x", orientation: .landscapeLeft))
    let svg = SVGWriter.write(model)
    let elements = try SVGElements(svg)
    #expect(elements.root == "svg")
    let ad = try #require(elements.first { $0["id"] == "ad" })
    let screen = try #require(elements.first { $0["id"] == "screen" })
    func number(_ element: [String: String], _ name: String) -> Double { Double(element[name] ?? "") ?? .nan }
    // The same geometry as `layout`: ad at x 44, y 298, 724×56 in screen points.
    #expect(number(ad, "x") - number(screen, "x") == 44)
    #expect(number(ad, "y") - number(screen, "y") == 298)
    #expect(number(ad, "width") == 724)
    #expect(number(ad, "height") == 56)
    #expect(number(screen, "width") == 812)
    #expect(number(screen, "height") == 375)
    let cutout = try #require(elements.first { $0["class"]?.hasPrefix("cutout") == true })
    #expect(number(cutout, "x") - number(screen, "x") == 0)  // the notch on the left
  }

  /// The app's bars are drawn where the scene puts them, so the picture of an
  /// `overlaps-bar` finding shows the bar the ad is under.
  @Test func svgDrawsTheAppsBarsFromTheScenesObstructions() throws {
    var selection = Selection(deviceID: "iphone-x")
    selection.chrome = AppChrome(navigationBar: .standard, tabBar: true)
    let model = try settledModel(selection)
    let elements = try SVGElements(SVGWriter.write(model))
    let screen = try #require(elements.first { $0["id"] == "screen" })
    func number(_ element: [String: String], _ name: String) -> Double { Double(element[name] ?? "") ?? .nan }
    let bars = model.resolved.scene.obstructions.filter(\.kind.isAppBar)
    #expect(bars.map(\.kind) == [.navigationBar, .tabBar] || bars.map(\.kind) == [.tabBar, .navigationBar])
    for bar in bars {
      let drawn = try #require(elements.first { $0["class"] == "app-bar \(bar.kind.rawValue)" }, "\(bar.kind) is not drawn")
      #expect(number(drawn, "x") - number(screen, "x") == bar.frame.x)
      #expect(number(drawn, "y") - number(screen, "y") == bar.frame.y)
      #expect(number(drawn, "width") == bar.frame.width)
      #expect(number(drawn, "height") == bar.frame.height)
    }
  }

  /// The banner's label is drawn over the bar and the finding marks that cover it, and
  /// centred in the creative, so a rounded corner does not cut its start.
  @Test func theBannersLabelIsDrawnOverTheBarsAndMarks() throws {
    var selection = Selection(deviceID: "iphone-16-pro")
    selection.chrome = AppChrome(tabBar: true)
    selection.slot.guide = .superview
    let model = try settledModel(selection)
    let svg = SVGWriter.write(model)
    let label = try #require(svg.range(of: ">Test Ad · "), "\(svg)")
    let bar = try #require(svg.range(of: "app-bar tab-bar"))
    let mark = try #require(svg.range(of: "class=\"finding "))
    #expect(label.lowerBound > bar.lowerBound && label.lowerBound > mark.lowerBound)
    let line = svg[..<label.lowerBound].split(separator: "\n").last ?? ""
    #expect(line.contains("text-anchor=\"middle\""), "\(line)")
  }

  /// The caption under a narrow phone: the title and the ad's line are wrapped to the
  /// picture, as the findings are; the title once ran twice the picture's width off its edge.
  @Test func theCaptionIsWrappedToThePicturesWidth() throws {
    let model = try settledModel(Selection(deviceID: "iphone-se-1"))
    let svg = SVGWriter.write(model)
    let elements = try SVGElements(svg)
    let width = try #require(Double(elements.first { $0["width"] != nil }?["width"] ?? ""))
    // Helvetica's characters average about 0.56 em: 6.8 points at 12, 6.2 at 11.
    var captions = 0
    for line in svg.split(separator: "\n") where line.contains("<text x=\"12\"") {
      let text = line.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first ?? ""
      let em = line.contains("font-size=\"12\"") ? 6.8 : 6.2
      #expect(12 + Double(text.count) * em <= width, "\(text) runs off a \(width)-point picture")
      captions += 1
    }
    #expect(captions >= 3)
  }

  /// The iPhone Duo half-open: its side status strip on the right and the fold's margins;
  /// an iPadOS 26 floating window: its three window controls over the top-leading corner.
  @Test func svgDrawsSideStripsDivisionMarginsAndWindowControls() throws {
    func number(_ element: [String: String], _ name: String) -> Double { Double(element[name] ?? "") ?? .nan }
    let duo = try SVGElements(SVGWriter.write(settledModel(Selection(deviceID: "iphone-duo", posture: .halfOpen))))
    let screen = try #require(duo.first { $0["id"] == "screen" })
    let strip = try #require(duo.first { $0["class"] == "status-bar side" })
    #expect(number(strip, "x") - number(screen, "x") == 867 && number(strip, "width") == 84)
    let margins = try #require(duo.first { $0["class"] == "division-margins" })
    #expect(number(margins, "x") - number(screen, "x") == 455.5 && number(margins, "width") == 40)
    let window = Selection(deviceID: "ipad-air-11", window: .free(Size(width: 500, height: 700)))
    let iPad = try SVGElements(SVGWriter.write(settledModel(window)))
    #expect(iPad.elements.filter { $0["class"] == "window-controls" }.count == 3)
    #expect(
      !(try SVGElements(SVGWriter.write(settledModel(Selection(deviceID: "ipad-air-11"))))).elements
        .contains { $0["class"] == "window-controls" })
  }

  @Test func svgMarksFindings() throws {
    let selection = Selection(slot: AdSlot(format: .banner, guide: .legacy))
    let svg = SVGWriter.write(try settledModel(selection))
    #expect(svg.contains("class=\"finding overlaps-home-indicator\""))
    #expect(svg.contains("error overlaps-home-indicator"))
  }

  /// An app's slots each carry their name on a tag at the edge facing the content: above a
  /// bottom banner, below a top one; a name too long for the ad is cut with an ellipsis.
  @Test func svgNamesEverySlotAtItsEdge() throws {
    func number(_ element: [String: String], _ name: String) -> Double { Double(element[name] ?? "") ?? .nan }
    let long = String(repeating: "sidebar-", count: 12)
    var selection = Selection()
    selection.slots = [
      AdSlot(name: "footer", format: .banner), AdSlot(name: "header", format: .banner, position: .top),
      AdSlot(name: long, format: .banner, offset: 200),
    ]
    let svg = SVGWriter.write(try settledModel(selection))
    let elements = try SVGElements(svg)
    let footer = try #require(elements.first { $0["id"] == "ad" })
    let footerTag = try #require(elements.first { $0["id"] == "slot-name" })
    #expect(number(footerTag, "y") + number(footerTag, "height") == number(footer, "y") - 2)
    let header = try #require(elements.first { $0["id"] == "ad-2" })
    let headerTag = try #require(elements.first { $0["id"] == "slot-name-2" })
    #expect(number(headerTag, "y") == number(header, "y") + number(header, "height") + 2)
    #expect(svg.contains(">footer</text>") && svg.contains(">header</text>"))
    let cut = try #require(elements.first { $0["id"] == "slot-name-3" })
    #expect(number(cut, "width") <= 320)
    #expect(svg.contains(">sidebar-sidebar-") && svg.contains("…</text>") && !svg.contains(">\(long)</text>"))
    // The one slot of the command line has no name: its format is on the ad.
    #expect(!(try SVGWriter.write(settledModel(Selection()))).contains("slot-name"))
  }
}

/// The elements of an SVG document, parsed with Foundation's XML parser (which also proves
/// the document well-formed).
struct SVGElements {
  var root: String?
  var elements: [[String: String]] = []

  init(_ svg: String) throws {
    final class Collector: NSObject, XMLParserDelegate {
      var root: String?
      var elements: [[String: String]] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        if root == nil { root = name }
        elements.append(attributes)
      }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    root = collector.root
    elements = collector.elements
  }

  func first(where predicate: ([String: String]) -> Bool) -> [String: String]? { elements.first(where: predicate) }
}

/// Headless Chromium, where installed, shows the SVG as a picture.
@Suite struct SVGInABrowserTests {
  static let chromium = Validator.chromiumPath

  @Test(.tags(.external), .needs(.chromium))
  func aBrowserDrawsTheSVG() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adpreview-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("scene.svg")
    let png = folder.appendingPathComponent("scene.png")
    let model = try settledModel(Selection(deviceID: "iphone-14-pro"))
    try Data(SVGWriter.write(model).utf8).write(to: svg)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--screenshot=\(png.path)", "--window-size=480,1000", svg.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let data = try Data(contentsOf: png)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // a PNG
    #expect(data.count > 5000)  // a picture, not a blank page
  }
}
