import AdPreviewCore
import AdPreviewFormats
import Foundation
import Testing

@testable import AdPreviewRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The animated SVG: well-formed XML, each half-row written once per version, shown for its
/// time of the loop.
@Suite struct AnimatedSVGWriterTests {
  func recording() -> TimedFrames {
    var first = CellBuffer(width: 40, height: 2)
    first.put("Ad <ok> & \"fine\"", x: 0, y: 0, style: Style(foreground: .palette(231, basic: 7), background: .palette(28, basic: 2)))
    first.put("████╱╱╱", x: 0, y: 1, style: Style(foreground: .palette(245, basic: 7)))
    first.put("ready", x: 25, y: 1)
    var second = first
    second.put("⠙ loading", x: 25, y: 1)
    return TimedFrames(frames: [TimedFrame(time: 0, buffer: first), TimedFrame(time: 500, buffer: second)], end: 2000, columns: 40, rows: 2)
  }

  @Test func itIsWellFormedXMLAndTheSameEveryTime() throws {
    let svg = AnimatedSVGWriter.write(recording(), title: "a <demo>")
    #expect(svg == AnimatedSVGWriter.write(recording(), title: "a <demo>"))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(svg.contains("<title>a &lt;demo&gt;</title>"))
    #expect(svg.contains(">Ad &lt;ok&gt; &amp; &quot;fine&quot;</text>"))
  }

  /// The half-row that changed at 500 ms has two versions: the first shown until 0.25 of the
  /// loop, the second from then; the rest is written once and never animated.
  @Test func eachVersionShowsForItsTime() {
    let svg = AnimatedSVGWriter.write(recording())
    #expect(svg.components(separatedBy: "<animate ").count - 1 == 2)
    #expect(svg.contains("values=\"inline;none\" keyTimes=\"0;0.25000\""))
    #expect(svg.contains("values=\"none;inline\" keyTimes=\"0;0.25000\""))
    #expect(svg.contains("dur=\"2.000s\" repeatCount=\"indefinite\""))
    // A run of one drawn glyph is one patterned rectangle; the bezel's pattern is defined once.
    #expect(svg.contains("<rect x=\"0\" y=\"16\" width=\"32\" height=\"16\" fill=\"url(#p2588-245)\"/>"))
    #expect(svg.components(separatedBy: "<pattern id=\"p2588-245\"").count == 2)
  }
}
