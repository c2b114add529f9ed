import AdPreviewCore
import AdPreviewFormats

/// The JSON shapes scripts rely on (`layout`, `check` and `play --json`; extend them, never break them): sizes, frames, insets, scenes, ads, findings.
public enum JSONReport {
  static func size(_ size: Size) -> JSONValue { JSONTreeBuilder.build { write(size, into: &$0) } }

  static func write<Sink: JSONSink>(_ size: Size, into sink: inout Sink) {
    sink.beginObject()
    sink.member("width", number: size.width)
    sink.member("height", number: size.height)
    sink.endObject()
  }

  static func rect(_ rect: Rect) -> JSONValue { JSONTreeBuilder.build { write(rect, into: &$0) } }

  static func write<Sink: JSONSink>(_ rect: Rect, into sink: inout Sink) {
    sink.beginObject()
    sink.member("x", number: rect.x)
    sink.member("y", number: rect.y)
    sink.member("width", number: rect.width)
    sink.member("height", number: rect.height)
    sink.endObject()
  }

  /// A rectangle, or null.
  static func write<Sink: JSONSink>(_ rect: Rect?, into sink: inout Sink) {
    if let rect { write(rect, into: &sink) } else { sink.null() }
  }

  static func insets(_ insets: EdgeInsets) -> JSONValue {
    .object([
      JSONMember("top", .number(insets.top)), JSONMember("left", .number(insets.left)),
      JSONMember("bottom", .number(insets.bottom)), JSONMember("right", .number(insets.right)),
    ])
  }

  /// A reserved region as `UIView.reservedRegions(kind:)` reports it: its kind, its frame
  /// (a division's with its margins, as UIKit gives it), the margins, whether it is active
  /// and whether it hides content; `line` is a division's own line or strip.
  static func reservedRegion(_ region: ReservedRegion, scene: Scene) -> JSONValue {
    let vertical = scene.fold?.isVertical ?? true
    var members = [
      JSONMember("kind", .string(region.kind.rawValue)),
      JSONMember("frame", rect(region.withMargins(vertical: vertical) ?? region.frame)),
      JSONMember("active", .bool(region.isActive)),
      JSONMember("occludes", .bool(region.occludes)),
      JSONMember("what", .string(region.words)),
    ]
    if region.kind == .division {
      let margins =
        vertical
        ? JSONValue.object([JSONMember("left", .number(region.margins)), JSONMember("right", .number(region.margins))])
        : JSONValue.object([JSONMember("top", .number(region.margins)), JSONMember("bottom", .number(region.margins))])
      members.append(JSONMember("margins", margins))
      members.append(JSONMember("line", rect(region.frame)))
    }
    return .object(members)
  }

  /// Which of the display's values the scene's release shows and where they come from:
  /// `base` (the display's own values, sourced as its safe area) or the regime in force,
  /// `from` a release on or `through` one; nil for a device that runs no modelled release.
  static func regime(of scene: Scene) -> JSONValue {
    guard let os = scene.os else { return .null }
    func source(_ key: String) -> String? {
      scene.device.sources.first { $0.key == key }.flatMap { member in
        if case .string(let text) = member.value { text } else { nil }
      }
    }
    let regime = scene.display.regimeInForce(at: os)
    let text = regime.map { $0.source ?? source("regimes") } ?? source("safeArea")
    return .object([
      JSONMember("os", .string(os.description)),
      JSONMember("base", .bool(regime == nil)),
      JSONMember("from", regime?.from.map { .string($0.description) } ?? .null),
      JSONMember("through", regime?.through.map { .string($0.description) } ?? .null),
      JSONMember("source", text.map { .string($0) } ?? .null),
    ])
  }

  /// Where the safe area the scene shows comes from, on every platform: the disabled vertical
  /// bars' source when they changed it, else the release's regime's, else the file's
  /// `sources.safeArea` (an Android device has no regime).
  static func safeAreaSource(of scene: Scene) -> JSONValue {
    func source(_ key: String) -> String? {
      scene.device.sources.first { $0.key == key }.flatMap { member in
        if case .string(let text) = member.value { text } else { nil }
      }
    }
    if scene.verticalBarsApply, scene.verticalBars == .disabled {
      return (scene.display.verticalBarsDisabled?.source ?? source("verticalBars")).map { .string($0) } ?? .null
    }
    let regime = scene.display.regimeInForce(at: scene.os)
    return (regime.map { $0.source ?? source("regimes") } ?? source("safeArea")).map { .string($0) } ?? .null
  }

