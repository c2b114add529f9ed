import AdPreviewFormats

extension Device {
  /// Checks what decoding cannot: sizes, insets that leave a safe area, cutouts and folds on
  /// their display, postures naming real displays, presets on the screen.
  public func validate() throws(JSONDecodeProblem) {
    try scale(scale, at: path("scale"))
    if Set(orientations).count != orientations.count {
      throw JSONDecodeProblem(path: path("orientations"), message: "an orientation is listed twice")
    }
    for (index, display) in displays.enumerated() {
      try validate(display, at: path("displays", index))
      if displays[..<index].contains(where: { $0.id == display.id }) {
        throw JSONDecodeProblem(
          path: path("displays", index, "id"), message: "two displays are called \(display.id.quotedForMessage)")
      }
    }
    try validatePostures()
    if releases != nil && !runsAppleOS {
      throw JSONDecodeProblem(path: path("os"), message: "os names iOS and iPadOS releases; this device runs \(platform.words)")
    }
    try validatePresets(portraitPresets, orientation: .portrait, key: "portrait")
    try validatePresets(landscapePresets, orientation: .landscapeLeft, key: "landscape")
  }

  private func validate(_ display: Display, at base: JSONPath) throws(JSONDecodeProblem) {
    let size = display.size
    try side(size.width, at: base.appending("size", "width"))
    try side(size.height, at: base.appending("size", "height"))
    if let scale = display.scale { try self.scale(scale, at: base.appending("scale")) }
    try radius(display.cornerRadius, of: size, at: base.appending("cornerRadius"))
    let bounds = Rect(size: size)
    for (index, cutout) in display.cutouts.enumerated() {
      let at = base.appending("cutouts", index, "frame")
      try positive(cutout.frame.width, at: at.appending("width"))
      try positive(cutout.frame.height, at: at.appending("height"))
      try inside(cutout.frame, bounds, what: "the cutout", at: at)
      for (key, radius) in [("radius", cutout.radius), ("upperRadius", cutout.upperRadius)] {
        guard let radius else { continue }
        try self.radius(radius, of: size, at: base.appending("cutouts", index, key))
      }
    }
    try validate(display.statusBar, at: base.appending("statusBar"), size: size)
    if let radii = display.cornerRadii {
      for (key, value) in zip(["topLeft", "topRight", "bottomRight", "bottomLeft"], radii.all) {
        try radius(value, of: size, at: base.appending("cornerRadii", key))
        if value > display.cornerRadius {
          throw JSONDecodeProblem(
            path: base.appending("cornerRadii", key),
            message: "\(formatPoints(value)) is more than cornerRadius (\(formatPoints(display.cornerRadius))), which is the largest corner")
        }
      }
    }
    if let bar = display.homeIndicator {
      let at = base.appending("homeIndicator")
      try positive(bar.width, at: at.appending("width"))
      try positive(bar.height, at: at.appending("height"))
      try nonNegative(bar.bottomOffset, at: at.appending("bottomOffset"))
      if bar.width > size.width || bar.height + bar.bottomOffset > size.height {
        throw JSONDecodeProblem(path: at, message: "the home indicator does not fit on the display")
      }
      if let wide = bar.landscapeWidth {
        try positive(wide, at: at.appending("landscapeWidth"))
        if wide > size.height {
          throw JSONDecodeProblem(
            path: at.appending("landscapeWidth"), message: "the landscape home indicator does not fit on the display")
        }
      }
    }
    if let fold = display.fold {
      let at = base.appending("fold", "frame")
      try nonNegative(fold.frame.width, at: at.appending("width"))
      try nonNegative(fold.frame.height, at: at.appending("height"))
      if fold.frame.width > 0 && fold.frame.height > 0 && fold.frame.width != size.width
        && fold.frame.height != size.height
      {
        throw JSONDecodeProblem(
          path: at, message: "a fold or hinge must run across the whole display")
      }
      try inside(fold.frame, bounds, what: "the fold", at: at)
    }
    try validateSafeArea(display.safeArea, at: base.appending("safeArea"), size: display.size)
    for (index, regime) in display.regimes.enumerated() {
      let at = base.appending("regimes", index)
      let key = regime.from == nil ? "through" : "from"
      if index > 0 {
        let previous = display.regimes[index - 1]
        // Backward regimes come first, then forward ones, each bound later than the last: a
        // release is never both before and after the display's own values.
        if regime.bound <= previous.bound || (previous.from != nil && regime.through != nil) {
          throw JSONDecodeProblem(
            path: at.appending(key),
            message: "regimes are listed oldest first (those \"through\" a release before those \"from\" one), each at a later release")
        }
      }
      // A regime may serve a covered model that runs later releases than the device.
      if let range = releases, !range.contains(regime.bound), !coverReleases.values.contains(where: { $0.contains(regime.bound) }) {
        throw JSONDecodeProblem(
          path: at.appending(key), message: "neither the device (\(osName) \(range.words)) nor a model it covers runs \(regime.bound)")
      }
      if let safeArea = regime.safeArea {
        try validateSafeArea(safeArea, at: at.appending("safeArea"), size: display.size)
      }
      if let bar = regime.statusBar { try validate(bar, at: at.appending("statusBar"), size: display.size) }
    }
    if let disabled = display.verticalBarsDisabled {
      let at = base.appending("verticalBarsDisabled")
      if let safeArea = disabled.safeArea { try validateSafeArea(safeArea, at: at.appending("safeArea"), size: display.size) }
      if let bar = disabled.statusBar { try validate(bar, at: at.appending("statusBar"), size: display.size) }
    }
  }

