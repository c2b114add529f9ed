/// How the app integrates its banners, which decides when they reload (seed 001's two samples).
public enum AppIntegration: String, CaseIterable, Sendable {
  /// UIKit: reload in `viewWillTransition(to:with:)`, in the transition coordinator's
  /// completion, at every transition whatever the size.
  case uikit
  /// SwiftUI: `updateUIView` reloads only when the computed ad size changed.
  case swiftui

  /// The rule, for the log.
  public var words: String {
    switch self {
    case .uikit: "UIKit: viewWillTransition(to:with:) reloads in the coordinator's completion"
    case .swiftui: "SwiftUI: updateUIView reloads when the size changed"
    }
  }
}
