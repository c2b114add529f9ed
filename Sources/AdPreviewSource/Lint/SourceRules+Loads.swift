import AdPreviewCore
import AdPreviewFormats

/// The lint rules on when ads are loaded: where, how often, and whether the request carries its scene.
extension SourceRules {
  /// A call that loads an ad, presents one or sets a banner's size.
  struct Site {
    var index: Int
    var kind: AdKind?
    var verb: Verb
    /// The request argument's tokens, for the scene rule.
    var receiver: Range<Int>

    enum Verb { case load, present, canPresent, setSize }
  }

  func sites() -> [Site] {
    var sites: [Site] = []
    for index in tokens.indices where tokens[index].kind == .identifier {
      let name = text(index)
      if outline.language == .swift, name == "load", isPunctuation(index + 1, "("), !isPunctuation(index - 1, ".") || text(index - 2) == "self",
        text(index - 1) != "func", isBannerExtension(at: index)
      {
        // `extension GADBannerView { func loadAd() { load(GADRequest()) } }`: the banner loads itself.
        sites.append(Site(index: index, kind: .banner, verb: .load, receiver: index..<index))
        continue
      }
      if outline.language == .swift {
        // The receiver is worked out only for the four names: every member of a long chain
        // walking back along it would make the file's time grow with the chain's square.
        // `loadRequest(_:)` is the Swift 2 apps' name for `load(_:)`.
        guard isPunctuation(index - 1, "."), ["load", "loadRequest", "present", "canPresent", "adSize"].contains(name) else { continue }
        let receiver = receiver(beforeDot: index - 1)
        switch name {
        case "load" where isPunctuation(index + 1, "("), "loadRequest" where isPunctuation(index + 1, "("):
          if let kind = kind(ofReceiver: receiver) { sites.append(Site(index: index, kind: kind, verb: .load, receiver: receiver)) }
        case "present" where isPunctuation(index + 1, "(") && ["from", "fromRootViewController"].contains(text(index + 2)):
          sites.append(Site(index: index, kind: kind(ofReceiver: receiver) ?? .fullScreen, verb: .present, receiver: receiver))
        case "canPresent":
          sites.append(Site(index: index, kind: .fullScreen, verb: .canPresent, receiver: receiver))
        case "adSize" where isPunctuation(index + 1, "="):
          if kind(ofReceiver: receiver) == .banner { sites.append(Site(index: index, kind: .banner, verb: .setSize, receiver: receiver)) }
        default: break
        }
      } else {
        if name == "adSize", isPunctuation(index - 1, "."), isPunctuation(index + 1, "=") {
          let receiver = receiver(beforeDot: index - 1)
          if kind(ofReceiver: receiver) == .banner { sites.append(Site(index: index, kind: .banner, verb: .setSize, receiver: receiver)) }
          continue
        }
        guard isPunctuation(index + 1, ":"), let message = message(at: index) else { continue }
        let selector = message.selector
        let kind = kind(ofReceiver: message.receiver)
        if selector == "loadRequest:" || selector.hasPrefix("loadWithAdUnitID:") || selector.hasPrefix("loadWithRequest:") {
          if let kind { sites.append(Site(index: index, kind: kind, verb: .load, receiver: message.receiver)) }
        } else if selector.hasPrefix("presentFromRootViewController:") {
          sites.append(Site(index: index, kind: kind ?? .fullScreen, verb: .present, receiver: message.receiver))
        } else if selector.hasPrefix("canPresentFromRootViewController:") {
          sites.append(Site(index: index, kind: .fullScreen, verb: .canPresent, receiver: message.receiver))
        }
      }
    }
    return sites
  }

  /// Whether `index` is inside a type that is a banner view: an extension or a subclass of
  /// one (`extension GADBannerView`, `class FooterBanner: BannerView`).
  func isBannerExtension(at index: Int) -> Bool {
    let type = Int(outline.typeOf[index])
    guard type >= 0 else { return false }
    return Self.bannerTypes.contains(outline.typeNames[type]) || bannerSubclasses.contains(outline.typeNames[type])
  }

