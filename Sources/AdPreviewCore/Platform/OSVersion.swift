/// An iOS or iPadOS release number: a major release (`18`, `26`) or a point release (`26.1`).
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Reads `26` or `26.1`: one or two whole numbers, no sign, no leading zeros, no third
  /// part (releases differ in what adpreview models at the point-release level only).
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let major = OSVersion.number(parts[0]) else { return nil }
    let minor = parts.count == 2 ? OSVersion.number(parts[1]) : 0
    guard let minor else { return nil }
    self.init(major, minor)
  }

  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 3, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      text == "0" || text.first != "0"
    else { return nil }
    return Int(text)
  }

  /// `26`, or `26.1`: the way Apple and the command line write it.
  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}

/// The releases a device (or a model it covers) runs: from its first release through its
/// last, or through the newest when it is still supported.
public struct OSRange: Hashable, Sendable {
  public var from: OSVersion
  /// Nil: the device still runs the newest release.
  public var through: OSVersion?

  public init(from: OSVersion, through: OSVersion? = nil) {
    self.from = from
    self.through = through
  }

  public func contains(_ version: OSVersion) -> Bool {
    version >= from && through.map { version <= $0 } ?? true
  }

  /// The modelled releases in the range, oldest first.
  public var releases: [OSRelease] { OSRelease.all.filter { contains($0.version) } }

  /// The release a scene runs when none is asked for: the newest major release in the
  /// range, at the first of its point releases the device runs (an iPhone 17 Pro runs 27,
  /// an iPhone Duo, which shipped with 27.1, runs 27.1).
  public var defaultRelease: OSRelease? {
    // Read off the table in place: every scene asks, and a filtered copy of it each time
    // was a tenth of resolving one.
    // The table is oldest first and the range one run of it, so the answer is found by
    // stepping back from the newest release in the range while the major stays the same.
    let all = OSRelease.all
    guard let newest = all.lastIndex(where: { contains($0.version) }) else { return nil }
    let major = all[newest].version.major
    var first = newest
    while first > all.startIndex, all[first - 1].version.major == major, contains(all[first - 1].version) { first -= 1 }
    return all[first]
  }

  /// `11–16`, `26.1 and later`: for messages and lists.
  public var words: String {
    guard let through else { return "\(from) and later" }
    return through == from ? "\(from)" : "\(from)–\(through)"
  }
}