  /// The app's vertical-bar behavior, whether the display has values for it, and their
  /// source when the behavior changes the scene.
  static func verticalBars(of scene: Scene) -> JSONValue {
    let changed = scene.verticalBarsApply && scene.verticalBars == .disabled
    let source =
      changed
      ? scene.display.verticalBarsDisabled?.source
        ?? scene.device.sources.first { $0.key == "verticalBars" }.flatMap { member in
          if case .string(let text) = member.value { text } else { nil }
        } : nil
    return .object([
      JSONMember("behavior", .string(scene.verticalBars.rawValue)),
      JSONMember("applies", .bool(scene.verticalBarsApply)),
      JSONMember("source", source.map { .string($0) } ?? .null),
    ])
  }

  /// The `layout --json` object: the contract's keys first, extras after.
  public static func layout(_ resolved: ResolvedScene) -> JSONValue {
    let scene = resolved.scene
    let evaluation = resolved.evaluation
    return .object([
      JSONMember("adpreview", .string(AdPreviewCommand.version)),
      JSONMember(
        "device",
        .object([
          JSONMember("id", .string(scene.device.id)), JSONMember("name", .string(scene.device.name)),
          JSONMember("family", .string(scene.device.family.rawValue)),
        ])),
      JSONMember("orientation", .string(scene.orientation.rawValue)),
      JSONMember("posture", scene.posture.map { .string($0.name.rawValue) } ?? .null),
      JSONMember("screen", size(scene.screen)),
      JSONMember("window", rect(scene.window)),
      JSONMember("safeArea", insets(scene.safeArea)),
      JSONMember("obstructions", .array(scene.obstructions.map(obstruction))),
      JSONMember("ad", evaluation.placement.map { ad($0, sizing: evaluation.sizing, collapsible: evaluation.slot.collapsible) } ?? .null),
      JSONMember("findings", .array(resolved.allFindings.map(finding))),
      JSONMember("windowName", .string(scene.windowChoice.description)),
      JSONMember("os", scene.os.map { .string($0.description) } ?? .null),
      JSONMember("regime", regime(of: scene)),
      JSONMember("safeAreaSource", safeAreaSource(of: scene)),
      JSONMember("osName", scene.os == nil ? .null : .string(scene.device.osName)),
      JSONMember("windowWords", .string(scene.windowWords)),
      JSONMember("platform", .string(scene.device.platform.rawValue)),
      JSONMember("model", scene.model.map { .string($0) } ?? .null),
      JSONMember("deviceLabel", .string(scene.deviceLabel)),
      JSONMember("display", .string(scene.display.id)),
      JSONMember("host", scene.host.map { .string($0.name.rawValue) } ?? .null),
      JSONMember("verticalBars", verticalBars(of: scene)),
      JSONMember("safeRect", rect(scene.safeRect)),
      JSONMember("fold", scene.fold.map(fold) ?? .null),
      JSONMember("reservedRegions", .array(scene.reservedRegions.map { region in reservedRegion(region, scene: scene) })),
      JSONMember("foldAware", .bool(!scene.spansFold || scene.segments.count < 2)),
      JSONMember("segments", .array(scene.segments.map(rect))),
      JSONMember("contentPane", .number(Double(scene.contentPane))),
      JSONMember("contentRect", rect(scene.contentRect)),
      JSONMember("chrome", scene.chrome.map { chrome($0, scene: scene) } ?? .null),
      JSONMember(
        "ads",
        .array(
          resolved.evaluations.map { evaluation in
            .object([
              JSONMember("slot", evaluation.slot.name.map { .string($0) } ?? .null),
              JSONMember("kind", .string(evaluation.slot.effectiveKind.rawValue)),
              JSONMember("format", .string(evaluation.slot.format.rawValue)),
              JSONMember("ad", evaluation.placement.map { ad($0, sizing: evaluation.sizing, collapsible: evaluation.slot.collapsible) } ?? .null),
            ])
          })),
      JSONMember(
        "request",
        .object([
          JSONMember("format", .string(evaluation.slot.format.rawValue)),
          JSONMember("size", evaluation.sizing.map { size($0.size) } ?? .null),
          JSONMember("sizing", .array((evaluation.sizing?.explanation ?? []).map { .string($0) })),
          JSONMember("model", .bool(evaluation.sizing?.isModel ?? false)),
          JSONMember("error", evaluation.requestError.map { .string($0) } ?? .null),
          JSONMember(
            "classicSize", evaluation.sizing.flatMap { AdSizing.classicComparison(for: evaluation.slot, sized: $0, in: scene) }.map(size) ?? .null),
        ])),
    ])
  }

