/// The asset views inside a native ad view, in screen points.
///
/// Custom layouts follow the shape of Google's NativeAdvancedExample (attribution badge,
/// icon with headline / advertiser / stars, media at its aspect ratio, body, store / price
/// and call to action); the small and medium templates follow `GADTSmallTemplateView` and
/// `GADTMediumTemplateView`. The exact spacing is adpreview's model.
public struct NativeAdLayout: Hashable, Sendable {
  public enum RegionKind: String, CaseIterable, Sendable {
    case attribution
    case headline
    case icon
    case advertiser
    case starRating = "star-rating"
    case media
    case body
    case store
    case price
    case callToAction = "call-to-action"

    /// The label drawn in the region.
    public var label: String {
      switch self {
      case .attribution: "Ad"
      case .headline: "Headline"
      case .icon: "Icon"
      case .advertiser: "Advertiser"
      case .starRating: "★★★★☆"
      case .media: "Media"
      case .body: "Body"
      case .store: "Store"
      case .price: "Price"
      case .callToAction: "Install"
      }
    }
  }

  public struct Region: Hashable, Sendable {
    public var kind: RegionKind
    public var frame: Rect

    public init(kind: RegionKind, frame: Rect) {
      self.kind = kind
      self.frame = frame
    }
  }

  /// The native ad view.
  public var view: Rect
  public var regions: [Region]
  /// The image or video inside the media view: smaller when letterboxed (`fit`), larger and
  /// cropped when filled.
  public var mediaContent: Rect?
  /// The AdChoices overlay (15×15) the SDK adds in its corner, when this ad carries one.
  public var adChoices: Rect?
  /// The height the assets need (custom layouts); the view may be given another.
  public var contentHeight: Double

  public func region(_ kind: RegionKind) -> Region? { regions.first { $0.kind == kind } }

  /// The AdChoices overlay's size (the samples' 15×15 frame).
  public static let adChoicesSize = 15.0

  public static func templateSize(_ format: AdFormat) -> Size {
    format == .nativeSmall ? Size(width: 355, height: 91) : Size(width: 355, height: 370)
  }

  /// Lays out `format`'s assets in the native ad view `view`.
  public static func layout(_ format: AdFormat, options: NativeAdOptions, in view: Rect)
    -> NativeAdLayout
  {
    var layout: NativeAdLayout
    switch format {
    case .nativeSmall: layout = smallTemplate(options, in: view)
    case .nativeMedium: layout = mediumTemplate(options, in: view)
    default: layout = custom(options, in: view)
    }
    if options.showsAdChoices {
      let size = adChoicesSize
      let corner = options.adChoices
      layout.adChoices = Rect(
        x: corner.isLeft ? view.minX : view.maxX - size,
        y: corner.isTop ? view.minY : view.maxY - size, width: size, height: size)
    }
    return layout
  }

  /// The custom layout; `view.height` is ignored for the content and reported back in
  /// `contentHeight`.
  static func custom(_ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    let pad = 8.0
    let gap = 6.0
    let has = options.assets
    let inner = view.width - 2 * pad
    var regions: [Region] = []
    var y = view.minY + pad
    func add(_ kind: RegionKind, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
      regions.append(Region(kind: kind, frame: Rect(x: x, y: y, width: max(0, width), height: height)))
    }

    if has.contains(.attribution) {
      // The badge takes the top corner that AdChoices leaves free.
      let badgeX = options.adChoices.isLeft && options.adChoices.isTop ? view.maxX - pad - 20 : view.minX + pad
      add(.attribution, badgeX, y, 20, 15)
      y += 15 + gap
    }
    var textX = view.minX + pad
    if has.contains(.icon) {
      add(.icon, view.minX + pad, y, 40, 40)
      textX += 48
    }
    let textWidth = view.maxX - pad - textX
    var stack = 20.0
    add(.headline, textX, y, textWidth, 20)
    if has.contains(.advertiser) {
      add(.advertiser, textX, y + stack + 2, textWidth, 15)
      stack += 17
    }
    if has.contains(.starRating) {
      add(.starRating, textX, y + stack + 2, min(80, textWidth), 15)
      stack += 17
    }
    y += max(has.contains(.icon) ? 40 : 0, stack) + gap

    let viewAspect = options.mediaViewAspectRatio ?? options.mediaAspectRatio
    let mediaHeight = (inner / max(viewAspect, 0.01)).rounded()
    let mediaView = Rect(x: view.minX + pad, y: y, width: inner, height: mediaHeight)
    regions.append(Region(kind: .media, frame: mediaView))
    y += mediaHeight + gap

    if has.contains(.body) {
      add(.body, view.minX + pad, y, inner, 34)
      y += 34 + gap
    }
    let footer = has.contains(.store) || has.contains(.price) || has.contains(.callToAction)
    if footer {
      var x = view.minX + pad
      for kind in [RegionKind.store, .price] where has.contains(NativeAsset(rawValue: kind.rawValue)!) {
        add(kind, x, y + 8, 56, 16)
        x += 62
      }
      if has.contains(.callToAction) {
        add(.callToAction, view.maxX - pad - 110, y, 110, 32)
      }
      y += 32 + gap
    }
    let contentHeight = (y - gap + pad - view.minY).rounded(.up)
    return NativeAdLayout(
      view: view, regions: regions,
      mediaContent: mediaContent(in: mediaView, options: options), adChoices: nil,
      contentHeight: contentHeight)
  }

