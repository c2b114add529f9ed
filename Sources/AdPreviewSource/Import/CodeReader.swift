import AdPreviewCore
import AdPreviewFormats

/// One file's reading.
struct CodeReader {
  var rules: SourceRules
  let file: String
  let sdk: SDKVersion
  var facts = CodeFacts()
  /// Every load, present and size setting, found once.
  var sites: [SourceRules.Site] = []
  /// By type, the tokens that can place a view (`constraint`, `snp`, `addSubview`, …): each
  /// banner looks only through its own type's, so a file of many types stays linear.
  var placing: [Int32: [Int]] = [:]
  var sitesByType: [Int32: [SourceRules.Site]] = [:]
  /// The last size set on each `type|variable`.
  var lastSize: [String: SizeSetting] = [:]
  /// The types declared as `UITabBarController` subclasses.
  var tabBarControllers: Set<String> = []

  init(_ rules: SourceRules, file: String, sdk: SDKVersion) {
    self.rules = rules
    self.file = file
    self.sdk = sdk
  }

  var outline: SourceOutline { rules.outline }
  var tokens: [SourceToken] { rules.tokens }
  var language: SourceLanguage { outline.language }
  func text(_ index: Int) -> String { outline.text(index) }
  func isPunctuation(_ index: Int, _ text: String) -> Bool { outline.isPunctuation(index, text) }

  func source(_ index: Int) -> SlotSource {
    let token = tokens[min(max(index, 0), tokens.count - 1)]
    return SlotSource(file: file, line: token.line, column: token.column)
  }

  func note(_ index: Int, _ message: String) -> ImportNote {
    let token = tokens[min(max(index, 0), tokens.count - 1)]
    return ImportNote(file: file, line: token.line, column: token.column, message: message)
  }

  func typeName(at index: Int) -> String? {
    let type = Int(outline.typeOf[index])
    return type >= 0 ? outline.typeNames[type] : nil
  }

  /// A banner view the file creates: where, the type it is in, and the names it goes by
  /// there (its variable, a closure's local, a helper's parameter).
  struct Creation {
    var index: Int
    var type: Int32
    var variable: String
    var names: Set<String>
    /// The size expression given at creation.
    var size: Range<Int>?
  }

