import AdPreviewCore
import AdPreviewFormats

/// Something `import` read but could not take exactly, at its place in the file: named,
/// never guessed silently.
public struct ImportNote: Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `Main.storyboard:27:29: message`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// One view controller of a storyboard or xib with ad views in it: what an app file describes.
public struct ImportedScreen: Hashable, Sendable {
  /// Its class (`ArticleViewController`), else its storyboard identifier, else its id.
  public var name: String
  /// Its storyboard identifier and id, which `--screen` also takes.
  public var identifiers: [String] = []
  /// Where its element is.
  public var source: SlotSource
  public var slots: [AdSlot]
  /// The containers it is in (navigation and tab bar controllers, through the segues); nil
  /// when the file cannot say (a xib).
  public var chrome: AppChrome?
  public var notes: [ImportNote]
  /// How the app's code builds the screen's requests, when a project was read (`import
  /// --project`); nil: the command line's.
  public var request: RequestSettings?

  /// A slot name not in `used` (which then holds it): `name`, else `name 2`, `name 3`…; cut,
  /// when too long, before the number that tells two apart, so names stay distinct.
  static func uniqueName(_ name: String, among used: inout Set<String>) -> String {
    let base = name.count > Limits.maximumNameLength ? String(name.prefix(Limits.maximumNameLength - 6)) : name
    var unique = base
    var suffix = 2
    while used.contains(unique) {
      unique = "\(base) \(suffix)"
      suffix += 1
    }
    used.insert(unique)
    return String(unique.prefix(Limits.maximumNameLength)).sanitizedForTerminal
  }

  /// The app file for this screen.
  public var appLayout: AppLayout {
    var layout = AppLayout(name: name, slots: slots, request: request)
    layout.sdk = request?.sdk
    layout.chrome = chrome
    layout.notes = notes.map { String($0.description.prefix(Limits.maximumReasonLength)) }
    return layout
  }
}

/// Reads Interface Builder documents (`.storyboard`, `.xib`): every ad view by its
/// `customClass`, what its constraints pin it to (the safe-area layout guide, the old top and
/// bottom layout guides, the view's edges or margins, another view), its fixed size or
/// intrinsic placeholder, and the navigation and tab bar controllers it is shown in, followed
/// through the storyboard's segues.
public enum InterfaceBuilderImport {
  /// The classes of banner views: GMA's Objective-C and Swift names, Ad Manager's and DFP's.
  public static let bannerClasses: Set<String> = ["GADBannerView", "BannerView", "GAMBannerView", "AdManagerBannerView", "DFPBannerView"]
  /// Native ad views, and Google's native templates. `GADTTemplateView` is the root view of
  /// the templates' own xibs, whose owner (`GADTSmallTemplateView`, `GADTMediumTemplateView`)
  /// says which template it is.
  public static let nativeClasses: [String: AdFormat] = [
    "GADNativeAdView": .native, "NativeAdView": .native, "GADUnifiedNativeAdView": .native, "GADTTemplateView": .native,
    "GADTSmallTemplateView": .nativeSmall, "GADTMediumTemplateView": .nativeMedium,
  ]

  /// The screens with ad views in the document `root` read from `file`, and notes about the
  /// document itself (not Interface Builder, not iOS).
  public static func screens(in root: XMLElement, file: String, sdk: SDKVersion = .current) -> (screens: [ImportedScreen], notes: [ImportNote]) {
    var reader = DocumentReader(file: file, sdk: sdk)
    return reader.read(root)
  }

  /// The screens, the notes, and the bars around every view controller of the document that
  /// has a class, ads or not (a project's code may add ads to it).
  public static func document(in root: XMLElement, file: String, sdk: SDKVersion = .current)
    -> (screens: [ImportedScreen], notes: [ImportNote], chrome: [String: AppChrome])
  {
    var reader = DocumentReader(file: file, sdk: sdk)
    let (screens, notes) = reader.read(root)
    var chrome: [String: AppChrome] = [:]
    var controllers: [XMLElement] = []
    reader.collectControllers(root, into: &controllers)
    for controller in controllers {
      guard let name = controller["customClass"] else { continue }
      var ignored: [ImportNote] = []
      if let found = reader.chrome(of: controller, notes: &ignored) { chrome[name] = found }
    }
    return (screens, notes, chrome)
  }
}

