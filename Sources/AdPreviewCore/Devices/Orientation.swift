import AdPreviewFormats

/// How the interface is turned. `landscapeLeft` has the top edge of the device (where the
/// cutout is) pointing left; `landscapeRight` has it pointing right.
public enum Orientation: String, CaseIterable, Sendable {
  case portrait
  case landscapeLeft = "landscape-left"
  case landscapeRight = "landscape-right"
  case portraitUpsideDown = "portrait-upside-down"

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The next orientation a quarter turn clockwise, as the user turns the device seen from
  /// the front: the top edge, pointing up in portrait, then points right (landscape-right).
  public var turnedClockwise: Orientation {
    switch self {
    case .portrait: .landscapeRight
    case .landscapeRight: .portraitUpsideDown
    case .portraitUpsideDown: .landscapeLeft
    case .landscapeLeft: .portrait
    }
  }

  /// `landscape left`, for sentences.
  public var words: String { rawValue.replacingDashes() }
}

extension String {
  /// `half-open` → `half open`, byte for byte: a dash is one byte and never part of another
  /// scalar, so the text need not be broken into graphemes, which is slow at start
  /// (BENCHMARKS.md's history).
  /// A sweep's messages name formats and orientations for every slot of every scene, so the
  /// one-byte swap is made in one pass, and a name with no dash is itself.
  func replacingDashes() -> String {
    var text = self
    return text.withUTF8 { bytes in
      guard bytes.contains(UInt8(ascii: "-")) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for (index, byte) in bytes.enumerated() { buffer[index] = byte == UInt8(ascii: "-") ? UInt8(ascii: " ") : byte }
        return bytes.count
      }
    } ?? self
  }
}
