import AdPreviewCore
import AdPreviewFormats

/// A whole project's ad screens: what its storyboards and xibs lay out, with the sizes and
/// containers its code gives them, and the screens whose ads the code places itself.
public enum ProjectLayout {
  /// Joins the screens `InterfaceBuilderImport` read with every source file's `CodeFacts`.
  ///
  /// A storyboard slot named after an outlet takes the size the code sets on that outlet (the
  /// last assignment in the screen's class); a xib screen takes the navigation or tab bar
  /// controller the code shows its class in; ads placed in code join the screen of their
  /// class, or make one named after it. Every such decision is a note naming the line.
  public static func screens(
    interfaceBuilder: [ImportedScreen], storyboardChrome: [String: AppChrome] = [:], code: [CodeFacts], sdk: SDKVersion
  ) -> [ImportedScreen] {
    var sizes: [String: SizeSetting] = [:]
    var navigation: [String: SlotSource] = [:]
    var tabs: [String: SlotSource] = [:]
    for facts in code {
      for size in facts.sizes { sizes["\(size.type)|\(size.variable)"] = size }
      navigation.merge(facts.navigation) { first, _ in first }
      tabs.merge(facts.tabs) { first, _ in first }
    }
    var screens = interfaceBuilder
    // A component xib (its native ad view is its root) that a type's code loads joins that
    // type's screen: it is a cell or a card of that screen's content.
    var joining: [String: [(ImportedScreen, NibLoad)]] = [:]
    var joiningOrder: [String] = []
    var components: [String: Int] = [:]
    for index in screens.indices where isComponent(screens[index]) {
      components[stem(of: screens[index].source.file)] = components[stem(of: screens[index].source.file)] ?? index
    }
    var joined: Set<Int> = []
    for load in code.flatMap(\.nibLoads) {
      guard let index = components[load.name], joined.insert(index).inserted else { continue }
      if joining[load.type] == nil { joiningOrder.append(load.type) }
      joining[load.type, default: []].append((screens[index], load))
    }
    screens = screens.indices.filter { !joined.contains($0) }.map { screens[$0] }
    for index in screens.indices {
      let type = screens[index].name
      for slotIndex in screens[index].slots.indices {
        let slot = screens[index].slots[slotIndex]
        guard slot.format.isBanner, let name = slot.name, let size = sizes["\(type)|\(name)"] else { continue }
        screens[index].slots[slotIndex].format = size.format
        if let width = size.width { screens[index].slots[slotIndex].bannerWidth = width }
        if let line = slot.source?.line {
          screens[index].notes.removeAll { $0.line == line && $0.message.contains(exactly: "gets its size in code") }
        }
        screens[index].notes.append(
          note(size.source, "\(name) takes its size from the code: \(size.written) (\(size.format.rawValue))"))
      }
      if screens[index].chrome == nil, navigation[type] != nil || tabs[type] != nil {
        screens[index].chrome = chrome(type, navigation: navigation, tabs: tabs)
        screens[index].notes.removeAll { $0.message.hasPrefix("a xib does not say which navigation or tab bar controller") }
        for place in [navigation[type], tabs[type]].compactMap({ $0 }) {
          screens[index].notes.append(note(place, "\(type) is shown \(navigation[type] == place ? "in a navigation controller" : "as a tab") here"))
        }
      }
    }
    // Ads placed in code, by the type they are in, in the order the files were given; then
    // the components their code loads.
    var order: [String] = []
    var placed: [String: [PlacedAd]] = [:]
    for facts in code {
      for ad in facts.placed {
        if placed[ad.type] == nil { order.append(ad.type) }
        placed[ad.type, default: []].append(ad)
      }
    }
    for type in joiningOrder {
      if placed[type] == nil { order.append(type) }
      for (component, load) in joining[type] ?? [] {
        for slot in component.slots {
          var ad = PlacedAd(type: type, slot: slot)
          ad.notes = component.notes.filter { !$0.message.hasPrefix("a xib does not say which navigation or tab bar controller") }
          ad.notes.append(
            note(load.source, "\(load.name).xib is loaded by \(type) here: its \(slot.format.words) is in \(type)'s content"))
          placed[type, default: []].append(ad)
        }
      }
    }
    var byName: [String: Int] = [:]
    for index in screens.indices where byName[screens[index].name] == nil { byName[screens[index].name] = index }
    for type in order {
      let ads = placed[type] ?? []
      let index: Int
      if let existing = byName[type] {
        index = existing
      } else {
        let source = ads[0].slot.source ?? SlotSource(file: "", line: 1)
        var screen = ImportedScreen(name: String(type.prefix(Limits.maximumNameLength)), source: source, slots: [], chrome: nil, notes: [])
        let aboveTabBar = ads.contains { $0.aboveTabBar }
        if let chrome = storyboardChrome[type] {
          screen.chrome = chrome
        } else if navigation[type] != nil || tabs[type] != nil || aboveTabBar {
          var chrome = chrome(type, navigation: navigation, tabs: tabs)
          chrome.tabBar = chrome.tabBar || aboveTabBar
          screen.chrome = chrome
        } else {
          screen.chrome = AppChrome()
          screen.notes.append(
            note(
              source,
              "no navigation or tab bar controller shows \(type) in the code read: checked without bars; add \"chrome\" to the app file if it has them"
            ))
        }
        screens.append(screen)
        index = screens.count - 1
        byName[type] = index
      }
      var usedNames = Set(screens[index].slots.compactMap(\.name))
      for ad in ads {
        var slot = ad.slot
        slot.name = ImportedScreen.uniqueName(slot.name ?? slot.format.rawValue, among: &usedNames)
        guard screens[index].slots.count < Limits.maximumSlots else {
          screens[index].notes.append(
            note(
              slot.source ?? screens[index].source,
              "\(type) has more than \(Limits.maximumSlots) ads: the rest are left out (an app file holds at most \(Limits.maximumSlots) slots)"))
          break
        }
        screens[index].slots.append(slot)
        screens[index].notes += ad.notes
      }
    }
    return screens
  }

  /// A xib's component: every slot is content, and it has no bars of its own.
  static func isComponent(_ screen: ImportedScreen) -> Bool {
    screen.source.file.hasSuffix(".xib") && !screen.slots.isEmpty && screen.slots.allSatisfy { $0.kind == .content }
  }

  /// `NativeAdView` of `App/Views/NativeAdView.xib`.
  static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".xib") ? String(name.dropLast(4)) : name
  }

  static func chrome(_ type: String, navigation: [String: SlotSource], tabs: [String: SlotSource]) -> AppChrome {
    AppChrome(navigationBar: navigation[type] == nil ? nil : .standard, tabBar: tabs[type] != nil)
  }

  static func note(_ source: SlotSource, _ message: String) -> ImportNote {
    ImportNote(file: source.file, line: source.line, column: source.column, message: message)
  }
}
