import AdPreviewCore
import AdPreviewFormats

/// Something `import` read but could not take exactly, at its place in the file: named,
/// never guessed silently.
public struct ImportNote: Hashable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `Main.storyboard:27:29: message`.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// One view controller of a storyboard or xib with ad views in it: what an app file describes.
public struct ImportedScreen: Hashable, Sendable {
  /// Its class (`ArticleViewController`), else its storyboard identifier, else its id.
  public var name: String
  /// Its storyboard identifier and id, which `--screen` also takes.
  public var identifiers: [String] = []
  /// Where its element is.
  public var source: SlotSource
  public var slots: [AdSlot]
  /// The containers it is in (navigation and tab bar controllers, through the segues); nil
  /// when the file cannot say (a xib).
  public var chrome: AppChrome?
  public var notes: [ImportNote]
  /// How the app's code builds the screen's requests, when a project was read (`import
  /// --project`); nil: the command line's.
  public var request: RequestSettings?

  /// A slot name not in `used` (which then holds it): `name`, else `name 2`, `name 3`…; cut,
  /// when too long, before the number that tells two apart, so names stay distinct.
  static func uniqueName(_ name: String, among used: inout Set<String>) -> String {
    let base = name.count > Limits.maximumNameLength ? String(name.prefix(Limits.maximumNameLength - 6)) : name
    var unique = base
    var suffix = 2
    while used.contains(unique) {
      unique = "\(base) \(suffix)"
      suffix += 1
    }
    used.insert(unique)
    return String(unique.prefix(Limits.maximumNameLength)).sanitizedForTerminal
  }

  /// The app file for this screen.
  public var appLayout: AppLayout {
    var layout = AppLayout(name: name, slots: slots, request: request)
    layout.sdk = request?.sdk
    layout.chrome = chrome
    layout.notes = notes.map { String($0.description.prefix(Limits.maximumReasonLength)) }
    return layout
  }
}

/// Reads Interface Builder documents (`.storyboard`, `.xib`): every ad view by its
/// `customClass`, what its constraints pin it to (the safe-area layout guide, the old top and
/// bottom layout guides, the view's edges or margins, another view), its fixed size or
/// intrinsic placeholder, and the navigation and tab bar controllers it is shown in, followed
/// through the storyboard's segues.
public enum InterfaceBuilderImport {
  /// The classes of banner views: GMA's Objective-C and Swift names, Ad Manager's and DFP's.
  public static let bannerClasses: Set<String> = ["GADBannerView", "BannerView", "GAMBannerView", "AdManagerBannerView", "DFPBannerView"]
  /// Native ad views, and Google's native templates. `GADTTemplateView` is the root view of
  /// the templates' own xibs, whose owner (`GADTSmallTemplateView`, `GADTMediumTemplateView`)
  /// says which template it is.
  public static let nativeClasses: [String: AdFormat] = [
    "GADNativeAdView": .native, "NativeAdView": .native, "GADUnifiedNativeAdView": .native, "GADTTemplateView": .native,
    "GADTSmallTemplateView": .nativeSmall, "GADTMediumTemplateView": .nativeMedium,
  ]

  /// The screens with ad views in the document `root` read from `file`, and notes about the
  /// document itself (not Interface Builder, not iOS).
  public static func screens(in root: XMLElement, file: String, sdk: SDKVersion = .current) -> (screens: [ImportedScreen], notes: [ImportNote]) {
    var reader = DocumentReader(file: file, sdk: sdk)
    return reader.read(root)
  }

  /// The screens, the notes, and the bars around every view controller of the document that
  /// has a class, ads or not (a project's code may add ads to it).
  public static func document(in root: XMLElement, file: String, sdk: SDKVersion = .current)
    -> (screens: [ImportedScreen], notes: [ImportNote], chrome: [String: AppChrome])
  {
    var reader = DocumentReader(file: file, sdk: sdk)
    let (screens, notes) = reader.read(root)
    var chrome: [String: AppChrome] = [:]
    var controllers: [XMLElement] = []
    reader.collectControllers(root, into: &controllers)
    for controller in controllers {
      guard let name = controller["customClass"] else { continue }
      var ignored: [ImportNote] = []
      if let found = reader.chrome(of: controller, notes: &ignored) { chrome[name] = found }
    }
    return (screens, notes, chrome)
  }
}
