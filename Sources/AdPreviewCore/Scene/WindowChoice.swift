/// The app's window: full screen, an iPad multitasking preset, or a free Stage Manager size.
public enum WindowChoice: Hashable, Sendable, CustomStringConvertible {
  case full
  case preset(WindowPresetName)
  /// A Stage Manager window of this size, centred on the screen.
  case free(Size)

  /// Reads `full`, `split-1/3`, `split-1/2`, `split-2/3`, `slide-over` or `WxH`.
  public init?(parsing text: String) {
    if text == "full" {
      self = .full
    } else if let name = WindowPresetName(rawValue: text) {
      self = .preset(name)
    } else {
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let width = DecimalNumber.parse(parts[0]), let height = DecimalNumber.parse(parts[1])
      else { return nil }
      self = .free(Size(width: width, height: height))
    }
  }

  /// The command-line spelling: `full`, `split-1/3`, `600x800`.
  public var description: String {
    switch self {
    case .full: "full"
    case .preset(let name): name.rawValue
    case .free(let size): "\(formatPoints(size.width))x\(formatPoints(size.height))"
    }
  }

  /// For people: `full screen`, `Split View 1/3`, `Stage Manager 600×800`.
  public var words: String {
    switch self {
    case .full: "full screen"
    case .preset(let name): name.words
    case .free(let size): "Stage Manager \(size.label)"
    }
  }
}