struct DocumentReader {
  let file: String
  let sdk: SDKVersion
  /// Every element with an id, and the id of the element it is in (for walking up).
  var byID: [String: XMLElement] = [:]
  var parentID: [String: String] = [:]
  /// Relationship segues: the child controller and its container.
  var container: [String: String] = [:]
  /// Push / show segues: the destination and the controller it is shown from.
  var shownFrom: [String: String] = [:]
  /// The document's first storyboard reference (`viewControllerPlaceholder`), if any.
  var storyboardReference: XMLElement?
  /// Embed segues: the controller a container view embeds, and the container view's element.
  var embeddedIn: [String: XMLElement] = [:]
  var documentNotes: [ImportNote] = []

  init(file: String, sdk: SDKVersion) {
    self.file = file
    self.sdk = sdk
  }

  func note(_ element: XMLElement, _ message: String) -> ImportNote {
    ImportNote(file: file, line: element.line, column: element.column, message: message)
  }

  static let controllerNames: Set<String> = [
    "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
    "pageViewController", "splitViewController", "hostingController",
  ]

  mutating func read(_ root: XMLElement) -> (screens: [ImportedScreen], notes: [ImportNote]) {
    guard root.name == "document", root["type"]?.contains(exactly: "InterfaceBuilder") == true else {
      return ([], [note(root, "not an Interface Builder document (its root is <\(root.name)>): nothing imported")])
    }
    if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") {
      documentNotes.append(note(root, "the document is for \(runtime), not iOS: read as if it were"))
    }
    index(root, parent: nil, controller: nil)
    var controllers: [XMLElement] = []
    collectControllers(root, into: &controllers)
    let isXib = root["type"]?.hasSuffix(".XIB") == true && root.child("scenes") == nil
    var screens: [ImportedScreen] = []
    if isXib {
      // A xib's owner is the view controller, or the view that loads it; its top-level views
      // are what it loads. A native ad view that is one of them, or fills one, is a
      // component (a cell, a card) rather than a screen.
      let owner = root.child("objects")?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
      for view in root.child("objects")?.children ?? [] where Self.isView(view) {
        if let native = Self.componentNative(view) {
          screens.append(component(native, root: view, owner: owner))
          continue
        }
        controllers.append(
          XMLElement(
            name: "xib", attributes: [("customClass", owner?["customClass"] ?? fileStem)], children: [view], line: view.line,
            column: view.column))
      }
    }
    for controller in controllers {
      if let screen = self.screen(controller, isXib: isXib, useSafeAreas: root["useSafeAreas"] == "YES") { screens.append(screen) }
    }
    return (screens, documentNotes)
  }

  /// Ids, parents and segues: a segue belongs to the controller it is in, whether on the
  /// controller itself or on a button, a cell or a container view of its scene.
  mutating func index(_ element: XMLElement, parent: String?, controller: String?) {
    if let id = element["id"] {
      byID[id] = element
      if let parent { parentID[id] = parent }
    }
    if element.name == "viewControllerPlaceholder", storyboardReference == nil { storyboardReference = element }
    let controller = Self.controllerNames.contains(element.name) ? element["id"] ?? controller : controller
    if element.name == "segue", let source = controller, let destination = element["destination"] {
      switch element["kind"] ?? "" {
      case "relationship": container[destination] = source
      case "show", "push", "showDetail": shownFrom[destination] = shownFrom[destination] ?? source
      case "embed":
        container[destination] = source
        // The container view is the element whose connections hold the segue.
        if let parent, let view = byID[parent], view.name == "containerView" { embeddedIn[destination] = view }
      default: break
      }
    }
    for child in element.children { index(child, parent: element["id"] ?? parent, controller: controller) }
  }

  func collectControllers(_ element: XMLElement, into controllers: inout [XMLElement]) {
    if Self.controllerNames.contains(element.name) && element.name != "navigationController" && element.name != "tabBarController" {
      controllers.append(element)
      return
    }
    for child in element.children { collectControllers(child, into: &controllers) }
  }

  /// The file's name without its folder and extension (`NativeAdView` for
  /// `Base.lproj/NativeAdView.xib`): what names a xib whose owner has no class.
  var fileStem: String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  static func isView(_ element: XMLElement) -> Bool {
    ["view", "tableView", "collectionView", "scrollView", "stackView", "tableViewCell", "collectionViewCell", "tableViewCellContentView"]
      .contains(element.name)
  }

  // MARK: Screens

  /// The screen of one view controller, when it has ad views.
  func screen(_ controller: XMLElement, isXib: Bool, useSafeAreas: Bool) -> ImportedScreen? {
    guard let rootView = controller.children.first(where: { Self.isView($0) && ($0["key"] == "view" || isXib) }) else { return nil }
    var ads: [(view: XMLElement, superview: XMLElement)] = []
    findAds(rootView, superview: rootView, into: &ads)
    guard !ads.isEmpty else { return nil }
    var notes: [ImportNote] = []
    let guides = Guides(controller: controller, rootView: rootView)
    var constraints: [(constraint: XMLElement, owner: String)] = []
    collectConstraints(rootView, into: &constraints)
    // Each ad reads only the constraints that name it: a scene of many ads stays linear.
    var byItem: [String: [(constraint: XMLElement, owner: String)]] = [:]
    for entry in constraints {
      let first = entry.constraint["firstItem"] ?? entry.owner
      byItem[first, default: []].append(entry)
      if let second = entry.constraint["secondItem"], second != first { byItem[second, default: []].append(entry) }
    }
    let outlets = Dictionary(
      (controller.child("connections")?.children(named: "outlet") ?? []).compactMap { outlet in
        outlet["destination"].flatMap { destination in outlet["property"].map { (destination, $0) } }
      }, uniquingKeysWith: { first, _ in first })
    var slots: [AdSlot] = []
    var usedNames: Set<String> = []
    if ads.count > Limits.maximumSlots {
      notes.append(
        note(
          rootView, "\(ads.count) ad views: the first \(Limits.maximumSlots) are imported (an app file holds at most \(Limits.maximumSlots) slots)"))
      ads.removeLast(ads.count - Limits.maximumSlots)
    }
    for (index, ad) in ads.enumerated() {
      var slotNotes: [ImportNote] = []
      var slot = self.slot(
        ad.view, superview: ad.superview, rootView: rootView, guides: guides, constraints: byItem[ad.view["id"] ?? ""] ?? [], notes: &slotNotes)
      slot.name = ImportedScreen.uniqueName(
        outlets[ad.view["id"] ?? ""] ?? ad.view["userLabel"] ?? "\(ad.view["customClass"] ?? "ad") \(index + 1)", among: &usedNames)
      slots.append(slot)
      notes += slotNotes
    }
    if !useSafeAreas && slots.contains(where: { $0.guide == .safeArea }) == false && !isXib {
      notes.append(note(rootView, "the document does not use safe-area layout guides (Use Safe Area Layout Guides is off)"))
    }
    if let id = controller["id"], let view = embeddedIn[id], let parent = container[id] {
      let owner = byID[parent].map { $0["customClass"] ?? $0["storyboardIdentifier"] ?? parent } ?? parent
      notes.append(
        note(view, "embedded in a container view of \(owner): placed as if the container filled its view, inside \(owner)'s bars"))
    }
    if containsVariations(rootView) {
      notes.append(note(rootView, "size-class variations of the layout are not imported: the base layout is"))
    }
    let chrome: AppChrome?
    if isXib {
      chrome = nil
      notes.append(note(controller, "a xib does not say which navigation or tab bar controller shows it: add \"chrome\" to the app file"))
    } else {
      chrome = self.chrome(of: controller, notes: &notes)
    }
    let name = controller["customClass"] ?? controller["storyboardIdentifier"] ?? controller["id"] ?? controller.name
    var screen = ImportedScreen(
      name: String(name.prefix(Limits.maximumNameLength)).sanitizedForTerminal,
      source: SlotSource(file: file, line: controller.line, column: controller.column), slots: slots, chrome: chrome, notes: notes)
    screen.identifiers = [controller["storyboardIdentifier"], controller["id"]].compactMap { $0 }
    return screen
  }

  func findAds(_ view: XMLElement, superview: XMLElement, into ads: inout [(view: XMLElement, superview: XMLElement)]) {
    for child in view.children {
      if child.name == "subviews" {
        for subview in child.children {
          if let custom = subview["customClass"],
            InterfaceBuilderImport.bannerClasses.contains(custom) || InterfaceBuilderImport.nativeClasses[custom] != nil
          {
            ads.append((subview, view))
          } else {
            findAds(subview, superview: view, into: &ads)
          }
        }
      } else if Self.isView(child) {
        // A cell's content view, a table's header.
        findAds(child, superview: view, into: &ads)
      }
    }
  }

  func collectConstraints(_ view: XMLElement, into constraints: inout [(constraint: XMLElement, owner: String)]) {
    for constraint in view.child("constraints")?.children(named: "constraint") ?? [] {
      constraints.append((constraint, view["id"] ?? ""))
    }
    for child in view.children where child.name == "subviews" || Self.isView(child) {
      for subview in child.name == "subviews" ? child.children : [child] { collectConstraints(subview, into: &constraints) }
    }
  }

  func containsVariations(_ element: XMLElement) -> Bool {
    element.name == "variation" || element.children.contains(where: containsVariations)
  }

  /// The controller's layout guides: the safe area and the old top and bottom guides.
  struct Guides {
    var safeArea: Set<String> = []
    var top: Set<String> = []
    var bottom: Set<String> = []

    init(controller: XMLElement, rootView: XMLElement) {
      for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
        guard let id = guide["id"] else { continue }
        if guide["type"] == "top" { top.insert(id) } else { bottom.insert(id) }
      }
      func walk(_ element: XMLElement) {
        if element.name == "viewLayoutGuide", element["key"] == "safeArea", let id = element["id"] { safeArea.insert(id) }
        for child in element.children { walk(child) }
      }
      walk(rootView)
    }
  }

  // MARK: Slots

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

  // MARK: Chrome

  /// The navigation and tab bar controllers the screen is shown in: its container, or the
  /// container of the controller that pushes it, up to the tab bar controller.
  func chrome(of controller: XMLElement, notes: inout [ImportNote]) -> AppChrome? {
    guard let id = controller["id"] else { return nil }
    var chrome = AppChrome()
    var found = false
    var current = id
    var seen: Set<String> = [id]
    while true {
      let parent = container[current] ?? shownFrom[current]
      guard let parent, seen.insert(parent).inserted, let element = byID[parent] else { break }
      switch element.name {
      case "navigationController" where chrome.navigationBar == nil:
        found = true
        let bar = element.children.first { $0.name == "navigationBar" }
        let large = bar?["largeTitles"] == "YES" && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
        chrome.navigationBar = element["navigationBarHidden"] == "YES" ? .hidden : large ? .largeTitle : .standard
        chrome.toolbar = element["toolbarHidden"] == "NO"
        chrome.extendedLayout.opaqueNavigationBar = bar?["translucent"] == "NO"
        chrome.extendedLayout.opaqueToolbar = element.children.first { $0.name == "toolbar" }?["translucent"] == "NO"
      case "tabBarController" where !chrome.tabBar:
        found = true
        chrome.tabBar = true
        chrome.extendedLayout.opaqueTabBar = element.children.first { $0.name == "tabBar" }?["translucent"] == "NO"
      default: break
      }
      current = parent
    }
    // Where the screen's view reaches: under the bars (UIKit's default: every edge, no
    // `<extendedEdge>` element), or only to them. `extendedLayoutIncludesOpaqueBars` is "Under
    // Opaque Bars" in Interface Builder.
    if let edges = controller.children.first(where: { $0.name == "extendedEdge" && $0["key"] == "edgesForExtendedLayout" }) {
      chrome.extendedLayout.top = edges["top"] == "YES"
      chrome.extendedLayout.bottom = edges["bottom"] == "YES"
    }
    chrome.extendedLayout.includesOpaqueBars = controller["extendedLayoutIncludesOpaqueBars"] == "YES"
    if !found, controller.name != "xib" {
      if let reference = storyboardReference {
        notes.append(note(reference, "a storyboard reference leads to another storyboard: containers there are not followed"))
      }
    }
    return found ? chrome : nil
  }
}
