/// Bad command-line input: the message names the option or argument that was wrong.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