  /// Each placement's thickness: not negative, and not more than the screen in that
  /// orientation (a top bar's height, a side strip's width).
  private func validate(_ bar: StatusBar, at base: JSONPath, size: Size) throws(JSONDecodeProblem) {
    for (key, placement) in bar.allPlacements {
      try nonNegative(placement.size, at: base.appending(key))
      let landscape = key.hasPrefix("landscape")
      let screen = landscape ? size.swapped : size
      let room = placement.edge == .top ? screen.height : screen.width
      if placement.size > room {
        let what = placement.edge == .top ? "taller" : "wider"
        throw JSONDecodeProblem(
          path: base.appending(key),
          message:
            "the status bar (\(formatPoints(placement.size))) is \(what) than the \(landscape ? "landscape" : "portrait") screen (\(formatPoints(room)))"
        )
      }
    }
  }

  private func validateSafeArea(_ table: SafeAreaTable, at base: JSONPath, size: Size) throws(JSONDecodeProblem) {
    for orientation in orientations {
      guard let insets = table.insets(in: orientation) else {
        throw JSONDecodeProblem(
          path: base,
          message: "the device supports \(orientation.rawValue) but no landscape safe area is given")
      }
      let key =
        table.overrides[orientation] != nil
        ? orientation.rawValue : (orientation.isLandscape ? "landscape" : "portrait")
      for (name, value) in [
        ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
        ("right", insets.right),
      ] {
        try nonNegative(value, at: base.appending(key, name))
      }
      let screen = orientation.isLandscape ? size.swapped : size
      if Rect(size: screen).inset(by: insets).isEmpty {
        throw JSONDecodeProblem(
          path: base.appending(key),
          message: "the insets \(insets.label) leave no safe area on the "
            + "\(screen.label) screen")
      }
    }
  }

  private func validatePostures() throws(JSONDecodeProblem) {
    let needsPostures = family == .foldable || family == .dualScreen
    if needsPostures && postures.isEmpty {
      throw JSONDecodeProblem(
        path: path("postures"), message: "a \(family.rawValue) device needs its postures")
    }
    if !needsPostures && !postures.isEmpty {
      throw JSONDecodeProblem(
        path: path("postures"), message: "postures are for foldable and dual-screen devices")
    }
    for (index, posture) in postures.enumerated() {
      guard let display = display(id: posture.display) else {
        throw JSONDecodeProblem(
          path: path("postures", index, "display"),
          message: "no display is called \(posture.display.quotedForMessage) "
            + "(displays: \(displays.map(\.id).joined(separator: ", ").sanitizedForMessage))")
      }
      if postures[..<index].contains(where: { $0.name == posture.name }) {
        throw JSONDecodeProblem(
          path: path("postures", index, "name"),
          message: "the posture \"\(posture.name.rawValue)\" is listed twice")
      }
      if posture.separating && display.fold == nil {
        throw JSONDecodeProblem(
          path: path("postures", index, "separating"),
          message: "the display \(display.id.quotedForMessage) has no fold to separate the content")
      }
    }
    if let name = defaultPosture, posture(named: name) == nil {
      throw JSONDecodeProblem(
        path: path("defaultPosture"),
        message: "\"\(name.rawValue)\" is not one of the device's postures")
    }
    if needsPostures && defaultPosture == nil {
      throw JSONDecodeProblem(path: path("defaultPosture"), message: "missing \"defaultPosture\"")
    }
  }

