import AdPreviewCore
import AdPreviewFormats
import AdPreviewTestSupport
import Foundation
import Testing

/// The report in a real browser: headless Chromium draws a known scene with its ad and safe
/// area where `layout` says, and runs the page's script without console errors. Needs
/// `chromium` (or `chromium-browser`) and python3 (`.ci/run` installs them).
@Suite struct HTMLReportChromiumTests {
  static let chromium = Validator.chromiumPath

  /// A smart banner on an iPhone X in portrait: one flagged scene (deprecated-format has no
  /// region, so nothing is drawn over the ad).
  static let scene = ["--ad", "smart-banner", "--only", "iphone-x", "--orientations", "portrait"]

  /// Chromium, run headless at one pixel per CSS pixel, and a reader of the PNGs it writes.
  static let browser = #"""
    import sys, json, subprocess, zlib, struct, re, os
    def run(chromium, args):
        return subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                               "--force-device-scale-factor=1"] + args, capture_output=True, text=True, timeout=120)
    def decode(png):
        data = open(png, "rb").read()
        i = 8
        idat = b""
        while i < len(data):
            n, = struct.unpack(">I", data[i:i+4]); kind = data[i+4:i+8]; body = data[i+8:i+8+n]; i += 12 + n
            if kind == b"IHDR": W, H, depth, ctype = struct.unpack(">IIBB", body[:10])
            if kind == b"IDAT": idat += body
        bpp = {2: 3, 6: 4}[ctype]
        raw = zlib.decompress(idat); stride = W * bpp; rows = []; prev = bytearray(stride); p = 0
        for y in range(H):
            f = raw[p]; line = bytearray(raw[p+1:p+1+stride]); p += 1 + stride
            for x in range(stride):
                a = line[x-bpp] if x >= bpp else 0; b = prev[x]; c = prev[x-bpp] if x >= bpp else 0
                if f == 1: line[x] = (line[x] + a) & 255
                elif f == 2: line[x] = (line[x] + b) & 255
                elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif f == 4:
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line); prev = line
        return W, H, bpp, rows
    def drawing_alone(report, html):
        """The first card's drawing alone at the page's top-left, one pixel per point: its
        size, where its screen starts, and the screenshot's pixels."""
        style = ("<style>body{margin:0!important}body>*:not(#groups){display:none!important}"
                 ".card{padding:0!important;border:0!important}.card>*:not(.body){display:none!important}"
                 ".card .body{gap:0!important}.card .details,.card figcaption{display:none!important}"
                 ".card .drawing svg{max-width:none!important;display:block}</style></head>")
        only = report.replace(".html", "-drawing.html")
        open(only, "w").write(html.replace("</head>", style, 1))
        w, h = [float(v) for v in re.search(r'<svg xmlns="http://www.w3.org/2000/svg" width="([\d.]+)" height="([\d.]+)"', html).groups()]
        ox, oy = [float(v) for v in re.search(r'<rect x="([\d.-]+)" y="([\d.-]+)" width="[\d.]+" height="[\d.]+" id="g\d+-screen"', html).groups()]
        png = report.replace(".html", ".png")
        run(chromium, ["--window-size=%d,%d" % (int(w + 0.99), int(h + 0.99)), "--screenshot=" + png, "file://" + only])
        return (ox, oy) + decode(png)
    """#

  static let script =
    browser + "\n" + #"""
      report, layout_path, chromium = sys.argv[1:4]
      html = open(report).read()
      layout = json.load(open(layout_path))
      out = {}
      # The page as it is: its script runs and logs nothing to the console.
      page = run(chromium, ["--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + report])
      out["scriptRan"] = "1 findings shown" in page.stdout
      out["console"] = [l for l in page.stderr.splitlines() if "CONSOLE" in l or "Uncaught" in l]
      ox, oy, W, H, bpp, rows = drawing_alone(report, html)
      def pixel(x, y):
          x, y = int(ox + x), int(oy + y); r = rows[y]; return list(r[x*bpp:x*bpp+3])
      creative = layout["ad"]["creative"]; safe = layout["safeRect"]
      out["ad"] = pixel(creative["x"] + creative["width"] * 0.9, creative["y"] + creative["height"] * 0.8)
      out["safeArea"] = pixel(safe["x"] + safe["width"] / 2, safe["y"] + safe["height"] / 2)
      out["insideSafeTop"] = pixel(safe["x"] + safe["width"] / 2, safe["y"] + 3)
      out["aboveSafeTop"] = pixel(safe["x"] + safe["width"] / 2, safe["y"] - 3)
      out["belowAd"] = pixel(creative["x"] + creative["width"] * 0.9, creative["y"] + creative["height"] + 3)
      print(json.dumps(out))
      """#

  static func close(_ value: JSONValue?, _ rgb: [Double]) -> Bool {
    guard case .array(let items)? = value, items.count == 3 else { return false }
    return zip(items, rgb).allSatisfy { item, want in
      if case .number(let got) = item { return abs(got - want) <= 10 }
      return false
    }
  }

  @Test(.tags(.external), .needs(.chromium, .python3))
  func aKnownSceneHasItsAdAndSafeAreaWhereTheLayoutSays() throws {
    let folder = try TemporaryFolder()
    let run = adpreview(["check", "--report", "r.html"] + Self.scene)
    #expect(run.exitCode == 0)
    let html = try #require(run.written["r.html"])
    let report = try folder.write("report.html", Array(html.utf8))
    let layout = adpreview(["layout", "--json", "--device", "iphone-x", "--ad", "smart-banner"])
    let layoutFile = try folder.write("layout.json", Array(layout.stdout.utf8))
    let (status, output) = try Python.run(Self.script, input: "", arguments: [report, layoutFile, Self.chromium!])
    #expect(status == 0, "\(output)")
    let result = try JSONParser.parse(String(output.split(separator: "\n").last ?? ""))
    #expect(result["scriptRan"] == .bool(true), "\(output)")
    #expect(result["console"] == .array([]), "\(output)")
    let adGreen = [52.0, 168, 83]
    let safeBlue = [10.0, 31, 68]
    #expect(Self.close(result["ad"], adGreen), "\(output)")
    #expect(Self.close(result["safeArea"], safeBlue), "\(output)")
    #expect(Self.close(result["insideSafeTop"], safeBlue), "\(output)")
    #expect(!Self.close(result["aboveSafeTop"], safeBlue), "\(output)")
    #expect(!Self.close(result["belowAd"], adGreen), "\(output)")
  }

  /// The report a reviewer opens: at a desktop's 1280×800 and a phone's 390×844, its first
  /// card's picture is drawn at a size to read (measured in the screenshot: the device's
  /// widest row of pixels against its width in points), and the page is small.
  static let readable =
    browser + "\n" + #"""
      report, chromium = sys.argv[1:3]
      html = open(report).read()
      out = {"bytes": len(html.encode())}
      page = run(chromium, ["--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + report])
      out["shown"] = re.search(r'(\d+) findings shown', page.stdout).group(1)
      out["console"] = [l for l in page.stderr.splitlines() if "CONSOLE" in l or "Uncaught" in l]
      device = float(re.search(r'<rect id="g0-device" x="[\d.-]+" y="[\d.-]+" width="([\d.]+)"', html).group(1))
      # The first card where a reviewer scrolls to it: the summary and the other cards hidden.
      view = report.replace(".html", "-first.html")
      open(view, "w").write(html.replace("</head>", "<style>body>*:not(#groups){display:none!important}"
                                                    ".card:not(:first-child){display:none!important}</style></head>", 1))
      for width, height in ((1280, 800), (390, 844)):
          png = report.replace(".html", "-%d.png" % width)
          run(chromium, ["--window-size=%d,%d" % (width, height), "--screenshot=" + png, "file://" + view])
          W, H, bpp, rows = decode(png)
          gray = (142, 142, 147)
          widest = 0
          for line in rows:
              run_length = 0
              for x in range(W):
                  r, g, b = line[x*bpp], line[x*bpp+1], line[x*bpp+2]
                  if abs(r - gray[0]) <= 6 and abs(g - gray[1]) <= 6 and abs(b - gray[2]) <= 6:
                      run_length += 1
                      widest = max(widest, run_length)
                  else:
                      run_length = 0
          out["scale%d" % width] = widest / device
      print(json.dumps(out))
      """#

  @Test(.tags(.external), .needs(.chromium, .python3))
  func theCatalogReportIsSmallAndItsPicturesReadAtDesktopAndPhoneWidths() throws {
    let folder = try TemporaryFolder()
    let run = adpreview(
      ["check", "--ad", "all", "--app", "examples/news-app.json", "--report", "r.html"], files: try CheckExamplesTests.example("news-app.json"))
    let html = try #require(run.written["r.html"])
    let report = try folder.write("report.html", Array(html.utf8))
    let (status, output) = try Python.run(Self.readable, input: "", arguments: [report, Self.chromium!])
    #expect(status == 0, "\(output)")
    let result = try JSONParser.parse(String(output.split(separator: "\n").last ?? ""))
    // The whole catalog, every format, every slot of the news app: one offline page under 500 KB.
    guard case .number(let bytes) = result["bytes"] else { return }
    #expect(bytes < 500_000, "\(output)")
    #expect(result["console"] == .array([]), "\(output)")
    #expect(result["shown"]?.stringValue == String(html.components(separatedBy: "<section class=\"card\"").count - 1), "\(output)")
    // At full size on a desktop; on a phone the picture fills the width, still over 3/4 size.
    guard case .number(let desktop) = result["scale1280"], case .number(let phone) = result["scale390"] else {
      Issue.record("no scale: \(output)")
      return
    }
    #expect(desktop > 0.97, "\(output)")
    #expect(phone > 0.75 && phone <= 1.01, "\(output)")
  }

  /// Two named slots that overlap (a banner and a medium rectangle at the bottom), on an
  /// iPhone X in portrait: each card's picture names both.
  static let namedSlots = """
    {"schemaVersion": 1, "name": "Overlaps",
     "slots": [{"name": "footer", "format": "banner"},
               {"name": "promo", "format": "medium-rectangle", "offset": 20}]}
    """

  /// Each slot's name tag as a reader sees it: the name in the page's text, and in the
  /// screenshot a light tag at the slot's top edge holding dark text as tall as 12-point
  /// letters, over the slot's frame as `layout` gives it.
  static let slotNames =
    browser + "\n" + #"""
      report, layout_path, chromium = sys.argv[1:4]
      html = open(report).read()
      layout = json.load(open(layout_path))
      page = run(chromium, ["--dump-dom", "file://" + report])
      ox, oy, W, H, bpp, rows = drawing_alone(report, html)
      first = html.split('<section class="card"')[1]
      out = {}
      for ad in layout["ads"]:
          name, frame = ad["slot"], ad["ad"]["frame"]
          tag = re.search(r'<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)" id="g0-slot-name[-\d]*"[^>]*/>\s*<text[^>]*>'
                          + re.escape(name) + '</text>', first)
          if not tag:
              out[name] = "no tag"
              continue
          x, y, w, h = [float(v) for v in tag.groups()]
          light = dark = 0
          dark_rows = []
          for py in range(int(y) + 2, int(y + h) - 1):
              for px in range(int(x) + 2, int(x + w) - 1):
                  r, g, b = rows[py][px*bpp:px*bpp+3]
                  if min(r, g, b) > 215: light += 1
                  if max(r, g, b) < 100:
                      dark += 1
                      dark_rows.append(py)
          out[name] = {
              "inDOM": page.stdout.count(">" + name + "</text>") >= 1,
              "light": light / ((int(x + w) - 3 - int(x)) * (int(y + h) - 3 - int(y))),
              "darkPixels": dark,
              "textHeight": (max(dark_rows) - min(dark_rows) + 1) if dark_rows else 0,
              # The tag sits on the slot: across its columns, its bottom edge at the slot's top (or inside it).
              "overSlot": ox + frame["x"] <= x <= ox + frame["x"] + frame["width"]
                          and oy + frame["y"] - 4 <= y + h <= oy + frame["y"] + frame["height"],
          }
      print(json.dumps(out))
      """#

  @Test(.tags(.external), .needs(.chromium, .python3))
  func everySlotIsNamedOnItsPictureInTextAReaderCanSee() throws {
    let folder = try TemporaryFolder()
    let files = ["app.json": Self.namedSlots]
    let run = adpreview(["check", "--app", "app.json", "--only", "iphone-x", "--orientations", "portrait", "--report", "r.html"], files: files)
    #expect(run.exitCode == 1, "\(run.stderr)")  // the two ads overlap: an error
    let html = try #require(run.written["r.html"])
    let report = try folder.write("report.html", Array(html.utf8))
    let layout = adpreview(["layout", "--json", "--app", "app.json"], files: files)
    let layoutFile = try folder.write("layout.json", Array(layout.stdout.utf8))
    let (status, output) = try Python.run(Self.slotNames, input: "", arguments: [report, layoutFile, Self.chromium!])
    #expect(status == 0, "\(output)")
    let result = try JSONParser.parse(String(output.split(separator: "\n").last ?? ""))
    for name in ["footer", "promo"] {
      let tag = result[name]
      #expect(tag?["inDOM"] == .bool(true), "\(name): \(output)")
      #expect(tag?["overSlot"] == .bool(true), "\(name): \(output)")
      guard case .number(let light)? = tag?["light"], case .number(let dark)? = tag?["darkPixels"],
        case .number(let height)? = tag?["textHeight"]
      else {
        Issue.record("\(name): no tag in the picture: \(output)")
        continue
      }
      // A light tag, mostly background, with text in it: 12-point letters with ascenders
      // ("f", "p") are 9 to 12 pixels tall at one pixel a point.
      #expect(light > 0.5, "\(name): \(output)")
      #expect(dark > 20, "\(name): \(output)")
      #expect(height >= 8 && height <= 14, "\(name): \(output)")
    }
  }
}
