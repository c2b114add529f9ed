import AdPreviewCore
import AdPreviewFormats

/// The facts beside the picture: device, window, safe area, the ad and its findings.
enum SidePanel {
  /// One line of the panel: a label column and text, with a style for the text.
  struct Line {
    var label: String
    var text: String
    var style: Style
    /// The finding this line belongs to, in the panel's order.
    var finding: Int? = nil
    /// Which of the panel's fields the line is part of (a field's wrapped lines go together).
    var field = 0
    /// How soon the field goes when the panel is short: the highest first, 0 never. The
    /// findings are what a user looks for, so every other field goes before them.
    var rank = 0
  }

  /// How soon each kind of field is dropped from a short panel (higher: sooner).
  enum Rank {
    static let explanation = 9
    static let request = 8
    static let regions = 8
    static let os = 7
    static let otherSlot = 6
    static let pane = 6
    static let safeArea = 5
    static let placement = 5
    static let window = 4
    static let device = 3
    static let screen = 2
    /// A finding's message past its first line.
    static let findingDetail = 2
    /// A finding's first line of message: the code itself is never dropped.
    static let findingMessage = 1
  }

  /// The lines that fit in `height` rows: whole fields dropped, the highest rank first and
  /// the lowest on the panel first within a rank, until the rest fit (or only kept fields
  /// remain, which are then cut at the bottom by the caller).
  static func fitted(_ lines: [Line], height: Int) -> [Line] {
    guard lines.count > height else { return lines }
    // Each field once, with its rank and rows; the order to drop them in is worked out by
    // one sort, so an app with hundreds of slots (an "Also" field each) costs no more than
    // its lines.
    var fields: [(field: Int, rank: Int, rows: Int, position: Int)] = []
    for line in lines {
      if let last = fields.indices.last, fields[last].field == line.field {
        fields[last].rows += 1
      } else {
        fields.append((line.field, line.rank, 1, fields.count))
      }
    }
    let order = fields.filter { $0.rank > 0 }.sorted { ($0.rank, $0.position) > ($1.rank, $1.position) }
    var count = lines.count
    var dropped: Set<Int> = []
    for field in order where count > height {
      dropped.insert(field.field)
      count -= field.rows
    }
    return lines.filter { !dropped.contains($0.field) }
  }

  /// The findings in the panel's order: the most severe first, then as found.
  static func ordered(_ findings: [Finding]) -> [Finding] {
    findings.enumerated().sorted {
      $0.element.severity != $1.element.severity ? $0.element.severity > $1.element.severity : $0.offset < $1.offset
    }.map(\.element)
  }

