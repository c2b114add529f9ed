import AdPreviewCore
import AdPreviewFormats

/// The ad views of a scene as slots: where each is pinned, its size, and the native ad
/// layout of a `GADNativeAdView`.
extension DocumentReader {
  static let fixedSizes = AdFormat.byFixedSize

  /// One ad view as a slot: its format from its class and size, its edge and guide from its
  /// vertical constraint, its alignment from its horizontal ones.
  func slot(
    _ view: XMLElement, superview: XMLElement, rootView: XMLElement, guides: Guides,
    constraints: [(constraint: XMLElement, owner: String)], notes: inout [ImportNote]
  ) -> AdSlot {
    let id = view["id"] ?? ""
    let custom = view["customClass"] ?? ""
    var width: Double?
    var height: Double?
    // Each constraint from the ad's side: its attribute, the other item and attribute, the
    // constant, and its sign from the ad's side (the ad's attribute is the other's plus it).
    var pins: [(attribute: String, other: String, otherAttribute: String, constant: Double, sign: Double, element: XMLElement)] = []
    for (constraint, owner) in constraints {
      let first = constraint["firstItem"] ?? owner
      let second = constraint["secondItem"]
      // `nan`, `inf` and `1e999` read as numbers: none is a place, so none is taken.
      let constant = Double(constraint["constant"] ?? "0").flatMap { $0.isFinite ? $0 : nil } ?? 0
      if first == id, second == nil, let attribute = constraint["firstAttribute"] {
        if attribute == "width" { width = constant }
        if attribute == "height" { height = constant }
        continue
      }
      if first == id, let second {
        pins.append((constraint["firstAttribute"] ?? "", second, constraint["secondAttribute"] ?? "", constant, 1, constraint))
      } else if second == id {
        pins.append((constraint["secondAttribute"] ?? "", first, constraint["firstAttribute"] ?? "", constant, -1, constraint))
      }
    }
    var slot = AdSlot(format: .banner)
    slot.source = SlotSource(file: file, line: view.line, column: view.column)
    // The format: a native class; a banner's fixed size; else its size comes from code.
    if let native = InterfaceBuilderImport.nativeClasses[custom] {
      slot.format = native
      if native == .native {
        if let width { slot.native.width = width }
        if let height { slot.native.height = height }
      }
    } else if let width, let height {
      let key = "\(formatPoints(width))x\(formatPoints(height))"
      if let fixed = Self.fixedSizes[key] {
        slot.format = fixed
      } else {
        slot.format = sdk.defaultBannerFormat
        notes.append(
          note(
            view,
            "\(custom) has a fixed \(formatPoints(width))×\(formatPoints(height)), not a size the SDK names: imported as \(slot.format.rawValue); set the format in the app file"
          ))
      }
    } else {
      slot.format = sdk.defaultBannerFormat
      let placeholder = [view["placeholderIntrinsicWidth"], view["placeholderIntrinsicHeight"]].compactMap { $0 }
      notes.append(
        note(
          view,
          "\(custom) gets its size in code"
            + (placeholder.count == 2 ? " (an intrinsic-size placeholder of \(placeholder.joined(separator: "×")))" : "")
            + ": imported as \(slot.format.rawValue), the SDK \(sdk.rawValue) banner Google recommends; `adpreview lint` reads the code"))
    }
    // The vertical edge it is pinned to, and to what; else the middle it is centred on.
    let edges = pins.filter { ["top", "bottom", "topMargin", "bottomMargin"].contains($0.attribute) }
    let vertical = edges.isEmpty ? pins.filter { $0.attribute.hasPrefix("centerY") && $0.otherAttribute.hasPrefix("centerY") } : edges
    if let pin = vertical.first(where: { isGuide($0.other, guides) || $0.other == rootView["id"] || $0.other == superview["id"] }) ?? vertical.first {
      if pin.attribute.hasPrefix("centerY") {
        // centerY: the ad's middle on the guide's, `constant` below it.
        slot.centered = true
        slot.offset = pin.sign * pin.constant
      } else {
        slot.position = pin.attribute.hasPrefix("top") ? .top : .bottom
        slot.offset = abs(pin.constant)
      }
      if guides.safeArea.contains(pin.other) {
        slot.guide = .safeArea
      } else if guides.top.contains(pin.other) || guides.bottom.contains(pin.other) {
        slot.guide = .layoutGuides
      } else if pin.other == rootView["id"] || pin.other == superview["id"] {
        if pin.attribute.hasSuffix("Margin") || pin.otherAttribute.hasSuffix("Margin") {
          // The root view's layout margins include its safe area (insetsLayoutMarginsFromSafeArea).
          slot.guide = .safeArea
          notes.append(
            note(pin.element, "\(custom) is pinned to the view's \(pin.otherAttribute) margin, which includes the safe area: imported as safe-area"))
        } else {
          slot.guide = .superview
        }
        if pin.other != rootView["id"] {
          notes.append(note(pin.element, "\(custom) is pinned to its superview, not the screen's view: its superview is taken to fill the screen"))
        }
      } else {
        slot.guide = .safeArea
        notes.append(
          note(
            pin.element,
            "\(custom)'s \(pin.attribute) is pinned to another view (\(describe(pin.other))), which adpreview does not lay out: "
              + "imported at the \(slot.anchorWord) of the safe area; check where that view sits"))
      }
      if vertical.count > 1 && Set(vertical.map { $0.attribute.hasPrefix("top") }).count > 1 {
        notes.append(note(view, "\(custom) is pinned at both its top and bottom: imported at the \(slot.position.rawValue)"))
      }
    } else {
      let frame = view.children.first { $0.name == "rect" && $0["key"] == "frame" }
      let y = Double(frame?["y"] ?? "") ?? 0
      let rootHeight = Double(rootView.children.first { $0.name == "rect" && $0["key"] == "frame" }?["height"] ?? "") ?? 0
      slot.position = rootHeight > 0 && y > rootHeight / 2 ? .bottom : .top
      notes.append(
        note(
          view,
          "\(custom) has no top or bottom constraint (its frame or code places it): imported at the \(slot.position.rawValue), where its frame is"))
    }
    // Its sides: both edges pinned (or an equal width) fill; a centre stays centred.
    let horizontal = pins.filter { ["leading", "trailing", "left", "right", "leadingMargin", "trailingMargin"].contains($0.attribute) }
    let sides = Set(horizontal.map { $0.attribute.hasPrefix("leading") || $0.attribute.hasPrefix("left") })
    if sides.count == 2 || pins.contains(where: { $0.attribute == "width" && ($0.other == rootView["id"] || guides.safeArea.contains($0.other)) }) {
      slot.alignment = .fill
      if slot.guide == .safeArea, horizontal.contains(where: { $0.other == rootView["id"] && !$0.attribute.hasSuffix("Margin") }) {
        notes.append(note(view, "\(custom)'s sides are pinned to the view's edges, not the safe area's: in landscape they reach under the cutout"))
      }
    } else if let center = pins.first(where: { $0.attribute.hasPrefix("centerX") }) {
      if center.constant != 0 {
        notes.append(
          note(
            center.element,
            "\(custom) is centred \(formatPoints(abs(center.constant))) pt \(center.sign * center.constant > 0 ? "right" : "left") of the middle: imported centred"
          ))
      }
      if !(isGuide(center.other, guides) || center.other == rootView["id"] || center.other == superview["id"]) {
        notes.append(
          note(center.element, "\(custom) is centred on another view (\(describe(center.other))): imported centred on the \(slot.guide.words)"))
      }
    } else if slot.format.isBanner {
      notes.append(note(view, "\(custom) has no horizontal constraint: imported centred"))
    }
    // A native view inside a cell scrolls with the content.
    if hasCellAncestor(id) { slot.kind = .content }
    // Within what an app file holds, so what import writes, check --app reads.
    slot.offset = min(max(slot.offset, Limits.offsets.lowerBound), Limits.offsets.upperBound)
    if let width = slot.native.width { slot.native.width = min(max(width, Limits.minimumSide), Limits.maximumLength) }
    if let height = slot.native.height { slot.native.height = min(max(height, Limits.minimumSide), Limits.maximumLength) }
    return slot
  }

  func isGuide(_ id: String, _ guides: Guides) -> Bool {
    guides.safeArea.contains(id) || guides.top.contains(id) || guides.bottom.contains(id)
  }

  /// `a label "Title" (id ChV-Lb-5si)`.
  func describe(_ id: String) -> String {
    guard let element = byID[id] else { return "id \(id)" }
    let label = element["userLabel"] ?? element["text"] ?? element["customClass"]
    return "\(element.name)\(label.map { " \"\(String($0.prefix(40)))\"" } ?? "") (id \(id))"
  }

  func hasCellAncestor(_ id: String) -> Bool {
    var current = parentID[id]
    var steps = 0
    while let node = current, steps < XMLReader.maximumDepth {
      if let element = byID[node], element.name == "tableViewCell" || element.name == "collectionViewCell" { return true }
      current = parentID[node]
      steps += 1
    }
    return false
  }
}
