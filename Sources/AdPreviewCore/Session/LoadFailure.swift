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