  static func lines(_ model: PreviewModel, width: Int, options: RenderOptions) -> [Line] {
    let scene = model.resolved.scene
    let focus = min(max(0, model.focus), model.resolved.evaluations.count - 1)
    let evaluation = model.resolved.evaluations[focus]
    let state = focus < model.adStates.count ? model.adStates[focus] : .notRequested
    let device = scene.device
    var lines: [Line] = []
    var field = 0
    func add(_ label: String, _ text: String, _ style: Style = .plain, rank: Int = 0) {
      let wrapped = wrap(text, width: max(8, width - 11))
      field += 1
      for (index, part) in wrapped.enumerated() {
        lines.append(Line(label: index == 0 ? label : "", text: part, style: style, field: field, rank: rank))
      }
    }
    add(
      "Device",
      "\(scene.deviceLabel) · \(device.family.rawValue) · @\(formatPoints(scene.display.scale ?? device.scale))x"
        + (device.isConcept ? " · concept" : ""), rank: Rank.device)
    if let os = scene.osLabel {
      let range = device.releases(ofModel: scene.model).map { " (runs \($0.words))" } ?? ""
      add("OS", os + range, rank: Rank.os)
    }
    var held = scene.orientation.rawValue
    if let posture = scene.posture {
      held += " · \(posture.name.rawValue)"
      if let fold = scene.fold, fold.separating { held += " (\(fold.mode.rawValue))" }
    }
    add("Screen", "\(scene.screen.label) · \(held)", rank: Rank.screen)
    add("Window", "\(device.platform.label(scene.window.size)) (\(scene.windowKindWords))", rank: Rank.window)
    if let pane = scene.paneDescription { add("Pane", pane, rank: Rank.pane) }
    if let host = scene.host {
      add("Host", "\(host.words): \(host.model) · u: the next host", rank: Rank.pane)
    } else if scene.isResizedIPhoneWindow {
      // The short form of `WindowHost.phonePicture`: the key is the way out.
      add("Host", "on the phone (Xcode's Device Hub) · u: as the user sees it, in iPhone Mirroring or on an iPad", rank: Rank.pane)
    }
    if scene.verticalBarsApply {
      add("Bars", scene.verticalBars == .disabled ? "horizontal (vertical bars disabled)" : "vertical (automatic)", rank: Rank.pane)
    }

    let i = scene.safeArea
    add(
      "Safe area",
      "top \(device.platform.length(i.top)) · left \(device.platform.length(i.left)) · bottom \(device.platform.length(i.bottom)) "
        + "· right \(device.platform.length(i.right))",
      rank: Rank.safeArea)
    if scene.chrome != nil {
      // The bars and what they leave the view controller that shows the ads.
      let bars = scene.bars.map { "\($0.kind.words) \(formatPoints($0.height.height))\($0.height.isModel ? " (model)" : "")" }
      let v = scene.viewSafeArea
      add(
        "Chrome",
        (bars.isEmpty ? "no bars" : bars.joined(separator: " · "))
          + " → view safe area top \(formatPoints(v.top)) · left \(formatPoints(v.left)) · bottom \(formatPoints(v.bottom)) · right \(formatPoints(v.right))",
        rank: Rank.safeArea)
    }
    let slot = evaluation.slot
    if let sizing = evaluation.sizing {
      // SDK 13's large banner beside the classic height it replaces: the jump developers see.
      let classic = AdSizing.classicComparison(for: slot, sized: sizing, in: scene).map { " (classic: \(formatPoints($0.height)))" } ?? ""
      // A full-screen ad loaded for another window is shown at the size it was loaded with:
      // the line says that size, and what a new request would get.
      var shown: Size?
      switch state {
      case .showing(_, let size), .presented(_, let size): shown = slot.format.isFullScreen && size != sizing.size ? size : nil
      default: shown = nil
      }
      add(
        "Ad",
        shown.map { "\(slot.format.words) \($0.label) as loaded; a new one would be \(sizing.size.label)" }
          ?? "\(slot.format.words) \(sizing.size.label)\(classic)",
        options.style(.goodStrong))
      if slot.format.isFullScreen {
        add(
          "",
          FullScreenPresentation.of(slot.format).map { "full screen, presented \($0.when)" } ?? "full screen: covers the app's window when presented",
          rank: Rank.placement)
      } else {
        var placement = "\(slot.anchorWord), \(slot.effectiveAlignment.rawValue), \(slot.guide.words)"
        if let frame = evaluation.placement?.frame {
          let at = "at x \(device.platform.length(frame.x)), y \(device.platform.length(frame.y))"
          // Mid-change the view still shows the ad loaded for the old size, where the old
          // size sits in the new window: the position is that ad's, and the line says so.
          if case .showing(_, let loaded) = state, loaded != sizing.size {
            placement += " · the \(device.platform.label(loaded)) ad still shown \(at)"
          } else {
            placement += " · \(at)"
          }
        }
        add("", placement, rank: Rank.placement)
      }
      if let placement = slot.collapsible, slot.format.isBanner {
        let overlay = evaluation.placement?.overlay
        add(
          "Overlay",
          overlay.map { "collapsible \(placement.rawValue): expanded \(CollapsibleOverlay.words($0, placement: placement)) · k collapses" }
            ?? "collapsible \(placement.rawValue): collapsed to the banner", rank: Rank.pane)
      }
      for line in sizing.explanation { add("", line, options.style(.explanation), rank: Rank.explanation) }
    } else {
      add("Ad", "none")
    }
    if !model.leftOutAssets.isEmpty {
      // The picture is too small for every asset's name: say which, so an empty-looking
      // region is not read as an asset the ad lacks.
      add(
        "Assets", "too small here to name " + model.leftOutAssets.joined(separator: ", ") + " (the Ad badge and the call to action stay)",
        rank: Rank.pane)
    }
    let fullScreen = slot.format.isFullScreen
    add("State", stateText(state, fullScreen: fullScreen, options: options), stateStyle(state, options: options))
    if let catchingUp = evaluation.catchingUp {
      add("", catchingUp, options.style(.loading))
    }
    for (index, (other, otherState)) in zip(model.resolved.evaluations, model.adStates).enumerated() where index != focus {
      let size = other.sizing.map { " \($0.size.label)" } ?? ""
      add(
        "Also", "\(other.slot.label)\(size) · \(stateText(otherState, fullScreen: other.slot.format.isFullScreen, options: options))",
        stateStyle(otherState, options: options), rank: Rank.otherSlot)
    }
    add(
      "Request",
      "scene \(model.request.scene.rawValue) · \(model.request.mode.rawValue) mode"
        + (model.request.multiScene ? " · multi-scene" : ""), rank: Rank.request)
    let findings = model.resolved.allFindings
    if findings.isEmpty {
      add("Findings", "none", options.style(.good))
    } else {
      add("Findings", findingsCount(findings), .bold)
      // The most severe first: the panel may not have room for all.
      for (number, finding) in ordered(findings).enumerated() {
        let selected = model.selectedFinding == number
        let mark = options.ascii ? finding.severity.asciiMark : finding.severity.mark
        var headStyle = severityStyle(finding.severity, options: options)
        if selected { headStyle.attributes.insert(.reverse) }
        let head = "\(mark) \(finding.code.rawValue)\(finding.slot.map { " [\($0)]" } ?? "")"
        field += 1
        // A code wider than the column is cut where the line ends, the mark kept before it
        // (word wrapping would leave the mark alone on a line).
        let headWidth = max(8, width - 11)
        let headLines = DisplayWidth.of("\(mark) \(finding.code.rawValue)") > headWidth ? cut(head, width: headWidth) : wrap(head, width: headWidth)
        for (index, part) in headLines.enumerated() {
          lines.append(Line(label: "", text: part, style: headStyle, finding: number, field: field))
          if index == 0 && selected && !model.expandedFinding { lines[lines.count - 1].text += options.ascii ? " (enter: all)" : " ⏎ all" }
        }
        // The frame is shown above: drop it from the message.
        var message = finding.message
        if message.hasPrefix("the ad view ("), let close = message.firstIndex(of: ")") {
          message = "it" + message[message.index(after: close)...]
        }
        let parts = wrap(message, width: max(8, width - 13))
        let shown = selected && model.expandedFinding ? parts.count : 3
        // The first line goes after every other field, the rest before it; the code stays.
        let first = field + 1
        let detail = field + 2
        field += 2
        for (index, part) in parts.prefix(shown).enumerated() {
          let text = index == shown - 1 && parts.count > shown ? part + " …" : part
          lines.append(
            Line(
              label: "", text: "  " + text, style: options.style(.hint), finding: number,
              field: index == 0 ? first : detail, rank: selected ? 0 : index == 0 ? Rank.findingMessage : Rank.findingDetail))
        }
      }
    }
    // Last, as the least needed where the panel is short; on devices with a fold or hinge
    // only (on the others the cameras are the cutouts drawn).
    let vertical = scene.fold?.isVertical ?? true
    let regions = scene.reservedRegions.map { region in
      let state = region.isActive ? "active" : "inactive"
      let margins = region.margins > 0 ? ", margins \(formatPoints(region.margins))" : ""
      // As UIKit reports it: a division's frame takes in its margins.
      let frame = region.withMargins(vertical: vertical) ?? region.frame
      return ".\(region.kind.rawValue) \(region.words) \(frame.size.label) (\(state)\(margins))"
    }
    if scene.reservedRegions.contains(where: { $0.kind == .division }) {
      add("Regions", regions.joined(separator: " · "), rank: Rank.regions)
    }
    return lines
  }

