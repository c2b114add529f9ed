import AdPreviewCore
import AdPreviewFormats

/// Draws a scene as SVG in points: the same geometry as the cell picture, at true proportions.
public enum SVGWriter {
  /// `idPrefix` starts every id (and every `url(#…)` reference), so several drawings in one
  /// page (the check report) keep their own clip paths and patterns.
  public static func write(_ model: PreviewModel, idPrefix: String = "") -> String {
    let scene = model.resolved.scene
    let evaluation = model.resolved.evaluation
    let body = DeviceBody(scene: scene)
    let margin = 24.0
    let findings = model.resolved.allFindings
    let width = max(body.size.width + 2 * margin, 360)
    let charactersPerLine = max(30, Int(saturating: (width - margin) / 6.2))
    let wrapped = findings.enumerated().map { index, finding in
      SidePanel.wrap(
        "\(index + 1). \(finding.severity.rawValue) \(finding.code.rawValue)\(finding.slot.map { " [\($0)]" } ?? ""): \(finding.message)",
        width: charactersPerLine)
    }
    // The title and the ad's line are 12-point text, wider a character than the findings'
    // 11: each is wrapped to what the picture holds, as the findings are, so none runs off
    // its edge (a 320-point iPhone's title is twice the picture's width).
    let headWidth = max(30, Int(saturating: (width - margin) / 6.8))
    var title = "\(scene.deviceLabel)\(scene.osLabel.map { " · \($0)" } ?? "") · \(scene.orientation.rawValue)"
    if let posture = scene.posture { title += " · \(posture.name.rawValue)" }
    title += " · window \(scene.window.size.label) · safe area \(scene.safeArea.label)"
    let adLine =
      evaluation.placement.map { "\(evaluation.slot.format.words) \($0.size.label) at \($0.frame.label)" }
      ?? (evaluation.sizing == nil ? "no ad" : "\(evaluation.slot.format.words): not shown")
    let head = SidePanel.wrap(title, width: headWidth) + SidePanel.wrap(adLine, width: headWidth)
    let captionLines = head.count + wrapped.reduce(0) { $0 + $1.count }
    let lineHeight = 16.0
    let height = body.size.height + 2 * margin + Double(captionLines) * lineHeight + 8
    let ox = (width - body.size.width) / 2 + body.insets.left
    let oy = margin + body.insets.top
    var svg = SVGBuilder()
    svg.idPrefix = idPrefix
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
        ("viewBox", "0 0 \(n(width)) \(n(height))"), ("font-family", "Helvetica, Arial, sans-serif"),
      ])
    svg.raw(
      """
      <defs><pattern id="\(idPrefix)hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
      <rect width="6" height="6" fill="#1c1c1e"/><line x1="0" y1="0" x2="0" y2="6" stroke="#3a3a3c" stroke-width="2"/></pattern>\
      <pattern id="\(idPrefix)pane" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">\
      <rect width="8" height="8" fill="#2c2c2e"/><line x1="0" y1="0" x2="0" y2="8" stroke="#48484a" stroke-width="2"/></pattern>\
      <clipPath id="\(idPrefix)screen-clip"><rect x="\(n(ox))" y="\(n(oy))" width="\(n(scene.screen.width))" height="\(n(scene.screen.height))" rx="\(n(scene.display.cornerRadius))"/></clipPath></defs>
      """)
    svg.element("rect", [("width", n(width)), ("height", n(height)), ("fill", "#f2f2f7")])
    svg.element(
      "rect",
      [
        ("id", "device"), ("x", n(ox - body.insets.left)), ("y", n(oy - body.insets.top)), ("width", n(body.size.width)),
        ("height", n(body.size.height)), ("rx", n(body.outerRadius)), ("fill", "#8e8e93"),
      ])
    if let button = body.homeButton {
      svg.element(
        "circle",
        [
          ("cx", n(ox - body.insets.left + button.midX)), ("cy", n(oy - body.insets.top + button.midY)),
          ("r", n(button.width / 2)), ("fill", "#636366"),
        ])
    }
    svg.open("g", [("clip-path", "url(#screen-clip)")])
    svg.offset = (ox, oy)
    func rect(_ r: Rect, _ attributes: [(String, String)]) { svg.rect(r, attributes) }
    rect(Rect(size: scene.screen), [("id", "screen"), ("fill", scene.isFullScreen ? "url(#hatch)" : "url(#pane)")])
    if !scene.isFullScreen { rect(scene.window, [("id", "window"), ("fill", "url(#hatch)")]) }
    rect(scene.safeRect, [("id", "safe-area"), ("fill", "#0a1f44")])
    for segment in scene.segments.dropFirst() { rect(segment, [("class", "inactive-panel"), ("fill", "url(#pane)")]) }
    for (index, evaluation) in model.resolved.evaluations.enumerated().reversed() {
      drawAd(evaluation, svg: &svg, suffix: index == 0 ? "" : "-\(index + 1)")
    }
    // The app's bars draw over the ad as they do on the device, so a finding about a bar
    // shows the bar it is about, where the scene puts it.
    for obstruction in scene.obstructions where obstruction.kind.isAppBar {
      let f = obstruction.frame
      rect(f, [("class", "app-bar \(obstruction.kind.rawValue)"), ("fill", "#3a3a3c"), ("fill-opacity", "0.85")])
      svg.text(obstruction.kind.words, x: ox + f.midX, y: oy + f.midY + 4, size: min(11, max(6, f.height * 0.4)), fill: "#ffffff", anchor: "middle")
    }
    for (index, finding) in findings.enumerated() {
      let marks = finding.marks.filter { $0.width > 0 || $0.height > 0 }
      guard let first = marks.first, finding.code != .exceedsWindow else { continue }
      let info = finding.severity == .info
      for mark in marks {
        rect(
          mark,
          [
            ("class", "finding \(finding.code.rawValue)"), ("fill", info ? "none" : "#ff3b30"), ("fill-opacity", "0.45"),
            ("stroke", info ? "#ff9f0a" : "#ff3b30"), ("stroke-width", "1.5"),
          ])
      }
      svg.text("\(index + 1)", x: ox + first.midX, y: oy + first.midY + 4, size: 11, fill: "#ffffff", anchor: "middle")
    }
    for evaluation in model.resolved.evaluations { bannerLabel(evaluation, screen: Rect(size: scene.screen), svg: &svg) }
    svg.close("g")
    for (index, evaluation) in model.resolved.evaluations.enumerated() {
      nameTag(evaluation, in: scene, svg: &svg, suffix: index == 0 ? "" : "-\(index + 1)")
    }
    rect(scene.safeRect, [("id", "safe-area-outline"), ("fill", "none"), ("stroke", "#64d2ff"), ("stroke-dasharray", "4 3")])
    if !scene.isFullScreen { rect(scene.window, [("id", "window-outline"), ("fill", "none"), ("stroke", "#ffffff"), ("stroke-width", "2")]) }
    for obstruction in scene.obstructions {
      let f = obstruction.frame
      switch obstruction.kind {
      case .cutout:
        let radius = obstruction.cutoutShape == .notch ? (scene.display.cutouts.first?.radius ?? 0) : min(f.width, f.height) / 2
        rect(f, [("class", "cutout \(obstruction.cutoutShape?.rawValue ?? "")"), ("rx", n(radius)), ("fill", "#000000")])
      case .hinge:
        if f.width == 0 || f.height == 0 {
          svg.element(
            "line",
            [
              ("class", "hinge fold"), ("x1", n(ox + f.minX)), ("y1", n(oy + f.minY)), ("x2", n(ox + f.maxX)),
              ("y2", n(oy + f.maxY)), ("stroke", "#ff9f0a"), ("stroke-width", "3"), ("stroke-dasharray", "6 4"),
            ])
        } else {
          rect(f, [("class", "hinge"), ("fill", "#5e5044")])
        }
      default:
        break
      }
    }
    if let bar = scene.homeIndicatorBar {
      rect(bar, [("id", "home-indicator"), ("rx", n(bar.height / 2)), ("fill", "#ffffff")])
    }
    if let status = scene.obstructions.first(where: { $0.kind == .statusBar }) {
      let f = status.frame
      switch status.statusBarEdge {
      case .left, .right:
        // A side strip (the iPhone Duo's): the strip, and its clock near the top, below the camera.
        rect(f, [("class", "status-bar side"), ("fill", "#ffffff"), ("fill-opacity", "0.08")])
        let below = scene.obstructions.filter { $0.kind == .cutout && $0.frame.intersection(f) != nil }.map(\.frame.maxY).max() ?? 0
        svg.text("9:41", x: ox + f.midX, y: oy + max(f.minY + 24, below + 22), size: 14, fill: "#ffffff", anchor: "middle")
      default:
        if f.height >= 18 { svg.text("9:41", x: ox + 24, y: oy + f.height * 0.62, size: 14, fill: "#ffffff") }
      }
    }
    // An active division's margins, where a fold-aware layout keeps nothing.
    for region in scene.reservedRegions where region.isActive {
      if let band = region.withMargins(vertical: scene.fold?.isVertical ?? true) {
        rect(band, [("class", "division-margins"), ("fill", "#ff9f0a"), ("fill-opacity", "0.18")])
      }
    }
    for obstruction in scene.obstructions where obstruction.kind == .windowControls {
      let f = obstruction.frame
      for index in 0..<3 {
        let dot = Rect(x: f.minX + 12 + Double(index) * 18, y: f.midY - 6, width: 12, height: 12)
        rect(dot, [("class", "window-controls"), ("rx", "6"), ("fill", ["#ff5f57", "#febc2e", "#28c840"][index])])
      }
    }
    var captionY = margin + body.size.height + margin + 4 - lineHeight
    for line in head {
      captionY += lineHeight
      svg.text(line, x: margin / 2, y: captionY, size: 12, fill: "#1c1c1e")
    }
    for (finding, lines) in zip(findings, wrapped) {
      let color = finding.severity == .error ? "#d70015" : finding.severity == .warning ? "#a05a00" : "#6e6e73"
      for (number, text) in lines.enumerated() {
        captionY += lineHeight
        svg.text(text, x: margin / 2 + (number == 0 ? 0 : 12), y: captionY, size: 11, fill: color)
      }
    }
    svg.close("svg")
    return svg.output
  }

  /// `suffix` keeps each slot's ids apart (`ad`, `ad-2`, …).
  private static func drawAd(_ evaluation: AdEvaluation, svg: inout SVGBuilder, suffix: String) {
    func rect(_ r: Rect, _ attributes: [(String, String)]) { svg.rect(r, attributes) }
    func text(_ content: String, _ x: Double, _ y: Double, _ size: Double, _ fill: String) {
      svg.text(content, x: svg.offset.x + x, y: svg.offset.y + y, size: size, fill: fill)
    }
    guard let placement = evaluation.placement else { return }
    let frame = placement.frame
    if placement.format.isFullScreen {
      rect(frame, [("id", "ad" + suffix), ("class", "interstitial"), ("fill", "#5e2ca5"), ("fill-opacity", "0.9")])
      text("Test Ad · \(placement.format.words) \(placement.size.label)", frame.midX - 90, frame.midY, 14, "#ffffff")
      return
    }
    if let native = placement.native {
      rect(native.view, [("id", "ad" + suffix), ("class", "native"), ("fill", "#0b4f5c")])
      for region in native.regions {
        let fill: String
        switch region.kind {
        case .media: fill = "#000000"
        case .attribution: fill = "#ff9f0a"
        case .callToAction: fill = "#0a84ff"
        default: fill = "#155e6b"
        }
        rect(region.frame, [("class", "asset \(region.kind.rawValue)"), ("fill", fill)])
        if region.kind == .media, let content = native.mediaContent, let visible = content.intersection(region.frame) {
          rect(visible, [("class", "media-content"), ("fill", "#1d8aa0")])
        }
        text(region.kind.label, region.frame.minX + 3, region.frame.midY + 4, min(11, max(6, region.frame.height * 0.6)), "#ffffff")
      }
      if let adChoices = native.adChoices {
        rect(adChoices, [("id", "adchoices" + suffix), ("fill", "#64d2ff")])
      }
      return
    }
    if placement.creative != frame {
      rect(frame, [("id", "ad-slot" + suffix), ("fill", "#1f4d2b")])
    }
    rect(placement.creative, [("id", "ad" + suffix), ("class", placement.format.rawValue), ("fill", "#34a853")])
  }

  /// A banner's `Test Ad · …` label, drawn after the bars and the finding marks so neither
  /// hides it, and centred in the part of the creative on the screen, so a rounded corner
  /// or a screen edge does not cut its start.
  private static func bannerLabel(_ evaluation: AdEvaluation, screen: Rect, svg: inout SVGBuilder) {
    guard let placement = evaluation.placement, !placement.format.isFullScreen, placement.native == nil,
      let creative = placement.creative.intersection(screen)
    else { return }
    let size = min(12, creative.height * 0.5)
    // A named slot's tag may sit on the banner's top edge: the text goes below it.
    let baseline = evaluation.slot.name == nil ? creative.midY + 4 : creative.maxY - max(4, (creative.height - nameTagHeight - size) / 2)
    svg.text(
      "Test Ad · \(placement.format.words) \(placement.size.label)", x: svg.offset.x + creative.midX, y: svg.offset.y + baseline, size: size,
      fill: "#ffffff", anchor: "middle")
  }

  /// How tall a slot's name tag is, in points: 12-point text, readable at the size the
  /// report draws a card's picture (at least three quarters of a point a pixel).
  static let nameTagHeight = 18.0

  /// A named slot's name on the picture, on a white tag at the ad's edge that faces the
  /// content: above a bottom banner, below a top one, above a feed cell; inside the top of
  /// a full-screen ad, under the safe area's top. Drawn over everything, cut to the ad's
  /// width (the caption and the report give the whole name).
  private static func nameTag(_ evaluation: AdEvaluation, in scene: Scene, svg: inout SVGBuilder, suffix: String) {
    guard let name = evaluation.slot.name, let placement = evaluation.placement else { return }
    let frame = placement.native?.view ?? placement.frame
    let height = nameTagHeight
    let y: Double
    if placement.format.isFullScreen {
      y = max(frame.minY, scene.safeRect.minY) + 6
    } else if evaluation.slot.effectiveKind == .anchored && evaluation.slot.position == .top {
      y = frame.maxY + 2
    } else {
      y = frame.minY - height - 2 >= 0 ? frame.minY - height - 2 : frame.minY + 2
    }
    // Helvetica's 12-point bold averages about 7 points a column.
    let columnWidth = 7.0
    let room = max(4, Int(saturating: ((max(frame.width, 48) - 10) / columnWidth).rounded(.down)))
    var label = name.sanitizedForTerminal
    var columns = DisplayWidth.of(label)
    if columns > room {
      (label, columns) = ("", 1)
      for character in name.sanitizedForTerminal {
        let width = DisplayWidth.of(character)
        guard columns + width <= room else { break }
        label.append(character)
        columns += width
      }
      label += "…"
    }
    let tag = Rect(x: frame.minX + 4, y: y, width: Double(columns) * columnWidth + 10, height: height)
    let style = [("rx", "4"), ("fill", "#ffffff"), ("fill-opacity", "0.92"), ("stroke", "#1c1c1e"), ("stroke-width", "1")]
    svg.rect(tag, [("id", "slot-name" + suffix), ("class", "slot-name")] + style)
    svg.text(label, x: svg.offset.x + tag.minX + 5, y: svg.offset.y + tag.minY + 13, size: 12, fill: "#1c1c1e", weight: "bold")
  }

  private static func n(_ value: Double) -> String { JSONValue.number(((value * 100).rounded()) / 100).compactText }
}

