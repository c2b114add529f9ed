import AdPreviewFormats

/// One hardware model, as described by its device file.
///
/// A device is copied into every scene resolved on it, so its fields live in one shared,
/// immutable box: a copy costs one reference count, not one per name, list and table. Setting
/// a field gives the device a box of its own.
public struct Device: Hashable, Sendable {
  /// The device's fields, as the file gives them.
  private struct Fields: Hashable, Sendable {
    var id: String
    var name: String
    var shortName: String
    var covers: [String]
    var family: DeviceFamily
    var platform: Platform
    var isConcept: Bool
    var scale: Double
    var orientations: [Orientation]
    var displays: [Display]
    var postures: [Posture]
    var defaultPosture: PostureName?
    var portraitPresets: [WindowPreset]
    var landscapePresets: [WindowPreset]
    var sources: [JSONMember]
    var releases: OSRange?
    var coverReleases: [String: OSRange]
  }

  private var storage: OutOfLine<Fields>

  private var fields: Fields {
    get { storage.value }
    set { storage.value = newValue }
  }

  public var id: String {
    get { storage.value.id }
    set { fields.id = newValue }
  }
  public var name: String {
    get { storage.value.name }
    set { fields.name = newValue }
  }
  /// A name for where space is short (the grid's tiles), at most 20 characters.
  public var shortName: String {
    get { storage.value.shortName }
    set { fields.shortName = newValue }
  }
  /// Other models with the same geometry.
  public var covers: [String] {
    get { storage.value.covers }
    set { fields.covers = newValue }
  }
  public var family: DeviceFamily {
    get { storage.value.family }
    set { fields.family = newValue }
  }
  /// The operating system it runs (iOS when the file does not say).
  public var platform: Platform {
    get { storage.value.platform }
    set { fields.platform = newValue }
  }
  /// A device that does not exist (yet); its assumptions are in `sources`.
  public var isConcept: Bool {
    get { storage.value.isConcept }
    set { fields.isConcept = newValue }
  }
  public var scale: Double {
    get { storage.value.scale }
    set { fields.scale = newValue }
  }
  public var orientations: [Orientation] {
    get { storage.value.orientations }
    set { fields.orientations = newValue }
  }
  public var displays: [Display] {
    get { storage.value.displays }
    set { fields.displays = newValue }
  }
  public var postures: [Posture] {
    get { storage.value.postures }
    set { fields.postures = newValue }
  }
  public var defaultPosture: PostureName? {
    get { storage.value.defaultPosture }
    set { fields.defaultPosture = newValue }
  }
  /// Split View / Slide Over windows, for portrait and for landscape.
  public var portraitPresets: [WindowPreset] {
    get { storage.value.portraitPresets }
    set { fields.portraitPresets = newValue }
  }
  public var landscapePresets: [WindowPreset] {
    get { storage.value.landscapePresets }
    set { fields.landscapePresets = newValue }
  }
  /// The iOS / iPadOS releases the device runs; nil for Android and other platforms (and
  /// for an iOS device file that does not say: it runs every modelled release).
  public var releases: OSRange? {
    get { storage.value.releases }
    set { fields.releases = newValue }
  }
  /// The releases of covered models that run a range of their own, by the name in `covers`.
  public var coverReleases: [String: OSRange] {
    get { storage.value.coverReleases }
    set { fields.coverReleases = newValue }
  }
  /// Where each fact came from, in the file's order.
  public var sources: [JSONMember] {
    get { storage.value.sources }
    set { fields.sources = newValue }
  }

  /// A device from its fields; `shortName` defaults to `name`.
  public init(
    id: String, name: String, shortName: String? = nil, covers: [String] = [], family: DeviceFamily, platform: Platform = .ios,
    isConcept: Bool = false,
    scale: Double, orientations: [Orientation], displays: [Display], postures: [Posture] = [],
    defaultPosture: PostureName? = nil, portraitPresets: [WindowPreset] = [],
    landscapePresets: [WindowPreset] = [], sources: [JSONMember] = [], releases: OSRange? = nil,
    coverReleases: [String: OSRange] = [:]
  ) {
    storage = OutOfLine(
      Fields(
        id: id, name: name, shortName: shortName ?? name, covers: covers, family: family, platform: platform,
        isConcept: isConcept, scale: scale, orientations: orientations, displays: displays, postures: postures,
        defaultPosture: defaultPosture, portraitPresets: portraitPresets, landscapePresets: landscapePresets,
        sources: sources, releases: releases, coverReleases: coverReleases))
  }

  public func display(id: String) -> Display? { displays.first { $0.id == id } }

  /// Whether the two are copies of one device value rather than equal devices built apart.
  func sharesStorage(with other: Device) -> Bool { storage.sharesBox(with: other.storage) }

  public func posture(named name: PostureName) -> Posture? { postures.first { $0.name == name } }

  /// The display a phone or tablet uses, or the one of the default posture.
  public var primaryDisplay: Display {
    if let name = defaultPosture, let posture = posture(named: name),
      let display = display(id: posture.display)
    {
      return display
    }
    return displays[0]
  }

  /// Whether the device runs iOS or iPadOS releases (`--os` applies to it).
  public var runsAppleOS: Bool { platform == .ios }

  /// `iPadOS` on tablets, `iOS` elsewhere.
  public var osName: String { family == .tablet ? "iPadOS" : "iOS" }

  /// The releases a model runs: a covered model's own range, else the device's; every
  /// modelled release for an iOS device whose file gives none; nil off Apple's platforms.
  public func releases(ofModel model: String?) -> OSRange? {
    guard runsAppleOS else { return nil }
    if let model, let own = coverReleases.first(where: { $0.key.lowercased() == model.lowercased() })?.value {
      return own
    }
    return releases ?? OSRange(from: OSRelease.all[0].version)
  }

  /// The release a scene on the device runs: `os` where one is named, else the device's
  /// default (its newest major); nil off Apple's platforms.
  public func release(_ os: OSVersion?) -> OSRelease? {
    os.flatMap(OSRelease.named) ?? releases(ofModel: nil)?.defaultRelease
  }

  public func presets(in orientation: Orientation) -> [WindowPreset] {
    orientation.isLandscape ? landscapePresets : portraitPresets
  }

  /// The presets of one display in an orientation (those that name no display are every
  /// display's).
  public func presets(in orientation: Orientation, display: String) -> [WindowPreset] {
    presets(in: orientation).filter { $0.display == nil || $0.display == display }
  }
}

extension Device {
  /// `iPhone X does not support portrait-upside-down (it supports portrait, landscape-left,
  /// landscape-right)`: the one message for an orientation the device lacks.
  public func unsupported(_ what: String) -> String {
    "\(name) does not support \(what) (it supports \(orientations.map(\.rawValue).joined(separator: ", ")))"
  }
}
