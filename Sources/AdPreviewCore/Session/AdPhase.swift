/// Where the ad slot is in its life.
public enum AdPhase: Hashable, Sendable {
  /// Nothing requested yet, or the slot was replaced.
  case idle
  /// A request is in flight.
  case loading(request: Int, size: Size)
  /// An ad is loaded (banners and native ads: showing; full-screen ads: ready to present).
  case showing(request: Int, size: Size)
  /// The last request failed with the SDK's error code and message.
  case failed(request: Int, code: Int, message: String)
  /// A full-screen ad is on screen.
  case presented(request: Int, size: Size)

  /// The size of the ad loaded or being loaded.
  public var size: Size? {
    switch self {
    case .loading(_, let size), .showing(_, let size), .presented(_, let size): size
    default: nil
    }
  }

  public var requestID: Int? {
    switch self {
    case .idle: nil
    case .loading(let id, _), .showing(let id, _), .presented(let id, _), .failed(let id, _, _): id
    }
  }
}
