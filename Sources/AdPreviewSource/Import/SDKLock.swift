import AdPreviewCore
import AdPreviewFormats

/// The Google Mobile Ads SDK release a project's dependency files pin: CocoaPods'
/// `Podfile.lock`, Swift Package Manager's `Package.resolved` and `Package.swift`.
public enum SDKLock {
  /// The pod and the Swift package that carry the SDK.
  static let pod = "Google-Mobile-Ads-SDK ("
  static let package = "swift-package-manager-google-mobile-ads"

  /// Whether `path` is one of the files that can pin the SDK.
  public static func isLockFile(_ path: String) -> Bool {
    path.hasSuffix("/Podfile.lock") || path == "Podfile.lock" || path.hasSuffix("Package.resolved") || path.hasSuffix("/Package.swift")
      || path == "Package.swift"
  }

  /// The version the file names for the SDK (`11.13.0`) and its 1-based line; nil when it
  /// names none.
  public static func version(in bytes: [UInt8]) -> (version: String, line: Int)? {
    let lines = String(decoding: bytes, as: UTF8.self).lineSlices.map(String.init)
    for (index, line) in lines.enumerated() {
      if line.contains(exactly: pod) {
        // What follows the pod's name: `12.2.0):`.
        let after = line.split(separator: "(", maxSplits: 1).last ?? ""
        if let version = leadingVersion(after) { return (version, index + 1) }
        continue
      }
      guard line.contains(exactly: package) else { continue }
      // Package.resolved has "version" : "12.2.0" a few lines on; Package.swift has
      // `from: "12.0.0"` (or `exact:`, `.upToNextMajor(from:)`) on the line or the next.
      for offset in 0..<min(12, lines.count - index) {
        let candidate = lines[index + offset]
        if offset > 0, candidate.contains(exactly: package) { break }
        for piece in candidate.split(separator: "\"").dropFirst() {
          if let version = leadingVersion(piece), version.contains(Character(".")) { return (version, index + offset + 1) }
        }
      }
    }
    return nil
  }

  /// `12.2.0` at the start of `text`, or nil.
  static func leadingVersion(_ text: Substring) -> String? {
    let version = text.prefix { $0.isNumber || $0 == "." }
    guard let first = version.first, first.isNumber else { return nil }
    return String(version.hasSuffix(".") ? version.dropLast() : version)
  }

  /// The modelled release that checks an app linking SDK `version`, and whether it is the
  /// nearest one rather than the release itself (SDKs before 12 are checked with 12's rules:
  /// the banner sizes and placement they share; only the Swift names differ).
  public static func release(forVersion version: String) -> (release: SDKVersion, nearest: Bool)? {
    guard let major = Int(version.prefix { $0.isNumber }) else { return nil }
    if major >= 13 { return (.v13, major > 13) }
    return (.v12, major < 12)
  }
}