/// A minimal SVG text builder with escaping.
public struct SVGBuilder {
  var output = ""
  /// Where screen point (0, 0) lies in the drawing.
  var offset = (x: 0.0, y: 0.0)
  /// Starts every `id` and `url(#…)` reference written through the attribute lists.
  var idPrefix = ""
  private var depth = 0

  mutating func open(_ name: String, _ attributes: [(String, String)]) {
    output += indent + "<\(name)\(format(attributes))>\n"
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    output += indent + "</\(name)>\n"
  }

  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    output += indent + "<\(name)\(format(attributes))/>\n"
  }

  /// A rectangle given in screen points.
  mutating func rect(_ r: Rect, _ attributes: [(String, String)]) {
    element(
      "rect",
      [("x", short(offset.x + r.x)), ("y", short(offset.y + r.y)), ("width", short(r.width)), ("height", short(r.height))]
        + attributes)
  }

  mutating func raw(_ text: String) { output += indent + text + "\n" }

  mutating func text(
    _ content: String, x: Double, y: Double, size: Double, fill: String, anchor: String = "start", weight: String? = nil
  ) {
    var attributes = [("x", short(x)), ("y", short(y)), ("font-size", short(size)), ("fill", fill), ("text-anchor", anchor)]
    if let weight { attributes.append(("font-weight", weight)) }
    output += indent + "<text\(format(attributes))>\(SVGBuilder.escape(content))</text>\n"
  }

  private var indent: String { String(repeating: "  ", count: depth) }

  private func short(_ value: Double) -> String { JSONValue.number((value * 100).rounded() / 100).compactText }

  private func format(_ attributes: [(String, String)]) -> String {
    attributes.map { name, value in
      let prefixed =
        name == "id" ? idPrefix + value : value.hasPrefix("url(#") ? "url(#" + idPrefix + value.dropFirst(5) : value
      return " \(name)=\"\(SVGBuilder.escape(prefixed))\""
    }.joined()
  }

  /// The one escaping function for SVG (XML) text and attribute values: sanitised, then
  /// `&`, `<`, `>`, `"` and `'` as entities, and every character XML 1.0 does not allow in
  /// a document (U+FFFE, U+FFFF, and any control the sanitising let through) as U+FFFD, so
  /// no text from a file can make the document unreadable.
  public static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.sanitizedForTerminal.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      // XML 1.0's Char: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and
      // U+10000–U+10FFFF (a Swift string never holds a surrogate).
      case "\t", "\n", "\r", "\u{20}"..."\u{D7FF}", "\u{E000}"..."\u{FFFD}", "\u{10000}"..."\u{10FFFF}":
        out.unicodeScalars.append(scalar)
      default: out.unicodeScalars.append("\u{FFFD}")
      }
    }
    return out
  }
}