  /// A template's asset views in its own 355-pt-wide points: the asset they need (nil:
  /// always there) and where they go.
  private typealias TemplateSlot = (kind: RegionKind, asset: NativeAsset?, frame: Rect)

  private static let small: [TemplateSlot] = [
    (.media, nil, Rect(x: 0, y: 0, width: 91, height: 91)),
    (.headline, nil, Rect(x: 99, y: 8, width: 240, height: 18)),
    (.attribution, .attribution, Rect(x: 99, y: 32, width: 20, height: 15)),
    (.advertiser, .advertiser, Rect(x: 125, y: 32, width: 140, height: 15)),
    (.starRating, .starRating, Rect(x: 270, y: 32, width: 70, height: 15)),
    (.callToAction, .callToAction, Rect(x: 99, y: 55, width: 248, height: 28)),
  ]

  private static let medium: [TemplateSlot] = [
    (.icon, .icon, Rect(x: 8, y: 8, width: 40, height: 40)),
    (.headline, nil, Rect(x: 56, y: 8, width: 280, height: 20)),
    (.attribution, .attribution, Rect(x: 56, y: 31, width: 20, height: 15)),
    (.advertiser, .advertiser, Rect(x: 82, y: 31, width: 150, height: 15)),
    (.starRating, .starRating, Rect(x: 240, y: 31, width: 70, height: 15)),
    (.media, nil, Rect(x: 8, y: 56, width: 339, height: 190)),
    (.body, .body, Rect(x: 8, y: 254, width: 339, height: 54)),
    (.callToAction, .callToAction, Rect(x: 8, y: 318, width: 339, height: 44)),
  ]

  private static func smallTemplate(_ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    template(small, options, in: view)
  }

  private static func mediumTemplate(_ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    template(medium, options, in: view)
  }

  /// Lays a template out at the view's width (templates keep their aspect).
  private static func template(_ slots: [TemplateSlot], _ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    let s = view.width / 355
    let regions = slots.filter { $0.asset.map(options.assets.contains) ?? true }.map { slot in
      Region(
        kind: slot.kind,
        frame: Rect(x: view.minX + slot.frame.x * s, y: view.minY + slot.frame.y * s,
                    width: slot.frame.width * s, height: slot.frame.height * s))
    }
    let media = regions.first { $0.kind == .media }!.frame
    return NativeAdLayout(
      view: view, regions: regions, mediaContent: mediaContent(in: media, options: options),
      adChoices: nil, contentHeight: view.height)
  }

  /// The media inside its view: `fit` scales it down to fit (letterbox), `fill` scales it up
  /// to cover (crop).
  private static func mediaContent(in view: Rect, options: NativeAdOptions) -> Rect {
    let ratio = max(options.mediaAspectRatio, 0.01)
    let byWidth = Size(width: view.width, height: view.width / ratio)
    let byHeight = Size(width: view.height * ratio, height: view.height)
    let widthFits = byWidth.height <= view.height + 0.001
    let size: Size
    switch options.contentMode {
    case .fit: size = widthFits ? byWidth : byHeight
    case .fill: size = widthFits ? byHeight : byWidth
    }
    return Rect(
      x: view.midX - size.width / 2, y: view.midY - size.height / 2, width: size.width,
      height: size.height)
  }
}
