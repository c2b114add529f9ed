/// One step of the lifecycle, in the SDK's terms.
public struct LogEntry: Hashable, Sendable {
  /// The `play --json` kinds.
  public enum Kind: String, Sendable {
    case event
    case request
    case loaded
    case failed
    case cancelled
    case presentCheck = "present-check"
    case presented
    case relayout
    case skipped
    /// A finding appeared (once the view is on screen).
    case finding
    /// A caption of the demo (`say`): narration, not the SDK.
    case caption
  }

  /// Simulated time in milliseconds.
  public var time: Int
  public var kind: Kind
  /// For people: what happened, with the SDK's names and the sizes.
  public var text: String
  public var request: Int?
  public var size: Size?
  public var message: String?
  public var ok: Bool?
  /// A finding's code and severity.
  public var code: String?
  public var severity: String?
  /// The slot's name, when the app has several.
  public var slot: String?

  public init(
    time: Int, kind: Kind, text: String, request: Int? = nil, size: Size? = nil,
    message: String? = nil, ok: Bool? = nil
  ) {
    self.time = time
    self.kind = kind
    self.text = text
    self.request = request
    self.size = size
    self.message = message
    self.ok = ok
  }

  /// `  2.100  viewWillTransition(to: 812×375)`.
  public var line: String {
    let seconds = time / 1000
    let millis = time % 1000
    let stamp = "\(seconds).\(String(repeating: "0", count: 3 - String(millis).count))\(millis)"
    let prefix = slot.map { "[\($0)] " } ?? ""
    return String(repeating: " ", count: max(0, 7 - stamp.count)) + stamp + "  " + prefix + text
  }
}
