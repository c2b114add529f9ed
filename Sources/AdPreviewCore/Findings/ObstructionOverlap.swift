import AdPreviewFormats

extension Obstruction {
  /// The part of `rect` this obstruction covers, or nil when it covers none of it.
  ///
  /// A rounded corner counts only where `rect` reaches more than `cornerTolerance` points
  /// into the area the curve cuts off: the safe area of a Face ID iPhone touches the corner
  /// squares by design and loses well under a point there.
  public func overlap(with rect: Rect, cornerTolerance: Double = 1) -> Rect? {
    switch kind {
    case .corner:
      guard let square = frame.intersection(rect), cornerDepth(of: rect) > cornerTolerance else {
        return nil
      }
      return square
    case .hinge:
      guard rect.overlaps(frame) else { return nil }
      if frame.width == 0 {
        return Rect(
          x: frame.minX, y: max(rect.minY, frame.minY), width: 0,
          height: min(rect.maxY, frame.maxY) - max(rect.minY, frame.minY))
      }
      if frame.height == 0 {
        return Rect(
          x: max(rect.minX, frame.minX), y: frame.minY,
          width: min(rect.maxX, frame.maxX) - max(rect.minX, frame.minX), height: 0)
      }
      return frame.intersection(rect)
    default:
      guard let common = frame.intersection(rect), common.width > 0.01, common.height > 0.01
      else { return nil }
      return common
    }
  }

  /// How far (in points, along the radius) `rect` reaches into the area a rounded corner
  /// cuts off; 0 when it does not.
  public func cornerDepth(of rect: Rect) -> Double {
    guard kind == .corner, let corner, let radius, let square = frame.intersection(rect) else { return 0 }
    let left = corner == .topLeft || corner == .bottomLeft
    let top = corner == .topLeft || corner == .topRight
    // The intersection's vertex nearest the screen corner is the deepest point.
    let vertex = Point(x: left ? square.minX : square.maxX, y: top ? square.minY : square.maxY)
    let centre = Point(x: left ? frame.maxX : frame.minX, y: top ? frame.maxY : frame.minY)
    let dx = vertex.x - centre.x
    let dy = vertex.y - centre.y
    return max(0, (dx * dx + dy * dy).squareRoot() - radius)
  }

  /// `the notch`, `the Dynamic Island`, `the top-left rounded corner`, for sentences, with
  /// lengths in points.
  public var words: String { words(on: .ios) }

  /// The same words with lengths as the scene's platform writes them (`Platform.length`, in
  /// its `lengthUnit`).
  public func words(on platform: Platform) -> String {
    let unit = platform.lengthUnit
    return switch kind {
    case .cutout:
      switch cutoutShape {
      case .notch: "the notch"
      case .pill: "the Dynamic Island"
      case .circle: "the camera punch-hole"
      default: "the camera cutout"
      }
    case .corner: "the \(corner?.rawValue.replacingDashes() ?? "") rounded corner (radius \(platform.length(radius ?? 0)))"
    case .statusBar:
      switch statusBarEdge {
      case .left, .right: "the status bar (the \(platform.length(frame.width))-\(unit) strip on the \(statusBarEdge!.rawValue))"
      default: "the status bar (\(platform.length(frame.height)) \(unit))"
      }
    case .homeIndicator: "the home indicator area (the bottom \(platform.length(frame.height)) \(unit))"
    case .hinge: frame.width == 0 || frame.height == 0 ? "the fold" : "the hinge"
    case .windowControls: "iPadOS 26's window controls (\(platform.label(frame.size)) at the window's top-leading corner, a model)"
    case .navigationBar, .tabBar, .toolbar: "the app's \(kind.words) (\(platform.length(frame.height)) \(unit))"
    }
  }
}
