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
  /// The AdChoices overlay (19×15) the SDK adds in its corner, when this ad carries one.
  public var adChoices: Rect?
  /// The height the assets need (custom layouts); the view may be given another.
  public var contentHeight: Double

  public func region(_ kind: RegionKind) -> Region? { regions.first { $0.kind == kind } }

  /// The AdChoices overlay's size: Google's Ad Manager help ("AdChoices for Google Ad
  /// Manager", support.google.com/admanager/answer/2695279) gives the AdChoices icon as 19×15
  /// pixels collapsed (76×15 expanded), taken here as points. The SDK does not publish the
  /// native overlay's own size; the 15×15 view in Google's NativeAdvancedExample is the "Ad"
  /// attribution label, not the AdChoices view.
  public static let adChoicesSize = Size(width: 19, height: 15)

  /// The template views' sizes in Google's native templates
  /// (googleads/googleads-mobile-ios-native-templates @ 80a1ebb: the root view of
  /// `GADTSmallTemplateView.xib` is 403×101, of `GADTMediumTemplateView.xib` 355×402). The
  /// templates are Auto Layout views: an app may give them another width; these are the
  /// sizes Google drew them at.
  public static func templateSize(_ format: AdFormat) -> Size {
    format == .nativeSmall ? Size(width: 403, height: 101) : Size(width: 355, height: 402)
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
        x: corner.isLeft ? view.minX : view.maxX - size.width,
        y: corner.isTop ? view.minY : view.maxY - size.height, width: size.width, height: size.height)
    }
    return layout
  }

  /// The custom layout; `view.height` is ignored for the content and reported back in
  /// `contentHeight`.
  static func custom(_ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    // A view without a height of its own held shorter than its assets (pinned inside the
    // safe area): the media view gives way, as Auto Layout compresses it.
    var squeeze = 0.0
    if options.height == nil && view.height > 0 {
      let natural = custom(options, in: Rect(x: view.minX, y: view.minY, width: view.width, height: 0)).contentHeight
      squeeze = max(0, natural - view.height)
    }
    let pad = 8.0
    let gap = 6.0
    let has = options.assets
    let inner = view.width - 2 * pad
    var regions: [Region] = []
    regions.reserveCapacity(RegionKind.allCases.count)
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
    let mediaHeight = max(0, (inner / max(viewAspect, 0.01)).rounded() - squeeze)
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
      for (kind, asset) in [(RegionKind.store, NativeAsset.store), (.price, .price)] where has.contains(asset) {
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

  /// A template's asset views in its own points, from Google's xibs: the region, the asset
  /// it needs (nil: always there), the asset that hides it when present (the templates show
  /// the advertiser instead of the store, the star rating instead of the body:
  /// `GADTTemplateView.m`), and where it goes.
  private typealias TemplateSlot = (kind: RegionKind, asset: NativeAsset?, hiddenBy: NativeAsset?, frame: Rect)

  /// `GADTSmallTemplateView.xib` (403×101): media on the left, headline, badge with the
  /// advertiser (or store), call to action.
  private static let small: [TemplateSlot] = [
    (.media, nil, nil, Rect(x: 0, y: 0, width: 100.667, height: 101)),
    (.headline, nil, nil, Rect(x: 110.667, y: 10, width: 282.333, height: 16)),
    (.attribution, .attribution, nil, Rect(x: 110.667, y: 31, width: 25, height: 19)),
    (.advertiser, .advertiser, nil, Rect(x: 140.667, y: 31, width: 252.333, height: 19)),
    (.store, .store, .advertiser, Rect(x: 139.667, y: 28, width: 245, height: 24)),
    (.callToAction, .callToAction, nil, Rect(x: 110.667, y: 60, width: 282.333, height: 31)),
  ]

  /// `GADTMediumTemplateView.xib` (355×402): media on top, then icon, headline, badge with
  /// the advertiser (or store), body (or star rating), call to action.
  private static let medium: [TemplateSlot] = [
    (.media, nil, nil, Rect(x: 0, y: 0, width: 355, height: 199.667)),
    (.icon, .icon, nil, Rect(x: 10, y: 199.667, width: 51, height: 51)),
    (.headline, nil, nil, Rect(x: 71, y: 199.667, width: 266, height: 25)),
    (.attribution, .attribution, nil, Rect(x: 71, y: 229.667, width: 28, height: 21)),
    (.advertiser, .advertiser, nil, Rect(x: 104, y: 229.667, width: 241, height: 21)),
    (.store, .store, .advertiser, Rect(x: 104, y: 228.667, width: 241, height: 20.333)),
    (.body, .body, .starRating, Rect(x: 10, y: 260.667, width: 335, height: 82.333)),
    (.starRating, .starRating, nil, Rect(x: 10, y: 260.667, width: 335, height: 82.333)),
    (.callToAction, .callToAction, nil, Rect(x: 10, y: 353, width: 335, height: 39)),
  ]

  private static func smallTemplate(_ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    template(small, size: templateSize(.nativeSmall), options, in: view)
  }

  private static func mediumTemplate(_ options: NativeAdOptions, in view: Rect) -> NativeAdLayout {
    template(medium, size: templateSize(.nativeMedium), options, in: view)
  }

  /// Lays a template out at the view's width (templates keep their aspect).
  private static func template(
    _ slots: [TemplateSlot], size: Size, _ options: NativeAdOptions, in view: Rect
  ) -> NativeAdLayout {
    // Each axis on its own, so a view whose scaled height was rounded still holds every asset.
    let sx = view.width / size.width
    let sy = view.height / size.height
    var regions: [Region] = []
    regions.reserveCapacity(slots.count)
    let has = options.assets
    for slot in slots where (slot.asset.map(has.contains) ?? true) && !(slot.hiddenBy.map(has.contains) ?? false) {
      regions.append(
        Region(
          kind: slot.kind,
          frame: Rect(
            x: view.minX + slot.frame.x * sx, y: view.minY + slot.frame.y * sy,
            width: slot.frame.width * sx, height: slot.frame.height * sy)))
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
