import AdPreviewCore
import AdPreviewFormats

/// One Interface Builder document's reading: its scenes, their controllers and views, and
/// the segues and containers between them.
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
  /// For each controller shown in a container or from another controller: the first
  /// navigation controller and the first tab bar controller met walking up from it.
  var bars: [String: Bars] = [:]
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
    findBars()
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

  // MARK: Chrome

  /// The navigation and tab bar controllers the screen is shown in: its container, or the
  /// container of the controller that pushes it, up to the tab bar controller.
  func chrome(of controller: XMLElement, notes: inout [ImportNote]) -> AppChrome? {
    guard let id = controller["id"] else { return nil }
    var chrome = AppChrome()
    var found = false
    let bars = self.bars[id] ?? Bars()
    if let element = bars.navigation.flatMap({ byID[$0] }) {
      found = true
      let bar = element.children.first { $0.name == "navigationBar" }
      let large = bar?["largeTitles"] == "YES" && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
      chrome.navigationBar = element["navigationBarHidden"] == "YES" ? .hidden : large ? .largeTitle : .standard
      chrome.toolbar = element["toolbarHidden"] == "NO"
      chrome.extendedLayout.opaqueNavigationBar = bar?["translucent"] == "NO"
      chrome.extendedLayout.opaqueToolbar = element.children.first { $0.name == "toolbar" }?["translucent"] == "NO"
    }
    if let element = bars.tabBar.flatMap({ byID[$0] }) {
      found = true
      chrome.tabBar = true
      chrome.extendedLayout.opaqueTabBar = element.children.first { $0.name == "tabBar" }?["translucent"] == "NO"
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

  /// The first navigation controller and the first tab bar controller above a controller
  /// (ids), walking from its container, or the controller that shows it, to theirs.
  struct Bars {
    var navigation: String?
    var tabBar: String?
  }

  /// The controller above `id`: its container, or the one that shows it; nil at the top or
  /// when the document has no element of that id.
  func above(_ id: String) -> String? {
    guard let parent = container[id] ?? shownFrom[id], byID[parent] != nil else { return nil }
    return parent
  }

  /// Works out `bars` for every controller with one above it. Each controller's walk up is
  /// the one above it and that one's walk, so a chain of N pushed screens is walked once,
  /// not once from each screen. A walk that comes back to where it started (segues in a
  /// loop) stops before its start: each controller of a loop sees the others in the loop.
  mutating func findBars() {
    for start in Array(container.keys) + Array(shownFrom.keys) where bars[start] == nil {
      // Up from `start` to a controller already worked out, the top, or a loop.
      var path: [String] = []
      var onPath: [String: Int] = [:]
      var current = start
      while bars[current] == nil {
        if let loopStart = onPath[current] {
          barsAround(Array(path[loopStart...]))
          path.removeLast(path.count - loopStart)
          break
        }
        guard let parent = above(current) else {
          bars[current] = Bars()
          break
        }
        onPath[current] = path.count
        path.append(current)
        current = parent
      }
      // The rest of the path, down from the top: each is the one above it and what that sees.
      for id in path.reversed() {
        guard let parent = above(id), var found = bars[parent] else { continue }
        switch byID[parent]?.name {
        case "navigationController": found.navigation = parent
        case "tabBarController": found.tabBar = parent
        default: break
        }
        bars[id] = found
      }
    }
  }

  /// `bars` for the controllers of a loop, each the one below the next: each sees the nearest
  /// of each kind among the others, going round from the one above it. One pass backwards
  /// over the loop twice keeps where the nearest of each kind is, so a long loop is linear too.
  mutating func barsAround(_ loop: [String]) {
    var navigation: Int? = nil
    var tabBar: Int? = nil
    for position in stride(from: 2 * loop.count - 1, through: 0, by: -1) {
      if position < loop.count {
        // Within the loop's length but not itself: at most loop.count - 1 steps on.
        var found = Bars()
        if let at = navigation, at - position < loop.count { found.navigation = loop[at % loop.count] }
        if let at = tabBar, at - position < loop.count { found.tabBar = loop[at % loop.count] }
        bars[loop[position]] = found
      }
      switch byID[loop[position % loop.count]]?.name {
      case "navigationController": navigation = position
      case "tabBarController": tabBar = position
      default: break
      }
    }
  }
}
