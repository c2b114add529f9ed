import AdPreviewCore

/// How the interactive previewer starts: the catalog, the starting selection and the
/// simulated load latency.
public struct AppConfiguration: Sendable {
  public var catalog: DeviceCatalog
  public var selection: Selection
  /// Simulated ad load latency, in milliseconds.
  public var latency: Int
  /// Seeds the injected failures, so a session can be replayed.
  public var seed: UInt64
  /// Draw with ASCII only (no UTF-8 locale).
  public var asciiOnly: Bool
  /// Where `e` writes the session as a play script (`-2`, `-3`… are added when it exists).
  public var exportPath: String
  /// The app layout file the session started with, if any (named in the exported script).
  public var appPath: String?
  /// The project screen the slots came from (`--project DIR --screen NAME`), as its options.
  public var projectScreen: (folder: String, screen: String)?
  /// Notes the session's log starts with (what a project's reading could not decide).
  public var startNotes: [String] = []
  /// A scenario to play on screen from the start (`play --watch`, `--script`): the session
  /// then starts where `play` does and the script sets the scene.
  public var script: (name: String, script: PreviewScript)?
  /// Simulated time per real time while a scenario plays (0.5: half speed).
  public var speed = AppConfiguration.normalSpeed
  /// Real time: one simulated second a second.
  public static let normalSpeed = 1.0
  /// The slowest and fastest a scenario may play on screen.
  public static let speeds: ClosedRange<Double> = 0.05...10
  /// Whether rotations, folds and window changes are animated on screen.
  public var animates = true
  /// Presentation mode (`--present`): no key bar or playback hints, captions in a band of
  /// their own outside the device, the status line saying what just happened, and a slower
  /// pace unless `--speed` says otherwise.
  public var present = false
  /// The pace a presentation plays at when no `--speed` is given: half speed, so each turn
  /// and reload can be followed while it is described.
  public static let presentSpeed = 0.5
  /// Whether a script's `pause` waits for a key (on screen) or holds for
  /// `PreviewCommand.pauseHold` (a recording or export, which no key reaches).
  public var waitsForKeys = true
  /// Whether a script's long waits are shortened (`--present`, and every export: `--cast`,
  /// `--gif`, `--svg`): a wait longer than `longestShownWait` is shown for `shortenedWait`,
  /// what falls due in the time left out happening at once, with a flash saying how much
  /// time passed ("… 4 hours later"). The simulated clock, and so the log, keep every
  /// millisecond; only the picture's time is shorter.
  public var compressesWaits = false
  /// The longest wait shown as it is, in simulated milliseconds: a minute.
  public static let longestShownWait = 60_000
  /// How long a shortened wait is shown, in simulated milliseconds.
  public static let shortenedWait = 3_000
  /// Side by side, both devices at one scale (`compare --same-scale`, and in presentation
  /// mode), so a bigger device looks bigger.
  public var sameScale = false
  /// Where a recording of the session goes, as asciicast (`--record`); the front end writes it.
  public var recordPath: String?
  /// Where the session's frames go as an animated GIF and an animated SVG (`--gif`, `--svg`),
  /// written when the previewer ends; the front end writes them.
  public var gifPath: String?
  public var svgPath: String?
  /// Whether `--gif` and `--svg` may write through a symbolic link (`--force`).
  public var forcesExports = false
  /// A caption from the start (`--caption`), said as a script's first `say` would be.
  public var caption: String?
  /// The second scene of a side-by-side comparison (`compare`), drawn right of the first;
  /// nil: one scene.
  public var comparison: Comparison?

  /// The right-hand scene of `compare`, and the notes each side's log starts with.
  public struct Comparison: Equatable, Sendable {
    public var right: Selection
    /// What an option given for both sides did not do on the left (a posture its device lacks).
    public var leftNotes: [String]
    public var rightNotes: [String]

    public init(right: Selection, leftNotes: [String] = [], rightNotes: [String] = []) {
      self.right = right
      self.leftNotes = leftNotes
      self.rightNotes = rightNotes
    }
  }

  public init(
    catalog: DeviceCatalog, selection: Selection = Selection(), latency: Int = PreviewSession.defaultLatency,
    seed: UInt64 = PreviewSession.defaultSeed, asciiOnly: Bool = false, exportPath: String = "adpreview-session.play", appPath: String? = nil
  ) {
    self.catalog = catalog
    self.selection = selection
    self.latency = latency
    self.seed = seed
    self.asciiOnly = asciiOnly
    self.exportPath = exportPath
    self.appPath = appPath
  }

  /// Where the session starts: `play`'s start when a scenario sets the scene, else `base`.
  var start: Selection { script == nil && comparison == nil ? base : selection }

  /// Where `play` starts from when it replays this session: the default scene with the
  /// app file's slots (or a default slot that keeps the options a script cannot express).
  public var base: Selection {
    var start = Selection.current
    guard !keepsSlots else {
      // What the app file says beyond its slots, which no script command sets: its bars, its
      // content and fold handling, its integration.
      start.slots = selection.slots
      start.chrome = selection.chrome
      start.contentUnderAnchoredAds = selection.contentUnderAnchoredAds
      start.foldAware = selection.foldAware
      start.integration = selection.integration
      return start
    }
    var slot = selection.slot
    let defaults = start.slot
    slot.format = defaults.format
    slot.position = defaults.position
    slot.alignment = defaults.alignment
    slot.guide = defaults.guide
    slot.native.adChoices = defaults.native.adChoices
    start.slot = slot
    return start
  }

  /// The commands that take `base` to the starting scene, then `appear`; none when a
  /// scenario sets the scene.
  public var startCommands: [PreviewCommand] {
    guard script == nil else { return [] }
    // Each side of a comparison starts on its own scene, as `compare` draws it.
    guard comparison == nil else { return [.appear] }
    // The release the scene runs is written even when it is the default, so that a replay
    // is exact when a later catalog's default differs.
    var selection = selection
    if selection.os == nil { selection.os = try? selection.resolve(in: catalog).scene.os }
    return PreviewCommand.setUp(selection, from: base, slots: !keepsSlots) + [.appear]
  }

  /// Whether the slots come from an app layout file (a replay takes them from it too).
  var keepsSlots: Bool { appPath != nil || projectScreen != nil || selection.slots.count > 1 }
}

extension AppConfiguration: Equatable {
  public static func == (a: AppConfiguration, b: AppConfiguration) -> Bool {
    a.catalog == b.catalog && a.selection == b.selection && a.latency == b.latency && a.seed == b.seed
      && a.asciiOnly == b.asciiOnly && a.exportPath == b.exportPath && a.appPath == b.appPath
      && a.script?.name == b.script?.name && a.animates == b.animates && a.speed == b.speed && a.recordPath == b.recordPath
      && a.gifPath == b.gifPath && a.svgPath == b.svgPath && a.forcesExports == b.forcesExports && a.caption == b.caption
      && a.comparison == b.comparison
  }
}
