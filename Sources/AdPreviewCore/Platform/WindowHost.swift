import AdPreviewFormats

/// Where a resized iPhone window is shown. iOS 27 resizes an iPhone app only in a host:
/// iPhone Mirroring on a Mac, an iPhone app on an iPad (and Xcode's Device Hub), never on
/// the phone's own display. In a host the app's window is a window of the host's, with none
/// of the phone's bezel, cutout or home indicator.
///
/// A new host is one row in `all`. What is modelled rather than published is said in `model`.
public struct WindowHost: Hashable, Sendable {
  /// The hosts `--host` names.
  public enum Name: String, CaseIterable, Sendable {
    case mac
    case ipad
  }

  public var name: Name
  /// `iPhone Mirroring on a Mac`: what the panel and the title call it.
  public var words: String
  /// The host window's corner radius in points, as it clips the app (0: not modelled).
  public var cornerRadius: Double
  /// The insets of the app's window in the host: none of the phone's status bar, cutout or
  /// home indicator reach it (a model: no source measures a resized window's safe area).
  public var safeArea: EdgeInsets
  /// What is modelled, in words, for the panel and the docs.
  public var model: String
  /// Where the facts come from.
  public var source: String

  /// The hosts, one row each.
  public static let all: [WindowHost] = [
    WindowHost(
      name: .mac, words: "iPhone Mirroring on a Mac", cornerRadius: 0, safeArea: .zero,
      model: "the app's window is the whole screen it sees, so the adaptive caps read its height; "
        + "no status bar, cutout or home indicator; the Mac window's rounded corners are not modelled (no source gives how they clip the app)",
      source: Sources.resizable),
    WindowHost(
      name: .ipad, words: "an iPhone app on an iPad", cornerRadius: 0, safeArea: .zero,
      model: "the app's window is the whole screen it sees, so the adaptive caps read its height; "
        + "no status bar, cutout or home indicator of the phone; the iPad window's rounded corners are not modelled",
      source: Sources.resizable),
  ]

  enum Sources {
    static let resizable =
      "iOS 27 resizes iPhone apps in iPhone Mirroring on the Mac and when iPhone-only apps run on iPad (Xcode 27's Device Hub "
      + "simulates it); only viewWillTransition(to:with:) is called (fatbobman, 'From size class to available space'; Apple "
      + "Developer Forums thread 836088). High for where resizing happens; the window's insets and the cap's height are models"
  }

  /// What a resized iPhone window drawn on the phone is: a picture, not where the user sees
  /// it (for the panel and `layout`, each adding how to show it in a host).
  public static let phonePicture =
    "drawn on the phone, as Xcode's Device Hub shows it; iOS resizes an iPhone app only in a host "
    + "(iPhone Mirroring on a Mac, an iPhone app on an iPad)"

  /// The host of a name.
  public static func named(_ name: Name) -> WindowHost { all.first { $0.name == name } ?? all[0] }

  /// The adaptive cap's words: `the iPhone Mirroring window's height 600 (model)`.
  public func capWords(height: Double) -> String {
    "the \(name == .mac ? "iPhone Mirroring" : "iPad") window's height \(formatPoints(height)) (a model)"
  }
}
