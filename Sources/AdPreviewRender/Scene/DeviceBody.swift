import AdPreviewCore

/// The device around its screen: bezel widths, the outer corner radius and, on home-button
/// devices, the forehead, chin and home button — turned with the orientation.
struct DeviceBody {
  var insets: EdgeInsets
  var outerRadius: Double
  /// The home button, in body points.
  var homeButton: Rect?
  var size: Size

  init(scene: Scene) {
    let screen = scene.screen
    let display = scene.display
    let short = min(display.size.width, display.size.height)
    // A host's window has a thin frame of its own, not the phone's bezel.
    let thickness = scene.host != nil ? max(3, (0.012 * short).rounded()) : max(6, (0.035 * short).rounded())
    let hasHomeButton =
      scene.host == nil && display.cornerRadius == 0 && display.homeIndicator == nil
      && (scene.device.family == .phone || scene.device.family == .tablet)
    var insets = EdgeInsets(top: thickness, left: thickness, bottom: thickness, right: thickness)
    var button: Rect?
    var outer = display.cornerRadius > 0 ? display.cornerRadius + thickness : thickness * 1.5
    if hasHomeButton {
      let chin = ((scene.device.family == .phone ? 0.26 : 0.09) * display.size.width).rounded()
      // Forehead and chin lie along the device's portrait top and bottom edges.
      switch scene.orientation {
      case .portrait: (insets.top, insets.bottom) = (chin, chin)
      case .portraitUpsideDown: (insets.top, insets.bottom) = (chin, chin)
      case .landscapeLeft, .landscapeRight: (insets.left, insets.right) = (chin, chin)
      }
      outer = scene.device.family == .phone ? 0.16 * display.size.width : 0.05 * display.size.width
      let diameter = (chin * 0.55).rounded()
      let chinRect: Rect
      switch scene.orientation {
      case .portrait:
        chinRect = Rect(x: insets.left, y: insets.top + screen.height, width: screen.width, height: chin)
      case .portraitUpsideDown:
        chinRect = Rect(x: insets.left, y: 0, width: screen.width, height: chin)
      case .landscapeLeft:
        chinRect = Rect(x: insets.left + screen.width, y: insets.top, width: chin, height: screen.height)
      case .landscapeRight:
        chinRect = Rect(x: 0, y: insets.top, width: chin, height: screen.height)
      }
      button = Rect(
        x: chinRect.midX - diameter / 2, y: chinRect.midY - diameter / 2, width: diameter,
        height: diameter)
    }
    self.insets = insets
    outerRadius = outer
    homeButton = button
    size = Size(
      width: screen.width + insets.left + insets.right, height: screen.height + insets.top + insets.bottom)
  }
}
