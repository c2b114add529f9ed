import AdPreviewCore

/// The state of the ad on screen, as the previewer shows it.
public enum AdDisplayState: Hashable, Sendable {
  /// No request sent yet (before `appear`).
  case notRequested
  /// A request is in flight; `spinner` picks the spinner's frame.
  case loading(request: Int, size: Size, spinner: Int)
  /// A test ad is showing.
  case showing(request: Int, size: Size)
  /// The last request failed.
  case failed(request: Int, message: String)
  /// A full-screen ad is presented.
  case presented(request: Int)
}

/// Everything one frame of the previewer shows.
public struct PreviewModel: Hashable, Sendable {
  public var resolved: ResolvedScene
  public var request: RequestSettings
  public var adState: AdDisplayState
  /// The event log, oldest first.
  public var log: [String]
  /// A one-line message (what a key did, a file written).
  public var status: String?

  public init(
    resolved: ResolvedScene, request: RequestSettings = RequestSettings(),
    adState: AdDisplayState = .notRequested, log: [String] = [], status: String? = nil
  ) {
    self.resolved = resolved
    self.request = request
    self.adState = adState
    self.log = log
    self.status = status
  }

  /// What a settled scene shows: the ad loaded (or its request failed, or nothing fits).
  public static func settled(_ resolved: ResolvedScene, request: RequestSettings, log: [String] = []) -> PreviewModel {
    let evaluation = resolved.evaluation
    let state: AdDisplayState
    if let error = evaluation.requestError {
      state = .failed(request: 1, message: error)
    } else if let placement = evaluation.placement {
      state = placement.format.isFullScreen ? .presented(request: 1) : .showing(request: 1, size: placement.size)
    } else {
      state = .notRequested
    }
    return PreviewModel(resolved: resolved, request: request, adState: state, log: log)
  }
}

/// The braille spinner of a loading ad.
public enum Spinner {
  public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  public static let asciiFrames: [Character] = ["|", "/", "-", "\\"]
}
