import AdPreviewCore
import AdPreviewFormats

/// Native ad views laid out in a xib of their own: Google's `NativeAdView.xib` (the root view
/// is the `GADNativeAdView`), its native templates (a `GADTTemplateView` root), and the
/// reusable view whose root view holds a native ad view pinned to its four edges. Such a xib
/// is a component the app puts in a feed or a container, not a screen: its ad is a content
/// slot at the container's width, and what the xib says about the assets (the asset views
/// connected, the media view's aspect and mode, the AdChoices view's corner, an "Ad" badge)
/// goes into the slot's native options.
extension DocumentReader {
  /// The native ad view that makes `root` (a top-level view of a xib) a component: `root`
  /// itself, or a subview that fills it (pinned to its four edges, or laid out at its bounds
  /// without constraints); nil when `root` is a screen.
  static func componentNative(_ root: XMLElement) -> XMLElement? {
    if isNative(root) { return root }
    let natives = (root.child("subviews")?.children ?? []).filter(isNative)
    guard natives.count == 1, let native = natives.first, let id = native["id"] else { return nil }
    let rootID = root["id"]
    let safeArea = root.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }?["id"]
    var edges: Set<String> = []
    var pinned = false
    for constraint in root.child("constraints")?.children(named: "constraint") ?? [] {
      let first = constraint["firstItem"] ?? rootID
      let second = constraint["secondItem"]
      let (attribute, other): (String?, String?) =
        first == id ? (constraint["firstAttribute"], second) : second == id ? (constraint["secondAttribute"], first) : (nil, nil)
      guard let attribute else { continue }
      pinned = true
      guard other == rootID || (other != nil && other == safeArea), constraint["constant"].map({ Double($0) == 0 }) ?? true else { continue }
      edges.insert(edgeName(attribute))
    }
    if pinned { return edges.isSuperset(of: ["top", "bottom", "leading", "trailing"]) ? native : nil }
    // No constraints: the frame and its autoresizing mask place it.
    let frame = native.children.first { $0.name == "rect" && $0["key"] == "frame" }
    let rootFrame = root.children.first { $0.name == "rect" && $0["key"] == "frame" }
    let zero = { (value: String?) in value.flatMap(Double.init) ?? 0 == 0 }
    return zero(frame?["x"]) && zero(frame?["y"]) && frame?["width"] == rootFrame?["width"] && frame?["height"] == rootFrame?["height"]
      ? native : nil
  }

  static func isNative(_ element: XMLElement) -> Bool {
    element["customClass"].map { InterfaceBuilderImport.nativeClasses[$0] != nil } ?? false
  }

  /// `top`, `bottom`, `leading` or `trailing` for an edge attribute and its margin and
  /// left-to-right forms; other attributes as they are.
  static func edgeName(_ attribute: String) -> String {
    let edge = attribute.hasSuffix("Margin") ? String(attribute.dropLast("Margin".count)) : attribute
    return edge == "left" ? "leading" : edge == "right" ? "trailing" : edge
  }

  /// The component's screen: one content slot for `native`, named after the outlet that
  /// holds it (else the file), in a screen named after the owner's class (else the file).
  func component(_ native: XMLElement, root: XMLElement, owner: XMLElement?) -> ImportedScreen {
    var notes: [ImportNote] = []
    let isRoot = native.line == root.line && native.column == root.column
    let custom = native["customClass"] ?? ""
    var format = InterfaceBuilderImport.nativeClasses[custom] ?? .native
    if custom == "GADTTemplateView", let template = owner?["customClass"].flatMap({ InterfaceBuilderImport.nativeClasses[$0] }) {
      format = template
    }
    var slot = AdSlot(format: format, position: .top, alignment: .fill, guide: .safeArea, kind: .content)
    slot.source = SlotSource(file: file, line: native.line, column: native.column)
    let frame = native.children.first { $0.name == "rect" && $0["key"] == "frame" }
    let width = frame?["width"].flatMap(Double.init)
    let freeform = root.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
    var size: String
    if format == .native {
      slot.native = nativeOptions(native, notes: &notes)
      let fixed = (native.child("constraints")?.children(named: "constraint") ?? []).first {
        $0["firstAttribute"] == "height" && $0["secondItem"] == nil && ($0["relation"] ?? "equal") == "equal"
      }
      if let fixed, let height = fixed["constant"].flatMap(Double.init), height > 0 {
        slot.native.height = height
        size = "its height constraint's \(formatPoints(height)) pt"
      } else {
        // The root view's frame is the canvas it was drawn on (a freeform size, or the
        // simulated screen's): in the app, Auto Layout sizes the view in its container.
        size = "as tall as its assets"
        let canvas = [width, frame?["height"].flatMap(Double.init)].compactMap { $0 }.map(formatPoints).joined(separator: "×")
        notes.append(
          note(
            root,
            "the xib draws the native ad view at \(canvas.isEmpty ? "no size" : canvas) (\(freeform ? "a freeform size" : "the simulated screen's size")), "
              + "with no height constraint: its container sizes it, so it is imported as tall as its assets; "
              + "set \"native\": {\"height\": …} in the app file if the container fixes its height"))
      }
    } else {
      size = "the template's own size"
    }
    notes.append(
      note(
        native,
        "\(custom) is the xib's \(isRoot ? "root view" : "root view's content (pinned to its four edges)"): a component, "
          + "imported as a content slot at the width of the content it is shown in"
          + (width.map { " (drawn \(formatPoints($0)) pt wide)" } ?? "") + " and \(size); "
          + "set its \"offset\" down the feed, and the screen's \"chrome\", in the app file"))
    let ownerOutlets = Self.outlets(of: owner)
    let base = ownerOutlets[native["id"] ?? ""] ?? (isRoot ? nil : ownerOutlets[root["id"] ?? ""]) ?? native["userLabel"] ?? fileStem
    slot.name = String(base.prefix(Limits.maximumNameLength)).sanitizedForTerminal
    let name = owner?["customClass"] ?? fileStem
    return ImportedScreen(
      name: String(name.prefix(Limits.maximumNameLength)).sanitizedForTerminal,
      source: SlotSource(file: file, line: root.line, column: root.column), slots: [slot], chrome: nil, notes: notes)
  }

  /// `destination id: property` for the outlets of `element` (a view or the file's owner).
  static func outlets(of element: XMLElement?) -> [String: String] {
    var outlets: [String: String] = [:]
    for outlet in element?.child("connections")?.children(named: "outlet") ?? [] {
      guard let destination = outlet["destination"], let property = outlet["property"], outlets[destination] == nil else { continue }
      outlets[destination] = property
    }
    return outlets
  }

  /// The asset outlets of `GADNativeAdView` and the assets they show.
  static let assetOutlets: [String: NativeAsset] = [
    "bodyView": .body, "callToActionView": .callToAction, "iconView": .icon, "starRatingView": .starRating, "storeView": .store,
    "priceView": .price, "advertiserView": .advertiser,
  ]

  /// What the xib says about the native ad: the assets whose views are connected, an "Ad"
  /// badge, the media view's aspect and content mode, and the AdChoices view's corner.
  func nativeOptions(_ native: XMLElement, notes: inout [ImportNote]) -> NativeAdOptions {
    var options = NativeAdOptions()
    let outlets = Self.outlets(of: native)
    let byProperty = Dictionary(outlets.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // One walk over the ad view: the media view, the AdChoices view, the badge and every
    // constraint (each with the id of the view that holds it).
    var media: XMLElement?
    var adChoices: XMLElement?
    var badge = false
    var constraints: [(constraint: XMLElement, owner: String)] = []
    func walk(_ element: XMLElement) {
      let custom = element["customClass"]
      if custom == "GADMediaView" || custom == "MediaView" || (element["id"] != nil && element["id"] == byProperty["mediaView"]) {
        media = media ?? element
      }
      if custom == "GADAdChoicesView" || custom == "AdChoicesView" || (element["id"] != nil && element["id"] == byProperty["adChoicesView"]) {
        adChoices = adChoices ?? element
      }
      if element.name == "label", let text = element["text"], Self.isAttribution(text) { badge = true }
      for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
        constraints.append((constraint, element["id"] ?? ""))
      }
      for child in element.children where child.name == "subviews" || Self.isView(child) || child.name == "label" {
        for view in child.name == "subviews" ? child.children : [child] { walk(view) }
      }
    }
    walk(native)
    badge = badge || outlets.values.contains { $0.lowercased().contains(exactly: "badge") || $0.lowercased().contains(exactly: "attribution") }
    let connected = outlets.values.compactMap { Self.assetOutlets[$0] }
    if !connected.isEmpty || badge {
      var assets = CaseSet<NativeAsset>(connected)
      if badge { _ = assets.insert(.attribution) }
      options.assets = assets
      if !badge {
        notes.append(
          note(
            native,
            "no \"Ad\" label in the native ad view: imported without the attribution asset (if the code draws the badge, add \"attribution\" to the slot's assets)"
          ))
      }
    } else {
      notes.append(note(native, "the native ad view's asset views are not connected in the xib: imported with every asset"))
    }
    if let media, let id = media["id"] {
      if media["contentMode"] == "scaleAspectFill" { options.contentMode = .fill }
      if media["contentMode"] == "scaleAspectFit" { options.contentMode = .fit }
      var fixedWidth: Double?
      var fixedHeight: Double?
      for (constraint, owner) in constraints {
        let first = constraint["firstItem"] ?? owner
        guard first == id, let attribute = constraint["firstAttribute"], attribute == "width" || attribute == "height" else { continue }
        if constraint["secondItem"] == nil {
          let constant = constraint["constant"].flatMap(Double.init)
          if attribute == "width" { fixedWidth = constant } else { fixedHeight = constant }
        } else if constraint["secondItem"] == id, let ratio = Self.multiplier(constraint["multiplier"]), constraint["secondAttribute"] != attribute {
          // width = m × height, or height = m × width.
          let aspect = attribute == "width" ? ratio : 1 / ratio
          if Limits.aspectRatio.contains(aspect) { options.mediaViewAspectRatio = aspect }
        }
      }
      if options.mediaViewAspectRatio == nil, let fixedWidth, let fixedHeight, fixedWidth > 0, fixedHeight > 0,
        Limits.aspectRatio.contains(fixedWidth / fixedHeight)
      {
        options.mediaViewAspectRatio = fixedWidth / fixedHeight
        notes.append(
          note(
            media,
            "the media view is \(formatPoints(fixedWidth))×\(formatPoints(fixedHeight)): imported as its aspect (mediaViewAspect), at the ad's width"
          ))
      }
    }
    if let adChoices, let id = adChoices["id"] {
      var horizontal: Bool?
      var vertical: Bool?
      for (constraint, owner) in constraints {
        let first = constraint["firstItem"] ?? owner
        let attribute = first == id ? constraint["firstAttribute"] : constraint["secondItem"] == id ? constraint["secondAttribute"] : nil
        switch attribute.map(Self.edgeName) {
        case "leading": horizontal = horizontal ?? true
        case "trailing": horizontal = horizontal ?? false
        case "top": vertical = vertical ?? true
        case "bottom": vertical = vertical ?? false
        default: break
        }
      }
      let isLeft = horizontal ?? false
      let isTop = vertical ?? true
      options.adChoices = isTop ? (isLeft ? .topLeft : .topRight) : (isLeft ? .bottomLeft : .bottomRight)
    }
    return options
  }

  /// Whether a label's text is the ad attribution: "Ad", "Ads", "Advertisement",
  /// "Sponsored" (any case, a colon after it).
  static func isAttribution(_ text: String) -> Bool {
    var word = text.lowercased()
    while word.hasSuffix(":") || word.hasSuffix(" ") { word.removeLast() }
    while word.hasPrefix(" ") { word.removeFirst() }
    return ["ad", "ads", "advertisement", "sponsored"].contains(word)
  }

  /// An Interface Builder multiplier: `16:9` or a number.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return nil }
    let parts = text.split(separator: ":")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
    return Double(text)
  }
}
