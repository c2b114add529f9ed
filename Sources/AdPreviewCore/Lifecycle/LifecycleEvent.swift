/// Something that happened to the app or the SDK, in the past tense.
public enum LifecycleEvent: Hashable, Sendable {
  /// `viewDidAppear`.
  case appeared
  case deviceRotated(Orientation)
  case postureChanged(PostureName)
  case windowResized(WindowChoice)
  /// The app now sets (or stops setting) `request.scene`.
  case sceneToggled(SceneSetting)
  case modeChanged(RequestMode)
  case multiSceneChanged(Bool)
  /// The app shows another device / ad format / slot layout: the slot is rebuilt.
  case deviceChanged(String)
  case formatChanged(AdFormat)
  case slotChanged(AdSlot)
  case loadFinished(request: Int)
  case loadFailed(request: Int, code: Int, message: String)
  case presentRequested
  case fullScreenDismissed
  case refreshTimerFired(request: Int)
  /// Whether the app reloads banners in `viewWillTransition` (off: the stale-size bug).
  case reloadOnResizeChanged(Bool)
  /// Banner refresh every so many seconds (nil: off).
  case refreshChanged(seconds: Int?)
}

/// What the lifecycle asks the outside world to do, as plain data.
public enum LifecycleEffect: Hashable, Sendable {
  /// Send a request; its outcome arrives `after` milliseconds as `loadFinished` or
  /// `loadFailed`. `failure` forces a failure the SDK would report (missing scene, no space).
  case sendRequest(request: Int, size: Size, after: Int, failure: LoadFailure?)
  case cancelRequest(request: Int)
  case scheduleRefresh(request: Int, after: Int)
  case cancelRefresh
}

/// A failed load: the SDK's error code and message.
public struct LoadFailure: Hashable, Sendable {
  public var code: Int
  public var message: String

  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  public static let noFill = LoadFailure(code: 1, message: SDKMessage.noFill)
  public static let timeout = LoadFailure(code: 5, message: SDKMessage.timeout)
  public static let sceneNotSet = LoadFailure(code: 0, message: SDKMessage.sceneNotSet)
  public static let doesNotFit = LoadFailure(code: 0, message: "Invalid Request. Ad size will not fit on screen")
}