  /// What a message names a load by: its receiver as written, or for a banner that loads
  /// itself, `self (a GADBannerView)`.
  func subject(_ site: Site) -> String {
    if site.receiver.isEmpty {
      let type = Int(outline.typeOf[site.index])
      return "self" + (type >= 0 ? " (a \(outline.typeNames[type]))" : "")
    }
    return code(site.receiver)
  }

  mutating func loads() {
    let sites = sites()
    // Both answers depend only on the load's scope (and its type): worked out once a scope,
    // so a method with thousands of loads costs what one does.
    let assignments = assignmentsByType()
    var guarded: [Int32: Bool] = [:]
    var scened: [Int32: Bool] = [:]
    func onceGuarded(_ site: Site) -> Bool {
      let scope = outline.scopeOf[site.index]
      if let known = guarded[scope] { return known }
      let answer =
        self.onceGuarded(site, assignments: assignments)
        || scope >= 0 && project.map { $0.index.onceGuarded(file: $0.file, scope: Int(scope)) } == true
      guarded[scope] = answer
      return answer
    }
    func setsScene(_ site: Site) -> Bool {
      let scope = outline.scopeOf[site.index]
      if let known = scened[scope] { return known }
      let answer = self.setsScene(site)
      scened[scope] = answer
      return answer
    }
    var byType: [Int32: [Site]] = [:]
    for site in sites { byType[outline.typeOf[site.index], default: []].append(site) }
    for site in sites where site.verb == .load {
      let moments = moments(at: site.index)
      if site.kind == .banner, let property = initializedProperty(around: site.index) {
        add(
          .loadInViewDidLoad, at: site.index,
          "\(subject(site)) loads in the initialiser of \(property): that runs when the property is first used, before the view has a window scene or a safe area. Load in viewDidAppear."
        )
        continue
      }
      // Full-screen and native ads do not take their size from the view: Google's own guides
      // load them in viewDidLoad, and the scene rule covers a multi-scene request.
      if moments.contains(.viewDidLoad), site.kind == .banner {
        add(
          .loadInViewDidLoad, at: site.index,
          "\(subject(site)) loads from viewDidLoad\(via(site.index, .viewDidLoad)): the view has no window scene and no safe area yet. Load in viewDidAppear."
        )
      }
      if moments.contains(.appear), !onceGuarded(site) {
        add(
          .loadWithoutOnceGuard, at: site.index,
          "\(subject(site)) loads in viewDidAppear\(via(site.index, .appear)) with no once-guard: every return to the screen sends another request."
        )
      }
      if settings.multiScene, !setsScene(site) {
        add(
          .requestWithoutScene, at: site.index,
          "\(subject(site)) loads a request without request.scene, and the app declares multiple scenes: in test mode the request fails.")
      }
    }
    // Types whose banners are adaptive (or smart): their size depends on the width, so a new
    // width needs a new ad. A fixed 320×50 keeps its size.
    var adaptiveTypes = Set<Int32>()
    for index in tokens.indices where Self.adaptiveFunctions.contains(text(index)) || text(index).contains(exactly: "SmartBanner") {
      adaptiveTypes.insert(outline.typeOf[index])
    }
    for (type, sites) in byType.sorted(by: { $0.key < $1.key }) {
      let banners = sites.filter { $0.kind == .banner && ($0.verb == .load || $0.verb == .setSize) }
      if adaptiveTypes.contains(type), let first = banners.first(where: { $0.verb == .load }),
        !banners.contains(where: { moments(at: $0.index).contains(.transition) })
      {
        if let trait = banners.first(where: { moments(at: $0.index).contains(.traitChange) }) {
          add(
            .reloadOnTraitChangeOnly, at: trait.index,
            "\(subject(trait)) reloads only on a trait change: a resize that keeps the size classes (iOS 27's resized iPhone windows, most iPad window resizes) leaves the old size."
          )
        } else {
          add(
            .noReloadOnTransition, at: first.index,
            "\(subject(first)) is loaded but never reloaded when the view changes size: after a rotation or a window resize it keeps the old size."
          )
        }
      }
      if !sites.contains(where: { $0.verb == .canPresent }) {
        for present in sites where present.verb == .present {
          add(
            .presentWithoutCanPresent, at: present.index,
            "\(subject(present)) is presented without canPresent(from:): after the window changed size the ad may not fit, and presenting fails."
          )
        }
      }
    }
  }