  /// The app's chrome: what the app file says, the bars where UIKit puts them (each height
  /// with its source, and whether it is a model) and the safe area they leave the screen's
  /// view controller.
  static func chrome(_ chrome: AppChrome, scene: Scene) -> JSONValue {
    .object([
      JSONMember("navigationBar", chrome.navigationBar.map { .string($0.rawValue) } ?? .null),
      JSONMember("tabBar", .bool(chrome.tabBar)),
      JSONMember("toolbar", .bool(chrome.toolbar)),
      JSONMember("additionalSafeAreaInsets", insets(chrome.additionalSafeAreaInsets)),
      JSONMember("viewSafeArea", insets(scene.viewSafeArea)),
      JSONMember(
        "bars",
        .array(
          scene.bars.map { bar in
            .object([
              JSONMember("kind", .string(bar.kind.rawValue)), JSONMember("edge", .string(bar.edge.rawValue)),
              JSONMember("frame", rect(bar.frame)), JSONMember("height", .number(bar.height.height)),
              JSONMember("source", .string(bar.height.source)), JSONMember("model", .bool(bar.height.isModel)),
            ])
          })),
    ])
  }

  static func obstruction(_ obstruction: Obstruction) -> JSONValue {
    var members = [
      JSONMember("kind", .string(obstruction.kind.rawValue)), JSONMember("frame", rect(obstruction.frame)),
    ]
    if let shape = obstruction.cutoutShape { members.append(JSONMember("shape", .string(shape.rawValue))) }
    if let corner = obstruction.corner { members.append(JSONMember("corner", .string(corner.rawValue))) }
    if let radius = obstruction.radius { members.append(JSONMember("radius", .number(radius))) }
    return .object(members)
  }

  static func ad(_ placement: AdPlacement, sizing: AdSizing?, collapsible: CollapsiblePlacement? = nil) -> JSONValue {
    JSONTreeBuilder.build { write(ad: placement, collapsible: collapsible, into: &$0) }
  }

  /// A placed ad: its format, size, frame and creative, a collapsible banner's overlay and a
  /// native ad's view, asset regions, media and AdChoices.
  static func write<Sink: JSONSink>(ad placement: AdPlacement, collapsible: CollapsiblePlacement?, into sink: inout Sink) {
    sink.beginObject()
    sink.member("format", string: placement.format.rawValue)
    sink.key("size")
    write(placement.size, into: &sink)
    sink.key("frame")
    write(placement.frame, into: &sink)
    sink.key("creative")
    write(placement.creative, into: &sink)
    if let collapsible, placement.format.isBanner {
      sink.key("collapsible")
      sink.beginObject()
      sink.member("placement", string: collapsible.rawValue)
      sink.member("expanded", bool: placement.overlay != nil)
      sink.key("overlay")
      write(placement.overlay, into: &sink)
      sink.member("model", bool: true)
      sink.endObject()
    }
    if let native = placement.native {
      sink.key("native")
      sink.beginObject()
      sink.key("view")
      write(native.view, into: &sink)
      sink.key("regions")
      sink.beginArray()
      for region in native.regions {
        sink.beginObject()
        sink.member("asset", string: region.kind.rawValue)
        sink.key("frame")
        write(region.frame, into: &sink)
        sink.endObject()
      }
      sink.endArray()
      sink.key("mediaContent")
      write(native.mediaContent, into: &sink)
      sink.key("adChoices")
      write(native.adChoices, into: &sink)
      sink.endObject()
    }
    sink.endObject()
  }

  static func finding(_ finding: Finding) -> JSONValue { JSONTreeBuilder.build { write(finding, into: &$0) } }

  /// A finding: its code, severity, message and slot; `reason` for an accepted one.
  static func write<Sink: JSONSink>(_ finding: Finding, reason: String? = nil, into sink: inout Sink) {
    sink.beginObject()
    sink.member("code", string: finding.code.rawValue)
    sink.member("severity", string: finding.severity.rawValue)
    sink.member("message", string: finding.message)
    if let slot = finding.slot { sink.member("slot", string: slot) }
    if let reason { sink.member("reason", string: reason) }
    sink.endObject()
  }

  static func fold(_ fold: SceneFold) -> JSONValue {
    .object([
      JSONMember("frame", rect(fold.frame)), JSONMember("kind", .string(fold.kind.rawValue)),
      JSONMember("occlusion", .string(fold.occlusion.rawValue)),
      JSONMember("separating", .bool(fold.separating)),
      JSONMember("mode", .string(fold.mode.rawValue)),
    ])
  }
}
