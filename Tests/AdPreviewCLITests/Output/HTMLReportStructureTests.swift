import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Testing

/// The report parsed as HTML: every id unique, every slot drawn, the summary and the
/// filters there, nothing loaded from the network.
@Suite struct HTMLReportStructureTests {
  func report(_ extra: [String] = []) throws -> String {
    let run = adpreview(
      ["check", "--app", "examples/mistakes-app.json", "--only", "iphone-x,ipad-pro-11,galaxy-z-fold-5", "--report", "r.html"] + extra,
      files: try CheckExamplesTests.example("mistakes-app.json"))
    return try #require(run.written["r.html"])
  }

  static let parse = """
    import sys, json
    from html.parser import HTMLParser
    class P(HTMLParser):
        def __init__(self):
            super().__init__()
            self.ids = []; self.refs = []; self.external = []; self.sections = 0; self.ads = 0; self.scripts = 0
        def handle_starttag(self, tag, attrs):
            a = dict(attrs)
            if "id" in a: self.ids.append(a["id"])
            for k, v in attrs:
                if v and v.startswith("url(#"): self.refs.append(v[5:-1])
                if k in ("src", "href") and v and ("://" in v or v.startswith("//")): self.external.append(v)
            if tag == "section": self.sections += 1
            if tag == "script": self.scripts += 1
            if tag == "rect" and a.get("id", "").split("-", 1)[-1].startswith("ad"): self.ads += 1
    p = P(); p.feed(sys.stdin.read())
    dup = sorted({i for i in p.ids if p.ids.count(i) > 1})
    missing = sorted({r for r in p.refs if r not in p.ids})
    print(json.dumps({"duplicates": dup, "missing": missing, "external": p.external, "sections": p.sections, "scripts": p.scripts, "ids": len(p.ids)}))
    """

  @Test(.tags(.external), .needs(.python3), arguments: [[], ["--group-by", "scene"]])
  func everyIdIsUniqueAndEveryReferenceResolves(_ extra: [String]) throws {
    let (status, output) = try Python.run(Self.parse, input: try report(extra))
    #expect(status == 0, "\(output)")
    let result = try JSONParser.parse(output)
    #expect(result["duplicates"] == .array([]), "\(output)")
    #expect(result["missing"] == .array([]), "\(output)")
    #expect(result["external"] == .array([]), "\(output)")
    #expect(result["scripts"] == .number(1))
  }

  @Test func aCardPerSlotAndCodeWithItsFixOnePictureAndEverySlotNamed() throws {
    let html = try report()
    let cards = html.components(separatedBy: "<section class=\"card\"").dropFirst()
    // iPhone X, the iPad Pro 11 and the Fold5 give the mistakes app its footer, feed and
    // launch codes: one card each, not one per scene.
    let codes = cards.map { card in card.split(separator: "\"")[5] }
    #expect(cards.count >= 6 && cards.count <= 12, "\(codes)")
    // Each scene is drawn once, with every slot named; a later card on the same scene links to it.
    var drawn = Set<String>()
    for card in cards {
      #expect(card.contains("<strong>How to fix:</strong> "))
      let pictures = card.components(separatedBy: "<svg").count - 1
      if pictures == 1 {
        let id = try #require(card.split(separator: "id=\"drawing-").dropFirst().first?.prefix { $0 != "\"" })
        drawn.insert("drawing-" + id)
        #expect(
          card.contains("Slots: <strong>footer</strong> (") && card.contains("<strong>feed</strong> (") && card.contains("<strong>launch</strong> ("))
      } else {
        #expect(pictures == 0)
        let link = try #require(card.split(separator: "<a href=\"#").dropFirst().first { $0.hasPrefix("drawing-") }?.prefix { $0 != "\"" })
        #expect(drawn.contains(String(link)), "\(link) is drawn in an earlier card")
        #expect(card.contains("drawn above</a> with every slot named"))
      }
    }
    #expect(!drawn.isEmpty && drawn.count < cards.count, "\(drawn.count) drawings for \(cards.count) cards")
    let exceeds = try #require(cards.first { $0.contains("data-codes=\"exceeds-window\"") })
    #expect(exceeds.contains(FindingDoc.of(.exceedsWindow).fix.replacingOccurrences(of: "'", with: "&#39;")))
    #expect(exceeds.contains("<summary>every scene ("))
    #expect(exceeds.contains("<li class=\"error\">ipad-pro-11 portrait left-half</li>"))
    // No link leads nowhere: a code explains itself in its tooltip, links only under --help-url.
    #expect(!html.contains("README.md"))
    #expect(try report(["--help-url", "https://example.com/r.md"]).contains("href=\"https://example.com/r.md#finding-exceeds-window\""))
    let list = try #require(html.range(of: "<h2>findings</h2>"))
    #expect(list.lowerBound < (html.range(of: "<section class=\"card\"")?.lowerBound ?? html.startIndex))
  }

  /// Every slot overlapping every other: the page grows with the slots, not their square
  /// (each drawing shows every slot, so one a card made it quadratic).
  @Test func thePageGrowsLinearlyWithOverlappingSlots() throws {
    func size(_ slots: Int) throws -> Int {
      let list = (0..<slots).map { #"{"name": "s\#($0)", "format": "banner", "position": "bottom"}"# }.joined(separator: ",")
      let app = #"{"schemaVersion": 1, "name": "many", "slots": ["# + list + "]}"
      let run = adpreview(["check", "--app", "a.json", "--only", "iphone-x,ipad-pro-11", "--report", "r.html"], files: ["a.json": app])
      return try #require(run.written["r.html"]).utf8.count
    }
    let ten = try size(10)
    let forty = try size(40)
    #expect(Double(forty) / Double(ten) < 4.5, "10 slots: \(ten) bytes, 40: \(forty)")
  }

  @Test func everySlotIsDrawnAndTheSummaryComesFirst() throws {
    let html = try report(["--group-by", "scene", "--help-url", "https://example.com/README.md"])
    let drawing = try #require(html.range(of: "<section class=\"scene\" id=\"scene-"))
    let summary = try #require(html.range(of: "<h2>by code</h2>"))
    #expect(summary.lowerBound < drawing.lowerBound)
    #expect(html.contains("<h2>by device</h2>") && html.contains("<h2>by slot</h2>") && html.contains("<h2>worst scenes</h2>"))
    // An iPad window tiled to half the screen: the footer and the feed's native view drawn
    // (the interstitial cannot be presented there, and says so).
    let sections = html.components(separatedBy: "<section")
    let split = try #require(sections.first { $0.contains("<h3>ipad-pro-11 portrait left-half</h3>") })
    #expect(split.contains("-ad\"") && split.contains("-ad-2\""))
    #expect(split.contains("href=\"https://example.com/README.md#finding-exceeds-window\""))
    #expect(html.contains("<select id=\"family\">") && html.contains("name=\"severity\""))
  }
}