  /// `1 info`, `3: 1 error, 2 warnings`: how many, and of which severities.
  static func findingsCount(_ findings: [Finding]) -> String {
    let counts = Finding.Severity.allCases.reversed().compactMap { severity -> String? in
      let count = findings.count { $0.severity == severity }
      guard count > 0 else { return nil }
      return severity == .info ? "\(count) info" : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    return counts.count == 1 ? counts[0] : "\(findings.count): " + counts.joined(separator: ", ")
  }

  static func stateText(_ state: AdDisplayState, fullScreen: Bool, options: RenderOptions) -> String {
    switch state {
    case .notRequested: return "not requested yet (waiting for viewDidAppear)"
    case .loading(let request, let size, let spinner):
      let glyph = options.ascii ? Spinner.asciiFrames[spinner % 4] : Spinner.frames[spinner % Spinner.frames.count]
      return "\(glyph) loading request #\(request) (\(size.label))"
    case .showing(let request, let size):
      return fullScreen
        ? "● ad #\(request) ready to present (\(size.label)); not on screen until presented"
        : "● showing test ad #\(request) (\(size.label))"
    case .failed(let request, let message): return "✗ request #\(request) failed: \(message)"
    case .presented(let request, let size): return "● presented full-screen ad #\(request) (\(size.label))"
    }
  }

  private static func stateStyle(_ state: AdDisplayState, options: RenderOptions) -> Style {
    switch state {
    case .loading: options.style(.loading)
    case .showing, .presented: options.style(.showing)
    case .failed: options.style(.failed)
    case .notRequested: options.style(.idle)
    }
  }

  static func severityStyle(_ severity: Finding.Severity, options: RenderOptions) -> Style {
    options.style(.severity(severity))
  }

  /// Word-wraps text to a width in columns, breaking long words.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [text] }
    return wrapSimple(text, width: width) ?? wrapGraphemes(text, width: width)
  }

