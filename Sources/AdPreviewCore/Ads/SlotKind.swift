/// Where a slot lives on the app's screen.
public enum SlotKind: String, CaseIterable, Sendable {
  /// Pinned to an edge of the safe area (or of the window, with the superview guide): banners.
  case anchored
  /// In the scrolling content between the anchored slots, at an `offset` down the feed: a
  /// native ad every few cells, an inline adaptive banner between articles.
  case content
  /// Covers the window when presented: interstitials and rewarded ads.
  case fullscreen

  /// The kind a slot of `format` has when the app file does not say.
  public static func `default`(for format: AdFormat) -> SlotKind {
    format.isFullScreen ? .fullscreen : .anchored
  }
}

/// What a full-screen ad was loaded for.
public enum FullScreenSizing: String, CaseIterable, Sendable {
  /// The window of the scene that presents it (the app loads a new one when the window
  /// changes): the right way.
  case window
  /// The whole screen, once (at launch), then presented in whatever window the app has: in
  /// Split View, Slide Over or Stage Manager the window is smaller and presenting fails.
  case screen
}
