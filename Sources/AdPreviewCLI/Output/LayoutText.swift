import AdPreviewCore
import AdPreviewFormats

/// The `layout` report for people.
enum LayoutText {
  static func render(_ resolved: ResolvedScene) -> String {
    let scene = resolved.scene
    var lines: [(String, String)] = []
    let platform = scene.osLabel ?? scene.device.platform.words
    var title = "\(scene.deviceLabel) (\(scene.device.family.rawValue), \(platform)) · \(scene.orientation.rawValue)"
    if let posture = scene.posture { title += " · \(posture.name.rawValue)" }
    if let fold = scene.fold, fold.separating { title += " (\(fold.mode.rawValue))" }
    title += " · \(scene.windowWords)"
    let unit = scene.device.platform.lengthUnit
    if let host = scene.host {
      lines.append(("screen", "\(scene.screen.label) \(unit), the window in \(host.words) (\(host.model))"))
    } else {
      lines.append(("screen", "\(scene.screen.label) \(unit), display \(scene.display.id)"))
    }
    if scene.host == nil, scene.isResizedIPhoneWindow {
      lines.append(("host", "\(WindowHost.phonePicture): --host mac or --host ipad shows the window as the user sees it"))
    }
    let lengths = scene.device.platform
    lines.append(("window", lengths.label(scene.window)))
    if let bars = scene.verticalBarsWords { lines.append(("bars", bars)) }
    let insets = scene.safeArea
    lines.append(
      (
        "safe area",
        "top \(lengths.length(insets.top)) · left \(lengths.length(insets.left)) · bottom "
          + "\(lengths.length(insets.bottom)) · right \(lengths.length(insets.right))  → \(lengths.label(scene.safeRect))"
      ))
    if let fold = scene.fold {
      lines.append(
        (
          fold.kind.rawValue,
          "\(lengths.label(fold.frame)), \(fold.separating ? "separating" : "not separating")"
            + (fold.occlusion == .full ? ", hides content" : "")
        ))
    }
    if let pane = scene.paneDescription { lines.append(("content", pane)) }
    for (index, obstruction) in scene.obstructions.enumerated() {
      var name = obstruction.kind.rawValue
      if let shape = obstruction.cutoutShape { name += " (\(shape.rawValue))" }
      if let corner = obstruction.corner { name += " \(corner.rawValue)" }
      lines.append((index == 0 ? "obstructions" : "", name.padding(to: 22) + lengths.label(obstruction.frame)))
    }
    for evaluation in resolved.evaluations {
      let label = "ad"
      let name = evaluation.slot.name.map { "\($0): " } ?? ""
      guard let sizing = evaluation.sizing else {
        lines.append((label, "\(name)none"))
        continue
      }
      let format = evaluation.slot.format.words
      let head =
        evaluation.placement.map { "\(name)\(format) \(lengths.label($0.size)) at \(lengths.label($0.frame))" }
        ?? "\(name)\(format) \(sizing.size.label) — not shown"
      lines.append((label, head))
      if let classic = AdSizing.classicComparison(for: evaluation.slot, sized: sizing, in: resolved.scene) {
        lines.append(
          ("", "classic anchored adaptive (SDK 12): \(classic.label), \(formatPoints(sizing.size.height - classic.height)) \(unit) shorter"))
      }
      if let native = evaluation.placement?.native {
        let names = native.regions.map(\.kind.rawValue).joined(separator: ", ")
        lines.append(("", "assets: \(names)"))
        if let adChoices = native.adChoices { lines.append(("", "AdChoices \(adChoices.label)")) }
      }
      for line in sizing.explanation { lines.append(("", line)) }
    }
    let findings = resolved.allFindings
    if findings.isEmpty {
      lines.append(("findings", "none"))
    }
    var text = title + "\n"
    for (label, value) in lines { text += label.padding(to: 14) + value + "\n" }
    for finding in findings {
      let slot = finding.slot.map { " [\($0)]" } ?? ""
      text += "\(finding.severity.rawValue) \(finding.code.rawValue)\(slot): \(finding.message)\n"
    }
    return text
  }
}
