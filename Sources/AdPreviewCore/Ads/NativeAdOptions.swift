import AdPreviewFormats

/// The assets a native ad can carry, beyond the guaranteed headline and media.
public enum NativeAsset: String, SetIndexed {
  case body
  case callToAction = "call-to-action"
  case icon
  case starRating = "star-rating"
  case store
  case price
  case advertiser
  /// The "Ad" attribution badge, drawn by the app.
  case attribution

  /// Hashes the case, not its raw text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(setIndex)
  }

  public var setIndex: Int {
    switch self {
    case .body: 0
    case .callToAction: 1
    case .icon: 2
    case .starRating: 3
    case .store: 4
    case .price: 5
    case .advertiser: 6
    case .attribution: 7
    }
  }
}

/// What the native ad contains and how the app shows it.
public struct NativeAdOptions: Hashable, Sendable {
  public enum Media: String, CaseIterable, Sendable {
    case image
    case video
  }

  /// `GADMediaView.contentMode`: `fit` letterboxes, `fill` crops.
  public enum ContentMode: String, CaseIterable, Sendable {
    case fit
    case fill
  }

  /// Directly sold ads show AdChoices only in the EEA; indirect (programmatic) ads always.
  public enum Demand: String, CaseIterable, Sendable {
    case indirect
    case direct
    case directEEA = "direct-eea"
  }

  /// The media's width over its height (`mediaContent.aspectRatio`).
  public var mediaAspectRatio: Double
  public var media: Media
  public var contentMode: ContentMode
  public var assets: CaseSet<NativeAsset>
  public var demand: Demand
  public var adChoices: AdChoicesCorner
  /// The native ad view's width; nil: the safe-area width, at most 400.
  public var width: Double?
  /// A fixed height for the native ad view; nil: as tall as its assets.
  public var height: Double?
  /// The media view's aspect: the view is laid out at this ratio and the media is fitted or
  /// cropped into it. Nil: the media's own ratio (no letterbox, no crop).
  public var mediaViewAspectRatio: Double?

  public init(
    mediaAspectRatio: Double = 16.0 / 9.0, media: Media = .image, contentMode: ContentMode = .fit,
    assets: CaseSet<NativeAsset> = .all, demand: Demand = .indirect,
    adChoices: AdChoicesCorner = .topRight, width: Double? = nil, height: Double? = nil,
    mediaViewAspectRatio: Double? = nil
  ) {
    self.mediaAspectRatio = mediaAspectRatio
    self.media = media
    self.contentMode = contentMode
    self.assets = assets
    self.demand = demand
    self.adChoices = adChoices
    self.width = width
    self.height = height
    self.mediaViewAspectRatio = mediaViewAspectRatio
  }

  /// Whether the SDK adds the AdChoices overlay to this ad.
  public var showsAdChoices: Bool { demand != .direct }
}
