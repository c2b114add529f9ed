import AdPreviewCore
import Foundation
import Testing

/// The report in a real browser: headless Chromium draws a known scene with its ad and safe
/// area where `layout` says, and runs the page's script without console errors. Runs when
/// `chromium` (or `chromium-browser`) and python3 are on the PATH; `.ci/run` does not install
/// Chromium (several hundred MB), so on CI it is opt-in: install it to run this suite.
@Suite struct HTMLReportChromiumTests {
  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  /// A smart banner on an iPhone X in portrait: one flagged scene (deprecated-format has no
  /// region, so nothing is drawn over the ad).
  static let scene = ["--ad", "smart-banner", "--only", "iphone-x", "--orientations", "portrait"]

  static let script = #"""
    import sys, json, subprocess, zlib, struct, re, os
    report, layout_path, chromium = sys.argv[1:4]
    html = open(report).read()
    layout = json.load(open(layout_path))
    out = {}
    def run(args):
        return subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                               "--force-device-scale-factor=1"] + args, capture_output=True, text=True, timeout=120)
    # The page as it is: its script runs and logs nothing to the console.
    page = run(["--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + report])
    out["scriptRan"] = "1 scenes shown" in page.stdout
    out["console"] = [l for l in page.stderr.splitlines() if "CONSOLE" in l or "Uncaught" in l]
    # The drawing alone at the page's top-left, one pixel per point.
    style = ("<style>body{margin:0!important}body>*:not(#scenes){display:none!important}#scenes>p{display:none}"
             ".scene{padding:0!important;border:0!important;gap:0!important}.scene .findings{display:none!important}"
             ".scene .drawing svg{max-height:none!important;display:block}</style></head>")
    only = report.replace(".html", "-drawing.html")
    open(only, "w").write(html.replace("</head>", style, 1))
    w, h = [float(v) for v in re.search(r'<svg xmlns="http://www.w3.org/2000/svg" width="([\d.]+)" height="([\d.]+)"', html).groups()]
    ox, oy = [float(v) for v in re.search(r'<rect x="([\d.-]+)" y="([\d.-]+)" width="[\d.]+" height="[\d.]+" id="s\d+-screen"', html).groups()]
    png = report.replace(".html", ".png")
    run(["--window-size=%d,%d" % (int(w + 0.99), int(h + 0.99)), "--screenshot=" + png, "file://" + only])
    data = open(png, "rb").read()
    chunks, i = {}, 8
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

  @Test(.enabled(if: chromium != nil && Python.available, "chromium or python3 is not installed"))
  func aKnownSceneHasItsAdAndSafeAreaWhereTheLayoutSays() throws {
    let folder = try TemporaryFolder()
    let run = adpreview(["check", "--report", "r.html"] + Self.scene)
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
}