  mutating func read() -> CodeFacts {
    guard !tokens.isEmpty else { return facts }
    rules.findDeclarations()
    rules.findLegacyRanges()
    rules.findLegacyMethods()
    sites = rules.sites()
    for site in sites { sitesByType[outline.typeOf[site.index], default: []].append(site) }
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = text(index)
      if Self.placingNames.contains(name) || name.hasPrefix("constraint") || name.hasPrefix("autoPinEdge") || name.hasPrefix("autoAlignAxis")
        || name.hasPrefix("autoCenterInSuperview")
      {
        placing[outline.typeOf[index], default: []].append(index)
      }
      if name == "UITabBarController", isPunctuation(index - 1, ":"), index >= 3,
        ["class", "@interface"].contains(text(index - 3))
      {
        tabBarControllers.insert(text(index - 2))
      }
    }
    var creations = findCreations()
    // A type that creates one banner calls it by every banner-typed name it uses (the
    // sample's `addBannerViewToView(_ bannerView:)` helper).
    var perType: [Int32: Int] = [:]
    for creation in creations { perType[creation.type, default: 0] += 1 }
    let bannerNames = Set(rules.declared.filter { $0.value == .banner }.keys)
    for index in creations.indices where perType[creations[index].type] == 1 {
      creations[index].names.formUnion(bannerNames)
    }
    findSizes(creations)
    for size in facts.sizes { lastSize["\(size.type)|\(size.variable)"] = size }
    for creation in creations { place(creation) }
    findFullScreenLoads()
    findContainers()
    var scened: [Int32: Bool] = [:]
    for site in sites where site.verb == .load {
      guard let type = typeName(at: site.index) else { continue }
      let scope = outline.scopeOf[site.index]
      let sets = scened[scope] ?? rules.setsScene(site)
      scened[scope] = sets
      facts.setsScene[type] = (facts.setsScene[type] ?? true) && sets
    }
    return facts
  }

  // MARK: Banners created in code

  func findCreations() -> [Creation] {
    var found: [Creation] = []
    for index in tokens.indices where tokens[index].kind == .identifier && SourceRules.bannerTypes.contains(text(index)) {
      var start = index
      var size: Range<Int>?
      if language == .swift {
        guard isPunctuation(index + 1, "("), !isPunctuation(index - 1, "."), !isPunctuation(index - 1, ":") else { continue }
        let close = outline.closing(index + 1)
        if text(index + 2) == "adSize", isPunctuation(index + 3, ":") { size = (index + 4)..<close }
      } else {
        guard isPunctuation(index - 1, "["), text(index + 1) == "alloc", isPunctuation(index - 2, "[") else { continue }
        start = index - 2
        let close = outline.closing(start)
        if let piece = (index + 3..<close).first(where: { text($0).hasPrefix("initWithAdSize") && isPunctuation($0 + 1, ":") }) {
          size = (piece + 2)..<close
        }
      }
      var variable = "banner"
      var names: Set<String> = []
      if isPunctuation(start - 1, "="), start >= 2, tokens[start - 2].kind == .identifier {
        variable = Self.propertyName(text(start - 2))
        names.insert(text(start - 2))
        // `lazy var bannerView: BannerView = { let view = BannerView(…); …; return view }()`.
        if let property = closureProperty(around: start) { variable = property }
      } else if let property = closureProperty(around: start) {
        variable = property
      }
      names.insert(variable)
      names.insert("_" + variable)
      found.append(Creation(index: index, type: outline.typeOf[index], variable: variable, names: names, size: size))
    }
    return found
  }

  static let placingNames: Set<String> = [
    "NSLayoutConstraint", "snp", "frame", "center", "setFrame", "setCenter", "addArrangedSubview", "addSubview",
  ]

  /// `_bannerView` is the ivar of `bannerView`.
  static func propertyName(_ name: String) -> String { name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name }

  /// The property a closure initialiser around `index` sets (`var banner: BannerView = { … }()`).
  func closureProperty(around index: Int) -> String? {
    var open = Int(outline.enclosing[index])
    while open >= 0 && !isPunctuation(open, "{") { open = Int(outline.enclosing[open]) }
    guard open >= 1, isPunctuation(open - 1, "="), isPunctuation(outline.closing(open) + 1, "(") else { return nil }
    var position = open - 2
    while position >= 0 && position > open - 8 {
      if text(position) == "var" || text(position) == "let" { return text(position + 1) }
      position -= 1
    }
    return nil
  }

  /// Whether the receiver range names one of `names` (its last identifier).
  func refers(_ range: Range<Int>, to names: Set<String>) -> Bool {
    guard let last = range.reversed().first(where: { tokens[$0].kind == .identifier }) else { return false }
    return names.contains(text(last))
  }

  // MARK: Sizes

  /// The format of a size expression and the token naming it.
  func sizeFormat(_ range: Range<Int>) -> (format: AdFormat, at: Int)? {
    for position in range where tokens[position].kind == .identifier {
      if let format = CodePlacement.format(named: text(position)) { return (format, position) }
    }
    return nil
  }

  /// Where an adaptive size's width comes from, as `check` models it.
  func widthSource(_ range: Range<Int>) -> BannerWidthSource? {
    guard let function = range.first(where: { SourceRules.adaptiveFunctions.contains(text($0)) }), isPunctuation(function + 1, "(") else {
      return nil
    }
    var start = function + 2
    if text(start) == "width", isPunctuation(start + 1, ":") { start += 2 }
    let close = outline.closing(function + 1)
    var end = start
    while end < close && !isPunctuation(end, ",") { end += 1 }
    guard start < end else { return nil }
    switch rules.widthSource(start..<end, depth: 0).0 {
    case .screen: return .screenWidth
    case .safe: return .safeArea
    case .frame, .literal, .unknown: return nil
    }
  }

  mutating func findSizes(_ creations: [Creation]) {
    for creation in creations {
      guard let range = creation.size, let (format, at) = sizeFormat(range), let type = typeName(at: creation.index) else { continue }
      facts.sizes.append(
        SizeSetting(
          type: type, variable: creation.variable, format: format, width: widthSource(range), source: source(at),
          written: rules.code(range)))
    }
    for site in sites where site.verb == .setSize {
      let end = rules.statementEnd(from: site.index + 2)
      let value = (site.index + 2)..<end
      guard let (format, at) = sizeFormat(value), let type = typeName(at: site.index),
        let last = site.receiver.reversed().first(where: { tokens[$0].kind == .identifier })
      else { continue }
      facts.sizes.append(
        SizeSetting(
          type: type, variable: CodeReader.propertyName(text(last)), format: format, width: widthSource(value), source: source(at),
          written: rules.code(value)))
    }
  }

  // MARK: The slot

  mutating func place(_ creation: Creation) {
    guard let type = typeName(at: creation.index) else { return }
    var slot = AdSlot(name: creation.variable, format: sdk.defaultBannerFormat)
    slot.source = source(creation.index)
    var placed = PlacedAd(type: type, slot: slot)
    if let size = lastSize["\(type)|\(creation.variable)"] {
      placed.slot.format = size.format
      if let width = size.width { placed.slot.bannerWidth = width }
    } else {
      placed.notes.append(
        note(
          creation.index,
          "\(creation.variable): its size is not set in this file: taken as \(sdk.defaultBannerFormat.rawValue), SDK \(sdk.rawValue)'s default"))
    }
    let (pins, others) = self.pins(of: creation.names, in: creation.type)
    placed.notes += others
    if let pin = pins.first(where: { if case .other = $0.target { false } else { true } }) {
      switch pin.edge {
      case .top:
        placed.slot.position = .top
        placed.slot.offset = max(0, pin.constant)
      case .bottom:
        placed.slot.position = .bottom
        placed.slot.offset = max(0, -pin.constant)
      case .centerY:
        placed.slot.centered = true
        placed.slot.offset = pin.constant
      }
      switch pin.target {
      case .guide(let guide): placed.slot.guide = guide
      case .tabBar:
        placed.slot.guide = .safeArea
        placed.aboveTabBar = true
        placed.notes.append(
          note(
            pin.index, "\(creation.variable) is pinned to the tab bar's top: placed at the bottom of the tab's safe area, where the tab bar starts"))
      case .other: break
      }
      placed.slot.source = source(pin.index)
      if addedToContainer(creation.names, in: creation.type) { placed.slot.container = .root }
      // A tab bar controller's own view holds its tabs and its tab bar: a banner on it is
      // outside the tabs' safe area, and its screen has the tab bar.
      if isTabBarController(type) {
        placed.aboveTabBar = true
        if pin.target != .tabBar { placed.slot.container = .root }
      }
    } else if let pin = pins.first, case .other(let view) = pin.target {
      placed.notes.append(
        note(
          pin.index,
          "\(creation.variable) is pinned to \(view), another view: placed at the safe area's \(placed.slot.position.rawValue); set its place in the app file"
        ))
    } else if others.isEmpty {
      placed.notes.append(
        note(
          creation.index,
          "no constraint in this file pins \(creation.variable)'s top, bottom or centre: placed at the safe area's bottom; set its place in the app file"
        ))
    }
    if placed.slot.format.isBanner { placed.slot.reloadOn = reloadTrigger(creation, format: placed.slot.format, &placed.notes) }
    facts.placed.append(placed)
  }

  /// Whether `type` is declared as a `UITabBarController` subclass (`class Main:
  /// UITabBarController`, `@interface Main : UITabBarController`).
  func isTabBarController(_ type: String) -> Bool { tabBarControllers.contains(type) }

  /// Whether the banner is added to a container's view (the tab bar or navigation
  /// controller's, the window) rather than the screen's own.
  func addedToContainer(_ names: Set<String>, in type: Int32) -> Bool {
    for index in placing[type] ?? [] where text(index) == "addSubview" {
      guard mentions(index, names) else { continue }
      let receiver = language == .swift ? rules.receiver(beforeDot: max(index - 1, 0)) : (rules.message(at: index)?.receiver ?? index..<index)
      let words = receiver.map { text($0) }
      if words.contains(where: { ["tabBarController", "navigationController", "window", "keyWindow"].contains($0) }) { return true }
    }
    return false
  }

  /// What the app reloads the banner from, from where its loads run.
  func reloadTrigger(_ creation: Creation, format: AdFormat, _ notes: inout [ImportNote]) -> ReloadTrigger {
    var moments = Set<SourceOutline.Moment>()
    for site in sitesByType[creation.type] ?? [] where site.verb == .load || site.verb == .setSize {
      guard refers(site.receiver, to: creation.names) else { continue }
      moments.formUnion(outline.moments(at: site.index))
    }
    if moments.contains(.transition) { return .viewWillTransition }
    if moments.contains(.traitChange) { return .traitChange }
    // A fixed size is the same after any resize: no reload to miss, nothing to say.
    if case .fixedBanner = format.kind { return .viewWillTransition }
    notes.append(
      note(
        creation.index,
        "\(creation.variable) is not reloaded when the view changes size (lint: no-reload-on-transition); check models the reload the app should make"
      ))
    return .viewWillTransition
  }

  // MARK: Full-screen ads

  mutating func findFullScreenLoads() {
    var seen: Set<String> = []
    for site in sites where site.verb == .load && site.kind == .fullScreen {
      guard let type = typeName(at: site.index),
        let format = site.receiver.compactMap({ CodePlacement.fullScreenFormat(ofType: outline.text($0)) }).first
      else { continue }
      guard seen.insert("\(type)|\(format.rawValue)").inserted else { continue }
      var slot = AdSlot(name: format.rawValue, format: format, kind: .fullscreen)
      slot.source = source(site.index)
      facts.placed.append(PlacedAd(type: type, slot: slot))
    }
  }

  // MARK: Navigation and tab bar controllers

  /// `UINavigationController(rootViewController: FeedViewController())`, `[[UINavigationController
  /// alloc] initWithRootViewController:feed]`, and `viewControllers = [a, b]` of a tab bar
  /// controller.
  mutating func findContainers() {
    for index in tokens.indices where tokens[index].kind == .identifier {
      switch text(index) {
      case "rootViewController" where isPunctuation(index + 1, ":") && language == .swift && text(index - 2) == "UINavigationController":
        if let type = controllerType(in: (index + 2)..<rules.statementEnd(from: index + 2), before: index) {
          facts.navigation[type] = facts.navigation[type] ?? source(index)
        }
      case "initWithRootViewController" where isPunctuation(index + 1, ":"):
        guard let message = rules.message(at: index), message.receiver.contains(where: { text($0) == "UINavigationController" }) else { break }
        if let type = controllerType(in: message.pieces[0].argument, before: index) {
          facts.navigation[type] = facts.navigation[type] ?? source(index)
        }
      case "viewControllers" where isPunctuation(index + 1, "=") || text(index - 1) == "setViewControllers":
        var open = index + 2
        if text(index) == "viewControllers", isPunctuation(index + 1, "="), text(open) == "@" { open += 1 }
        if !isPunctuation(open, "[") { open = index + 2 }
        guard isPunctuation(open, "[") || isPunctuation(open, "(") else { break }
        for element in elements(of: open) {
          guard let type = controllerType(in: element, before: index) else { continue }
          facts.tabs[type] = facts.tabs[type] ?? source(element.lowerBound)
          if element.contains(where: { text($0) == "UINavigationController" }) {
            facts.navigation[type] = facts.navigation[type] ?? source(element.lowerBound)
          }
        }
      default: break
      }
    }
  }

  /// The comma-separated elements inside the bracket at `open`.
  func elements(of open: Int) -> [Range<Int>] {
    var open = open
    if isPunctuation(open, "("), isPunctuation(open + 1, "[") || isPunctuation(open + 1, "@") {
      open = isPunctuation(open + 1, "@") ? open + 2 : open + 1
    }
    let close = outline.closing(open)
    var result: [Range<Int>] = []
    var start = open + 1
    var position = start
    while position < close {
      if isPunctuation(position, "(") || isPunctuation(position, "[") || isPunctuation(position, "{") {
        position = outline.closing(position) + 1
        continue
      }
      if isPunctuation(position, ",") {
        result.append(start..<position)
        start = position + 1
      }
      position += 1
    }
    if start < close { result.append(start..<close) }
    return result
  }

  /// The view controller type an expression makes (`FeedViewController()`, `[[Feed alloc]
  /// init]`, a navigation controller around one), or that a local variable was made as.
  func controllerType(in range: Range<Int>, before: Int, depth: Int = 0) -> String? {
    for position in range where tokens[position].kind == .identifier {
      let name = text(position)
      guard name != "UINavigationController", let first = name.first, first.isUppercase else { continue }
      // What a navigation controller's root or a tab holds is a view controller, whatever its name.
      if (isPunctuation(position + 1, "(") && !isPunctuation(position - 1, ".")) || text(position + 1) == "alloc" || text(position + 1) == "new" {
        return name
      }
    }
    // A variable: what it was assigned in the same scope.
    guard depth < 3, let variable = range.first(where: { tokens[$0].kind == .identifier }) else { return nil }
    for assigned in rules.assignments(of: text(variable), before: before, scope: outline.scopeOf[before]) {
      if let type = controllerType(in: assigned, before: before, depth: depth + 1) { return type }
    }
    // `let feed: FeedViewController = …` / `FeedViewController *feed = …`: its declared type.
    return nil
  }
}
