/// One hardware model, as described by its device file.
public struct Device: Hashable, Sendable {
  public var id: String
  public var name: String
  /// A name for where space is short (the grid's tiles), at most 20 characters.
  public var shortName: String
  /// Other models with the same geometry.
  public var covers: [String]
  public var family: DeviceFamily
  /// The operating system it runs (iOS when the file does not say).
  public var platform: Platform
  /// A device that does not exist (yet); its assumptions are in `sources`.
  public var isConcept: Bool
  public var scale: Double
  public var orientations: [Orientation]
  public var displays: [Display]
  public var postures: [Posture]
  public var defaultPosture: PostureName?
  /// Split View / Slide Over windows, for portrait and for landscape.
  public var portraitPresets: [WindowPreset]
  public var landscapePresets: [WindowPreset]
  /// Where each fact came from, in the file's order.
  public var sources: [JSONMember]

  public init(
    id: String, name: String, shortName: String? = nil, covers: [String] = [], family: DeviceFamily, platform: Platform = .ios, isConcept: Bool = false,
    scale: Double, orientations: [Orientation], displays: [Display], postures: [Posture] = [],
    defaultPosture: PostureName? = nil, portraitPresets: [WindowPreset] = [],
    landscapePresets: [WindowPreset] = [], sources: [JSONMember] = []
  ) {
    self.id = id
    self.name = name
    self.shortName = shortName ?? name
    self.covers = covers
    self.family = family
    self.platform = platform
    self.isConcept = isConcept
    self.scale = scale
    self.orientations = orientations
    self.displays = displays
    self.postures = postures
    self.defaultPosture = defaultPosture
    self.portraitPresets = portraitPresets
    self.landscapePresets = landscapePresets
    self.sources = sources
  }

  public func display(id: String) -> Display? { displays.first { $0.id == id } }

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

  public func presets(in orientation: Orientation) -> [WindowPreset] {
    orientation.isLandscape ? landscapePresets : portraitPresets
  }
}