  private func validatePresets(
    _ presets: [WindowPreset], orientation: Orientation, key: String
  ) throws(JSONDecodeProblem) {
    for (index, preset) in presets.enumerated() {
      var display = primaryDisplay
      if let id = preset.display {
        guard let named = self.display(id: id) else {
          throw JSONDecodeProblem(
            path: path("windowPresets", key, index, "display"),
            message: "no display is called \(id.quotedForMessage) (displays: \(displays.map(\.id).joined(separator: ", ").sanitizedForMessage))")
        }
        display = named
      }
      let screen = orientation.isLandscape ? display.size.swapped : display.size
      let at = path("windowPresets", key, index, "frame")
      try side(preset.frame.width, at: at.appending("width"))
      try side(preset.frame.height, at: at.appending("height"))
      try inside(preset.frame, Rect(size: screen), what: "the window", at: at)
      // A phone's split pane may be listed once side by side and once above and below, where
      // the OS splits either way (an Android foldable's split-screen turned).
      let stacked = family != .tablet && Scene.isStacked(preset.frame, in: screen)
      let twice = presets[..<index].contains { other in
        other.name == preset.name && other.display == preset.display
          && (family == .tablet || Scene.isStacked(other.frame, in: screen) == stacked)
      }
      if twice {
        throw JSONDecodeProblem(
          path: path("windowPresets", key, index, "name"),
          message: "the preset \"\(preset.name.rawValue)\" is listed twice")
      }
    }
  }

  /// A length that must be more than 0 (a cutout, a home indicator), within `Limits`.
  private func positive(_ value: Double, at path: JSONPath) throws(JSONDecodeProblem) {
    guard value > 0 else {
      throw JSONDecodeProblem(path: path, message: "\(formatPoints(value)) must be greater than 0")
    }
    try withinLimit(value, at: path)
  }

  /// A display's or a window's side: at least `Limits.minimumSide`.
  private func side(_ value: Double, at path: JSONPath) throws(JSONDecodeProblem) {
    try positive(value, at: path)
    guard value >= Limits.minimumSide else {
      throw JSONDecodeProblem(
        path: path, message: "\(formatPoints(value)) is less than \(formatPoints(Limits.minimumSide)) pt")
    }
  }

  private func nonNegative(_ value: Double, at path: JSONPath) throws(JSONDecodeProblem) {
    guard value >= 0 else {
      throw JSONDecodeProblem(path: path, message: "\(formatPoints(value)) must not be negative")
    }
    try withinLimit(value, at: path)
  }

  private func withinLimit(_ value: Double, at path: JSONPath) throws(JSONDecodeProblem) {
    guard value <= Limits.maximumLength else {
      throw JSONDecodeProblem(
        path: path, message: "\(formatPoints(value)) is more than the limit of \(Limits.maximumLengthLabel)")
    }
  }

  /// A corner or cutout radius: from 0 to half the display's shorter side.
  private func radius(_ value: Double, of size: Size, at path: JSONPath) throws(JSONDecodeProblem) {
    let half = min(size.width, size.height) / 2
    guard value >= 0, value <= half else {
      throw JSONDecodeProblem(
        path: path, message: "\(formatPoints(value)) must be between 0 and half the shorter side (\(formatPoints(half)))")
    }
  }

  private func scale(_ value: Double, at path: JSONPath) throws(JSONDecodeProblem) {
    guard value > 0 else {
      throw JSONDecodeProblem(path: path, message: "\(formatPoints(value)) must be greater than 0")
    }
    guard Limits.scale.contains(value) else {
      throw JSONDecodeProblem(
        path: path,
        message: "\(formatPoints(value)) is not a scale between \(formatPoints(Limits.scale.lowerBound)) "
          + "and \(formatPoints(Limits.scale.upperBound))")
    }
  }

  private func inside(
    _ frame: Rect, _ bounds: Rect, what: String, at path: JSONPath
  ) throws(JSONDecodeProblem) {
    guard bounds.contains(frame) else {
      throw JSONDecodeProblem(
        path: path,
        message: "\(what) (\(frame.label)) lies outside the \(bounds.size.label) display")
    }
  }

  private func path(_ components: any JSONPathComponentConvertible...) -> JSONPath {
    JSONPath(components.map(\.pathComponent))
  }
}

/// Strings and integers as path components, so paths read like `path("displays", 0, "size")`.
public protocol JSONPathComponentConvertible {
  var pathComponent: JSONPath.Component { get }
}

extension String: JSONPathComponentConvertible {
  public var pathComponent: JSONPath.Component { .key(self) }
}

extension Int: JSONPathComponentConvertible {
  public var pathComponent: JSONPath.Component { .index(self) }
}

extension JSONPath {
  public func appending(_ components: any JSONPathComponentConvertible...) -> JSONPath {
    JSONPath(self.components + components.map(\.pathComponent))
  }
}