  /// The text in lines of `width` columns, cut wherever a line is full.
  static func cut(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if lineWidth + characterWidth > width, lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lineWidth == 0 && character == " " { continue }
      line.append(character)
      lineWidth += characterWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `wrap` for any text, grapheme by grapheme.
  static func wrapGraphemes(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [text] }
    // One pass over the text: words go on the line while they fit; a word wider than a
    // whole line is cut where the line ends.
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = DisplayWidth.of(String(word))
      if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lineWidth > 0 {
        line += " "
        lineWidth += 1
      }
      if lineWidth + wordWidth <= width {
        line.append(contentsOf: word)
        lineWidth += wordWidth
        continue
      }
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if lineWidth + characterWidth > width, lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `wrap` for text of simple characters only (`DisplayWidth.isSimple`: a scalar is a
  /// column and a grapheme): the same lines, cut straight from the text's UTF-8. Words are
  /// separated by single spaces, so every line `wrap` builds is one run of the text; nil for
  /// any other text.
  private static func wrapSimple(_ text: String, width: Int) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      guard DisplayWidth.simpleScalarCount(bytes) != nil else { return nil }
      var lines: [String] = []
      // The current line is bytes[start..<end], `lineWidth` columns.
      var start = 0
      var end = 0
      var lineWidth = 0
      func emit() {
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        lineWidth = 0
      }
      /// A scalar starts at every byte that is not a continuation byte.
      func isScalarStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
      var wordStart = 0
      while wordStart <= bytes.count {
        // A space never occurs inside a multi-byte scalar.
        var wordEnd = wordStart
        var wordWidth = 0
        while wordEnd < bytes.count && bytes[wordEnd] != UInt8(ascii: " ") {
          if isScalarStart(bytes[wordEnd]) { wordWidth += 1 }
          wordEnd += 1
        }
        if lineWidth > 0 && lineWidth + 1 + wordWidth > width { emit() }
        if lineWidth > 0 {
          lineWidth += 1  // the space before the word
          end = wordStart
        }
        if lineWidth + wordWidth <= width {
          if lineWidth == 0 { start = wordStart }
          end = wordEnd
          lineWidth += wordWidth
        } else {
          var index = wordStart
          while index < wordEnd {
            var next = index + 1
            while next < wordEnd && !isScalarStart(bytes[next]) { next += 1 }
            if lineWidth + 1 > width, lineWidth > 0 { emit() }
            if lineWidth == 0 { start = index }
            end = next
            lineWidth += 1
            index = next
          }
        }
        wordStart = wordEnd + 1
      }
      if lineWidth > 0 || lines.isEmpty {
        if lineWidth == 0 { end = start }
        emit()
      }
      return lines
    }
  }
}

extension String {
  /// The text word-wrapped to `width` columns (display width), a word wider than a line cut
  /// where the line ends: the panel's wrapping, for the previewer's overlays.
  public func wrapped(toWidth width: Int) -> [String] { SidePanel.wrap(self, width: width) }

  /// The text on one row of `width` columns: whole if it fits, else its words up to `…`.
  public func truncated(toWidth width: Int) -> String {
    let whole = wrapped(toWidth: width)
    guard whole.count > 1 else { return whole.first ?? "" }
    return (wrapped(toWidth: max(1, width - 1)).first ?? "") + "…"
  }
}
