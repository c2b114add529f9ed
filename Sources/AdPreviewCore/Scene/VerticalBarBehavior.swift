/// Whether the app lets the system put its bars on a side: UIKit's `UIVerticalBarBehavior`
/// (a view controller's `preferredVerticalBarBehavior`), SwiftUI's `ToolbarVerticalBehavior`
/// (`toolbarVerticalBehavior(_:)`), iOS 27.1. On the iPhone Duo the status bar, the
/// navigation and tab bars run along one side of the cover and of the inner display held
/// upright; an app that disables them keeps them horizontal, and the status bar changes axis
/// with them. A device whose bars are never vertical shows no difference.
public enum VerticalBarBehavior: String, CaseIterable, Sendable {
  /// The system's choice (Apple's default): side bars where the device has them.
  case automatic
  /// The bars stay horizontal, the status bar along the top.
  case disabled
}