  /// The property whose closure initialiser holds `index` (`lazy var banner: BannerView = {
  /// …; return view }()`), if any.
  func initializedProperty(around index: Int) -> String? {
    var open = Int(outline.enclosing[index])
    while open >= 0 {
      if isPunctuation(open, "{"), open >= 1, isPunctuation(open - 1, "="), isPunctuation(outline.closing(open) + 1, "(") {
        var position = open - 2
        while position >= 0 && position > open - 8 {
          if text(position) == "var" || text(position) == "let" { return text(position + 1) }
          position -= 1
        }
      }
      open = Int(outline.enclosing[open])
    }
    return nil
  }

  /// Every `name = value` of each type: the name and the value's first token.
  func assignmentsByType() -> [Int32: [(name: String, value: String)]] {
    var result: [Int32: [(name: String, value: String)]] = [:]
    for index in tokens.indices where isPunctuation(index, "=") && index > 0 {
      result[outline.typeOf[index], default: []].append((text(index - 1), text(index + 1)))
    }
    return result
  }

  /// Whether a load in `viewDidAppear` runs once: a flag tested on the way to it (in the
  /// load's method or an `appear` method) and set to true in the type, or `dispatch_once`, or
  /// the object the load makes tested for nil (`guard adLoader == nil`) and then made.
  func onceGuarded(_ site: Site, assignments: [Int32: [(name: String, value: String)]]) -> Bool {
    let type = outline.typeOf[site.index]
    let own = outline.scopeOf[site.index]
    var flags: Set<String> = []
    var madeOnce: Set<String> = []
    var onceCall = false
    for index in outline.scopes(ofType: Int(type)) where Int32(index) == own || outline.scopes[index].moments.contains(.appear) {
      let scope = outline.scopes[index]
      for position in scope.open..<min(scope.close, tokens.count) {
        if text(position) == "dispatch_once" { onceCall = true }
        guard ["if", "guard", "while"].contains(text(position)) else { continue }
        var end = position + 1
        while end < scope.close && !isPunctuation(end, "{") && text(end) != "else" { end += 1 }
        for condition in (position + 1)..<end where tokens[condition].kind == .identifier {
          flags.insert(text(condition))
          // `guard adLoader == nil`: the object the load makes is the flag.
          if isPunctuation(condition + 1, "=="), text(condition + 2) == "nil" || text(condition + 2) == "NULL" { madeOnce.insert(text(condition)) }
        }
      }
    }
    if onceCall { return true }
    for (name, value) in assignments[type] ?? [] {
      if flags.contains(name), ["true", "YES", "1"].contains(value) { return true }
      if madeOnce.contains(name), !["nil", "NULL"].contains(value) { return true }
    }
    return false
  }

  /// Whether the load's method, or one it calls, sets a request's `scene`.
  func setsScene(_ site: Site) -> Bool {
    for scope in outline.scopeAndCallees(at: site.index) {
      let body = outline.scopes[scope]
      for position in body.open..<min(body.close, tokens.count) {
        if text(position) == "scene", isPunctuation(position - 1, "."), isPunctuation(position + 1, "=") { return true }
        // Objective-C's setter, `[request setScene:scene]`.
        if text(position) == "setScene" { return true }
      }
    }
    return false
  }
}
