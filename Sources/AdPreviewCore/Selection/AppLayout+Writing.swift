import AdPreviewFormats

extension AppLayout {
  /// The app file for this layout, in the format `decode` reads: what `adpreview import`
  /// writes. Only what differs from the format's defaults is written, so the file reads as a
  /// person would write it.
  public var jsonValue: JSONValue {
    var members = [JSONMember("schemaVersion", .number(Double(AppLayout.schemaVersion))), JSONMember("name", .string(name))]
    if request != nil || sdk != nil {
      var fields: [JSONMember] = []
      if let request {
        fields.append(JSONMember("scene", .string(request.scene.rawValue)))
        fields.append(JSONMember("mode", .string(request.mode.rawValue)))
        fields.append(JSONMember("multiScene", .bool(request.multiScene)))
      }
      if let sdk { fields.append(JSONMember("sdk", .number(Double(sdk.rawValue) ?? 0))) }
      members.append(JSONMember("request", .object(fields)))
    }
    if let chrome { members.append(JSONMember("chrome", chrome.jsonValue)) }
    members.append(JSONMember("slots", .array(slots.map(\.jsonValue))))
    if !notes.isEmpty { members.append(JSONMember("notes", .array(notes.map(JSONValue.string)))) }
    return .object(members)
  }
}

extension AppChrome {
  var jsonValue: JSONValue {
    var members: [JSONMember] = []
    if let navigationBar { members.append(JSONMember("navigationBar", .string(navigationBar.rawValue))) }
    if tabBar { members.append(JSONMember("tabBar", .bool(true))) }
    if toolbar { members.append(JSONMember("toolbar", .bool(true))) }
    if additionalSafeAreaInsets != .zero {
      let i = additionalSafeAreaInsets
      members.append(
        JSONMember(
          "additionalSafeAreaInsets",
          .object([
            JSONMember("top", .number(i.top)), JSONMember("left", .number(i.left)), JSONMember("bottom", .number(i.bottom)),
            JSONMember("right", .number(i.right)),
          ])))
    }
    let layout = extendedLayout
    if !layout.top || !layout.bottom {
      let edges = [layout.top ? "top" : nil, layout.bottom ? "bottom" : nil].compactMap { $0 }
      members.append(JSONMember("edgesForExtendedLayout", .array(edges.map(JSONValue.string))))
    }
    let opaque: [ChromeBar.Kind] = [
      layout.opaqueNavigationBar ? .navigationBar : nil, layout.opaqueTabBar ? .tabBar : nil, layout.opaqueToolbar ? .toolbar : nil,
    ].compactMap { $0 }
    if !opaque.isEmpty { members.append(JSONMember("opaqueBars", .array(opaque.map { .string($0.rawValue) }))) }
    if layout.includesOpaqueBars { members.append(JSONMember("extendedLayoutIncludesOpaqueBars", .bool(true))) }
    return .object(members)
  }
}

extension AdSlot {
  var jsonValue: JSONValue {
    var members = [JSONMember("name", .string(name ?? format.rawValue))]
    if kind != SlotKind.default(for: format) { members.append(JSONMember("kind", .string(kind.rawValue))) }
    members.append(JSONMember("format", .string(format.rawValue)))
    members.append(JSONMember("position", .string(anchorWord)))
    if let alignment { members.append(JSONMember("align", .string(alignment.rawValue))) }
    members.append(JSONMember("guide", .string(guide.rawValue)))
    if offset != 0 { members.append(JSONMember("offset", .number(offset))) }
    if format.isBanner, bannerWidth != .safeArea { members.append(JSONMember("sizedFor", .string(bannerWidth.rawValue))) }
    if format.isFullScreen, sizedFor != .window { members.append(JSONMember("sizedFor", .string(sizedFor.rawValue))) }
    if format.isBanner, reloadOn != .viewWillTransition { members.append(JSONMember("reloadOn", .string(reloadOn.rawValue))) }
    var native: [JSONMember] = []
    if format.isNative {
      let options = self.native
      let defaults = NativeAdOptions()
      if let width = options.width { native.append(JSONMember("width", .number(width))) }
      if let height = options.height { native.append(JSONMember("height", .number(height))) }
      if options.adChoices != defaults.adChoices { native.append(JSONMember("adChoices", .string(options.adChoices.rawValue))) }
      if let aspect = options.mediaViewAspectRatio { native.append(JSONMember("mediaViewAspect", .number(aspect))) }
      if options.contentMode != defaults.contentMode { native.append(JSONMember("mediaMode", .string(options.contentMode.rawValue))) }
      if options.assets != defaults.assets {
        native.append(JSONMember("assets", .array(NativeAsset.allCases.filter(options.assets.contains).map { .string($0.rawValue) })))
      }
    }
    if !native.isEmpty { members.append(JSONMember("native", .object(native))) }
    if container != .content { members.append(JSONMember("in", .string(container.rawValue))) }
    if let source {
      members.append(
        JSONMember(
          "source",
          .object([
            JSONMember("file", .string(source.file)), JSONMember("line", .number(Double(source.line))),
            JSONMember("column", .number(Double(source.column))),
          ])))
    }
    return .object(members)
  }
}
