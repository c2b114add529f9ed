import AdPreviewFormats

/// The bounds adpreview accepts from files, options and scripts, in one place (the README's
/// "Limits" section lists them). Input past a bound is rejected at the edge with exit 2 and a
/// message naming the file and JSON path or the option, and the bound.
public enum Limits {
  /// The longest length in points: sizes, offsets, insets, cutouts, windows. A 12.9" iPad
  /// is 1366 pt tall; 100,000 leaves room for any screen without reaching sizes whose
  /// arithmetic loses meaning.
  public static let maximumLength = 100_000.0

  /// Any length that may be 0: insets, a maximum height, a native ad view's size.
  public static let lengths: ClosedRange<Double> = 0...maximumLength

  /// How far an ad may be moved from its edge, either way.
  public static let offsets: ClosedRange<Double> = -maximumLength...maximumLength

  /// The shortest side of a display or a window, in points.
  public static let minimumSide = 1.0

  /// Pixels per point, for a device or a display.
  public static let scale: ClosedRange<Double> = 0.1...10

  /// A media or media view aspect ratio (width over height).
  public static let aspectRatio: ClosedRange<Double> = 0.01...100

  /// The longest simulated load latency, in milliseconds: 24 hours.
  public static let maximumLatency = 86_400_000

  /// The largest file adpreview reads (a device file, an app layout, a play script): 4 MiB.
  /// The bundled device files are about 6 KB.
  public static let maximumFileBytes = 4 << 20

  /// The longest slot or app name, and the longest device glob of an `ignore` entry, in
  /// characters (Unicode scalars). A name is repeated in every row of every report, once a
  /// scene: unbounded, a 1 MB name made gigabytes of JSON.
  public static let maximumNameLength = 100

  /// The longest reason of an `ignore` entry, in characters: repeated with every finding it
  /// accepts.
  public static let maximumReasonLength = 500

  /// The longest caption (`say`, `--caption`), in characters: a line across the picture,
  /// wrapped to three at most.
  public static let captionLength = 200

  /// The most ad slots an app file may list. Each is placed and checked in every scene of a
  /// sweep; a real screen has a handful.
  public static let maximumSlots = 1000
  /// The most slots × scenes one `check` evaluates: what it keeps of each flagged one grows
  /// with them (about 1.3 KB each for the text table). Beyond it, `check` refuses up front,
  /// saying how to narrow the sweep, rather than grow until the system stops it.
  public static let maximumCheckedSlotScenes = 2_000_000
  /// The same with a report that lists every slot and scene and is held until it is written
  /// (JUnit and HTML by scene, `--all`, a JSON report that is not streamed): about 7 KB each.
  /// A streamed JSON report holds none, and takes the ceiling above.
  public static let maximumListedSlotScenes = 250_000

  /// The most `ignore` entries one slot may have (each is tried against every finding).
  public static let maximumIgnoreEntries = 100

  /// A length written for messages: `100000 pt`.
  public static var maximumLengthLabel: String { "\(formatPoints(maximumLength)) pt" }
}
