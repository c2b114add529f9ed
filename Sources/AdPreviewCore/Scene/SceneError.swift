/// A scene that cannot be resolved: an orientation, posture or window the device does not have.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
